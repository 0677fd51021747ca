import DropGeometry

/// A few rows of a list changed, and the rest left where they are in memory: what
/// ``DragDispatcher/replaceRows(_:with:movingRowsAfterTo:ofList:scrolledBy:into:)`` does.
///
/// An edit is checked first against the layout as it is (``edit(_:with:movingRowsAfterTo:offset:receiver:)``),
/// with the errors ``init(rows:receiver:)`` would give for the edited rows, so that a refused
/// edit changes nothing. Applied (``applying(_:to:)``), it takes the layout's ``Columns`` out of
/// it and changes them in place: the rows after the edit move in memory and get their new
/// frames; each source given is hashed once, and a row that keeps its source keeps its slot.
extension ListLayout {
    /// An edit checked against a layout, to be applied to it: rows `range` replaced by `rows`,
    /// the rows after them moved to `framesAfter` (`nil`: left where they are), all at `offset`.
    struct Edit {
        let range: Range<Int>
        let rows: [ListRow]
        let framesAfter: [Rect]?
        let offset: Double
        /// The centres and reach of the edited rows from `range.lowerBound` on: of `rows`, and of
        /// the rows after them when they move.
        fileprivate let centres: [Double]
        fileprivate let reach: [Extent]
        /// When the rows after `rows` stay where they are, their reach from the first on, as far
        /// as it is not what it was.
        fileprivate let reachAfter: [Extent]
        /// The tree of the edited rows; `nil` when they are flat, as the rows were.
        fileprivate let tree: Tree?
        /// For each of `rows`, the row replaced whose source it keeps (and with it the source's
        /// slot), or -1.
        fileprivate let kept: [Int32]
        /// The sources of `rows` that the rows replaced did not hold, and those of the rows
        /// replaced that `rows` do not hold: what ``RowHolders`` learns.
        let added: [SourceID]
        let removed: [SourceID]
        /// Whether the edited rows are these rows, perhaps moved (``hasSameRows(as:)``).
        let sameRows: Bool
    }

    /// Checks rows `range` replaced by `new` and the rows after them moved to `framesAfter` (one
    /// per row, in order; `nil`: left where they are), at `offset`: what ``init(rows:receiver:)``
    /// of the edited rows and ``scrolled(to:receiver:)`` check, with their errors, reading only
    /// the rows that change (the rows before `range`, and those after it left where they are,
    /// are as they were checked when set).
    /// - Throws: when `range` is not within the rows, `framesAfter` is not one frame per row after
    ///   it, a frame is invalid, the rows are not top to bottom, a source is on two rows, the rows
    ///   do not nest, or the offset is not finite or would move a row out of finite numbers.
    /// - Complexity: O(m + t) for the m rows of `new` and the t rows after `range` when they move
    ///   (O(m) when they stay, unless the rows given reach beyond every row before them),
    ///   hashing each source of `new` once; when the rows are a tree (containers or sections),
    ///   before or after the edit, O(t) more to read how the rows after `range` nest, and a copy
    ///   of the nesting of the rows before it.
    func edit(_ range: Range<Int>, with new: [ListRow], movingRowsAfterTo framesAfter: [Rect]?, offset: Double,
              receiver: ReceiverID) throws(EngineError) -> Edit {
        let count = rows.count
        guard range.lowerBound >= 0, range.upperBound <= count else {
            throw EngineError(.invalidGeometry, "receiver \"\(receiver)\": expected rows to replace within rows[0..<\(count)], found rows[\(range)]")
        }
        if let framesAfter, framesAfter.count != count - range.upperBound {
            throw EngineError(.invalidGeometry,
                "receiver \"\(receiver)\": expected \(count - range.upperBound) frames for the rows after rows[\(range)] (one per row), found \(framesAfter.count)")
        }
        let first = range.lowerBound
        // Where the rows after `range` begin once it is replaced.
        let after = first + new.count
        var geometry = Geometry(receiver: receiver, after: first > 0 ? (columns.centres[first - 1], columns.reach[first - 1]) : nil,
                                capacity: new.count + (framesAfter?.count ?? 0))
        for (k, row) in new.enumerated() { try geometry.take(row.frame, row: first + k) }
        var reachAfter: [Extent] = []
        if let framesAfter {
            for (k, frame) in framesAfter.enumerated() { try geometry.take(frame, row: after + k) }
        } else if range.upperBound < count {
            try geometry.follow(centre: columns.centres[range.upperBound], row: after)
            // The reach of each row after is that of the rows before it and its own: found again
            // until it is what it was, from where on nothing before it changed it.
            var extent = geometry.last?.reach
            for i in range.upperBound..<count {
                let frame = rows[i].frame
                let next = extent.map { (Swift.min($0.top, frame.minY), Swift.max($0.bottom, frame.maxY)) } ?? (frame.minY, frame.maxY)
                if next == columns.reach[i] { break }
                reachAfter.append(next)
                extent = next
            }
        }
        // Each row given whose source a replaced row had keeps that row's slot. A source on two
        // rows: the rows before and after `range` held none twice, and none in both, so a repeat
        // is a source of `new`, again in `new` (it keeps a row another row given already keeps,
        // or it is new and given twice) or before or after it. Each source given is hashed once.
        var kept = [Int32](repeating: -1, count: new.count)
        var keeper = [Int32](repeating: -1, count: range.count)
        var fresh: [SourceID: Int] = [:]
        var repeatAfter: (source: SourceID, row: Int, earlier: Int)?
        for (k, row) in new.enumerated() {
            guard let source = row.source else { continue }
            let i = first + k
            switch self.row(of: source) {
            case let r? where range.contains(r):
                if keeper[r - first] >= 0 { throw Self.repeated(source, at: i, earlier: Int(keeper[r - first]), receiver: receiver) }
                keeper[r - first] = Int32(i)
                kept[k] = Int32(r)
            case let r? where r < first:
                throw Self.repeated(source, at: i, earlier: r, receiver: receiver)
            case let r:
                if let earlier = fresh.updateValue(i, forKey: source) { throw Self.repeated(source, at: i, earlier: earlier, receiver: receiver) }
                // Held by a row after `range` too: a repeat there, unless one comes sooner.
                if let r, repeatAfter.map({ r - range.upperBound + after < $0.row }) ?? true {
                    repeatAfter = (source, r - range.upperBound + after, i)
                }
            }
        }
        if let repeatAfter { throw Self.repeated(repeatAfter.source, at: repeatAfter.row, earlier: repeatAfter.earlier, receiver: receiver) }
        let flat = !isTree && new.allSatisfy { row in
            if case .item = row.node { row.depth == 0 } else { false }
        }
        // The rows before `range` nest as they did: only those from it on are read.
        let tree = flat ? nil : try Tree(of: SplicedRows(base: rows, range: range, new: new), receiver: receiver, keeping: columns.tree, before: range.lowerBound)
        if offset != 0 {
            let kept = count - range.upperBound
            let extent = framesAfter == nil && kept > 0
                ? (reachAfter.count == kept ? reachAfter.last! : columns.reach[count - 1])
                : geometry.last?.reach ?? (0, 0)
            try Self.check(offset, extent: extent, receiver: receiver)
        }
        let sameRows = new.count == range.count
            && zip(rows[range], new).allSatisfy { $0.source == $1.source && $0.node == $1.node && $0.depth == $1.depth }
        return Edit(range: range, rows: new, framesAfter: framesAfter, offset: offset, centres: geometry.centres, reach: geometry.reach,
                    reachAfter: reachAfter, tree: tree, kept: kept,
                    added: new.indices.compactMap { kept[$0] < 0 ? new[$0].source : nil },
                    removed: range.compactMap { keeper[$0 - first] < 0 ? rows[$0].source : nil }, sameRows: sameRows)
    }

