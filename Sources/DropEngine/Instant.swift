/// A moment on the caller's clock, in whole microseconds. The engine never reads a clock:
/// every instant arrives inside an input, so replays are exact.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var microseconds: Int64

    public init(microseconds: Int64) { self.microseconds = microseconds }

    /// The earliest and latest instants the clock can name.
    public static let min = Instant(microseconds: .min)
    public static let max = Instant(microseconds: .max)

    /// The instants an input may carry: within 2^62 µs (about 146,000 years) of the clock's zero,
    /// either way — half the clock's range, so that any delay up to the other half (a long-press,
    /// a dwell, an announcement's debounce: every one a person means) added to an input's time
    /// lands on the clock exactly. An input outside it — `.tick(at: .max)`, a clock read as garbage —
    /// is rejected as ``InputRejection/timeOutOfRange(_:)`` and its time is not taken: the inputs
    /// after it are judged against the time before it, not refused forever as going backwards.
    /// (A delay longer still is clamped to the clock's end, and a long-press that long is refused.)
    public static let inputRange = Instant(microseconds: -(1 << 62)) ... Instant(microseconds: 1 << 62)

    /// The instant `ms` milliseconds after the clock's zero (clamped to the clock's range).
    public static func milliseconds(_ ms: Int64) -> Instant { Instant(microseconds: saturating(ms, times: 1_000)) }

    public static func < (a: Instant, b: Instant) -> Bool { a.microseconds < b.microseconds }

    /// `a` moved by `b`, clamped to the clock's range.
    public static func + (a: Instant, b: Interval) -> Instant { a.adding(b) ?? (b.microseconds < 0 ? .min : .max) }
    /// The time from `b` to `a`, clamped to the representable range.
    public static func - (a: Instant, b: Instant) -> Interval {
        let (difference, overflow) = a.microseconds.subtractingReportingOverflow(b.microseconds)
        return Interval(microseconds: overflow ? (a < b ? .min : .max) : difference)
    }

    /// `a` moved by `b`, or `nil` when that leaves the clock's range.
    public func adding(_ b: Interval) -> Instant? {
        let (sum, overflow) = microseconds.addingReportingOverflow(b.microseconds)
        return overflow ? nil : Instant(microseconds: sum)
    }

    /// Milliseconds as a trace writes a line's time, a fraction only when there is one: `300`,
    /// `16.5` (``millisecondsText``), so a printed instant pastes into a trace (`300 up 1`).
    public var description: String { millisecondsText }
}

/// A length of time, in whole microseconds.
public struct Interval: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var microseconds: Int64

    public init(microseconds: Int64) { self.microseconds = microseconds }

    /// `ms` milliseconds (clamped to the representable range).
    public static func milliseconds(_ ms: Int64) -> Interval { Interval(microseconds: saturating(ms, times: 1_000)) }

    public static func < (a: Interval, b: Interval) -> Bool { a.microseconds < b.microseconds }

    /// Milliseconds as a trace writes a `pause`'s or a `move … over`'s length, a fraction only when
    /// there is one: `300`, `16.5`, so a printed interval pastes into a trace (`pause 300`, `+300`).
    public var description: String { Instant.millisecondsText(microseconds) }
}

extension Instant {
    /// `300`, or `300.5`: milliseconds, a fraction only when there is one (the unit is the caller's
    /// to add), exact at every instant: `9223372036854775.807` for ``max`` (before 1.11.0,
    /// `9.223372036854776e+15` there: a `Double`'s approximation beyond 2^53 µs).
    public var millisecondsText: String { Self.millisecondsText(microseconds) }

    /// `300`, `16.5`, `-0.25`: `microseconds` as milliseconds, exactly, with a fraction only when
    /// there is one (at most three decimals, no trailing zeros), as a trace writes times.
    static func millisecondsText(_ microseconds: Int64) -> String {
        let whole = microseconds / 1_000
        let fraction = (microseconds % 1_000).magnitude
        guard fraction != 0 else { return String(whole) }
        var digits = String(fraction)
        while digits.count < 3 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(microseconds < 0 && whole == 0 ? "-" : "")\(whole).\(digits)"
    }
}

/// `a · b`, clamped to `Int64`'s range instead of trapping.
func saturating(_ a: Int64, times b: Int64) -> Int64 {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    guard overflow else { return product }
    return (a < 0) != (b < 0) ? .min : .max
}
