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
        return events.map(\.description)
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
}
