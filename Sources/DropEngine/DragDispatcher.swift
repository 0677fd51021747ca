import DropGeometry

/// Turns pointer events into drags, hovers and drop intents over registered receivers and sources.
///
/// ```swift
/// var engine = DragDispatcher()
/// var actions: [DragAction] = []
/// try engine.register(DropReceiver(id: "bin", frame: binFrame, tag: "bin", accepts: .accepts(card)), into: &actions)
/// try engine.register(DragSource(id: "c1", frame: rowFrame, payload: Payload(kind: card, objectID: "c1")))
/// engine.handle(.pointerDown(PointerEvent(pointer: 1, position: p, time: .milliseconds(0))), into: &actions)
/// engine.handle(.tick(at: engine.nextDeadline!), into: &actions)  // the long-press fires
/// engine.handle(.pointerUp(PointerEvent(pointer: 1, position: overBin, time: .milliseconds(900))), into: &actions)
/// for action in actions { if case .dropped(_, let intent, _) = action { apply(intent) } }
/// ```
///
/// **Sessions.** Each pointer id has its own session, so two fingers drag two things at once.
/// A source held by one pointer cannot be picked up by another, nor can one its drag carries
/// along as part of a selection (``DragAction/pressRefused(_:source:heldBy:)``).
///
/// **Targets.** The drag's target is the topmost enabled receiver under the pointer that
/// accepts the payload; receivers that refuse are skipped, as in Flutter's `DragTarget` and
/// Pragmatic drag-and-drop, so a list lying under a bin still takes what the bin refuses.
/// When no receiver there accepts, the topmost enabled one is the target with its refusal
/// (it highlights `rejecting`, and a release there cancels with its reason). Disabled
/// receivers are ignored.
///
/// **Time.** Instants come only from inputs, and never go backwards (an earlier input is
/// rejected). Every pointer may wait for one deadline — a long-press, or a rest at one drop
/// location lasting the receiver's ``DropReceiver/dwell`` — and ``nextDeadline`` is the
/// earliest. Before any input, deadlines that have passed fire, so a caller that only feeds
/// pointer events still gets them, late; feed ``DragInput/tick(at:)`` at ``nextDeadline`` to
/// fire them on time.
///
/// **Meaning.** The engine knows no domain: a receiver's ``DropReceiver/tag`` is the app's,
/// and a drop reports a ``DropIntent`` — the payload, its source, where it lands (a
/// ``DropLocation``) and where it came from — for the app to turn into its own action.
///
/// **Tolerated input.** A move or release of a pointer that is not pressing (a hovering mouse,
/// a second release) does nothing; a cancel of an unknown pointer does nothing; a second
/// press of a pointer still down ends its first interaction (`pointerPressedAgain`). A
/// position that is not finite, a time before the last, or one outside ``Instant/inputRange``
/// (where no deadline after it could be set) is rejected as a value, and its time is not taken.
public struct DragDispatcher: Sendable {
    /// How the dispatcher presents what it reports.
    public struct Configuration: Hashable, Sendable {
        /// Removes animations from cues and previews (seed 001's Reduce Motion).
        public var reduceMotion: Bool
        public init(reduceMotion: Bool = false) { self.reduceMotion = reduceMotion }
    }

    /// A source, and its payload kind's bit in the receivers' cached verdicts.
    struct SourceRecord: Sendable {
        var source: DragSource
        var kindBit: UInt64
    }

