/// Watching the store's files: a file deleted, moved, replaced or cut short, or its `-wal` or
/// `-shm` deleted or replaced, under an open store makes it refuse every write and refresh from
/// then on, saying where its commits are.
extension TaskStore {
    /// Runs `transaction`, refusing from the first time a change of the store's files is found in
    /// one (``ensureStillAtPath()``): once it has rolled back, what the change left in this
    /// connection's log is put where it is safe (``settle(_:)``), and the error says where.
    func watchingFiles<T>(_ operation: String, _ transaction: () throws(StoreError) -> T) throws(StoreError) -> T {
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
    func ensureStillAtPath() throws(StoreError) {
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
}
