/// Where a drop would land: on a receiver as a whole, or at a position among the rows of a
/// receiver that takes positions (a list, a folder inside it, a section).
///
/// ```swift
/// DropLocation.onto("bin")                                     // a bin, a tab, a button
/// DropLocation.among("list", index: 2)                          // a flat list, before its third row
/// DropLocation.among("files", parent: "folder-a", index: 0, depth: 1)  // first inside Folder A
/// ```
///
/// `index` has `move(fromOffsets:toOffset:)` meaning: it counts the container's children as
/// they stand before the drop, the dragged item included, so an item's own index and the next
/// leave it where it is.
public enum DropLocation: Hashable, Sendable, CustomStringConvertible {
    /// On the receiver as a whole.
    case onto(ReceiverID)
    /// At `index` among the children of `parent` — `nil` for the receiver's top level, else the
    /// app's id of the container (a folder, a section's list) — at nesting `depth` (0 at top level).
    case among(ReceiverID, parent: String?, index: Int, depth: Int)

    /// At `index` of the receiver's top level (a flat list).
    public static func among(_ receiver: ReceiverID, index: Int) -> DropLocation {
        .among(receiver, parent: nil, index: index, depth: 0)
    }

    /// The receiver the location belongs to.
    public var receiver: ReceiverID {
        switch self {
        case .onto(let receiver), .among(let receiver, _, _, _): receiver
        }
    }

    /// The position at the receiver's top level, for a location among its top-level rows.
    public var topLevelIndex: Int? {
        switch self {
        case .onto, .among(_, .some, _, _): nil
        case .among(_, nil, let index, _): index
        }
    }

    /// `onto bin`, `list at 2`, `files inside folder-a at 0 (depth 1)`.
    public var description: String {
        switch self {
        case .onto(let receiver): "onto \(receiver)"
        case .among(let receiver, nil, let index, _): "\(receiver) at \(index)"
        case .among(let receiver, let parent?, let index, let depth): "\(receiver) inside \(parent) at \(index) (depth \(depth))"
        }
    }
}
