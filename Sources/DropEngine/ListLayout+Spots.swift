import DropGeometry

/// The locations a keyboard drag stops at among a list's rows, and how people count positions.
extension ListLayout {
    /// Every location a drag of row `dragged` (or of something from elsewhere, `nil`) can stop at,
    /// top to bottom, each once, with the height its insertion line is drawn at (`nil` for an
    /// empty list): before each node row among its siblings; at the end of each container (its
    /// drop zone's place; for a collapsed one, inside it); at the end of each section (where the
    /// next section's title begins); at the end of the top level, or of the last section.
    ///
    /// Left out: locations that ``blocks(dragged:parent:)`` blocks (a folder into itself, a
    /// header into a folder) for the dragged row or any row `carried` with it (a selection's), and
    /// the place just after the dragged row among its own siblings, which is the same place as its
    /// own (`move(fromOffsets:toOffset:)` meaning), and likewise the place just after each carried
    /// row, the same as the place just before it once the carried rows leave.
    ///
    /// Each location comes with its ``Anchor``: its name that other rows coming and going do not change.
    /// - Complexity: O(n log c + c log c) for n rows and c rows carried.
    func keyboardSpots(dragged: Int?, carried: [Int] = []) -> [(parent: Int, index: Int, height: SpotHeight, anchor: Anchor)] {
        var spots: [(parent: Int, index: Int, height: SpotHeight, anchor: Anchor)] = []
        let origin = dragged.map { (parent: Int(parentRow[$0]), index: Int(ordinal[$0])) }
        let carriedBlock = CarriedBlock(carried, in: self)
        let afterCarried = Set(carried.map { SIMD2(parentRow[$0], ordinal[$0] + 1) })
        func add(_ parent: Int, _ index: Int, _ height: SpotHeight, _ anchor: Anchor) {
            if let origin, parent == origin.parent, index == origin.index + 1 { return }
            if !afterCarried.isEmpty, afterCarried.contains(SIMD2(Int32(parent), Int32(index))) { return }
            if blocks(dragged: dragged, parent: parent) || carriedBlock.blocks(parent: parent, in: self) { return }
            spots.append((parent, index, height, anchor))
        }
        func end(of parent: Int) -> Anchor { .end(of: parent >= 0 ? nodeID(parent) : nil) }
        for (i, row) in rows.enumerated() {
            switch row.node {
            case .section:
                let previous = Int(previousSection[i])
                if previous >= 0 { add(previous, childTotal(previous), .top(of: i), end(of: previous)) }
            case .item, .container:
                add(Int(parentRow[i]), Int(ordinal[i]), .top(of: i), .before(nodeID(i)))
            case .dropZone:
                add(Int(parentRow[i]), Int(ordinal[i]), .centre(of: i), end(of: Int(parentRow[i])))
            }
        }
        let below: SpotHeight = rows.isEmpty ? .none : .bottom(of: rows.count - 1)
        if lastSection >= 0 {
            add(lastSection, childTotal(lastSection), below, end(of: lastSection))
        } else {
            add(-1, topLevelCount, below, end(of: -1))
        }
        return spots
    }

    /// Where the rows carried with a dragged one (a selection's) keep it out, found once so each
    /// place is judged in O(log c) rather than by asking every carried row
    /// (``blocks(dragged:parent:)`` for each): a top-level-only item keeps it out of every folder,
    /// a folder out of itself and all in it (its rows up to its drop zone's).
    struct CarriedBlock {
        /// Whether a carried row is a top-level-only item.
        var topLevelOnly = false
        /// The carried folders' row spans, first row to drop zone, sorted and merged.
        var spans: [ClosedRange<Int>] = []

        init(_ carried: [Int], in layout: ListLayout) {
            var found: [ClosedRange<Int>] = []
            for row in carried {
                switch layout.rows[row].node {
                case .container: if layout.zoneRow[row] >= row { found.append(row...Int(layout.zoneRow[row])) }
                case .item(_, topLevelOnly: true): topLevelOnly = true
                case .item, .dropZone, .section: break
                }
            }
            found.sort { $0.lowerBound < $1.lowerBound }
            for span in found {
                if let last = spans.last, span.lowerBound <= last.upperBound {
                    spans[spans.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
                } else {
                    spans.append(span)
                }
            }
        }

        /// Whether any carried row may not go inside the container or section at row `parent`
        /// (the top level, `-1`, takes them all).
        /// - Complexity: O(log c).
        func blocks(parent: Int, in layout: ListLayout) -> Bool {
            guard parent >= 0 else { return false }
            if topLevelOnly, !layout.isSection(parent) { return true }
            // The last span starting at or before `parent`.
            var low = 0, high = spans.count
            while low < high {
                let mid = (low + high) / 2
                if spans[mid].lowerBound <= parent { low = mid + 1 } else { high = mid }
            }
            return low > 0 && spans[low - 1].contains(parent)
        }
    }

    /// Whether row `i` is a section's title.
    func isSection(_ i: Int) -> Bool {
        if case .section = rows[i].node { true } else { false }
    }

    /// Which row's edge a keyboard spot's insertion point is level with: the top of the row it
    /// comes before, the centre of a drop zone, the bottom of the last row; none without rows.
    enum SpotHeight: Hashable, Sendable {
        case top(of: Int)
        case centre(of: Int)
        case bottom(of: Int)
        case none
    }

    /// The insertion point of a keyboard spot among these rows, in the list `frame`: level with
    /// `height`, at the middle of its parent's row (of the first row at the top level).
    /// Found from the rows as they are: rows moved (a scroll) move the points.
    func keyboardPoint(parent: Int, height: SpotHeight, in frame: Rect) -> Point {
        let x = parent >= 0 ? self.frame(ofRow: parent).center.x : rows.isEmpty ? frame.center.x : self.frame(ofRow: 0).center.x
        return Point(x: x, y: y(of: height, in: frame))
    }

