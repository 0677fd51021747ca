import DropEngine
import DropGeometry
import TaskModel

extension RuntimeEvent {
    /// One line of `replay --json`: members in a fixed order, so the same replay gives the
    /// same bytes.
    public var json: JSONValue {
        var members: [JSONValue.Member] = [.init("t", .number(time.millisecondsValue))]
        if line > 0 { members.append(.init("line", .number(Double(line)))) }
        switch kind {
        case .engine(let action): members += action.jsonMembers
        case .applied(let action, let changes):
            members.append(.init("event", "applied"))
            members.append(.init("action", .string(action.description)))
            members.append(.init("changed", .array(changes.map { .string($0.after.id.rawValue) })))
            if case .set(let date) = action.scheduling {
                members.append(.init("scheduled", date.map { .string($0.description) } ?? .null))
            }
        case .refused(let rejection, let intent):
            members.append(.init("event", "refused"))
            members.append(.init("receiver", .string(intent.receiver.rawValue)))
            members.append(.init("reason", .string(rejection.caseName)))
            members.append(.init("detail", .string(rejection.description)))
        case .announced(let announcement, let text):
            members.append(.init("event", "announced"))
            members.append(.init("announcement", .string(announcement.caseName)))
            members.append(.init("text", .string(text)))
        }
        if let explanation { members.append(.init("explain", explanation.json)) }
        return .object(members)
    }
}

extension DragAction {
    var jsonMembers: [JSONValue.Member] {
        switch self {
        case .pressBegan(let pointer, let source, let deadline):
            var members: [JSONValue.Member] = [.init("event", "pressBegan"), .pointer(pointer), .init("source", .string(source.rawValue))]
            if let deadline { members.append(.init("deadline", .number(deadline.millisecondsValue))) }
            return members
        case .pressEnded(let pointer, let source, let reason):
            return [.init("event", "pressEnded"), .pointer(pointer), .init("source", .string(source.rawValue)),
                    .init("reason", .string(reason.caseName))]
        case .pressRefused(let pointer, let source, let heldBy):
            return [.init("event", "pressRefused"), .pointer(pointer), .init("source", .string(source.rawValue)),
                    .init("heldBy", heldBy.isKeyboard ? "keyboard" : .number(Double(heldBy.rawValue)))]
        case .dragStarted(let pointer, let source, let payload, let position, let cues):
            return [.init("event", "dragStarted"), .pointer(pointer), .init("source", .string(source.rawValue)),
                    .init("payload", payload.json), .init("at", position.json), .init("cues", .string(cues.description))]
        case .entered(let pointer, let location, let verdict):
            return [.init("event", "entered"), .pointer(pointer), .init("receiver", .string(location.receiver.rawValue))]
                + verdict.jsonMembers + location.positionMembers
        case .movedWithin(let pointer, let location, let verdict):
            var members: [JSONValue.Member] = [.init("event", "movedWithin"), .pointer(pointer), .init("receiver", .string(location.receiver.rawValue))]
            if verdict != .accepts { members += verdict.jsonMembers }
            return members + location.positionMembers
        case .dwelled(let pointer, let location):
            return [.init("event", "dwelled"), .pointer(pointer), .init("receiver", .string(location.receiver.rawValue))] + location.positionMembers
        case .exited(let pointer, let receiver):
            return [.init("event", "exited"), .pointer(pointer), .init("receiver", .string(receiver.rawValue))]
        case .dropped(let pointer, let intent, let cues):
            return [.init("event", "dropped"), .pointer(pointer), .init("intent", intent.json), .init("cues", .string(cues.description))]
        case .cancelled(let pointer, let source, let reason, let cues):
            var members: [JSONValue.Member] = [.init("event", "cancelled"), .pointer(pointer), .init("source", .string(source.rawValue)),
                                               .init("reason", .string(reason.caseName))]
            switch reason {
            case .releasedOnRefusingReceiver(let receiver, let rejection):
                members.append(.init("receiver", .string(receiver.rawValue)))
                members.append(.init("rejection", .string(rejection.caseName)))
                members.append(.init("detail", .string(rejection.description)))
            case .receiverRemoved(let receiver):
                members.append(.init("receiver", .string(receiver.rawValue)))
            case .blocked(let location, let reason):
                members.append(.init("receiver", .string(location.receiver.rawValue)))
                members += location.positionMembers
                members.append(.init("detail", .string(reason)))
            case .releasedOutside, .escape, .pointerCancelled, .pointerPressedAgain:
                break
            }
            members.append(.init("cues", .string(cues.description)))
            return members
        case .inputRejected(let pointer, let reason):
            var members: [JSONValue.Member] = [.init("event", "inputRejected")]
            if let pointer { members.append(.pointer(pointer)) }
            switch reason {
            case .nonFinitePosition:
                members.append(.init("reason", "nonFinitePosition"))
            case .timeWentBackwards(let previous, let found):
                members.append(.init("reason", "timeWentBackwards"))
                members.append(.init("previous", .number(previous.millisecondsValue)))
                members.append(.init("found", .number(found.millisecondsValue)))
            case .timeOutOfRange(let time):
                members.append(.init("reason", "timeOutOfRange"))
                members.append(.init("time", .number(time.millisecondsValue)))
            case .reservedPointer:
                members.append(.init("reason", "reservedPointer"))
            case .unknownSource(let source):
                members.append(.init("reason", "unknownSource"))
                members.append(.init("source", .string(source.rawValue)))
            }
            return members
        }
    }
}

