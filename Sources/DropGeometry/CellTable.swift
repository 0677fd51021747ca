/// An open-addressing hash table from packed cell keys to each cell's rects, bottom first.
///
/// Linear probing over power-of-two capacity, kept at most half full; removal shifts later
/// entries back instead of leaving tombstones, so a long session of moving receivers does not
/// slowly fill the table. Each slot holds its key beside its rects' storage, so a probe reads one
/// cache line and then the rects themselves. Lookups do not allocate.
struct CellTable: Sendable {
    typealias CellEntry = LayeredIndex.CellEntry

    /// Marks an unused slot. Real keys use 63 bits (see `LayeredIndex.cellKey`), so they never equal it.
    static let emptyKey = UInt64.max

    struct Slot: Sendable {
        var key: UInt64
        /// The cell's rects, bottom first (the topmost last): a rect inserted on top of a cell is
        /// appended, so a pile of rects on one spot fills its cells in amortized O(1) each rather
        /// than shifting the whole pile. Never empty in a used slot.
        var rects: [CellEntry]
        static let empty = Slot(key: CellTable.emptyKey, rects: [])
    }

    private var slots: [Slot]
    private var mask: Int
    private var shift: UInt64
    /// How many cells hold at least one rect.
    private(set) var count = 0

    init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: .empty, count: size)
        mask = size - 1
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    @inline(__always)
    private func home(_ key: UInt64) -> Int {
        // Fibonacci hashing: the top bits of the product depend on every bit of the key.
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Calls `body` with the rects of the cell `key`, bottom first; not at all for an empty cell.
    @inline(__always)
    func visit(_ key: UInt64, _ body: (UnsafeBufferPointer<CellEntry>) -> Void) {
        slots.withUnsafeBufferPointer { slots in
            var slot = home(key)
            while true {
                let k = slots[slot].key
                if k == key { return slots[slot].rects.withUnsafeBufferPointer(body) }
                if k == Self.emptyKey { return }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The slot of `key`, or `nil` when the cell is empty.
    private func slot(of key: UInt64) -> Int? {
        var slot = home(key)
        while true {
            let k = slots[slot].key
            if k == key { return slot }
            if k == Self.emptyKey { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Files `entry` in cell `key`, below every rect above it and above every rect below it.
    mutating func insert(_ entry: CellEntry, at key: UInt64) {
        if let slot = slot(of: key) {
            Self.insertBottomFirst(entry, into: &slots[slot].rects)
            return
        }
        if (count + 1) * 2 > slots.count { grow() }
        slots[freeSlot(for: key)] = Slot(key: key, rects: [entry])
        count += 1
    }

    /// Inserts `entry` above every rect below it, searching from the top: O(1) for a rect that
    /// goes on top, as a newly inserted rect of the same `z` does.
    private static func insertBottomFirst(_ entry: CellEntry, into rects: inout [CellEntry]) {
        var at = rects.count
        while at > 0, entry.layer < rects[at - 1].layer { at -= 1 }
        rects.insert(entry, at: at)
    }

    /// Replaces the frame filed for `handle` in cell `key`.
    mutating func setFrame(_ frame: Rect, of handle: Int32, at key: UInt64) {
        guard let slot = slot(of: key), let i = slots[slot].rects.firstIndex(where: { $0.handle == handle }) else {
            preconditionFailure("LayeredIndex: handle \(handle) missing from a cell it was filed in")
        }
        slots[slot].rects[i].frame = frame
    }

    /// Takes `handle` out of cell `key`, dropping the cell when it empties.
    mutating func remove(_ handle: Int32, at key: UInt64) {
        guard let slot = slot(of: key) else { preconditionFailure("LayeredIndex: handle \(handle) missing from a cell it was filed in") }
        slots[slot].rects.removeAll { $0.handle == handle }
        if slots[slot].rects.isEmpty { removeSlot(slot) }
    }

    /// Empties `slot`, shifting back the entries of its probe run so that lookups stay correct.
    private mutating func removeSlot(_ slot: Int) {
        var hole = slot
        var next = (hole + 1) & mask
        while slots[next].key != Self.emptyKey {
            let want = home(slots[next].key)
            // Move `next` into the hole unless its home lies cyclically in (hole, next].
            let stays = hole <= next ? (hole < want && want <= next) : (hole < want || want <= next)
            if !stays {
                slots.swapAt(hole, next)
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = .empty
        count -= 1
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: .empty, count: old.count * 2)
        mask = slots.count - 1
        shift = UInt64(64 - slots.count.trailingZeroBitCount)
        for entry in old where entry.key != Self.emptyKey { slots[freeSlot(for: entry.key)] = entry }
    }

    /// The first empty slot on `key`'s probe run, for a key not in the table.
    private func freeSlot(for key: UInt64) -> Int {
        var slot = home(key)
        while slots[slot].key != Self.emptyKey { slot = (slot + 1) & mask }
        return slot
    }
}
