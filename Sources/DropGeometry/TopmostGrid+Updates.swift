/// Keeping every cell's list exact as rects come, go and move.
///
/// A new rect only ever enters a cell's list (it is compared with at most three listed rects);
/// a removed rect that leaves a cell's list short of knowing (it was listed, rects it did not list
/// still reach the cell, and no rect left in the list covers the cell) sends that cell to be
/// *refilled*: its list is rebuilt from the rects reaching into it, topmost first, which the index
/// gathers from its layered cells.
extension TopmostGrid {
    /// Enters rect `raw` (cell range `range`, layer `layer`) into the lists of the inner cells it
    /// reaches. `layerOf` gives the layer of a listed rect.
    /// - Complexity: O(c) for the c cells the rect reaches, three comparisons each.
    mutating func add(_ raw: Int32, range: CellRange, layer: LayeredIndex.Layer, layerOf: (UInt32) -> LayeredIndex.Layer) {
        if reachesMargin(range) { strays += 1 }
        guard let inner = innerPart(of: range) else { return }
        let handle = UInt32(bitPattern: raw)
        for row in inner.y0...inner.y1 {
            for column in inner.x0...inner.x1 {
                reach[row * columns + column] += 1
                enter(handle, at: row * columns + column, layer: layer,
                      covering: Self.covers(range, column, row), layerOf: layerOf)
            }
        }
    }

    /// The list of cell `cell` with `handle` entered in its place. The cell's reach already counts it.
    @inline(__always)
    private mutating func enter(_ handle: UInt32, at cell: Int, layer: LayeredIndex.Layer, covering: Bool,
                                layerOf: (UInt32) -> LayeredIndex.Layer) {
        let meta = meta(cell)
        let count = Int(meta & Self.countMask)
        let wasComplete = meta & Self.complete != 0
        var place = 0
        while place < count, layer < layerOf(self.handle(cell, place)) { place += 1 }
        if place == count {
            // Below every listed rect: it can be listed only when nothing unlisted lies between.
            guard wasComplete else { return }
            guard count < Self.depth else {
                setMeta(cell, UInt32(count)) // one more rect than the list can hold: now only the top three
                return
            }
            setHandle(cell, count, handle, covering: covering)
            setMeta(cell, UInt32(count + 1) | Self.complete)
            return
        }
        var i = Swift.min(count, Self.depth - 1)
        while i > place {
            copySlot(cell, from: i - 1, to: i)
            i -= 1
        }
        setHandle(cell, place, handle, covering: covering)
        // A full list pushes its last rect out and is the whole chain no more.
        setMeta(cell, count == Self.depth ? UInt32(count) : UInt32(count + 1) | (wasComplete ? Self.complete : 0))
    }

    /// Takes rect `raw` (cell range `range`) out of the lists of the inner cells it reaches.
    ///
    /// A cell's reach count says how many rects reach into it, which settles most cases on the
    /// spot: a rect gone from a complete list leaves the rest complete; a rect gone from a
    /// list that still holds a covering rect leaves a shorter list that every unfiltered query
    /// can answer from; an unlisted rect gone leaves the list whole when only the listed rects
    /// still reach the cell. What is left — the rect left a list that held neither every rect
    /// reaching the cell nor a cover — is marked for refilling, since only the layered cells know
    /// what lies below.
    /// - Returns: the smallest range holding every cell marked, or `nil` when none was.
    /// - Complexity: O(c) for the c cells the rect reaches.
    mutating func takeOut(_ raw: Int32, range: CellRange) -> CellRange? {
        guard let inner = innerPart(of: range) else { return nil }
        let handle = UInt32(bitPattern: raw)
        var marked: CellRange?
        for row in inner.y0...inner.y1 {
            for column in inner.x0...inner.x1 {
                let cell = row * columns + column
                reach[cell] -= 1
                let left = Int(reach[cell])
                let meta = meta(cell)
                let count = Int(meta & Self.countMask)
                guard let place = (0..<count).first(where: { self.handle(cell, $0) == handle }) else {
                    // Below the list: the list is unchanged, and when only its rects still reach the cell, whole.
                    if left == count { setMeta(cell, UInt32(count) | Self.complete) }
                    continue
                }
                for i in place..<(count - 1) { copySlot(cell, from: i + 1, to: i) }
                let rest = count - 1
                if left == rest {
                    setMeta(cell, UInt32(rest) | Self.complete)
                } else if (0..<rest).contains(where: { covers(cell, $0) }) {
                    setMeta(cell, UInt32(rest)) // short, but a cover ends what an unfiltered query needs
                } else {
                    setMeta(cell, Self.refilling)
                    marked = marked.map { (Swift.min($0.x0, column), Swift.min($0.y0, row), Swift.max($0.x1, column), Swift.max($0.y1, row)) }
                        ?? (column, row, column, row)
                }
            }
        }
        return marked
    }

    /// Refills the refilling cells of `region` from `rects`, which must hold, topmost first,
    /// every rect reaching into the region (others are harmless).
    ///
    /// Each row keeps a "next open cell" forest (union–find with path halving), so a rect walks
    /// only the cells still being refilled: a stack of full-screen rects costs one step per row
    /// each, not one per cell.
    /// - Complexity: O(Σ rows of each rect + cells · α) where α is the inverse Ackermann function.
    mutating func refill(_ region: CellRange, from rects: [(raw: Int32, range: CellRange)]) {
        let width = region.x1 - region.x0 + 1
        let stride = width + 1
        var next = [Int32](repeating: 0, count: (region.y1 - region.y0 + 1) * stride)
        for row in region.y0...region.y1 {
            for column in region.x0...(region.x1 + 1) {
                let slot = (row - region.y0) * stride + column - region.x0
                // The slot past the last column is every row's sentinel: it points at itself.
                let open = column > region.x1 || Self.isRefilling(meta(row * columns + column))
                next[slot] = Int32(open ? slot : slot + 1)
            }
        }
        func find(_ start: Int) -> Int {
            var slot = start
            while Int(next[slot]) != slot {
                next[slot] = next[Int(next[slot])]
                slot = Int(next[slot])
            }
            return slot
        }
        for rect in rects {
            let part = (x0: Swift.max(rect.range.x0, region.x0), y0: Swift.max(rect.range.y0, region.y0),
                        x1: Swift.min(rect.range.x1, region.x1), y1: Swift.min(rect.range.y1, region.y1))
            guard part.x0 <= part.x1, part.y0 <= part.y1 else { continue }
            let handle = UInt32(bitPattern: rect.raw)
            for row in part.y0...part.y1 {
                let base = (row - region.y0) * stride - region.x0
                var column = find(base + part.x0) - base
                while column <= part.x1 {
                    if !paint(handle, at: row * columns + column, covering: Self.covers(rect.range, column, row)) {
                        next[base + column] = Int32(base + column + 1)
                    }
                    column = find(base + column + 1) - base
                }
            }
        }
        for row in region.y0...region.y1 {
            for column in region.x0...region.x1 {
                let cell = row * columns + column
                let meta = meta(cell)
                guard Self.isRefilling(meta) else { continue }
                let count = meta & Self.countMask
                setMeta(cell, count | (count == reach[cell] ? Self.complete : 0))
            }
        }
    }

    /// Appends `handle` to a refilling cell's list; false once the list is full.
    @inline(__always)
    private mutating func paint(_ handle: UInt32, at cell: Int, covering: Bool) -> Bool {
        let count = Int(meta(cell) & Self.countMask)
        setHandle(cell, count, handle, covering: covering)
        setMeta(cell, UInt32(count + 1) | Self.refilling)
        return count + 1 < Self.depth
    }
}
