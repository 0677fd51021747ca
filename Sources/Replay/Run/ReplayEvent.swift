import DropEngine
import TaskModel

/// Something that happened during a replay: an engine action, or the board's answer to a drop.
public struct ReplayEvent: Hashable, Sendable {
    public var time: Instant
    /// The trace line whose input caused it (0 for a long-press firing between lines).
    public var line: Int
    public var kind: Kind
    /// With `explain` on: the receivers under the pointer, their verdicts and the winner.
    public var explanation: HitExplanation?

    public enum Kind: Hashable, Sendable {
        case engine(DragAction)
        /// The board applied what a drop meant.
        case applied(TaskAction, changes: [TaskChange])
        /// The board refused what a drop meant; nothing changed.
        case refused(TaskRejection, intent: DropIntent)
    }

    public init(time: Instant, line: Int, kind: Kind, explanation: HitExplanation? = nil) {
        self.time = time
        self.line = line
        self.kind = kind
        self.explanation = explanation
    }
}
