import Foundation
import TaskModel
import TestSupport
import Testing
@testable import TaskStore
import TimeZones

let berlin = TimeZoneCalendar(identifier: "Europe/Berlin")!

/// A tab drop as the runtime makes it: the task moves to the end of `list`, dated by the list's
/// schedule at `time`, decided from the board as the write begins.
func tabDrop(_ id: TaskID, to list: ListID, at time: DropTime? = nil) -> (TaskBoard) throws(TaskRejection) -> TaskAction {
    { board throws(TaskRejection) in .move(id, to: list, slot: nil, scheduled: try TaskAction.scheduling(into: list, on: board, at: time)) }
}

func at(_ milliseconds: Int64, _ calendar: any DayCalendar = berlin) -> DropTime {
    DropTime(now: UnixTime(milliseconds: milliseconds), calendar: calendar)
}

@Suite("Task store: scheduled dates and tie-breaks")
struct SchedulingStoreTests {
    @Test("a tab drop at 23:59:59.999 in Berlin is scheduled that day, at midnight the next; the date commits and undoes with the move")
    func tabDropsCommitTheirDates() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        do {
            let store = try seededStore(path)
            // 2026-11-21 23:59:59.999 +01:00 → Today = 2026-11-21 00:00 +01:00.
            #expect(try store.apply(resolving: tabDrop("new-1", to: "today", at: at(1_795_301_999_999))) == .applied([
                TaskChange(before: TaskItem(id: "new-1", title: "Buy milk", list: "inbox", order: 1_000),
                           after: TaskItem(id: "new-1", title: "Buy milk", list: "today", order: 1_000,
                                           scheduled: UnixTime(milliseconds: 1_795_215_600_000))),
            ]))
            // 2026-11-22 00:00:00.000 +01:00 → Upcoming = 2026-11-23 00:00 +01:00.
            try store.apply(resolving: tabDrop("new-2", to: "upcoming", at: at(1_795_302_000_000)))
            #expect(store.board.task("new-2")?.scheduled == UnixTime(milliseconds: 1_795_388_400_000))
            // Upcoming → Today: the date follows the list.
            try store.apply(resolving: tabDrop("new-2", to: "today", at: at(1_795_302_000_000)))
            #expect(store.board.task("new-2")?.scheduled == UnixTime(milliseconds: 1_795_302_000_000))
            #expect(try store.undo().didTravel)
            #expect(store.board.task("new-2") == TaskItem(id: "new-2", title: "Walk the dog", list: "upcoming", order: 1_000,
                                                          scheduled: UnixTime(milliseconds: 1_795_388_400_000)))
            // Back to Inbox: no date.
            try store.apply(resolving: tabDrop("new-1", to: "inbox", at: at(1_795_302_000_000)))
            #expect(store.board.task("new-1")?.scheduled == nil)
        }
        let reopened = try TaskStore(path: path)
        #expect(reopened.board.task("new-1") == TaskItem(id: "new-1", title: "Buy milk", list: "inbox", order: 6_000))
        #expect(reopened.board.task("new-2")?.scheduled == UnixTime(milliseconds: 1_795_388_400_000))
        #expect(try reopened.undo().didTravel)
        #expect(reopened.board.task("new-1")?.scheduled == UnixTime(milliseconds: 1_795_215_600_000))
        #expect(reopened.board.schedules == ["inbox": .unscheduled, "today": .today, "upcoming": .tomorrow])
    }

    @Test("a tab drop into Today with no time is rejected and writes nothing")
    func scheduledDropNeedsATime() throws {
        let folder = try TemporaryFolder()
        let store = try seededStore(folder.path("board.db"))
        let before = Snapshot(store.board)
        #expect(try store.apply(resolving: tabDrop("new-1", to: "today")) == .rejected(.needsDropTime("today", .today)))
        #expect(Snapshot(store.board) == before)
        #expect(Snapshot(try TaskStore(path: folder.path("board.db")).board) == before)
    }

    @Test("across daylight-saving changes a day lasts 23 or 25 hours, and a skipped midnight starts the day at 01:00")
    func daylightSaving() throws {
        // Berlin, spring forward on 2026-03-29 (02:00 → 03:00).
        #expect(berlin.startOfNextDay(after: UnixTime(milliseconds: 1_774_737_000_000)) == UnixTime(milliseconds: 1_774_738_800_000)) // 03-28 23:30 → 03-29 00:00 +01:00
        #expect(berlin.startOfDay(containing: UnixTime(milliseconds: 1_774_778_400_000)) == UnixTime(milliseconds: 1_774_738_800_000)) // 03-29 12:00 +02:00
        #expect(berlin.startOfNextDay(after: UnixTime(milliseconds: 1_774_778_400_000)) == UnixTime(milliseconds: 1_774_821_600_000)) // 23 h later
        // Berlin, fall back on 2026-10-25 (03:00 → 02:00): the second 02:30 is still the 25th.
        #expect(berlin.startOfDay(containing: UnixTime(milliseconds: 1_792_891_800_000)) == UnixTime(milliseconds: 1_792_879_200_000))
        #expect(berlin.startOfNextDay(after: UnixTime(milliseconds: 1_792_967_400_000)) == UnixTime(milliseconds: 1_792_969_200_000)) // 25 h day
        // São Paulo skipped midnight on 2018-11-04: the day began at 01:00 −02:00.
        let saoPaulo = TimeZoneCalendar(identifier: "America/Sao_Paulo")!
        #expect(saoPaulo.startOfDay(containing: UnixTime(milliseconds: 1_541_340_000_000)) == UnixTime(milliseconds: 1_541_300_400_000))
        #expect(saoPaulo.startOfNextDay(after: UnixTime(milliseconds: 1_541_293_200_000)) == UnixTime(milliseconds: 1_541_300_400_000))

        // Through the store: Upcoming dropped on the 23-hour day.
        let folder = try TemporaryFolder()
        let store = try seededStore(folder.path("board.db"))
        try store.apply(resolving: tabDrop("new-3", to: "upcoming", at: at(1_774_778_400_000)))
        #expect(store.board.task("new-3")?.scheduled == UnixTime(milliseconds: 1_774_821_600_000))
        #expect(TimeZoneCalendar(identifier: "Not/A_Zone") == nil)
    }

    @Test("the time zone calendar answers at the ends of what it can date: a day past Foundation's dates starts at the end of UnixTime's range, as a fixed offset's does")
    func timeZoneCalendarAtTheEnds() {
        #expect(berlin.start(of: CivilDate(year: 300_000_000, month: 1, day: 1)) == UnixTime(milliseconds: .max))
        #expect(berlin.start(of: CivilDate(year: -300_000_000, month: 1, day: 1)) == UnixTime(milliseconds: .min))
        #expect(berlin.start(of: CivilDate(year: 2026, month: 11, day: 27)) == UnixTime(milliseconds: 1_795_734_000_000))
    }

    @Test("the time zone calendar agrees with fixed-offset arithmetic for UTC and Kolkata on 5,000 seeded instants")
    func timeZoneCalendarAgreesWithFixedOffsets() {
        let pairs: [(TimeZoneCalendar, FixedOffsetCalendar)] = [
            (TimeZoneCalendar(identifier: "UTC")!, .utc),
            (TimeZoneCalendar(identifier: "Asia/Kolkata")!, FixedOffsetCalendar(secondsEast: 19_800)),
        ]
        let seed: UInt64 = 20_261_121
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<5_000 {
            // 1946 (Kolkata's offset is fixed since 1945) to 2100, milliseconds apart.
            let time = UnixTime(milliseconds: Int64.random(in: -757_382_400_000...4_102_444_800_000, using: &rng))
            for (zone, fixed) in pairs {
                #expect(zone.day(containing: time) == fixed.day(containing: time), "seed \(seed), \(time), \(zone.identifier)")
                #expect(zone.startOfNextDay(after: time) == fixed.startOfNextDay(after: time), "seed \(seed), \(time), \(zone.identifier)")
            }
        }
    }

    @Test("equal order keys written by another program load in due, priority, title order; a move among them persists")
    func tiesFromElsewhere() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        _ = try TaskStore(path: path)
        do {
            let db = try Database(path: path, create: false)
            let insert = try db.prepare("INSERT INTO tasks (\(TaskStore.taskColumns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)")
            for item in tiedTasks { try insert.run(TaskStore.columns(item)) }
        }
        let store = try TaskStore(path: path)
        #expect(store.board.openTasks(in: "inbox").map(\.id) == ["g", "a", "b", "e", "f", "d", "c", "h"])
        try store.apply(.reorder("h", slot: 3))
        let expected = ["g", "a", "b", "h", "e", "f", "d", "c"] as [TaskID]
        #expect(store.board.openTasks(in: "inbox").map(\.id) == expected)
        let reopened = try TaskStore(path: path)
        #expect(reopened.board.openTasks(in: "inbox").map(\.id) == expected)
        #expect(reopened.board.openTasks(in: "inbox").map(\.order) == [500, 625, 750, 875, 1_000, 1_000, 1_000, 1_000])
        #expect(reopened.board.task("b") == TaskItem(id: "b", title: "Apple", list: "inbox", order: 750, due: UnixTime(milliseconds: 200), priority: .high))
    }
}
