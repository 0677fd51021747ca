/// Filing rects into grid cells, and taking them out again.
extension LayeredIndex {
    typealias CellRange = (x0: Int32, y0: Int32, x1: Int32, y1: Int32)

    /// The side of a cell at `level`.
    @inline(__always)
    func cellSize(_ level: Int) -> Double {
        baseCellSize * Double(1 << level)
    }

    /// One over the side of a cell at `level`: queries multiply instead of dividing.
    @inline(__always)
    func cellScale(_ level: Int) -> Double {
        1 / cellSize(level)
    }

    /// The cell column (or row) holding `coordinate` at a level of scale `scale`, clamped to
    /// -2^28 ..< 2^28 so that far-away coordinates share boundary cells instead of overflowing,
    /// and each fits the 29 bits ``cellKey(_:_:_:)`` gives it. Rounding, clamping and flooring
    /// are all monotone, so a rect and a point inside it always map to overlapping cell ranges:
    /// inserts and queries compute it the same way.
    @inline(__always)
    static func cellCoordinate(_ coordinate: Double, _ scale: Double) -> Int32 {
        let q = Swift.min(Swift.max(coordinate * scale, -cellLimit), cellLimit - 1)
        let truncated = Int32(q) // toward zero; step down for negative non-integers
        return Double(truncated) > q ? truncated - 1 : truncated
    }

    /// Packs a level and a cell into 63 bits: 5 for the level, 29 for each coordinate (biased by
    /// 2^28, so -2^28 ..< 2^28 becomes 0 ..< 2^29 and no column's bits reach into the row's).
    @inline(__always)
    static func cellKey(_ level: Int, _ cx: Int32, _ cy: Int32) -> UInt64 {
        let bias = Int64(cellLimit)
        return UInt64(level) << 58 | UInt64(Int64(cx) + bias) << 29 | UInt64(Int64(cy) + bias)
    }

    /// The level and cells a rect of this frame is filed in. Inlined: called from `update` and
    /// `file`, both mutating, it was handed a copy of the whole index (296 bytes) each time.
    @inline(__always)
    func placement(for frame: Rect) -> (level: Int8, cells: CellRange) {
        if frame.isEmpty { return (Self.unfiledLevel, (0, 0, 0, 0)) }
        let side = Swift.max(frame.width, frame.height)
        var level = 0
        while level < Self.levelCount, cellSize(level) * spread < side { level += 1 }
        guard level < Self.levelCount else { return (Self.oversizeLevel, (0, 0, 0, 0)) }
        let scale = cellScale(level)
        return (Int8(level), (
            Self.cellCoordinate(frame.minX, scale), Self.cellCoordinate(frame.minY, scale),
            Self.cellCoordinate(frame.maxX, scale), Self.cellCoordinate(frame.maxY, scale)
        ))
    }

    /// Files the entry `raw` by its current frame.
    mutating func file(_ raw: Int32) {
        let (level, range) = placement(for: frames[Int(raw)])
        entries[Int(raw)].level = level
        entries[Int(raw)].cells = range
        if level == Self.unfiledLevel { return }
        pointHolderSlot[Int(raw)] = Int32(pointHolders.count)
        pointHolders.append(raw)
        if level == Self.oversizeLevel {
            entries[Int(raw)].oversizeSlot = Int32(oversize.count)
            oversize.append(raw)
            return
        }
        let layer = entries[Int(raw)].layer
        let entries = entries // One more reference, read while the cells change.
        for cx in range.x0...range.x1 {
            for cy in range.y0...range.y1 {
                cells.insert(raw, at: Self.cellKey(Int(level), cx, cy)) { entries[Int($0)].layer < layer }
            }
        }
        levelPopulation[Int(level)] += 1
        occupiedLevels |= 1 << UInt32(level)
    }

    /// Takes the entry `raw` out of every cell (or the oversize list) it is filed in.
    mutating func unfile(_ raw: Int32) {
        let entry = entries[Int(raw)]
        if entry.level == Self.unfiledLevel { return }
        let slot = Int(pointHolderSlot[Int(raw)])
        let last = pointHolders.removeLast()
        if slot < pointHolders.count {
            pointHolders[slot] = last
            pointHolderSlot[Int(last)] = Int32(slot)
        }
        pointHolderSlot[Int(raw)] = -1
        if entry.level == Self.oversizeLevel {
            let slot = Int(entry.oversizeSlot)
            let last = oversize.removeLast()
            if slot < oversize.count {
                oversize[slot] = last
                entries[Int(last)].oversizeSlot = Int32(slot)
            }
            return
        }
        Self.forEachCell(of: entry) { key in cells.remove(raw, at: key) }
        let level = Int(entry.level)
        levelPopulation[level] -= 1
        if levelPopulation[level] == 0 { occupiedLevels &= ~(1 << UInt32(level)) }
    }

    private static func forEachCell(of entry: Entry, _ body: (UInt64) -> Void) {
        guard entry.level >= 0 else { return }
        for cx in entry.cells.x0...entry.cells.x1 {
            for cy in entry.cells.y0...entry.cells.y1 {
                body(Self.cellKey(Int(entry.level), cx, cy))
            }
        }
    }
}
