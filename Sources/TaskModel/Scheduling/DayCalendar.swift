/// The days of one time zone: which day a moment falls on, and when a day starts.
///
/// Injected wherever a date is computed, so the model never reads the system's time zone.
/// ``FixedOffsetCalendar`` is exact for UTC and zones without daylight saving; an app with a
/// real time zone passes one backed by its platform's time zone database (the `dragtoact`
/// demo and the store tests use Foundation's `Calendar`).
public protocol DayCalendar: Sendable {
    /// The day, in this calendar's time zone, that `time` falls on.
    func day(containing time: UnixTime) -> CivilDate
    /// The first moment of `day` in this calendar's time zone (not always midnight: where a
    /// daylight-saving change skips midnight, the day starts at the first time that exists).
    func start(of day: CivilDate) -> UnixTime
}

extension DayCalendar {
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
/// daylight saving.
public struct FixedOffsetCalendar: DayCalendar, Hashable {
    /// Seconds east of UTC (UTC+05:30 is 19,800).
    public var secondsEast: Int

    public init(secondsEast: Int) {
        self.secondsEast = secondsEast
    }

    public static let utc = FixedOffsetCalendar(secondsEast: 0)

    public func day(containing time: UnixTime) -> CivilDate {
        let local = time.milliseconds + Int64(secondsEast) * 1000
        return CivilDate(daysSince1970: local.floorDividedBy(86_400_000).quotient)
    }

    public func start(of day: CivilDate) -> UnixTime {
        UnixTime(milliseconds: day.daysSince1970 * 86_400_000 - Int64(secondsEast) * 1000)
    }
}
