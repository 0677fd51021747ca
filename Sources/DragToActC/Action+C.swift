// How an engine's action and a runtime's event become a C `dta_action`, and what a task action names.

import CDragToAct
import DropEngine
import DropGeometry
import Runtime
import TaskModel
import TaskStore

extension dta_action {
    /// An empty action: no pointer, no slot, no deadline.
    static func blank(type: Int32, time: Instant) -> dta_action {
        var action = dta_action()
        action.type = type
        action.pointer = -1
        action.time_ns = Nanoseconds.of(time)
        action.slot = -1
        action.held_by = -1
        return action
    }

    /// `action` as C sees it. Ids, kinds and reason names are interned by `instance`; details
    /// are texts until the next call. Allocates nothing for ids and kinds seen before, so the
    /// actions of a pointer move (entered, moved within, exited) cost no allocation.
    init(_ action: DragAction, time: Instant, instance: Instance, handles: EngineState?) {
        self = .blank(type: 0, time: time)
        pointer = action.pointer.map { Int64($0.rawValue) } ?? -1
        func setReceiver(_ id: ReceiverID) {
            receiver_id = instance.interned(id.rawValue)
            receiver = dta_receiver(id: handles?.receivers.handle(of: id) ?? 0)
        }
        func setSource(_ id: SourceID) {
            source_id = instance.interned(id.rawValue)
            self.source = dta_source(id: handles?.sources.handle(of: id) ?? 0)
        }
        func setPayload(_ payload: Payload) {
            payload_kind = instance.interned(payload.kind.name)
            object_id = payload.objectID.map { instance.interned($0) }
        }
        func setLocation(_ location: DropLocation, _ verdict: Verdict?) {
            setReceiver(location.receiver)
            slot = location.topLevelIndex.map(Int64.init) ?? -1
            guard let verdict else { return }
            switch verdict {
            case .accepts:
                self.verdict = Int32(DTA_VERDICT_ACCEPTS)
            case .rejects(let why):
                self.verdict = Int32(DTA_VERDICT_REJECTS)
                reason = instance.interned(why.caseName)
                detail = instance.transient(why.description)
            case .blocked(_, let why):
                self.verdict = Int32(DTA_VERDICT_BLOCKED)
                reason = instance.interned("blocked")
                detail = instance.transient(why)
            }
        }
        switch action {
        case .pressBegan(_, let id, let deadline):
            type = Int32(DTA_ACTION_PRESS_BEGAN)
            setSource(id)
            if let deadline {
                has_deadline = 1
                deadline_ns = Nanoseconds.of(deadline)
            }
        case .pressEnded(_, let id, let why):
            type = Int32(DTA_ACTION_PRESS_ENDED)
            setSource(id)
            reason = instance.interned(why.caseName)
        case .pressRefused(_, let id, let holder):
            type = Int32(DTA_ACTION_PRESS_REFUSED)
            setSource(id)
            held_by = Int64(holder.rawValue)
        case .dragStarted(_, let id, let carried, let position, let cues):
            type = Int32(DTA_ACTION_DRAG_STARTED)
            setSource(id)
            setPayload(carried)
            badge = Int32(clamping: cues.badge ?? 0)
            x = position.x
            y = position.y
        case .entered(_, let at, let verdict):
            type = Int32(DTA_ACTION_ENTERED)
            setLocation(at, verdict)
        case .movedWithin(_, let at, let verdict):
            type = Int32(DTA_ACTION_MOVED_WITHIN)
            setLocation(at, verdict)
        case .dwelled(_, let at):
            type = Int32(DTA_ACTION_DWELLED)
            setLocation(at, nil)
        case .exited(_, let id):
            type = Int32(DTA_ACTION_EXITED)
            setReceiver(id)
        case .dropped(_, let intent, _):
            type = Int32(DTA_ACTION_DROPPED)
            setSource(intent.source)
            setPayload(intent.payload)
            setLocation(intent.location, nil)
            tag = instance.interned(intent.tag)
        case .cancelled(_, let id, let why, _):
            type = Int32(DTA_ACTION_CANCELLED)
            setSource(id)
            reason = instance.interned(why.caseName)
            detail = instance.transient(why.description)
            switch why {
            case .releasedOnRefusingReceiver(let id, _), .receiverRemoved(let id), .receiverDisabled(let id): setReceiver(id)
            case .blocked(let at, _): setLocation(at, nil)
            case .releasedOutside, .escape, .pointerCancelled, .pointerPressedAgain, .itemGone: break
            }
        case .swiping(_, let id, let offset, let committing):
            type = Int32(DTA_ACTION_SWIPING)
            setSource(id)
            x = offset
            if committing { tag = instance.interned(offset < 0 ? "left" : "right") }
        case .swipeEnded(_, let id, let committed):
            type = Int32(DTA_ACTION_SWIPE_ENDED)
            setSource(id)
            tag = committed.map { instance.interned($0.rawValue) }
        case .inputRejected(_, let why):
            type = Int32(DTA_ACTION_INPUT_REJECTED)
            reason = instance.interned(why.caseName)
            detail = instance.transient(why.description)
            switch why {
            case .unknownReceiver(let id):
                // The caller's text, no receiver's: kept as `detail` is, until the next call, so that
                // ever new unknown ids (a voice command's, say) are not each kept until the instance goes.
                receiver_id = instance.transient(id.rawValue)
                receiver = dta_receiver(id: 0)
            case .receiverRefuses(let id, _), .everyPlaceBlocked(let id): setReceiver(id)
            case .nonFinitePosition, .timeWentBackwards, .timeOutOfRange, .reservedPointer, .unknownSource, .hiddenSource: break
            }
        }
    }

