import Foundation
import Testing

/// `replay --store` with real processes: kill -9 at seeded moments, several writers on one file.
/// The store is the board of record: what is printed as applied is in it, and nothing is lost.
@Suite("dragtoact replay --store with real processes", .serialized)
struct StoreDurabilityTests {
    /// A native trace of `drops` Add New drags onto the list, 30 ms each.
    static func addNewTrace(drops: Int) throws -> String {
        var lines = ["scene todo"]
        for _ in 0..<drops { lines += ["+10 down 1 mouse 650 510", "+10 move 1 300 300", "+10 up 1"] }
        return try temporaryFile("adds.trace", lines.joined(separator: "\n") + "\n")
    }

    /// The ids of the tasks named "New task" in the store, in list order, via `show --json`.
    static func newTaskIDs(in store: String) throws -> [String] {
        let shown = try dragtoact("show", "--store", store, "--json")
        #expect(shown.status == 0, "\(shown.stderr)")
        let pattern = try NSRegularExpression(pattern: #"\{"id":"([^"]+)","title":"New task"\}"#)
        let text = shown.stdout
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range(at: 1), in: text)!]) }
    }

    /// What `show` says when the store at `path` cannot be opened, or `nil` when it can.
    static func storeNotMade(_ path: String) throws -> String? {
        let shown = try dragtoact("show", "--store", path)
        return shown.status == 0 ? nil : shown.stderr
    }

    /// Starts `dragtoact` with `arguments`, its standard output going to `file`.
    static func start(_ arguments: [String], output file: String) throws -> Process {
        let process = Process()
        process.executableURL = dragtoactURL
        process.arguments = arguments
        process.currentDirectoryURL = repositoryURL
        _ = FileManager.default.createFile(atPath: file, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test("kill -9 at 20 seeded moments of a 300-drop replay: the store holds every drop printed as applied, in order, and at most the one being printed")
    func killedReplayKeepsWhatWasPrinted() throws {
        let trace = try Self.addNewTrace(drops: 300)
        var generator = SplitMix(seed: 14)
        var moments: [Int] = []
        for seed in 0..<20 {
            let store = try temporaryPath("board.db")
            let out = try temporaryPath("out.jsonl")
            let delay = 150 + Int(generator.next() % 2_500) // ms: early, middle and late in the run
            moments.append(delay)
            let process = try Self.start(["replay", trace, "--store", store, "--json"], output: out)
            Thread.sleep(forTimeInterval: Double(delay) / 1_000)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let printed = try String(contentsOfFile: out, encoding: .utf8)
                .split(separator: "\n").filter { $0.contains(#""event":"applied""#) }
                .map { line in String(line.split(separator: "\"changed\":[")[1].prefix { $0 != "]" }.split(separator: ",").last!.dropFirst().dropLast()) }
            // Killed before it made the store (a slow or loaded machine), it printed nothing.
            if printed.isEmpty, let unmade = try Self.storeNotMade(store) {
                #expect(unmade.contains("no such file") || unmade.contains("the file is empty"), "kill \(seed) at \(delay) ms: \(unmade)")
                continue
            }
            let stored = try Self.newTaskIDs(in: store).sorted { Int($0.dropFirst(4))! < Int($1.dropFirst(4))! }
            #expect(stored.count == printed.count || stored.count == printed.count + 1,
                    "kill \(seed) at \(delay) ms: \(printed.count) printed as applied, \(stored.count) in the store")
            #expect(Array(stored.prefix(printed.count)) == printed, "kill \(seed) at \(delay) ms")
            #expect(stored == (0..<stored.count).map { "new-\($0 + 1)" }, "kill \(seed) at \(delay) ms: ids not in order")
        }
        #expect(Set(moments).count > 15)
    }

    @Test("8 concurrent Add New replays into one fresh store all exit 0 and leave 8 new tasks with distinct ids")
    func concurrentAddNewReplays() throws {
        let trace = try Self.addNewTrace(drops: 1)
        let store = try temporaryPath("board.db")
        let processes = try (0..<8).map { i in try Self.start(["replay", trace, "--store", store, "--json"], output: try temporaryPath("out\(i).jsonl")) }
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: 8))
        let ids = try Self.newTaskIDs(in: store)
        #expect(ids.count == 8)
        #expect(Set(ids).count == 8)
    }

    @Test("Buy milk completed by one process and trashed by another at once: exactly one is applied, the other refused")
    func completeVersusTrash() throws {
        for round in 0..<3 {
            let store = try temporaryPath("board.db")
            #expect(try dragtoact("replay", "Demo/traces/reorder-in-place.trace", "--store", store, "--json").status == 0) // creates the store
            let complete = try temporaryFile("complete.trace", "scene todo\n0 down 1 touch 250 92\n+350 move 1 650 150\n+100 up 1\n")
            let trash = try temporaryFile("trash.trace", "scene todo\n0 down 1 touch 250 92\n+350 move 1 650 330\n+100 up 1\n")
            let outA = try temporaryPath("a.jsonl"), outB = try temporaryPath("b.jsonl")
            // A third process holds the write lock while both start: each opens the store, lifts
            // t1 from the first row and drops it, then waits for the lock; the two drops race for one task.
            // The lock is held long enough for both to have started on a slow (or sanitized) build.
            let holder = try holdWriteLock(of: store, for: 2_500)
            let a = try Self.start(["replay", complete, "--store", store, "--json"], output: outA)
            let b = try Self.start(["replay", trash, "--store", store, "--json"], output: outB)
            holder.waitUntilExit()
            a.waitUntilExit()
            b.waitUntilExit()
            let texts = try [outA, outB].map { try String(contentsOfFile: $0, encoding: .utf8) }
            #expect(texts.allSatisfy { $0.contains(#""event":"dragStarted","pointer":1,"source":"t1""#) }, "round \(round): both lift t1")
            let applied = texts.filter { $0.contains(#""event":"applied""#) }.count
            let refused = texts.filter { $0.contains(#""event":"refused","receiver":"#) && $0.contains(#""reason":"taskNotOpen""#) }.count
            #expect(applied == 1 && refused == 1, "round \(round): \(texts)")
            let shown = try dragtoact("show", "--store", store, "--json").stdout
            let completed = shown.contains(#""completed":[{"id":"t1""#), trashed = shown.contains(#""trashed":[{"id":"t1""#)
            #expect(completed != trashed, "round \(round): \(shown)")
        }
    }

    @Test("a store that cannot be written stops the replay at the first drop: exit 3, the cause in words and the path, nothing applied")
    func unwritableStoreStopsAtTheDrop() throws {
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/reorder-in-place.trace", "--store", store).status == 0)
        // A directory where the store's WAL file must go makes every write fail, even for root.
        try? FileManager.default.removeItem(atPath: store + "-wal")
        try FileManager.default.createDirectory(atPath: store + "-wal", withIntermediateDirectories: false)
        let result = try dragtoact("replay", "Demo/traces/complete.trace", "--store", store, "--json")
        #expect(result.status == 3)
        #expect(!result.stdout.contains(#""event":"applied""#))
        #expect(result.stderr.hasPrefix("dragtoact: store \(store)"), "\(result.stderr)")
        #expect(!result.stderr.contains("INSERT") && !result.stderr.contains("BEGIN"), "\(result.stderr)")
    }

    @Test("a store file that may not grow past the process's file size limit (ulimit -f) stops the replay at that drop: exit 3 naming the limit, every drop printed as applied in the store; SIGXFSZ killed it without a word (exit 153)")
    func fileSizeLimitStopsTheReplay() throws {
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/reorder-in-place.trace", "--store", store).status == 0)
        let trace = try Self.addNewTrace(drops: 300)
        // As from a shell: SIGXFSZ as the system sets it (this test process may ignore it, and a child inherits that).
        let result = try run(URL(fileURLWithPath: "/usr/bin/env"), ["--default-signal=XFSZ", "prlimit", "--fsize=200000",
                                                                  dragtoactURL.path, "replay", trace, "--instant", "--json", "--store", store])
        #expect(result.status == 3)
        let expected = "dragtoact: store \(store): applying add at 5: disk I/O error: a file of this process may not grow past 200000 bytes (its file size limit, ulimit -f) (SQLite result code 778)\n"
        #expect(result.stderr == expected)
        let applied = result.stdout.split(separator: "\n").filter { $0.contains(#""event":"applied""#) }.count
        #expect(applied > 0)
        #expect(try Self.newTaskIDs(in: store).count == applied)
    }

    @Test("standard output on a full disk (/dev/full) ends the command with exit 2 and the reason, never a trap (SIGILL, exit 132): show, and a replay whose store keeps the drop it committed before printing it")
    func fullStandardOutput() throws {
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/reorder-in-place.trace", "--store", store).status == 0)
        func toFullDisk(_ arguments: String...) throws -> (status: Int32, stderr: String) {
            let process = Process()
            process.executableURL = dragtoactURL
            process.arguments = arguments
            process.currentDirectoryURL = repositoryURL
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
            let err = Pipe()
            process.standardError = err
            try process.run()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, stderr)
        }
        let full = "dragtoact: cannot write standard output: no space left on device\n"
        #expect(try toFullDisk("show", "--store", store) == (2, full))
        #expect(try toFullDisk("replay", "Demo/traces/complete.trace", "--instant", "--store", store) == (2, full))
        #expect(try dragtoact("show", "--store", store).stdout.contains("Completed (1): Buy milk"))
    }

    @Test("a directory where the store's -shm file goes: undo names it, not \"permission denied\" (SQLite reads such a -shm and makes the store read-only), exit 3, nothing undone")
    func shmDirectoryIsNamed() throws {
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        try FileManager.default.createDirectory(atPath: store + "-shm", withIntermediateDirectories: false)
        #expect(try dragtoact("undo", "--store", store) == Outcome(status: 3, stdout: "",
            stderr: "dragtoact: store \(store): undoing: \(store)-shm is a directory (SQLite result code 8)\n"))
        try FileManager.default.removeItem(atPath: store + "-shm")
        #expect(try dragtoact("undo", "--store", store).stdout.hasPrefix("undone: complete t1\n"))
    }
}

/// A small seeded generator (SplitMix64), so the kill moments are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
