import DropEngine
import DropGeometry
import Foundation
import Runtime
import TaskModel
import Testing

/// What a drag is told while it hovers — accepted, refused, blocked — is what its drop does: a
/// place that says it accepts takes the drop, and a drop the board would refuse is refused
/// under the pointer (and cancelled at the release) instead of dropped and then refused.
@Suite("The hover agrees with the drop")
struct HoverAgreesWithDropTests {
    /// A runtime on a built-in scene, fed pointer 1's inputs; its events as `replay` prints them.
    struct Board {
        var runtime: BoardRuntime

        init(_ scene: String) throws { runtime = try BoardRuntime(scene: Scene.builtIn(scene)!) }

        init(runtime: BoardRuntime) { self.runtime = runtime }

        mutating func feed(_ input: DragInput) throws -> [String] {
            var events: [RuntimeEvent] = []
            try runtime.handle(input, into: &events)
            return events.map(\.textLine)
        }

        mutating func down(_ x: Double, _ y: Double, at ms: Int64) throws -> [String] {
            try feed(.pointerDown(PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(ms))))
        }

        mutating func move(_ x: Double, _ y: Double, at ms: Int64) throws -> [String] {
            try feed(.pointerMove(PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(ms))))
        }

        mutating func up(_ x: Double, _ y: Double, at ms: Int64) throws -> [String] {
            try feed(.pointerUp(PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(ms))))
        }
    }

    @Test("a header carried over Complete is refused there for its kind, and released there it is cancelled: nothing is dropped for the board to refuse")
    func headerOverComplete() throws {
        var docs = try Board("documents")
        #expect(try docs.down(250, 128, at: 0) == ["      0 ms   p1  press on h1 (long-press until 300 ms)"])
        #expect(try docs.move(250, 128, at: 300) == [
            "    300 ms   p1  drag started: h1 — haptic: medium, lift, opacity 0.7, shadow",
            "    300 ms   p1  over list: accepts, slot 1",
        ])
        #expect(try docs.move(650, 150, at: 400) == [
            "    400 ms   p1  left list",
            "    400 ms   p1  over complete: refuses (does not accept header)",
        ])
        #expect(docs.runtime.engine.highlight(of: "complete") == .rejecting)
        #expect(try docs.up(650, 150, at: 500) == [
            "    500 ms   p1  cancelled h1: releasedOnRefusingReceiver on complete (does not accept header) — returnToOrigin (easeInOut, 250 ms)",
        ])
        #expect(docs.runtime.board.completed.isEmpty)
        #expect(docs.runtime.board.openTasks(in: "docs").map(\.id) == ["d0", "h1", "d1", "d2", "h2", "d3", "fd"])
    }

    @Test("Trash takes a header and Complete a folder under the pointer, and the board applies both drops")
    func headerOnTrashAndFolderOnComplete() throws {
        var docs = try Board("documents")
        _ = try docs.down(250, 128, at: 0)
        _ = try docs.move(250, 128, at: 300)
        #expect(try docs.move(650, 330, at: 400) == ["    400 ms   p1  left list", "    400 ms   p1  over trash: accepts"])
        #expect(try docs.up(650, 330, at: 500) == [
            "    500 ms   p1  dropped header(h1) on trash — haptic: light, settle (spring, 200 ms)",
            "    500 ms       applied: trash h1",
        ])
        var files = try Board("files")
        _ = try files.down(250, 128, at: 0)
        _ = try files.move(250, 128, at: 300)
        #expect(try files.move(650, 150, at: 400) == ["    400 ms   p1  left list", "    400 ms   p1  over complete: accepts"])
        #expect(try files.up(650, 150, at: 500) == [
            "    500 ms   p1  dropped task(fa) on complete — haptic: light, settle (spring, 200 ms)",
            "    500 ms       applied: complete fa",
        ])
        #expect(files.runtime.board.completed.map(\.id) == ["fa", "a1", "a2", "fb", "b1"])
    }

    @Test("the keyboard never offers Complete to a header: its targets are the places it can go, and Trash")
    func keyboardSkipsCompleteForAHeader() throws {
        var docs = try Board("documents")
        _ = try docs.feed(.key(.focus("h1"), at: .milliseconds(0)))
        _ = try docs.feed(.key(.pickUp, at: .milliseconds(10)))
        var targets: [String] = []
        for ms in stride(from: Int64(20), through: 100, by: 10) {
            _ = try docs.feed(.key(.next, at: .milliseconds(ms)))
            let hover = docs.runtime.engine.hover(of: .keyboard)
            targets.append(hover.map { "\($0.location)" } ?? "none")
        }
        #expect(targets == ["list at 3", "list at 4", "list at 5", "list at 6", "list at 7", "onto trash", "none", "list at 0", "list at 1"])
    }
}

