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

    /// Every receiver at `point`, topmost first, enabled or not.
    /// - Complexity: O(L + k log k), see ``LayeredIndex/all(at:)``.
    public func receivers(at point: Point) -> [ReceiverID] {
        receivers.index.all(at: point).map { receivers.records.id($0) }
    }

    /// The topmost enabled receiver at `point` that accepts `payload`, skipping those that refuse.
    /// - Complexity: O(L + k), no allocation.
    public func topmostReceiver(at point: Point, accepting payload: Payload) -> ReceiverID? {
        guard let (handle, judgement) = receivers.resolveTarget(at: point, payload: payload, kindBit: receivers.knownKindBit(payload.kind)),
              judgement == .accepts else { return nil }
        return receivers.records.id(handle)
    }

    /// Why a drag of `payload` at `point` would have the target it has: every receiver under
    /// the point, topmost first, with its verdict, and the one that wins.
    public func explain(at point: Point, payload: Payload) -> HitExplanation {
        let candidates = receivers.index.all(at: point).map { handle in
            let receiver = receivers.records[Int(handle.rawValue)]!.receiver
            return HitExplanation.Candidate(receiver: receiver.id, z: receiver.z, tag: receiver.tag,
                                            verdict: receiver.isEnabled ? receiver.accepts.verdict(for: payload) : .rejects(.disabled))
        }
        let target = receivers.resolveTarget(at: point, payload: payload, kindBit: receivers.knownKindBit(payload.kind)).map { handle, _ in
            let receiver = receivers.records[Int(handle.rawValue)]!.receiver
            return (receiver.id, receiver.accepts.verdict(for: payload))
        }
        return HitExplanation(point: point, payload: payload, candidates: candidates, target: target?.0, targetVerdict: target?.1)
    }

    /// The explanation for the drag `pointer` is making now, or `nil` when it is not dragging:
    /// judged as everything it carries (see ``explain(at:pointer:)``).
    public func explain(pointer: PointerID) -> HitExplanation? {
        guard let session = dragging(pointer), let position = session.position else { return nil }
        return explain(at: position, carrying: session.grip)
    }

    /// Why a drag of what `pointer` holds (pressing or dragging) would have the target it has at
    /// `point`, as ``explain(at:payload:)`` says, each verdict judged as the drag is: on
    /// everything it carries — for a drag of a selection, every selected source's payload (a
    /// receiver refusing one refuses it) — and refused by a receiver it is already in
    /// (``DragSource/alreadyIn``); `nil` when the pointer holds nothing.
    /// - Complexity: as ``explain(at:payload:)``, times the k sources a selection's drag carries.
    public func explain(at point: Point, pointer: PointerID) -> HitExplanation? {
        sessions.slot(of: pointer).map { explain(at: point, carrying: sessions[$0].grip) }
    }

    private func explain(at point: Point, carrying grip: DragSession.Grip) -> HitExplanation {
        let records = receivers.records
        let candidates = receivers.index.all(at: point).map { handle in
            let receiver = records[Int(handle.rawValue)]!.receiver
            return HitExplanation.Candidate(receiver: receiver.id, z: receiver.z, tag: receiver.tag,
                                            verdict: records.ruleVerdict(handle.rawValue, carrying: grip))
        }
        let resolved = grip.isAlone
            ? receivers.resolveTarget(at: point, payload: grip.payload, kindBit: grip.kindBit)
            : receivers.resolveTarget(at: point, carrying: grip)
        let target = resolved.map { handle, _ in (records.id(handle), records.ruleVerdict(handle.rawValue, carrying: grip)) }
        return HitExplanation(point: point, payload: grip.payload, carried: grip.company?.members.map(\.payload) ?? [], candidates: candidates,
                              target: target?.0, targetVerdict: target?.1)
    }

    /// How the rows of the list under `pointer`'s drag should shift, or `nil` when the drag
    /// is not over a position among an accepting receiver's rows, or its rows are a tree (whose
    /// renderer draws an insertion line at the location instead).
    public func preview(for pointer: PointerID) -> ListPreview? {
        guard let hover = dragging(pointer)?.hover, hover.judgement == .accepts, let slot = hover.spot.topLevelIndex,
              let record = receivers.records[Int(hover.handle.rawValue)], let layout = record.layout, !layout.isTree
        else { return nil }
        let fromRow = hover.origin?.topLevelIndex
        let shift = layout.shift(slot: slot, from: fromRow)
        return ListPreview(receiver: record.receiver.id, slot: slot, fromRow: fromRow, shifted: shift.rows, offset: shift.offset,
                           animation: configuration.reduceMotion ? nil : record.receiver.cues.rowShift)
    }

    /// Where `pointer`'s drag would land now and the verdict there, or `nil` when it is not
    /// dragging over a receiver: what a renderer draws an insertion line (or a refusal) from.
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
    public func drag(of pointer: PointerID) -> (source: SourceID, payload: Payload, position: Point, over: ReceiverID?)? {
        guard let session = dragging(pointer), let position = session.position else { return nil }
        return (session.grip.source, session.grip.payload, position, session.hover.map { receivers.records.id($0.handle) })
    }

    /// The session of `pointer` while it is dragging.
    private func dragging(_ pointer: PointerID) -> DragSession? {
        sessions.slot(of: pointer).map { sessions[$0] }.flatMap { $0.isDragging ? $0 : nil }
    }
}

/// Why a drag at a point has the target it has; the replay's `--explain` prints it.
public struct HitExplanation: Hashable, Sendable {
    /// A receiver under the point, as the hit test saw it.
    public struct Candidate: Hashable, Sendable {
        public var receiver: ReceiverID
        /// Its layer: a higher one is above.
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
    /// The payloads a drag of a selection carries besides ``payload``, in the selection's order;
    /// empty for a drag of one source. Each verdict is on all of them.
    public var carried: [Payload]
    /// Every receiver under the point, topmost first.
    public var candidates: [Candidate]
    /// The receiver the drag is over: the topmost accepting one, or failing that the topmost enabled one.
    public var target: ReceiverID?
    public var targetVerdict: Verdict?

    public init(point: Point, payload: Payload, carried: [Payload] = [], candidates: [Candidate], target: ReceiverID?, targetVerdict: Verdict?) {
        self.point = point
        self.payload = payload
        self.carried = carried
        self.candidates = candidates
        self.target = target
        self.targetVerdict = targetVerdict
    }
}
