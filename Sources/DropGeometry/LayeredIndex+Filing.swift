/// Filing rects into grid cells, and taking them out again.
extension LayeredIndex {
    typealias CellRange = (x0: Int32, y0: Int32, x1: Int32, y1: Int32)

    /// The side of a cell at `level`.
    @inline(__always)
    func cellSize(_ level: Int) -> Double {
        baseCellSize * Double(1 << level)
    }

    /// The cell column (or row) holding `coordinate` at a level, clamped so that far-away
    /// coordinates share boundary cells instead of overflowing. Clamping is monotone, so a rect
    /// and a point inside it always map to overlapping cell ranges.
    @inline(__always)
    static func cellCoordinate(_ coordinate: Double, _ size: Double) -> Int32 {
        let q = (coordinate / size).rounded(.down)
        return Int32(Swift.min(Swift.max(q, -cellLimit), cellLimit))
    }

    /// Packs a level and a cell into 63 bits: 5 for the level, 29 for each coordinate.
    @inline(__always)
    static func cellKey(_ level: Int, _ cx: Int32, _ cy: Int32) -> UInt64 {
        let bias = Int64(cellLimit)
        return UInt64(level) << 58 | UInt64(Int64(cx) + bias) << 29 | UInt64(Int64(cy) + bias)
    }

    /// The level and cells a rect of this frame is filed in.
    func placement(for frame: Rect) -> (level: Int8, cells: CellRange) {
        let side = Swift.max(frame.width, frame.height)
        var level = 0
        while level < Self.levelCount, cellSize(level) < side { level += 1 }
        guard level < Self.levelCount else { return (Self.oversizeLevel, (0, 0, 0, 0)) }
        let size = cellSize(level)
        return (Int8(level), (
            Self.cellCoordinate(frame.minX, size), Self.cellCoordinate(frame.minY, size),
            Self.cellCoordinate(frame.maxX, size), Self.cellCoordinate(frame.maxY, size)
        ))
    }

    /// Files the entry `raw` by its current frame.
    mutating func file(_ raw: Int32) {
        let (level, range) = placement(for: entries[Int(raw)].frame)
        entries[Int(raw)].level = level
        entries[Int(raw)].cells = range
        if level == Self.oversizeLevel {
            entries[Int(raw)].oversizeSlot = Int32(oversize.count)
            oversize.append(raw)
            return
        }
        for cx in range.x0...range.x1 {
            for cy in range.y0...range.y1 {
                let key = Self.cellKey(Int(level), cx, cy)
                let link = newLink(Link(handle: raw, next: cells.head(key)))
                cells.setHead(key, link)
            }
        }
        levelPopulation[Int(level)] += 1
        occupiedLevels |= 1 << UInt32(level)
    }

    /// Takes the entry `raw` out of every cell (or the oversize list) it is filed in.
    mutating func unfile(_ raw: Int32) {
        let entry = entries[Int(raw)]
        if entry.level == Self.oversizeLevel {
            let slot = Int(entry.oversizeSlot)
            let last = oversize.removeLast()
            if slot < oversize.count {
                oversize[slot] = last
                entries[Int(last)].oversizeSlot = Int32(slot)
            }
            return
        }
        let level = Int(entry.level)
        let range = entry.cells
        for cx in range.x0...range.x1 {
            for cy in range.y0...range.y1 {
                unlink(raw, from: Self.cellKey(level, cx, cy))
            }
        }
        levelPopulation[level] -= 1
        if levelPopulation[level] == 0 { occupiedLevels &= ~(1 << UInt32(level)) }
    }

    private mutating func newLink(_ link: Link) -> Int32 {
        if let reused = freeLinks.popLast() {
            links[Int(reused)] = link
            return reused
        }
        links.append(link)
        return Int32(links.count - 1)
    }

    private mutating func unlink(_ raw: Int32, from key: UInt64) {
        var previous: Int32 = -1
        var current = cells.head(key)
        while current >= 0, links[Int(current)].handle != raw {
            previous = current
            current = links[Int(current)].next
        }
        precondition(current >= 0, "LayeredIndex: handle \(raw) missing from a cell it was filed in")
        let next = links[Int(current)].next
        if previous >= 0 {
            links[Int(previous)].next = next
        } else if next >= 0 {
            cells.setHead(key, next)
        } else {
            cells.remove(key)
        }
        freeLinks.append(current)
    }
}
