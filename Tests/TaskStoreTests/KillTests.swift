import Foundation
import TaskModel
import TestSupport
import Testing
@testable import TaskStore

/// Power cuts, simulated: a child process applies actions in a loop and is killed with SIGKILL
/// at a random moment; the reopened store must hold exactly the result of a prefix of the
/// actions it started — every action it reported committed, and nothing half-applied.
@Suite("Task store: killed mid-write")
struct KillTests {
    static let churn = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("store-churn")

    /// Replays a churn log on an in-memory board: the board after each prefix of the actions.
    static func prefixes(of log: [Substring]) -> (boards: [Snapshot], committed: Int) {
        var board = try! TaskBoard(lists: TaskStore.defaultLists, schedules: TaskStore.defaultSchedules)
        var boards = [Snapshot(board)]
        var committed = 0
        for line in log {
            let words = line.split(separator: " ")
            switch words.first {
            case "apply":
                guard let action = ChurnLog.decode(Array(words.dropFirst())) else {
                    Issue.record("store-churn wrote an unreadable line: \(line)")
                    return (boards, committed)
                }
                _ = board.apply(action)
                boards.append(Snapshot(board))
            case "ok": committed += 1
            default: break
            }
        }
        return (boards, committed)
    }

    /// Starts store-churn on `path`, waits until it has reported `commits` commits (its `ok` lines;
    /// with 0 it waits for nothing), then `milliseconds` more, and kills it with SIGKILL: its log.
    /// Counting the wait in commits, not from the start, keeps a round from ending before the child
    /// has written anything when the machine is loaded (the child's start alone can take longer
    /// than a fixed delay); the milliseconds after put the kill at an arbitrary moment of a write.
    static func killOnce(path: String, seed: UInt64, afterCommits commits: Int, milliseconds: UInt64) throws -> [Substring] {
        let process = Process()
        process.executableURL = churn
        process.arguments = [path, String(seed)]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let reader = out.fileHandleForReading
        var data = Data()
        while String(decoding: data, as: UTF8.self).split(separator: "\n").filter({ $0.hasPrefix("ok ") }).count < commits {
            let chunk = reader.availableData
            if chunk.isEmpty { break }  // the child ended: the expectation below says it should not have
            data.append(chunk)
        }
        Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
        kill(process.processIdentifier, SIGKILL)
        data.append(reader.readDataToEndOfFile())
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
    }

    /// Runs `kills` kills; `KILL_TEST_COUNT` in the environment asks for more (Benchmarks/kill-test.sh).
    @Test("SIGKILL at random moments, 24 times: the store is always exactly a prefix of the actions")
    func killedStoreIsAPrefix() throws {
        let kills = ProcessInfo.processInfo.environment["KILL_TEST_COUNT"].flatMap(Int.init) ?? 24
        let folder = try TemporaryFolder()
        var random = SeededGenerator(seed: 2026)
        var totalCommitted = 0
        for round in 0..<kills {
            let path = folder.path("kill-\(round).db")
            let seed = random.next() % 1_000
            let commits = Int(random.next() % 8)
            let delay = random.next() % 40
            let log = try Self.killOnce(path: path, seed: seed, afterCommits: commits, milliseconds: delay)
            let (boards, committed) = Self.prefixes(of: log)
            let reopened = try TaskStore(path: path)
            let stored = Snapshot(reopened.board)
            let matches = boards.indices.filter { boards[$0] == stored }
            #expect(!matches.isEmpty, "round \(round) (seed \(seed), killed \(delay) ms after commit \(commits)): the store is no prefix of the \(boards.count - 1) actions")
            #expect(matches.contains { $0 >= committed }, "round \(round) (seed \(seed)): a reported commit (\(committed)) was lost")
            #expect(reopened.board.invariantViolations() == [], "round \(round)")
            totalCommitted += committed
        }
        #expect(totalCommitted > kills, "the child committed only \(totalCommitted) actions over \(kills) runs")
    }
}