    /// `action` at `position` (``dta_action/x``, `y`: where its pointer was, see ``EventPlacement``);
    /// a drag's start keeps where the item lifted, a swipe's move its row's offset.
    func placed(at position: Point?) -> dta_action {
        guard let position, type != Int32(DTA_ACTION_DRAG_STARTED), type != Int32(DTA_ACTION_SWIPING) else { return self }
        var action = self
        (action.x, action.y) = (position.x, position.y)
        return action
    }

    /// A runtime event as C sees it.
    init(_ event: RuntimeEvent, instance: Instance) {
        switch event.kind {
        case .engine(let action):
            self.init(action, time: event.time, instance: instance, handles: nil)
        case .applied(let action, let changes):
            self = .blank(type: Int32(DTA_EVENT_APPLIED), time: event.time)
            tag = instance.interned(action.name)
            detail = instance.transient(action.description)
            if let changed = action.task ?? changes.first?.after.id {
                task_id = instance.interned(changed.rawValue)
            }
            if let first = changes.first { list_id = instance.interned(first.after.list.rawValue) }
            slot = action.slot.map(Int64.init) ?? -1
        case .refused(let refusal, let intent):
            self = .blank(type: Int32(DTA_EVENT_REFUSED), time: event.time)
            receiver_id = instance.interned(intent.receiver.rawValue)
            source_id = instance.interned(intent.source.rawValue)
            payload_kind = instance.interned(intent.payload.kind.name)
            object_id = intent.payload.objectID.map { instance.interned($0) }
            reason = instance.interned(refusal.caseName)
            detail = instance.transient(refusal.description)
        case .announced(let announcement, let text):
            self = .blank(type: Int32(DTA_EVENT_ANNOUNCED), time: event.time)
            reason = instance.interned(announcement.caseName)
            source_id = announcement.item.map { instance.interned($0.rawValue) }
            detail = instance.transient(text)
        case .undone(let step):
            self.init(step, type: Int32(DTA_EVENT_UNDONE), time: event.time, instance: instance)
        case .redone(let step):
            self.init(step, type: Int32(DTA_EVENT_REDONE), time: event.time, instance: instance)
        case .undoRefused(let refusal):
            self = .blank(type: Int32(DTA_EVENT_REJECTED), time: event.time)
            tag = instance.interned(refusal.redo ? "redo" : "undo")
            task_id = instance.interned(refusal.task.rawValue)
            reason = instance.interned("changedSince")
            detail = instance.transient(refusal.description)
        case .renameRequested(let id):
            self = .blank(type: Int32(DTA_EVENT_RENAME_REQUESTED), time: event.time)
            task_id = instance.interned(id.rawValue)
        case .rejected(let action, let rejection):
            self = .blank(type: Int32(DTA_EVENT_REJECTED), time: event.time)
            tag = instance.interned(action.name)
            task_id = action.task.map { instance.interned($0.rawValue) }
            reason = instance.interned(rejection.caseName)
            detail = instance.transient("\(action): \(rejection)")
        case .sectionToggled(let list, let collapsed):
            self = .blank(type: Int32(DTA_EVENT_SECTION_TOGGLED), time: event.time)
            tag = instance.interned(collapsed ? "collapse" : "expand")
            detail = instance.transient("\(collapsed ? "collapse" : "expand") \(list)")
            list_id = instance.interned(list.rawValue)
        case .customDrop(let drop):
            self = .blank(type: Int32(DTA_EVENT_CUSTOM_DROP), time: event.time)
            pointer = Int64(drop.pointer.rawValue)
            tag = instance.interned(drop.role)
            receiver_id = instance.interned(drop.receiver.rawValue)
            source_id = instance.interned(drop.intent.source.rawValue)
            payload_kind = instance.interned(drop.intent.payload.kind.name)
            object_id = drop.intent.payload.objectID.map { instance.interned($0) }
            task_id = drop.tasks.first.map { instance.interned($0.rawValue) }
            badge = drop.tasks.count > 1 ? Int32(clamping: drop.tasks.count) : 0
            detail = instance.transient(drop.description)
        case .pressedNothing:
            // Made only when a call asks the runtime to explain (`replay --explain`), which no C call does.
            preconditionFailure("a runtime event made only with explain reached the C ABI, which never asks for one")
        }
    }

