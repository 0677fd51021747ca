/// How a list's rows nest: each row's parent, its place among its siblings, each container's drop
/// zone and child count, and the sections.
extension ListLayout {
    struct Tree: Equatable, Sendable {
        /// The row of each row's parent container; -1 at the top level (and for every row of a flat list).
        var parentRow: [Int32]
        /// A node row's place among its parent's children; a drop zone's is its container's child count.
        var ordinal: [Int32]
        /// A container row's drop zone row; -1 for other rows.
        var zoneRow: [Int32]
        /// The visible rows directly under each container or section row (0 for other rows).
        var childCounts: [Int32]
        /// For a section title row, the section row before it (-1 for the first); -1 for other rows.
        var previousSection: [Int32]
        /// Each section's first title row, by its list: how a place in a section finds its title.
        var sectionRows: [String: Int]
        var topLevelCount: Int
        /// The last section's title row, or -1 when the rows have no sections.
        var lastSection: Int
        /// Whether any row is a container or a section: only then do drop zones, middle halves and spring-loading apply.
        var isTree: Bool

        /// The tree `rows` make, read with a stack of the containers whose drop zone has not come yet.
        /// - Throws: ``EngineError/Code/malformedTree`` at the first row that does not nest.
        /// - Complexity: O(n) for n rows; nothing hashed but each section's list.
        init<Rows: RandomAccessCollection<ListRow>>(of rows: Rows, receiver: ReceiverID) throws(EngineError) where Rows.Index == Int {
            parentRow = [Int32](repeating: -1, count: rows.count)
            ordinal = [Int32](repeating: 0, count: rows.count)
            zoneRow = [Int32](repeating: -1, count: rows.count)
            childCounts = [Int32](repeating: 0, count: rows.count)
            previousSection = [Int32](repeating: -1, count: rows.count)
            sectionRows = [:]
            topLevelCount = 0
            lastSection = -1
            isTree = false
            var open: [Int] = []
            try read(rows, from: 0, open: &open, receiver: receiver)
        }

        /// The tree `rows` make when the rows before `first` are those `old` was found for (rows
        /// edited from `first` on): `old`'s reading of them is kept, the containers open at `first`
        /// (and its section) found from it, and the rows from `first` on read as ``init(of:receiver:)`` reads them.
        /// - Throws: ``EngineError/Code/malformedTree`` at the first row from `first` on that does not nest.
        /// - Complexity: O(n − `first`) for n rows, O(d) for the d containers open at `first`, and a
        ///   copy of `old`'s arrays up to `first`, with one pass over its drop zones there (whether
        ///   any container lies before `first`); no row before `first` is read again but those d.
        init<Rows: RandomAccessCollection<ListRow>>(of rows: Rows, receiver: ReceiverID, keeping old: Tree, before first: Int) throws(EngineError)
        where Rows.Index == Int {
            let rest = rows.count - first
            parentRow = Array(old.parentRow[..<first]) + repeatElement(-1, count: rest)
            ordinal = Array(old.ordinal[..<first]) + repeatElement(0, count: rest)
            zoneRow = Array(old.zoneRow[..<first]) + repeatElement(-1, count: rest)
            childCounts = Array(old.childCounts[..<first]) + repeatElement(0, count: rest)
            previousSection = Array(old.previousSection[..<first]) + repeatElement(-1, count: rest)
            sectionRows = old.sectionRows.filter { $0.value < first }
            // A container before `first` has its drop zone's row (after `first` when still open).
            isTree = !sectionRows.isEmpty || old.zoneRow[..<first].contains { $0 >= 0 }
            topLevelCount = 0
            lastSection = -1
            var open: [Int] = []
            if first > 0 {
                // The row before `first`, and up from it the containers (and the section) it is in,
                // each with as many children as come before `first`.
                var below = first - 1
                var parent: Int
                switch rows[below].node {
                case .section:
                    lastSection = below
                    childCounts[below] = 0
                    topLevelCount = Int(old.ordinal[below]) + 1
                    parent = -2
                case .container where old.zoneRow[below] >= Int32(first):
                    open.append(below)
                    childCounts[below] = 0
                    zoneRow[below] = -1
                    parent = Int(old.parentRow[below])
                case .dropZone:
                    below = Int(old.parentRow[below])
                    parent = Int(old.parentRow[below])
                case .item, .container:
                    parent = Int(old.parentRow[below])
                }
                while parent >= 0 {
                    childCounts[parent] = old.ordinal[below] + 1
                    if case .section = rows[parent].node {
                        lastSection = parent
                        topLevelCount = Int(old.ordinal[parent]) + 1
                        break
                    }
                    open.insert(parent, at: 0)
                    zoneRow[parent] = -1
                    below = parent
                    parent = Int(old.parentRow[parent])
                }
                if parent == -1 { topLevelCount = Int(old.ordinal[below]) + 1 }
            }
            try read(rows, from: first, open: &open, receiver: receiver)
        }

