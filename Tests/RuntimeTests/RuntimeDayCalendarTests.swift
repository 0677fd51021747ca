import DropEngine
import DropGeometry
import Runtime
import TaskModel
import TimeZones
import Testing

/// A runtime on a real clock dates its drops by the days of a named zone (``BoardRuntime/dayCalendar``),
/// daylight saving included, where a scene's clock has one fixed offset all year.
@Suite("A runtime's day calendar")
struct RuntimeDayCalendarTests {
    /// Inbox rows (t1 first, at y 92) and tabs onto Today (x 20–200) and Upcoming (x 220–400).
    static func scene(clock: Scene.Clock?, schedules: Bool = true) throws -> Scene {
        try Scene(name: "kiosk", viewport: Size(width: 800, height: 600),
                  lists: [Scene.List(id: "inbox", title: "Inbox", tasks: [Scene.Task(id: "t1", title: "Buy milk")]),
                          Scene.List(id: "today", title: "Today", schedule: schedules ? .today : nil),
                          Scene.List(id: "upcoming", title: "Upcoming", schedule: schedules ? .tomorrow : nil)],
                  receivers: [
                      Scene.Receiver(id: "list", frame: Rect(x: 20, y: 60, width: 760, height: 520), role: .list("inbox"), accepts: [.task],
                                     rows: Scene.RowLayout(first: Rect(x: 30, y: 70, width: 440, height: 44), pitch: 50, activation: .distance(4))),
                      Scene.Receiver(id: "tab-today", frame: Rect(x: 20, y: 10, width: 180, height: 40), role: .moveTo("today"), accepts: [.task]),
                      Scene.Receiver(id: "tab-upcoming", frame: Rect(x: 220, y: 10, width: 180, height: 40), role: .moveTo("upcoming"), accepts: [.task]),
                  ],
                  sources: [], clock: clock)
    }

    static let berlin = TimeZoneCalendar(identifier: "Europe/Berlin")!

