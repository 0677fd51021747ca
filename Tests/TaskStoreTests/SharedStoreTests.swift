import Foundation
import TaskModel
import TestSupport
import Testing
@testable import TaskStore

/// Several writers on one file — `TaskStore` values in one process, and whole processes: each
/// action is computed from the state inside its own write transaction, so nothing is lost.
@Suite("Task store: many writers on one file", .serialized)
struct SharedStoreTests {
    @Test("two stores on one file: a complete and a stale trash of one task give one applied and one refused, and each sees the other")
    func completeVersusStaleTrash() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let a = try seededStore(path)
        let b = try TaskStore(path: path)
        #expect(b.board.openTasks(in: "inbox").map(\.id) == ["new-1", "new-2", "new-3", "new-4", "new-5"])

        #expect(try a.apply(.complete("new-1")).isApplied)
        // b has not looked since: its board still shows new-1 open, but the trash is decided on
        // the board inside its transaction, where new-1 is completed.
        #expect(b.board.task("new-1")?.status == .open)
        #expect(try b.apply(.trash("new-1")) == .rejected(.taskNotOpen("new-1")))
        #expect(b.board.completed.map(\.id) == ["new-1"])
        #expect(b.board.trashed.isEmpty)
        #expect(Snapshot(b.board) == Snapshot(a.board))
    }

    @Test("two stores on one file: A's rename from the title it read is refused after B's rename, nothing written, A reading B's title; from B's title it is applied, and each undo takes back its own rename or is refused")
    func renameFromAStaleTitle() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let b = try seededStore(path)
        let a = try TaskStore(path: path)
        #expect(a.board.task("new-2")?.title == "Walk the dog")
        #expect(try b.apply(.rename("new-2", title: "Walk the cat")).isApplied)
        let steps = try b.db.integer("SELECT count(*) FROM history")
        // A's board still shows Walk the dog, but the condition is checked inside its transaction.
        #expect(try a.apply(.rename("new-2", title: "Walk the dog twice", from: "Walk the dog")) == .rejected(.titleChanged("new-2", to: "Walk the cat")))
        #expect(a.writer == nil, "a refused rename records no step")
        #expect(try b.db.integer("SELECT count(*) FROM history") == steps)
        #expect(try TaskStore(path: path).board.task("new-2")?.title == "Walk the cat")
        #expect(a.board.task("new-2")?.title == "Walk the cat", "A read B's commit")
        // From the title A read then, the rename is applied: B's rename was seen, not lost unseen.
        #expect(try a.apply(.rename("new-2", title: "Walk the cat twice", from: "Walk the cat")).isApplied)
        #expect(try TaskStore(path: path).board.task("new-2")?.title == "Walk the cat twice")
        #expect(try b.undo(.own).description == #"cannot undo rename new-2 to "Walk the cat": "Walk the cat" was renamed "Walk the cat twice" since by another writer"#)
        #expect(try a.undo(.own).description == #"travelled rename new-2 to "Walk the cat twice""#)
        #expect(a.board.task("new-2")?.title == "Walk the cat")
    }

    /// A connection of the test's, handed to the thread that ends its write.
    private final class Writer: @unchecked Sendable {
        let db: Database
        var committed: Result<Void, StoreError>?
        init(_ db: Database) { self.db = db }
    }

    @Test("a store opened while another connection writes the file in rollback mode waits for the write to end to switch it to WAL, rather than refusing it as locked")
    func switchingToWALWaitsForAReader() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        _ = try seededStore(path)
        let writer = Writer(try Database(path: path, create: false))
        // Its COMMIT needs every reader's shared lock gone, and the store takes one on each try:
        // without a wait of its own the commit failed when it met one, and the write never ended.
        try writer.db.waitForLocks(upTo: 5_000)
        try writer.db.execute("PRAGMA journal_mode = DELETE")
        try writer.db.execute("BEGIN IMMEDIATE")
        #expect(try writer.db.integer("SELECT count(*) FROM tasks") == 5)
        let ended = Thread {
            Thread.sleep(forTimeInterval: 0.3)
            writer.committed = Result { () throws(StoreError) in try writer.db.execute("COMMIT") }
        }
        ended.start()
        // The switch to WAL holds a read lock and needs the write lock another connection is
        // waiting to finish with: SQLite answers "busy" at once, without calling the busy handler
        // (waiting could deadlock). 8 processes creating one store at once lost one that way.
        let store = try TaskStore(path: path)
        #expect(store.board.openTasks(in: "inbox").count == 5)
        // The switch could only happen once the write had ended, so the thread has set this.
        guard case .success = writer.committed else { Issue.record("the write did not end: \(String(describing: writer.committed))"); return }
        let mode = try Database(path: path, create: false).prepare("PRAGMA journal_mode")
        #expect(try mode.step() && mode.text(0) == "wal")
    }

    @Test("a wait measured from its own start ends at the limit, however often the busy handler started its own wait in between")
    func aWaitFromItsOwnStartEndsAtTheLimit() {
        let wait = BusyWait()
        wait.limit = 50_000_000
        let start = BusyWait.monotonicNanoseconds() - 60_000_000
        #expect(wait.tryAgain(after: 0)) // the handler's own wait begins now
        #expect(!wait.tryAgain(after: 1, since: start))
        #expect(wait.tryAgain(after: 1)) // and the handler's goes on
    }

    @Test("two stores adding at once name their tasks apart, and undo takes back the newest step whoever made it")
    func addsAndUndoAcrossStores() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let a = try seededStore(path)
        let b = try TaskStore(path: path)
        #expect(try a.apply(.add(title: "From A", list: "today", slot: 0)).isApplied)
        #expect(try b.apply(.add(title: "From B", list: "today", slot: 1)).isApplied)
        #expect(b.board.openTasks(in: "today").map(\.id) == ["new-6", "new-7"])
        #expect(b.board.openTasks(in: "today").map(\.title) == ["From A", "From B"])

        #expect(try a.refresh() == true)
        #expect(try a.refresh() == false)
        #expect(Snapshot(a.board) == Snapshot(b.board))

        #expect(try a.undo().didTravel) // b's add, the newest step
        #expect(titles(a.board, "today") == ["From A"])
        #expect(try b.undo().didTravel) // a's add
        #expect(titles(b.board, "today") == [])
        #expect(try a.redo().didTravel)
        #expect(titles(a.board, "today") == ["From A"])
        #expect(Snapshot(try TaskStore(path: path).board) == Snapshot(a.board))
    }

    @Test("a store's revision counts the changes it sees: its own commits and other stores' once read")
    func revisionCountsChanges() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let a = try seededStore(path)
        let b = try TaskStore(path: path)
        let start = b.revision
        try a.apply(.complete("new-2"))
        #expect(b.revision == start)
        #expect(try b.apply(.reorder("new-3", slot: 0)).isApplied)
        #expect(b.revision == start + 2) // the reload, then its own commit
        #expect(b.board.completed.map(\.id) == ["new-2"])
    }

    @Test("apply(resolving:) hands the board held before the transaction read others' commits: none when nobody else wrote, the old board when another store did")
    func resolvingSeesTheBoardBefore() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let a = try seededStore(path)
        let b = try TaskStore(path: path)
        var seen: [[TaskID]?] = []
        func reorder(_ store: TaskStore) throws {
            try store.apply { (board: TaskBoard, before: TaskBoard?) throws(TaskRejection) in
                seen.append(before.map { $0.openTasks(in: "inbox").map(\.id) })
                return .reorder(board.openTasks(in: "inbox").last!.id, slot: 0)
            }
        }
        try reorder(b)
        try reorder(b)
        #expect(seen == [nil, nil])
        try a.apply(.complete("new-1"))
        try reorder(b)
        // b last held the order after its own two reorders, with new-1 open.
        #expect(seen == [nil, nil, ["new-4", "new-5", "new-1", "new-2", "new-3"]])
        #expect(b.board.openTasks(in: "inbox").map(\.id) == ["new-3", "new-4", "new-5", "new-2"])
    }

    /// Runs store-churn on `path` from `writers` processes at once, `count` actions each. They
    /// keep the lock busy back to back, so a writer may wait for most of the others' work: on a
    /// slow disk longer than the default busy timeout, and then it fails, as documented. The
    /// writers here wait up to a minute, since what is tested is that nothing is lost.
    static func churnTogether(path: String, writers: Int, count: Int) throws -> [(status: Int32, log: [Substring])] {
        let processes = try (0..<writers).map { writer in
            let process = Process()
            process.executableURL = KillTests.churn
            process.arguments = [path, String(100 + writer), String(count), "60000"]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = out
            try process.run()
            return (process, out)
        }
        return processes.map { process, out in
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self).split(separator: "\n"))
        }
    }

    @Test("8 processes create one store at once and apply 30 actions each: all succeed, no update is lost, and the history undoes to empty and redoes to the end")
    func eightProcessesCreateAndWrite() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let results = try Self.churnTogether(path: path, writers: 8, count: 30)
        for (writer, result) in results.enumerated() {
            #expect(result.status == 0, "writer \(writer): \(result.log.suffix(3))")
            #expect(result.log.last == "done", "writer \(writer)")
        }
        let logs = results.flatMap(\.log)
        let applied = logs.filter { $0 == "ok applied" }.count
        let adds = zip(logs, logs.dropFirst()).filter { $0.hasPrefix("apply add") && $1 == "ok applied" }.count
        let store = try TaskStore(path: path)
        #expect(try store.db.integer("SELECT count(*) FROM history") == Int64(applied), "every applied action is one history step")
        #expect(store.board.allTasks.count == adds, "every applied add left its task")
        #expect(Set(store.board.allTasks.map(\.id)).count == adds)
        #expect(store.board.invariantViolations() == [])

        let end = Snapshot(store.board)
        while try store.undo().didTravel {}
        #expect(store.board.allTasks.isEmpty)
        while try store.redo().didTravel {}
        #expect(Snapshot(store.board) == end)
        #expect(Snapshot(try TaskStore(path: path).board) == end)
    }
}

extension TaskOutcome {
    var isApplied: Bool {
        if case .applied = self { true } else { false }
    }
}
