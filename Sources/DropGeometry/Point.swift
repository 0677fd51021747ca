/// A position in scene points. The y axis grows downwards, as on screen.
///
/// ```swift
/// let p = Point(x: 30, y: 70)
/// p.distance(to: Point(x: 33, y: 74)) // 5.0
/// ```
///
/// `Point` does not check its values: a point is checked with ``validated(_:)`` where it
/// enters the engine, so that a NaN or infinity is refused with its name instead of
/// travelling silently through comparisons that are always false.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to `other`.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// This point, or an error naming the first coordinate that is not finite.
    ///
    /// - Parameter name: how the caller calls this point, used in the error (e.g. `"pointer 1 position"`).
    public func validated(_ name: String) throws(GeometryError) -> Point {
        try GeometryError.checkFinite(x, "\(name).x")
        try GeometryError.checkFinite(y, "\(name).y")
        return self
    }

    /// Whether both coordinates are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(formatCoordinate(x)), \(formatCoordinate(y)))" }
}

/// A width and a height in scene points; printed `(width: 800, height: 600)`, as ``Rect`` prints its own.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var description: String { "(width: \(formatCoordinate(width)), height: \(formatCoordinate(height)))" }
}

extension Point {
    /// To two decimals, for people: `250.33,91.5` rather than `250.33333333333334,91.5`.
    package var roundedText: String { "\(x.roundedText),\(y.roundedText)" }
}

extension Double {
    /// To two decimals, for people: `250.33` rather than `250.33333333333334`.
    package var roundedText: String {
        // Scaled by 100 beyond 2^53 a number would lose digits; that far out its own spacing is
        // above a hundredth, so it prints with at most two decimals as it is.
        formatCoordinate(abs(self) < 0x1p53 / 100 ? (self * 100).rounded() / 100 : self)
    }
}

/// Prints whole numbers without a fractional part, so `30.0` reads as `30`.
func formatCoordinate(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