        /// Reads rows `start...` of `rows` into the tree, with `open` the containers whose drop zone
        /// has not come yet, ``lastSection`` the section the rows are in, and ``topLevelCount`` the
        /// top-level rows so far.
        private mutating func read<Rows: RandomAccessCollection<ListRow>>(_ rows: Rows, from start: Int, open: inout [Int],
                                                                          receiver: ReceiverID) throws(EngineError) where Rows.Index == Int {
            var section = lastSection
            for i in start..<rows.count {
                let row = rows[i]
                func malformed(_ expected: String) -> EngineError {
                    EngineError(.malformedTree, "receiver \"\(receiver)\" rows[\(i)]: expected \(expected), found \(row.node) at depth \(row.depth)")
                }
                switch row.node {
                case .container(_, _, let hidden), .section(_, _, let hidden):
                    // A count of children: a negative one would count places before the first.
                    guard hidden >= 0 else { throw malformed("a hidden count ≥ 0") }
                case .item, .dropZone:
                    break
                }
                if case .section(let list, _, _) = row.node {
                    guard open.isEmpty, row.depth == 0 else { throw malformed("a section title at depth 0, after every open folder's drop zone") }
                    if sectionRows[list] == nil { sectionRows[list] = i }
                    previousSection[i] = Int32(section)
                    section = i
                    ordinal[i] = Int32(topLevelCount)
                    topLevelCount += 1
                    isTree = true
                    continue
                }
                let parent = open.last ?? section
                let depth = open.count + (section >= 0 ? 1 : 0)
                if case .dropZone(let of) = row.node {
                    guard let container = open.last, case .container(let id, let expanded, let hidden) = rows[container].node, id == of, row.depth == depth else {
                        throw malformed(open.isEmpty ? "no drop zone outside a container" : "the drop zone of \(rows[open.last!].node) at depth \(depth)")
                    }
                    open.removeLast()
                    parentRow[i] = Int32(parent)
                    ordinal[i] = expanded ? childCounts[parent] : Int32(clamping: hidden)
                    zoneRow[parent] = Int32(i)
                    continue
                }
                guard row.depth == depth else { throw malformed("a row at depth \(depth)") }
                if parent >= 0, case .container(_, expanded: false, _) = rows[parent].node {
                    throw malformed("the drop zone of collapsed \(rows[parent].node), whose contents are not shown")
                }
                if parent >= 0, case .section(_, expanded: false, _) = rows[parent].node {
                    throw malformed("the next section's title after collapsed \(rows[parent].node), whose items are not shown")
                }
                parentRow[i] = Int32(parent)
                if parent >= 0 {
                    ordinal[i] = childCounts[parent]
                    childCounts[parent] += 1
                } else {
                    ordinal[i] = Int32(topLevelCount)
                    topLevelCount += 1
                }
                if case .container = row.node {
                    open.append(i)
                    isTree = true
                }
            }
            if let unclosed = open.last {
                throw EngineError(.malformedTree, "receiver \"\(receiver)\" rows[\(unclosed)]: \(rows[unclosed].node) has no drop zone row")
            }
            lastSection = section
        }

        /// Rows `range` of a flat list (no containers, no sections: every row an item at the top
        /// level, its own parent -1 and its place its row) replaced by `count` such rows: the tree
        /// ``init(of:receiver:)`` finds for the edited rows, without reading them.
        /// - Complexity: O(`count`) and O(rows after `range`) plain writes, and a move of the
        ///   arrays' tails when the count changes.
        mutating func replaceFlat(_ range: Range<Int>, count: Int) {
            precondition(!isTree, "Tree.replaceFlat: the rows are a tree")
            parentRow.replaceSubrange(range, with: repeatElement(-1, count: count))
            ordinal.replaceSubrange(range, with: (range.lowerBound..<range.lowerBound + count).lazy.map { Int32($0) })
            if count != range.count {
                for i in (range.lowerBound + count)..<ordinal.count { ordinal[i] = Int32(i) }
            }
            zoneRow.replaceSubrange(range, with: repeatElement(-1, count: count))
            childCounts.replaceSubrange(range, with: repeatElement(0, count: count))
            previousSection.replaceSubrange(range, with: repeatElement(-1, count: count))
            topLevelCount = ordinal.count
        }
    }
}
