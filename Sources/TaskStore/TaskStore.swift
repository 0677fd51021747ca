import Glibc
import TaskModel

/// The task board persisted in SQLite, shareable by any number of processes and `TaskStore`
/// values. Every change is one `BEGIN IMMEDIATE … COMMIT` transaction, computed from the state
/// inside that transaction: what another connection committed is read first (SQLite's
/// `data_version` tells), so no update is lost and no action is half written.
///
/// ```swift
/// let store = try TaskStore(path: "board.db")          // created on first use
/// let outcome = try store.apply(.complete("t1"))        // one durable transaction
/// let undone = try store.undo()                          // also one: .travelled, .refused(why) or .nothing
/// store.board.completed                                  // what is committed
/// ```
///
/// Durability: WAL journal with `synchronous=FULL`, so a commit is on disk before `apply`
/// returns. (`synchronous=NORMAL` would be faster and still never corrupt the file, but the last
/// commits before a power cut could be lost; a kiosk drop must not be, so it is not offered.)
///
/// Opening an older store migrates it in one transaction (one a caller's check of the board
/// refuses is left as it was: `TaskStore(path:scene:)`, in `Runtime`); a newer store, another program's
/// database, or a file that is not a database is refused with an error and left untouched.
/// Several processes may create one store at once: one creates it, the others open it.
/// A store whose file is deleted, moved, replaced or cut short, or whose `-wal` or `-shm` is deleted
/// or replaced, while it is open refuses to write or refresh from then on, saying where its commits are;
/// a path with no file, or an empty one, beside a `-wal` holding commits is refused, both left as they are.
///
/// Not `Sendable`: it owns one SQLite connection, used from one thread at a time.
public final class TaskStore {
    /// The committed state as this connection last read it: after each of its own commits, and
    /// whenever a transaction (or ``refresh()``) finds that another connection committed.
    public private(set) var board: TaskBoard
    /// Counts changes of ``board`` (its own commits and other connections' seen): a renderer
    /// compares it to know when to draw again.
    public private(set) var revision = 0
    /// Whether each list shown as a section is collapsed, as last written (``setCollapsed(_:_:)``,
    /// by this store or another connection, read as ``board`` is): a list absent was never written,
    /// and whoever shows it decides (a runtime, its scene's `"collapsed"`). Not part of ``board``
    /// nor of the undo history, as a folder's expanded state is not an undo step.
    public internal(set) var collapsedLists: [ListID: Bool] = [:]
    public let path: String
    /// The id the store handed this value to sign its steps with (``HistoryScope/own``), at its
    /// first recorded step: `nil` until then. Ids come from the file's `writers` table inside the
    /// write transaction, so no two unnamed `TaskStore` values — in one process or in many, at
    /// once or after — ever share one; an unnamed value opened again on the file is a new writer.
    /// A named one (``writerName``) has its name's id: the one the name was first given, found
    /// at its first step or undo, so a store opened again under its name undoes its earlier steps.
    public private(set) var writer: Int64?
    /// The name this store value writes under, `nil` for none (a new writer per value). Every
    /// value opened with one name, before or after a restart, in one process or in many, at once
    /// or not, is one writer: each undoes (``HistoryScope/own``) the steps any of them made, the
    /// newest first — two screens sharing a name share their Undo. Names follow
    /// ``writerNameProblem(_:)``'s rules; a writer of an older store (version 6) stays unnamed.
    public let writerName: String?
    /// A writer id handed out (or, for a named writer, found by its name) inside the write
    /// transaction under way, ``writer`` once it commits.
    var pendingWriter: Int64?
    let db: Database
    let upsert: Statement
    /// `PRAGMA data_version` when ``board`` was last read or written: it changes when another
    /// connection commits.
    private var seenVersion: Int64 = 0
    /// Inside ``writing(_:_:)``'s body: the board this connection held before the transaction
    /// read other connections' commits, when it read any; `nil` otherwise, and outside a write.
    private(set) var boardBeforeOthers: TaskBoard?

