import Foundation
import TaskModel
import TestSupport
import Testing
@testable import TaskStore

/// What goes wrong under an open store — locks, its files moved or deleted, a full disk, a write
/// failing part way — and stored rows a store refuses as corrupt.
@Suite("Task store: faults")
struct FaultTests {
    @Test("a database locked by another connection: waits the busy timeout, then a clear error, nothing changed; later it works")
    func lockedDatabase() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try seededStore(path)
        let before = Snapshot(store.board)
        let other = try TaskStore(path: path, busyTimeout: 50)
        try store.db.execute("BEGIN IMMEDIATE")
        let error = storeError { try other.apply(.complete("new-1")) }
        #expect(error?.isBusy == true)
        // Locked before the drop was resolved, it is named by its action, as a read-only store names it
        // ("applying trash t3"); how long it waited tells a lock held long from a wait set too short.
        #expect(error?.description == "store \(path): applying complete new-1: locked by another process (database is locked), still after waiting 50 ms; nothing was written (try again once the other process lets go of it) (SQLite result code 5)")
        #expect(Snapshot(other.board) == before)
        let patient = try TaskStore(path: path, busyTimeout: 300)
        let start = ContinuousClock.now
        #expect(storeError { try patient.apply(.complete("new-1")) }?.isBusy == true)
        #expect(ContinuousClock.now - start >= .milliseconds(300), "it waited the whole busy timeout before failing")
        try store.db.execute("ROLLBACK")
        #expect(try other.apply(.complete("new-1")) != .rejected(.unknownTask("new-1")))
        #expect(try TaskStore(path: path).board.completed.map(\.title) == ["Buy milk"])
    }

    @Test("a store file deleted, or replaced by another, under an open store: its next write and refresh fail saying so, the board as it was; they were reported done and went to the old file, lost")
    func fileDeletedOrReplacedUnderAnOpenStore() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try seededStore(path)
        let before = Snapshot(store.board)
        for suffix in ["", "-wal", "-shm"] { try FileManager.default.removeItem(atPath: path + suffix) }
        let deleted = storeError { try store.apply(.complete("new-1")) }
        #expect(deleted?.description == "store \(path): applying complete new-1: the file was deleted or replaced after this process opened it, and what this process wrote went with the old file; nothing more is written to it or read from it (open the store again) (SQLite result code 1032)")
        #expect(Snapshot(store.board) == before)
        #expect(storeError { try store.undo() }?.kind == .sqlite(code: 1032))
        #expect(storeError { try store.refresh() }?.description.hasPrefix("store \(path): refreshing: the file was deleted or replaced") == true)

        // A store moved over the path (a backup put back): the open store writes neither file.
        let other = folder.path("other.db")
        let second = try seededStore(path)
        _ = try seededStore(other)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.moveItem(atPath: other, toPath: path)
        #expect(storeError { try second.apply(.trash("new-2")) }?.kind == .sqlite(code: 1032))
        #expect(try TaskStore(existing: path).board.trashed.isEmpty)
        #expect(try TaskStore(existing: path).apply(.trash("new-2")).isApplied, "a store opened again writes the file at the path")
    }

    @Test("the -wal and -shm a store has open stay its own while other connections come and go: checkpoints of every kind, journal_size_limit, the last other one closing; a store then writes on, and its files deleted under it are found")
    func logFilesStayWhileOthersComeAndGo() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try seededStore(path)
        for round in 0..<3 {
            let other = try TaskStore(path: path)
            try other.db.execute("PRAGMA journal_size_limit = 0")
            for i in 0..<40 { try other.apply(.add(title: "round \(round) task \(i)", list: "inbox", slot: 0)) }
            for mode in ["PASSIVE", "FULL", "RESTART", "TRUNCATE"] { try other.db.execute("PRAGMA wal_checkpoint(\(mode))") }
            try store.apply(.add(title: "mine \(round)", list: "today", slot: 0))
            #expect(try other.refresh())
            // Another process writes and closes: it cannot fold and remove the log while this one has it open.
            let churn = Process()
            churn.executableURL = KillTests.churn
            churn.arguments = [path, String(round), "30"]
            churn.standardOutput = FileHandle.nullDevice
            try churn.run()
            churn.waitUntilExit()
            #expect(churn.terminationStatus == 0)
            #expect(try store.refresh())
        }
        // The last other connection closed: it could not fold and remove the log, which this one has open.
        #expect(try store.apply(.add(title: "last", list: "today", slot: 0)).isApplied)
        #expect(Snapshot(store.board) == Snapshot(try TaskStore(existing: path).board))
        try FileManager.default.removeItem(atPath: path + "-shm")
        #expect(storeError { try store.refresh() }?.description == "store \(path): refreshing: its shared-memory index \(path)-shm was deleted after this process opened it, so a process opening the store now would not see this one's locks, and both would write its log at once; nothing more is written to it or read from it (open the store again; remove a store's -wal and -shm only with every process on it stopped) (SQLite result code 1032)")
        #expect(storeError { try store.apply(.add(title: "lost", list: "today", slot: 0)) }?.kind == .sqlite(code: 1032), "refused from then on")
    }

    @Test("a store moved away under two stores, one idle: a store made at the old path meanwhile gets its own -wal and -shm, so the idle one finding the move later folds its log into the moved file alone; it folded the new store's commits into the moved file and emptied its log")
    func storeMadeAtTheOldPathKeepsItsOwnLog() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db"), moved = folder.path("moved.db")
        let idle = try seededStore(path)
        let busy = try TaskStore(path: path)
        for i in 0..<3 {
            try idle.apply(.add(title: "idle \(i)", list: "today", slot: 0))
            try busy.apply(.add(title: "busy \(i)", list: "today", slot: 0))
        }
        let board = Snapshot(busy.board)
        #expect(rename(path, moved) == 0)
        #expect(storeError { try busy.apply(.trash("new-1")) }?.kind == .sqlite(code: 1032))
        #expect(!FileManager.default.fileExists(atPath: path + "-wal") && !FileManager.default.fileExists(atPath: path + "-shm"))
        // Another process makes a store at the old path and is killed with commits in its -wal.
        let log = try KillTests.killOnce(path: path, seed: 3, afterCommits: 5, milliseconds: 0)
        let failure = storeError { try idle.apply(.trash("new-1")) }
        #expect(failure?.description == "store \(path): applying trash new-1: the file was moved to \(moved) after this process opened it, and what "
            + "this process wrote is there, its log folded into it; nothing more is written to it or read from it (stop every process on it, "
            + "then open the store there or move it back) (SQLite result code 1032)")
        #expect(Snapshot(try TaskStore(existing: moved).board) == board)
        let made = Snapshot(try TaskStore(existing: path).board)
        #expect(KillTests.prefixes(of: log).boards.suffix(2).contains(made), "the killed store holds its commits")
    }

    @Test("a store moved over one whose -wal remained, read through that other store's log as damaged: the error says first that the -wal may be another store's and how to move it aside, then the backup advice; moved aside, the store reads as itself")
    func foreignLogIsNamedFirst() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db"), other = folder.path("other.db")
        do {
            // A writer whose last commits, made on a file folded before them, stay in the -wal (its process killed).
            let store = try seededStore(path)
            for i in 0..<200 { try store.apply(.add(title: "task \(i) " + String(repeating: "long title ", count: 20), list: "today", slot: 0)) }
            try store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            for i in 0..<5 { try store.apply(.add(title: "more \(i)", list: "upcoming", slot: 0)) }
            store.db.keepsLogOnClose()
        }
        let board = Snapshot(try seededStore(other).board)
        #expect(rename(other, path) == 0)
        let error = storeError { try TaskStore(existing: path) }
        #expect(error?.description.contains(": \(path)-wal beside it holds commits, and a file moved over a store whose -wal remained is read through "
            + "that log, another store's: then the file itself is sound (stop every process on it, move its -wal and -shm files aside, and open "
            + "it again); otherwise the file \(path) is damaged (a disk fault, ") == true, "\(String(describing: error))")
        for suffix in ["-wal", "-shm"] { try FileManager.default.moveItem(atPath: path + suffix, toPath: folder.path("aside" + suffix)) }
        #expect(Snapshot(try TaskStore(existing: path).board) == board)
    }

    @Test("a full disk (max_page_count): a clear error, and the store holds exactly its last committed state")
    func fullDisk() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try seededStore(path)
        let pages = try store.db.integer("PRAGMA page_count")!
        try store.db.execute("PRAGMA max_page_count = \(pages + 1)")
        var lastCommitted = Snapshot(store.board)
        var failure: StoreError?
        for i in 0..<500 {
            do {
                try store.apply(.add(title: String(repeating: "long title \(i) ", count: 40), list: "inbox", slot: 0))
                lastCommitted = Snapshot(store.board)
            } catch {
                failure = error
                break
            }
        }
        #expect(failure?.isFull == true)
        #expect(failure?.description.contains("database or disk is full") == true)
        #expect(Snapshot(store.board) == lastCommitted)
        #expect(Snapshot(try TaskStore(path: path).board) == lastCommitted)
    }

    /// Where a write fails part way, by a temporary trigger on this connection named `fault_…`.
    enum Fault: CaseIterable {
        /// At the last changed task's row: the rows before it are written.
        case taskRow
        /// At the undo history's first `after` row.
        case history
        /// At the commit: a deferred foreign key into `fence`, checked only then.
        case commit

        func sql(last id: TaskID) -> String {
            switch self {
            case .taskRow: """
                CREATE TEMP TRIGGER fault_insert BEFORE INSERT ON tasks WHEN NEW.id = '\(id)' BEGIN SELECT RAISE(ABORT, 'injected'); END;
                CREATE TEMP TRIGGER fault_update BEFORE UPDATE ON tasks WHEN NEW.id = '\(id)' BEGIN SELECT RAISE(ABORT, 'injected'); END
                """
            case .history: "CREATE TEMP TRIGGER fault_history BEFORE INSERT ON history_rows WHEN NEW.side = 'after' BEGIN SELECT RAISE(ABORT, 'injected'); END"
            case .commit: "CREATE TEMP TRIGGER fault_commit AFTER INSERT ON history BEGIN INSERT INTO fence VALUES (-1); END"
            }
        }
    }

    @Test("a drop whose write fails part way (a task's row, the undo history, the commit) leaves the board exactly as it was, counters included, and the file; the same drop then applies as if never tried; an undo that fails changes nothing; 60 seeded cases")
    func failedWritesLeaveTheBoardAsItWas() throws {
        let folder = try TemporaryFolder()
        for seed in UInt64(0)..<60 {
            var random = SeededGenerator(seed: seed)
            let path = folder.path("board-\(seed).db")
            let store = try seededStore(path)
            try store.db.execute("CREATE TABLE fence (step INTEGER REFERENCES history(step) DEFERRABLE INITIALLY DEFERRED)")
            for _ in 0..<random.next() % 8 { try store.apply(RandomStoreActions.next(on: store.board, using: &random)) }
            let action = random.next() % 2 == 0 ? RandomStoreActions.next(on: store.board, using: &random) : Self.selection(on: store.board, &random)
            let before = store.board
            var expected = before
            guard case .applied(let changes) = expected.apply(action), let last = changes.last else { continue }
            let revision = store.revision
            let fault = Fault.allCases[Int(seed % 3)]
            try store.db.execute(fault.sql(last: last.after.id))
            let error = storeError { try store.apply(action) }
            #expect(error?.description.contains("FOREIGN KEY constraint failed") == (fault == .commit), "seed \(seed): \(action) at \(fault): \(String(describing: error))")
            #expect(error?.description.contains("injected") == (fault != .commit), "seed \(seed): \(action) at \(fault)")
            #expect(store.board == before, "seed \(seed): \(action) failing at \(fault)")
            #expect(store.revision == revision, "seed \(seed)")
            #expect(Snapshot(try TaskStore(path: path).board) == Snapshot(before), "seed \(seed)")
            try store.db.execute("DROP TRIGGER IF EXISTS fault_insert; DROP TRIGGER IF EXISTS fault_update; DROP TRIGGER IF EXISTS fault_history; DROP TRIGGER IF EXISTS fault_commit")
            #expect(try store.apply(action) == .applied(changes), "seed \(seed)")
            #expect(store.board == expected, "seed \(seed): \(action) after a failed try")

            try store.db.execute("CREATE TEMP TRIGGER fault_undo BEFORE UPDATE ON history BEGIN SELECT RAISE(ABORT, 'injected'); END")
            #expect(storeError { try store.undo() } != nil, "seed \(seed)")
            #expect(store.board == expected, "seed \(seed): a failed undo changed the board")
            try store.db.execute("DROP TRIGGER fault_undo")
            #expect(try store.undo().didTravel, "seed \(seed)")
            #expect(Snapshot(store.board) == Snapshot(before), "seed \(seed)")
        }
    }

    /// Several open tasks completed, trashed or moved together.
    static func selection(on board: TaskBoard, _ random: inout SeededGenerator) -> TaskAction {
        let open = board.lists.flatMap { board.openTasks(in: $0) }
        let ids = open.filter { _ in random.next() % 2 == 0 }.map(\.id)
        let list = board.lists[Int(random.next() % UInt64(board.lists.count))]
        switch random.next() % 3 {
        case 0: return .completeAll(ids)
        case 1: return .trashAll(ids)
        default: return .placeAll(ids, list: list, parent: nil, index: Int(random.next() % UInt64(board.openTasks(in: list).count + 1)))
        }
    }

    @Test("after a write that failed, the next one succeeds: the failed statement's error is not reported again")
    func nextWriteAfterAFailureSucceeds() throws {
        let folder = try TemporaryFolder()
        let store = try seededStore(folder.path("board.db"))
        try store.db.execute("CREATE TEMP TRIGGER fault BEFORE UPDATE ON tasks BEGIN SELECT RAISE(ABORT, 'injected'); END")
        #expect(storeError { try store.apply(.complete("new-1")) }?.description.hasSuffix(": applying complete new-1: injected (SQLite result code 1811)") == true)
        try store.db.execute("DROP TRIGGER fault")
        #expect(try store.apply(.complete("new-2")).isApplied)
        #expect(store.board.completed.map(\.id) == ["new-2"])
    }

    @Test("apply(resolving:) calls its closure once whatever fails: a closure that refused and then a commit that failed is not called again to name the error; locked before it ran, it is called once, to name it")
    func resolvingClosureRunsOnceWhenTheWriteFails() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let store = try seededStore(path)
        // A deferred constraint broken inside the transaction: the COMMIT, not a statement, fails.
        try store.db.execute("""
            CREATE TEMP TABLE parent (id INTEGER PRIMARY KEY);
            CREATE TEMP TABLE child (parent_id INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED)
            """)
        var calls = 0
        let failed = storeError {
            try store.apply { (_: TaskBoard, _: TaskBoard?) throws(TaskRejection) -> TaskAction in
                calls += 1
                try? store.db.execute("INSERT INTO temp.child VALUES (1)")
                throw .unknownTask("t9")
            }
        }
        #expect(calls == 1)
        #expect(failed?.description == "store \(path): applying a drop: FOREIGN KEY constraint failed (SQLite result code 787)")
        try store.db.execute("DROP TABLE temp.child; DROP TABLE temp.parent")

        let other = try TaskStore(path: path, busyTimeout: 0)
        try store.db.execute("BEGIN IMMEDIATE")
        calls = 0
        let locked = storeError {
            try other.apply { (board: TaskBoard, _: TaskBoard?) throws(TaskRejection) -> TaskAction in
                calls += 1
                return .complete(board.openTasks(in: "inbox")[0].id)
            }
        }
        try store.db.execute("ROLLBACK")
        #expect(calls == 1)
        #expect(locked?.description == "store \(path): applying complete new-1: locked by another process (database is locked), and this connection waits for no lock; nothing was written (try again once the other process lets go of it) (SQLite result code 5)")
    }

    /// The error opening a copy of the store at `path` gives once `sql` has changed it (the path
    /// spelled `F`), `nil` when it opens; a refused copy is checked to be left as it was.
    func openingCopy(of path: String, in folder: TemporaryFolder, after sql: String) throws -> String? {
        let copy = folder.path("copy-\(UUID().uuidString).db")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        try Database(path: copy, create: false).execute(sql)
        let original = bytes(copy)
        let message = storeError { try TaskStore(path: copy) }?.description.replacingOccurrences(of: copy, with: "F")
        #expect(bytes(copy) == original, "a refused store is left as it was")
        return message
    }

    @Test("a row whose column holds another type (text in order_key, a blob title, bytes that are not UTF-8) is refused by name, never converted")
    func mistypedColumnsAreRefused() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("tampered.db")
        try seededStore(path).apply(.complete("new-1"))
        func opening(after sql: String) throws -> String? { try openingCopy(of: path, in: folder, after: sql) }
        #expect(try opening(after: "UPDATE tasks SET order_key = 'abc' WHERE id = 'new-3'")
                == #"store F: loading: task "new-3": order_key holds the text "abc", expected an integer"#)
        #expect(try opening(after: "UPDATE tasks SET order_key = 2500.5 WHERE id = 'new-3'")
                == #"store F: loading: task "new-3": order_key holds the real 2500.5, expected an integer"#)
        #expect(try opening(after: "UPDATE tasks SET title = x'ff00fe' WHERE id = 'new-2'")
                == #"store F: loading: task "new-2": title holds a blob of 3 bytes, expected text"#)
        #expect(try opening(after: "UPDATE tasks SET title = CAST(x'41ff' AS TEXT) WHERE id = 'new-2'")
                == #"store F: loading: task "new-2": title holds text that is not UTF-8 (2 bytes), expected UTF-8 text"#)
        #expect(try opening(after: "UPDATE tasks SET due = '2026-01-01' WHERE id = 'new-4'")
                == #"store F: loading: task "new-4": due holds the text "2026-01-01", expected an integer"#)
        // Values SQLite stores in the column's own type (the text '7' in an INTEGER column becomes 7) are fine.
        #expect(try opening(after: "UPDATE tasks SET order_key = '7' WHERE id = 'new-3'") == nil)

        // Undo reads the history rows the same way.
        let store = try TaskStore(path: path)
        try store.db.execute("UPDATE history_rows SET order_key = 'x' WHERE task_id = 'new-1'")
        #expect(storeError { try store.undo() }?.description.replacingOccurrences(of: path, with: "F")
                == #"store F: undoing: task "new-1": order_key holds the text "x", expected an integer"#)
        #expect(store.board.completed.map(\.id) == ["new-1"], "a refused undo changes nothing")
    }

    @Test("a stored list or task whose id is empty makes the store corrupt, by name: nothing could name it again (a role, a trace, JSON), and the file is left as it was")
    func emptyStoredIDsAreCorrupt() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("tampered.db")
        _ = try seededStore(path)
        func opening(after sql: String) throws -> String? { try openingCopy(of: path, in: folder, after: sql) }
        let emptyList = try opening(after: "INSERT INTO lists (id, position) VALUES ('', 99)")
        #expect(emptyList == "store F: loading: a list id must not be empty")
        let emptyTask = try opening(after: "UPDATE tasks SET id = '' WHERE id = 'new-2'")
        #expect(emptyTask == #"store F: loading: a task titled "Walk the dog" in list "inbox": a task id must not be empty"#)
        // A tab in the title is spelled as everywhere else, not as Swift's `\t`.
        let tabbed = try opening(after: "UPDATE tasks SET id = '', title = 'Walk' || char(9) || 'the dog' WHERE id = 'new-2'")
        #expect(tabbed == #"store F: loading: a task titled "Walk\u{9}the dog" in list "inbox": a task id must not be empty"#)

        // Undo reads the history rows the same way: it loaded a task with no id.
        let store = try TaskStore(path: path)
        try store.apply(.complete("new-1"))
        try store.db.execute("UPDATE history_rows SET task_id = '' WHERE task_id = 'new-1'")
        #expect(storeError { try store.undo() }?.description.replacingOccurrences(of: path, with: "F")
                == #"store F: undoing: a task titled "Buy milk" in list "inbox": a task id must not be empty"#)
        #expect(store.board.completed.map(\.id) == ["new-1"], "a refused undo changes nothing")
    }

    @Test("a completion sequence the board could not count past is refused by name, loading and redoing, never a trap: 9223372036854775807 trapped on opening, one less on the next completion")
    func sequencesNearTheLimitAreRefused() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("tampered.db")
        let store = try seededStore(path)
        try store.apply(.complete("new-1"))
        func opening(withSequence sequence: Int64) throws -> String? {
            try store.db.execute("UPDATE tasks SET status_sequence = \(sequence) WHERE id = 'new-1'")
            return storeError { try TaskStore(path: path).apply(.complete("new-2")) }?.description.replacingOccurrences(of: path, with: "F")
        }
        #expect(try opening(withSequence: 9_223_372_036_854_775_807)
                == #"store F: loading: task "new-1": status_sequence holds the integer 9223372036854775807, expected at most 4611686018427387903"#)
        #expect(try opening(withSequence: 9_223_372_036_854_775_806)
                == #"store F: loading: task "new-1": status_sequence holds the integer 9223372036854775806, expected at most 4611686018427387903"#)

        // Redo reads the history rows the same way: the step is not redone.
        try store.db.execute("UPDATE tasks SET status_sequence = 1 WHERE id = 'new-1'")
        try store.apply(.complete("new-2"))
        #expect(try store.undo().didTravel)
        try store.db.execute("UPDATE history_rows SET status_sequence = 9223372036854775807 WHERE task_id = 'new-2' AND side = 'after'")
        #expect(storeError { try store.redo() }?.description.replacingOccurrences(of: path, with: "F")
                == #"store F: redoing: task "new-2": status_sequence holds the integer 9223372036854775807, expected at most 4611686018427387903"#)
        #expect(store.board.completed.map(\.id) == ["new-1"], "a refused redo changes nothing")

        // The largest a row may hold loads, and the board counts on from it.
        #expect(try opening(withSequence: 4_611_686_018_427_387_903) == nil)
    }

    @Test("an undo whose history rows would leave the board breaking its invariants (a task its own parent) is refused and commits nothing: it committed, and the store opened no more")
    func undoOfTamperedRowsIsRefused() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("tampered.db")
        let store = try seededStore(path)
        try store.apply(.complete("new-1"))
        try store.db.execute("UPDATE history_rows SET parent_id = 'new-1' WHERE task_id = 'new-1' AND side = 'before'")
        #expect(storeError { try store.undo() }?.description.replacingOccurrences(of: path, with: "F")
                == #"store F: undoing: history step 6: new-1: parent new-1 is not a folder"#)
        #expect(store.board.completed.map(\.id) == ["new-1"], "a refused undo changes nothing")
        #expect(try TaskStore(path: path).board.completed.map(\.id) == ["new-1"], "the store still opens, as it was")
        #expect(try store.canUndo)
    }

    @Test("whether there is something to undo or redo, asked of a store whose history cannot be read, is an error saying why, not a guess of nothing")
    func canUndoOfAnUnreadableHistoryThrows() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("tampered.db")
        let store = try seededStore(path)
        try store.apply(.complete("new-1"))
        #expect(try store.canUndo)
        try store.db.execute("ALTER TABLE history RENAME TO old_history")
        #expect(storeError { _ = try store.canUndo }?.description.replacingOccurrences(of: path, with: "F").hasPrefix("store F: ") == true)
        #expect(storeError { _ = try store.canRedo } != nil)
    }

    @Test("a store nesting a task inside more than 100 folders is refused by name: printing or laying out 20,000 nested folders overflowed the stack")
    func nestingPastTheLimitIsRefused() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("deep.db")
        let store = try seededStore(path)
        func nesting(_ count: Int) throws -> String? {
            try store.db.execute("DELETE FROM tasks WHERE id LIKE 'f%'")
            try store.db.execute("""
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(count))
            INSERT INTO tasks (id, title, list_id, order_key, status, parent_id, kind, expanded)
            SELECT 'f' || i, 'F', 'inbox', 1000, 'open', CASE WHEN i = 1 THEN NULL ELSE 'f' || (i - 1) END, 'folder', 1 FROM n
            """)
            return storeError { try TaskStore(path: path) }?.description.replacingOccurrences(of: path, with: "F")
        }
        #expect(try nesting(101) == nil, "f101 is inside 100 folders")
        #expect(try nesting(102) == "store F: loading: f102 is inside more than 100 folders")
        #expect(try nesting(20_000) == "store F: loading: f1000 is inside more than 100 folders")
    }
}