    /// An undo or redo as C sees it: the action's name (its text's first word) as `tag`, its
    /// text as `detail`, the task it was about and the list that task is in now (or left, when
    /// the undo removed it).
    private init(_ step: HistoryStep, type: Int32, time: Instant, instance: Instance) {
        self = .blank(type: type, time: time)
        tag = instance.interned(String(step.action.prefix { $0 != " " }))
        detail = instance.transient(step.action)
        guard let task = step.task else { return }
        task_id = instance.interned(task.rawValue)
        let node = step.changes.first { $0.after.id == task }?.after ?? step.removed.first { $0.id == task }
        list_id = node.map { instance.interned($0.list.rawValue) }
    }
}

extension TaskAction {
    /// The action's name: `complete`, `trash`, `add`, `reorder`, `move`, `place`, …
    var name: String {
        switch self {
        case .complete: "complete"
        case .trash: "trash"
        case .add: "add"
        case .reorder: "reorder"
        case .move: "move"
        case .place: "place"
        case .setExpanded(_, let expanded): expanded ? "expand" : "collapse"
        case .completeAll: "completeAll"
        case .trashAll: "trashAll"
        case .placeAll: "placeAll"
        case .rename: "rename"
        }
    }

    /// The task it changes (the first, for several); `nil` for an add, whose new id is in its changes.
    var task: TaskID? {
        switch self {
        case .complete(let id), .trash(let id), .reorder(let id, _), .move(let id, _, _, _), .place(let id, _, _, _, _),
             .setExpanded(let id, _), .rename(let id, _, _):
            id
        case .completeAll(let ids), .trashAll(let ids), .placeAll(let ids, _, _, _, _):
            ids.first
        case .add:
            nil
        }
    }

    /// Where among a list it lands, when it does.
    var slot: Int? {
        switch self {
        case .add(_, _, let slot, _), .reorder(_, let slot): slot
        case .move(_, _, let slot, _): slot
        case .place(_, _, _, let index, _), .placeAll(_, _, _, let index, _): index
        case .complete, .trash, .setExpanded, .completeAll, .trashAll, .rename: nil
        }
    }
}
