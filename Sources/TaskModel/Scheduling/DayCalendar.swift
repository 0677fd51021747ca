/// The days of one time zone: which day a moment falls on, and when a day starts.
///
/// Injected wherever a date is computed, so the model never reads the system's time zone.
/// ``FixedOffsetCalendar`` is exact for UTC and zones without daylight saving; an app with a
/// real time zone passes one backed by its platform's time zone database: module `TimeZones`'
/// `TimeZoneCalendar(identifier:)` (through Foundation; `nil` for a name it does not know), as
/// the store tests do.
public protocol DayCalendar: Sendable {
    /// The day, in this calendar's time zone, that `time` falls on.
    func day(containing time: UnixTime) -> CivilDate
    /// The first moment of `day` in this calendar's time zone (not always midnight: where a
    /// daylight-saving change skips midnight, the day starts at the first time that exists).
    func start(of day: CivilDate) -> UnixTime
    /// Why this calendar cannot date a drop at `time` — its day, that day's start and the next's —
    /// or `nil` when it can. `nil` unless a calendar says otherwise: ``OffsetFunctionCalendar``
    /// names an offset its function gave beyond ±18 hours. A drop into a scheduled list is refused
    /// for it (``TaskRejection/undatable(_:_:_:)``).
    func problem(dating time: UnixTime) -> String?
}

extension DayCalendar {
    /// `nil`: the calendar dates every moment.
    public func problem(dating time: UnixTime) -> String? { nil }

    /// The first moment of the day that `time` falls on.
    public func startOfDay(containing time: UnixTime) -> UnixTime {
        start(of: day(containing: time))
    }

    /// The first moment of the day after the one `time` falls on. Not `time` + 24 h: days
    /// around a daylight-saving change last 23 or 25 hours.
    public func startOfNextDay(after time: UnixTime) -> UnixTime {
        start(of: day(containing: time).next)
    }
}

/// A calendar whose offset from UTC never changes: UTC itself (``utc``), or a zone without
/// daylight saving. Pure arithmetic, exact over all of ``UnixTime``'s range, with any offset; a
/// day starting beyond that range starts at its end (clamped, as ``UnixTime`` cannot name it).
public struct FixedOffsetCalendar: DayCalendar, Hashable {
    /// Seconds east of UTC (UTC+05:30 is 19,800).
    public var secondsEast: Int

    public init(secondsEast: Int) {
        self.secondsEast = secondsEast
    }

    public static let utc = FixedOffsetCalendar(secondsEast: 0)

    public func day(containing time: UnixTime) -> CivilDate {
        // Whole days and the rest, each side, added apart: `time + offset` overflowed near the
        // ends of UnixTime's range (UnixTime(milliseconds: .max) at +01:00 trapped).
        let (days, rest) = time.milliseconds.floorDividedBy(86_400_000)
        let (offsetDays, offsetRest) = Int64(secondsEast).floorDividedBy(86_400)
        let carry = (rest + offsetRest * 1000).floorDividedBy(86_400_000).quotient
        return CivilDate(daysSince1970: days + offsetDays + carry)
    }

    /// Clamped to UnixTime's range: the day after the one holding `UnixTime(milliseconds: .max)`
    /// starts at `.max`, as ``startOfNextDay(after:)`` of the last moment answers.
    public func start(of day: CivilDate) -> UnixTime {
        let (midnight, overflow) = day.daysSince1970.multipliedReportingOverflow(by: 86_400_000)
        let (offset, offsetOverflow) = Int64(secondsEast).multipliedReportingOverflow(by: 1000)
        if overflow || offsetOverflow {
            // Beyond the range either way: the end the day lies towards, else the offset pushes it.
            if overflow { return UnixTime(milliseconds: day.daysSince1970 < 0 ? .min : .max) }
            return UnixTime(milliseconds: secondsEast < 0 ? .max : .min)
        }
        let (start, startOverflow) = midnight.subtractingReportingOverflow(offset)
        return UnixTime(milliseconds: startOverflow ? (offset < 0 ? .max : .min) : start)
    }
}
