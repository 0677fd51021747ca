import DropGeometry

/// The state of one pointer: idle, pressing a source, swiping its row, or dragging its payload.
///
/// ```
///             press on a source          activation met (distance, deadline, immediate)
///     idle ─────────────────────► pressed ─────────────────────────────► dragging ──┐
///      ▲ ▲ ▲                       │   │                                    │  ▲     │ rested at one
///      │ │ └─ release, moved beyond┘   │ moved beyond the long-press        │  └─────┘ location: dwelled
///      │ │    tolerance, cancel, Escape│ tolerance sideways (a Swipe)       │
///      │ └──── release, cancel ─── swiping                                  │
///      └───────────── release (dropped or cancelled), cancel, Escape ───────┘
/// ```
///
/// A plain struct: no clock, no I/O. Every input is a `mutating func` that appends the
/// actions it causes to a caller-owned buffer (so the hot path does not allocate). The session
/// does not hit-test: the dispatcher does, and passes the ``Hover`` in — a few integers, so that
/// a move that stays where it was copies no strings. The session asks the receivers' records
/// (``ReceiverRecords``) only to *name* a hover — its receiver's id, the location, the verdict's
/// reason — when it reports one.
/// Any state may wait for one deadline (a long-press, a dwell); ``deadline`` names it and
/// ``tick(at:hover:names:into:)`` fires it. Odd but real input is tolerated: a move or release while
/// idle does nothing.
struct DragSession: Sendable {
    /// Where over a receiver a drop would land: on it as a whole, or among its rows, at `index`
    /// among the children of the container at row `parent` (-1 for the top level).
    enum Spot: Hashable, Sendable {
        case onto
        case among(parent: Int32, index: Int32)

        /// The container row, for a spot inside one.
        var parent: Int32? {
            switch self {
            case .onto: nil
            case .among(let parent, _): parent >= 0 ? parent : nil
            }
        }

        /// The position at the top level, for a spot among top-level rows.
        var topLevelIndex: Int? {
            switch self {
            case .onto: nil
            case .among(let parent, let index): parent < 0 ? Int(index) : nil
            }
        }
    }

    /// What a receiver says to the payload at a spot: the case of a ``Verdict``, whose reason
    /// the receivers give when it is reported.
    enum Judgement: UInt8, Sendable {
        case accepts, rejects, blocked
    }

    /// The receiver a drag is over, in integers: its handle, the spot, where the dragged row
    /// stands among its rows, the judgement, and how long a rest there takes to dwell.
    ///
    /// `slot` stands beside `handle`, in the first 8 bytes, which are always written: where it
    /// followed `dwell`, the compiler read it in one 8-byte load with the padding after `dwell`'s
    /// tag (bytes never written), and valgrind's memcheck reported the branch on `slot >= 0` in
    /// `DragDispatcher.target(ofSession:at:)` (C tests, a drag kept in an edge band).
    struct Hover: Hashable, Sendable {
        var handle: LayeredIndex.Handle
        /// The insertion slot among the rows (the number of row centres above, held by the
        /// receiver's hysteresis) that `spot` came from; -1 for a drop onto the receiver.
        var slot: Int32 = -1
        var spot: Spot
        var origin: Spot?
        var judgement: Judgement
        var dwell: Interval?
        /// Whether the pointer has left the receiver and it stayed the target: within its edge
        /// hysteresis, or into a gap of its parent (``ReceiverTable/isInEdgeBand(_:of:)`` tells which).
        var sticky = false
        /// Whether `spot` is the end of a section that opened under the pointer resting on its title
        /// (a spring-load): it stays there until the pointer leaves the title's row by the receiver's hysteresis.
        var opened = false
    }

    private struct Drag: Sendable {
        var position: Point
        var hover: Hover?
        /// When resting at the hovered location dwells; `nil` once fired or without a dwell time.
        var dwellDeadline: Instant?
    }

