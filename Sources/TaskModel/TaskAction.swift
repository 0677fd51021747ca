/// A change to the board, as a drop means it.
public enum TaskAction: Hashable, Sendable, CustomStringConvertible {
    /// The task leaves its open list; the completed count goes up.
    case complete(TaskID)
    /// The task leaves its open list for the trash (a soft delete).
    case trash(TaskID)
    /// A new task titled `title` is inserted at `slot` of `list`, scheduled for `scheduled`.
    case add(title: String, list: ListID, slot: Int, scheduled: UnixTime? = nil)
    /// The task moves within its list to `slot`, with `move(fromOffsets:toOffset:)` meaning:
    /// slot is counted in the list *before* the move, so its own slot and the next are no-ops.
    case reorder(TaskID, slot: Int)
    /// The task moves to another list, at `slot`, or appended when `slot` is `nil`; its
    /// scheduled date changes with it (in the same transaction, for a store).
    case move(TaskID, to: ListID, slot: Int?, scheduled: Scheduling = .unchanged)
    /// The node (a folder with everything in it) moves to `index` among the open children of
    /// `parent` — a folder of `list` — or of `list`'s top level, with `move(fromOffsets:toOffset:)`
    /// meaning within its own parent. Moving to another list sets the date as `move` does.
    case place(TaskID, list: ListID, parent: TaskID?, index: Int, scheduled: Scheduling = .unchanged)
    /// A folder opens or closes. Stored, but not an undo step.
    case setExpanded(TaskID, Bool)
    /// Several selected nodes complete together (a folder with everything in it): one step.
    case completeAll([TaskID])
    /// Several selected nodes go to the trash together: one step.
    case trashAll([TaskID])
    /// Several selected nodes move together, in display order, to `index` among the children of
    /// `parent` (or `list`'s top level), with `move(fromOffsets:toOffset:)` meaning: `index`
    /// counts the children as they stand, the moving ones included. A node inside a moving
    /// folder travels with it. Nodes already together at that place, in that order, change
    /// nothing (as `reorder` to a node's own slot).
    case placeAll([TaskID], list: ListID, parent: TaskID?, index: Int, scheduled: Scheduling = .unchanged)
    /// The open task, header or folder takes `title` (seed 002's inline rename): one undo step;
    /// the same title again changes nothing. With `from`, only while the node is titled `from`,
    /// byte for byte — the title an editor opened with (a compare-and-set): one renamed since by
    /// another writer is ``TaskRejection/titleChanged(_:to:)``, so that rename is not overwritten
    /// unseen. A node titled `title` already is unchanged, whatever `from`. `nil`: unconditional.
    case rename(TaskID, title: String, from: String? = nil)
}

extension TaskAction {
    /// The form traces and JSON output use: `complete t1`, `add at 2`, `reorder t3 to 0`, `move t1 to today`
    /// (a tab's drop, appended), `move w1 to home at 1` (a drop at a slot of another list),
    /// `rename h1 to "This week"` (the title quoted and escaped as Swift writes it; a rename's
    /// `from` is its condition, not said: an undo step is written the same either way).
    public var description: String { text(spellingIDs: { $0 }) }

    /// ``description`` with each task and list id as `spelled` writes it: a failed expectation
    /// quotes one holding a space (`complete "t 1"`), as a trace line names it.
    package func text(spellingIDs spelled: (String) -> String) -> String {
        func id(_ id: TaskID) -> String { spelled(id.rawValue) }
        func ids(_ ids: [TaskID]) -> String { ids.map(id).joined(separator: " ") }
        func list(_ list: ListID) -> String { spelled(list.rawValue) }
        switch self {
        case .complete(let task): return "complete \(id(task))"
        case .trash(let task): return "trash \(id(task))"
        case .add(_, _, let slot, _): return "add at \(slot)"
        case .reorder(let task, let slot): return "reorder \(id(task)) to \(slot)"
        case .move(let task, let to, let slot, _): return "move \(id(task)) to \(list(to))" + (slot.map { " at \($0)" } ?? "")
        case .place(let task, _, let parent?, let index, _): return "place \(id(task)) into \(id(parent)) at \(index)"
        case .place(let task, let into, nil, let index, _): return "place \(id(task)) in \(list(into)) at \(index)"
        case .setExpanded(let task, let expanded): return "\(expanded ? "expand" : "collapse") \(id(task))"
        case .completeAll(let tasks): return "complete " + ids(tasks)
        case .trashAll(let tasks): return "trash " + ids(tasks)
        case .placeAll(let tasks, _, let parent?, let index, _): return "place \(ids(tasks)) into \(id(parent)) at \(index)"
        case .placeAll(let tasks, let into, nil, let index, _): return "place \(ids(tasks)) in \(list(into)) at \(index)"
        case .rename(let task, let title, _): return "rename \(id(task)) to \(title.quotedOneLine)"
        }
    }

