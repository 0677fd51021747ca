/// How a cell of the topmost grid is packed into 8 bytes.
///
/// Bits 0–59 hold up to three slots of 20 bits each, topmost first: a handle in bits 0–18 of a
/// slot and, in bit 19, whether that rect covers the cell. Bits 60–63 hold the count (bits 60–61)
/// and two flags, `complete` and `refilling`. Eight bytes rather than sixteen halve the memory a
/// random query misses in, or buy twice the cells for the same memory (BENCHMARKS.md has the
/// figures); the price is that the grid serves handles below 2^19 only (see ``TopmostGrid/handleLimit``).
extension TopmostGrid {
    static let handleBits = 19
    /// Handles the grid can list: below 2^19 (524,288). An index with more rects has no grid.
    static let handleLimit = 1 << handleBits
    private static let slotBits = 20
    private static let handleMask: UInt64 = (1 << UInt64(handleBits)) - 1
    private static let slotMask: UInt64 = (1 << UInt64(slotBits)) - 1
    private static let coverBit: UInt64 = 1 << UInt64(handleBits)
    private static let metaShift: UInt64 = 60

    /// The count and flags of cell `cell`.
    @inline(__always)
    func meta(_ cell: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: cells[cell] >> Self.metaShift)
    }

    /// The `i`th handle listed in cell `cell` (meaningful below its count).
    @inline(__always)
    func handle(_ cell: Int, _ i: Int) -> UInt32 {
        Self.handle(in: cells[cell], i)
    }

    /// Whether the `i`th rect listed in cell `cell` covers the cell.
    @inline(__always)
    func covers(_ cell: Int, _ i: Int) -> Bool {
        Self.covers(in: cells[cell], i)
    }

    /// The `i`th handle in a packed cell.
    @inline(__always)
    static func handle(in packed: UInt64, _ i: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: (packed >> UInt64(slotBits * i)) & handleMask)
    }

    /// Whether the `i`th rect in a packed cell covers the cell.
    @inline(__always)
    static func covers(in packed: UInt64, _ i: Int) -> Bool {
        (packed >> UInt64(slotBits * i)) & coverBit != 0
    }

    /// The count and flags in a packed cell.
    @inline(__always)
    static func meta(in packed: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: packed >> metaShift)
    }

    mutating func setMeta(_ cell: Int, _ meta: UInt32) {
        cells[cell] = cells[cell] & ~(0xF << Self.metaShift) | UInt64(meta & 0xF) << Self.metaShift
    }

    /// Lists `handle` in slot `i` of cell `cell`, with whether it covers the cell.
    mutating func setHandle(_ cell: Int, _ i: Int, _ handle: UInt32, covering: Bool) {
        setSlot(cell, i, UInt64(handle) & Self.handleMask | (covering ? Self.coverBit : 0))
    }

    /// Copies slot `from` of cell `cell` (handle and cover bit) into slot `to`.
    mutating func copySlot(_ cell: Int, from: Int, to: Int) {
        setSlot(cell, to, (cells[cell] >> UInt64(Self.slotBits * from)) & Self.slotMask)
    }

    /// Writes the 20 bits of `slot` into slot `i` of cell `cell`.
    private mutating func setSlot(_ cell: Int, _ i: Int, _ slot: UInt64) {
        let shift = UInt64(Self.slotBits * i)
        cells[cell] = cells[cell] & ~(Self.slotMask << shift) | slot << shift
    }

    /// Whether `meta` marks a cell being refilled.
    @inline(__always)
    static func isRefilling(_ meta: UInt32) -> Bool {
        meta & refilling != 0
    }

    /// The handles cell `cell` lists, topmost first. For checks and tests.
    func listed(_ cell: Int) -> [UInt32] {
        (0..<Int(meta(cell) & Self.countMask)).map { handle(cell, $0) }
    }
}
