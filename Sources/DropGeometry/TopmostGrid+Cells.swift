/// How a cell of the topmost grid is packed into 8 bytes.
///
/// Bits 0–59 hold up to three handles of 20 bits each, topmost first; bits 60–63 the count
/// (bits 60–61) and two flags, `complete` and `covered`. A cell being refilled is marked
/// `covered` without `complete`, a state no settled list has (a cover ends a chain, so it is
/// always complete). Eight bytes rather than sixteen halve the memory a random query misses in,
/// or buy twice the cells for the same memory (BENCHMARKS.md has the figures); the price is that
/// the grid serves handles below 2^20 only (see ``TopmostGrid/handleLimit``).
extension TopmostGrid {
    static let handleBits = 20
    /// Handles the grid can list: below 2^20 (1,048,576). An index with more rects has no grid.
    static let handleLimit = 1 << handleBits
    private static let handleMask: UInt64 = (1 << UInt64(handleBits)) - 1
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

    /// The `i`th handle in a packed cell.
    @inline(__always)
    static func handle(in packed: UInt64, _ i: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: (packed >> UInt64(Self.handleBits * i)) & handleMask)
    }

    /// The count and flags in a packed cell.
    @inline(__always)
    static func meta(in packed: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: packed >> metaShift)
    }

    mutating func setMeta(_ cell: Int, _ meta: UInt32) {
        cells[cell] = cells[cell] & ~(0xF << Self.metaShift) | UInt64(meta & 0xF) << Self.metaShift
    }

    mutating func setHandle(_ cell: Int, _ i: Int, _ handle: UInt32) {
        let shift = UInt64(Self.handleBits * i)
        cells[cell] = cells[cell] & ~(Self.handleMask << shift) | (UInt64(handle) & Self.handleMask) << shift
    }

    /// Whether `meta` marks a cell being refilled.
    @inline(__always)
    static func isRefilling(_ meta: UInt32) -> Bool {
        meta & (complete | covered) == refilling
    }

    /// The handles cell `cell` lists, topmost first. For checks and tests.
    func listed(_ cell: Int) -> [UInt32] {
        (0..<Int(meta(cell) & Self.countMask)).map { handle(cell, $0) }
    }
}
