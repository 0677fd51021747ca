import DropEngine
import DropGeometry
import Runtime
import TaskModel
import Testing

/// Swipes on the documents scene while another finger, or the keyboard, holds a row (user trials
/// with two fingers on jittery touchscreens). Work (h1) is at y 110…146 with Report (d1, y 168) and
/// Slides (d2, y 208) under it; a header swiped left trashes its section, a document its row.
@Suite("Swipes while other pointers hold rows")
struct SwipeUnderOtherPointersTests {
    static let documents = HeaderSwipeTests.documents

    private static func at(_ pointer: Int, _ x: Double, _ y: Double, _ ms: Int64) -> PointerEvent {
        PointerEvent(pointer: PointerID(pointer), position: Point(x: x, y: y), time: .milliseconds(ms))
    }

    /// Finger `pointer` presses at (400, `y`) at `ms`, carries the row left and lets go at x 100:
    /// the summaries of the events, without the row's moves across.
    private static func swipe(_ pointer: Int, at y: Double, from ms: Int64, _ runtime: inout BoardRuntime) throws -> [String] {
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(at(pointer, 400, y, ms)), into: &events)
        try runtime.handle(.pointerMove(at(pointer, 250, y, ms + 20)), into: &events)
        try runtime.handle(.pointerUp(at(pointer, 100, y, ms + 40)), into: &events)
        return events.map(\.summary).filter { !$0.hasPrefix("swiping") }
    }

    @Test("Work's header swiped while finger 1 drags Report is refused, held by finger 1: nothing is trashed, and Report's drag goes on to its drop")
    func aSectionSwipeIsRefusedWhileAFingerDragsOneOfItsRows() throws {
        var runtime = try BoardRuntime(scene: Self.documents)
        runtime.enableAnnouncements()
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(Self.at(1, 250, 168, 0)), into: &events)
        try runtime.handle(.tick(at: .milliseconds(300)), into: &events)
        #expect(runtime.engine.drag(of: 1)?.source == "d1")
        #expect(try Self.swipe(2, at: 128, from: 320, &runtime) == [
            "press on h1 (long-press until 620 ms)", "swiped h1 left", #"refused by list: task "d1" is held by p1"#,
            "announced: Could not trash Work: Report is being dragged."])
        #expect(runtime.board.trashedCount == 0)
        #expect(runtime.engine.drag(of: 1)?.source == "d1")
        events.removeAll()
        try runtime.handle(.pointerUp(Self.at(1, 650, 320, 400)), into: &events)
        #expect(events.map(\.summary).filter { $0.hasPrefix("applied") || $0.hasPrefix("refused") } == ["applied: trash d1"])
        #expect(runtime.board.openTaskIDs(in: "docs") == ["d0", "h1", "d2", "h2", "d3", "fd"])
    }

    @Test("a row only pressed, its long-press not yet over, is held too: the section's swipe is refused and said so")
    func aPressedRowIsHeld() throws {
        var runtime = try BoardRuntime(scene: Self.documents)
        runtime.enableAnnouncements()
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(Self.at(1, 250, 208, 0)), into: &events)
        #expect(try Self.swipe(2, at: 128, from: 10, &runtime).suffix(2) == [
            #"refused by list: task "d2" is held by p1"#, "announced: Could not trash Work: Slides is held."])
        #expect(runtime.board.trashedCount == 0)
    }

    @Test("the keyboard carrying Slides holds it as a finger does: Work's swipe is refused, and the keys' drag is not ended as itemGone but drops")
    func aKeyboardDragHoldsItsRow() throws {
        var runtime = try BoardRuntime(scene: Self.documents)
        var events: [RuntimeEvent] = []
        try runtime.handle(.key(.focus("d2"), at: .milliseconds(0)), into: &events)
        try runtime.handle(.key(.pickUp, at: .milliseconds(10)), into: &events)
        #expect(try Self.swipe(2, at: 128, from: 20, &runtime).suffix(2) == ["swiped h1 left", #"refused by list: task "d2" is held by the keyboard"#])
        #expect(runtime.engine.drag(of: .keyboard)?.source == "d2")
        events.removeAll()
        try runtime.handle(.key(.next, at: .milliseconds(100)), into: &events)
        try runtime.handle(.key(.drop, at: .milliseconds(110)), into: &events)
        #expect(events.map(\.summary).last == "applied: reorder d2 to 5")
        #expect(runtime.board.trashedCount == 0)
    }

    @Test("a folder swiped while a finger drags what it holds is refused as well; once the drag is let go, the swipe trashes the folder with its contents")
    func aFolderSwipeIsRefusedWhileAFingerDragsItsChild() throws {
        var runtime = try BoardRuntime(scene: Self.documents)
        var events: [RuntimeEvent] = []
        // A tap opens Archive (fd, y 328): Old letter (d4) gets a row at y 368.
        try runtime.handle(.pointerDown(Self.at(1, 250, 328, 0)), into: &events)
        try runtime.handle(.pointerUp(Self.at(1, 250, 328, 50)), into: &events)
        try runtime.handle(.pointerDown(Self.at(1, 250, 368, 100)), into: &events)
        try runtime.handle(.tick(at: .milliseconds(400)), into: &events)
        #expect(runtime.engine.drag(of: 1)?.source == "d4")
        #expect(try Self.swipe(2, at: 328, from: 420, &runtime).suffix(2) == ["swiped fd left", #"refused by list: task "d4" is held by p1"#])
        try runtime.handle(.pointerUp(Self.at(1, 250, 368, 500)), into: &events)
        #expect(try Self.swipe(2, at: 328, from: 600, &runtime).suffix(2) == ["swiped fd left", "applied: trash fd"])
        #expect(runtime.board.trashed.map(\.id) == ["fd", "d4"])
    }

    /// Finger 1 presses Work's header at 0 ms and swipes it left far enough by 20 ms; `meanwhile`
    /// runs; the release at 40 ms. The summaries of the release's events, without the row's moves.
    private static func swipeWork(_ runtime: inout BoardRuntime, meanwhile: (inout BoardRuntime) throws -> Void) throws -> [String] {
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(at(1, 400, 128, 0)), into: &events)
        try runtime.handle(.pointerMove(at(1, 150, 128, 20)), into: &events)
        try meanwhile(&runtime)
        events.removeAll()
        try runtime.handle(.pointerUp(at(1, 100, 128, 40)), into: &events)
        return events.map(\.summary).filter { !$0.hasPrefix("swiping") }
    }

    @Test("another process adds Budget under Work while its header is swiped: the swipe is refused, sectionChanged, whether the rows showed Budget before the release or not; nothing is trashed")
    func aSectionSwipeIsRefusedWhenAnotherWriterAddsARowToIt() throws {
        for refreshed in [false, true] {
            try withRuntimeAndOtherProcess(scene: Self.documents) { runtime, other in
                let refused = try Self.swipeWork(&runtime) { runtime in
                    guard case .applied = try other.apply(.add(title: "Budget", list: "docs", slot: 3)) else { throw StoreProbe.notApplied }
                    var events: [RuntimeEvent] = []
                    // `live --store` reads other writers' commits once a second: during the swipe too.
                    if refreshed { try runtime.refresh(at: .milliseconds(30), into: &events) }
                }
                #expect(refused == ["swiped h1 left", #"refused by list: the nodes under header "h1" changed since they were shown"#], "refreshed: \(refreshed)")
                #expect(runtime.board.openTaskIDs(in: "docs") == ["d0", "h1", "d1", "new-1", "d2", "h2", "d3", "fd"], "refreshed: \(refreshed)")
                #expect(runtime.board.trashedCount == 0)
                // Swiped again, the section goes as the rows now show it.
                #expect(try Self.swipe(1, at: 128, from: 100, &runtime).suffix(2) == ["swiped h1 left", "applied: trash h1 d1 new-1 d2"])
            }
        }
    }

    @Test("another process completing Slides under Work, or moving it out, refuses the swipe too; one reordering Work's rows among themselves does not")
    func aSectionSwipeTrashesTheRowsShownInAnyOrder() throws {
        for (change, refused) in [(TaskAction.complete("d2"), true), (.reorder("d2", slot: 6), true), (.reorder("d2", slot: 2), false)] {
            try withRuntimeAndOtherProcess(scene: Self.documents) { runtime, other in
                let said = try Self.swipeWork(&runtime) { _ in
                    guard case .applied = try other.apply(change) else { throw StoreProbe.notApplied }
                }
                #expect(said.last == (refused ? #"refused by list: the nodes under header "h1" changed since they were shown"#
                                              : "applied: trash h1 d1 d2"), "\(change)")
            }
        }
    }

    @Test("finger 2 presses Slides, selected with Report and Taxes, while finger 1 swipes Report: not refused; its drag carries Slides and Taxes, the swipe trashes Report alone, and the drag completes the two")
    func aPressOfAnotherSelectedRowWhileOneIsSwipedIsNotRefused() throws {
        var runtime = try BoardRuntime(scene: Self.documents)
        runtime.enableAnnouncements()
        var events: [RuntimeEvent] = []
        runtime.select(["d1", "d2", "d3"])
        try runtime.handle(.pointerDown(Self.at(1, 400, 168, 0)), into: &events)
        try runtime.handle(.pointerMove(Self.at(1, 300, 168, 20)), into: &events)
        events.removeAll()
        try runtime.handle(.pointerDown(Self.at(2, 250, 208, 30)), into: &events)
        #expect(events.map(\.summary) == ["press on d2 (long-press until 330 ms)"])
        try runtime.handle(.tick(at: .milliseconds(330)), into: &events)
        #expect(events.map(\.summary).contains("announced: Picked up 2 tasks."))
        events.removeAll()
        try runtime.handle(.pointerUp(Self.at(1, 150, 168, 900)), into: &events)
        #expect(events.map(\.summary).filter { $0.hasPrefix("applied") || $0.hasPrefix("refused") } == ["applied: trash d1"])
        #expect(runtime.selection == ["d2", "d3"])
        events.removeAll()
        try runtime.handle(.pointerUp(Self.at(2, 650, 150, 1000)), into: &events)
        #expect(events.map(\.summary).filter { $0.hasPrefix("applied") || $0.hasPrefix("announced") }
                == ["applied: complete d2 d3", "announced: Dropped 2 tasks onto Complete."])
    }

    @Test("a selected header swiped right to rename, while a finger drags the selection's other row, stays open and selected: that drag carries it again, and trashes both")
    func aSelectedRowSwipedAndStillOpenIsCarriedAgain() throws {
        var runtime = try BoardRuntime(scene: Self.documents)
        var events: [RuntimeEvent] = []
        runtime.select(["h2", "d1"])
        try runtime.handle(.pointerDown(Self.at(1, 100, 248, 0)), into: &events)
        try runtime.handle(.pointerMove(Self.at(1, 200, 248, 20)), into: &events)
        try runtime.handle(.pointerDown(Self.at(2, 250, 168, 30)), into: &events)
        try runtime.handle(.tick(at: .milliseconds(330)), into: &events)
        #expect(runtime.engine.explain(pointer: 2)?.carried == [])
        events.removeAll()
        try runtime.handle(.pointerUp(Self.at(1, 350, 248, 400)), into: &events)
        #expect(events.map(\.summary).suffix(2) == ["swiped h2 right", "rename requested: h2"])
        #expect(runtime.engine.explain(pointer: 2)?.carried == [Payload(kind: PayloadKind("header"), objectID: "h2")])
        events.removeAll()
        try runtime.handle(.pointerUp(Self.at(2, 650, 320, 500)), into: &events)
        #expect(events.map(\.summary).last == "applied: trash h2 d1")
    }

    @Test("the keyboard picks up Slides while finger 1 swipes selected Report: not refused, and it carries Taxes along, not Report")
    func aKeyboardPickUpWhileASelectedRowIsSwiped() throws {
        var runtime = try BoardRuntime(scene: Self.documents)
        var events: [RuntimeEvent] = []
        runtime.select(["d1", "d2", "d3"])
        try runtime.handle(.pointerDown(Self.at(1, 400, 168, 0)), into: &events)
        try runtime.handle(.pointerMove(Self.at(1, 300, 168, 20)), into: &events)
        try runtime.handle(.key(.focus("d2"), at: .milliseconds(30)), into: &events)
        events.removeAll()
        try runtime.handle(.key(.pickUp, at: .milliseconds(40)), into: &events)
        #expect(events.map(\.summary).first == "press on d2")
        #expect(runtime.engine.explain(pointer: .keyboard)?.carried == [Payload(kind: PayloadKind("task"), objectID: "d3")])
    }
}

/// Another process's action the test counted on was not applied.
private enum StoreProbe: Error { case notApplied }
