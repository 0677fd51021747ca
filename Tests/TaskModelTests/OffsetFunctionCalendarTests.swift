import TaskModel
import TestSupport
import Testing

@Suite("Offset-function calendar")
struct OffsetFunctionCalendarTests {
    /// 2026-10-25T01:00:00Z: Berlin goes from +02:00 to +01:00.
    static let autumnChange: Int64 = 1_792_890_000_000
    static let berlin = OffsetFunctionCalendar { $0.milliseconds < autumnChange ? 7_200 : 3_600 }

    @Test("a day and its start across Berlin's autumn change: the 25th lasts 25 hours")
    func autumnDays() {
        let midnightOn25th = UnixTime(milliseconds: 1_792_879_200_000) // 2026-10-24T22:00:00Z, 00:00 at +02:00
        #expect(Self.berlin.day(containing: midnightOn25th) == CivilDate(year: 2026, month: 10, day: 25))
        #expect(Self.berlin.day(containing: UnixTime(milliseconds: midnightOn25th.milliseconds - 1)) == CivilDate(year: 2026, month: 10, day: 24))
        #expect(Self.berlin.startOfDay(containing: midnightOn25th).description == "2026-10-24T22:00:00Z")
        #expect(Self.berlin.startOfNextDay(after: midnightOn25th).description == "2026-10-25T23:00:00Z")
        #expect(Self.berlin.problem(dating: midnightOn25th) == nil)
    }

    @Test("a day whose midnight a change forward skips starts at the change: 23:59:59.999, then 01:00")
    func midnightSkipped() {
        // +01:00 until 2026-03-28T23:00:00Z (midnight local), +02:00 from then: local 00:00 to 00:59:59.999 never happen.
        let change: Int64 = 1_774_738_800_000
        let calendar = OffsetFunctionCalendar { $0.milliseconds < change ? 3_600 : 7_200 }
        let day = CivilDate(year: 2026, month: 3, day: 29)
        #expect(calendar.start(of: day).description == "2026-03-28T23:00:00Z")
        #expect(calendar.day(containing: UnixTime(milliseconds: change - 1)) == CivilDate(year: 2026, month: 3, day: 28))
        #expect(calendar.day(containing: UnixTime(milliseconds: change)) == day)
    }

    @Test("an offset beyond 18 hours is named by problem(dating:), and a drop on Today it dates is refused")
    func offsetBeyondEighteenHours() throws {
        let calendar = OffsetFunctionCalendar { _ in 90_000 }
        let now = UnixTime(milliseconds: 1_784_154_600_000) // 2026-07-15T22:30:00Z
        #expect(calendar.problem(dating: now) == "the UTC offset at 2026-07-15T22:30:00Z was 90000 s, beyond ±64800 s (18 hours)")
        #expect(calendar.day(containing: now) == FixedOffsetCalendar(secondsEast: 64_800).day(containing: now))
        #expect(OffsetFunctionCalendar { _ in .min }.problem(dating: now) == "the UTC offset at 2026-07-15T22:30:00Z was \(Int.min) s, beyond ±64800 s (18 hours)")
        var board = try TaskBoard(lists: ["inbox", "today"], schedules: ["today": .today])
        try board.append(id: "t1", title: "Buy milk", to: "inbox")
        #expect(throws: TaskRejection.undatable("today", .today, "the UTC offset at 2026-07-15T22:30:00Z was 90000 s, beyond ±64800 s (18 hours)")) {
            try TaskAction.scheduling(into: "today", on: board, at: DropTime(now: now, calendar: calendar))
        }
    }

    /// An instant anywhere in UnixTime's range, at its ends now and then.
    static func instant(_ random: inout SeededGenerator) -> Int64 {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: .max - Int64.random(in: 0...200_000_000, using: &random)
        case 1: .min + Int64.random(in: 0...200_000_000, using: &random)
        case 2, 3: Int64.random(in: .min ... .max, using: &random)
        default: Int64.random(in: -4_000_000_000_000...4_000_000_000_000, using: &random)
        }
    }

    @Test("a constant function dates as FixedOffsetCalendar does, over random instants and offsets (±18 hours and the range's ends included)")
    func constantMatchesFixedOffset() {
        for seed in UInt64(0)..<4_000 {
            var random = SeededGenerator(seed: seed)
            let seconds = switch Int.random(in: 0..<6, using: &random) {
            case 0: 64_800
            case 1: -64_800
            case 2: 0
            default: Int.random(in: -64_800...64_800, using: &random)
            }
            let fixed = FixedOffsetCalendar(secondsEast: seconds)
            let calendar = OffsetFunctionCalendar { _ in seconds }
            let time = UnixTime(milliseconds: Self.instant(&random))
            let day = fixed.day(containing: time)
            #expect(calendar.day(containing: time) == day, "seed \(seed): day of \(time) at \(seconds) s")
            #expect(calendar.start(of: day) == fixed.start(of: day), "seed \(seed): start of \(day) at \(seconds) s")
            #expect(calendar.start(of: day.next) == fixed.start(of: day.next), "seed \(seed): start of \(day.next) at \(seconds) s")
            #expect(calendar.problem(dating: time) == nil, "seed \(seed)")
        }
    }

    /// The first instant of `day` for an offset of `before` seconds until `change` and `after`
    /// from it, found piece by piece: each offset's instants of the day, the earliest that is
    /// on its side of the change.
    static func firstInstant(of day: CivilDate, before: Int, after: Int, change: Int64) -> Int64? {
        let midnight = day.daysSince1970 * 86_400_000
        var first: Int64?
        let early = midnight - Int64(before) * 1000 // [early, early + 1 day) is the day at `before`
        if early < change { first = early }
        let late = midnight - Int64(after) * 1000
        let lateStart = max(late, change)
        if lateStart < late + 86_400_000 { first = min(first ?? lateStart, lateStart) }
        return first
    }

    @Test("with one change of offset (back, forward, at midnight or near it), each day starts at its first instant, found by a search")
    func oneChangeMatchesSearch() {
        for seed in UInt64(0)..<3_000 {
            var random = SeededGenerator(seed: seed)
            let before = Int.random(in: -50_400...50_400, using: &random) / 900 * 900
            let after = before + Int.random(in: -8...8, using: &random) * 900
            let midnightNear = Int64.random(in: -20_000...20_000, using: &random) * 86_400_000
            // The change lands at or near a local midnight half the time (a skipped or repeated midnight).
            let change = switch Int.random(in: 0..<4, using: &random) {
            case 0: midnightNear - Int64(before) * 1000
            case 1: midnightNear - Int64(after) * 1000
            default: midnightNear + Int64.random(in: -3 * 86_400_000...3 * 86_400_000, using: &random)
            }
            let calendar = OffsetFunctionCalendar { $0.milliseconds < change ? before : after }
            let near = CivilDate(daysSince1970: midnightNear / 86_400_000)
            for shift in Int64(-2)...2 {
                let day = CivilDate(daysSince1970: near.daysSince1970 + shift)
                let start = calendar.start(of: day)
                let context = "seed \(seed): \(day) with \(before) s before \(UnixTime(milliseconds: change)), \(after) s after"
                #expect(start.milliseconds == Self.firstInstant(of: day, before: before, after: after, change: change), "\(context)")
                // By the millisecond: the start is on the day, and the instant before it is not.
                #expect(calendar.day(containing: start) == day, "\(context)")
                #expect(calendar.day(containing: UnixTime(milliseconds: start.milliseconds - 1)) < day, "\(context)")
            }
        }
    }
}