    /// Why this store refuses every write and refresh, once ``ensureStillAtPath()`` found its
    /// files changed under it: the message of each error, `nil` until then.
    var filesLost: String?
    /// What ``ensureStillAtPath()`` found, inside the transaction it then rolls back.
    var changeFound: Database.FileChange?

    /// The lists a new store starts with: seed 001's Inbox, Today and Upcoming.
    public static let defaultLists: [ListID] = ["inbox", "today", "upcoming"]
    /// What the default lists do to a task's scheduled date: Inbox clears it, Today sets the
    /// start of the day of the drop, Upcoming the start of the next day.
    public static let defaultSchedules: [ListID: ListSchedule] = ["inbox": .unscheduled, "today": .today, "upcoming": .tomorrow]

    /// A node a new store starts with, at the end of its list (or of its parent folder, listed
    /// before it), without undo history.
    public typealias InitialTask = (id: TaskID, title: String, list: ListID, parent: TaskID?, kind: TaskKind)

    /// Opens the store at `path` (`":memory:"` for one in memory), creating it with `lists`,
    /// their `schedules` and `initialTasks` if the file does not exist or is empty, migrating it
    /// if it is older. An existing store keeps its own lists, schedules and tasks.
    /// - Parameter busyTimeout: how long to wait, in milliseconds, for another process's lock
    ///   before failing with a "locked by another process" error; at least 0.
    /// - Throws: ``StoreError`` (``StoreError/Kind/invalidArgument``, before any file is opened)
    ///   when `path` is empty — SQLite would open a temporary database, gone when closed —,
    ///   `lists` is empty (a board holds its tasks in lists) or names an empty id, or `busyTimeout` is negative; else
    ///   when the file cannot be opened, created or migrated.
    /// - Parameter writerName: the name its steps are made under (``writerName``), `nil` for a new
    ///   writer per value; refused (``StoreError/Kind/invalidArgument``, before any file is opened)
    ///   when it breaks ``writerNameProblem(_:)``'s rules.
    public convenience init(path: String, lists: [ListID] = TaskStore.defaultLists,
                            schedules: [ListID: ListSchedule] = TaskStore.defaultSchedules,
                            initialTasks: [InitialTask] = [], busyTimeout: Int = 5_000, writerName: String? = nil) throws(StoreError) {
        if lists.isEmpty {
            throw StoreError(kind: .invalidArgument, path: path, operation: "creating the store",
                             message: "expected at least one list (a board holds its tasks in lists), found none")
        }
        if lists.contains(where: \.rawValue.isEmpty) {
            throw StoreError(kind: .invalidArgument, path: path, operation: "creating the store",
                             message: "expected list ids that are not empty (nothing could name the list), found \"\"")
        }
        try self.init(path: path, creating: (lists, schedules, initialTasks), busyTimeout: busyTimeout, writerName: writerName, fits: nil)
    }

    /// Opens the store at `path` as ``init(path:lists:schedules:initialTasks:busyTimeout:writerName:)`` does,
    /// asking `fits` about the board before the file is created or migrated: inside the transaction
    /// that does it, of the board as it would commit (no section's state in it yet). `false`
    /// rolls that transaction back, leaving the file as it was (an older store not migrated, an
    /// empty file not made a store), and throws an ``StoreError/Kind/invalidArgument`` error
    /// saying so; the caller, who knows why it said no, throws its own error instead. A current
    /// store is opened without asking: opening it changes nothing. A file that is not there yet
    /// is asked about first in memory, so that a "no" leaves no file behind, not even an empty one
    /// (removing one afterwards could remove the store another process made there meanwhile).
    package convenience init(path: String, lists: [ListID], schedules: [ListID: ListSchedule], initialTasks: [InitialTask],
                             busyTimeout: Int, writerName: String? = nil, fits: @escaping (TaskBoard) -> Bool) throws(StoreError) {
        try Self.checkOpening(path: path, busyTimeout: busyTimeout)
        if path != ":memory:", access(path, F_OK) != 0 {
            do {
                _ = try TaskStore(path: ":memory:", creating: (lists, schedules, initialTasks), busyTimeout: 0, writerName: writerName, fits: fits)
            } catch {
                var error = error
                error.path = path
                throw error
            }
        }
        try self.init(path: path, creating: (lists, schedules, initialTasks), busyTimeout: busyTimeout, writerName: writerName, fits: fits)
    }

