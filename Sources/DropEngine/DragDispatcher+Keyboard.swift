import DropGeometry

/// Dragging without a pointer: a keyboard, a gamepad, a switch (see ``KeyInput``).
///
/// **The order of targets.** A keyboard drag moves through the valid drop targets in a fixed
/// order, as React Aria's does, never by pixels: the enabled receivers that accept the payload,
/// in reading order (top edge, then left edge, then the order they were registered); a receiver
/// that takes drops as a whole is one target, a list is one target per location among its rows,
/// top to bottom (``ListLayout/keyboardSpots(dragged:carried:)``: each insertion position of a flat list,
/// each location of a tree or of sections). Locations a receiver blocks (its ``LocationRule``, a
/// folder into itself, a header into a folder — for a drag of a selection, any row it carries)
/// are skipped, and the place just after the dragged row is left out as the same place as its own
/// (after a row a selection carries, as the place just before it). After the last target comes "no target", then
/// the first again — so a person without Escape can still cancel by dropping on nothing.
///
/// **Where it starts.** On `pickUp` the target is the one nearest the source's centre (the first
/// in order among equals): a row starts at its own place.
///
/// **Reported as a pointer's.** The drag is a ``DragSession`` of its own, with the pointer
/// ``PointerID/keyboard``, beside any pointer sessions: it reports `pressBegan`, `dragStarted`,
/// `entered`, `movedWithin`, `exited`, `dropped` and `cancelled` as a pointer drag does, its
/// position is the target's insertion point (a receiver's centre), and highlights, previews and
/// `hover(of: .keyboard)` answer for it. Escape cancels it with the rest. It never dwells:
/// `activate` opens a collapsed folder or section instead, reported as
/// ``DragAction/dwelled(_:location:)`` at the target (the moment to spring-load).
///
/// **Straight to a receiver.** `target(r)` moves the target to the first of the targets above
/// that belongs to receiver `r` — Trash or Complete itself, a list's first place in it top to
/// bottom, wherever the drag is now — reported as `next` landing there is; `next` and `previous`
/// go on from there. A receiver the dispatcher does not have is rejected
/// (``InputRejection/unknownReceiver(_:)``); one that refuses the drag (disabled, its rule, the
/// drag already in it) as ``InputRejection/receiverRefuses(_:reason:)``; one that takes it but
/// blocks each place in it as ``InputRejection/everyPlaceBlocked(_:)``: the target stays.
///
/// **Tolerated input.** `pickUp` with nothing focused, or while carrying, does nothing; so do
/// `next`, `previous`, `drop`, `cancel`, `activate` and `target` (of a receiver it has) while not carrying. A source held by a
/// pointer, or carried along in its drag's selection, is refused
/// (``DragAction/pressRefused(_:source:heldBy:)``), as a second finger is.
/// `focus` on a source the dispatcher does not have is rejected
/// (``InputRejection/unknownSource(_:)``) and the focus stays where it was.
extension DragDispatcher {
    struct KeyboardState: Sendable {
        /// The source `pickUp` lifts.
        var focus: SourceID?
        /// The keyboard drag's target, by name: the same place when other rows come and go.
        var target: KeyboardTarget.Name?
        /// The drag's targets in order, as found at the receivers' ``ReceiverTable/revision``
        /// `revision` (`nil`: none kept), and where `target` stood among them: a key that changes
        /// no receiver steps along them without finding them again.
        var targets: [KeyboardTarget] = []
        var revision: Int?
        var index: Int?
        /// While a list under the target is laid out again with other rows: the list, and the
        /// containers and sections the target lay in among its old rows, innermost first.
        var enclosing: (handle: LayeredIndex.Handle, ids: [String])?

        /// Carrying nothing: no target, and no targets kept.
        mutating func forgetTargets() {
            target = nil
            index = nil
            if !targets.isEmpty { targets = [] }
            revision = nil
            enclosing = nil
        }
    }

    /// One stop of a keyboard drag: the hover it stands for, its name, and where its insertion point is.
    struct KeyboardTarget {
        var hover: DragSession.Hover
        var name: Name
        /// Where the keyboard puts the drag: a receiver's centre. For a place among a list's rows,
        /// see ``spot``.
        var centre: Point
        /// For a place among a list's rows: its parent row and the height its point is level
        /// with. The point is worked out from the rows when read (``DragDispatcher/point(of:)``),
        /// so rows moved (a scroll) move it without finding the targets again.
        var spot: (parent: Int, height: ListLayout.SpotHeight)?

