import DropEngine
import DropGeometry
import Runtime
import TaskModel
import Testing

/// Rows laid out again under a drag (another finger's drop here) leave its location's name as it
/// was: then nothing is reported, for a pointer as for the keyboard, though the insertion line
/// moves with the rows — `preview(for:)` says where, read after every input. projects.json's rows:
///
///     0 Work 70   1 w1 110   2 w2 150   3 w3 190   4 Home 230   5 m1 270   6 m2 310   7 Errands 350 (collapsed)
@Suite("A place kept under rows laid out again")
struct RelaidPlaceTests {
    static let projects = Scene.builtIn("projects")!

    static func input(_ kind: (PointerEvent) -> DragInput, _ pointer: Int, y: Double, at ms: Int64) -> DragInput {
        kind(PointerEvent(pointer: PointerID(pointer), kind: .touch, position: Point(x: 250, y: y), time: .milliseconds(ms)))
    }

    /// The engine's actions among `events` of `pointer`.
    static func actions(of pointer: PointerID, in events: [RuntimeEvent]) -> [DragAction] {
        events.compactMap { event in
            guard case .engine(let action) = event.kind, action.pointer == pointer else { return nil }
            return action
        }
    }

    @Test("finger 2 drops Laundry into Work while finger 1 is over Home before Call plumber: finger 1's location keeps its name (home at 1) and nothing is reported for it; its line moves from above Call plumber (row 6, y 310) to below it (row 7, y 350)")
    func pointerPlaceKeepsItsName() throws {
        var runtime = try BoardRuntime(scene: Self.projects)
        var events: [RuntimeEvent] = []
        try runtime.handle(Self.input(DragInput.pointerDown, 1, y: 128, at: 0), into: &events)     // w1
        try runtime.handle(Self.input(DragInput.pointerDown, 2, y: 288, at: 10), into: &events)    // m1
        try runtime.handle(.tick(at: .milliseconds(310)), into: &events)
        try runtime.handle(Self.input(DragInput.pointerMove, 1, y: 330, at: 400), into: &events)
        try runtime.handle(Self.input(DragInput.pointerMove, 2, y: 100, at: 410), into: &events)
        let home1 = DropLocation.among("projects", parent: "home", index: 1, depth: 1)
        #expect(runtime.engine.hover(of: 1)?.location == home1)
        #expect(runtime.engine.preview(for: 1).map { [$0.slot, Int($0.lineY)] } == [6, 310])
        events.removeAll()
        try runtime.handle(Self.input(DragInput.pointerUp, 2, y: 100, at: 500), into: &events)
        #expect(events.map(\.textLine).contains { $0.contains("move m1 to work at 0") }, "\(events.map(\.textLine))")
        #expect(Self.actions(of: 1, in: events) == [])
        #expect(runtime.engine.hover(of: 1)?.location == home1)
        #expect(runtime.engine.preview(for: 1).map { [$0.slot, Int($0.lineY)] } == [7, 350])
    }

    @Test("the keyboard carrying Call plumber at its own place (home at 1) while a finger drops Write spec at Home's end: the place keeps its name and nothing is reported for the keyboard; its line moves up a row with the rows (y 310 to 270)")
    func keyboardPlaceKeepsItsName() throws {
        var runtime = try BoardRuntime(scene: Self.projects)
        var events: [RuntimeEvent] = []
        try runtime.handle(.key(.focus("m2"), at: .milliseconds(0)), into: &events)
        try runtime.handle(.key(.pickUp, at: .milliseconds(10)), into: &events)
        let home1 = DropLocation.among("projects", parent: "home", index: 1, depth: 1)
        #expect(runtime.engine.hover(of: .keyboard)?.location == home1)
        #expect(runtime.engine.preview(for: .keyboard).map { [$0.slot, Int($0.lineY)] } == [6, 310])
        try runtime.handle(Self.input(DragInput.pointerDown, 1, y: 128, at: 100), into: &events)   // w1
        try runtime.handle(.tick(at: .milliseconds(400)), into: &events)
        try runtime.handle(Self.input(DragInput.pointerMove, 1, y: 340, at: 500), into: &events)  // below Call plumber's centre
        events.removeAll()
        try runtime.handle(Self.input(DragInput.pointerUp, 1, y: 340, at: 600), into: &events)
        #expect(events.map(\.textLine).contains { $0.contains("move w1 to home at 2") }, "\(events.map(\.textLine))")
        #expect(Self.actions(of: .keyboard, in: events) == [])
        #expect(runtime.engine.hover(of: .keyboard)?.location == home1)
        #expect(runtime.engine.preview(for: .keyboard).map { [$0.slot, Int($0.lineY)] } == [5, 270])
    }

