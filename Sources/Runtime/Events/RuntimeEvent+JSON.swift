import DropEngine
import DropGeometry
import TaskModel
import TaskStore

extension RuntimeEvent {
    /// One line of `replay --json`: members in a fixed order, so the same replay gives the
    /// same bytes.
    public var json: JSONValue { JSONTree.object(jsonMembers) }

    /// Appends ``json``'s text to `out`, written straight from the event (no ``JSONValue`` is built):
    /// what `replay --json` writes for each event.
    package func writeJSON(to out: inout [UInt8]) {
        var text = JSONText()
        swap(&text.out, &out)
        text.object(jsonMembers)
        swap(&text.out, &out)
    }

    func jsonMembers(_ members: inout some JSONMembers) {
        members.number("t", time.millisecondsValue)
        if line > 0 { members.number("line", Double(line)) }
        switch kind {
        case .engine(let action): action.jsonMembers(&members)
        case .applied(let action, let changes) where changes.isEmpty:
            members.literal("event", "unchanged")
            members.string("action", action.description)
        case .applied(let action, let changes):
            members.literal("event", "applied")
            members.string("action", action.description)
            members.strings("changed", changes.lazy.map(\.after.id.rawValue))
            if case .set(let date) = action.scheduling {
                if let date { members.string("scheduled", date.description) } else { members.null("scheduled") }
            }
        case .refused(let rejection, let intent):
            members.literal("event", "refused")
            members.string("receiver", intent.receiver.rawValue)
            members.string("reason", rejection.caseName)
            members.string("detail", rejection.description)
        case .announced(let announcement, let text):
            members.literal("event", "announced")
            members.string("announcement", announcement.caseName)
            members.string("text", text)
        case .undone(let step):
            members.literal("event", "undone")
            step.jsonMembers(&members)
        case .redone(let step):
            members.literal("event", "redone")
            step.jsonMembers(&members)
        case .undoRefused(let refusal):
            members.literal("event", refusal.redo ? "redoRefused" : "undoRefused")
            members.string("action", refusal.action)
            members.string("task", refusal.task.rawValue)
            members.string("detail", refusal.reason)
        case .renameRequested(let id):
            members.literal("event", "renameRequested")
            members.string("task", id.rawValue)
        case .rejected(let action, let rejection):
            members.literal("event", "rejected")
            members.string("action", action.description)
            members.string("reason", rejection.caseName)
            members.string("detail", rejection.description)
        case .sectionToggled(let list, let collapsed):
            members.literal("event", "sectionToggled")
            members.string("section", list.rawValue)
            members.bool("collapsed", collapsed)
        case .customDrop(let drop):
            members.literal("event", "customDrop")
            members.pointer(drop.pointer)
            members.string("role", drop.role)
            members.string("receiver", drop.receiver.rawValue)
            members.object("payload", drop.intent.payload.jsonMembers)
            members.string("source", drop.intent.source.rawValue)
            drop.intent.location.positionMembers(&members)
            members.strings("tasks", drop.tasks.lazy.map(\.rawValue))
        case .pressedNothing(let pointer, let point, let nearest, let title):
            members.literal("event", "pressedNothing")
            members.pointer(pointer)
            members.object("at", point.jsonMembers)
            if let title { members.string("sectionTitle", title.rawValue) }
            if let nearest {
                members.object("nearest") { nearby in
                    nearby.string("source", nearest.source.rawValue)
                    nearby.bool("row", nearest.isRow)
                    nearby.number("distance", nearest.distance)
                    nearby.string("side", nearest.side)
                }
            }
        }
        if let explanation { members.object("explain", explanation.jsonMembers) }
    }
}

extension HistoryStep {
    /// `"action": "complete t1", "changed": ["t1"], "removed": []`: as an `applied` event names its
    /// action and changed nodes, and the tasks an undo took away.
    func jsonMembers(_ members: inout some JSONMembers) {
        members.string("action", action)
        members.strings("changed", changes.lazy.map(\.after.id.rawValue))
        members.strings("removed", removed.lazy.map(\.id.rawValue))
    }
}

