import DropEngine
import DropGeometry
import Replay
import Runtime
import Testing

@Suite("W3C WebDriver Actions")
struct WebDriverActionsTests {
    func play(_ text: String, file: String = "w3c.json") throws -> Replayed {
        var replayer = try Replayer(trace: try WebDriverActions.parse(text, file: file), scene: .todo)
        let events = try replayer.runCollecting()
        return Replayed(replayer: replayer, events: events)
    }

    /// The error a payload's replay stops with (it parses).
    func replayError(_ text: String, scene: Scene = .todo) -> String? {
        do {
            var replayer = try Replayer(trace: try WebDriverActions.parse(text, file: "w.json"), scene: scene)
            try replayer.runToEnd()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("Trace.inputs(on:) throws InputError, typed as parsing does: a move from an element the board lacks is caught with its JSON path, no cast")
    func inputsOnThrowsATypedInputError() throws {
        let trace = try WebDriverActions.parse(#"""
            {"actions": [{"type": "pointer", "id": "p", "actions": [{"type": "pointerMove", "x": 0, "y": 0, "origin": {"element-6066-11e4-a52e-4f735466cecf": "nope"}}]}]}
            """#, file: "w.json")
        do {
            _ = try trace.inputs(on: .todo)
            Issue.record("the move from element nope was fed")
        } catch {
            #expect(error.location == .path("actions[0].actions[0].origin.element-6066-11e4-a52e-4f735466cecf"))
            #expect(error.found == #""nope""#)
        }
    }

    func titles(_ replayer: Replayed) -> [String] { replayer.runtime.board.openTasks(in: "inbox").map(\.title) }

    @Test("the shipped mouse drag (element origins) trashes Buy milk")
    func mouseDrag() throws {
        let replayer = try play(try demoFile("traces/w3c-mouse-drag.json"))
        #expect(replayer.runtime.board.trashed.map(\.title) == ["Buy milk"])
        #expect(titles(replayer) == ["Walk the dog", "Write report", "Call mom", "Pay bills"])
        #expect(replayer.events.first?.kind == .engine(.pressBegan(0, source: "t1", deadline: .milliseconds(300))))
    }

    @Test("the shipped touch long-press drag (pointer origin) completes Walk the dog")
    func touchLongPress() throws {
        let replayer = try play(try demoFile("traces/w3c-touch-long-press.json"))
        #expect(replayer.runtime.board.completed.map(\.title) == ["Walk the dog"])
        #expect(replayer.events.contains { $0.kind == .engine(.pressBegan(2, source: "t2", deadline: .milliseconds(300))) })
    }

    @Test("two touch sources are two fingers (ids 2 and 3) dragging at once, tick by tick")
    func twoTouches() throws {
        let replayer = try play(try demoFile("traces/w3c-two-touch.json"))
        #expect(replayer.runtime.board.completed.map(\.title) == ["Buy milk"])
        #expect(replayer.runtime.board.trashed.map(\.title) == ["Write report"])
        let starts = replayer.events.compactMap { event -> PointerID? in
            if case .engine(.dragStarted(let p, _, _, _, _)) = event.kind { p } else { nil }
        }
        #expect(starts == [2, 3])
    }

    @Test("ticks: a tick lasts its longest pause or move; a move without duration takes the tick's; sub-moves interleave by time")
    func tickSynchronisation() throws {
        let trace = try WebDriverActions.parse("""
        [{"type": "pointer", "id": "a", "parameters": {"pointerType": "touch"}, "actions": [
            {"type": "pointerMove", "x": 100, "y": 100}, {"type": "pointerDown", "button": 0},
            {"type": "pointerMove", "x": 120, "y": 100}]},
         {"type": "none", "id": "n", "actions": [{"type": "pause"}, {"type": "pause", "duration": 15}, {"type": "pause", "duration": 20}]},
         {"type": "key", "id": "k", "actions": [{"type": "pause"}, {"type": "keyDown", "value": "\\uE00C"}]}]
        """, file: "t.json")
        let e = { (x: Double, ms: Int64) in PointerEvent(pointer: 2, kind: .touch, position: Point(x: x, y: 100), time: .milliseconds(ms)) }
        #expect(try trace.inputs(on: .todo) == [
            .pointerMove(e(100, 0)),
            .pointerDown(e(100, 0)),
            .escape(at: .milliseconds(0)),
            .pointerMove(e(110, 25)),
            .pointerMove(e(120, 35)),
        ])
    }

    @Test("a wheel source's pauses take their time as a none source's do; a scroll is refused where it was written")
    func wheelSources() throws {
        func trace(_ pauser: String) throws -> [DragInput] {
            try WebDriverActions.parse("""
            [{"type": "pointer", "id": "m", "actions": [{"type": "pointerDown", "button": 0}, {"type": "pointerMove", "x": 40, "y": 0}]},
             {"type": "\(pauser)", "id": "w", "actions": [{"type": "pause", "duration": 20}, {"type": "pause"}]}]
            """, file: "t.json").inputs(on: .todo)
        }
        let e = { (x: Double, ms: Int64) in PointerEvent(pointer: 0, kind: .mouse, position: Point(x: x, y: 0), time: .milliseconds(ms)) }
        #expect(try trace("wheel") == [.pointerDown(e(0, 0)), .pointerMove(e(40, 20))])
        #expect(try trace("wheel") == trace("none"))
        let error = inputError { try WebDriverActions.parse("""
            {"actions": [{"type": "wheel", "id": "w", "actions": [{"type": "pause"}, {"type": "pointerDown", "button": 0}]}]}
            """, file: "w.json") }
        #expect(error == #"w.json: actions[0].actions[1].type: expected "pause" or "scroll", found "pointerDown""#)
    }

    /// The lines of replaying W3C `text` on the 200-task list (Demo/scenes/long-list.json: the
    /// scrollable "list" at 20,60 460×520 with 9,494 points of content below).
    func replayOnLongList(_ text: String) throws -> (lines: [String], offset: Double) {
        let scene = try Scene.decode(try demoFile("scenes/long-list.json"), file: "long-list.json")
        var replayer = try Replayer(trace: try WebDriverActions.parse(text, file: "w.json"), scene: scene)
        var lines: [String] = []
        try replayer.runToEnd { lines.append($0.textLine) }
        return (lines, replayer.runtime.scrollOffset(of: "list"))
    }

    @Test("a wheel's scroll (Selenium's scroll_by_amount, scroll_to_element) scrolls the list under it by deltaY, over its duration in 10 ms parts as a move is sampled; sideways, or over no scrollable list, it scrolls nothing")
    func wheelScrollsTheListUnderIt() throws {
        func wheel(_ scroll: String) -> String {
            #"{"actions": [{"type": "wheel", "id": "w", "actions": [{"type": "scroll", "# + scroll + "}]}]}"
        }
        #expect(try replayOnLongList(wheel(#""x": 250, "y": 300, "deltaX": 0, "deltaY": 120"#)).offset == 120)
        #expect(try replayOnLongList(wheel(#""x": 250, "y": 300, "deltaX": 0, "deltaY": 100000"#)).offset == 9494)
        #expect(try replayOnLongList(wheel(#""x": 250, "y": 300, "deltaX": 300, "deltaY": 0"#)).offset == 0)
        #expect(try replayOnLongList(wheel(#""x": 650, "y": 150, "deltaX": 0, "deltaY": 120"#)).offset == 0) // over Complete
        // By an element: t5's row, 0,0 from its centre.
        #expect(try replayOnLongList(wheel(#""x": 0, "y": 0, "deltaX": 0, "deltaY": 75, "origin": {"element-6066-11e4-a52e-4f735466cecf": "t5"}"#)).offset == 75)
        // Over 40 ms a drag resting on the list sees its rows pass under it: its slot follows.
        let dragged = try replayOnLongList("""
            [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [
                {"type": "pointerMove", "x": 250, "y": 92}, {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 400},
                {"type": "pointerMove", "x": 250, "y": 300}, {"type": "pause"}, {"type": "pointerUp", "button": 0}]},
             {"type": "wheel", "id": "w", "actions": [{"type": "pause"}, {"type": "pause"}, {"type": "pause"}, {"type": "pause"},
                {"type": "scroll", "x": 250, "y": 300, "deltaX": 0, "deltaY": 100, "duration": 40}]}]
            """)
        #expect(dragged.offset == 100)
        #expect(dragged.lines == [
            "      0 ms   p2  press on t1 (long-press until 300 ms)",
            "    300 ms   p2  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow",
            "    300 ms   p2  over list: accepts, slot 0",
            "    400 ms   p2  over list: slot 5",
            "    420 ms   p2  over list: slot 6",
            "    440 ms   p2  over list: slot 7",
            "    440 ms   p2  dropped task(t1) on list at slot 7 — haptic: light, settle (spring, 200 ms)",
            "    440 ms       applied: reorder t1 to 7",
        ], "\(dragged.lines)")
    }

    @Test("a coordinate beyond a Double's range (1e999) is refused at its JSON path, as the other W3C errors are, where it gave only a line and column")
    func aNumberBeyondADoubleIsNamedByItsPath() {
        let error = inputError {
            try WebDriverActions.parse("""
                {"actions":[{"type":"pointer","id":"f1","parameters":{"pointerType":"touch"},"actions":[
                 {"type":"pointerMove","x":250,"y":1e999},{"type":"pointerDown","button":0}]}]}
                """, file: "w3c-inf.json", viewport: Size(width: 800, height: 600))
        }
        #expect(error == "w3c-inf.json: actions[0].actions[0].y: expected a finite number, found 1e999")
    }

    @Test("a wheel's scroll is checked as the spec says: integers, no pointer origin, a target in the viewport")
    func wheelScrollsAreChecked() throws {
        func error(_ scroll: String) -> String? {
            inputError { try WebDriverActions.parse(#"{"actions": [{"type": "wheel", "id": "w", "actions": [{"type": "scroll", "# + scroll + "}]}]}",
                                                    file: "w.json", viewport: Size(width: 800, height: 600)) }
        }
        #expect(error(#""x": 0, "y": 0, "deltaX": 0, "deltaY": 0.5"#) == #"w.json: actions[0].actions[0].deltaY: expected an integer from -9007199254740991 to 9007199254740991, found 0.5"#)
        #expect(error(#""x": 0, "y": 0, "deltaX": 0, "deltaY": 1, "origin": "pointer""#)
                == #"w.json: actions[0].actions[0].origin: expected "viewport" or an element reference (a wheel's scroll has no pointer origin), found "pointer""#)
        #expect(error(#""x": 0, "y": 0, "deltaX": 0"#)?.hasPrefix("w.json: actions[0].actions[0].deltaY: ") == true)
        #expect(error(#""x": 900, "y": 0, "deltaX": 0, "deltaY": 1"#)
                == "w.json: actions[0].actions[0]: expected a move target inside the viewport 0…800 × 0…600, found 900,0 (move target out of bounds)")
    }

    @Test("a mouse gets pointer id 0, touches from 2; only button 0 presses; a second press and a release of an unpressed button do nothing")
    func buttonsAndIDs() throws {
        let trace = try WebDriverActions.parse("""
        {"actions": [{"type": "pointer", "id": "m", "actions": [
            {"type": "pointerDown", "button": 0}, {"type": "pointerDown", "button": 2}, {"type": "pointerUp", "button": 1},
            {"type": "pointerUp", "button": 0}, {"type": "pointerUp", "button": 2}, {"type": "pointerCancel"}]}]}
        """, file: "t.json")
        let e = PointerEvent(pointer: 0, kind: .mouse, position: Point(x: 0, y: 0), time: .milliseconds(0))
        #expect(try trace.inputs(on: .todo) == [.pointerDown(e), .pointerUp(e)])
    }

    @Test("invalid payloads are reported with the JSON path, what was expected and what was found")
    func errors() {
        func error(_ text: String) -> String? { inputError { try WebDriverActions.parse(text, file: "w.json") } }
        let pointer = { (actions: String) in #"{"actions": [{"type": "pointer", "id": "p", "actions": [\#(actions)]}]}"# }
        #expect(error("{actions: []}") == "w.json:1:2: expected a string key, found 'a'")
        #expect(error(#"{"actions": {}}"#) == "w.json: actions: expected an array, found an object")
        #expect(error(#"{"actions": [{"type": "pointers", "id": "p", "actions": []}]}"#)
                == #"w.json: actions[0].type: expected "none", "key", "pointer" or "wheel", found "pointers""#)
        #expect(error(#"{"actions": [{"type": "pointer", "actions": []}]}"#) == #"w.json: actions[0].id: expected a value ("id" is required), found nothing"#)
        #expect(error(pointer(#"{"type": "pointerDown"}"#)) == #"w.json: actions[0].actions[0].button: expected a value ("button" is required; --lenient takes a missing one as 0), found nothing"#)
        #expect(error(pointer(#"{"type": "pointerMove", "x": 1, "y": "2"}"#)) == #"w.json: actions[0].actions[0].y: expected a number, found "2""#)
        #expect(error(pointer(#"{"type": "pause", "duration": -1}"#)) == "w.json: actions[0].actions[0].duration: expected an integer from 0 to 999999999999, found -1")
        #expect(error(pointer(#"{"type": "pause", "duration": 0.1}"#)) == "w.json: actions[0].actions[0].duration: expected an integer from 0 to 999999999999, found 0.1")
        #expect(error(pointer(#"{"type": "pointerSlide"}"#))
                == #"w.json: actions[0].actions[0].type: expected "pause", "pointerDown", "pointerUp", "pointerMove" or "pointerCancel", found "pointerSlide""#)
        // Found when the tick is dispatched, against the board as it is then.
        #expect(replayError(pointer(#"{"type": "pointerMove", "x": 801, "y": 0}"#))
                == "w.json: actions[0].actions[0]: expected a move target inside the viewport 0…800 × 0…600, found 801,0 (move target out of bounds)")
        #expect(replayError(pointer(#"{"type": "pointerMove", "x": 0, "y": 0, "origin": {"element-6066-11e4-a52e-4f735466cecf": "nope"}}"#))
                == #"w.json: actions[0].actions[0].origin.element-6066-11e4-a52e-4f735466cecf: expected the id of a receiver, source or task row on the board when this action runs (no such element), found "nope""#)
        #expect(error(#"[{"type": "none", "id": "n", "actions": [{"type": "keyDown", "value": "a"}]}]"#)
                == #"w.json: [0].actions[0].type: expected "pause" (the only action of a none source), found "keyDown""#)
    }

    @Test("with the scene's viewport, a move whose target needs no board and lies outside it is refused when read, before any tick runs")
    func knownTargetsOutOfBounds() throws {
        let viewport = Size(width: 800, height: 600)
        func error(_ actions: String) -> String? {
            inputError { try WebDriverActions.parse(#"{"actions": [{"type": "pointer", "id": "p", "actions": [\#(actions)]}]}"#,
                                                    file: "w.json", viewport: viewport) }
        }
        let press = #"{"type": "pointerMove", "x": 250, "y": 92}, {"type": "pointerDown", "button": 0}, "#
        #expect(error(press + #"{"type": "pointerUp", "button": 0}, {"type": "pointerMove", "x": 801, "y": 0}"#)
                == "w.json: actions[0].actions[3]: expected a move target inside the viewport 0…800 × 0…600, found 801,0 (move target out of bounds)")
        // From the pointer, once a viewport move has placed it: 250 + 551 = 801.
        #expect(error(press + #"{"type": "pointerMove", "x": 551, "y": 0, "origin": "pointer"}"#)
                == "w.json: actions[0].actions[2]: expected a move target inside the viewport 0…800 × 0…600, found 801,92 (move target out of bounds)")
        // The edges are inside.
        #expect(error(press + #"{"type": "pointerMove", "x": 800, "y": 600}, {"type": "pointerMove", "x": -800, "y": -600, "origin": "pointer"}"#) == nil)
        // Where a move's target depends on where things are (an element's row, a pointer a played file finds
        // where an earlier one left it), it is checked when the tick runs.
        let element = #"{"type": "pointerMove", "x": 0, "y": 0, "origin": {"element-6066-11e4-a52e-4f735466cecf": "t1"}}, "#
        #expect(error(element + #"{"type": "pointerMove", "x": 900, "y": 0, "origin": "pointer"}"#) == nil)
        #expect(error(#"{"type": "pointerMove", "x": 900, "y": 0, "origin": "pointer"}"#) == nil)
        // A file replayed on its own starts its pointers at (0, 0): a move from there is known too.
        let fromOrigin = #"{"actions": [{"type": "pointer", "id": "p", "actions": [{"type": "pointerMove", "x": -5, "y": 0, "origin": "pointer"}]}]}"#
        #expect(inputError { try WebDriverActions.parse(fromOrigin, file: "w.json", viewport: viewport, startsAtOrigin: true) }
                == "w.json: actions[0].actions[0]: expected a move target inside the viewport 0…800 × 0…600, found -5,0 (move target out of bounds)")
        let afterElement = #"{"actions": [{"type": "pointer", "id": "p", "actions": [\#(element){"type": "pointerMove", "x": -5, "y": 0, "origin": "pointer"}]}]}"#
        #expect(inputError { try WebDriverActions.parse(afterElement, file: "w.json", viewport: viewport, startsAtOrigin: true) } == nil)
        #expect(replayError(#"{"actions": [{"type": "pointer", "id": "p", "actions": [\#(element){"type": "pointerMove", "x": 900, "y": 0, "origin": "pointer"}]}]}"#)
                == "w.json: actions[0].actions[1]: expected a move target inside the viewport 0…800 × 0…600, found 1150,92 (move target out of bounds)")
    }

    @Test("durations that would sample for hours or run past the latest time are refused at their JSON path, never overflow")
    func limits() {
        func error(_ actions: String) -> String? {
            inputError { try WebDriverActions.parse(#"{"actions": [{"type": "pointer", "id": "p", "actions": [\#(actions)]}]}"#, file: "w.json") }
        }
        #expect(error(#"{"type": "pointerDown", "button": 0}, {"type": "pointerMove", "duration": 4294967296, "x": 5, "y": 5}"#)
                == "w.json: actions[0].actions[1].duration: expected at most 1000000 inputs in a trace (a move with a duration adds one every 10 ms), found 4294967296 ms, which would make 429496731")
        #expect(error(#"{"type": "pause", "duration": 999999999999}, {"type": "pause", "duration": 1}"#)
                == "w.json: actions[0].actions[1].duration: expected a duration ending by 999999999999 ms, the latest a trace may reach, found 1, ending at 1000000000000 ms")
        #expect(error(#"{"type": "pause", "duration": 1000000000000}"#)
                == "w.json: actions[0].actions[0].duration: expected an integer from 0 to 999999999999, found 1000000000000")
        // A wheel's scroll is sampled as a move is, and refused as specifically (it said "found one more" at the action).
        func wheel(_ actions: String, _ other: String = "") -> String? {
            inputError { try WebDriverActions.parse(#"{"actions": [{"type": "wheel", "id": "w", "actions": [\#(actions)]}\#(other)]}"#, file: "w.json") }
        }
        #expect(wheel(#"{"type": "scroll", "x": 250, "y": 300, "deltaX": 0, "deltaY": 100, "duration": 9999999999}"#)
                == "w.json: actions[0].actions[0].duration: expected at most 1000000 inputs in a trace (a scroll with a duration adds one every 10 ms), found 9999999999 ms, which would make 1000000000")
        // Without a duration of its own, it lasts the tick: the duration that sets it is named, and the scroll's path said.
        #expect(wheel(#"{"type": "scroll", "x": 250, "y": 300, "deltaX": 0, "deltaY": 100}"#, #", {"type": "none", "id": "n", "actions": [{"type": "pause", "duration": 99999999}]}"#)
                == "w.json: actions[1].actions[0].duration: expected at most 1000000 inputs in a trace (a scroll without a duration, actions[0].actions[0], lasts the tick and adds one every 10 ms), found 99999999 ms, which would make 10000000")
        // Up to the limits, a trace parses: the down, 999,998 samples and the up, the up at the latest instant.
        let longest = try? WebDriverActions.parse(#"""
            {"actions": [{"type": "pointer", "id": "p", "actions": [{"type": "pointerDown", "button": 0},
              {"type": "pointerMove", "duration": 9999980, "x": 800, "y": 0}, {"type": "pause", "duration": 999990000019}, {"type": "pointerUp", "button": 0}]}]}
            """#, file: "w.json")
        let inputs = try? longest?.inputs(on: .todo)
        #expect(inputs?.count == 1_000_000)
        #expect(inputs?.last?.time == Trace.latestTime)
    }

    @Test("an element origin aims at the floor of the in-view centre, offsets added")
    func elementOrigin() throws {
        let trace = try WebDriverActions.parse(#"""
        [{"type": "pointer", "id": "m", "actions": [{"type": "pointerMove", "x": 3, "y": -2, "origin": {"element-6066-11e4-a52e-4f735466cecf": "complete"}}]}]
        """#, file: "t.json")
        #expect(try trace.inputs(on: .todo) == [.pointerMove(PointerEvent(pointer: 0, kind: .mouse, position: Point(x: 653, y: 148), time: .milliseconds(0)))])
    }

    @Test("an element origin finds a task's row where it is now: after a drop moves it, and not at all once it is trashed")
    func elementOriginFollowsRows() throws {
        func origin(_ id: String, y: Int = 0) -> String {
            #"{"type": "pointerMove", "duration": 0, "origin": {"element-6066-11e4-a52e-4f735466cecf": "\#(id)"}, "x": 0, "y": \#(y)}"#
        }
        func drag(_ id: String, to target: String, y: Int = 0) -> String {
            #"{"actions": [{"type": "pointer", "id": "m", "parameters": {"pointerType": "mouse"}, "actions": ["#
                + origin(id) + #", {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 350}, "#
                + origin(target, y: y) + #", {"type": "pointerUp", "button": 0}]}]}"#
        }
        // Buy milk goes below Pay bills, then is dragged to Trash from its new row; its first row is Walk the dog's now.
        let replayed = try play("[" + drag("t1", to: "t5", y: 20) + ", " + drag("t1", to: "trash") + "]", file: "rows.json")
        #expect(replayed.runtime.board.trashed.map(\.title) == ["Buy milk"])
        #expect(titles(replayed) == ["Walk the dog", "Write report", "Call mom", "Pay bills"])
        #expect(replayError("[" + drag("t1", to: "trash") + ", " + drag("t1", to: "complete") + "]")
                == #"w.json: [1].actions[0].actions[0].origin.element-6066-11e4-a52e-4f735466cecf: expected the id of a receiver, source or task row on the board when this action runs (no such element), found "t1""#)
    }

    // MARK: Payloads as real clients send them (issue 20)

    /// One pointer action of each kind with `overrides`, as wpt's `create_pointer_common_object` builds them.
    func pointerAction(_ type: String, _ member: String, _ value: String) -> String {
        let base = type == "pointerMove" ? #""x": 0, "y": 0"# : #""button": 0"#
        return #"{"actions": [{"type": "pointer", "id": "p", "actions": [{"type": "\#(type)", \#(base), "\#(member)": \#(value)}]}]}"#
    }

    @Test("pointer properties are checked as wpt's invalid.py does: 204 bad values refused at their path, the edges of each range accepted")
    func pointerProperties() throws {
        let bad: [(String, [String])] = [
            ("width", ["null", #""foo""#, "true", "0.1", "[]", "{}", "-1", "9007199254740992"]),
            ("height", ["null", #""foo""#, "true", "0.1", "[]", "{}", "-1", "9007199254740992"]),
            ("pressure", ["null", #""foo""#, "true", "[]", "{}", "-0.1", "1.1"]),
            ("tangentialPressure", ["null", #""foo""#, "true", "[]", "{}", "-1.1", "1.1"]),
            ("twist", ["null", #""foo""#, "true", "0.1", "[]", "{}", "-1", "360"]),
            ("altitudeAngle", ["null", #""foo""#, "true", "[]", "{}", "-0.1", "1.6"]),
            ("azimuthAngle", ["null", #""foo""#, "true", "[]", "{}", "-0.1", "6.3"]),
            ("tiltX", ["null", #""foo""#, "true", "0.1", "[]", "{}", "-91", "91"]),
            ("tiltY", ["null", #""foo""#, "true", "0.1", "[]", "{}", "-91", "91"]),
        ]
        var refused = 0
        for type in ["pointerDown", "pointerMove", "pointerUp"] {
            for (member, values) in bad {
                for value in values {
                    let error = inputError { try WebDriverActions.parse(pointerAction(type, member, value), file: "w.json") }
                    #expect(error?.hasPrefix("w.json: actions[0].actions[0].\(member): expected a") == true, "\(type) \(member): \(value) → \(error ?? "accepted")")
                    if error != nil { refused += 1 }
                }
            }
        }
        #expect(refused == 204)
        let good = [("width", "0"), ("height", "9007199254740991"), ("pressure", "1"), ("tangentialPressure", "-1"), ("twist", "359"),
                    ("tiltX", "-90"), ("tiltY", "90"), ("altitudeAngle", "1.5707963267948966"), ("azimuthAngle", "0")]
        for (member, value) in good {
            #expect(inputError { try WebDriverActions.parse(pointerAction("pointerDown", member, value), file: "w.json") } == nil, "\(member) \(value)")
        }
        // Leniently, a number out of range is ignored and the bent rule named once.
        let lenient = try WebDriverActions.parse(pointerAction("pointerDown", "pressure", "1.5"), file: "w.json", lenient: true)
        #expect(lenient.warnings == ["w.json: lenient: a pointer property out of its range (the spec refuses it) or a width or height not whole (wpt refuses it) ignored: 1 time, first at actions[0].actions[0].pressure"])
    }

    @Test("null is a value, not absent: wpt's null cases for origin, duration, button, parameters and pointerType are refused")
    func nullIsNotAbsent() {
        func error(_ text: String) -> String? { inputError { try WebDriverActions.parse(text, file: "w.json") } }
        let cases = [
            (#"{"type": "pointerMove", "x": 0, "y": 0, "origin": null}"#, "actions[0].actions[0].origin"),
            (#"{"type": "pointerMove", "x": 0, "y": 0, "duration": null}"#, "actions[0].actions[0].duration"),
            (#"{"type": "pause", "duration": null}"#, "actions[0].actions[0].duration"),
            (#"{"type": "pointerDown", "button": null}"#, "actions[0].actions[0].button"),
            (#"{"type": "pointerMove", "x": null, "y": 0}"#, "actions[0].actions[0].x"),
        ]
        for (action, path) in cases {
            let text = #"{"actions": [{"type": "pointer", "id": "p", "actions": [\#(action)]}]}"#
            #expect(error(text)?.hasPrefix("w.json: \(path): expected") == true, "\(action) → \(error(text) ?? "accepted")")
        }
        #expect(error(#"{"actions": [{"type": "pointer", "id": "p", "parameters": null, "actions": []}]}"#)
                == "w.json: actions[0].parameters: expected an object (pointer parameters), found null")
        #expect(error(#"{"actions": [{"type": "pointer", "id": "p", "parameters": {"pointerType": null}, "actions": []}]}"#)
                == "w.json: actions[0].parameters.pointerType: expected a string, found null")
        // --lenient takes them as absent and says so.
        let trace = try? WebDriverActions.parse(#"{"actions": [{"type": "pointer", "id": "p", "parameters": null, "actions": [{"type": "pause", "duration": null}]}]}"#,
                                                file: "w.json", lenient: true)
        #expect(trace?.warnings == ["w.json: lenient: null taken as absent (the spec refuses null where a member may be left out): 2 times, first at actions[0].parameters"])
    }

    @Test("an element reference may hold other keys beside the W3C one; the legacy key alone only with --lenient; frame, shadow and window references are refused")
    func elementReferences() throws {
        func move(_ origin: String, lenient: Bool = false) throws -> [DragInput] {
            try WebDriverActions.parse(#"[{"type": "pointer", "id": "m", "actions": [{"type": "pointerMove", "x": 0, "y": 0, "origin": \#(origin)}]}]"#,
                                       file: "w.json", lenient: lenient).inputs(on: .todo)
        }
        let complete = [DragInput.pointerMove(PointerEvent(pointer: 0, kind: .mouse, position: Point(x: 650, y: 150), time: .milliseconds(0)))]
        #expect(try move(#"{"element-6066-11e4-a52e-4f735466cecf": "complete", "ELEMENT": "complete"}"#) == complete)
        #expect(try move(#"{"ELEMENT": "complete"}"#, lenient: true) == complete)
        for key in ["ELEMENT", "frame-075b-4da1-b6ba-e579c2d3230a", "shadow-6066-11e4-a52e-4f735466cecf", "window-fcc6-11e5-b4f8-330a88ab9d7f"] {
            #expect(inputError { try move(#"{"\#(key)": "complete"}"#) }
                    == #"w.json: [0].actions[0].origin: expected an element reference (an object holding "element-6066-11e4-a52e-4f735466cecf"), found an object"#)
        }
    }

    @Test("an element origin naming a task a collapsed folder or section hides says it is not displayed (element not interactable); one naming a list names its receiver")
    func elementsNotDisplayedAndListsAreSaidSo() throws {
        func moveTo(_ id: String) -> String {
            #"{"actions": [{"type": "pointer", "id": "m", "actions": [{"type": "pointerMove", "x": 0, "y": 0, "origin": {"element-6066-11e4-a52e-4f735466cecf": "\#(id)"}}]}]}"#
        }
        let path = "w.json: actions[0].actions[0].origin.element-6066-11e4-a52e-4f735466cecf"
        let files = try #require(Scene.builtIn("files")), projects = try #require(Scene.builtIn("projects"))
        #expect([replayError(moveTo("b1"), scene: files), replayError(moveTo("e1"), scene: projects), replayError(moveTo("files"), scene: files),
                  replayError(moveTo("home"), scene: projects), replayError(moveTo("today"))] == [
            #"\#(path): expected the id of a receiver, source or task row displayed when this action runs, found "b1", a task not displayed: inside collapsed folder "fb" (element not interactable)"#,
            #"\#(path): expected the id of a receiver, source or task row displayed when this action runs, found "e1", a task not displayed: inside collapsed section "errands" (element not interactable)"#,
            #"\#(path): expected the id of a receiver, source or task row on the board when this action runs (no such element), found "files", a list (its receiver is "list")"#,
            #"\#(path): expected the id of a receiver, source or task row on the board when this action runs (no such element), found "home", a list (its receiver is "projects")"#,
            #"\#(path): expected the id of a receiver, source or task row on the board when this action runs (no such element), found "today", a list no receiver shows"#,
        ])
        // A task inside open folders alone is shown: an element.
        #expect(replayError(moveTo("a1"), scene: files) == nil)
    }

    @Test("several bodies in one file: a JSON array of bodies or JSON Lines; a source keeps its pointer, position and buttons; another type for its id is refused")
    func severalBodies() throws {
        let lines = try demoFile("traces/w3c-chromedriver-drag-3-requests.jsonl")
        let replayed = try play(lines, file: "three.jsonl")
        #expect(replayed.runtime.board.completed.map(\.title) == ["Buy milk"])
        let array = "[" + lines.split(separator: "\n").joined(separator: ",\n") + "]"
        #expect(try WebDriverActions.parse(array, file: "three.json").inputs(on: .todo) == WebDriverActions.parse(lines, file: "three.jsonl").inputs(on: .todo))
        // Errors in JSON Lines name the line.
        #expect(inputError { try WebDriverActions.parse(#"{"actions": []}"# + "\n" + #"{"actions": [{"type": "pointer"}]}"#, file: "b.jsonl") }
                == #"b.jsonl:2: actions[0].id: expected a value ("id" is required), found nothing"#)
        #expect(inputError { try WebDriverActions.parse(#"{"actions": [{"type": "pointer", "id": "a", "actions": []}]}"# + "\n"
                                                        + #"{"actions": [{"type": "key", "id": "a", "actions": []}]}"#, file: "b.jsonl") }
                == #"b.jsonl:2: actions[0].type: expected "pointer", the type source "a" has from an earlier body, found "key""#)
        // Two sources of one body with one id: said so, not compared as if one came from an earlier body.
        #expect(inputError { try WebDriverActions.parse(#"{"actions": [{"type": "pointer", "id": "m", "actions": [{"type": "pause"}]}, {"type": "key", "id": "m", "actions": [{"type": "pause"}]}]}"#, file: "b.json") }
                == #"b.json: actions[1].id: expected an input source id not used by another source of the same body, found "m", the id of actions[0] too"#)
        // A touch source named again without its pointerType is a mouse by the spec's default: refused, not read as the touch it was.
        let touch = #"{"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerDown", "button": 0}]}]}"#
        #expect(inputError { try WebDriverActions.parse(touch + "\n" + #"{"actions": [{"type": "pointer", "id": "f", "actions": [{"type": "pointerUp", "button": 0}]}]}"#, file: "b.jsonl") }
                == #"b.jsonl:2: actions[0]: expected a pointerType of "touch", the pointer type source "f" has from an earlier body (without one a pointer source is a mouse), found no parameters"#)
        #expect(inputError { try WebDriverActions.parse(touch + "\n" + #"{"actions": [{"type": "pointer", "id": "f", "parameters": {}, "actions": []}]}"#, file: "b.jsonl") }
                == #"b.jsonl:2: actions[0].parameters: expected a pointerType of "touch", the pointer type source "f" has from an earlier body (without one a pointer source is a mouse), found parameters without a pointerType"#)
        // A line that is not JSON, at its line and column of the file (blank lines counted).
        #expect(inputError { try WebDriverActions.parse(#"{"actions": []}"# + "\n\n" + #"{"actions": []}"# + "\n" + #"{"actions":[}"#, file: "b.jsonl") }
                == "b.jsonl:4:13: expected a JSON value, found '}'")
    }

    @Test("pointerCancel leaves the button pressed: a press after it does nothing until the button is released")
    func pointerCancelKeepsButtons() throws {
        let trace = try WebDriverActions.parse(#"""
        [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [
          {"type": "pointerDown", "button": 0}, {"type": "pointerCancel"}, {"type": "pointerDown", "button": 0},
          {"type": "pointerUp", "button": 0}, {"type": "pointerDown", "button": 0}, {"type": "pointerCancel"}, {"type": "pointerCancel"}]}]
        """#, file: "c.json")
        let e = PointerEvent(pointer: 2, kind: .touch, position: Point(x: 0, y: 0), time: .milliseconds(0))
        #expect(try trace.inputs(on: .todo) == [.pointerDown(e), .pointerCancel(e), .pointerDown(e), .pointerCancel(e)])
    }

    @Test("a trace that ends mid-drag says which pointer holds what")
    func endsMidDrag() throws {
        let replayed = try play(#"""
        [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [
          {"type": "pointerMove", "x": 250, "y": 92}, {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 400}]},
         {"type": "pointer", "id": "g", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pause"}, {"type": "pause"}, {"type": "pause"},
          {"type": "pointerMove", "x": 250, "y": 142}, {"type": "pointerDown", "button": 0}]}]
        """#)
        #expect(replayed.replayer.unfinished.map { "\($0.pointer) \($0.source) \($0.dragging)" } == ["2 t1 true", "3 t2 false"])
    }
}


@Suite("W3C keys the spec does not read")
struct WebDriverPassedOverKeysTests {
    @Test("A misspelt pause duration is passed over, as the spec says, and named once with a hint: the pause lasts 0 ms")
    func aMisspeltDurationIsNamed() throws {
        let trace = try WebDriverActions.parse(#"""
            {"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [
              {"type": "pointerMove", "x": 250, "y": 92}, {"type": "pointerDown", "button": 0},
              {"type": "pause", "durration": 80}, {"type": "pause", "durration": 80}, {"type": "pointerUp", "button": 0}]}]}
            """#, file: "w.json")
        #expect(trace.warnings == [#"w.json: key "durration" passed over, which the WebDriver spec does not read (did you mean "duration"?): 2 times, first at actions[0].actions[2].durration"#])
    }

    @Test("A pointerType beside the source's type, and a misspelt parameters, are named: both replay a mouse")
    func misplacedPointerTypesAreNamed() throws {
        let trace = try WebDriverActions.parse(#"""
            {"actions": [{"type": "pointer", "id": "a", "pointerType": "touch", "actions": [{"type": "pointerMove", "x": 1, "y": 1}]},
                         {"type": "pointer", "id": "b", "paramters": {"pointerType": "touch"}, "actions": []},
                         {"type": "pointer", "id": "c", "parameters": {"pointertype": "pen"}, "actions": []}]}
            """#, file: "w.json")
        #expect(trace.warnings == [
            #"w.json: key "pointerType" passed over, which the WebDriver spec does not read (it is read in "parameters": {"pointerType": …}): 1 time, first at actions[0].pointerType"#,
            #"w.json: key "paramters" passed over, which the WebDriver spec does not read (did you mean "parameters"?): 1 time, first at actions[1].paramters"#,
            #"w.json: key "pointertype" passed over, which the WebDriver spec does not read (did you mean "pointerType"?): 1 time, first at actions[2].parameters.pointertype"#,
        ])
    }

    @Test("Every key the spec reads passes without a word: a wheel's deltas, pointer properties, a key's value")
    func theSpecsKeysPassSilently() throws {
        let trace = try WebDriverActions.parse(#"""
            {"actions": [
              {"type": "pointer", "id": "p", "parameters": {"pointerType": "pen"}, "actions": [
                {"type": "pointerMove", "duration": 0, "x": 250, "y": 92, "origin": "viewport", "width": 1, "height": 1, "pressure": 0.5,
                 "tangentialPressure": 0, "tiltX": 0, "tiltY": 0, "twist": 0, "altitudeAngle": 1, "azimuthAngle": 1},
                {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]},
              {"type": "wheel", "id": "w", "actions": [{"type": "scroll", "x": 1, "y": 1, "deltaX": 0, "deltaY": 10, "duration": 0, "origin": "viewport"}]},
              {"type": "key", "id": "k", "actions": [{"type": "keyDown", "value": "a"}, {"type": "keyUp", "value": "a"}]},
              {"type": "none", "id": "n", "actions": [{"type": "pause", "duration": 5}]}]}
            """#, file: "w.json")
        #expect(trace.warnings == [])
    }

    @Test("Past ten keys, the rest are counted in one more warning")
    func pastTenKeysTheRestAreCounted() throws {
        let keys = (1...12).map { #""k\#($0)": 0"# }.joined(separator: ", ")
        let trace = try WebDriverActions.parse(#"{"actions": [{"type": "none", "id": "n", "actions": [{"type": "pause", \#(keys)}]}]}"#, file: "w.json")
        #expect(trace.warnings.count == 11)
        #expect(trace.warnings.first == #"w.json: key "k1" passed over, which the WebDriver spec does not read: 1 time, first at actions[0].actions[0].k1"#)
        #expect(trace.warnings.last == "w.json: 2 more keys passed over")
    }
}
