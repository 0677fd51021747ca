import DropEngine
import TaskModel

/// A drop on a receiver whose role is the app's own (``TaskRole/custom(_:)``, a scene's
/// `{"custom": "scan"}`), handed to the app to do what the role stands for: scan the task, print
/// it, archive it. The runtime changed nothing for it: no task moved, nothing was stored, no undo
/// step was made — the app's action is the app's to make (and to undo).
///
/// ```swift
/// if case .customDrop(let drop) = event.kind, drop.role == "scan" {
///     scanner.scan(drop.tasks)   // ["t1"]: Buy milk dropped on the scanner
/// }
/// ```
public struct CustomDrop: Hashable, Sendable, CustomStringConvertible {
    /// The role's name: `scan` for `{"custom": "scan"}`.
    public var role: String
    /// The pointer whose drag it was (``PointerID/keyboard`` for a keyboard drag).
    public var pointer: PointerID
    /// The engine's drop: its payload (kind, and the task's id for a row), its source, the
    /// receiver and the location on it (a custom role's receiver is dropped onto as a whole).
    public var intent: DropIntent
    /// The tasks it carries: a drag of a selected row, the whole selection (a node inside a
    /// selected folder travels in it, so the folder alone is named), in the order it was
    /// selected; another row's, its own task; empty for a source's payload (Add New, or a kind
    /// of the app's own), which carries no task.
    public var tasks: [TaskID]

    public init(role: String, pointer: PointerID, intent: DropIntent, tasks: [TaskID]) {
        self.role = role
        self.pointer = pointer
        self.intent = intent
        self.tasks = tasks
    }

    /// `scan task(t1) on scanner`; a source's payload that names no object with the source it came
    /// from, `scan coupon from coupon-dispenser on scanner`; a selection's with every task it
    /// carries, `scan task(t1) on scanner, carrying t1, t3`. What its event's line says after
    /// `for the app: `.
    public var description: String {
        "\(role) \(intent.payload)" + (intent.payload.objectID == nil ? " from \(intent.source)" : "") + " on \(receiver)"
            + (tasks.count > 1 ? ", carrying " + tasks.map(\.rawValue).joined(separator: ", ") : "")
    }

    /// The receiver it was dropped on.
    public var receiver: ReceiverID { intent.receiver }

    /// What the drop carries, by id: its ``tasks``, or for a source's payload that names no
    /// task its object's id, else the source's id (`coupon-dispenser`). What a trace's `expect
    /// custom ROLE ID...` names.
    public var objects: [String] {
        if !tasks.isEmpty { return tasks.map(\.rawValue) }
        return [intent.payload.objectID ?? intent.source.rawValue]
    }
}
