/// The tasks of every list, in memory: applies drop intents and answers with the rows that
/// changed, or why nothing did.
///
/// ```swift
/// var board = TaskBoard(lists: ["inbox"])
/// try board.append(id: "t1", title: "Buy milk", to: "inbox")
/// let outcome = board.apply(intent)   // .applied([TaskChange]) or .rejected(reason)
/// board.openTasks(in: "inbox").map(\.title)
/// ```
///
/// Completed and trashed tasks keep their list and order key, so undoing restores them exactly.
/// The board never loses or duplicates a task; ``invariantViolations()`` checks it.
public struct TaskBoard: Hashable, Sendable {
    /// The lists, in the order they were created.
    public private(set) var lists: [ListID]
    /// What entering each list does to a task's scheduled date; lists not named keep it.
    public private(set) var schedules: [ListID: ListSchedule]
    var tasks: [TaskID: TaskItem] = [:]
    /// Open tasks of each list, by ascending order key.
    var openOrder: [ListID: [TaskID]] = [:]
    var completedOrder: [TaskID] = []
    var trashedOrder: [TaskID] = []
    var nextSequence = 1
    var nextNewTask = 1

    /// A board with empty `lists`; `schedules` says which of them set a task's scheduled date.
    public init(lists: [ListID], schedules: [ListID: ListSchedule] = [:]) {
        self.lists = []
        self.schedules = schedules.filter { lists.contains($0.key) }
        for list in lists where openOrder[list] == nil {
            self.lists.append(list)
            openOrder[list] = []
        }
    }

    /// Appends an open task to the end of `list`, for setting a board up.
    /// - Throws: when the id is taken or the list unknown.
    public mutating func append(id: TaskID, title: String, to list: ListID,
                                due: UnixTime? = nil, priority: Priority = .none, scheduled: UnixTime? = nil) throws(TaskRejection) {
        guard tasks[id] == nil else { throw .alreadyInList(id, tasks[id]!.list) }
        guard let order = openOrder[list] else { throw .unknownList(list) }
        let key = order.last.map { tasks[$0]!.order + OrderKeys.spacing } ?? OrderKeys.spacing
        tasks[id] = TaskItem(id: id, title: title, list: list, order: key, due: due, priority: priority, scheduled: scheduled)
        openOrder[list]!.append(id)
    }

    /// Restores a task row exactly as given (used by stores and undo): its list, key and status.
    /// - Complexity: O(n) for the n open tasks of its list.
    public mutating func restore(_ item: TaskItem) {
        if let old = tasks[item.id] { detach(old) }
        tasks[item.id] = item
        attach(item)
        nextSequence = max(nextSequence, item.status.sequence + 1)
        if !lists.contains(item.list) { lists.append(item.list) } // attach made its open order
    }

    /// Removes a task entirely (a store undoing an add). Nothing happens for an unknown id.
    /// - Complexity: O(n) for the n tasks of its list.
    public mutating func remove(_ id: TaskID) {
        guard let item = tasks[id] else { return }
        detach(item)
        tasks[id] = nil
    }

    // MARK: Reading

    /// The task with `id`, whatever its status.
    public func task(_ id: TaskID) -> TaskItem? { tasks[id] }

    /// The open tasks of `list`, in order.
    public func openTasks(in list: ListID) -> [TaskItem] {
        (openOrder[list] ?? []).map { tasks[$0]! }
    }

    /// Completed tasks, in the order they were completed.
    public var completed: [TaskItem] { completedOrder.map { tasks[$0]! } }

    /// Trashed tasks, in the order they were trashed.
    public var trashed: [TaskItem] { trashedOrder.map { tasks[$0]! } }

    /// Every task, sorted by id: a stable form for comparing boards.
    public var allTasks: [TaskItem] { tasks.values.sorted { $0.id < $1.id } }

    // MARK: Applying

    /// Applies `action`, or rejects it and changes nothing.
    public mutating func apply(_ action: TaskAction) -> TaskOutcome {
        do {
            return .applied(try perform(action))
        } catch {
            return .rejected(error)
        }
    }

