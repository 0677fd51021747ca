/// Checks used by tests: a board that breaks one of these has lost, duplicated or misordered a task.
extension TaskBoard {
    /// Every broken invariant, described; empty when the board is sound.
    ///
    /// - Every task appears exactly once: in its parent's (a folder's or its list's) open order,
    ///   or the completed or trashed order; parents are open folders of the same list; no cycles.
    /// - Open tasks of a list are in their visible order (``TaskItem/isListed(before:)``), with
    ///   strictly increasing order keys unless `allowingTies` (a store loaded from a file whose
    ///   keys were written elsewhere may hold equal keys; actions never make new ones).
    /// - Completions and trashings are ordered by strictly increasing sequence.
    public func invariantViolations(allowingTies: Bool = false) -> [String] {
        var problems: [String] = []
        var seen: [TaskID: Int] = [:]
        var containers: [(name: String, list: ListID, parent: TaskID?, order: [TaskID])] = lists.map { ("\($0)", $0, nil, openOrder[$0] ?? []) }
        for (folder, order) in folderOrder.sorted(by: { $0.key < $1.key }) {
            guard let item = tasks[folder] else { problems.append("folder \(folder) has children but no task"); continue }
            containers.append(("\(folder)", item.list, folder, order))
        }
        for (name, list, parent, order) in containers {
            for (i, id) in order.enumerated() {
                seen[id, default: 0] += 1
                guard let item = tasks[id] else { problems.append("\(name)[\(i)]: \(id) has no task"); continue }
                if item.list != list { problems.append("\(name)[\(i)]: \(id) says it is in \(item.list)") }
                if item.parent != parent { problems.append("\(name)[\(i)]: \(id) says its parent is \(item.parent.map { "\($0)" } ?? "none")") }
                if item.status != .open { problems.append("\(name)[\(i)]: \(id) is listed open but is \(item.status)") }
                if i > 0, let previous = tasks[order[i - 1]] {
                    if !previous.isListed(before: item) {
                        problems.append("\(name)[\(i)]: \(item.id) (key \(item.order)) is listed after \(previous.id) (key \(previous.order))")
                    } else if previous.order == item.order && !allowingTies {
                        problems.append("\(name)[\(i)]: key \(item.order) equals the key before it")
                    }
                }
            }
        }
        for (name, order) in [("completed", completedOrder), ("trashed", trashedOrder)] {
            for (i, id) in order.enumerated() {
                seen[id, default: 0] += 1
                if i > 0, let a = tasks[order[i - 1]], let b = tasks[id], a.status.sequence >= b.status.sequence {
                    problems.append("\(name)[\(i)]: sequence \(b.status.sequence) does not follow \(a.status.sequence)")
                }
            }
        }
        for id in tasks.keys.sorted() where seen[id] != 1 {
            problems.append("\(id) appears \(seen[id] ?? 0) times")
        }
        for id in seen.keys.sorted() where tasks[id] == nil {
            problems.append("\(id) is listed but has no task")
        }
        // Parents: open nodes sit in open folders of their own list, and no node is its own ancestor.
        for item in tasks.values.sorted(by: { $0.id < $1.id }) {
            guard let parent = item.parent else { continue }
            guard let folder = tasks[parent] else { problems.append("\(item.id): parent \(parent) does not exist"); continue }
            if !folder.isFolder { problems.append("\(item.id): parent \(parent) is not a folder") }
            if item.kind == .header { problems.append("\(item.id): a header inside \(parent)") }
            if item.status == .open && (folder.status != .open || folder.list != item.list) {
                problems.append("\(item.id): open inside \(parent), which is \(folder.status) in \(folder.list)")
            }
            // Up to the top, or itself, within `maximumDepth` folders.
            var ancestor: TaskID? = parent
            var steps = 1
            while let a = ancestor, a != item.id, steps <= Self.maximumDepth {
                ancestor = tasks[a]?.parent
                steps += 1
            }
            if ancestor == item.id {
                problems.append("\(item.id) is its own ancestor")
            } else if ancestor != nil, item.status == .open {
                // Only open nodes are walked (see `maximumDepth`): a closed one under a folder moved deep is fine.
                problems.append("\(item.id) is inside more than \(Self.maximumDepth) folders")
            }
        }
        return problems
    }
}
