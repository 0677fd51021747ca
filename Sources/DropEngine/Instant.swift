/// A moment on the caller's clock, in whole microseconds. The engine never reads a clock:
/// every instant arrives inside an input, so replays are exact.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var microseconds: Int64

    public init(microseconds: Int64) { self.microseconds = microseconds }

    /// The instant `ms` milliseconds after the clock's zero.
    public static func milliseconds(_ ms: Int64) -> Instant { Instant(microseconds: ms * 1_000) }

    public static func < (a: Instant, b: Instant) -> Bool { a.microseconds < b.microseconds }
    public static func + (a: Instant, b: Interval) -> Instant { Instant(microseconds: a.microseconds + b.microseconds) }
    public static func - (a: Instant, b: Instant) -> Interval { Interval(microseconds: a.microseconds - b.microseconds) }

    /// Milliseconds, with a fraction only when there is one: `300ms`, `16.5ms`.
    public var description: String { Interval(microseconds: microseconds).description }
}

/// A length of time, in whole microseconds.
public struct Interval: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var microseconds: Int64

    public init(microseconds: Int64) { self.microseconds = microseconds }

    public static func milliseconds(_ ms: Int64) -> Interval { Interval(microseconds: ms * 1_000) }

    public static func < (a: Interval, b: Interval) -> Bool { a.microseconds < b.microseconds }

    public var description: String {
        let whole = microseconds / 1_000
        let fraction = abs(microseconds % 1_000)
        guard fraction != 0 else { return "\(whole)ms" }
        var digits = String(fraction)
        while digits.count < 3 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(microseconds < 0 && whole == 0 ? "-" : "")\(whole).\(digits)ms"
    }
}
