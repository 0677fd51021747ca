import Foundation
import Testing
@testable import dragtoact
import TaskStore

/// Runs `dragtoact` as the user `uid` (and its group), through `setpriv`, as ``dragtoactWithoutRoot(_:)`` runs it as nobody.
private func dragtoact(as uid: Int, _ arguments: String...) throws -> Outcome {
    try run(URL(fileURLWithPath: "/usr/bin/setpriv"), ["--reuid=\(uid)", "--regid=\(uid)", "--clear-groups", dragtoactURL.path] + arguments)
}

@Suite("dragtoact: store errors say what to do; undo and redo --writer")
struct StoreAdviceCommandTests {
    @Test("undo --writer a takes back a's newest step, not b's newer one; then nothing to undo for a; redo --writer a applies it again; a name the store never knew exits 2 naming the ones it knows")
    func undoByWriter() throws {
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store, "--writer", "a").status == 0)
        // b's run completes the top row, Walk the dog, by now (its expectations about t1 fail: exit 1).
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store, "--writer", "b").status == 1)
        let undone = "inbox (4): Buy milk, Write report, Call mom, Pay bills\ntoday (0)\nupcoming (0)\nCompleted (1): Walk the dog\nTrashed (0)\n"
        #expect(try dragtoact("undo", "--store", store, "--writer", "a")
                == Outcome(status: 0, stdout: "undone for writer \"a\": complete t1\n\n" + undone, stderr: ""))
        #expect(try dragtoact("undo", "--store", store, "--writer", "a") == Outcome(status: 0, stdout: "nothing to undo for writer \"a\"\n", stderr: ""))
        let redone = "inbox (3): Write report, Call mom, Pay bills\ntoday (0)\nupcoming (0)\nCompleted (2): Buy milk, Walk the dog\nTrashed (0)\n"
        #expect(try dragtoact("redo", "--store", store, "--writer=a")
                == Outcome(status: 0, stdout: "redone for writer \"a\": complete t1\n\n" + redone, stderr: ""))
        #expect(try dragtoact("undo", "--store", store, "--writer", "kiosk-3") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: undo --writer: the store \(store) has no writer named \"kiosk-3\" (it has \"a\", \"b\")\nTry 'dragtoact undo --help'.\n"))
        // Without --writer, the newest step whoever made it: b's.
        #expect(try dragtoact("undo", "--store", store).stdout.hasPrefix("undone: complete t2\n"))
        #expect(try dragtoact("undo", "--writer", "a") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: --writer names the writer of a --store: give --store FILE too\nTry 'dragtoact undo --help'.\n"))
        #expect(try dragtoact("undo", "--help") == Outcome(status: 0, stdout: Help.undo, stderr: ""))
    }

    @Test("undo --writer on a store no named writer wrote says it has none")
    func undoByWriterWithoutNamedWriters() throws {
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        #expect(try dragtoact("redo", "--store", store, "--writer", "a") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: redo --writer: the store \(store) has no writer named \"a\" (it has none)\nTry 'dragtoact redo --help'.\n"))
    }

    @Test("a -wal and -shm left by a reader run as another user (show, in a folder shared between users): the writer's error names them, their owner and what to do; it said \"permission denied (attempt to write a readonly database)\" alone")
    func othersSidecarsAreNamed() throws {
        let store = try temporaryPath("st.db")
        let folder = URL(fileURLWithPath: store).deletingLastPathComponent().path
        #expect(chmod(folder, 0o1777) == 0)
        defer { chmod(folder, 0o755) }
        // The kiosk runs as daemon (uid 1), the monitoring user as nobody (65534): root would write any file.
        #expect(try dragtoact(as: 1, "replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        #expect(chmod(store, 0o644) == 0)
        #expect(try dragtoact(as: 65534, "show", "--store", store).status == 0)
        var info = stat()
        #expect(stat(store + "-shm", &info) == 0 && info.st_uid == 65534, "show left no -shm of its own")
        let kiosk = try dragtoact(as: 1, "replay", "Demo/traces/complete.trace", "--store", store)
        #expect(kiosk.status == 3)
        #expect(kiosk.stderr.hasSuffix(": permission denied (attempt to write a readonly database): \(store)-wal and \(store)-shm are owned by user 65534 (nobody), "
            + "and this process, run as user 1 (daemon), may not write them (a process run as another user left them: a reader, show included, makes the -wal and -shm as its own); "
            + "remove the store's -wal and -shm files while no process has the store open, or run every process on the store as one user (SQLite result code 8)\n"), "\(kiosk.stderr)")
        // Done so, the kiosk writes again.
        #expect(unlink(store + "-wal") == 0 && unlink(store + "-shm") == 0)
        #expect(try dragtoact(as: 1, "replay", "Demo/traces/complete.trace", "--store", store).status == 1)
    }

    @Test("live's status line for a lock held past its wait puts what to do first, within 80 columns after the time and \"not saved: \"")
    func liveLockStatusKeepsTheRemedy() {
        let error = StoreError(kind: .sqlite(code: 5), path: "/tmp/board.db", operation: "applying complete t1",
                               message: "locked by another process (database is locked), still after waiting 1000 ms; nothing was written (try again once the other process lets go of it)")
        let reason = LiveSession.shortReason(error)
        #expect(reason == "locked by another process, try again once it is free (waited 1000 ms, applying complete t1)")
        let status = "123456 ms  not saved: " + reason
        #expect(status.prefix(80).hasSuffix("try again once it is free (wait"))
        #expect(LiveSession.shortReason(error, remedy: "read again each second").hasPrefix("locked by another process, read again each second (waited 1000 ms"))
    }
}
