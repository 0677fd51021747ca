import DropGeometry

/// The state of one pointer: idle, pressing a source, or dragging its payload.
///
/// ```
///             press on a source          activation met (distance, deadline, immediate)
///     idle ─────────────────────► pressed ─────────────────────────────► dragging ──┐
///      ▲ ▲                           │                                      │  ▲     │ rested at one
///      │ └── release, moved beyond ──┘                                      │  └─────┘ location: dwelled
///      │     tolerance, cancel, Escape                                      │
///      └───────────── release (dropped or cancelled), cancel, Escape ───────┘
/// ```
///
/// A plain struct: no clock, no I/O. Every input is a `mutating func` that appends the
/// actions it causes to a caller-owned buffer (so the hot path does not allocate). The session
/// never sees the receivers: the dispatcher hit-tests and passes the ``Hover`` in.
/// Any state may wait for one deadline (a long-press, a dwell); ``deadline`` names it and
/// ``tick(at:hover:into:)`` fires it. Odd but real input is tolerated: a move or release while
/// idle does nothing.
struct DragSession: Sendable {
    /// What the pointer holds: the source, its payload, where the press began, its cues.
    struct Grip: Hashable, Sendable {
        var source: SourceID
        var payload: Payload
        var origin: Point
        var cues: DragCues
    }

    /// The receiver a drag is over: where a drop would land, whether it would be taken, where
    /// the dragged item stands among the receiver's rows, and how long a rest there takes to dwell.
    struct Hover: Hashable, Sendable {
        var handle: LayeredIndex.Handle
        var location: DropLocation
        var verdict: Verdict
        var origin: DropLocation?
        var dwell: Interval?
    }

    private struct Drag: Sendable {
        var grip: Grip
        var position: Point
        var hover: Hover?
        /// The receiver the drag was over when it was removed or disabled, until the drag
        /// enters another; it names the reason of a release over nothing.
        var lostTarget: ReceiverID?
        /// When resting at the hovered location dwells; `nil` once fired or without a dwell time.
        var dwellDeadline: Instant?
    }

    private enum State: Sendable {
        case idle
        case pressed(Grip, Activation, deadline: Instant?, position: Point)
        case dragging(Drag)
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

    /// A press on `grip`'s source, which the dispatcher found free. `hover` is the target at the
    /// press point, needed only by an immediate activation.
    mutating func press(_ grip: Grip, activation: Activation, at time: Instant, hover: Hover?, into actions: inout [DragAction]) {
        switch activation {
        case .immediate:
            actions.append(.pressBegan(pointer, source: grip.source, deadline: nil))
            startDrag(grip, at: grip.origin, time: time, hover: hover, into: &actions)
        case .distance:
            actions.append(.pressBegan(pointer, source: grip.source, deadline: nil))
            state = .pressed(grip, activation, deadline: nil, position: grip.origin)
        case .longPress(let duration, _):
            guard let deadline = time.adding(duration) else {
                actions.append(.inputRejected(pointer, reason: .timeOutOfRange(time)))
                return
            }
            actions.append(.pressBegan(pointer, source: grip.source, deadline: deadline))
            state = .pressed(grip, activation, deadline: deadline, position: grip.origin)
        }
    }

    /// Whether a move to a new position needs the target there (pressing with a long-press
    /// only checks the distance moved).
    var needsTarget: Bool {
        switch state {
        case .idle: false
        case .pressed(_, let activation, _, _):
            switch activation {
            case .immediate, .distance: true
            case .longPress: false
            }
        case .dragging: true
        }
    }

    mutating func move(to position: Point, at time: Instant, hover: Hover?, into actions: inout [DragAction]) {
        switch state {
        case .idle:
            return // A hovering mouse, or a pointer that pressed on nothing: no drag to update.
        case .pressed(let grip, let activation, let deadline, _):
            switch activation {
            case .immediate:
                startDrag(grip, at: position, time: time, hover: hover, into: &actions)
            case .distance(let distance):
                if position.distance(to: grip.origin) >= distance {
                    startDrag(grip, at: position, time: time, hover: hover, into: &actions)
                } else {
                    state = .pressed(grip, activation, deadline: deadline, position: position)
                }
            case .longPress(_, let tolerance):
                // The dispatcher fires due deadlines before every input, so the delay has not passed.
                if position.distance(to: grip.origin) > tolerance {
                    state = .idle
                    actions.append(.pressEnded(pointer, source: grip.source, reason: .movedBeforeLongPress))
                } else {
                    state = .pressed(grip, activation, deadline: deadline, position: position)
                }
            }
        case .dragging(var drag):
            drag.position = position
            update(&drag, hover: hover, time: time, into: &actions)
            state = .dragging(drag)
        }
    }

