// store-churn PATH SEED [COUNT]: applies seeded random actions to the store at PATH, each chosen
// from the board inside its write transaction, until killed or COUNT have been tried. Prints
// `apply ACTION` before each commit and `ok applied` / `ok unchanged` / `ok rejected` after it, `done` at the end.
// The kill and multi-writer tests read this log.
import Foundation
import TaskModel
import TaskStore
import TestSupport

let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4, let seed = UInt64(arguments[2]),
      let count = arguments.count == 4 ? Int(arguments[3]) : Int.max else {
    FileHandle.standardError.write(Data("usage: store-churn PATH SEED [COUNT]\n".utf8))
    exit(2)
}
var random = SeededGenerator(seed: seed)
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
do {
    let store = try TaskStore(path: arguments[1])
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