    private enum State: Sendable {
        case idle
        /// `anchor`: where the press began, moved with its row when the row moves under the
        /// pointer (a long-press's tolerance is measured from it).
        case pressed(Activation, deadline: Instant?, position: Point, anchor: Point)
        /// The press left its long-press's tolerance sideways on a source that can be swiped
        /// (`anchor`: where the press began on the row, moved with the row; the row's offset is
        /// `swipe.offset(position.x - anchor.x)`).
        case swiping(Swipe, position: Point, anchor: Point)
        case dragging(Drag)
    }

    let pointer: PointerID
    let kind: PointerKind
    /// What the pointer pressed: set at the press (and again when the selection it belongs to
    /// changes, ``carry(_:)``), read by every hit test, never copied by a move.
    private(set) var grip: Grip
    /// The dispatcher's Reduce Motion when the pointer went down: the drag keeps it to its end.
    let reduceMotion: Bool
    private var state: State = .idle
    // The two below belong to a drag, yet stand outside `State`: a move takes the `Drag` out of
    // the state and puts it back, and `lostTarget`'s id (a String) would be retained and released
    // with it on every move. `startDrag` clears both.
    /// The receiver the drag was over when it was removed or disabled (which of the two), until
    /// the drag enters another or that one is enabled or registered again; it names the reason
    /// of a release over nothing.
    private var lostTarget: (id: ReceiverID, disabled: Bool)?
    /// The drag's last hover among a receiver's rows: see ``rememberedRows``.
    private var lastAmongRows: Hover?

    init(pointer: PointerID, kind: PointerKind, grip: Grip, reduceMotion: Bool) {
        self.pointer = pointer
        self.kind = kind
        self.grip = grip
        self.reduceMotion = reduceMotion
    }

    // MARK: Inputs

    /// A press on ``grip``'s source, which the dispatcher found free. `hover` is the target at the
    /// press point, needed only by an immediate activation.
    mutating func press(activation: Activation, at time: Instant, hover: Hover?, names: ReceiverRecords,
                        into actions: inout [DragAction]) {
        switch activation {
        case .immediate:
            actions.append(.pressBegan(pointer, source: grip.source, deadline: nil))
            startDrag(at: grip.origin, time: time, hover: hover, names: names, into: &actions)
        case .distance:
            actions.append(.pressBegan(pointer, source: grip.source, deadline: nil))
            state = .pressed(activation, deadline: nil, position: grip.origin, anchor: grip.origin)
        case .longPress(let duration, _):
            guard let deadline = time.adding(duration) else {
                actions.append(.inputRejected(pointer, reason: .timeOutOfRange(time)))
                return
            }
            actions.append(.pressBegan(pointer, source: grip.source, deadline: deadline))
            state = .pressed(activation, deadline: deadline, position: grip.origin, anchor: grip.origin)
        }
    }

    /// Whether a move to a new position needs the target there (pressing with a long-press
    /// only checks the distance moved).
    var needsTarget: Bool {
        switch state {
        case .idle: false
        case .pressed(let activation, _, _, _):
            switch activation {
            case .immediate, .distance: true
            case .longPress: false
            }
        case .swiping: false
        case .dragging: true
        }
    }

