import Foundation
import TaskModel
import TestSupport
import Testing
@testable import TaskStore

/// Opening an older store (migrated), a newer one, another program's database or a file that is
/// not one (refused, left untouched), and paths SQLite would read otherwise.
@Suite("Task store: migration")
struct MigrationTests {
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
        #expect(try store.db.integer("PRAGMA user_version") == 7)
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
        #expect(error?.kind == .newerSchema(found: 9, supported: 7))
        #expect(error?.description == "store \(path): opening: the store has schema version 9; this build understands up to 7; the file was left untouched (a newer DragToAct made it: open it with that version, or a later one)")
        #expect(bytes(path) == original)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test("a newer store, or another program's database, in WAL mode with a -wal left by a writer killed mid-use, is refused by every way of opening a store, and neither the file nor its -wal is changed: closing the refused connection folded the -wal into the file and removed it")
    func refusedFilesKeepTheirWAL() throws {
        let folder = try TemporaryFolder()
        for (name, stamp, expected) in [("newer", "PRAGMA application_id = \(Schema.applicationID); PRAGMA user_version = 9", StoreError.Kind.newerSchema(found: 9, supported: 7)),
                                        ("photos", "PRAGMA application_id = 7", .notOurs)] {
            let writer = folder.path("\(name)-writer.db")
            let path = folder.path("\(name).db")
            // The writer's files copied while it is open: what a writer killed there leaves.
            let open = try Database(path: writer, create: true)
            try open.execute("PRAGMA journal_mode = WAL; CREATE TABLE future (x); \(stamp)")
            try open.execute("INSERT INTO future VALUES ('committed, in the -wal only')")
            for suffix in ["", "-wal"] { try FileManager.default.copyItem(atPath: writer + suffix, toPath: path + suffix) }
            let (file, log) = (bytes(path), bytes(path + "-wal"))
            #expect(log.map { $0.count > 0 } == true, "\(name): the -wal holds the last commit")
            #expect(storeError { try TaskStore(path: path) }?.kind == expected, "\(name)")
            #expect(storeError { try TaskStore(existing: path) }?.kind == expected, "\(name)")
            #expect(storeError { try TaskStore.board(existing: path) }?.kind == expected, "\(name)")
            #expect(bytes(path) == file, "\(name): the file as it was")
            #expect(bytes(path + "-wal") == log, "\(name): the -wal as it was")
        }
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

    @Test("a store is not made under another store's log's name (board.db-wal, -shm, -journal): opening board.db would take it for its own log and remove it; one made so before opens")
    func storesAreNotMadeUnderLogNames() throws {
        let folder = try TemporaryFolder()
        let named = folder.path("board.db-wal")
        let error = storeError { try TaskStore(path: named) }
        #expect(error?.kind == .notOurs)
        #expect(error?.description == "store \(named): opening: a store cannot be made under this name: SQLite keeps the write-ahead log of a store at "
            + "\(folder.path("board.db")) under it, and opening that store would take this file for its own and remove it; nothing was made (name it otherwise)")
        #expect(!FileManager.default.fileExists(atPath: named))
        for suffix in ["-shm", "-journal"] {
            #expect(storeError { try TaskStore(path: folder.path("board.db" + suffix)) }?.kind == .notOurs, "\(suffix)")
            #expect(!FileManager.default.fileExists(atPath: folder.path("board.db" + suffix)), "\(suffix)")
        }
        // A store may still be called "wal" or "-shm" on its own: only a suffix after a name is another store's log.
        #expect(storeError { try TaskStore(path: folder.path("-shm")) } == nil)
        // One made under such a name before this build refused to make it still opens (its board.db would not).
        do { _ = try TaskStore(path: folder.path("work.db")) }
        try FileManager.default.moveItem(atPath: folder.path("work.db"), toPath: folder.path("work-journal"))
        #expect(storeError { try TaskStore(path: folder.path("work-journal")) } == nil)
    }

    @Test("a store beside a file named as its log that SQLite did not make (a store moved to board.db-wal, notes, a store at board.db-shm) is refused, and both files are left as they were: opening board.db removed the other store")
    func foreignFilesNamedAsLogsAreLeftAlone() throws {
        let folder = try TemporaryFolder()
        let board = folder.path("board.db")
        do { _ = try TaskStore(path: folder.path("other.db")) }
        let other = try #require(bytes(folder.path("other.db")))
        try FileManager.default.moveItem(atPath: folder.path("other.db"), toPath: board + "-wal")
        let error = storeError { try TaskStore(path: board) }
        #expect(error?.kind == .notOurs)
        #expect(error?.description == "store \(board): opening: \(board)-wal beside it is a SQLite database (another store?), not the store's write-ahead log: "
            + "SQLite would take it for its own and remove it; both were left untouched (move it away)")
        #expect(bytes(board + "-wal") == other)
        #expect(!FileManager.default.fileExists(atPath: board))

