/// An axis-aligned rectangle: an origin (its top-left corner) and a size.
///
/// Containment is half-open: a rect holds the points with `minX <= x < maxX` and
/// `minY <= y < maxY`, so a point on the edge two adjacent rects share hits exactly one
/// of them, and an empty rect holds no point at all.
///
/// ```swift
/// let left = Rect(x: 0, y: 0, width: 10, height: 10)
/// let right = Rect(x: 10, y: 0, width: 10, height: 10)
/// left.contains(Point(x: 10, y: 5))  // false
/// right.contains(Point(x: 10, y: 5)) // true
/// ```
///
/// Like ``Point``, a `Rect` is checked where it enters the engine with ``validated(_:)``:
/// non-finite values and negative sizes are refused, never clamped.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The point halfway across and halfway down.
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// Whether the rect holds no point: a zero width or height.
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// Whether `point` lies inside, with the half-open rule (`minX <= x < maxX`, same for y).
    @inline(__always)
    public func contains(_ point: Point) -> Bool {
        point.x >= origin.x && point.x < origin.x + size.width
            && point.y >= origin.y && point.y < origin.y + size.height
    }

    /// The overlap of two rects, or `nil` when they share no point: half-open, as ``contains(_:)``,
    /// so two rects that only touch along an edge or at a corner have none. Not what
    /// ``LayeredIndex/forEachIntersecting(_:_:)`` means by intersecting: it is closed, and reports
    /// rects that touch.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX)
        let y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX)
        let y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rect that holds both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    /// This rect, or an error naming the first value that is not finite or a size below zero.
    ///
    /// - Parameter name: how the caller calls this rect, used in the error (e.g. `"receiver \"trash\" frame"`);
    ///   made only when the rect is refused.
    public func validated(_ name: @autoclosure () -> String) throws(GeometryError) -> Rect {
        try GeometryError.checkFinite(origin.x, "\(name()).x")
        try GeometryError.checkFinite(origin.y, "\(name()).y")
        try GeometryError.checkSize(size.width, "\(name()).width")
        try GeometryError.checkSize(size.height, "\(name()).height")
        // Finite parts can still overflow to infinity when added (1e308 + 1e308).
        try GeometryError.checkFinite(maxX, "\(name()).maxX")
        try GeometryError.checkFinite(maxY, "\(name()).maxY")
        return self
    }
}

extension Rect: CustomStringConvertible {
    public var description: String {
        "(x: \(formatCoordinate(minX)), y: \(formatCoordinate(minY)), width: \(formatCoordinate(width)), height: \(formatCoordinate(height)))"
    }
}
