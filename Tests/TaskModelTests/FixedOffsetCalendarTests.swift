import TaskModel
import Testing

@Suite("Fixed-offset calendar")
struct FixedOffsetCalendarTests {
    static let plusOne = FixedOffsetCalendar(secondsEast: 3_600)
    static let minusOne = FixedOffsetCalendar(secondsEast: -3_600)

    @Test("a day and its start, either side of midnight at +01:00 and -01:00")
    func daysEitherSideOfMidnight() {
        let halfPastEleven = UnixTime(milliseconds: 1_795_303_800_000) // 2026-11-21T23:30:00Z
        #expect(Self.plusOne.day(containing: halfPastEleven) == CivilDate(year: 2026, month: 11, day: 22))
        #expect(Self.plusOne.startOfDay(containing: halfPastEleven).description == "2026-11-21T23:00:00Z")
        #expect(Self.minusOne.day(containing: halfPastEleven) == CivilDate(year: 2026, month: 11, day: 21))
        #expect(Self.minusOne.startOfNextDay(after: halfPastEleven).description == "2026-11-22T01:00:00Z")
        #expect(FixedOffsetCalendar.utc.day(containing: UnixTime(milliseconds: -1)) == CivilDate(year: 1969, month: 12, day: 31))
    }

    @Test("at the ends of UnixTime's range a day is found and a start beyond it is clamped, where the sums overflowed and trapped")
    func endsOfTheRange() throws {
        let last = UnixTime(milliseconds: .max), first = UnixTime(milliseconds: .min)
        #expect(last.description == "292278994-08-17T07:12:55.807Z")
        #expect(Self.plusOne.day(containing: last) == CivilDate(year: 292_278_994, month: 8, day: 17))
        #expect(Self.minusOne.day(containing: first) == CivilDate(year: -292_275_055, month: 5, day: 16))
        #expect(FixedOffsetCalendar.utc.startOfNextDay(after: last) == last)
        #expect(Self.plusOne.startOfNextDay(after: last) == last)
        #expect(Self.minusOne.startOfDay(containing: first) == first)
        #expect(FixedOffsetCalendar(secondsEast: .max).day(containing: UnixTime(milliseconds: 0)) == CivilDate(daysSince1970: 106_751_991_167_300))
        // A drop into a "tomorrow" list at the last moment: refused as undatable (outside the years
        // 0000 to 9999, UnixTime.datable), not a crash; the last moment of 9999 is dated.
        var board = try TaskBoard(lists: ["inbox", "upcoming"], schedules: ["upcoming": .tomorrow])
        try board.append(id: "t1", title: "Buy milk", to: "inbox")
        #expect(throws: TaskRejection.undatable("upcoming", .tomorrow, "its time, 9223372036854775807 ms after 1970, is outside the years 0000 to 9999")) {
            try TaskAction.scheduling(into: "upcoming", on: board, at: DropTime(now: last, calendar: FixedOffsetCalendar.utc))
        }
        let scheduled = try TaskAction.scheduling(into: "upcoming", on: board,
                                                  at: DropTime(now: UnixTime(milliseconds: UnixTime.datable.upperBound), calendar: FixedOffsetCalendar.utc))
        #expect(scheduled == .set(UnixTime(milliseconds: UnixTime.datable.upperBound + 1)))
    }
}
