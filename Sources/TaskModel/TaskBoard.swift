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
    /// Open top-level nodes of each list, in visible order (ascending order key).
    var openOrder: [ListID: [TaskID]] = [:]
    /// Open children of each folder that has any, in visible order.
    var folderOrder: [TaskID: [TaskID]] = [:]
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

    /// Appends an open node to the end of `list` (or of `parent`, a folder of that list), for
    /// setting a board up.
    /// - Throws: when the id is taken, the list unknown, or the parent not an open folder of the list.
    public mutating func append(id: TaskID, title: String, to list: ListID, parent: TaskID? = nil, kind: TaskKind = .task,
                                due: UnixTime? = nil, priority: Priority = .none, scheduled: UnixTime? = nil) throws(TaskRejection) {
        guard tasks[id] == nil else { throw .alreadyInList(id, tasks[id]!.list) }
        guard openOrder[list] != nil else { throw .unknownList(list) }
        if let parent { _ = try openFolder(parent, in: list) }
        if kind == .header, let parent { throw .headerInsideFolder(id, parent) }
        let order = siblings(list: list, parent: parent)
        let key = order.last.map { tasks[$0]!.order + OrderKeys.spacing } ?? OrderKeys.spacing
        tasks[id] = TaskItem(id: id, title: title, list: list, order: key, due: due, priority: priority, scheduled: scheduled, parent: parent, kind: kind)
        setSiblings(list: list, parent: parent) { $0.append(id) }
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

    /// The open top-level nodes of `list`, in order (for a flat list, its open tasks).
    public func openTasks(in list: ListID) -> [TaskItem] {
        (openOrder[list] ?? []).map { tasks[$0]! }
    }

    /// The open children of folder `id`, in order.
    public func children(of id: TaskID) -> [TaskItem] {
        (folderOrder[id] ?? []).map { tasks[$0]! }
    }

    /// The open top-level nodes that belong to `header` by position: those after it up to the
    /// next header; with `nil`, those above the first header.
    public func members(of header: TaskID?, in list: ListID) -> [TaskItem] {
        let top = openTasks(in: list)
        let start = header.flatMap { h in top.firstIndex { $0.id == h }.map { $0 + 1 } } ?? (header == nil ? 0 : top.count)
        return Array(top[start...].prefix { $0.kind != .header })
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
            if tasks[id]?.kind == .header { throw .headerCannotComplete(id) }
            return try close(id, as: { .completed(sequence: $0) })
        case .trash(let id):
            return try close(id, as: { .trashed(sequence: $0) })
        case .add(let title, let list, let slot, let scheduled):
            guard let order = openOrder[list] else { throw .unknownList(list) }
            guard (0...order.count).contains(slot) else { throw .slotOutOfRange(slot: slot, count: order.count) }
            let id = freshID()
            return place(TaskItem(id: id, title: title, list: list, order: 0, scheduled: scheduled), before: nil, at: slot)
        case .reorder(let id, let slot):
            let item = try openTask(id)
            return try move(item, to: item.list, parent: nil, index: slot, scheduled: .unchanged)
        case .move(let id, let list, let slot, let scheduling):
            let item = try openTask(id)
            guard let order = openOrder[list] else { throw .unknownList(list) }
            guard item.list != list else { throw .alreadyInList(id, list) }
            return try move(item, to: list, parent: nil, index: slot ?? order.count, scheduled: scheduling)
        case .place(let id, let list, let parent, let index, let scheduling):
            return try move(try openTask(id), to: list, parent: parent, index: index, scheduled: scheduling)
        case .completeAll(let ids):
            let roots = try selectionRoots(ids)
            if let header = roots.first(where: { $0.kind == .header }) { throw .headerCannotComplete(header.id) }
            var changes: [TaskChange] = []
            for root in roots { changes += try close(root.id, as: { .completed(sequence: $0) }) }
            return changes
        case .trashAll(let ids):
            var changes: [TaskChange] = []
            for root in try selectionRoots(ids) { changes += try close(root.id, as: { .trashed(sequence: $0) }) }
            return changes
        case .placeAll(let ids, let list, let parent, let index, let scheduling):
            return try moveAll(try selectionRoots(ids), to: list, parent: parent, index: index, scheduled: scheduling)
        case .setExpanded(let id, let expanded):
            guard let item = tasks[id] else { throw .unknownTask(id) }
            guard item.isFolder else { throw .notAFolder(id) }
            guard item.kind != .folder(expanded: expanded) else { return [] }
            var after = item
            after.kind = .folder(expanded: expanded)
            tasks[id] = after
            return [TaskChange(before: item, after: after)]
        }
    }

    /// Moves open `item` to `index` among the open children of `parent` (a folder of `list`, or
    /// the list's top level), with `move(fromOffsets:toOffset:)` meaning within its own parent.
    /// A folder takes its contents along; moved to another list they follow it there.
    private mutating func move(_ item: TaskItem, to list: ListID, parent: TaskID?, index: Int,
                               scheduled scheduling: Scheduling) throws(TaskRejection) -> [TaskChange] {
        guard openOrder[list] != nil else { throw .unknownList(list) }
        if let parent {
            if item.kind == .header { throw .headerInsideFolder(item.id, parent) }
            _ = try openFolder(parent, in: list)
            var ancestor: TaskID? = parent
            while let a = ancestor {
                if a == item.id { throw .insideItself(item.id, parent) }
                ancestor = tasks[a]?.parent
            }
        }
        let order = siblings(list: list, parent: parent)
        guard (0...order.count).contains(index) else { throw .slotOutOfRange(slot: index, count: order.count) }
        var at = index
        if item.list == list && item.parent == parent {
            let from = order.firstIndex(of: item.id)!
            if index == from || index == from + 1 { return [] } // Dropped in its own place.
            if index > from { at -= 1 }
        }
        detach(item)
        var moved = item
        moved.list = list
        moved.parent = parent
        moved.scheduled = scheduling.date(replacing: item.scheduled)
        var changes = place(moved, before: item, at: at)
        if list != item.list {
            for id in descendants(of: item.id) {
                let old = tasks[id]!
                tasks[id]!.list = list
                changes.append(TaskChange(before: old, after: tasks[id]!))
            }
        }
        return changes
    }

    /// The open nodes `ids` names, without those inside another of them (they travel with their
    /// folder), in display order: lists in order, each depth first.
    private func selectionRoots(_ ids: [TaskID]) throws(TaskRejection) -> [TaskItem] {
        guard !ids.isEmpty else { throw .nothingSelected }
        var named: Set<TaskID> = []
        for id in ids { named.insert(try openTask(id).id) }
        var roots: [TaskItem] = []
        func visit(_ order: [TaskID]) {
            for id in order {
                if named.contains(id) { roots.append(tasks[id]!); continue } // its contents travel with it
                visit(folderOrder[id] ?? [])
            }
        }
        for list in lists { visit(openOrder[list] ?? []) }
        return roots
    }

    /// Moves `items` (open, in display order, none inside another) together to `index` among the
    /// children of `parent` (or `list`'s top level): in order, just before the first child at or
    /// after `index` that is not one of them — `move(fromOffsets:toOffset:)` meaning.
    private mutating func moveAll(_ items: [TaskItem], to list: ListID, parent: TaskID?, index: Int,
                                  scheduled scheduling: Scheduling) throws(TaskRejection) -> [TaskChange] {
        guard openOrder[list] != nil else { throw .unknownList(list) }
        if let parent {
            _ = try openFolder(parent, in: list)
            for item in items {
                if item.kind == .header { throw .headerInsideFolder(item.id, parent) }
                var ancestor: TaskID? = parent
                while let a = ancestor {
                    if a == item.id { throw .insideItself(item.id, parent) }
                    ancestor = tasks[a]?.parent
                }
            }
        }
        let order = siblings(list: list, parent: parent)
        guard (0...order.count).contains(index) else { throw .slotOutOfRange(slot: index, count: order.count) }
        let moving = Set(items.map(\.id))
        let anchor = order[index...].first { !moving.contains($0) }
        for item in items { detach(item) }
        var changes: [TaskChange] = []
        for item in items {
            let now = siblings(list: list, parent: parent)
            let at = anchor.flatMap { now.firstIndex(of: $0) } ?? now.count
            var moved = item
            moved.list = list
            moved.parent = parent
            if item.list != list { moved.scheduled = scheduling.date(replacing: item.scheduled) }
            changes += place(moved, before: item, at: at)
            if list != item.list {
                for id in descendants(of: item.id) {
                    let old = tasks[id]!
                    tasks[id]!.list = list
                    changes.append(TaskChange(before: old, after: tasks[id]!))
                }
            }
        }
        return changes
    }

    private func openTask(_ id: TaskID) throws(TaskRejection) -> TaskItem {
        guard let item = tasks[id] else { throw .unknownTask(id) }
        guard item.status == .open else { throw .taskNotOpen(id) }
        return item
    }

    private func openFolder(_ id: TaskID, in list: ListID) throws(TaskRejection) -> TaskItem {
        let folder = try openTask(id)
        guard folder.isFolder, folder.list == list else { throw .notAFolder(id) }
        return folder
    }

    /// Closes `id` and, for a folder, every open node inside it (in display order), each with
    /// the next sequence number.
    private mutating func close(_ id: TaskID, as status: (Int) -> TaskStatus) throws(TaskRejection) -> [TaskChange] {
        _ = try openTask(id)
        var changes: [TaskChange] = []
        for nodeID in [id] + descendants(of: id) {
            let before = tasks[nodeID]!
            var after = before
            after.status = status(nextSequence)
            nextSequence += 1
            changes.append(TaskChange(before: before, after: after))
        }
        // Detach children before their folder, so no open node is ever left under a closed one.
        for change in changes.reversed() { detach(change.before!) }
        for change in changes {
            tasks[change.after.id] = change.after
            attach(change.after)
        }
        return changes
    }

    /// The open nodes inside folder `id`, depth first in display order.
    public func descendants(of id: TaskID) -> [TaskID] {
        var result: [TaskID] = []
        var stack = Array((folderOrder[id] ?? []).reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: (folderOrder[next] ?? []).reversed())
        }
        return result
    }

    /// The open children of `parent`, or of `list`'s top level.
    func siblings(list: ListID, parent: TaskID?) -> [TaskID] {
        parent.map { folderOrder[$0] ?? [] } ?? openOrder[list] ?? []
    }

    private mutating func setSiblings(list: ListID, parent: TaskID?, _ change: (inout [TaskID]) -> Void) {
        if let parent {
            change(&folderOrder[parent, default: []])
            if folderOrder[parent]?.isEmpty == true { folderOrder[parent] = nil }
        } else {
            change(&openOrder[list, default: []])
        }
    }

    /// Inserts `item` (already detached) at `index` of its parent's open children, giving it a
    /// key and renumbering neighbours only when no gap is left.
    private mutating func place(_ item: TaskItem, before: TaskItem?, at index: Int) -> [TaskChange] {
        let order = siblings(list: item.list, parent: item.parent)
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
        setSiblings(list: item.list, parent: item.parent) { $0.insert(placed.id, at: index) }
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
        case .open: setSiblings(list: item.list, parent: item.parent) { $0.removeAll { $0 == item.id } }
        case .completed: completedOrder.removeAll { $0 == item.id }
        case .trashed: trashedOrder.removeAll { $0 == item.id }
        }
    }

    /// Puts `item` into the ordered collection its status names, at its place.
    private mutating func attach(_ item: TaskItem) {
        switch item.status {
        case .open:
            let at = firstIndex(in: siblings(list: item.list, parent: item.parent)) { item.isListed(before: $0) }
            setSiblings(list: item.list, parent: item.parent) { $0.insert(item.id, at: at) }
        case .completed(let s):
            completedOrder.insert(item.id, at: firstIndex(in: completedOrder) { $0.status.sequence > s })
        case .trashed(let s):
            trashedOrder.insert(item.id, at: firstIndex(in: trashedOrder) { $0.status.sequence > s })
        }
    }

    /// The first position in `order` whose task `follows` (the end if none): `order` is sorted,
    /// so `follows` is false up to a point and true after it. A binary search: completing a task
    /// beside 10,000 completed ones reads 14 of them, not all.
    /// - Complexity: O(log *n*).
    private func firstIndex(in order: [TaskID], where follows: (TaskItem) -> Bool) -> Int {
        var (low, high) = (0, order.count)
        while low < high {
            let middle = (low + high) / 2
            if follows(tasks[order[middle]]!) { high = middle } else { low = middle + 1 }
        }
        return low
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
