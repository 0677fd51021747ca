import Replay
import TaskModel

/// The board in words: each list with its open tasks in order, then completed and trashed.
enum BoardText {
    static func describe(_ board: TaskBoard, scene: Scene) -> String {
        var out = ""
        for list in board.lists {
            let title = scene.list(list)?.title ?? list.rawValue
            let tasks = board.openTasks(in: list).map(\.title)
            out += "\(title) (\(tasks.count))" + (tasks.isEmpty ? "" : ": " + tasks.joined(separator: ", ")) + "\n"
        }
        out += "Completed (\(board.completed.count)): \(board.completed.map(\.title).joined(separator: ", "))\n"
        out += "Trashed (\(board.trashed.count)): \(board.trashed.map(\.title).joined(separator: ", "))\n"
        return out
    }
}
