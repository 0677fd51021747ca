import DropEngine
import DropGeometry
import Runtime
import Testing

/// A tap on a section's title is each pointer's own: a kiosk's second finger going down or up
/// while the first taps does not take the tap away.
@Suite("Taps on sections' titles, one per pointer")
struct SectionTitleTapTests {
    /// Feeds `input` for `pointer` at (250, `y`) at `ms`; the events as `replay` prints them.
    static func feed(_ runtime: inout BoardRuntime, _ input: (PointerEvent) -> DragInput, _ pointer: Int, _ y: Double, at ms: Int64) throws -> [String] {
        var events: [RuntimeEvent] = []
        try runtime.handle(input(PointerEvent(pointer: PointerID(pointer), kind: .touch, position: Point(x: 250, y: y), time: .milliseconds(ms))), into: &events)
        return events.map(\.textLine)
    }

    @Test("two fingers tap Work's and Home's titles, their presses overlapping: both sections close, each at its own release (Work's tap was lost)")
    func overlappingTapsBothToggle() throws {
        var runtime = try BoardRuntime(scene: Scene.builtIn("projects")!)
        #expect(try Self.feed(&runtime, DragInput.pointerDown, 1, 88, at: 0) == [])
        #expect(try Self.feed(&runtime, DragInput.pointerDown, 2, 248, at: 10) == [])
        #expect(try Self.feed(&runtime, DragInput.pointerUp, 1, 88, at: 50) == ["     50 ms       section collapsed: work"])
        // Work's tasks went: Home's title is two rows up now, but finger 2 tapped it where it was.
        #expect(try Self.feed(&runtime, DragInput.pointerUp, 2, 248, at: 60) == ["     60 ms       section collapsed: home"])
        #expect(runtime.collapsedSections == ["work", "home", "errands"])
    }

    @Test("a finger pressing a task's row while another taps a title: the tap toggles the section, the press goes on")
    func aPressOnARowDoesNotEndATitleTap() throws {
        var runtime = try BoardRuntime(scene: Scene.builtIn("projects")!)
        #expect(try Self.feed(&runtime, DragInput.pointerDown, 1, 368, at: 0) == [])   // Errands' title (collapsed)
        _ = try Self.feed(&runtime, DragInput.pointerDown, 2, 128, at: 10)              // Write spec's row
        #expect(try Self.feed(&runtime, DragInput.pointerUp, 1, 368, at: 50) == ["     50 ms       section expanded: errands"])
        #expect(runtime.collapsedSections == [])
    }

    @Test("a press held on Work's title for the rows' long-press (300 ms) and released leaves Work open; released at 299 ms it is a tap and closes it")
    func aHoldOnATitleIsNoTap() throws {
        var runtime = try BoardRuntime(scene: Scene.builtIn("projects")!)
        #expect(try Self.feed(&runtime, DragInput.pointerDown, 1, 88, at: 0) == [])
        #expect(try Self.feed(&runtime, DragInput.pointerUp, 1, 88, at: 300) == [])   // at the deadline: a row would lift
        #expect(runtime.collapsedSections == ["errands"])
        #expect(try Self.feed(&runtime, DragInput.pointerDown, 1, 88, at: 1000) == [])
        var events: [RuntimeEvent] = []
        try runtime.handle(.tick(at: .milliseconds(1500)), into: &events)               // a deadline's tick, as a driver sends it
        #expect(events == [])
        #expect(try Self.feed(&runtime, DragInput.pointerUp, 1, 88, at: 1600) == [])
        #expect(runtime.collapsedSections == ["errands"])
        #expect(try Self.feed(&runtime, DragInput.pointerDown, 1, 88, at: 2000) == [])
        #expect(try Self.feed(&runtime, DragInput.pointerUp, 1, 88, at: 2299) == ["   2299 ms       section collapsed: work"])
    }

    @Test("a scene's longer long-press is the title's too: held 400 ms of 500 it is still a tap, 500 ms a hold")
    func theScenesLongPressTimeCounts() throws {
        let text = Scene.projectsJSON.replacingOccurrences(of: #""activation": "longPress""#,
                                                           with: #""activation": {"longPress": {"milliseconds": 500}}"#)
        var runtime = try BoardRuntime(scene: Scene.decode(text, file: "projects-500.json"))
        #expect(try Self.feed(&runtime, DragInput.pointerDown, 1, 88, at: 0) == [])
        #expect(try Self.feed(&runtime, DragInput.pointerUp, 1, 88, at: 400) == ["    400 ms       section collapsed: work"])
        #expect(try Self.feed(&runtime, DragInput.pointerDown, 1, 88, at: 1000) == [])
        #expect(try Self.feed(&runtime, DragInput.pointerUp, 1, 88, at: 1500) == [])
        #expect(runtime.collapsedSections == ["work", "errands"])
    }

    @Test("a folder's row held for the long-press lifts the folder; released where it was, it is put back, not opened or closed")
    func aHoldOnAFolderIsNoTap() throws {
        var runtime = try BoardRuntime(scene: Scene.builtIn("files")!)
        #expect(try Self.feed(&runtime, DragInput.pointerDown, 1, 128, at: 0) == ["      0 ms   p1  press on fa (long-press until 300 ms)"])
        #expect(try Self.feed(&runtime, DragInput.pointerUp, 1, 128, at: 400) == [
            "    400 ms   p1  drag started: fa — haptic: medium, lift, opacity 0.7, shadow",
            "    400 ms   p1  over list: accepts, slot 1",
            "    400 ms   p1  dropped task(fa) on list at slot 1 — haptic: light, settle (spring, 200 ms)",
            "    400 ms       unchanged: reorder fa to 1 (already so: nothing to do)",
        ])
        #expect(runtime.board.task("fa")?.kind == .folder(expanded: true))
    }
}
