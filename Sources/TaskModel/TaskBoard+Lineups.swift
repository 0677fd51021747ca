/// The ordered collections of ids (a list's open top level, a folder's open children, the completed
/// and the trashed tasks): placing a node among its siblings, and keeping every collection sorted
/// by order key as nodes leave and enter it. These are the board's own steps, internal to the
/// module: they check nothing, and the `apply` that calls them keeps the board's invariants.
extension TaskBoard {
    /// The open children of `parent`, or of `list`'s top level.
    func siblings(list: ListID, parent: TaskID?) -> [TaskID] {
        parent.map { folderOrder[$0] ?? [] } ?? openOrder[list] ?? []
    }

    mutating func setSiblings(list: ListID, parent: TaskID?, _ change: (inout [TaskID]) -> Void) {
        update(parent.map { .folder($0) } ?? .top(list), change)
    }

    /// Inserts `item` (already detached) at `index` of its parent's open children, giving it a
    /// key and renumbering neighbours only when no gap is left.
    mutating func place(_ item: TaskItem, before: TaskItem?, at index: Int) -> [TaskChange] {
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
    package static func isMintedID(_ id: TaskID) -> Bool {
        let raw = id.rawValue
        return raw.hasPrefix("new-") && raw.count > 4 && raw.dropFirst(4).allSatisfy(\.isASCII) && Int(raw.dropFirst(4)) != nil
    }

    mutating func freshID() -> TaskID {
        while true {
            let id = TaskID("new-\(nextNewTask)")
            nextNewTask += 1
            if tasks[id] == nil { return id }
        }
    }

    /// An ordered collection of ids: a list's open top level, a folder's open children, the
    /// completed tasks or the trashed ones.
    private enum Lineup: Hashable {
        case top(ListID)
        case folder(TaskID)
        case completed
        case trashed

        /// The collection `item`'s status and place put it in.
        init(of item: TaskItem) {
            switch item.status {
            case .open: self = item.parent.map { .folder($0) } ?? .top(item.list)
            case .completed: self = .completed
            case .trashed: self = .trashed
            }
        }
    }

    /// The ids `lineup` holds, in order.
    private func ids(in lineup: Lineup) -> [TaskID] {
        switch lineup {
        case .top(let list): openOrder[list] ?? []
        case .folder(let folder): folderOrder[folder] ?? []
        case .completed: completedOrder
        case .trashed: trashedOrder
        }
    }

    /// Changes the ids `lineup` holds; a folder left with none has no entry.
    private mutating func update(_ lineup: Lineup, _ change: (inout [TaskID]) -> Void) {
        switch lineup {
        case .top(let list):
            change(&openOrder[list, default: []])
        case .folder(let folder):
            change(&folderOrder[folder, default: []])
            if folderOrder[folder]?.isEmpty == true { folderOrder[folder] = nil }
        case .completed: change(&completedOrder)
        case .trashed: change(&trashedOrder)
        }
    }

    /// Whether `a` comes before `b` in the collection they share: open nodes in their visible
    /// order, closed ones by sequence.
    private static func precedes(_ a: TaskItem, _ b: TaskItem) -> Bool {
        switch a.status {
        case .open: a.isListed(before: b)
        case .completed, .trashed: a.status.sequence < b.status.sequence
        }
    }

    /// Where `item`, as stored, sits in its collection: found by binary search, since every
    /// collection is sorted (``precedes(_:_:)``).
    func position(of item: TaskItem, in order: [TaskID]) -> Int {
        let at = firstIndex(in: order) { !Self.precedes($0, item) }
        precondition(at < order.count && order[at] == item.id, "TaskBoard: \(item.id) is not where its collection's order puts it")
        return at
    }

    /// Takes `item`, as stored, out of whichever ordered collection its status puts it in.
    mutating func detach(_ item: TaskItem) {
        let lineup = Lineup(of: item)
        let at = position(of: item, in: ids(in: lineup))
        update(lineup) { $0.remove(at: at) }
    }

    /// Takes `items` (distinct, as stored) out of the collections their statuses put them in:
    /// each found by binary search, each collection closed up once.
    /// - Complexity: O(*k* log *n* + the sizes of the collections they leave) for *k* items.
    mutating func detachAll(_ items: [TaskItem]) {
        guard items.count > 1 else {
            if let item = items.first { detach(item) }
            return
        }
        var positions: [Lineup: [Int]] = [:]
        for item in items {
            let lineup = Lineup(of: item)
            positions[lineup, default: []].append(position(of: item, in: ids(in: lineup)))
        }
        for (lineup, gone) in positions {
            update(lineup) { order in
                let gone = gone.sorted()
                var kept = gone[0]
                var next = 0
                for at in gone[0]..<order.count {
                    if next < gone.count && gone[next] == at { next += 1; continue }
                    order.swapAt(kept, at)
                    kept += 1
                }
                order.removeLast(order.count - kept)
            }
        }
    }

    /// Puts `item` into the ordered collection its status names, at its place.
    mutating func attach(_ item: TaskItem) {
        let lineup = Lineup(of: item)
        let at = firstIndex(in: ids(in: lineup)) { Self.precedes(item, $0) }
        update(lineup) { $0.insert(item.id, at: at) }
    }

    /// Puts `items` (distinct, stored, in no collection) into the collections their statuses
    /// name, each at its place: found by binary search among those after the one before it.
    /// - Complexity: O(*k* log *n* + the sizes of the collections they enter) for *k* items.
    mutating func attachAll(_ items: [TaskItem]) {
        var groups: [Lineup: [TaskItem]] = [:]
        for item in items { groups[Lineup(of: item), default: []].append(item) }
        for (lineup, group) in groups {
            guard group.count > 1 else {
                attach(group[0])
                continue
            }
            var merged: [TaskID] = []
            do {
                let order = ids(in: lineup)
                merged.reserveCapacity(order.count + group.count)
                var from = 0
                for item in group.sorted(by: Self.precedes) {
                    let at = firstIndex(in: order, from: from) { Self.precedes(item, $0) }
                    merged += order[from..<at]
                    merged.append(item.id)
                    from = at
                }
                merged += order[from...]
            }
            update(lineup) { $0 = merged }
        }
    }

    /// The first position in `order` from `start` whose task `follows` (the end if none): `order` is sorted,
    /// so `follows` is false up to a point and true after it. A binary search: completing a task
    /// beside 10,000 completed ones reads 14 of them, not all.
    /// - Complexity: O(log *n*).
    private func firstIndex(in order: [TaskID], from start: Int = 0, where follows: (TaskItem) -> Bool) -> Int {
        var (low, high) = (start, order.count)
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
