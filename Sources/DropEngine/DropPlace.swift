/// Where a drop puts an item, as people count: onto a receiver, or at a 1-based position among
/// the children of a list, a folder or a section — counted as they will be after the drop.
public enum DropPlace: Hashable, Sendable {
    /// What holds the position.
    public enum Container: Hashable, Sendable {
        /// The receiver's own rows (a flat list, a tree's top level).
        case topLevel
        /// A folder, by its node id.
        case folder(String)
        /// A section, by its list's id.
        case section(String)
    }

    case onto(ReceiverID)
    /// `position` of `count` (1-based) in `container` of `receiver`.
    case among(ReceiverID, container: Container, position: Int, count: Int)
}
