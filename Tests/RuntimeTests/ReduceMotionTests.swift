import DropEngine
import DropGeometry
import Runtime
import Testing

/// Reduce Motion turned on and off on a runtime already made (``BoardRuntime/reduceMotion``), as a
/// person changes the setting while the app runs (seed 001: "respect Reduce Motion").
@Suite("Reduce Motion changed on a running runtime")
struct ReduceMotionTests {
    /// Lifts the first row of the todo scene (long-press at `at`, lifted 300 ms later), moves it down the
    /// list to y 200 100 ms after that, and lets it go at `release` 100 ms later; the lines of its drop or cancel.
    static func dragFirstRow(_ runtime: inout BoardRuntime, at start: Int64, release: Point, preview: inout [String]) throws -> [String] {
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(start))), into: &events)
        try runtime.handle(.tick(at: .milliseconds(start + 300)), into: &events)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 200), time: .milliseconds(start + 400))), into: &events)
        preview.append(runtime.engine.preview(for: 1)?.animation.map { "rows shift: \($0.curve.rawValue), \($0.milliseconds) ms" } ?? "rows jump")
        events = []
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: release, time: .milliseconds(start + 500))), into: &events)
        return events.filter {
            if case .engine(.dropped) = $0.kind { true } else if case .engine(.cancelled) = $0.kind { true } else { false }
        }.map(\.textLine)
    }

    @Test("turned on mid-drag, the drag under way keeps its motion; the next drags' drops and cancels carry no animation (the drop's light haptic stays); turned off, the settle is back")
    func changedSettingTakesEffectFromTheNextDrag() throws {
        var runtime = try BoardRuntime(scene: .todo)
        #expect(runtime.reduceMotion == false)
        let complete = Point(x: 650, y: 150), outside = Point(x: 510, y: 30)
        var events: [RuntimeEvent] = []
        var lines: [String] = []
        var previews: [String] = []
        // Buy milk lifted, then Reduce Motion turned on while it is held: its drop still settles.
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        try runtime.handle(.tick(at: .milliseconds(300)), into: &events)
        runtime.reduceMotion = true
        #expect(runtime.reduceMotion == true)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 200), time: .milliseconds(400))), into: &events)
        previews.append(runtime.engine.preview(for: 1)?.animation.map { "rows shift: \($0.curve.rawValue), \($0.milliseconds) ms" } ?? "rows jump")
        events = []
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: complete, time: .milliseconds(500))), into: &events)
        lines += events.filter { if case .engine(.dropped) = $0.kind { true } else { false } }.map(\.textLine)
        // The next drags, pressed with it on: Walk the dog let go outside, then dropped on Complete.
        lines += try Self.dragFirstRow(&runtime, at: 1_000, release: outside, preview: &previews)
        lines += try Self.dragFirstRow(&runtime, at: 2_000, release: complete, preview: &previews)
        // Off again: Write report's drop settles.
        runtime.reduceMotion = false
        lines += try Self.dragFirstRow(&runtime, at: 3_000, release: complete, preview: &previews)
        #expect(lines == [
            "    500 ms   p1  dropped task(t1) on complete — haptic: light, settle (spring, 200 ms)",
            "   1500 ms   p1  cancelled t2: releasedOutside",
            "   2500 ms   p1  dropped task(t2) on complete — haptic: light",
            "   3500 ms   p1  dropped task(t3) on complete — haptic: light, settle (spring, 200 ms)",
        ])
        #expect(previews == ["rows shift: spring, 200 ms", "rows jump", "rows jump", "rows shift: spring, 200 ms"])
    }
}
