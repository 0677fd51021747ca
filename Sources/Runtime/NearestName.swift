/// The names among `names` that `name` was most likely meant to be, for a "did you mean" hint:
/// those written in another case or with `_`, `-` or spaces (`springload`, `spring_load` for
/// `springLoad`; `t1` for the id `t 1`), else those closest by edits — a letter added, dropped, changed or two swapped
/// (`accept` for `accepts`, `replai` for `replay`) — at most 2 edits and fewer than half the
/// name's letters. Every name as close as the closest is given, each once, in the order of their
/// UTF-8 bytes: a typo as near to two names (`c1x` to `c10` and `c11`) names both rather than
/// guessing one or saying nothing. Empty when none is close.
///
/// ```swift
/// nearestNames(to: "accept", among: ["accepts", "frame", "role"])   // ["accepts"]
/// nearestNames(to: "c1x", among: ["c10", "c11", "c2"])              // ["c10", "c11"]
/// ```
/// - Complexity: O(n · m) for the names' total length m and `name`'s length n, which is taken
///   only up to 2 letters longer than the longest name (a longer one is no name's typo).
package func nearestNames(to name: String, among names: some Sequence<String>) -> [String] {
    func folded(_ text: String) -> [Unicode.Scalar] {
        Array(text.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" && !$0.properties.isWhitespace })
    }
    let typed = folded(name)
    var best: (names: [String], edits: Int)?
    for candidate in names {
        let other = folded(candidate)
        guard abs(other.count - typed.count) <= 2 else { continue }
        let edits = editDistance(typed, other)
        guard edits <= 2, edits * 2 < max(typed.count, 1) || edits == 0 else { continue }
        if let current = best, current.edits < edits { continue }
        if let current = best, current.edits == edits {
            // Names are told apart by their bytes, as ids are (`é` composed and decomposed are two).
            if !current.names.contains(where: { $0.utf8.elementsEqual(candidate.utf8) }) { best?.names.append(candidate) }
        } else {
            best = ([candidate], edits)
        }
    }
    return (best?.names ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
}

/// `did you mean "accepts"?`, `did you mean c10 or c11?`: the hint for `names` (from
/// ``nearestNames(to:among:)``), each spelled by `spelled` (in quotes, unless told); past three,
/// the first three and how many there are (`did you mean c10, c11, c12, … (10 as near)?`).
/// `nil` when there are none.
package func didYouMean(_ names: [String], spelled: (String) -> String = { "\"\($0)\"" }) -> String? {
    guard let last = names.last else { return nil }
    guard names.count <= 3 else {
        return "did you mean " + names.prefix(3).map(spelled).joined(separator: ", ") + ", … (\(names.count) as near)?"
    }
    let rest = names.dropLast().map(spelled).joined(separator: ", ")
    return "did you mean " + (rest.isEmpty ? "" : rest + " or ") + spelled(last) + "?"
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
