import DropEngine
import DropGeometry
import Runtime
import TaskModel
import TaskStore
import Testing

/// Seed 002's swipe-to-delete on the documents scene (`"swipe": {"left": "trash"}`, rows 440
/// points wide: a release 220 points left of the press trashes). Report's row is at y 150…186.
@Suite("Rows swiped on a board")
struct RowSwipeTests {
    private static let documents = Scene.builtIn("documents")!

    private func input(_ kind: (PointerEvent) -> DragInput, _ x: Double, _ y: Double, at ms: Int64) -> DragInput {
        kind(PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(ms)))
    }

    /// Report pressed at (400, 168), carried left to `x`, let go there.
    private func swipeReport(to x: Double, _ runtime: inout BoardRuntime, from ms: Int64 = 0) throws -> [String] {
        var events: [RuntimeEvent] = []
        try runtime.handle(input(DragInput.pointerDown, 400, 168, at: ms), into: &events)
        try runtime.handle(input(DragInput.pointerMove, 300, 168, at: ms + 20), into: &events)
        try runtime.handle(input(DragInput.pointerUp, x, 168, at: ms + 40), into: &events)
        return events.map(\.summary)
    }

    @Test("a document swiped left half its row's width is trashed as it is let go, and the store has it")
    func swipeTrashes() throws {
        try withRuntimeAndOtherProcess(scene: Self.documents) { runtime, other in
            #expect(try swipeReport(to: 170, &runtime) == [
                "press on d1 (long-press until 300 ms)",
                "swiping d1: -100 points",
                "swiping d1: -230 points, a release commits",
                "swiped d1 left",
                "applied: trash d1",
            ])
            try other.refresh()
            #expect(other.board.task("d1")?.status == .trashed(sequence: 1))
            #expect(runtime.board.openTaskIDs(in: "docs") == ["d0", "h1", "d2", "h2", "d3", "fd"])
        }
    }

    @Test("a swipe let go short of half the row changes nothing; one right, which the scene does not give, ends the press")
    func shortAndWrongWaySwipes() throws {
        var runtime = try BoardRuntime(scene: Self.documents)
        #expect(try swipeReport(to: 200, &runtime) == [
            "press on d1 (long-press until 300 ms)",
            "swiping d1: -100 points",
            "swiping d1: -200 points",
            "swipe on d1 returned",
        ])
        var events: [RuntimeEvent] = []
        try runtime.handle(input(DragInput.pointerDown, 100, 168, at: 1_000), into: &events)
        try runtime.handle(input(DragInput.pointerMove, 200, 168, at: 1_020), into: &events)
        #expect(events.map(\.summary) == ["press on d1 (long-press until 1300 ms)", "press on d1 ended: movedBeforeLongPress"])
        #expect(runtime.board.openTaskIDs(in: "docs") == ["d0", "h1", "d1", "d2", "h2", "d3", "fd"])
    }

    @Test("a header's row, when the rows give no headerSwipe, is not swiped: moving it sideways ends its press")
    func headersWithoutAHeaderSwipeAreNotSwiped() throws {
        var scene = Self.documents
        scene.receivers[0].rows?.headerSwipe = nil
        var runtime = try BoardRuntime(scene: scene)
        var events: [RuntimeEvent] = []
        try runtime.handle(input(DragInput.pointerDown, 400, 128, at: 0), into: &events)
        try runtime.handle(input(DragInput.pointerMove, 150, 128, at: 20), into: &events)
        #expect(events.map(\.summary) == ["press on h1 (long-press until 300 ms)", "press on h1 ended: movedBeforeLongPress"])
    }

    @Test("a selected document swiped is trashed alone: the rest of the selection stays open and selected")
    func swipeActsOnTheRowAlone() throws {
        var runtime = try BoardRuntime(scene: Self.documents)
        var events: [RuntimeEvent] = []
        #expect(runtime.select(["d1", "d2"], at: .milliseconds(0), into: &events) == [])
        #expect(try swipeReport(to: 150, &runtime, from: 10).suffix(2) == ["swiped d1 left", "applied: trash d1"])
        #expect(runtime.board.openTaskIDs(in: "docs") == ["d0", "h1", "d2", "h2", "d3", "fd"])
        #expect(runtime.selection == ["d2"])
    }

    @Test("a document another process completed while it was swiped is refused by its list, and nothing else changes")
    func swipeOfATaskClosedElsewhere() throws {
        try withRuntimeAndOtherProcess(scene: Self.documents) { runtime, other in
            var events: [RuntimeEvent] = []
            try runtime.handle(input(DragInput.pointerDown, 400, 168, at: 0), into: &events)
            try runtime.handle(input(DragInput.pointerMove, 150, 168, at: 20), into: &events)
            guard case .applied = try other.apply(.complete("d1")) else { Issue.record("the other process could not complete d1"); return }
            events.removeAll()
            try runtime.handle(input(DragInput.pointerUp, 150, 168, at: 40), into: &events)
            #expect(events.map(\.summary).prefix(2) == ["swiped d1 left", #"refused by list: task "d1" is not open"#])
            #expect(runtime.board.task("d1")?.status == .completed(sequence: 1))
            #expect(runtime.board.trashedCount == 0)
        }
    }

    @Test("with announcements on, a swipe that trashes is said once the board took it, one the board refuses says why, and a header's or a folder's says what went with it")
    func swipesAreAnnounced() throws {
        try withRuntimeAndOtherProcess(scene: Self.documents) { runtime, other in
            runtime.enableAnnouncements()
            #expect(try swipeReport(to: 170, &runtime).suffix(3) == ["swiped d1 left", "applied: trash d1", "announced: Trashed Report."])
            var events: [RuntimeEvent] = []
            // Its undo and redo say what the swipe did, a trashing, not a drop the user never made.
            try runtime.undo(at: .milliseconds(100), into: &events)
            try runtime.redo(at: .milliseconds(120), into: &events)
            try runtime.undo(at: .milliseconds(140), into: &events)
            #expect(events.map(\.summary).filter { $0.hasPrefix("announced") } == [
                "announced: Undid trashing Report. Report is back at position 3 of 7 in Documents.",
                "announced: Redid trashing Report.",
                "announced: Undid trashing Report. Report is back at position 3 of 7 in Documents.",
            ])
            // Slides (d2) pressed, carried left; another process completes it before the release.
            events.removeAll()
            try runtime.handle(input(DragInput.pointerDown, 400, 208, at: 200), into: &events)
            try runtime.handle(input(DragInput.pointerMove, 150, 208, at: 220), into: &events)
            guard case .applied = try other.apply(.complete("d2")) else { Issue.record("the other process could not complete d2"); return }
            events.removeAll()
            try runtime.handle(input(DragInput.pointerUp, 150, 208, at: 240), into: &events)
            #expect(events.map(\.summary).filter { $0.hasPrefix("announced") || $0.hasPrefix("refused") }
                    == [#"refused by list: task "d2" is not open"#, "announced: Could not trash Slides: Slides is completed."])
        }
        var runtime = try BoardRuntime(scene: HeaderSwipeTests.documents)
        runtime.enableAnnouncements()
        var events: [RuntimeEvent] = []
        try runtime.handle(input(DragInput.pointerDown, 400, 128, at: 0), into: &events)
        try runtime.handle(input(DragInput.pointerMove, 300, 128, at: 20), into: &events)
        try runtime.handle(input(DragInput.pointerUp, 150, 128, at: 40), into: &events)
        #expect(events.map(\.summary).suffix(3) == ["swiped h1 left", "applied: trash h1 d1 d2", "announced: Trashed Work with 2 tasks."])
        // A folder swiped takes its contents along, and says so (Archive, now the fourth row, holds Old letter).
        events.removeAll()
        try runtime.handle(input(DragInput.pointerDown, 400, 208, at: 100), into: &events)
        try runtime.handle(input(DragInput.pointerMove, 300, 208, at: 120), into: &events)
        try runtime.handle(input(DragInput.pointerUp, 150, 208, at: 140), into: &events)
        #expect(events.map(\.summary).suffix(3) == ["swiped fd left", "applied: trash fd", "announced: Trashed Archive with 1 task."])
    }
}