    /// The pointer went up at `position`: moves there first, then drops (with the hovered
    /// receiver's drop cues and tag), cancels, or ends the press.
    mutating func release(at position: Point, at time: Instant, hover: Hover?, receiver: (cues: Cues, tag: String)?,
                          into actions: inout [DragAction]) {
        move(to: position, at: time, hover: hover, into: &actions)
        switch state {
        case .idle:
            return // A second release, or the move above ended the press.
        case .pressed(let grip, _, _, _):
            state = .idle
            actions.append(.pressEnded(pointer, source: grip.source, reason: .released))
        case .dragging(let drag):
            state = .idle
            let cancel = drag.grip.cues.cancel.reducingMotion(reduceMotion)
            guard let hover = drag.hover else {
                let reason = drag.lostTarget.map(CancelReason.receiverRemoved) ?? .releasedOutside
                actions.append(.cancelled(pointer, source: drag.grip.source, reason: reason, cues: cancel))
                return
            }
            switch hover.verdict {
            case .accepts:
                let intent = DropIntent(payload: drag.grip.payload, source: drag.grip.source, location: hover.location,
                                        origin: hover.origin, tag: receiver?.tag ?? "")
                actions.append(.dropped(pointer, intent: intent, cues: (receiver?.cues ?? Cues()).reducingMotion(reduceMotion)))
            case .rejects(let reason):
                actions.append(.cancelled(pointer, source: drag.grip.source,
                                          reason: .releasedOnRefusingReceiver(hover.location.receiver, reason), cues: cancel))
            case .blocked(let wanted, let reason):
                actions.append(.cancelled(pointer, source: drag.grip.source, reason: .blocked(wanted, reason: reason), cues: cancel))
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
        case .dragging(let drag):
            actions.append(.cancelled(pointer, source: drag.grip.source, reason: dragReason,
                                      cues: drag.grip.cues.cancel.reducingMotion(reduceMotion)))
        }
        state = .idle
    }

    /// Time passed to `time`, at or after ``deadline``: a long-press starts its drag where the
    /// pointer rests (over `hover`), or a rest at one location dwells.
    mutating func tick(at time: Instant, hover: Hover?, into actions: inout [DragAction]) {
        switch state {
        case .idle:
            return
        case .pressed(let grip, _, let deadline, let position):
            if let deadline, time >= deadline {
                startDrag(grip, at: position, time: time, hover: hover, into: &actions)
            }
        case .dragging(var drag):
            guard let deadline = drag.dwellDeadline, time >= deadline, let hover = drag.hover else { return }
            drag.dwellDeadline = nil
            state = .dragging(drag)
            actions.append(.dwelled(pointer, location: hover.location))
        }
    }

    /// A receiver was added, removed, moved, disabled or enabled, or its rows changed: `hover`
    /// is the target under the pointer now. `vanished` names a receiver that was removed or disabled.
    mutating func receiversChanged(vanished: ReceiverID?, hover: Hover?, at time: Instant, into actions: inout [DragAction]) {
        switch state {
        case .idle, .pressed:
            return
        case .dragging(var drag):
            if let previous = drag.hover, previous.location.receiver == vanished {
                actions.append(.exited(pointer, receiver: previous.location.receiver))
                drag.lostTarget = previous.location.receiver
                drag.hover = nil
            }
            update(&drag, hover: hover, time: time, into: &actions)
            state = .dragging(drag)
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

    /// The one instant this pointer is waiting for, if any: a long-press, or a dwell.
    var deadline: Instant? {
        switch state {
        case .idle: nil
        case .pressed(_, _, let deadline, _): deadline
        case .dragging(let drag): drag.dwellDeadline
        }
    }

    /// Whether the pointer is pressing or dragging.
    var isActive: Bool {
        switch state {
        case .idle: false
        case .pressed, .dragging: true
        }
    }

    /// The grip and the pointer's position, while pressing or dragging.
    var held: (grip: Grip, position: Point)? {
        switch state {
        case .idle: nil
        case .pressed(let grip, _, _, let position): (grip, position)
        case .dragging(let drag): (drag.grip, drag.position)
        }
    }

    /// The drag's grip, position and target, while dragging.
    var drag: (grip: Grip, position: Point, hover: Hover?)? {
        switch state {
        case .idle, .pressed: nil
        case .dragging(let drag): (drag.grip, drag.position, drag.hover)
        }
    }

    // MARK: Transitions

    private mutating func startDrag(_ grip: Grip, at position: Point, time: Instant, hover: Hover?, into actions: inout [DragAction]) {
        actions.append(.dragStarted(pointer, source: grip.source, payload: grip.payload, position: position,
                                    cues: grip.cues.lift.reducingMotion(reduceMotion)))
        var drag = Drag(grip: grip, position: position, hover: nil, lostTarget: nil, dwellDeadline: nil)
        update(&drag, hover: hover, time: time, into: &actions)
        state = .dragging(drag)
    }

    /// Reports how the target changed from `drag.hover` to `hover` and restarts the dwell timer
    /// when the location changed.
    private func update(_ drag: inout Drag, hover: Hover?, time: Instant, into actions: inout [DragAction]) {
        let previous = drag.hover
        if let hover, let previous, hover.handle == previous.handle, hover.location.receiver == previous.location.receiver {
            if hover.location != previous.location || hover.verdict != previous.verdict {
                actions.append(.movedWithin(pointer, location: hover.location, verdict: hover.verdict))
                drag.dwellDeadline = hover.dwell.map { time + $0 }
            } else if hover.dwell != previous.dwell {
                // Same location, but into or out of where a rest dwells (a container's middle half).
                drag.dwellDeadline = hover.dwell.map { time + $0 }
            }
        } else {
            if let previous { actions.append(.exited(pointer, receiver: previous.location.receiver)) }
            if let hover { actions.append(.entered(pointer, location: hover.location, verdict: hover.verdict)) }
            drag.dwellDeadline = hover?.dwell.map { time + $0 }
        }
        drag.hover = hover
        if hover != nil { drag.lostTarget = nil }
    }
}