    mutating func move(to position: Point, at time: Instant, hover: Hover?, names: ReceiverRecords,
                       into actions: inout [DragAction]) {
        switch state {
        case .idle:
            return // A hovering mouse, or a pointer that pressed on nothing: no drag to update.
        case .pressed(let activation, let deadline, _, let anchor):
            switch activation {
            case .immediate:
                startDrag(at: position, time: time, hover: hover, names: names, into: &actions)
            case .distance(let distance):
                if position.distance(to: grip.origin) >= distance {
                    startDrag(at: position, time: time, hover: hover, names: names, into: &actions)
                } else {
                    state = .pressed(activation, deadline: deadline, position: position, anchor: anchor)
                }
            case .longPress(_, let tolerance):
                // The dispatcher fires due deadlines before every input, so the delay has not passed.
                if position.distance(to: anchor) <= tolerance {
                    state = .pressed(activation, deadline: deadline, position: position, anchor: anchor)
                } else if let swipe = grip.swipe, abs(position.x - anchor.x) > abs(position.y - anchor.y),
                          swipe.offset(position.x - anchor.x) != 0 {
                    // Sideways, a way the row may go: it follows the pointer across.
                    state = .swiping(swipe, position: position, anchor: anchor)
                    reportSwipe(swipe, position: position, anchor: anchor, before: 0, into: &actions)
                } else {
                    state = .idle
                    actions.append(.pressEnded(pointer, source: grip.source, reason: .movedBeforeLongPress))
                }
            }
        case .swiping(let swipe, let previous, let anchor):
            // Only across: a swipe does not follow the pointer up or down.
            state = .swiping(swipe, position: position, anchor: anchor)
            reportSwipe(swipe, position: position, anchor: anchor, before: swipe.offset(previous.x - anchor.x), into: &actions)
        case .dragging(var drag):
            drag.position = position
            update(&drag, hover: hover, time: time, names: names, into: &actions)
            state = .dragging(drag)
        }
    }

    /// The pointer went up at `position`: moves there first, then drops (with the hovered
    /// receiver's drop cues and tag), cancels, or ends the press. A drag over no target is
    /// cancelled naming the receiver it lost, else `disabledUnder` (the disabled receiver at
    /// `position` that would take it), else as released outside.
    mutating func release(at position: Point, at time: Instant, hover: Hover?, names: ReceiverRecords,
                          disabledUnder: ReceiverID? = nil, into actions: inout [DragAction]) {
        move(to: position, at: time, hover: hover, names: names, into: &actions)
        switch state {
        case .idle:
            return // A second release, or the move above ended the press.
        case .pressed:
            state = .idle
            actions.append(.pressEnded(pointer, source: grip.source, reason: .released))
        case .swiping(let swipe, let position, let anchor):
            state = .idle
            actions.append(.swipeEnded(pointer, source: grip.source, committed: swipe.committed(at: swipe.offset(position.x - anchor.x))))
        case .dragging(let drag):
            state = .idle
            let cancel = grip.cues.cancel.reducingMotion(reduceMotion)
            guard let hover = drag.hover else {
                let reason: CancelReason = lostTarget.map { $0.disabled ? .receiverDisabled($0.id) : .receiverRemoved($0.id) }
                    ?? disabledUnder.map { .receiverDisabled($0) } ?? .releasedOutside
                actions.append(.cancelled(pointer, source: grip.source, reason: reason, cues: cancel))
                return
            }
            switch names.verdict(of: hover, for: grip) {
            case .accepts:
                let receiver = names[Int(hover.handle.rawValue)]!.receiver
                let intent = DropIntent(payload: grip.payload, source: grip.source, location: names.location(of: hover),
                                        origin: names.origin(of: hover), tag: receiver.tag)
                actions.append(.dropped(pointer, intent: intent, cues: receiver.cues.drop.reducingMotion(reduceMotion)))
            case .rejects(let reason):
                actions.append(.cancelled(pointer, source: grip.source,
                                          reason: .releasedOnRefusingReceiver(names.id(hover.handle), reason), cues: cancel))
            case .blocked(let wanted, let reason):
                actions.append(.cancelled(pointer, source: grip.source, reason: .blocked(wanted, reason: reason), cues: cancel))
            }
        }
    }

    /// Ends whatever the pointer is doing: pointer cancel, Escape, or a second press.
    mutating func cancel(press pressReason: PressEndReason, drag dragReason: CancelReason, into actions: inout [DragAction]) {
        switch state {
        case .idle:
            return
        case .pressed:
            actions.append(.pressEnded(pointer, source: grip.source, reason: pressReason))
        case .swiping:
            actions.append(.swipeEnded(pointer, source: grip.source, committed: nil))
        case .dragging:
            actions.append(.cancelled(pointer, source: grip.source, reason: dragReason,
                                      cues: grip.cues.cancel.reducingMotion(reduceMotion)))
        }
        state = .idle
    }

