import Foundation
import Runtime
import TaskModel
@testable import TaskStore
import Testing

/// Two screens of a kiosk, each a runtime with its own `TaskStore` on one file: Undo takes back
/// the screen's own newest step (``BoardRuntime/undoScope`` `.own`, the default), not the other
/// screen's newer one.
@Suite("Undo on a shared store: one's own steps", .serialized)
struct OwnUndoRuntimeTests {
    /// Two runtimes of the todo scene on one store file in a temporary folder, removed after `body`.
    static func withTwoScreens(_ body: (inout BoardRuntime, inout BoardRuntime) throws -> Void) throws {
        try withStoreFile { path in
            var a = try BoardRuntime(scene: .todo, store: TaskStore(path: path, scene: .todo))
            var b = try BoardRuntime(scene: .todo, store: TaskStore(path: path, scene: .todo))
            try body(&a, &b)
        }
    }

    /// The path of a store file in a temporary folder, removed after `body`.
    static func withStoreFile(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dragtoact-own-undo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder.appendingPathComponent("board.db").path)
    }

    @Test("A drops Buy milk on Complete, B renames Walk the dog, A undoes: Buy milk is open again and Walk the dog keeps B's title; with undoScope anyone, A's undo takes back B's rename")
    func ownUndoKeepsTheOtherScreensStep() throws {
        try Self.withTwoScreens { a, b in
            #expect(a.undoScope == .own)
            try UndoEventsTests.completeBuyMilk(&a)
            var events: [RuntimeEvent] = []
            try b.rename("t2", to: "Walk the cat", at: .milliseconds(850), into: &events)
            events = []
            #expect(try a.undo(at: .milliseconds(900), into: &events))
            #expect(events.first?.textLine == "    900 ms       undone: complete t1")
            #expect(a.board.completed.isEmpty)
            #expect(a.board.openTasks(in: "inbox").map(\.title) == ["Buy milk", "Walk the cat", "Write report", "Call mom", "Pay bills"])
            #expect(try a.undo(at: .milliseconds(950), into: &events) == false, "A made no other step")

            a.undoScope = .anyone
            events = []
            #expect(try a.undo(at: .milliseconds(1_000), into: &events))
            #expect(events.first?.textLine == "   1000 ms       undone: rename t2 to \"Walk the cat\"")
            #expect(a.board.task("t2")?.title == "Walk the dog")
        }
    }

    @Test("A renames Buy milk, B drops it on Complete: A's undo takes back the rename alone, and Buy milk stays completed, titled as before")
    func ownUndoOfARenameLeavesTheOtherScreensCompletion() throws {
        try Self.withTwoScreens { a, b in
            var events: [RuntimeEvent] = []
            try a.rename("t1", to: "Buy oat milk", at: .milliseconds(0), into: &events)
            try UndoEventsTests.completeBuyMilk(&b)
            events = []
            #expect(try a.undo(at: .milliseconds(900), into: &events))
            #expect(events.first?.textLine == #"    900 ms       undone: rename t1 to "Buy oat milk""#)
            #expect(a.board.completed.map(\.description) == [#"t1 "Buy milk" in inbox, order 1000, completed #1"#])
        }
    }

    @Test("A renames Walk the dog, then Buy milk; B renames Buy milk too: A's undo is refused, saying what changed, and the board is as B left it; A's next undo takes back Walk the dog's rename")
    func ownUndoOfATaskTheOtherScreenChangedIsRefused() throws {
        try Self.withTwoScreens { a, b in
            var events: [RuntimeEvent] = []
            try a.rename("t2", to: "Walk the cat", at: .milliseconds(0), into: &events)
            try a.rename("t1", to: "Buy oat milk", at: .milliseconds(10), into: &events)
            try b.rename("t1", to: "Buy soy milk", at: .milliseconds(20), into: &events)
            let board = b.board
            events = []
            #expect(try a.undo(at: .milliseconds(900), into: &events) == false)
            let refusal = HistoryRefusal(action: #"rename t1 to "Buy oat milk""#, redo: false, task: "t1",
                                         reason: #""Buy oat milk" was renamed "Buy soy milk" since by another writer"#)
            #expect(events.first == RuntimeEvent(time: .milliseconds(900), line: 0, kind: .undoRefused(refusal)))
            #expect(events.first?.textLine == #"    900 ms       undo refused: rename t1 to "Buy oat milk" ("Buy oat milk" was renamed "Buy soy milk" since by another writer)"#)
            #expect(events.first?.json.text == #"{"t":900,"event":"undoRefused","action":"rename t1 to \"Buy oat milk\"","task":"t1","detail":"\"Buy oat milk\" was renamed \"Buy soy milk\" since by another writer"}"#)
            #expect(a.board == board)
            // The refused step is set aside: the next undo reaches the step before it.
            events = []
            #expect(try a.undo(at: .milliseconds(950), into: &events))
            #expect(events.first?.textLine == #"    950 ms       undone: rename t2 to "Walk the cat""#)
            #expect(a.board.openTasks(in: "inbox").map(\.title) == ["Buy soy milk", "Walk the dog", "Write report", "Call mom", "Pay bills"])
        }
    }

    @Test("with announcements on, A's refused undo says so after its undoRefused event: Cannot undo: \"Buy oat milk\" was renamed \"Buy soy milk\" since by another writer.")
    func refusedUndoIsAnnounced() throws {
        try Self.withTwoScreens { a, b in
            var events: [RuntimeEvent] = []
            try a.rename("t1", to: "Buy oat milk", at: .milliseconds(0), into: &events)
            try b.rename("t1", to: "Buy soy milk", at: .milliseconds(20), into: &events)
            a.enableAnnouncements()
            events = []
            #expect(try a.undo(at: .milliseconds(900), into: &events) == false)
            #expect(events.map(\.textLine) == [
                #"    900 ms       undo refused: rename t1 to "Buy oat milk" ("Buy oat milk" was renamed "Buy soy milk" since by another writer)"#,
                #"    900 ms       announced: Cannot undo: "Buy oat milk" was renamed "Buy soy milk" since by another writer."#,
            ])
            #expect(events.last?.json.text == #"{"t":900,"event":"announced","announcement":"undoRefused","text":"Cannot undo: \"Buy oat milk\" was renamed \"Buy soy milk\" since by another writer."}"#)
        }
    }

    @Test("with announcements on, A's refused redo says so: Cannot redo: \"Buy milk\" was trashed since by another writer.; a title changed meanwhile refuses no redo of a completion")
    func refusedRedoIsAnnounced() throws {
        try Self.withTwoScreens { a, b in
            var events: [RuntimeEvent] = []
            try UndoEventsTests.completeBuyMilk(&a)
            #expect(try a.undo(at: .milliseconds(900), into: &events))
            // B's actions would forget A's undone step: another program's writes, which do not, change the title, then the status.
            try b.store!.db.execute("UPDATE tasks SET title = 'Buy oat milk' WHERE id = 't1'")
            #expect(try a.redo(at: .milliseconds(950), into: &events))
            #expect(try a.undo(at: .milliseconds(960), into: &events))
            try b.store!.db.execute("UPDATE tasks SET status = 'trashed', status_sequence = 9 WHERE id = 't1'")
            a.enableAnnouncements()
            events = []
            #expect(try a.redo(at: .milliseconds(1_000), into: &events) == false)
            #expect(events.map(\.textLine).filter { $0.contains("refused") || $0.contains("announced") } == [
                #"   1000 ms       redo refused: complete t1 ("Buy oat milk" was trashed since by another writer)"#,
                #"   1000 ms       announced: Cannot redo: "Buy oat milk" was trashed since by another writer."#,
            ])
        }
    }

    @Test("a screen's runtime on a store named left-screen completes Buy milk and restarts: the runtime on the store opened again as left-screen undoes it though right-screen's rename came after; one opened as right-screen or unnamed says Nothing to undo.")
    func restartedScreenUndoesItsDrop() throws {
        try Self.withStoreFile { path in
            var events: [RuntimeEvent] = []
            do {
                var left = try BoardRuntime(scene: .todo, store: TaskStore(path: path, scene: .todo, writerName: "left-screen"))
                try UndoEventsTests.completeBuyMilk(&left)
            } // the process ends
            var right = try BoardRuntime(scene: .todo, store: TaskStore(path: path, scene: .todo, writerName: "right-screen"))
            try right.rename("t2", to: "Walk the cat", at: .milliseconds(850), into: &events)
            var unnamed = try BoardRuntime(scene: .todo, store: TaskStore(path: path, scene: .todo))
            unnamed.enableAnnouncements()
            events = []
            #expect(try unnamed.undo(at: .milliseconds(900), into: &events) == false)
            #expect(events.map(\.textLine).last == "    900 ms       announced: Nothing to undo.")
            var other = try BoardRuntime(scene: .todo, store: TaskStore(path: path, scene: .todo, writerName: "right-screen"))
            events = []
            #expect(try other.undo(at: .milliseconds(900), into: &events))
            #expect(events.first?.textLine == "    900 ms       undone: rename t2 to \"Walk the cat\"", "right-screen's own step, not left-screen's")
            var restarted = try BoardRuntime(scene: .todo, store: TaskStore(path: path, scene: .todo, writerName: "left-screen"))
            events = []
            #expect(try restarted.undo(at: .milliseconds(1_000), into: &events))
            #expect(events.first?.textLine == "   1000 ms       undone: complete t1")
            #expect(restarted.board.completed.isEmpty)
        }
    }

    @Test("a writer name the store refuses is a store error naming it, and no file is made")
    func badWriterNameIsRefused() throws {
        try Self.withStoreFile { path in
            do throws(RuntimeError) {
                _ = try TaskStore(path: path, scene: .todo, writerName: "left\tscreen")
                Issue.record("expected an error")
            } catch {
                #expect(error == .store(StoreError(kind: .invalidArgument, path: path, operation: "opening",
                                                   message: #"writer name: expected 1 to 64 characters, no control or invisible character, no white space at either end, found "left\u{9}screen" (it holds a control or invisible character)"#)))
                #expect("\(error)".contains(#"found "left\u{9}screen""#))
            }
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }
}
