import DropEngine
import DropGeometry
import Runtime
import TaskModel
import Testing

@Suite("Auto-scroll in the runtime")
struct AutoScrollTests {
    /// Seed 004's list (frame y 60…580, rows 50 points apart from y 70) with `count` tasks, scrollable.
    static func scene(count: Int) throws -> Scene {
        let tasks = (1...count).map { #"{"id": "t\#($0)", "title": "Task \#($0)"}"# }.joined(separator: ", ")
        return try Scene.decode("""
            {"viewport": {"width": 800, "height": 600}, "lists": [{"id": "inbox", "tasks": [\(tasks)]}],
             "receivers": [{"id": "list", "frame": {"x": 20, "y": 60, "width": 460, "height": 520}, "role": {"list": "inbox"},
                            "accepts": ["task"], "scrollable": true,
                            "rows": {"x": 30, "y": 70, "width": 440, "height": 44, "pitch": 50, "activation": "immediate"}},
                           {"id": "trash", "frame": {"x": 540, "y": 260, "width": 220, "height": 140}, "role": "trash", "accepts": ["task"]}]}
            """, file: "long.json")
    }

    private static func press(_ runtime: inout BoardRuntime, at y: Double, ms: Int64) throws -> [RuntimeEvent.Kind] {
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: y), time: .milliseconds(ms))), into: &events)
        try runtime.handle(.pointerCancel(PointerEvent(pointer: 1, position: Point(x: 250, y: y), time: .milliseconds(ms))), into: &events)
        return events.map(\.kind)
    }

    @Test("only the part of a row inside the list's frame is hit: task 11's row reaches below the frame, and a press there picks up nothing")
    func rowsOutsideTheFrameAreNotHit() throws {
        var runtime = try BoardRuntime(scene: try Self.scene(count: 20))
        #expect(runtime.rows(of: runtime.scene.receivers[0])[10].frame == Rect(x: 30, y: 570, width: 440, height: 44))
        #expect(try Self.press(&runtime, at: 590, ms: 0) == [])
        #expect(try Self.press(&runtime, at: 575, ms: 10).first == .engine(.pressBegan(1, source: "t11", deadline: nil)))
    }

    @Test("scrolling a row into view moves the rows just enough, never past the content's ends")
    func scrollIntoView() throws {
        var runtime = try BoardRuntime(scene: try Self.scene(count: 200))
        var events: [RuntimeEvent] = []
        try runtime.scrollIntoView(row: 199, of: "list", at: .milliseconds(0), into: &events)
        #expect(runtime.scrollOffset(of: "list") == 9494) // the last row's bottom 10 points (the padding) above the frame's, 580
        #expect(runtime.rows(of: runtime.scene.receivers[0])[199].frame.maxY == 570)
        #expect(try Self.press(&runtime, at: 560, ms: 10).first == .engine(.pressBegan(1, source: "t200", deadline: nil)))
        try runtime.scrollIntoView(row: 0, of: "list", at: .milliseconds(20), into: &events)
        #expect(runtime.scrollOffset(of: "list") == 0)
        try runtime.scrollIntoView(row: 100, of: "list", at: .milliseconds(25), into: &events)
        #expect(runtime.scrollOffset(of: "list") == 4544) // row 100's bottom, 5114, at 570
        try runtime.setScrollOffset(1e6, of: "list", at: .milliseconds(30), into: &events)
        #expect(runtime.scrollOffset(of: "list") == 9494) // the end: the last row's bottom plus the 10-point padding
    }

    @Test("a drag resting in the middle of the list asks for no tick; in the edge zone it asks for one 16 ms on, until the end")
    func deadlines() throws {
        var runtime = try BoardRuntime(scene: try Self.scene(count: 30))
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 300), time: .milliseconds(10))), into: &events)
        #expect(runtime.nextDeadline == nil)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 80), time: .milliseconds(20))), into: &events)
        #expect(runtime.nextDeadline == nil) // at the top already: nothing to scroll up to
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 575), time: .milliseconds(30))), into: &events)
        #expect(runtime.nextDeadline == .milliseconds(46))
        // The speed at 5 points from the edge is full; the ramp began when the drag started, at 0 ms.
        try runtime.handle(.tick(at: .milliseconds(46)), into: &events)
        #expect(abs(runtime.scrollOffset(of: "list") - 900 * (0.046 * 0.046 - 0.03 * 0.03) / 0.8) < 1e-9)
        // Out of the list: no drive, no deadline.
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 650, y: 300), time: .milliseconds(50))), into: &events)
        #expect(runtime.nextDeadline == nil)
    }

    @Test("two fingers dragging in one list scroll it as the faster alone would: both at the bottom edge at one finger's speed, not twice it; at opposite edges the first finger on a tie leads, and keeps the lead though it slows")
    func twoFingersScrollAsTheFasterAlone() throws {
        var runtime = try BoardRuntime(scene: try Self.scene(count: 200))
        var events: [RuntimeEvent] = []
        func pointer(_ id: PointerID, _ y: Double, at ms: Int64) -> PointerEvent {
            PointerEvent(pointer: id, position: Point(x: 250, y: y), time: .milliseconds(ms))
        }
        try runtime.handle(.pointerDown(pointer(1, 92, at: 0)), into: &events)
        try runtime.handle(.pointerDown(pointer(2, 142, at: 0)), into: &events)
        try runtime.handle(.pointerMove(pointer(1, 570, at: 0)), into: &events)
        try runtime.handle(.pointerMove(pointer(2, 570, at: 0)), into: &events)
        try runtime.handle(.tick(at: .milliseconds(400)), into: &events)
        #expect(runtime.scrollOffset(of: "list") == 180)  // the ramp's 400 ms at 900 points/s, as for one finger
        // Finger 2 at the top edge, full speed up, against finger 1's full speed down: finger 1's 100 ms.
        try runtime.handle(.pointerMove(pointer(2, 70, at: 400)), into: &events)
        try runtime.handle(.tick(at: .milliseconds(500)), into: &events)
        #expect(runtime.scrollOffset(of: "list") == 270)
        // Finger 1 slower (80 points from the bottom edge: 50/65 of full speed) but still in its
        // zone: it keeps the lead, at its speed (before, the faster, finger 2, took the list back up to 180).
        try runtime.handle(.pointerMove(pointer(1, 500, at: 500)), into: &events)
        try runtime.handle(.tick(at: .milliseconds(600)), into: &events)
        #expect(abs(runtime.scrollOffset(of: "list") - (270 + 90 * 50 / 65)) < 1e-9)
    }

    @Test("two fingers resting in opposite edge zones, jittering 3 points every 16 ms, scroll the list one way: the first to move it leads until it leaves its zone, then the other leads at its own ramp's speed")
    func twoFingersInOppositeZonesDoNotShakeTheList() throws {
        var runtime = try BoardRuntime(scene: try Self.scene(count: 200))
        var events: [RuntimeEvent] = []
        func move(_ id: PointerID, _ y: Double, at ms: Int64) throws {
            try runtime.handle(.pointerMove(PointerEvent(pointer: id, position: Point(x: 250, y: y), time: .milliseconds(ms))), into: &events)
        }
        func offset() -> String { String((runtime.scrollOffset(of: "list") * 100).rounded() / 100) }
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        try runtime.handle(.pointerDown(PointerEvent(pointer: 2, position: Point(x: 250, y: 142), time: .milliseconds(0))), into: &events)
        // The kiosk trial's fingers (scroll-two-opposite.trace): finger 1 about 30 points into the
        // bottom zone (y 450…580), finger 2 about 30 into the top one (y 60…190), as it jittered.
        try move(1, 480, at: 0)
        try move(2, 160, at: 0)
        let jitter: [(Double, Double)] = [(481, 159), (482, 159), (483, 162), (483, 162), (482, 161), (477, 163), (480, 163), (478, 162),
                                          (477, 158), (477, 159), (480, 163), (478, 160), (481, 157), (481, 158), (477, 162), (478, 160)]
        var offsets: [String] = []
        for (i, (y1, y2)) in jitter.enumerated() {
            try move(1, y1, at: Int64(i + 1) * 16)
            try move(2, y2, at: Int64(i + 1) * 16)
            offsets.append(offset())
        }
        // Before, the faster finger of each step moved the list, and it went down and up with the jitter.
        #expect(offsets.joined(separator: " ") == "0.13 0.54 1.25 2.28 3.59 5.15 6.71 8.7 10.81 13.08 15.6 18.65 21.76 25.46 29.45 33.16")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { Double($0)! < Double($1)! })
        // Finger 1 leaves its zone for the middle: finger 2 leads, at full ramp (it entered at 0 ms), up.
        try move(1, 300, at: 272)
        try runtime.handle(.tick(at: .milliseconds(288)), into: &events)
        try runtime.handle(.tick(at: .milliseconds(304)), into: &events)
        offsets = [offset()]
        // Finger 1 back in the bottom zone, faster than finger 2: finger 2 keeps the lead.
        try move(1, 570, at: 320)
        try runtime.handle(.tick(at: .milliseconds(336)), into: &events)
        offsets.append(offset())
        // Finger 2's drag ends (a release in the list drops it): finger 1 leads, down.
        try runtime.handle(.pointerUp(PointerEvent(pointer: 2, position: Point(x: 250, y: 160), time: .milliseconds(352))), into: &events)
        try runtime.handle(.tick(at: .milliseconds(368)), into: &events)
        offsets.append(offset())
        #expect(offsets.joined(separator: " ") == "27.68 17.05 24.29")
    }

    @Test("a finger held back by a lead pulling the other way asks for no tick: the lead holds the list at its end, so nothing moves until it leaves its zone")
    func aFingerHeldBackByTheLeadAsksForNoTick() throws {
        var runtime = try BoardRuntime(scene: try Self.scene(count: 20))
        var events: [RuntimeEvent] = []
        func move(_ id: PointerID, _ y: Double, at ms: Int64) throws {
            try runtime.handle(.pointerMove(PointerEvent(pointer: id, position: Point(x: 250, y: y), time: .milliseconds(ms))), into: &events)
        }
        // At its end (494 points: 20 rows of 50 from y 70, 10 points of padding, to y 580): t11 and t12 are at y 76 and 126.
        try runtime.setScrollOffset(1_000_000, of: "list", at: .milliseconds(0), into: &events)
        #expect(runtime.scrollOffset(of: "list") == 494)
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        try runtime.handle(.pointerDown(PointerEvent(pointer: 2, position: Point(x: 250, y: 142), time: .milliseconds(0))), into: &events)
        // Both at full speed, opposite ways: finger 1 leads on the tie, down, where the list cannot go.
        try move(1, 570, at: 0)
        try move(2, 70, at: 0)
        try runtime.handle(.tick(at: .milliseconds(16)), into: &events)
        #expect(runtime.scrollOffset(of: "list") == 494)
        #expect(runtime.nextDeadline == nil)
        // Finger 1 leaves its zone: finger 2 leads, up, at its ramp's speed (116 ms in).
        try move(1, 300, at: 100)
        #expect(runtime.nextDeadline == .milliseconds(116))
        try runtime.handle(.tick(at: .milliseconds(116)), into: &events)
        #expect(abs(runtime.scrollOffset(of: "list") - (494 - 900 * (0.116 * 0.116 - 0.1 * 0.1) / 0.8)) < 1e-9)
    }

    @Test("a drag in the top edge zone of a scrolled list scrolls it up by the same law, and stops at the top")
    func scrollsUpAndStopsAtTheTop() throws {
        var runtime = try BoardRuntime(scene: try Self.scene(count: 200))
        var events: [RuntimeEvent] = []
        try runtime.setScrollOffset(500, of: "list", at: .milliseconds(0), into: &events)
        // Row 11 (t11) is now the first in view, at y 70.
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        #expect(events.contains { $0.kind == .engine(.pressBegan(1, source: "t11", deadline: nil)) })
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 300), time: .milliseconds(10))), into: &events)
        #expect(runtime.nextDeadline == nil)
        // 5 points below the top edge (y 60): full speed upwards, with the ramp begun at 0 ms.
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 65), time: .milliseconds(30))), into: &events)
        #expect(runtime.nextDeadline == .milliseconds(46))
        try runtime.handle(.tick(at: .milliseconds(46)), into: &events)
        // The press at y 92 began the drag inside the top zone too: from 0 to 10 ms, until the move
        // to the middle, the list scrolled up by the ramp's first 10 ms.
        #expect(abs(runtime.scrollOffset(of: "list") - (500 - 900 * (0.01 * 0.01) / 0.8 - 900 * (0.046 * 0.046 - 0.03 * 0.03) / 0.8)) < 1e-9)
        var previous = runtime.scrollOffset(of: "list"), ticks = 1
        while let deadline = runtime.nextDeadline, ticks < 1_000 {
            try runtime.handle(.tick(at: deadline), into: &events)
            #expect(runtime.scrollOffset(of: "list") < previous)
            previous = runtime.scrollOffset(of: "list")
            ticks += 1
        }
        #expect(runtime.scrollOffset(of: "list") == 0)
        #expect(runtime.nextDeadline == nil)  // at the top: no more ticks asked for
        #expect(ticks < 100)                  // 500 points at up to 900 points/s, 16 ms a tick
        #expect(runtime.rows(of: runtime.scene.receivers[0])[0].frame.minY == 70)
    }

    @Test("the edge zone is min(25 % of the height, 180 points); the speed is 0 at its inner edge and full from halfway in")
    func speedLaw() {
        let frame = Rect(x: 0, y: 100, width: 100, height: 400)  // zone 100
        #expect(AutoScroll.speed(at: 300, in: frame) == 0)
        #expect(AutoScroll.speed(at: 400, in: frame) == 0)       // the bottom zone's inner edge
        #expect(AutoScroll.speed(at: 425, in: frame) == 0.5)
        #expect(AutoScroll.speed(at: 450, in: frame) == 1)
        #expect(AutoScroll.speed(at: 499, in: frame) == 1)
        #expect(AutoScroll.speed(at: 150, in: frame) == -1)
        #expect(AutoScroll.speed(at: 175, in: frame) == -0.5)
        #expect(AutoScroll.speed(at: 700, in: Rect(x: 0, y: 0, width: 10, height: 1000)) == 0) // zone 180: starts at 820
        #expect(AutoScroll.speed(at: 910, in: Rect(x: 0, y: 0, width: 10, height: 1000)) == 1)
    }

    @Test("setting the scroll offset of an id no receiver has, of a receiver that does not scroll, or to NaN or infinity is an error saying which, and nothing scrolls")
    func setScrollOffsetRefusesWhatCannotScroll() throws {
        var runtime = try BoardRuntime(scene: try Self.scene(count: 30))
        var events: [RuntimeEvent] = []
        #expect(throws: RuntimeError.layout(InputError(file: "long.json", location: .path("receivers"), expected: "the id of a scrollable list receiver to scroll",
                                                       found: "\"lsit\", which no receiver of the scene has"))) {
            try runtime.setScrollOffset(100, of: "lsit", at: .milliseconds(0), into: &events)
        }
        #expect(throws: RuntimeError.layout(InputError(file: "long.json", location: .path("receivers[1]"), expected: "a scrollable list receiver to scroll (\"scrollable\": true)",
                                                       found: "\"trash\", which does not scroll"))) {
            try runtime.setScrollOffset(100, of: "trash", at: .milliseconds(0), into: &events)
        }
        #expect(throws: RuntimeError.layout(InputError(file: "long.json", location: .path("receivers[0]"), expected: "a finite scroll offset for \"list\"", found: "nan"))) {
            try runtime.setScrollOffset(.nan, of: "list", at: .milliseconds(0), into: &events)
        }
        #expect(throws: RuntimeError.layout(InputError(file: "long.json", location: .path("receivers[0]"), expected: "a finite scroll offset for \"list\"", found: "inf"))) {
            try runtime.setScrollOffset(.infinity, of: "list", at: .milliseconds(0), into: &events)
        }
        #expect(throws: RuntimeError.layout(InputError(file: "long.json", location: .path("receivers"), expected: "the id of a scrollable list receiver to scroll",
                                                       found: "\"lsit\", which no receiver of the scene has"))) {
            try runtime.scrollIntoView(row: 3, of: "lsit", at: .milliseconds(0), into: &events)
        }
        #expect(runtime.scrollOffset(of: "list") == 0)
        #expect(events == [])
        try runtime.setScrollOffset(100, of: "list", at: .milliseconds(0), into: &events)
        #expect(runtime.scrollOffset(of: "list") == 100)
    }
}
