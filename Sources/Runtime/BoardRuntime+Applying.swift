import DropEngine
import TaskModel
import TaskStore

/// Drops and other actions applied to the board of record: the store, or the board in memory
/// (whose drops are kept for undo).
extension BoardRuntime {
    /// Applies an action that is not a drop's (opening a folder), adding the lists it changed to `changed`.
    mutating func commit(_ action: TaskAction, at time: Instant, line: Int, into events: inout [RuntimeEvent],
                                 changed: inout ChangedLists) throws(RuntimeError) {
        let outcome: TaskOutcome
        if let store {
            do { outcome = try store.apply(action) } catch { try commitFailed(error, at: time, line: line, into: &events) }
        } else {
            outcome = memoryBoard.apply(action)
        }
        guard case .applied(let changes) = outcome, !changes.isEmpty else { return }
        events.append(RuntimeEvent(time: time, line: line, kind: .applied(action, changes: changes)))
        changed.insert(changes)
    }

    /// Applies what `pointer`'s drop means, adding the lists it changed to `changed`; a drop on a
    /// custom role's receiver is handed to the app instead (a ``RuntimeEvent/Kind/customDrop(_:)``
    /// event), and changes nothing.
    mutating func apply(_ intent: DropIntent, of pointer: PointerID, at time: Instant, line: Int, into events: inout [RuntimeEvent],
                        changed: inout ChangedLists) throws(RuntimeError) {
        guard let role = roles[intent.receiver] else {
            preconditionFailure("BoardRuntime.apply: a drop on \(intent.receiver), which is no receiver of the scene (the engine holds the scene's alone)")
        }
        // A selected node another finger swipes meanwhile is not carried (the engine's drag left it out).
        let held = Set(engine.activePointers.compactMap { engine.payload(of: $0)?.objectID })
        let carried = held.isEmpty ? selection : selection.filter { !held.contains($0.rawValue) }
        if case .custom(let name) = role {
            let drop = CustomDrop(role: name, pointer: pointer, intent: intent, tasks: tasks(carriedBy: intent.payload, selection: carried))
            events.append(RuntimeEvent(time: time, line: line, kind: .customDrop(drop)))
            return
        }
        let meaning: DropMeaning
        do throws(DropRefusal) {
            meaning = try DropMeaning(intent: intent, role: role)
        } catch {
            events.append(RuntimeEvent(time: time, line: line, kind: .refused(error, intent: intent)))
            return
        }
        try apply(meaning, of: intent, selection: carried, at: time, line: line, into: &events, changed: &changed)
    }

    /// The tasks a drop of `payload` carries, as an action would name them: with a selection of
    /// two or more holding its task, the selection but the nodes inside a selected folder (which
    /// travel in it); else its task alone; none for a payload that is no row's.
    /// - Complexity: O(k · d) for a selection of k nodes, d folders deep.
    private func tasks(carriedBy payload: Payload, selection: [TaskID]) -> [TaskID] {
        guard payload.kind == .task || payload.kind == .header, let raw = payload.objectID else { return [] }
        let id = TaskID(raw)
        return selection.count > 1 && selection.contains(id) ? board.outermost(selection) : [id]
    }

