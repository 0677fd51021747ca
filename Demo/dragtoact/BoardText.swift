import Runtime
import TaskModel

/// The board in words: each list with its open tasks in order, then completed and trashed.
enum BoardText {
    static func describe(_ board: TaskBoard, scene: Scene?) -> String {
        var out = ""
        for list in board.lists {
            out += line(scene?.list(list)?.title ?? list.rawValue, board.openTasks(in: list), clock: scene?.clock)
        }
        out += line("Completed", board.completed, clock: scene?.clock)
        out += line("Trashed", board.trashed, clock: scene?.clock)
        return out
    }

    /// `Inbox (2): Buy milk, Pay bills`, or `Today (0)`; a scheduled task shows its day in the
    /// scene clock's offset (`Buy milk (2026-11-21)`), or the exact UTC start without a scene.
    private static func line(_ title: String, _ tasks: [TaskItem], clock: Scene.Clock?) -> String {
        func name(_ task: TaskItem) -> String {
            guard let scheduled = task.scheduled else { return task.title }
            return task.title + " (" + (clock.map { "\($0.calendar.day(containing: scheduled))" } ?? "scheduled \(scheduled)") + ")"
        }
        return "\(title) (\(tasks.count))" + (tasks.isEmpty ? "" : ": " + tasks.map(name).joined(separator: ", ")) + "\n"
    }
}
