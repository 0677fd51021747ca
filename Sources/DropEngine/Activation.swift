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
