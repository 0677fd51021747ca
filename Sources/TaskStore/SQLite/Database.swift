import CSQLite
import Glibc

/// A thin wrapper of one SQLite connection: open, run SQL, prepared statements, transactions.
/// Every result code goes through ``check(_:_:sql:)``, the one error funnel.
///
/// Not `Sendable`: a connection belongs to one thread at a time (SQLite's default threading
/// mode allows no sharing), so the compiler keeps it where it was made.
final class Database {
    private(set) var handle: OpaquePointer?
    let path: String
    /// What the store is doing (`opening`, `applying complete t1`): errors name it rather than
    /// the step (`executing`) that failed. Set for the length of a transaction.
    var context: String?

    /// Opens (and with `create`, creates) the database at `path`; `":memory:"` is in-memory.
    /// A path is a file's path, never a SQLite URI: one beginning `file:` (which a SQLite built
    /// to read URIs, as Debian's is, would take as one) is opened as the relative path it spells.
    /// `naming` is the path errors give, when not `path` (a copy in memory of a file).
    init(path: String, create: Bool, readOnly: Bool = false, naming name: String? = nil) throws(StoreError) {
        self.path = name ?? path
        sidecarBase = path == ":memory:" || name != nil ? nil : Self.resolved(path)
        if let what = Self.notAFile(path) {
            // SQLite would open it: /dev/null read as an empty file, written as "disk I/O error"; a FIFO, "illegal seek".
            throw StoreError(kind: .notOurs, path: path, operation: "opening", message: "not a DragToAct store: it is \(what), not a file; it was left untouched")
        }
        if path != ":memory:" && name == nil {
            try Self.refuseSidecarName(path)
            try Self.refuseForeignSidecars(beside: Self.resolved(path))
            try Self.refuseOrphanedLog(beside: Self.resolved(path), naming: path)
        }
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        flags |= readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        if create && !readOnly { flags |= SQLITE_OPEN_CREATE }
        let code = sqlite3_open_v2(path.hasPrefix("file:") ? "./" + path : path, &handle, flags, nil)
        if code != SQLITE_OK {
            let message = Self.cause(of: code, on: handle, path: path, creating: create && !readOnly)
            sqlite3_close_v2(handle)
            handle = nil
            throw StoreError(kind: .sqlite(code: code), path: path, operation: "opening", message: message)
        }
        // A -wal with commits in it, left by a writer that was killed: until the file is known to
        // be a store this build may write (``foldsLogOnClose()``), closing must not fold it into the
        // file, a newer store's or another program's. (Without one, closing removes the -wal and
        // -shm this connection made, as it should.)
        if Self.hasLog(path) { try check(dragtoact_checkpoint_on_close(handle, 0), "opening") }
        opened = sidecarBase.flatMap { FileIdentity.found(at: $0)?.file }
    }

    /// The path SQLite names this database's `-wal` and `-shm` after (``resolved(_:)``), `nil` in memory.
    let sidecarBase: String?
    /// The file this connection opened, as it was found at its path just after: `nil` in memory.
    var opened: FileIdentity?
    /// The `-wal` and `-shm` this connection has open, as ``noteLogFiles()`` found them at their paths.
    var logFiles: [(suffix: String, file: FileIdentity)] = []

    deinit {
        sqlite3_close_v2(handle)
    }

    /// A copy of the database in memory (SQLite's online backup), named by this one's path in
    /// errors: what is done to the copy never reaches the file. In a transaction, of its snapshot.
    func inMemoryCopy() throws(StoreError) -> Database {
        let copy = try Database(path: ":memory:", create: true, naming: path)
        guard let backup = sqlite3_backup_init(copy.handle, "main", handle, "main") else {
            throw StoreError(kind: .sqlite(code: sqlite3_extended_errcode(copy.handle)), path: path, operation: "copying the store into memory",
                             message: Self.cause(of: sqlite3_extended_errcode(copy.handle), on: copy.handle, path: path))
        }
        sqlite3_backup_step(backup, -1)
        try copy.check(sqlite3_backup_finish(backup), "copying the store into memory")
        return copy
    }

