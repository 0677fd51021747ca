import DropEngine
import DropGeometry
import Foundation
import Runtime
import TaskModel
import Testing

/// Tabs, selections holding nodes that are not open, folders within sections, explanations and
/// announcements of a selection's drag: where the hover and the drop once disagreed.
extension HoverAgreesWithDropTests {
    /// A shipped scene, `Demo/scenes/NAME.json`.
    static func demoScene(_ name: String) throws -> Scene {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Demo/scenes/\(name).json")
        return try Scene.decode(String(contentsOf: url, encoding: .utf8), file: "\(name).json")
    }

    /// The tabs scene: Inbox's rows, Complete, and a tab for each list (Inbox, Today, Upcoming).
    static func tabs() throws -> Board { Board(runtime: try BoardRuntime(scene: demoScene("tabs"))) }

    @Test("a task over its own list's tab is refused there, and released there it is cancelled: the board would not move it to the list it is in")
    func ownTabRefuses() throws {
        var tabs = try Self.tabs()
        _ = try tabs.down(250, 92, at: 0)
        _ = try tabs.move(250, 92, at: 300)
        #expect(try tabs.move(90, 30, at: 400) == ["    400 ms   p1  left list", "    400 ms   p1  over tab-inbox: refuses (t1 is already there)"])
        #expect(tabs.runtime.engine.highlight(of: "tab-inbox") == .rejecting)
        #expect(try tabs.up(90, 30, at: 500) == [
            "    500 ms   p1  cancelled t1: releasedOnRefusingReceiver on tab-inbox (t1 is already there) — returnToOrigin (easeInOut, 250 ms)",
        ])
        _ = try tabs.down(250, 92, at: 600)
        _ = try tabs.move(250, 92, at: 900)
        #expect(tabs.runtime.engine.highlight(of: "tab-inbox") == .idle)
        #expect(tabs.runtime.engine.highlight(of: "tab-today") == .canAccept)
        #expect(try tabs.up(250, 30, at: 1_000) == [
            "   1000 ms   p1  left list",
            "   1000 ms   p1  over tab-today: accepts",
            "   1000 ms   p1  dropped task(t1) on tab-today — haptic: light, settle (spring, 200 ms)",
            "   1000 ms       applied: move t1 to today",
        ])
        #expect(tabs.runtime.board.openTasks(in: "today").map(\.id) == ["t4", "t1"])
    }

    @Test("the keyboard's targets leave out the tab of the list the task is in")
    func keyboardSkipsTheOwnTab() throws {
        var tabs = try Self.tabs()
        _ = try tabs.feed(.key(.focus("t1"), at: .milliseconds(0)))
        _ = try tabs.feed(.key(.pickUp, at: .milliseconds(10)))
        var targets: [String] = []
        for ms in stride(from: Int64(20), through: 90, by: 10) {
            _ = try tabs.feed(.key(.next, at: .milliseconds(ms)))
            targets.append(tabs.runtime.engine.hover(of: .keyboard).map { "\($0.location)" } ?? "none")
        }
        #expect(targets == ["list at 2", "list at 3", "onto complete", "none", "onto tab-today", "onto tab-upcoming", "list at 0", "list at 2"])
    }

    @Test("a selection is refused by a tab only when every task it carries is in that list, as the board refuses that drop; with one from elsewhere the tab takes them all")
    func selectionOverATab() throws {
        var tabs = try Self.tabs()
        tabs.runtime.select(["t1", "t2"])
        _ = try tabs.down(250, 92, at: 0)
        _ = try tabs.move(250, 92, at: 300)
        #expect(try tabs.move(90, 30, at: 400) == ["    400 ms   p1  left list", "    400 ms   p1  over tab-inbox: refuses (t1 is already there)"])
        _ = try tabs.up(90, 30, at: 500)
        let intent = DropIntent(payload: Payload(kind: .task, objectID: "t1"), source: "t1", location: .onto("tab-inbox"))
        #expect(throws: TaskRejection.alreadyInList("t1", "inbox")) {
            try DropMeaning(intent: intent, role: .moveTo("inbox")).action(on: tabs.runtime.board, at: nil, selection: ["t1", "t2"])
        }
        tabs.runtime.select(["t1", "t2", "t4"])
        _ = try tabs.down(250, 92, at: 600)
        _ = try tabs.move(250, 92, at: 900)
        #expect(try tabs.up(90, 30, at: 1_000) == [
            "   1000 ms   p1  left list",
            "   1000 ms   p1  over tab-inbox: accepts",
            "   1000 ms   p1  dropped task(t1) on tab-inbox — haptic: light, settle (spring, 200 ms)",
            "   1000 ms       applied: place t1 t2 t4 in inbox at 3",
        ])
        #expect(tabs.runtime.board.openTasks(in: "inbox").map(\.id) == ["t3", "t1", "t2", "t4"])
    }

    @Test("the selection holds open tasks only: a completed one is not selected, and one completed by redo leaves it, so the rest are dragged alone")
    func selectionLeavesCompletedTasksOut() throws {
        var tabs = try Self.tabs()
        _ = try tabs.down(250, 92, at: 0)
        _ = try tabs.move(250, 92, at: 300)
        _ = try tabs.up(650, 150, at: 400)
        tabs.runtime.select(["t1", "t2", "t4"])
        #expect(tabs.runtime.selection == ["t2", "t4"])
        var events: [RuntimeEvent] = []
        try tabs.runtime.undo(at: .milliseconds(500), into: &events)
        tabs.runtime.select(["t1", "t2", "t3"])
        events.removeAll()
        try tabs.runtime.redo(at: .milliseconds(600), into: &events)
        #expect(events.map(\.textLine) == ["    600 ms       redone: complete t1"])
        #expect(tabs.runtime.selection == ["t2", "t3"])
        #expect(tabs.runtime.engine.selection.map(\.source) == ["t2", "t3"])
        _ = try tabs.down(250, 92, at: 700)
        _ = try tabs.move(250, 92, at: 1_000)
        #expect(try tabs.up(250, 30, at: 1_100) == [
            "   1100 ms   p1  left list",
            "   1100 ms   p1  over tab-today: accepts",
            "   1100 ms   p1  dropped task(t2) on tab-today — haptic: light, settle (spring, 200 ms)",
            "   1100 ms       applied: place t2 t3 in today at 1",
        ])
    }

    @Test("a drop inside a folder within a section goes into that folder, in its section's list; Add New is blocked there, as it makes a task at a section's top level")
    func folderWithinASection() throws {
        var projects = Board(runtime: try BoardRuntime(scene: Self.demoScene("project-folders")))
        _ = try projects.down(250, 368, at: 0)
        _ = try projects.move(250, 368, at: 300)
        #expect(try projects.move(250, 168, at: 400) == ["    400 ms   p1  over projects: inside fw at 1"])
        #expect(try projects.up(250, 168, at: 500) == [
            "    500 ms   p1  dropped task(m1) on projects inside fw at 1 — haptic: light, settle (spring, 200 ms)",
            "    500 ms       applied: place m1 into fw at 1",
        ])
        #expect(projects.runtime.board.children(of: "fw").map(\.id) == ["w2", "m1"])
        #expect(projects.runtime.board.task("m1")?.list == "work")
        _ = try projects.down(650, 510, at: 600)
        #expect(try projects.move(250, 208, at: 700) == [
            "    700 ms   p1  drag started: add — haptic: medium, lift, opacity 0.7, shadow",
            "    700 ms   p1  over projects: blocked inside fw at 0 (new tasks go at a section's top level)",
        ])
        #expect(try projects.up(250, 208, at: 800) == [
            "    800 ms   p1  cancelled add: blocked at projects inside fw at 0 (depth 2) (new tasks go at a section's top level) — returnToOrigin (easeInOut, 250 ms)",
        ])
    }
}

