import DropEngine
import DropGeometry
import Runtime
import TaskModel
import TaskStore
import TestSupport
import Testing

/// A drop on a receiver whose role is the app's (`{"custom": "scan"}`) is handed to the app, a
/// `customDrop` event, and changes nothing: before 1.11.0 it was refused (`refused by scanner:
/// custom role scan is the app's to map`) and announced as a failure.
@Suite("Drops handed to the app")
struct CustomDropTests {
    /// The todo scene with Complete made a Scanner (`{"custom": "scan"}`, titled), taking tasks and
    /// coupons, and the Add New button made a coupon dispenser titled Coupon.
    static func scene() throws -> Scene {
        let text = Scene.todoJSON
            .replacingOccurrences(of: #"{"id": "complete", "#, with: #"{"id": "scanner", "#)
            .replacingOccurrences(of: #""role": "complete", "accepts": ["task"]"#,
                                  with: #""role": {"custom": "scan"}, "title": "Scanner", "accepts": ["task", "coupon"]"#)
            .replacingOccurrences(of: #""accepts": ["task", "addNew"]"#, with: #""accepts": ["task"]"#)
            .replacingOccurrences(of: #"{"id": "add", "#, with: #"{"id": "coupon-dispenser", "title": "Coupon", "#)
            .replacingOccurrences(of: #""payload": "addNew""#, with: #""payload": "coupon""#)
        return try Scene.decode(text, file: "scanner.json")
    }

    /// The scene over a store in memory, whose revision says whether anything was written.
    static func stored(_ scene: Scene) throws -> BoardRuntime {
        let store = try TaskStore(path: ":memory:", lists: scene.lists.map(\.id), schedules: scene.schedules,
                                  initialTasks: scene.lists.flatMap { list in
                                      list.tasks.flatMap { $0.flattened() }.map { ($0.task.id, $0.task.title, list.id, $0.parent, $0.task.kind) }
                                  })
        return try BoardRuntime(scene: scene, store: store)
    }

    static func event(_ kind: (PointerEvent) -> DragInput, _ pointer: Int64, _ x: Double, _ y: Double, _ ms: Int64) -> DragInput {
        kind(PointerEvent(pointer: PointerID(Int(pointer)), position: Point(x: x, y: y), time: .milliseconds(ms)))
    }

    /// A long-press of the row at `y` by `pointer` from `start`, dropped on the Scanner 500 ms later.
    static func dropRow(at y: Double, pointer: Int64 = 1, start: Int64 = 0, on runtime: inout BoardRuntime) throws -> [RuntimeEvent] {
        var events: [RuntimeEvent] = []
        try runtime.handle(event(DragInput.pointerDown, pointer, 250, y, start), into: &events)
        try runtime.handle(.tick(at: .milliseconds(start + 300)), into: &events)
        try runtime.handle(event(DragInput.pointerMove, pointer, 650, 150, start + 400), into: &events)
        try runtime.handle(event(DragInput.pointerUp, pointer, 650, 150, start + 500), into: &events)
        return events
    }

    @Test("Buy milk dropped on the Scanner is handed to the app after the engine's drop, as text and JSON; the board, the store, the history and the revision are as they were")
    func rowHandedOver() throws {
        var runtime = try Self.stored(try Self.scene())
        let board = runtime.board
        let (revision, storeRevision) = (runtime.revision, runtime.store?.revision)
        let events = try Self.dropRow(at: 92, on: &runtime)
        #expect(events.suffix(2).map(\.textLine) == [
            "    500 ms   p1  dropped task(t1) on scanner — haptic: light, settle (spring, 200 ms)",
            "    500 ms   p1  for the app: scan task(t1) on scanner",
        ])
        #expect(events.last?.json.text
                == #"{"t":500,"event":"customDrop","pointer":1,"role":"scan","receiver":"scanner","payload":{"kind":"task","id":"t1"},"source":"t1","tasks":["t1"]}"#)
        #expect(events.last?.kind == .customDrop(CustomDrop(role: "scan", pointer: 1,
                                                            intent: DropIntent(payload: Payload(kind: .task, objectID: "t1"), source: "t1",
                                                                               location: .onto("scanner"), tag: "custom(scan)"),
                                                            tasks: ["t1"])))
        #expect(runtime.board == board)
        #expect(runtime.store?.revision == storeRevision)
        #expect(runtime.revision == revision)
        var undone: [RuntimeEvent] = []
        #expect(try runtime.undo(at: .milliseconds(600), into: &undone) == false)
    }

