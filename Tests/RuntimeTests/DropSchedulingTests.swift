import DropEngine
import Runtime
import Testing
import TaskModel
import TestSupport

/// 2026-11-21T23:59:59.999Z, the last millisecond of the 21st in UTC.
let lastMillisecondOf21st = UnixTime(milliseconds: 1_795_305_599_999)

func scheduledBoard() throws -> TaskBoard {
    var board = try TaskBoard(lists: ["inbox", "today", "upcoming", "someday"],
                          schedules: ["inbox": .unscheduled, "today": .today, "upcoming": .tomorrow])
    for (i, title) in ["Buy milk", "Walk the dog", "Write report"].enumerated() {
        try board.append(id: TaskID("t\(i + 1)"), title: title, to: "inbox")
    }
    return board
}

@Suite("Scheduling: days, calendars and list schedules")
struct SchedulingTests {
    /// The end dates are checked against Python's `date(1970, 1, 1) ± timedelta(days=292001)`.
    @Test("civil dates agree with counting days one by one from 1970, 800 years each way")
    func civilDatesAgreeWithCounting() {
        var forward = CivilDate(year: 1970, month: 1, day: 1)
        for days in Int64(0)...292_000 {
            #expect(CivilDate(daysSince1970: days) == forward, "day \(days)")
            #expect(forward.daysSince1970 == days, "\(forward)")
            if forward.day < CivilDate.daysInMonth(forward.month, of: forward.year) {
                forward.day += 1
            } else if forward.month < 12 {
                forward = CivilDate(year: forward.year, month: forward.month + 1, day: 1)
            } else {
                forward = CivilDate(year: forward.year + 1, month: 1, day: 1)
            }
        }
        #expect(forward == CivilDate(year: 2769, month: 6, day: 22))
        var backward = CivilDate(year: 1970, month: 1, day: 1)
        for days in stride(from: Int64(0), through: -292_000, by: -1) {
            #expect(CivilDate(daysSince1970: days) == backward, "day \(days)")
            if backward.day > 1 {
                backward.day -= 1
            } else if backward.month > 1 {
                backward = CivilDate(year: backward.year, month: backward.month - 1, day: CivilDate.daysInMonth(backward.month - 1, of: backward.year))
            } else {
                backward = CivilDate(year: backward.year - 1, month: 12, day: 31)
            }
        }
        #expect(backward == CivilDate(year: 1170, month: 7, day: 13))
        #expect("\(CivilDate(year: 2024, month: 2, day: 29).next)" == "2024-03-01")
    }

    @Test("a drop at 23:59:59.999 is still today; a millisecond later it is tomorrow")
    func lastMillisecondOfTheDay() {
        let utc = FixedOffsetCalendar.utc
        #expect(utc.day(containing: lastMillisecondOf21st) == CivilDate(year: 2026, month: 11, day: 21))
        #expect(utc.startOfDay(containing: lastMillisecondOf21st) == UnixTime(milliseconds: 1_795_219_200_000))
        #expect(utc.startOfNextDay(after: lastMillisecondOf21st) == UnixTime(milliseconds: 1_795_305_600_000))
        let midnight = UnixTime(milliseconds: 1_795_305_600_000)
        #expect(utc.startOfDay(containing: midnight) == midnight)
        #expect("\(lastMillisecondOf21st)" == "2026-11-21T23:59:59.999Z")
        #expect("\(midnight)" == "2026-11-22T00:00:00Z")
    }

    @Test("fixed offsets east and west of UTC put the day boundary at local midnight")
    func fixedOffsets() {
        let india = FixedOffsetCalendar(secondsEast: 19_800)
        let localLast = UnixTime(milliseconds: 1_795_285_799_999) // 23:59:59.999 at +05:30
        #expect(india.startOfDay(containing: localLast) == UnixTime(milliseconds: 1_795_199_400_000))
        #expect(india.startOfNextDay(after: localLast) == UnixTime(milliseconds: 1_795_285_800_000))
        let pacific = FixedOffsetCalendar(secondsEast: -28_800)
        let pacificLast = UnixTime(milliseconds: 1_795_334_399_999) // 23:59:59.999 at −08:00
        #expect(pacific.day(containing: pacificLast) == CivilDate(year: 2026, month: 11, day: 21))
        #expect(pacific.startOfNextDay(after: pacificLast) == UnixTime(milliseconds: 1_795_334_400_000))
        #expect(pacific.day(containing: UnixTime(milliseconds: -1)) == CivilDate(year: 1969, month: 12, day: 31))
    }

