import CSQLite
import Glibc

/// The store's file and its -wal and -shm: which files a connection opened, whether they are still
/// the ones at their paths, and refusals of files that are not this store's.
extension Database {
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
    static func refuseOrphanedLog(beside base: String, naming path: String) throws(StoreError) {
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
    static func refuseSidecarName(_ path: String) throws(StoreError) {
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
    static func resolved(_ path: String) -> String {
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
    static func refuseForeignSidecars(beside path: String) throws(StoreError) {
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
}