    @Test("a source's payload of the app's own kind carries no task: the drop names its source, and its objects are the source's id")
    func sourceHandedOver() throws {
        var runtime = try BoardRuntime(scene: try Self.scene())
        var events: [RuntimeEvent] = []
        try runtime.handle(Self.event(DragInput.pointerDown, 1, 650, 510, 0), into: &events)
        try runtime.handle(Self.event(DragInput.pointerMove, 1, 650, 150, 10), into: &events)
        try runtime.handle(Self.event(DragInput.pointerUp, 1, 650, 150, 20), into: &events)
        #expect(events.last?.summary == "for the app: scan coupon from coupon-dispenser on scanner")
        #expect(events.last?.json.text
                == #"{"t":20,"event":"customDrop","pointer":1,"role":"scan","receiver":"scanner","payload":{"kind":"coupon"},"source":"coupon-dispenser","tasks":[]}"#)
        guard case .customDrop(let drop)? = events.last?.kind else { Issue.record("no custom drop: \(events)"); return }
        #expect(drop.tasks == [])
        #expect(drop.objects == ["coupon-dispenser"])
    }

    @Test("a selection's drag hands over every task it carries, in the order selected, and the drop clears the selection")
    func selectionHandedOver() throws {
        var runtime = try BoardRuntime(scene: try Self.scene())
        #expect(runtime.select(["t4", "t2"]) == [])
        let events = try Self.dropRow(at: 142, on: &runtime)
        #expect(events.last?.summary == "for the app: scan task(t2) on scanner, carrying t4, t2")
        #expect(events.last?.json.text.hasSuffix(#""tasks":["t4","t2"]}"#) == true)
        #expect(runtime.selection == [])
        #expect(runtime.board.openTaskIDs(in: "inbox") == ["t1", "t2", "t3", "t4", "t5"])
    }

    @Test("a node inside a selected folder travels in it: the drop names the folder, as an action would")
    func folderCarriesItsContents() throws {
        let text = Scene.filesJSON.replacingOccurrences(of: #""role": "complete""#, with: #""role": {"custom": "archive"}"#)
        var runtime = try BoardRuntime(scene: try Scene.decode(text, file: "files.json"))
        #expect(runtime.select(["fa", "a1", "r3"]) == [])
        let todo = try #require(runtime.frame(ofElement: "r3"))
        let events = try Self.dropRow(at: todo.center.y, on: &runtime)
        guard case .customDrop(let drop)? = events.last?.kind else { Issue.record("no custom drop: \(events.map(\.summary))"); return }
        #expect(drop.role == "archive")
        #expect(drop.tasks == ["fa", "r3"])
    }

    @Test("with announcements on, the drop is said as a drop onto the receiver's title, and a source by its own title")
    func announcedAsADrop() throws {
        var runtime = try BoardRuntime(scene: try Self.scene())
        runtime.enableAnnouncements()
        let row = try Self.dropRow(at: 92, on: &runtime)
        var said = row.compactMap { if case .announced(_, let text) = $0.kind { text } else { nil } }
        #expect(said.first == "Picked up Buy milk.")
        #expect(said.last == "Dropped Buy milk from position 1 of 5 in Inbox onto Scanner.")
        var events: [RuntimeEvent] = []
        try runtime.handle(Self.event(DragInput.pointerDown, 1, 650, 510, 1_000), into: &events)
        try runtime.handle(Self.event(DragInput.pointerMove, 1, 650, 150, 1_010), into: &events)
        try runtime.handle(Self.event(DragInput.pointerUp, 1, 650, 150, 1_020), into: &events)
        said = events.compactMap { if case .announced(_, let text) = $0.kind { text } else { nil } }
        #expect(said == ["Picked up Coupon.", "Dropped Coupon onto Scanner."])
    }

    @Test("a keyboard drop on the Scanner is handed over too, the keyboard its pointer")
    func keyboardDrop() throws {
        var runtime = try BoardRuntime(scene: try Self.scene())
        var events: [RuntimeEvent] = []
        try runtime.handle(.key(.focus("t3"), at: .milliseconds(0)), into: &events)
        try runtime.handle(.key(.pickUp, at: .milliseconds(10)), into: &events)
        try runtime.handle(.key(.target("scanner"), at: .milliseconds(20)), into: &events)
        try runtime.handle(.key(.drop, at: .milliseconds(30)), into: &events)
        #expect(events.last?.textLine == "     30 ms  key  for the app: scan task(t3) on scanner")
        #expect(events.last?.json.text.contains(#""event":"customDrop","pointer":"keyboard","role":"scan""#) == true)
    }

    @Test("DropMeaning, for an app that turns drops into actions itself, still has no task action for a custom role")
    func dropMeaningLeavesItToTheApp() {
        let intent = DropIntent(payload: Payload(kind: .task, objectID: "t1"), source: "t1", location: .onto("scanner"), tag: "custom(scan)")
        #expect(throws: DropRefusal.customRole("scan")) { try DropMeaning(intent: intent, role: .custom("scan")) }
    }
}