    /// The height `height` names, in scene points, among these rows as they lie now (a scroll
    /// applied); the middle of the list `frame` for `.none`.
    func y(of height: SpotHeight, in frame: Rect) -> Double {
        switch height {
        case .top(let row): self.frame(ofRow: row).minY
        case .centre(let row): self.frame(ofRow: row).center.y
        case .bottom(let row): self.frame(ofRow: row).maxY
        case .none: frame.center.y
        }
    }

    /// Where the insertion line for a drop at `index` among the children of row `parent` (-1: the
    /// top level) is drawn: the row it is drawn above (`rows.count`: below the last row) and its
    /// height, as ``keyboardSpots(dragged:carried:)`` gives the same place — above the child now
    /// at `index`; at the end of a container, its drop zone's centre (a collapsed one's too); at
    /// the end of a section, the next section's title (below the last row for the last section);
    /// at the end of the top level, below the last row. A flat list's is above row `index`.
    /// - Complexity: O(1) for a flat list; for a tree O(s) for the s rows from `parent` to the
    ///   place at its own level (a child's folder is stepped over by its drop zone; at the top
    ///   level, a section's rows are walked).
    func insertionLine(parent: Int, index: Int) -> (row: Int, height: SpotHeight) {
        let below: SpotHeight = rows.isEmpty ? .none : .bottom(of: rows.count - 1)
        guard isTree else { return index < rows.count ? (index, .top(of: index)) : (rows.count, below) }
        var r = parent + 1, seen = 0
        while r < rows.count {
            let own = Int(parentRow[r]) == parent
            if own, case .dropZone = rows[r].node { return (r, .centre(of: r)) } // the container's end
            if !own, parent >= 0, isSection(r) { return (r, .top(of: r)) }      // the section's end: the next title
            if own {
                if seen == index { return (r, .top(of: r)) }
                seen += 1
            }
            // The next row at this level or above: past a container's rows to its drop zone's next.
            r = (zoneRow[r] >= 0 ? Int(zoneRow[r]) : r) + 1
        }
        return (rows.count, below)
    }

    /// A place among the rows named by its neighbour, as a keyboard drag keeps its target while
    /// other rows come and go (a drop elsewhere, a scroll): just before a node, or at the end of a
    /// container or section (`nil`: of the top level).
    enum Anchor: Hashable, Sendable {
        case before(String)
        case end(of: String?)
    }

    /// The ids of the container or section at row `parent` and of those around it, innermost
    /// first: what a place among its children lies in.
    /// - Complexity: O(d) for the d containers around it.
    func enclosing(parent: Int) -> [String] {
        var ids: [String] = []
        var row = parent
        while row >= 0, row < rows.count {
            ids.append(nodeID(row))
            row = Int(parentRow[row])
        }
        return ids
    }

    /// How many children the container or section at row `parent` has (-1: the top level), the
    /// dragged item counted where it stands; a collapsed one's hidden children included.
    func childTotal(_ parent: Int) -> Int {
        guard parent >= 0 else { return topLevelCount }
        switch rows[parent].node {
        case .container(_, let expanded, let hidden), .section(_, let expanded, let hidden):
            return expanded ? Int(childCounts[parent]) : hidden
        case .item, .dropZone:
            return 0
        }
    }

    /// The row of the container or section named `id` (a node id, or a section's list): the row
    /// whose source is `id`, failing that the first title of section `id`.
    /// - Complexity: O(1): two hash lookups at most (titles are not sources, so they have a table of their own).
    func containerRow(named id: String) -> Int? {
        row(of: SourceID(id)) ?? sectionRows[id]
    }

    /// Where a drop at `index` among the children of row `parent` puts the item, as people count:
    /// its 1-based position there after the drop, and how many there are then. `dragged` is the
    /// dragged item's row when it is one of these rows.
    func place(parent: Int, index: Int, dragged: Int?) -> (position: Int, count: Int) {
        let sameParent = dragged.map { Int(parentRow[$0]) == parent } ?? false
        let total = childTotal(parent) + (sameParent ? 0 : 1)
        let position = sameParent && index > Int(ordinal[dragged!]) ? index : index + 1
        return (position, total)
    }

    /// Where a drop of several items (a selection's, moved together in display order) at `index`
    /// among the children of row `parent` puts the first of them, and how many there are then.
    /// `carried` are the items' rows here (`nil`: not among these rows, as one from another list):
    /// one among these children above `index` leaves the place before it, one from elsewhere
    /// joins them, and one inside a carried folder travels in it (a carried folder holding the
    /// place, which blocks it, is not counted there either).
    /// - Complexity: O(k · d) for the k items, rows d deep.
    func place(parent: Int, index: Int, carrying carried: [Int?]) -> (position: Int, count: Int) {
        let rows = Set(carried.compactMap { $0 })
        var holders: Set<Int> = []
        var holder = parent
        while holder >= 0 { holders.insert(holder); holder = Int(parentRow[holder]) }
        var position = index + 1, total = childTotal(parent)
        for row in carried {
            guard let row else { total += 1; continue }
            if holders.contains(row) { continue }
            var ancestor = Int(parentRow[row])
            while ancestor >= 0, !rows.contains(ancestor) { ancestor = Int(parentRow[ancestor]) }
            if ancestor >= 0 { continue }
            if Int(parentRow[row]) != parent { total += 1 } else if Int(ordinal[row]) < index { position -= 1 }
        }
        return (position, total)
    }
}
