import DropGeometry

/// Highlights, explanations and previews: read-only questions about the engine.
extension DragDispatcher {
    /// The highlight `id` should show now.
    ///
    /// `targeted` when an accepted drag is over it, else `rejecting` when a refused drag (or one
    /// at a location it blocks) is over it, else `canAccept` while any drag it accepts is under way, else `idle`.
    /// Disabled and unknown receivers are `idle`.
    /// - Complexity: O(p) for p active pointers.
    public func highlight(of id: ReceiverID) -> Highlight {
        guard let handle = receivers.handles[id], receivers.isEnabled(handle.rawValue) else { return .idle }
        var result = Highlight.idle
        for session in sessions.all where session.isDragging {
            if let hover = session.hover, hover.handle == handle {
                switch hover.judgement {
                case .accepts: return .targeted
                case .rejects, .blocked: result = .rejecting
                }
            } else if result == .idle, receivers.accepts(handle.rawValue, carrying: session.grip) {
                result = .canAccept
            }
        }
        return result
    }

    /// Whether receiver `id` takes drops (``setEnabled(_:receiver:into:)`` changes it); `nil` when
    /// no receiver with this id is registered.
    /// - Complexity: O(1).
    public func isEnabled(receiver id: ReceiverID) -> Bool? {
        receivers.handles[id].map { receivers.isEnabled($0.rawValue) }
    }

    /// Every receiver at `point`, topmost first, enabled or not.
    /// - Complexity: O(L + k log k), see ``LayeredIndex/all(at:)``.
    public func receivers(at point: Point) -> [ReceiverID] {
        receivers.index.all(at: point).map { receivers.records.id($0) }
    }

    /// The topmost receiver at `point`, enabled or not, whatever it accepts: what lies on top there.
    /// - Complexity: O(1) when the index's topmost grid answers (most points), else O(L + k); no allocation.
    public func topmostReceiver(at point: Point) -> ReceiverID? {
        receivers.index.topmost(at: point).map { receivers.records.id($0) }
    }

    /// The topmost enabled receiver at `point` that accepts `payload`, skipping those that refuse.
    /// - Complexity: O(L + k), no allocation.
    public func topmostReceiver(at point: Point, accepting payload: Payload) -> ReceiverID? {
        guard let (handle, judgement) = receivers.resolveTarget(at: point, payload: payload, kindBit: receivers.knownKindBit(payload.kind)),
              judgement == .accepts else { return nil }
        return receivers.records.id(handle)
    }

    /// Why a drag of `payload` at `point` would have the target it has: every receiver under
    /// the point, topmost first, with its verdict, then those a `.closestCenter` collision
    /// reaches, and the one that wins.
    /// - Complexity: O(L + k log k) for the k receivers under the point (L occupied levels of
    ///   the index), each judged by its rule; when some receiver's collision is not `.pointer`,
    ///   plus the proximity index's query, O(L + j log j) for the j receivers it reaches; then one
    ///   hit test for the target. Allocates the explanation's arrays.
    public func explain(at point: Point, payload: Payload) -> HitExplanation {
        let records = receivers.records
        let candidates = candidates(at: point, dragged: nil) { raw in
            let receiver = records[Int(raw)]!.receiver
            return receiver.isEnabled ? receiver.accepts.verdict(for: payload) : .rejects(.disabled)
        }
        let target = receivers.resolveTarget(at: point, payload: payload, kindBit: receivers.knownKindBit(payload.kind)).map { handle, _ in
            let receiver = records[Int(handle.rawValue)]!.receiver
            return (receiver.id, receiver.accepts.verdict(for: payload))
        }
        return HitExplanation(point: point, payload: payload, candidates: candidates, target: target?.0, targetVerdict: target?.1)
    }

    /// The explanation for the drag `pointer` is making now, or `nil` when it is not dragging:
    /// judged as everything it carries (see ``explain(at:pointer:)``).
    public func explain(pointer: PointerID) -> HitExplanation? {
        guard let session = dragging(pointer), let position = session.position else { return nil }
        return explain(at: position, carrying: session.grip, previous: session.hover,
                       remembered: session.rememberedRows)
    }

