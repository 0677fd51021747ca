import DropGeometry

/// A rectangular place that things can be dropped on: Complete, Trash, a task list, a tab.
///
/// ```swift
/// let trash = DropReceiver(id: "trash", frame: Rect(x: 540, y: 260, width: 220, height: 140),
///                          role: .trash, accepts: .accepts(.task))
/// ```
public struct DropReceiver: Sendable {
    /// Stable and unique among the dispatcher's receivers.
    public var id: ReceiverID
    public var frame: Rect
    public var role: ReceiverRole
    /// Higher is on top; among equal `z`, the receiver registered later is on top.
    public var z: Int
    /// A disabled receiver is never a target and never highlights.
    public var isEnabled: Bool
    public var accepts: AcceptRule

    public init(id: ReceiverID, frame: Rect, role: ReceiverRole, z: Int = 0, isEnabled: Bool = true, accepts: AcceptRule) {
        self.id = id
        self.frame = frame
        self.role = role
        self.z = z
        self.isEnabled = isEnabled
        self.accepts = accepts
    }
}

/// What a drop on a receiver means.
public enum ReceiverRole: Hashable, Sendable, CustomStringConvertible {
    /// Completes the dropped task.
    case complete
    /// Trashes the dropped task.
    case trash
    /// Inserts or reorders at a slot of this list, computed from the pointer and the list's rows.
    case list(ListID)
    /// Moves the dropped task to another list, appended at its end (a tab).
    case moveTo(ListID)
    /// A role the embedding app maps to its own action.
    case custom(String)

    public var description: String {
        switch self {
        case .complete: "complete"
        case .trash: "trash"
        case .list(let list): "list(\(list))"
        case .moveTo(let list): "moveTo(\(list))"
        case .custom(let name): "custom(\(name))"
        }
    }
}

/// One row of a `list` receiver, top to bottom: its frame, and the drag source that stands
/// for it when the row itself can be dragged (so a reorder knows where it started).
public struct ListRow: Hashable, Sendable {
    public var source: SourceID?
    public var frame: Rect

    public init(source: SourceID?, frame: Rect) {
        self.source = source
        self.frame = frame
    }
}
