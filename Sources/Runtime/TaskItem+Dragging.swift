import DropEngine
import TaskModel

extension PayloadKind {
    /// A task being dragged (or a folder, with its contents); its object id is the task id.
    public static let task = PayloadKind("task")
    /// A section header being dragged (seed 002): a task payload of its own kind, because Complete
    /// refuses it for what it is (the board completes no header). Its object id is the header's id.
    public static let header = PayloadKind("header")
    /// The Add New button: no object, only the kind.
    public static let addNew = PayloadKind("addNew")
}

extension TaskItem: Draggable {
    /// The kind of a task's row; a header's row carries ``PayloadKind/header`` (see ``payload``).
    public static var payloadKind: PayloadKind { .task }
    public var dragObjectID: String? { id.rawValue }
    /// What its row carries: its id, with kind `header` for a header and `task` for a task or a folder.
    public var payload: Payload { Payload(kind: kind.payloadKind, objectID: id.rawValue) }
}

extension TaskKind {
    /// The payload kind of a node's row: `header` for a header, `task` for a task or a folder
    /// (every role that takes a task takes a folder, with its contents).
    public var payloadKind: PayloadKind { self == .header ? .header : .task }
}

extension DragCues {
    /// Seed 001's drag: medium haptic on lift, lifted with a shadow at 0.7 opacity; a cancel
    /// returns the item to where it was picked up (ease in-out, 250 ms).
    public static let seed001 = DragCues(
        lift: Cues(haptic: .medium, appearance: DragAppearance(lifted: true, opacity: 0.7, shadow: true)),
        cancel: Cues(animation: CueAnimation(kind: .returnToOrigin, curve: .easeInOut, milliseconds: 250)))
}

extension DropCues {
    /// Seed 001's drop: light haptic, the item settles (spring, 200 ms); rows make space with a
    /// spring of 200 ms.
    public static let seed001 = DropCues(
        drop: Cues(haptic: .light, animation: CueAnimation(kind: .settle, curve: .spring, milliseconds: 200)),
        rowShift: CueAnimation(kind: .rowShift, curve: .spring, milliseconds: 200))
}
