import Foundation
import TaskModel
import Testing
@testable import TaskStore

/// Version 3: folders and headers in the store — migration from a file today's build wrote
/// (version 2), moves that write one row, subtree completion undone in one step.
@Suite("Task store: trees")
struct TreeStoreTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/version2.db").path

    @Test("a version-2 store written by the previous build migrates in one transaction: lists, order, statuses, dates and history kept, every step still undoable")
    func migratesVersion2() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: path)
        let store = try TaskStore(path: path)
        #expect(try store.db.integer("PRAGMA user_version") == 7)
        #expect(store.board.lists == ["inbox", "today", "upcoming"])
        #expect(titles(store.board, "inbox") == ["New task", "Pay bills"])
        #expect(titles(store.board, "today") == ["Write report", "Walk the dog", "Call mom"])
        #expect(titles(store.board, "upcoming") == ["Buy milk"])
        #expect(store.board.allTasks.allSatisfy { $0.parent == nil && $0.kind == .task })
        #expect(store.board.invariantViolations() == [])
        // Its history: six applied steps (the seventh, a completion, was undone) — redo, then undo all.
        #expect(try store.redo().didTravel)
        #expect(store.board.completed.map(\.title) == ["New task"])
        var undone = 0
        while try store.undo().didTravel { undone += 1 }
        #expect(undone == 7)
        #expect(titles(store.board, "inbox") == ["Buy milk", "Walk the dog", "Write report", "Call mom", "Pay bills"])
        #expect(store.board.invariantViolations() == [])
    }

    /// Inbox: r1, fa[a1 a2 fb[b1]], r2.
    static func tree(_ path: String) throws -> TaskStore {
        let store = try TaskStore(path: path, initialTasks: [("r1", "Row 1", "inbox", nil, .task)])
        var board = store.board
        let nodes: [(TaskID, String, TaskID?, TaskKind)] = [
            ("fa", "Folder A", nil, .folder(expanded: true)), ("a1", "A1", "fa", .task), ("a2", "A2", "fa", .task),
            ("fb", "Folder B", "fa", .folder(expanded: false)), ("b1", "B1", "fb", .task), ("r2", "Row 2", nil, .task)]
        for (id, title, parent, kind) in nodes { try board.append(id: id, title: title, to: "inbox", parent: parent, kind: kind) }
        try store.db.immediateTransaction("seeding") { () throws(StoreError) in
            for (id, _, _, _) in nodes { try store.write(board.task(id)!) }
        }
        return try TaskStore(path: path)
    }

    @Test("a folder and everything in it round-trips; moving a folder of many items writes one row; expanding is stored but not undone")
    func foldersPersist() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try Self.tree(path)
        #expect(store.board.openTasks(in: "inbox").map(\.id) == ["r1", "fa", "r2"])
        #expect(store.board.children(of: "fa").map(\.id) == ["a1", "a2", "fb"])
        #expect(store.board.children(of: "fb").map(\.id) == ["b1"])

        let moved = try store.apply(.place("fa", list: "inbox", parent: nil, index: 3))
        guard case .applied(let changes) = moved else { Issue.record("\(moved)"); return }
        #expect(changes.map(\.after.id) == ["fa"], "one row for a folder and its contents")
        #expect(try TaskStore(path: path).board.openTasks(in: "inbox").map(\.id) == ["r1", "r2", "fa"])

        try store.apply(.setExpanded("fb", true))
        #expect(try store.undo().didTravel) // undoes the move, not the expanding
        let reopened = try TaskStore(path: path)
        #expect(reopened.board.openTasks(in: "inbox").map(\.id) == ["r1", "fa", "r2"])
        #expect(reopened.board.task("fb")?.kind == .folder(expanded: true))
    }

    @Test("completing a folder completes everything in it in one step; one undo brings all of it back")
    func folderCompletionUndoes() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try Self.tree(path)
        let before = Snapshot(store.board)
        try store.apply(.complete("fa"))
        #expect(store.board.completed.map(\.id) == ["fa", "a1", "a2", "fb", "b1"])
        #expect(store.board.openTasks(in: "inbox").map(\.id) == ["r1", "r2"])
        #expect(Snapshot(try TaskStore(path: path).board) == Snapshot(store.board))
        #expect(try store.undo().didTravel)
        #expect(Snapshot(store.board) == before)
        #expect(Snapshot(try TaskStore(path: path).board) == before)
    }

    @Test("undoing a selection whose later items renumbered earlier ones puts every row back as it was before the step, not as it was part way")
    func undoTakesEachRowsFirstBefore() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try TaskStore(path: path, initialTasks: [("t0", "T0", "inbox", nil, .task), ("t1", "T1", "inbox", nil, .task), ("t2", "T2", "inbox", nil, .task)])
        // Today: no key left below Int64.max, so the second task placed renumbers the first.
        try store.db.immediateTransaction("seeding") { () throws(StoreError) in
            for (id, key) in [("a", Int64.max - 3), ("b", Int64.max - 1), ("c", Int64.max)] {
                try store.write(TaskItem(id: TaskID(id), title: id.uppercased(), list: "today", order: key))
            }
        }
        let reopened = try TaskStore(path: path)
        let before = Snapshot(reopened.board)
        let moved = try reopened.apply(.placeAll(["t0", "t1", "t2"], list: "today", parent: nil, index: 1))
        guard case .applied(let changes) = moved else { Issue.record("\(moved)"); return }
        #expect(changes.map(\.after.id) == ["t0", "a", "t0", "t1", "t2"], "t0 is in the step twice: placed, then renumbered")
        #expect(try reopened.undo().didTravel)
        #expect(titles(reopened.board) == ["T0", "T1", "T2"])
        #expect(Snapshot(reopened.board) == before)
        #expect(Snapshot(try TaskStore(path: path).board) == before)
        #expect(try reopened.redo().didTravel)
        #expect(reopened.board.openTasks(in: "today").map(\.id) == ["a", "t0", "t1", "t2", "b", "c"])
        #expect(Snapshot(try TaskStore(path: path).board) == Snapshot(reopened.board))
    }

    @Test("several selected nodes move in one transaction and one undo step")
    func selectionMovesInOneStep() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try Self.tree(path)
        let before = Snapshot(store.board)
        try store.apply(.placeAll(["r2", "a1"], list: "inbox", parent: nil, index: 0))
        #expect(store.board.openTasks(in: "inbox").map(\.id) == ["a1", "r2", "r1", "fa"])
        #expect(try store.db.integer("SELECT count(*) FROM history") == 1)
        #expect(try store.undo().didTravel)
        #expect(Snapshot(store.board) == before)
        #expect(Snapshot(try TaskStore(path: path).board) == before)
    }

    @Test("a selection dropped where it stands (Folder A with its own A1 at Folder A's place; A1 and A2 at A1's) writes nothing and records no step: the undo takes back the trashing before")
    func selectionInItsOwnPlaceIsNoStep() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try Self.tree(path)
        let before = Snapshot(store.board)
        try store.apply(.trash("r2"))
        let trashed = Snapshot(store.board)
        let revision = store.revision
        #expect(try store.apply(.placeAll(["fa", "a1"], list: "inbox", parent: nil, index: 1)) == .applied([]))
        #expect(try store.apply(.placeAll(["a2", "a1"], list: "inbox", parent: "fa", index: 0)) == .applied([]))
        #expect(store.revision == revision)
        #expect(try store.db.integer("SELECT count(*) FROM history") == 1)
        #expect(Snapshot(try TaskStore(path: path).board) == trashed)
        guard case .travelled(let step) = try store.undo() else { Issue.record("the undo did not travel"); return }
        #expect(step.action == "trash r2")
        #expect(Snapshot(store.board) == before)
    }

    @Test("an undo or redo step names its action and lists each node it changed once, in the order the action first changed it, before and after the travel")
    func stepsListEachNodeOnceInTheActionsOrder() throws {
        let folder = try TemporaryFolder()
        let store = try TaskStore(path: folder.path("board.db"),
                                  initialTasks: [("t0", "T0", "inbox", nil, .task), ("t1", "T1", "inbox", nil, .task), ("t2", "T2", "inbox", nil, .task)])
        try store.db.immediateTransaction("seeding") { () throws(StoreError) in
            for (id, key) in [("a", Int64.max - 3), ("b", Int64.max - 1), ("c", Int64.max)] {
                try store.write(TaskItem(id: TaskID(id), title: id.uppercased(), list: "today", order: key))
            }
        }
        let reopened = try TaskStore(path: folder.path("board.db"))
        let before = reopened.board
        try reopened.apply(.placeAll(["t0", "t1", "t2"], list: "today", parent: nil, index: 1)) // t0 placed, then renumbered
        let after = reopened.board

        guard case .travelled(let undone) = try reopened.undo() else { Issue.record("the undo did not travel"); return }
        #expect(undone.action == "place t0 t1 t2 in today at 1")
        #expect(undone.task == "t0")
        #expect(undone.changes == ["t0", "a", "t1", "t2"].map { TaskChange(before: after.task($0), after: before.task($0)!) })
        #expect(undone.removed == [])

        guard case .travelled(let redone) = try reopened.redo() else { Issue.record("the redo did not travel"); return }
        #expect(redone == HistoryStep(action: "place t0 t1 t2 in today at 1", task: "t0",
                                      changes: ["t0", "a", "t1", "t2"].map { TaskChange(before: before.task($0), after: after.task($0)!) }))
        #expect(redone.description == "place t0 t1 t2 in today at 1")
    }
}
