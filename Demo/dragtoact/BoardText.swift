import Replay
import TaskModel

/// The board in words: each list with its open tasks in order, then completed and trashed.
enum BoardText {
    static func describe(_ board: TaskBoard, scene: Scene?) -> String {
        var out = ""
        for list in board.lists {
            out += line(scene?.list(list)?.title ?? list.rawValue, board.openTasks(in: list))
        }
        out += line("Completed", board.completed)
        out += line("Trashed", board.trashed)
        return out
    }

    /// `Inbox (2): Buy milk, Pay bills`, or `Today (0)`.
    private static func line(_ title: String, _ tasks: [TaskItem]) -> String {
        "\(title) (\(tasks.count))" + (tasks.isEmpty ? "" : ": " + tasks.map(\.title).joined(separator: ", ")) + "\n"
    }
}