    /// Why a drag of what `pointer` holds (pressing or dragging) would have the target it has at
    /// `point`, as ``explain(at:payload:)`` says, each verdict judged as the drag is: on
    /// everything it carries — for a drag of a selection, every selected source's payload (a
    /// receiver refusing one refuses it) — and refused by a receiver it is already in
    /// (``DragSource/alreadyIn``); `nil` when the pointer holds nothing. The target is the one a
    /// move of the drag to `point` would find: a `.rectIntersection` receiver by the dragged
    /// item's rectangle there, a sticky target kept in a gap of its parent, the verdict at the
    /// place a drop would land (`blocked` where the dragged row may not go).
    /// - Complexity: as ``explain(at:payload:)``, times the k sources a selection's drag carries.
    public func explain(at point: Point, pointer: PointerID) -> HitExplanation? {
        sessions.slot(of: pointer).map {
            explain(at: point, carrying: sessions[$0].grip, previous: sessions[$0].hover, remembered: sessions[$0].rememberedRows)
        }
    }

    private func explain(at point: Point, carrying grip: DragSession.Grip, previous: DragSession.Hover?,
                         remembered: DragSession.Hover?) -> HitExplanation {
        let records = receivers.records
        let dragged = receivers.proximity.isEmpty ? nil : grip.draggedFrame(at: point)
        var candidates = candidates(at: point, dragged: dragged) { records.ruleVerdict($0, carrying: grip) }
        let hover = receivers.target(at: point, for: grip, previous: previous, remembered: remembered)
        if let hover, hover.sticky {
            let reach: HitExplanation.Reach = receivers.isInEdgeBand(point, of: hover.handle)
                ? .edgeBand(outside: Self.distance(from: point, outside: receivers.index.frame(of: hover.handle)),
                            hysteresis: records[Int(hover.handle.rawValue)]?.receiver.edgeHysteresis ?? 0)
                : .sticky
            candidates.append(candidate(hover.handle.rawValue, reach: reach, verdict: records.ruleVerdict(hover.handle.rawValue, carrying: grip)))
        }
        return HitExplanation(point: point, payload: grip.payload, carried: grip.company?.members.map(\.payload) ?? [], candidates: candidates,
                              target: hover.map { records.id($0.handle) }, targetVerdict: hover.map { records.verdict(of: $0, for: grip) })
    }

    /// How far `point` lies outside `frame`: the larger of the distances across and down to it (0 inside).
    private static func distance(from point: Point, outside frame: Rect) -> Double {
        Swift.max(frame.minX - point.x, point.x - frame.maxX, frame.minY - point.y, point.y - frame.maxY, 0)
    }

    /// The receivers under `point`, topmost first, then those step 2 of the collision order
    /// reaches there (with the dragged item at `dragged`), best first, each with `verdict`.
    private func candidates(at point: Point, dragged: Rect?, verdict: (Int32) -> Verdict) -> [HitExplanation.Candidate] {
        let under = receivers.index.all(at: point)
        var candidates = under.map { candidate($0.rawValue, reach: .pointer, verdict: verdict($0.rawValue)) }
        guard !receivers.proximity.isEmpty else { return candidates }
        let listed = Set(under)
        for (handle, reach) in receivers.reachedByCollision(at: point, dragged: dragged) where !listed.contains(handle) {
            candidates.append(candidate(handle.rawValue, reach: reach, verdict: verdict(handle.rawValue)))
        }
        return candidates
    }

    private func candidate(_ raw: Int32, reach: HitExplanation.Reach, verdict: Verdict) -> HitExplanation.Candidate {
        let receiver = receivers.records[Int(raw)]!.receiver
        return HitExplanation.Candidate(receiver: receiver.id, z: receiver.z, tag: receiver.tag, verdict: verdict, reach: reach)
    }

