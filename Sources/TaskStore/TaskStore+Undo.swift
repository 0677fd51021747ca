import TaskModel

/// Undo and redo: each applied action is a history step holding every changed row before and
/// after; undo writes the befores back (removing added tasks), redo the afters. Each is one
/// transaction. A new action drops the steps that were undone.
extension TaskStore {
    /// The history's queries by `undone`: each action drops the undone steps, undo finds the last
    /// applied step, redo the first undone one. Each reads those steps by the index
    /// `history_by_undone` (version 4), not the whole history.
    enum HistoryQuery {
        static let dropUndone = "DELETE FROM history WHERE undone = 1"
        static let lastApplied = "SELECT step, action FROM history WHERE undone = 0 ORDER BY step DESC LIMIT 1"
        static let firstUndone = "SELECT step, action FROM history WHERE undone = 1 ORDER BY step LIMIT 1"
        static let anyApplied = "SELECT EXISTS (SELECT 1 FROM history WHERE undone = 0)"
        static let anyUndone = "SELECT EXISTS (SELECT 1 FROM history WHERE undone = 1)"
        static let all = [dropUndone, lastApplied, firstUndone, anyApplied, anyUndone]
    }

    func record(_ action: TaskAction, _ changes: [TaskChange]) throws(StoreError) {
        try db.execute(HistoryQuery.dropUndone, "dropping undone steps")
        let step = try db.prepare("INSERT INTO history (action) VALUES (?1) RETURNING step")
        try step.bind([.text(String(describing: action))])
        guard try step.step() else { return }
        let number = step.int64(0)
        while try step.step() {}
        let row = try db.prepare("""
        INSERT INTO history_rows (step, task_id, side, title, list_id, order_key, status, status_sequence, due, priority, scheduled,
                                  parent_id, kind, expanded)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
        """)
        func insert(_ item: TaskItem, side: String) throws(StoreError) {
            let columns = Self.columns(item) // task id first, then the rest after the side
            try row.run([.integer(number), columns[0], .text(side)] + columns.dropFirst())
        }
        for change in changes {
            if let before = change.before { try insert(before, side: "before") }
            try insert(change.after, side: "after")
        }
    }

    /// Whether there is an applied action to undo.
    /// - Throws: when the history cannot be read: "nothing to undo" would be a guess.
    public var canUndo: Bool {
        get throws(StoreError) { try db.integer(HistoryQuery.anyApplied) ?? 0 > 0 }
    }
    /// Whether there is an undone action to redo.
    /// - Throws: when the history cannot be read.
    public var canRedo: Bool {
        get throws(StoreError) { try db.integer(HistoryQuery.anyUndone) ?? 0 > 0 }
    }

    /// Undoes the last applied action, restoring every row it changed exactly (order keys
    /// included). Returns the action undone, as its description read when it was applied
    /// (`complete t1`), or `nil` when there is nothing to undo.
    @discardableResult
    public func undo() throws(StoreError) -> String? {
        try undoStep()?.action
    }

    /// Redoes the last undone action. Returns the action redone, or `nil` when there is nothing to redo.
    @discardableResult
    public func redo() throws(StoreError) -> String? {
        try redoStep()?.action
    }

    /// ``undo()``, saying what it changed: the step undone, or `nil` when there is nothing to undo.
    @discardableResult
    public func undoStep() throws(StoreError) -> HistoryStep? {
        try travel(step: HistoryQuery.lastApplied, restoring: "before",
                   removingWithout: true, mark: 1)
    }

    /// ``redo()``, saying what it changed: the step redone, or `nil` when there is nothing to redo.
    @discardableResult
    public func redoStep() throws(StoreError) -> HistoryStep? {
        try travel(step: HistoryQuery.firstUndone, restoring: "after",
                   removingWithout: false, mark: 0)
    }

