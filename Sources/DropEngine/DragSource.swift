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
    public var isEnabled: Bool
    /// What a drag from here plays when it lifts and when it is cancelled; none by default.
    public var cues: DragCues

    public init(id: SourceID, frame: Rect, z: Int = 0, payload: Payload, activation: Activation = .longPress(), isEnabled: Bool = true,
                cues: DragCues = DragCues()) {
        self.id = id
        self.frame = frame
        self.z = z
        self.payload = payload
        self.activation = activation
        self.isEnabled = isEnabled
        self.cues = cues
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
    /// `tolerance` points away the pointer is still inside.
    case longPress(minimumDuration: Interval, tolerance: Double)

    /// A long-press of 300 ms within 10 points, as in seed 001.
    public static func longPress() -> Activation {
        .longPress(minimumDuration: .milliseconds(300), tolerance: 10)
    }
}
