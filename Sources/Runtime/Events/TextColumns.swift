import DropEngine

/// The widths of an event line's time and pointer columns (``RuntimeEvent/textLine(columns:)``).
///
/// ``standard`` fits times to 9,999,999 ms and pointers to p99, each time as it is written
/// (`300`, `300.5`): the lines of a run of whole milliseconds. A time or pointer wider than its
/// column pushes the rest of its line right, so a run whose times and pointers are known before
/// its first line — a replay's, from its trace's outline — takes columns that fit them all:
/// ``init(end:fractionalTimes:widestPointer:)``. A run with a time between whole milliseconds (a
/// recording's, to the microsecond) writes every time with three decimals, `1240.002`,
/// `0.000`, so that the points line up as the columns do.
///
/// ```swift
/// let columns = TextColumns(end: .milliseconds(12_345), fractionalTimes: true, widestPointer: 3)
/// columns.time(Instant(microseconds: 54_564))  // "   54.564 ms"
/// ```
package struct TextColumns: Hashable, Sendable {
    /// How wide the time is, before its ` ms`.
    package var timeWidth: Int
    /// Whether every time has three decimals, rather than as many as it needs (none for a whole millisecond).
    package var threeDecimals: Bool
    /// How wide the pointer (`p2`, `key`, or nothing) is.
    package var pointerWidth: Int

    /// Times to 9,999,999 ms as written, pointers to p99.
    package static let standard = TextColumns(timeWidth: 7, threeDecimals: false, pointerWidth: 3)

    package init(timeWidth: Int, threeDecimals: Bool, pointerWidth: Int) {
        self.timeWidth = timeWidth
        self.threeDecimals = threeDecimals
        self.pointerWidth = pointerWidth
    }

    /// Columns for a run whose times go to `end` and pointer ids to `widestPointer`, no narrower
    /// than ``standard``: three decimals when `fractionalTimes`.
    package init(end: Instant, fractionalTimes: Bool, widestPointer: Int?) {
        let whole = String(max(end.microseconds, 0) / 1_000).count
        timeWidth = max(7, fractionalTimes ? whole + 4 : whole)
        threeDecimals = fractionalTimes
        pointerWidth = max(3, widestPointer.map { "p\($0)".count } ?? 0)
    }

    /// `    300 ms`, or with three decimals `  300.500 ms`.
    package func time(_ instant: Instant) -> String {
        pad(threeDecimals && instant.microseconds >= 0 ? Self.threeDecimals(instant) : instant.millisecondsText, to: timeWidth) + " ms"
    }

    /// `p2`, `key` or nothing, right-aligned in its column.
    package func pointer(_ text: String) -> String { pad(text, to: pointerWidth) }

    private static func threeDecimals(_ instant: Instant) -> String {
        let fraction = String(instant.microseconds % 1_000)
        return "\(instant.microseconds / 1_000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    private func pad(_ text: String, to width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