extension DragAction {
    func jsonMembers(_ members: inout some JSONMembers) {
        switch self {
        case .pressBegan(let pointer, let source, let deadline):
            members.literal("event", "pressBegan")
            members.pointer(pointer)
            members.string("source", source.rawValue)
            if let deadline { members.number("deadline", deadline.millisecondsValue) }
        case .pressEnded(let pointer, let source, let reason):
            members.literal("event", "pressEnded")
            members.pointer(pointer)
            members.string("source", source.rawValue)
            members.string("reason", reason.caseName)
        case .pressRefused(let pointer, let source, let heldBy):
            members.literal("event", "pressRefused")
            members.pointer(pointer)
            members.string("source", source.rawValue)
            if heldBy.isKeyboard { members.literal("heldBy", "keyboard") } else { members.number("heldBy", Double(heldBy.rawValue)) }
        case .dragStarted(let pointer, let source, let payload, let position, let cues):
            members.literal("event", "dragStarted")
            members.pointer(pointer)
            members.string("source", source.rawValue)
            members.object("payload", payload.jsonMembers)
            members.object("at", position.jsonMembers)
            members.string("cues", cues.summary)
        case .entered(let pointer, let location, let verdict):
            members.literal("event", "entered")
            members.pointer(pointer)
            members.string("receiver", location.receiver.rawValue)
            verdict.jsonMembers(&members)
            location.positionMembers(&members)
        case .movedWithin(let pointer, let location, let verdict):
            members.literal("event", "movedWithin")
            members.pointer(pointer)
            members.string("receiver", location.receiver.rawValue)
            if verdict != .accepts { verdict.jsonMembers(&members) }
            location.positionMembers(&members)
        case .dwelled(let pointer, let location):
            members.literal("event", "dwelled")
            members.pointer(pointer)
            members.string("receiver", location.receiver.rawValue)
            location.positionMembers(&members)
        case .exited(let pointer, let receiver):
            members.literal("event", "exited")
            members.pointer(pointer)
            members.string("receiver", receiver.rawValue)
        case .dropped(let pointer, let intent, let cues):
            members.literal("event", "dropped")
            members.pointer(pointer)
            members.object("intent", intent.jsonMembers)
            members.string("cues", cues.summary)
        case .swiping(let pointer, let source, let offset, let committing):
            members.literal("event", "swiping")
            members.pointer(pointer)
            members.string("source", source.rawValue)
            members.number("offset", offset)
            members.bool("committing", committing)
        case .swipeEnded(let pointer, let source, let committed):
            members.literal("event", "swipeEnded")
            members.pointer(pointer)
            members.string("source", source.rawValue)
            if let committed { members.string("committed", committed.rawValue) } else { members.null("committed") }
        case .cancelled(let pointer, let source, let reason, let cues):
            members.literal("event", "cancelled")
            members.pointer(pointer)
            members.string("source", source.rawValue)
            members.string("reason", reason.caseName)
            switch reason {
            case .releasedOnRefusingReceiver(let receiver, let rejection):
                members.string("receiver", receiver.rawValue)
                members.string("rejection", rejection.caseName)
                members.string("detail", rejection.description)
            case .receiverRemoved(let receiver), .receiverDisabled(let receiver):
                members.string("receiver", receiver.rawValue)
            case .blocked(let location, let reason):
                members.string("receiver", location.receiver.rawValue)
                location.positionMembers(&members)
                members.string("detail", reason)
            case .releasedOutside, .escape, .pointerCancelled, .pointerPressedAgain, .itemGone:
                break
            }
            members.string("cues", cues.summary)
        case .inputRejected(let pointer, let reason):
            members.literal("event", "inputRejected")
            if let pointer { members.pointer(pointer) }
            switch reason {
            case .nonFinitePosition:
                members.literal("reason", "nonFinitePosition")
            case .timeWentBackwards(let previous, let found):
                members.literal("reason", "timeWentBackwards")
                members.number("previous", previous.millisecondsValue)
                members.number("found", found.millisecondsValue)
            case .timeOutOfRange(let time):
                members.literal("reason", "timeOutOfRange")
                members.number("time", time.millisecondsValue)
            case .reservedPointer:
                members.literal("reason", "reservedPointer")
            case .unknownSource(let source):
                members.literal("reason", "unknownSource")
                members.string("source", source.rawValue)
            case .hiddenSource(let source, let container):
                members.literal("reason", "hiddenSource")
                members.string("source", source.rawValue)
                switch container {
                case .topLevel: break // Never collapsed: no row hides there.
                case .folder(let id): members.string("folder", id)
                case .section(let id): members.string("section", id)
                }
            case .unknownReceiver(let receiver):
                members.literal("reason", "unknownReceiver")
                members.string("receiver", receiver.rawValue)
            case .receiverRefuses(let receiver, let rejection):
                members.literal("reason", "receiverRefuses")
                members.string("receiver", receiver.rawValue)
                members.string("rejection", rejection.caseName)
                members.string("detail", rejection.description)
            case .everyPlaceBlocked(let receiver):
                members.literal("reason", "everyPlaceBlocked")
                members.string("receiver", receiver.rawValue)
            }
        }
    }
}

extension Verdict {
    func jsonMembers(_ members: inout some JSONMembers) {
        switch self {
        case .accepts:
            members.literal("verdict", "accepts")
        case .rejects(let reason):
            members.literal("verdict", "rejects")
            members.string("reason", reason.caseName)
            members.string("detail", reason.description)
        case .blocked(_, let reason):
            members.literal("verdict", "blocked")
            members.literal("reason", "blocked")
            members.string("detail", reason)
        }
    }
}

