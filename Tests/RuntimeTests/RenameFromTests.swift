import Runtime
import TaskModel
@testable import TaskStore
import Testing

/// Two screens on one store: a rename given with the title its editor opened with
/// (``BoardRuntime/rename(_:to:from:at:line:into:)``) is refused when the other screen renamed
/// the task meanwhile, rather than overwriting that rename unseen.
@Suite("Renaming from the title the editor opened with", .serialized)
struct RenameFromTests {
    @Test("A's editor opens on Write report; B renames it Write the summary; A's rename from Write report is rejected, saying the title now in text and JSON, nothing changes, and A's board shows B's title; from that title A's rename is applied")
    func aRenameFromAStaleTitleIsRejected() throws {
        try OwnUndoRuntimeTests.withTwoScreens { a, b in
            let opened = try #require(a.board.task("t3")?.title)
            var events: [RuntimeEvent] = []
            try b.rename("t3", to: "Write the summary", from: "Write report", at: .milliseconds(0), into: &events)
            #expect(events.map(\.summary) == [#"applied: rename t3 to "Write the summary""#])
            events.removeAll()
            try a.rename("t3", to: "Write the final report", from: opened, at: .milliseconds(10), into: &events)
            #expect(events.first?.textLine == #"     10 ms       rejected: rename t3 to "Write the final report" (task "t3" was renamed to "Write the summary" since)"#)
            #expect(events.first?.json.text
                    == #"{"t":10,"event":"rejected","action":"rename t3 to \"Write the final report\"","reason":"titleChanged","detail":"task \"t3\" was renamed to \"Write the summary\" since"}"#)
            #expect(events.allSatisfy { if case .applied = $0.kind { false } else { true } }, "nothing reported applied")
            #expect(a.board.task("t3")?.title == "Write the summary", "A read B's commit")
            #expect(a.rows(of: Scene.todo.receivers[0]).map(\.task.title)
                    == ["Buy milk", "Walk the dog", "Write the summary", "Call mom", "Pay bills"])
            events.removeAll()
            #expect(try a.undo(at: .milliseconds(20), into: &events) == false, "the refused rename made no step of A's")
            events.removeAll()
            try a.rename("t3", to: "Write the final report", from: "Write the summary", at: .milliseconds(30), into: &events)
            #expect(events.first?.summary == #"applied: rename t3 to "Write the final report""#)
            #expect(events.first?.json.text == #"{"t":30,"event":"applied","action":"rename t3 to \"Write the final report\"","changed":["t3"]}"#)
            try b.refresh(at: .milliseconds(40), into: &events)
            #expect(b.board.task("t3")?.title == "Write the final report")
        }
    }

    @Test("a rename from the title a task has is applied as a rename is, and undone as one step; B's undo of its rename that A renamed since from it is refused")
    func aRenameFromItsTitleIsUndoneAsAStep() throws {
        try OwnUndoRuntimeTests.withTwoScreens { a, b in
            var events: [RuntimeEvent] = []
            try b.rename("t2", to: "Walk the cat", from: "Walk the dog", at: .milliseconds(0), into: &events)
            try a.rename("t2", to: "Walk the cats", from: "Walk the cat", at: .milliseconds(10), into: &events)
            events.removeAll()
            #expect(try b.undo(at: .milliseconds(20), into: &events) == false)
            #expect(events.map(\.summary) == [#"undo refused: rename t2 to "Walk the cat" ("Walk the cat" was renamed "Walk the cats" since by another writer)"#])
            events.removeAll()
            #expect(try a.undo(at: .milliseconds(30), into: &events))
            #expect(events.first?.summary == #"undone: rename t2 to "Walk the cats""#)
            #expect(a.board.task("t2")?.title == "Walk the cat")
        }
    }

    @Test("without a store the condition holds the same: from the title the node has, applied; from another, rejected; to the title it has, unchanged whatever the condition")
    func inMemoryTheConditionHolds() throws {
        var runtime = try BoardRuntime(scene: .todo)
        var events: [RuntimeEvent] = []
        try runtime.rename("t1", to: "Buy oat milk", from: "Buy milk", at: .milliseconds(0), into: &events)
        try runtime.rename("t1", to: "Buy soy milk", from: "Buy milk", at: .milliseconds(10), into: &events)
        try runtime.rename("t1", to: "Buy oat milk", from: "Buy milk", at: .milliseconds(20), into: &events)
        #expect(events.map(\.summary) == [#"applied: rename t1 to "Buy oat milk""#,
                                          #"rejected: rename t1 to "Buy soy milk" (task "t1" was renamed to "Buy oat milk" since)"#,
                                          #"unchanged: rename t1 to "Buy oat milk" (already so: nothing to do)"#])
        events.removeAll()
        #expect(try runtime.undo(at: .milliseconds(30), into: &events))
        #expect(runtime.board.task("t1")?.title == "Buy milk")
    }
}
