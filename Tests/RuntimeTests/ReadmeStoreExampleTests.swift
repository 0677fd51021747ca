import DropEngine
import Foundation
import Runtime
import TaskModel
import TaskStore
import TimeZones
import Testing

@Suite("The README's store example")
struct ReadmeStoreExampleTests {
    /// The README's lines, as the test below runs them.
    static let lines = """
        let time = DropTime(now: UnixTime(milliseconds: nowMs), calendar: berlin)
        let meaning = try DropMeaning(intent: intent, role: .moveTo("today"))   // the engine's drop on Today's tab
        try store.apply { board throws(TaskRejection) in try meaning.action(on: board, at: time) }  // decided in the transaction
        let undone = try store.undo()                 // .travelled(step "move t1 to today"), .refused(why) or .nothing
        """

    @Test("the README's store example compiles and moves t1 to Today, dated the start of the Berlin day, then undoes it")
    func storeExampleRuns() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md"), encoding: .utf8)
        #expect(readme.contains(Self.lines))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("readme-store-\(getpid()).db").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let store = try TaskStore(path: path, initialTasks: [(id: "t1", title: "Buy milk", list: "inbox", parent: nil, kind: .task)])
        let berlin = TimeZoneCalendar(identifier: "Europe/Berlin")!
        let nowMs: Int64 = 1_795_303_800_000 // 2026-11-21T23:30:00Z: 00:30 on the 22nd in Berlin
        let intent = DropIntent(payload: Payload(kind: .task, objectID: "t1"), source: "t1", location: .onto("tab-today"))

        let time = DropTime(now: UnixTime(milliseconds: nowMs), calendar: berlin)
        let meaning = try DropMeaning(intent: intent, role: .moveTo("today"))
        let outcome = try store.apply { board throws(TaskRejection) in try meaning.action(on: board, at: time) }
        #expect(outcome.description == "applied: t1 moved to today")
        #expect(store.board.task("t1")?.scheduled?.description == "2026-11-21T23:00:00Z")
        #expect(try store.undo().description == "travelled move t1 to today")
        #expect(store.board.openTasks(in: "inbox").map(\.id) == ["t1"])
    }
}
