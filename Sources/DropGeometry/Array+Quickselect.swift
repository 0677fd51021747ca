/// Order statistics without sorting: what the topmost grid's layout needs of every rect's edges.
extension Array where Element: Comparable {
    /// The element that would stand at offset `k` if the collection were sorted, found by
    /// rearranging it in place (Hoare's quickselect, median-of-three pivots). A run that keeps
    /// choosing poor pivots sorts what is left instead, so the worst case is O(n log n).
    ///
    /// ```swift
    /// var edges = [5.0, 1, 4, 2, 3]
    /// edges.select(1) // 2.0
    /// ```
    /// - Precondition: `0 <= k < count`.
    /// - Complexity: O(n) on average.
    mutating func select(_ k: Int) -> Element {
        precondition(k >= 0 && k < count, "select(_:): offset \(k) outside 0..<\(count)")
        var low = 0, high = count - 1
        // Each round should shrink the range by a good part; after 2·log2(n) + 2 rounds, stop trusting pivots.
        var rounds = 2 * (Int.bitWidth - count.leadingZeroBitCount) + 2
        while low < high {
            if rounds == 0 {
                self[low...high].sort()
                break
            }
            rounds -= 1
            let middle = low + (high - low) / 2
            // Median of three at `middle`, the smallest at `low`, the largest at `high`: both stop the scans below.
            if self[middle] < self[low] { swapAt(middle, low) }
            if self[high] < self[low] { swapAt(high, low) }
            if self[high] < self[middle] { swapAt(high, middle) }
            let pivot = self[middle]
            var i = low, j = high
            while i <= j {
                while self[i] < pivot { i += 1 }
                while pivot < self[j] { j -= 1 }
                if i <= j {
                    swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            // Now everything in low...j is ≤ pivot, everything in i...high ≥ pivot, and between them equal to it.
            if k <= j {
                high = j
            } else if k >= i {
                low = i
            } else {
                break
            }
        }
        return self[k]
    }
}