    /// What the action does to the scheduled date (an undated add leaves it alone).
    public var scheduling: Scheduling {
        switch self {
        case .add(_, _, _, let date?): .set(date)
        case .move(_, _, _, let scheduling), .place(_, _, _, _, let scheduling), .placeAll(_, _, _, _, let scheduling): scheduling
        case .complete, .trash, .reorder, .add, .setExpanded, .completeAll, .trashAll, .rename: .unchanged
        }
    }
}

/// Why the board refused an action; nothing changed.
public enum TaskRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// No task has the id.
    case unknownTask(TaskID)
    /// The task is completed or trashed, and the action needs it open.
    case taskNotOpen(TaskID)
    /// The board has no list with the id.
    case unknownList(ListID)
    /// The slot (or index) is outside `0...count` for the `count` places there.
    case slotOutOfRange(slot: Int, count: Int)
    /// The task is in the list already (a move to its own list, an id appended twice).
    case alreadyInList(TaskID, ListID)
    /// The list schedules the tasks put in it, but the drop came without a ``DropTime``.
    case needsDropTime(ListID, ListSchedule)
    /// The list schedules the tasks put in it, but the drop could not be dated: why (its time
    /// outside ``UnixTime/datable``; ``DayCalendar/problem(dating:)``, an offset function's answer
    /// beyond ±18 hours).
    case undatable(ListID, ListSchedule, String)
    /// The node named as a parent is not an open folder of the list.
    case notAFolder(TaskID)
    /// A folder cannot go into itself or anything inside it.
    case insideItself(TaskID, TaskID)
    /// A header stays at the top level.
    case headerInsideFolder(TaskID, TaskID)
    /// Complete refuses a header (Trash takes it).
    case headerCannotComplete(TaskID)
    /// A multiple action named no node.
    case nothingSelected
    /// The node would end up inside more than ``TaskBoard/maximumDepth`` folders (or what it
    /// holds would): the first id is the node moved, the second the folder it was dropped into.
    case tooDeep(TaskID, TaskID)
    /// An empty task id, given to ``TaskBoard/append(id:title:to:parent:kind:due:priority:scheduled:)``:
    /// nothing could name the task (a trace, JSON, the C ABI), and printed it is nothing.
    case emptyID
    /// An empty list id, given to ``TaskBoard/init(lists:schedules:)``.
    case emptyListID
    /// The nodes under the header are not those the action was aimed at: one was added under it,
    /// moved out or closed since (a header swiped to trash its section while another writer, or
    /// another finger's drop, changed the section).
    case sectionChanged(TaskID)
    /// A rename's `from` is not the node's title: the node was renamed, to the title given here,
    /// since the rename's editor opened (another writer's rename, on a store); see
    /// ``TaskAction/rename(_:title:from:)``.
    case titleChanged(TaskID, to: String)

    public var description: String {
        switch self {
        case .unknownTask(let id): "no task \"\(id)\""
        case .taskNotOpen(let id): "task \"\(id)\" is not open"
        case .unknownList(let id): "no list \"\(id)\""
        case .slotOutOfRange(let slot, let count): "slot \(slot) is outside 0…\(count)"
        case .alreadyInList(let id, let list): "task \"\(id)\" is already in \(list)"
        case .needsDropTime(let list, let rule): "list \(list) schedules its tasks for \(rule), but the drop came with no time"
        case .undatable(let list, let rule, let why): "list \(list) schedules its tasks for \(rule), but the drop could not be dated: \(why)"
        case .notAFolder(let id): "\"\(id)\" is not an open folder of the list"
        case .insideItself(let id, let parent): "folder \"\(id)\" cannot go inside itself (into \"\(parent)\")"
        case .headerInsideFolder(let id, let parent): "header \"\(id)\" stays at the top level (not inside \"\(parent)\")"
        case .headerCannotComplete(let id): "header \"\(id)\" cannot be completed"
        case .nothingSelected: "no node was named"
        case .tooDeep(let id, let parent): "\"\(id)\" inside \"\(parent)\" would nest more than \(TaskBoard.maximumDepth) folders deep"
        case .emptyID: "a task id must not be empty"
        case .emptyListID: "a list id must not be empty"
        case .sectionChanged(let id): "the nodes under header \"\(id)\" changed since they were shown"
        case .titleChanged(let id, let title): "task \"\(id)\" was renamed to \(title.quotedOneLine) since"
        }
    }

    /// The case name, as traces and JSON output write it: `taskNotOpen`.
    public var caseName: String {
        let name: CaseName = switch self {
        case .unknownTask: .unknownTask
        case .taskNotOpen: .taskNotOpen
        case .unknownList: .unknownList
        case .slotOutOfRange: .slotOutOfRange
        case .alreadyInList: .alreadyInList
        case .needsDropTime: .needsDropTime
        case .undatable: .undatable
        case .notAFolder: .notAFolder
        case .insideItself: .insideItself
        case .headerInsideFolder: .headerInsideFolder
        case .headerCannotComplete: .headerCannotComplete
        case .nothingSelected: .nothingSelected
        case .tooDeep: .tooDeep
        case .emptyID: .emptyID
        case .emptyListID: .emptyListID
        case .sectionChanged: .sectionChanged
        case .titleChanged: .titleChanged
        }
        return name.rawValue
    }

    /// Every ``caseName`` a rejection can have, in the order of the cases: the reasons a trace may expect.
    public static var caseNames: [String] { CaseName.allCases.map(\.rawValue) }

    /// The cases without their values: a new case fails to compile in ``caseName`` until it is
    /// named here, so ``caseNames`` cannot leave it out.
    private enum CaseName: String, CaseIterable {
        case unknownTask, taskNotOpen, unknownList, slotOutOfRange, alreadyInList, needsDropTime, undatable, notAFolder,
             insideItself, headerInsideFolder, headerCannotComplete, nothingSelected, tooDeep, emptyID, emptyListID,
             sectionChanged, titleChanged
    }
}

