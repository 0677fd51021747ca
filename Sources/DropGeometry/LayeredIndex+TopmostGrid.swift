/// The topmost grid's upkeep: laying it out over the rects, and telling it about every insert,
/// move and removal so that its lists stay exact.
///
/// The grid is laid out when the index leaves its flat list, and laid out again when the count
/// has doubled or fallen to a quarter since, or when a quarter as many rects as it was laid out
/// for have been inserted or moved reaching beyond it, or when the rects inserted since reached
/// more than ``TopmostGrid/reachPerRect`` cells each, in excess, as many times over as it was
/// laid out for: amortized over those changes, like an array's growth. The cells are made no
/// smaller than keeps the rects at about ``TopmostGrid/reachPerRect`` cells each on average.
extension LayeredIndex {
    /// Lays the grid out afresh over every rect, or drops it while the index is flat.
    /// - Complexity: O(n log n + cells · α) for the n rects that hold points (empty ones, and
    ///   removed handles, are not read): sorting the rects, then one refill of every cell.
    mutating func layOutGrid() {
        grid = nil
        gridPlannedFor = count
        if gridDeferred {
            gridLayoutPending = true
            return
        }
        // A handle the grid's 19-bit slots cannot hold means no grid (see `TopmostGrid+Cells`).
        guard !isFlat, count > 0, gridCellsPerRect > 0, entries.count <= gridHandleLimit else { return }
        // Rects spread across most of the Double range have no finite extent to divide: no grid.
        // The cells' side is at most the extent's longer side, so with these finite the grid's
        // origin, scale and every column computation are finite too.
        guard let bounds = gridBounds(), (bounds.width * bounds.height).isFinite,
              (bounds.minX - bounds.width).isFinite, (bounds.maxX + bounds.width).isFinite,
              (bounds.minY - bounds.height).isFinite, (bounds.maxY + bounds.height).isFinite else { return }
        // The cells are sized for the rects that hold points: rects without area are in no list.
        var area = 0.0, perimeter = 0.0, filed = 0
        for raw in pointHolders {
            let i = Int(raw)
            // Only the part inside the bounds reaches inner cells.
            let w = Swift.max(0, Swift.min(frames[i].maxX, bounds.maxX) - Swift.max(frames[i].minX, bounds.minX))
            let h = Swift.max(0, Swift.min(frames[i].maxY, bounds.maxY) - Swift.max(frames[i].minY, bounds.minY))
            area += w * h
            perimeter += w + h
            filed += 1
        }
        var fresh = TopmostGrid(bounds: bounds, cellBudget: filed * gridCellsPerRect, builtCount: filed,
                                minimumSide: TopmostGrid.minimumSide(area: area, perimeter: perimeter, count: filed))
        var rects: [(raw: Int32, range: TopmostGrid.CellRange)] = []
        rects.reserveCapacity(filed)
        for raw in pointHolders {
            rects.append((raw, fresh.range(of: frames[Int(raw)])))
        }
        rects.sort { entries[Int($0.raw)].layer > entries[Int($1.raw)].layer }
        fresh.countReach(rects.lazy.map(\.range))
        fresh.refill((1, 1, fresh.columns - 2, fresh.rows - 2), from: rects)
        grid = fresh
    }

    /// Runs `body` with the topmost grid's layout put off until it returns, then lays the grid
    /// out once if any change asked for it: inserting a whole scene's rects costs one layout
    /// instead of one each time the count doubles. Inside `body` queries answer exactly, from the
    /// flat list or the layered cells.
    ///
    /// ```swift
    /// index.deferringGridLayout { index in
    ///     for (frame, z) in rects { handles.append(index.insert(frame, z: z)) }
    /// }
    /// ```
    /// - Complexity: O(n log n) once at the end, when a layout was asked for.
    public mutating func deferringGridLayout<Result, Failure: Error>(_ body: (inout LayeredIndex) throws(Failure) -> Result) throws(Failure) -> Result {
        let outer = deferGridLayout()
        defer { resumeGridLayout(outer) }
        return try body(&self)
    }

    /// Puts the grid's layout off; returns whether it already was (hand it to ``resumeGridLayout(_:)``).
    package mutating func deferGridLayout() -> Bool {
        defer { gridDeferred = true }
        return gridDeferred
    }

    /// Ends what ``deferGridLayout()`` began: unless `outer`, lays the grid out if a change asked for it.
    package mutating func resumeGridLayout(_ outer: Bool) {
        gridDeferred = outer
        if !outer && gridLayoutPending {
            gridLayoutPending = false
            layOutGrid()
        }
    }

