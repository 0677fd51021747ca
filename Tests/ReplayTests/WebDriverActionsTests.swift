import DropEngine
import DropGeometry
import Replay
import Runtime
import Testing

@Suite("W3C WebDriver Actions")
struct WebDriverActionsTests {
    func play(_ text: String, file: String = "w3c.json") throws -> Replayed {
        var replayer = try Replayer(trace: try WebDriverActions.parse(text, file: file, scene: .todo), scene: .todo)
        let events = try replayer.runCollecting()
        return Replayed(replayer: replayer, events: events)
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
        """, file: "t.json", scene: .todo)
        let e = { (x: Double, ms: Int64) in PointerEvent(pointer: 2, kind: .touch, position: Point(x: x, y: 100), time: .milliseconds(ms)) }
        #expect(trace.inputs == [
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
            """, file: "t.json", scene: .todo).inputs
        }
        let e = { (x: Double, ms: Int64) in PointerEvent(pointer: 0, kind: .mouse, position: Point(x: x, y: 0), time: .milliseconds(ms)) }
        #expect(try trace("wheel") == [.pointerDown(e(0, 0)), .pointerMove(e(40, 20))])
        #expect(try trace("wheel") == trace("none"))
        let error = inputError { try WebDriverActions.parse("""
            {"actions": [{"type": "wheel", "id": "w", "actions": [{"type": "pause"},
                {"type": "scroll", "x": 0, "y": 0, "deltaX": 0, "deltaY": 120, "duration": 0}]}]}
            """, file: "w.json", scene: .todo) }
        #expect(error == #"w.json: actions[0].actions[1].type: expected "pause" (a wheel source's scroll actions are not replayed: the engine does not scroll), found "scroll""#)
    }

    @Test("a mouse gets pointer id 0, touches from 2; a second button press and a release of an unpressed button do nothing")
    func buttonsAndIDs() throws {
        let trace = try WebDriverActions.parse("""
        {"actions": [{"type": "pointer", "id": "m", "actions": [
            {"type": "pointerDown", "button": 0}, {"type": "pointerDown", "button": 2}, {"type": "pointerUp", "button": 1},
            {"type": "pointerUp", "button": 0}, {"type": "pointerUp", "button": 2}, {"type": "pointerCancel"}]}]}
        """, file: "t.json", scene: .todo)
        let e = PointerEvent(pointer: 0, kind: .mouse, position: Point(x: 0, y: 0), time: .milliseconds(0))
        #expect(trace.inputs == [.pointerDown(e), .pointerUp(e), .pointerCancel(e)])
    }

    @Test("invalid payloads are reported with the JSON path, what was expected and what was found")
    func errors() {
        func error(_ text: String) -> String? { inputError { try WebDriverActions.parse(text, file: "w.json", scene: .todo) } }
        let pointer = { (actions: String) in #"{"actions": [{"type": "pointer", "id": "p", "actions": [\#(actions)]}]}"# }
        #expect(error("{actions: []}") == "w.json:1:2: expected a string key, found 'a'")
        #expect(error(#"{"actions": {}}"#) == "w.json: actions: expected an array, found an object")
        #expect(error(#"{"actions": [{"type": "pointers", "id": "p", "actions": []}]}"#)
                == #"w.json: actions[0].type: expected "none", "key", "pointer" or "wheel", found "pointers""#)
        #expect(error(#"{"actions": [{"type": "pointer", "actions": []}]}"#) == #"w.json: actions[0].id: expected a value ("id" is required), found nothing"#)
        #expect(error(pointer(#"{"type": "pointerDown"}"#)) == #"w.json: actions[0].actions[0].button: expected a value ("button" is required), found nothing"#)
        #expect(error(pointer(#"{"type": "pointerMove", "x": 1, "y": "2"}"#)) == #"w.json: actions[0].actions[0].y: expected a number, found "2""#)
        #expect(error(pointer(#"{"type": "pause", "duration": -1}"#)) == "w.json: actions[0].actions[0].duration: expected an integer from 0 to 999999999999, found -1")
        #expect(error(pointer(#"{"type": "pause", "duration": 0.1}"#)) == "w.json: actions[0].actions[0].duration: expected an integer from 0 to 999999999999, found 0.1")
        #expect(error(pointer(#"{"type": "pointerSlide"}"#))
                == #"w.json: actions[0].actions[0].type: expected "pause", "pointerDown", "pointerUp", "pointerMove" or "pointerCancel", found "pointerSlide""#)
        #expect(error(pointer(#"{"type": "pointerMove", "x": 801, "y": 0}"#))
                == "w.json: actions[0].actions[0]: expected a move target inside the viewport 0…800 × 0…600, found 801,0 (move target out of bounds)")
        #expect(error(pointer(#"{"type": "pointerMove", "x": 0, "y": 0, "origin": {"element-6066-11e4-a52e-4f735466cecf": "nope"}}"#))
                == #"w.json: actions[0].actions[0].origin.element-6066-11e4-a52e-4f735466cecf: expected the id of a receiver, source or task row of scene "todo" (no such element), found "nope""#)
        #expect(error(#"[{"type": "none", "id": "n", "actions": [{"type": "keyDown", "value": "a"}]}]"#)
                == #"w.json: [0].actions[0].type: expected "pause" (the only action of a none source), found "keyDown""#)
    }

    @Test("durations that would sample for hours or run past the latest time are refused at their JSON path, never overflow")
    func limits() {
        func error(_ actions: String) -> String? {
            inputError { try WebDriverActions.parse(#"{"actions": [{"type": "pointer", "id": "p", "actions": [\#(actions)]}]}"#, file: "w.json", scene: .todo) }
        }
        #expect(error(#"{"type": "pointerDown", "button": 0}, {"type": "pointerMove", "duration": 4294967296, "x": 5, "y": 5}"#)
                == "w.json: actions[0].actions[1].duration: expected at most 1000000 inputs in a trace (a move with a duration adds one every 10 ms), found 4294967296 ms, which would make 429496731")
        #expect(error(#"{"type": "pause", "duration": 999999999999}, {"type": "pause", "duration": 1}"#)
                == "w.json: actions[0].actions[1].duration: expected a duration ending by 999999999999 ms, the latest a trace may reach, found 1, ending at 1000000000000 ms")
        #expect(error(#"{"type": "pause", "duration": 1000000000000}"#)
                == "w.json: actions[0].actions[0].duration: expected an integer from 0 to 999999999999, found 1000000000000")
        // Up to the limits, a trace parses: the down, 999,998 samples and the up, the up at the latest instant.
        let longest = try? WebDriverActions.parse(#"""
            {"actions": [{"type": "pointer", "id": "p", "actions": [{"type": "pointerDown", "button": 0},
              {"type": "pointerMove", "duration": 9999980, "x": 800, "y": 0}, {"type": "pause", "duration": 999990000019}, {"type": "pointerUp", "button": 0}]}]}
            """#, file: "w.json", scene: .todo)
        #expect(longest?.inputs.count == 1_000_000)
        #expect(longest?.inputs.last?.time == Trace.latestTime)
    }

    @Test("an element origin aims at the floor of the in-view centre, offsets added")
    func elementOrigin() throws {
        let trace = try WebDriverActions.parse(#"""
        [{"type": "pointer", "id": "m", "actions": [{"type": "pointerMove", "x": 3, "y": -2, "origin": {"element-6066-11e4-a52e-4f735466cecf": "complete"}}]}]
        """#, file: "t.json", scene: .todo)
        #expect(trace.inputs == [.pointerMove(PointerEvent(pointer: 0, kind: .mouse, position: Point(x: 653, y: 148), time: .milliseconds(0)))])
    }
}
