import Foundation
import Testing

/// A store's files changed under a live `replay --store`: its -wal and -shm deleted, the file moved,
/// replaced or cut short. Each writer stops at its next drop saying what happened, and every drop
/// printed as applied is in the store the operator is told to use — or said to be lost.
@Suite("dragtoact replay --store with its files changed under it", .serialized)
struct StoreFilesUnderWriterTests {
    /// A replay writing a store, its standard output read as it goes.
    final class Writer {
        let process = Process()
        private let out = Pipe(), err = Pipe()
        private(set) var stdout = ""

        /// Starts `dragtoact replay trace --store store --json` with `more` arguments.
        init(_ trace: String, store: String, _ more: String...) throws {
            process.executableURL = dragtoactURL
            process.arguments = ["replay", trace, "--store", store, "--json"] + more
            process.currentDirectoryURL = repositoryURL
            process.standardOutput = out
            process.standardError = err
            try process.run()
        }

        /// The number of drops printed as applied so far.
        var applied: Int { stdout.components(separatedBy: #""event":"applied""#).count - 1 }

        /// Reads its output until it has printed `drops` drops as applied (or ended).
        func waitForApplied(_ drops: Int) {
            while applied < drops {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { return }
                stdout += String(decoding: chunk, as: UTF8.self)
            }
        }

        /// Reads the rest of its output and waits for it to end: its exit status and standard error.
        func finish() -> (status: Int32, stderr: String) {
            stdout += String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, stderr)
        }
    }

    /// A store with no "New task" in it yet, made by a replay.
    static func madeStore(_ name: String = "board.db") throws -> String {
        let store = try temporaryPath(name)
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        return store
    }

    static func resolved(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }

    /// The ids of the "New task"s in `store`, by their number: `new-1`, `new-2`, ….
    static func newIDs(in store: String) throws -> [String] {
        try StoreDurabilityTests.newTaskIDs(in: store).sorted { Int($0.dropFirst(4))! < Int($1.dropFirst(4))! }
    }

    @Test("the -wal and -shm deleted under writer A: A stops at its next drop saying its last commits are lost with the log (it went on writing the deleted log, exit 0, its steps then credited to writer B); writer B after it keeps every drop it printed")
    func deletedLogStopsTheWriter() throws {
        let store = try Self.madeStore()
        let a = try Writer(try StoreDurabilityTests.addNewTrace(drops: 300), store: store, "--writer", "A")
        a.waitForApplied(10)
        for suffix in ["-wal", "-shm"] { try FileManager.default.removeItem(atPath: store + suffix) }
        let b = try dragtoact("replay", try StoreDurabilityTests.addNewTrace(drops: 20), "--instant", "--store", store, "--json", "--writer", "B")
        let (status, stderr) = a.finish()
        #expect(status == 3)
        #expect(stderr.hasPrefix("dragtoact: store \(store): applying add at "), "\(stderr)")
        // Deleted as A found it; "replaced by another file" when B made its own first (a loaded machine).
        let found = stderr.replacingOccurrences(of: "-wal was replaced by another file after", with: "-wal was deleted after")
        #expect(found.hasSuffix(": its write-ahead log \(store)-wal was deleted after this process opened it, so the commits in that log not yet "
            + "folded into the file, the last ones this process made among them, are no longer in the store; nothing more is written to it or "
            + "read from it (open the store again and make those changes again; remove a store's -wal and -shm only with every process on it "
            + "stopped) (SQLite result code 1032)\n"), "\(stderr)")
        #expect(a.applied < 300)
        #expect(b.status == 0, "\(b.stderr)")
        let printedByB = b.stdout.components(separatedBy: #""event":"applied""#).count - 1
        #expect(printedByB == 20)
        // A's drops were all in the deleted log (none was folded into the file yet): the store holds B's alone.
        #expect(try Self.newIDs(in: store) == (1...20).map { "new-\($0)" })
    }

    @Test("the store moved (mv board.db moved.db) under two writers: each stops at its next drop naming where the file is now, and every drop each printed as applied is there; they were in the -wal left at the old path, which a new store there deleted")
    func movedStoreKeepsItsDrops() throws {
        let store = try Self.madeStore()
        let moved = store.replacingOccurrences(of: "board.db", with: "moved.db")
        let trace = try StoreDurabilityTests.addNewTrace(drops: 300)
        let writers = try ["A", "B"].map { try Writer(trace, store: store, "--writer", $0) }
        for writer in writers { writer.waitForApplied(10) }
        try FileManager.default.moveItem(atPath: store, toPath: moved)
        for writer in writers {
            let (status, stderr) = writer.finish()
            #expect(status == 3)
            #expect(stderr.hasSuffix(": the file was moved to \(Self.resolved(moved)) after this process opened it, and what this process wrote is there, "
                + "its log folded into it; nothing more is written to it or read from it (stop every process on it, then open the store there "
                + "or move it back) (SQLite result code 1032)\n"), "\(stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: store + "-wal") && !FileManager.default.fileExists(atPath: store + "-shm"))
        let printed = writers.map(\.applied).reduce(0, +)
        #expect(try Self.newIDs(in: moved) == (0..<printed).map { "new-\($0 + 1)" })
        // Nothing is left in the -wal at the old path: a store made there now loses nothing.
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        #expect(try StoreDurabilityTests.newTaskIDs(in: moved).count == printed)
    }

