import DropEngine
import Runtime
import TaskModel
import Testing

/// A selection dropped where it already stands is `unchanged`, as one row dropped in its own
/// place is: no step of the undo history, so the undo after it takes back the drop before (a
/// user trial found it `applied`, and the undo taking back nothing to be seen).
@Suite("A selection dropped in its own place")
struct SelectionInPlaceTests {
    /// A runtime fed inputs, returning the events as `replay` prints them.
    typealias Board = HoverAgreesWithDropTests.Board

    /// The todo scene over a store in memory.
    static func todo() throws -> Board { Board(runtime: try UndoEventsTests.storedRuntime(.todo)) }

    @Test("the keyboard trashes Write report, then picks up Buy milk with Walk the dog selected and drops at once: unchanged, and the undo brings Write report back (np1.trace)")
    func keyboardDropInPlace() throws {
        var todo = try Self.todo()
        try todo.keyboardDrop("t3", on: "trash", at: 0)
        #expect(todo.runtime.board.trashed.map(\.id) == ["t3"])
        #expect(todo.runtime.select(["t1", "t2"]) == [])
        #expect(try todo.key(.focus("t1"), at: 40) == [])
        #expect(try todo.key(.pickUp, at: 50) == [
            "     50 ms  key  press on t1",
            "     50 ms  key  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow, badge 2",
            "     50 ms  key  over list: accepts, slot 0",
        ])
        #expect(try todo.key(.drop, at: 60) == [
            "     60 ms  key  dropped task(t1) on list at slot 0 — haptic: light, settle (spring, 200 ms)",
            "     60 ms       unchanged: place t1 t2 in inbox at 0 (already so: nothing to do)",
        ])
        #expect(try todo.undo(at: 70) == ["     70 ms       undone: trash t3"])
        #expect(todo.runtime.board.openTasks(in: "inbox").map(\.id) == ["t1", "t2", "t3", "t4", "t5"])
        #expect(todo.runtime.board.trashed == [])
    }

    @Test("the same with a finger: Buy milk long-pressed with Walk the dog selected and released 3 points lower is unchanged; the undo brings Write report back (s4.trace)")
    func pointerDropInPlace() throws {
        var todo = try Self.todo()
        try todo.keyboardDrop("t3", on: "trash", at: 0)
        todo.runtime.select(["t1", "t2"])
        #expect(try todo.down(250, 92, at: 430) == ["    430 ms   p1  press on t1 (long-press until 730 ms)"])
        #expect(try todo.move(250, 95, at: 730) == [
            "    730 ms   p1  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow, badge 2",
            "    730 ms   p1  over list: accepts, slot 0",
        ])
        let drop = try todo.up(250, 95, at: 740)
        #expect(drop.suffix(2) == [
            "    740 ms   p1  dropped task(t1) on list at slot 0 — haptic: light, settle (spring, 200 ms)",
            "    740 ms       unchanged: place t1 t2 in inbox at 0 (already so: nothing to do)",
        ])
        #expect(try todo.undo(at: 750) == ["    750 ms       undone: trash t3"])
        #expect(todo.runtime.board.openTasks(in: "inbox").map(\.id) == ["t1", "t2", "t3", "t4", "t5"])
    }

    @Test("Folder A selected with its own child Notes A1 and dropped at Folder A's place, by keyboard or finger: unchanged, and the undo takes back the trashing of Budget")
    func folderWithItsChildInPlace() throws {
        var files = Board(runtime: try UndoEventsTests.storedRuntime(Scene.builtIn("files")!))
        try files.keyboardDrop("r2", on: "trash", at: 0)
        files.runtime.select(["fa", "a1"])
        _ = try files.key(.focus("fa"), at: 40)
        #expect(try files.key(.pickUp, at: 50).last == "     50 ms  key  over list: accepts, slot 1")
        var events: [RuntimeEvent] = []
        try files.runtime.handle(.key(.drop, at: .milliseconds(60)), into: &events)
        #expect(events.map(\.textLine) == [
            "     60 ms  key  dropped task(fa) on list at slot 1 — haptic: light, settle (spring, 200 ms)",
            "     60 ms       unchanged: place fa in files at 1 (already so: nothing to do)",
        ])
        #expect(events.last?.json.text == #"{"t":60,"event":"unchanged","action":"place fa in files at 1"}"#)

        files.runtime.select(["fa", "a1"])  // a drop, even in place, ends the selection
        #expect(try files.down(250, 128, at: 100) == ["    100 ms   p1  press on fa (long-press until 400 ms)"])
        _ = try files.move(250, 131, at: 400)
        #expect(try files.up(250, 131, at: 410).suffix(2) == [
            "    410 ms   p1  dropped task(fa) on list at slot 1 — haptic: light, settle (spring, 200 ms)",
            "    410 ms       unchanged: place fa in files at 1 (already so: nothing to do)",
        ])
        #expect(try files.undo(at: 420) == ["    420 ms       undone: trash r2"])
        #expect(files.runtime.board.openTasks(in: "files").map(\.id) == ["r1", "fa", "r2", "fc", "r3"])
        #expect(files.runtime.board.children(of: "fa").map(\.id) == ["a1", "a2", "fb"])
    }

    @Test("Buy milk and Write report dropped at Buy milk's place is applied, one step: Write report moves up above Walk the dog, and the undo puts it back")
    func aDropThatReordersSomeMembersIsApplied() throws {
        var todo = try Self.todo()
        todo.runtime.select(["t1", "t3"])
        _ = try todo.key(.focus("t1"), at: 0)
        #expect(try todo.key(.pickUp, at: 10).last == "     10 ms  key  over list: accepts, slot 0")
        var events: [RuntimeEvent] = []
        try todo.runtime.handle(.key(.drop, at: .milliseconds(20)), into: &events)
        #expect(events.prefix(2).map(\.textLine) == [
            "     20 ms  key  dropped task(t1) on list at slot 0 — haptic: light, settle (spring, 200 ms)",
            "     20 ms       applied: place t1 t3 in inbox at 0",
        ])
        #expect(events[1].json.text == #"{"t":20,"event":"applied","action":"place t1 t3 in inbox at 0","changed":["t1","t3"]}"#)
        #expect(todo.runtime.board.openTasks(in: "inbox").map(\.id) == ["t1", "t3", "t2", "t4", "t5"])
        #expect(try todo.undo(at: 30) == ["     30 ms       undone: place t1 t3 in inbox at 0"])
        #expect(todo.runtime.board.openTasks(in: "inbox").map(\.id) == ["t1", "t2", "t3", "t4", "t5"])
    }

    @Test("without a store too: the selection dropped in place is unchanged and the board's own undo reaches the trashing before")
    func inMemoryUndoReachesTheDropBefore() throws {
        var todo = Board(runtime: try BoardRuntime(scene: .todo))
        try todo.keyboardDrop("t3", on: "trash", at: 0)
        todo.runtime.select(["t2", "t1"])
        _ = try todo.key(.focus("t2"), at: 40)
        _ = try todo.key(.pickUp, at: 50)
        #expect(try todo.key(.drop, at: 60).last == "     60 ms       unchanged: place t2 t1 in inbox at 0 (already so: nothing to do)")
        #expect(try todo.undo(at: 70) == ["     70 ms       undone: trash t3"])
        #expect(todo.runtime.board.trashed == [])
    }
}

extension HoverAgreesWithDropTests.Board {
    mutating func key(_ input: KeyInput, at ms: Int64) throws -> [String] {
        try feed(.key(input, at: .milliseconds(ms)))
    }

    mutating func undo(at ms: Int64) throws -> [String] {
        var events: [RuntimeEvent] = []
        _ = try runtime.undo(at: .milliseconds(ms), into: &events)
        return events.map(\.textLine)
    }

    mutating func redo(at ms: Int64) throws -> [String] {
        var events: [RuntimeEvent] = []
        _ = try runtime.redo(at: .milliseconds(ms), into: &events)
        return events.map(\.textLine)
    }

    /// The keyboard carries `id` to `target` and drops it there, from `ms` on (four keys 10 ms apart).
    mutating func keyboardDrop(_ id: TaskID, on target: ReceiverID, at ms: Int64) throws {
        _ = try key(.focus(SourceID(id.rawValue)), at: ms)
        _ = try key(.pickUp, at: ms + 10)
        _ = try key(.target(target), at: ms + 20)
        _ = try key(.drop, at: ms + 30)
    }
}
