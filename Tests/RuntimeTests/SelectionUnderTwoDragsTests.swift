import DropEngine
import DropGeometry
import Runtime
import TaskModel
import Testing

/// A selection made while two fingers each drag a row goes to one drag, not to both.
@Suite("A selection made under two drags")
struct SelectionUnderTwoDragsTests {
    /// The todo scene with Buy milk lifted by finger 1 and Walk the dog by finger 2 (long-presses at 0 ms, lifted at 300 ms).
    static func twoDrags() throws -> (BoardRuntime, [RuntimeEvent]) {
        var runtime = try BoardRuntime(scene: .todo)
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        try runtime.handle(.pointerDown(PointerEvent(pointer: 2, position: Point(x: 250, y: 142), time: .milliseconds(0))), into: &events)
        try runtime.handle(.tick(at: .milliseconds(300)), into: &events)
        return (runtime, events)
    }

    @Test("Buy milk, Walk the dog and Write report selected under the two drags: Walk the dog is left out; finger 1 completes Buy milk and Write report, finger 2 trashes Walk the dog")
    func theSelectionGoesToTheFirstNamedNodesDrag() throws {
        var (runtime, events) = try Self.twoDrags()
        #expect(runtime.engine.drag(of: 1)?.source == "t1")
        #expect(runtime.engine.drag(of: 2)?.source == "t2")
        #expect(runtime.select(["t1", "t2", "t3"], at: .milliseconds(400), into: &events) == ["t2"])
        #expect(runtime.selection == ["t1", "t3"])
        #expect(runtime.engine.selection.map(\.source) == ["t1", "t3"])
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 650, y: 150), time: .milliseconds(500))), into: &events)
        try runtime.handle(.pointerUp(PointerEvent(pointer: 2, position: Point(x: 650, y: 330), time: .milliseconds(600))), into: &events)
        #expect(runtime.board.completed.map(\.id) == ["t1", "t3"])
        #expect(runtime.board.trashed.map(\.id) == ["t2"])
        #expect(runtime.board.openTasks(in: "inbox").map(\.id) == ["t4", "t5"])
    }

    @Test("named the other way round, the selection goes to finger 2's drag, and Buy milk, held by finger 1, is left out")
    func theOrderNamedDecides() throws {
        var (runtime, events) = try Self.twoDrags()
        #expect(runtime.select(["t2", "t1", "t4"], at: .milliseconds(400), into: &events) == ["t1"])
        #expect(runtime.selection == ["t2", "t4"])
        try runtime.handle(.pointerUp(PointerEvent(pointer: 2, position: Point(x: 650, y: 330), time: .milliseconds(500))), into: &events)
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 650, y: 150), time: .milliseconds(600))), into: &events)
        #expect(runtime.board.completed.map(\.id) == ["t1"])
        #expect(runtime.board.trashed.map(\.id) == ["t2", "t4"])
    }

    @Test("finger 1, carrying no selected row, drops first: the selection stays with finger 2's drag, which then trashes Walk the dog and Call mom")
    func anotherFingersDropKeepsTheSelection() throws {
        var (runtime, events) = try Self.twoDrags()
        #expect(runtime.select(["t2", "t1", "t4"], at: .milliseconds(400), into: &events) == ["t1"])
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 650, y: 150), time: .milliseconds(500))), into: &events)
        #expect(runtime.board.completed.map(\.id) == ["t1"])
        #expect(runtime.selection == ["t2", "t4"])
        try runtime.handle(.pointerUp(PointerEvent(pointer: 2, position: Point(x: 650, y: 330), time: .milliseconds(600))), into: &events)
        #expect(runtime.board.trashed.map(\.id) == ["t2", "t4"])
        #expect(runtime.selection == [])
    }
}
