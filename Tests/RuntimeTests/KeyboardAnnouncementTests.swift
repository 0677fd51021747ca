import DropEngine
import DropGeometry
import Foundation
import Runtime
import TaskModel
import TaskStore
import Testing

/// What a keyboard-only, screen-reader user hears: sections opened and closed by keyboard, a
/// pick-up that lifts nothing, a drag whose task left the board, an undo with nothing to undo.
@Suite struct KeyboardAnnouncementTests {
    /// The events of `keys`, at 0, 10, 20, … ms from `start`, as their lines.
    private func press(_ keys: [KeyInput], from start: Int64 = 0, on runtime: inout BoardRuntime) throws -> [String] {
        var events: [RuntimeEvent] = []
        for (i, key) in keys.enumerated() {
            try runtime.handle(.key(key, at: .milliseconds(start + Int64(i) * 10)), into: &events)
        }
        return events.map(\.textLine)
    }

    private func announced(_ lines: [String]) -> [String] {
        lines.filter { $0.contains("announced: ") }.map { String($0[$0.range(of: "announced: ")!.upperBound...]) }
    }

    @Test("the keyboard focuses Errands' title and opens it with activate, then closes it with Space: both said, and the focus stays on the title")
    func sectionOpenedAndClosedByKeyboard() throws {
        var runtime = try BoardRuntime(scene: Scene.builtIn("projects")!)
        runtime.enableAnnouncements()
        #expect(runtime.collapsedSections == ["errands"])
        #expect(announced(try press([.focus("errands"), .activate], on: &runtime)) == ["Errands opened, 1 task."])
        #expect(runtime.collapsedSections == [])
        #expect(runtime.keyboardFocus == "errands")
        #expect(runtime.keyboardFocusIsPresent)
        #expect(runtime.frame(ofElement: "e1") != nil)
        #expect(announced(try press([.pickUp], from: 100, on: &runtime)) == ["Errands closed."])
        #expect(runtime.collapsedSections == ["errands"])
        #expect(runtime.frame(ofElement: "e1") == nil)
        #expect(runtime.engine.drag(of: .keyboard) == nil)
    }

    @Test("a title's key is told to the engine as the time alone: focus on a row again, and Space lifts the row, not the title")
    func rowFocusedAfterTitleIsLifted() throws {
        var runtime = try BoardRuntime(scene: Scene.builtIn("projects")!)
        let lines = try press([.focus("w1"), .focus("work"), .activate, .focus("m1"), .pickUp], on: &runtime)
        #expect(!lines.contains { $0.contains("rejected") })
        #expect(runtime.collapsedSections == ["work", "errands"])
        #expect(runtime.keyboardFocus == "m1")
        #expect(runtime.engine.drag(of: .keyboard)?.source == "m1")
        #expect(runtime.engine.latestTime == .milliseconds(40))
    }

    @Test("carrying a task, activate with the focus left on a title opens the section the target lies in, not the title's")
    func activateWhileCarryingIsTheDrags() throws {
        var runtime = try BoardRuntime(scene: Scene.builtIn("projects")!)
        _ = try press([.focus("m1"), .pickUp, .next, .next, .focus("work"), .activate], on: &runtime)
        #expect(runtime.collapsedSections == [])
        #expect(runtime.engine.drag(of: .keyboard)?.source == "m1")
    }

    @Test("a folder opened and closed by the keyboard is said with how many it holds")
    func folderOpenedAndClosedByKeyboard() throws {
        var runtime = try BoardRuntime(scene: Scene.builtIn("files")!)
        runtime.enableAnnouncements()
        let folder = try #require(runtime.board.openTasks(in: runtime.scene.lists[0].id).first { $0.isFolder })
        let expanded = folder.kind == .folder(expanded: true)
        let count = runtime.board.children(of: folder.id).count
        let first = announced(try press([.focus(SourceID(folder.id.rawValue)), .activate], on: &runtime))
        let second = announced(try press([.activate], from: 100, on: &runtime))
        let opened = "\(folder.title) opened, \(count) tasks."
        let closed = "\(folder.title) closed."
        #expect((first, second) == (expanded ? ([closed], [opened]) : ([opened], [closed])))
    }

    @Test("Space with the focused row gone (Buy milk completed by the keys) says why nothing lifts; with nothing focused, that nothing is")
    func pickUpOfAGoneRowIsSaid() throws {
        var runtime = try BoardRuntime(scene: .todo)
        runtime.enableAnnouncements()
        #expect(announced(try press([.pickUp], on: &runtime)) == ["Nothing to pick up: nothing is focused."])
        // Buy milk carried onto Complete by the keys: every target from its place to Complete.
        var keys: [KeyInput] = [.focus("t1"), .pickUp]
        keys += Array(repeating: .previous, count: 3)
        _ = try press(keys, from: 100, on: &runtime)
        #expect(runtime.engine.drag(of: .keyboard)?.over == "complete")
        _ = try press([.drop], from: 200, on: &runtime)
        #expect(runtime.board.completed.map(\.id) == ["t1"])
        #expect(!runtime.keyboardFocusIsPresent)
        #expect(announced(try press([.pickUp], from: 300, on: &runtime)) == ["Cannot pick up Buy milk: it is completed."])
    }

    @Test("Space on a row a finger holds says it is already being dragged")
    func pickUpOfAHeldRowIsSaid() throws {
        var runtime = try BoardRuntime(scene: .todo)
        runtime.enableAnnouncements()
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, kind: .touch, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        try runtime.handle(.tick(at: .milliseconds(300)), into: &events)
        #expect(announced(try press([.focus("t1"), .pickUp], from: 310, on: &runtime)) == ["Cannot pick up Buy milk: it is already being dragged."])
    }

