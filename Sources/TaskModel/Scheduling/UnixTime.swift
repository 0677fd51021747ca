/// A moment of wall-clock time: milliseconds since 1970-01-01 00:00:00 UTC.
///
/// The model never reads a clock; callers pass the time of a drop in, so replays and tests are
/// exact. Milliseconds in an integer keep every value exact (23:59:59.999 stays before midnight).
public struct UnixTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var milliseconds: Int64

    public init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    public static func < (a: UnixTime, b: UnixTime) -> Bool { a.milliseconds < b.milliseconds }

    /// The milliseconds of the years 0000 to 9999 (`0000-01-01T00:00:00.000Z` to
    /// `9999-12-31T23:59:59.999Z`), which a scene's `clock` can name: the times a drop is dated
    /// at. A drop at a time outside them is refused (``TaskRejection/undatable(_:_:_:)``).
    public static let datable: ClosedRange<Int64> = -62_167_219_200_000...253_402_300_799_999

    /// The instant in UTC, ISO 8601: `2026-11-21T23:59:59.999Z`.
    public var description: String {
        let (days, ms) = milliseconds.floorDividedBy(86_400_000)
        let date = CivilDate(daysSince1970: days)
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let fraction = ms % 1000 == 0 ? "" : "." + String(String(ms % 1000 + 1000).dropFirst())
        return "\(date)T\(two(ms / 3_600_000)):\(two(ms / 60_000 % 60)):\(two(ms / 1000 % 60))\(fraction)Z"
    }
}

extension Int64 {
    /// Quotient rounded toward negative infinity, and the non-negative remainder.
    func floorDividedBy(_ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let q = self / divisor, r = self % divisor
        return r < 0 ? (q - 1, r + divisor) : (q, r)
    }
}
