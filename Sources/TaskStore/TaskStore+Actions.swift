import DropEngine
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

    /// Applies what a drop intent means (see `TaskAction(intent:on:)`).
    @discardableResult
    public func apply(_ intent: DropIntent) throws(StoreError) -> TaskOutcome {
        do {
            return try apply(try TaskAction(intent: intent, on: board))
        } catch let rejection as TaskRejection {
            return .rejected(rejection)
        } catch {
            throw error as! StoreError
        }
    }

    /// Rows written by the last applied action: what the order-key benchmark counts.
    var lastRowsWritten: Int { db.changes }

    /// Deletes trashed tasks for good, and the undo history with them. One transaction.
    public func compact() throws(StoreError) {
        try db.immediateTransaction("compacting") { () throws(StoreError) in
            try db.execute("DELETE FROM history; DELETE FROM tasks WHERE status = 'trashed'", "compacting")
        }
        board = try Self.load(db)
    }
}
