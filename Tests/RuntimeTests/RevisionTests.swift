import DropEngine
import DropGeometry
import Runtime
import TaskModel
import Testing

/// The board's revision, which a renderer compares to the one it last drew, and a refresh's answer
/// whether it read a change: the events say what happened to drags under way, so a refresh that
/// reads another writer's drop with nothing dragged makes none.
@Suite("Board revision")
struct RevisionTests {
    @Test("a refresh after another process's drop, nothing dragged, makes no event but returns true and moves the revision; with nothing new, false and the same revision")
    func refreshSaysTheBoardChanged() throws {
        try withRuntimeAndOtherProcess { runtime, other in
            var events: [RuntimeEvent] = []
            let start = runtime.revision
            #expect(start >= 1)
            var read = try runtime.refresh(at: .milliseconds(10), into: &events)
            #expect(read == false && runtime.revision == start)
            _ = try other.apply(.complete("t1"))
            read = try runtime.refresh(at: .milliseconds(20), into: &events)
            #expect(read == true && events.isEmpty)
            #expect(runtime.board.completed.map(\.id) == ["t1"])
            let after = runtime.revision
            #expect(after > start)
            read = try runtime.refresh(at: .milliseconds(30), into: &events)
            #expect(read == false && runtime.revision == after)
            // A time before the last is rejected: nothing is read.
            _ = try other.apply(.trash("t2"))
            read = try runtime.refresh(at: .milliseconds(25), into: &events)
            #expect(read == false && runtime.revision == after)
            read = try runtime.refresh(at: .milliseconds(40), into: &events)
            #expect(read == true && runtime.revision > after)
        }
    }

    @Test("a redo with nothing to redo, which read another process's drop looking for a step, lays the rows out and moves the revision: the board showed the drop, the rows and the revision did not")
    func nothingToRedoStillShowsOthersDrops() throws {
        try withRuntimeAndOtherProcess { runtime, other in
            var events: [RuntimeEvent] = []
            let start = runtime.revision
            _ = try other.apply(.complete("t1"))
            #expect(try runtime.redo(at: .milliseconds(10), into: &events) == false)
            #expect(runtime.board.completed.map(\.id) == ["t1"])
            #expect(runtime.revision > start)
            let list = try #require(runtime.scene.receivers.first { $0.id == "list" })
            #expect(runtime.rows(of: list).map(\.task.id) == ["t2", "t3", "t4", "t5"])
        }
    }

    @Test("the revision moves with a drop, an undo, a redo, a rename and a receiver disabled, and stays for a lift, a move, the same title again and a receiver disabled again")
    func revisionFollowsTheBoard() throws {
        var runtime = try BoardRuntime(scene: .todo)
        var events: [RuntimeEvent] = []
        var seen = runtime.revision
        func moved() -> Bool {
            defer { seen = runtime.revision }
            return runtime.revision != seen
        }
        func pointer(_ make: (PointerEvent) -> DragInput, _ x: Double, _ y: Double, _ ms: Int64) throws -> Bool {
            try runtime.handle(make(PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(ms))), into: &events)
            return moved()
        }
        #expect(try pointer(DragInput.pointerDown, 250, 92, 0) == false)
        try runtime.handle(.tick(at: .milliseconds(300)), into: &events)
        #expect(moved() == false)  // Buy milk lifted: the board is as it was
        #expect(try pointer(DragInput.pointerMove, 650, 150, 400) == false)
        #expect(try pointer(DragInput.pointerUp, 650, 150, 800) == true)  // completed
        try runtime.undo(at: .milliseconds(900), into: &events)
        #expect(moved() == true)
        try runtime.redo(at: .milliseconds(1_000), into: &events)
        #expect(moved() == true)
        try runtime.rename("t2", to: "Walk the cat", at: .milliseconds(1_100), into: &events)
        #expect(moved() == true)
        try runtime.rename("t2", to: "Walk the cat", at: .milliseconds(1_200), into: &events)
        #expect(moved() == false)
        try runtime.setEnabled(false, receiver: "trash", at: .milliseconds(1_300), into: &events)
        #expect(moved() == true)
        try runtime.setEnabled(false, receiver: "trash", at: .milliseconds(1_400), into: &events)
        #expect(moved() == false)
    }

    @Test("the revision moves when a folder opens and when a list scrolls, and stays for a focus and a wheel at the end of the content")
    func revisionFollowsFoldersAndScrolls() throws {
        var files = try BoardRuntime(scene: Scene.builtIn("files")!)
        var events: [RuntimeEvent] = []
        var seen = files.revision
        try files.handle(.key(.focus("fb"), at: .milliseconds(0)), into: &events)
        #expect(files.revision == seen)
        try files.handle(.key(.activate, at: .milliseconds(10)), into: &events)
        #expect(files.revision > seen)  // Folder B opened

        var lists = try BoardRuntime(scene: try WheelTests.overlapping())
        seen = lists.revision
        try lists.wheel(by: 1e9, over: Point(x: 350, y: 200), at: .milliseconds(0), into: &events)
        #expect(lists.revision > seen)
        seen = lists.revision
        try lists.wheel(by: 10, over: Point(x: 350, y: 200), at: .milliseconds(10), into: &events)  // held at the end
        #expect(lists.revision == seen)
    }
}
