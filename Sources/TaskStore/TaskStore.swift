import CSQLite
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
    private let upsert: Statement
    /// `PRAGMA data_version` when ``board`` was last read or written: it changes when another
    /// connection commits.
    private var seenVersion: Int64 = 0
    /// Inside ``writing(_:_:)``'s body: the board this connection held before the transaction
    /// read other connections' commits, when it read any; `nil` otherwise, and outside a write.
    private(set) var boardBeforeOthers: TaskBoard?

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

    /// The board the store at `path` holds, read without changing the file (`dragtoact show`), as
    /// ``contents(existing:busyTimeout:)`` reads it; without the sections' states.
    /// - Complexity: O(n log n) for n tasks; an older store is first copied, O(the file's size).
    public static func board(existing path: String, busyTimeout: Int = 5_000) throws(StoreError) -> TaskBoard {
        try contents(existing: path, busyTimeout: busyTimeout).board
    }

    /// What a store holds, read in one transaction: its board and its sections' states.
    public struct Contents: Hashable, Sendable {
        /// The committed board, as ``TaskStore/board`` holds it.
        public var board: TaskBoard
        /// Whether each list shown as a section is collapsed, as ``TaskStore/collapsedLists`` holds
        /// it: a list absent never had its state written (an older store holds none).
        public var collapsedLists: [ListID: Bool]

        /// A store's board and its sections' states.
        public init(board: TaskBoard, collapsedLists: [ListID: Bool]) {
            self.board = board
            self.collapsedLists = collapsedLists
        }
    }

    /// The board and the sections' states the store at `path` holds, read without changing the
    /// file (`dragtoact show`): an older store is migrated in a copy in memory, not in the file, so
    /// that an older build sharing the file still opens it; the journal mode stays as it is.
    /// Beside a `-wal` with commits in it (its writer killed) the file is opened read-only, so that
    /// the `-wal` is read, not folded back into the file as the last connection to close it would
    /// (the same board, other bytes); without one it is opened as a writer's, so that the `-wal`
    /// and `-shm` made to read it are removed as it closes, as a read-only connection could not. A
    /// missing, empty, newer or foreign file is refused as by ``init(existing:busyTimeout:writerName:)``.
    /// - Complexity: O(n log n) for n tasks; an older store is first copied, O(the file's size).
    public static func contents(existing path: String, busyTimeout: Int = 5_000) throws(StoreError) -> Contents {
        try checkOpening(path: path, busyTimeout: busyTimeout)
        let db = try Database(path: path, create: false, readOnly: Database.hasLog(path))
        try db.waitForLocks(upTo: busyTimeout)
        // The copy is made in the inspection's read transaction: of the state it inspected.
        let copy = try db.transaction("opening") { () throws(StoreError) -> Database? in
            let found = try accept(Schema.inspect(db), path: path, creating: false)
            guard found != .current else { return nil }
            let copy = try db.inMemoryCopy()
            try copy.transaction("opening") { () throws(StoreError) in try bringUpToDate(copy, from: found, creating: nil) }
            return copy
        }
        let source = copy ?? db
        return try source.transaction("loading") { () throws(StoreError) in
            Contents(board: try load(source), collapsedLists: try loadCollapsed(source))
        }
    }

    /// The most characters a writer name may have (``writerName``).
    public static let longestWriterName = 64

    /// Refuses a writer name (``writerName``) that breaks ``writerNameProblem(_:)``'s rules: an
    /// ``StoreError/Kind/invalidArgument`` error naming the value, at `path`.
    static func checkWriterName(_ name: String, path: String) throws(StoreError) {
        guard let problem = writerNameProblem(name) else { return }
        throw StoreError(kind: .invalidArgument, path: path, operation: "opening", message: "writer name: \(problem)")
    }

    /// What is wrong with a writer name (``writerName``), `nil` for nothing: it is empty, longer
    /// than ``longestWriterName`` characters (Unicode scalars: an accent combined with its letter
    /// counts), begins or ends with white space (`"left-screen "` would be another writer than
    /// `"left-screen"`, unseen), or holds a control character (a line feed, an escape) or an
    /// invisible one (a zero-width space, a direction override, a line separator; a zero-width
    /// joiner inside an emoji is taken) — `expected 1 to 64 characters, …, found "left\u{A}screen"
    /// (it holds a control or invisible character)`, those characters spelled as Swift spells them
    /// and a long name cut short. Any other Unicode text is a name (`"left-screen"`, `"Kasse 2"`,
    /// `"écran"`); names are compared as stored, byte for byte, so an `é` written as `e` and an
    /// accent is another writer than one written as one character.
    public static func writerNameProblem(_ name: String) -> String? {
        let scalars = name.unicodeScalars
        let invisible: Set<Unicode.GeneralCategory> = [.control, .format, .lineSeparator, .paragraphSeparator]
        let problem: String? = if name.isEmpty {
            "it is empty"
        } else if scalars.count > longestWriterName {
            "it has \(scalars.count) characters"
        } else if scalars.contains(where: { invisible.contains($0.properties.generalCategory) && $0 != "\u{200D}" }) {
            "it holds a control or invisible character"
        } else if name.first!.isWhitespace || name.last!.isWhitespace {
            "it begins or ends with white space"
        } else {
            nil
        }
        guard let problem else { return nil }
        // A name of a million characters is named by its first ones.
        let shown = scalars.count > longestWriterName + 16
            ? String(String.UnicodeScalarView(scalars.prefix(longestWriterName))) + "…" : name
        return "expected 1 to \(longestWriterName) characters, no control or invisible character, no white space at either end, "
            + "found \"\(StoreError.spelled(shown))\" (\(problem))"
    }

    /// Refuses a path and busy timeout no store can be opened with, before any file is.
    private static func checkOpening(path: String, busyTimeout: Int) throws(StoreError) {
        if path.isEmpty {
            throw StoreError(kind: .invalidArgument, path: path, operation: "opening",
                             message: "expected the path of a file, or \":memory:\" (an empty path would be a temporary database, gone when closed), found \"\"")
        }
        if busyTimeout < 0 {
            throw StoreError(kind: .invalidArgument, path: path, operation: "opening",
                             message: "expected a busy timeout of 0 ms or more, found \(busyTimeout) ms")
        }
    }

    /// Creates the store in an empty file (from `template`) or migrates an older one to the current
    /// version, as `found` says, in the caller's write transaction; the current version is left as it is.
    private static func bringUpToDate(_ db: Database, from found: Schema.Found,
                                      creating template: (lists: [ListID], schedules: [ListID: ListSchedule], tasks: [InitialTask])?) throws(StoreError) {
        switch found {
        case .empty:
            let template = template!
            try Schema.create(db, lists: template.lists, schedules: template.schedules)
            try insertInitial(template.tasks, db: db, lists: template.lists, schedules: template.schedules)
        case .version1:
            try Schema.migrateFromVersion1(db, lists: template?.lists ?? defaultLists, schedules: template?.schedules ?? defaultSchedules)
        case .version2:
            try Schema.migrateFromVersion2(db)
        case .version3:
            try Schema.migrateFromVersion3(db)
        case .version4:
            try Schema.migrateFromVersion4(db)
        case .version5:
            try Schema.migrateFromVersion5(db)
        case .version6:
            try Schema.migrateFromVersion6(db)
        case .current, .newer, .notOurs:
            break
        }
    }

    /// `found` if the file may be opened as a store; an error naming why not otherwise.
    private static func accept(_ found: Schema.Found, path: String, creating: Bool) throws(StoreError) -> Schema.Found {
        switch found {
        case .newer(let version):
            throw StoreError(kind: .newerSchema(found: Int32(version), supported: Int32(Schema.current)), path: path, operation: "opening",
                             message: "the store has schema version \(version); this build understands up to \(Schema.current); the file was left untouched "
                                + "(a newer DragToAct made it: open it with that version, or a later one)")
        case .notOurs(let why):
            throw StoreError(kind: .notOurs, path: path, operation: "opening", message: "not a DragToAct store: \(why); the file was left untouched")
        case .empty where !creating:
            throw StoreError(kind: .notOurs, path: path, operation: "opening", message: "not a DragToAct store: the file is empty; it was left untouched "
                                + "(what a creation cut short leaves: opening it to write, as replay --store and live --store do, makes it a store)")
        case .empty, .version1, .version2, .version3, .version4, .version5, .version6, .current:
            return found
        }
    }

    /// Writes a new store's first tasks, in the creating transaction.
    private static func insertInitial(_ tasks: [InitialTask], db: Database, lists: [ListID], schedules: [ListID: ListSchedule]) throws(StoreError) {
        guard !tasks.isEmpty else { return }
        let board: TaskBoard
        do throws(TaskRejection) {
            var made = try TaskBoard(lists: lists, schedules: schedules)
            for task in tasks {
                try made.append(id: task.id, title: task.title, to: task.list, parent: task.parent, kind: task.kind)
            }
            board = made
        } catch {
            throw StoreError(kind: .corrupt, path: db.path, operation: "adding the first tasks", message: error.description)
        }
        let insert = try db.prepare("INSERT INTO tasks (\(taskColumns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)")
        for task in tasks { try insert.run(columns(board.task(task.id)!)) }
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

    /// Why this store refuses every write and refresh, once ``ensureStillAtPath()`` found its
    /// files changed under it: the message of each error, `nil` until then.
    private var filesLost: String?
    /// What ``ensureStillAtPath()`` found, inside the transaction it then rolls back.
    private var changeFound: Database.FileChange?

    /// Runs `transaction`, refusing from the first time a change of the store's files is found in
    /// one (``ensureStillAtPath()``): once it has rolled back, what the change left in this
    /// connection's log is put where it is safe (``settle(_:)``), and the error says where.
    private func watchingFiles<T>(_ operation: String, _ transaction: () throws(StoreError) -> T) throws(StoreError) -> T {
        if let filesLost {
            throw StoreError(kind: .sqlite(code: Database.fileMoved), path: path, operation: operation, message: filesLost)
        }
        do {
            return try transaction()
        } catch {
            guard let change = changeFound else { throw error }
            changeFound = nil
            let message = settle(change)
            filesLost = message
            throw StoreError(kind: .sqlite(code: Database.fileMoved), path: path, operation: error.operation, message: message)
        }
    }

    /// Throws if the files at ``path`` are no longer the ones this store opened: the file deleted,
    /// moved away or another moved there, cut short, or its `-wal` or `-shm` deleted or replaced
    /// (``Database/changedFile()``). What it committed from then on would be lost with the old
    /// files, unseen by every process opening the path, while reporting success.
    private func ensureStillAtPath() throws(StoreError) {
        guard let change = db.changedFile() else { return }
        changeFound = change
        throw StoreError(kind: .sqlite(code: Database.fileMoved), path: path, operation: db.context ?? "writing", message: "")
    }

    /// Makes what this connection's log holds safe after `change`, and says what happened, where
    /// its commits are and what to do. Closing is kept from folding or removing the -wal and -shm
    /// at the path, which may now be another store's. A file moved, deleted or replaced has the
    /// log folded into it, the file this connection has open: its commits are then in it wherever
    /// it is now (nowhere any process reads, when deleted), not in the -wal at the old path, which
    /// would be removed by a store made there or read into a store moved there; that -wal, then
    /// empty, and the -shm are removed from the path while they are this connection's.
    private func settle(_ change: Database.FileChange) -> String {
        db.keepsLogOnClose()
        let dontWrite = "nothing more is written to it or read from it"
        switch change {
        case .moved:
            let folded = db.foldLogIntoOpenFile()
            if folded { db.removeLogFilesAtPath() }
            let now = db.openFileNow()
            let log = folded ? "" : "; some of its last commits may still be in \(path)-wal, kept back by another process on the file (stop every process on it and move that -wal beside the file, named as its -wal)"
            guard let now else {
                return "the file was deleted or replaced after this process opened it, and what this process wrote went with the old file; "
                    + "\(dontWrite) (open the store again\(log))"
            }
            return "the file was moved to \(now.oneLine) after this process opened it, and what this process wrote is there, its log folded into it; "
                + "\(dontWrite) (stop every process on it, then open the store there or move it back\(log))"
        case .truncated(let bytes):
            return "the file was cut to \(bytes) bytes after this process opened it, shorter than a database's header, so it holds no store; "
                + "\(dontWrite) (restore it from a backup, with every process on it stopped)"
        case .sidecar("-wal", let gone):
            return "its write-ahead log \(path)-wal was \(gone ? "deleted" : "replaced by another file") after this process opened it, so "
                + "the commits in that log not yet folded into the file, the last ones this process made among them, are no longer in the "
                + "store; \(dontWrite) (open the store again and make those changes again; remove a store's -wal and -shm only with every "
                + "process on it stopped)"
        case .sidecar(let suffix, let gone):
            return "its shared-memory index \(path)\(suffix) was \(gone ? "deleted" : "replaced by another file") after this process opened "
                + "it, so a process opening the store now would not see this one's locks, and both would write its log at once; "
                + "\(dontWrite) (open the store again; remove a store's -wal and -shm only with every process on it stopped)"
        }
    }

    /// Each list's stored `collapsed` state, for the lists that have one (not NULL).
    static func loadCollapsed(_ db: Database) throws(StoreError) -> [ListID: Bool] {
        let lists = try db.prepare("SELECT id, collapsed FROM lists WHERE collapsed IS NOT NULL")
        var collapsed: [ListID: Bool] = [:]
        while try lists.step() {
            let id = ListID(try lists.string(0, of: "a list", "loading"))
            collapsed[id] = try lists.integer(1, of: "list \"\(id)\"", "loading") != 0
        }
        return collapsed
    }

    /// The columns of a task row, in the order ``item(_:db:offset:operation:)`` reads and ``columns(_:)`` writes.
    static let taskColumns = "id, title, list_id, order_key, status, status_sequence, due, priority, scheduled, parent_id, kind, expanded"

    /// Reads every list and task into a board, in the visible order: order key, then due date,
    /// then priority (high first), then title (``TaskItem/isListed(before:)``).
    static func load(_ db: Database) throws(StoreError) -> TaskBoard {
        let lists = try db.prepare("SELECT id, schedule FROM lists ORDER BY position")
        var listIDs: [ListID] = []
        var schedules: [ListID: ListSchedule] = [:]
        while try lists.step() {
            let id = ListID(try lists.string(0, of: "a list", "loading"))
            listIDs.append(id)
            guard !lists.isNull(1) else { continue }
            let schedule = try lists.string(1, of: "list \"\(id)\"", "loading")
            guard let rule = ListSchedule(rawValue: schedule) else {
                throw StoreError(kind: .corrupt, path: db.path, operation: "loading", message: "list \"\(id)\" has unknown schedule \"\(schedule)\"")
            }
            schedules[id] = rule
        }
        var board: TaskBoard
        do { board = try TaskBoard(lists: listIDs, schedules: schedules) } catch {
            throw StoreError(kind: .corrupt, path: db.path, operation: "loading", message: error.description)
        }
        let tasks = try db.prepare("""
        SELECT \(taskColumns) FROM tasks
        ORDER BY list_id, parent_id, order_key, due IS NULL, due, priority DESC, title, id
        """)
        var items: [TaskItem] = []
        while try tasks.step() {
            let item = try Self.item(tasks, db: db)
            guard board.hasList(item.list) else {
                throw StoreError(kind: .corrupt, path: db.path, operation: "loading", message: "task \"\(item.id)\" is in unknown list \"\(item.list)\"")
            }
            items.append(item)
        }
        board.restore(contentsOf: items) // each collection filled once, not one sorted insert per row
        if let problem = board.invariantViolations(allowingTies: true).first {
            throw StoreError(kind: .corrupt, path: db.path, operation: "loading", message: problem)
        }
        return board
    }

    /// The largest completion or trashing sequence a row may hold: half the range. The board numbers
    /// the next one past the largest it holds, so a sequence near `Int.max` (only another program
    /// writes one; ours count up from 1) would overflow and trap there; below this one, 2^62 more
    /// completions fit.
    static let largestSequence = Int.max / 2

    /// A task from the ``taskColumns`` (starting at `offset`). Each column must hold its own type:
    /// a value SQLite would convert (text in `order_key`, a blob as a title) is an error, not a guess.
    static func item(_ row: Statement, db: Database, offset: Int32 = 0, operation: String = "loading") throws(StoreError) -> TaskItem {
        let id = TaskID(try row.string(offset, of: "a task", operation))
        guard !id.rawValue.isEmpty else {
            // Nothing could name it again (a trace, JSON, the C ABI); the board refuses such ids too.
            let title = try row.string(offset + 1, of: "a task", operation), list = try row.string(offset + 2, of: "a task", operation)
            throw StoreError(kind: .corrupt, path: db.path, operation: operation,
                             message: "a task titled \(title.quotedOneLine) in list \"\(list)\": \(TaskRejection.emptyID)")
        }
        let owner = "task \"\(id)\""
        let sequence = Int(try row.integer(offset + 5, of: owner, operation))
        let status: TaskStatus
        switch try row.string(offset + 4, of: owner, operation) {
        case "open": status = .open
        case "completed": status = .completed(sequence: sequence)
        case "trashed": status = .trashed(sequence: sequence)
        case let other:
            throw StoreError(kind: .corrupt, path: db.path, operation: operation, message: "\(owner) has unknown status \"\(other)\"")
        }
        if status != .open, sequence > largestSequence {
            throw StoreError(kind: .corrupt, path: db.path, operation: operation,
                             message: "\(owner): status_sequence holds the integer \(sequence), expected at most \(largestSequence)")
        }
        let rawPriority = try row.integer(offset + 7, of: owner, operation)
        guard let priority = Priority(rawValue: Int(rawPriority)) else {
            throw StoreError(kind: .corrupt, path: db.path, operation: operation, message: "\(owner) has unknown priority \(rawPriority)")
        }
        func time(_ column: Int32) throws(StoreError) -> UnixTime? {
            try row.optionalInteger(offset + column, of: owner, operation).map { UnixTime(milliseconds: $0) }
        }
        let parent = row.isNull(offset + 9) ? nil : TaskID(try row.string(offset + 9, of: owner, operation))
        let expanded = try row.integer(offset + 11, of: owner, operation)
        let kind: TaskKind
        switch (try row.string(offset + 10, of: owner, operation), expanded) {
        case ("task", 0): kind = .task
        case ("header", 0): kind = .header
        case ("folder", 0), ("folder", 1): kind = .folder(expanded: expanded == 1)
        case let (other, flag):
            throw StoreError(kind: .corrupt, path: db.path, operation: operation, message: "\(owner) has unknown kind \"\(other)\" (expanded \(flag))")
        }
        return TaskItem(id: id, title: try row.string(offset + 1, of: owner, operation), list: ListID(try row.string(offset + 2, of: owner, operation)),
                        order: try row.integer(offset + 3, of: owner, operation), status: status, due: try time(6), priority: priority, scheduled: try time(8),
                        parent: parent, kind: kind)
    }

    static func columns(_ item: TaskItem) -> [SQLValue?] {
        let (status, sequence): (String, Int) = switch item.status {
        case .open: ("open", 0)
        case .completed(let s): ("completed", s)
        case .trashed(let s): ("trashed", s)
        }
        return [.text(item.id.rawValue), .text(item.title), .text(item.list.rawValue), .integer(item.order), .text(status), .integer(Int64(sequence)),
                item.due.map { .integer($0.milliseconds) }, .integer(Int64(item.priority.rawValue)), item.scheduled.map { .integer($0.milliseconds) },
                item.parent.map { .text($0.rawValue) }, .text(item.kind.name), .integer(item.kind == .folder(expanded: true) ? 1 : 0)]
    }

    func write(_ item: TaskItem) throws(StoreError) {
        try upsert.run(Self.columns(item))
    }
}

@available(*, unavailable, message: "a TaskStore owns one SQLite connection; use it from one thread")
extension TaskStore: Sendable {}
