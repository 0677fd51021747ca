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
        /// At a position among the receiver's rows (see ``DragDispatcher/setRows(_:ofList:into:)``):
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
    /// (spring-loading); `nil` never fires.
    public var dwell: Interval?

    public init(id: ReceiverID, frame: Rect, tag: String = "", z: Int = 0, isEnabled: Bool = true, accepts: AcceptRule,
                placement: Placement = .onto, blocks: LocationRule? = nil, cues: DropCues = DropCues(), dwell: Interval? = nil) {
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
    }
}

/// One row of a receiver that takes positions, top to bottom: its frame, and the drag source
/// that stands for it when the row itself can be dragged (so a reorder knows where it started).
public struct ListRow: Hashable, Sendable {
    public var source: SourceID?
    public var frame: Rect

    public init(source: SourceID?, frame: Rect) {
        self.source = source
        self.frame = frame
    }
}
