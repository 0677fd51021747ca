import CSQLite
import DropEngine
import Foundation
import TaskModel
import TaskStore
import TestSupport

/// Rows written per move: 100,000 random moves in a 10,000-task list with gap keys (midpoint,
/// smallest-window renumber) beside renumbering every sibling on each move (seed 000), in one run.
func runOrderKeyTable() {
    let count = 10_000, moves = 100_000
    var board = try! TaskBoard(lists: ["inbox"])
    for i in 0..<count { try! board.append(id: TaskID("t\(i)"), title: "Task \(i)", to: "inbox") }
    var random = SeededGenerator(seed: 42)
    var written = 0, renumberAll = 0, renumberAllChanged = 0
    var naive = board.openTasks(in: "inbox").map(\.id)
    for _ in 0..<moves {
        // `naive` holds the same order as the board (checked at the end), so it picks the task.
        let from = Int(random.next() % UInt64(count))
        let task = naive[from]
        let slot = Int(random.next() % UInt64(count + 1))
        if case .applied(let changes) = board.apply(.reorder(task, slot: slot)) { written += changes.count }
        // Seed 000: move in the array, then write displayOrder = index for every row.
        let moved = naive.remove(at: from)
        let to = slot > from ? slot - 1 : slot
        naive.insert(moved, at: to)
        renumberAll += count
        renumberAllChanged += abs(to - from) + (to == from ? 0 : 1)
    }
    print("Order keys: \(moves) random moves in a \(count)-task list (seeded)")
    print("  gap keys, smallest-window renumber:  \(String(format: "%.4f", Double(written) / Double(moves))) rows written per move")
    print("  renumber every sibling (seed 000):   \(String(format: "%.1f", Double(renumberAll) / Double(moves))) rows written per move"
          + " (\(String(format: "%.1f", Double(renumberAllChanged) / Double(moves))) whose order actually changed)")
    print("  board order equals the naive order: \(board.openTasks(in: "inbox").map(\.id) == naive)")
}

/// Durable actions per second (each its own `BEGIN IMMEDIATE … COMMIT`, WAL, synchronous=FULL)
/// beside a raw SQLite loop of single-row inserts with the same durability, in one run.
func runDurabilityTable() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dragtoact-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let actions = 400
    let clock = ContinuousClock()

    let store = try! TaskStore(path: folder.appendingPathComponent("store.db").path)
    for i in 0..<50 { try! store.apply(.add(title: "Task \(i)", list: "inbox", slot: i)) }
    var random = SeededGenerator(seed: 7)
    let storeTime = clock.measure {
        for _ in 0..<actions {
            let open = store.board.openTasks(in: "inbox")
            try! store.apply(.reorder(open[Int(random.next() % UInt64(open.count))].id, slot: Int(random.next() % UInt64(open.count + 1))))
        }
    }

    var db: OpaquePointer?
    sqlite3_open(folder.appendingPathComponent("raw.db").path, &db)
    sqlite3_exec(db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; CREATE TABLE rows (id INTEGER PRIMARY KEY, title TEXT)", nil, nil, nil)
    var insert: OpaquePointer?
    sqlite3_prepare_v2(db, "INSERT INTO rows (title) VALUES ('row')", -1, &insert, nil)
    let rawTime = clock.measure {
        for _ in 0..<actions {
            sqlite3_exec(db, "BEGIN IMMEDIATE", nil, nil, nil)
            sqlite3_step(insert)
            sqlite3_reset(insert)
            sqlite3_exec(db, "COMMIT", nil, nil, nil)
        }
    }
    sqlite3_finalize(insert)
    sqlite3_close(db)
    func perSecond(_ d: Duration) -> Double { Double(actions) / (Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18) }
    print("Durable commits: \(actions) each, WAL + synchronous=FULL, on \(folder.path)")
    print("  TaskStore.apply (reorder + undo history):  \(Int(perSecond(storeTime))) actions/s")
    print("  raw single-row INSERT per transaction:     \(Int(perSecond(rawTime))) commits/s")
    print("  ratio: \(String(format: "%.2f", perSecond(storeTime) / perSecond(rawTime)))× the raw loop")
}
