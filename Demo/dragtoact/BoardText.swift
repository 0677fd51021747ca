import Foundation
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

    /// `title` with its line feeds and tabs spelled as Swift spells them (`\u{A}`), as the
    /// console spells every other control: a board line stays one line.
    private static func oneLine(_ title: String) -> String {
        guard title.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 }) else { return title }
        return title.replacingOccurrences(of: "\n", with: "\\u{A}").replacingOccurrences(of: "\t", with: "\\u{9}")
    }

    /// `Inbox (2): Buy milk, Pay bills`, or `Today (0)`; a scheduled task shows its day in the
    /// scene clock's offset (`Buy milk (2026-11-21)`), or the exact UTC start without a scene.
    private static func line(_ title: String, _ tasks: [TaskItem], clock: Scene.Clock?) -> String {
        func name(_ task: TaskItem) -> String {
            guard let scheduled = task.scheduled else { return oneLine(task.title) }
            return oneLine(task.title) + " (" + (clock.map { "\($0.calendar.day(containing: scheduled))" } ?? "scheduled \(scheduled)") + ")"
        }
        return "\(oneLine(title)) (\(tasks.count))" + (tasks.isEmpty ? "" : ": " + tasks.map(name).joined(separator: ", ")) + "\n"
    }
}
