import DropEngine
import DropGeometry
import Runtime
import TaskModel
import Testing

/// The runtime's calls that take a time (an input, a selection, a scroll, a refresh, an undo)
/// share one clock: one given a time before the last call's is rejected with an `inputRejected`
/// event and does nothing, so events are never stamped before those already reported.
@Suite("The runtime's clock")
struct RuntimeClockTests {
    static func rejected(_ pointer: PointerID?, previous: Int64, found: Int64) -> RuntimeEvent.Kind {
        .engine(.inputRejected(pointer, reason: .timeWentBackwards(previous: .milliseconds(previous), found: .milliseconds(found))))
    }

    @Test("a release stamped before a selection's time is taken at that time, as the engine takes one before its latest input: the drag drops, its events stamped at the selection's time")
    func aReleaseBeforeTheClockIsTakenAtIt() throws {
        var runtime = try BoardRuntime(scene: .todo)
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        try runtime.handle(.tick(at: .milliseconds(300)), into: &events)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 650, y: 150), time: .milliseconds(400))), into: &events)
        events = []
        #expect(runtime.select(["t3"], at: .milliseconds(450), into: &events) == [])
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 650, y: 150), time: .milliseconds(420))), into: &events)
        #expect(events.map(\.textLine) == [
            "    450 ms   p1  dropped task(t1) on complete — haptic: light, settle (spring, 200 ms)",
            "    450 ms       applied: complete t1",
        ])
    }

    @Test("a selection, a scroll and a refresh before the last input's time are rejected and change nothing; an input before a selection's time is rejected")
    func callsBeforeTheLastTimeAreRejected() throws {
        var runtime = try BoardRuntime(scene: try AutoScrollTests.scene(count: 30))
        var events: [RuntimeEvent] = []
        try runtime.handle(.tick(at: .milliseconds(500)), into: &events)
        events = []
        #expect(runtime.select(["t2"], at: .milliseconds(400), into: &events) == ["t2"])
        #expect(runtime.selection == [])
        try runtime.setScrollOffset(100, of: "list", at: .milliseconds(450), into: &events)
        #expect(runtime.scrollOffset(of: "list") == 0)
        try runtime.refresh(at: .milliseconds(499), into: &events)
        #expect(events.map(\.kind) == [Self.rejected(nil, previous: 500, found: 400), Self.rejected(nil, previous: 500, found: 450),
                                       Self.rejected(nil, previous: 500, found: 499)])
        // At the last time or after, each goes on, and the clock moves with it.
        events = []
        #expect(runtime.select(["t2"], at: .milliseconds(500), into: &events) == [])
        try runtime.setScrollOffset(100, of: "list", at: .milliseconds(600), into: &events)
        #expect(runtime.scrollOffset(of: "list") == 100)
        #expect(!events.contains { if case .engine(.inputRejected) = $0.kind { true } else { false } })
        // The engine never saw 600 ms: a press at 550 ms is rejected by the runtime, as the engine rejects its own.
        events = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(550))), into: &events)
        #expect(events.map(\.kind) == [Self.rejected(1, previous: 600, found: 550)])
        #expect(runtime.engine.drag(of: 1) == nil)
        events = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(600))), into: &events)
        #expect(events.first.map { if case .engine(.pressBegan) = $0.kind { true } else { false } } == true)
    }
}
