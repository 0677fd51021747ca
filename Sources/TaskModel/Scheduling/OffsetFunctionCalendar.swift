/// A calendar whose offset from UTC is a function of the instant: a zone's days, daylight saving
/// included, from whatever tells the offset at a moment — the C library's host asks `localtime_r`
/// and returns `tm_gmtoff`. No time zone database and no clock: only the function.
///
/// ```swift
/// // +02:00 before 2026-10-25T01:00:00Z, +01:00 from then on (Berlin's autumn change)
/// let berlin = OffsetFunctionCalendar { $0.milliseconds < 1_792_890_000_000 ? 7_200 : 3_600 }
/// berlin.startOfNextDay(after: UnixTime(milliseconds: 1_792_879_200_000))   // 2026-10-25T23:00:00Z, 25 hours on
/// ```
///
/// ``day(containing:)`` is the civil date of `time` plus the offset at `time`. ``start(of:)`` is
/// the first instant whose local date is the day: the instant `t` with `t + offset(t)` at midnight
/// (the earlier of two where a change back repeats midnight); where a change forward skips midnight
/// (23:59:59.999, then 01:00), the first instant after the change. It is found from a few calls of
/// the function, for functions that change at most once within 18 hours of a midnight (every real
/// zone). A day starting beyond ``UnixTime``'s range starts at its end, as ``FixedOffsetCalendar``'s.
///
/// Offsets are checked: one beyond ±18 hours (``maximumSecondsEast``) is taken as 18 hours that
/// way, so nothing overflows, and ``problem(dating:)`` names it, which refuses a drop dated by it
/// (``TaskRejection/undatable(_:_:_:)``) rather than date it by a wrong day.
public struct OffsetFunctionCalendar: DayCalendar {
    /// The greatest offset either way, in seconds: 18 hours, as ISO 8601 and every zone allow.
    public static let maximumSecondsEast = 64_800

    /// Seconds east of UTC at an instant. `@Sendable`, as a calendar is: a function that reads
    /// state others change must guard it itself.
    public let secondsEast: @Sendable (UnixTime) -> Int

    /// The calendar whose offset at each instant `secondsEast` gives.
    public init(secondsEast: @escaping @Sendable (UnixTime) -> Int) {
        self.secondsEast = secondsEast
    }

    /// The civil date of `time` plus the offset at `time`.
    public func day(containing time: UnixTime) -> CivilDate {
        var problem: String?
        return day(containing: time, &problem)
    }

    /// The first instant whose local date is `day` (see the type's summary).
    /// - Complexity: 4 to 12 calls of the function; about 40 more where a change skips midnight.
    public func start(of day: CivilDate) -> UnixTime {
        var problem: String?
        return start(of: day, &problem)
    }

    /// The first offset beyond ±18 hours the function gave in dating `time` — its day, the start of
    /// that day and of the next — as `the UTC offset at 2026-07-15T22:30:00Z was 90000 s, beyond
    /// ±64800 s (18 hours)`; `nil` when every offset was within.
    /// - Complexity: about 20 calls of the function (three days' worth of ``start(of:)``).
    public func problem(dating time: UnixTime) -> String? {
        var problem: String?
        let day = day(containing: time, &problem)
        _ = start(of: day, &problem)
        _ = start(of: day.next, &problem)
        return problem
    }

    /// The offset at `time` in seconds, within ±18 hours; the first one beyond is described in `problem`.
    private func offset(at time: UnixTime, _ problem: inout String?) -> Int {
        let given = secondsEast(time)
        let limit = Self.maximumSecondsEast
        if given >= -limit && given <= limit { return given }
        if problem == nil {
            problem = "the UTC offset at \(time) was \(given) s, beyond ±\(limit) s (18 hours)"
        }
        return given < 0 ? -limit : limit
    }

    private func day(containing time: UnixTime, _ problem: inout String?) -> CivilDate {
        FixedOffsetCalendar(secondsEast: offset(at: time, &problem)).day(containing: time)
    }

    private func start(of day: CivilDate, _ problem: inout String?) -> UnixTime {
        let (midnight, overflow) = day.daysSince1970.multipliedReportingOverflow(by: 86_400_000)
        if overflow { return UnixTime(milliseconds: day.daysSince1970 < 0 ? .min : .max) }
        /// The instant that is midnight at `secondsEast`, clamped to the range.
        func midnightInstant(at secondsEast: Int) -> UnixTime {
            FixedOffsetCalendar(secondsEast: secondsEast).start(of: day)
        }
        // Each offset the function gives near midnight is tried: the offset at midnight read as
        // UTC, then at each instant tried (a change between them needs a second try), and at 18
        // hours either side (a change back repeats midnight: the earlier offset finds the first).
        let window = Int64(Self.maximumSecondsEast) * 1000
        let probes = [midnight, midnight.subtractingClamped(window), midnight.addingClamped(window)]
        var tried: [Int] = []
        var earliest: UnixTime?
        for probe in probes {
            var offset = self.offset(at: UnixTime(milliseconds: probe), &problem)
            for _ in 0..<3 where !tried.contains(offset) {
                tried.append(offset)
                let candidate = midnightInstant(at: offset)
                let found = self.offset(at: candidate, &problem)
                if found == offset {
                    if earliest.map({ candidate < $0 }) ?? true { earliest = candidate }
                    break
                }
                offset = found
            }
        }
        if let earliest { return earliest }
        // No instant is midnight: a change forward skipped it. The day starts at the change, the
        // first instant on it or after, which lies between midnight at the latest offset and at
        // the earliest (18 hours either side of it at most): found by halving.
        var before = midnight.subtractingClamped(window + 1), after = midnight.addingClamped(window)
        while after - before > 1 {
            let middle = before + (after - before) / 2
            if self.day(containing: UnixTime(milliseconds: middle), &problem) < day { before = middle } else { after = middle }
        }
        return UnixTime(milliseconds: after)
    }
}

extension Int64 {
    /// `self + other`, or the end of the range it passes.
    package func addingClamped(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other < 0 ? .min : .max) : sum
    }

    /// `self - other`, or the end of the range it passes.
    func subtractingClamped(_ other: Int64) -> Int64 {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }
}