    /// Time passed to `time`, at or after ``deadline``: a long-press starts its drag where the
    /// pointer rests (over `hover`), or a rest at one location dwells.
    mutating func tick(at time: Instant, hover: Hover?, names: ReceiverRecords, into actions: inout [DragAction]) {
        switch state {
        case .idle:
            return
        case .pressed(_, let deadline, let position, _):
            if let deadline, time >= deadline {
                startDrag(at: position, time: time, hover: hover, names: names, into: &actions)
            }
        case .swiping:
            return // A swipe waits for nothing: the long-press it left behind is over.
        case .dragging(var drag):
            guard let deadline = drag.dwellDeadline, time >= deadline, let hover = drag.hover else { return }
            drag.dwellDeadline = nil
            state = .dragging(drag)
            actions.append(.dwelled(pointer, location: names.location(of: hover)))
        }
    }

    /// A receiver was added, removed, moved, disabled or enabled, or its rows changed: `hover`
    /// is the target under the pointer now. `vanished` names a receiver that was removed or
    /// disabled, and its handle (the receivers no longer know a removed one). `renumbered` says
    /// the rows were laid out again and `hover` is the same place under new numbers.
    mutating func receiversChanged(vanished: VanishedReceiver?, hover: Hover?, renumbered: Bool,
                                   at time: Instant, names: ReceiverRecords, into actions: inout [DragAction]) {
        switch state {
        case .idle, .pressed, .swiping:
            return
        case .dragging(var drag):
            if let previous = drag.hover, let vanished, previous.handle == vanished.handle {
                actions.append(.exited(pointer, receiver: vanished.id))
                lostTarget = (vanished.id, vanished.disabled)
                drag.hover = nil
            }
            update(&drag, hover: hover, time: time, renumbered: renumbered, names: names, into: &actions)
            state = .dragging(drag)
        }
    }

    /// The receiver under the drag has a new dwell time, and a rest at the drag's location now
    /// takes `dwell` to dwell (`nil`: it does not dwell there). A wait under way keeps its start
    /// (its deadline moves by the change, not before `time`); a rest that dwelled stays done; a rest
    /// that did not dwell starts waiting at `time`. Nothing is reported: the place is the same.
    mutating func dwellChanged(to dwell: Interval?, at time: Instant) {
        switch state {
        case .idle, .pressed, .swiping:
            return
        case .dragging(var drag):
            guard var hover = drag.hover, hover.dwell != dwell else { return }
            switch (hover.dwell, dwell) {
            case (_, nil):
                drag.dwellDeadline = nil
            case (nil, let new?):
                drag.dwellDeadline = time + new
            case (let old?, let new?):
                // Both ≥ 0: their difference cannot overflow.
                if let deadline = drag.dwellDeadline {
                    drag.dwellDeadline = Swift.max(time, deadline + Interval(microseconds: new.microseconds - old.microseconds))
                }
            }
            hover.dwell = dwell
            drag.hover = hover
            state = .dragging(drag)
        }
    }

    /// The drag carries `grip` from now on: its own source's, with another company (the
    /// selection changed). The dispatcher then gives it a fresh look at its target.
    mutating func carry(_ grip: Grip) {
        precondition(grip.source == self.grip.source, "DragSession.carry: \(grip.source) is not the source of \(self.grip.source)'s drag")
        self.grip = grip
    }

