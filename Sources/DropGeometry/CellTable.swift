/// An open-addressing hash table from packed cell keys to each cell's rects (their handles),
/// bottom first.
///
/// Linear probing over power-of-two capacity, kept at most half full; removal shifts later
/// entries back instead of leaving tombstones, so a long session of moving receivers does not
/// slowly fill the table. Lookups do not allocate.
///
/// **Memory.** A slot is 16 bytes: its key, and where its handles lie in one shared pool. The
/// pool hands out blocks of 2^k handles (4 bytes each), and a cell that outgrows its block moves
/// to one twice the size; freed blocks are chained by size and reused. A cell filed once costs
/// its handles, at most doubled, plus two slots' worth of table — no array, no frame copies, no
/// allocation of its own. Frames and layers are the index's, read by handle.
///
/// Under churn the pool keeps its high-water mark: a block is never shrunk while its cell holds
/// a rect, and free blocks are neither merged nor split, so a size gets new blocks only when more
/// of that size are in use at once than ever before. Rects moving at random for 800,000 moves
/// leveled off at about four times the live handles; memory follows the busiest moment, not the
/// length of the session.
struct CellTable: Sendable {
    /// Marks an unused slot. Real keys use 63 bits (see `LayeredIndex.cellKey`), so they never equal it.
    static let emptyKey = UInt64.max
    /// The bits of ``Slot/packed`` that hold the count; the rest hold the block's size class.
    private static let countBits: UInt32 = 27
    private static let countMask: UInt32 = 1 << countBits - 1
    /// How many rects one cell can hold: the count's 27 bits.
    static let cellLimit = Int(countMask)

    struct Slot: Sendable {
        var key: UInt64
        /// Where the cell's block starts in the pool.
        var start: UInt32
        /// The count (low 27 bits) and the block's size class k, for 2^k handles (high 5 bits).
        var packed: UInt32
        static let empty = Slot(key: CellTable.emptyKey, start: 0, packed: 0)

        var count: Int { Int(packed & CellTable.countMask) }
        var sizeClass: Int { Int(packed >> CellTable.countBits) }
    }

    private var slots: [Slot]
    private var mask: Int
    private var shift: UInt64
    /// Every cell's block of handles; free blocks among them.
    private var pool: [Int32] = []
    /// Per size class, the start of the first free block, or -1; each free block's first
    /// handle holds the start of the next.
    private var freeBlocks = [Int32](repeating: -1, count: 32)
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

    /// Calls `body` with the handles of the cell `key`, bottom first; not at all for an empty cell.
    @inline(__always)
    func visit(_ key: UInt64, _ body: (UnsafeBufferPointer<Int32>) -> Void) {
        slots.withUnsafeBufferPointer { slots in
            var slot = home(key)
            while true {
                let k = slots[slot].key
                if k == key {
                    let found = slots[slot]
                    return pool.withUnsafeBufferPointer { pool in
                        body(UnsafeBufferPointer(rebasing: pool[Int(found.start)..<Int(found.start) + found.count]))
                    }
                }
                if k == Self.emptyKey { return }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The handles of cell `key`, bottom first; empty for an empty cell. For checks and tests.
    func handles(_ key: UInt64) -> [Int32] {
        var found: [Int32] = []
        visit(key) { found = Array($0) }
        return found
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

    /// Files `handle` in cell `key` above every rect `isBelow` says lies below it, searching
    /// from the top: O(1) for a rect that goes on top, as a newly inserted rect of the same `z` does.
    mutating func insert(_ handle: Int32, at key: UInt64, above isBelow: (Int32) -> Bool) {
        guard let slot = slot(of: key) else {
            if (count + 1) * 2 > slots.count { grow() }
            let start = allocate(sizeClass: 0)
            pool[Int(start)] = handle
            slots[freeSlot(for: key)] = Slot(key: key, start: start, packed: 1)
            count += 1
            return
        }
        var cell = slots[slot]
        precondition(cell.count < Self.cellLimit, "LayeredIndex: more than \(Self.cellLimit) rects in one cell")
        if cell.count == 1 << cell.sizeClass {
            let bigger = allocate(sizeClass: cell.sizeClass + 1)
            for i in 0..<cell.count { pool[Int(bigger) + i] = pool[Int(cell.start) + i] }
            release(cell.start, sizeClass: cell.sizeClass)
            cell.start = bigger
            cell.packed = UInt32(cell.sizeClass + 1) << Self.countBits | UInt32(cell.count)
        }
        let base = Int(cell.start)
        var at = cell.count
        while at > 0, !isBelow(pool[base + at - 1]) {
            pool[base + at] = pool[base + at - 1]
            at -= 1
        }
        pool[base + at] = handle
        cell.packed += 1
        slots[slot] = cell
    }

    /// Takes `handle` out of cell `key`, keeping the others' order, and drops the cell when it empties.
    mutating func remove(_ handle: Int32, at key: UInt64) {
        guard let slot = slot(of: key) else { preconditionFailure("LayeredIndex: handle \(handle) missing from a cell it was filed in") }
        var cell = slots[slot]
        let base = Int(cell.start)
        guard let at = (0..<cell.count).first(where: { pool[base + $0] == handle }) else {
            preconditionFailure("LayeredIndex: handle \(handle) missing from a cell it was filed in")
        }
        for i in at..<(cell.count - 1) { pool[base + i] = pool[base + i + 1] }
        cell.packed -= 1
        if cell.count == 0 {
            release(cell.start, sizeClass: cell.sizeClass)
            removeSlot(slot)
        } else {
            slots[slot] = cell
        }
    }

    // MARK: The pool

    /// A block of 2^`sizeClass` handles: a freed one of that size if any, else new at the pool's end.
    private mutating func allocate(sizeClass: Int) -> UInt32 {
        let head = freeBlocks[sizeClass]
        if head >= 0 {
            freeBlocks[sizeClass] = pool[Int(head)]
            return UInt32(head)
        }
        let start = pool.count
        precondition(start + 1 << sizeClass <= Int(Int32.max), "LayeredIndex: more than 2^31 cell entries")
        pool.append(contentsOf: repeatElement(-1, count: 1 << sizeClass))
        return UInt32(start)
    }

    /// Chains a block back onto its size's free list.
    private mutating func release(_ start: UInt32, sizeClass: Int) {
        pool[Int(start)] = freeBlocks[sizeClass]
        freeBlocks[sizeClass] = Int32(start)
    }

    // MARK: The table

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
