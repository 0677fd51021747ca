import Foundation
import Testing

/// Ctrl-C and SIGTERM exit 130 in every command, whenever they come — not only once a replay
/// plays: before, `check`, `show` or a trace still read from standard input died by the signal.
@Suite("dragtoact interrupted")
struct InterruptTests {
    @Test("SIGTERM while check still reads its trace from standard input exits 130, not a death by signal")
    func terminateWhileCheckReadsStandardInput() throws {
        let outcome = try dragtoactSignalled(SIGTERM, "check", "-") { readsStandardInput($0) }
        #expect(outcome == Outcome(status: 130, stdout: "", stderr: ""))
    }

    @Test("Ctrl-C (SIGINT) while replay --json still reads its trace from standard input exits 130, not a death by signal")
    func interruptWhileReplayReadsStandardInput() throws {
        let outcome = try dragtoactSignalled(SIGINT, "replay", "-", "--json") { readsStandardInput($0) }
        #expect(outcome == Outcome(status: 130, stdout: "", stderr: ""))
    }

    @Test("SIGTERM while undo waits for another process's write lock exits 130, and the store keeps its board")
    func terminateWhileUndoWaitsForTheLock() throws {
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        let before = try dragtoact("show", "--store", store, "--json")
        let holder = try holdWriteLock(of: store, for: 3_000)
        defer { holder.waitUntilExit() }
        // Once the command has the store open it is past its start, waiting for the lock.
        let outcome = try dragtoactSignalled(SIGTERM, "undo", "--store", store) { pid in
            ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []).contains { descriptor in
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(descriptor)")) == store
            }
        }
        #expect(outcome == Outcome(status: 130, stdout: "", stderr: ""))
        holder.waitUntilExit()
        #expect(try dragtoact("show", "--store", store, "--json") == before)
    }

    @Test("SIGTERM while check --junit writes its report exits 130 and leaves no FILE.part beside it (the half-written file was left behind)")
    func terminateWhileTheReportIsWritten() throws {
        let report = try temporaryPath("report.xml")
        // The report's file beside it is a FIFO no one reads: opening it to write waits, and there the signal comes.
        #expect(mkfifo(report + ".part", 0o600) == 0)
        let outcome = try dragtoactSignalled(SIGTERM, "check", "Demo/traces/complete.trace", "--junit", report) { waitsInOpen($0) }
        #expect(outcome == Outcome(status: 130, stdout: "pass Demo/traces/complete.trace (4 expectations)\n", stderr: ""))
        #expect(!FileManager.default.fileExists(atPath: report + ".part"))
        #expect(!FileManager.default.fileExists(atPath: report))
    }

    @Test("Ctrl-C (SIGINT) sent to replay --json started with it ignored (as a shell starts `dragtoact … &`) is ignored: the replay reads its trace and prints what it prints unsignalled, exit 0 (it exited 130)")
    func interruptIgnoredAtStartStaysIgnored() throws {
        let trace = try String(contentsOf: repositoryURL.appendingPathComponent("Demo/traces/complete.trace"), encoding: .utf8)
        let unsignalled = try dragtoact("replay", "-", "--json", stdin: trace)
        #expect(unsignalled.status == 0 && unsignalled.stdout.contains("\"action\""))
        let outcome = try dragtoactSignalled(SIGINT, "replay", "-", "--json", ignoring: SIGINT, stdin: trace) { readsStandardInput($0) }
        #expect(outcome == unsignalled)
    }
}

/// Whether process `pid` sleeps in `openat` (system call 257 on x86-64, 56 on arm64), twice 20 ms
/// apart: waiting to open a FIFO, not passing through an open of a file.
private func waitsInOpen(_ pid: Int32) -> Bool {
    #if arch(x86_64)
    let openat = "257"
    #else
    let openat = "56"
    #endif
    func sleepsInOpen() -> Bool {
        guard let syscall = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8),
              let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let state = stat.split(separator: ")").last?.split(separator: " ").first else { return false }
        return syscall.split(separator: " ").first == Substring(openat) && state == "S"
    }
    guard sleepsInOpen() else { return false }
    Thread.sleep(forTimeInterval: 0.02)
    return sleepsInOpen()
}

/// Whether process `pid` is blocked reading its standard input: in `read(fd, …)` (system call 0 on
/// x86-64, 63 on arm64), `fd` 0 or a copy of it (the command reads a copy).
private func readsStandardInput(_ pid: Int32) -> Bool {
    guard let syscall = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8) else { return false }
    let fields = syscall.split(separator: " ")
    #if arch(x86_64)
    let read = "0"
    #else
    let read = "63"
    #endif
    guard fields.count > 1, fields[0] == read, let descriptor = Int(fields[1].dropFirst(2), radix: 16) else { return false }
    let file = { (fd: Int) in try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)") }
    return file(descriptor) != nil && file(descriptor) == file(0)
}

/// Runs `dragtoact` with `arguments` as a shell starts it — Ctrl-C and SIGTERM not blocked (a child
/// of Foundation's `Process` starts with them blocked, and would only hold the signal), `ignored`
/// ignored as a shell ignores Ctrl-C in `dragtoact … &` — and sends it `signal` once `ready(pid)`
/// holds of it; then writes `text` to its standard input and closes it. A death by a signal is
/// the status minus the signal's number (-15 for SIGTERM), as a death by SIGINT would otherwise read 130.
private func dragtoactSignalled(_ signal: Int32, _ arguments: String..., ignoring ignored: Int32? = nil, stdin text: String = "",
                                ready: (Int32) -> Bool) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let disposition = { (name: String, number: Int32) in "signal.signal(signal.\(name), signal.\(number == ignored ? "SIG_IGN" : "SIG_DFL")); " }
    let unblocked = "import os, signal, sys; signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT}); "
        + disposition("SIGINT", SIGINT) + disposition("SIGTERM", SIGTERM) + "os.execv(sys.argv[1], sys.argv[1:])"
    process.arguments = ["python3", "-c", unblocked, dragtoactURL.path] + arguments
    process.currentDirectoryURL = repositoryURL
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    let pid = process.processIdentifier
    // Up to a minute for the command to get there (after python3 has exec'd it: the same pid).
    var polls = 0
    func isDragtoact() -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) == dragtoactURL.resolvingSymlinksInPath().path
    }
    while !(isDragtoact() && ready(pid)), polls < 6_000, process.isRunning {
        Thread.sleep(forTimeInterval: 0.01)
        polls += 1
    }
    let reached = process.isRunning && isDragtoact() && ready(pid)
    kill(pid, signal)
    try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    try input.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(reached, "dragtoact \(arguments.joined(separator: " ")) never got to where the signal was to come")
    let status = process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
    return Outcome(status: status, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
}
