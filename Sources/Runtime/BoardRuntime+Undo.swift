import DropEngine
import TaskModel
import TaskStore

/// Undo and redo through the runtime, so the rows follow the board: the store's
/// ``TaskStore/undo(_:)`` and ``TaskStore/redo(_:)`` of ``BoardRuntime/undoScope`` (this
/// runtime's own steps unless set), or without a store the runtime's own history of its drops (at
/// least the last 1,000), then the rows laid out again.
extension BoardRuntime {
    /// Undoes the store's last applied action of ``undoScope`` — by default the last this runtime
    /// applied, though another process's drops came after it — and lays the rows out again: an ``RuntimeEvent/Kind/undone(_:)``
    /// event names the action and the nodes it changed back, then come the events of the rows
    /// moving (a drag over a list told its new slot). `false`, and no event of its own (with announcements on, an
    /// `announced` "Nothing to undo."), when there was nothing to undo (the deadlines due by `time` fire all the same); `false` too, with an `inputRejected` event, when `time` is before the last
    /// input's (time never goes back; deadlines due by `time` fire first, as a tick's would).
    /// `false` too, with an ``RuntimeEvent/Kind/undoRefused(_:)`` event and nothing changed, when a node
    /// the step changed was changed since by another writer (`"Buy milk" was moved since by another writer`);
    /// with announcements on, then an `announced` `Cannot undo: "Buy milk" was moved since by another writer.`
    /// (``BoardAnnouncement/undoRefused(_:redo:reason:)``).
    /// Without a store, the drops this runtime applied are undone, the last
    /// first (a folder opened or closed is not a step, as in a store). A selected node the undo
    /// takes off the board (an Add New's task), completes or trashes leaves the selection.
    ///
    /// ```swift
    /// _ = try runtime.undo(at: .milliseconds(900), into: &events)
    /// events.first?.description   // "900 ms undone: complete t1"
    /// ```
    /// - Throws: ``RuntimeError/store(_:)`` when the store cannot be written.
    @discardableResult
    public mutating func undo(at time: Instant, line: Int = 0, into events: inout [RuntimeEvent]) throws(RuntimeError) -> Bool {
        try travel(at: time, line: line, into: &events, redo: false, RuntimeEvent.Kind.undone, { store, scope throws(StoreError) in try store.undo(scope) },
                   memory: { history, board in history.undo(on: &board) }, announcing: { runtime, step, _ in runtime.undoneAnnouncement(step) })
    }

    /// Redoes the store's last undone action and lays the rows out again, reported as
    /// ``RuntimeEvent/Kind/redone(_:)`` first; `false`, and no event of its own ("Nothing to redo." announced
    /// when announcements are on), when there was nothing to redo, or (with an `inputRejected` event) when `time` is before the last input's, as for
    /// ``undo(at:line:into:)``; refused likewise when a node the step changed was changed since its
    /// undo. A drop after an undo (any writer's, with a store) forgets what was undone. A selected node the redo completes or
    /// trashes leaves the selection, as with an undo.
    @discardableResult
    public mutating func redo(at time: Instant, line: Int = 0, into events: inout [RuntimeEvent]) throws(RuntimeError) -> Bool {
        try travel(at: time, line: line, into: &events, redo: true, RuntimeEvent.Kind.redone, { store, scope throws(StoreError) in try store.redo(scope) },
                   memory: { history, board in history.redo(on: &board) },
                   announcing: { runtime, step, before in runtime.redoneAnnouncement(step, before: before) })
    }