    /// Does what the scene's `"swipe"` (or a header's `"headerSwipe"`) says for the row `source`
    /// swiped `direction`, to that row's node alone, selected or not: completes or trashes it, or
    /// trashes a header with its section's items as they were laid out when the swipe began
    /// (`shown`) — refused as ``TaskRejection/sectionChanged(_:)`` when the section holds other
    /// nodes by then, one added, moved out or closed by another writer or finger — or asks the app for a
    /// new title (a ``RuntimeEvent/Kind/renameRequested(_:)`` event). A refusal (the node closed
    /// by another process meanwhile) is reported as the row's list refusing it, the intent's tag
    /// `swipe left` or `swipe right`. So is a swipe that would close a node another pointer or the
    /// keyboard still holds (``DropRefusal/held(_:by:)``): a row of the section, a folder's child.
    mutating func applySwipe(of source: SourceID, _ direction: SwipeDirection, shown: [TaskID]?, at time: Instant, line: Int,
                             into events: inout [RuntimeEvent], changed: inout ChangedLists) throws(RuntimeError) {
        let id = TaskID(source.rawValue)
        guard let i = rowLists[source], let rows = scene.receivers[i].rows, let item = board.task(id),
              let what = (item.kind == .header ? rows.headerSwipe : rows.swipe)?.meaning(direction) else { return }
        let meaning: DropMeaning
        var carried: [TaskID] = []
        var section: (header: TaskID, rows: [TaskID])?
        switch what {
        case .complete: meaning = .complete(id)
        case .trash: meaning = .trash(id)
        case .trashSection:
            meaning = .trash(id)
            let rows = shown ?? board.members(of: id, in: item.list).map(\.id)
            carried = [id] + rows
            section = (id, rows)
        case .rename:
            events.append(RuntimeEvent(time: time, line: line, kind: .renameRequested(id)))
            return
        }
        let intent = DropIntent(payload: Payload(kind: item.kind.payloadKind, objectID: source.rawValue), source: source,
                                location: .onto(scene.receivers[i].id), tag: "swipe \(direction)")
        let first = events.count
        if let (node, holder) = heldNode(among: carried.isEmpty ? [id] : carried) {
            events.append(RuntimeEvent(time: time, line: line, kind: .refused(.held(node, by: holder), intent: intent)))
        } else {
            try apply(meaning, of: intent, selection: carried, section: section, at: time, line: line, into: &events, changed: &changed)
        }
        if isAnnouncing {
            saySwipe(of: source, what, outcome: events[first...], at: time, line: line, into: &events)
        }
    }

    /// The first of `nodes`, or of what they hold, that a pointer or the keyboard holds — pressed,
    /// swiped, dragged, or carried in a drag's selection — and who holds it: what a swipe closing
    /// `nodes` would take from under a finger still on it.
    /// - Complexity: O(n) for the n nodes and what they hold; nothing when no pointer is down.
    private func heldNode(among nodes: [TaskID]) -> (TaskID, PointerID)? {
        guard !engine.activePointers.isEmpty else { return nil }
        for id in nodes {
            for node in [id] + board.descendants(of: id) {
                if let holder = engine.carrier(of: SourceID(node.rawValue)) { return (node, holder) }
            }
        }
        return nil
    }

    /// Gives the open task, header or folder `id` the title `title` at `time` (seed 002's
    /// rename: what the app's editor gives back after a ``RuntimeEvent/Kind/renameRequested(_:)``,
    /// or any rename the app makes), committed to the store when there is one, as one undo step.
    /// Reported as an `applied` event (`applied: rename h1 to "This week"`) once committed, then
    /// the rows' events; the same title again is `unchanged`; a node that is not open (another
    /// process completed it meanwhile) or not on the board is a `rejected` event, and nothing
    /// changes. `time` is taken as every timed call's is: deadlines due by then fire first, and
    /// one before the last input's is rejected (an `inputRejected` event). Unconditional: a rename
    /// another writer committed while the app's editor was open is overwritten;
    /// ``rename(_:to:from:at:line:into:)`` refuses that instead.
    ///
    /// ```swift
    /// try runtime.rename("h1", to: "This week", at: .milliseconds(2_000), into: &events)
    /// events.first?.description   // "2000 ms applied: rename h1 to \"This week\""
    /// ```
    /// - Throws: ``RuntimeError/store(_:)`` when the store cannot be written (nothing changed).
    public mutating func rename(_ id: TaskID, to title: String, at time: Instant, line: Int = 0,
                                into events: inout [RuntimeEvent]) throws(RuntimeError) {
        try commitRename(id, to: title, from: nil, at: time, line: line, into: &events)
    }