        /// A target named by what stays put when rows come and go: a receiver taking drops as a
        /// whole, or a place among a list's rows named by its neighbour (``ListLayout/Anchor``).
        enum Name: Hashable, Sendable {
            case onto(ReceiverID)
            case among(ReceiverID, ListLayout.Anchor)
        }
    }

    /// The source the keyboard is on, if any. It stays on a source removed or disabled (a row
    /// laid out again keeps it); ``keyboardFocusIsPresent`` tells whether a pick-up would find it.
    public var keyboardFocus: SourceID? { keyboard.focus }

    /// Whether the keyboard's focus is on a source the dispatcher has, enabled: `false` with
    /// nothing focused, or when the focused source was removed or disabled (a row whose task was
    /// completed elsewhere — focus another), where `pickUp` does nothing. `true` says a pick-up
    /// finds the source, not that it lifts it: a source a pointer holds refuses the keyboard
    /// (`pressRefused`), and while the keyboard carries something a pick-up does nothing.
    /// - Complexity: O(1).
    public var keyboardFocusIsPresent: Bool {
        guard let focus = keyboard.focus, let handle = sourceHandles[focus], let record = sources[Int(handle.rawValue)] else { return false }
        return record.source.isEnabled
    }

    mutating func handleKey(_ key: KeyInput, at time: Instant, into actions: inout [DragAction]) {
        let carrying = sessionIndex(.keyboard)
        if carrying == nil { keyboard.forgetTargets() }
        switch key {
        case .focus(let source):
            guard sourceHandles[source] != nil else {
                actions.append(.inputRejected(.keyboard, reason: .unknownSource(source)))
                return
            }
            keyboard.focus = source
        case .pickUp:
            guard carrying == nil else { return } // Already carrying: only drop, cancel or Escape end it.
            pickUp(at: time, into: &actions)
        case .next, .previous:
            guard let i = carrying else { return }
            let targets = currentKeyboardTargets(i)
            let current = keyboard.target.flatMap { name in
                keyboard.index.flatMap { targets.indices.contains($0) && targets[$0].name == name ? $0 : nil }
                    ?? targets.firstIndex { $0.name == name }
            }
            let step: Int?
            if key == .next {
                step = current.map { $0 + 1 < targets.count ? $0 + 1 : nil } ?? (targets.isEmpty ? nil : 0)
            } else {
                step = current.map { $0 > 0 ? $0 - 1 : nil } ?? (targets.isEmpty ? nil : targets.count - 1)
            }
            moveKeyboardTarget(i, to: step, of: targets, at: time, into: &actions)
        case .target(let receiver):
            guard let handle = receivers.handles[receiver] else {
                actions.append(.inputRejected(.keyboard, reason: .unknownReceiver(receiver)))
                return
            }
            guard let i = carrying else { return } // As next: carrying nothing, nothing to move.
            let targets = currentKeyboardTargets(i)
            guard let step = targets.firstIndex(where: { $0.hover.handle == handle }) else {
                let reason: InputRejection = switch receivers.records.ruleVerdict(handle.rawValue, carrying: sessions[i].grip) {
                case .rejects(let why): .receiverRefuses(receiver, reason: why)
                case .accepts, .blocked: .everyPlaceBlocked(receiver)
                }
                actions.append(.inputRejected(.keyboard, reason: reason))
                return
            }
            moveKeyboardTarget(i, to: step, of: targets, at: time, into: &actions)
        case .drop:
            guard let i = carrying, let position = sessions[i].position else { return }
            sessions[i].release(at: position, at: time, hover: sessions[i].hover, names: receivers.records, into: &actions)
            keyboard.forgetTargets()
            forgetIfIdle(i)
        case .cancel:
            guard let i = carrying else { return }
            sessions[i].cancel(press: .escape, drag: .escape, into: &actions)
            keyboard.forgetTargets()
            forgetIfIdle(i)
        case .activate:
            guard let i = carrying, let hover = sessions[i].hover, let parent = hover.spot.parent,
                  let layout = receivers.records[Int(hover.handle.rawValue)]?.layout else { return }
            switch layout.rows[Int(parent)].node {
            case .container(_, expanded: false, _), .section(_, expanded: false, _):
                actions.append(.dwelled(.keyboard, location: receivers.records.location(of: hover)))
            case .container, .section, .item, .dropZone:
                return // Open already, or not a container: nothing to open.
            }
        }
    }

