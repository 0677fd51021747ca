import DropEngine
import DropGeometry
import Testing

@Suite("Values an app prints")
struct PrintedValuesTests {
    @Test("an accept rule and a location rule print as their summaries, not as their storage and a closure")
    func rulesPrintAsTheirSummaries() {
        #expect("\(AcceptRule.accepts(PayloadKind("card"), PayloadKind("newCard")))" == "accepts card, newCard")
        #expect("\(AcceptRule.accepts([]))" == "accepts nothing")
        #expect("\(AcceptRule.custom("cards from Drafts") { _ in .accepts })" == "cards from Drafts")
        let pinned = LocationRule("nothing above the pinned row") { _, _ in nil }
        #expect("\(pinned)" == "nothing above the pinned row")
        let bin = DropReceiver(id: "bin", frame: Rect(x: 0, y: 0, width: 10, height: 10), accepts: .accepts(PayloadKind("card")), blocks: pinned)
        #expect("\(bin)" == "bin at (x: 0, y: 0, width: 10, height: 10), z 0, accepts card, blocks nothing above the pinned row")
    }

    @Test("a source, a receiver, a row and an explanation's candidate print in short words, what every one has then what differs from the defaults (they printed as dumps of their fields: DragSource(id: DropEngine.Identifier<…>…)")
    func registeredValuesPrintInShortWords() {
        let row = Rect(x: 20, y: 70, width: 440, height: 44)
        let task = Payload(kind: PayloadKind("task"), objectID: "t1")
        #expect("\(DragSource(id: "t1", frame: row, z: 1, payload: task))"
                == "t1 at (x: 20, y: 70, width: 440, height: 44), z 1, carries task(t1), long-press 300 ms within 10 points")
        #expect("\(DragSource(id: "t1", frame: row, payload: task, activation: .distance(4), isEnabled: false, alreadyIn: ["tab-inbox", "tab-today"]))"
                == "t1 at (x: 20, y: 70, width: 440, height: 44), z 0, carries task(t1), after 4 points, disabled, already in tab-inbox, tab-today")
        #expect("\(DragSource(id: "t1", frame: row, payload: task, cues: DragCues(lift: Cues(haptic: .medium)), swipe: Swipe(directions: .left, distance: 120)))"
                == "t1 at (x: 20, y: 70, width: 440, height: 44), z 0, carries task(t1), long-press 300 ms within 10 points, swipe left, 120 points, cues lift: haptic: medium; cancel: no cues")

        let frame = Rect(x: 540, y: 260, width: 220, height: 140)
        #expect("\(DropReceiver(id: "bin", frame: frame, tag: "bin", accepts: .accepts(PayloadKind("card"))))"
                == "bin [bin] at (x: 540, y: 260, width: 220, height: 140), z 0, accepts card")
        let inbox = DropReceiver(id: "inbox", frame: frame, z: 1, isEnabled: false, accepts: .accepts(PayloadKind("task")), placement: .amongRows,
                                 dwell: .milliseconds(500), collision: .closestCenter(radius: 40), parent: "board", isSticky: false, slotHysteresis: 2)
        #expect("\(inbox)"
                == "inbox at (x: 540, y: 260, width: 220, height: 140), z 1, accepts task, among rows, disabled, dwell 500 ms, collision closestCenter(radius: 40.0), in board, not sticky, hysteresis 2 points")

        #expect("\(ListRow(source: "t1", frame: row))" == "item t1 at (x: 20, y: 70, width: 440, height: 44)")
        #expect("\(ListRow(source: "s1", frame: row, node: .item("h1", topLevelOnly: true)))" == "item h1 (top level only) at (x: 20, y: 70, width: 440, height: 44), source s1")
        #expect("\(ListRow(source: "fa", frame: row, node: .container("fa", expanded: false, hidden: 3), depth: 1))"
                == "container fa (collapsed, 3 hidden) at (x: 20, y: 70, width: 440, height: 44), depth 1")
        #expect("\(ListRow(source: nil, frame: row, node: .dropZone(of: "fa"), depth: 2))" == "drop zone of fa at (x: 20, y: 70, width: 440, height: 44), depth 2")
        #expect("\(ListRow(source: nil, frame: row, node: .section("inbox", expanded: true)))" == "section inbox (expanded) at (x: 20, y: 70, width: 440, height: 44)")
        #expect("\(ListRow(source: nil, frame: row, node: .item("t9")))" == "item t9 at (x: 20, y: 70, width: 440, height: 44), no source")

        #expect("\(HitExplanation.Candidate(receiver: "trash", z: 0, tag: "trash", verdict: .rejects(.kindNotAccepted(PayloadKind("header")))))"
                == "trash [trash, z 0]: refuses (does not accept header)")
        #expect("\(HitExplanation.Candidate(receiver: "tab", z: 2, tag: "moveTo(today)", verdict: .accepts, reach: .closestCenter(distance: 41.5)))"
                == "tab [moveTo(today), z 2]: accepts, reached: its centre is 41.5 points away")
    }

    @Test("an input prints as one line, its pointer, kind, position and time, not as a nest of module-qualified types")
    func inputsPrintAsOneLine() {
        let press = PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))
        #expect("\(press)" == "p1 touch at (250, 92), 0 ms")
        #expect("\(DragInput.pointerDown(press))" == "down p1 touch at (250, 92), 0 ms")
        #expect("\(DragInput.pointerMove(PointerEvent(pointer: 2, kind: .mouse, position: Point(x: 0.5, y: -3), time: Instant(microseconds: 16_500))))"
                == "move p2 mouse at (0.5, -3), 16.5 ms")
        #expect("\(DragInput.pointerUp(press))" == "up p1 touch at (250, 92), 0 ms")
        #expect("\(DragInput.pointerCancel(press))" == "cancel p1 touch at (250, 92), 0 ms")
        #expect("\(DragInput.escape(at: .milliseconds(5)))" == "escape at 5 ms")
        #expect("\(DragInput.tick(at: .milliseconds(300)))" == "tick at 300 ms")
        #expect("\(DragInput.key(.pickUp, at: .milliseconds(10)))" == "key pickup at 10 ms")
        #expect("\(DragInput.key(.focus("t1"), at: .milliseconds(10)))" == "key focus t1 at 10 ms")
    }

    @Test("cues and places print as words: empty cues as 'no cues', a drag's and a receiver's cues by part, a place by its ids")
    func cuesAndPlacesPrintAsWords() {
        #expect("\(Cues())" == "no cues")
        #expect(Cues().summary == "", "the status line's form says nothing for them")
        let drag = DragCues(lift: Cues(haptic: .medium, appearance: DragAppearance(lifted: true, opacity: 0.7, shadow: true)),
                            cancel: Cues(animation: CueAnimation(kind: .returnToOrigin, curve: .easeInOut, milliseconds: 250)))
        #expect("\(drag)" == "lift: haptic: medium, lift, opacity 0.7, shadow; cancel: returnToOrigin (easeInOut, 250 ms)")
        #expect("\(DragCues())" == "lift: no cues; cancel: no cues")
        let drop = DropCues(drop: Cues(haptic: .light), rowShift: CueAnimation(kind: .rowShift, curve: .spring, milliseconds: 200))
        #expect("\(drop)" == "drop: haptic: light; rows shift: spring, 200 ms")
        #expect("\(DropPlace.onto("complete"))" == "onto complete")
        #expect("\(DropPlace.among("list", container: .topLevel, position: 2, count: 5))" == "2 of 5 in list")
        #expect("\(DropPlace.among("files", container: .folder("fa"), position: 1, count: 2))" == "1 of 2 in files, folder fa")
        #expect("\(DropPlace.among("doc", container: .section("today"), position: 3, count: 3))" == "3 of 3 in doc, section today")
    }

    @Test("an action prints as the runtime's event line says it, after its pointer: ms spaced, a slot as a slot, a drop's receiver and cues, a swipe in points")
    func actionsPrintAsEventLinesSayThem() {
        let drop = Cues(haptic: .light, animation: CueAnimation(kind: .settle, curve: .spring, milliseconds: 200))
        let intent = DropIntent(payload: Payload(kind: PayloadKind("task"), objectID: "t4"), source: "t4", location: .among("inbox-list", index: 2))
        let actions: [DragAction] = [
            .pressBegan(1, source: "t1", deadline: .milliseconds(300)),
            .pressBegan(PointerID.keyboard, source: "t1", deadline: nil),
            .pressEnded(1, source: "t1", reason: .movedBeforeLongPress),
            .pressRefused(2, source: "t1", heldBy: .keyboard),
            .dragStarted(1, source: "t1", payload: Payload(kind: PayloadKind("task"), objectID: "t1"), position: Point(x: 0, y: 0),
                         cues: Cues(haptic: .medium, appearance: DragAppearance(lifted: true, opacity: 0.7, shadow: true))),
            .entered(1, location: .among("inbox-list", index: 0), verdict: .accepts),
            .entered(1, location: .onto("bin"), verdict: .rejects(.kindNotAccepted(PayloadKind("addNew")))),
            .movedWithin(1, location: .among("files", parent: "fa", index: 1, depth: 1), verdict: .accepts),
            .dwelled(1, location: .among("files", parent: "fa", index: 0, depth: 1)),
            .exited(1, receiver: "inbox-list"),
            .dropped(1, intent: intent, cues: drop),
            .cancelled(PointerID.keyboard, source: "t1", reason: .escape, cues: Cues()),
            .swiping(1, source: "t2", offset: 60, committing: false),
            .swiping(1, source: "t2", offset: -120.456, committing: true),
            .swipeEnded(1, source: "t2", committed: .left),
            .inputRejected(1, reason: .timeWentBackwards(previous: .milliseconds(3572), found: .milliseconds(-828))),
            .inputRejected(nil, reason: .timeOutOfRange(Instant(microseconds: 1_500))),
        ]
        #expect(actions.map(\.description) == [
            "p1 press on t1 (long-press until 300 ms)",
            "key press on t1",
            "p1 press on t1 ended: movedBeforeLongPress",
            "p2 press on t1 refused: held by the keyboard",
            "p1 drag started: t1 — haptic: medium, lift, opacity 0.7, shadow",
            "p1 over inbox-list: accepts, slot 0",
            "p1 over bin: refuses (does not accept addNew)",
            "p1 over files: inside fa at 1",
            "p1 rested over files inside fa at 0",
            "p1 left inbox-list",
            "p1 dropped task(t4) on inbox-list at slot 2 — haptic: light, settle (spring, 200 ms)",
            "key cancelled t1: escape",
            "p1 swiping t2: 60 points",
            "p1 swiping t2: -120.46 points, a release commits",
            "p1 swiped t2 left",
            "p1 input rejected: time went backwards (3572 ms, then -828 ms)",
            "input rejected: time 1.5 ms is too near the end of the clock",
        ])
    }

    @Test("the keyboard's pointer id prints as keyboard, an input with it as key, as event lines name it; a finger's as its number")
    func theKeyboardsPointerPrintsAsKeyboard() {
        #expect("\(PointerID.keyboard)" == "keyboard")
        #expect("\(PointerID(7))" == "7")
        #expect("\(PointerEvent(pointer: .keyboard, position: Point(x: 1, y: 2), time: .milliseconds(3)))" == "key touch at (1, 2), 3 ms")
    }

    @Test("a list's preview and an animation print as a line of words, not as a dump of module-qualified optionals")
    func previewsAndAnimationsPrintAsWords() {
        let rowShift = CueAnimation(kind: .rowShift, curve: .spring, milliseconds: 200)
        #expect("\(rowShift)" == "rowShift (spring, 200 ms)")
        let shifting = ListPreview(receiver: "inbox-list", slot: 2, fromRow: nil, shifted: 2..<5, offset: 50, animation: rowShift, lineY: 170)
        #expect("\(shifting)" == "inbox-list: slot 2, line at y 170, rows 2..<5 move 50 points, animated rowShift (spring, 200 ms)")
        let refused = ListPreview(receiver: "files", slot: 1, fromRow: 3, shifted: 1..<1, offset: 0, animation: nil, lineY: 94.333,
                                  depth: 1, refused: true)
        #expect("\(refused)" == "files: slot 1, from row 3, line at y 94.33, depth 1, no row moves, refused")
    }

    @Test("an instant and an interval print as a trace writes times — milliseconds, a fraction only when there is one — so a printed value pastes into a trace (they printed 300ms, which a trace refuses)")
    func timesPrintAsATraceWritesThem() {
        #expect("\(Instant.milliseconds(300))" == "300")
        #expect("\(Instant(microseconds: 16_500))" == "16.5")
        #expect("\(Instant(microseconds: -250))" == "-0.25")
        #expect("\(Interval.milliseconds(700))" == "700")
        #expect("\(Interval(microseconds: 1))" == "0.001")
        #expect("\(Instant.max)" == "9223372036854775.807")
        #expect("\(Instant.min)" == "-9223372036854775.808")
        #expect(Instant.max.millisecondsText == "9223372036854775.807", "was 9.223372036854776e+15, a Double's approximation")
        #expect(Instant(microseconds: 999_999_999_999_001).millisecondsText == "999999999999.001")
    }

    @Test("a dispatcher prints as one line: its receivers and sources, what each pointer presses or drags and over what, the keyboard's focus, the selection and its time (it printed every table of its index)")
    func aDispatcherPrintsAsOneLine() throws {
        var board = try TodoFixture()
        #expect("\(board.engine)" == "DragDispatcher: 3 receivers (list, complete, trash), 6 sources; nothing under way; no input yet")
        board.pickUpRow(1)
        _ = board.move(650, 150, at: 400)
        _ = board.down(250, 242, at: 500, pointer: 2)
        #expect("\(board.engine)" == "DragDispatcher: 3 receivers (list, complete, trash), 6 sources; "
                + "p1 dragging t1 at (650, 150) over complete; p2 pressing t4 until 800 ms; at 500 ms, next deadline 800 ms")
        _ = board.move(250, 200, at: 600)
        _ = board.down(650, 510, at: 650, pointer: 3)
        _ = board.move(650, 150, at: 700, pointer: 3)
        #expect("\(board.engine)" == "DragDispatcher: 3 receivers (list, complete, trash), 6 sources; "
                + "p1 dragging t1 at (250, 200) over list at 3; p2 pressing t4 until 800 ms; p3 dragging add at (650, 150) over complete, "
                + "refuses (does not accept addNew); at 700 ms, next deadline 800 ms")
        _ = board.escape(at: 900)
        _ = board.engine.handle(.key(.focus("t3"), at: .milliseconds(1_000)))
        var actions: [DragAction] = []
        _ = try board.engine.select(registered: ["t2", "t5"], into: &actions)
        #expect("\(board.engine)" == "DragDispatcher: 3 receivers (list, complete, trash), 6 sources; nothing under way; keyboard focus t3; 2 selected; at 1000 ms")
    }

    @Test("a dispatcher of many receivers and pointers names 8 of each, then says how many more: never a list of 100,000")
    func aLargeDispatcherPrintsShort() throws {
        var engine = DragDispatcher()
        var actions: [DragAction] = []
        try engine.register(contentsOf: (1...12).map { DropReceiver(id: ReceiverID("r\($0)"), frame: Rect(x: 0, y: 0, width: 10, height: 10), accepts: .accepts(.task)) },
                            into: &actions)
        for i in 1...10 {
            try engine.register(DragSource(id: SourceID("s\(i)"), frame: Rect(x: Double(20 * i), y: 100, width: 10, height: 10), payload: Payload(kind: .task)))
            engine.handle(.pointerDown(PointerEvent(pointer: PointerID(i), position: Point(Double(20 * i) + 5, 105), time: .milliseconds(Int64(i)))),
                          into: &actions)
        }
        #expect("\(engine)" == "DragDispatcher: 12 receivers (r1, r2, r3, r4, r5, r6, r7, r8, …), 10 sources; "
                + "p1 pressing s1 until 301 ms; p2 pressing s2 until 302 ms; p3 pressing s3 until 303 ms; p4 pressing s4 until 304 ms; "
                + "p5 pressing s5 until 305 ms; p6 pressing s6 until 306 ms; p7 pressing s7 until 307 ms; p8 pressing s8 until 308 ms; "
                + "… 2 more under way; at 10 ms, next deadline 301 ms")
    }

}