    /// Drags t1 from the Inbox onto a tab, let go 200 ms after input time 0, and says what the
    /// runtime reported: the move with t1's date, or the refusal.
    static func drop(on tab: ListID, in runtime: inout BoardRuntime) throws -> String {
        let x: Double = tab == "today" ? 100 : 300
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 80), time: .milliseconds(50))), into: &events)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: x, y: 30), time: .milliseconds(100))), into: &events)
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: x, y: 30), time: .milliseconds(200))), into: &events)
        if let refusal = events.first(where: { if case .refused = $0.kind { true } else { false } }) { return "\(refusal.kind)" }
        return "\(runtime.board.task("t1")?.list.rawValue ?? "-") \(runtime.board.task("t1")?.scheduled.map { "\($0)" } ?? "none")"
    }

    /// The date t1 gets dropped on `tab` at the UTC moment `iso` (the release's), the scene clock at
    /// +01:00 (Berlin's winter offset), dated by `calendar` when given.
    static func dated(on tab: ListID, at milliseconds: Int64, calendar: (any DayCalendar)?) throws -> String {
        var runtime = try BoardRuntime(scene: scene(clock: Scene.Clock(start: UnixTime(milliseconds: milliseconds - 200),
                                                                       calendar: FixedOffsetCalendar(secondsEast: 3_600))))
        runtime.dayCalendar = calendar
        return try drop(on: tab, in: &runtime)
    }

    @Test("a clock start at the end of Unix time's range refuses a drop on Today as undatable, where adding the input time trapped; one in the year 9999 dates it")
    func clockStartAtTheEndOfTimeDoesNotTrap() throws {
        var runtime = try BoardRuntime(scene: Self.scene(clock: Scene.Clock(start: UnixTime(milliseconds: 0))))
        runtime.clockStart = UnixTime(milliseconds: .max - 100)
        #expect(try Self.drop(on: "today", in: &runtime)
                == "refused(list today schedules its tasks for today, but the drop could not be dated: its time, 9223372036854775807 ms after 1970, is outside the years 0000 to 9999, intent: task(t1) onto tab-today)")
        var late = try BoardRuntime(scene: Self.scene(clock: Scene.Clock(start: UnixTime(milliseconds: 0))))
        late.clockStart = UnixTime(milliseconds: 253_402_300_799_999 - 1_000)
        #expect(try Self.drop(on: "today", in: &late) == "today 9999-12-31T00:00:00Z")
    }

    @Test("a drop on Today at 22:30 UTC on a summer day in Berlin (00:30 on the 16th) is dated the 16th; at +01:00 all year, the 15th")
    func summerLateEveningIsTheNextDay() throws {
        let at: Int64 = 1_784_154_600_000 // 2026-07-15T22:30:00Z
        #expect(try Self.dated(on: "today", at: at, calendar: Self.berlin) == "today 2026-07-15T22:00:00Z")
        #expect(try Self.dated(on: "today", at: at, calendar: nil) == "today 2026-07-14T23:00:00Z")
    }

    @Test("a drop on Today at 21:30 UTC on a summer day (23:30 in Berlin) is dated that day, which began at 22:00 UTC the day before")
    func summerEveningIsTheSameDay() throws {
        #expect(try Self.dated(on: "today", at: 1_784_151_000_000, calendar: Self.berlin) == "today 2026-07-14T22:00:00Z") // 2026-07-15T21:30:00Z
    }

    @Test("in winter Berlin is at +01:00: a drop at 22:30 UTC (23:30) is that day, at 23:30 UTC (00:30) the next")
    func winterFollowsTheFixedOffset() throws {
        #expect(try Self.dated(on: "today", at: 1_768_516_200_000, calendar: Self.berlin) == "today 2026-01-14T23:00:00Z") // 2026-01-15T22:30:00Z
        #expect(try Self.dated(on: "today", at: 1_768_519_800_000, calendar: Self.berlin) == "today 2026-01-15T23:00:00Z") // 2026-01-15T23:30:00Z
    }

    @Test("Upcoming from the start of the day clocks go forward (29 March) is 23 hours away, from the day they go back (25 October) 25 hours")
    func tomorrowAcrossDaylightSavingChanges() throws {
        let march29 = UnixTime(milliseconds: 1_774_738_800_000) // 2026-03-28T23:00:00Z, 00:00 in Berlin
        #expect(try Self.dated(on: "upcoming", at: march29.milliseconds, calendar: Self.berlin) == "upcoming 2026-03-29T22:00:00Z")
        #expect(Self.berlin.startOfNextDay(after: march29).milliseconds - march29.milliseconds == 23 * 3_600_000)
        let october25 = UnixTime(milliseconds: 1_792_879_200_000) // 2026-10-24T22:00:00Z, 00:00 in Berlin
        #expect(try Self.dated(on: "upcoming", at: october25.milliseconds, calendar: Self.berlin) == "upcoming 2026-10-25T23:00:00Z")
        #expect(Self.berlin.startOfNextDay(after: october25).milliseconds - october25.milliseconds == 25 * 3_600_000)
        // At +01:00 all year, 24 hours both times, and the October drop (23:00 on the 24th there) a day early.
        #expect(try Self.dated(on: "upcoming", at: march29.milliseconds, calendar: nil) == "upcoming 2026-03-29T23:00:00Z")
        #expect(try Self.dated(on: "upcoming", at: october25.milliseconds, calendar: nil) == "upcoming 2026-10-24T23:00:00Z")
    }

    @Test("without a scene clock, a drop on a board's scheduled list is refused until the app sets clockStart; then dayCalendar dates it")
    func clockStartWithoutASceneClock() throws {
        var board = try TaskBoard(lists: ["inbox", "today", "upcoming"], schedules: ["today": .today, "upcoming": .tomorrow])
        try board.append(id: "t1", title: "Buy milk", to: "inbox")
        let scene = try Self.scene(clock: nil, schedules: false)
        var refusing = try BoardRuntime(scene: scene, board: board)
        #expect(refusing.clockStart == nil)
        #expect(try Self.drop(on: "today", in: &refusing)
                == "refused(list today schedules its tasks for today, but the drop came with no time, intent: task(t1) onto tab-today)")
        var runtime = try BoardRuntime(scene: scene, board: board)
        runtime.clockStart = UnixTime(milliseconds: 1_784_154_600_000 - 200) // input time 0: 200 ms before 2026-07-15T22:30:00Z
        #expect(try Self.drop(on: "today", in: &runtime) == "today 2026-07-15T00:00:00Z") // UTC's day without a calendar
        var berlin = try BoardRuntime(scene: scene, board: board)
        berlin.clockStart = UnixTime(milliseconds: 1_784_154_600_000 - 200)
        berlin.dayCalendar = Self.berlin
        #expect(try Self.drop(on: "today", in: &berlin) == "today 2026-07-15T22:00:00Z")
    }

    @Test("clockStart starts as the scene clock's start, and setting it re-anchors the drops after it")
    func clockStartFollowsTheScene() throws {
        var runtime = try BoardRuntime(scene: Self.scene(clock: Scene.Clock(start: UnixTime(milliseconds: 1_784_154_600_000))))
        #expect(runtime.clockStart == UnixTime(milliseconds: 1_784_154_600_000))
        runtime.clockStart = UnixTime(milliseconds: 1_784_154_600_000 + 2 * 3_600_000) // two hours on: the 16th in UTC
        #expect(try Self.drop(on: "today", in: &runtime) == "today 2026-07-16T00:00:00Z")
    }

    @Test("an offset function's answer beyond 18 hours refuses the drop, saying why, as announcements do; within, it dates the drop")
    func offsetFunctionBeyondEighteenHours() throws {
        let at: Int64 = 1_784_154_600_000 // 2026-07-15T22:30:00Z
        let summer = OffsetFunctionCalendar { _ in 7_200 }
        #expect(try Self.dated(on: "today", at: at, calendar: summer) == "today 2026-07-15T22:00:00Z")
        var runtime = try BoardRuntime(scene: Self.scene(clock: Scene.Clock(start: UnixTime(milliseconds: at - 200))))
        runtime.dayCalendar = OffsetFunctionCalendar { _ in 90_000 }
        runtime.enableAnnouncements()
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 80), time: .milliseconds(50))), into: &events)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 100, y: 30), time: .milliseconds(100))), into: &events)
        events.removeAll()
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 100, y: 30), time: .milliseconds(200))), into: &events)
        let why = "the UTC offset at 2026-07-15T22:30:00Z was 90000 s, beyond ±64800 s (18 hours)"
        #expect(events.dropFirst().map { "\($0.kind)" }.first
                == "refused(list today schedules its tasks for today, but the drop could not be dated: \(why), intent: task(t1) onto tab-today)")
        #expect(events.compactMap { event -> String? in if case .announced(_, let text) = event.kind { text } else { nil } }
                == ["Could not drop Buy milk onto Today: Today schedules its tasks for today, but the drop could not be dated: \(why). "
                    + "Buy milk returned to position 1 of 1 in Inbox."])
        #expect(runtime.board.task("t1")?.list == "inbox")
    }
}
