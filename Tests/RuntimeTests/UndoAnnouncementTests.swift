import DropEngine
import DropGeometry
import Runtime
import TaskModel
import Testing

/// What an undo and a redo say after a user trial's drops and swipes (h105): a selection holding
/// a header or folder trashed, a header's section swiped away with a closed folder in it, an item
/// that ends up inside a closed folder or section.
@Suite("Undo and redo announcements")
struct UndoAnnouncementTests {
    /// The texts announced while `inputs` run, at 0, 10, 20, … ms: a key, an undo, a redo, or a
    /// swipe of the row at `y` from `x` 400 to 100.
    private enum Step { case key(KeyInput), undo, redo, swipe(y: Double) }

    private func announced(_ steps: [Step], on runtime: inout BoardRuntime) throws -> [String] {
        var events: [RuntimeEvent] = []
        var ms: Int64 = 0
        for step in steps {
            switch step {
            case .key(let key): try runtime.handle(.key(key, at: .milliseconds(ms)), into: &events)
            case .undo: try runtime.undo(at: .milliseconds(ms), into: &events)
            case .redo: try runtime.redo(at: .milliseconds(ms), into: &events)
            case .swipe(let y):
                for (input, x, at) in [(DragInput.pointerDown, 400.0, ms), (DragInput.pointerMove, 250, ms + 10), (DragInput.pointerUp, 100, ms + 20)] {
                    try runtime.handle(input(PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(at))), into: &events)
                }
                ms += 20
            }
            ms += 10
        }
        return events.compactMap { event in
            if case .announced(_, let text) = event.kind { text } else { nil }
        }
    }

    private func runtime(_ scene: String) throws -> BoardRuntime {
        var runtime = try BoardRuntime(scene: Scene.builtIn(scene)!)
        runtime.enableAnnouncements()
        return runtime
    }

    @Test("a selection of a header and a task of another section trashed is undone and redone as a selection's drop, not as Work's section")
    func selectionWithAHeaderTrashedIsUndoneAsASelection() throws {
        var runtime = try runtime("documents")
        _ = runtime.select(["h1", "d3"])
        #expect(try announced([.key(.focus("d3")), .key(.pickUp), .key(.target("trash")), .key(.drop), .undo, .redo], on: &runtime).dropFirst() == [
            "Dropped 2 tasks onto Trash.",
            "Undid dropping 2 tasks. They are back where they were.",
            "Redid dropping 2 tasks onto Trash.",
        ])
    }

    @Test("a selection of a folder and a task trashed is undone and redone as a selection's drop, the folder's contents not counted")
    func selectionWithAFolderTrashedIsUndoneAsASelection() throws {
        var runtime = try runtime("files")
        _ = runtime.select(["fa", "r3"])
        #expect(try announced([.key(.focus("r3")), .key(.pickUp), .key(.target("trash")), .key(.drop), .undo, .redo], on: &runtime).dropFirst() == [
            "Dropped 2 tasks onto Trash.",
            "Undid dropping 2 tasks. They are back where they were.",
            "Redid dropping 2 tasks onto Trash.",
        ])
    }

    @Test("Home's section swiped away with the closed Archive in it: the swipe, its undo and its redo each count Old letter inside Archive")
    func sectionSwipeAndItsUndoCountTheSame() throws {
        var runtime = try runtime("documents")
        #expect(try announced([.swipe(y: 248), .undo, .redo], on: &runtime) == [
            "Trashed Home with 3 tasks.",
            "Undid trashing Home with 3 tasks. They are back where they were.",
            "Redid trashing Home with 3 tasks.",
        ])
    }

    @Test("the closed folder Archive swiped away alone: its undo and redo say it went with what it holds, as the swipe did")
    func folderSwipeAndItsUndoCountTheSame() throws {
        var runtime = try runtime("documents")
        #expect(try announced([.swipe(y: 328), .undo, .redo], on: &runtime) == [
            "Trashed Archive with 1 task.",
            "Undid trashing Archive with 1 task. They are back where they were.",
            "Redid trashing Archive with 1 task.",
        ])
    }

    @Test("Readme dropped into the closed Folder B: its redo says where it went, inside the folder, and that the folder is closed")
    func redoIntoAClosedFolderSaysItsPlace() throws {
        var runtime = try runtime("files")
        let keys: [Step] = [.key(.focus("r1")), .key(.pickUp), .key(.next), .key(.next), .key(.next), .key(.next), .key(.drop), .undo, .redo]
        #expect(try announced(keys, on: &runtime).dropFirst() == [
            "Dropped Readme from position 1 of 5 in Files into Folder B, position 2 of 2.",
            "Undid dropping Readme. Readme is back at position 1 of 5 in Files.",
            "Redid dropping Readme into Folder B, position 2 of 2 (closed).",
        ])
    }

    @Test("Write spec dropped into the closed section Errands: its redo says its place there, and that Errands is closed")
    func redoIntoAClosedSectionSaysItsPlace() throws {
        var runtime = try runtime("projects")
        let keys: [Step] = [.key(.focus("w1")), .key(.pickUp)] + Array(repeating: .key(.next), count: 6) + [.key(.drop), .undo, .redo]
        #expect(try announced(keys, on: &runtime).dropFirst() == [
            "Dropped Write spec from position 1 of 3 in Work to position 2 of 2 in Errands.",
            "Undid dropping Write spec. Write spec is back at position 1 of 3 in Work.",
            "Redid dropping Write spec to position 2 of 2 in Errands (closed).",
        ])
    }

    @Test("Photo B1 moved out of Folder B, which is then closed: the undo says Photo B1 is back inside it, closed")
    func undoIntoAClosedFolderSaysItsPlace() throws {
        var runtime = try runtime("files")
        let keys: [Step] = [.key(.focus("fb")), .key(.activate), .key(.focus("b1")), .key(.pickUp), .key(.previous), .key(.previous), .key(.drop),
                            .key(.focus("fb")), .key(.activate), .undo, .redo, .undo]
        #expect(try announced(keys, on: &runtime).filter { !$0.hasPrefix("Picked up") } == [
            "Folder B opened, 1 task.",
            "Dropped Photo B1 from inside Folder B, position 1 of 1 into Folder A, position 2 of 4.",
            "Folder B closed.",
            "Undid dropping Photo B1. Photo B1 is back inside Folder B, position 1 of 1 (closed).",
            "Redid dropping Photo B1 into Folder A, position 2 of 4.",
            "Undid dropping Photo B1. Photo B1 is back inside Folder B, position 1 of 1 (closed).",
        ])
    }
}
