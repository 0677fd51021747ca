import Foundation
import TaskModel
import Testing
@testable import TaskStore

/// Version 5: whether each list shown as a section is collapsed (`lists.collapsed`), NULL until
/// written, so that a store made before keeps showing its scene's sections.
@Suite("Task store: sections' states")
struct SectionStateTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/version4.db").path

    @Test("a version-4 store written by the previous build (projects, Call plumber moved to Errands) gains the lists' collapsed column, NULL in each, and nothing else changes")
    func migratesVersion4() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: path)
        let store = try TaskStore(path: path)
        #expect(try store.db.integer("PRAGMA user_version") == 7)
        #expect(try store.db.integer("SELECT count(*) FROM lists WHERE collapsed IS NULL") == 3)
        #expect(store.collapsedLists == [:])
        #expect(store.board.lists == ["work", "home", "errands"])
        #expect(store.board.openTasks(in: "home").map(\.id) == ["m1"])
        #expect(store.board.openTasks(in: "errands").map(\.id) == ["m2", "e1"])
        #expect(try store.undo().description == "travelled move m2 to errands")
        #expect(store.board.openTasks(in: "home").map(\.id) == ["m1", "m2"])
        // Written from now on, and read again by the next connection.
        try store.setCollapsed("home", true)
        try store.setCollapsed("errands", false)
        #expect(try TaskStore(path: path).collapsedLists == ["home": true, "errands": false])
    }

    @Test("setCollapsed: not an undo step; another connection reads it at its refresh; a list the store lacks is refused, naming the store's lists")
    func setCollapsedIsSharedAndChecked() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let one = try TaskStore(path: path), other = try TaskStore(path: path)
        try one.setCollapsed("today", true)
        #expect(try !one.canUndo)
        #expect(other.collapsedLists == [:])
        #expect(try other.refresh())
        #expect(other.collapsedLists == ["today": true])
        let error = storeError { try one.setCollapsed("work", true) }
        #expect(error?.kind == .invalidArgument)
        #expect(error?.description.hasSuffix(#"expected one of the store's lists (inbox, today, upcoming), found "work""#) == true)
        #expect(one.collapsedLists == ["today": true])
    }

    @Test("contents(existing:) reads the board and the sections' states together, as a store opened on the file holds them, without changing it; a version-4 store's are none")
    func contentsReadsTheSectionsStates() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try TaskStore(path: path)
        try store.setCollapsed("today", true)
        try store.setCollapsed("upcoming", false)
        let before = bytes(path)
        let contents = try TaskStore.contents(existing: path)
        #expect(contents == TaskStore.Contents(board: store.board, collapsedLists: ["today": true, "upcoming": false]))
        #expect(bytes(path) == before)
        let older = folder.path("version4.db")
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: older)
        let original = bytes(older)
        #expect(try TaskStore.contents(existing: older).collapsedLists == [:])
        #expect(try TaskStore.contents(existing: older).board == TaskStore.board(existing: older))
        #expect(bytes(older) == original)
    }
}
