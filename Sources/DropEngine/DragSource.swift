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

/// When a press on a source becomes a drag.
public enum Activation: Hashable, Sendable {
    /// The press itself starts the drag.
    case immediate
    /// The drag starts once the pointer is at least this many points from where it went down.
    case distance(Double)
    /// The drag starts once the pointer has been held for `minimumDuration` without leaving a
    /// circle of radius `tolerance` around where it went down. Leaving the circle first ends
    /// the press without a drag. At exactly `minimumDuration` the drag starts; at exactly
    /// `tolerance` points away the pointer is still inside. For a source that is a list's row the
    /// circle moves with the row: a row scrolled or laid out further than `tolerance` from under
    /// the waiting pointer ends the press too (``PressEndReason/movedBeforeLongPress``).
    case longPress(minimumDuration: Interval, tolerance: Double)

    /// A long-press of 300 ms within 10 points, as in seed 001.
    public static func longPress() -> Activation {
        .longPress(minimumDuration: .milliseconds(300), tolerance: 10)
    }
}

extension Activation: CustomStringConvertible {
    /// `immediate`, `after 4 points`, `long-press 300 ms within 10 points`.
    public var description: String {
        switch self {
        case .immediate: "immediate"
        case .distance(let points): "after \(points.roundedText) points"
        case .longPress(let duration, let tolerance):
            "long-press \(Instant(microseconds: duration.microseconds).millisecondsText) ms within \(tolerance.roundedText) points"
        }
    }
}
