import DropEngine
import DropGeometry
import Replay
import Runtime
import Testing

@Suite("Native traces")
struct NativeTraceTests {
    func event(_ pointer: PointerID, _ kind: PointerKind, _ x: Double, _ y: Double, _ ms: Int64) -> PointerEvent {
        PointerEvent(pointer: pointer, kind: kind, position: Point(x: x, y: y), time: .milliseconds(ms))
    }

    @Test("times are absolute or relative to the previous line; up without coordinates uses the last position")
    func timing() throws {
        let trace = try NativeTrace.parse("""
        scene todo
        # a comment line
        100 down 1 mouse 10 20   # trailing comment
        +50 move 1 30 40
        @400 up 1
        pause 20
        +0.5 escape
        """, file: "t.trace")
        #expect(trace.scene == "todo")
        #expect(trace.inputs == [
            .pointerDown(event(1, .mouse, 10, 20, 100)),
            .pointerMove(event(1, .mouse, 30, 40, 150)),
            .pointerUp(event(1, .mouse, 30, 40, 400)),
            .tick(at: .milliseconds(420)),
            .escape(at: Instant(microseconds: 420_500)),
        ])
        #expect(trace.steps.map(\.line) == [3, 4, 5, 6, 7])
    }

    @Test("undo and redo are steps at their time, as an input's; a word after one is an error at it")
    func undoAndRedo() throws {
        let trace = try NativeTrace.parse("scene todo\n100 undo\n+50 redo\nundo\n+0.5 redo", file: "t.trace")
        #expect(trace.steps == [Trace.Step(line: 2, .undo(at: .milliseconds(100))), Trace.Step(line: 3, .redo(at: .milliseconds(150))),
                                Trace.Step(line: 4, .undo(at: .milliseconds(150))), Trace.Step(line: 5, .redo(at: Instant(microseconds: 150_500)))])
        #expect(trace.end == Instant(microseconds: 150_500))
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "bad.trace") } }
        #expect(error("undo 2") == #"bad.trace:1:6: expected the end of the line, found "2""#)
        #expect(error("100 redo\n50 undo") == #"bad.trace:2:1: expected a time ≥ 100 ms (the previous line's), found "50""#)
    }

    @Test("scene, play and device paths with spaces or # are written in quotes; the words after the closing quote are read as ever, at their columns")
    func quotedPaths() throws {
        let trace = try NativeTrace.parse("scene \"my scenes/kiosk #2.json\"  # the kiosk\n", file: "t.trace")
        #expect(trace.scene == "my scenes/kiosk #2.json")
        var played: [PlayOptions] = []
        _ = try NativeTrace.parse("scene todo\n0 play \"Atmel maXTouch Touchscreen.1-finger drag.events\" device \"Atmel maXTouch Touchscreen.desc\" rotation 90\n",
                                  file: "t.trace") { options throws(InputError) in
            played.append(options)
            return Trace(file: options.path, steps: [])
        }
        var expected = PlayOptions(path: "Atmel maXTouch Touchscreen.1-finger drag.events")
        expected.device = "Atmel maXTouch Touchscreen.desc"
        expected.rotation = 90
        #expect(played == [expected])
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "bad.trace") } }
        // Unquoted, the path ends at its first space, and the next word is refused, saying the quotes it needs.
        #expect(error("scene my kiosk.json") == #"bad.trace:1:10: expected the end of the line (a path holding spaces is written in double quotes), found "kiosk.json""#)
        #expect(error("scene \"my kiosk.json\" extra") == #"bad.trace:1:23: expected the end of the line, found "extra""#)
        #expect(error("scene \"mÿ kiosk.json\"  exträ") == #"bad.trace:1:24: expected the end of the line, found "exträ""#)
        #expect(error("scene \"my kiosk.json") == #"bad.trace:1:7: expected a path ending with a closing ", found no closing " on the line"#)
        #expect(error("scene \"\"") == #"bad.trace:1:7: expected a path between the quotes, found """#)
    }

    @Test("a play option given twice is an error at the second: which value to take would be a guess")
    func playOptionsOnce() {
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "bad.trace") } }
        #expect(error("0 play a.events device d device e") == "bad.trace:1:26: expected each play option once, found device, given twice")
        #expect(error("0 play a.events rotation 90 rotation 180") == "bad.trace:1:29: expected each play option once, found rotation, given twice")
        #expect(error("0 play \"a b\" device \"c d\" device \"e\"") == "bad.trace:1:27: expected each play option once, found device, given twice")
        #expect(error("0 play a.events lenient lenient") == "bad.trace:1:25: expected each play option once, found lenient, given twice")
    }

    @Test("a move over a duration is sampled every 10 ms and ends exactly at the target")
    func interpolation() throws {
        let trace = try NativeTrace.parse("0 down 2 pen 0 0\n+0 move 2 100 50 over 25\n+5 up 2", file: "t.trace")
        #expect(trace.inputs == [
            .pointerDown(event(2, .pen, 0, 0, 0)),
            .pointerMove(event(2, .pen, 40, 20, 10)),
            .pointerMove(event(2, .pen, 80, 40, 20)),
            .pointerMove(event(2, .pen, 100, 50, 25)),
            .pointerUp(event(2, .pen, 100, 50, 30)),
        ])
    }

    @Test("several pointers move at once: `move 1 … and 2 … over D` samples each in turn at every step, in the order the line names them")
    func severalPointersMoveAtOnce() throws {
        let text = "0 down 1 touch 0 0\n+0 down 2 touch 100 0\n+0 move 2 60 0 and 1 40 0 over 20\n+5 up 1\n+0 move 1 5 5 and 2 6 6"
        let expected: [DragInput] = [
            .pointerDown(event(1, .touch, 0, 0, 0)), .pointerDown(event(2, .touch, 100, 0, 0)),
            .pointerMove(event(2, .touch, 80, 0, 10)), .pointerMove(event(1, .touch, 20, 0, 10)),
            .pointerMove(event(2, .touch, 60, 0, 20)), .pointerMove(event(1, .touch, 40, 0, 20)),
            .pointerUp(event(1, .touch, 40, 0, 25)),
            // Without `over`, one move each at the line's time: pointer 1, let go, moves as a hovering mouse.
            .pointerMove(event(1, .mouse, 5, 5, 25)), .pointerMove(event(2, .touch, 6, 6, 25)),
        ]
        #expect(try NativeTrace.parse(text, file: "t.trace").inputs == expected)
        // Read as a stream, twice (the `check` and `replay` path), the same inputs.
        var stream = try NativeTraceStream(file: "t.trace") { BytesInMemory(text, chunkSize: 7) }
        var streamed: [DragInput] = []
        while let step = try stream.next() { if case .input(let input) = step.kind { streamed.append(input) } }
        #expect(streamed == expected)
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "bad.trace") } }
        #expect(error("0 down 1 0 0\n+0 move 1 5 5 and 1 6 6") == #"bad.trace:2:19: expected a pointer this line does not move already, found pointer 1 again"#)
        #expect(error("0 down 1 0 0\n+0 move 1 5 5 and 2 6 6 over 10") == #"bad.trace:2:19: expected a pointer with a known position before `move … over`, found pointer 2 with none"#)
        #expect(error("0 down 1 0 0\n+0 move 1 5 5 and") == #"bad.trace:2:18: expected a pointer id (an integer from 0 to 999999999), found the end of the line"#)
    }

    @Test("expectations parse into values")
    func expectations() throws {
        let trace = try NativeTrace.parse("""
        expect action complete t1
        expect action add at 3
        expect action reorder t3 to 0
        expect action move t1 to today
        expect no action
        expect drag t1
        expect no drag
        expect refused trash kindNotAccepted
        expect cancelled releasedOutside
        expect press ended movedBeforeLongPress
        expect press refused t1
        expect order t2 t1
        expect order today: t1
        expect completed 2
        expect trashed 0
        expect action place a1 into fb at 0
        expect action place t2 in today
        """, file: "e.trace")
        let expected: [TraceExpectation] = [
            .action(.complete(["t1"])), .action(.add(slot: 3)), .action(.reorder("t3", slot: 0)), .action(.move("t1", to: "today", slot: nil)),
            .noAction, .drag("t1"), .noDrag, .refused("trash", reason: "kindNotAccepted"), .cancelled("releasedOutside"),
            .pressEnded("movedBeforeLongPress"), .pressRefused("t1"), .order(nil, ["t2", "t1"]), .order("today", ["t1"]),
            .completed(2), .trashed(0), .action(.place(["a1"], in: .folder("fb"), at: 0)), .action(.place(["t2"], in: .list("today"), at: nil)),
        ]
        #expect(trace.steps.map(\.kind) == expected.map { .expect($0) })
    }

    @Test("a refusal's reason may be any the board gives, emptyID and emptyListID too: the reasons come from the types")
    func everyRefusalReasonCanBeExpected() throws {
        let trace = try NativeTrace.parse("expect refused trash emptyID\nexpect refused list emptyListID\nexpect refused bin held", file: "e.trace")
        #expect(trace.steps.map(\.kind) == [.expect(.refused("trash", reason: "emptyID")), .expect(.refused("list", reason: "emptyListID")),
                                            .expect(.refused("bin", reason: "held"))])
    }

    @Test("a trace saved with CRLF or CR line ends reads as the same lines as with LF, errors at the same line and column")
    func lineEnds() throws {
        let lines = ["# Seed 004, saved on another machine", "scene todo", "0 down 1 touch 250 92", "+350 move 1 650 150 over 300",
                     "+100 up 1  # a comment", "", "expect action complete t1", "expect completed 1"]
        let lf = try NativeTrace.parse(lines.joined(separator: "\n"), file: "t.trace")
        #expect(lf.scene == "todo")
        // The down, 30 samples of the move, the up, two expectations; each step keeps its line.
        #expect(lf.steps.map(\.line) == [3] + Array(repeating: 4, count: 30) + [5, 7, 8])
        for separator in ["\r\n", "\r"] {
            let other = try NativeTrace.parse(lines.joined(separator: separator) + separator, file: "t.trace")
            #expect(other.scene == lf.scene, "separator \(separator.debugDescription)")
            #expect(other.steps == lf.steps, "separator \(separator.debugDescription)")
        }
        let mixed = try NativeTrace.parse(lines[..<4].joined(separator: "\r\n") + "\n" + lines[4...].joined(separator: "\r"), file: "t.trace")
        #expect(mixed.steps == lf.steps)
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "bad.trace") } }
        #expect(error("0 down 1 touch 250 92\r\n+10 jump 1 3 4\r\n") == #"bad.trace:2:5: expected a statement (down, move, up, cancel, escape, key, pause, wheel, select, undo, redo, rename, expect, scene, play), found "jump""#)
        #expect(error("0 down 1 touch 250\r\n") == "bad.trace:1:19: expected a y coordinate, found the end of the line")
    }

    @Test("words may be separated by tabs and no-break or other Unicode spaces, as in text copied from a document")
    func unicodeSpaces() throws {
        let plain = try NativeTrace.parse("0 down 1 touch 250 92\n+100 up 1", file: "t.trace")
        let copied = try NativeTrace.parse("0\u{A0}down\t1 \u{3000}touch\u{202F}250 92\n+100\u{2003}up\u{A0}1\u{A0}", file: "t.trace")
        #expect(copied.steps == plain.steps)
        // Columns still count characters, a no-break space as one.
        let error = inputError { try NativeTrace.parse("0\u{A0}down\u{A0}1\u{A0}touch\u{A0}250\u{A0}y", file: "bad.trace") }
        #expect(error == #"bad.trace:1:20: expected a y coordinate (a finite number), found "y""#)
    }

    @Test("coordinates are decimal numbers, with an exponent as a recorder printing floats writes them; hex, nan and inf are refused")
    func coordinateSpelling() throws {
        let trace = try NativeTrace.parse("0 down 1 mouse 2.5e2 1e-05\n+10 move 1 +.5 -0.25E+1", file: "t.trace")
        #expect(trace.inputs == [.pointerDown(event(1, .mouse, 250, 0.00001, 0)), .pointerMove(event(1, .mouse, 0.5, -2.5, 10))])
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "bad.trace") } }
        #expect(error("0 down 1 0x1p4 0") == #"bad.trace:1:10: expected an x coordinate (a finite number), found "0x1p4""#)
        #expect(error("0 down 1 inf 0") == #"bad.trace:1:10: expected an x coordinate (a finite number), found "inf""#)
        #expect(error("0 down 1 1e999 0") == #"bad.trace:1:10: expected an x coordinate (a finite number), found "1e999""#)
    }

    @Test("a misspelt statement or expectation is named with the nearest ones, each phrase a first word near it begins; none when nothing is near")
    func misspeltWordsAreNamed() {
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "bad.trace") } }
        let statements = "a statement (down, move, up, cancel, escape, key, pause, wheel, select, undo, redo, rename, expect, scene, play)"
        let kinds = "action, no action, drag, no drag, refused, cancelled, press ended, press refused, swiped, rename requested, custom, title, "
            + "order, completed, trashed, scheduled, tree, under, expanded, collapsed, selected, target, scroll, highlight or announced"
        #expect(error("0 dwn 1 touch 250 92") == #"bad.trace:1:3: expected \#(statements), found "dwn" (did you mean down?)"#)
        #expect(error("expcet order t1") == #"bad.trace:1:1: expected \#(statements), found "expcet" (did you mean expect?)"#)
        #expect(error("expect ordr t1\r\n") == #"bad.trace:1:8: expected \#(kinds), found "ordr" (did you mean order?)"#)
        #expect(error("expect pres refused t1") == #"bad.trace:1:8: expected \#(kinds), found "pres" (did you mean press ended or press refused?)"#)
        #expect(error("expect zzz t1") == #"bad.trace:1:8: expected \#(kinds), found "zzz""#)
    }

    @Test("a line that does not parse is reported as file:line:column with expected and found")
    func errors() {
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "bad.trace") } }
        #expect(error("0 down 1 touch 250 92\n+10 jump 1 3 4") == #"bad.trace:2:5: expected a statement (down, move, up, cancel, escape, key, pause, wheel, select, undo, redo, rename, expect, scene, play), found "jump""#)
        // A time without the digit before its point reads as a word: the message says how a time is written.
        #expect(error(".5 down 1 touch 250 92") == #"bad.trace:1:1: expected a statement (down, move, up, cancel, escape, key, pause, wheel, select, undo, redo, rename, expect, scene, play), found ".5" (a time is written with a digit before its point: 0.5)"#)
        #expect(error("0 down 1 touch 250 abc") == #"bad.trace:1:20: expected a y coordinate (a finite number), found "abc""#)
        #expect(error("0 down 1 touch 250 nan") == #"bad.trace:1:20: expected a y coordinate (a finite number), found "nan""#)
        #expect(error("0 down 1 touch 250") == "bad.trace:1:19: expected a y coordinate, found the end of the line")
        #expect(error("500 down 1 0 0\n400 up 1") == #"bad.trace:2:1: expected a time ≥ 500 ms (the previous line's), found "400""#)
        // A line that lasts (a move over, a pause) ends later than its time: the message says so, not "the previous line's" 600 ms.
        #expect(error("0 down 1 0 0\n50 move 1 9 9 over 100\n100 up 1")
                == #"bad.trace:3:1: expected a time ≥ 150 ms (the end of the previous line, which starts at 50 ms and lasts 100 ms), found "100""#)
        // A word after a move's x y other than `over` is told what may follow.
        #expect(error("0 down 1 0 0\n+10 move 1 700 200 in 100") == #"bad.trace:2:20: expected over MS, and POINTER X Y, or the end of the line, found "in""#)
        // A sign written apart from its milliseconds is said to be alone, not followed by "".
        #expect(error("+ 10 down 1 0 0") == #"bad.trace:1:1: expected milliseconds right after "+" (+10), found "+" alone"#)
        #expect(error("0 down 1 0 0\n@ escape") == #"bad.trace:2:1: expected milliseconds right after "@" (@10), found "@" alone"#)
        // A scene path with a space in single quotes: the quotes it needs are said.
        #expect(error("scene 'my board.json'") == #"bad.trace:1:11: expected the end of the line (a path holding spaces is written in double quotes), found "board.json'""#)
        // A slot or index after `at` or `to` is called so, not a count.
        #expect(error("expect action add at -1") == #"bad.trace:1:22: expected a slot (an integer from 0 to 999999999), found "-1""#)
        #expect(error("expect action reorder t1 to end") == #"bad.trace:1:29: expected a slot (an integer from 0 to 999999999), found "end""#)
        #expect(error("expect action place t1 in inbox at first") == #"bad.trace:1:36: expected an index (an integer from 0 to 999999999), found "first""#)
        #expect(error("100 pause 500\n550 escape") == #"bad.trace:2:1: expected a time ≥ 600 ms (the end of the previous line, which starts at 100 ms and lasts 500 ms), found "550""#)
        #expect(error("0 down 1 0 0\n+-5 up 1") == #"bad.trace:2:2: expected milliseconds (a number from 0 to 999999999999 with at most 3 decimals), found "-5""#)
        #expect(error("0 down 1 0 0\n-50 up 1") == #"bad.trace:2:1: expected milliseconds (a number from 0 to 999999999999 with at most 3 decimals), found "-50""#)
        #expect(error("0 down 1000000000 touch 0 0") == #"bad.trace:1:8: expected a pointer id (an integer from 0 to 999999999), found "1000000000""#)
        #expect(error("0 move 1 5 5 over 100") == #"bad.trace:1:8: expected a pointer with a known position before `move … over`, found pointer 1 with none"#)
        #expect(error("0 down x 1 1") == #"bad.trace:1:8: expected a pointer id (an integer from 0 to 999999999), found "x""#)
        #expect(error("0 down 1 finger 250 92") == #"bad.trace:1:10: expected a pointer kind (mouse, touch or pen), found "finger""#)
        #expect(error("0 down 1 1 1 extra") == #"bad.trace:1:14: expected the end of the line, found "extra""#)
        #expect(error("expect action eat t1") == #"bad.trace:1:15: expected complete, trash, add, reorder, move, place or rename, found "eat""#)
        #expect(error("expect cancelled oops") == #"bad.trace:1:18: expected one of releasedOutside, releasedOnRefusingReceiver, escape, pointerCancelled, receiverRemoved, receiverDisabled, pointerPressedAgain, itemGone, blocked, found "oops""#)
        // A refusal's reason is one the engine or the board gives: a misspelt one could never hold.
        #expect(error("expect refused trash kindNotAcepted") == #"bad.trace:1:22: expected one of kindNotAccepted, disabled, custom, alreadyThere, blocked, unsupportedDrop, customRole, missingObjectID, held, unknownTask, taskNotOpen, unknownList, slotOutOfRange, alreadyInList, needsDropTime, undatable, notAFolder, insideItself, headerInsideFolder, headerCannotComplete, nothingSelected, tooDeep, emptyID, emptyListID, sectionChanged, titleChanged, found "kindNotAcepted" (did you mean kindNotAccepted?)"#)
        // A reason a letter off or in another case asks whether the nearest was meant, naming every one as near.
        #expect(error("expect refused trash customRo") == #"bad.trace:1:22: expected one of kindNotAccepted, disabled, custom, alreadyThere, blocked, unsupportedDrop, customRole, missingObjectID, held, unknownTask, taskNotOpen, unknownList, slotOutOfRange, alreadyInList, needsDropTime, undatable, notAFolder, insideItself, headerInsideFolder, headerCannotComplete, nothingSelected, tooDeep, emptyID, emptyListID, sectionChanged, titleChanged, found "customRo" (did you mean custom or customRole?)"#)
        #expect(error("expect cancelled releasedoutside") == #"bad.trace:1:18: expected one of releasedOutside, releasedOnRefusingReceiver, escape, pointerCancelled, receiverRemoved, receiverDisabled, pointerPressedAgain, itemGone, blocked, found "releasedoutside" (did you mean releasedOutside?)"#)
        #expect(error("expect press ended movedBeforeLongpress") == #"bad.trace:1:20: expected one of released, movedBeforeLongPress, escape, pointerCancelled, pointerPressedAgain, sourceRemoved, found "movedBeforeLongpress" (did you mean movedBeforeLongPress?)"#)
        #expect(error("expect swiped t1 lft") == #"bad.trace:1:18: expected one of left, right, back, found "lft" (did you mean left?)"#)
        #expect(error("expect refused trash kindNotAccepted extra") == #"bad.trace:1:38: expected the end of the line, found "extra""#)
        // An expectation of ids needs one: `expect selected` alone is not `expect selected none`.
        #expect(error("expect selected") == "bad.trace:1:16: expected a task id or none, found the end of the line")
        #expect(error("expect expanded ") == "bad.trace:1:17: expected a folder or section id, found the end of the line")
        #expect(error("expect collapsed") == "bad.trace:1:17: expected a folder or section id, found the end of the line")
        #expect(error("0 down 1 1 1\nscene todo") == #"bad.trace:2:1: expected the scene line before any event, and only one, found "scene""#)
        #expect(error("5 expect no action") == #"bad.trace:1:1: expected no time before `expect`, found "5""#)
        // A long word is shown by its first 40 characters and its length, not echoed whole.
        let long = String(repeating: "y", count: 64), longer = String(repeating: "x", count: 65)
        #expect(error("0 down 1 \(long) 0") == #"bad.trace:1:10: expected an x coordinate (a finite number), found "\#(long)""#)
        #expect(error("0 down 1 \(longer) 0")
                == #"bad.trace:1:10: expected an x coordinate (a finite number), found "\#(longer.prefix(40))…" (65 characters)"#)
    }

    @Test("an expect line naming a receiver or list the scene lacks is an error at its column, not a failing expectation")
    func namesOfTheScene() throws {
        let names = SceneNames(.todo)
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "names.trace", names: names) } }
        let receivers = "a receiver of the scene (list, complete, trash)"
        let lists = "a list of the scene (inbox, today, upcoming)"
        #expect(error("expect target 1 nosuch") == #"names.trace:1:17: expected \#(receivers), found "nosuch""#)
        #expect(error("expect target keyboard lst at 2") == #"names.trace:1:24: expected \#(receivers), found "lst""#)
        #expect(error("expect scroll lst 0") == #"names.trace:1:15: expected \#(receivers), found "lst""#)
        #expect(error("expect refused bin kindNotAccepted") == #"names.trace:1:16: expected \#(receivers), found "bin""#)
        #expect(error("expect order nolist: t1") == #"names.trace:1:14: expected \#(lists), found "nolist""#)
        #expect(error("expect tree Inbox: t1") == #"names.trace:1:13: expected \#(lists), found "Inbox""#)
        #expect(error("expect action move t1 to tomorrow") == #"names.trace:1:26: expected \#(lists), found "tomorrow""#)
        // The scene's own names parse; without names, any does (the replay then reports what it finds).
        let known = "expect target 1 complete\nexpect target 2 none\nexpect refused trash\n"
            + "expect order today: t1\nexpect tree inbox: t1\nexpect action move t1 to upcoming"
        #expect(try NativeTrace.parse(known, file: "names.trace", names: names).steps.count == 6)
        #expect(try NativeTrace.parse("expect target 1 nosuch\nexpect order nolist: t1\nexpect scroll complete 5", file: "names.trace").steps.count == 3)
        // A scene with more than six receivers is named by its first six.
        var wide = Scene.todo
        wide.receivers += (1...5).map { i in
            var receiver = wide.receivers[2]
            receiver.id = ReceiverID("r\(i)")
            return receiver
        }
        #expect(inputError { try NativeTrace.parse("expect refused r9", file: "names.trace", names: SceneNames(wide)) }
            == #"names.trace:1:16: expected a receiver of the scene (list, complete, trash, r1, r2, r3, …), found "r9""#)
    }

    @Test("expect scroll names a scrollable list: another receiver of the scene is an error at its column, as the scene says before the replay whether it scrolls")
    func scrollNamesAScrollableList() throws {
        #expect(inputError { try NativeTrace.parse("expect scroll complete 5", file: "names.trace", names: SceneNames(.todo)) }
            == #"names.trace:1:15: expected a scrollable list receiver (the scene has none), found "complete""#)
        var scrolling = Scene.todo
        scrolling.receivers[0].isScrollable = true
        let names = SceneNames(scrolling)
        #expect(inputError { try NativeTrace.parse("expect scroll complete 5", file: "names.trace", names: names) }
            == #"names.trace:1:15: expected a scrollable list receiver of the scene (list), found "complete""#)
        // A name the scene lacks is still called that, before whether it scrolls.
        #expect(inputError { try NativeTrace.parse("expect scroll lst 5", file: "names.trace", names: names) }
            == #"names.trace:1:15: expected a receiver of the scene (list, complete, trash), found "lst""#)
        #expect(try NativeTrace.parse("expect scroll list 5", file: "names.trace", names: names).steps.count == 1)
    }

    @Test("expect scroll takes an offset to two decimals, as it is compared: a third is an error at its column, as a time's fourth is (180.004 passed against 180, rounded away); an exponent counts against the decimals")
    func scrollOffsetToTwoDecimals() throws {
        func error(_ offset: String) -> String? { inputError { try NativeTrace.parse("expect scroll list \(offset)", file: "s.trace") } }
        #expect(error("180.004") == #"s.trace:1:20: expected a scroll offset in points (a number with at most 2 decimals), found "180.004""#)
        #expect(error("1.80004e2") == #"s.trace:1:20: expected a scroll offset in points (a number with at most 2 decimals), found "1.80004e2""#)
        #expect(error("1e-3") == #"s.trace:1:20: expected a scroll offset in points (a number with at most 2 decimals), found "1e-3""#)
        for offset in ["180", "180.5", "180.25", "1.8025e2", "18025e-2", "1e+2"] { #expect(error(offset) == nil, "\(offset)") }
    }

    @Test("expect target … at SLOT naming a receiver that takes drops as a whole (Complete, Trash, a tab) is an error at `at`: it has no slots, so the line could never hold")
    func slotOfAWholeReceiver() throws {
        let names = SceneNames(.todo)
        #expect(inputError { try NativeTrace.parse("expect target 1 complete at 0", file: "names.trace", names: names) }
            == #"names.trace:1:26: expected sticky or the end of the line (complete takes drops as a whole: only a list or sections receiver has slots), found "at""#)
        #expect(try NativeTrace.parse("expect target 1 list at 0\nexpect target keyboard complete sticky", file: "names.trace", names: names).steps.count == 2)
    }

    @Test("a move over billions of milliseconds is refused where it was written, instead of sampling for hours")
    func tooManySamples() {
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "long.trace") } }
        #expect(error("0 down 1 250 242\n+350 move 1 250 120 over 4294967296")
            == #"long.trace:2:26: expected at most 1000000 inputs in a trace (a move over D ms adds one every 10 ms), found "4294967296", which would make 429496731"#)
        // The limit itself is allowed: the down, then 999,999 samples (the last at 9,999,990 ms).
        let longest = try? NativeTrace.parse("0 down 1 0 0\n+0 move 1 100 0 over 9999990", file: "long.trace")
        #expect(longest?.inputs.count == 1_000_000)
        #expect(error("0 down 1 0 0\n+0 move 1 100 0 over 9999990.001")
            == #"long.trace:2:22: expected at most 1000000 inputs in a trace (a move over D ms adds one every 10 ms), found "9999990.001", which would make 1000001"#)
    }

    @Test("times that add up past the latest a trace may reach are refused, never overflow")
    func latestTime() {
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "late.trace") } }
        #expect(error("999999999999 down 1 0 0\n+0.001 up 1")
            == #"late.trace:2:1: expected times up to 999999999999 ms, the latest a trace may reach, found "+0.001", reaching 999999999999.001 ms"#)
        #expect(error("999999999999 down 1 0 0\npause 1")
            == #"late.trace:2:7: expected times up to 999999999999 ms, the latest a trace may reach, found "1", reaching 1000000000000 ms"#)
        #expect(error("999999999000 down 1 0 0\n+0 move 1 5 5 over 1000.5")
            == #"late.trace:2:20: expected times up to 999999999999 ms, the latest a trace may reach, found "1000.5", reaching 1000000000000.5 ms"#)
        let last = try? NativeTrace.parse("999999999998 down 1 0 0\n+1 up 1", file: "late.trace")
        #expect(last?.inputs.last?.time == Trace.latestTime)
    }

    @Test("a line at a time past any clock — Int64's largest, 2^62 µs the engine refuses — is an error at its line and column, before anything runs")
    func hugeTimesAreErrorsAtTheirColumn() {
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "huge.trace") } }
        #expect(error("0 down 1 250 92\n9223372036854775807 up 1")
            == #"huge.trace:2:1: expected milliseconds (a number from 0 to 999999999999 with at most 3 decimals), found "9223372036854775807""#)
        #expect(error("0 down 1 250 92\n@4611686018427387.904 up 1")
            == #"huge.trace:2:2: expected milliseconds (a number from 0 to 999999999999 with at most 3 decimals), found "4611686018427387.904""#)
        #expect(error("0 down 1 250 92\npause 9223372036854775807")
            == #"huge.trace:2:7: expected milliseconds (a number from 0 to 999999999999 with at most 3 decimals), found "9223372036854775807""#)
    }

    @Test("an instant and an interval printed from Swift paste into a trace as a line's time, a pause and a move's length")
    func printedTimesPasteIntoATrace() throws {
        let at = Instant(microseconds: 1_250_500), pause = Interval(microseconds: 16_500)
        let trace = try NativeTrace.parse("\(at) down 1 250 92\npause \(pause)\n+\(pause) move 1 250 120 over \(pause)\nup 1", file: "pasted.trace")
        // 1250.5 down; a pause of 16.5, its tick at 1267; 16.5 later a move over 16.5, sampled at 1293.5 and at its end, 1300; up at 1300.
        #expect(trace.inputs.map(\.time) == [at, Instant(microseconds: 1_267_000), Instant(microseconds: 1_293_500), Instant(microseconds: 1_300_000),
                                             Instant(microseconds: 1_300_000)])
    }
}