    @Test("a tab drop moves the task and sets its date: Today the start of the day, Upcoming of tomorrow, Inbox none")
    func tabDropsSetScheduledDates() throws {
        var board = try scheduledBoard()
        let time = DropTime(now: lastMillisecondOf21st, calendar: FixedOffsetCalendar.utc)
        let today = UnixTime(milliseconds: 1_795_219_200_000)
        let tomorrow = UnixTime(milliseconds: 1_795_305_600_000)

        let toToday = try TaskAction(intent: intent(task("t1"), on: .moveTo("today")), on: board, at: time)
        #expect(toToday == .move("t1", to: "today", slot: nil, scheduled: .set(today)))
        #expect(board.apply(toToday) == .applied([
            TaskChange(before: TaskItem(id: "t1", title: "Buy milk", list: "inbox", order: 1_000),
                       after: TaskItem(id: "t1", title: "Buy milk", list: "today", order: 1_000, scheduled: today)),
        ]))
        let toUpcoming = try TaskAction(intent: intent(task("t1"), on: .moveTo("upcoming")), on: board, at: time)
        _ = board.apply(toUpcoming)
        #expect(board.task("t1")?.scheduled == tomorrow)
        let toSomeday = try TaskAction(intent: intent(task("t1"), on: .moveTo("someday")), on: board, at: time)
        #expect(toSomeday == .move("t1", to: "someday", slot: nil, scheduled: .unchanged))
        _ = board.apply(toSomeday)
        #expect(board.task("t1")?.scheduled == tomorrow)
        let toInbox = try TaskAction(intent: intent(task("t1"), on: .moveTo("inbox")), on: board, at: time)
        _ = board.apply(toInbox)
        #expect(board.task("t1") == TaskItem(id: "t1", title: "Buy milk", list: "inbox", order: 4_000, scheduled: nil))
        #expect(board.invariantViolations() == [])
    }

    @Test("Add New dropped into Today is scheduled for today; reordering within Today keeps the date")
    func addIntoTodayAndReorder() throws {
        var board = try scheduledBoard()
        let time = DropTime(now: lastMillisecondOf21st, calendar: FixedOffsetCalendar.utc)
        let add = try TaskAction(intent: intent(Payload(kind: .addNew), on: .list("today"), slot: 0), on: board, at: time)
        #expect(add == .add(title: "New task", list: "today", slot: 0, scheduled: UnixTime(milliseconds: 1_795_219_200_000)))
        _ = board.apply(add)
        _ = board.apply(try TaskAction(intent: intent(task("t2"), on: .list("today"), slot: 1), on: board, at: time))
        let later = DropTime(now: UnixTime(milliseconds: 1_795_305_600_000 + 3_600_000), calendar: FixedOffsetCalendar.utc)
        let reorder = try TaskAction(intent: intent(task("t2"), on: .list("today"), slot: 0), on: board, at: later)
        #expect(reorder == .reorder("t2", slot: 0))
        _ = board.apply(reorder)
        #expect(board.openTasks(in: "today").map(\.scheduled) == [UnixTime(milliseconds: 1_795_219_200_000), UnixTime(milliseconds: 1_795_219_200_000)])
    }

    @Test("a drop into a scheduling list without a time is rejected and changes nothing")
    func scheduleNeedsATime() throws {
        let board = try scheduledBoard()
        #expect(throws: TaskRejection.needsDropTime("today", .today)) {
            try TaskAction(intent: intent(task("t1"), on: .moveTo("today")), on: board)
        }
        let toInbox = try TaskAction(intent: intent(task("t1"), on: .moveTo("someday")), on: board)
        #expect(toInbox == .move("t1", to: "someday", slot: nil, scheduled: .unchanged))
    }
}
