import DropGeometry

/// Why a drag at a point has the target it has; the replay's `--explain` prints it.
public struct HitExplanation: Hashable, Sendable {
    /// A receiver the hit test looked at, as it saw it.
    public struct Candidate: Hashable, Sendable {
        public var receiver: ReceiverID
        /// Its layer: a higher one is above.
        public var z: Int
        /// The receiver's ``DropReceiver/tag``.
        public var tag: String
        /// The rule's verdict, or `rejects(.disabled)` for a disabled receiver.
        public var verdict: Verdict
        /// How the drag reaches it: under the pointer, or by its ``DropReceiver/Collision``.
        public var reach: Reach

        public init(receiver: ReceiverID, z: Int, tag: String, verdict: Verdict, reach: Reach = .pointer) {
            self.receiver = receiver
            self.z = z
            self.tag = tag
            self.verdict = verdict
            self.reach = reach
        }
    }

    /// How a drag reaches a candidate.
    public enum Reach: Hashable, Sendable, CustomStringConvertible {
        /// The point is inside it.
        case pointer
        /// The dragged item's rectangle overlaps it (``DropReceiver/Collision/rectIntersection``),
        /// by `overlap`: intersection over union, above 0, at most 1.
        case rectIntersection(overlap: Double)
        /// Its centre is `distance` points from the point, within its radius
        /// (``DropReceiver/Collision/closestCenter(radius:)``).
        case closestCenter(distance: Double)
        /// The drag's target until now, which stays its target while the pointer is in a gap of
        /// its parent (``DropReceiver/isSticky``).
        case sticky
        /// The drag's target until now, which stays its target while the pointer is `outside` its
        /// frame by at most its `hysteresis` (``DropReceiver/edgeHysteresis``): the larger of the
        /// distances across and down to the frame.
        case edgeBand(outside: Double, hysteresis: Double)

        /// `pointer`, `overlap 0.25`, `centre 41.5 points away`, `sticky`, `2.0 points outside, within edge hysteresis 4.0`.
        public var description: String {
            switch self {
            case .pointer: "pointer"
            case .rectIntersection(let overlap): "overlap \(overlap)"
            case .closestCenter(let distance): "centre \(distance) points away"
            case .sticky: "sticky"
            case .edgeBand(let outside, let hysteresis): "\(outside) points outside, within edge hysteresis \(hysteresis)"
            }
        }
    }

    public var point: Point
    public var payload: Payload
    /// The payloads a drag of a selection carries besides ``payload``, in the selection's order;
    /// empty for a drag of one source. Each verdict is on all of them.
    public var carried: [Payload]
    /// Every receiver under the point, topmost first; then those the drag reaches by their
    /// ``DropReceiver/Collision`` (best first), and the target when it is kept as sticky.
    public var candidates: [Candidate]
    /// The receiver the drag is over, by ``DropReceiver/Collision``'s order: the topmost
    /// accepting one under the point, else the best accepting one reached by collision, else the
    /// topmost enabled one under the point, refusing; or a sticky target kept.
    public var target: ReceiverID?
    /// What the target says to the drag, on all it carries; `nil` without a target.
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
