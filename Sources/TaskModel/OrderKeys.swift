/// Integer order keys with gaps: a move writes one row, and renumbers neighbours only when
/// no gap is left.
///
/// A new place takes the midpoint between its neighbours' keys (or one ``spacing`` past an
/// end). When the neighbours are adjacent integers, the smallest window of rows around the
/// place whose outer neighbours leave room is renumbered evenly, with gaps of at least
/// ``minimumGap``; a window that reaches an end of the list always has room.
public enum OrderKeys {
    /// The distance between keys of a freshly laid-out list (seed 000 uses 1000).
    public static let spacing: Int64 = 1_000
    /// The smallest gap a renumbered window leaves, so the next moves there find room again.
    static let minimumGap: Int64 = spacing / 8

    /// Where an item goes: its key, and the existing rows whose keys change.
    public struct Placement: Hashable, Sendable, CustomStringConvertible {
        public var key: Int64
        /// (index in the keys given, new key), for each renumbered row.
        public var renumbered: [Renumbering]

        public init(key: Int64, renumbered: [Renumbering]) {
            self.key = key
            self.renumbered = renumbered
        }

        /// `key 1500`, `key 1500, renumbering index 2 to key 1750, index 3 to key 1875`.
        public var description: String {
            "key \(key)" + (renumbered.isEmpty ? "" : ", renumbering " + renumbered.map(\.description).joined(separator: ", "))
        }
    }

    /// A neighbour given a new key to make room: its index among the siblings, and the key.
    public struct Renumbering: Hashable, Sendable, CustomStringConvertible {
        public var index: Int
        public var key: Int64

        public init(index: Int, key: Int64) {
            self.index = index
            self.key = key
        }

        /// `index 2 to key 1750`.
        public var description: String { "index \(index) to key \(key)" }
    }

    /// Places a new item before `keys[index]` (or at the end when `index == keys.count`).
    ///
    /// - Parameter keys: increasing keys of the list, without the item being placed, indexed
    ///   from 0 (a lazy view is fine: only the keys near `index` are read). Equal neighbours
    ///   leave no gap, so the window around them is renumbered; the new key is always strictly
    ///   between its neighbours' keys.
    /// - Complexity: O(1) when a gap is free; O(w²) to find and renumber a window of w rows otherwise.
    public static func place<Keys: RandomAccessCollection>(at index: Int, in keys: Keys) -> Placement
    where Keys.Element == Int64, Keys.Index == Int {
        precondition(index >= 0 && index <= keys.count, "OrderKeys.place: index \(index) outside 0…\(keys.count)")
        let lower = index > 0 ? keys[index - 1] : nil
        let upper = index < keys.count ? keys[index] : nil
        if let key = freeKey(between: lower, and: upper) {
            return Placement(key: key, renumbered: [])
        }
        // Windows of w existing rows that border the insertion point, smallest w first; among
        // windows of one size, the one reaching furthest down the list first.
        for width in 1...keys.count {
            for lo in stride(from: min(index, keys.count - width), through: max(0, index - width), by: -1) {
                let hi = lo + width
                let floor = lo > 0 ? keys[lo - 1] : nil
                let ceiling = hi < keys.count ? keys[hi] : nil
                guard let spread = spread(width + 1, between: floor, and: ceiling) else { continue }
                var renumbered: [Renumbering] = []
                renumbered.reserveCapacity(width)
                var newKey: Int64 = 0
                for slot in 0...width {
                    let position = lo + slot
                    if position < index {
                        renumbered.append(Renumbering(index: position, key: spread(slot)))
                    } else if position == index {
                        newKey = spread(slot)
                    } else {
                        renumbered.append(Renumbering(index: position - 1, key: spread(slot)))
                    }
                }
                return Placement(key: newKey, renumbered: renumbered)
            }
        }
        preconditionFailure("OrderKeys.place: the whole list always has room")
    }

    private static func freeKey(between lower: Int64?, and upper: Int64?) -> Int64? {
        switch (lower, upper) {
        case (nil, nil):
            return spacing
        case (let l?, nil):
            return l <= Int64.max - spacing ? l + spacing : nil
        case (nil, let u?):
            return u >= Int64.min + spacing ? u - spacing : nil
        case (let l?, let u?):
            let (gap, overflow) = u.subtractingReportingOverflow(l)
            if overflow { return l + (u / 2 - l / 2) } // Keys far apart: plenty of room.
            return gap >= 2 ? l + gap / 2 : nil
        }
    }

    /// A function giving `count` evenly spread keys strictly between the bounds, or `nil` if they don't fit.
    private static func spread(_ count: Int, between floor: Int64?, and ceiling: Int64?) -> ((Int) -> Int64)? {
        let n = Int64(count)
        switch (floor, ceiling) {
        case (nil, nil):
            return { Int64($0 + 1) * spacing }
        case (let f?, nil):
            guard f <= Int64.max - spacing * n else { return nil }
            return { f + Int64($0 + 1) * spacing }
        case (nil, let c?):
            guard c >= Int64.min + spacing * n else { return nil }
            return { c - (n - Int64($0)) * spacing }
        case (let f?, let c?):
            let (room, overflow) = c.subtractingReportingOverflow(f)
            let gap = overflow ? Int64.max / (n + 1) : room / (n + 1)
            guard gap >= minimumGap else { return nil }
            return { f + Int64($0 + 1) * gap }
        }
    }
}
