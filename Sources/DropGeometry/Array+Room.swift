extension Array {
    /// Makes room for at least `count` elements, at least doubling the capacity when it has to
    /// grow: unlike `reserveCapacity(_:)`, which allocates exactly what is asked, calling it before
    /// every small batch stays amortized O(1) per element.
    /// - Complexity: O(n) when it grows, else O(1).
    package mutating func makeRoom(for count: Int) {
        guard count > capacity else { return }
        reserveCapacity(Swift.max(count, 2 * capacity))
    }
}
