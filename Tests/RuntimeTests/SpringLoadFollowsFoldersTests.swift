import DropEngine
import DropGeometry
import Runtime
import TaskModel
import Testing

/// A list receiver springs folders open while its list holds one — whatever it held when the
/// scene was loaded: a folder dropped (or undone) into a list that had none springs there, and
/// the list it left, flat now, waits for no rest among its rows.
@Suite("Spring-loading follows folders between lists")
struct SpringLoadFollowsFoldersTests {
    /// Home holds collapsed folder Paperwork (fp, holding p1) above h1; Work holds w1 and w2, no folder.
    /// Rows are 50 points apart from y 70; a row's middle half is 11 to 33 points down.
    static let shelves = """
        {"viewport": {"width": 800, "height": 600},
         "lists": [{"id": "home", "tasks": [{"id": "fp", "title": "Paperwork", "folder": {"expanded": false, "tasks": [{"id": "p1", "title": "Tax return"}]}},
                                            {"id": "h1", "title": "Water plants"}]},
                   {"id": "work", "tasks": [{"id": "w1", "title": "Slides"}, {"id": "w2", "title": "Budget"}]}],
         "receivers": [{"id": "home-list", "frame": {"x": 20, "y": 60, "width": 360, "height": 520}, "role": {"list": "home"}, "accepts": ["task"],
                        "rows": {"x": 30, "y": 70, "width": 340, "height": 44, "pitch": 50, "activation": "immediate"}},
                       {"id": "work-list", "frame": {"x": 420, "y": 60, "width": 360, "height": 520}, "role": {"list": "work"}, "accepts": ["task"],
                        "rows": {"x": 430, "y": 70, "width": 340, "height": 44, "pitch": 50, "activation": "immediate"}}]}
        """

    /// Feeds pointer 1's `input` at (`x`, `y`) at `ms`, and returns the events as `replay` prints them.
    static func feed(_ runtime: inout BoardRuntime, _ input: (PointerEvent) -> DragInput, _ x: Double, _ y: Double, at ms: Int64) throws -> [String] {
        var events: [RuntimeEvent] = []
        try runtime.handle(input(PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(ms))), into: &events)
        return events.map(\.textLine)
    }

    @Test("Paperwork dropped into Work makes a rest on it there wait 700 ms to spring, and Home, flat now, waits for no rest; undone, the other way round, and it springs open in Home")
    func springLoadingFollowsTheFolder() throws {
        var runtime = try BoardRuntime(scene: try Scene.decode(Self.shelves, file: "shelves.json"))
        _ = try Self.feed(&runtime, DragInput.pointerDown, 200, 92, at: 0)
        _ = try Self.feed(&runtime, DragInput.pointerMove, 600, 200, at: 100)
        #expect(try Self.feed(&runtime, DragInput.pointerUp, 600, 200, at: 200).last == "    200 ms       applied: move fp to work at 2")
        // Work: w1, w2, fp (y 170 to 214), fp's drop zone. w1 rests on fp's middle half.
        _ = try Self.feed(&runtime, DragInput.pointerDown, 600, 92, at: 300)
        #expect(try Self.feed(&runtime, DragInput.pointerMove, 600, 192, at: 400) == ["    400 ms   p1  over work-list: inside fp at 1"])
        #expect(runtime.nextDeadline == .milliseconds(1_100))
        // Home holds h1 alone: a rest among its rows waits for nothing (it would dwell anywhere).
        _ = try Self.feed(&runtime, DragInput.pointerMove, 200, 92, at: 500)
        #expect(runtime.nextDeadline == nil)
        _ = try Self.feed(&runtime, DragInput.pointerUp, 400, 590, at: 600)
        // Undone: Paperwork is back in Home, collapsed, and Work is flat again.
        var events: [RuntimeEvent] = []
        #expect(try runtime.undo(at: .milliseconds(700), into: &events))
        #expect(runtime.board.openTasks(in: "home").map(\.id) == ["fp", "h1"])
        _ = try Self.feed(&runtime, DragInput.pointerDown, 600, 92, at: 800)
        _ = try Self.feed(&runtime, DragInput.pointerMove, 600, 142, at: 900)
        #expect(runtime.nextDeadline == nil)
        #expect(try Self.feed(&runtime, DragInput.pointerMove, 200, 92, at: 1_000) == ["   1000 ms   p1  left work-list", "   1000 ms   p1  over home-list: accepts, inside fp at 1"])
        #expect(runtime.nextDeadline == .milliseconds(1_700))
        events = []
        try runtime.handle(.tick(at: .milliseconds(1_700)), into: &events)
        #expect(events.map(\.textLine) == ["   1700 ms   p1  rested over home-list inside fp at 1", "   1700 ms       applied: expand fp"])
    }
}
