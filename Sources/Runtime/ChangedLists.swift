import TaskModel

/// The lists an input changed: the rows of the receivers that show them are laid out again
/// after it, and no others. A drop that reorders one list leaves every other list's rows alone.
/// A list changed by drops alone is known by the changes of its tasks, which say where its rows changed.
struct ChangedLists {
    /// Each list changed, and how. A selection dropped from many lists names each list once,
    /// however many tasks it took.
    private var lists: [ListID: Change] = [:]
    /// Every list (another process wrote to the store, or nothing is known).
    private var everything = false

    private enum Change {
        /// The changes of the list's tasks: those that left it, came to it, or moved or changed in it.
        case tasks([TaskChange])
        /// Changed otherwise (a section opened or closed): laid out whole.
        case whole

        mutating func append(_ change: TaskChange) {
            guard case .tasks(var changes) = self else { return }
            self = .whole // The array is then held once, and grows in place.
            changes.append(change)
            self = .tasks(changes)
        }
    }

    static let all: ChangedLists = {
        var lists = ChangedLists()
        lists.insertAll()
        return lists
    }()

    var isEmpty: Bool { !everything && lists.isEmpty }

    /// `list` changed as a whole.
    mutating func insert(_ list: ListID) { lists[list] = .whole }

    /// The lists `changes` took tasks from and put them in, with the changes.
    mutating func insert(_ changes: [TaskChange]) {
        for change in changes {
            if let before = change.before { lists[before.list, default: .tasks([])].append(change) }
            if change.before?.list != change.after.list { lists[change.after.list, default: .tasks([])].append(change) }
        }
    }

    mutating func insertAll() { everything = true }

    /// Whether a receiver with `role` shows one of the lists.
    func shows(_ role: TaskRole) -> Bool {
        if everything { return true }
        switch role {
        case .list(let list): return lists[list] != nil
        case .sections(let shown, _): return shown.contains { lists[$0] != nil }
        case .complete, .trash, .moveTo, .custom: return false
        }
    }

    /// The changes of `list`'s tasks, when it changed by them alone; `nil` when it changed as a
    /// whole, or everything did, or it did not change.
    func taskChanges(in list: ListID) -> [TaskChange]? {
        guard !everything, case .tasks(let changes)? = lists[list] else { return nil }
        return changes
    }

    /// The changes of the tasks of `shown` (a sections receiver's lists), when those that changed
    /// changed by them alone: each list's, in turn (a task moved from one to another is in both);
    /// `nil` when one of them changed as a whole, or everything did.
    func taskChanges(in shown: [ListID]) -> [TaskChange]? {
        guard !everything else { return nil }
        var all: [TaskChange] = []
        for list in shown {
            switch lists[list] {
            case .tasks(let changes)?: all += changes
            case .whole?: return nil
            case nil: break
            }
        }
        return all
    }
}
