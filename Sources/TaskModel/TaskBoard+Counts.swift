/// Questions answered from the board's own indexes, without building a list of tasks: what a
/// replay's `expect completed 3` or `expect order inbox: t2 t1` asks, however large the board.
extension TaskBoard {
    /// How many tasks are completed: `completed.count`, without building the list.
    /// - Complexity: O(1).
    public var completedCount: Int { completedOrder.count }

    /// How many tasks are trashed: `trashed.count`, without building the list.
    /// - Complexity: O(1).
    public var trashedCount: Int { trashedOrder.count }

    /// How many nodes the board holds — open, completed and trashed, at every depth.
    /// - Complexity: O(1).
    package var nodeCount: Int { tasks.count }

    /// `5 tasks (3 open, 1 completed, 1 trashed)`: how many the board holds, for a description.
    /// - Complexity: O(1).
    package var countText: String {
        let open = nodeCount - completedCount - trashedCount
        var parts = ["\(open) open"]
        if completedCount > 0 { parts.append("\(completedCount) completed") }
        if trashedCount > 0 { parts.append("\(trashedCount) trashed") }
        return "\(nodeCount) task\(nodeCount == 1 ? "" : "s") (" + parts.joined(separator: ", ") + ")"
    }

    /// Whether `list` is one of ``lists``: `lists.contains(list)`, found by its open order, which
    /// every list of the board has (empty or not), whether the board was made with it or a
    /// restored task brought it.
    /// - Complexity: O(1).
    public func hasList(_ list: ListID) -> Bool { openOrder[list] != nil }

    /// The ids of `list`'s open top-level nodes, in order: `openTasks(in:).map(\.id)` without
    /// copying a task.
    /// - Complexity: O(1) (the board's own array, shared until either changes).
    public func openTaskIDs(in list: ListID) -> [TaskID] { openOrder[list] ?? [] }

    /// Where open top-level node `id` stands among its list's: its index in
    /// ``openTaskIDs(in:)``, the row of a flat list; `nil` when it is not one (closed, inside a
    /// folder, not on the board).
    /// - Complexity: O(log n) for the n open top-level nodes of its list: a binary search, as
    ///   the board keeps them sorted.
    public func openIndex(of id: TaskID) -> Int? {
        guard let item = tasks[id], item.status == .open, item.parent == nil, let order = openOrder[item.list] else { return nil }
        return position(of: item, in: order)
    }

    /// The ids of folder `id`'s open children, in order: `children(of:).map(\.id)` without
    /// copying a task (the runtime lays out the rows of a tree where a drop changed them).
    /// - Complexity: O(1) (the board's own array, shared until either changes).
    package func openChildIDs(of id: TaskID) -> [TaskID] { folderOrder[id] ?? [] }

    /// Where open node `item` (as the board holds it) stands among its siblings: its index in its
    /// folder's ``openChildIDs(of:)``, or in its list's ``openTaskIDs(in:)`` at the top level.
    /// - Complexity: O(log n) for its n siblings: a binary search.
    package func siblingIndex(of item: TaskItem) -> Int {
        position(of: item, in: siblings(list: item.list, parent: item.parent))
    }
}
