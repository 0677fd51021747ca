import Foundation
import Runtime
import TaskModel

/// The board in words: each list with its open tasks in order (a folder's contents after it in
/// brackets, as `expect tree` writes them), then completed and trashed.
enum BoardText {
    /// The board, a line a list; a list in `collapsed` (a store's sections' states) says which:
    /// `errands (1, collapsed): Post office`, `work (3, expanded): …`.
    static func describe(_ board: TaskBoard, scene: Scene?, collapsed: [ListID: Bool] = [:]) -> String {
        var out = ""
        for list in board.lists {
            out += line(scene?.list(list)?.title ?? list.rawValue, board.openTasks(in: list), clock: scene?.clock, board: board,
                        state: collapsed[list].map { $0 ? "collapsed" : "expanded" })
        }
        out += line("Completed", board.completed, clock: scene?.clock)
        out += line("Trashed", board.trashed, clock: scene?.clock)
        return out
    }

    /// `Inbox (2): Buy milk, Pay bills`, or `Today (0)`; a scheduled task shows its day in the
    /// scene clock's offset (`Buy milk (2026-11-21)`), or the exact UTC start without a scene.
    /// With `board`, a folder is followed by what it holds, open or closed: `Files (4): Readme,
    /// Folder A [Budget, Folder B [Notes]]`; the count is every item of the list, at every depth; and
    /// a header ends with a colon: `Documents (4): Report, Home: Taxes, Bills`.
    /// `state`, when given, follows the count: `Errands (1, collapsed): Post office`.
    private static func line(_ title: String, _ tasks: [TaskItem], clock: Scene.Clock?, board: TaskBoard? = nil, state: String? = nil) -> String {
        var count = 0
        func name(_ task: TaskItem) -> String {
            count += 1
            var words = task.title.oneLine // a board line stays one line
            if let scheduled = task.scheduled {
                words += " (" + (clock.map { "\($0.calendar.day(containing: scheduled))" } ?? "scheduled \(scheduled)") + ")"
            }
            if task.isFolder, let board { words += " [" + names(board.children(of: task.id)) + "]" }
            return words
        }
        // A header introduces the tasks after it: `Slides, Home: Taxes, Archive`.
        func names(_ tasks: [TaskItem]) -> String {
            var out = ""
            for (k, task) in tasks.enumerated() {
                if k > 0 { out += board != nil && tasks[k - 1].kind == .header ? " " : ", " }
                out += name(task) + (board != nil && task.kind == .header ? ":" : "")
            }
            return out
        }
        let names = names(tasks)
        return "\(title.oneLine) (\(count)\(state.map { ", " + $0 } ?? ""))" + (tasks.isEmpty ? "" : ": " + names) + "\n"
    }
}
