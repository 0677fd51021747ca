import DropGeometry

/// A rectangular place that things can be dropped on: a bin, a list, a tab, a folder.
///
/// ```swift
/// let bin = DropReceiver(id: "bin", frame: Rect(x: 540, y: 260, width: 220, height: 140),
///                        tag: "bin", accepts: .accepts(PayloadKind("card")))
/// let list = DropReceiver(id: "list", frame: listFrame, tag: "list(drafts)",
///                         accepts: .accepts(PayloadKind("card"), PayloadKind("newCard")), placement: .amongRows)
/// ```
/// The engine knows nothing of what a drop means: `tag` is the app's name for it, carried
/// into explanations; the app maps a ``DropIntent`` to its own action.
public struct DropReceiver: Sendable {
    /// Where on a receiver a drop lands.
    public enum Placement: Hashable, Sendable {
        /// On the receiver as a whole: a bin, a tab, a button.
        case onto
        /// At a position among the receiver's rows (see ``DragDispatcher/setRows(_:ofList:scrolledBy:into:)``):
        /// the number of rows whose centre lies above the pointer.
        case amongRows
    }

    /// Stable and unique among the dispatcher's receivers.
    public var id: ReceiverID
    public var frame: Rect
    /// The app's name for what a drop here means (`bin`, `list(drafts)`); never read by the engine.
    public var tag: String
    /// Higher is on top; among equal `z`, the receiver registered later is on top.
    public var z: Int
    /// A disabled receiver is never a target and never highlights.
    public var isEnabled: Bool
    public var accepts: AcceptRule
    public var placement: Placement
    /// Locations among the rows that payloads it accepts may not take; `nil` blocks none.
    public var blocks: LocationRule?
    /// What a drop here plays, and how rows make space; none by default.
    public var cues: DropCues
    /// How long a drag must rest at one location before ``DragAction/dwelled(_:location:)``
    /// (spring-loading); `nil` never fires. At least 0: a negative one is refused when registered.
    public var dwell: Interval?
    /// How a drag finds it besides the pointer being inside (see ``Collision``); `.pointer` by default.
    public var collision: Collision
    /// The receiver it lies in, which keeps it the target while the pointer is in a gap inside
    /// that one (see ``isSticky``); `nil` for none.
    public var parent: ReceiverID?
    /// Whether it stays the target (flagged sticky) when the pointer leaves it into a gap inside
    /// its ``parent`` that no other receiver covers; `true` by default. Without a parent it never sticks.
    public var isSticky: Bool
    /// How far past a slot boundary (a row's centre) the pointer must go before the slot among
    /// the rows changes, in points; 4 by default, 0 for none. A finger resting on a boundary
    /// then does not make the rows flicker. A drag inside a container by the middle half of its
    /// row likewise stays inside until the pointer is this far outside that half.
    public var slotHysteresis: Double
    /// How far outside its frame, in points, it stays the target of a drag that targets it (its
    /// edge hysteresis): while the pointer is in the frame grown by this much on every side, but
    /// outside the frame, whatever lies there (another receiver, a gap, nothing), the drag keeps
    /// it — flagged as ``DragDispatcher/isTargetSticky(of:)`` — and a release there drops on it,
    /// among its rows at the point nearest inside its frame. Inside the frame the collision order
    /// is unchanged. 0 (the default) for none; a finite number ≥ 0, or it is refused when registered.
    public var edgeHysteresis: Double

    public init(id: ReceiverID, frame: Rect, tag: String = "", z: Int = 0, isEnabled: Bool = true, accepts: AcceptRule,
                placement: Placement = .onto, blocks: LocationRule? = nil, cues: DropCues = DropCues(), dwell: Interval? = nil,
                collision: Collision = .pointer, parent: ReceiverID? = nil, isSticky: Bool = true, slotHysteresis: Double = 4,
                edgeHysteresis: Double = 0) {
        self.id = id
        self.frame = frame
        self.tag = tag
        self.z = z
        self.isEnabled = isEnabled
        self.accepts = accepts
        self.placement = placement
        self.blocks = blocks
        self.cues = cues
        self.dwell = dwell
        self.collision = collision
        self.parent = parent
        self.isSticky = isSticky
        self.slotHysteresis = slotHysteresis
        self.edgeHysteresis = edgeHysteresis
    }
}

/// One row of a receiver that takes positions, top to bottom: its frame, the drag source that
/// stands for it when the row itself can be dragged (so a move knows where it started), and,
/// for a tree, what the row is and how deep it sits.
///
/// A tree is written as its visible rows in order: each node's row; after a container's row,
/// the rows of its contents one level deeper when it is expanded, then its drop zone row (one
/// level deeper, expanded or not). Rows without a source (drop zones) are never picked up.
///
/// ```swift
/// [ListRow(source: "fa", frame: r0, node: .container("fa", expanded: true)),
///  ListRow(source: "a1", frame: r1, node: .item("a1"), depth: 1),
///  ListRow(source: nil,  frame: r2, node: .dropZone(of: "fa"), depth: 1),
///  ListRow(source: "r1", frame: r3)]
/// ```
public struct ListRow: Hashable, Sendable {
    /// What a row stands for.
    public enum Node: Hashable, Sendable {
        /// An item that holds nothing; `topLevelOnly` items (section headers of a document list)
        /// may not be put inside a container.
        case item(String, topLevelOnly: Bool = false)
        /// A container (a folder): a drop on the middle half of its row goes inside it, at its end.
        /// `hidden` counts its children while it is collapsed (they have no rows), so "at its
        /// end" is an index among all of them; a negative count is refused (`malformedTree`).
        case container(String, expanded: Bool, hidden: Int = 0)
        /// The row after a container's contents: a drop there goes inside it, at its end — or,
        /// for one of its own children, out of it, right after it.
        case dropZone(of: String)
        /// A section's title row (a receiver showing several lists): the rows after it, one level
        /// deeper, up to the next section's title, are its items. Never picked up; a drop on a
        /// collapsed section's title goes to its end (`hidden` counts its items then, ≥ 0).
        case section(String, expanded: Bool, hidden: Int = 0)
    }

    public var source: SourceID?
    public var frame: Rect
    public var node: Node
    /// 0 at the top level; a container's contents and drop zone are one deeper than it.
    public var depth: Int

    /// A row; without `node` an item named by its source, at the top level (a flat list).
    public init(source: SourceID?, frame: Rect, node: Node? = nil, depth: Int = 0) {
        self.source = source
        self.frame = frame
        self.node = node ?? .item(source?.rawValue ?? "")
        self.depth = depth
    }
}