    /// Opens the store at `path`, which must exist and be a store: a missing or empty file is an
    /// error and is neither created nor changed (`show`, `undo`). An older store is migrated.
    /// `writerName` as for ``init(path:lists:schedules:initialTasks:busyTimeout:writerName:)``.
    public convenience init(existing path: String, busyTimeout: Int = 5_000, writerName: String? = nil) throws(StoreError) {
        try self.init(path: path, creating: nil, busyTimeout: busyTimeout, writerName: writerName, fits: nil)
    }

    private init(path: String, creating template: (lists: [ListID], schedules: [ListID: ListSchedule], tasks: [InitialTask])?,
                 busyTimeout: Int, writerName: String?, fits: ((TaskBoard) -> Bool)?) throws(StoreError) {
        try Self.checkOpening(path: path, busyTimeout: busyTimeout)
        if let writerName { try Self.checkWriterName(writerName, path: path) }
        self.path = path
        self.writerName = writerName
        let db = try Database(path: path, create: template != nil)
        self.db = db
        db.context = "opening"
        try db.waitForLocks(upTo: busyTimeout)
        // One read transaction, so the inspection sees one state of a file another process may be creating.
        let found = try db.transaction("opening") { () throws(StoreError) in try Schema.inspect(db) }
        if try Self.accept(found, path: path, creating: template != nil) != .current {
            // Another process may be creating or migrating it right now: look again while holding
            // the write lock, and do only what is still to do. Its errors say what it was doing: a
            // store opened to write is migrated, which a file that may not be written refuses.
            db.context = found.bringingUpToDate
            try db.immediateTransaction("creating the store") { () throws(StoreError) in
                let toDo = try Self.accept(Schema.inspect(db), path: path, creating: template != nil)
                try Self.bringUpToDate(db, from: toDo, creating: template)
                // Asked before the commit, of what it would commit: a caller's "no" leaves the file as it was.
                if toDo != .current, let fits, !fits(try Self.load(db)) {
                    throw StoreError(kind: .invalidArgument, path: path, operation: toDo.bringingUpToDate,
                                     message: "the board does not fit what the store is opened for; the file was left as it was")
                }
            }
            db.context = "opening"
        }
        // Switching a new file to WAL holds a read lock and needs the write lock: while another
        // process is writing, SQLite answers "busy" at once (waiting could deadlock), without its
        // busy handler. 8 processes creating one store at once lost one here now and then.
        try db.executeWaitingForLocks("PRAGMA journal_mode = WAL", "opening")
        try db.execute("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON", "opening")
        upsert = try db.prepare("""
        INSERT INTO tasks (\(Self.taskColumns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
        ON CONFLICT (id) DO UPDATE SET title = ?2, list_id = ?3, order_key = ?4, status = ?5, status_sequence = ?6,
            due = ?7, priority = ?8, scheduled = ?9, parent_id = ?10, kind = ?11, expanded = ?12
        """)
        db.context = nil
        (board, collapsedLists, seenVersion) = try db.transaction("loading") { () throws(StoreError) in
            (try Self.load(db), try Self.loadCollapsed(db), try db.integer("PRAGMA data_version") ?? 0)
        }
        // Only now, the file a store this build reads and writes: one refused until here is left
        // as it is, a -wal beside it included.
        try db.foldsLogOnClose()
        // It has read the store in WAL mode: the -wal and -shm it has open, for every later transaction to check.
        db.noteLogFiles()
    }

