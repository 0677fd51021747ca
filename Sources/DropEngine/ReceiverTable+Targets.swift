import DropGeometry

/// Hit testing for drags, and naming what a hover found: the hot path of every pointer move.
extension ReceiverTable {
    /// The receiver a drag of `grip` at `point` is over: where a drop would land, the verdict
    /// there, where the dragged row stands, and how long a rest takes to dwell. No allocation,
    /// no string compared or hashed for a receiver that takes drops as a whole: one index query
    /// filtered by the cached verdict bits, and a binary search over the rows of a list.
    ///
    /// `previous` is the drag's target until now, when it still names the same rows: a slot
    /// among them changes only past the receiver's hysteresis, a sticky receiver stays the
    /// target in a gap of its parent (see ``DropReceiver/isSticky``), and one with an edge
    /// hysteresis stays it just outside its frame (``DropReceiver/edgeHysteresis``).
    /// A drag back over rows it left is held by the slot it had there: see
    /// ``target(at:for:previous:remembered:)``.
    ///
    /// A drag of a selection (``DragSession/Grip/company``) is taken only by a receiver that takes
    /// every payload it carries, and is blocked where any row it carries may not go. A receiver
    /// the drag is already in (``DragSession/Grip/refusedBy``) refuses it.
    func target(at point: Point, for grip: DragSession.Grip, previous: DragSession.Hover? = nil) -> DragSession.Hover? {
        let draggedFrame = proximity.isEmpty ? nil : grip.draggedFrame(at: point)
        // A drag of a selection, or one some receiver refuses as already holding it, is judged by a
        // resolver of its own: the path of one source alone stays as it was.
        let resolved = grip.isAlone
            ? resolveTarget(at: point, payload: grip.payload, kindBit: grip.kindBit, dragged: draggedFrame)
            : resolveTarget(at: point, carrying: grip, dragged: draggedFrame)
        // One read for a receiver that keeps no target outside itself (most): the record is asked only for those that can.
        if let previous, hot[Int(previous.handle.rawValue)].canKeep, resolved?.0 != previous.handle,
           let kept = keep(previous, at: point, resolved: resolved?.0, grip: grip) {
            return kept
        }
        guard let (handle, judgement) = resolved else { return nil }
        return hover(of: handle, judgement: judgement, at: point, grip: grip, previous: previous)
    }

    /// ``target(at:for:previous:)``, where a drag that has just come (back) over a receiver's rows
    /// and `remembered` is its last hover among that receiver's rows (the slot it had there, while
    /// that receiver's rows are the rows they were: ``DragSession/rememberedRows``) is held by that
    /// slot, by the receiver's hysteresis, as though it had never left: a finger jittering across
    /// a list's side does not flip the slot. (A pointer move does the same in
    /// `DragDispatcher.target(ofSession:at:)`, reading the session's memory only then.)
    func target(at point: Point, for grip: DragSession.Grip, previous: DragSession.Hover?,
                remembered: DragSession.Hover?) -> DragSession.Hover? {
        let hover = target(at: point, for: grip, previous: previous)
        guard let hover, hover.slot >= 0, hover.handle != previous?.handle,
              let remembered, remembered.handle == hover.handle else { return hover }
        return target(at: point, for: grip, previous: remembered)
    }

