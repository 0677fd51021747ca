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
    public mutating func select(_ ids: [TaskID], at time: Instant, line: Int = 0, into events: inout [RuntimeEvent]) {
        select(ids, reportingAt: time, line: line, into: &events)
    }

    /// Selects `ids`, as ``select(_:at:line:into:)`` does, without the events (nor the
    /// announcements) of a drag under way that the selection reaches; it is judged again all the same.
    public mutating func select(_ ids: [TaskID]) {
        var ignored: [RuntimeEvent] = []
        select(ids, reportingAt: nil, line: 0, into: &ignored)
    }

    /// Selects `ids`, each once in the order first named, and gives the engine the selection.
    private mutating func select(_ ids: [TaskID], reportingAt time: Instant?, line: Int, into events: inout [RuntimeEvent]) {
        var seen: Set<TaskID> = []
        selection = ids.filter { seen.insert($0).inserted }
        engineSelect(at: time, line: line, into: &events)
    }

    /// Gives the engine the selection's rows, and reports what that changes for drags under way
    /// as happening at `time` (nothing when `nil`).
    mutating func engineSelect(at time: Instant?, line: Int, into events: inout [RuntimeEvent]) {
        // A buffer of its own: `actions` still holds the input's, which an explanation reads.
        var caused: [DragAction] = []
        let board = self.board, tabs = ids.tabs
        // Each node with what its row carries, row or not (a node in a list no receiver shows is
        // carried too), and the tabs of its list, which a drag of them all would not leave.
        engine.select(selection.compactMap { id in
            board.task(id).map { SelectedSource(SourceID(id.rawValue), payload: $0.payload, alreadyIn: tabs[$0.list] ?? []) }
        }, into: &caused)
        guard let time else { return }
        for action in caused {
            events.append(RuntimeEvent(time: time, line: line, kind: .engine(action)))
            if isAnnouncing { announce(action, at: time, line: line, into: &events) }
        }
    }
}