    /// How the rows of the list under `pointer`'s drag should shift, and where its insertion line
    /// is drawn, or `nil` when the drag is not over a place among a list's rows (over no receiver,
    /// or one that refuses the payload: see ``hover(of:)``).
    ///
    /// For every list, flat or a tree, ``ListPreview/slot`` is the row the line is drawn above,
    /// ``ListPreview/lineY`` its height and ``ListPreview/depth`` its indent, so a renderer draws it
    /// without knowing the tree's rules. A tree's rows do not shift (`shifted` is empty): its
    /// renderer draws the line instead. At a place the list blocks (a folder into itself) the
    /// preview is ``ListPreview/refused``: no row shifts, and the line is where the refusal is drawn.
    /// - Complexity: O(1) for a flat list; for a tree as ``ListLayout/insertionLine(parent:index:)``,
    ///   plus a lookup of the dragged source's row. Nothing is worked out by a pointer move.
    public func preview(for pointer: PointerID) -> ListPreview? {
        guard let session = dragging(pointer), let hover = session.hover, case .among(let parent, let index) = hover.spot,
              let record = receivers.records[Int(hover.handle.rawValue)], let layout = record.layout
        else { return nil }
        let refused: Bool
        switch hover.judgement {
        case .accepts: refused = false
        case .blocked: refused = true
        case .rejects: return nil // Spotted only onto the receiver: a refusing one has no place among its rows.
        }
        let line = layout.insertionLine(parent: Int(parent), index: Int(index))
        let lineY = layout.y(of: line.height, in: receivers.index.frame(of: hover.handle))
        let depth = layout.depth(inside: Int(parent))
        // A tree's rows never shift (its renderer draws the line): nothing to animate. A flat list's
        // rows animate even where none is shifted: those shifted for the last place move back.
        let animation = session.reduceMotion || layout.isTree ? nil : record.receiver.cues.rowShift
        guard !layout.isTree, !refused else {
            let fromRow = layout.isTree ? session.grip.row(in: layout) : hover.origin?.topLevelIndex
            return ListPreview(receiver: record.receiver.id, slot: line.row, fromRow: fromRow, shifted: line.row..<line.row,
                               offset: 0, animation: animation, lineY: lineY, depth: depth, refused: refused)
        }
        let fromRow = hover.origin?.topLevelIndex
        let shift = layout.shift(slot: line.row, from: fromRow)
        return ListPreview(receiver: record.receiver.id, slot: line.row, fromRow: fromRow, shifted: shift.rows, offset: shift.offset,
                           animation: animation, lineY: lineY, depth: depth)
    }

    /// Where `pointer`'s drag would land now and the verdict there, or `nil` when it is not
    /// dragging over a receiver: what a renderer draws an insertion line (or a refusal) from.
    /// - Complexity: O(1) for a drag the receiver accepts (its hover is kept, not looked up);
    ///   one it refuses or blocks is judged again for the reason, O(k) for the k sources a
    ///   selection's drag carries.
    public func hover(of pointer: PointerID) -> (location: DropLocation, verdict: Verdict)? {
        guard let session = dragging(pointer), let hover = session.hover else { return nil }
        return (receivers.records.location(of: hover), receivers.records.verdict(of: hover, for: session.grip))
    }

    /// What `pointer` holds while pressing or dragging, or `nil` when it holds nothing.
    public func payload(of pointer: PointerID) -> Payload? {
        sessions.slot(of: pointer).map { sessions[$0].grip.payload }
    }

    /// The pointers pressing or dragging now, in the order they went down.
    public var activePointers: [PointerID] { sessions.all.map(\.pointer) }

    /// What `pointer` is dragging and where, or `nil` when it is not dragging.
    /// - Complexity: O(1): the pointer's session (a scan of at most 8, else a hash lookup) and
    ///   its hover, kept.
    public func drag(of pointer: PointerID) -> (source: SourceID, payload: Payload, position: Point, over: ReceiverID?)? {
        guard let session = dragging(pointer), let position = session.position else { return nil }
        return (session.grip.source, session.grip.payload, position, session.hover.map { receivers.records.id($0.handle) })
    }

    /// The session of `pointer` while it is dragging.
    private func dragging(_ pointer: PointerID) -> DragSession? {
        sessions.slot(of: pointer).map { sessions[$0] }.flatMap { $0.isDragging ? $0 : nil }
    }
}
