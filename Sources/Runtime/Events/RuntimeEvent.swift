import DropEngine
import DropGeometry
import TaskModel
import TaskStore

/// Something that happened in a ``BoardRuntime``: an engine action, the board's answer to a
/// drop, or an undo or redo. `applied`, `undone` and `redone` are reported only once the board —
/// and the store, when there is one — has committed the change.
public struct RuntimeEvent: Hashable, Sendable, CustomStringConvertible {
    public var time: Instant
    /// The caller's number for the input that caused it (a trace's line); 0 for none, such as a
    /// deadline firing between lines.
    public var line: Int
    public var kind: Kind
    /// With `explain` on: the receivers under the pointer, their verdicts and the winner.
    public var explanation: HitExplanation?

    /// What happened: an engine action, or what the board did with a drop, an undo, a selection.
    public enum Kind: Hashable, Sendable {
        /// What the engine reported (a press, a drag's moves, a drop, a cancel).
        case engine(DragAction)
        /// The board applied (and the store committed) what a drop meant. `changes` is empty for
        /// a drop that changes nothing (a row dropped in its own place): that is printed as
        /// `unchanged`, not `applied`, and makes no step of the undo history.
        case applied(TaskAction, changes: [TaskChange])
        /// What a drop meant was refused; nothing changed.
        case refused(DropRefusal, intent: DropIntent)
        /// What a screen reader is told (with announcements on), and its English text.
        case announced(BoardAnnouncement, text: String)
        /// ``BoardRuntime/undo(at:line:into:)`` took a step back: the action as it was applied
        /// (`complete t1`) and every node it changed back.
        case undone(HistoryStep)
        /// ``BoardRuntime/redo(at:line:into:)`` applied an undone step again.
        case redone(HistoryStep)
        /// An undo or redo with a store was refused: a node its step changed was changed since by
        /// another writer's step (``BoardRuntime/undoScope``); nothing changed.
        case undoRefused(HistoryRefusal)
        /// A row was swiped a way that means rename (``Scene/SwipeMeaning/rename``): the app is to
        /// let its title be edited, and give the new one to ``BoardRuntime/rename(_:to:from:at:line:into:)``
        /// with the title its editor opened with (or ``BoardRuntime/rename(_:to:at:line:into:)``).
        case renameRequested(TaskID)
        /// The board refused an action the app asked for that is not a drop's (a rename of a task
        /// another process closed, or renamed since the rename's editor opened); nothing changed.
        case rejected(TaskAction, TaskRejection)
        /// A section (a list a `sections` receiver shows) was collapsed or expanded: a tap on its
        /// title, a spring-load rest or the keyboard's activate. With a store, reported once the
        /// store has committed it, as a folder's `expand` or `collapse` is applied.
        case sectionToggled(ListID, collapsed: Bool)
        /// With `explain` on, and only then: a press that hit no source, so the engine said nothing
        /// (`press at 250,116 on no source (nearest: t2's row, 4 points below)`). `nearest` is the
        /// source nearest the point within ``BoardRuntime/nearbySourceReach`` points, if any;
        /// `sectionTitle`, the section whose title row the press is on, if it is on one (a tap
        /// there opens or closes the section: `press at 250,96 on the title of section work, no
        /// source (…)`).
        case pressedNothing(PointerID, at: Point, nearest: NearbySource?, sectionTitle: ListID?)
        /// A drop on a receiver with a custom role (``TaskRole/custom(_:)``), handed to the app to
        /// act on (``CustomDrop``): nothing changed on the board, nothing was stored, no undo step
        /// was made. Printed `for the app: scan task(t1) on scanner`.
        case customDrop(CustomDrop)
    }

    public init(time: Instant, line: Int, kind: Kind, explanation: HitExplanation? = nil) {
        self.time = time
        self.line = line
        self.kind = kind
        self.explanation = explanation
    }
}