    private mutating func perform(_ action: TaskAction) throws(TaskRejection) -> [TaskChange] {
        switch action {
        case .complete(let id):
            return [try close(id, as: .completed(sequence: nextSequence))]
        case .trash(let id):
            return [try close(id, as: .trashed(sequence: nextSequence))]
        case .add(let title, let list, let slot, let scheduled):
            guard let order = openOrder[list] else { throw .unknownList(list) }
            guard (0...order.count).contains(slot) else { throw .slotOutOfRange(slot: slot, count: order.count) }
            let id = freshID()
            return place(TaskItem(id: id, title: title, list: list, order: 0, scheduled: scheduled), before: nil, at: slot)
        case .reorder(let id, let slot):
            let item = try openTask(id)
            let order = openOrder[item.list]!
            guard (0...order.count).contains(slot) else { throw .slotOutOfRange(slot: slot, count: order.count) }
            let from = order.firstIndex(of: id)!
            if slot == from || slot == from + 1 { return [] } // Dropped in its own place.
            detach(item)
            return place(item, before: item, at: slot > from ? slot - 1 : slot)
        case .move(let id, let list, let slot, let scheduling):
            let item = try openTask(id)
            guard let order = openOrder[list] else { throw .unknownList(list) }
            guard item.list != list else { throw .alreadyInList(id, list) }
            let at = slot ?? order.count
            guard (0...order.count).contains(at) else { throw .slotOutOfRange(slot: at, count: order.count) }
            detach(item)
            var moved = item
            moved.list = list
            moved.scheduled = scheduling.date(replacing: item.scheduled)
            return place(moved, before: item, at: at)
        }
    }

    private func openTask(_ id: TaskID) throws(TaskRejection) -> TaskItem {
        guard let item = tasks[id] else { throw .unknownTask(id) }
        guard item.status == .open else { throw .taskNotOpen(id) }
        return item
    }

    private mutating func close(_ id: TaskID, as status: TaskStatus) throws(TaskRejection) -> TaskChange {
        let before = try openTask(id)
        detach(before)
        var after = before
        after.status = status
        tasks[id] = after
        attach(after)
        nextSequence += 1
        return TaskChange(before: before, after: after)
    }

    /// Inserts `item` (already detached) at `index` of its list's open tasks, giving it a key
    /// and renumbering neighbours only when no gap is left.
    private mutating func place(_ item: TaskItem, before: TaskItem?, at index: Int) -> [TaskChange] {
        let order = openOrder[item.list]!
        // Only the keys near `index` are read; the borrowed dictionary is released before any write.
        let placement = Self.placement(at: index, of: order, keys: tasks)
        var changes: [TaskChange] = []
        for renumbering in placement.renumbered {
            let id = order[renumbering.index]
            let old = tasks[id]!
            tasks[id]!.order = renumbering.key
            changes.append(TaskChange(before: old, after: tasks[id]!))
        }
        var placed = item
        placed.order = placement.key
        tasks[placed.id] = placed
        openOrder[item.list]!.insert(placed.id, at: index)
        changes.append(TaskChange(before: before, after: placed))
        return changes
    }

    private static func placement(at index: Int, of order: [TaskID], keys tasks: [TaskID: TaskItem]) -> OrderKeys.Placement {
        OrderKeys.place(at: index, in: order.lazy.map { tasks[$0]!.order })
    }

    /// Whether `id` has the form of the ids new tasks are given: `new-` and a number.
    public static func isMintedID(_ id: TaskID) -> Bool {
        let raw = id.rawValue
        return raw.hasPrefix("new-") && raw.count > 4 && raw.dropFirst(4).allSatisfy(\.isASCII) && Int(raw.dropFirst(4)) != nil
    }

    private mutating func freshID() -> TaskID {
        while true {
            let id = TaskID("new-\(nextNewTask)")
            nextNewTask += 1
            if tasks[id] == nil { return id }
        }
    }

    /// Takes `item` out of whichever ordered collection its status puts it in.
    private mutating func detach(_ item: TaskItem) {
        switch item.status {
        case .open: openOrder[item.list]?.removeAll { $0 == item.id }
        case .completed: completedOrder.removeAll { $0 == item.id }
        case .trashed: trashedOrder.removeAll { $0 == item.id }
        }
    }

    /// Puts `item` into the ordered collection its status names, at its place.
    private mutating func attach(_ item: TaskItem) {
        switch item.status {
        case .open:
            let order = openOrder[item.list, default: []]
            let at = order.firstIndex { item.isListed(before: tasks[$0]!) } ?? order.count
            openOrder[item.list, default: []].insert(item.id, at: at)
        case .completed(let s):
            let at = completedOrder.firstIndex { tasks[$0]!.status.sequence > s } ?? completedOrder.count
            completedOrder.insert(item.id, at: at)
        case .trashed(let s):
            let at = trashedOrder.firstIndex { tasks[$0]!.status.sequence > s } ?? trashedOrder.count
            trashedOrder.insert(item.id, at: at)
        }
    }
}

extension TaskStatus {
    var sequence: Int {
        switch self {
        case .open: 0
        case .completed(let s), .trashed(let s): s
        }
    }
}