    /// The hover of a drag of `grip` at `point` over receiver `handle`, which says `judgement` to
    /// it: the spot among its rows (held by `previous`, the drag's hover until now, when it was
    /// over the same receiver, by the receiver's hysteresis), where the dragged row stands, whether the spot is blocked, and how
    /// long a rest there takes to dwell.
    @inline(__always)
    func hover(of handle: LayeredIndex.Handle, judgement: DragSession.Judgement, at point: Point, grip: DragSession.Grip,
                       previous: DragSession.Hover?) -> DragSession.Hover {
        let raw = Int(handle.rawValue)
        let facts = hot[raw]
        var hover = DragSession.Hover(handle: handle, spot: .onto, origin: nil, judgement: judgement, dwell: facts.dwell)
        guard judgement == .accepts, facts.amongRows else { return hover }
        if let layout = records[raw]?.layout {
            let dragged = grip.row(in: layout)
            var kept: Int?
            var held: ListLayout.Held?
            // A section opened under the pointer holds its end even without a hysteresis (on its title row).
            if let previous, previous.handle == handle, previous.slot >= 0, let h = records[raw]?.receiver.slotHysteresis, h > 0 || previous.opened {
                if h > 0 { kept = layout.slot(at: point.y, holding: Int(previous.slot), hysteresis: h) }
                if case .among(let parent, let index) = previous.spot { held = (parent, index, h, previous.opened) }
            }
            let spot = layout.location(at: point, dragged: dragged, slot: kept, held: held)
            hover.spot = .among(parent: Int32(spot.parent), index: Int32(spot.index))
            hover.slot = Int32(spot.slot)
            hover.opened = spot.opened
            if let dragged { hover.origin = .among(parent: layout.parentRow[dragged], index: layout.ordinal[dragged]) }
            if layout.blocks(dragged: dragged, parent: spot.parent)
                || spot.parent >= 0 && grip.company?.blocks(in: layout, parent: spot.parent) == true {
                hover.judgement = .blocked
            }
            // In a tree only a rest on a collapsed container's middle half, or a collapsed section's title, dwells: it springs open.
            if layout.isTree && spot.spring == nil { hover.dwell = nil }
        } else {
            hover.spot = .among(parent: -1, index: 0)
        }
        if hover.judgement == .accepts, let rule = records[raw]?.receiver.blocks {
            let location = records.location(hover.spot, in: handle)
            if grip.firstCarried(where: { rule.blockReason(for: $0, at: location) != nil }) != nil { hover.judgement = .blocked }
        }
        if hover.judgement != .accepts { hover.dwell = nil }
        return hover
    }

    /// The target at `point` by ``DropReceiver/Collision``'s order: the topmost enabled receiver
    /// there that accepts `payload`; failing that, the best accepting receiver near it (when
    /// some receiver's collision is not `.pointer`); failing that, the topmost enabled receiver
    /// there, refusing; failing that, `nil`. `dragged` is the dragged item's rectangle, for
    /// `.rectIntersection`. Two early-exit index queries at most, each candidate judged by its
    /// cached verdict bits.
    @inline(__always)
    func resolveTarget(at point: Point, payload: Payload, kindBit: UInt64, dragged: Rect? = nil) -> (LayeredIndex.Handle, DragSession.Judgement)? {
        if let accepting = index.topmost(at: point, where: { accepts($0.rawValue, payload, kindBit: kindBit) }) {
            return (accepting, .accepts)
        }
        if !proximity.isEmpty, let near = nearestByCollision(at: point, payload: payload, kindBit: kindBit, dragged: dragged) {
            return (near, .accepts)
        }
        guard let refusing = index.topmost(at: point, where: { isEnabled($0.rawValue) }) else { return nil }
        return (refusing, .rejects)
    }

    /// The target at `point` of a drag of `grip`, by the same order as
    /// ``resolveTarget(at:payload:kindBit:dragged:)``, each receiver asked whether it takes
    /// everything the drag carries and is not one it is already in (``accepts(_:carrying:)``):
    /// a drag of a selection, or of a source naming receivers it is in.
    func resolveTarget(at point: Point, carrying grip: DragSession.Grip, dragged: Rect? = nil) -> (LayeredIndex.Handle, DragSession.Judgement)? {
        if let accepting = index.topmost(at: point, where: { accepts($0.rawValue, carrying: grip) }) {
            return (accepting, .accepts)
        }
        if !proximity.isEmpty, let near = nearestByCollision(at: point, dragged: dragged, accepting: { accepts($0, carrying: grip) }) {
            return (near, .accepts)
        }
        guard let refusing = index.topmost(at: point, where: { isEnabled($0.rawValue) }) else { return nil }
        return (refusing, .rejects)
    }
}

/// Naming a hover, for the actions that report it.
extension ReceiverRecords {
    /// The id of the receiver at `handle`, which must be registered.
    func id(_ handle: LayeredIndex.Handle) -> ReceiverID { slots[Int(handle.rawValue)]!.receiver.id }

    /// The location a hover found.
    func location(of hover: DragSession.Hover) -> DropLocation { location(hover.spot, in: hover.handle) }

    /// Where the dragged row stands among the hovered receiver's rows, when it is one of them.
    func origin(of hover: DragSession.Hover) -> DropLocation? { hover.origin.map { location($0, in: hover.handle) } }

    /// `spot` spelled as a ``DropLocation`` of the receiver at `handle`.
    func location(_ spot: DragSession.Spot, in handle: LayeredIndex.Handle) -> DropLocation {
        let id = id(handle)
        switch spot {
        case .onto:
            return .onto(id)
        case .among(let parent, let index):
            guard parent >= 0, let layout = slots[Int(handle.rawValue)]?.layout else {
                return .among(id, parent: nil, index: Int(index), depth: 0)
            }
            return .among(id, parent: layout.nodeID(Int(parent)), index: Int(index), depth: layout.depth(inside: Int(parent)))
        }
    }