    @Test("undo and redo with nothing to take back say so")
    func nothingToUndoIsSaid() throws {
        var runtime = try BoardRuntime(scene: .todo)
        runtime.enableAnnouncements()
        var events: [RuntimeEvent] = []
        #expect(try runtime.undo(at: .milliseconds(10), into: &events) == false)
        #expect(try runtime.redo(at: .milliseconds(20), into: &events) == false)
        #expect(events.map(\.textLine) == ["     10 ms       announced: Nothing to undo.", "     20 ms       announced: Nothing to redo."])
    }

    @Test("Buy milk completed by another process while the keyboard carries it: the refresh ends the drag as itemGone (not escape) and says why, and the keys say no more places")
    func carriedTaskCompletedElsewhereEndsTheDrag() throws {
        try withRuntimeAndOtherProcess { runtime, other in
            runtime.enableAnnouncements()
            _ = try press([.focus("t1"), .pickUp, .next], on: &runtime)
            #expect(try other.apply(.complete("t1")).description.hasPrefix("applied: "))
            var events: [RuntimeEvent] = []
            try runtime.refresh(at: .milliseconds(100), into: &events)
            #expect(events.map(\.textLine).suffix(2) == [
                "    100 ms  key  cancelled t1: itemGone — returnToOrigin (easeInOut, 250 ms)",
                "    100 ms       announced: Drag ended: Buy milk is completed."])
            #expect(runtime.engine.drag(of: .keyboard) == nil)
            #expect(try press([.next, .next], from: 200, on: &runtime).isEmpty)
            try runtime.handle(.tick(at: .milliseconds(1_000)), into: &events)
            #expect(!events.contains { $0.textLine.contains("Position") })
        }
    }

    @Test("New task, just added, carried by the keyboard when its adding is undone: the drag is cancelled as itemGone, said after the undo")
    func undoOfTheCarriedTasksAddingEndsTheDrag() throws {
        var runtime = try BoardRuntime(scene: .todo)
        runtime.enableAnnouncements()
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 3, position: Point(x: 650, y: 510), time: .milliseconds(0))), into: &events)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 3, position: Point(x: 250, y: 92), time: .milliseconds(10))), into: &events)
        try runtime.handle(.pointerUp(PointerEvent(pointer: 3, position: Point(x: 250, y: 92), time: .milliseconds(110))), into: &events)
        #expect(runtime.board.openTasks(in: "inbox").first?.id == "new-1")
        _ = try press([.focus("new-1"), .pickUp, .next], from: 200, on: &runtime)
        events = []
        try runtime.undo(at: .milliseconds(300), into: &events)
        #expect(announced(events.map(\.textLine)) == ["Undid adding New task.", "Drag ended: New task is no longer on the board."])
        #expect(events.map(\.textLine).filter { $0.contains("cancelled") }
                == ["    300 ms  key  cancelled new-1: itemGone — returnToOrigin (easeInOut, 250 ms)"])
        #expect(runtime.engine.drag(of: .keyboard) == nil)
    }

    @Test("a selection carried by the keyboard, one of it completed by a redo: the waiting update counts the places without it, as the next one does (it said of 5, then of 4)")
    func waitingUpdateRecountedWhenASelectedTaskCloses() throws {
        var runtime = try BoardRuntime(scene: .todo)
        runtime.enableAnnouncements()
        var events: [RuntimeEvent] = []
        _ = try press([.focus("t2"), .pickUp, .target("complete"), .drop], on: &runtime)
        try runtime.undo(at: .milliseconds(40), into: &events)
        runtime.select(["t1", "t2", "t3"], at: .milliseconds(50), into: &events)
        _ = try press([.focus("t1"), .pickUp, .next], from: 60, on: &runtime)
        events = []
        try runtime.redo(at: .milliseconds(90), into: &events)
        try runtime.handle(.tick(at: .milliseconds(600)), into: &events)
        #expect(announced(events.map(\.textLine)) == ["Redid completing Walk the dog.", "Position 2 of 4 in Inbox."])
        events = []
        _ = try press([.previous, .next], from: 700, on: &runtime)
        try runtime.handle(.tick(at: .milliseconds(1_300)), into: &events)
        #expect(announced(events.map(\.textLine)) == ["Position 2 of 4 in Inbox."])
    }

    @Test("Folder A open or closed with Notes A1 selected inside it: a drag of the selection counts Notes A1 in its folder, not on its own")
    func hiddenSelectedChildIsNotCountedTwice() throws {
        var runtime = try BoardRuntime(scene: Scene.builtIn("files")!)
        runtime.enableAnnouncements()
        var events: [RuntimeEvent] = []
        runtime.select(["fa", "a1", "r3"], at: .milliseconds(0), into: &events)
        #expect(announced(try press([.focus("fa"), .pickUp, .cancel], from: 10, on: &runtime)) == [
            "Picked up 2 tasks. Tab or the arrow keys choose where they go, Space or Enter drops them, Escape cancels.",
            "Cancelled; 2 tasks stay where they were."])
        #expect(announced(try press([.activate, .pickUp, .cancel], from: 100, on: &runtime)) == [
            "Folder A closed.",
            "Picked up 2 tasks. Tab or the arrow keys choose where they go, Space or Enter drops them, Escape cancels.",
            "Cancelled; 2 tasks stay where they were."])
        #expect(runtime.selection == ["fa", "a1", "r3"])
    }
}