extension Verdict {
    var jsonMembers: [JSONValue.Member] {
        switch self {
        case .accepts: [.init("verdict", "accepts")]
        case .rejects(let reason): [.init("verdict", "rejects"), .init("reason", .string(reason.caseName)), .init("detail", .string(reason.description))]
        case .blocked(_, let reason): [.init("verdict", "blocked"), .init("reason", "blocked"), .init("detail", .string(reason))]
        }
    }
}

extension DropLocation {
    /// `"slot": 2` at a receiver's top level; `"parent"`, `"index"` and `"depth"` inside a container; nothing onto a receiver.
    var positionMembers: [JSONValue.Member] {
        switch self {
        case .onto: []
        case .among(_, nil, let index, _): [.init("slot", .number(Double(index)))]
        case .among(_, let parent?, let index, let depth):
            [.init("parent", .string(parent)), .init("index", .number(Double(index))), .init("depth", .number(Double(depth)))]
        }
    }
}

extension DropIntent {
    var json: JSONValue {
        var members: [JSONValue.Member] = [.init("payload", payload.json), .init("source", .string(source.rawValue)),
                                           .init("receiver", .string(receiver.rawValue)), .init("role", .string(tag))]
        members += location.positionMembers
        if let from = origin?.topLevelIndex { members.append(.init("fromRow", .number(Double(from)))) }
        return .object(members)
    }
}

extension Payload {
    var json: JSONValue {
        var members: [JSONValue.Member] = [.init("kind", .string(kind.name))]
        if let objectID { members.append(.init("id", .string(objectID))) }
        return .object(members)
    }
}

extension Point {
    var json: JSONValue { .object([.init("x", .number(x)), .init("y", .number(y))]) }
}

extension HitExplanation {
    var json: JSONValue {
        .object([
            .init("at", point.json),
            .init("payload", payload.json),
            .init("candidates", .array(candidates.map { candidate in
                .object([.init("receiver", .string(candidate.receiver.rawValue)), .init("z", .number(Double(candidate.z))),
                         .init("role", .string(candidate.tag))] + candidate.verdict.jsonMembers)
            })),
            .init("winner", target.map { .string($0.rawValue) } ?? .null),
        ])
    }
}

extension JSONValue.Member {
    /// `"pointer": 1`, or `"pointer": "keyboard"` for a keyboard drag.
    static func pointer(_ id: PointerID) -> Self { .init("pointer", id.isKeyboard ? "keyboard" : .number(Double(id.rawValue))) }
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
    /// list without one shows its id).
    ///
    /// ```
    /// {"final": {"lists": [{"id": "inbox", "title": "Inbox", "items": [{"id": "t1", "title": "Buy milk"}]}],
    ///            "completed": [], "trashed": []}}
    /// ```
    public func finalJSON(titles: [ListID: String] = [:]) -> JSONValue {
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
                .object([.init("id", .string(list.rawValue)), .init("title", .string(titles[list] ?? list.rawValue)),
                         .init("items", .array(openTasks(in: list).map(item)))])
            })),
            .init("completed", .array(completed.map(item))),
            .init("trashed", .array(trashed.map(item))),
        ]))])
    }
}