    private func travel(step query: String, restoring side: String, removingWithout: Bool, mark: Int) throws(StoreError) -> HistoryStep? {
        let operation = side == "before" ? "undoing" : "redoing"
        return try writing(operation) { (update: inout BoardUpdate) throws(StoreError) -> HistoryStep? in
            // The step to travel to and the action it records, in one query.
            let found = try db.prepare(query)
            guard try found.step() else { return nil }
            let step = found.int64(0)
            let action = try found.string(1, of: "history step \(step)", operation)
            // A task may be in a step more than once (placed, then renumbered by the next item of
            // its selection): undo ends on its first `before`, redo on its last `after`.
            let rows = try db.prepare("""
            SELECT task_id, title, list_id, order_key, status, status_sequence, due, priority, scheduled, parent_id, kind, expanded, side
            FROM history_rows
            WHERE step = ?1 ORDER BY rowid \(side == "before" ? "DESC" : "ASC")
            """)
            try rows.bind([.integer(step)])
            // Read and written here; ``board`` takes them once the transaction has committed.
            var restoring: [TaskItem] = []
            var restored: Set<TaskID> = []
            var touched: [TaskID] = []
            var seen: Set<TaskID> = []
            var read: [TaskID] = [] // every row's node, in the order read
            while try rows.step() {
                var item = try Self.item(rows, db: db, operation: operation)
                read.append(item.id)
                if seen.insert(item.id).inserted { touched.append(item.id) }
                guard try rows.string(12, of: "history step \(step)", operation) == side else { continue }
                // A folder's expanded state is not an undo step: it stays as it is now.
                if let now = board.task(item.id), now.isFolder, item.isFolder { item.kind = now.kind }
                try write(item)
                restoring.append(item)
                restored.insert(item.id)
            }
            var removing: [TaskID] = []
            if removingWithout {
                let delete = try db.prepare("DELETE FROM tasks WHERE id = ?1")
                for id in touched where !restored.contains(id) {
                    try delete.run([.text(id.rawValue)])
                    removing.append(id)
                }
            }
            let marking = try db.prepare("UPDATE history SET undone = ?1 WHERE step = ?2")
            try marking.run([.integer(Int64(mark)), .integer(step)])
            // The rows are another program's to write too: a step that would leave the board
            // breaking its invariants (a node inside itself) is refused, not committed, or the
            // store would open no more. O(n), as reading another process's commit is.
            var next = board
            next.restore(contentsOf: restoring)
            for id in removing { next.remove(id) }
            if let problem = next.invariantViolations(allowingTies: true).first {
                throw StoreError(kind: .corrupt, path: db.path, operation: operation, message: "history step \(step): \(problem)")
            }
            update = .replacing(next)
            // Each node as the board holds it now (``board`` is not restored until the commit)
            // and as the travel leaves it: its last row written; listed in the order the action
            // first changed them (undo read the rows newest first).
            var written: [TaskID: TaskItem] = [:]
            for item in restoring { written[item.id] = item }
            var listed: Set<TaskID> = []
            let order = (side == "before" ? Array(read.reversed()) : read).filter { listed.insert($0).inserted }
            let gone = Set(removing)
            var changes: [TaskChange] = []
            var removed: [TaskItem] = []
            for id in order {
                if gone.contains(id) {
                    if let now = board.task(id) { removed.append(now) }
                } else if let after = written[id], board.task(id) != after {
                    changes.append(TaskChange(before: board.task(id), after: after))
                }
            }
            return HistoryStep(action: action, task: order.first, changes: changes, removed: removed)
        }
    }
}

/// One step of a store's history as ``TaskStore/undoStep()`` or ``TaskStore/redoStep()``
/// travelled it: the action as it was applied, and every node the travel changed.
///
/// ```swift
/// try store.apply(.complete("t1"))
/// let step = try store.undoStep()!
/// step.action                 // "complete t1"
/// step.changes.map(\.description)   // ["t1 restored"]: completed before the undo, open after
/// ```
///
/// The action is the text the store recorded (``TaskAction/description``), not a ``TaskAction``:
/// the history keeps the rows each step changed, not the action's arguments.
public struct HistoryStep: Hashable, Sendable, CustomStringConvertible {
    /// The action as it was applied, in the words traces use: `complete t1`, `add at 2`, `reorder t3 to 0`.
    public var action: String
    /// The node the action was about: the one it changed first (the task it names; an add's new
    /// task). `nil` only for a step that recorded no row.
    public var task: TaskID?
    /// Every node the travel changed, in the order the action changed them: `before` as the board
    /// held it before the undo or redo, `after` as it holds it now (`before` is `nil` for a task a
    /// redo adds again). Nodes the travel left as they were are not listed.
    public var changes: [TaskChange]
    /// The tasks an undo took off the board (what an undone add had added), as they were.
    public var removed: [TaskItem]

    public init(action: String, task: TaskID?, changes: [TaskChange], removed: [TaskItem] = []) {
        self.action = action
        self.task = task
        self.changes = changes
        self.removed = removed
    }

    /// The action: `complete t1`.
    public var description: String { action }
}
