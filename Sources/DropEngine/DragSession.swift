import DropGeometry

/// The state of one pointer: idle, pressing a source, or dragging its payload.
///
/// ```
///             press on a source          activation met (distance, deadline, immediate)
///     idle ─────────────────────► pressed ─────────────────────────────► dragging
///      ▲ ▲                           │                                      │
///      │ └── release, moved beyond ──┘                                      │
///      │     tolerance, cancel, Escape                                      │
///      └───────────── release (dropped or cancelled), cancel, Escape ───────┘
/// ```
///
/// A plain struct: no clock, no I/O. Every input is a `mutating func` that appends the
/// actions it causes to a caller-owned buffer (so the hot path does not allocate) and takes
/// the hit test as an argument, so the session never sees the receivers themselves.
/// Odd but real input is tolerated: a move or release while idle does nothing.
struct DragSession: Sendable {
    /// What the pointer holds: the source, its payload, where the press began.
    struct Grip: Hashable, Sendable {
        var source: SourceID
        var payload: Payload
        var origin: Point
    }

    /// The receiver the drag is over and its verdict; for an accepting list, the slot.
    struct Hover: Hashable, Sendable {
        var handle: LayeredIndex.Handle
        var receiver: ReceiverID
        var role: ReceiverRole
        var verdict: Verdict
        var slot: Int?
        var fromRow: Int?
    }

    typealias HitTest = (Point, Grip) -> Hover?

    private enum State: Sendable {
        case idle
        case pressed(Grip, Activation, pressedAt: Instant, position: Point)
        /// `lostTarget`: the receiver the drag was over when it was removed or disabled,
        /// until the drag enters another; it names the reason of a release over nothing.
        case dragging(Grip, position: Point, hover: Hover?, lostTarget: ReceiverID?)
    }

    let pointer: PointerID
    let kind: PointerKind
    private let reduceMotion: Bool
    private var state: State = .idle

    init(pointer: PointerID, kind: PointerKind, reduceMotion: Bool) {
        self.pointer = pointer
        self.kind = kind
        self.reduceMotion = reduceMotion
    }

    // MARK: Inputs

    /// A press on `grip`'s source, which the dispatcher found free.
    mutating func press(_ grip: Grip, activation: Activation, at time: Instant, into actions: inout [DragAction], hitTest: HitTest) {
        switch activation {
        case .immediate:
            actions.append(.pressBegan(pointer, source: grip.source, deadline: nil))
            startDrag(grip, at: grip.origin, into: &actions, hitTest: hitTest)
        case .distance:
            actions.append(.pressBegan(pointer, source: grip.source, deadline: nil))
            state = .pressed(grip, activation, pressedAt: time, position: grip.origin)
        case .longPress(let duration, _):
            actions.append(.pressBegan(pointer, source: grip.source, deadline: time + duration))
            state = .pressed(grip, activation, pressedAt: time, position: grip.origin)
        }
    }

    mutating func move(to position: Point, at time: Instant, into actions: inout [DragAction], hitTest: HitTest) {
        switch state {
        case .idle:
            return // A hovering mouse, or a pointer that pressed on nothing: no drag to update.
        case .pressed(let grip, let activation, let pressedAt, _):
            switch activation {
            case .immediate:
                startDrag(grip, at: position, into: &actions, hitTest: hitTest)
            case .distance(let distance):
                if position.distance(to: grip.origin) >= distance {
                    startDrag(grip, at: position, into: &actions, hitTest: hitTest)
                } else {
                    state = .pressed(grip, activation, pressedAt: pressedAt, position: position)
                }
            case .longPress(_, let tolerance):
                // The dispatcher fires due deadlines before every input, so the delay has not passed.
                if position.distance(to: grip.origin) > tolerance {
                    state = .idle
                    actions.append(.pressEnded(pointer, source: grip.source, reason: .movedBeforeLongPress))
                } else {
                    state = .pressed(grip, activation, pressedAt: pressedAt, position: position)
                }
            }
        case .dragging(let grip, _, let hover, let lostTarget):
            updateHover(grip, at: position, previous: hover, lostTarget: lostTarget, into: &actions, hitTest: hitTest)
        }
    }

    /// The pointer went up at `position`: moves there first, then drops, cancels, or ends the press.
    mutating func release(at position: Point, at time: Instant, into actions: inout [DragAction], hitTest: HitTest) {
        move(to: position, at: time, into: &actions, hitTest: hitTest)
        switch state {
        case .idle:
            return // A second release, or the move above ended the press.
        case .pressed(let grip, _, _, _):
            state = .idle
            actions.append(.pressEnded(pointer, source: grip.source, reason: .released))
        case .dragging(let grip, _, let hover, let lostTarget):
            state = .idle
            guard let hover else {
                let reason = lostTarget.map(CancelReason.receiverRemoved) ?? .releasedOutside
                actions.append(.cancelled(pointer, source: grip.source, reason: reason, cues: Cues.cancel.reducingMotion(reduceMotion)))
                return
            }
            switch hover.verdict {
            case .accepts:
                let intent = DropIntent(payload: grip.payload, source: grip.source, receiver: hover.receiver,
                                        role: hover.role, slot: hover.slot, fromRow: hover.fromRow)
                actions.append(.dropped(pointer, intent: intent, cues: Cues.drop.reducingMotion(reduceMotion)))
            case .rejects(let reason):
                actions.append(.cancelled(pointer, source: grip.source, reason: .releasedOnRefusingReceiver(hover.receiver, reason),
                                          cues: Cues.cancel.reducingMotion(reduceMotion)))
            }
        }
    }

