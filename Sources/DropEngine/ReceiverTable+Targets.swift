import DropGeometry

/// Hit testing for drags, and naming what a hover found: the hot path of every pointer move.
extension ReceiverTable {
    /// The receiver a drag of `grip` at `point` is over: where a drop would land, the verdict
    /// there, where the dragged row stands, and how long a rest takes to dwell. No allocation,
    /// no string compared or hashed for a receiver that takes drops as a whole: one index query
    /// filtered by the cached verdict bits, and a binary search over the rows of a list.
    func target(at point: Point, for grip: DragSession.Grip) -> DragSession.Hover? {
        guard let (handle, judgement) = resolveTarget(at: point, payload: grip.payload, kindBit: grip.kindBit) else { return nil }
        let raw = Int(handle.rawValue)
        var hover = DragSession.Hover(handle: handle, spot: .onto, origin: nil, judgement: judgement, dwell: records[raw]?.receiver.dwell)
        guard judgement == .accepts, records[raw]?.receiver.placement == .amongRows else { return hover }
        if let layout = records[raw]?.layout {
            let dragged = grip.row(in: layout)
            let spot = layout.location(at: point, dragged: dragged)
            hover.spot = .among(parent: Int32(spot.parent), index: Int32(spot.index))
            if let dragged { hover.origin = .among(parent: layout.parentRow[dragged], index: layout.ordinal[dragged]) }
            if layout.blocks(dragged: dragged, parent: spot.parent) { hover.judgement = .blocked }
            // In a tree only a rest on a collapsed container's middle half dwells: it springs open.
            if layout.isTree && spot.spring == nil { hover.dwell = nil }
        } else {
            hover.spot = .among(parent: -1, index: 0)
        }
        if hover.judgement == .accepts, let rule = records[raw]?.receiver.blocks,
           rule.blockReason(for: grip.payload, at: records.location(hover.spot, in: handle)) != nil {
            hover.judgement = .blocked
        }
        if hover.judgement != .accepts { hover.dwell = nil }
        return hover
    }

    /// The topmost enabled receiver at `point` that accepts `payload`; failing that, the topmost
    /// enabled receiver, refusing; failing that, `nil`. Two early-exit index queries at most, each
    /// candidate judged by its cached verdict bits.
    func resolveTarget(at point: Point, payload: Payload, kindBit: UInt64) -> (LayeredIndex.Handle, DragSession.Judgement)? {
        if let accepting = index.topmost(at: point, where: { accepts($0.rawValue, payload, kindBit: kindBit) }) {
            return (accepting, .accepts)
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
            return .among(id, parent: layout.nodeID(Int(parent)), index: Int(index), depth: layout.rows[Int(parent)].depth + 1)
        }
    }

    /// The verdict a hover of `grip` found, with its reason.
    func verdict(of hover: DragSession.Hover, for grip: DragSession.Grip) -> Verdict {
        let i = Int(hover.handle.rawValue)
        switch hover.judgement {
        case .accepts:
            return .accepts
        case .rejects:
            // Optional chaining reads the record in place.
            return slots[i]?.receiver.accepts.verdict(for: grip.payload) ?? .rejects(.disabled)
        case .blocked:
            let wanted = location(of: hover)
            let layoutReason = slots[i]?.layout.flatMap { layout in
                hover.spot.parent.flatMap { layout.blockReason(dragged: layout.row(of: grip.source), parent: Int($0)) }
            }
            let reason = layoutReason ?? slots[i]?.receiver.blocks?.blockReason(for: grip.payload, at: wanted) ?? ""
            return .blocked(wanted: wanted, reason: reason)
        }
    }
}
