import DropEngine
import DropGeometry
import Runtime
import TaskModel
import Testing

/// Every call of the runtime that takes a time refuses one outside `Instant.inputRange` as a
/// value (`timeOutOfRange`) before anything runs at it: nothing traps, and the runtime's clock
/// stays where it was, so later calls are not refused as going backwards.
@Suite("The runtime at the ends of the clock")
struct RuntimeEndOfClockTests {
    static func rejected(_ pointer: PointerID?, _ time: Instant) -> RuntimeEvent.Kind {
        .engine(.inputRejected(pointer, reason: .timeOutOfRange(time)))
    }

    @Test("a tick at Instant.max, and a refresh, a selection, an undo, a receiver disabled and a wheel turned then, are each rejected as out of range; Buy milk's drag from 0 ms on runs as if they never came (the tick was taken, and every later input rejected as going backwards)")
    func callsAtTheEndOfTimeLeaveTheClockAlone() throws {
        var runtime = try BoardRuntime(scene: .todo)
        var events: [RuntimeEvent] = []
        try runtime.handle(.tick(at: .max), into: &events)
        #expect(try runtime.refresh(at: .max, into: &events) == false)
        #expect(runtime.select(["t2"], at: .max, into: &events) == ["t2"], "not selected")
        #expect(try runtime.undo(at: .max, into: &events) == false)
        try runtime.setEnabled(false, receiver: "trash", at: .max, into: &events)
        #expect(try runtime.wheel(by: 10, over: Point(x: 250, y: 300), at: .max, into: &events) == nil)
        #expect(events.map(\.kind) == Array(repeating: Self.rejected(nil, .max), count: 6))
        #expect(events.first?.description == "9223372036854775.807 ms input rejected: time 9223372036854775.807 ms is too near the end of the clock")
        #expect(runtime.selection == [] && runtime.isEnabled(receiver: "trash") == true)
        events = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        try runtime.handle(.tick(at: runtime.nextDeadline!), into: &events)
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 650, y: 150), time: .milliseconds(800))), into: &events)
        #expect(events.map(\.description) == [
            "0 ms p1 press on t1 (long-press until 300 ms)",
            "300 ms p1 drag started: t1 — haptic: medium, lift, opacity 0.7, shadow",
            "300 ms p1 over list: accepts, slot 0",
            "800 ms p1 left list",
            "800 ms p1 over complete: accepts",
            "800 ms p1 dropped task(t1) on complete — haptic: light, settle (spring, 200 ms)",
            "800 ms applied: complete t1",
        ])
    }

    @Test("a keyboard drag onto Today at Instant.min is rejected at its first key, where dating its drop (the scene clock's start plus the time, in whole milliseconds) overflowed and trapped")
    func aKeyboardDropAtTheStartOfTimeDoesNotTrap() throws {
        var runtime = try BoardRuntime(scene: RuntimeDayCalendarTests.scene(clock: Scene.Clock(start: UnixTime(milliseconds: 0))))
        var events: [RuntimeEvent] = []
        for key in [KeyInput.focus("t1"), .pickUp, .target("tab-today"), .drop] {
            try runtime.handle(.key(key, at: .min), into: &events)
        }
        #expect(events.map(\.kind) == Array(repeating: Self.rejected(nil, .min), count: 4))
        #expect(runtime.board.task("t1")?.list == "inbox")
        // At the range's first instant the same drag dates its drop: the clock's start plus its
        // time, -4611686018427387.904 ms (floored to whole milliseconds), is 2026-11-21T00:00:00Z.
        runtime.clockStart = UnixTime(milliseconds: 4_611_686_018_427_388 + 1_795_219_200_000)
        events = []
        for key in [KeyInput.focus("t1"), .pickUp, .target("tab-today"), .drop] {
            try runtime.handle(.key(key, at: Instant.inputRange.lowerBound), into: &events)
        }
        #expect(runtime.board.task("t1")?.list == "today")
        #expect(runtime.board.task("t1")?.scheduled == UnixTime(milliseconds: 1_795_219_200_000))
    }

    @Test("a press at the range's last instant lifts on its long-press and drops: the deadline is exact, not clamped at the clock's end")
    func aDragAtTheLastInstantsOfTheRange() throws {
        var runtime = try BoardRuntime(scene: .todo)
        var events: [RuntimeEvent] = []
        let start = Instant(microseconds: Instant.inputRange.upperBound.microseconds - 1_000_000)
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: start)), into: &events)
        #expect(runtime.nextDeadline == Instant(microseconds: start.microseconds + 300_000))
        try runtime.handle(.tick(at: runtime.nextDeadline!), into: &events)
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 650, y: 150), time: Instant.inputRange.upperBound)), into: &events)
        #expect(runtime.board.completed.map(\.id) == ["t1"])
        #expect(events.last?.description == "4611686018427387.904 ms applied: complete t1")
    }
}
