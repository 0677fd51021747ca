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
    /// among those whose collision is not `.pointer`, or `nil`. Looks at those receivers alone.
    /// - Complexity: O(k) for the k receivers with another collision; no allocation.
    func nearestByCollision(at point: Point, payload: Payload, kindBit: UInt64, dragged: Rect?) -> LayeredIndex.Handle? {
        var best: (handle: LayeredIndex.Handle, rank: Int, score: Double, layer: LayeredIndex.Layer)?
        for raw in proximity where accepts(raw, payload, kindBit: kindBit) {
            let handle = LayeredIndex.Handle(rawValue: raw)
            let frame = index.frame(of: handle)
            let rank: Int
            let score: Double
            switch records[Int(raw)]?.receiver.collision {
            case .rectIntersection?:
                guard let dragged, let overlap = dragged.intersection(frame) else { continue }
                let shared = overlap.width * overlap.height
                let union = dragged.width * dragged.height + frame.width * frame.height - shared
                guard union > 0 else { continue }
                rank = 0
                score = -(shared / union)
            case .closestCenter(let radius)?:
                let distance = point.distance(to: frame.center)
                guard distance <= radius else { continue }
                rank = 1
                score = distance
            case .pointer?, nil:
                continue
            }
            let layer = index.layer(of: handle)
            if let current = best {
                if rank > current.rank || rank == current.rank && (score > current.score || score == current.score && layer < current.layer) {
                    continue
                }
            }
            best = (handle, rank, score, layer)
        }
        return best?.handle
    }
}
