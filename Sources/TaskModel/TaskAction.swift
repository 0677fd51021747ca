import DropEngine

/// A change to the board, as a drop means it.
public enum TaskAction: Hashable, Sendable {
    /// The task leaves its open list; the completed count goes up.
    case complete(TaskID)
    /// The task leaves its open list for the trash (a soft delete).
    case trash(TaskID)
    /// A new task titled `title` is inserted at `slot` of `list`, scheduled for `scheduled`.
    case add(title: String, list: ListID, slot: Int, scheduled: UnixTime? = nil)
    /// The task moves within its list to `slot`, with `move(fromOffsets:toOffset:)` meaning:
    /// slot is counted in the list *before* the move, so its own slot and the next are no-ops.
    case reorder(TaskID, slot: Int)
    /// The task moves to another list, at `slot`, or appended when `slot` is `nil`; its
    /// scheduled date changes with it (in the same transaction, for a store).
    case move(TaskID, to: ListID, slot: Int?, scheduled: Scheduling = .unchanged)
}

/// Why the board refused an action; nothing changed.
public enum TaskRejection: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownTask(TaskID)
    case taskNotOpen(TaskID)
    case unknownList(ListID)
    case slotOutOfRange(slot: Int, count: Int)
    case alreadyInList(TaskID, ListID)
    /// The drop's payload means nothing on this receiver's role (e.g. Add New on Complete).
    case unsupportedDrop(role: ReceiverRole, kind: PayloadKind)
    /// A custom role: the app maps it to its own action.
    case customRole(String)
    case missingObjectID(PayloadKind)
    /// The list schedules the tasks put in it, but the drop came without a ``DropTime``.
    case needsDropTime(ListID, ListSchedule)

    public var description: String {
        switch self {
        case .unknownTask(let id): "no task \"\(id)\""
        case .taskNotOpen(let id): "task \"\(id)\" is not open"
        case .unknownList(let id): "no list \"\(id)\""
        case .slotOutOfRange(let slot, let count): "slot \(slot) is outside 0…\(count)"
        case .alreadyInList(let id, let list): "task \"\(id)\" is already in \(list)"
        case .unsupportedDrop(let role, let kind): "\(kind) cannot be dropped on a \(role) receiver"
        case .customRole(let name): "custom role \(name) is the app's to map"
        case .missingObjectID(let kind): "the \(kind) payload names no object"
        case .needsDropTime(let list, let rule): "list \(list) schedules its tasks for \(rule), but the drop came with no time"
        }
    }
}

/// The board's answer to an action.
public enum TaskOutcome: Hashable, Sendable {
    /// Applied: every task row that changed, before and after. Empty for a no-op reorder.
    case applied([TaskChange])
    case rejected(TaskRejection)
}

/// One task row before and after an action; `before` is `nil` for an added task.
public struct TaskChange: Hashable, Sendable {
    public var before: TaskItem?
    public var after: TaskItem

    public init(before: TaskItem?, after: TaskItem) {
        self.before = before
        self.after = after
    }
}

extension TaskAction {
    /// What a drop intent means for tasks, or why it means nothing.
    ///
    /// | role        | task payload                          | addNew payload          |
    /// |-------------|---------------------------------------|-------------------------|
    /// | complete    | complete                              | refused                 |
    /// | trash       | trash                                 | refused                 |
    /// | list(L)     | reorder (same list) / move to L at slot | add "New task" at slot |
    /// | moveTo(L)   | move to L, appended                   | refused                 |
    /// | custom      | refused: the app maps custom roles    | refused                 |
    ///
    /// `board` tells whether a task is already in the target list and what L's
    /// ``ListSchedule`` is; a move or add into a list with a schedule takes its date from `time`
    /// (and is rejected with ``TaskRejection/needsDropTime(_:_:)`` without one).
    public init(intent: DropIntent, on board: TaskBoard, at time: DropTime? = nil) throws(TaskRejection) {
        let payload = intent.payload
        func taskID() throws(TaskRejection) -> TaskID {
            guard payload.kind == .task else { throw .unsupportedDrop(role: intent.role, kind: payload.kind) }
            guard let raw = payload.objectID else { throw .missingObjectID(payload.kind) }
            return TaskID(raw)
        }
        switch intent.role {
        case .complete:
            self = .complete(try taskID())
        case .trash:
            self = .trash(try taskID())
        case .list(let list):
            if payload.kind == .addNew {
                let scheduled = try Self.scheduling(into: list, on: board, at: time)
                self = .add(title: "New task", list: list, slot: intent.slot ?? board.openTasks(in: list).count,
                            scheduled: scheduled.date(replacing: nil))
                return
            }
            let id = try taskID()
            if board.task(id)?.list == list {
                self = .reorder(id, slot: intent.slot ?? board.openTasks(in: list).count)
            } else {
                self = .move(id, to: list, slot: intent.slot, scheduled: try Self.scheduling(into: list, on: board, at: time))
            }
        case .moveTo(let list):
            let id = try taskID()
            self = .move(id, to: list, slot: nil, scheduled: try Self.scheduling(into: list, on: board, at: time))
        case .custom(let name):
            throw .customRole(name)
        }
    }
}

extension TaskAction {
    /// The date change for a task entering `list`, by the list's ``ListSchedule``.
    static func scheduling(into list: ListID, on board: TaskBoard, at time: DropTime?) throws(TaskRejection) -> Scheduling {
        guard let rule = board.schedules[list] else { return .unchanged }
        switch rule {
        case .unscheduled:
            return .set(nil)
        case .today, .tomorrow:
            guard let time else { throw .needsDropTime(list, rule) }
            return .set(rule.scheduledDate(at: time))
        }
    }
}

extension Scheduling {
    /// The date a task has after this change, if it had `old` before.
    public func date(replacing old: UnixTime?) -> UnixTime? {
        switch self {
        case .unchanged: old
        case .set(let date): date
        }
    }
}