    /// As ``rename(_:to:at:line:into:)``, only while the node is titled `expected`, byte for byte:
    /// the title the app's editor opened with (a compare-and-set, decided inside the store's
    /// write transaction, after every other writer's commits). A node another writer renamed
    /// since is a `rejected` event, reason ``TaskRejection/titleChanged(_:to:)``, and nothing
    /// changes: that writer's rename is not overwritten unseen. The rejection names the title the
    /// node has now, which ``board`` has read too: the app may show it and let the user commit
    /// again from it. A node titled `title` already is `unchanged`, whatever `expected`.
    ///
    /// ```swift
    /// try runtime.rename("t1", to: "Report final", from: "Report", at: .milliseconds(3_000), into: &events)
    /// events.first?.summary   // "rejected: rename t1 to \"Report final\" (task \"t1\" was renamed to \"Q3 report\" since)"
    /// ```
    /// - Throws: ``RuntimeError/store(_:)`` when the store cannot be written (nothing changed).
    public mutating func rename(_ id: TaskID, to title: String, from expected: String, at time: Instant, line: Int = 0,
                                into events: inout [RuntimeEvent]) throws(RuntimeError) {
        try commitRename(id, to: title, from: expected, at: time, line: line, into: &events)
    }

    /// The two `rename` calls' one body: `expected` is the condition, or `nil`.
    private mutating func commitRename(_ id: TaskID, to title: String, from expected: String?, at time: Instant, line: Int,
                                       into events: inout [RuntimeEvent]) throws(RuntimeError) {
        guard try passTime(to: time, line: line, into: &events) else { return }
        let action = TaskAction.rename(id, title: title, from: expected)
        let storeRevision = store?.revision
        let outcome: TaskOutcome
        if let store {
            do { outcome = try store.apply(action) } catch { try commitFailed(error, at: time, line: line, into: &events) }
        } else {
            outcome = applyInMemory(action)
        }
        var changed = ChangedLists()
        var wrote = 0
        switch outcome {
        case .applied(let changes):
            events.append(RuntimeEvent(time: time, line: line, kind: .applied(action, changes: changes)))
            changed.insert(changes)
            if !changes.isEmpty { wrote = 1 }
            // Said with announcements on ("Renamed Home to At home."), once the store has it.
            if isAnnouncing, let old = changes.first(where: { $0.after.id == id })?.before {
                say(.renamed(SourceID(id.rawValue), from: old.title), at: time, line: line, into: &events)
            }
        case .rejected(let rejection):
            events.append(RuntimeEvent(time: time, line: line, kind: .rejected(action, rejection)))
        }
        // The write read what other processes committed first: their changes move rows too.
        if let storeRevision, store?.revision != storeRevision + wrote { changed.insertAll() }
        guard !changed.isEmpty else { return }
        do { try layOutRows(of: changed, time: time, line: line, into: &events) } catch { throw .layout(error) }
        endKeyboardDragOfGoneTask(at: time, line: line, into: &events)
    }

    /// When a drop at input time `time` happened and the days it is dated by: ``clockStart`` plus
    /// `time`, in ``dayCalendar`` or else the scene clock's offset (UTC without a clock); `nil`
    /// without a ``clockStart``.
    func dropTime(at time: Instant) -> DropTime? {
        guard let clockStart else { return nil }
        var dated = Scene.Clock(start: clockStart, calendar: scene.clock?.calendar ?? .utc).dropTime(at: time)
        if let dayCalendar { dated.calendar = dayCalendar }
        return dated
    }