    /// The pressed source's row moved by `delta` under the pointer (its list scrolled, or was laid
    /// out again: a row added above it). A press waiting for a long-press measures its tolerance
    /// from where it pressed on the row, so it ends as ``PressEndReason/movedBeforeLongPress`` when
    /// the row has moved further from the pointer than that: the item under the finger is no
    /// longer the one pressed. Other presses, and drags, do not mind.
    mutating func pressedRowMoved(by delta: Point, into actions: inout [DragAction]) {
        switch state {
        case .idle, .dragging:
            return
        case .swiping(let swipe, let position, let anchor):
            // The row carries its swipe along: the offset is the pointer's from where it pressed on the row.
            let moved = Point(x: anchor.x + delta.x, y: anchor.y + delta.y)
            state = .swiping(swipe, position: position, anchor: moved)
            reportSwipe(swipe, position: position, anchor: moved, before: swipe.offset(position.x - anchor.x), into: &actions)
        case .pressed(let activation, let deadline, let position, let anchor):
            guard case .longPress(_, let tolerance) = activation else { return }
            let moved = Point(x: anchor.x + delta.x, y: anchor.y + delta.y)
            if position.distance(to: moved) > tolerance {
                state = .idle
                actions.append(.pressEnded(pointer, source: grip.source, reason: .movedBeforeLongPress))
            } else {
                state = .pressed(activation, deadline: deadline, position: position, anchor: moved)
            }
        }
    }

    /// The source was unregistered or disabled: a press on it ends; a drag carries on with its payload.
    mutating func sourceRemoved(_ source: SourceID, into actions: inout [DragAction]) {
        switch state {
        case .idle, .dragging:
            return
        case .pressed:
            guard grip.source == source else { return }
            state = .idle
            actions.append(.pressEnded(pointer, source: source, reason: .sourceRemoved))
        case .swiping:
            // The row is gone (its task completed elsewhere): nothing is left to swipe.
            guard grip.source == source else { return }
            state = .idle
            actions.append(.swipeEnded(pointer, source: source, committed: nil))
        }
    }

    // MARK: Queries

    /// The one instant this pointer is waiting for, if any: a long-press, or a dwell.
    var deadline: Instant? {
        switch state {
        case .idle, .swiping: nil
        case .pressed(_, let deadline, _, _): deadline
        case .dragging(let drag): drag.dwellDeadline
        }
    }

    /// Whether the pointer is pressing or dragging.
    var isActive: Bool {
        switch state {
        case .idle: false
        case .pressed, .swiping, .dragging: true
        }
    }

    /// The pointer's position while pressing or dragging.
    var position: Point? {
        switch state {
        case .idle: nil
        case .pressed(_, _, let position, _), .swiping(_, let position, _): position
        case .dragging(let drag): drag.position
        }
    }

    /// Whether the pointer is pressing, waiting for a long-press, or swiping: its place on the
    /// row counts, and moves with the row (``pressedRowMoved(by:into:)``).
    var followsItsRow: Bool {
        switch state {
        case .idle, .dragging: false
        case .swiping: true
        case .pressed(let activation, _, _, _):
            switch activation {
            case .longPress: true
            case .immediate, .distance: false
            }
        }
    }

    /// Whether the pointer swipes its row: it acts on that row alone, and never drags it.
    var isSwiping: Bool {
        switch state {
        case .idle, .pressed, .dragging: false
        case .swiping: true
        }
    }

    /// Whether the pointer is dragging (not only pressing).
    var isDragging: Bool {
        switch state {
        case .idle, .pressed, .swiping: false
        case .dragging: true
        }
    }

    /// The drag's last hover among a receiver's rows — the slot it had there; `nil` before the
    /// drag was first over rows, and once that receiver was removed or disabled or its rows were
    /// laid out again as other rows (``forgetRows(of:)``; rows scrolled, or set again the same,
    /// keep it, as they keep the hysteresis of a drag over them). A drag that leaves a list for a
    /// moment (a finger jittering across its side) and comes back holds this slot by the list's
    /// hysteresis, as though it had never left; over another list's rows it is that list's.
    var rememberedRows: Hover? { lastAmongRows }

    /// Remembers `hover` as ``rememberedRows`` when it is among rows (it has a slot). Not inlined:
    /// inlined, the slot of a `nil` hover — bytes never written — was read before the check for
    /// `nil`, and memcheck reported the branch on it (the C tests under valgrind).
    @inline(never)
    private mutating func remember(_ hover: Hover) {
        if hover.slot >= 0 { lastAmongRows = hover }
    }

