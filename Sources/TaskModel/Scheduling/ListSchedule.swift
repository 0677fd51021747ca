/// What putting a task into a list does to its scheduled date (seed 001's tabs).
///
/// | list     | rule          | a task moved or added there is scheduled for |
/// |----------|---------------|----------------------------------------------|
/// | Inbox    | `.unscheduled`| nothing (its date is cleared)                |
/// | Today    | `.today`      | the start of the day of the drop             |
/// | Upcoming | `.tomorrow`   | the start of the day after the drop          |
///
/// A list without a rule keeps whatever date a task had. Reordering within a list never
/// changes a date.
public enum ListSchedule: String, Hashable, Sendable, CaseIterable {
    case unscheduled
    case today
    case tomorrow

    /// The date a task gets when it enters a list with this rule at `time`.
    public func scheduledDate(at time: DropTime) -> UnixTime? {
        switch self {
        case .unscheduled: nil
        case .today: time.calendar.startOfDay(containing: time.now)
        case .tomorrow: time.calendar.startOfNextDay(after: time.now)
        }
    }
}

/// When a drop happened, and in which calendar: what scheduled dates are computed from.
///
/// ```swift
/// let time = DropTime(now: UnixTime(milliseconds: 1_795_305_599_999), calendar: FixedOffsetCalendar.utc)
/// let scheduled = try TaskAction.scheduling(into: "today", on: board, at: time)   // .set(2026-11-21T00:00:00Z)
/// let outcome = board.apply(.move("t1", to: "today", slot: nil, scheduled: scheduled))
/// ```
public struct DropTime: Sendable, CustomStringConvertible {
    public var now: UnixTime
    public var calendar: any DayCalendar

    public init(now: UnixTime, calendar: any DayCalendar) {
        self.now = now
        self.calendar = calendar
    }

    /// `2026-11-21T23:30:00Z, day 2026-11-22`: the moment, then the day it falls on in
    /// ``calendar`` (what `today` schedules for).
    public var description: String { "\(now), day \(calendar.day(containing: now))" }
}

/// How an action changes a task's scheduled date.
public enum Scheduling: Hashable, Sendable, CustomStringConvertible {
    /// The date stays as it was.
    case unchanged
    /// The date becomes this (or is cleared, for `nil`).
    case set(UnixTime?)

    /// `unchanged`, `set 2026-11-21T00:00:00Z`, `set none`.
    public var description: String {
        switch self {
        case .unchanged: "unchanged"
        case .set(let date): "set " + (date.map(String.init(describing:)) ?? "none")
        }
    }
}
