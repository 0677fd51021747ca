/// Checks used by tests: a board that breaks one of these has lost, duplicated or misordered a task.
extension TaskBoard {
    /// Every broken invariant, described; empty when the board is sound.
    ///
    /// - Every task appears exactly once: in its list's open order, or the completed or trashed order.
    /// - Open tasks of a list are in their visible order (``TaskItem/isListed(before:)``), with
    ///   strictly increasing order keys unless `allowingTies` (a store loaded from a file whose
    ///   keys were written elsewhere may hold equal keys; actions never make new ones).
    /// - Completions and trashings are ordered by strictly increasing sequence.
    public func invariantViolations(allowingTies: Bool = false) -> [String] {
        var problems: [String] = []
        var seen: [TaskID: Int] = [:]
        for list in lists {
            let order = openOrder[list] ?? []
            for (i, id) in order.enumerated() {
                seen[id, default: 0] += 1
                guard let item = tasks[id] else { problems.append("\(list)[\(i)]: \(id) has no task"); continue }
                if item.list != list { problems.append("\(list)[\(i)]: \(id) says it is in \(item.list)") }
                if item.status != .open { problems.append("\(list)[\(i)]: \(id) is listed open but is \(item.status)") }
                if i > 0, let previous = tasks[order[i - 1]] {
                    if !previous.isListed(before: item) {
                        problems.append("\(list)[\(i)]: \(item.id) (key \(item.order)) is listed after \(previous.id) (key \(previous.order))")
                    } else if previous.order == item.order && !allowingTies {
                        problems.append("\(list)[\(i)]: key \(item.order) equals the key before it")
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
        return problems
    }
}
