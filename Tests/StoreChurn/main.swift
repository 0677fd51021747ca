// store-churn PATH --hold-write-lock MS: takes the store's write lock (BEGIN IMMEDIATE), prints
// `locked`, holds it MS milliseconds, and releases it: other writers queue behind it.
//
// store-churn PATH SEED [COUNT [BUSY_MS]]: applies seeded random actions to the store at PATH, each
// chosen from the board inside its write transaction, until killed or COUNT have been tried,
// waiting up to BUSY_MS (default the store's) for other writers' locks. Prints
// `apply ACTION` before each commit and `ok applied` / `ok unchanged` / `ok rejected` after it, `done` at the end.
// The kill and multi-writer tests read this log.
import CSQLite
import Foundation
import TaskModel
import TaskStore
import TestSupport

let arguments = CommandLine.arguments
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

if arguments.count == 4, arguments[2] == "--hold-write-lock", let milliseconds = UInt32(arguments[3]) {
    var db: OpaquePointer?
    guard sqlite3_open(arguments[1], &db) == SQLITE_OK, sqlite3_busy_timeout(db, 5_000) == SQLITE_OK,
          sqlite3_exec(db, "BEGIN IMMEDIATE", nil, nil, nil) == SQLITE_OK else {
        FileHandle.standardError.write(Data("store-churn: cannot lock \(arguments[1])\n".utf8))
        exit(1)
    }
    say("locked")
    usleep(milliseconds * 1_000)
    sqlite3_exec(db, "COMMIT", nil, nil, nil)
    sqlite3_close(db)
    say("released")
    exit(0)
}
guard (3...5).contains(arguments.count), let seed = UInt64(arguments[2]),
      let count = arguments.count >= 4 ? Int(arguments[3]) : Int.max,
      arguments.count < 5 || Int(arguments[4]) != nil else {
    FileHandle.standardError.write(Data("usage: store-churn PATH SEED [COUNT [BUSY_MS]] | store-churn PATH --hold-write-lock MS\n".utf8))
    exit(2)
}
var random = SeededGenerator(seed: seed)
do {
    let store = try arguments.count == 5 ? TaskStore(path: arguments[1], busyTimeout: Int(arguments[4])!) : TaskStore(path: arguments[1])
    say("opened")
    for _ in 0..<count {
        let outcome = try store.apply { board in
            let action = RandomStoreActions.next(on: board, using: &random)
            say("apply \(ChurnLog.encode(action))")
            return action
        }
        switch outcome {
        case .applied(let changes): say(changes.isEmpty ? "ok unchanged" : "ok applied")
        case .rejected: say("ok rejected")
        }
    }
    say("done")
} catch {
    FileHandle.standardError.write(Data("store-churn: \(error)\n".utf8))
    exit(1)
}
