import Foundation
import Testing

/// Inputs that once killed the command (found by fuzzing, issue 19), run through it: each now
/// replays or is refused with exit 2 and its place, and `check` goes on to the next file.
@Suite("Crash regressions, through the command")
struct CrashRegressionTests {
    /// The todo scene's receivers and sources with `edit` applied, written beside a trace that
    /// names it; returns the trace's path.
    static func sceneAndTrace(_ name: String, scene: String, trace: String) throws -> String {
        let folder = URL(fileURLWithPath: try temporaryPath(name)).deletingLastPathComponent()
        try scene.write(to: folder.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
        let tracePath = folder.appendingPathComponent("\(name).trace").path
        try "scene \(name).json\n\(trace)".write(toFile: tracePath, atomically: true, encoding: .utf8)
        return tracePath
    }

    static let completeT1 = "0 down 1 touch 250 92\n+350 move 1 650 150 over 300\n+100 up 1\nexpect action complete t1\n"

    static func scene(name: String, tasks: Int = 5, rows: String = #""x": 30, "y": 70, "width": 440, "height": 44, "pitch": 50"#,
                      extraReceiver: String = "", sourceID: String = "add") -> String {
        let items = (1...tasks).map { #"{"id": "t\#($0)", "title": "Task \#($0)"}"# }.joined(separator: ", ")
        return """
        {"name": "\(name)", "viewport": {"width": 800, "height": 600},
         "lists": [{"id": "inbox", "title": "Inbox", "tasks": [\(items)]}],
         "receivers": [
          {"id": "list", "frame": {"x": 20, "y": 60, "width": 460, "height": 520}, "role": {"list": "inbox"}, "accepts": ["task", "addNew"],
           "rows": {\(rows), "z": 1, "activation": "longPress"}},\(extraReceiver)
          {"id": "complete", "frame": {"x": 540, "y": 80, "width": 220, "height": 140}, "role": "complete", "accepts": ["task"]}],
         "sources": [{"id": "\(sourceID)", "frame": {"x": 540, "y": 460, "width": 220, "height": 100}, "payload": "addNew", "activation": {"distance": 4}}]}
        """
    }

    @Test("rows 1e9 points apart with 19 tasks, then complete t1: the rows past the grid's edge move without a trap")
    func farRowsReplay() throws {
        let trace = try Self.sceneAndTrace("far", scene: Self.scene(name: "far", tasks: 19, rows: #""x": 30, "y": 70, "width": 440, "height": 44, "pitch": 1000000000"#),
                                           trace: Self.completeT1 + "expect completed 1\n")
        let result = try dragtoact("replay", trace)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Completed (1): Task 1"))
        #expect(try dragtoact("check", trace).status == 0)
    }

    @Test("two receivers laying out one list's rows: exit 2 naming the second, and check goes on to the next file")
    func twoReceiversOneList() throws {
        let second = #"""

          {"id": "list2", "frame": {"x": 20, "y": 400, "width": 460, "height": 100}, "role": {"list": "inbox"}, "accepts": ["task"],
           "rows": {"x": 30, "y": 410, "width": 440, "height": 44, "pitch": 50, "z": 1, "activation": "longPress"}},
        """#
        let trace = try Self.sceneAndTrace("two", scene: Self.scene(name: "two", extraReceiver: second), trace: Self.completeT1)
        let folder = URL(fileURLWithPath: trace).deletingLastPathComponent().path
        let result = try dragtoact("replay", trace)
        #expect(result == Outcome(status: 2, stdout: "", stderr: #"""
            dragtoact: \#(folder)/two.json: receivers[1].rows: expected rows of a list no other receiver lays out (a task's row is its drag source), found list "inbox", whose rows receiver "list" already lays out

            """#))
        let checked = try dragtoact("check", trace, "Demo/traces/complete.trace")
        #expect(checked.status == 2)
        #expect(checked.stdout.hasPrefix("ERROR \(folder)/two.json: receivers[1].rows: "), "\(checked.stdout)")
        #expect(checked.stdout.contains("pass Demo/traces/complete.trace (4 expectations)"), "\(checked.stdout)")
    }

    @Test("a source named like a minted task id (new-1): exit 2 naming it, before any drop")
    func sourceWithAMintedID() throws {
        let trace = try Self.sceneAndTrace("minted", scene: Self.scene(name: "minted", sourceID: "new-1"), trace: Self.completeT1)
        #expect(try dragtoact("replay", trace) == Outcome(status: 2, stdout: "", stderr: """
            dragtoact: \(URL(fileURLWithPath: trace).deletingLastPathComponent().path)/minted.json: sources[0].id: expected a source id not of the form new-N (Add New gives new tasks those ids), found "new-1"

            """))
    }

    @Test("a store holding a task whose id is a scene source's: exit 2 naming the clash, the store unchanged")
    func storeTaskClashesWithASource() throws {
        let store = try temporaryPath("board.db")
        // The todo scene's Add New source is "add"; a scene whose task is called "add" creates the store.
        // It has the todo scene's lists, so the store is one the todo scene may use.
        let clashScene = Self.scene(name: "clash", sourceID: "other").replacingOccurrences(of: #""id": "t2""#, with: #""id": "add""#)
            .replacingOccurrences(of: #""lists": ["#, with: #""lists": [{"id": "today"}, {"id": "upcoming"}, "#)
        let clash = try Self.sceneAndTrace("clash", scene: clashScene, trace: "pause 10\n")
        #expect(try dragtoact("replay", clash, "--store", store).status == 0)
        let before = try dragtoact("show", "--store", store, "--json").stdout
        let result = try dragtoact("replay", "Demo/traces/complete.trace", "--store", store)
        #expect(result.status == 2)
        #expect(result.stderr.contains(#""add""#), "\(result.stderr)")
        #expect(try dragtoact("show", "--store", store, "--json").stdout == before)
    }
}