    /// Moves the keyboard drag in session `i` to `targets[step]` (`nil`: no target), reported as
    /// a pointer moving there is: `next`, `previous` and `target` all land this way.
    private mutating func moveKeyboardTarget(_ i: Int, to step: Int?, of targets: [KeyboardTarget], at time: Instant,
                                             into actions: inout [DragAction]) {
        let target = step.map { targets[$0] }
        keyboard.target = target?.name
        keyboard.index = step
        sessions[i].move(to: target.map(point(of:)) ?? sessions[i].grip.origin, at: time, hover: target?.hover, names: receivers.records,
                         into: &actions)
    }

    private mutating func pickUp(at time: Instant, into actions: inout [DragAction]) {
        guard let focus = keyboard.focus, let handle = sourceHandles[focus], let record = sources[Int(handle.rawValue)],
              record.source.isEnabled else {
            return // Nothing focused, or the focused source is gone or disabled: nothing to lift.
        }
        let source = record.source
        if let holder = carrier(of: source.id) {
            actions.append(.pressRefused(.keyboard, source: source.id, heldBy: holder))
            return
        }
        let grip = DragSession.Grip(source: source.id, payload: source.payload, kindBit: record.kindBit, origin: source.frame.center,
                                    cues: source.cues, company: company(of: source.id), alreadyIn: source.alreadyIn)
        let targets = keyboardTargets(for: grip)
        var nearest: Int?
        for (k, target) in targets.enumerated()
        where nearest.map({ point(of: target).distance(to: grip.origin) < point(of: targets[$0]).distance(to: grip.origin) }) ?? true {
            nearest = k
        }
        keyboard.targets = targets
        keyboard.revision = receivers.revision
        keyboard.index = nearest
        let nearestTarget = nearest.map { targets[$0] }
        // A keyboard has no kind of pointer; the session's kind is never read.
        var session = DragSession(pointer: .keyboard, kind: .mouse, grip: grip, reduceMotion: configuration.reduceMotion)
        session.press(activation: .immediate, at: time, hover: nearestTarget?.hover, names: receivers.records, into: &actions)
        if let nearestTarget { session.move(to: point(of: nearestTarget), at: time, hover: nearestTarget.hover, names: receivers.records, into: &actions) }
        keyboard.target = nearestTarget?.name
        sessions.append(session)
    }

    /// The rows under the keyboard drag were laid out again, or a receiver changed: the target is
    /// found again by name — the same receiver, or the place before the same row or at the end of
    /// the same container — and reported when its position changed. When it is gone because the
    /// folder or section it lay in was closed (a finger's tap), or one around it, the target is that
    /// closed one's end, its one place now, as the keyboard stops there (``closedContainerEnd(among:)``);
    /// when it is gone otherwise, the drag is over no target.
    /// `before` is the target's location named against the old rows, when its rows were laid out again.
    mutating func refreshKeyboardTarget(_ i: Int, vanished: VanishedReceiver?, before: DropLocation?,
                                        at time: Instant, into actions: inout [DragAction]) {
        let targets = currentKeyboardTargets(i)
        // The target where it stood, unless the targets were found again: then by its name.
        let kept = keyboard.index.map { $0 < targets.count && targets[$0].name == keyboard.target } ?? false
        if !kept { keyboard.index = keyboard.target.flatMap { name in targets.firstIndex { $0.name == name } } }
        if keyboard.index == nil, keyboard.target != nil, before != nil, let end = closedContainerEnd(among: targets) {
            keyboard.index = end
            keyboard.target = targets[end].name
        }
        let found = keyboard.index.map { targets[$0] }
        if found == nil { keyboard.target = nil }
        let same = found.map { found in before.map { $0 == receivers.records.location(of: found.hover) } ?? true } ?? true
        sessions[i].receiversChanged(vanished: vanished, hover: found?.hover, renumbered: same, at: time, names: receivers.records,
                                     into: &actions)
        if let found { sessions[i].move(to: point(of: found), at: time, hover: found.hover, names: receivers.records, into: &actions) }
    }