/// The board's answer to an action.
public enum TaskOutcome: Hashable, Sendable, CustomStringConvertible {
    /// Applied: every task row that changed, before and after. Empty for a no-op reorder.
    case applied([TaskChange])
    /// Refused, and why: nothing changed (the board is as it was).
    case rejected(TaskRejection)

    /// `applied: t1 completed`, `rejected: task "t1" is not open`.
    public var description: String {
        switch self {
        case .applied(let changes): changes.isEmpty ? "applied: nothing changed" : "applied: " + changes.map(\.description).joined(separator: "; ")
        case .rejected(let rejection): "rejected: \(rejection)"
        }
    }
}

/// One task row before and after an action; `before` is `nil` for an added task.
public struct TaskChange: Hashable, Sendable, CustomStringConvertible {
    public var before: TaskItem?
    public var after: TaskItem

    public init(before: TaskItem?, after: TaskItem) {
        self.before = before
        self.after = after
    }

    /// `t1 completed`, `new-1 added to inbox`, `t3 moved within inbox`, `t2 moved to today`, `h1 renamed`.
    public var description: String {
        let id = after.id
        guard let before else { return "\(id) added to \(after.list)" }
        switch (before.status, after.status) {
        case (.open, .completed): return "\(id) completed"
        case (.open, .trashed): return "\(id) trashed"
        case (.open, .open) where !before.title.utf8.elementsEqual(after.title.utf8): return "\(id) renamed"
        case (.open, .open) where before.kind != after.kind: return "\(id) \(after.kind == .folder(expanded: true) ? "expanded" : "collapsed")"
        case (.open, .open) where before.list != after.list: return "\(id) moved to \(after.list)"
        case (.open, .open) where before.parent != after.parent: return "\(id) moved into \(after.parent.map { "\($0)" } ?? "the top level")"
        case (.open, .open): return "\(id) moved within \(after.list)"
        case (.completed, _), (.trashed, _), (.open, _): return "\(id) restored"
        }
    }
}

extension TaskAction {
    /// The date change for a task entering `list`, by the list's ``ListSchedule``.
    public static func scheduling(into list: ListID, on board: TaskBoard, at time: DropTime?) throws(TaskRejection) -> Scheduling {
        guard let rule = board.schedules[list] else { return .unchanged }
        switch rule {
        case .unscheduled:
            return .set(nil)
        case .today, .tomorrow:
            guard let time else { throw .needsDropTime(list, rule) }
            guard UnixTime.datable.contains(time.now.milliseconds) else {
                // A clock start far off (an app's BoardRuntime.clockStart): no day to date it by.
                throw .undatable(list, rule, "its time, \(time.now.milliseconds) ms after 1970, is outside the years 0000 to 9999")
            }
            if let problem = time.calendar.problem(dating: time.now) { throw .undatable(list, rule, problem) }
            return .set(rule.scheduledDate(at: time))
        }
    }
}

extension Scheduling {
    /// The date a task has after this change, if it had `old` before.
    public func date(replacing old: UnixTime?) -> UnixTime? {
        switch self {
        case .unchanged: old
        case .set(let date): date
        }
    }
}