    private mutating func travel(at time: Instant, line: Int, into events: inout [RuntimeEvent], redo: Bool, _ kind: (HistoryStep) -> RuntimeEvent.Kind,
                                 _ step: (TaskStore, HistoryScope) throws(StoreError) -> HistoryTravel,
                                 memory: (inout MemoryHistory, inout TaskBoard) -> HistoryStep?,
                                 announcing: (Self, HistoryStep, TaskBoard) -> BoardAnnouncement?) throws(RuntimeError) -> Bool {
        // The undo at 10 ms after a drop at 800 ms was applied, its events stamped before the drop's.
        guard try passTime(to: time, line: line, into: &events) else { return false }
        // A redo's trashed section is told by the board it stood on (shared, not copied).
        let before = board
        let travel: HistoryTravel
        if let store {
            do { travel = try step(store, undoScope) } catch { try commitFailed(error, at: time, line: line, into: &events) }
        } else {
            travel = memory(&memoryHistory, &memoryBoard).map(HistoryTravel.travelled) ?? .nothing
        }
        let travelled: HistoryStep
        switch travel {
        case .travelled(let done):
            travelled = done
        case .refused(let refusal):
            // No task written (the step set aside); looking for the step read what other writers committed, which moves rows.
            events.append(RuntimeEvent(time: time, line: line, kind: .undoRefused(refusal)))
            if try layOutRowsIfOthersWrote(at: time, line: line, into: &events) {
                endKeyboardDragOfGoneTask(at: time, line: line, into: &events)
            }
            if isAnnouncing {
                say(.undoRefused(SourceID(refusal.task.rawValue), redo: refusal.redo, reason: refusal.reason.oneLine), at: time, line: line, into: &events)
            }
            return false
        case .nothing:
            // Looking for a step read what other writers committed: their changes move rows too.
            if try layOutRowsIfOthersWrote(at: time, line: line, into: &events) {
                endKeyboardDragOfGoneTask(at: time, line: line, into: &events)
            }
            if isAnnouncing { say(.nothingToUndo(redo: redo), at: time, line: line, into: &events) }
            return false
        }
        events.append(RuntimeEvent(time: time, line: line, kind: kind(travelled)))
        do { try layOutRows(time: time, line: line, into: &events) } catch { throw .layout(error) }
        travelRemoved = travelled.removed
        if isAnnouncing, let announcement = announcing(self, travelled, before) {
            say(announcement, at: time, line: line, into: &events)
        }
        endKeyboardDragOfGoneTask(at: time, line: line, into: &events)
        return true
    }

    /// What an undo says, on the rows laid out after it: the drop's item back where it stood, or
    /// removed when the drop had added it; a rename's node titled as before.
    private func undoneAnnouncement(_ step: HistoryStep) -> BoardAnnouncement? {
        guard let task = step.task else { return nil }
        let item = SourceID(task.rawValue)
        if let title = titleBeforeTravel(ofRename: step) { return .undoneRename(item, from: title) }
        if let others = contentsTrashed(by: step, open: board) { return .undoneTrashing(item, others: others) }
        let hidden = engine.place(ofSource: item) == nil ? closedPlace(of: task) : nil
        let others = Self.others(step)
        return .undone(item, others: others, now: engine.place(ofSource: item) ?? hidden,
                       step: Self.kind(of: step, others: others, added: step.removed.contains { $0.id == task }), closed: hidden != nil)
    }

    /// What a redo says: the drop's item where the drop put it — its row's place, or the
    /// receiver a drop onto puts it in (Complete, Trash, the tab of its list); a rename's node
    /// titled again.
    private func redoneAnnouncement(_ step: HistoryStep, before: TaskBoard) -> BoardAnnouncement? {
        guard let task = step.task else { return nil }
        let item = SourceID(task.rawValue)
        if let title = titleBeforeTravel(ofRename: step) { return .redoneRename(item, from: title) }
        if let others = contentsTrashed(by: step, open: before) { return .redoneTrashing(item, others: others) }
        let row = engine.place(ofSource: item)
        let hidden = row == nil ? closedPlace(of: task) : nil
        let to = row ?? hidden ?? board.task(task).flatMap(receiverHolding).map(DropPlace.onto)
        let others = Self.others(step)
        return .redone(item, others: others, to: to,
                       step: Self.kind(of: step, others: others, added: step.changes.contains { $0.after.id == task && $0.before == nil }),
                       closed: hidden != nil)
    }

    /// What `step` did, as its undo or redo tells it: an add when it `added` its task; one task
    /// trashed or completed alone as a trashing or completing — a swipe's and a drop's onto Trash
    /// or Complete are the same step in the history, and "Undid dropping" after "Trashed Report."
    /// named a drop the user never made; anything else, a selection's included, as a drop.
    private static func kind(of step: HistoryStep, others: Int, added: Bool) -> StepKind {
        if added { return .add }
        guard others == 0 else { return .drop }
        if step.action.hasPrefix("trash ") { return .trash }
        if step.action.hasPrefix("complete ") { return .complete }
        return .drop
    }

