import DropEngine
import TaskModel

/// Why an id that names something names no element (``BoardRuntime/frame(ofElement:)`` is
/// `nil`): what an error about a W3C element origin naming it says beyond "no such element".
package enum MissingElement: Hashable, Sendable {
    /// An open task whose row the collapsed folder or section hides: on the board, not displayed.
    case hidden(inside: DropPlace.Container)
    /// A list, which has no frame of its own: the receivers whose roles lay it out (a list's, a
    /// sections'), in scene order; none when no receiver does.
    case list(shownBy: [ReceiverID])
}

extension BoardRuntime {
    /// Why `id` names no element, when ``frame(ofElement:)`` finds none for it and it names an
    /// open task a collapsed folder or section hides, or a list; `nil` otherwise (a task
    /// completed or trashed, an id nothing has).
    ///
    /// ```swift
    /// runtime.missingElement("r1")      // .hidden(inside: .folder("f1")), f1 collapsed
    /// runtime.missingElement("inbox")   // .list(shownBy: ["list"])
    /// ```
    /// - Complexity: O(d + r) for a task's d folders and the scene's r receivers.
    package func missingElement(_ id: String) -> MissingElement? {
        if let container = container(hiding: TaskID(id)) { return .hidden(inside: container) }
        let list = ListID(id)
        guard board.hasList(list) else { return nil }
        return .list(shownBy: scene.receivers.filter { receiver in
            switch receiver.role {
            case .list(let shown): shown == list
            case .sections(let shown, _): shown.contains(list)
            case .complete, .trash, .moveTo, .custom: false
            }
        }.map(\.id))
    }
}
