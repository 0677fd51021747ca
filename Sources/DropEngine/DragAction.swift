import DropGeometry

/// What the dispatcher reports for an input, in order. The caller performs the effects in
/// one `switch` over these values.
public enum DragAction: Hashable, Sendable {
    /// A press landed on a source. `deadline` is when a long-press will start the drag.
    case pressBegan(PointerID, source: SourceID, deadline: Instant?)
    /// A press ended without becoming a drag.
    case pressEnded(PointerID, source: SourceID, reason: PressEndReason)
    /// A press landed on a source that another pointer is already holding.
    case pressRefused(PointerID, source: SourceID, heldBy: PointerID)
    /// The drag began: the item lifts at `position`.
    case dragStarted(PointerID, source: SourceID, payload: Payload, position: Point, cues: Cues)
    /// The pointer came over a receiver, which accepts or refuses the payload. For an
    /// accepting `list` receiver, `slot` is the current insertion slot.
    case entered(PointerID, receiver: ReceiverID, verdict: Verdict, slot: Int?)
    /// The insertion slot of the `list` receiver under the pointer changed.
    case movedWithin(PointerID, receiver: ReceiverID, slot: Int)
    /// The pointer left a receiver (or the receiver left the pointer: moved, disabled, removed).
    case exited(PointerID, receiver: ReceiverID)
    /// The drag ended on an accepting receiver; `intent` says what it means.
    case dropped(PointerID, intent: DropIntent, cues: Cues)
    /// The drag ended without a drop; the item returns to its origin.
    case cancelled(PointerID, source: SourceID, reason: CancelReason, cues: Cues)
    /// The input was not used; nothing changed.
    case inputRejected(PointerID?, reason: InputRejection)
}

/// Why a press ended before it became a drag.
public enum PressEndReason: Hashable, Sendable {
    /// Released before the activation was met: a tap.
    case released
    /// Moved beyond the long-press tolerance before the delay was over.
    case movedBeforeLongPress
    case escape
    case pointerCancelled
    /// The same pointer went down again without going up (a lost release).
    case pointerPressedAgain
    /// The source was unregistered or disabled while pressed.
    case sourceRemoved
}

/// Why a drag ended without a drop.
public enum CancelReason: Hashable, Sendable {
    /// Released over no receiver.
    case releasedOutside
    /// Released over a receiver that refuses the payload.
    case releasedOnRefusingReceiver(ReceiverID, RejectReason)
    case escape
    case pointerCancelled
    /// Released over nothing after the receiver the drag was over was removed or disabled.
    case receiverRemoved(ReceiverID)
    /// The same pointer went down again without going up (a lost release).
    case pointerPressedAgain
}

/// Why an input was not used.
public enum InputRejection: Hashable, Sendable {
    /// A coordinate was NaN or infinite.
    case nonFinitePosition
    /// The input's time is earlier than an input already handled; time never goes backwards.
    case timeWentBackwards(previous: Instant, found: Instant)
}

/// What a drop means: what was dropped, where, and the detail the role needs.
public struct DropIntent: Hashable, Sendable {
    public var payload: Payload
    public var source: SourceID
    public var receiver: ReceiverID
    public var role: ReceiverRole
    /// For `list` receivers: the insertion slot with `move(fromOffsets:toOffset:)` meaning,
    /// 0 … rows.count.
    public var slot: Int?
    /// For `list` receivers: the dragged row's index when it is a row of that list.
    public var fromRow: Int?

    public init(payload: Payload, source: SourceID, receiver: ReceiverID, role: ReceiverRole, slot: Int? = nil, fromRow: Int? = nil) {
        self.payload = payload
        self.source = source
        self.receiver = receiver
        self.role = role
        self.slot = slot
        self.fromRow = fromRow
    }
}

/// A receiver's highlight, queryable at any time.
public enum Highlight: String, Hashable, Sendable {
    /// No drag under way that this receiver accepts.
    case idle
    /// A drag it accepts is under way elsewhere (seed 004's "Add New!" overlay).
    case canAccept
    /// A drag it accepts is over it.
    case targeted
    /// A drag it refuses is over it.
    case rejecting
}