extension DropLocation {
    /// `"slot": 2` at a receiver's top level; `"parent"`, `"index"` and `"depth"` inside a container; nothing onto a receiver.
    func positionMembers(_ members: inout some JSONMembers) {
        switch self {
        case .onto: break
        case .among(_, nil, let index, _):
            members.number("slot", Double(index))
        case .among(_, let parent?, let index, let depth):
            members.string("parent", parent)
            members.number("index", Double(index))
            members.number("depth", Double(depth))
        }
    }
}

extension DropIntent {
    func jsonMembers(_ members: inout some JSONMembers) {
        members.object("payload", payload.jsonMembers)
        members.string("source", source.rawValue)
        members.string("receiver", receiver.rawValue)
        members.string("role", tag)
        location.positionMembers(&members)
        if let from = origin?.topLevelIndex { members.number("fromRow", Double(from)) }
    }
}

extension Payload {
    func jsonMembers(_ members: inout some JSONMembers) {
        members.string("kind", kind.name)
        if let objectID { members.string("id", objectID) }
    }
}

extension Point {
    func jsonMembers(_ members: inout some JSONMembers) {
        members.number("x", x)
        members.number("y", y)
    }
}

extension HitExplanation {
    func jsonMembers(_ members: inout some JSONMembers) {
        members.object("at", point.jsonMembers)
        members.object("payload", payload.jsonMembers)
        // A drag of a selection: what it carries besides, each verdict being on all of it.
        if !carried.isEmpty { members.objects("carried", carried) { members, payload in payload.jsonMembers(&members) } }
        members.objects("candidates", candidates) { members, candidate in
            members.string("receiver", candidate.receiver.rawValue)
            members.number("z", Double(candidate.z))
            members.string("role", candidate.tag)
            candidate.verdict.jsonMembers(&members)
            switch candidate.reach {
            case .pointer: break
            case .rectIntersection(let overlap): members.string("reach", "rectIntersection"); members.number("overlap", overlap)
            case .closestCenter(let distance): members.string("reach", "closestCenter"); members.number("distance", distance)
            case .sticky: members.string("reach", "sticky")
            case .edgeBand(let outside, let hysteresis):
                members.string("reach", "edgeBand"); members.number("outside", outside); members.number("edgeHysteresis", hysteresis)
            }
        }
        if let target { members.string("winner", target.rawValue) } else { members.null("winner") }
    }
}

extension JSONMembers {
    /// `"pointer": 1`, or `"pointer": "keyboard"` for a keyboard drag.
    mutating func pointer(_ id: PointerID) {
        if id.isKeyboard { literal("pointer", "keyboard") } else { number("pointer", Double(id.rawValue)) }
    }
}

extension Instant {
    /// Milliseconds as a number: `300`, or `300.5` for a time between milliseconds.
    var millisecondsValue: Double { Double(microseconds) / 1_000 }
}

extension TaskBoard {
    /// The final board, whole: every list in order with its open tasks, then completed tasks in
    /// completion order and trashed ones in trash order; each task with its id, title and, when
    /// dated, its scheduled instant; a header with `"header": true`, a folder with
    /// `"folder": {"expanded": …, "items": [its open contents]}`. `titles` names the lists (a
    /// list without one shows its id); a list in `collapsed` (a store's sections' states,
    /// ``TaskStore/collapsedLists``) has `"collapsed": true` or `false` after its title, one not in
    /// it no such key.
    ///
    /// ```
    /// {"final": {"lists": [{"id": "inbox", "title": "Inbox", "items": [{"id": "t1", "title": "Buy milk"}]}],
    ///            "completed": [], "trashed": []}}
    /// ```
    public func finalJSON(titles: [ListID: String] = [:], collapsed: [ListID: Bool] = [:]) -> JSONValue {
        func item(_ task: TaskItem) -> JSONValue {
            var members: [JSONValue.Member] = [.init("id", .string(task.id.rawValue)), .init("title", .string(task.title))]
            if let scheduled = task.scheduled { members.append(.init("scheduled", .string(scheduled.description))) }
            switch task.kind {
            case .task: break
            case .header: members.append(.init("header", .bool(true)))
            case .folder(let expanded):
                members.append(.init("folder", .object([.init("expanded", .bool(expanded)),
                                                        .init("items", .array(children(of: task.id).map(item)))])))
            }
            return .object(members)
        }
        return .object([.init("final", .object([
            .init("lists", .array(lists.map { list in
                .object([.init("id", .string(list.rawValue)), .init("title", .string(titles[list] ?? list.rawValue))]
                        + (collapsed[list].map { [.init("collapsed", .bool($0))] } ?? [])
                        + [.init("items", .array(openTasks(in: list).map(item)))])
            })),
            .init("completed", .array(completed.map(item))),
            .init("trashed", .array(trashed.map(item))),
        ]))])
    }
}
