/// An open-addressing hash table from packed cell keys to each cell's bucket number.
///
/// Linear probing over power-of-two capacity, kept at most half full; removal shifts later
/// entries back instead of leaving tombstones, so a long session of moving receivers does not
/// slowly fill the table. Lookups do not allocate.
struct CellTable: Sendable {
    /// Marks an unused slot. Real keys use 63 bits (see `LayeredIndex.cellKey`), so they never equal it.
    static let emptyKey = UInt64.max

    private var keys: [UInt64]
    private var heads: [Int32]
    private var mask: Int
    private var shift: UInt64
    private(set) var count = 0

    init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = Array(repeating: Self.emptyKey, count: size)
        heads = Array(repeating: -1, count: size)
        mask = size - 1
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    @inline(__always)
    private func home(_ key: UInt64) -> Int {
        // Fibonacci hashing: the top bits of the product depend on every bit of the key.
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The bucket stored for `key`, or -1 when the cell is empty.
    @inline(__always)
    func head(_ key: UInt64) -> Int32 {
        var slot = home(key)
        while true {
            let k = keys[slot]
            if k == key { return heads[slot] }
            if k == Self.emptyKey { return -1 }
            slot = (slot + 1) & mask
        }
    }

    /// Stores bucket `head` for `key`, adding the key when absent.
    mutating func setHead(_ key: UInt64, _ head: Int32) {
        if (count + 1) * 2 > keys.count { grow() }
        var slot = home(key)
        while true {
            let k = keys[slot]
            if k == key { heads[slot] = head; return }
            if k == Self.emptyKey {
                keys[slot] = key
                heads[slot] = head
                count += 1
                return
            }
            slot = (slot + 1) & mask
        }
    }

    /// Removes `key`, shifting back the entries of its probe run so that lookups stay correct.
    mutating func remove(_ key: UInt64) {
        var slot = home(key)
        while keys[slot] != key {
            if keys[slot] == Self.emptyKey { return }
            slot = (slot + 1) & mask
        }
        var hole = slot
        var next = (hole + 1) & mask
        while keys[next] != Self.emptyKey {
            let want = home(keys[next])
            // Move `next` into the hole unless its home lies cyclically in (hole, next].
            let stays = hole <= next ? (hole < want && want <= next) : (hole < want || want <= next)
            if !stays {
                keys[hole] = keys[next]
                heads[hole] = heads[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = Self.emptyKey
        heads[hole] = -1
        count -= 1
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldHeads = heads
        keys = Array(repeating: Self.emptyKey, count: oldKeys.count * 2)
        heads = Array(repeating: -1, count: oldKeys.count * 2)
        mask = keys.count - 1
        shift = UInt64(64 - keys.count.trailingZeroBitCount)
        count = 0
        for i in oldKeys.indices where oldKeys[i] != Self.emptyKey {
            setHead(oldKeys[i], oldHeads[i])
        }
    }
}
