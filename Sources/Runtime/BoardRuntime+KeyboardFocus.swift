import DropEngine
import TaskModel

/// What the keyboard is on beyond the engine's sources: a section's title, which opens and
/// closes its section as a tap on it does, and what is said when a key finds nothing to act on.
extension BoardRuntime {
    /// What the keyboard is on: a section's title, by its list's id (`key focus errands`), or
    /// else the engine's focus (``DragDispatcher/keyboardFocus``): a source's id.
    public var keyboardFocus: SourceID? {
        focusedTitle.map { SourceID($0.rawValue) } ?? engine.keyboardFocus
    }

    /// Whether ``keyboardFocus`` is on something there: a section's title always is (a section
    /// is shown collapsed or open), a source as ``DragDispatcher/keyboardFocusIsPresent`` says.
    public var keyboardFocusIsPresent: Bool {
        focusedTitle != nil || engine.keyboardFocusIsPresent
    }

    /// What the runtime does with a key before the engine sees it. A focus on a section's title
    /// (an id no source has, a list shown as a section) moves the keyboard there; carrying
    /// nothing, `activate`, Space or Enter (`pickUp`) on a title opens or closes its section, as
    /// a tap on it does. The engine is only told the time of those keys; any other key is its own,
    /// and a focus on a source leaves the title. A focus on a task hidden inside a collapsed folder
    /// or section is rejected here, saying which (``InputRejection/hiddenSource(_:inside:)``; the
    /// engine, which has no source for it, would say only that it has none): the focus stays.
    /// - Returns: whether the key was taken, the section it opens or closes, and why it was rejected.
    mutating func takeTitleKey(_ input: DragInput) -> (taken: Bool, toggled: ListID?, rejected: InputRejection?) {
        guard case .key(let key, _) = input else { return (false, nil, nil) }
        switch key {
        case .focus(let source):
            if rowLists[source] != nil || ids.sources[source] != nil {
                focusedTitle = nil
                return (false, nil, nil)
            }
            if let container = container(hiding: TaskID(source.rawValue)) { return (true, nil, .hiddenSource(source, inside: container)) }
            guard isSection(ListID(source.rawValue)) else { return (false, nil, nil) } // The engine rejects it: the focus stays.
            focusedTitle = ListID(source.rawValue)
            return (true, nil, nil)
        case .pickUp, .activate:
            guard let section = focusedTitle, engine.drag(of: .keyboard) == nil else { return (false, nil, nil) }
            return (true, section, nil)
        case .next, .previous, .drop, .cancel, .target:
            return (false, nil, nil)
        }
    }

    /// The collapsed folder or section that hides the row of open task `id` in a list the scene's
    /// rows show: the outermost, whose row (or title) is shown — a collapsed section before a folder in
    /// it. `nil` when nothing hides it: a task not open or not on the board, in a list no receiver
    /// lays out, or inside open folders alone.
    /// - Complexity: O(d + r) for the task's d folders and the scene's r list receivers.
    func container(hiding id: TaskID) -> DropPlace.Container? {
        guard let task = board.task(id), task.status == .open else { return nil }
        if isSection(task.list) { return collapsedSections.contains(task.list) ? .section(task.list.rawValue) : folder(hiding: task) }
        let shown = rowReceivers.contains { index in
            if case .list(let list) = scene.receivers[index].role { list == task.list } else { false }
        }
        return shown ? folder(hiding: task) : nil
    }

    /// The outermost collapsed folder `task` is inside, if any.
    private func folder(hiding task: TaskItem) -> DropPlace.Container? {
        var hiding: TaskID?
        var parent = task.parent
        while let id = parent, let folder = board.task(id) {
            if case .folder(expanded: false) = folder.kind { hiding = id }
            parent = folder.parent
        }
        return hiding.map { .folder($0.rawValue) }
    }

    /// A folder or section opened or closed — by a tap, a key, or a drag resting on it
    /// (spring-loading) — said once its rows are laid out: "Errands opened, 3 tasks.", "Folder A closed."
    func sayToggled(_ container: String, opened: Bool, at time: Instant, line: Int, into events: inout [RuntimeEvent]) {
        guard isAnnouncing else { return }
        let count = isSection(ListID(container)) ? board.openTasks(in: ListID(container)).count : board.children(of: TaskID(container)).count
        append([opened ? .opened(container: container, count: count) : .closed(container: container)], at: time, line: line, into: &events)
    }

    /// Why a keyboard pick-up of the focus finds nothing to lift (the engine says nothing of it):
    /// nothing focused, a button turned off, a row no longer shown — a task completed, trashed or
    /// removed is said as such.
    func notPickedUp() -> Announcement {
        guard let focus = engine.keyboardFocus else { return .notPickedUp(nil, reason: .notShown) }
        if ids.sources[focus] != nil { return .notPickedUp(focus, reason: .disabled) }
        let task = board.task(TaskID(focus.rawValue))
        if task?.status == .open { return .notPickedUp(focus, reason: .notShown) }
        return .notPickedUp(focus, reason: .other("it " + Self.gone(task)))
    }

    /// How a task no longer open stands: `is completed`, `is in the trash`, `is no longer on the board`.
    static func gone(_ task: TaskItem?) -> String {
        switch task?.status {
        case .completed?: "is completed"
        case .trashed?: "is in the trash"
        case .open?, nil: "is no longer on the board"
        }
    }

    /// Ends the keyboard's drag of a task that is no longer open — its adding undone, another
    /// process completed it — cancelled with reason ``CancelReason/itemGone``, and says why: its drop could only be refused, and
    /// its places would go on being said for a task no longer there. A drag by a pointer goes on
    /// (the finger is still down; its release is refused and said so).
    mutating func endKeyboardDragOfGoneTask(at time: Instant, line: Int, into events: inout [RuntimeEvent]) {
        guard let payload = engine.payload(of: .keyboard), let id = payload.objectID, let source = engine.drag(of: .keyboard)?.source else { return }
        let task = board.task(TaskID(id))
        guard task?.status != .open else { return }
        var ended: [DragAction] = []
        engine.cancelDragOfGoneItem(.keyboard, into: &ended)
        for action in ended { events.append(RuntimeEvent(time: time, line: line, kind: .engine(action))) }
        guard isAnnouncing else { return }
        var dropped: [Announcement] = [] // The cancel's own "Cancelled; …" is said as the end below.
        for action in ended { announcer?.observe(action, engine: engine, at: time, into: &dropped) }
        let name = BoardNames(scene: scene, board: board, ids: ids, removed: travelRemoved).name(of: source)
        append([.dragEnded(source, reason: .other("\(name) \(Self.gone(task))"))], at: time, line: line, into: &events)
    }
}