    /// Where the keyboard's place goes when the rows it lay among were laid out again without it:
    /// walking out from the innermost container or section it lay in (``KeyboardState/enclosing``)
    /// past those now hidden, the first that has a row — when that one is closed, the index of its
    /// end among `targets`. `nil` when it is open (the place went for another reason: the row it
    /// came before left), when its end is no target (blocked), or when the place lay in none.
    /// - Complexity: O(d + t) for d containers around the place and t targets.
    private func closedContainerEnd(among targets: [KeyboardTarget]) -> Int? {
        guard let enclosing = keyboard.enclosing, let record = receivers.records[Int(enclosing.handle.rawValue)],
              let layout = record.layout else { return nil }
        for id in enclosing.ids {
            guard let row = layout.containerRow(named: id) else { continue } // hidden in a closed one, or gone
            switch layout.rows[row].node {
            case .container(_, expanded: false, _), .section(_, expanded: false, _):
                let end = KeyboardTarget.Name.among(record.receiver.id, .end(of: id))
                return targets.firstIndex { $0.name == end }
            case .container, .section, .item, .dropZone:
                return nil
            }
        }
        return nil
    }

    /// The rows of a list moved (the same rows: a scroll): when the keyboard's targets were
    /// current before, they stay current — their points among the rows are read from the rows.
    /// `wasCurrent`: whether they were, before the rows moved.
    /// - Complexity: O(1).
    mutating func keyboardRowsMoved(wasCurrent: Bool) {
        if wasCurrent { keyboard.revision = receivers.revision }
    }

    /// Where the keyboard puts a drag over `target`: its receiver's centre, or for a place
    /// among a list's rows, level with the row edge it names, where the rows are now.
    func point(of target: KeyboardTarget) -> Point {
        guard let spot = target.spot, let record = receivers.records[Int(target.hover.handle.rawValue)], let layout = record.layout else {
            return target.centre
        }
        return layout.keyboardPoint(parent: spot.parent, height: spot.height, in: record.receiver.frame)
    }

    /// The targets of the keyboard drag in session `i`, found again only when a receiver changed since.
    /// - Complexity: O(1) when no receiver changed; otherwise as ``keyboardTargets(for:)``.
    private mutating func currentKeyboardTargets(_ i: Int) -> [KeyboardTarget] {
        if keyboard.revision != receivers.revision {
            keyboard.targets = keyboardTargets(for: sessions[i].grip)
            keyboard.revision = receivers.revision
            keyboard.index = nil
        }
        return keyboard.targets
    }

    /// Every valid target of a keyboard drag of `grip`, in the keyboard's order (see above).
    /// - Complexity: O(r log r + n) for r receivers and n rows.
    func keyboardTargets(for grip: DragSession.Grip) -> [KeyboardTarget] {
        var handles: [(frame: Rect, raw: Int32)] = []
        for (i, record) in receivers.records.slots.enumerated() {
            guard let record, receivers.accepts(Int32(i), carrying: grip) else { continue }
            handles.append((record.receiver.frame, Int32(i)))
        }
        handles.sort { ($0.frame.minY, $0.frame.minX, $0.raw) < ($1.frame.minY, $1.frame.minX, $1.raw) }
        var targets: [KeyboardTarget] = []
        for (frame, raw) in handles {
            let handle = LayeredIndex.Handle(rawValue: raw)
            let receiver = receivers.records[Int(raw)]!.receiver
            func add(_ spot: DragSession.Spot, origin: DragSession.Spot?, at point: Point, name: KeyboardTarget.Name,
                     among: (parent: Int, height: ListLayout.SpotHeight)? = nil) {
                // A receiver's location rule speaks of places among its rows, as under a pointer.
                if case .among = spot, let rule = receiver.blocks {
                    let location = receivers.records.location(spot, in: handle)
                    if grip.firstCarried(where: { rule.blockReason(for: $0, at: location) != nil }) != nil { return }
                }
                let hover = DragSession.Hover(handle: handle, spot: spot, origin: origin, judgement: .accepts, dwell: nil)
                targets.append(KeyboardTarget(hover: hover, name: name, centre: point, spot: among))
            }
            switch receiver.placement {
            case .onto:
                add(.onto, origin: nil, at: frame.center, name: .onto(receiver.id))
            case .amongRows:
                guard let layout = receivers.records[Int(raw)]?.layout else {
                    add(.among(parent: -1, index: 0), origin: nil, at: frame.center, name: .among(receiver.id, .end(of: nil)))
                    continue
                }
                let dragged = layout.row(of: grip.source)
                let origin = dragged.map { DragSession.Spot.among(parent: layout.parentRow[$0], index: layout.ordinal[$0]) }
                for spot in layout.keyboardSpots(dragged: dragged, carried: grip.company?.rows(in: layout) ?? []) {
                    add(.among(parent: Int32(spot.parent), index: Int32(spot.index)), origin: origin,
                        at: frame.center, name: .among(receiver.id, spot.anchor),
                        among: (spot.parent, spot.height))
                }
            }
        }
        return targets
    }
}
