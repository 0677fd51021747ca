/// Hysteresis for slots: a finger resting on a boundary between two slots does not make the rows flicker.
extension ListLayout {
    /// The slot for a pointer at height `y` when the slot was `d`: `d` stays while the pointer
    /// has crossed the boundaries next to it (the row centres) by less than `h` points; past
    /// that, the slot is the number of centres crossed by `h` or more, so a boundary crossed by
    /// less than `h` and crossed back never changes the slot.
    /// - Complexity: O(log n), no allocation.
    func slot(at y: Double, holding d: Int, hysteresis h: Double) -> Int {
        let plain = slot(at: y)
        guard d <= rows.count else { return plain }
        if plain > d { return Swift.max(d, count(centresAtOrAbove: y - h)) }
        if plain < d { return Swift.min(d, slot(at: y + h)) }
        return plain
    }

    /// The number of row centres at or above height `y` (`centre <= y`).
    private func count(centresAtOrAbove y: Double) -> Int {
        var low = 0
        var high = rows.count
        while low < high {
            let mid = (low + high) / 2
            if centre(mid) <= y { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

extension ListLayout {
    /// Whether `other` has the same rows, perhaps moved: the same nodes at the same depths, in the
    /// same order (a list scrolled, not changed). A slot then means the same place in both.
    /// - Complexity: O(n).
    func hasSameRows(as other: ListLayout) -> Bool {
        rows.count == other.rows.count
            && zip(rows, other.rows).allSatisfy { $0.source == $1.source && $0.node == $1.node && $0.depth == $1.depth }
    }
}
