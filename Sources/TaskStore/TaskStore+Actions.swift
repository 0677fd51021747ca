import TaskModel

extension TaskStore {
    /// Applies `action` and commits every row it changes in one transaction; returns the board's
    /// answer. A rejected action writes nothing. If the commit fails, the error is thrown and
    /// both the file and ``board`` keep the last committed state.
    @discardableResult
    public func apply(_ action: TaskAction) throws(StoreError) -> TaskOutcome {
        var next = board
        let outcome = next.apply(action)
        guard case .applied(let changes) = outcome, !changes.isEmpty else { return outcome }
        try db.immediateTransaction("applying \(action)") { () throws(StoreError) in
            for change in changes { try write(change.after) }
            try record(action, changes)
        }
        board = next
        return outcome
    }

    /// Applies the action `resolve` picks from the board as it stands when the write begins
    /// (interim: the multi-writer reload lands separately).
    @discardableResult
    public func apply(resolving resolve: (TaskBoard) throws(TaskRejection) -> TaskAction) throws(StoreError) -> TaskOutcome {
        let action: TaskAction
        do { action = try resolve(board) } catch { return .rejected(error) }
        return try apply(action)
    }

    /// Deletes trashed tasks for good, and the undo history with them. One transaction.
    public func compact() throws(StoreError) {
        try db.immediateTransaction("compacting") { () throws(StoreError) in
            try db.execute("DELETE FROM history; DELETE FROM tasks WHERE status = 'trashed'", "compacting")
        }
        board = try Self.load(db)
    }
}

extension TaskStore {
    /// Adds the first tasks of a new store, at the end of their lists, in one transaction and
    /// without undo history (a scene's starting tasks).
    /// - Throws: when a task id is taken or a list unknown (nothing is written), or SQLite fails.
    public func appendInitial(_ tasks: [(id: TaskID, title: String, list: ListID)]) throws(StoreError) {
        var next = board
        for task in tasks {
            do { try next.append(id: task.id, title: task.title, to: task.list) } catch {
                throw StoreError(kind: .corrupt, path: path, operation: "adding the first tasks", message: error.description)
            }
        }
        try db.immediateTransaction("adding the first tasks") { () throws(StoreError) in
            for task in tasks { try write(next.task(task.id)!) }
        }
        board = next
    }
}
