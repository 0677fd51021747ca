/// The name among `names` that `name` was most likely meant to be, for a "did you mean" hint: one
/// written in another case or with `_` or `-` (`springload`, `spring_load` for `springLoad`), else
/// the one closest by edits — a letter added, dropped, changed or two swapped (`accept` for
/// `accepts`, `replai` for `replay`) — at most 2 edits and fewer than half the name's letters,
/// and closer than any other; `nil` when none is.
///
/// ```swift
/// nearestName(to: "accept", among: ["accepts", "frame", "role"])   // "accepts"
/// ```
/// - Complexity: O(n · m) for the names' total length m and `name`'s length n, which is taken
///   only up to 2 letters longer than the longest name (a longer one is no name's typo).
package func nearestName(to name: String, among names: some Sequence<String>) -> String? {
    func folded(_ text: String) -> [Unicode.Scalar] { Array(text.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" }) }
    let typed = folded(name)
    var best: (name: String, edits: Int)?
    var tied = false
    for candidate in names {
        let other = folded(candidate)
        guard abs(other.count - typed.count) <= 2 else { continue }
        let edits = editDistance(typed, other)
        guard edits <= 2, edits * 2 < max(typed.count, 1) || edits == 0 else { continue }
        if let current = best, current.edits <= edits {
            if current.edits == edits && current.name != candidate { tied = true }
            continue
        }
        best = (candidate, edits)
        tied = false
    }
    return tied ? nil : best?.name
}

/// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
/// neighbours, each one edit.
private func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0 ... b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1 ... a.count {
        current[0] = i
        for j in 1 ... b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
        }
        (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
}