    /// How it presents what it reports. Changed, it takes effect from the next press (or keyboard
    /// pick-up): a drag under way keeps the Reduce Motion it began with, in its row shifts, drop and
    /// cancel alike, so one gesture never changes its motion halfway.
    public var configuration: Configuration
    var receivers = ReceiverTable()
    /// The sources' rects. Unlike the receivers' index, asked once a press but told of every row
    /// a layout or a scroll moves, so set for moves: spread 1 files a 440-point row in one or two
    /// 512-point cells, and a move inside them touches none (spread 8 filed it in 8 to 16 cells of
    /// 64 points, each left and joined again on every move); and no topmost grid, whose upkeep was
    /// over a third of a move and whose speed a press does not need. A press reads the layered cells:
    /// a cell per occupied level and the few rects filed there. BENCHMARKS.md has the figures.
    var sourceIndex = LayeredIndex(spread: 1, gridCellsPerRect: 0)
    var sources: [SourceRecord?] = []
    var sourceHandles: [SourceID: LayeredIndex.Handle] = [:]
    /// Active pointers, in the order they went down, found by pointer in O(1).
    @usableFromInline var sessions = SessionTable()
    @usableFromInline var lastTime: Instant?
    /// The time of the last input it took (a rejected input's does not count): an input before
    /// it is rejected as ``InputRejection/timeWentBackwards(previous:found:)`` — but a release, a
    /// pointer cancel or Escape, which is taken at this time instead.
    /// Inlinable, as ``nextDeadline`` is: the runtime asks it after every input (BENCHMARKS.md: a
    /// cross-module getter of the runtime's engine copied the whole dispatcher).
    @inlinable public var latestTime: Instant? { lastTime }
    /// The keyboard's focus and its drag's target (see DragDispatcher+Keyboard.swift).
    var keyboard = KeyboardState()
    /// The sources a drag of any one of them carries together (see DragDispatcher+Selection.swift).
    var selected = Selection()
    /// The sessions a relayout of rows reaches and where each was, kept empty between relayouts
    /// for its capacity: a scroll step allocates nothing (DragDispatcher+Registry.swift's `relayOut`).
    var relaidSessions: [(slot: Int, relaid: DropLocation?, heldSection: String?)] = []

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Handles one input, appending what it causes to `actions`.
    ///
    /// Reuse one buffer (`removeAll(keepingCapacity: true)` between inputs) and a pointer
    /// move during a drag allocates nothing.
    /// - Complexity: a hit test (see ``LayeredIndex``), plus O(log p) for p active pointers
    ///   when a deadline changes; Escape is O(p).
    public mutating func handle(_ input: DragInput, into actions: inout [DragAction]) {
        let time = input.time
        if let lastTime, time < lastTime {
            // A release, a pointer cancel or Escape stamped before the latest input (two devices'
            // clocks a millisecond apart) is taken at its time: a finger lifted ends its drag.
            if input.endsWhatIsUnderWay { return handle(input.stamped(lastTime), into: &actions) }
            actions.append(.inputRejected(input.pointer, reason: .timeWentBackwards(previous: lastTime, found: time)))
            return
        }
        guard Instant.inputRange.contains(time) else {
            // `.tick(at: .max)`, a clock read as garbage: taken, it would leave no room for a
            // deadline after it, and every later input would be rejected as going backwards.
            actions.append(.inputRejected(input.pointer, reason: .timeOutOfRange(time)))
            return
        }
        if let event = input.event {
            guard event.position.isFinite else {
                actions.append(.inputRejected(event.pointer, reason: .nonFinitePosition))
                return
            }
            guard !event.pointer.isKeyboard else {
                actions.append(.inputRejected(event.pointer, reason: .reservedPointer))
                return
            }
        }
        lastTime = time
        fireDeadlines(at: time, into: &actions)
        // What ends a swipe (a press again, a release, a cancel, Escape; never a move or a tick)
        // gives a swiped selected source back to the drag carrying the selection, which left it out.
        let first = actions.count
        switch input {
        case .pointerDown(let event):
            pointerDown(event, into: &actions)
            recarryAfterSwipes(in: &actions, from: first)
        case .pointerMove(let event):
            guard let i = sessionIndex(event.pointer) else { break } // A hovering mouse, a move after the release.
            let hover = target(ofSession: i, at: event.position)
            sessions[i].move(to: event.position, at: event.time, hover: hover, names: receivers.records, into: &actions)
            forgetIfIdle(i)
        case .pointerUp(let event):
            guard let i = sessionIndex(event.pointer) else { break } // A second release.
            let hover = target(ofSession: i, at: event.position)
            sessions[i].release(at: event.position, at: event.time, hover: hover, names: receivers.records,
                                disabledUnder: hover == nil && sessions[i].isDragging
                                    ? disabledReceiver(at: event.position, taking: sessions[i].grip.payload) : nil,
                                into: &actions)
            forgetIfIdle(i)
            recarryAfterSwipes(in: &actions, from: first)
        case .pointerCancel(let event):
            guard let i = sessionIndex(event.pointer) else { break } // A cancel for a pointer that pressed nothing.
            sessions[i].cancel(press: .pointerCancelled, drag: .pointerCancelled, into: &actions)
            forgetIfIdle(i)
            recarryAfterSwipes(in: &actions, from: first)
        case .escape:
            for i in sessions.occupied {
                sessions[i].cancel(press: .escape, drag: .escape, into: &actions)
            }
            sessions.removeAll()
        case .tick:
            break // Deadlines fired above.
        case .key(let key, _):
            handleKey(key, at: time, into: &actions)
        }
    }