extension HoverAgreesWithDropTests {
    @Test("--explain judges a selection's drag on all it carries: Complete refuses it for the header selected with the pressed task")
    func explanationOfASelection() throws {
        var docs = try Board("documents")
        docs.runtime.select(["d1", "h1"])
        var events: [RuntimeEvent] = []
        try docs.runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 168), time: .milliseconds(0))), into: &events)
        try docs.runtime.handle(.tick(at: .milliseconds(300)), into: &events)
        events.removeAll()
        try docs.runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 650, y: 150), time: .milliseconds(400))), explain: true,
                                into: &events)
        #expect(events.first?.explanationLines == [
            "candidates at 650,150 for task(d1) with header(h1), topmost first:",
            "  complete [complete, z 0]: refuses (does not accept header)  <- target",
        ])
        #expect(events.first?.json.text.contains(#""carried":[{"kind":"header","id":"h1"}]"#) == true)
    }

    @Test("a drop of a selection is announced with how many it carries, and so is one the board refuses")
    func selectionDropAnnounced() throws {
        var tabs = try Self.tabs()
        tabs.runtime.enableAnnouncements()
        tabs.runtime.select(["t1", "t3"])
        _ = try tabs.down(250, 92, at: 0)
        _ = try tabs.move(250, 92, at: 300)
        #expect(try tabs.up(650, 150, at: 400).suffix(2) == [
            "    400 ms       applied: complete t1 t3",
            "    400 ms       announced: Dropped 2 tasks onto Complete.",
        ])
        tabs.runtime.select(["t2", "t4"])
        _ = try tabs.down(250, 92, at: 500)
        _ = try tabs.move(250, 92, at: 800)
        #expect(try tabs.up(250, 142, at: 900).suffix(1) == ["    900 ms       announced: Dropped 2 tasks to Inbox."])
        let names = tabs.runtime.announcementNames
        #expect(Announcement.refusedSelection("t1", count: 3, receiver: "complete", container: nil, reason: .other(#"task "t1" is not open"#))
            .english(names) == #"Could not drop 3 tasks onto Complete: task "t1" is not open. They stay where they were."#)
        #expect(Announcement.droppedSelection("t1", count: 2, receiver: "list", container: .folder("t3")).english(IDNames())
            == "Dropped 2 items into t3.")
    }
}