    /// Ends whatever the pointer is doing: pointer cancel, Escape, or a second press.
    mutating func cancel(press pressReason: PressEndReason, drag dragReason: CancelReason, into actions: inout [DragAction]) {
        switch state {
        case .idle:
            return
        case .pressed(let grip, _, _, _):
            actions.append(.pressEnded(pointer, source: grip.source, reason: pressReason))
        case .dragging(let grip, _, _, _):
            actions.append(.cancelled(pointer, source: grip.source, reason: dragReason, cues: Cues.cancel.reducingMotion(reduceMotion)))
        }
        state = .idle
    }

    /// Time passed: a long-press whose deadline has come starts its drag where the pointer rests.
    mutating func tick(at time: Instant, into actions: inout [DragAction], hitTest: HitTest) {
        switch state {
        case .idle, .dragging:
            return
        case .pressed(let grip, _, _, let position):
            if let deadline, time >= deadline {
                startDrag(grip, at: position, into: &actions, hitTest: hitTest)
            }
        }
    }

    /// A receiver was added, removed, moved, disabled or enabled: the target under the pointer
    /// may differ. `vanished` names a receiver that was removed or disabled.
    mutating func receiversChanged(vanished: ReceiverID?, into actions: inout [DragAction], hitTest: HitTest) {
        switch state {
        case .idle, .pressed:
            return
        case .dragging(let grip, let position, let hover, let lostTarget):
            var lost = lostTarget
            var previous = hover
            if let hover, hover.receiver == vanished {
                actions.append(.exited(pointer, receiver: hover.receiver))
                lost = hover.receiver
                previous = nil
            }
            updateHover(grip, at: position, previous: previous, lostTarget: lost, into: &actions, hitTest: hitTest)
        }
    }

    /// The source was unregistered or disabled: a press on it ends; a drag carries on with its payload.
    mutating func sourceRemoved(_ source: SourceID, into actions: inout [DragAction]) {
        switch state {
        case .idle, .dragging:
            return
        case .pressed(let grip, _, _, _):
            guard grip.source == source else { return }
            state = .idle
            actions.append(.pressEnded(pointer, source: source, reason: .sourceRemoved))
        }
    }

    // MARK: Queries

    /// When a long-press will start this pointer's drag, if it is waiting for one.
    var deadline: Instant? {
        switch state {
        case .idle, .dragging:
            return nil
        case .pressed(_, let activation, let pressedAt, _):
            switch activation {
            case .immediate, .distance: return nil
            case .longPress(let duration, _): return pressedAt + duration
            }
        }
    }

    /// Whether the pointer is pressing or dragging.
    var isActive: Bool {
        switch state {
        case .idle: false
        case .pressed, .dragging: true
        }
    }

    /// The grip, while pressing or dragging.
    var grip: Grip? {
        switch state {
        case .idle: nil
        case .pressed(let grip, _, _, _), .dragging(let grip, _, _, _): grip
        }
    }

    /// The drag's grip, position and target, while dragging.
    var drag: (grip: Grip, position: Point, hover: Hover?)? {
        switch state {
        case .idle, .pressed: nil
        case .dragging(let grip, let position, let hover, _): (grip, position, hover)
        }
    }

    // MARK: Transitions

    private mutating func startDrag(_ grip: Grip, at position: Point, into actions: inout [DragAction], hitTest: HitTest) {
        actions.append(.dragStarted(pointer, source: grip.source, payload: grip.payload, position: position, cues: .dragStart))
        updateHover(grip, at: position, previous: nil, lostTarget: nil, into: &actions, hitTest: hitTest)
    }

    private mutating func updateHover(_ grip: Grip, at position: Point, previous: Hover?, lostTarget: ReceiverID?,
                                      into actions: inout [DragAction], hitTest: HitTest) {
        let current = hitTest(position, grip)
        if let current, let previous, current.handle == previous.handle, current.receiver == previous.receiver,
           current.verdict == previous.verdict {
            if let slot = current.slot, slot != previous.slot {
                actions.append(.movedWithin(pointer, receiver: current.receiver, slot: slot))
            }
        } else {
            if let previous { actions.append(.exited(pointer, receiver: previous.receiver)) }
            if let current { actions.append(.entered(pointer, receiver: current.receiver, verdict: current.verdict, slot: current.slot)) }
        }
        state = .dragging(grip, position: position, hover: current, lostTarget: current == nil ? lostTarget : nil)
    }
}
