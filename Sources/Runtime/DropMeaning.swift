import DropEngine
import TaskModel

/// Why a drop means nothing for tasks, or why the board refused what it meant; nothing changed.
public enum DropRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The board refused the action (the task is no longer open, the slot is out of range, …).
    case board(TaskRejection)
    /// The payload means nothing on this role (e.g. Add New on Complete).
    case unsupportedDrop(role: TaskRole, kind: PayloadKind)
    /// A custom role: ``DropMeaning`` has no task action for it, the app maps it to its own. Only
    /// ``DropMeaning/init(intent:role:)`` says so, to an app that turns drops into actions itself:
    /// ``BoardRuntime`` hands such a drop to the app (a ``RuntimeEvent/Kind/customDrop(_:)``
    /// event) and never refuses it.
    case customRole(String)
    /// A task payload that names no task.
    case missingObjectID(PayloadKind)
    /// A swipe would complete or trash a node another pointer (or the keyboard) still holds: pressed,
    /// dragged, or carried along in its drag's selection — a header's section with a row a finger
    /// drags. The drag goes on; nothing changed.
    case held(TaskID, by: PointerID)

    public var description: String {
        switch self {
        case .board(let rejection): rejection.description
        case .unsupportedDrop(let role, let kind): "\(kind) cannot be dropped on a \(role) receiver"
        case .customRole(let name): "custom role \(name) is the app's to map"
        case .missingObjectID(let kind): "the \(kind) payload names no object"
        case .held(let id, let pointer): "task \"\(id)\" is held by " + (pointer.isKeyboard ? "the keyboard" : pointer.lineText)
        }
    }

    /// The case name traces and JSON output use: `taskNotOpen`, `unsupportedDrop`.
    public var caseName: String {
        switch self {
        case .board(let rejection): rejection.caseName
        case .unsupportedDrop: CaseName.unsupportedDrop.rawValue
        case .customRole: CaseName.customRole.rawValue
        case .missingObjectID: CaseName.missingObjectID.rawValue
        case .held: CaseName.held.rawValue
        }
    }

    /// Every ``caseName`` a refusal can have (its own, then the board's): the reasons a trace may expect.
    public static var caseNames: [String] { CaseName.allCases.map(\.rawValue) + TaskRejection.caseNames }

    /// The cases but ``board(_:)`` without their values: a new case fails to compile in
    /// ``caseName`` until it is named here, so ``caseNames`` cannot leave it out.
    private enum CaseName: String, CaseIterable {
        case unsupportedDrop, customRole, missingObjectID, held
    }
}

/// What a drop means, before the board is consulted: the board decides the rest (reorder or
/// move, the default slot, the scheduled date) when the action is applied, from its state at
/// that moment — for a store, inside the write transaction.
///
/// | role        | task (or header) payload                | addNew payload          |
/// |-------------|-----------------------------------------|-------------------------|
/// | complete    | complete (the board refuses a header)   | refused                 |
/// | trash       | trash                                   | refused                 |
/// | list(L)     | reorder (same list) / move to L at slot; place into/out of a folder | add "New task" at slot (top level) |
/// | sections    | move to the section's list at slot; place into a folder in a section | add "New task" at slot (a section's top level) |
/// | moveTo(L)   | move to L, appended (the board refuses a task already in L) | refused |
/// | custom      | none: the app's (``DropRefusal/customRole(_:)``) | none: the app's |
///
/// A receiver's accept rule is made from this table (``TaskRole/acceptedKinds(_:)``), so a drag is
/// refused under the pointer where its drop would be refused for its kind. ``BoardRuntime`` asks
/// for no meaning on a custom role: it hands the drop to the app (``RuntimeEvent/Kind/customDrop(_:)``).
public enum DropMeaning: Hashable, Sendable, CustomStringConvertible {
    /// A node dropped on a ``TaskRole/complete`` receiver: completed (the board refuses a header).
    case complete(TaskID)
    /// A node dropped on a ``TaskRole/trash`` receiver: trashed.
    case trash(TaskID)
    /// A task put at `slot` of list L's open top-level nodes (`nil`: at the end), or with
    /// `parent`, at `slot` among that folder's open children.
    case place(TaskID, in: ListID, parent: TaskID?, slot: Int?)
    /// A task put at `slot` among a folder's open children, in the list the folder is in (a
    /// folder within a section: the location names the folder, the board knows its list).
    case placeInFolder(TaskID, folder: TaskID, slot: Int)
    /// The Add New button dropped at `slot` of a list.
    case add(in: ListID, slot: Int?)
    /// A task moved to the end of another list (a tab).
    case moveTo(TaskID, ListID)

