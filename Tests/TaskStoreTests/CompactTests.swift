import Foundation
import TaskModel
import Testing
@testable import TaskStore

/// `compact()`: the trash emptied for good and the history forgotten, in one transaction.
@Suite("Task store: compacting")
struct CompactTests {
    /// Inbox: folder f holding a and b, then x and y.
    private func treeStore(_ path: String) throws -> TaskStore {
        try TaskStore(path: path, initialTasks: [("f", "F", "inbox", nil, .folder(expanded: true)), ("a", "A", "inbox", "f", .task),
                                                 ("b", "B", "inbox", "f", .task), ("x", "X", "inbox", nil, .task), ("y", "Y", "inbox", nil, .task)])
    }

    @Test("a trashed folder goes with everything inside it (a child completed before, too), a trashed task alone, and every history step; the rest is kept, and the file reopens so")
    func trashAndHistoryGo() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try treeStore(path)
        let other = try TaskStore(existing: path)
        for action: TaskAction in [.complete("a"), .trash("f"), .trash("x"), .complete("y")] {
            #expect(try store.apply(action).description.hasPrefix("applied: "), "\(action)")
        }
        #expect(store.board.completed.map(\.id) == ["a", "y"])
        #expect(store.board.trashed.map(\.id) == ["f", "b", "x"])
        #expect(try store.canUndo)

        let compaction = try store.compact()
        #expect(compaction == Compaction(tasks: 4, historySteps: 4))
        #expect(compaction.description == "deleted 4 trashed tasks and 4 history steps")
        #expect(store.board.allTasks.map(\.id) == ["y"])
        #expect(store.board.completed.map(\.id) == ["y"])
        #expect(store.board.trashed.isEmpty)
        #expect(try !store.canUndo && !store.canRedo)
        #expect(try store.undo() == .nothing)
        #expect(store.board.invariantViolations().isEmpty)
        // Another connection reads it; the file reopens to the same board.
        #expect(try other.refresh())
        #expect(Snapshot(other.board) == Snapshot(store.board))
        #expect(Snapshot(try TaskStore(existing: path).board) == Snapshot(store.board))
        // The store takes drops as before.
        #expect(try store.apply(.add(title: "New", list: "inbox", slot: 0)).description.hasPrefix("applied: "))
        #expect(store.board.openTasks(in: "inbox").map(\.title) == ["New"])
    }

    @Test("with an empty trash and no history nothing is written: the revision stays, and the counts are zero")
    func nothingToCompact() throws {
        let folder = try TemporaryFolder()
        let store = try treeStore(folder.path("board.db"))
        let revision = store.revision
        #expect(try store.compact() == Compaction(tasks: 0, historySteps: 0))
        #expect(try store.compact().description == "deleted 0 trashed tasks and 0 history steps")
        #expect(store.revision == revision)
        #expect(store.board.allTasks.count == 5)
    }

    @Test("one of each is said in the singular")
    func singular() {
        #expect(Compaction(tasks: 1, historySteps: 1).description == "deleted 1 trashed task and 1 history step")
    }
}
