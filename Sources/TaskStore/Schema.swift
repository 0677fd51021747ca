import Glibc
import TaskModel

/// The store's schema, by version (`PRAGMA user_version`), and how an older file is brought up
/// to date. Version 1 is seed 000's table without order; version 2 added lists, order keys,
/// statuses, dates and undo history; version 3 added trees: a node's parent folder, its kind
/// (task, header, folder) and a folder's expanded state, with order keys per parent; version 4
/// indexes the undo history by `undone`, so that dropping the undone steps (each drop does) and
/// finding the step to undo or redo read those steps, not the whole history; version 5 stores
/// whether each list, shown as a section, is collapsed: `lists.collapsed`, NULL until a section's
/// state is first written (then whoever shows it decides: a runtime, its scene's);
/// version 6 records which writer made each step (`history.author`, NULL for a
/// step an older build made), from ids the store hands out (`writers`, never given twice), so that
/// each writer can undo its own steps (``TaskStore/undo(_:)``); version 7 (this build's) names
/// writers (`writers.name`, unique, NULL for an unnamed one: every writer of version 6), so that a
/// store opened again under the same name — a kiosk screen's process restarted — is the same
/// writer and undoes the steps it made before (``TaskStore/writerName``).
///
/// Times (`due`, `scheduled`) are integer milliseconds since 1970 UTC, so they round-trip
/// exactly; `created_at` keeps version 1's seconds.
enum Schema {
    /// `PRAGMA application_id` of a DragToAct store: "DTA1" in ASCII.
    static let applicationID: Int64 = 0x4454_4131
    static let current: Int64 = 7

    /// The tree columns version 3 adds to `tasks` and `history_rows`.
    static let treeColumns = [
        "parent_id TEXT",
        "kind TEXT NOT NULL DEFAULT 'task' CHECK (kind IN ('task', 'header', 'folder'))",
        "expanded INTEGER NOT NULL DEFAULT 0 CHECK (expanded IN (0, 1))",
    ]

    static let schema = """
    CREATE TABLE lists (
        id TEXT PRIMARY KEY,
        position INTEGER NOT NULL UNIQUE,
        schedule TEXT CHECK (schedule IN ('unscheduled', 'today', 'tomorrow')),
        \(collapsedColumn)
    );
    CREATE TABLE tasks (
        id TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        list_id TEXT NOT NULL REFERENCES lists(id),
        order_key INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'completed', 'trashed')),
        status_sequence INTEGER NOT NULL DEFAULT 0,
        due INTEGER,
        priority INTEGER NOT NULL DEFAULT 0 CHECK (priority BETWEEN 0 AND 3),
        scheduled INTEGER,
        created_at REAL NOT NULL DEFAULT 0,
        \(treeColumns.joined(separator: ",\n    "))
    );
    CREATE INDEX tasks_by_list_and_order ON tasks (list_id, order_key);
    CREATE TABLE history (
        step INTEGER PRIMARY KEY,
        action TEXT NOT NULL,
        undone INTEGER NOT NULL DEFAULT 0,
        \(authorColumn)
    );
    \(writersTable);
    \(writerNameIndex);
    CREATE TABLE history_rows (
        step INTEGER NOT NULL REFERENCES history(step) ON DELETE CASCADE,
        task_id TEXT NOT NULL,
        side TEXT NOT NULL CHECK (side IN ('before', 'after')),
        title TEXT NOT NULL,
        list_id TEXT NOT NULL,
        order_key INTEGER NOT NULL,
        status TEXT NOT NULL,
        status_sequence INTEGER NOT NULL,
        due INTEGER,
        priority INTEGER NOT NULL,
        scheduled INTEGER,
        \(treeColumns.joined(separator: ",\n    "))
    );
    CREATE INDEX history_rows_by_step ON history_rows (step);
    \(historyIndex);
    """

    /// The column version 5 adds to `lists`: 1 for a section collapsed, 0 for one open, NULL for a
    /// list whose state was never written (a version-4 store's, a new store's).
    static let collapsedColumn = "collapsed INTEGER CHECK (collapsed IN (0, 1))"

    /// The column version 6 adds to `history`: the ``TaskStore/writer`` that made the step, NULL
    /// for a step made before (nobody's own: only an undo of anyone's newest step takes it back).
    static let authorColumn = "author INTEGER"