    /// Handles one input and returns what it causes. Convenient; allocates an array.
    public mutating func handle(_ input: DragInput) -> [DragAction] {
        var actions: [DragAction] = []
        handle(input, into: &actions)
        return actions
    }

    /// The earliest instant any pointer is waiting for — a long-press, a dwell — if any: feed
    /// a ``DragInput/tick(at:)`` at it and the engine fires it exactly then.
    /// - Complexity: O(1).
    @inlinable public var nextDeadline: Instant? { sessions.nextDeadline }

    // MARK: Inputs

    private mutating func pointerDown(_ event: PointerEvent, into actions: inout [DragAction]) {
        if let i = sessions.slot(of: event.pointer) {
            sessions[i].cancel(press: .pointerPressedAgain, drag: .pointerPressedAgain, into: &actions)
            sessions.remove(i)
        }
        guard let handle = sourceIndex.topmost(at: event.position, where: { sources[Int($0.rawValue)]?.source.isEnabled == true }),
              let record = sources[Int(handle.rawValue)] else {
            return // A press on no source starts nothing.
        }
        let source = record.source
        if let holder = carrier(of: source.id) {
            actions.append(.pressRefused(event.pointer, source: source.id, heldBy: holder))
            return
        }
        let grip = DragSession.Grip(source: source.id, payload: source.payload, kindBit: record.kindBit, origin: event.position,
                                    cues: source.cues, frame: source.frame, company: company(of: source.id), alreadyIn: source.alreadyIn,
                                    swipe: source.swipe)
        var session = DragSession(pointer: event.pointer, kind: event.kind, grip: grip, reduceMotion: configuration.reduceMotion)
        let hover = source.activation == .immediate ? target(at: event.position, for: grip) : nil
        session.press(activation: source.activation, at: event.time, hover: hover, names: receivers.records, into: &actions)
        if session.isActive { sessions.append(session) }
    }

    private mutating func fireDeadlines(at time: Instant, into actions: inout [DragAction]) {
        for i in sessions.due(at: time) {
            let grip = sessions[i].grip
            let previous = sessions[i].hover
            let hover = sessions[i].position.flatMap { target(at: $0, for: grip, previous: previous) }
            sessions[i].tick(at: time, hover: hover, names: receivers.records, into: &actions)
        }
    }

    /// The target session `i`'s grip has at `point`, when the session needs one there.
    private mutating func target(ofSession i: Int, at point: Point) -> DragSession.Hover? {
        guard sessions[i].needsTarget else { return nil }
        let hover = target(at: point, for: sessions[i].grip, previous: sessions[i].hover)
        // Come (back) over a receiver's rows: held by the slot it last had there (see
        // ``ReceiverTable/target(at:for:previous:remembered:)``). A move over a receiver without
        // rows reads nothing more; one within the same rows, the handle of the hover before.
        guard let hover, hover.slot >= 0, hover.handle != sessions[i].hover?.handle,
              let remembered = sessions[i].rememberedRows, remembered.handle == hover.handle else { return hover }
        return target(at: point, for: sessions[i].grip, previous: remembered)
    }

    /// The topmost disabled receiver at `point` that would take `payload` were it enabled: what a
    /// drag let go over no target there is cancelled for (`receiverDisabled`), though it was
    /// disabled before the drag came. A disabled receiver that takes nothing (a region other
    /// receivers stick in, ``DropReceiver/parent``) is no reason: that release is outside.
    private func disabledReceiver(at point: Point, taking payload: Payload) -> ReceiverID? {
        let records = receivers.records
        let handle = receivers.index.topmost(at: point) { handle in
            !receivers.isEnabled(handle.rawValue) && records[Int(handle.rawValue)]?.receiver.accepts.verdict(for: payload) == .accepts
        }
        return handle.map { records.id($0) }
    }

    /// The target `grip` has at `point`. The receiver table is a few hundred bytes: called through
    /// a pointer it is read in place, where a call on the value would copy it on every move.
    /// `previous` is the drag's target until now (see ``ReceiverTable/target(at:for:previous:)``).
    mutating func target(at point: Point, for grip: DragSession.Grip, previous: DragSession.Hover? = nil) -> DragSession.Hover? {
        withUnsafeMutablePointer(to: &receivers) { $0.pointee.target(at: point, for: grip, previous: previous) }
    }

    /// The session of `pointer`, if it is pressing or dragging.
    func sessionIndex(_ pointer: PointerID) -> Int? {
        sessions.slot(of: pointer)
    }

