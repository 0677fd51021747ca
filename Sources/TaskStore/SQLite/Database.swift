import CSQLite
import Glibc
import TaskModel

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
    private let sidecarBase: String?
    /// The file this connection opened, as it was found at its path just after: `nil` in memory.
    private var opened: FileIdentity?
    /// The `-wal` and `-shm` this connection has open, as ``noteLogFiles()`` found them at their paths.
    private var logFiles: [(suffix: String, file: FileIdentity)] = []

    /// A file's device and inode numbers: which file a path names, whatever its name.
    struct FileIdentity: Equatable {
        var device: UInt64
        var inode: UInt64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }

        /// The file at `path` (links followed) and its size in bytes, `nil` when there is none.
        static func found(at path: String) -> (file: FileIdentity, size: Int64)? {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            return (FileIdentity(info), Int64(info.st_size))
        }
    }

    /// Notes which `-wal` and `-shm` files this connection has open, once it has read the store in
    /// WAL mode (it opens them at its first read and keeps both while it is open: SQLite deletes
    /// them only as the last connection closes, and a checkpoint or `journal_size_limit` truncates
    /// the `-wal`, never replaces it). ``changedFile()`` then finds them deleted or replaced.
    func noteLogFiles() {
        guard let sidecarBase else { return }
        logFiles = ["-wal", "-shm"].compactMap { suffix in FileIdentity.found(at: sidecarBase + suffix).map { (suffix, $0.file) } }
    }

    /// What happened to a file of an open store, found by ``changedFile()``.
    enum FileChange: Equatable {
        /// The file at the path is not the one this connection opened: it was deleted, moved
        /// away, or another file was moved over it.
        case moved
        /// The file is shorter than a database's header: `bytes` long (`: > board.db`).
        case truncated(bytes: Int64)
        /// The store's `-wal` or `-shm` (`suffix`) at its path is not the one this connection has open:
        /// deleted (`gone`), or another file put there.
        case sidecar(suffix: String, gone: Bool)
    }

    /// Whether the store's file, `-wal` or `-shm` at their paths are no longer the ones this
    /// connection has open (``FileChange``), `nil` when they are. SQLite would go on writing the
    /// files it has open, where no process opening the path reads them, and report success.
    func changedFile() -> FileChange? {
        if fileHasMoved() { return .moved }
        guard let sidecarBase, let opened else { return nil }
        // Another file at the path is "moved"; SQLite compares inode numbers alone.
        guard let found = FileIdentity.found(at: sidecarBase), found.file == opened else { return .moved }
        if found.size < 100 { return .truncated(bytes: found.size) }
        for (suffix, file) in logFiles {
            let now = FileIdentity.found(at: sidecarBase + suffix)
            if now?.file != file { return .sidecar(suffix: suffix, gone: now == nil) }
        }
        return nil
    }

    /// Where the file this connection opened is now, found among this process's open files:
    /// its path, `nil` when it was deleted (or cannot be found).
    func openFileNow() -> String? {
        guard let opened, let folder = opendir("/proc/self/fd") else { return nil }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            guard name.first?.isNumber == true else { continue }
            let link = "/proc/self/fd/" + name
            var info = stat()
            guard stat(link, &info) == 0, FileIdentity(info) == opened else { continue }
            guard info.st_nlink > 0 else { return nil }
            var target = [CChar](repeating: 0, count: 4097)
            let count = readlink(link, &target, 4096)
            guard count > 0 else { return nil }
            return String(decoding: target.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return nil
    }

    /// Folds this connection's `-wal` into the file it has open and empties it
    /// (`PRAGMA wal_checkpoint(TRUNCATE)`), outside a transaction: whether every commit in it is
    /// now in the file (`false`: another connection's reader or writer kept some back).
    func foldLogIntoOpenFile() -> Bool {
        guard let statement = try? prepare("PRAGMA wal_checkpoint(TRUNCATE)"), (try? statement.step()) == true else { return false }
        return statement.int64(0) == 0
    }

    /// Removes the `-wal` (emptied by ``foldLogIntoOpenFile()``) and the `-shm` at the store's path
    /// when they are still the ones this connection has open, once its file was moved away or
    /// replaced: a store made or moved there then makes its own, rather than sharing them with the
    /// connections still open on the old file, whose later folds would copy its commits into that
    /// file. Those connections keep them open, as this one does.
    func removeLogFilesAtPath() {
        guard let sidecarBase else { return }
        for (suffix, file) in logFiles {
            guard let now = FileIdentity.found(at: sidecarBase + suffix), now.file == file, suffix != "-wal" || now.size == 0 else { return }
            unlink(sidecarBase + suffix)
        }
    }

    /// Keeps closing from folding the `-wal` at the store's path into the file this connection
    /// has open and removing it and the `-shm` by name: once those are another file's, or this
    /// file was damaged under it, that would take another store's commits, or write into a
    /// truncated file pages it no longer holds the rest of.
    func keepsLogOnClose() {
        _ = dragtoact_checkpoint_on_close(handle, 0)
    }

    /// Refuses to open `path` when it has no file, or an empty one, but a `-wal` with commits in
    /// it lies beside it: the log of a store moved or deleted while a process wrote it. SQLite
    /// would delete that `-wal` (a database of no pages has no log), and the commits with it.
    private static func refuseOrphanedLog(beside base: String, naming path: String) throws(StoreError) {
        let log = base + "-wal"
        // A log's header is 32 bytes; a frame follows it for each page a commit wrote.
        guard let wal = FileIdentity.found(at: log), wal.size > 32 else { return }
        let file = FileIdentity.found(at: base)
        guard file == nil || file!.size == 0 else { return }
        throw StoreError(kind: .notOurs, path: path, operation: "opening",
                         message: "there is \(file == nil ? "no file" : "an empty file") at the path, but \(log.oneLine) beside it holds commits "
                            + "(\(wal.size) bytes): those of a store moved, deleted or cut short while a process had it open, which SQLite would delete "
                            + "on opening here; both were left as they are (move the -wal beside that store, named as its -wal, with "
                            + "every process on it stopped, or move it away to make a new store here)")
    }

    /// The files SQLite keeps beside a database at `path + suffix`: its write-ahead log, the
    /// log's shared-memory index, a rollback journal.
    private static let sidecars = [("-wal", "write-ahead log"), ("-shm", "shared-memory index"), ("-journal", "rollback journal")]

    /// Refuses to make a store at a path named as another store's sidecar (`board.db-wal`):
    /// opening the store at `board.db` would take it for its own log and remove it. One made so
    /// before this check opens (opening `board.db` beside it is refused instead).
    private static func refuseSidecarName(_ path: String) throws(StoreError) {
        guard let (suffix, role) = sidecars.first(where: { path.hasSuffix($0.0) && path.count > $0.0.count && !path.hasSuffix("/" + $0.0) }) else { return }
        var info = stat()
        guard lstat(path, &info) != 0 else { return }
        let owner = String(path.dropLast(suffix.count))
        throw StoreError(kind: .notOurs, path: path, operation: "opening",
                         message: "a store cannot be made under this name: SQLite keeps the \(role) of a store at \(owner.oneLine) under it, "
                            + "and opening that store would take this file for its own and remove it; nothing was made (name it otherwise)")
    }

    /// The path SQLite names a database's sidecars after: symbolic links resolved, in the file's
    /// path or, for a file not made yet, its folder's; `path` itself when neither resolves.
    private static func resolved(_ path: String) -> String {
        if let real = realPath(path) { return real }
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        guard let real = realPath(folder(of: path)) else { return path }
        return (real == "/" ? "" : real) + "/" + name
    }

    private static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// Refuses to open `path` beside a file named as its sidecar that SQLite did not make (a
    /// store named `board.db-wal`, another program's file): SQLite would take it for the store's
    /// own, find it not valid, and remove or overwrite it. A `-wal` must be empty or begin with a
    /// write-ahead log's magic number; no sidecar may be a SQLite database.
    private static func refuseForeignSidecars(beside path: String) throws(StoreError) {
        for (suffix, role) in sidecars {
            let file = path + suffix
            // Empty, or zeroed (a header torn by a power loss): SQLite finds nothing in it and starts afresh.
            guard let head = firstBytes(of: file, count: 16), head.contains(where: { $0 != 0 }) else { continue }
            let what: String
            if head.starts(with: Array("SQLite format 3\0".utf8)) {
                what = "a SQLite database (another store?)"
            } else if suffix == "-wal", head.count < 4 || !(head[0] == 0x37 && head[1] == 0x7F && head[2] == 0x06 && (head[3] == 0x82 || head[3] == 0x83)) {
                what = "another file"
            } else {
                continue
            }
            throw StoreError(kind: .notOurs, path: path, operation: "opening",
                             message: "\(file.oneLine) beside it is \(what), not the store's \(role): SQLite would take it for its own and remove it; "
                                + "both were left untouched (move it away)")
        }
    }

    /// Up to `count` bytes from the start of the regular file at `path`; `nil` when there is none
    /// (or it cannot be read: SQLite will say why when it opens it).
    private static func firstBytes(of path: String, count: Int) -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, count) }
        guard read >= 0 else { return nil }
        return Array(bytes.prefix(read))
    }

    /// Whether a `-wal` with something in it lies beside the file at `path` (where SQLite keeps it: links resolved).
    static func hasLog(_ path: String) -> Bool {
        var info = stat()
        return stat(resolved(path) + "-wal", &info) == 0 && info.st_size > 0
    }

    /// Lets closing the last connection fold the `-wal` back into the file and remove it, as
    /// SQLite does by default: for a store this build has accepted to write. Until then a
    /// connection opened beside a `-wal` with commits in it leaves the file and the `-wal` as they are.
    func foldsLogOnClose() throws(StoreError) {
        try check(dragtoact_checkpoint_on_close(handle, 1), "opening")
    }

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

    /// Whether the file this connection has open is no longer the one at its path: deleted, or
    /// replaced by another file (renamed over it, a backup moved back). SQLite goes on reading
    /// and writing the file it opened, which no process opening the path will read again.
    func fileHasMoved() -> Bool {
        var moved: Int32 = 0
        guard sqlite3_file_control(handle, "main", SQLITE_FCNTL_HAS_MOVED, &moved) == SQLITE_OK else { return false }
        return moved != 0
    }

    /// `SQLITE_READONLY_DBMOVED`, a macro Swift does not import: SQLite's code for a write to a
    /// database whose file has moved.
    static let fileMoved = SQLITE_READONLY | 4 << 8

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

    /// The cause of a failure in words a person reads: "locked by another process", "disk
    /// full", "permission denied", "no such folder /tmp/x", "/tmp/b.db-wal is a directory";
    /// SQLite's own message when it says more than the system's error. `creating`: the file was
    /// to be created if missing; `waited`: how many milliseconds a lock is waited for.
    static func cause(of code: Int32, on handle: OpaquePointer?, path: String, creating: Bool = false, waited: UInt64? = nil) -> String {
        let sqliteMessage = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
        let system = handle.map { sqlite3_system_errno($0) } ?? 0
        switch code & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED:
            // How long it waited tells a lock held for a while (a large store being migrated, a
            // long transaction) from a wait set too short. (SQLite waits on "busy", not on "locked".)
            guard let waited, code & 0xFF == SQLITE_BUSY else { return "locked by another process (database is locked)" + retry }
            return "locked by another process (database is locked), " + (waited == 0 ? "and this connection waits for no lock" : "still after waiting \(waited) ms") + retry
        case SQLITE_FULL:
            return "disk full (database or disk is full)"
        case SQLITE_READONLY where code == readOnlyDirectory:
            // A store in WAL mode is read through its -shm file, made beside it on first use.
            return unwritableFolder(folder(of: path))
        case SQLITE_READONLY where system == 0 && isDirectory(path + "-shm"):
            // SQLite opens a -shm it cannot write for reading, and the connection is then read-only, with no system error.
            return "\(path)-shm is a directory"
        case SQLITE_READONLY where code != fileMoved && !othersSidecars(of: path).isEmpty:
            // A reader run as another user (`show` in a shared folder) left the -wal and -shm as its own.
            return "permission denied (\(sqliteMessage)): " + othersSidecarsAdvice(othersSidecars(of: path))
        case SQLITE_READONLY, SQLITE_PERM:
            return system == 0 || system == EACCES || system == EPERM || system == EROFS
                ? "permission denied (\(sqliteMessage))" : words(errno: system, path: path, creating: creating)
        case SQLITE_IOERR where system == 0 || system == EFBIG:
            // A write past the process's file size limit fails with EFBIG, which SQLite does not
            // always keep: "disk I/O error" alone sends a person to check the disk.
            guard let limit = fileSizeLimit() else { return system == 0 ? sqliteMessage : words(errno: system, path: path, creating: creating) }
            return "\(sqliteMessage): a file of this process may not grow past \(limit) bytes (its file size limit, ulimit -f)"
        case SQLITE_CANTOPEN, SQLITE_IOERR:
            return system == 0 ? sqliteMessage : words(errno: system, path: path, creating: creating)
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            // SQLite's words alone ("database disk image is malformed") name no file and no way out.
            return "\(sqliteMessage): \(damaged(path))"
        default:
            return sqliteMessage
        }
    }

    /// What a damaged store's error says after SQLite's words: which file, what it means, what to do.
    /// With a `-wal` with something in it beside the file, the likelier cause first: a store moved
    /// over one whose `-wal` remained, read through that other store's log, is itself sound.
    static func damaged(_ path: String) -> String {
        (hasLog(path)
            ? "\(path)-wal beside it holds commits, and a file moved over a store whose -wal remained is read through that log, another "
                + "store's: then the file itself is sound (stop every process on it, move its -wal and -shm files aside, and open it again); "
                + "otherwise " : "")
            + "the file \(path) is damaged (a disk fault, a copy taken while it was being written, or another program writing it), "
            + "and nothing was changed; restore it from a backup, with every process on it stopped and its -wal and -shm files "
            + "removed, or save what is still readable into a new file with the sqlite3 shell's .recover or .dump"
    }

    /// What a lock error's words end with: what became of the work, and what to do.
    private static let retry = "; nothing was written (try again once the other process lets go of it)"

    /// Why a store in the folder `folder`, which this process may not write, cannot be opened, and what to do.
    static func unwritableFolder(_ folder: String) -> String {
        "permission denied: the folder \(folder) is not writable, and the store's -wal and -shm files are made there "
            + "(make the folder writable for this user, or, on read-only media, copy the store, with its -wal if there is one, to a writable folder and open the copy)"
    }

    /// A file beside a store, as ``othersSidecars(of:)`` finds it: its path and its owner.
    struct Sidecar: Hashable {
        var path: String
        var owner: UInt32
        /// The owner's user name, when the system knows one.
        var ownerName: String?
    }

    /// The store's `-wal` and `-shm` files that this process may not write, when it may write the
    /// store itself: left by a process run as another user (a reader makes them as the user it
    /// runs as, and they stay while any connection has the store open, or when a read-only one
    /// was the last). Empty otherwise. (Root may write any of them, and never finds one.)
    static func othersSidecars(of path: String) -> [Sidecar] {
        let store = resolved(path)
        guard faccessat(AT_FDCWD, store, W_OK, AT_EACCESS) == 0 else { return [] }
        return ["-wal", "-shm"].compactMap { suffix in
            let file = store + suffix
            var info = stat()
            guard stat(file, &info) == 0, faccessat(AT_FDCWD, file, W_OK, AT_EACCESS) != 0 else { return nil }
            return Sidecar(path: path + suffix, owner: info.st_uid, ownerName: userName(info.st_uid))
        }
    }

    /// The name of the user `uid`, or `nil` when the system has none.
    static func userName(_ uid: UInt32) -> String? {
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return nil }
        return String(cString: name)
    }

    /// What a write refused read-only because of `sidecars` (``othersSidecars(of:)``) says: which
    /// files, whose, and what to do. `user`: this process's user, as ``Sidecar`` names one.
    static func othersSidecarsAdvice(_ sidecars: [Sidecar], user: Sidecar? = nil) -> String {
        func owner(_ uid: UInt32, _ name: String?) -> String { "user \(uid)" + (name.map { " (\($0))" } ?? "") }
        let me = user ?? Sidecar(path: "", owner: geteuid(), ownerName: userName(geteuid()))
        let files = sidecars.map(\.path).joined(separator: " and ")
        let owners = Set(sidecars.map(\.owner)).count == 1
            ? (sidecars.count == 1 ? "is owned by " : "are owned by ") + owner(sidecars[0].owner, sidecars[0].ownerName)
            : "are owned by " + sidecars.map { owner($0.owner, $0.ownerName) }.joined(separator: " and ")
        let them = sidecars.count == 1 ? "it" : "them"
        return "\(files) \(owners), and this process, run as \(owner(me.owner, me.ownerName)), may not write \(them) "
            + "(a process run as another user left \(them): a reader, show included, makes the -wal and -shm as its own); remove the store's -wal and -shm "
            + "files while no process has the store open, or run every process on the store as one user"
    }

    /// A system error on the store's file, its folder or its `-wal`/`-shm` companions, in words.
    private static func words(errno code: Int32, path: String, creating: Bool) -> String {
        let folder = folder(of: path)
        switch code {
        case ENOENT:
            // A symbolic link whose target's folder is missing: SQLite opens the target.
            if let target = linkTarget(path), !isDirectory(Self.folder(of: target)) {
                return "no such folder \(Self.folder(of: target)) (\(path) is a symbolic link to \(target))"
            }
            if !isDirectory(folder) { return "no such folder \(folder)" }
            // SQLite tries to read the file when it may not create it: its error is the read's.
            guard access(folder, W_OK) != 0 else { return "no such file" }
            // The store is there, and a -wal left beside it (a process killed while writing): SQLite
            // could not make the -shm file, and its error is the read of the -shm that is not there.
            if access(path, F_OK) == 0 { return unwritableFolder(folder) }
            return creating ? "permission denied: the folder \(folder) is not writable, so the store cannot be made there" : "no such file"
        case ENOTDIR:
            // A part of the path is a file: say which.
            return nonFolder(on: folder).map { "\($0) is not a folder" } ?? "not a directory"
        case EISDIR:
            let directory = [path, path + "-wal", path + "-shm", path + "-journal"].first(where: isDirectory) ?? path
            return "\(directory) is a directory"
        case EACCES, EPERM, EROFS:
            return "permission denied"
        case ENOSPC, EDQUOT:
            return "disk full"
        default:
            return String(cString: strerror(code)).lowercased()
        }
    }

    /// The process's file size limit (`RLIMIT_FSIZE`) in bytes, or `nil` when it has none.
    private static func fileSizeLimit() -> UInt64? {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return UInt64(limit.rlim_cur)
    }

    /// What is at `path` when it is neither a file a store can live in nor a folder (which has
    /// its own error): a device, a FIFO, a socket, a file the kernel makes up as it is read
    /// (/proc, /sys); `nil` otherwise, or when nothing is there.
    private static func notAFile(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFREG: return kernelFileSystem(of: path).map { "a file of the kernel's \($0) file system" }
        default: return nil
        }
    }

    /// The name of the kernel's file system `path` is on, when it is one whose files are the
    /// kernel's state, written as they are read (SQLite reads `/proc/version`, 0 bytes long by
    /// its size, as an empty file and cannot write it); `nil` for any other.
    private static func kernelFileSystem(of path: String) -> String? {
        var info = statfs()
        guard statfs(path, &info) == 0 else { return nil }
        switch UInt(truncatingIfNeeded: info.f_type) {
        case 0x9FA0: return "proc"
        case 0x6265_6572: return "sysfs"
        case 0x6462_6720: return "debugfs"
        case 0x7363_6673: return "securityfs"
        case 0x0027_E0EB, 0x6367_7270: return "cgroup"
        default: return nil
        }
    }

    /// What the symbolic link at `path` points to (relative to its folder when written so), or
    /// `nil` when `path` is not a symbolic link.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, Int(PATH_MAX))
        guard count > 0 else { return nil }
        let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard !target.hasPrefix("/"), path.contains("/") else { return target }
        return folder(of: path) + "/" + target
    }

    /// The first part of the folder path `folder` that is there but is not a folder (a file
    /// named as if it held others), or `nil` when there is none.
    private static func nonFolder(on folder: String) -> String? {
        var walked: String? = folder.hasPrefix("/") ? "" : nil
        for part in folder.split(separator: "/") {
            let prefix = walked.map { $0 + "/" + part } ?? String(part)
            var info = stat()
            guard stat(prefix, &info) == 0 else { return nil }
            if info.st_mode & S_IFMT != S_IFDIR { return prefix }
            walked = prefix
        }
        return nil
    }

    private static func isDirectory(_ file: String) -> Bool {
        var info = stat()
        return stat(file, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// `SQLITE_READONLY_DIRECTORY`, a macro Swift does not import.
    private static let readOnlyDirectory = SQLITE_READONLY | 6 << 8

    /// The folder holding `path`, as it names it: `.` for a bare file name, `/` at the root.
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
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

/// How long a connection has been waiting for a lock, and whether to wait more.
final class BusyWait {
    /// The longest wait, in nanoseconds.
    var limit: UInt64 = 0
    private var started: UInt64 = 0

    /// Sleeps before try `tries + 1` and returns `true`, or returns `false` once the wait that
    /// began at try 0 has lasted ``limit``.
    func tryAgain(after tries: Int32) -> Bool {
        let now = Self.monotonicNanoseconds()
        if tries == 0 { started = now }
        return pause(after: tries, waited: now - started)
    }

    /// Sleeps before try `tries + 1` and returns `true`, or returns `false` once the wait that
    /// began at `start` (``monotonicNanoseconds()``) has lasted ``limit``.
    func tryAgain(after tries: Int32, since start: UInt64) -> Bool {
        pause(after: tries, waited: Self.monotonicNanoseconds() - start)
    }

    private func pause(after tries: Int32, waited: UInt64) -> Bool {
        guard waited < limit else { return false }
        let pause: UInt64 = tries < 4 ? 500_000 << UInt64(tries) : 5_000_000
        var interval = timespec(tv_sec: 0, tv_nsec: Int(min(pause, limit - waited)))
        nanosleep(&interval, nil)
        return true
    }

    static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}

/// A prepared statement: bind, step, read columns, reset.
final class Statement {
    private let database: Database
    private let handle: OpaquePointer?
    let sql: String
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(database: Database, handle: OpaquePointer?, sql: String) {
        self.database = database
        self.handle = handle
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds values to `?1`, `?2`, … in order; `nil` binds NULL.
    func bind(_ values: [SQLValue?]) throws(StoreError) {
        // Not checked: after a step that failed, reset returns that step's error again, and it
        // was thrown then. (Checking it failed the next write after any failed one: a drop
        // refused for a full disk made the first drop after it fail too.)
        sqlite3_reset(handle)
        try database.check(sqlite3_clear_bindings(handle), "clearing bindings", sql: sql)
        for (i, value) in values.enumerated() {
            let index = Int32(i + 1)
            let code: Int32 = switch value {
            case nil: sqlite3_bind_null(handle, index)
            case .integer(let n): sqlite3_bind_int64(handle, index, n)
            case .real(let x): sqlite3_bind_double(handle, index, x)
            case .text(let s): bindText(s, at: index)
            }
            try database.check(code, "binding", sql: sql)
        }
    }

    /// Binds text by its UTF-8 byte count, not up to a NUL: a title may hold U+0000.
    private func bindText(_ text: String, at index: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return sqlite3_bind_text(handle, index, "", 0, Self.transient) }
            guard bytes.count <= Int32.max else { return SQLITE_TOOBIG }
            return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                sqlite3_bind_text(handle, index, $0, Int32(bytes.count), Self.transient)
            }
        }
    }

    /// Steps once: `true` when a row is ready, `false` when done.
    func step() throws(StoreError) -> Bool {
        let code = sqlite3_step(handle)
        try database.check(code, "executing", sql: sql)
        return code == SQLITE_ROW
    }

    /// Binds, runs to the end, and resets: for writes.
    func run(_ values: [SQLValue?]) throws(StoreError) {
        try bind(values)
        while try step() {}
        try database.check(sqlite3_reset(handle), "resetting", sql: sql)
    }

    func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    /// Column `column` as an integer, refusing any other stored type: SQLite would turn the
    /// text `'abc'` into 0 and `1.5` into 1 without a word. `owner` names the row in the error.
    func integer(_ column: Int32, of owner: String, _ operation: String) throws(StoreError) -> Int64 {
        guard sqlite3_column_type(handle, column) == SQLITE_INTEGER else {
            throw mismatch(column, of: owner, operation, expected: "an integer")
        }
        return sqlite3_column_int64(handle, column)
    }

    /// Column `column` as an integer, or `nil` for NULL; any other stored type is refused.
    func optionalInteger(_ column: Int32, of owner: String, _ operation: String) throws(StoreError) -> Int64? {
        isNull(column) ? nil : try integer(column, of: owner, operation)
    }

    /// Column `column` as text, refusing other stored types and bytes that are not UTF-8
    /// (which `text(_:)` would patch over with replacement characters).
    func string(_ column: Int32, of owner: String, _ operation: String) throws(StoreError) -> String {
        guard sqlite3_column_type(handle, column) == SQLITE_TEXT, let bytes = sqlite3_column_text(handle, column) else {
            throw mismatch(column, of: owner, operation, expected: "text")
        }
        let buffer = UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column)))
        guard let text = String(validating: buffer, as: UTF8.self) else {
            throw mismatch(column, of: owner, operation, expected: "UTF-8 text", found: "text that is not UTF-8 (\(buffer.count) bytes)")
        }
        return text
    }

    /// A corrupt-row error: which row, which column, what it should hold and what it holds
    /// (`found`, or the stored value described by its type).
    private func mismatch(_ column: Int32, of owner: String, _ operation: String, expected: String, found: String? = nil) -> StoreError {
        let name = sqlite3_column_name(handle, column).map { String(cString: $0) } ?? "column \(column)"
        let stored = switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER: "the integer \(sqlite3_column_int64(handle, column))"
        case SQLITE_FLOAT: "the real \(sqlite3_column_double(handle, column))"
        case SQLITE_NULL: "NULL"
        case SQLITE_BLOB: "a blob of \(sqlite3_column_bytes(handle, column)) bytes"
        default: "the text \"\(text(column))\""
        }
        let held = found ?? stored
        return StoreError(kind: .corrupt, path: database.path, operation: operation,
                          message: "\(owner): \(name) holds \(held), expected \(expected)")
    }
    func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }
    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }
    func text(_ column: Int32) -> String {
        guard let pointer = sqlite3_column_text(handle, column) else { return "" }
        return String(cString: pointer)
    }
}

enum SQLValue {
    case integer(Int64)
    case real(Double)
    case text(String)
}
