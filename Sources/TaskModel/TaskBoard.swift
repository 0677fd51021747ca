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
        let known = Set(lists) // not lists.contains per schedule: O(lists²) for a store of many scheduled lists
        self.schedules = schedules.filter { known.contains($0.key) }
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
    /// A list the board does not have is added to ``lists``.
    /// - Complexity: O(log n) to find its places, plus moving the ids after them in the
    ///   collections it leaves and enters (O(n) for n tasks there).
    public mutating func restore(_ item: TaskItem) {
        if let old = tasks[item.id] { detach(old) }
        tasks[item.id] = item
        addList(of: item)
        attach(item)
        nextSequence = max(nextSequence, item.status.sequence + 1)
    }

    /// Restores task rows exactly as given, in order: what ``restore(_:)`` of each in turn does
    /// (a task given twice ends as its last row), with each collection changed once rather than
    /// once per row. What a store's load and an undo or redo of a large selection use.
    ///
    /// ```swift
    /// board.restore(contentsOf: [TaskItem(id: "t1", title: "Buy milk", list: "inbox", order: 1_024),
    ///                            TaskItem(id: "t2", title: "Walk the dog", list: "inbox", order: 2_048)])
    /// ```
    /// - Complexity: O(*k* log *n* + the sizes of the collections they leave and enter) for *k* rows.
    public mutating func restore(contentsOf items: [TaskItem]) {
        guard items.count > 1 else {
            if let item = items.first { restore(item) }
            return
        }
        var last: [TaskID: Int] = [:]
        for (i, item) in items.enumerated() { last[item.id] = i }
        let kept = items.indices.filter { last[items[$0].id] == $0 }.map { items[$0] }
        detachAll(kept.compactMap { tasks[$0.id] })
        for item in items {
            addList(of: item) // in the order restore(_:) of each would add them
            nextSequence = max(nextSequence, item.status.sequence + 1)
        }
        for item in kept { tasks[item.id] = item }
        attachAll(kept)
    }

    /// Adds `item`'s list to ``lists`` when the board does not have it: every list has an open order.
    private mutating func addList(of item: TaskItem) {
        guard openOrder[item.list] == nil else { return }
        lists.append(item.list)
        openOrder[item.list] = []
    }

    /// Removes a task entirely (a store undoing an add). Nothing happens for an unknown id.
    /// - Complexity: O(n) for the n tasks of its list.
    public mutating func remove(_ id: TaskID) {
        guard let item = tasks[id] else { return }
        detach(item)
        tasks[id] = nil
    }

    /// The board's counters (the next sequence number, the next new task's number) as they
    /// stand: with the changes of the actions applied after it, enough to take them back exactly.
    public struct Checkpoint: Hashable, Sendable {
        let nextSequence: Int
        let nextNewTask: Int
    }

    /// The counters now, to ``revert(_:to:)`` to.
    public var checkpoint: Checkpoint { Checkpoint(nextSequence: nextSequence, nextNewTask: nextNewTask) }

    /// Takes back `changes`: what ``apply(_:)`` answered (one action's, or several's in order)
    /// since `checkpoint` was read, with nothing else changing the board in between. The board
    /// is then equal to what it was. A store applies an action in place and reverts it when the
    /// commit fails, rather than applying it to a copy of the whole board.
    ///
    /// ```swift
    /// var board = TaskBoard(lists: ["inbox"])
    /// try board.append(id: "t1", title: "Buy milk", to: "inbox")
    /// let before = board
    /// let checkpoint = board.checkpoint
    /// if case .applied(let changes) = board.apply(.complete("t1")) {
    ///     board.revert(changes, to: checkpoint)   // say the store could not commit them
    /// }
    /// board == before                             // true
    /// ```
    ///
    /// Each task changed goes back to the `before` of its first change (an added one goes), and
    /// back into its collections at its place: collections are sorted, so those places are
    /// where it was.
    /// - Complexity: O(*k* log *n* + the sizes of the collections they touch) for *k* changes.
    public mutating func revert(_ changes: [TaskChange], to checkpoint: Checkpoint) {
        var seen: Set<TaskID> = []
        var now: [TaskItem] = []
        var was: [TaskItem] = []
        var added: [TaskID] = []
        for change in changes where seen.insert(change.after.id).inserted {
            now.append(tasks[change.after.id]!)
            if let before = change.before { was.append(before) } else { added.append(change.after.id) }
        }
        detachAll(now)
        for id in added { tasks[id] = nil }
        for item in was { tasks[item.id] = item }
        attachAll(was)
        nextSequence = checkpoint.nextSequence
        nextNewTask = checkpoint.nextNewTask
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
            return close([try openTask(id)], as: { .completed(sequence: $0) })
        case .trash(let id):
            return close([try openTask(id)], as: { .trashed(sequence: $0) })
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
            return close(roots, as: { .completed(sequence: $0) })
        case .trashAll(let ids):
            return close(try selectionRoots(ids), as: { .trashed(sequence: $0) })
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
    /// folder), in display order: lists in order, each depth first. Only the lists holding them
    /// are walked, and of their folders only those on the way down to one.
    /// - Complexity: O(*k* · *d* + the children of the lists and folders walked) for *k* ids at
    ///   depth up to *d*.
    private func selectionRoots(_ ids: [TaskID]) throws(TaskRejection) -> [TaskItem] {
        guard !ids.isEmpty else { throw .nothingSelected }
        var named: Set<TaskID> = []
        var holding: Set<ListID> = []
        var onTheWay: Set<TaskID> = [] // the folders a named node is in, at any depth
        for id in ids {
            let item = try openTask(id)
            named.insert(item.id)
            holding.insert(item.list)
            var ancestor = item.parent
            while let a = ancestor, onTheWay.insert(a).inserted { ancestor = tasks[a]?.parent }
        }
        var roots: [TaskItem] = []
        func visit(_ order: [TaskID]) {
            for id in order {
                if named.contains(id) { roots.append(tasks[id]!); continue } // its contents travel with it
                if onTheWay.contains(id) { visit(folderOrder[id] ?? []) }
            }
        }
        for list in holding.count == 1 ? Array(holding) : lists.filter(holding.contains) { visit(openOrder[list] ?? []) }
        return roots
    }

    /// Moves `items` (open, in display order, none inside another) together to `index` among the
    /// children of `parent` (or `list`'s top level): in order, just before the first child at or
    /// after `index` that is not one of them — `move(fromOffsets:toOffset:)` meaning.
    ///
    /// Each item gets its key as if inserted on its own after the ones before it (the same keys
    /// and renumberings, reported in the same order), but all leave their collections in one
    /// pass and arrive in one splice.
    /// - Complexity: O(*k* log *n* + the sizes of the collections they leave and enter) for *k*
    ///   items, when keys have gaps (a renumbering adds its window).
    private mutating func moveAll(_ items: [TaskItem], to list: ListID, parent: TaskID?, index: Int,
                                  scheduled scheduling: Scheduling) throws(TaskRejection) -> [TaskChange] {
        guard openOrder[list] != nil else { throw .unknownList(list) }
        if let parent {
            _ = try openFolder(parent, in: list)
            var lineage: Set<TaskID> = [] // `parent` and the folders it is in
            var ancestor: TaskID? = parent
            while let a = ancestor, lineage.insert(a).inserted { ancestor = tasks[a]?.parent }
            for item in items {
                if item.kind == .header { throw .headerInsideFolder(item.id, parent) }
                if lineage.contains(item.id) { throw .insideItself(item.id, parent) }
            }
        }
        let moving = Set(items.map(\.id))
        // Where the items go among the children that stay: after those before `index`.
        let gap: Int
        do {
            let order = siblings(list: list, parent: parent)
            guard (0...order.count).contains(index) else { throw .slotOutOfRange(slot: index, count: order.count) }
            gap = order[..<index].reduce(0) { moving.contains($1) ? $0 : $0 + 1 }
        }
        detachAll(items)
        var placed: [TaskID] = []
        var changes: [TaskChange] = []
        for item in items {
            var moved = item
            moved.list = list
            moved.parent = parent
            if item.list != list { moved.scheduled = scheduling.date(replacing: item.scheduled) }
            do { // `order` shares `placed`'s storage: it ends before `placed` grows.
                // The children as they would stand with the items before this one inserted at `gap`.
                let order = Spliced(order: siblings(list: list, parent: parent), placed: placed, gap: gap)
                let placement = Self.placement(at: gap + placed.count, of: order, keys: tasks)
                for renumbering in placement.renumbered {
                    let id = order[renumbering.index]
                    let old = tasks[id]!
                    tasks[id]!.order = renumbering.key
                    changes.append(TaskChange(before: old, after: tasks[id]!))
                }
                moved.order = placement.key
            }
            tasks[moved.id] = moved
            placed.append(moved.id)
            changes.append(TaskChange(before: item, after: moved))
            if list != item.list {
                for id in descendants(of: item.id) {
                    let old = tasks[id]!
                    tasks[id]!.list = list
                    changes.append(TaskChange(before: old, after: tasks[id]!))
                }
            }
        }
        setSiblings(list: list, parent: parent) { $0.insert(contentsOf: placed, at: gap) }
        return changes
    }

    /// A collection's ids with `placed` inserted at `gap`, without building the array.
    private struct Spliced {
        let order: [TaskID]
        let placed: [TaskID]
        let gap: Int

        var count: Int { order.count + placed.count }

        subscript(index: Int) -> TaskID {
            index < gap ? order[index] : index < gap + placed.count ? placed[index - gap] : order[index - placed.count]
        }
    }

    private static func placement(at index: Int, of order: Spliced, keys tasks: [TaskID: TaskItem]) -> OrderKeys.Placement {
        OrderKeys.place(at: index, in: (0..<order.count).lazy.map { tasks[order[$0]]!.order })
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

    /// Closes `roots` (open, none inside another) and, for a folder, every open node inside it
    /// (in display order), each with the next sequence number.
    /// - Complexity: O(*k* log *n* + the sizes of the collections they leave) for *k* nodes.
    private mutating func close(_ roots: [TaskItem], as status: (Int) -> TaskStatus) -> [TaskChange] {
        var changes: [TaskChange] = []
        var befores: [TaskItem] = []
        for root in roots {
            for nodeID in [root.id] + descendants(of: root.id) {
                let before = tasks[nodeID]!
                var after = before
                after.status = status(nextSequence)
                nextSequence += 1
                changes.append(TaskChange(before: before, after: after))
                befores.append(before)
            }
        }
        // All leave before any is closed, so no open node is ever left under a closed one.
        detachAll(befores)
        for change in changes { tasks[change.after.id] = change.after }
        attachAll(changes.map(\.after))
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
        update(parent.map { .folder($0) } ?? .top(list), change)
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
    private func position(of item: TaskItem, in order: [TaskID]) -> Int {
        let at = firstIndex(in: order) { !Self.precedes($0, item) }
        precondition(at < order.count && order[at] == item.id, "TaskBoard: \(item.id) is not where its collection's order puts it")
        return at
    }

    /// Takes `item`, as stored, out of whichever ordered collection its status puts it in.
    private mutating func detach(_ item: TaskItem) {
        let lineup = Lineup(of: item)
        let at = position(of: item, in: ids(in: lineup))
        update(lineup) { $0.remove(at: at) }
    }

    /// Takes `items` (distinct, as stored) out of the collections their statuses put them in:
    /// each found by binary search, each collection closed up once.
    /// - Complexity: O(*k* log *n* + the sizes of the collections they leave) for *k* items.
    private mutating func detachAll(_ items: [TaskItem]) {
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
    private mutating func attach(_ item: TaskItem) {
        let lineup = Lineup(of: item)
        let at = firstIndex(in: ids(in: lineup)) { Self.precedes(item, $0) }
        update(lineup) { $0.insert(item.id, at: at) }
    }

    /// Puts `items` (distinct, stored, in no collection) into the collections their statuses
    /// name, each at its place: found by binary search among those after the one before it.
    /// - Complexity: O(*k* log *n* + the sizes of the collections they enter) for *k* items.
    private mutating func attachAll(_ items: [TaskItem]) {
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
