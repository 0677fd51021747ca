/// A min-heap of integers: the touch pointer ids given back, smallest first.
struct IDHeap {
    private var items: [Int] = []

    /// - Complexity: O(log n).
    mutating func insert(_ id: Int) {
        items.append(id)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    /// The smallest, removed; `nil` when empty.
    /// - Complexity: O(log n).
    mutating func popMin() -> Int? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last }
        let smallest = items[0]
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var least = parent
            if left < items.count, items[left] < items[least] { least = left }
            if right < items.count, items[right] < items[least] { least = right }
            guard least != parent else { return smallest }
            items.swapAt(parent, least)
            parent = least
        }
    }
}