extension HoverAgreesWithDropTests {
    @Test("a drag of a selection holding a header is refused by Complete under the pointer and cancelled there, keeping the selection; Trash takes them all")
    func selectionWithAHeaderOverComplete() throws {
        var docs = try Board("documents")
        var events: [RuntimeEvent] = []
        docs.runtime.select(["d1", "h1"], at: .milliseconds(0), into: &events)
        #expect(events.isEmpty)
        _ = try docs.down(250, 168, at: 0)
        _ = try docs.move(250, 168, at: 300)
        #expect(try docs.move(650, 150, at: 400) == [
            "    400 ms   p1  left list",
            "    400 ms   p1  over complete: refuses (does not accept header)",
        ])
        #expect(try docs.up(650, 150, at: 500) == [
            "    500 ms   p1  cancelled d1: releasedOnRefusingReceiver on complete (does not accept header) — returnToOrigin (easeInOut, 250 ms)",
        ])
        #expect(docs.runtime.selection == ["d1", "h1"])
        _ = try docs.down(250, 168, at: 600)
        _ = try docs.move(250, 168, at: 900)
        #expect(try docs.move(650, 330, at: 1_000) == ["   1000 ms   p1  left list", "   1000 ms   p1  over trash: accepts"])
        #expect(try docs.up(650, 330, at: 1_100) == [
            "   1100 ms   p1  dropped task(d1) on trash — haptic: light, settle (spring, 200 ms)",
            "   1100 ms       applied: trash d1 h1",
        ])
        #expect(docs.runtime.selection == [])
    }

    @Test("a drag of a selection is blocked inside a folder it carries, and inside every folder when it carries a header; released there it is cancelled")
    func selectionBlockedInsideFolders() throws {
        var files = try Board("files")
        files.runtime.select(["r1", "fa"])
        _ = try files.down(250, 88, at: 0)
        _ = try files.move(250, 88, at: 300)
        #expect(try files.move(250, 208, at: 400) == ["    400 ms   p1  over list: blocked inside fa at 1 (fa cannot go inside itself)"])
        #expect(try files.up(250, 208, at: 500) == [
            "    500 ms   p1  cancelled r1: blocked at list inside fa at 1 (depth 1) (fa cannot go inside itself) — returnToOrigin (easeInOut, 250 ms)",
        ])
        var docs = try Board("documents")
        docs.runtime.select(["d0", "h1"])
        _ = try docs.down(250, 88, at: 0)
        _ = try docs.move(250, 88, at: 300)
        #expect(try docs.move(250, 328, at: 400) == ["    400 ms   p1  over list: blocked inside fd at 1 (h1 stays at the top level)"])
        #expect(try docs.up(250, 328, at: 500) == [
            "    500 ms   p1  cancelled d0: blocked at list inside fd at 1 (depth 1) (h1 stays at the top level) — returnToOrigin (easeInOut, 250 ms)",
        ])
        #expect(docs.runtime.board.openTasks(in: "docs").map(\.id) == ["d0", "h1", "d1", "d2", "h2", "d3", "fd"])
    }

    @Test("selecting while a drag rests over Complete judges it again at once, reported at the selection's time; the drop then does what the last verdict said")
    func selectingDuringADragJudgesItAgain() throws {
        var docs = try Board("documents")
        _ = try docs.down(250, 168, at: 0)
        _ = try docs.move(250, 168, at: 300)
        #expect(try docs.move(650, 150, at: 400) == ["    400 ms   p1  left list", "    400 ms   p1  over complete: accepts"])
        var events: [RuntimeEvent] = []
        docs.runtime.select(["d1", "h1"], at: .milliseconds(450), into: &events)
        #expect(events.map(\.textLine) == ["    450 ms   p1  over complete: refuses (does not accept header)"])
        events.removeAll()
        docs.runtime.select(["d1", "d2"], at: .milliseconds(460), into: &events)
        #expect(events.map(\.textLine) == ["    460 ms   p1  over complete: accepts"])
        #expect(try docs.up(650, 150, at: 500) == [
            "    500 ms   p1  dropped task(d1) on complete — haptic: light, settle (spring, 200 ms)",
            "    500 ms       applied: complete d1 d2",
        ])
    }
}

