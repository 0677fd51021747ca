import DropGeometry

extension DropReceiver {
    /// How a drag finds a receiver besides the pointer being inside it.
    ///
    /// ```swift
    /// DropReceiver(id: "tab", frame: small, accepts: .accepts(card), collision: .closestCenter(radius: 40))
    /// DropReceiver(id: "slot", frame: cell, accepts: .accepts(card), collision: .rectIntersection)
    /// ```
    ///
    /// **The tie-break order**, the same for every input:
    /// 1. The topmost enabled receiver under the pointer that accepts the payload, whatever its
    ///    collision (higher `z` first; among equal `z`, the later registered).
    /// 2. Failing that, the receivers whose collision is not `.pointer` and that accept: those the
    ///    dragged item's rectangle overlaps (`.rectIntersection`), the largest intersection over
    ///    union first; then those whose centre lies within their radius of the pointer
    ///    (`.closestCenter`), the nearest first; equal scores go to the higher `z`, then to the
    ///    later registered.
    /// 3. Failing that, the topmost enabled receiver under the pointer, refusing.
    ///
    /// A receiver found by 2 refuses nothing it is near: refusals are shown only under the pointer.
    /// Receivers with `.pointer` (the default) cost the hit test nothing: when none has another
    /// collision, step 2 is one branch; otherwise it looks at those receivers alone.
    public enum Collision: Hashable, Sendable, CustomStringConvertible {
        /// The pointer is inside the receiver.
        case pointer
        /// The pointer is within `radius` points of the receiver's centre (fat fingers on small targets).
        case closestCenter(radius: Double)
        /// The dragged item's rectangle (its source's frame at the press, moved with the pointer)
        /// overlaps the receiver, scored by intersection over union as dnd-kit's `rectIntersection`.
        case rectIntersection

        public var description: String {
            switch self {
            case .pointer: "pointer"
            case .closestCenter(let radius): "closestCenter(radius: \(radius))"
            case .rectIntersection: "rectIntersection"
            }
        }
    }
}

extension ReceiverTable {
    /// Step 2 of ``DropReceiver/Collision``'s order: the best accepting receiver near the pointer
    /// among those whose collision is not `.pointer`, or `nil`. Looks only at the receivers
    /// ``ProximityIndex`` finds near the pointer and the dragged item; the others cost nothing.
    /// The order is total (scores, then layers, which differ), so the answer does not depend on
    /// the order in which the candidates are found.
    /// - Complexity: O(L + k) for L occupied levels and k receivers filed in the cells visited
    ///   (see ``ProximityIndex``); no allocation.
    func nearestByCollision(at point: Point, payload: Payload, kindBit: UInt64, dragged: Rect?) -> LayeredIndex.Handle? {
        nearestByCollision(at: point, dragged: dragged) { accepts($0, payload, kindBit: kindBit) }
    }

    /// Step 2 as ``nearestByCollision(at:payload:kindBit:dragged:)``, a receiver counted when
    /// `accepting` says it takes the drag (a drag of a selection: everything it carries).
    func nearestByCollision(at point: Point, dragged: Rect?, accepting: (Int32) -> Bool) -> LayeredIndex.Handle? {
        var best: (handle: LayeredIndex.Handle, score: CollisionScore)?
        proximity.forEachCandidate(near: point, dragged: dragged) { raw in
            guard accepting(raw), let score = collisionScore(raw, at: point, dragged: dragged) else { return }
            if let current = best, !score.isBetter(than: current.score) { return }
            best = (LayeredIndex.Handle(rawValue: raw), score)
        }
        return best?.handle
    }

    /// Every receiver step 2 reaches at `point` with the dragged item at `dragged`, whether it
    /// accepts or not, in step 2's order, each with how it is reached: what an explanation lists
    /// besides the receivers under the point.
    /// - Complexity: O(L + k log k) for the k receivers filed in the cells visited.
    func reachedByCollision(at point: Point, dragged: Rect?) -> [(handle: LayeredIndex.Handle, reach: HitExplanation.Reach)] {
        var reached: [(handle: LayeredIndex.Handle, score: CollisionScore)] = []
        proximity.forEachCandidate(near: point, dragged: dragged) { raw in
            if let score = collisionScore(raw, at: point, dragged: dragged) { reached.append((LayeredIndex.Handle(rawValue: raw), score)) }
        }
        return reached.sorted { $0.score.isBetter(than: $1.score) }.map { ($0.handle, $0.score.reach) }
    }

    /// How receiver `raw` is reached by its collision at `point`, or `nil` when it is not: the
    /// dragged item's rectangle overlapping it (`.rectIntersection`), or its centre within its
    /// radius of the point (`.closestCenter`).
    @inline(__always)
    private func collisionScore(_ raw: Int32, at point: Point, dragged: Rect?) -> CollisionScore? {
        let handle = LayeredIndex.Handle(rawValue: raw)
        let frame = index.frame(of: handle)
        switch records[Int(raw)]?.receiver.collision {
        case .rectIntersection?:
            guard let dragged, let overlap = dragged.intersection(frame) else { return nil }
            let shared = overlap.width * overlap.height
            let union = dragged.width * dragged.height + frame.width * frame.height - shared
            guard union > 0 else { return nil }
            return CollisionScore(rank: 0, score: -(shared / union), layer: index.layer(of: handle))
        case .closestCenter(let radius)?:
            let distance = point.distance(to: frame.center)
            guard distance <= radius else { return nil }
            return CollisionScore(rank: 1, score: distance, layer: index.layer(of: handle))
        case .pointer?, nil:
            return nil
        }
    }
}

/// Where a receiver stands in step 2 of ``DropReceiver/Collision``'s order: overlaps before
/// centres, then the better score (the larger overlap, the nearer centre), then the higher layer.
/// The order is total: layers differ.
struct CollisionScore {
    /// 0 for an overlap, 1 for a centre within reach.
    let rank: Int
    /// The overlap negated (intersection over union), or the distance to the centre: lower is better.
    let score: Double
    let layer: LayeredIndex.Layer

    @inline(__always)
    func isBetter(than other: CollisionScore) -> Bool {
        !(rank > other.rank || rank == other.rank && (score > other.score || score == other.score && layer < other.layer))
    }

    var reach: HitExplanation.Reach {
        rank == 0 ? .rectIntersection(overlap: -score) : .closestCenter(distance: score)
    }
}
