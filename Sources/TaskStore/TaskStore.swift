import CSQLite
import DropEngine
import TaskModel

/// The task board persisted in SQLite. Every applied action is one `BEGIN IMMEDIATE … COMMIT`
/// transaction, so a drop the user saw land survives a power cut, and no action is ever half
/// written.
///
/// ```swift
/// let store = try TaskStore(path: "board.db")          // created on first use
/// let outcome = try store.apply(.complete("t1"))        // one durable transaction
/// try store.undo()                                       // also one transaction
/// store.board.completed                                  // what is committed
/// ```
///
/// Durability: WAL journal with `synchronous=FULL`, so a commit is on disk before `apply`
/// returns. (`synchronous=NORMAL` would be faster and still never corrupt the file, but the last
/// commits before a power cut could be lost; a kiosk drop must not be, so it is not offered.)
///
/// Opening an older store migrates it in one transaction; a newer store, another program's
/// database, or a file that is not a database is refused with an error and left untouched.
///
/// Not `Sendable`: it owns one SQLite connection, used from one thread at a time.
public final class TaskStore {
    /// The committed state, in memory. Changes only when a transaction commits.
    public internal(set) var board: TaskBoard
    public let path: String
    let db: Database
    private let upsert: Statement

    /// The lists a new store starts with: seed 001's Inbox, Today and Upcoming.
    public static let defaultLists: [ListID] = ["inbox", "today", "upcoming"]

    /// Opens the store at `path` (`":memory:"` for one in memory), creating it with `lists`
    /// if the file does not exist or is empty, migrating it if it is older.
    /// - Parameter busyTimeout: how long to wait, in milliseconds, for another process's lock
    ///   before failing with a "database is locked" error.
    public init(path: String, lists: [ListID] = TaskStore.defaultLists, busyTimeout: Int = 2_000) throws(StoreError) {
        precondition(!lists.isEmpty, "a store needs at least one list")
        self.path = path
        let db = try Database(path: path, create: true)
        self.db = db
        try db.check(sqlite3_busy_timeout(db.handle, Int32(busyTimeout)), "setting the busy timeout")
        let found = try Schema.inspect(db)
        switch found {
        case .newer(let version):
            throw StoreError(kind: .newerSchema(found: Int32(version), supported: Int32(Schema.current)), path: path, operation: "opening",
                             message: "the store has schema version \(version); this build understands up to \(Schema.current); the file was left untouched")
        case .notOurs(let why):
            throw StoreError(kind: .notOurs, path: path, operation: "opening", message: "not a DragToAct store: \(why); the file was left untouched")
        case .empty, .version1, .current:
            break
        }
        try db.execute("PRAGMA journal_mode = WAL", "opening")
        try db.execute("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON", "opening")
        switch found {
        case .empty:
            try db.immediateTransaction("creating the store") { () throws(StoreError) in try Schema.create(db, lists: lists) }
        case .version1:
            try db.immediateTransaction("migrating from version 1") { () throws(StoreError) in try Schema.migrateFromVersion1(db, lists: lists) }
        case .current, .newer, .notOurs:
            break
        }
        upsert = try db.prepare("""
        INSERT INTO tasks (id, title, list_id, order_key, status, status_sequence) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
        ON CONFLICT (id) DO UPDATE SET title = ?2, list_id = ?3, order_key = ?4, status = ?5, status_sequence = ?6
        """)
        board = try Self.load(db)
    }

    /// Reads every list and task into a board, in the visible order: order key, then due date,
    /// then priority (high first), then title.
    static func load(_ db: Database) throws(StoreError) -> TaskBoard {
        let lists = try db.prepare("SELECT id FROM lists ORDER BY position")
        var listIDs: [ListID] = []
        while try lists.step() { listIDs.append(ListID(lists.text(0))) }
        var board = TaskBoard(lists: listIDs)
        let tasks = try db.prepare("""
        SELECT id, title, list_id, order_key, status, status_sequence FROM tasks
        ORDER BY list_id, order_key, due IS NULL, due, priority DESC, title
        """)
        while try tasks.step() {
            let item = try Self.item(tasks, db: db)
            guard board.lists.contains(item.list) else {
                throw StoreError(kind: .corrupt, path: db.path, operation: "loading", message: "task \"\(item.id)\" is in unknown list \"\(item.list)\"")
            }
            board.restore(item)
        }
        if let problem = board.invariantViolations().first {
            throw StoreError(kind: .corrupt, path: db.path, operation: "loading", message: problem)
        }
        return board
    }

    /// A task from columns id, title, list, order key, status, sequence (starting at `offset`).
    static func item(_ row: Statement, db: Database, offset: Int32 = 0) throws(StoreError) -> TaskItem {
        let id = TaskID(row.text(offset))
        let sequence = Int(row.int64(offset + 5))
        let status: TaskStatus
        switch row.text(offset + 4) {
        case "open": status = .open
        case "completed": status = .completed(sequence: sequence)
        case "trashed": status = .trashed(sequence: sequence)
        case let other:
            throw StoreError(kind: .corrupt, path: db.path, operation: "loading", message: "task \"\(id)\" has unknown status \"\(other)\"")
        }
        return TaskItem(id: id, title: row.text(offset + 1), list: ListID(row.text(offset + 2)), order: row.int64(offset + 3), status: status)
    }

    static func columns(_ item: TaskItem) -> [SQLValue?] {
        let (status, sequence): (String, Int) = switch item.status {
        case .open: ("open", 0)
        case .completed(let s): ("completed", s)
        case .trashed(let s): ("trashed", s)
        }
        return [.text(item.id.rawValue), .text(item.title), .text(item.list.rawValue), .integer(item.order), .text(status), .integer(Int64(sequence))]
    }

    func write(_ item: TaskItem) throws(StoreError) {
        try upsert.run(Self.columns(item))
    }
}

@available(*, unavailable, message: "a TaskStore owns one SQLite connection; use it from one thread")
extension TaskStore: Sendable {}
