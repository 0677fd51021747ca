/// The tasks of every list, in memory: applies task actions (``TaskAction``: complete, trash,
/// add, reorder, move) and answers with the rows that changed, or why nothing did. It knows no
/// drag: `DropMeaning` (module `Runtime`) turns a drop intent into the action.
///
/// ```swift
/// var board = try TaskBoard(lists: ["inbox"])
/// try board.append(id: "t1", title: "Buy milk", to: "inbox")
/// let outcome = board.apply(.complete("t1"))   // .applied([TaskChange]) or .rejected(reason)
/// board.openTasks(in: "inbox").map(\.title)    // []
/// ```
///
/// Completed and trashed tasks keep their list and order key, so undoing restores them exactly.
/// The board never loses or duplicates a task; ``invariantViolations(allowingTies:)`` checks it.
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

    /// A board with empty `lists` (a list named twice is one list); `schedules` says which of
    /// them set a task's scheduled date.
    /// - Throws: ``TaskRejection/emptyListID`` when a list id is empty: nothing could name the
    ///   list (a drop's role, a trace, JSON), and printed it is nothing.
    /// - Complexity: O(*n*) for *n* lists and schedules.
    public init(lists: [ListID], schedules: [ListID: ListSchedule] = [:]) throws(TaskRejection) {
        guard !lists.contains(where: \.rawValue.isEmpty) else { throw .emptyListID }
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
    /// - Throws: when the id is empty (``TaskRejection/emptyID``) or taken, the list unknown, or the
    ///   parent not an open folder of the list.
    /// - Complexity: O(1) amortised (a hash lookup and an append to its siblings).
    public mutating func append(id: TaskID, title: String, to list: ListID, parent: TaskID? = nil, kind: TaskKind = .task,
                                due: UnixTime? = nil, priority: Priority = .none, scheduled: UnixTime? = nil) throws(TaskRejection) {
        guard !id.rawValue.isEmpty else { throw .emptyID }
        guard tasks[id] == nil else { throw .alreadyInList(id, tasks[id]!.list) }
        guard openOrder[list] != nil else { throw .unknownList(list) }
        if let parent { _ = try openFolder(parent, in: list) }
        if kind == .header, let parent { throw .headerInsideFolder(id, parent) }
        // The siblings' copy ends with this statement, so the append below changes the array in place.
        let key = siblings(list: list, parent: parent).last.map { tasks[$0]!.order + OrderKeys.spacing } ?? OrderKeys.spacing
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
    /// var board = try TaskBoard(lists: ["inbox"])
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
    /// - Complexity: O(1) on average (a dictionary lookup).
    public func task(_ id: TaskID) -> TaskItem? { tasks[id] }

    /// The open top-level nodes of `list`, in order (for a flat list, its open tasks).
    /// - Complexity: O(*k*) for its *k* open top-level nodes.
    public func openTasks(in list: ListID) -> [TaskItem] {
        (openOrder[list] ?? []).map { tasks[$0]! }
    }

    /// The open children of folder `id`, in order.
    /// - Complexity: O(*k*) for its *k* open children.
    public func children(of id: TaskID) -> [TaskItem] {
        (folderOrder[id] ?? []).map { tasks[$0]! }
    }

    /// The open top-level nodes that belong to `header` by position: those after it up to the
    /// next header; with `nil`, those above the first header.
    /// - Complexity: O(*k*) for the *k* open top-level nodes of `list`.
    public func members(of header: TaskID?, in list: ListID) -> [TaskItem] {
        let top = openTasks(in: list)
        let start = header.flatMap { h in top.firstIndex { $0.id == h }.map { $0 + 1 } } ?? (header == nil ? 0 : top.count)
        return Array(top[start...].prefix { $0.kind != .header })
    }

    /// Completed tasks, in the order they were completed.
    /// - Complexity: O(*k*) for *k* completed tasks.
    public var completed: [TaskItem] { completedOrder.map { tasks[$0]! } }

    /// Trashed tasks, in the order they were trashed.
    /// - Complexity: O(*k*) for *k* trashed tasks.
    public var trashed: [TaskItem] { trashedOrder.map { tasks[$0]! } }

    /// Every task, sorted by id: a stable form for comparing boards.
    /// - Complexity: O(*n* log *n*) for *n* tasks.
    public var allTasks: [TaskItem] { tasks.values.sorted { $0.id < $1.id } }

    /// The most folders an open node may be inside. Code that walks a tree recursively (laying rows out,
    /// printing a board) needs a stack as deep as the tree: deeper nesting is refused rather than
    /// risking the stack, as the JSON parser refuses deeper JSON (a scene nests folders at most 83 deep).
    /// Those walks read open nodes only: a completed or trashed node keeps its place under its
    /// folder, however deep that folder has since gone.
    public static let maximumDepth = 100

    /// How many folders `id` is inside: 0 at a list's top level.
    /// - Complexity: O(that many).
    public func depth(of id: TaskID) -> Int {
        var depth = 0
        var ancestor = tasks[id]?.parent
        while let a = ancestor, depth <= tasks.count { // a parent cycle (a corrupt store) ends
            depth += 1
            ancestor = tasks[a]?.parent
        }
        return depth
    }

    /// How many folders deep the open nodes inside `id` reach below it: 0 for a task or an empty folder.
    /// - Complexity: O(the open nodes inside it).
    public func height(of id: TaskID) -> Int {
        var height = 0
        var stack = (folderOrder[id] ?? []).map { ($0, 1) }
        while let (next, level) = stack.popLast() {
            height = max(height, level)
            stack.append(contentsOf: (folderOrder[next] ?? []).map { ($0, level + 1) })
        }
        return height
    }

    /// The open nodes inside folder `id`, depth first in display order.
    /// - Complexity: O(*k*) for the *k* open nodes inside it.
    public func descendants(of id: TaskID) -> [TaskID] {
        var result: [TaskID] = []
        var stack = Array((folderOrder[id] ?? []).reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: (folderOrder[next] ?? []).reversed())
        }
        return result
    }
}
