import DropEngine
import TaskModel

/// The app's selection: nodes dragged together, which the engine judges as one carried group.
extension BoardRuntime {
    /// Selects `ids` (none when empty): a drag of a selected node carries all of them, moved
    /// together in display order, completed or trashed together, in one step. The engine is told
    /// (``DragDispatcher/select(_:into:)``: each node's id, a row's source, with its payload and
    /// its list's tabs), so a drag of them is refused or blocked under the pointer wherever the
    /// board would refuse it: Complete with a header among them, a place inside a folder for a
    /// header, a selected folder's inside, the tab of the list they all are in already.
    /// A drag under way that the selection reaches is judged again at once; what that changes
    /// (a target now refusing) is appended to `events` at `time`.
    ///
    /// The selection holds open nodes only, as a list shows only those: an id of a node that is
    /// not open (completed, trashed) or not on the board is left out, and a node that stops being
    /// open (completed by undo, redo or another process) leaves the selection as the rows are laid
    /// out again — so a drag of the rest never carries one the board would refuse to move.
    /// Returns the ids left out, each once in the order named, so that a misspelt id is not lost
    /// without a word: `board.task(id)` is `nil` for one no node has, else says how it stands. A
    /// `time` before the last call's is rejected (an `inputRejected` event): the selection stays
    /// as it was, and every id is left out.
    ///
    /// One drag at most carries the selection. Selecting while several drags are under way (two
    /// fingers, each on a row) gives it to the drag of the first node named that a drag holds; a
    /// node another drag holds is left out (and returned), and that drag carries its own row alone:
    /// with Buy milk and Walk the dog dragged by two fingers, `select(["t1", "t2", "t3"], …)` is
    /// `["t2"]`, the first finger carries Buy milk and Write report, the second Walk the dog.
    ///
    /// ```swift
    /// let left = runtime.select(["t1", "t9"], at: .milliseconds(0), into: &events)   // ["t9"]: no task has it
    /// ```
    @discardableResult
    public mutating func select(_ ids: [TaskID], at time: Instant, line: Int = 0, into events: inout [RuntimeEvent]) -> [TaskID] {
        guard takes(time, line: line, into: &events) else {
            // Before the last call's time: rejected (an `inputRejected` event), the selection as it was.
            var named = Set<TaskID>()
            return ids.filter { named.insert($0).inserted }
        }
        return select(ids, reportingAt: time, line: line, into: &events)
    }

    /// Selects `ids`, as ``select(_:at:line:into:)`` does, without the events (nor the
    /// announcements) of a drag under way that the selection reaches; it is judged again all the
    /// same. Returns the ids left out.
    @discardableResult
    public mutating func select(_ ids: [TaskID]) -> [TaskID] {
        var ignored: [RuntimeEvent] = []
        return select(ids, reportingAt: nil, line: 0, into: &ignored)
    }

    /// Selects the open nodes of `ids`, each once in the order first named, gives the engine the
    /// selection, and returns the ids left out.
    private mutating func select(_ ids: [TaskID], reportingAt time: Instant?, line: Int, into events: inout [RuntimeEvent]) -> [TaskID] {
        var seen: Set<TaskID> = []
        var left: [TaskID] = []
        let board = self.board
        selection = ids.filter { id in
            guard seen.insert(id).inserted else { return false }
            guard board.task(id)?.status == .open else { left.append(id); return false }
            return true
        }
        let held = engineSelect(at: time, line: line, into: &events)
        guard !held.isEmpty else { return left }
        let out = Set(left + held)
        var told: Set<TaskID> = []
        return ids.filter { out.contains($0) && told.insert($0).inserted }
    }

    /// Whether a drag of a pointer other than `pointer` carries the selection (its row is selected).
    /// - Complexity: O(p + k) for p pointers and k selected nodes.
    func selectionCarried(byOtherThan pointer: PointerID) -> Bool {
        guard !selection.isEmpty else { return false }
        return engine.activePointers.contains { other in
            other != pointer && engine.drag(of: other).map { selection.contains(TaskID($0.source.rawValue)) } == true
        }
    }

    /// Keeps the selection current after the board changed: leaves out the nodes no longer open,
    /// and tells the engine when it or what it knows of them changed (a node moved to another
    /// list by undo, redo or another process is in other tabs); what that changes for drags
    /// under way is reported at `time`.
    /// - Complexity: O(k) lookups for the k nodes selected.
    mutating func keepSelectionCurrent(at time: Instant, line: Int, into events: inout [RuntimeEvent]) {
        guard !selection.isEmpty else { return }
        let board = self.board
        selection.removeAll { board.task($0)?.status != .open }
        let sources = selectedSources()
        guard sources.count > 1 ? engine.selection != sources : !engine.selection.isEmpty else { return }
        engineSelect(sources, at: time, line: line, into: &events)
    }

    /// Gives the engine the selection's rows, and reports what that changes for drags under way
    /// as happening at `time` (nothing when `nil`).
    @discardableResult
    mutating func engineSelect(at time: Instant?, line: Int, into events: inout [RuntimeEvent]) -> [TaskID] {
        engineSelect(selectedSources(), at: time, line: line, into: &events)
    }

    /// Each selected node with what its row carries, row or not (a node in a list no receiver
    /// shows is carried too), the tabs of its list, which a drag of them all would not leave, and
    /// the selected folder it lies inside, which it travels in: the engine counts it in none of
    /// what a drag carries (the badge, the announcements), as the board moves it in its folder.
    /// - Complexity: O(k · d) for k nodes selected, d folders deep.
    private func selectedSources() -> [SelectedSource] {
        let board = self.board
        let chosen = Set(selection)
        return selection.compactMap { id in
            board.task(id).map { task in
                SelectedSource(SourceID(id.rawValue), payload: task.payload, alreadyIn: ids.tabs[task.list] ?? [],
                               carriedBy: board.selectedFolder(holding: id, among: chosen).map { SourceID($0.rawValue) })
            }
        }
    }

    /// Returns the nodes the engine left out, which leave the selection: each is held by another
    /// drag than the one given the selection (``DragDispatcher/select(_:into:)``).
    @discardableResult
    private mutating func engineSelect(_ sources: [SelectedSource], at time: Instant?, line: Int, into events: inout [RuntimeEvent]) -> [TaskID] {
        // A buffer of its own: `actions` still holds the input's, which an explanation reads.
        var caused: [DragAction] = []
        let held = engine.select(sources, into: &caused).map { TaskID($0.rawValue) }
        if !held.isEmpty { selection.removeAll { held.contains($0) } }
        guard let time else { return held }
        for action in caused {
            events.append(RuntimeEvent(time: time, line: line, kind: .engine(action)))
            if isAnnouncing { announce(action, at: time, line: line, into: &events) }
        }
        return held
    }
}

extension TaskBoard {
    /// The nearest of `selected` that node `id` lies inside, at any depth: the folder it travels
    /// in when they are dragged together; `nil` when it lies inside none of them.
    /// - Complexity: O(d) for d folders deep.
    func selectedFolder(holding id: TaskID, among selected: Set<TaskID>) -> TaskID? {
        var parent = task(id)?.parent
        while let folder = parent {
            if selected.contains(folder) { return folder }
            parent = task(folder)?.parent
        }
        return nil
    }

    /// `ids` but those inside another of them, in the order given: the items a drag of them
    /// carries, each node inside a selected folder travelling in it.
    /// - Complexity: O(k · d) for k ids, d folders deep.
    func outermost(_ ids: [TaskID]) -> [TaskID] {
        let selected = Set(ids)
        return ids.filter { selectedFolder(holding: $0, among: selected) == nil }
    }
}