    /// Receiver `id` is back (enabled or registered again): a release over nothing no longer
    /// blames it.
    mutating func receiverReturned(_ id: ReceiverID) {
        if lostTarget?.id == id { lostTarget = nil }
    }

    /// Forgets ``rememberedRows`` when it is receiver `handle`'s: removed, disabled, or given other rows.
    mutating func forgetRows(of handle: LayeredIndex.Handle) {
        if lastAmongRows?.handle == handle { lastAmongRows = nil }
    }

    /// The drag's target, while dragging over one.
    var hover: Hover? {
        switch state {
        case .idle, .pressed, .swiping: nil
        case .dragging(let drag): drag.hover
        }
    }

    // MARK: Transitions

    /// Reports the swiped row's offset with the pointer at `position`, when it differs from `before`.
    private func reportSwipe(_ swipe: Swipe, position: Point, anchor: Point, before: Double, into actions: inout [DragAction]) {
        let offset = swipe.offset(position.x - anchor.x)
        guard offset != before else { return }
        actions.append(.swiping(pointer, source: grip.source, offset: offset, committing: swipe.committed(at: offset) != nil))
    }

    private mutating func startDrag(at position: Point, time: Instant, hover: Hover?, names: ReceiverRecords,
                                    into actions: inout [DragAction]) {
        var cues = grip.cues.lift.reducingMotion(reduceMotion)
        // A selection's preview stands for all it carries: the UI badges it with the count (a
        // folder carried with a node inside it is one item, and one has no badge).
        if let company = grip.company, company.count > 1 { cues.badge = company.count }
        actions.append(.dragStarted(pointer, source: grip.source, payload: grip.payload, position: position, cues: cues))
        var drag = Drag(position: position, hover: nil, dwellDeadline: nil)
        lostTarget = nil
        lastAmongRows = nil
        update(&drag, hover: hover, time: time, names: names, into: &actions)
        state = .dragging(drag)
    }

    /// Reports how the target changed from `drag.hover` to `hover` and restarts the dwell timer
    /// when the location changed. Equal hovers report nothing, without naming anything;
    /// `renumbered` hovers are the same place as the previous one under new row numbers.
    private mutating func update(_ drag: inout Drag, hover: Hover?, time: Instant, renumbered: Bool = false,
                                 names: ReceiverRecords, into actions: inout [DragAction]) {
        let previous = drag.hover
        if let hover { remember(hover) }
        guard hover != previous else { return }
        drag.hover = hover
        guard let hover else {
            if let previous { actions.append(.exited(pointer, receiver: names.id(previous.handle))) }
            drag.dwellDeadline = nil
            return
        }
        lostTarget = nil
        if let previous, previous.handle == hover.handle {
            // The same receiver: report a new location or verdict.
            if (hover.spot != previous.spot && !renumbered) || hover.judgement != previous.judgement {
                actions.append(.movedWithin(pointer, location: names.location(of: hover), verdict: names.verdict(of: hover, for: grip)))
                drag.dwellDeadline = hover.dwell.map { time + $0 }
            } else if hover.dwell != previous.dwell {
                // Same location, but into or out of where a rest dwells (a container's middle half).
                drag.dwellDeadline = hover.dwell.map { time + $0 }
            }
        } else {
            if let previous { actions.append(.exited(pointer, receiver: names.id(previous.handle))) }
            actions.append(.entered(pointer, location: names.location(of: hover), verdict: names.verdict(of: hover, for: grip)))
            drag.dwellDeadline = hover.dwell.map { time + $0 }
        }
    }
}

/// A receiver just removed or disabled under drags, with the handle it had.
struct VanishedReceiver {
    let id: ReceiverID
    let handle: LayeredIndex.Handle
    /// Disabled (it is still registered), not removed.
    let disabled: Bool
}
