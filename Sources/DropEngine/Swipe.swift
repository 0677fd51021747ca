/// How a source's row can be swiped sideways (seed 002's swipe actions): which ways, and how far
/// commits the swipe.
///
/// A press on such a source that waits for a long-press and leaves its tolerance sideways
/// (further across than up or down, in a direction the swipe allows) becomes a swipe instead of
/// ending: the row follows the pointer across (``DragAction/swiping(_:source:offset:committing:)``),
/// and a release at least `distance` points from where the press began commits it
/// (``DragAction/swipeEnded(_:source:committed:)`` with the direction); a release short of it,
/// a cancel or Escape lets the row return. The app says what a committed swipe does (the runtime:
/// complete or trash the row's task).
///
/// ```swift
/// DragSource(id: "t1", frame: row, payload: t1, swipe: Swipe(directions: [.left], distance: 120))
/// ```
public struct Swipe: Hashable, Sendable, CustomStringConvertible {
    /// The ways the row may be swiped; a pointer moving the other way leaves it where it was.
    public var directions: SwipeDirections
    /// How far across, in points from where the press began, a release commits the swipe.
    public var distance: Double

    public init(directions: SwipeDirections, distance: Double) {
        self.directions = directions
        self.distance = distance
    }

    /// `left, 120 points`.
    public var description: String { "\(directions), \(Self.text(distance)) points" }

    /// `120`, `-40.5`: whole numbers without a fractional part.
    static func text(_ points: Double) -> String {
        points.isFinite && points == points.rounded() && abs(points) < 1e15 ? String(Int64(points)) : String(points)
    }

    /// How far the row stands from where it was with the pointer at `dx` points across from
    /// where the press began: `dx`, or 0 towards a direction the swipe does not allow.
    func offset(_ dx: Double) -> Double {
        if dx < 0 { return directions.contains(.left) ? dx : 0 }
        return directions.contains(.right) ? dx : 0
    }

    /// The direction a release with the row at `offset` commits, if it is far enough.
    func committed(at offset: Double) -> SwipeDirection? {
        guard abs(offset) >= distance else { return nil }
        return offset < 0 ? .left : .right
    }
}

/// One way a row is swiped: the way the pointer moves.
public enum SwipeDirection: String, Hashable, Sendable, CustomStringConvertible {
    case left, right

    public var description: String { rawValue }
}

/// The ways a ``Swipe`` allows.
public struct SwipeDirections: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A swipe to the left.
    public static let left = SwipeDirections(rawValue: 1)
    /// A swipe to the right.
    public static let right = SwipeDirections(rawValue: 2)

    /// `left`, `right`, `left and right`, `none`.
    public var description: String {
        switch (contains(.left), contains(.right)) {
        case (true, true): "left and right"
        case (true, false): "left"
        case (false, true): "right"
        case (false, false): "none"
        }
    }
}
