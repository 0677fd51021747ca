import TaskModel

/// Undo and redo: each applied action is a history step holding every changed row before and
/// after; undo writes the befores back (removing added tasks), redo the afters. Each is one
/// transaction. A new action drops the steps that were undone.
extension TaskStore {
    /// The history's queries by `undone`: each action drops the undone steps, undo finds the last
    /// applied step, redo the first undone one. Each reads those steps by the index
    /// `history_by_undone` (version 4), not the whole history.
    enum HistoryQuery {
        static let dropUndone = "DELETE FROM history WHERE undone IN (1, 3)"
        /// `?1` the mark (``Mark/appliedSetAside`` or ``Mark/undoneSetAside``), `?2` the step, `?3` the mark it must have.
        static let setAside = "UPDATE history SET undone = ?1 WHERE step = ?2 AND undone = ?3"
        static let lastApplied = "SELECT step, action FROM history WHERE undone = 0 ORDER BY step DESC LIMIT 1"
        static let firstUndone = "SELECT step, action FROM history WHERE undone = 1 ORDER BY step LIMIT 1"
        static let anyApplied = "SELECT EXISTS (SELECT 1 FROM history WHERE undone = 0)"
        static let anyUndone = "SELECT EXISTS (SELECT 1 FROM history WHERE undone = 1)"
        /// A writer's own (``HistoryScope/own``), `?1` its id: its last applied step, its first undone one.
        static let ownLastApplied = "SELECT step, action FROM history WHERE undone = 0 AND author = ?1 ORDER BY step DESC LIMIT 1"
        static let ownFirstUndone = "SELECT step, action FROM history WHERE undone = 1 AND author = ?1 ORDER BY step LIMIT 1"
        static let all = [dropUndone, lastApplied, firstUndone, anyApplied, anyUndone, ownLastApplied, ownFirstUndone]
    }

