import DropEngine
import DropGeometry
import Runtime
import TestSupport
import Testing
@testable import Replay

@Suite("Native trace parser: pointer states")
struct PointerStatesTests {
    @Test("pointer states agree with a dictionary over 300 seeded runs of reads, writes and removals across 1 to 40 pointers, and so do the ids down")
    func agreesWithADictionary() {
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            var states = PointerStates()
            var model: [Int: PointerState] = [:]
            let pointers = Int.random(in: 1...40, using: &random)
            for step in 0..<200 {
                let id = Int.random(in: 0..<pointers, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    let state = PointerState(kind: [.mouse, .touch, .pen].randomElement(using: &random)!,
                                             position: Point(x: Double(step), y: Double(id)), isDown: Bool.random(using: &random))
                    states[id] = state
                    model[id] = state
                case 1:
                    states[id] = nil
                    model[id] = nil
                default:
                    let read = states[id]
                    #expect(read?.kind == model[id]?.kind && read?.position == model[id]?.position && read?.isDown == model[id]?.isDown,
                            "seed \(seed), step \(step), pointer \(id)")
                    #expect(states.idsDown.sorted() == model.filter(\.value.isDown).keys.sorted(), "seed \(seed), step \(step)")
                }
            }
            for id in 0..<pointers {
                let read = states[id]
                #expect(read?.kind == model[id]?.kind && read?.position == model[id]?.position, "seed \(seed), pointer \(id) at the end")
            }
        }
    }

    /// The lines of replaying `trace`, whose `play` lines play `recording` (W3C actions).
    func replay(_ trace: String, playing recording: String) throws -> [String] {
        let parsed = try NativeTrace.parse(trace, file: "p.trace") { options throws(InputError) in
            try WebDriverActions.parse(recording, file: options.path)
        }
        var replayer = try Replayer(trace: parsed, scene: .todo)
        var lines: [String] = []
        try replayer.runToEnd { lines.append($0.textLine) }
        return lines
    }

    @Test("a finger pressed before a played recording is still down after it, where it was: a release without x y drops there")
    func pointersOutlastAPlayedRecording() throws {
        let pause = #"{"actions": [{"type": "none", "id": "wait", "actions": [{"type": "pause", "duration": 50}]}]}"#
        let lines = try replay("scene todo\n0 down 1 touch 250 92\n+10 play pause.json\n+500 up 1\n", playing: pause)
        #expect(lines == [
            "      0 ms   p1  press on t1 (long-press until 300 ms)",
            "    300 ms   p1  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow",
            "    300 ms   p1  over list: accepts, slot 0",
            "    560 ms   p1  dropped task(t1) on list at slot 0 — haptic: light, settle (spring, 200 ms)",
            "    560 ms       unchanged: reorder t1 to 0 (already so: nothing to do)",
        ], "\(lines)")
    }

    @Test("a recording played while the trace holds a finger down gives its own touches other ids: the trace's finger stays the trace's")
    func playedTouchesKeepClearOfTheTracesFingers() throws {
        let tap = #"{"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerMove", "x": 250, "y": 142}, {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]}]}"#
        let lines = try replay("scene todo\n0 down 2 touch 250 92\n+10 play tap.json\n+500 up 2\n", playing: tap)
        #expect(lines == [
            "      0 ms   p2  press on t1 (long-press until 300 ms)",
            "     10 ms   p3  press on t2 (long-press until 310 ms)",
            "     10 ms   p3  press on t2 ended: released",
            "    300 ms   p2  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow",
            "    300 ms   p2  over list: accepts, slot 0",
            "    510 ms   p2  dropped task(t1) on list at slot 0 — haptic: light, settle (spring, 200 ms)",
            "    510 ms       unchanged: reorder t1 to 0 (already so: nothing to do)",
        ], "\(lines)")
    }

    /// The lines of replaying `trace`, whose `play` lines play the W3C files `files` names.
    func replay(_ trace: String, playing files: [String: String]) throws -> [String] {
        let parsed = try NativeTrace.parse(trace, file: "p.trace") { options throws(InputError) in
            try WebDriverActions.parse(files[options.path]!, file: options.path)
        }
        var replayer = try Replayer(trace: parsed, scene: .todo)
        var lines: [String] = []
        try replayer.runToEnd { lines.append($0.textLine) }
        return lines
    }

    /// chromedriver's drag of t1 onto Complete in three requests (Demo/traces/w3c-chromedriver-drag-3-requests.jsonl), a file each.
    static let threeRequests = [
        "press.json": #"{"actions":[{"type":"pointer","id":"mouse","parameters":{"pointerType":"mouse"},"actions":[{"type":"pointerMove","duration":0,"x":0,"y":0,"origin":{"element-6066-11e4-a52e-4f735466cecf":"t1"}},{"type":"pointerDown","button":0},{"type":"pause","duration":350}]}]}"#,
        "move.json": #"{"actions":[{"type":"pointer","id":"mouse","actions":[{"type":"pointerMove","duration":300,"x":0,"y":0,"origin":{"element-6066-11e4-a52e-4f735466cecf":"complete"}}]}]}"#,
        "release.json": #"{"actions":[{"type":"pointer","id":"mouse","actions":[{"type":"pointerUp","button":0}]}]}"#,
    ]

    @Test("W3C files played by several play lines share their sources, as a WebDriver session's requests do: chromedriver's drag in three files, one a line, drops t1 on Complete (the second file's mouse was taken for another pointer, and nothing dropped)")
    func w3cSourcesGoOnFromOnePlayLineToTheNext() throws {
        let lines = try replay("scene todo\n0 play press.json\nplay move.json\nplay release.json\n", playing: Self.threeRequests)
        #expect(lines.first == "      0 ms   p0  press on t1 (long-press until 300 ms)")
        #expect(Array(lines.suffix(3)) == [
            "    570 ms   p0  over complete: accepts",
            "    650 ms   p0  dropped task(t1) on complete — haptic: light, settle (spring, 200 ms)",
            "    650 ms       applied: complete t1",
        ], "\(lines)")
    }

    @Test("a W3C source goes on with the id it was given away from the trace's own finger: touch f, spared as p3 beside the trace's p2, is p3 in the next file too")
    func aSparedW3CSourceKeepsItsNewID() throws {
        let files = [
            "down.json": #"{"actions":[{"type":"pointer","id":"f","parameters":{"pointerType":"touch"},"actions":[{"type":"pointerMove","x":250,"y":142},{"type":"pointerDown","button":0}]}]}"#,
            "up.json": #"{"actions":[{"type":"pointer","id":"f","parameters":{"pointerType":"touch"},"actions":[{"type":"pointerUp","button":0}]}]}"#,
        ]
        let lines = try replay("scene todo\n0 down 2 touch 250 92\n+10 play down.json\n+10 play up.json\n+10 up 2\n", playing: files)
        #expect(lines == [
            "      0 ms   p2  press on t1 (long-press until 300 ms)",
            "     10 ms   p3  press on t2 (long-press until 310 ms)",
            "     20 ms   p3  press on t2 ended: released",
            "     30 ms   p2  press on t1 ended: released",
        ], "\(lines)")
    }

    @Test("a W3C source named again by a later play line's file with another pointer type is an error at that line's path, as it is within one file")
    func aW3CSourceChangingItsPointerTypeAcrossPlayLines() {
        var files = Self.threeRequests
        files["touch.json"] = #"{"actions":[{"type":"pointer","id":"mouse","parameters":{"pointerType":"touch"},"actions":[{"type":"pointerUp","button":0}]}]}"#
        #expect(inputError { _ = try replay("scene todo\n0 play press.json\nplay touch.json\n", playing: files) }
                == #"p.trace:3:6: expected W3C pointer source "mouse" with pointerType mouse, as an earlier play line's file named it, found pointerType touch"#)
    }

    @Test("a pointer a native line presses or releases is the trace's again: a later file's source of the same id is a new pointer, spared from it")
    func aNativeLineTakesAW3CPointerBack() throws {
        let lines = try replay("scene todo\n0 play press.json\n+10 up 0 250 92\n+10 play release.json\n", playing: Self.threeRequests)
        #expect(lines == [
            "      0 ms   p0  press on t1 (long-press until 300 ms)",
            "    300 ms   p0  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow",
            "    300 ms   p0  over list: accepts, slot 0",
            "    360 ms   p0  dropped task(t1) on list at slot 0 — haptic: light, settle (spring, 200 ms)",
            "    360 ms       unchanged: reorder t1 to 0 (already so: nothing to do)",
        ], "\(lines)")
    }

    @Test("up, cancel and down of a pointer in the wrong state are errors at the pointer: a release of one never pressed, a second press")
    func pressesAndReleasesOutOfTurn() {
        #expect(inputError { try NativeTrace.parse("scene todo\n0 up 7 10 10\n", file: "p.trace") }
                == "p.trace:2:6: expected a pointer that is down (pressed by an earlier `down`), found pointer 7, which is not")
        #expect(inputError { try NativeTrace.parse("scene todo\n0 move 0 10 10\n+10 cancel 0\n", file: "p.trace") }
                == "p.trace:3:12: expected a pointer that is down (pressed by an earlier `down`), found pointer 0, which is not")
        #expect(inputError { try NativeTrace.parse("scene todo\n0 down 1 250 92\n+10 up 1\n+10 up 1\n", file: "p.trace") }
                == "p.trace:4:8: expected a pointer that is down (pressed by an earlier `down`), found pointer 1, which is not")
        #expect(inputError { try NativeTrace.parse("scene todo\n0 down 1 250 92\n+10 down 1 mouse 250 92\n", file: "p.trace") }
                == "p.trace:3:10: expected a pointer that is not down (`up`, `cancel` or `escape` ends a press), found pointer 1, already down")
    }

    @Test("coordinates beyond the scene's limit are errors at the number, so a move between two of them stays finite")
    func coordinatesBeyondTheScenesLimit() {
        #expect(inputError { try NativeTrace.parse("scene todo\n0 down 1 250 92\n+350 move 1 -1.7e308 1.7e308 over 30\n", file: "p.trace") }
                == "p.trace:3:13: expected an x coordinate from -1000000000 to 1000000000 (the scene's limit), found \"-1.7e308\"")
        #expect(inputError { try NativeTrace.parse("scene todo\n0 down 1 250 1000000000.5\n", file: "p.trace") }
                == "p.trace:2:14: expected a y coordinate from -1000000000 to 1000000000 (the scene's limit), found \"1000000000.5\"")
    }

    /// Two touches pressed at t1 and t5 and moved to the element origins Trash and Complete, left
    /// down mid-drag (the QA trial's w3c-touch.json): pointers 2 and 3, where only the replay knows.
    static let twoTouches = ["touch.json": #"{"actions": [{"type": "pointer", "id": "f1", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerMove", "duration": 0, "x": 250, "y": 92}, {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 350}, {"type": "pointerMove", "duration": 200, "origin": {"element-6066-11e4-a52e-4f735466cecf": "trash"}, "x": 0, "y": 0}, {"type": "pause", "duration": 0}]}, {"type": "pointer", "id": "f2", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerMove", "duration": 0, "x": 250, "y": 292}, {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 350}, {"type": "pointerMove", "duration": 200, "origin": {"element-6066-11e4-a52e-4f735466cecf": "complete"}, "x": 0, "y": 0}, {"type": "pause", "duration": 0}]}]}"#]

    /// A mouse pressed on t2, dragged to 650,150 and released, inside the file (the QA trial's w3c-drag.json).
    static let mouseDrag = ["drag.json": #"{"actions": [{"type": "pointer", "id": "m", "parameters": {"pointerType": "mouse"}, "actions": [{"type": "pointerMove", "duration": 0, "origin": {"element-6066-11e4-a52e-4f735466cecf": "t2"}, "x": 0, "y": 0}, {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 350}, {"type": "pointerMove", "duration": 300, "origin": "viewport", "x": 650, "y": 150}, {"type": "pointerUp", "button": 0}]}]}"#]

    @Test("up and cancel without x y of fingers a played W3C file left down at elements act where the replay has them: t1 dropped on Trash, t5's drag cancelled (up 2 was an error asking for x y)")
    func releasesWhereTheReplayHasThePointer() throws {
        let lines = try replay("scene todo\n0 play touch.json\n+10 up 2\n+10 cancel 3\n", playing: Self.twoTouches)
        #expect(Array(lines.suffix(4)) == [
            "    500 ms   p3  over complete: accepts",
            "    560 ms   p2  dropped task(t1) on trash — haptic: light, settle (spring, 200 ms)",
            "    560 ms       applied: trash t1",
            "    570 ms   p3  cancelled t5: pointerCancelled — returnToOrigin (easeInOut, 250 ms)",
        ], "\(lines)")
    }

    @Test("a move over D of a finger a played W3C file left at an element starts where the replay has it: Trash to Complete, then up drops t1 there")
    func movesFromWhereTheReplayHasThePointer() throws {
        let lines = try replay("scene todo\n0 play touch.json\n+10 move 2 650 150 over 100\n+10 up 2\n", playing: Self.twoTouches)
        #expect(Array(lines.suffix(5)) == [
            "    500 ms   p3  over complete: accepts",
            "    600 ms   p2  left trash",
            "    630 ms   p2  over complete: accepts",
            "    670 ms   p2  dropped task(t1) on complete — haptic: light, settle (spring, 200 ms)",
            "    670 ms       applied: complete t1",
        ], "\(lines)")
    }

    @Test("a release of a pointer a played W3C file pressed and released is an error at the pointer naming the file (it was taken and did nothing)")
    func releasingAPointerTheRecordingReleased() {
        #expect(inputError { _ = try replay("scene todo\n0 play drag.json\n+10 up 0 650 330\n", playing: Self.mouseDrag) }
                == "p.trace:3:8: expected a pointer that is down (pressed by an earlier `down`), found pointer 0, which is not (released by drag.json, played at line 2)")
    }

    @Test("a press of a pointer a played W3C file left down is an error at the pointer naming the file (it was taken, and cancelled the recording's drag)")
    func pressingAPointerTheRecordingPressed() {
        #expect(inputError { _ = try replay("scene todo\n0 play touch.json\n+10 down 2 touch 250 192\n+400 up 2\n", playing: Self.twoTouches) }
                == "p.trace:3:10: expected a pointer that is not down (`up`, `cancel` or `escape` ends a press), found pointer 2, already down (pressed by touch.json, played at line 2)")
    }

    @Test("a pointer a played W3C file cancelled is not down: its release is an error naming the file, and a press of it starts afresh")
    func aPointerTheRecordingCancelled() throws {
        let cancel = ["cancel.json": #"{"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerMove", "x": 250, "y": 92}, {"type": "pointerDown", "button": 0}, {"type": "pointerCancel"}]}]}"#]
        #expect(inputError { _ = try replay("scene todo\n0 play cancel.json\n+10 up 2\n", playing: cancel) }
                == "p.trace:3:8: expected a pointer that is down (pressed by an earlier `down`), found pointer 2, which is not (cancelled by cancel.json, played at line 2)")
        let lines = try replay("scene todo\n0 play cancel.json\n+10 down 2 250 142\n+10 up 2\n", playing: cancel)
        #expect(Array(lines.suffix(2)) == ["     10 ms   p2  press on t2 (long-press until 310 ms)", "     20 ms   p2  press on t2 ended: released"], "\(lines)")
    }

    @Test("a pointer a native line took back from a W3C source is new to a later file's source: its press is not swallowed as one of a button still held (t2 was not dragged)")
    func aPointerTakenBackPressesAfresh() throws {
        let files = Self.threeRequests.merging(["other.json": #"{"actions":[{"type":"pointer","id":"n","parameters":{"pointerType":"mouse"},"actions":[{"type":"pointerMove","duration":0,"x":0,"y":0,"origin":{"element-6066-11e4-a52e-4f735466cecf":"t2"}},{"type":"pointerDown","button":0},{"type":"pause","duration":350},{"type":"pointerMove","duration":300,"x":0,"y":0,"origin":{"element-6066-11e4-a52e-4f735466cecf":"complete"}},{"type":"pointerUp","button":0}]}]}"#]) { $1 }
        let lines = try replay("scene todo\n0 play press.json\n+10 up 0 250 92\n+10 play other.json\n", playing: files)
        #expect(Array(lines.suffix(2)) == [
            "   1020 ms   p0  dropped task(t2) on complete — haptic: light, settle (spring, 200 ms)",
            "   1020 ms       applied: complete t2",
        ], "\(lines)")
    }

    @Test("a played W3C file's move from the viewport leaves its pointer where the file says and up: a release of it is an error, a move over D starts there")
    func pointersMovedByAPlayedRecording() throws {
        let move = ["move.json": #"{"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerMove", "x": 700, "y": 500}]}]}"#]
        #expect(inputError { _ = try replay("scene todo\n0 play move.json\n+10 up 2\n", playing: move) }
                == "p.trace:3:8: expected a pointer that is down (pressed by an earlier `down`), found pointer 2, which is not")
        let trace = try NativeTrace.parse("scene todo\n0 play move.json\n+10 move 2 710 500 over 10\n", file: "p.trace") { options throws(InputError) in
            try WebDriverActions.parse(move[options.path]!, file: options.path)
        }
        #expect(trace.inputs == [.pointerMove(PointerEvent(pointer: PointerID(2), kind: .touch, position: Point(x: 710, y: 500), time: .milliseconds(20)))])
    }

    @Test("a finger a Linux recording leaves down is down after it, where it was: a release without x y lifts it there, a second press is an error naming the recording")
    func aContactALinuxRecordingLeavesDown() throws {
        // What an evemu or libinput recording makes: inputs, not ticks.
        let touch = Trace(file: "held.events", steps: [
            Trace.Step(line: 0, .input(.pointerDown(PointerEvent(pointer: PointerID(2), kind: .touch, position: Point(x: 250, y: 92), time: .milliseconds(0))))),
        ])
        let play = { (_: PlayOptions) throws(InputError) -> Trace in touch }
        let trace = try NativeTrace.parse("scene todo\n0 play held.events\n+10 up 2\n", file: "p.trace", play: play)
        #expect(trace.inputs.last == .pointerUp(PointerEvent(pointer: PointerID(2), kind: .touch, position: Point(x: 250, y: 92), time: .milliseconds(10))))
        #expect(inputError { try NativeTrace.parse("scene todo\n0 play held.events\n+10 down 2 250 92\n", file: "p.trace", play: play) }
                == "p.trace:3:10: expected a pointer that is not down (`up`, `cancel` or `escape` ends a press), found pointer 2, already down (pressed by held.events, played at line 2)")
    }

    /// A touch pressed on t1 and dragged a little, then Escape from a W3C key source: the touch stays down (button 0 held).
    static let escapedTouch = ["escape.json": #"{"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerMove", "x": 250, "y": 92}, {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 350}, {"type": "pointerMove", "x": 250, "y": 200}, {"type": "pause"}]}, {"type": "key", "id": "k", "actions": [{"type": "pause"}, {"type": "pause"}, {"type": "pause"}, {"type": "pause"}, {"type": "keyDown", "value": "\uE00C"}]}]}"#]

    @Test("a pointer down at an Escape may be pressed again without an up (the engine forgot its press: a new press, not a press again), and its up after the Escape is taken too")
    func aPointerDownAtAnEscape() throws {
        let pressedAgain = try replay("scene todo\n0 down 1 250 92\n+400 escape\n+10 down 1 250 142\n+10 up 1\n", playing: [:])
        #expect(pressedAgain == [
            "      0 ms   p1  press on t1 (long-press until 300 ms)",
            "    300 ms   p1  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow",
            "    300 ms   p1  over list: accepts, slot 0",
            "    400 ms   p1  cancelled t1: escape — returnToOrigin (easeInOut, 250 ms)",
            "    410 ms   p1  press on t2 (long-press until 710 ms)",
            "    420 ms   p1  press on t2 ended: released",
        ], "\(pressedAgain)")
        let lifted = try replay("scene todo\n0 down 1 250 92\n+400 escape\n+10 up 1\n+10 down 1 250 142\n", playing: [:])
        #expect(lifted == Array(pressedAgain.prefix(4)) + ["    420 ms   p1  press on t2 (long-press until 720 ms)"], "\(lifted)")
    }

    @Test("after an Escape, a pointer pressed again is down as any other: a second down is an error, and so is an up after its up")
    func aPointerPressedAgainAfterAnEscape() {
        #expect(inputError { try NativeTrace.parse("scene todo\n0 down 1 250 92\n+400 escape\n+10 down 1 250 142\n+10 down 1 250 192\n", file: "p.trace") }
                == "p.trace:5:10: expected a pointer that is not down (`up`, `cancel` or `escape` ends a press), found pointer 1, already down")
        #expect(inputError { try NativeTrace.parse("scene todo\n0 down 1 250 92\n+400 escape\n+10 up 1\n+10 up 1\n", file: "p.trace") }
                == "p.trace:5:8: expected a pointer that is down (pressed by an earlier `down`), found pointer 1, which is not")
        // A pointer pressed after the Escape is not touched by it.
        #expect(inputError { try NativeTrace.parse("scene todo\n0 escape\n+10 down 1 250 92\n+10 down 1 250 142\n", file: "p.trace") }
                == "p.trace:4:10: expected a pointer that is not down (`up`, `cancel` or `escape` ends a press), found pointer 1, already down")
    }

    @Test("an Escape in a played W3C file ends the press of a finger it holds: a native down of that finger after it is a new press, and its up is taken")
    func anEscapeInAPlayedRecording() throws {
        let pressed = try replay("scene todo\n0 play escape.json\n+10 down 2 250 142\n+10 up 2\n", playing: Self.escapedTouch)
        #expect(Array(pressed.suffix(3)) == [
            "    350 ms   p2  cancelled t1: escape — returnToOrigin (easeInOut, 250 ms)",
            "    360 ms   p2  press on t2 (long-press until 660 ms)",
            "    370 ms   p2  press on t2 ended: released",
        ], "\(pressed)")
        let lifted = try replay("scene todo\n0 play escape.json\n+10 up 2\n", playing: Self.escapedTouch)
        #expect(lifted.last == "    350 ms   p2  cancelled t1: escape — returnToOrigin (easeInOut, 250 ms)", "\(lifted)")
    }
}
