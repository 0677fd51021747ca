import DropGeometry

/// A region a press can pick something up from: a row, a button, a photo.
///
/// Presses are hit-tested against sources as drops are against receivers: topmost first,
/// higher `z` on top, later registered on top among equals.
public struct DragSource: Sendable {
    public var id: SourceID
    public var frame: Rect
    public var z: Int
    public var payload: Payload
    public var activation: Activation
    /// A disabled source is passed over by presses (the one under it is pressed) and the keyboard.
    public var isEnabled: Bool
    /// What a drag from here plays when it lifts and when it is cancelled; none by default.
    public var cues: DragCues
    /// The receivers the item already is in, whatever their rules say: each refuses a drag of it
    /// (``RejectReason/alreadyThere(_:)``), since a drop there would change nothing — a file's own
    /// folder, a task's own list's tab. Not a list it is a row of: that takes it, to reorder.
    ///
    /// ```swift
    /// DragSource(id: "t1", frame: row, payload: t1, alreadyIn: ["tab-inbox"]) // Inbox's tab refuses it
    /// ```
    ///
    /// Such a receiver is skipped as a refusing one is: under the pointer (one beneath it may take
    /// the drag; if none does, it is the target, refusing, and a release there cancels with
    /// ``CancelReason/releasedOnRefusingReceiver(_:_:)``), among the keyboard's targets, and in
    /// highlights. A drag of a selection is refused by a receiver only when every source it carries
    /// names it (``SelectedSource/alreadyIn``): then none of them would move. A drag keeps what its
    /// source named when it was pressed. Empty by default; a source naming none costs a hit test nothing.
    public var alreadyIn: [ReceiverID]
    /// How the source can be swiped sideways instead of dragged, if it can (``Swipe``): only with
    /// a ``Activation/longPress(minimumDuration:tolerance:)`` activation, which leaves a sideways
    /// move before the delay free for it. `nil` by default.
    public var swipe: Swipe?

    public init(id: SourceID, frame: Rect, z: Int = 0, payload: Payload, activation: Activation = .longPress(), isEnabled: Bool = true,
                cues: DragCues = DragCues(), alreadyIn: [ReceiverID] = [], swipe: Swipe? = nil) {
        self.id = id
        self.frame = frame
        self.z = z
        self.payload = payload
        self.activation = activation
        self.isEnabled = isEnabled
        self.cues = cues
        self.alreadyIn = alreadyIn
        self.swipe = swipe
    }
}
