import DropEngine
import DropGeometry
import Foundation
import Runtime
import TaskModel
import TaskStore
import Testing

/// What a keyboard-only, screen-reader user hears: sections opened and closed by keyboard.
@Suite struct KeyboardAnnouncementTests {
    /// The events of `keys`, at 0, 10, 20, … ms from `start`, as their lines.
    private func press(_ keys: [KeyInput], from start: Int64 = 0, on runtime: inout BoardRuntime) throws -> [String] {
        var events: [RuntimeEvent] = []
        for (i, key) in keys.enumerated() {
            try runtime.handle(.key(key, at: .milliseconds(start + Int64(i) * 10)), into: &events)
        }
        return events.map(\.description)
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
}
