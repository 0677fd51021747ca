import TaskModel

/// Opening a file as a store: the checks before any file is opened, which versions are accepted,
/// the creation or migration, and reading a store without changing it (`dragtoact show`).
extension TaskStore {
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

    /// Refuses a path and busy timeout no store can be opened with, before any file is.
    static func checkOpening(path: String, busyTimeout: Int) throws(StoreError) {
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
    static func bringUpToDate(_ db: Database, from found: Schema.Found,
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
    static func accept(_ found: Schema.Found, path: String, creating: Bool) throws(StoreError) -> Schema.Found {
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
}
