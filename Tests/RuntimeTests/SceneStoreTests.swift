import DropEngine
import DropGeometry
import Foundation
import Runtime
import TaskModel
import TaskStore
import Testing

/// A store opened for a scene, as the README's "Embedding the runtime" tells an embedder to.
@Suite("A store for a scene")
struct SceneStoreTests {
    @Test("TaskStore(path:scene:) starts with the scene's lists and tasks, and a runtime on it completes Buy milk; reopened, the board is kept")
    func storeForScene() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dragtoact-scene-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("board.db").path

        var runtime = try BoardRuntime(scene: .todo, store: TaskStore(path: path, scene: .todo))
        #expect(runtime.board.lists == ["inbox", "today", "upcoming"])
        #expect(runtime.board.openTasks(in: "inbox").map(\.title) == ["Buy milk", "Walk the dog", "Write report", "Call mom", "Pay bills"])
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        try runtime.handle(.tick(at: .milliseconds(300)), into: &events)
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 650, y: 150), time: .milliseconds(800))), into: &events)
        #expect(events.last?.textLine == "    800 ms       applied: complete t1")

        let reopened = try TaskStore(path: path, scene: .todo)
        #expect(reopened.board.completed.map(\.title) == ["Buy milk"])
        #expect(reopened.board.openTasks(in: "inbox").map(\.id) == ["t2", "t3", "t4", "t5"])
    }
}

@Suite("Selecting tasks by id")
struct SelectingByIDTests {
    @Test("select returns the ids it left out — one no task has, one no longer open — each once in the order named, and selects the rest")
    func selectSaysWhichIdsItLeftOut() throws {
        var runtime = try BoardRuntime(scene: .todo)
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        try runtime.handle(.tick(at: .milliseconds(300)), into: &events)
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 650, y: 150), time: .milliseconds(800))), into: &events)
        #expect(runtime.board.completed.map(\.id) == ["t1"])
        #expect(runtime.select(["t2", "t9", "t1", "t3", "t9"], at: .milliseconds(900), into: &events) == ["t9", "t1"])
        #expect(runtime.selection == ["t2", "t3"])
        #expect(runtime.select(["t4", "Buy milk"]) == ["Buy milk"])
        #expect(runtime.selection == ["t4"])
        #expect(runtime.select(["t2", "t3"]) == [])
    }
}
