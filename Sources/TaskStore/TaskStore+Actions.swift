import TaskModel

extension TaskStore {
    /// Applies `action` to the newest committed board and commits every row it changes in one
    /// transaction; returns the board's answer. A rejected action writes nothing. If the commit
    /// fails, the error is thrown and both the file and ``board`` keep the last committed state.
    @discardableResult
    public func apply(_ action: TaskAction) throws(StoreError) -> TaskOutcome {
        try apply { _ throws(TaskRejection) in action }
    }

    /// Applies the action `resolve` picks from the board as it stands inside the write
    /// transaction, after every other writer's commits: "Add New" names its task from the newest
    /// ids, and a drop onto a task another process just trashed is refused, not lost.
    /// A rejection (thrown by `resolve`, or the board's) writes nothing.
    @discardableResult
    public func apply(resolving resolve: (TaskBoard) throws(TaskRejection) -> TaskAction) throws(StoreError) -> TaskOutcome {
        var chosen: TaskAction?
        do {
            return try writing("applying a drop") { (update: inout BoardUpdate) throws(StoreError) -> TaskOutcome in
                let action: TaskAction
                do throws(TaskRejection) { action = try resolve(board) } catch { return .rejected(error) }
                chosen = action
                let outcome: TaskOutcome
                (outcome, update) = applyInPlace(action)
                guard case .applied(let changes) = outcome, !changes.isEmpty else { return outcome }
                for change in changes { try write(change.after) }
                // Opening or closing a folder is stored but is not an undo step.
                if case .setExpanded = action {} else { try record(action, changes) }
                return outcome
            }
        } catch {
            var named = error
            if let chosen { named.operation = "applying \(chosen)" }
            throw named
        }
    }

    /// Deletes trashed tasks for good, and the undo history with them. One transaction.
    public func compact() throws(StoreError) {
        try writing("compacting") { (update: inout BoardUpdate) throws(StoreError) in
            try db.execute("DELETE FROM history; DELETE FROM tasks WHERE status = 'trashed'", "compacting")
            update = .replacing(try Self.load(db))
        }
    }
}
