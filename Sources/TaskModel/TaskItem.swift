import DropEngine

public enum TaskTag {}
/// A task's stable id.
public typealias TaskID = Identifier<TaskTag>

/// One task: where it lives, its place there, and whether it is open, completed or trashed.
public struct TaskItem: Hashable, Sendable {
    public var id: TaskID
    public var title: String
    public var list: ListID
    /// Its place in `list`: open tasks of a list have strictly increasing keys, spaced by
    /// ``OrderKeys/spacing`` when first laid out.
    public var order: Int64
    public var status: TaskStatus

    public init(id: TaskID, title: String, list: ListID, order: Int64, status: TaskStatus = .open) {
        self.id = id
        self.title = title
        self.list = list
        self.order = order
        self.status = status
    }
}

/// Open, or completed / trashed with the sequence number that orders completions and trashings.
public enum TaskStatus: Hashable, Sendable {
    case open
    case completed(sequence: Int)
    case trashed(sequence: Int)
}

extension PayloadKind {
    /// A task being dragged; its object id is the task id.
    public static let task = PayloadKind("task")
    /// The Add New button: no object, only the kind.
    public static let addNew = PayloadKind("addNew")
}

extension TaskItem: Dragable {
    public static var payloadKind: PayloadKind { .task }
    public var dragObjectID: String? { id.rawValue }
}

/// The Add New button of seed 004: a payload-less dragable.
public struct AddNewButton: Dragable, Sendable {
    public static var payloadKind: PayloadKind { .addNew }
    public var dragObjectID: String? { nil }
    public init() {}
}
