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
    }
}