    /// `complete t1`, `trash t1`, `place t1 in inbox at 2`, `place a1 into fa in files at 0`,
    /// `place a1 into fa at 0` (a folder's list left to the board), `add in inbox at the end`,
    /// `move t1 to today`: the words of ``TaskAction``'s, where a drop lands.
    public var description: String {
        func at(_ slot: Int?) -> String { slot.map { "at \($0)" } ?? "at the end" }
        return switch self {
        case .complete(let id): "complete \(id)"
        case .trash(let id): "trash \(id)"
        case .place(let id, let list, nil, let slot): "place \(id) in \(list) \(at(slot))"
        case .place(let id, let list, let parent?, let slot): "place \(id) into \(parent) in \(list) \(at(slot))"
        case .placeInFolder(let id, let folder, let slot): "place \(id) into \(folder) \(at(slot))"
        case .add(let list, let slot): "add in \(list) \(at(slot))"
        case .moveTo(let id, let list): "move \(id) to \(list)"
        }
    }

    /// What `intent` means on a receiver with `role`: none on a custom role, the app's to map
    /// (``DropRefusal/customRole(_:)``).
    public init(intent: DropIntent, role: TaskRole) throws(DropRefusal) {
        let payload = intent.payload
        func taskID() throws(DropRefusal) -> TaskID {
            guard payload.kind == .task || payload.kind == .header else { throw .unsupportedDrop(role: role, kind: payload.kind) }
            guard let raw = payload.objectID else { throw .missingObjectID(payload.kind) }
            return TaskID(raw)
        }
        switch role {
        case .complete: self = .complete(try taskID())
        case .trash: self = .trash(try taskID())
        case .list(let list):
            var parent: TaskID?
            var slot: Int?
            if case .among(_, let container, let index, _) = intent.location {
                parent = container.map { TaskID($0) }
                slot = index
            }
            if payload.kind == .addNew {
                // Add New makes a top-level task; inside a folder it has no meaning here.
                guard parent == nil else { throw .unsupportedDrop(role: role, kind: payload.kind) }
                self = .add(in: list, slot: slot)
            } else {
                self = .place(try taskID(), in: list, parent: parent, slot: slot)
            }
        case .sections(let lists, _):
            // The location's parent is the section's list, or a folder in one.
            guard case .among(_, let parent?, let index, _) = intent.location else { throw .unsupportedDrop(role: role, kind: payload.kind) }
            if lists.contains(ListID(parent)) {
                self = payload.kind == .addNew ? .add(in: ListID(parent), slot: index)
                                               : .place(try taskID(), in: ListID(parent), parent: nil, slot: index)
            } else {
                // Add New makes a task at a section's top level: inside a folder it has no meaning here.
                guard payload.kind != .addNew else { throw .unsupportedDrop(role: role, kind: payload.kind) }
                self = .placeInFolder(try taskID(), folder: TaskID(parent), slot: index)
            }
        case .moveTo(let list): self = .moveTo(try taskID(), list)
        case .custom(let name): throw .customRole(name)
        }
    }

