import DropGeometry

/// Hit testing, highlights, explanations and previews: read-only questions about the engine.
extension DragDispatcher {
    /// The receiver a drag of `grip` at `point` is over: where a drop would land, its verdict,
    /// and where the dragged row stands. This is the hot path of every move: no allocation,
    /// one index query, and a binary search over the rows of a receiver that takes positions.
    func target(at point: Point, for grip: DragSession.Grip) -> DragSession.Hover? {
        guard let (handle, ruleVerdict) = resolveTarget(at: point, payload: grip.payload) else { return nil }
        let record = receivers[Int(handle.rawValue)]!
        let receiver = record.receiver
        var verdict = ruleVerdict
        var location = DropLocation.onto(receiver.id)
        var origin: DropLocation?
        var dwell = receiver.dwell
        if receiver.placement == .amongRows, verdict == .accepts {
            if let layout = record.layout {
                let dragged = layout.rowBySource[grip.source]
                let spot = layout.location(at: point, dragged: dragged)
                location = Self.location(in: receiver.id, layout: layout, parent: spot.parent, index: spot.index)
                if let dragged {
                    let index = Int(layout.ordinal[dragged])
                    origin = Self.location(in: receiver.id, layout: layout, parent: Int(layout.parentRow[dragged]), index: index)
                }
                if let reason = layout.blockReason(dragged: dragged, parent: spot.parent) {
                    verdict = .blocked(wanted: location, reason: reason)
                }
                // In a tree only a rest on a collapsed container's middle half dwells: it springs open.
                if layout.isTree && spot.spring == nil { dwell = nil }
            } else {
                location = .among(receiver.id, index: 0)
            }
            if verdict == .accepts, let rule = receiver.blocks, let reason = rule.blockReason(for: grip.payload, at: location) {
                verdict = .blocked(wanted: location, reason: reason)
            }
            if verdict != .accepts { dwell = nil }
        }
        return DragSession.Hover(handle: handle, location: location, verdict: verdict, origin: origin, dwell: dwell)
    }

    /// A location at `index` among the children of the container at row `parent` (-1: the top level).
    private static func location(in receiver: ReceiverID, layout: ListLayout, parent: Int, index: Int) -> DropLocation {
        guard parent >= 0 else { return .among(receiver, parent: nil, index: index, depth: 0) }
        return .among(receiver, parent: layout.nodeID(parent), index: index, depth: layout.rows[parent].depth + 1)
    }

    /// The topmost enabled receiver at `point` that accepts `payload`; failing that, the topmost
    /// enabled receiver with its refusal; failing that, `nil`. Two early-exit index queries at most.
    func resolveTarget(at point: Point, payload: Payload) -> (LayeredIndex.Handle, Verdict)? {
        // Optional chaining reads each record in place; binding `receivers[i]!.receiver` would copy it per candidate.
        if let accepting = receiverIndex.topmost(at: point, where: { handle in
            receivers[Int(handle.rawValue)]?.receiver.isEnabled == true
                && receivers[Int(handle.rawValue)]?.receiver.accepts.verdict(for: payload) == .accepts
        }) {
            return (accepting, .accepts)
        }
        guard let refusing = receiverIndex.topmost(at: point, where: { receivers[Int($0.rawValue)]?.receiver.isEnabled == true }) else {
            return nil
        }
        return (refusing, receivers[Int(refusing.rawValue)]!.receiver.accepts.verdict(for: payload))
    }

    /// The highlight `id` should show now.
    ///
    /// `targeted` when an accepted drag is over it, else `rejecting` when a refused drag (or one
    /// at a location it blocks) is over it, else `canAccept` while any drag it accepts is under way, else `idle`.
    /// Disabled and unknown receivers are `idle`.
    /// - Complexity: O(p) for p active pointers.
    public func highlight(of id: ReceiverID) -> Highlight {
        guard let handle = receiverHandles[id], let record = receivers[Int(handle.rawValue)], record.receiver.isEnabled else {
            return .idle
        }
        var result = Highlight.idle
        for session in sessions {
            guard let drag = session.drag else { continue }
            if let hover = drag.hover, hover.handle == handle {
                switch hover.verdict {
                case .accepts: return .targeted
                case .rejects, .blocked: result = .rejecting
                }
            } else if result == .idle, record.receiver.accepts.verdict(for: drag.grip.payload) == .accepts {
                result = .canAccept
            }
        }
        return result
    }

    /// Every receiver at `point`, topmost first, enabled or not.
    /// - Complexity: O(L + k log k), see ``LayeredIndex/all(at:)``.
    public func receivers(at point: Point) -> [ReceiverID] {
        receiverIndex.all(at: point).map { receivers[Int($0.rawValue)]!.receiver.id }
    }