extension HoverAgreesWithDropTests {
    /// The files scene (seed 003) with an Add New button, which its list takes.
    static func filesWithAddNew() throws -> Scene {
        let text = Scene.filesJSON
            .replacingOccurrences(of: #""role": {"list": "files"}, "accepts": ["task"],"#, with: #""role": {"list": "files"}, "accepts": ["task", "addNew"],"#)
            .replacingOccurrences(of: "\n  ]\n}", with: """

              ],
              "sources": [{"id": "add", "frame": {"x": 540, "y": 460, "width": 220, "height": 100}, "payload": "addNew", "activation": "immediate"}]
            }
            """)
        return try Scene.decode(text, file: "files-add.json")
    }

    @Test("Add New over a place inside a folder is blocked there, and released there it is cancelled; at the top level it adds a task")
    func addNewInsideAFolder() throws {
        var files = Board(runtime: try BoardRuntime(scene: Self.filesWithAddNew()))
        #expect(try files.down(650, 510, at: 0) == [
            "      0 ms   p1  press on add",
            "      0 ms   p1  drag started: add — haptic: medium, lift, opacity 0.7, shadow",
        ])
        #expect(try files.move(250, 208, at: 100) == ["    100 ms   p1  over list: blocked inside fa at 1 (new tasks go at the top level)"])
        #expect(files.runtime.engine.highlight(of: "list") == .rejecting)
        #expect(try files.move(250, 368, at: 200) == ["    200 ms   p1  over list: slot 2"])
        // Back up to a2's centre, not the hysteresis' 4 points past it: the slot stays below a2, at fa's end.
        #expect(try files.move(250, 208, at: 300) == ["    300 ms   p1  over list: blocked inside fa at 2 (new tasks go at the top level)"])
        #expect(try files.up(250, 208, at: 400) == [
            "    400 ms   p1  cancelled add: blocked at list inside fa at 2 (depth 1) (new tasks go at the top level) — returnToOrigin (easeInOut, 250 ms)",
        ])
        #expect(files.runtime.board.children(of: "fa").map(\.id) == ["a1", "a2", "fb"])
        _ = try files.down(650, 510, at: 500)
        _ = try files.move(250, 368, at: 600)
        #expect(try files.up(250, 368, at: 700) == [
            "    700 ms   p1  dropped addNew on list at slot 2 — haptic: light, settle (spring, 200 ms)",
            "    700 ms       applied: add at 2",
        ])
    }

    @Test("the keyboard never offers Add New a place inside a folder; the rule blocks Add New alone, and only inside a folder")
    func keyboardKeepsAddNewAtTheTopLevel() throws {
        var files = Board(runtime: try BoardRuntime(scene: Self.filesWithAddNew()))
        _ = try files.feed(.key(.focus("add"), at: .milliseconds(0)))
        _ = try files.feed(.key(.pickUp, at: .milliseconds(10)))
        var targets: [String] = []
        for ms in stride(from: Int64(20), through: 90, by: 10) {
            _ = try files.feed(.key(.next, at: .milliseconds(ms)))
            targets.append(files.runtime.engine.hover(of: .keyboard).map { "\($0.location)" } ?? "none")
        }
        // Picked up at the end of the list (the place nearest the button): only top-level places follow.
        #expect(targets == ["none", "list at 0", "list at 1", "list at 2", "list at 3", "list at 4", "list at 5", "none"])
        #expect(TaskRole.newTasksAtTopLevel.blockReason(for: Payload(kind: .addNew), at: .among("list", parent: "fa", index: 0, depth: 1))
                == "new tasks go at the top level")
        #expect(TaskRole.newTasksAtTopLevel.blockReason(for: Payload(kind: .task, objectID: "r1"), at: .among("list", parent: "fa", index: 0, depth: 1)) == nil)
        #expect(TaskRole.newTasksAtTopLevel.blockReason(for: Payload(kind: .addNew), at: .among("list", index: 3)) == nil)
    }
}