    /// Makes every lock wait up to `milliseconds` for another connection, polling often.
    ///
    /// SQLite's own `sqlite3_busy_timeout` sleeps up to 100 ms between tries, so a writer that
    /// waits behind busy writers mostly sleeps through the moments the lock is free, and the lock
    /// idles while every waiter sleeps. This handler sleeps 0.5, 1, 2, 4 and then 5 ms between
    /// tries, on the monotonic clock, so waiting writers take turns about as fast as the disk
    /// commits.
    func waitForLocks(upTo milliseconds: Int) throws(StoreError) {
        busyWait.limit = UInt64(max(0, milliseconds)) * 1_000_000
        let context = Unmanaged.passUnretained(busyWait).toOpaque()
        try check(sqlite3_busy_handler(handle, { context, tries in
            let wait = Unmanaged<BusyWait>.fromOpaque(context!).takeUnretainedValue()
            return wait.tryAgain(after: tries) ? 1 : 0
        }, context), "setting the busy timeout")
    }

    /// The busy handler's state, owned by the connection so the handler's pointer stays valid.
    private let busyWait = BusyWait()

    /// Turns a result code into a ``StoreError`` naming what the store was doing (the
    /// ``context``, else `operation`) and the cause in words; the SQL is kept for debugging.
    func check(_ code: Int32, _ operation: String, sql: String? = nil) throws(StoreError) {
        guard code != SQLITE_OK, code != SQLITE_ROW, code != SQLITE_DONE else { return }
        throw StoreError(kind: .sqlite(code: code), path: path, operation: context ?? operation, sql: sql,
                         message: Self.cause(of: code, on: handle, path: path, waited: busyWait.limit / 1_000_000))
    }

    /// Runs SQL that returns no rows (one or more statements).
    func execute(_ sql: String, _ operation: String = "executing") throws(StoreError) {
        try check(sqlite3_exec(handle, sql, nil, nil, nil), operation, sql: sql)
    }

    /// Runs SQL that returns no rows, trying again with the busy handler's pauses while SQLite
    /// answers "busy" without calling it — as it does when a statement holding a read lock needs
    /// the write lock another connection holds (switching a new file to WAL while another process
    /// writes it) — until the wait's limit (``waitForLocks(upTo:)``) has passed. Each try starts
    /// over, its read lock let go in between, so the other connection can finish. The limit runs
    /// from the first try: the busy handler called within a try keeps its own time.
    func executeWaitingForLocks(_ sql: String, _ operation: String) throws(StoreError) {
        var tries: Int32 = 0
        let start = BusyWait.monotonicNanoseconds()
        while true {
            let code = sqlite3_exec(handle, sql, nil, nil, nil)
            guard code & 0xFF == SQLITE_BUSY, busyWait.tryAgain(after: tries, since: start) else { return try check(code, operation, sql: sql) }
            tries += 1
        }
    }

    func prepare(_ sql: String) throws(StoreError) -> Statement {
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v2(handle, sql, -1, &statement, nil), "preparing", sql: sql)
        return Statement(database: self, handle: statement, sql: sql)
    }

    /// The single integer a query returns (a pragma, a count), or `nil` for no row or NULL.
    func integer(_ sql: String) throws(StoreError) -> Int64? {
        let statement = try prepare(sql)
        guard try statement.step(), !statement.isNull(0) else { return nil }
        return statement.int64(0)
    }

    /// Runs `body` in `BEGIN IMMEDIATE … COMMIT`; any error rolls back and is rethrown, so the
    /// database holds either all of `body`'s writes or none.
    func immediateTransaction<T>(_ operation: String, _ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try transaction(operation, begin: "BEGIN IMMEDIATE", body)
    }

    /// Runs `body` in a transaction begun with `begin` (a deferred one reads one consistent
    /// snapshot); any error rolls back and is rethrown.
    func transaction<T>(_ operation: String, begin: String = "BEGIN", _ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        let outer = context
        context = outer ?? operation
        defer { context = outer }
        try execute(begin, operation)
        do {
            let result = try body()
            try execute("COMMIT", operation)
            return result
        } catch {
            if sqlite3_get_autocommit(handle) == 0 { sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) }
            throw error
        }
    }
}
