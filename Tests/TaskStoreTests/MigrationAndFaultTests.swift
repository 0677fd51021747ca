import DropEngine
import Foundation
import TaskModel
import Testing
@testable import TaskStore

@Suite("Task store: migration and faults")
struct MigrationAndFaultTests {
    /// Writes a version-1 store (seed 000's schema before displayOrder) with `rows`.
    func makeVersion1(_ path: String, _ rows: [(id: String, title: String, completed: Bool, created: Double)]) throws {
        let db = try Database(path: path, create: true)
        try db.execute(Schema.version1Table + "; PRAGMA user_version = 1")
        let insert = try db.prepare("INSERT INTO tasks (id, title, completed, created_at) VALUES (?1, ?2, ?3, ?4)")
        for row in rows { try insert.run([.text(row.id), .text(row.title), .integer(row.completed ? 1 : 0), .real(row.created)]) }
    }

    @Test("a version-1 store migrates in one go: order by creation date (ties by id), open tasks to Inbox, completed stay completed")
    func migratesVersion1() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("v1.db")
        try makeVersion1(path, [
            ("c", "Call mom", false, 1_700_000_300), ("a", "Buy milk", false, 1_700_000_100),
            ("b", "Walk the dog", true, 1_700_000_200), ("d", "Pay bills", false, 1_700_000_300),
            ("e", "Write report", true, 1_700_000_050),
        ])
        let store = try TaskStore(path: path)
        #expect(titles(store.board) == ["Buy milk", "Call mom", "Pay bills"])
        #expect(store.board.openTasks(in: "inbox").map(\.order) == [2000, 4000, 5000])
        #expect(store.board.completed.map(\.title) == ["Write report", "Walk the dog"])
        #expect(store.board.lists == ["inbox", "today", "upcoming"])
        #expect(try store.db.integer("PRAGMA user_version") == 2)
        #expect(try store.db.integer("PRAGMA application_id") == Schema.applicationID)
        let again = try TaskStore(path: path)
        #expect(Snapshot(again.board) == Snapshot(store.board))
    }

    @Test("a store newer than this build fails clearly and the file is left untouched")
    func newerSchemaIsRefusedUntouched() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("newer.db")
        do {
            let db = try Database(path: path, create: true)
            try db.execute("CREATE TABLE future (x); PRAGMA application_id = \(Schema.applicationID); PRAGMA user_version = 9")
        }
        let original = bytes(path)
        let error = storeError { try TaskStore(path: path) }
        #expect(error?.kind == .newerSchema(found: 9, supported: 2))
        #expect(error?.description == "store \(path): opening: the store has schema version 9; this build understands up to 2; the file was left untouched")
        #expect(bytes(path) == original)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test("a file that is not a database, or another program's database, fails clearly and is left untouched")
    func foreignFilesAreRefusedUntouched() throws {
        let folder = try TemporaryFolder()
        let text = folder.path("notes.txt")
        try "shopping: milk, eggs, bread — not a database at all, but long enough to look like one\n".write(toFile: text, atomically: true, encoding: .utf8)
        let original = bytes(text)
        let error = storeError { try TaskStore(path: text) }
        #expect(error?.kind == .notOurs)
        #expect(error?.description == "store \(text): opening: not a DragToAct store: it is not a SQLite database; the file was left untouched")
        #expect(bytes(text) == original)

        let other = folder.path("other.db")
        do { try Database(path: other, create: true).execute("CREATE TABLE photos (id INTEGER PRIMARY KEY)") }
        let otherOriginal = bytes(other)
        #expect(storeError { try TaskStore(path: other) }?.kind == .notOurs)
        #expect(bytes(other) == otherOriginal)
    }

    @Test("a missing or read-only directory gives a clear error")
    func unwritableLocations() throws {
        let missing = storeError { try TaskStore(path: "/nonexistent-dragtoact/board.db") }
        #expect(missing?.description == "store /nonexistent-dragtoact/board.db: opening: unable to open database file (SQLite result code 14)")
        // /proc is read-only even for root, so this holds on every machine.
        let readOnly = storeError { try TaskStore(path: "/proc/dragtoact-board.db") }
        #expect(readOnly != nil)
        #expect(readOnly?.description.hasPrefix("store /proc/dragtoact-board.db: ") == true)
    }

    @Test("a database locked by another connection: busy timeout, a clear error, nothing changed; later it works")
    func lockedDatabase() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try seededStore(path)
        let before = Snapshot(store.board)
        let other = try TaskStore(path: path, busyTimeout: 50)
        try store.db.execute("BEGIN IMMEDIATE")
        let error = storeError { try other.apply(.complete("new-1")) }
        #expect(error?.isBusy == true)
        #expect(error?.description.contains("database is locked") == true)
        #expect(Snapshot(other.board) == before)
        try store.db.execute("ROLLBACK")
        #expect(try other.apply(.complete("new-1")) != .rejected(.unknownTask("new-1")))
        #expect(try TaskStore(path: path).board.completed.map(\.title) == ["Buy milk"])
    }

    @Test("a full disk (max_page_count): a clear error, and the store holds exactly its last committed state")
    func fullDisk() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try seededStore(path)
        let pages = try store.db.integer("PRAGMA page_count")!
        try store.db.execute("PRAGMA max_page_count = \(pages + 1)")
        var lastCommitted = Snapshot(store.board)
        var failure: StoreError?
        for i in 0..<500 {
            do {
                try store.apply(.add(title: String(repeating: "long title \(i) ", count: 40), list: "inbox", slot: 0))
                lastCommitted = Snapshot(store.board)
            } catch {
                failure = error
                break
            }
        }
        #expect(failure?.isFull == true)
        #expect(failure?.description.contains("database or disk is full") == true)
        #expect(Snapshot(store.board) == lastCommitted)
        #expect(Snapshot(try TaskStore(path: path).board) == lastCommitted)
    }
}