    /// The table version 6 adds: one row per writer id handed out. `AUTOINCREMENT` never hands out
    /// an id again, even once its rows are gone, so two `TaskStore` values — in one process or in
    /// many — never share one.
    static let writersTable = "CREATE TABLE writers (id INTEGER PRIMARY KEY AUTOINCREMENT, \(writerNameColumn))"

    /// The table as version 6 made it: ids only. Migrating a version-5 store makes it, then adds
    /// version 7's column, as migrating a version-6 store does.
    static let version6WritersTable = "CREATE TABLE writers (id INTEGER PRIMARY KEY AUTOINCREMENT)"

    /// The column version 7 adds to `writers`: the name a store was opened with
    /// (``TaskStore/writerName``), NULL for an unnamed writer. SQLite cannot add a `UNIQUE`
    /// column, so ``writerNameIndex`` keeps two writers from sharing a name (NULLs are not equal).
    static let writerNameColumn = "name TEXT"

    /// Version 7's unique index: one writer per name, found by it without a scan.
    static let writerNameIndex = "CREATE UNIQUE INDEX writers_by_name ON writers (name)"

    /// Version 4's index: `WHERE undone = ?` finds its steps, in step order, without a scan.
    static let historyIndex = "CREATE INDEX history_by_undone ON history (undone, step)"

    /// Seed 000's schema before `displayOrder`, exactly.
    static let version1Table = "CREATE TABLE tasks (id TEXT PRIMARY KEY, title TEXT NOT NULL, completed INTEGER NOT NULL DEFAULT 0, created_at REAL NOT NULL)"

    /// What kind of file was opened.
    enum Found: Equatable {
        case empty
        case version1
        case version2
        case version3
        case version4
        case version5
        case version6
        case current
        case newer(Int64)
        case notOurs(String)

        /// What bringing a file found so up to date is called in its errors: `creating the
        /// store`, `migrating the store from schema version 2 to 5`.
        var bringingUpToDate: String {
            let version: Int
            switch self {
            case .empty: return "creating the store"
            case .version1: version = 1
            case .version2: version = 2
            case .version3: version = 3
            case .version4: version = 4
            case .version5: version = 5
            case .version6: version = 6
            case .current, .newer, .notOurs: return "opening"
            }
            return "migrating the store from schema version \(version) to \(Schema.current)"
        }
    }

    static func inspect(_ db: Database) throws(StoreError) -> Found {
        let applicationID: Int64
        do {
            applicationID = try db.integer("PRAGMA application_id") ?? 0
        } catch where error.kind == .sqlite(code: 26) { // SQLITE_NOTADB
            // A file that begins as SQLite's do but cannot be read as one is a damaged database
            // (its error says so, and what to do), not something else altogether.
            guard startsAsSQLite(db.path) else { return .notOurs("it is not a SQLite database") }
            throw error
        }
        let version = try db.integer("PRAGMA user_version") ?? 0
        let tables = try db.integer("SELECT count(*) FROM sqlite_master WHERE type = 'table'") ?? 0
        if applicationID == Self.applicationID {
            if version > current { return .newer(version) }
            if version == current { return .current }
            if version == 2 { return .version2 }
            if version == 3 { return .version3 }
            if version == 4 { return .version4 }
            if version == 5 { return .version5 }
            if version == 6 { return .version6 }
            return .notOurs("it has DragToAct's id but an unknown version \(version)")
        }
        guard applicationID == 0 else { return .notOurs("its application_id is \(applicationID), not DragToAct's") }
        if version == 0 && tables == 0 { return .empty }
        if version == 1, try isVersion1(db) { return .version1 }
        return .notOurs("its tables are not a DragToAct store's (user_version \(version))")
    }

    /// Whether the file at `path` begins with the 16 bytes every SQLite database begins with.
    private static func startsAsSQLite(_ path: String) -> Bool {
        guard let file = fopen(path, "rb") else { return false }
        defer { fclose(file) }
        var header = [UInt8](repeating: 0, count: 16)
        return fread(&header, 1, 16, file) == 16 && header == Array("SQLite format 3\0".utf8)
    }

    /// Version 1 has exactly one table, `tasks`, created by ``version1Table``.
    private static func isVersion1(_ db: Database) throws(StoreError) -> Bool {
        let statement = try db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'")
        var tables: [String: String] = [:]
        while try statement.step() { tables[statement.text(0)] = statement.text(1) }
        return tables.count == 1 && tables["tasks"].map(normalise) == normalise(version1Table)
    }