    /// The topmost enabled receiver at `point` that accepts `payload`, skipping those that refuse.
    /// - Complexity: O(L + k), no allocation.
    public func topmostReceiver(at point: Point, accepting payload: Payload) -> ReceiverID? {
        guard let (handle, verdict) = resolveTarget(at: point, payload: payload), verdict == .accepts else { return nil }
        return receivers[Int(handle.rawValue)]!.receiver.id
    }

    /// Why a drag of `payload` at `point` would have the target it has: every receiver under
    /// the point, topmost first, with its verdict, and the one that wins.
    public func explain(at point: Point, payload: Payload) -> HitExplanation {
        let candidates = receiverIndex.all(at: point).map { handle in
            let receiver = receivers[Int(handle.rawValue)]!.receiver
            return HitExplanation.Candidate(receiver: receiver.id, z: receiver.z, tag: receiver.tag,
                                            verdict: receiver.isEnabled ? receiver.accepts.verdict(for: payload) : .rejects(.disabled))
        }
        let target = resolveTarget(at: point, payload: payload).map { (receivers[Int($0.0.rawValue)]!.receiver.id, $0.1) }
        return HitExplanation(point: point, payload: payload, candidates: candidates, target: target?.0, targetVerdict: target?.1)
    }

    /// The explanation for the drag `pointer` is making now, or `nil` when it is not dragging.
    public func explain(pointer: PointerID) -> HitExplanation? {
        guard let drag = sessions.first(where: { $0.pointer == pointer })?.drag else { return nil }
        return explain(at: drag.position, payload: drag.grip.payload)
    }

    /// How the rows of the list under `pointer`'s drag should shift, or `nil` when the drag
    /// is not over a position among an accepting receiver's rows, or its rows are a tree (whose
    /// renderer draws an insertion line at the location instead).
    public func preview(for pointer: PointerID) -> ListPreview? {
        guard let drag = sessions.first(where: { $0.pointer == pointer })?.drag,
              let hover = drag.hover, hover.verdict == .accepts, let slot = hover.location.topLevelIndex,
              let record = receivers[Int(hover.handle.rawValue)], let layout = record.layout, !layout.isTree
        else { return nil }
        let fromRow = hover.origin?.topLevelIndex
        let shift = layout.shift(slot: slot, from: fromRow)
        return ListPreview(receiver: hover.location.receiver, slot: slot, fromRow: fromRow, shifted: shift.rows, offset: shift.offset,
                           animation: configuration.reduceMotion ? nil : record.receiver.cues.rowShift)
    }

    /// Where `pointer`'s drag would land now and the verdict there, or `nil` when it is not
    /// dragging over a receiver: what a renderer draws an insertion line (or a refusal) from.
    public func hover(of pointer: PointerID) -> (location: DropLocation, verdict: Verdict)? {
        guard let hover = sessions.first(where: { $0.pointer == pointer })?.drag?.hover else { return nil }
        return (hover.location, hover.verdict)
    }

    /// What `pointer` holds while pressing or dragging, or `nil` when it holds nothing.
    public func payload(of pointer: PointerID) -> Payload? {
        sessions.first(where: { $0.pointer == pointer })?.held?.grip.payload
    }

    /// The pointers pressing or dragging now, in the order they went down.
    public var activePointers: [PointerID] { sessions.map(\.pointer) }

    /// What `pointer` is dragging and where, or `nil` when it is not dragging.
    public func drag(of pointer: PointerID) -> (source: SourceID, payload: Payload, position: Point, over: ReceiverID?)? {
        guard let drag = sessions.first(where: { $0.pointer == pointer })?.drag else { return nil }
        return (drag.grip.source, drag.grip.payload, drag.position, drag.hover?.location.receiver)
    }
}

/// Why a drag at a point has the target it has; the replay's `--explain` prints it.
public struct HitExplanation: Hashable, Sendable {
    public struct Candidate: Hashable, Sendable {
        public var receiver: ReceiverID
        public var z: Int
        /// The receiver's ``DropReceiver/tag``.
        public var tag: String
        /// The rule's verdict, or `rejects(.disabled)` for a disabled receiver.
        public var verdict: Verdict

        public init(receiver: ReceiverID, z: Int, tag: String, verdict: Verdict) {
            self.receiver = receiver
            self.z = z
            self.tag = tag
            self.verdict = verdict
        }
    }

    public var point: Point
    public var payload: Payload
    /// Every receiver under the point, topmost first.
    public var candidates: [Candidate]
    /// The receiver the drag is over: the topmost accepting one, or failing that the topmost enabled one.
    public var target: ReceiverID?
    public var targetVerdict: Verdict?

    public init(point: Point, payload: Payload, candidates: [Candidate], target: ReceiverID?, targetVerdict: Verdict?) {
        self.point = point
        self.payload = payload
        self.candidates = candidates
        self.target = target
        self.targetVerdict = targetVerdict
    }
}