    /// Whether the receiver at handle `raw` refuses a drag of `grip` as one it is already in
    /// (``DragSession/Grip/refusedBy``). Nothing read for a grip naming none (most); otherwise the
    /// receiver's id compared with each named.
    @inline(__always)
    func refuses(_ raw: Int32, _ grip: DragSession.Grip) -> Bool {
        guard !grip.refusedBy.isEmpty, let id = slots[Int(raw)]?.receiver.id else { return false }
        return grip.refusedBy.contains(id)
    }

    /// The verdict of the rule of the receiver at handle `raw` on everything a drag of `grip`
    /// carries, wherever it lands: `rejects(.disabled)` when it is disabled, else the first
    /// carried payload the rule refuses, else ``RejectReason/alreadyThere(_:)`` when the drag is
    /// already in it, else `accepts`. What an explanation lists for each receiver under the point.
    func ruleVerdict(_ raw: Int32, carrying grip: DragSession.Grip) -> Verdict {
        guard let receiver = slots[Int(raw)]?.receiver, receiver.isEnabled else { return .rejects(.disabled) }
        if let refused = grip.firstCarried(where: { receiver.accepts.verdict(for: $0) != .accepts }) {
            return receiver.accepts.verdict(for: refused.payload)
        }
        return refuses(raw, grip) ? .rejects(.alreadyThere(grip.source)) : .accepts
    }

    /// The verdict a hover of `grip` found, with its reason (see ``judged(_:for:)``). Asked each
    /// time a drag enters a receiver: a drag of one source asks the rule once, names nothing.
    func verdict(of hover: DragSession.Hover, for grip: DragSession.Grip) -> Verdict {
        switch hover.judgement {
        case .accepts:
            return .accepts
        case .rejects:
            // A drag of a selection may be refused for another source it carries, or any drag for being there already.
            if !grip.isAlone { return judged(hover, for: grip).verdict }
            // Optional chaining reads the record in place.
            return slots[Int(hover.handle.rawValue)]?.receiver.accepts.verdict(for: grip.payload) ?? .rejects(.disabled)
        case .blocked:
            return judged(hover, for: grip).verdict
        }
    }

    /// The verdict a hover of `grip` found, with its reason, and the carried source the reason
    /// is about: the dragged source, or for a drag of a selection the first source it carries
    /// that the receiver refuses, or whose row (or payload, by the receiver's location rule) is
    /// blocked there — a header carried among tasks over a receiver that takes no header. A
    /// receiver whose rule takes all it carries, but that the drag is already in, refuses it as
    /// ``RejectReason/alreadyThere(_:)``, of the dragged source.
    func judged(_ hover: DragSession.Hover, for grip: DragSession.Grip) -> (verdict: Verdict, source: SourceID) {
        let i = Int(hover.handle.rawValue)
        switch hover.judgement {
        case .accepts:
            return (.accepts, grip.source)
        case .rejects:
            // Optional chaining reads the record in place.
            guard let refused = grip.firstCarried(where: { slots[i]?.receiver.accepts.verdict(for: $0) != .accepts }) else {
                if slots[i]?.receiver.isEnabled == true, refuses(hover.handle.rawValue, grip) { return (.rejects(.alreadyThere(grip.source)), grip.source) }
                return (.rejects(.disabled), grip.source) // Refused, though its rule takes everything carried: not a receiver now.
            }
            return (slots[i]?.receiver.accepts.verdict(for: refused.payload) ?? .rejects(.disabled), refused.source)
        case .blocked:
            let wanted = location(of: hover)
            if let layout = slots[i]?.layout, let parent = hover.spot.parent, let row = grip.blockingRow(in: layout, parent: Int(parent)) {
                return (.blocked(wanted: wanted, reason: layout.blockReason(dragged: row, parent: Int(parent)) ?? ""), layout.rows[row].source ?? grip.source)
            }
            if let rule = slots[i]?.receiver.blocks, let blocked = grip.firstCarried(where: { rule.blockReason(for: $0, at: wanted) != nil }) {
                return (.blocked(wanted: wanted, reason: rule.blockReason(for: blocked.payload, at: wanted) ?? ""), blocked.source)
            }
            return (.blocked(wanted: wanted, reason: ""), grip.source)
        }
    }
}
