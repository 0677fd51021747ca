import DropGeometry

/// Turns pointer events into drags, hovers and drop intents over registered receivers and sources.
///
/// ```swift
/// var engine = DragDispatcher()
/// try engine.register(DropReceiver(id: "trash", frame: trashFrame, role: .trash, accepts: .accepts(.task)))
/// try engine.register(DragSource(id: "t1", frame: rowFrame, payload: Payload(kind: .task, objectID: "t1")))
/// var actions: [DragAction] = []
/// engine.handle(.pointerDown(PointerEvent(pointer: 1, position: p, time: .milliseconds(0))), into: &actions)
/// engine.handle(.tick(at: engine.nextDeadline!), into: &actions)  // the long-press fires
/// engine.handle(.pointerUp(PointerEvent(pointer: 1, position: overTrash, time: .milliseconds(900))), into: &actions)
/// for action in actions { if case .dropped(_, let intent, _) = action { apply(intent) } }
/// ```
///
/// **Sessions.** Each pointer id has its own session, so two fingers drag two things at once.
/// A source held by one pointer cannot be picked up by another (``DragAction/pressRefused(_:source:heldBy:)``).
///
/// **Targets.** The drag's target is the topmost enabled receiver under the pointer that
/// accepts the payload; receivers that refuse are skipped, as in Flutter's `DragTarget` and
/// Pragmatic drag-and-drop, so a list lying under Complete still takes what Complete refuses.
/// When no receiver there accepts, the topmost enabled one is the target with its refusal
/// (it highlights `rejecting`, and a release there cancels with its reason). Disabled
/// receivers are ignored.
///
/// **Time.** Instants come only from inputs, and never go backwards (an earlier input is
/// rejected). Before any input, long-presses whose deadline has passed fire, so a caller
/// that only feeds pointer events still gets them, late; feed ``DragInput/tick(at:)`` at
/// ``nextDeadline`` to fire them on time.
///
/// **Tolerated input.** A move or release of a pointer that is not pressing (a hovering mouse,
/// a second release) does nothing; a cancel of an unknown pointer does nothing; a second
/// press of a pointer still down ends its first interaction (`pointerPressedAgain`). A
/// position that is not finite, or a time before the last, is rejected as a value.
public struct DragDispatcher: Sendable {
    public struct Configuration: Hashable, Sendable {
        /// Removes animations from cues and previews (seed 001's Reduce Motion).
        public var reduceMotion: Bool
        public init(reduceMotion: Bool = false) { self.reduceMotion = reduceMotion }
    }

    struct ReceiverRecord: Sendable {
        var receiver: DropReceiver
        var layout: ListLayout?
    }