    mutating func forgetIfIdle(_ i: Int) {
        if !sessions[i].isActive { sessions.remove(i) }
    }

    /// Ends `pointer`'s drag because the item it carries is gone — the app took it away from under
    /// the drag (a task completed by another process, its adding undone) — with a `cancelled`
    /// action of reason ``CancelReason/itemGone`` and its cancel cues; a press not yet a drag ends
    /// as ``PressEndReason/sourceRemoved``, a swipe returns its row. Nothing when `pointer` (the
    /// keyboard's too) presses or drags nothing. No time passes: no deadline fires.
    ///
    /// ```swift
    /// engine.cancelDragOfGoneItem(.keyboard, into: &actions)   // [k cancelled t1: itemGone]
    /// ```
    /// - Complexity: O(1).
    public mutating func cancelDragOfGoneItem(_ pointer: PointerID, into actions: inout [DragAction]) {
        guard let i = sessionIndex(pointer) else { return }
        let first = actions.count
        sessions[i].cancel(press: .sourceRemoved, drag: .itemGone, into: &actions)
        if pointer.isKeyboard { keyboard.forgetTargets() }
        forgetIfIdle(i)
        recarryAfterSwipes(in: &actions, from: first)
    }

    /// Gives every dragging session a fresh look at the receivers under it. `vanished` is a
    /// receiver just removed or disabled, with the handle it had.
    /// `slots`, in press order, limits the look to those sessions (a change that cannot reach the others).
    mutating func refreshTargets(of slots: [Int]? = nil, vanished: VanishedReceiver? = nil, into actions: inout [DragAction]) {
        let time = lastTime ?? Instant(microseconds: 0)
        for i in slots ?? Array(sessions.occupied) where sessions[i].isDragging {
            refreshTarget(i, vanished: vanished, relaid: nil, sameRows: false, at: time, into: &actions)
        }
    }

    /// Gives session `i`, dragging, a fresh look at the receivers under it at `time`. `relaid` is
    /// its location over a receiver whose rows were just laid out again, named against the old
    /// rows (`nil` when it was over none); `sameRows` says the relaid rows are the rows they were,
    /// moved (a scroll): slots then keep their hysteresis. `heldSection` is the section whose end
    /// the drag was held at on its title (``ListLayout/heldSection(_:opened:)``): among new rows
    /// the drag is held at its end still, and opened there (a spring-load's rest) it stays at
    /// that end, where an open title's rule would move it, until the pointer leaves the title. (A
    /// sticky drag, off the list, is looked at afresh as before.)
    mutating func refreshTarget(_ i: Int, vanished: VanishedReceiver?, relaid: DropLocation?, heldSection: String? = nil,
                                sameRows: Bool, at time: Instant, into actions: inout [DragAction]) {
        if sessions[i].pointer.isKeyboard {
            refreshKeyboardTarget(i, vanished: vanished, before: relaid, at: time, into: &actions)
            return
        }
        let grip = sessions[i].grip
        var previous = relaid == nil || sameRows ? sessions[i].hover : nil
        if previous == nil, let heldSection, let hover = sessions[i].hover, !hover.sticky, let position = sessions[i].position,
           let layout = receivers.records.slots[Int(hover.handle.rawValue)]?.layout, let title = layout.sectionRow(heldSection),
           case .section(_, let expanded, _) = layout.rows[title].node {
            previous = DragSession.Hover(handle: hover.handle, slot: Int32(layout.slot(at: position.y)),
                                         spot: .among(parent: Int32(title), index: Int32(layout.childTotal(title))),
                                         origin: nil, judgement: .accepts, dwell: nil, opened: expanded)
        }
        let hover = sessions[i].position.flatMap { target(at: $0, for: grip, previous: previous) }
        // New rows number places afresh: the same name is the same place.
        var renumbered = false
        if let hover, let relaid { renumbered = relaid == receivers.records.location(of: hover) }
        sessions[i].receiversChanged(vanished: vanished, hover: hover, renumbered: renumbered, at: time, names: receivers.records,
                                     into: &actions)
    }
}

extension DragInput {
    /// The pointer sample this input carries; `nil` for Escape and ticks.
    public var event: PointerEvent? {
        switch self {
        case .pointerDown(let e), .pointerMove(let e), .pointerUp(let e), .pointerCancel(let e): e
        case .escape, .tick, .key: nil
        }
    }

    var pointer: PointerID? { event?.pointer }
}