    /// What a write transaction does to ``board``: `body` of ``writing(_:_:)`` says it.
    enum BoardUpdate {
        case none
        /// `changes`, applied to ``board`` in place since `checkpoint` was read: they stand once the
        /// transaction commits, and are reverted if it does not.
        case applied([TaskChange], since: TaskBoard.Checkpoint)
        /// What ``board`` becomes once the transaction commits.
        case replacing(TaskBoard)
        /// ``board`` stays; ``collapsedLists`` changes once the transaction commits (its caller sets it).
        case sections
    }

    /// Runs `body` in one write transaction, after reading what other connections committed
    /// since this one last looked: `body` sees the newest ``board``, and sets what the
    /// transaction does to it. Either that stands once the transaction has committed, or, if
    /// anything fails (`body`, or the commit), ``board`` is as it was before `body` and the error
    /// is thrown: it never holds what the file does not.
    ///
    /// A drop is applied to ``board`` in place and reverted on failure, so it costs what it
    /// changes: applying it to a copy would copy every task of the board.
    func writing<T>(_ operation: String, _ body: (inout BoardUpdate) throws(StoreError) -> T) throws(StoreError) -> T {
        var update = BoardUpdate.none
        let result: T
        do {
            result = try watchingFiles(operation) { () throws(StoreError) in
                try db.immediateTransaction(operation) { () throws(StoreError) in
                    try ensureStillAtPath()
                    boardBeforeOthers = try catchUp(operation)
                    defer { boardBeforeOthers = nil }
                    return try body(&update)
                }
            }
        } catch {
            pendingWriter = nil
            switch update {
            case .applied(let changes, let checkpoint): board.revert(changes, to: checkpoint)
            case .none, .replacing, .sections: break
            }
            throw error
        }
        if let pendingWriter {
            writer = pendingWriter
            self.pendingWriter = nil
        }
        switch update {
        case .none:
            return result
        case .applied, .sections:
            break
        case .replacing(let next):
            board = next
        }
        revision &+= 1
        return result
    }

    /// Applies `action` to ``board`` in place, in the body of ``writing(_:_:)``: the update to
    /// hand back to it, so that the change stands only if the transaction commits. A refused
    /// action (or one that changes nothing) leaves the board as it was.
    func applyInPlace(_ action: TaskAction) -> (TaskOutcome, BoardUpdate) {
        let checkpoint = board.checkpoint
        let outcome = board.apply(action)
        guard case .applied(let changes) = outcome, !changes.isEmpty else { return (outcome, .none) }
        return (outcome, .applied(changes, since: checkpoint))
    }

    /// Reloads ``board`` if another connection committed since it was read; returns the board it
    /// replaced (its storage, not a copy), or `nil` when nothing changed.
    private func catchUp(_ operation: String) throws(StoreError) -> TaskBoard? {
        let version = try db.integer("PRAGMA data_version") ?? 0
        guard version != seenVersion else { return nil }
        let before = board
        board = try Self.load(db)
        collapsedLists = try Self.loadCollapsed(db)
        revision &+= 1
        seenVersion = version
        return before
    }

    /// Reads what other processes (or other `TaskStore` values) committed since this store last
    /// looked, so ``board`` is current. Returns whether it changed. Each write does this first on
    /// its own; call it to show other writers' changes between writes.
    /// - Complexity: O(1) — one read of `PRAGMA data_version` — when no other connection
    ///   committed; else a full reload, O(*n* log *n*) for *n* tasks (not the rows changed: the
    ///   file does not say which).
    @discardableResult
    public func refresh() throws(StoreError) -> Bool {
        try watchingFiles("refreshing") { () throws(StoreError) -> Bool in
            try db.transaction("refreshing") { () throws(StoreError) -> Bool in
                try ensureStillAtPath()
                return try catchUp("refreshing") != nil
            }
        }
    }
}

@available(*, unavailable, message: "a TaskStore owns one SQLite connection; use it from one thread")
extension TaskStore: Sendable {}
