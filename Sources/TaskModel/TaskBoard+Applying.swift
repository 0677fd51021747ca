/// Applying actions: each is checked whole before anything changes, so a rejected action leaves
/// the board as it was.
extension TaskBoard {
    /// Applies `action`, or rejects it and changes nothing.
    /// - Complexity: O(log *n* + *n*) for a node among *n* siblings where it leaves and where it
    ///   lands (found by binary search, then the ids after it moved in those arrays), plus its
    ///   folder's descendants when it changes list, plus a renumbering's window when its neighbours'
    ///   keys have no gap; a selection of *k* nodes as `selectionRoots` and `moveAll` say: O(*k* log
    ///   *n* + the lists and folders walked); a rename or a folder's expanding O(1) unless tied keys
    ///   make the rename place the node again.
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
        case .rename(let id, let title, let from):
            let item = try openTask(id)
            // Byte for byte, as ids are compared: "e\u{301}" for "\u{E9}" is a rename.
            guard !item.title.utf8.elementsEqual(title.utf8) else { return [] }
            if let from, !item.title.utf8.elementsEqual(from.utf8) { throw .titleChanged(id, to: item.title) }
            var after = item
            after.title = title
            let order = siblings(list: item.list, parent: item.parent)
            let at = position(of: item, in: order)
            func tied(_ i: Int) -> Bool { order.indices.contains(i) && tasks[order[i]]!.order == item.order }
            guard tied(at - 1) || tied(at + 1) else {
                tasks[id] = after
                return [TaskChange(before: item, after: after)]
            }
            // Its key equals a neighbour's (keys written elsewhere), and equal keys are listed by
            // title: it keeps its place, with a key of its own there.
            detach(item)
            return place(after, before: item, at: at)
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
            if depth(of: parent) + 1 + height(of: item.id) > Self.maximumDepth { throw .tooDeep(item.id, parent) }
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
    /// pass and arrive in one splice. Items that already stand together at that place, in that
    /// order, change nothing: no changes, as a single node dropped in its own place.
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
                if lineage.count + height(of: item.id) > Self.maximumDepth { throw .tooDeep(item.id, parent) }
            }
        }
        let moving = Set(items.map(\.id))
        // Where the items go among the children that stay: after those before `index`.
        let gap: Int
        do {
            let order = siblings(list: list, parent: parent)
            guard (0...order.count).contains(index) else { throw .slotOutOfRange(slot: index, count: order.count) }
            gap = order[..<index].reduce(0) { moving.contains($1) ? $0 : $0 + 1 }
            // Already together there, in this order: dropped in their own place, as one node in
            // `move`, with nothing changed (not even keys), so no step of an undo history.
            if order[gap...].starts(with: items.lazy.map(\.id)) { return [] }
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

    func openFolder(_ id: TaskID, in list: ListID) throws(TaskRejection) -> TaskItem {
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
}