    @Test("a path with no file but a -wal holding commits (a killed writer's store moved away): opening a store there is refused, both left as they are, saying whose the -wal is; it was deleted and a fresh store made (exit 0); moved beside the store, every commit is there")
    func orphanedLogIsNotDeleted() throws {
        let store = try Self.madeStore()
        let moved = store.replacingOccurrences(of: "board.db", with: "moved.db")
        let writer = try Writer(try StoreDurabilityTests.addNewTrace(drops: 300), store: store)
        writer.waitForApplied(10)
        kill(writer.process.processIdentifier, SIGKILL)
        _ = writer.finish()
        try FileManager.default.moveItem(atPath: store, toPath: moved)
        let wal = try #require(FileManager.default.contents(atPath: store + "-wal"))
        for command in [["replay", "Demo/traces/complete.trace", "--store", store], ["show", "--store", store]] {
            let refused = try run(dragtoactURL, command)
            #expect(refused.status == 3, "\(command)")
            #expect(refused.stderr == "dragtoact: store \(store): opening: there is no file at the path, but \(Self.resolved(store))-wal beside it holds "
                + "commits (\(wal.count) bytes): those of a store moved, deleted or cut short while a process had it open, which SQLite would "
                + "delete on opening here; both were left as they are (move the -wal beside that store, named as its -wal, with every process "
                + "on it stopped, or move it away to make a new store here)\n", "\(command)")
            #expect(!FileManager.default.fileExists(atPath: store))
            #expect(FileManager.default.contents(atPath: store + "-wal") == wal)
        }
        try FileManager.default.moveItem(atPath: store + "-wal", toPath: moved + "-wal")
        try? FileManager.default.removeItem(atPath: store + "-shm")
        let stored = try StoreDurabilityTests.newTaskIDs(in: moved)
        #expect(stored.count >= writer.applied && stored.count <= writer.applied + 1, "\(stored.count) stored, \(writer.applied) printed")
    }

    @Test("another store moved over the file under a writer: it stops at its next drop, and its -wal left beside the new file is emptied, so the new file reads as itself; it was read through the old log, \"damaged\"")
    func replacedStoreIsReadAsItself() throws {
        let store = try Self.madeStore()
        let other = try Self.madeStore("other.db")
        #expect(try dragtoact("replay", try StoreDurabilityTests.addNewTrace(drops: 2), "--instant", "--store", other).status == 0)
        let writer = try Writer(try StoreDurabilityTests.addNewTrace(drops: 300), store: store)
        writer.waitForApplied(10)
        #expect(rename(other, store) == 0)
        let (status, stderr) = writer.finish()
        #expect(status == 3)
        #expect(stderr.hasSuffix(": the file was deleted or replaced after this process opened it, and what this process wrote went with the old "
            + "file; nothing more is written to it or read from it (open the store again) (SQLite result code 1032)\n"), "\(stderr)")
        #expect(try Self.newIDs(in: store) == ["new-1", "new-2"])
    }

    @Test("the store cut to 0 bytes (: > board.db) under a writer: it stops at its next drop saying so (it went on, exit 0, the file malformed after), and the file is not then made a fresh store over the -wal's commits")
    func truncatedStoreStopsTheWriter() throws {
        let store = try Self.madeStore()
        let writer = try Writer(try StoreDurabilityTests.addNewTrace(drops: 300), store: store)
        writer.waitForApplied(10)
        #expect(truncate(store, 0) == 0)
        let (status, stderr) = writer.finish()
        #expect(status == 3)
        #expect(stderr.hasSuffix(": the file was cut to 0 bytes after this process opened it, shorter than a database's header, so it holds no "
            + "store; nothing more is written to it or read from it (restore it from a backup, with every process on it stopped) (SQLite result code 1032)\n"),
            "\(stderr)")
        let again = try dragtoact("replay", "Demo/traces/complete.trace", "--store", store)
        #expect(again.status == 3)
        #expect(again.stderr.contains(": opening: there is an empty file at the path, but \(Self.resolved(store))-wal beside it holds commits"), "\(again.stderr)")
    }
}
