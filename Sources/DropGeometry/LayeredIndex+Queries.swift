/// Point and rect queries. None of them allocates except ``LayeredIndex/all(at:)``, which returns an array.
extension LayeredIndex {
    /// Calls `body` once for every rect containing `point`, in no particular order.
    ///
    /// A point that is not finite is inside no rect.
    /// - Complexity: O(L + k): L occupied levels, k rects filed in the visited cells.
    public func forEachHit(at point: Point, _ body: (Handle, Layer) -> Void) {
        visitHits(at: point) { raw, layer in body(Handle(rawValue: raw), layer) }
    }

    /// Calls `body` once for every rect that shares a point with `rect`, edges included (a rect
    /// touching it along an edge or at a corner counts), in no particular order. Closed, unlike
    /// ``Rect/intersection(_:)``, which is half-open: a rect reported here for only touching
    /// `rect` has no ``Rect/intersection(_:)`` with it (`nil`).
    ///
    /// ```swift
    /// index.forEachIntersecting(Rect(x: 0, y: 0, width: 100, height: 40)) { handle in found.append(handle) }
    /// ```
    ///
    /// A rect filed in several of the cells `rect` reaches is reported once: from the cell that
    /// holds the top-left corner of the two rects' overlap, which is one of its own cells and one
    /// of `rect`'s. When `rect` reaches more cells than the index has handles, every rect is
    /// tested instead, so a query is never dearer than a scan. A rect that is not finite, or of a
    /// negative size, meets nothing; an indexed rect without area holds no point and is never
    /// reported (it is filed in no cell).
    /// - Complexity: O(min(C, h) + k): C cells `rect` reaches on the occupied levels, h handles,
    ///   k rects filed in the cells visited; no allocation.
    public func forEachIntersecting(_ rect: Rect, _ body: (Handle) -> Void) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
              rect.width >= 0, rect.height >= 0 else { return }
        @inline(__always) func meets(_ frame: Rect) -> Bool {
            frame.minX <= rect.maxX && rect.minX <= frame.maxX && frame.minY <= rect.maxY && rect.minY <= frame.maxY
        }
        var reached = 0
        forEachOccupiedLevel { _, scale in
            let columns = Int(Self.cellCoordinate(rect.maxX, scale)) - Int(Self.cellCoordinate(rect.minX, scale)) + 1
            let rows = Int(Self.cellCoordinate(rect.maxY, scale)) - Int(Self.cellCoordinate(rect.minY, scale)) + 1
            reached += columns * rows // at most 2^58 a level: no overflow over 24 levels
        }
        if reached > entries.count {
            for raw in entries.indices where holdsPoints(raw) && meets(frames[raw]) { body(Handle(rawValue: Int32(raw))) }
            return
        }
        forEachOccupiedLevel { level, scale in
            let x0 = Self.cellCoordinate(rect.minX, scale), x1 = Self.cellCoordinate(rect.maxX, scale)
            let y0 = Self.cellCoordinate(rect.minY, scale), y1 = Self.cellCoordinate(rect.maxY, scale)
            for cx in x0...x1 {
                for cy in y0...y1 {
                    cells.visit(Self.cellKey(level, cx, cy)) { handles in
                        for raw in handles {
                            let frame = frames[Int(raw)]
                            guard meets(frame), Self.cellCoordinate(Swift.max(frame.minX, rect.minX), scale) == cx,
                                  Self.cellCoordinate(Swift.max(frame.minY, rect.minY), scale) == cy else { continue }
                            body(Handle(rawValue: raw))
                        }
                    }
                }
            }
        }
        for raw in oversize where meets(frames[Int(raw)]) { body(Handle(rawValue: raw)) }
    }

    /// The topmost rect containing `point` for which `isCandidate` is true, or `nil`.
    ///
    /// Rects that fail `isCandidate` are skipped, not treated as blockers: the answer is the
    /// highest rect that passes, wherever it lies in the stack. Each cell is read topmost first
    /// and left at the first rect that answers, or as soon as its rects lie below the best so far.
    /// - Complexity: O(L + k) worst case; no allocation.
    public func topmost(at point: Point, where isCandidate: (Handle) -> Bool) -> Handle? {
        gridThenLayeredTopmost(at: point, isCandidate)
    }

    /// The topmost rect containing `point`, or `nil`.
    ///
    /// Above 128 rects, most queries are answered by one cell of the ``TopmostGrid``: a
    /// multiply per axis, 8 bytes of cell, and one frame test per listed rect.
    /// - Complexity: O(1) when the point's cell lists its answer; O(L + k) otherwise.
    public func topmost(at point: Point) -> Handle? {
        gridThenLayeredTopmost(at: point) { _ in true }
    }

    /// The grid's answer when its cell can give one, else the flat list's or the layered cells'.
    @inline(__always)
    private func gridThenLayeredTopmost(at point: Point, _ isCandidate: (Handle) -> Bool) -> Handle? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        // `grid?.` reads the grid in place; `if let grid` would copy it (and retain its arrays) on every query.
        let answer = withFrames { frames in grid?.answer(at: point, frames: frames) { isCandidate(Handle(rawValue: $0)) } }
        switch answer {
        case .found(let raw)?: return Handle(rawValue: raw)
        case .nothing?: return nil
        case .unknown?, nil: return layeredTopmost(at: point, where: isCandidate)
        }
    }

    /// ``topmost(at:where:)`` from the flat list or the layered cells, without the grid.
    func layeredTopmost(at point: Point, where isCandidate: (Handle) -> Bool) -> Handle? {
        if isFlat {
            return flat.withUnsafeBufferPointer { rects in
                for rect in rects where rect.frame.contains(point) && isCandidate(Handle(rawValue: rect.handle)) {
                    return Handle(rawValue: rect.handle)
                }
                return nil
            }
        }
        var best: Int32 = -1
        var bestLayer = Layer.bottom
        withFrames { frames in
            entries.withUnsafeBufferPointer { entries in
                forEachCell(at: point) { handles in
                    for raw in handles.reversed() {
                        // A layer is read only to stop below the best so far, or to keep an answer.
                        if best >= 0, entries[Int(raw)].layer < bestLayer { return }
                        if frames.holds(UInt32(raw), point), isCandidate(Handle(rawValue: raw)) {
                            best = raw
                            bestLayer = entries[Int(raw)].layer
                            return
                        }
                    }
                }
            }
        }
        for raw in oversize {
            let entry = entries[Int(raw)]
            if (best < 0 || bestLayer < entry.layer), frames[Int(raw)].contains(point), isCandidate(Handle(rawValue: raw)) {
                best = raw
                bestLayer = entry.layer
            }
        }
        return best >= 0 ? Handle(rawValue: best) : nil
    }

    /// Every rect containing `point`, topmost first.
    /// - Complexity: O(L + k log k).
    public func all(at point: Point) -> [Handle] {
        var found: [(Handle, Layer)] = []
        forEachHit(at: point) { found.append(($0, $1)) }
        found.sort { $0.1 > $1.1 }
        return found.map(\.0)
    }

    /// Calls `body` with the frames as queries read them, narrow where exact (see ``TopmostGrid/Frames``).
    @inline(__always)
    func withFrames<R>(_ body: (TopmostGrid.Frames) -> R) -> R {
        narrowFrames.withUnsafeBufferPointer { narrow in
            frames.withUnsafeBufferPointer { frames in body(TopmostGrid.Frames(narrow: narrow, full: frames)) }
        }
    }

    /// Calls `body` with the rects of the cell holding `point` on each occupied level, bottom
    /// first, skipping empty cells. The oversize list is the caller's. No allocation.
    @inline(__always)
    func forEachCell(at point: Point, _ body: (UnsafeBufferPointer<Int32>) -> Void) {
        forEachOccupiedLevel { level, scale in
            cells.visit(Self.cellKey(level, Self.cellCoordinate(point.x, scale), Self.cellCoordinate(point.y, scale)), body)
        }
    }

    /// Calls `body` with each level that holds rects and its cell scale, lowest level first.
    @inline(__always)
    func forEachOccupiedLevel(_ body: (_ level: Int, _ scale: Double) -> Void) {
        var levels = occupiedLevels
        while levels != 0 {
            let level = levels.trailingZeroBitCount
            levels &= levels &- 1
            body(level, cellScale(level))
        }
    }

    func visitHits(at point: Point, _ body: (Int32, Layer) -> Void) {
        guard point.x.isFinite, point.y.isFinite else { return }
        forEachCell(at: point) { handles in
            for raw in handles where frames[Int(raw)].contains(point) {
                body(raw, entries[Int(raw)].layer)
            }
        }
        for raw in oversize {
            let entry = entries[Int(raw)]
            if frames[Int(raw)].contains(point) { body(raw, entry.layer) }
        }
    }
}