        try FileManager.default.moveItem(atPath: board + "-wal", toPath: board + "-shm")
        #expect(storeError { try TaskStore(path: board) }?.description.contains("-shm beside it is a SQLite database (another store?), not the store's shared-memory index") == true)
        #expect(bytes(board + "-shm") == other)
        try FileManager.default.moveItem(atPath: board + "-shm", toPath: board + "-journal")
        #expect(storeError { try TaskStore(path: board) }?.description.contains("-journal beside it is a SQLite database (another store?), not the store's rollback journal") == true)
        #expect(bytes(board + "-journal") == other)
        try FileManager.default.removeItem(atPath: board + "-journal")

        try "milk, eggs\n".write(toFile: board + "-wal", atomically: false, encoding: .utf8)
        #expect(storeError { try TaskStore(path: board) }?.description.contains("-wal beside it is another file, not the store's write-ahead log") == true)
        #expect(bytes(board + "-wal") == Data("milk, eggs\n".utf8))
        // An empty -wal is one SQLite may have left, and so is one whose header a power loss left zeroed: the store opens.
        try Data().write(to: URL(fileURLWithPath: board + "-wal"))
        #expect(storeError { try TaskStore(path: board) } == nil)
        try Data(repeating: 0, count: 32).write(to: URL(fileURLWithPath: folder.path("zeroed.db-wal")))
        #expect(storeError { try TaskStore(path: folder.path("zeroed.db")) } == nil)
    }

    @Test("a store opened through a symbolic link is checked where SQLite keeps its log, beside the file the link names: a store there is refused, a file beside the link is not SQLite's and is left alone")
    func logsAreLookedForBesideTheLinkedFile() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: false)
        do { _ = try TaskStore(path: folder.path("real/board.db")) }
        do { _ = try TaskStore(path: folder.path("other.db")) }
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.db"), withDestinationPath: folder.path("real/board.db"))
        try "notes\n".write(toFile: folder.path("link.db-wal"), atomically: false, encoding: .utf8)
        #expect(storeError { try TaskStore(path: folder.path("link.db")) } == nil)
        #expect(bytes(folder.path("link.db-wal")) == Data("notes\n".utf8))
        let other = try #require(bytes(folder.path("other.db")))
        try FileManager.default.moveItem(atPath: folder.path("other.db"), toPath: folder.path("real/board.db-wal"))
        let error = storeError { try TaskStore(path: folder.path("link.db")) }
        #expect(error?.description.contains("\(folder.path("real/board.db"))-wal beside it is a SQLite database (another store?)") == true, "\(String(describing: error))")
        #expect(bytes(folder.path("real/board.db-wal")) == other)
    }

    @Test("a missing or read-only directory gives a clear error")
    func unwritableLocations() throws {
        let missing = storeError { try TaskStore(path: "/nonexistent-dragtoact/board.db") }
        #expect(missing?.description == "store /nonexistent-dragtoact/board.db: opening: no such folder /nonexistent-dragtoact (SQLite result code 14)")
        // /proc is read-only even for root, so this holds on every machine.
        let readOnly = storeError { try TaskStore(path: "/proc/dragtoact-board.db") }
        #expect(readOnly != nil)
        #expect(readOnly?.description.hasPrefix("store /proc/dragtoact-board.db: ") == true)
    }

    @Test("an error names a path holding a line feed, an escape or a right-to-left override on one line, those spelled \\u{…} (the line feed split the message in two); an emoji's joiner is left as it is")
    func pathsWithControlsAreSpelled() {
        let error = storeError { try TaskStore(path: "/nonexistent\ndragtoact/\u{1B}[31m\u{202E}b👩‍💻.db") }
        #expect(error?.description == #"store /nonexistent\u{A}dragtoact/\u{1B}[31m\u{202E}b👩‍💻.db: opening: no such folder /nonexistent\u{A}dragtoact (SQLite result code 14)"#)
    }

    @Test("a path that looks like a SQLite URI is a path: file:/DIR/b.db?mode=memory is the relative folder file:, missing, not a board in memory")
    func pathsAreNeverURIs() throws {
        let folder = try TemporaryFolder()
        let uri = "file:" + folder.path("b.db") + "?mode=memory"
        let error = storeError { try TaskStore(path: uri) }
        #expect(error?.description.hasPrefix("store \(uri): opening: no such folder file:") == true, "\(String(describing: error))")
        #expect(!FileManager.default.fileExists(atPath: folder.path("b.db")))
    }
}