    func record(_ action: TaskAction, _ changes: [TaskChange]) throws(StoreError) {
        try db.execute(HistoryQuery.dropUndone, "dropping undone steps")
        let author = try ownWriter(creating: true)!
        let step = try db.prepare("INSERT INTO history (action, author) VALUES (?1, ?2) RETURNING step")
        try step.bind([.text(String(describing: action)), .integer(author)])
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

    /// The names the store's named writers were given (``writerName``), in the order first given:
    /// every name a step was made under, kept when ``compact()`` forgets the steps.
    /// - Throws: when the writers cannot be read.
    package func writerNames() throws(StoreError) -> [String] {
        let names = try db.prepare("SELECT name FROM writers WHERE name IS NOT NULL ORDER BY id")
        var found: [String] = []
        while try names.step() { found.append(try names.string(0, of: "a writer", "reading the writers")) }
        return found
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

    /// Undoes the newest applied step of `scope`, restoring what it changed of each node exactly
    /// (order keys included), in one durable transaction: ``HistoryScope/anyone`` (the default) the
    /// newest whoever made it; ``HistoryScope/own`` the newest this store value made (its
    /// ``writer``'s), though other writers' steps came after it. Only the parts of each node the
    /// step changed go back (its title, place, status, dates or kind): another writer's rename
    /// of a task stays when the task's completion is undone. The step is taken back only if
    /// each of those parts is still as the step left it: a node the step moved that was moved,
    /// completed or trashed since, one it completed that was trashed since, one removed since, refuses it — ``HistoryTravel/refused(_:)``, a value saying why (`cannot undo
    /// move t1 to today: "Buy milk" was moved since by another writer`) — no node is written,
    /// never half of them, and the step is set aside: the next undo takes the step before it,
    /// which the refused one would otherwise block for good. ``HistoryTravel/nothing`` when
    /// there is no step to take back.
    ///
    /// ```swift
    /// try store.apply(.complete("t1"))
    /// try store.undo().description       // "travelled complete t1": t1 is open again
    /// try store.undo(.own) == .nothing   // true: this value made no other step
    /// ```
    /// - Throws: only when the history cannot be read or the transaction cannot commit (a
    ///   refusal is returned, not thrown).
    /// - Complexity: O(*n* log *n*) for *n* tasks, whatever the step's size: the board the step
    ///   leaves is copied and checked whole (``TaskBoard/invariantViolations(allowingTies:)``)
    ///   before it commits; plus O(*r* log *N*) to read and write the step's *r* rows (*N* rows in
    ///   the file), the search for the step (newest first, past the steps undone or, for
    ///   ``HistoryScope/own``, other writers' after it), and one durable commit; first, when another
    ///   connection committed since this store last read, a full reload, O(*n* log *n*).
    public func undo(_ scope: HistoryScope = .anyone) throws(StoreError) -> HistoryTravel {
        try travel(scope, redo: false)
    }

    /// Redoes the undone step of `scope` undone last (``HistoryScope/anyone`` by default;
    /// ``HistoryScope/own``: this writer's), in one durable transaction, only if every part of a
    /// node it changed is still as its undo left it; ``HistoryTravel/refused(_:)`` otherwise, the
    /// step set aside, as for ``undo(_:)``; ``HistoryTravel/nothing`` when there is nothing to redo. A new action by any
    /// writer forgets every undone step, its own and the others': redo takes back an undo only
    /// until someone acts again.
    /// - Throws: only when the history cannot be read or the transaction cannot commit.
    /// - Complexity: as ``undo(_:)``.
    public func redo(_ scope: HistoryScope = .anyone) throws(StoreError) -> HistoryTravel {
        try travel(scope, redo: true)
    }

    private func travel(_ scope: HistoryScope, redo: Bool) throws(StoreError) -> HistoryTravel {
        let operation = redo ? "redoing" : "undoing"
        // A refusal found once rows were written: thrown to roll the transaction back, returned
        // here once its step is set aside in a transaction of its own.
        var refusedLate: (refusal: HistoryRefusal, step: Int64)?
        do {
            return try travel(scope, redo: redo, operation: operation, refusedLate: &refusedLate)
        } catch where refusedLate != nil {
            let (refusal, step) = refusedLate!
            try writing(operation) { (_: inout BoardUpdate) throws(StoreError) in try setAside(step, redo: redo) }
            return .refused(refusal)
        }
    }

    /// Marks `step`, whose undo (or `redo`) was refused, as set aside, in the caller's
    /// transaction: unless another writer travelled it meanwhile, no undo (redo) finds it again.
    private func setAside(_ step: Int64, redo: Bool) throws(StoreError) {
        try db.prepare(HistoryQuery.setAside).run(redo ? [.integer(Mark.undoneSetAside), .integer(step), .integer(Mark.undone)]
                                                       : [.integer(Mark.appliedSetAside), .integer(step), .integer(Mark.applied)])
    }

    private func travel(_ scope: HistoryScope, redo: Bool, operation: String,
                        refusedLate: inout (refusal: HistoryRefusal, step: Int64)?) throws(StoreError) -> HistoryTravel {
        try writing(operation) { (update: inout BoardUpdate) throws(StoreError) -> HistoryTravel in
            // The step to travel to and the action it records, in one query.
            let found: Statement
            switch scope {
            case .anyone:
                found = try db.prepare(redo ? HistoryQuery.firstUndone : HistoryQuery.lastApplied)
            case .own:
                // A writer that never recorded a step (under its name, if it has one) has none of its own.
                guard let writer = try ownWriter(creating: false) else { return .nothing }
                found = try db.prepare(redo ? HistoryQuery.ownFirstUndone : HistoryQuery.ownLastApplied)
                try found.bind([.integer(writer)])
            }
            guard try found.step() else { return .nothing }
            let step = found.int64(0)
            let action = try found.string(1, of: "history step \(step)", operation)
            while try found.step() {}
            // Each node's rows in the order written: a node may be in a step more than once
            // (placed, then renumbered by the next item of its selection). Undo restores its first
            // `before` (or removes it, added by the step), redo its last `after`.
            let rows = try db.prepare("""
            SELECT task_id, title, list_id, order_key, status, status_sequence, due, priority, scheduled, parent_id, kind, expanded, side
            FROM history_rows
            WHERE step = ?1 ORDER BY rowid
            """)
            try rows.bind([.integer(step)])
            var order: [TaskID] = [] // every node once, in the order the action first changed them
            var firstBefore: [TaskID: TaskItem?] = [:] // nil for a node the step added
            var lastAfter: [TaskID: TaskItem] = [:]
            while try rows.step() {
                let item = try Self.item(rows, db: db, operation: operation)
                let isBefore = try rows.string(12, of: "history step \(step)", operation) == "before"
                if firstBefore[item.id] == nil {
                    order.append(item.id)
                    firstBefore[item.id] = .some(isBefore ? item : nil)
                }
                if !isBefore { lastAfter[item.id] = item }
            }
            // Each part of a node the step changed must be as the step left it (undo) or as its
            // undo left it (redo): else a step made since changed it, and writing the step's part
            // would lose that change. The step is then set aside: the next undo (or redo) takes
            // the step before (after) it, instead of being refused by this one again and again.
            let by = scope == .own ? " since by another writer" : " since"
            var targets: [(id: TaskID, item: TaskItem?)] = []
            for id in order {
                let now = board.task(id)
                switch Self.target(of: id, undoing: firstBefore[id] ?? nil, lastAfter[id], redo: redo, now: now) {
                case .write(let item): targets.append((id, item))
                case .conflict(let expected):
                    try setAside(step, redo: redo)
                    return .refused(HistoryRefusal(action: action, redo: redo, task: id, reason: Self.change(from: expected, to: now, id: id) + by))
                }
            }
            var restoring: [TaskItem] = []
            var removing: [TaskID] = []
            let delete = try db.prepare("DELETE FROM tasks WHERE id = ?1")
            for (id, target) in targets {
                guard let item = target else {
                    try delete.run([.text(id.rawValue)])
                    removing.append(id)
                    continue
                }
                try write(item)
                restoring.append(item)
            }
            let marking = try db.prepare("UPDATE history SET undone = ?1 WHERE step = ?2")
            try marking.run([.integer(redo ? Mark.applied : Mark.undone), .integer(step)])
            // The rows are another program's to write too: a step that would leave the board
            // breaking its invariants (a node inside itself) is refused, not committed, or the
            // store would open no more. O(n), as reading another process's commit is.
            var next = board
            next.restore(contentsOf: restoring)
            for id in removing { next.remove(id) }
            if let problem = next.invariantViolations(allowingTies: true).first {
                // With steps applied after it, the board changed around the step's nodes (a
                // folder it puts one back into was moved inside that node): a refusal, and the
                // transaction is rolled back. Without any, only tampered rows can do it.
                if try laterStepApplied(after: step) {
                    let refusal = HistoryRefusal(action: action, redo: redo, task: order.first ?? TaskID(""), reason: "the board changed\(by): \(problem)")
                    refusedLate = (refusal, step)
                    throw StoreError(kind: .conflict, path: db.path, operation: operation, message: refusal.description)
                }
                throw StoreError(kind: .corrupt, path: db.path, operation: operation, message: "history step \(step): \(problem)")
            }
            update = .replacing(next)
            // Each node as the board holds it now (``board`` is not restored until the commit)
            // and as the travel leaves it, listed in the order the action first changed them.
            let gone = Set(removing)
            var written: [TaskID: TaskItem] = [:]
            for item in restoring { written[item.id] = item }
            var changes: [TaskChange] = []
            var removed: [TaskItem] = []
            for id in order {
                if gone.contains(id) {
                    if let now = board.task(id) { removed.append(now) }
                } else if let after = written[id], board.task(id) != after {
                    changes.append(TaskChange(before: board.task(id), after: after))
                }
            }
            return .travelled(HistoryStep(action: action, task: order.first, changes: changes, removed: removed))
        }
    }

    /// This store value's writer id, in a write transaction: ``writer`` once known; for a named
    /// writer (``writerName``) the id its name was given, by whichever value first wrote under it
    /// (in this process or another, before or after a restart); else, when `creating` (a step is
    /// being recorded), an id no other writer has had, named when the value is. `nil` when there
    /// is none yet and `creating` is false. ``writer`` holds it once the transaction has committed.
    private func ownWriter(creating: Bool) throws(StoreError) -> Int64? {
        if let writer { return writer }
        if let pendingWriter { return pendingWriter }
        if let writerName {
            let named = try db.prepare("SELECT id FROM writers WHERE name = ?1")
            try named.bind([.text(writerName)])
            if try named.step() {
                let id = named.int64(0)
                while try named.step() {}
                pendingWriter = id
                return id
            }
        }
        guard creating else { return nil }
        let insert = try db.prepare("INSERT INTO writers (name) VALUES (?1) RETURNING id")
        try insert.bind([writerName.map { SQLValue.text($0) }])
        guard try insert.step() else {
            throw StoreError(kind: .corrupt, path: db.path, operation: "recording a step", message: "the writers table handed out no id")
        }
        let id = insert.int64(0)
        while try insert.step() {}
        pendingWriter = id
        return id
    }

    /// Whether a step after `step` is applied (another writer's, or one ``HistoryScope/anyone``
    /// redid): then the board may have changed around `step`'s nodes.
    private func laterStepApplied(after step: Int64) throws(StoreError) -> Bool {
        let later = try db.prepare("SELECT EXISTS (SELECT 1 FROM history WHERE undone IN (0, 2) AND step > ?1)")
        try later.bind([.integer(step)])
        guard try later.step() else { return false }
        return later.int64(0) != 0
    }

    /// What an undo (or a redo) of a step writes for node `id`, or the node as the step needs it
    /// for a conflict. `before` is the node before the step first changed it (`nil`: the step
    /// added it), `after` as the step last left it, `now` as the board holds it.
    ///
    /// Only the parts the step changed (``NodePart``) travel, and only they must be as the step
    /// (or its undo) left them: another writer's rename stands when a completion is undone, and
    /// its move of the task refuses the undo of a move. A place also needs the node's status as
    /// the step left it: another writer's completion or trashing of the task refuses the undo of
    /// its move. A node the step added must be as the step left it whole to be removed, and gone
    /// to be added again.
    private static func target(of id: TaskID, undoing before: TaskItem?, _ after: TaskItem?, redo: Bool, now: TaskItem?) -> NodeTarget {
        guard let after else { return .write(now) } // no row after: not a step's node (no step writes one)
        guard let before else {
            if redo { return now == nil ? .write(after) : .conflict(expected: nil) }
            return now.map { NodePart.changed(from: $0, to: after).isEmpty } == true ? .write(nil) : .conflict(expected: after)
        }
        let (from, to) = redo ? (before, after) : (after, before)
        guard var item = now else { return .conflict(expected: from) }
        for part in NodePart.changed(from: before, to: after) {
            // A place travels only while the node's status is as the step left it too: a task
            // another writer completed or trashed since shows in no list, so moving it back would
            // change nothing anyone sees, though the undo said it did (and a later restore would
            // put it where nobody had dropped it).
            let guarded = part == .place ? [.place, .status] : [part]
            guard guarded.allSatisfy({ $0.isSame(in: item, from) }) else {
                var expected = item
                for part in guarded { part.set(in: &expected, from: from) }
                return .conflict(expected: expected)
            }
            part.set(in: &item, from: to)
        }
        return .write(item)
    }

    /// What ``target(of:undoing:_:redo:now:)`` found for a node.
    private enum NodeTarget {
        /// The node to write (`nil`: to remove).
        case write(TaskItem?)
        /// Another writer changed a part the step changed: the node as the travel needed it
        /// (`nil`: absent), for the refusal's words.
        case conflict(expected: TaskItem?)
    }

    /// `history.undone`: whether a step is applied or undone, and whether an undo (or redo) of it
    /// was refused and set it aside. Builds before 1.11 read only 0 and 1: a step set aside is no
    /// step of theirs to undo or redo either.
    enum Mark {
        static let applied: Int64 = 0
        static let undone: Int64 = 1
        /// Applied, its undo refused: no undo takes it back any more.
        static let appliedSetAside: Int64 = 2
        /// Undone, its redo refused: no redo applies it again, and the next action forgets it.
        static let undoneSetAside: Int64 = 3
    }

    /// What happened to node `id` between `expected` and `now`, in words: `"Buy milk" was moved`.
    static func change(from expected: TaskItem?, to now: TaskItem?, id: TaskID) -> String {
        guard let now else { return "\((expected?.title ?? id.rawValue).quotedOneLine) was removed" }
        let name = now.title.quotedOneLine
        guard let expected else { return "\(name) was added again" }
        if now.status != expected.status {
            switch now.status {
            case .open: return "\(name) was restored"
            case .completed: return "\(name) was completed"
            case .trashed: return "\(name) was trashed"
            }
        }
        if now.title != expected.title { return "\(expected.title.quotedOneLine) was renamed \(name)" }
        if now.list != expected.list || now.parent != expected.parent || now.order != expected.order { return "\(name) was moved" }
        return "\(name) was changed"
    }
}

/// Whose steps ``TaskStore/undo(_:)`` and ``TaskStore/redo(_:)`` take back and apply again.
public enum HistoryScope: Hashable, Sendable {
    /// The store value's own steps (its ``TaskStore/writer``'s): one screen's Undo leaves another's drops alone.
    case own
    /// The newest step whoever made it, steps older builds made included: `dragtoact undo --store`.
    case anyone
}

/// What ``TaskStore/undo(_:)`` or ``TaskStore/redo(_:)`` did: a refusal is a value, not a thrown error.
public enum HistoryTravel: Hashable, Sendable, CustomStringConvertible {
    /// The step was taken back (or applied again) and committed: every node it changed.
    case travelled(HistoryStep)
    /// No task was written, and the step set aside (no undo or redo takes it again): a part of a node it changed was changed since.
    case refused(HistoryRefusal)
    /// There was no step to take back (or to apply again).
    case nothing

    /// `travelled complete t1`, `cannot undo move t1 to today: "Buy milk" was moved since`, `nothing`.
    public var description: String {
        switch self {
        case .travelled(let step): "travelled \(step)"
        case .refused(let refusal): refusal.description
        case .nothing: "nothing"
        }
    }
}

/// Why an undo or redo was refused: a node the step changed was changed since by a step that
/// stays. `cannot undo move t1 to today: "Buy milk" was moved since by another writer`.
public struct HistoryRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The step's action as it was applied: `move t1 to today`.
    public var action: String
    /// Whether it was a redo (else an undo).
    public var redo: Bool
    /// The node changed since (the step's first, when the board as a whole refused it).
    public var task: TaskID
    /// What changed, in words: `"Buy milk" was moved since by another writer`.
    public var reason: String

    /// A refusal of `action`'s undo (or redo) because of `task`, for `reason`.
    public init(action: String, redo: Bool, task: TaskID, reason: String) {
        self.action = action
        self.redo = redo
        self.task = task
        self.reason = reason
    }

    /// `cannot undo move t1 to today: "Buy milk" was moved since by another writer`.
    public var description: String { "cannot \(redo ? "redo" : "undo") \(action): \(reason)" }
}

/// One step of a store's history as ``TaskStore/undo(_:)`` or ``TaskStore/redo(_:)``
/// travelled it: the action as it was applied, and every node the travel changed.
///
/// ```swift
/// try store.apply(.complete("t1"))
/// guard case .travelled(let step) = try store.undo() else { return }
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