    /// The layout `edit` makes of `layout`, the layout it was checked against: made of its
    /// columns changed in place when nothing else holds `layout`, or of a copy when something
    /// does (a copy of the dispatcher; a drag's grip that asked it for a row lets go of it first).
    /// - Complexity: O(m + t) as ``edit(_:with:movingRowsAfterTo:offset:receiver:)`` says, plus a
    ///   move in memory of each array's rows after the edit when the count of rows changes; O(n)
    ///   when `layout` is shared.
    static func applying(_ edit: Edit, to layout: consuming ListLayout) -> ListLayout {
        var columns = layout.columns
        _ = consume layout
        columns.apply(edit)
        return ListLayout(columns: columns, offset: edit.offset)
    }

    private static func repeated(_ source: SourceID, at row: Int, earlier: Int, receiver: ReceiverID) -> EngineError {
        EngineError(.duplicateSource, "receiver \"\(receiver)\" rows[\(row)]: source \"\(source)\" is already rows[\(earlier)]")
    }
}

extension ListLayout.Columns {
    /// Applies `edit`, checked against these columns: the arrays changed in place when no other
    /// value shares them.
    fileprivate mutating func apply(_ edit: ListLayout.Edit) {
        let range = edit.range
        let after = range.lowerBound + edit.rows.count
        sources.replace(range, of: rows, with: edit.rows, keeping: edit.kept)
        rows.replaceSubrange(range, with: edit.rows)
        if let framesAfter = edit.framesAfter {
            for (k, frame) in framesAfter.enumerated() { rows[after + k].frame = frame }
            centres.replaceSubrange(range.lowerBound..<centres.count, with: edit.centres)
            reach.replaceSubrange(range.lowerBound..<reach.count, with: edit.reach)
        } else {
            centres.replaceSubrange(range, with: edit.centres)
            reach.replaceSubrange(range, with: edit.reach)
            for (k, extent) in edit.reachAfter.enumerated() { reach[after + k] = extent }
        }
        if let tree = edit.tree {
            self.tree = tree
        } else {
            tree.replaceFlat(range, count: edit.rows.count)
        }
    }
}

/// A list's rows with rows `range` replaced by `new`, read where they are: the rows an edit
/// makes, for finding their tree before anything changes. The rows after `range` keep their
/// old frames here; the tree does not read frames.
private struct SplicedRows: RandomAccessCollection {
    let base: [ListRow]
    let range: Range<Int>
    let new: [ListRow]

    var startIndex: Int { 0 }
    var endIndex: Int { base.count - range.count + new.count }

    subscript(i: Int) -> ListRow {
        if i < range.lowerBound { return base[i] }
        let k = i - range.lowerBound
        return k < new.count ? new[k] : base[range.upperBound + k - new.count]
    }
}
