import Foundation
import Runtime
import TaskModel
import TaskStore
import Testing

/// Two screens of a kiosk, each a runtime with its own `TaskStore` on one file: Undo takes back
/// the screen's own newest step (``BoardRuntime/undoScope`` `.own`, the default), not the other
/// screen's newer one.
@Suite("Undo on a shared store: one's own steps", .serialized)
struct OwnUndoRuntimeTests {
    /// Two runtimes of the todo scene on one store file in a temporary folder, removed after `body`.
    static func withTwoScreens(_ body: (inout BoardRuntime, inout BoardRuntime) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dragtoact-own-undo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("board.db").path
        var a = try BoardRuntime(scene: .todo, store: TaskStore(path: path, scene: .todo))
        var b = try BoardRuntime(scene: .todo, store: TaskStore(path: path, scene: .todo))
        try body(&a, &b)
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
            #expect(events.first?.description == "    900 ms       undone: complete t1")
            #expect(a.board.completed.isEmpty)
            #expect(a.board.openTasks(in: "inbox").map(\.title) == ["Buy milk", "Walk the cat", "Write report", "Call mom", "Pay bills"])
            #expect(try a.undo(at: .milliseconds(950), into: &events) == false, "A made no other step")

            a.undoScope = .anyone
            events = []
            #expect(try a.undo(at: .milliseconds(1_000), into: &events))
            #expect(events.first?.description == "   1000 ms       undone: rename t2 to \"Walk the cat\"")
            #expect(a.board.task("t2")?.title == "Walk the dog")
        }
    }

    @Test("A renames Buy milk, B drops it on Complete: A's undo is refused, saying what changed, and the board is as B left it")
    func ownUndoOfATaskTheOtherScreenChangedIsRefused() throws {
        try Self.withTwoScreens { a, b in
            var events: [RuntimeEvent] = []
            try a.rename("t1", to: "Buy oat milk", at: .milliseconds(0), into: &events)
            try UndoEventsTests.completeBuyMilk(&b)
            let board = b.board
            events = []
            #expect(try a.undo(at: .milliseconds(900), into: &events) == false)
            let refusal = HistoryRefusal(action: #"rename t1 to "Buy oat milk""#, redo: false, task: "t1",
                                         reason: #""Buy oat milk" was completed since by another writer"#)
            #expect(events.first == RuntimeEvent(time: .milliseconds(900), line: 0, kind: .undoRefused(refusal)))
            #expect(events.first?.description == #"    900 ms       undo refused: rename t1 to "Buy oat milk" ("Buy oat milk" was completed since by another writer)"#)
            #expect(events.first?.json.text == #"{"t":900,"event":"undoRefused","action":"rename t1 to \"Buy oat milk\"","task":"t1","detail":"\"Buy oat milk\" was completed since by another writer"}"#)
            #expect(a.board == board)
            #expect(a.board.completed.map(\.title) == ["Buy oat milk"])
        }
    }
}
