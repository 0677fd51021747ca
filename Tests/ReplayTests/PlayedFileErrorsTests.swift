import DropEngine
import DropGeometry
import Runtime
import Testing
@testable import Replay

/// Errors in a recording a native trace's `play` line played name that line: a trace may play one
/// file at two lines (chromedriver's requests, replayed so), and the file's own place alone left
/// the reader guessing which play failed.
@Suite("Native trace: errors of played files")
struct PlayedFileErrorsTests {
    /// A mouse pressed on t1's row (an element origin) and dropped on Complete, by a W3C file.
    static let elementDrag = #"""
        {"actions":[{"type":"pointer","id":"m","actions":[
         {"type":"pointerMove","x":0,"y":0,"origin":{"element-6066-11e4-a52e-4f735466cecf":"t1"}},
         {"type":"pointerDown","button":0},{"type":"pause","duration":350},
         {"type":"pointerMove","x":650,"y":150,"duration":100},{"type":"pointerUp","button":0}]}]}
        """#

    /// `trace` parsed as `p.trace`, its `play` lines reading W3C actions from `files`.
    static func parse(_ trace: String, playing files: [String: String]) throws -> Trace {
        try NativeTrace.parse(trace, file: "p.trace") { options throws(InputError) in
            try WebDriverActions.parse(files[options.path]!, file: options.path)
        }
    }

    /// The event lines of replaying `trace` (see ``parse(_:playing:)``) to its end.
    static func replay(_ trace: String, playing files: [String: String]) throws -> [String] {
        var replayer = try Replayer(trace: try parse(trace, playing: files), scene: .todo)
        var lines: [String] = []
        try replayer.runToEnd { lines.append($0.textLine) }
        return lines
    }

    /// The error that stopped `body`: an input error, or one the replay met as it ran (``RuntimeError/layout(_:)``).
    static func replayError(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch RuntimeError.layout(let error) {
            return error.description
        } catch {
            return "not an input error: \(error)"
        }
    }

    @Test("a W3C file played twice whose element is gone the second time: the error names the play line that ran it (line 4, not 2)")
    func anElementGoneNamesTheSecondPlayLine() {
        let trace = "scene todo\n0 play el-t1.json\nexpect action complete t1\n+10 play el-t1.json\nexpect no action\n"
        #expect(Self.replayError { _ = try Self.replay(trace, playing: ["el-t1.json": Self.elementDrag]) }
                == #"el-t1.json: actions[0].actions[0].origin.element-6066-11e4-a52e-4f735466cecf: expected the id of a receiver, source or task row on the board when this action runs (no such element), found "t1" (played by p.trace:4)"#)
    }

    @Test("a W3C file that does not read, played at line 3 after a good one at line 2: the error names line 3, and the error value holds it")
    func aFileThatDoesNotReadNamesItsPlayLine() {
        let bad = #"{"actions":[{"type":"pointer","id":"m","actions":[{"type":"pointerDown"}]}]}"#
        let files = ["el-t1.json": Self.elementDrag, "bad.json": bad]
        let trace = "scene todo\n0 play el-t1.json\n+10 play bad.json\n"
        #expect(inputError { try Self.parse(trace, playing: files) }
                == #"bad.json: actions[0].actions[0].button: expected a value ("button" is required; --lenient takes a missing one as 0), found nothing (played by p.trace:3)"#)
        do {
            _ = try Self.parse(trace, playing: files)
            Issue.record("parsed")
        } catch let error as InputError {
            #expect(error.file == "bad.json")
            #expect(error.playedBy == InputError.PlayLine(file: "p.trace", line: 3))
        } catch {
            Issue.record("not an input error: \(error)")
        }
    }

    @Test("an error of the trace at its play line (a recording that cannot be read) names no play line: its place is the line already")
    func theTracesOwnErrorAtAPlayLineNamesNone() {
        let trace = "scene todo\n0 play gone.json\n"
        #expect(inputError {
            try NativeTrace.parse(trace, file: "p.trace") { options throws(InputError) in
                throw InputError(file: "p.trace", location: .path(""), expected: "a recording to play", found: "\"gone.json\", which cannot be read")
            }
        } == #"p.trace:2:8: expected a recording to play, found "gone.json", which cannot be read"#)
    }

    @Test("a W3C file replayed on its own names no play line when its element is gone")
    func aFileReplayedOnItsOwnNamesNone() throws {
        let twice = #"[{"actions":[{"type":"pointer","id":"m","actions":[{"type":"pointerMove","x":0,"y":0,"origin":{"element-6066-11e4-a52e-4f735466cecf":"t1"}},{"type":"pointerDown","button":0},{"type":"pause","duration":350},{"type":"pointerMove","x":650,"y":150,"duration":100},{"type":"pointerUp","button":0}]}]},{"actions":[{"type":"pointer","id":"m","actions":[{"type":"pointerMove","x":0,"y":0,"origin":{"element-6066-11e4-a52e-4f735466cecf":"t1"}}]}]}]"#
        let trace = try WebDriverActions.parse(twice, file: "twice.json")
        #expect(Self.replayError { var replayer = try Replayer(trace: trace, scene: .todo); try replayer.runToEnd() }
                == #"twice.json: [1].actions[0].actions[0].origin.element-6066-11e4-a52e-4f735466cecf: expected the id of a receiver, source or task row on the board when this action runs (no such element), found "t1""#)
    }

    @Test("InputError's description ends with the play line, its file spelled as the place is (a line feed in the name shown as \\u{A})")
    func theDescriptionNamesThePlayLine() {
        let error = InputError(file: "s.events", location: .text(line: 42, column: 4), expected: "a time", found: "\"x\"",
                               playedBy: InputError.PlayLine(file: "a\nb.trace", line: 2))
        #expect(error.description == #"s.events:42:4: expected a time, found "x" (played by a\u{A}b.trace:2)"#)
    }

    /// A mouse pressed on t1 (an element origin) and left down; then, as a later request, moved
    /// 10 points down from where it is (`origin: "pointer"`) and released.
    static let pressThenRelative = [
        "press.json": #"{"actions":[{"type":"pointer","id":"mouse","parameters":{"pointerType":"mouse"},"actions":[{"type":"pointerMove","duration":0,"x":0,"y":0,"origin":{"element-6066-11e4-a52e-4f735466cecf":"t1"}},{"type":"pointerDown","button":0},{"type":"pause","duration":350}]}]}"#,
        "nudge.json": #"{"actions":[{"type":"pointer","id":"mouse","actions":[{"type":"pointerMove","duration":0,"x":0,"y":10,"origin":"pointer"},{"type":"pointerUp","button":0}]}]}"#,
    ]

    @Test("a native move of a pointer a played W3C file left down is where a later file's origin \"pointer\" starts from: the nudge 10 points down releases it at 650,160 over Complete, after a move over D and after a plain move alike")
    func aNativeMoveIsWhereALaterPointerOriginStarts() throws {
        for move in ["+10 move 0 650 150 over 100", "+10 move 0 650 150"] {
            let trace = try Self.parse("scene todo\n0 play press.json\n\(move)\n+10 play nudge.json\nexpect action complete t1\n", playing: Self.pressThenRelative)
            let inputs = try trace.inputs(on: .todo)
            #expect(inputs.suffix(2) == [
                .pointerMove(PointerEvent(pointer: PointerID(0), kind: .mouse, position: Point(x: 650, y: 160), time: .milliseconds(move.contains("over") ? 470 : 370))),
                .pointerUp(PointerEvent(pointer: PointerID(0), kind: .mouse, position: Point(x: 650, y: 160), time: .milliseconds(move.contains("over") ? 470 : 370))),
            ], "\(move): \(inputs)")
            var replayer = try Replayer(trace: trace, scene: .todo)
            try replayer.runToEnd()
            #expect(replayer.failures.isEmpty, "\(move): \(replayer.failures)")
        }
    }
}
