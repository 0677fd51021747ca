import CSQLite
import Glibc

/// What an error says: the cause of a result code in words, and what to do.
extension Database {
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
    static func notAFile(_ path: String) -> String? {
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
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
