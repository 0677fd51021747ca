// store-churn PATH SEED: applies seeded random actions to the store at PATH until killed,
// printing `apply ACTION` before each and `ok` after its commit. The kill test reads this log.
import DropEngine
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
        let open = store.board.lists.flatMap { store.board.openTasks(in: $0) }
        let action: TaskAction
        switch open.count < 3 ? 0 : random.next() % 5 {
        case 0: action = .add(title: "New task", list: "inbox", slot: Int(random.next() % UInt64(store.board.openTasks(in: "inbox").count + 1)))
        case 1: action = .complete(open[Int(random.next() % UInt64(open.count))].id)
        case 2: action = .trash(open[Int(random.next() % UInt64(open.count))].id)
        case 3:
            let task = open[Int(random.next() % UInt64(open.count))]
            action = .reorder(task.id, slot: Int(random.next() % UInt64(store.board.openTasks(in: task.list).count + 1)))
        default:
            let task = open[Int(random.next() % UInt64(open.count))]
            let day = UnixTime(milliseconds: Int64(random.next() % 1000) * 86_400_000)
            action = .move(task.id, to: task.list == "today" ? "upcoming" : "today", slot: nil, scheduled: .set(day))
        }
        say("apply \(ChurnLog.encode(action))")
        try store.apply(action)
        say("ok")
    }
} catch {
    FileHandle.standardError.write(Data("store-churn: \(error)\n".utf8))
    exit(1)
}