    /// Applies `meaning`, what `intent` means, with `selection` carried along; with a `section`,
    /// only while its header's section holds those rows, on the board the action is decided on.
    private mutating func apply(_ meaning: DropMeaning, of intent: DropIntent, selection: [TaskID],
                                section: (header: TaskID, rows: [TaskID])? = nil, at time: Instant, line: Int,
                                into events: inout [RuntimeEvent], changed: inout ChangedLists) throws(RuntimeError) {
        let dropTime = self.dropTime(at: time)
        let outcome: TaskOutcome
        var action: TaskAction?
        if let store {
            do {
                outcome = try store.apply { (board: TaskBoard, before: TaskBoard?) throws(TaskRejection) in
                    // `before`: the store's board before the transaction read other processes' commits,
                    // which the rows were laid out from (unless this input wrote before, rare: two
                    // drops at once); aimed at those rows, the drop keeps its place on the new board.
                    let meaning = before.map { meaning.keepingPlace(aimedAt: $0, on: board) } ?? meaning
                    if let section { try Self.check(section, on: board) }
                    let resolved = try meaning.action(on: board, at: dropTime, selection: selection)
                    action = resolved
                    return resolved
                }
            } catch {
                try commitFailed(error, at: time, line: line, into: &events)
            }
        } else {
            do {
                if let section { try Self.check(section, on: memoryBoard) }
                let resolved = try meaning.action(on: memoryBoard, at: dropTime, selection: selection)
                action = resolved
                outcome = applyInMemory(resolved)
            } catch {
                outcome = .rejected(error)
            }
        }
        switch outcome {
        case .applied(let changes):
            events.append(RuntimeEvent(time: time, line: line, kind: .applied(action!, changes: changes)))
            changed.insert(changes)
        case .rejected(let rejection):
            events.append(RuntimeEvent(time: time, line: line, kind: .refused(.board(rejection), intent: intent)))
        }
    }

    /// Refuses a section's trashing when the open header's section on `board` is not `rows`, in
    /// any order (a header no longer open is the board's to refuse, as `taskNotOpen`).
    /// - Complexity: O(n) for the n nodes of the header's list.
    private static func check(_ section: (header: TaskID, rows: [TaskID]), on board: TaskBoard) throws(TaskRejection) {
        guard let header = board.task(section.header), header.status == .open else { return }
        let now = board.members(of: header.id, in: header.list).map(\.id)
        guard now.count == section.rows.count, Set(now) == Set(section.rows) else { throw .sectionChanged(header.id) }
    }

    /// Applies `action` to the board in memory (without a store), keeping it for undo when it
    /// changed something.
    private mutating func applyInMemory(_ action: TaskAction) -> TaskOutcome {
        let outcome = memoryBoard.apply(action)
        if case .applied(let changes) = outcome, !changes.isEmpty {
            memoryHistory.record(MemoryHistory.Step(action: action.description, changes: changes))
        }
        return outcome
    }

    /// A commit failed: nothing was applied. If the board is not the one the rows were laid out
    /// from (the transaction read other processes' commits first, or this input wrote before),
    /// the rows are laid out from it, so the sources under the pointer are the board's; then the
    /// store's error is thrown. The input is not handled further, so the auto-scroll of a drag it
    /// ended (a drop at a list's edge) stops here: nothing else would, and the list would scroll on.
    mutating func commitFailed(_ error: StoreError, at time: Instant, line: Int, into events: inout [RuntimeEvent]) throws(RuntimeError) -> Never {
        scrolling.drives = scrolling.drives.filter { engine.drag(of: $0.key) != nil }
        _ = try layOutRowsIfOthersWrote(at: time, line: line, into: &events)
        throw .store(error)
    }

    /// Lays the rows out when the store holds commits the rows were not laid out from (other
    /// writers', read while looking for something to do); `true` when it did.
    mutating func layOutRowsIfOthersWrote(at time: Instant, line: Int, into events: inout [RuntimeEvent]) throws(RuntimeError) -> Bool {
        guard store?.revision != rowsRevision else { return false }
        do { try layOutRows(time: time, line: line, into: &events) } catch { throw .layout(error) }
        return true
    }
}
