/// A rect's edges as four `Float`s, 16 bytes against a ``Rect``'s 32: what the topmost grid's
/// frame tests read, so that a query has half as much memory to miss in.
///
/// Exact, not approximate. A frame is narrowed only when each of its four edges survives the
/// trip to `Float` and back unchanged, which holds for whole, half and quarter points up to
/// about 4 million points from the origin (and every edge with at most 24 significant bits).
/// The test then widens those edges back to the same `Double`s and compares the point with
/// them, so it decides exactly as ``Rect/contains(_:)`` does. Any other frame (an edge at a
/// third of a point, or far out) is stored as NaNs, and ``contains(_:)`` answers `nil`: ask
/// the full frame.
///
/// ```swift
/// NarrowFrame(Rect(x: 10, y: 10, width: 80.5, height: 20)).contains(Point(x: 90, y: 29.5)) // true
/// NarrowFrame(Rect(x: 1.0 / 3, y: 0, width: 1, height: 1)).contains(Point(x: 1, y: 0.5))   // nil
/// ```
struct NarrowFrame: Sendable, Equatable {
    let minX: Float
    let minY: Float
    let maxX: Float
    let maxY: Float

    /// The frame's edges as `Float`s, or NaNs when one of them does not fit exactly.
    init(_ frame: Rect) {
        let edges = (Float(frame.minX), Float(frame.minY), Float(frame.maxX), Float(frame.maxY))
        let exact = Double(edges.0) == frame.minX && Double(edges.1) == frame.minY
            && Double(edges.2) == frame.maxX && Double(edges.3) == frame.maxY
        (minX, minY, maxX, maxY) = exact ? edges : (.nan, .nan, .nan, .nan)
    }

    /// Whether `point` lies inside, with the half-open rule; `nil` when the frame was not narrowed.
    @inline(__always)
    func contains(_ point: Point) -> Bool? {
        guard !minX.isNaN else { return nil }
        return point.x >= Double(minX) && point.x < Double(maxX) && point.y >= Double(minY) && point.y < Double(maxY)
    }
}