    /// The action this drop is on `board` now. A move or add into a list with a
    /// ``ListSchedule`` takes its date from `time` (and is rejected without one). A drop of a
    /// task in `selection` (of two or more) acts on all of it but the nodes inside a selected
    /// folder, which travel in it: `place fa r3 in files at 4` for Folder A, Photo B1 inside it and Todo.
    public func action(on board: TaskBoard, at time: DropTime?, selection: [TaskID] = []) throws(TaskRejection) -> TaskAction {
        if case .placeInFolder(let id, let folder, let slot) = self {
            // Into the folder's list as the board has it now.
            guard let list = board.task(folder)?.list else { throw .unknownTask(folder) }
            return try DropMeaning.place(id, in: list, parent: folder, slot: slot).action(on: board, at: time, selection: selection)
        }
        // Dragging a selected item carries the whole selection (seed 002's IndexSet); a node
        // inside a selected folder travels in it, so the action names the folder alone.
        if selection.count > 1, let id = task, selection.contains(id) {
            return try actionOnAll(board.outermost(selection), on: board, at: time)
        }
        switch self {
        case .complete(let id): return .complete(id)
        case .trash(let id): return .trash(id)
        case .add(let list, let slot):
            let scheduling = try TaskAction.scheduling(into: list, on: board, at: time)
            return .add(title: "New task", list: list, slot: slot ?? board.openTasks(in: list).count,
                        scheduled: scheduling.date(replacing: nil))
        case .place(let id, let list, let parent, let slot):
            let item = board.task(id)
            if parent != nil || item?.parent != nil {
                // Into, out of or within a folder: a tree move.
                let scheduled = item?.list == list ? .unchanged : try TaskAction.scheduling(into: list, on: board, at: time)
                let count = parent.map { board.children(of: $0).count } ?? board.openTasks(in: list).count
                return .place(id, list: list, parent: parent, index: slot ?? count, scheduled: scheduled)
            }
            if item?.list == list {
                return .reorder(id, slot: slot ?? board.openTasks(in: list).count)
            }
            return .move(id, to: list, slot: slot, scheduled: try TaskAction.scheduling(into: list, on: board, at: time))
        case .moveTo(let id, let list):
            return .move(id, to: list, slot: nil, scheduled: try TaskAction.scheduling(into: list, on: board, at: time))
        case .placeInFolder:
            preconditionFailure("DropMeaning.action: \(self) is resolved to a place in the folder's list above")
        }
    }
}

extension DropMeaning {
    /// The dragged task, for a drop that carries one.
    var task: TaskID? {
        switch self {
        case .complete(let id), .trash(let id), .place(let id, _, _, _), .placeInFolder(let id, _, _), .moveTo(let id, _): id
        case .add: nil
        }
    }

    /// The action for the selection `ids` moving as this drop's task does.
    private func actionOnAll(_ ids: [TaskID], on board: TaskBoard, at time: DropTime?) throws(TaskRejection) -> TaskAction {
        switch self {
        case .complete: return .completeAll(ids)
        case .trash: return .trashAll(ids)
        case .place(_, let list, let parent, let slot):
            let count = parent.map { board.children(of: $0).count } ?? board.openTasks(in: list).count
            let crosses = ids.contains { board.task($0)?.list != list }
            return .placeAll(ids, list: list, parent: parent, index: slot ?? count,
                             scheduled: crosses ? try TaskAction.scheduling(into: list, on: board, at: time) : .unchanged)
        case .moveTo(let id, let list):
            // As for one task: a move that would leave every one where it is is refused.
            if ids.allSatisfy({ board.task($0)?.list == list }) { throw .alreadyInList(id, list) }
            return .placeAll(ids, list: list, parent: nil, index: board.openTasks(in: list).count,
                             scheduled: try TaskAction.scheduling(into: list, on: board, at: time))
        case .add(let list, let slot):
            return try DropMeaning.add(in: list, slot: slot).action(on: board, at: time)
        case .placeInFolder:
            preconditionFailure("DropMeaning.actionOnAll: \(self) is resolved to a place in the folder's list first")
        }
    }
}
