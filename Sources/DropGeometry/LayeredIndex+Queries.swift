/// Point queries. None of them allocates except ``LayeredIndex/all(at:)``, which returns an array.
extension LayeredIndex {
    /// Calls `body` once for every rect containing `point`, in no particular order.
    ///
    /// A point that is not finite is inside no rect.
    /// - Complexity: O(L + k): L occupied levels, k rects filed in the visited cells.

    public func forEachHit(at point: Point, _ body: (Handle, Layer) -> Void) {
        visitHits(at: point) { raw, layer in body(Handle(rawValue: raw), layer) }
    }

    /// The topmost rect containing `point` for which `isCandidate` is true, or `nil`.
    ///
    /// Rects that fail `isCandidate` are skipped, not treated as blockers: the answer is the
    /// highest rect that passes, wherever it lies in the stack.
    /// - Complexity: O(L + k), as ``forEachHit(at:_:)``; no allocation.

    public func topmost(at point: Point, where isCandidate: (Handle) -> Bool = { _ in true }) -> Handle? {
        var best: Handle?
        var bestLayer = Layer.bottom
        visitHits(at: point) { raw, layer in
            if best == nil || bestLayer < layer {
                let handle = Handle(rawValue: raw)
                if isCandidate(handle) {
                    best = handle
                    bestLayer = layer
                }
            }
        }
        return best
    }

    /// Every rect containing `point`, topmost first.
    /// - Complexity: O(L + k log k).
    public func all(at point: Point) -> [Handle] {
        var found: [(Handle, Layer)] = []
        forEachHit(at: point) { found.append(($0, $1)) }
        found.sort { $0.1 > $1.1 }
        return found.map(\.0)
    }

    func visitHits(at point: Point, _ body: (Int32, Layer) -> Void) {
        guard point.x.isFinite, point.y.isFinite else { return }
        entries.withUnsafeBufferPointer { entries in
            links.withUnsafeBufferPointer { links in
                var levels = occupiedLevels
                while levels != 0 {
                    let level = levels.trailingZeroBitCount
                    levels &= levels &- 1
                    let size = cellSize(level)
                    let key = Self.cellKey(level, Self.cellCoordinate(point.x, size), Self.cellCoordinate(point.y, size))
                    var link = cells.head(key)
                    while link >= 0 {
                        let raw = links[Int(link)].handle
                        let entry = entries[Int(raw)]
                        if entry.frame.contains(point) { body(raw, entry.layer) }
                        link = links[Int(link)].next
                    }
                }
                for raw in oversize {
                    let entry = entries[Int(raw)]
                    if entry.frame.contains(point) { body(raw, entry.layer) }
                }
            }
        }
    }
}
