import DropEngine

/// A change to the board, as a drop means it.
public enum TaskAction: Hashable, Sendable {
    /// The task leaves its open list; the completed count goes up.
    case complete(TaskID)
    /// The task leaves its open list for the trash (a soft delete).
    case trash(TaskID)
    /// A new task titled `title` is inserted at `slot` of `list`.
    case add(title: String, list: ListID, slot: Int)
    /// The task moves within its list to `slot`, with `move(fromOffsets:toOffset:)` meaning:
    /// slot is counted in the list *before* the move, so its own slot and the next are no-ops.
    case reorder(TaskID, slot: Int)
    /// The task moves to another list, at `slot`, or appended when `slot` is `nil`.
    case move(TaskID, to: ListID, slot: Int?)
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
    /// `board` tells whether a task is already in the target list.
    public init(intent: DropIntent, on board: TaskBoard) throws(TaskRejection) {
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
                self = .add(title: "New task", list: list, slot: intent.slot ?? board.openTasks(in: list).count)
                return
            }
            let id = try taskID()
            if board.task(id)?.list == list {
                self = .reorder(id, slot: intent.slot ?? board.openTasks(in: list).count)
            } else {
                self = .move(id, to: list, slot: intent.slot)
            }
        case .moveTo(let list):
            self = .move(try taskID(), to: list, slot: nil)
        case .custom(let name):
            throw .customRole(name)
        }
    }
}
