import TaskModel

extension TaskStore {
    /// Applies `action` to the newest committed board and commits every row it changes in one
    /// transaction; returns the board's answer. A rejected action writes nothing. If the commit
    /// fails, the error is thrown and both the file and ``board`` keep the last committed state.
    /// - Complexity: the board's `TaskBoard.apply(_:)`; O(*c* log *N*) to write the *c* rows it
    ///   changed and their history rows (*N* rows in the file); a scan of the history's *h* steps
    ///   for undone ones to forget (nothing indexes them); one durable commit. First, when another
    ///   connection committed since this store last read, a full reload: O(*n* log *n*) for *n*
    ///   tasks. A rejected action writes nothing but still takes the lock (and the reload).
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
        try apply { (board: TaskBoard, _: TaskBoard?) throws(TaskRejection) in try resolve(board) }
    }

    /// As ``apply(resolving:)``, with `resolve` given too the board this store held before the
    /// transaction read other writers' commits — `nil` when there were none. A drop aimed at
    /// rows laid out from that board finds there what it was aimed at.
    ///
    /// - Complexity: as ``apply(_:)``, plus `resolve`.
    ///
    /// `resolve` is called once a call, never twice: inside the transaction; or, when the
    /// transaction failed before reaching it (the lock, a file replaced), on ``board`` as this
    /// store holds it, only to name the error by its action. A failure after `resolve` refused
    /// is named `applying a drop`.
    @discardableResult
    public func apply(resolving resolve: (_ board: TaskBoard, _ before: TaskBoard?) throws(TaskRejection) -> TaskAction) throws(StoreError) -> TaskOutcome {
        var chosen: TaskAction?
        var resolved = false
        do {
            return try writing("applying a drop") { (update: inout BoardUpdate) throws(StoreError) -> TaskOutcome in
                let action: TaskAction
                resolved = true
                do throws(TaskRejection) { action = try resolve(board, boardBeforeOthers) } catch { return .rejected(error) }
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
            // Failed before the drop was resolved (the lock, a file replaced): named by the action
            // it is on the board this store holds, as a failure after resolving is ("applying trash t3").
            // Never a second call: one that refused, then a failed commit, keeps "applying a drop".
            if !resolved { chosen = try? resolve(board, nil) }
            if let chosen { named.operation = "applying \(chosen)" }
            throw named
        }
    }

    /// Stores whether `list`, shown as a section, is collapsed (``collapsedLists``), in one durable
    /// transaction that first reads other writers' commits; other connections read it at their
    /// next ``refresh()`` or write. Not an undo step, as a folder's expanded state is not one;
    /// ``revision`` counts it, as any commit read from another connection is counted.
    /// - Throws: ``StoreError`` (``StoreError/Kind/invalidArgument``) when the store has no list
    ///   `list`; else when the transaction cannot commit, and then ``collapsedLists`` holds no
    ///   state the file does not (other writers' commits read first stay read, as ``board``'s do).
    public func setCollapsed(_ list: ListID, _ collapsed: Bool) throws(StoreError) {
        try writing("storing section \"\(list)\" \(collapsed ? "collapsed" : "expanded")") { (update: inout BoardUpdate) throws(StoreError) in
            guard board.hasList(list) else {
                throw StoreError(kind: .invalidArgument, path: path, operation: "storing section \"\(list)\" \(collapsed ? "collapsed" : "expanded")",
                                 message: "expected one of the store's lists (\(board.lists.map(\.rawValue).joined(separator: ", "))), found \"\(list)\"")
            }
            let statement = try db.prepare("UPDATE lists SET collapsed = ?1 WHERE id = ?2")
            try statement.run([.integer(collapsed ? 1 : 0), .text(list.rawValue)])
            update = .sections
        }
        collapsedLists[list] = collapsed
    }

    /// Empties the trash for good and forgets the undo history, in one transaction: each trashed
    /// node is deleted with everything inside it (a trashed folder's children, whatever their
    /// status), and every history step with it — an undo could bring back what is gone. Returns
    /// what it deleted. Open and completed tasks outside the trash are kept as they are.
    @discardableResult
    public func compact() throws(StoreError) -> Compaction {
        try writing("compacting") { (update: inout BoardUpdate) throws(StoreError) -> Compaction in
            let gone = "WITH RECURSIVE gone(id) AS (SELECT id FROM tasks WHERE status = 'trashed' UNION SELECT tasks.id FROM tasks JOIN gone ON tasks.parent_id = gone.id)"
            let compaction = Compaction(tasks: Int(try db.integer(gone + " SELECT count(*) FROM gone") ?? 0),
                                        historySteps: Int(try db.integer("SELECT count(*) FROM history") ?? 0))
            guard compaction.tasks > 0 || compaction.historySteps > 0 else { return compaction }
            try db.execute("DELETE FROM history_rows; DELETE FROM history; \(gone) DELETE FROM tasks WHERE id IN gone", "compacting")
            update = .replacing(try Self.load(db))
            return compaction
        }
    }
}

/// What ``TaskStore/compact()`` deleted: `deleted 2 trashed tasks and 14 history steps`.
public struct Compaction: Hashable, Sendable, CustomStringConvertible {
    /// The trashed nodes and everything inside them.
    public var tasks: Int
    /// The undo and redo steps forgotten.
    public var historySteps: Int

    public var description: String {
        func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        return "deleted \(count(tasks, "trashed task", "trashed tasks")) and \(count(historySteps, "history step", "history steps"))"
    }
}
