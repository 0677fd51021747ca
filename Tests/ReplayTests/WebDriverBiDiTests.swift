import DropEngine
import DropGeometry
import Replay
import Runtime
import Testing

/// WebDriver BiDi's `input.performActions` and `input.releaseActions`, as a log of a BiDi
/// session's WebSocket holds them, one message a line, among other commands, responses and events.
@Suite("WebDriver BiDi input actions")
struct WebDriverBiDiTests {
    /// Buy milk pressed by its shared id, held past the long-press, moved onto Trash; released
    /// only by `input.releaseActions`. Other messages around it, as a session's log has them.
    static let log = """
    {"id":1,"method":"session.new","params":{"capabilities":{}}}
    {"type":"success","id":1,"result":{"sessionId":"s1","capabilities":{}}}
    {"id":2,"method":"input.performActions","params":{"context":"c1","actions":[{"type":"pointer","id":"mouse","actions":[{"type":"pointerMove","x":0,"y":0,"origin":{"type":"element","element":{"sharedId":"t1"}}},{"type":"pointerDown","button":0},{"type":"pause","duration":350},{"type":"pointerMove","duration":100,"x":0,"y":0,"origin":{"type":"element","element":{"sharedId":"trash","handle":"h7"}}}]}]}}
    {"type":"success","id":2,"result":{}}
    {"type":"event","method":"log.entryAdded","params":{"level":"info"}}
    {"id":3,"method":"input.releaseActions","params":{"context":"c1"}}
    {"type":"success","id":3,"result":{}}
    """

    @Test("a BiDi session's log replays its input commands: shared-id origins, the drop made by input.releaseActions; other messages are passed over and counted in one warning")
    func aSessionLogReplays() throws {
        let trace = try WebDriverActions.parse(Self.log, file: "bidi.jsonl")
        #expect(trace.warnings == ["bidi.jsonl: 5 WebDriver BiDi messages other than input.performActions and input.releaseActions passed over (session.new, response, log.entryAdded)"])
        var replayer = try Replayer(trace: trace, scene: .todo)
        var lines: [String] = []
        try replayer.runToEnd { lines.append($0.textLine) }
        #expect(lines.first == "      0 ms   p0  press on t1 (long-press until 300 ms)")
        #expect(Array(lines.suffix(3)) == [
            "    430 ms   p0  over trash: accepts",
            "    450 ms   p0  dropped task(t1) on trash — haptic: light, settle (spring, 200 ms)",
            "    450 ms       applied: trash t1",
        ], "\(lines)")
        #expect(replayer.runtime.board.trashed.map(\.id) == ["t1"])
    }

    @Test("input.releaseActions forgets every source: the same id may come back as a touch, from the origin, and a button it never pressed is not released")
    func releaseActionsForgetsTheSources() throws {
        let text = """
        {"context":"c1","actions":[{"type":"pointer","id":"p","actions":[{"type":"pointerMove","x":250,"y":92},{"type":"pointerDown","button":0},{"type":"pointerDown","button":2}]}]}
        {"id":9,"method":"input.releaseActions","params":{"context":"c1"}}
        {"context":"c1","actions":[{"type":"pointer","id":"p","parameters":{"pointerType":"touch"},"actions":[{"type":"pointerMove","origin":"pointer","x":250,"y":142},{"type":"pointerDown","button":0},{"type":"pointerUp","button":0}]}]}
        """
        var replayer = try Replayer(trace: try WebDriverActions.parse(text, file: "r.jsonl", viewport: Size(width: 800, height: 600), startsAtOrigin: true), scene: .todo)
        var lines: [String] = []
        try replayer.runToEnd { lines.append($0.textLine) }
        #expect(lines == [
            "      0 ms   p0  press on t1 (long-press until 300 ms)",
            "      0 ms   p0  press on t1 ended: released",
            "      0 ms   p2  press on t2 (long-press until 300 ms)",
            "      0 ms   p2  press on t2 ended: released",
        ], "\(lines)")
    }

    @Test("input.releaseActions over the trace's input limit says how many inputs its release makes (one per source), not \"one more\"")
    func releaseActionsOverTheLimit() {
        let log = """
        {"id":1,"method":"input.performActions","params":{"context":"c1","actions":[{"type":"pointer","id":"p","actions":[{"type":"pointerDown","button":0},{"type":"pointerMove","duration":9999980,"x":5,"y":5}]},{"type":"key","id":"k","actions":[{"type":"pause"}]}]}}
        {"id":2,"method":"input.releaseActions","params":{"context":"c1"}}
        """
        #expect(inputError { try WebDriverActions.parse(log, file: "bidi.jsonl") }
                == "bidi.jsonl:2: (top level): expected at most 1000000 inputs in a trace, found a release of all 2 input sources, which would make 1000001")
    }

    @Test("a BiDi body is read as BiDi's CDDL says: no pointerCancel, element origins by shared id only, and a context")
    func bidiBodiesAreChecked() {
        func error(_ text: String) -> String? { inputError { try WebDriverActions.parse(text, file: "b.json") } }
        #expect(error(#"{"context":"c","actions":[{"type":"pointer","id":"m","actions":[{"type":"pointerCancel"}]}]}"#)
                == #"b.json: actions[0].actions[0].type: expected "pause", "pointerDown", "pointerUp" or "pointerMove" (WebDriver BiDi has no pointerCancel), found "pointerCancel""#)
        #expect(error(#"{"context":"c","actions":[{"type":"pointer","id":"m","actions":[{"type":"pointerMove","x":0,"y":0,"origin":{"element-6066-11e4-a52e-4f735466cecf":"t1"}}]}]}"#)
                == #"b.json: actions[0].actions[0].origin: expected a WebDriver BiDi element origin {"type": "element", "element": {"sharedId": id}}, found an object"#)
        #expect(error(#"{"context":"c","actions":[{"type":"pointer","id":"m","actions":[{"type":"pointerMove","x":0,"y":0,"origin":{"type":"element","element":{"handle":"h"}}}]}]}"#)
                == #"b.json: actions[0].actions[0].origin.element.sharedId: expected a value ("sharedId" is required), found nothing"#)
        #expect(error(#"{"id":4,"method":"input.performActions","params":{"actions":[]}}"#) == #"b.json: params.context: expected a value ("context" is required), found nothing"#)
        #expect(error(#"{"id":4,"method":"input.performActions","params":[]}"#) == "b.json: params: expected an object (input.performActions parameters), found an array")
        // A BiDi origin sent in a classic body is refused, as wpt's test_invalid_element_origin says.
        #expect(error(#"{"actions":[{"type":"pointer","id":"m","actions":[{"type":"pointerMove","x":0,"y":0,"origin":{"type":"element","element":{"sharedId":"t1"}}}]}]}"#)
                == #"b.json: actions[0].actions[0].origin: expected an element reference (an object holding "element-6066-11e4-a52e-4f735466cecf"), found a WebDriver BiDi element origin, which a BiDi body takes (one with "context", or input.performActions' params)"#)
    }
}