    @Test("a finger closing Work, where the keyboard carries Call plumber to before Review PR (work at 1), moves the place to Work's end (work at 3), Work's one place now, reported as a move; the drop lands there")
    func keyboardPlaceInASectionAFingerClosesGoesToItsEnd() throws {
        var runtime = try BoardRuntime(scene: Self.projects)
        var events: [RuntimeEvent] = []
        try runtime.handle(.key(.focus("m2"), at: .milliseconds(0)), into: &events)
        try runtime.handle(.key(.pickUp, at: .milliseconds(10)), into: &events)
        for ms in [20, 30, 40, 50] as [Int64] { try runtime.handle(.key(.previous, at: .milliseconds(ms)), into: &events) }
        #expect(runtime.engine.hover(of: .keyboard)?.location == .among("projects", parent: "work", index: 1, depth: 1))
        events.removeAll()
        try runtime.handle(Self.input(DragInput.pointerDown, 1, y: 88, at: 100), into: &events)    // Work's title
        try runtime.handle(Self.input(DragInput.pointerUp, 1, y: 88, at: 150), into: &events)
        #expect(runtime.collapsedSections.contains("work"))
        let work3 = DropLocation.among("projects", parent: "work", index: 3, depth: 1)
        #expect(Self.actions(of: .keyboard, in: events) == [.movedWithin(.keyboard, location: work3, verdict: .accepts)])
        #expect(runtime.engine.hover(of: .keyboard)?.location == work3)
        try runtime.handle(.key(.drop, at: .milliseconds(200)), into: &events)
        #expect(runtime.board.openTaskIDs(in: "work") == ["w1", "w2", "w3", "m2"])
    }

    @Test("a finger closing Folder A around closed Folder B, at whose end the keyboard's place lies, moves it to Folder A's end: the places inside are hidden too")
    func keyboardPlaceInAFolderInsideOneAFingerClosesGoesToTheOutersEnd() throws {
        var runtime = try BoardRuntime(scene: Scene.builtIn("files")!)
        var events: [RuntimeEvent] = []
        try runtime.handle(.key(.focus("r1"), at: .milliseconds(0)), into: &events)
        try runtime.handle(.key(.pickUp, at: .milliseconds(10)), into: &events)
        for ms in [20, 30, 40, 50] as [Int64] { try runtime.handle(.key(.next, at: .milliseconds(ms)), into: &events) }
        #expect(runtime.engine.hover(of: .keyboard)?.location == .among("list", parent: "fb", index: 1, depth: 2))
        events.removeAll()
        try runtime.handle(Self.input(DragInput.pointerDown, 1, y: 128, at: 100), into: &events)   // Folder A's row
        try runtime.handle(Self.input(DragInput.pointerUp, 1, y: 128, at: 150), into: &events)
        let fa3 = DropLocation.among("list", parent: "fa", index: 3, depth: 1)
        #expect(Self.actions(of: .keyboard, in: events) == [.movedWithin(.keyboard, location: fa3, verdict: .accepts)])
    }

    @Test("a place inside an open folder whose row goes (a finger completes Notes A2, which it came before) is gone as before: the keyboard is over no target")
    func keyboardPlaceGoneInAnOpenFolderLeavesNoTarget() throws {
        var runtime = try BoardRuntime(scene: Scene.builtIn("files")!)
        var events: [RuntimeEvent] = []
        try runtime.handle(.key(.focus("r1"), at: .milliseconds(0)), into: &events)
        try runtime.handle(.key(.pickUp, at: .milliseconds(10)), into: &events)
        for ms in [20, 30] as [Int64] { try runtime.handle(.key(.next, at: .milliseconds(ms)), into: &events) }
        #expect(runtime.engine.hover(of: .keyboard)?.location == .among("list", parent: "fa", index: 1, depth: 1))
        try runtime.handle(Self.input(DragInput.pointerDown, 1, y: 208, at: 100), into: &events)   // Notes A2
        try runtime.handle(.tick(at: .milliseconds(400)), into: &events)
        events.removeAll()
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, kind: .touch, position: Point(x: 650, y: 150), time: .milliseconds(500))), into: &events)
        #expect(runtime.board.task("a2")?.status == .completed(sequence: 1))
        #expect(runtime.engine.hover(of: .keyboard) == nil)
        #expect(Self.actions(of: .keyboard, in: events) == [.exited(.keyboard, receiver: "list")])
    }
}
