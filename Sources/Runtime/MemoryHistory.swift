import TaskModel
import TaskStore

/// The undo history of a runtime without a store: its drops, each with the changes it made, so
/// an undo takes one back exactly (``TaskBoard/revert(_:to:)``) and a redo makes it again
/// (``TaskBoard/restore(contentsOf:)``). A new drop forgets what was undone. As a store's undo,
/// neither moves the board's counters back: an undone Add New's id is not given again.
///
/// It holds the last ``limit`` drops at least: past twice that, the oldest ``limit`` are
/// forgotten at once, so a long session's memory stays bounded and no drop moves the whole history.
struct MemoryHistory {
    /// How many of the last drops can always be undone.
    static let limit = 1_000

    struct Step {
        /// The action as applied, in the words traces use (``TaskAction/description``).
        var action: String
        var changes: [TaskChange]
    }

    /// Oldest first; the last `undone` of them are undone.
    private var steps: [Step] = []
    private var undone = 0

    /// Records a drop applied to the board; the steps undone are forgotten.
    mutating func record(_ step: Step) {
        steps.removeLast(undone)
        undone = 0
        steps.append(step)
        if steps.count >= 2 * Self.limit { steps.removeFirst(Self.limit) }
    }

    /// Takes back the last drop not undone from `board`: what it changed, as an undo reports it;
    /// `nil` when there is none.
    mutating func undo(on board: inout TaskBoard) -> HistoryStep? {
        guard undone < steps.count else { return nil }
        undone += 1
        let step = steps[steps.count - undone]
        let now = board
        let changes = step.changes.map { change in
            TaskChange(before: change.before.map { Self.keepingExpanded($0, on: now) }, after: change.after)
        }
        board.revert(changes, to: board.checkpoint)
        return Self.report(step, from: now, to: board)
    }

    /// Makes the last undone drop again on `board`; `nil` when none was undone.
    mutating func redo(on board: inout TaskBoard) -> HistoryStep? {
        guard undone > 0 else { return nil }
        let step = steps[steps.count - undone]
        undone -= 1
        let now = board
        board.restore(contentsOf: step.changes.map { Self.keepingExpanded($0.after, on: now) })
        return Self.report(step, from: now, to: board)
    }

    /// `item` as the step left it, but open or closed as its folder is on `board` now: a folder's
    /// expanded state is not an undo step (as in a store).
    private static func keepingExpanded(_ item: TaskItem, on board: TaskBoard) -> TaskItem {
        guard case .folder = item.kind, let now = board.task(item.id), case .folder = now.kind else { return item }
        var item = item
        item.kind = now.kind
        return item
    }

    /// The step as a store's undo or redo reports it: each node the step changed, once, in the
    /// order it first changed them, as it was and is — those left as they were not listed — and
    /// the tasks the travel took off the board.
    private static func report(_ step: Step, from old: TaskBoard, to new: TaskBoard) -> HistoryStep {
        var seen: Set<TaskID> = []
        var changes: [TaskChange] = []
        var removed: [TaskItem] = []
        for change in step.changes where seen.insert(change.after.id).inserted {
            let id = change.after.id
            switch (old.task(id), new.task(id)) {
            case (let was?, nil): removed.append(was)
            case (let was, let now?) where was != now: changes.append(TaskChange(before: was, after: now))
            case (_, _?), (nil, nil): break
            }
        }
        return HistoryStep(action: step.action, task: step.changes.first?.after.id, changes: changes, removed: removed)
    }
}
