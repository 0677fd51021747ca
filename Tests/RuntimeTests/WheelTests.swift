import DropEngine
import DropGeometry
import Runtime
import Testing

/// A mouse wheel over the board (`BoardRuntime.wheel(by:over:at:line:into:)`): the list under it scrolls.
@Suite("Wheel scrolling in the runtime")
struct WheelTests {
    /// Two scrollable lists of 30 tasks overlapping at x 300…400: "back" (z 0, 0…400) and "front" (z 1, 300…600),
    /// beside Trash; `frontFirst` lists the front one first in the scene.
    static func overlapping(frontFirst: Bool = false) throws -> Scene {
        func tasks(_ list: String) -> String { (1...30).map { #"{"id": "\#(list)\#($0)", "title": "\#(list) \#($0)"}"# }.joined(separator: ", ") }
        func receiver(_ id: String, x: Int, z: Int) -> String {
            """
            {"id": "\(id)", "frame": {"x": \(x), "y": 60, "width": \(x == 0 ? 400 : 300), "height": 400}, "z": \(z), "role": {"list": "\(id)"},
             "accepts": ["task"], "scrollable": true, "rows": {"x": \(x + 10), "y": 70, "width": 280, "height": 40, "pitch": 50}}
            """
        }
        return try Scene.decode("""
            {"viewport": {"width": 800, "height": 600},
             "lists": [{"id": "back", "tasks": [\(tasks("b"))]}, {"id": "front", "tasks": [\(tasks("f"))]}],
             "receivers": [\(frontFirst ? receiver("front", x: 300, z: 1) : receiver("back", x: 0, z: 0)),
                           \(frontFirst ? receiver("back", x: 0, z: 0) : receiver("front", x: 300, z: 1)),
                           {"id": "trash", "frame": {"x": 620, "y": 460, "width": 160, "height": 100}, "role": "trash", "accepts": ["task"]}]}
            """, file: "two.json")
    }

    @Test("the topmost scrollable list under the point scrolls, held within its content; over another receiver nothing scrolls")
    func theTopmostListUnderThePointScrolls() throws {
        var runtime = try BoardRuntime(scene: try Self.overlapping())
        var events: [RuntimeEvent] = []
        #expect(try runtime.wheel(by: 120, over: Point(x: 350, y: 200), at: .milliseconds(0), into: &events) == "front")
        #expect([runtime.scrollOffset(of: "back"), runtime.scrollOffset(of: "front")] == [0, 120])
        try runtime.wheel(by: 80, over: Point(x: 100, y: 200), at: .milliseconds(10), into: &events)
        #expect([runtime.scrollOffset(of: "back"), runtime.scrollOffset(of: "front")] == [80, 120])
        // 30 rows 50 apart from y 70 end at 1560; the frame ends at 460, less the first row's 10 of padding.
        try runtime.wheel(by: 1e9, over: Point(x: 350, y: 200), at: .milliseconds(20), into: &events)
        // Held at the end of its content, the list is still the one the wheel is over.
        #expect(try runtime.wheel(by: 10, over: Point(x: 350, y: 200), at: .milliseconds(25), into: &events) == "front")
        try runtime.wheel(by: -1e9, over: Point(x: 100, y: 200), at: .milliseconds(30), into: &events)
        #expect([runtime.scrollOffset(of: "back"), runtime.scrollOffset(of: "front")] == [0, 1110])
        #expect(try runtime.wheel(by: 50, over: Point(x: 700, y: 500), at: .milliseconds(40), into: &events) == nil)
        #expect([runtime.scrollOffset(of: "back"), runtime.scrollOffset(of: "front")] == [0, 1110])
        #expect(events.isEmpty, "scrolling with no drag says nothing: \(events)")
    }

    @Test("a wheel at a time before the last input's is rejected and scrolls nothing; a delta or point that is not finite is an error saying which")
    func wheelsOutOfTimeOrNotFinite() throws {
        var runtime = try BoardRuntime(scene: try Self.overlapping())
        var events: [RuntimeEvent] = []
        try runtime.wheel(by: 50, over: Point(x: 100, y: 200), at: .milliseconds(100), into: &events)
        try runtime.wheel(by: 50, over: Point(x: 100, y: 200), at: .milliseconds(90), line: 7, into: &events)
        #expect(runtime.scrollOffset(of: "back") == 50)
        #expect(events.map(\.textLine) == ["     90 ms       input rejected: time went backwards (100 ms, then 90 ms)"])
        #expect(events.map(\.line) == [7])
        func error(_ delta: Double, _ point: Point) -> String? {
            do { try runtime.wheel(by: delta, over: point, at: .milliseconds(200), into: &events) } catch { return "\(error)" }
            return nil
        }
        #expect(error(.nan, Point(x: 100, y: 200)) == "BoardRuntime.wheel: delta: expected a finite number of points, found nan")
        #expect(error(1, Point(x: .infinity, y: 0)) == "BoardRuntime.wheel: point: expected a finite point, found (inf, 0)")
        #expect(runtime.scrollOffset(of: "back") == 50)
    }

    @Test("where two scrollable lists overlap, the wheel and a drag resting at the bottom edge move the same one, the higher z, wherever the scene lists it (auto-scroll took the later in the scene)")
    func wheelAndAutoScrollAgreeOnTheListUnderThePoint() throws {
        for frontFirst in [false, true] {
            var runtime = try BoardRuntime(scene: try Self.overlapping(frontFirst: frontFirst))
            var events: [RuntimeEvent] = []
            try runtime.wheel(by: 10, over: Point(x: 350, y: 440), at: .milliseconds(0), into: &events)
            #expect([runtime.scrollOffset(of: "back"), runtime.scrollOffset(of: "front")] == [0, 10], "front first: \(frontFirst)")
            // b1's row (10…290 × 70…110) long-pressed, carried into the overlap at the bottom edge, held there.
            try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 100, y: 90), time: .milliseconds(10))), into: &events)
            try runtime.handle(.tick(at: .milliseconds(400)), into: &events) // past the long-press
            try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 350, y: 450), time: .milliseconds(420))), into: &events)
            try runtime.handle(.tick(at: .milliseconds(1_500)), into: &events)
            #expect(runtime.scrollOffset(of: "back") == 0 && runtime.scrollOffset(of: "front") > 10, "front first: \(frontFirst)")
        }
    }

    /// One scrollable list of 30 tasks (0…400 × 60…460) with Trash floating over its bottom right corner (250…400 × 400…460, z 1).
    static func trashOverTheList() throws -> Scene {
        let tasks = (1...30).map { #"{"id": "t\#($0)", "title": "Task \#($0)"}"# }.joined(separator: ", ")
        return try Scene.decode("""
            {"viewport": {"width": 800, "height": 600},
             "lists": [{"id": "inbox", "tasks": [\(tasks)]}],
             "receivers": [{"id": "inbox", "frame": {"x": 0, "y": 60, "width": 400, "height": 400}, "role": {"list": "inbox"},
                            "accepts": ["task"], "scrollable": true, "rows": {"x": 10, "y": 70, "width": 230, "height": 40, "pitch": 50}},
                           {"id": "trash", "frame": {"x": 250, "y": 400, "width": 150, "height": 60}, "z": 1, "role": "trash", "accepts": ["task"]}]}
            """, file: "trash-over.json")
    }

    @Test("a receiver over a scrollable list covers it: a wheel over Trash there scrolls nothing, and a drag resting on Trash at the list's bottom edge does not auto-scroll (both scrolled the list beneath); Trash turned off does not")
    func aReceiverOverAListCoversIt() throws {
        var runtime = try BoardRuntime(scene: try Self.trashOverTheList())
        var events: [RuntimeEvent] = []
        #expect(try runtime.wheel(by: 60, over: Point(x: 300, y: 430), at: .milliseconds(0), into: &events) == nil)
        #expect(runtime.scrollOffset(of: "inbox") == 0)
        try runtime.wheel(by: 60, over: Point(x: 100, y: 430), at: .milliseconds(5), into: &events)
        #expect(runtime.scrollOffset(of: "inbox") == 60)
        try runtime.wheel(by: -60, over: Point(x: 100, y: 430), at: .milliseconds(8), into: &events)
        // t1's row (10…240 × 70…110) long-pressed, carried onto Trash at the list's bottom edge, held there, dropped.
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 100, y: 90), time: .milliseconds(10))), into: &events)
        try runtime.handle(.tick(at: .milliseconds(400)), into: &events) // past the long-press
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 300, y: 450), time: .milliseconds(420))), into: &events)
        try runtime.handle(.tick(at: .milliseconds(1_500)), into: &events)
        #expect(runtime.scrollOffset(of: "inbox") == 0)
        #expect(runtime.nextDeadline == nil, "no scroll ticks asked for over Trash")
        events.removeAll()
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 300, y: 450), time: .milliseconds(1_510))), into: &events)
        #expect(events.map(\.textLine).contains { $0.contains("trash t1") }, "\(events.map(\.textLine))")
        // The same drag resting on the list's own bottom edge beside Trash scrolls it.
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 100, y: 90), time: .milliseconds(2_000))), into: &events)
        try runtime.handle(.tick(at: .milliseconds(2_400)), into: &events)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 100, y: 450), time: .milliseconds(2_420))), into: &events)
        try runtime.handle(.tick(at: .milliseconds(3_500)), into: &events)
        #expect(runtime.scrollOffset(of: "inbox") > 0)
        // Trash turned off is passed over, as a drag's target passes it over: the wheel there scrolls the list.
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 100, y: 450), time: .milliseconds(3_510))), into: &events)
        try runtime.setEnabled(false, receiver: "trash", at: .milliseconds(3_520), into: &events)
        let offset = runtime.scrollOffset(of: "inbox")
        #expect(try runtime.wheel(by: -30, over: Point(x: 300, y: 430), at: .milliseconds(3_530), into: &events) == "inbox")
        #expect(runtime.scrollOffset(of: "inbox") == offset - 30)
    }
}
