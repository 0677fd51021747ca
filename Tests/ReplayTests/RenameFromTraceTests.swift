import Replay
import Runtime
import TaskModel
import Testing

/// `rename ID "TITLE" from "OLD"`: the app's rename given with the title its editor opened with,
/// refused when the node is titled otherwise by then.
@Suite("Trace lines renaming from the title the editor opened with")
struct RenameFromTraceTests {
    @Test("rename ID TITLE from OLD reads the title the editor opened with, quoted or bare, empty too; rename ID TITLE reads none, as before; each prints as it reads")
    func fromIsRead() throws {
        let trace = try NativeTrace.parse(#"""
            +10 rename h2 "At home" from Home
            +10 rename d1 "Fix ""login""" from ""
            +10 rename d1 from
            """#, file: "r.trace")
        #expect(trace.steps.map(\.kind) == [
            .rename("h2", title: "At home", from: "Home", at: .milliseconds(10)),
            .rename("d1", title: #"Fix "login""#, from: "", at: .milliseconds(20)),
            .rename("d1", title: "from", at: .milliseconds(30)),
        ])
        #expect(trace.steps.map(\.description) == [
            #"line 1, column 12: rename h2 "At home" from "Home" at 10 ms"#,
            #"line 2, column 12: rename d1 "Fix ""login""" from "" at 20 ms"#,
            #"line 3, column 12: rename d1 "from" at 30 ms"#,
        ])
    }

    @Test("a word after the title other than from, from without a title, and an open quote after it are errors at their columns")
    func badFromIsAnError() {
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "bad.trace") } }
        #expect(error("+5 rename t1 Milk now") == #"bad.trace:1:19: expected from and the title the editor opened with, or the end of the line, found "now""#)
        #expect(error("+5 rename t1 Milk from") == "bad.trace:1:23: expected the title the editor opened with (in quotes when it holds spaces), found the end of the line")
        #expect(error(#"+5 rename t1 Milk from "Buy"#) == #"bad.trace:1:24: expected a title ending with a closing ", found no closing " on the line"#)
        #expect(error("+5 rename t1 Milk from Buy milk") == #"bad.trace:1:28: expected the end of the line, found "milk""#)
    }

    @Test("replayed: a rename from the title the node has is applied; one from the title it had before is rejected naming the title now, and nothing changes")
    func replayedFromIsTheCondition() throws {
        let replayed = try replay("""
            +100 rename h2 "At home" from Home
            expect action rename h2
            +100 rename h2 "Home again" from Home
            expect no action
            expect title h2 "At home"
            """, scene: Scene.builtIn("documents")!, file: "r.trace")
        #expect(replayed.failures.isEmpty, "\(replayed.failures)")
        #expect(replayed.events.map(\.textLine) == [
            #"    100 ms       applied: rename h2 to "At home""#,
            #"    200 ms       rejected: rename h2 to "Home again" (task "h2" was renamed to "At home" since)"#,
        ])
    }
}
