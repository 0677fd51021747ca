import DropEngine
import DropGeometry
import Foundation
import Runtime
import TaskModel
import TaskStore
import Testing

/// What an app gets from `print(runtime)`, `print(event)` and `print(event.json)`: short lines
/// for people, where Swift's default dumped every field.
@Suite("Runtime values an app prints")
struct PrintedRuntimeValuesTests {
    static func event(_ kind: (PointerEvent) -> DragInput, _ x: Double, _ y: Double, _ ms: Int64) -> DragInput {
        kind(PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(ms)))
    }

    @Test("a runtime prints as one line: its scene, the board's tasks and where they are kept, what each pointer presses or drags, and the time (it printed the whole scene, board and engine)")
    func aRuntimePrintsAsOneLine() throws {
        var runtime = try BoardRuntime(scene: .todo)
        var events: [RuntimeEvent] = []
        #expect("\(runtime)" == #"BoardRuntime on scene "todo" (built-in todo scene): 3 receivers, 1 source; 5 tasks (5 open) in memory; nothing under way; no input yet"#)
        try runtime.handle(Self.event(DragInput.pointerDown, 250, 92, 0), into: &events)
        #expect("\(runtime)" == #"BoardRuntime on scene "todo" (built-in todo scene): 3 receivers, 1 source; 5 tasks (5 open) in memory; p1 pressing t1 until 300 ms; at 0 ms, next deadline 300 ms"#)
        try runtime.handle(.tick(at: .milliseconds(300)), into: &events)
        try runtime.handle(Self.event(DragInput.pointerMove, 650, 150, 400), into: &events)
        #expect("\(runtime)" == #"BoardRuntime on scene "todo" (built-in todo scene): 3 receivers, 1 source; 5 tasks (5 open) in memory; p1 dragging t1 at (650, 150) over complete; at 400 ms"#)
        try runtime.handle(Self.event(DragInput.pointerUp, 650, 150, 800), into: &events)
        _ = runtime.select(["t2", "t3"], at: .milliseconds(900), into: &events)
        #expect("\(runtime)" == #"BoardRuntime on scene "todo" (built-in todo scene): 3 receivers, 1 source; 5 tasks (4 open, 1 completed) in memory; 2 selected; nothing under way; at 900 ms"#)
    }

    @Test("a runtime on a store names the store's file; the store prints its file, writer, board and how deep its undo goes (it printed TaskStore.TaskStore)")
    func aStorePrintsItsFileWriterAndHistory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dragtoact-printed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("board.db").path
        let store = try TaskStore(path: path, scene: .todo, writerName: "left-screen")
        #expect("\(store)" == #"TaskStore at \#(path), writer "left-screen": 5 tasks (5 open) in 3 lists, revision 0; 0 steps to undo, 0 to redo"#)
        var runtime = try BoardRuntime(scene: .todo, store: store)
        var events: [RuntimeEvent] = []
        try runtime.handle(Self.event(DragInput.pointerDown, 250, 92, 0), into: &events)
        try runtime.handle(.tick(at: .milliseconds(300)), into: &events)
        try runtime.handle(Self.event(DragInput.pointerUp, 650, 150, 800), into: &events)
        try runtime.handle(Self.event(DragInput.pointerDown, 250, 92, 1_000), into: &events)
        try runtime.handle(.tick(at: .milliseconds(1_300)), into: &events)
        try runtime.handle(Self.event(DragInput.pointerUp, 650, 330, 1_800), into: &events)
        _ = try runtime.undo(at: .milliseconds(2_000), into: &events)
        #expect("\(runtime)" == #"BoardRuntime on scene "todo" (built-in todo scene): 3 receivers, 1 source; 5 tasks (4 open, 1 completed) in store \#(path); nothing under way; at 2000 ms"#)
        #expect("\(store)" == #"TaskStore at \#(path), writer "left-screen" (id 1): 5 tasks (4 open, 1 completed) in 3 lists, revision 3; 1 step to undo, 1 to redo"#)
        let unnamed = try TaskStore(existing: path)
        #expect("\(unnamed)" == #"TaskStore at \#(path), no writer id yet: 5 tasks (4 open, 1 completed) in 3 lists, revision 0; 1 step to undo, 1 to redo"#)
    }

    @Test("an event prints as its time, its pointer and what happened, a space apart; textLine keeps the replay's columns (the description carried them: '    300 ms   p1  drag started')")
    func anEventPrintsWithoutColumns() {
        let drag = RuntimeEvent(time: .milliseconds(300), line: 2,
                                kind: .engine(.dragStarted(1, source: "t1", payload: Payload(kind: PayloadKind("task"), objectID: "t1"),
                                                           position: Point(x: 250, y: 92), cues: Cues(haptic: .medium))))
        #expect("\(drag)" == "300 ms p1 drag started: t1 — haptic: medium")
        #expect(drag.textLine == "    300 ms   p1  drag started: t1 — haptic: medium")
        let applied = RuntimeEvent(time: Instant(microseconds: 900_500), line: 0, kind: .applied(.complete("t1"), changes: []))
        #expect("\(applied)" == "900.5 ms unchanged: complete t1 (already so: nothing to do)")
        #expect(applied.textLine == "  900.5 ms       unchanged: complete t1 (already so: nothing to do)")
    }

    @Test("an event's JSON prints as the JSON text the replay writes, and a member as its text in the object (they printed as nested enum cases)")
    func anEventsJSONPrintsAsJSON() {
        let drag = RuntimeEvent(time: .milliseconds(300), line: 2,
                                kind: .engine(.dragStarted(1, source: "t1", payload: Payload(kind: PayloadKind("task"), objectID: "t1"),
                                                           position: Point(x: 250, y: 92), cues: Cues(haptic: .medium))))
        var written: [UInt8] = []
        drag.writeJSON(to: &written)
        #expect("\(drag.json)" == String(decoding: written, as: UTF8.self))
        #expect("\(drag.json)" == #"{"t":300,"line":2,"event":"dragStarted","pointer":1,"source":"t1","payload":{"kind":"task","id":"t1"},"at":{"x":250,"y":92},"cues":"haptic: medium"}"#)
        #expect("\(JSONValue.Member("t", .number(300)))" == #""t":300"#)
        #expect("\(JSONValue.array([.null, .bool(true), .string("a\"b")]))" == #"[null,true,"a\"b"]"#)
    }
}
