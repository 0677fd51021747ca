import Foundation
import TaskModel
import Testing
@testable import TaskStore

/// Version 7: a store value may write under a name; one opened again with that name — its
/// process restarted — is the same writer, and undoes (`.own`) the steps it made before.
@Suite("Task store: named writers", .serialized)
struct NamedWriterTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/version6.db").path

    @Test("left-screen completes Buy milk and its process restarts: the store opened again as left-screen undoes that step, though right-screen's came after it")
    func reopenedUnderItsNameUndoesItsEarlierStep() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        _ = try seededStore(path)
        var left: TaskStore? = try TaskStore(path: path, writerName: "left-screen")
        let right = try TaskStore(path: path, writerName: "right-screen")
        try left!.apply(.complete("new-1"))
        try right.apply(.complete("new-2"))
        let firstID = left!.writer
        left = nil // the process ends
        let restarted = try TaskStore(path: path, writerName: "left-screen")
        #expect(restarted.writer == nil, "known once it looks at the history")
        guard case .travelled(let step) = try restarted.undo(.own) else { Issue.record("the restarted writer's undo did not travel"); return }
        #expect(step.action == "complete new-1")
        #expect(restarted.writer == firstID)
        #expect(restarted.board.completed.map(\.id) == ["new-2"])
        #expect(try restarted.undo(.own) == .nothing, "the seeding was an unnamed writer's")
        guard case .travelled(let redone) = try restarted.redo(.own) else { Issue.record("the redo did not travel"); return }
        #expect(redone.action == "complete new-1")
    }

    @Test("a store opened with another name, or with none, after the restart does not undo left-screen's step: Nothing to undo")
    func anotherNameOrNoneIsAnotherWriter() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        _ = try seededStore(path)
        let left = try TaskStore(path: path, writerName: "left-screen")
        try left.apply(.complete("new-1"))
        #expect(try TaskStore(path: path, writerName: "Left-screen").undo(.own) == .nothing, "names are compared exactly")
        #expect(try TaskStore(path: path).undo(.own) == .nothing)
        let other = try TaskStore(path: path, writerName: "right-screen")
        try other.apply(.complete("new-2"))
        #expect(try other.undo().description == "travelled complete new-2")
        #expect(try left.db.integer("SELECT count(*) FROM writers WHERE name = 'left-screen'") == 1)
        #expect(try left.db.integer("SELECT count(*) FROM writers") == 3, "the seeding's, left-screen's and right-screen's")
    }

    @Test("two values open at once under one name are one writer: each undoes the other's newer step, the newest first")
    func twoLiveValuesWithOneNameShareTheirUndo() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        _ = try seededStore(path)
        let a = try TaskStore(path: path, writerName: "kiosk")
        let b = try TaskStore(path: path, writerName: "kiosk")
        try a.apply(.complete("new-1"))
        try b.apply(.complete("new-2"))
        #expect(a.writer != nil && a.writer == b.writer)
        guard case .travelled(let newest) = try a.undo(.own) else { Issue.record("A's undo did not travel"); return }
        #expect(newest.action == "complete new-2", "B's step, the name's newest")
        guard case .travelled(let older) = try b.undo(.own) else { Issue.record("B's undo did not travel"); return }
        #expect(older.action == "complete new-1", "A's step")
        #expect(try a.undo(.own) == .nothing)
        #expect(b.board.completed.isEmpty)
    }

    @Test("writer names that are empty, too long, begin or end with white space or hold a control character are refused, naming the value, before any file is opened")
    func badNamesAreRefused() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let long = String(repeating: "x", count: 65)
        let cases: [(String, String)] = [
            ("", #"found "" (it is empty)"#),
            (long, "found \"\(long)\" (it has 65 characters)"),
            (" left", #"found " left" (it begins or ends with white space)"#),
            ("left\nscreen", #"found "left\u{A}screen" (it holds a control or invisible character)"#),
            // Invisible: a zero-width space, a right-to-left override, a line separator.
            ("left-screen\u{200B}", #"found "left-screen\u{200B}" (it holds a control or invisible character)"#),
            ("\u{202E}neercs", #"found "\u{202E}neercs" (it holds a control or invisible character)"#),
            ("left\u{2028}screen", "found \"left\u{2028}screen\" (it holds a control or invisible character)"),
            // Letters and combining accents count one each, and a long name is shown cut short.
            ("e" + String(repeating: "\u{301}", count: 64), "found \"e\(String(repeating: "\u{301}", count: 64))\" (it has 65 characters)"),
            (String(repeating: "y", count: 100_000), "found \"\(String(repeating: "y", count: 64))…\" (it has 100000 characters)"),
        ]
        for (name, found) in cases {
            let error = storeError { try TaskStore(path: path, writerName: name) }
            #expect(error?.kind == .invalidArgument)
            #expect(error?.description == "store \(path): opening: writer name: expected 1 to 64 characters, no control or invisible character, no white space at either end, \(found)")
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try TaskStore(path: path, writerName: String(repeating: "é", count: 64)).writerName?.count == 64)
        // An emoji joined by U+200D is a name.
        #expect(try TaskStore(path: path, writerName: "👩\u{200D}💻 desk").writerName == "👩\u{200D}💻 desk")
    }

    @Test("a version-6 store written by the previous build (projects: three moves by writer 1, the last undone) gains writers.name, NULL for writer 1, and a unique index; writer 1's steps are nobody's to undo as their own, anyone's still, and a named writer gets id 2")
    func migratesVersion6() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: path)
        let store = try TaskStore(path: path, writerName: "left-screen")
        #expect(try store.db.integer("PRAGMA user_version") == 7)
        #expect(try store.db.integer("SELECT count(*) FROM writers WHERE name IS NULL") == 1)
        #expect(try store.db.integer("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = 'writers_by_name'") == 1)
        #expect(try store.db.integer("SELECT count(*) FROM history WHERE author = 1") == 3)
        #expect(store.board.openTasks(in: "work").map(\.id) == ["w2", "w3", "m1"])
        #expect(try store.undo(.own) == .nothing)
        #expect(try store.redo().description == "travelled move m2 to errands at 1")
        try store.apply(.complete("w2"))
        #expect(store.writer == 2)
        #expect(try store.db.integer("SELECT id FROM writers WHERE name = 'left-screen'") == 2)
        #expect(try store.undo(.own) != .nothing)
        #expect(try store.undo().description == "travelled move m2 to errands at 1")
    }
}
