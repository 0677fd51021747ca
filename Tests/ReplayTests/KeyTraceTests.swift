import DropEngine
import Replay
import Runtime
import Testing

/// The keyboard in traces: native `key` statements, and W3C key sources mapped to keyboard drags.
@Suite("Keys in traces")
struct KeyTraceTests {
    @Test("key statements parse to key inputs at their times, with errors that name what was expected")
    func nativeKeys() throws {
        let trace = try NativeTrace.parse("""
        scene todo
        0    key focus t3
        +10  key pickup
        +10  key next
        +10  key previous
        +10  key activate
        +10  key drop
        +10  key cancel
        +10  key target trash
        +10  key target "my list"
        """, file: "k.trace")
        func key(_ input: KeyInput, _ ms: Int64) -> DragInput { .key(input, at: .milliseconds(ms)) }
        #expect(trace.inputs == [key(.focus("t3"), 0), key(.pickUp, 10), key(.next, 20), key(.previous, 30), key(.activate, 40),
                                 key(.drop, 50), key(.cancel, 60), key(.target("trash"), 70), key(.target("my list"), 80)])
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "bad.trace") } }
        #expect(error("0 key jump") == #"bad.trace:1:7: expected a key command (focus ID, pickup, next, previous, drop, cancel, activate, target RECEIVER), found "jump""#)
        #expect(error("0 key focus") == "bad.trace:1:12: expected a source id, found the end of the line")
        #expect(error("0 key") == "bad.trace:1:6: expected a key command (focus ID, pickup, next, previous, drop, cancel, activate, target RECEIVER), found the end of the line")
        #expect(error("0 key next now") == #"bad.trace:1:12: expected the end of the line, found "now""#)
        #expect(error("0 key target") == "bad.trace:1:13: expected a receiver id, found the end of the line")
        #expect(error("0 key target trash now") == #"bad.trace:1:20: expected the end of the line, found "now""#)
    }

    @Test("key target naming a receiver the scene lacks is an error at its column: parsed with the scene's names, or as the line runs")
    func targetOfAnUnknownReceiver() throws {
        let parsed = inputError { try NativeTrace.parse("scene todo\n0 key focus t1\n+10 key pickup\n+10 key target bin\n", file: "k.trace",
                                                        names: SceneNames(.todo)) }
        #expect(parsed == #"k.trace:4:16: expected a receiver of the scene (list, complete, trash), found "bin""#)
        let quoted = inputError { try NativeTrace.parse("0 key target \"tr ash\"\n", file: "k.trace", names: SceneNames(.todo)) }
        #expect(quoted == #"k.trace:1:14: expected a receiver of the scene (list, complete, trash), found "tr ash""#)
        #expect(throws: RuntimeError.layout(InputError(file: "k.trace", location: .text(line: 3, column: 16),
                                                       expected: "a receiver of the scene", found: "\"bin\""))) {
            try replay("0 key focus t1\n+10 key pickup\n+10 key target bin\n", file: "k.trace")
        }
        // Carrying nothing, it is caught all the same: the engine rejects a receiver it lacks either way.
        #expect(throws: RuntimeError.layout(InputError(file: "k.trace", location: .text(line: 1, column: 14),
                                                       expected: "a receiver of the scene", found: "\"bin\""))) {
            try replay("0 key target bin\n", file: "k.trace")
        }
    }

    @Test("key target goes straight to Trash as key next would land there, and a refused one is printed saying why")
    func targetInATrace() throws {
        let replayed = try replay("0 key focus t1\n+10 key pickup\n+10 key target trash\n+10 key drop\n"
                                  + "+10 key focus add\n+10 key pickup\n+10 key target complete\n+10 key cancel\n", file: "k.trace")
        #expect(replayed.events.map(\.textLine) == [
            "     10 ms  key  press on t1",
            "     10 ms  key  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow",
            "     10 ms  key  over list: accepts, slot 0",
            "     20 ms  key  left list",
            "     20 ms  key  over trash: accepts",
            "     30 ms  key  dropped task(t1) on trash — haptic: light, settle (spring, 200 ms)",
            "     30 ms       applied: trash t1",
            "     50 ms  key  press on add",
            "     50 ms  key  drag started: add — haptic: medium, lift, opacity 0.7, shadow",
            "     50 ms  key  over list: accepts, slot 4",
            #"     60 ms  key  input rejected: no target in "complete": it refuses the drag (does not accept addNew)"#,
            "     70 ms  key  cancelled add: escape — returnToOrigin (easeInOut, 250 ms)",
        ])
    }

    @Test("key focus on a source the board lacks as the line runs stops the replay at the id's column; a scene source and a row focus")
    func focusOnAnUnknownSource() throws {
        #expect(throws: RuntimeError.layout(InputError(file: "k.trace", location: .text(line: 2, column: 15),
                                                       expected: "a source on the board as the line runs (a task's row, or a scene source)",
                                                       found: "\"t9\""))) {
            try replay("0 key focus t1\n+10 key focus t9\n+10 key pickup\n", file: "k.trace")
        }
        // t1 trashed by the drag: its row is gone by the time the focus line runs.
        #expect(throws: RuntimeError.layout(InputError(file: "k.trace", location: .text(line: 5, column: 19),
                                                       expected: "a source on the board as the line runs (a task's row, or a scene source)",
                                                       found: "\"t1\""))) {
            try replay("0 key focus t1\n0 down 1 touch 250 92\n+350 move 1 650 330\n+100 up 1\n+10   key focus   t1\n", file: "k.trace")
        }
        let replayed = try replay("0 key focus add\n+10 key pickup\n+10 key focus t2\nexpect drag add\n", file: "k.trace")
        #expect(replayed.failures == [])
    }

    @Test("key focus on a task hidden inside a collapsed folder stops the replay saying which folder hides it")
    func focusOnAHiddenTask() throws {
        #expect(throws: RuntimeError.layout(InputError(file: "k.trace", location: .text(line: 1, column: 13),
                                                       expected: "a source on the board as the line runs (a task's row, or a scene source)",
                                                       found: #""b1", hidden inside collapsed folder "fb""#))) {
            try replay("0 key focus b1\n", scene: Scene.builtIn("files")!, file: "k.trace")
        }
    }

    /// Plays `actions` (W3C JSON) from a native trace that first puts the keyboard on `focus`.
    func playKeys(_ actions: String, focus: String) throws -> [RuntimeEvent] {
        let trace = try NativeTrace.parse("scene todo\n0 key focus \(focus)\n+10 play keys.json\n", file: "k.trace") { options throws(InputError) in
            try WebDriverActions.parse(actions, file: options.path)
        }
        var replayer = try Replayer(trace: trace, scene: .todo)
        var events: [RuntimeEvent] = []
        try replayer.runToEnd { events.append($0) }
        return events
    }

    @Test("W3C keys: Enter picks up, ArrowDown and Tab go on, Shift+Tab goes back, Space drops; keyUps and other keys do nothing")
    func webDriverKeys() throws {
        let events = try playKeys("""
        {"actions": [{"type": "key", "id": "keyboard", "actions": [
          {"type": "keyDown", "value": "\\uE007"}, {"type": "keyUp", "value": "\\uE007"},
          {"type": "keyDown", "value": "\\uE015"}, {"type": "keyDown", "value": "\\uE004"},
          {"type": "keyDown", "value": "a"},
          {"type": "keyDown", "value": "\\uE008"}, {"type": "keyDown", "value": "\\uE004"}, {"type": "keyUp", "value": "\\uE008"},
          {"type": "keyDown", "value": "\\uE004"},
          {"type": "keyDown", "value": " "}]}]}
        """, focus: "t1")
        #expect(events.map(\.textLine) == [
            "     10 ms  key  press on t1",
            "     10 ms  key  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow",
            "     10 ms  key  over list: accepts, slot 0",
            "     10 ms  key  over list: slot 2",
            "     10 ms  key  over list: slot 3",
            "     10 ms  key  over list: slot 2",
            "     10 ms  key  over list: slot 3",
            "     10 ms  key  dropped task(t1) on list at slot 3 — haptic: light, settle (spring, 200 ms)",
            "     10 ms       applied: reorder t1 to 3",
        ])
    }

    @Test("W3C keys: the left and the right Shift are two keys: Tab goes back while either is held, forward once both are up; a keyUp of a Shift never pressed releases no other")
    func webDriverBothShifts() throws {
        let events = try playKeys("""
        [{"type": "key", "id": "k", "actions": [
          {"type": "keyDown", "value": " "},
          {"type": "keyDown", "value": "\\uE008"}, {"type": "keyDown", "value": "\\uE050"}, {"type": "keyUp", "value": "\\uE008"},
          {"type": "keyDown", "value": "\\uE004"},
          {"type": "keyUp", "value": "\\uE008"}, {"type": "keyDown", "value": "\\uE004"},
          {"type": "keyUp", "value": "\\uE050"}, {"type": "keyDown", "value": "\\uE004"},
          {"type": "keyDown", "value": "\\uE00C"}]}]
        """, focus: "t3")
        #expect(events.map(\.textLine) == [
            "     10 ms  key  press on t3",
            "     10 ms  key  drag started: t3 — haptic: medium, lift, opacity 0.7, shadow",
            "     10 ms  key  over list: accepts, slot 2",
            "     10 ms  key  over list: slot 1",
            "     10 ms  key  over list: slot 0",
            "     10 ms  key  over list: slot 1",
            "     10 ms  key  cancelled t3: escape — returnToOrigin (easeInOut, 250 ms)",
        ])
    }

    @Test("W3C keys: the arrow keys up and left go back through no target; Escape cancels the keyboard drag")
    func webDriverArrowsAndEscape() throws {
        let events = try playKeys("""
        [{"type": "key", "id": "k", "actions": [
          {"type": "keyDown", "value": "\\uE00D"}, {"type": "keyDown", "value": "\\uE013"}, {"type": "keyDown", "value": "\\uE012"},
          {"type": "keyDown", "value": "\\uE00C"}]}]
        """, focus: "t1")
        #expect(events.map(\.textLine).suffix(3) == [
            "     10 ms  key  left list",
            "     10 ms  key  over trash: accepts",
            "     10 ms  key  cancelled t1: escape — returnToOrigin (easeInOut, 250 ms)",
        ])
    }
}
