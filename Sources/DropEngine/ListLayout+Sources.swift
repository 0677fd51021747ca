/// Which row of a list holds each source.
extension ListLayout {
    /// Which row holds each source. Each source is given a slot number when its row comes, kept
    /// while the row stays in the list, and freed when it goes; the slot says which row holds it
    /// now. Rows moving (an edit above them) rewrite their slots' rows, plain numbers: only the
    /// sources that come or go are hashed.
    struct SourceSlots: Sendable {
        private var slotBySource: [SourceID: Int32] = [:]
        /// The row holding each slot's source; -1 for a free slot.
        private var rowOfSlot: [Int32] = []
        /// The slot of each row's source; -1 for a row without one.
        private var slotOfRow: [Int32] = []
        /// Slots freed, to be given again.
        private var free: [Int32] = []
        /// Why the row holding each slot's source may not go inside a container, for the rows that
        /// may not: "fa cannot go inside itself", "h1 stays at the top level". Made when the row
        /// comes, so that a blocked move allocates nothing.
        private var insideReasons: [Int32: String] = [:]

        /// The row whose source is `source`, if it is one of these rows.
        /// - Complexity: O(1): one hash lookup.
        func row(of source: SourceID) -> Int? {
            slotBySource[source].map { Int(rowOfSlot[Int($0)]) }
        }

        /// Why row `i` may not go inside a container (see ``ListLayout/blocks(dragged:parent:)``),
        /// for a row with a source.
        func insideReason(ofRow i: Int) -> String? {
            let slot = slotOfRow[i]
            return slot < 0 ? nil : insideReasons[slot]
        }

        init(capacity: Int = 0) {
            slotBySource.reserveCapacity(capacity)
            rowOfSlot.reserveCapacity(capacity)
            slotOfRow.reserveCapacity(capacity)
        }

        /// Adds a row after the last, holding `source` (not one of these rows') or none.
        mutating func append(_ source: SourceID?, for row: ListRow) {
            slotOfRow.append(source.map { take($0, for: row, at: slotOfRow.count) } ?? -1)
        }

        /// Replaces rows `range`, which are `old`'s, with `new`: each row of `new` that keeps the
        /// source of a row replaced (`kept`: that row, or -1) keeps its slot; the sources of the
        /// other rows replaced are freed, those of the other new rows given slots (none of them
        /// is a source of a row kept); and the rows after `range` are told their new rows.
        /// - Complexity: O(m + k) for the m rows replaced and the k new ones, hashing only the
        ///   sources freed and given; O(t) plain writes for the t rows after them when the count
        ///   changes, and a move of `slotOfRow`'s tail.
        mutating func replace(_ range: Range<Int>, of old: [ListRow], with new: [ListRow], keeping kept: [Int32]) {
            var keeps = [Bool](repeating: false, count: range.count)
            for r in kept where r >= 0 { keeps[Int(r) - range.lowerBound] = true }
            for i in range where slotOfRow[i] >= 0 && !keeps[i - range.lowerBound] {
                let slot = slotOfRow[i]
                slotBySource[old[i].source!] = nil
                rowOfSlot[Int(slot)] = -1
                insideReasons[slot] = nil
                free.append(slot)
            }
            var slots: [Int32] = []
            slots.reserveCapacity(new.count)
            for (k, row) in new.enumerated() {
                let i = range.lowerBound + k
                guard kept[k] >= 0 else {
                    slots.append(row.source.map { take($0, for: row, at: i) } ?? -1)
                    continue
                }
                let slot = slotOfRow[Int(kept[k])]
                rowOfSlot[Int(slot)] = Int32(i)
                if old[Int(kept[k])].node != row.node { insideReasons[slot] = Self.insideReason(of: row) }
                slots.append(slot)
            }
            slotOfRow.replaceSubrange(range, with: slots)
            guard new.count != range.count else { return }
            for i in (range.lowerBound + new.count)..<slotOfRow.count where slotOfRow[i] >= 0 {
                rowOfSlot[Int(slotOfRow[i])] = Int32(i)
            }
        }

        /// Gives `source`, `row`'s source at row `i`, a slot.
        private mutating func take(_ source: SourceID, for row: ListRow, at i: Int) -> Int32 {
            let slot: Int32
            if let freed = free.popLast() {
                slot = freed
                rowOfSlot[Int(slot)] = Int32(i)
            } else {
                slot = Int32(rowOfSlot.count)
                rowOfSlot.append(Int32(i))
            }
            slotBySource[source] = slot
            if let reason = Self.insideReason(of: row) { insideReasons[slot] = reason }
            return slot
        }

        /// Why `row`'s node may not go inside a container, if it may not.
        private static func insideReason(of row: ListRow) -> String? {
            switch row.node {
            case .container(let id, _, _): "\(id) cannot go inside itself"
            case .item(let id, topLevelOnly: true): "\(id) stays at the top level"
            case .item, .dropZone, .section: nil
            }
        }
    }
}
