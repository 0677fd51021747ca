/// Questions answered from the board's own indexes, without building a list of tasks: what a
/// replay's `expect completed 3` or `expect order inbox: t2 t1` asks, however large the board.
extension TaskBoard {
    /// How many tasks are completed: `completed.count`, without building the list.
    /// - Complexity: O(1).
    public var completedCount: Int { completedOrder.count }

    /// How many tasks are trashed: `trashed.count`, without building the list.
    /// - Complexity: O(1).
    public var trashedCount: Int { trashedOrder.count }

    /// Whether `list` is one of ``lists``: `lists.contains(list)`, found by its open order, which
    /// every list the board was made with has (empty or not), as does a list an open task was
    /// restored into. A list that only a completed or trashed task was restored into has none,
    /// and neither has a list not on the board: for those, ``lists`` is searched.
    /// - Complexity: O(1) for a list with an open order; O(lists) otherwise.
    public func hasList(_ list: ListID) -> Bool { openOrder[list] != nil || lists.contains(list) }

    /// The ids of `list`'s open top-level nodes, in order: `openTasks(in:).map(\.id)` without
    /// copying a task.
    /// - Complexity: O(1) (the board's own array, shared until either changes).
    public func openTaskIDs(in list: ListID) -> [TaskID] { openOrder[list] ?? [] }
}
