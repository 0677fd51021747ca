import Foundation
import TaskModel

/// The days of a named time zone (`"Europe/Berlin"`), from the platform's time zone database
/// through Foundation: daylight-saving changes included, so a day may last 23 or 25 hours and
/// may start after midnight.
///
/// ```swift
/// let berlin = TimeZoneCalendar(identifier: "Europe/Berlin")!
/// let time = DropTime(now: now, calendar: berlin)
/// let scheduled = try TaskAction.scheduling(into: "today", on: store.board, at: time)   // .set(the start of Berlin's day)
/// try store.apply(.move("t1", to: "today", slot: nil, scheduled: scheduled))
/// ```
///
/// The model takes any ``DayCalendar``; this one lives in a module of its own because it reads
/// system data, which the model never does, through Foundation, which no other module links (the
/// C library would bundle it and ICU). Days are Foundation's Gregorian ones, which are Julian
/// before 1582-10-15; a day beyond what Foundation's dates reach (years past some hundreds of
/// thousands) starts at the end of ``UnixTime``'s range that way, as ``FixedOffsetCalendar``'s do.
public struct TimeZoneCalendar: DayCalendar {
    /// The zone's identifier, as given.
    public let identifier: String
    private let calendar: Calendar

    /// The calendar of the zone named `identifier`, or `nil` when the database has no such zone.
    public init?(identifier: String) {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        self.identifier = identifier
        self.calendar = calendar
    }

    public func day(containing time: UnixTime) -> CivilDate {
        let parts = calendar.dateComponents([.year, .month, .day], from: date(time))
        return CivilDate(year: parts.year!, month: parts.month!, day: parts.day!)
    }

    public func start(of day: CivilDate) -> UnixTime {
        // Noon exists on every day; the day's start is found from it, so a midnight skipped by
        // a daylight-saving change gives the first time that does exist.
        guard let noon = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)) else {
            return UnixTime(milliseconds: day.year > 0 ? .max : .min)
        }
        let milliseconds = (calendar.startOfDay(for: noon).timeIntervalSince1970 * 1000).rounded()
        // Beyond Int64's range, the range's end: `Double(Int64.max)` is 2^63, the first Double past it.
        guard milliseconds < Double(Int64.max), milliseconds >= Double(Int64.min) else {
            return UnixTime(milliseconds: milliseconds > 0 ? .max : .min)
        }
        return UnixTime(milliseconds: Int64(milliseconds))
    }

    private func date(_ time: UnixTime) -> Date {
        // Whole seconds and milliseconds apart, so 23:59:59.999 never rounds up to midnight.
        let (seconds, ms) = time.milliseconds.quotientAndRemainder(dividingBy: 1000)
        let floorSeconds = ms < 0 ? seconds - 1 : seconds
        return Date(timeIntervalSince1970: Double(floorSeconds))
    }
}