    public let configuration: Configuration
    var receiverIndex = LayeredIndex()
    var receivers: [ReceiverRecord?] = []
    var receiverHandles: [ReceiverID: LayeredIndex.Handle] = [:]
    var sourceIndex = LayeredIndex()
    var sources: [DragSource?] = []
    var sourceHandles: [SourceID: LayeredIndex.Handle] = [:]
    /// Active pointers, in the order they went down. Few: one per finger.
    var sessions: [DragSession] = []
    var lastTime: Instant?

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        sessions.reserveCapacity(10)
    }

    /// Handles one input, appending what it causes to `actions`.
    ///
    /// Reuse one buffer (`removeAll(keepingCapacity: true)` between inputs) and a pointer
    /// move during a drag allocates nothing.
    /// - Complexity: a hit test (see ``LayeredIndex``) plus O(p) for p active pointers.
    public mutating func handle(_ input: DragInput, into actions: inout [DragAction]) {
        let time = input.time
        if let lastTime, time < lastTime {
            actions.append(.inputRejected(input.pointer, reason: .timeWentBackwards(previous: lastTime, found: time)))
            return
        }
        if let event = input.event, !event.position.isFinite {
            actions.append(.inputRejected(event.pointer, reason: .nonFinitePosition))
            return
        }
        lastTime = time
        fireDeadlines(at: time, into: &actions)
        switch input {
        case .pointerDown(let event):
            pointerDown(event, into: &actions)
        case .pointerMove(let event):
            withSession(event.pointer) { session, hitTest in
                session.move(to: event.position, at: event.time, into: &actions, hitTest: hitTest)
            }
        case .pointerUp(let event):
            withSession(event.pointer) { session, hitTest in
                session.release(at: event.position, at: event.time, into: &actions, hitTest: hitTest)
            }
        case .pointerCancel(let event):
            withSession(event.pointer) { session, _ in
                session.cancel(press: .pointerCancelled, drag: .pointerCancelled, into: &actions)
            }
        case .escape:
            for i in sessions.indices {
                sessions[i].cancel(press: .escape, drag: .escape, into: &actions)
            }
            sessions.removeAll(keepingCapacity: true)
        case .tick:
            break // Deadlines fired above.
        }
    }

    /// Handles one input and returns what it causes. Convenient; allocates an array.
    public mutating func handle(_ input: DragInput) -> [DragAction] {
        var actions: [DragAction] = []
        handle(input, into: &actions)
        return actions
    }

    /// The earliest instant a long-press is waiting for, if any: feed a tick at or after it.
    /// - Complexity: O(p) for p active pointers.
    public var nextDeadline: Instant? {
        sessions.lazy.compactMap(\.deadline).min()
    }

    // MARK: Inputs

    private mutating func pointerDown(_ event: PointerEvent, into actions: inout [DragAction]) {
        if let i = sessions.firstIndex(where: { $0.pointer == event.pointer }) {
            sessions[i].cancel(press: .pointerPressedAgain, drag: .pointerPressedAgain, into: &actions)
            sessions.remove(at: i)
        }
        guard let handle = sourceIndex.topmost(at: event.position, where: { sources[Int($0.rawValue)]!.isEnabled }) else {
            return // A press on no source starts nothing.
        }
        let source = sources[Int(handle.rawValue)]!
        if let holder = sessions.first(where: { $0.grip?.source == source.id }) {
            actions.append(.pressRefused(event.pointer, source: source.id, heldBy: holder.pointer))
            return
        }
        var session = DragSession(pointer: event.pointer, kind: event.kind, reduceMotion: configuration.reduceMotion)
        let grip = DragSession.Grip(source: source.id, payload: source.payload, origin: event.position)
        session.press(grip, activation: source.activation, at: event.time, into: &actions, hitTest: { self.target(at: $0, for: $1) })
        if session.isActive { sessions.append(session) }
    }

    private mutating func fireDeadlines(at time: Instant, into actions: inout [DragAction]) {
        var all = takeSessions()
        for i in all.indices where all[i].deadline.map({ $0 <= time }) == true {
            all[i].tick(at: time, into: &actions, hitTest: { self.target(at: $0, for: $1) })
        }
        sessions = all
    }

    /// Runs `body` on the session of `pointer`, if there is one, and forgets the session once idle.
    private mutating func withSession(_ pointer: PointerID, _ body: (inout DragSession, DragSession.HitTest) -> Void) {
        guard let i = sessions.firstIndex(where: { $0.pointer == pointer }) else {
            return // No press under way for this pointer: hover, a second release, an unknown cancel.
        }
        // The sessions are moved out (not copied) so the hit test can read `self` while one changes in place.
        var all = takeSessions()
        body(&all[i]) { self.target(at: $0, for: $1) }
        if !all[i].isActive { all.remove(at: i) }
        sessions = all
    }

    /// Gives every dragging session a fresh look at the receivers under it.
    mutating func refreshTargets(vanished: ReceiverID?) -> [DragAction] {
        var actions: [DragAction] = []
        var all = takeSessions()
        for i in all.indices {
            all[i].receiversChanged(vanished: vanished, into: &actions, hitTest: { self.target(at: $0, for: $1) })
        }
        sessions = all
        return actions
    }

    /// The sessions, moved out of `self` (left empty) so that they change in place, without a
    /// copy, while a hit test reads `self`; the caller puts them back. Hit tests never read sessions.
    private mutating func takeSessions() -> [DragSession] {
        var all: [DragSession] = []
        swap(&all, &sessions)
        return all
    }
}

extension DragInput {
    /// The pointer sample this input carries; `nil` for Escape and ticks.
    public var event: PointerEvent? {
        switch self {
        case .pointerDown(let e), .pointerMove(let e), .pointerUp(let e), .pointerCancel(let e): e
        case .escape, .tick: nil
        }
    }

    var pointer: PointerID? { event?.pointer }
}
