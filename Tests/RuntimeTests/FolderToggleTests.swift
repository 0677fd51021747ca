import DropEngine
import Runtime
import TaskModel
import Testing

/// Opening and closing folders without dragging: a tap on a folder's row, and its keyboard
/// equivalent, `activate` with the focus on the folder while carrying nothing.
@Suite("Folder toggles")
struct FolderToggleTests {
    /// The built-in files scene's runtime, fed keys.
    struct Files {
        var runtime: BoardRuntime

        init() throws { runtime = try BoardRuntime(scene: Scene.builtIn("files")!) }

        /// Feeds `input` at `ms` and returns the events as `replay` prints them.
        mutating func key(_ input: KeyInput, at ms: Int64) throws -> [String] {
            var events: [RuntimeEvent] = []
            try runtime.handle(.key(input, at: .milliseconds(ms)), into: &events)
            return events.map(\.textLine)
        }
    }

    @Test("carrying nothing, activate on a focused folder opens or closes it, as a tap on its row does; on a task it does nothing")
    func activateTogglesTheFocusedFolder() throws {
        var files = try Files()
        #expect(try files.key(.focus("fb"), at: 0) == [])
        #expect(files.runtime.frame(ofElement: "b1") == nil)  // inside collapsed Folder B: no row
        #expect(try files.key(.activate, at: 10) == ["     10 ms       applied: expand fb"])
        #expect(files.runtime.board.task("fb")?.kind == .folder(expanded: true))
        #expect(files.runtime.frame(ofElement: "b1") != nil)  // its row is laid out: the keyboard can reach it
        #expect(try files.key(.activate, at: 20) == ["     20 ms       applied: collapse fb"])
        #expect(files.runtime.board.task("fb")?.kind == .folder(expanded: false))
        #expect(try files.key(.focus("r1"), at: 30) == [])
        #expect(try files.key(.activate, at: 40) == [])
        #expect(files.runtime.board.task("r1")?.kind == .task)
    }

    @Test("while carrying, activate still opens the collapsed folder the target is in and does not touch the focused one")
    func activateWhileCarryingOpensTheTarget() throws {
        var files = try Files()
        _ = try files.key(.focus("fa"), at: 0)
        _ = try files.key(.pickUp, at: 10)  // Folder A, at its own place
        #expect(try files.key(.next, at: 20) == ["     20 ms  key  over list: slot 3"])
        #expect(try files.key(.next, at: 30) == ["     30 ms  key  over list: inside fc at 1"])
        #expect(try files.key(.activate, at: 40) == ["     40 ms  key  rested over list inside fc at 1", "     40 ms       applied: expand fc"])
        #expect(files.runtime.board.task("fa")?.kind == .folder(expanded: true))
    }
}