    private static func normalise(_ sql: String) -> String {
        sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Creates the current version in an empty file.
    static func create(_ db: Database, lists: [ListID], schedules: [ListID: ListSchedule]) throws(StoreError) {
        try db.execute(schema, "creating the schema")
        try insertLists(db, lists, schedules)
        try db.execute("PRAGMA application_id = \(applicationID); PRAGMA user_version = \(current)", "stamping the schema")
    }

    /// Version 2 → current, in the caller's transaction: every row keeps everything it had and
    /// becomes a top-level task; the undo history's rows likewise, so every step stays undoable.
    static func migrateFromVersion2(_ db: Database) throws(StoreError) {
        for table in ["tasks", "history_rows"] {
            for column in treeColumns {
                try db.execute("ALTER TABLE \(table) ADD COLUMN \(column)", "migrating from version 2")
            }
        }
        try migrateFromVersion3(db)
    }

    /// Version 3 → current, in the caller's transaction: the undo history's index, then version 4's step.
    static func migrateFromVersion3(_ db: Database) throws(StoreError) {
        try db.execute(historyIndex, "migrating from version 3")
        try migrateFromVersion4(db)
    }

    /// Version 4 → current, in the caller's transaction: the lists' `collapsed` column, NULL in
    /// every list (no section's state was ever stored, so each takes the scene's), then version 5's step.
    static func migrateFromVersion4(_ db: Database) throws(StoreError) {
        try db.execute("ALTER TABLE lists ADD COLUMN \(collapsedColumn)", "migrating from version 4")
        try migrateFromVersion5(db)
    }

    /// Version 5 → current, in the caller's transaction: the history's `author` column, NULL in
    /// every step (no writer was recorded), and version 6's `writers` table, empty; then version 6's step.
    static func migrateFromVersion5(_ db: Database) throws(StoreError) {
        try db.execute("ALTER TABLE history ADD COLUMN \(authorColumn)", "migrating from version 5")
        try db.execute(version6WritersTable, "migrating from version 5")
        try migrateFromVersion6(db)
    }

    /// Version 6 → current, in the caller's transaction: the writers' `name` column, NULL for
    /// every writer (each stays unnamed: its steps are still its own id's, which no store opened
    /// later is given), and its unique index; nothing else changes.
    static func migrateFromVersion6(_ db: Database) throws(StoreError) {
        try db.execute("ALTER TABLE writers ADD COLUMN \(writerNameColumn)", "migrating from version 6")
        try db.execute(writerNameIndex, "migrating from version 6")
        try db.execute("PRAGMA user_version = \(current)", "stamping the schema")
    }

    /// Version 1 → current, in the caller's transaction: every task goes to the first list with an
    /// order following its creation date (oldest first, ties by id); completed tasks stay
    /// completed, in the same order. Deterministic: no random fallback.
    static func migrateFromVersion1(_ db: Database, lists: [ListID], schedules: [ListID: ListSchedule]) throws(StoreError) {
        try db.execute("ALTER TABLE tasks RENAME TO tasks_v1", "migrating from version 1")
        try db.execute(schema, "migrating from version 1")
        try insertLists(db, lists, schedules)
        let insert = try db.prepare("""
        INSERT INTO tasks (id, title, list_id, order_key, status, status_sequence, created_at)
        SELECT id, title, ?1,
               \(OrderKeys.spacing) * ROW_NUMBER() OVER (ORDER BY created_at, id),
               CASE WHEN completed = 0 THEN 'open' ELSE 'completed' END,
               CASE WHEN completed = 0 THEN 0 ELSE ROW_NUMBER() OVER (PARTITION BY completed <> 0 ORDER BY created_at, id) END,
               created_at
        FROM tasks_v1
        """)
        try insert.run([.text(lists[0].rawValue)])
        try db.execute("DROP TABLE tasks_v1", "migrating from version 1")
        try db.execute("PRAGMA application_id = \(applicationID); PRAGMA user_version = \(current)", "stamping the schema")
    }

    private static func insertLists(_ db: Database, _ lists: [ListID], _ schedules: [ListID: ListSchedule]) throws(StoreError) {
        let insert = try db.prepare("INSERT INTO lists (id, position, schedule) VALUES (?1, ?2, ?3)")
        for (position, list) in lists.enumerated() {
            try insert.run([.text(list.rawValue), .integer(Int64(position)), schedules[list].map { .text($0.rawValue) }])
        }
    }
}