    /// Where the open node `task` stands when it has no row, inside a closed folder or section:
    /// the place its row would have were they open (`inside Folder B, position 2 of 2`), among
    /// the open nodes beside it, in the first receiver showing its list; `nil` for a node that is
    /// not open or a list no receiver shows.
    /// - Complexity: O(*r* + *k*) for *r* receivers and *k* nodes beside it.
    private func closedPlace(of task: TaskID) -> DropPlace? {
        guard let node = board.task(task), node.status == .open else { return nil }
        let siblings = node.parent.map(board.children) ?? board.openTasks(in: node.list)
        guard let index = siblings.firstIndex(where: { $0.id == task }) else { return nil }
        for receiver in scene.receivers {
            let container: DropPlace.Container
            switch receiver.role {
            case .list(let list) where list == node.list: container = .topLevel
            case .sections(let lists, _) where lists.contains(node.list): container = .section(node.list.rawValue)
            case .list, .sections, .complete, .trash, .moveTo, .custom: continue
            }
            return .among(receiver.id, container: node.parent.map { .folder($0.rawValue) } ?? container, position: index + 1, count: siblings.count)
        }
        return nil
    }

    /// The title a rename's node had before this undo or redo, when `step` is a rename
    /// (`rename h2 to "At home"`): as the step changed it, or the title it has when the step
    /// changed nothing of it (the same title again); `nil` for a drop.
    private func titleBeforeTravel(ofRename step: HistoryStep) -> String? {
        guard step.action.hasPrefix("rename "), let task = step.task else { return nil }
        return step.changes.first(where: { $0.after.id == task })?.before?.title ?? board.task(task)?.title ?? task.rawValue
    }

    /// How many nodes a step's trashing of one header's section or one folder took with it, when
    /// it is one and took any: every node the step closed (or an undo of it opened again) besides
    /// its own, those hidden in a closed folder included, as the swipe that trashed them counted
    /// them (Home's section of Taxes and the closed Archive holding Old letter: 3). `open` is the
    /// board the section stood open on (after an undo, before a redo). It is one when the other
    /// nodes the action names (`trash h2 d3 fd`) are the header's section there, exactly, or lie
    /// inside the folder; a selection that holds a header or folder and other nodes besides
    /// (`trash h1 d3`, Taxes under Home) is `nil`, said as a selection's drop, as is any other step.
    private func contentsTrashed(by step: HistoryStep, open: TaskBoard) -> Int? {
        guard step.action.hasPrefix("trash "), let task = step.task, let node = open.task(task) else { return nil }
        // Named as ``others(_:)`` finds them: an id may hold a space.
        let action = " " + step.action + " "
        let named = Set(step.changes.map(\.after.id).filter { $0 != task && action.contains(" \($0.rawValue) ") })
        switch node.kind {
        case .header:
            guard named == Set(open.members(of: task, in: node.list).map(\.id)) else { return nil }
        case .folder:
            guard named.allSatisfy({ open.selectedFolder(holding: $0, among: [task]) == task }) else { return nil }
        case .task:
            return nil
        }
        let others = step.changes.count { $0.after.id != task && ($0.before?.status == .open) != ($0.after.status == .open) }
        return others > 0 ? others : nil
    }

    /// The other tasks a step's drop carried (a selection's): the nodes it changed or removed
    /// whose ids its action names (`complete t1 t2`, `place t1 t2 into f at 0`), besides the
    /// step's own task — counted whether or not it moved: a selection dropped where its dragged
    /// task already stood changed only the others. An id may hold a space (`buy milk`), so each
    /// is looked for whole between spaces, not counted by words; nodes the step renumbered beside
    /// them are not named, an add's task neither.
    /// - Complexity: O(*k* · *a*) for *k* nodes changed and an action *a* characters long.
    private static func others(_ step: HistoryStep) -> Int {
        let action = " " + step.action + " "
        var seen: Set<TaskID> = step.task.map { [$0] } ?? []
        return (step.changes.map(\.after.id) + step.removed.map(\.id)).filter { seen.insert($0).inserted && action.contains(" \($0.rawValue) ") }.count
    }

    /// The first receiver of the scene a drop onto would put `task` where it is: Complete for a
    /// completed one, Trash for a trashed one, a tab of its list for an open one.
    private func receiverHolding(_ task: TaskItem) -> ReceiverID? {
        scene.receivers.first { receiver in
            switch (task.status, receiver.role) {
            case (.completed, .complete), (.trashed, .trash): true
            case (.open, .moveTo(let list)): list == task.list
            case (.completed, _), (.trashed, _), (.open, _): false
            }
        }?.id
    }
}

extension RuntimeEvent {
    /// Whether it is the engine rejecting an input for its time: before the last, or outside
    /// ``Instant/inputRange``.
    var isTimeRejected: Bool {
        if case .engine(.inputRejected(_, .timeWentBackwards)) = kind { return true }
        if case .engine(.inputRejected(_, .timeOutOfRange)) = kind { return true }
        return false
    }
}
