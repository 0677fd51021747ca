import Foundation
import TaskModel
import TestSupport
import Testing
@testable import TaskStore

@Suite("Task store")
struct TaskStoreTests {
    @Test("an empty path, no list, an empty list id or a negative busy timeout is an error saying so, and no file is opened: an empty path is not taken as SQLite's temporary database, no list does not trap")
    func argumentsNoStoreCanHaveAreRefused() throws {
        let folder = try TemporaryFolder()
        let emptyPath = StoreError(kind: .invalidArgument, path: "", operation: "opening",
                                   message: "expected the path of a file, or \":memory:\" (an empty path would be a temporary database, gone when closed), found \"\"")
        #expect(throws: emptyPath) { try TaskStore(path: "") }
        #expect(throws: emptyPath) { try TaskStore(existing: "") }
        #expect(throws: emptyPath) { try TaskStore.board(existing: "") }
        #expect(emptyPath.description == "store : opening: expected the path of a file, or \":memory:\" (an empty path would be a temporary database, gone when closed), found \"\"")
        let path = folder.path("board.db")
        #expect(throws: StoreError(kind: .invalidArgument, path: path, operation: "creating the store",
                                   message: "expected at least one list (a board holds its tasks in lists), found none")) {
            try TaskStore(path: path, lists: [])
        }
        #expect(throws: StoreError(kind: .invalidArgument, path: path, operation: "creating the store",
                                   message: "expected list ids that are not empty (nothing could name the list), found \"\"")) {
            try TaskStore(path: path, lists: ["inbox", ""])
        }
        #expect(throws: StoreError(kind: .invalidArgument, path: path, operation: "opening", message: "expected a busy timeout of 0 ms or more, found -5 ms")) {
            try TaskStore(path: path, busyTimeout: -5)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try TaskStore(path: path, busyTimeout: 0).board.lists == ["inbox", "today", "upcoming"])
    }

    @Test("a reopened store gives back exactly what was committed: tasks, order, lists, completed and trashed")
    func reopenGivesBackTheCommittedState() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        var committed: TaskBoard
        do {
            let store = try seededStore(path)
            try store.apply(.complete("new-1"))
            try store.apply(.trash("new-3"))
            try store.apply(.reorder("new-5", slot: 0))
            try store.apply(.move("new-2", to: "today", slot: nil))
            #expect(try store.apply(.complete("new-1")) == .rejected(.taskNotOpen("new-1")))
            committed = store.board
        }
        let reopened = try TaskStore(path: path)
        #expect(Snapshot(reopened.board) == Snapshot(committed))
        #expect(titles(reopened.board) == ["Pay bills", "Call mom"])
        #expect(titles(reopened.board, "today") == ["Walk the dog"])
        #expect(reopened.board.completed.map(\.title) == ["Buy milk"])
        #expect(reopened.board.trashed.map(\.title) == ["Write report"])
        #expect(reopened.board.lists == ["inbox", "today", "upcoming"])
        #expect(reopened.board.invariantViolations() == [])
    }

    @Test("a title holding U+0000 round-trips whole through apply, undo, redo and reopening (found by fuzzing)")
    func titleWithNULRoundTrips() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try TaskStore(path: path)
        try store.apply(.add(title: "Buy\u{0}milk", list: "upcoming", slot: 0))
        try store.apply(.add(title: "\u{0}", list: "upcoming", slot: 1))
        try store.apply(.add(title: "", list: "upcoming", slot: 2))
        #expect(titles(store.board, "upcoming") == ["Buy\u{0}milk", "\u{0}", ""])
        #expect(titles(try TaskStore(path: path).board, "upcoming") == ["Buy\u{0}milk", "\u{0}", ""])
        #expect(try store.undo().didTravel)
        #expect(try store.undo().didTravel)
        #expect(try store.redo().didTravel)
        #expect(titles(store.board, "upcoming") == ["Buy\u{0}milk", "\u{0}"])
        #expect(titles(try TaskStore(path: path).board, "upcoming") == ["Buy\u{0}milk", "\u{0}"])
    }

    @Test("rejected actions write nothing: an unknown task, a completed task, an unknown list")
    func rejectionsChangeNothing() throws {
        let folder = try TemporaryFolder()
        let store = try seededStore(folder.path("board.db"))
        try store.apply(.complete("new-1"))
        let before = store.board
        #expect(try store.apply(.trash("nope")) == .rejected(.unknownTask("nope")))
        #expect(try store.apply(.complete("new-1")) == .rejected(.taskNotOpen("new-1")))
        #expect(try store.apply(.move("new-2", to: "someday", slot: nil)) == .rejected(.unknownList("someday")))
        #expect(Snapshot(store.board) == Snapshot(before))
        #expect(Snapshot(try TaskStore(path: folder.path("board.db")).board) == Snapshot(before))
    }

    @Test("undo restores the exact prior state, order keys included; redo reapplies; both survive reopening")
    func undoAndRedo() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try seededStore(path)
        let start = store.board
        try store.apply(.reorder("new-4", slot: 1))
        let afterReorder = store.board
        try store.apply(.trash("new-2"))
        try store.apply(.add(title: "New task", list: "inbox", slot: 2))
        let end = store.board
        #expect(try store.undo().didTravel)
        #expect(try store.undo().didTravel)
        #expect(Snapshot(store.board) == Snapshot(afterReorder))
        #expect(Snapshot(try TaskStore(path: path).board) == Snapshot(afterReorder))
        #expect(try store.undo().didTravel)
        #expect(Snapshot(store.board) == Snapshot(start))
        #expect(try store.redo().didTravel)
        #expect(try store.redo().didTravel)
        #expect(try store.redo().didTravel)
        #expect(Snapshot(store.board) == Snapshot(end))
        #expect(try store.redo() == .nothing)
        #expect(try store.undo().didTravel)
        try store.apply(.complete("new-1"))
        #expect(try store.redo() == .nothing) // a new action drops what was undone
    }

    @Test("random actions, undone all the way and redone all the way, over 200 seeded cases")
    func randomUndoRedo() throws {
        for seed in 0..<200 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            let store = try TaskStore(path: ":memory:")
            var boards = [store.board]
            for _ in 0..<12 {
                let action = RandomStoreActions.next(on: store.board, using: &random)
                if case .applied(let changes) = try store.apply(action), !changes.isEmpty { boards.append(store.board) }
                #expect(store.board.invariantViolations() == [], "seed \(seed)")
            }
            for expected in boards.dropLast().reversed() {
                #expect(try store.undo().didTravel)
                #expect(Snapshot(store.board) == Snapshot(expected), "seed \(seed)")
            }
            #expect(try store.undo() == .nothing, "seed \(seed)")
            for expected in boards.dropFirst() {
                #expect(try store.redo().didTravel)
                #expect(Snapshot(store.board) == Snapshot(expected), "seed \(seed)")
            }
        }
    }
}
