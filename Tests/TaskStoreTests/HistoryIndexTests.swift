import Foundation
import TaskModel
import Testing
@testable import TaskStore

/// Version 4: the undo history indexed by `undone`. Each drop drops the undone steps, and undo
/// and redo find their step, by that index: without it each scanned the whole history (a
/// million steps cost a drop 61 ms).
@Suite("Task store: the history's index")
struct HistoryIndexTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/version3.db").path

    /// The files scene after the previous build replayed two drops on it and undid the second:
    /// Readme and Budget dragged to the top together (step 1), Budget completed (step 2, undone).
    func migrated(in folder: TemporaryFolder) throws -> (store: TaskStore, path: String) {
        let path = folder.path("board.db")
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: path)
        return (try TaskStore(path: path), path)
    }

    @Test("a version-3 store written by the previous build gains the index (and version 5's section states, none written) and nothing else: its tree, folders' states and history stay, every step undoable")
    func migratesVersion3() throws {
        let folder = try TemporaryFolder()
        let (store, path) = try migrated(in: folder)
        #expect(try store.db.integer("PRAGMA user_version") == 7)
        #expect(try store.db.integer("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = 'history_by_undone'") == 1)
        #expect(store.board.lists == ["files"])
        #expect(store.board.openTasks(in: "files").map(\.id) == ["r1", "r2", "fa", "fc", "r3"])
        #expect(store.board.children(of: "fa").map(\.id) == ["a1", "a2", "fb"])
        #expect(store.board.children(of: "fb").map(\.id) == ["b1"])
        #expect(store.board.children(of: "fc").map(\.id) == ["c1"])
        #expect(store.board.task("fa")?.kind == .folder(expanded: true))
        #expect(store.board.task("fc")?.kind == .folder(expanded: false))
        #expect(store.board.invariantViolations() == [])
        #expect(try store.canUndo && store.canRedo)
        #expect(try store.redo().description == "travelled complete r2")
        #expect(store.board.completed.map(\.id) == ["r2"])
        #expect(try store.undo().description == "travelled complete r2")
        #expect(try store.undo().description == "travelled place r1 r2 in files at 0")
        #expect(try store.undo() == .nothing)
        #expect(store.board.openTasks(in: "files").map(\.id) == ["r1", "fa", "r2", "fc", "r3"])
        #expect(Snapshot(try TaskStore(path: path).board) == Snapshot(store.board))
        // A new action drops the undone steps, as before.
        #expect(try store.apply(.trash("r3")).isApplied)
        #expect(try store.db.integer("SELECT count(*) FROM history") == 1)
        #expect(try !store.canRedo)
    }

    @Test("the history's queries by undone read the index, not the whole history: in a new store and in a migrated one")
    func historyQueriesUseTheIndex() throws {
        let folder = try TemporaryFolder()
        let fresh = try TaskStore(path: folder.path("new.db"))
        for (name, store) in [("new", fresh), ("migrated", try migrated(in: folder).store)] {
            for sql in TaskStore.HistoryQuery.all {
                let plan = try store.db.prepare("EXPLAIN QUERY PLAN " + sql)
                var details: [String] = []
                while try plan.step() { details.append(plan.text(3)) }
                // The plan's wording varies with SQLite's version; the index's name and "SEARCH" do not.
                #expect(details.contains { $0.hasPrefix("SEARCH history USING") && $0.contains("INDEX history_by_undone (undone=?)") },
                        "\(name) store: \(sql): \(details)")
                #expect(!details.contains { $0.hasPrefix("SCAN history") }, "\(name) store: \(sql): \(details)")
            }
        }
    }
}
