import DropEngine
import DropGeometry
import Runtime
import TaskModel
import TaskStore
import TestSupport
import Testing

/// Undo and redo through the runtime say what they did: an `undone` or `redone` event naming the
/// action as it was applied and every node it changed, before the events of the rows moving.
@Suite("Undo and redo events")
struct UndoEventsTests {
    /// The todo scene over a store in memory (undo needs a store's history).
    static func runtime() throws -> BoardRuntime {
        let scene = Scene.todo
        let store = try TaskStore(path: ":memory:", lists: scene.lists.map(\.id), schedules: scene.schedules,
                                  initialTasks: scene.lists.flatMap { list in
                                      list.tasks.flatMap { $0.flattened() }.map { ($0.task.id, $0.task.title, list.id, $0.parent, $0.task.kind) }
                                  })
        return try BoardRuntime(scene: scene, store: store)
    }

    static func down(_ x: Double, _ y: Double, _ ms: Int64) -> DragInput {
        .pointerDown(PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(ms)))
    }

    static func up(_ x: Double, _ y: Double, _ ms: Int64) -> DragInput {
        .pointerUp(PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(ms)))
    }

    /// "Buy milk" long-pressed and dropped on Complete, ending at 800 ms.
    static func completeBuyMilk(_ runtime: inout BoardRuntime) throws {
        var events: [RuntimeEvent] = []
        try runtime.handle(down(250, 92, 0), into: &events)
        try runtime.handle(.tick(at: .milliseconds(300)), into: &events)
        try runtime.handle(up(650, 150, 800), into: &events)
    }

    static let buyMilk = TaskItem(id: "t1", title: "Buy milk", list: "inbox", order: 1_000)
    static let buyMilkCompleted = TaskItem(id: "t1", title: "Buy milk", list: "inbox", order: 1_000, status: .completed(sequence: 1))

    @Test("an undo says which action it took back and what it changed; a redo says it applied it again; with nothing left, false and no event")
    func undoAndRedoSayWhatTheyDid() throws {
        var runtime = try Self.runtime()
        try Self.completeBuyMilk(&runtime)
        var events: [RuntimeEvent] = []
        #expect(try runtime.undo(at: .milliseconds(900), into: &events))
        #expect(events == [RuntimeEvent(time: .milliseconds(900), line: 0, kind: .undone(HistoryStep(
            action: "complete t1", task: "t1", changes: [TaskChange(before: Self.buyMilkCompleted, after: Self.buyMilk)])))])
        #expect(events.map(\.textLine) == ["    900 ms       undone: complete t1"])
        #expect(runtime.board.openTasks(in: "inbox").map(\.id) == ["t1", "t2", "t3", "t4", "t5"])

        events = []
        #expect(try runtime.redo(at: .milliseconds(950), into: &events))
        #expect(events == [RuntimeEvent(time: .milliseconds(950), line: 0, kind: .redone(HistoryStep(
            action: "complete t1", task: "t1", changes: [TaskChange(before: Self.buyMilk, after: Self.buyMilkCompleted)])))])
        #expect(events.map(\.textLine) == ["    950 ms       redone: complete t1"])

        events = []
        #expect(try runtime.redo(at: .milliseconds(960), into: &events) == false)
        #expect(try runtime.undo(at: .milliseconds(970), into: &events))
        #expect(try runtime.undo(at: .milliseconds(980), into: &events) == false)
        #expect(events.map(\.textLine) == ["    970 ms       undone: complete t1"])
    }

    @Test("an undone Add New names the task it took away; redone, the task is added again (no before); both as JSON lines")
    func undoneAddNamesTheTaskRemoved() throws {
        var runtime = try Self.runtime()
        try Self.completeBuyMilk(&runtime)
        var events: [RuntimeEvent] = []
        try runtime.handle(Self.down(600, 500, 1_000), into: &events)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 130), time: .milliseconds(1_100))), into: &events)
        try runtime.handle(Self.up(250, 130, 1_200), into: &events)
        let added = TaskItem(id: "new-1", title: "New task", list: "inbox", order: 2_500)

        events = []
        #expect(try runtime.undo(at: .milliseconds(1_300), into: &events))
        #expect(events == [RuntimeEvent(time: .milliseconds(1_300), line: 0,
                                        kind: .undone(HistoryStep(action: "add at 1", task: "new-1", changes: [], removed: [added])))])
        #expect(events.map(\.json.text) == [#"{"t":1300,"event":"undone","action":"add at 1","changed":[],"removed":["new-1"]}"#])

        events = []
        #expect(try runtime.redo(at: .milliseconds(1_400), into: &events))
        #expect(events == [RuntimeEvent(time: .milliseconds(1_400), line: 0,
                                        kind: .redone(HistoryStep(action: "add at 1", task: "new-1", changes: [TaskChange(before: nil, after: added)])))])
        var line: [UInt8] = []
        events[0].writeJSON(to: &line)
        #expect(String(decoding: line, as: UTF8.self) == #"{"t":1400,"event":"redone","action":"add at 1","changed":["new-1"],"removed":[]}"#)
    }

    @Test("an undo under a keyboard drag reports itself first, then the drag's target following its row")
    func undoUnderAKeyboardDragComesFirst() throws {
        var runtime = try Self.runtime()
        try Self.completeBuyMilk(&runtime)
        var events: [RuntimeEvent] = []
        try runtime.handle(.key(.focus("t3"), at: .milliseconds(1_000)), into: &events)
        try runtime.handle(.key(.pickUp, at: .milliseconds(1_010)), into: &events)
        #expect(events.last?.textLine == "   1010 ms  key  over list: accepts, slot 1")

        events = []
        #expect(try runtime.undo(at: .milliseconds(1_100), into: &events))
        #expect(events.map(\.textLine) == ["   1100 ms       undone: complete t1", "   1100 ms  key  over list: slot 2"])
    }

    @Test("without a store the runtime undoes and redoes its own drops, and says so as it does with one")
    func withoutAStoreTheRuntimeKeepsItsOwnHistory() throws {
        var runtime = try BoardRuntime(scene: .todo)
        try Self.completeBuyMilk(&runtime)
        var events: [RuntimeEvent] = []
        #expect(try runtime.undo(at: .milliseconds(900), line: 7, into: &events))
        #expect(events == [RuntimeEvent(time: .milliseconds(900), line: 7, kind: .undone(HistoryStep(
            action: "complete t1", task: "t1", changes: [TaskChange(before: Self.buyMilkCompleted, after: Self.buyMilk)])))])
        #expect(runtime.board.openTasks(in: "inbox").map(\.id) == ["t1", "t2", "t3", "t4", "t5"])
        events = []
        #expect(try runtime.redo(at: .milliseconds(950), into: &events))
        #expect(events.map(\.textLine) == ["    950 ms       redone: complete t1"])
        #expect(runtime.board.completed == [Self.buyMilkCompleted])
        #expect(try runtime.redo(at: .milliseconds(960), into: &events) == false)
    }

    @Test("undo and redo are announced, with a store and without: the drop's item, how many more it carried, and where it stands now")
    func undoAndRedoAreAnnounced() throws {
        for stored in [true, false] {
            var runtime = stored ? try Self.runtime() : try BoardRuntime(scene: .todo)
            runtime.enableAnnouncements()
            var events: [RuntimeEvent] = []
            runtime.select(["t1", "t2", "t3"], at: .milliseconds(0), into: &events)
            try Self.completeBuyMilk(&runtime)
            events = []
            #expect(try runtime.undo(at: .milliseconds(900), into: &events))
            #expect(events.map(\.textLine) == ["    900 ms       undone: complete t1 t2 t3",
                                                  "    900 ms       announced: Undid dropping 3 tasks. They are back where they were."],
                    "stored: \(stored)")
            events = []
            #expect(try runtime.redo(at: .milliseconds(950), into: &events))
            #expect(events.map(\.textLine) == ["    950 ms       redone: complete t1 t2 t3",
                                                  "    950 ms       announced: Redid dropping 3 tasks onto Complete."],
                    "stored: \(stored)")
            // Trashed, then redone: onto Trash.
            runtime.select([], at: .milliseconds(1_000), into: &events)
            try runtime.handle(Self.down(250, 92, 1_000), into: &events)
            try runtime.handle(.tick(at: .milliseconds(1_300)), into: &events)
            try runtime.handle(Self.up(650, 330, 1_800), into: &events)
            _ = try runtime.undo(at: .milliseconds(1_900), into: &events)
            events = []
            #expect(try runtime.redo(at: .milliseconds(2_000), into: &events))
            #expect(events.map(\.textLine) == ["   2000 ms       redone: trash t4", "   2000 ms       announced: Redid trashing Call mom."],
                    "stored: \(stored)")
        }
    }

    @Test("an undo or redo at a time before the last input's is rejected as that input would be, and takes nothing back")
    func undoBeforeTheLastInputIsRejected() throws {
        for stored in [true, false] {
            var runtime = stored ? try Self.runtime() : try BoardRuntime(scene: .todo)
            try Self.completeBuyMilk(&runtime)                                      // the drop at 800 ms
            var events: [RuntimeEvent] = []
            #expect(try runtime.undo(at: .milliseconds(10), into: &events) == false, "stored: \(stored)")
            #expect(events.map(\.textLine) == ["     10 ms       input rejected: time went backwards (800 ms, then 10 ms)"], "stored: \(stored)")
            #expect(runtime.board.completed.map(\.id) == ["t1"], "stored: \(stored)")
            events = []
            #expect(try runtime.undo(at: .milliseconds(900), into: &events), "stored: \(stored)")
            #expect(events.map(\.textLine) == ["    900 ms       undone: complete t1"], "stored: \(stored)")
            events = []
            #expect(try runtime.redo(at: .milliseconds(850), into: &events) == false, "stored: \(stored)")
            #expect(events.map(\.textLine) == ["    850 ms       input rejected: time went backwards (900 ms, then 850 ms)"], "stored: \(stored)")
            #expect(runtime.board.completed.map(\.id) == [], "stored: \(stored)")
        }
    }

    @Test("a drag resting over the list while an undo puts a task back above it is told its new place, though its slot keeps its number")
    func restingDragHearsThePlaceAnUndoChanged() throws {
        for stored in [true, false] {
            var runtime = stored ? try Self.runtime() : try BoardRuntime(scene: .todo)
            runtime.enableAnnouncements()
            try Self.completeBuyMilk(&runtime)
            var events: [RuntimeEvent] = []
            try runtime.handle(Self.down(250, 92, 5_000), into: &events)              // Walk the dog, now the top row
            try runtime.handle(.tick(at: .milliseconds(5_300)), into: &events)
            try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 200), time: .milliseconds(5_400))), into: &events)
            events = []
            try runtime.handle(.tick(at: .milliseconds(5_900)), into: &events)
            #expect(events.map(\.textLine) == ["   5900 ms       announced: Position 3 of 4 in Inbox."], "stored: \(stored)")
            events = []
            #expect(try runtime.undo(at: .milliseconds(6_000), into: &events))      // Buy milk is back on top: slot 3 is another place
            #expect(events.map(\.textLine) == ["   6000 ms       undone: complete t1",
                                                  "   6000 ms       announced: Undid completing Buy milk. Buy milk is back at position 1 of 5 in Inbox."],
                    "stored: \(stored)")
            #expect(runtime.nextDeadline == .milliseconds(6_500), "stored: \(stored)")
            events = []
            try runtime.handle(.tick(at: .milliseconds(6_500)), into: &events)
            #expect(events.map(\.textLine) == ["   6500 ms       announced: Position 3 of 5 in Inbox."], "stored: \(stored)")
            events = []
            try runtime.handle(Self.up(250, 200, 6_600), into: &events)
            #expect(events.map(\.textLine).last == "   6600 ms       announced: Dropped Walk the dog from position 2 of 5 in Inbox to position 3 of 5 in Inbox.",
                    "stored: \(stored)")
        }
    }

    /// The todo board's rows are 50 points apart from y 92; Complete, Trash and Add New as the scene has them.
    static func randomDrag(_ rng: inout SeededGenerator, rows: Int, at ms: Int64) -> [DragInput] {
        let start = rows > 0 && Int.random(in: 0..<4, using: &rng) > 0
            ? Point(x: 250, y: 92 + 50 * Double(Int.random(in: 0..<rows, using: &rng))) : Point(x: 600, y: 500)
        let targets = [Point(x: 650, y: 150), Point(x: 650, y: 330), Point(x: 250, y: Double(Int.random(in: 70...340, using: &rng)))]
        let end = targets[Int.random(in: 0..<3, using: &rng)]
        func event(_ point: Point, _ t: Int64) -> PointerEvent { PointerEvent(pointer: 1, position: point, time: .milliseconds(ms + t)) }
        return [.pointerDown(event(start, 0)), .tick(at: .milliseconds(ms + 300)), .pointerMove(event(end, 400)), .pointerUp(event(end, 500))]
    }

    @Test("over 200 seeded sessions of drops, undos and redos, a runtime without a store reports and holds what one with a store does")
    func memoryHistoryMatchesTheStore() throws {
        for seed in UInt64(0)..<200 {
            var rng = SeededGenerator(seed: seed)
            var stored = try Self.runtime()
            var memory = try BoardRuntime(scene: .todo)
            stored.enableAnnouncements()
            memory.enableAnnouncements()
            var ms: Int64 = 0
            for step in 0..<24 {
                var (a, b): ([RuntimeEvent], [RuntimeEvent]) = ([], [])
                ms += 1_000
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<3:
                    #expect(try stored.undo(at: .milliseconds(ms), into: &a) == (try memory.undo(at: .milliseconds(ms), into: &b)), "seed \(seed), step \(step)")
                case 3..<5:
                    #expect(try stored.redo(at: .milliseconds(ms), into: &a) == (try memory.redo(at: .milliseconds(ms), into: &b)), "seed \(seed), step \(step)")
                default:
                    for input in Self.randomDrag(&rng, rows: memory.board.openTaskIDs(in: "inbox").count, at: ms) {
                        try stored.handle(input, into: &a)
                        try memory.handle(input, into: &b)
                    }
                }
                #expect(a == b, "seed \(seed), step \(step)")
                let (x, y) = (stored.board, memory.board)
                #expect(x.allTasks == y.allTasks && x.completed == y.completed && x.trashed == y.trashed
                        && x.lists.map { x.openTaskIDs(in: $0) } == y.lists.map { y.openTaskIDs(in: $0) }, "seed \(seed), step \(step)")
                guard a == b else { return }
            }
        }
    }

    /// `scene` over a store in memory made from it.
    static func storedRuntime(_ scene: Scene) throws -> BoardRuntime {
        let store = try TaskStore(path: ":memory:", lists: scene.lists.map(\.id), schedules: scene.schedules,
                                  initialTasks: scene.lists.flatMap { list in
                                      list.tasks.flatMap { $0.flattened() }.map { ($0.task.id, $0.task.title, list.id, $0.parent, $0.task.kind) }
                                  })
        return try BoardRuntime(scene: scene, store: store)
    }

    /// A long-press on the row at `y`, dragged to (`x`, `toY`) and released, from `ms` on.
    static func drag(_ runtime: inout BoardRuntime, rowAt y: Double, to x: Double, _ toY: Double, at ms: Int64) throws -> [String] {
        var events: [RuntimeEvent] = []
        try runtime.handle(down(250, y, ms), into: &events)
        try runtime.handle(.tick(at: .milliseconds(ms + 300)), into: &events)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: x, y: toY), time: .milliseconds(ms + 400))), into: &events)
        try runtime.handle(up(x, toY, ms + 500), into: &events)
        return events.filter { if case .applied = $0.kind { true } else if case .refused = $0.kind { true } else { false } }.map(\.textLine)
    }

    @Test("an undo or redo of a selection's drop that left the dragged task where it was still says how many it carried, not that task alone")
    func selectionWhoseDraggedTaskStayedIsAnnouncedAsASelection() throws {
        for stored in [true, false] {
            var runtime = stored ? try Self.storedRuntime(.todo) : try BoardRuntime(scene: .todo)
            runtime.enableAnnouncements()
            var events: [RuntimeEvent] = []
            runtime.select(["t1", "t3"], at: .milliseconds(0), into: &events)
            // Buy milk, first already, is dropped at the top: only Write report moves, up beside it.
            #expect(try Self.drag(&runtime, rowAt: 92, to: 250, 80, at: 0) == ["    500 ms       applied: place t1 t3 in inbox at 0"])
            _ = try runtime.undo(at: .milliseconds(600), into: &events)
            _ = try runtime.redo(at: .milliseconds(700), into: &events)
            #expect(events.filter { if case .announced = $0.kind { true } else { false } }.map(\.textLine) == [
                "    600 ms       announced: Undid dropping 2 tasks. They are back where they were.",
                "    700 ms       announced: Redid dropping 2 tasks to Inbox.",
            ], "stored: \(stored)")
        }
    }

    @Test("an undo or redo of a drop whose task and list ids hold spaces counts each task once in what it announces")
    func idsWithSpacesAreCountedOnce() throws {
        let scene = try Scene.decode(Scene.todoJSON.replacingOccurrences(of: #""t1""#, with: #""buy milk""#)
            .replacingOccurrences(of: #""t2""#, with: #""walk the dog""#).replacingOccurrences(of: #""inbox""#, with: #""my inbox""#), file: "spaced.json")
        for stored in [true, false] {
            var runtime = stored ? try Self.storedRuntime(scene) : try BoardRuntime(scene: scene)
            runtime.enableAnnouncements()
            var events: [RuntimeEvent] = []
            #expect(try Self.drag(&runtime, rowAt: 92, to: 650, 150, at: 0) == ["    500 ms       applied: complete buy milk"])
            _ = try runtime.undo(at: .milliseconds(600), into: &events)
            _ = try runtime.redo(at: .milliseconds(700), into: &events)
            _ = try runtime.undo(at: .milliseconds(800), into: &events)
            runtime.select(["buy milk", "walk the dog"], at: .milliseconds(900), into: &events)
            #expect(try Self.drag(&runtime, rowAt: 92, to: 650, 150, at: 1_000) == ["   1500 ms       applied: complete buy milk walk the dog"])
            _ = try runtime.undo(at: .milliseconds(1_600), into: &events)
            runtime.select(["buy milk", "walk the dog"], at: .milliseconds(1_700), into: &events)
            #expect(try Self.drag(&runtime, rowAt: 92, to: 250, 260, at: 2_000) == ["   2500 ms       applied: place buy milk walk the dog in my inbox at 4"])
            _ = try runtime.undo(at: .milliseconds(2_600), into: &events)
            _ = try runtime.redo(at: .milliseconds(2_700), into: &events)
            #expect(events.filter { if case .announced = $0.kind { true } else { false } }.map(\.textLine) == [
                "    600 ms       announced: Undid completing Buy milk. Buy milk is back at position 1 of 5 in Inbox.",
                "    700 ms       announced: Redid completing Buy milk.",
                "    800 ms       announced: Undid completing Buy milk. Buy milk is back at position 1 of 5 in Inbox.",
                "   1600 ms       announced: Undid dropping 2 tasks. They are back where they were.",
                "   2600 ms       announced: Undid dropping 2 tasks. They are back where they were.",
                "   2700 ms       announced: Redid dropping 2 tasks to Inbox.",
            ], "stored: \(stored)")
        }
    }

    @Test("an undo that takes a selected task off the board, or a redo that completes one, drops it from the selection: a drag of the rest is applied")
    func undoAndRedoLeaveTheSelectionWhatTheBoardCanMove() throws {
        for stored in [true, false] {
            var runtime = stored ? try Self.runtime() : try BoardRuntime(scene: .todo)
            var events: [RuntimeEvent] = []
            // Add New dropped below Buy milk: new-1.
            try runtime.handle(Self.down(600, 500, 0), into: &events)
            try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 130), time: .milliseconds(100))), into: &events)
            try runtime.handle(Self.up(250, 130, 200), into: &events)
            runtime.select(["t1", "new-1"], at: .milliseconds(300), into: &events)
            _ = try runtime.undo(at: .milliseconds(400), into: &events)
            #expect(runtime.selection == ["t1"], "stored: \(stored)")
            #expect(try Self.drag(&runtime, rowAt: 92, to: 650, 150, at: 500) == ["   1000 ms       applied: complete t1"], "stored: \(stored)")

            _ = try runtime.undo(at: .milliseconds(1_100), into: &events)
            runtime.select(["t1", "t2"], at: .milliseconds(1_200), into: &events)
            _ = try runtime.redo(at: .milliseconds(1_300), into: &events)
            #expect(runtime.selection == ["t2"], "stored: \(stored)")
            #expect(try Self.drag(&runtime, rowAt: 92, to: 650, 330, at: 1_400) == ["   1900 ms       applied: trash t2"], "stored: \(stored)")
        }
    }
}