    /// The extent the grid is laid over: on each axis, from the 64th-lowest low edge to the
    /// 64th-highest high edge, widened by a sixteenth of that span on each side but never beyond
    /// the rects' full extent. The rects along the layout's edges stay inside (a point there that
    /// met a margin cell would fall back to the layered cells), while a few receivers parked far
    /// away (one in 64 may be) do not stretch the cells over empty space. What lies outside still
    /// answers, from the layered cells.
    /// - Complexity: O(n) on average for the n rects that hold points (a selection, not a sort, on each side).
    func gridBounds() -> Rect? {
        let live = pointHolders
        guard !live.isEmpty else { return nil }
        let skip = live.count / 64
        func extent(_ low: (Rect) -> Double, _ high: (Rect) -> Double) -> (Double, Double) {
            var lows = live.map { low(frames[Int($0)]) }, highs = live.map { high(frames[Int($0)]) }
            let full = (lows.min()!, highs.max()!)
            let trimmed = (lows.select(skip), highs.select(highs.count - 1 - skip))
            guard trimmed.0 < trimmed.1 else { return full }
            let pad = (trimmed.1 - trimmed.0) / 16
            return (Swift.max(full.0, trimmed.0 - pad), Swift.min(full.1, trimmed.1 + pad))
        }
        let (x0, x1) = extent(\.minX, \.maxX), (y0, y1) = extent(\.minY, \.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Tells the grid about rect `raw`, just inserted.
    mutating func gridDidInsert(_ raw: Int32) {
        guard !isFlat else { return }
        guard count < 2 * gridPlannedFor else { return layOutGrid() }
        guard var changed = grid else { return }
        guard raw < gridHandleLimit else {
            grid = nil // Too many rects for the grid's handle slots: the layered cells answer alone.
            return
        }
        guard !frames[Int(raw)].isEmpty else { return } // An empty rect is in no list (see `unfiledLevel`).
        grid = nil // `changed` is now the only reference: no copy on write
        let range = changed.range(of: frames[Int(raw)])
        if let inner = changed.innerPart(of: range) {
            changed.excessReach += Swift.max(0, (inner.x1 - inner.x0 + 1) * (inner.y1 - inner.y0 + 1) - TopmostGrid.reachPerRect)
        }
        changed.add(raw, range: range, layer: entries[Int(raw)].layer, layerOf: { entries[Int($0)].layer })
        settle(changed)
    }

    /// Tells the grid that rect `raw` moved from `old` to its current frame.
    mutating func gridDidMove(_ raw: Int32, from old: Rect) {
        guard var changed = grid else { return }
        // An empty rect is in no list (see `unfiledLevel`): nothing to take out, or to add.
        guard !(old.isEmpty && frames[Int(raw)].isEmpty) else { return }
        grid = nil
        if !old.isEmpty, let marked = changed.takeOut(raw, range: changed.range(of: old)) {
            changed.refill(marked, from: rects(touching: marked, of: changed, excluding: raw))
        }
        if !frames[Int(raw)].isEmpty {
            changed.add(raw, range: changed.range(of: frames[Int(raw)]), layer: entries[Int(raw)].layer, layerOf: { entries[Int($0)].layer })
        }
        settle(changed)
    }

    /// Tells the grid that rect `raw`, whose frame was `frame`, is gone from the layered cells.
    mutating func gridDidRemove(_ raw: Int32, frame: Rect) {
        guard !isFlat, count > gridPlannedFor / 4 else { return layOutGrid() }
        guard var changed = grid, !frame.isEmpty else { return }
        grid = nil
        if let marked = changed.takeOut(raw, range: changed.range(of: frame)) {
            changed.refill(marked, from: rects(touching: marked, of: changed, excluding: raw))
        }
        grid = changed
    }

    /// Puts the changed grid back, or lays a new one out when too many rects have strayed beyond
    /// it, or when large rects inserted since would be given larger cells.
    private mutating func settle(_ changed: TopmostGrid) {
        grid = changed
        if changed.strays > changed.builtCount / 4 + 16
            || changed.excessReach > TopmostGrid.reachPerRect * (changed.builtCount + 16) {
            layOutGrid()
        }
    }

    /// Every rect but `excluded` whose grid cell range meets `region`, topmost first (some
    /// that do not meet it may come along; refilling ignores them).
    ///
    /// Probes the layered cells under the region, padded by one grid cell so that no rounding
    /// can hide a rect, and reports each rect once, from the first of its cells in the probed
    /// range; when that would mean more probes than there are rects, it reads every rect instead.
    func rects(touching region: TopmostGrid.CellRange, of grid: TopmostGrid, excluding excluded: Int32) -> [(raw: Int32, range: TopmostGrid.CellRange)] {
        let side = 1 / grid.scale
        let x0 = grid.originX + Double(region.x0 - 1) * side, x1 = grid.originX + Double(region.x1 + 2) * side
        let y0 = grid.originY + Double(region.y0 - 1) * side, y1 = grid.originY + Double(region.y1 + 2) * side
        var found: [(layer: Layer, raw: Int32)] = []
        func consider(_ raw: Int32) {
            guard raw != excluded else { return }
            let range = grid.range(of: frames[Int(raw)])
            if range.x0 <= region.x1, region.x0 <= range.x1, range.y0 <= region.y1, region.y0 <= range.y1 {
                found.append((entries[Int(raw)].layer, raw))
            }
        }
        var probes = 0.0
        forEachOccupiedLevel { _, scale in
            probes += Double(Self.cellCoordinate(x1, scale) - Self.cellCoordinate(x0, scale) + 1)
                * Double(Self.cellCoordinate(y1, scale) - Self.cellCoordinate(y0, scale) + 1)
        }
        if probes > Double(count) {
            for (i, entry) in entries.enumerated() where entry.level >= 0 { consider(Int32(i)) }
        } else {
            forEachOccupiedLevel { level, scale in
                let (cx0, cx1) = (Self.cellCoordinate(x0, scale), Self.cellCoordinate(x1, scale))
                let (cy0, cy1) = (Self.cellCoordinate(y0, scale), Self.cellCoordinate(y1, scale))
                for cx in cx0...cx1 {
                    for cy in cy0...cy1 {
                        cells.visit(Self.cellKey(level, cx, cy)) { handles in
                            for raw in handles {
                                let filed = entries[Int(raw)].cells
                                if cx == Swift.max(filed.x0, cx0), cy == Swift.max(filed.y0, cy0) { consider(raw) }
                            }
                        }
                    }
                }
            }
        }
        for raw in oversize { consider(raw) }
        found.sort { $0.layer > $1.layer }
        return found.map { ($0.raw, grid.range(of: frames[Int($0.raw)])) }
    }

    /// Every way the grid's lists differ from what they should hold, worked out afresh by
    /// walking every rect over every inner cell it reaches, and the list of rects holding points
    /// from a look at every handle; empty when they are exact. For tests.
    ///
    /// A settled inner cell lists a prefix of its chain (every rect reaching it, topmost first):
    /// at most three, and no fewer than three or the whole chain unless a listed rect covers the
    /// cell; its cover bits are right, and `complete` says whether it is the whole chain. A margin
    /// cell lists nothing and is not complete.
    func gridViolations() -> [String] {
        var problems: [String] = []
        // The rects that hold points, kept as they come and go, against a look at every handle.
        let holders = entries.indices.filter(holdsPoints)
        if pointHolders.map(Int.init).sorted() != holders
            || pointHolders.indices.contains(where: { pointHolderSlot[Int(pointHolders[$0])] != $0 })
            || pointHolderSlot.indices.contains(where: { pointHolderSlot[$0] >= 0 && !holdsPoints($0) }) {
            problems.append("the rects holding points are \(pointHolders.sorted()), not \(holders)")
        }
        guard let grid else { return problems }
        let live = holders.sorted { entries[$0].layer > entries[$1].layer }
        var chains = [[UInt32]](repeating: [], count: grid.columns * grid.rows)
        var reach = [UInt32](repeating: 0, count: grid.columns * grid.rows)
        for i in live {
            guard let inner = grid.innerPart(of: grid.range(of: frames[i])) else { continue }
            for row in inner.y0...inner.y1 {
                for column in inner.x0...inner.x1 {
                    reach[row * grid.columns + column] += 1
                    chains[row * grid.columns + column].append(UInt32(i))
                }
            }
        }
        if reach != grid.reach { problems.append("reach counts differ in \(zip(reach, grid.reach).filter { $0 != $1 }.count) cells") }
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let cell = row * grid.columns + column
                let meta = grid.meta(cell)
                let listed = grid.listed(cell)
                let chain = chains[cell]
                let margin = row == 0 || column == 0 || row == grid.rows - 1 || column == grid.columns - 1
                let bits = listed.indices.map { grid.covers(cell, $0) }
                // A handle past the frames is reported below (it is in no chain), not read.
                let covers = listed.map { Int($0) < frames.count && TopmostGrid.covers(grid.range(of: frames[Int($0)]), column, row) }
                let long = listed.count >= Swift.min(chain.count, TopmostGrid.depth) || covers.contains(true)
                let complete = meta & TopmostGrid.complete != 0
                let right = margin
                    ? listed.isEmpty && meta == 0
                    : listed == Array(chain.prefix(listed.count)) && long && bits == covers
                        && complete == (listed.count == chain.count) && !TopmostGrid.isRefilling(meta)
                if !right {
                    problems.append("cell (\(column), \(row)): listed \(listed) covering \(bits), meta \(meta); chain \(chain.prefix(4)) of \(chain.count), covering \(covers)")
                }
            }
        }
        return problems
    }
}
