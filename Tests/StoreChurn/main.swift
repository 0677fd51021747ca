// store-churn PATH SEED: applies seeded random actions to the store at PATH until killed,
// printing `apply ACTION` before each and `ok` after its commit. The kill test reads this log.
import Foundation
import TaskModel
import TaskStore
import TestSupport

let arguments = CommandLine.arguments
guard arguments.count == 3, let seed = UInt64(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: store-churn PATH SEED\n".utf8))
    exit(2)
}
var random = SeededGenerator(seed: seed)
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
do {
    let store = try TaskStore(path: arguments[1])
    say("opened")
    while true {
        let action = RandomStoreActions.next(on: store.board, using: &random)
        say("apply \(ChurnLog.encode(action))")
        try store.apply(action)
        say("ok")
    }
} catch {
    FileHandle.standardError.write(Data("store-churn: \(error)\n".utf8))
    exit(1)
}
