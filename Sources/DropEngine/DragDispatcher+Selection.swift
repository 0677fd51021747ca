/// Several sources dragged as one: an app's multi-selection.
///
/// ```swift
/// engine.select(["t1", "h1", "t3"], into: &actions)  // a drag of any of the three carries all three
/// ```
///
/// A drag of a selected source carries the rest of the selection along. Its payload and its
/// ``DropIntent`` are still the pressed source's — the app knows what else it carries, and
/// applies the drop to all of it — but the drag is judged as everything it carries: a receiver
/// takes it only where its rule takes every payload carried (a bin that takes tasks but not
/// headers refuses a selection holding a header), and a place among rows is blocked where any
/// carried row may not go (a selected folder into itself, a selected header into a folder) —
/// under a pointer and among the keyboard's targets alike. The verdict's reason, and
/// ``Announcement/blocked(_:_:reason:)``, name the first carried source refused. A drag of a
/// source that is not selected carries only it.
///
/// The payloads judged are those of the selected sources registered when the press began; a
/// selected source's row blocks places whenever it is among the rows (a row that comes into view
/// when its folder opens mid-drag). Selecting anew while a drag carries a source selected before
/// or now gives that drag its new company at once, and a fresh look at its target.
///
/// What it does not do: the engine never changes the selection (a drop does not clear it; the
/// app does, as it applies the drop), and it keeps one selection, not one per pointer.
extension DragDispatcher {
    /// The sources selected together, and the same as a set.
    struct Selection: Sendable {
        var sources: [SourceID] = []
        var members: Set<SourceID> = []
    }

    /// The sources selected together, in the order first named; empty when fewer than two are.
    public var selection: [SourceID] { selected.sources }

    /// Selects `sources` together — each once, in the order first named; none when fewer than
    /// two are named — so that a drag of any one of them carries them all (see above). Drags under
    /// way that carry a source selected before or now are judged again at once: the actions it
    /// causes (a target now refusing, or blocked) are appended to `actions`.
    /// - Complexity: O(k) for the k sources named, plus for each drag under way whose source is
    ///   among them (before or now), O(k) and a hit test (for the keyboard's, its targets found again).
    public mutating func select(_ sources: [SourceID], into actions: inout [DragAction]) {
        var members: Set<SourceID> = []
        let named = sources.filter { members.insert($0).inserted }
        let before = selected
        selected = named.count > 1 ? Selection(sources: named, members: members) : Selection()
        var carrying: [Int] = []
        for i in sessions.occupied {
            let source = sessions[i].grip.source
            guard before.members.contains(source) || selected.members.contains(source) else { continue }
            sessions[i].carry(sessions[i].grip.carrying(company(of: source)))
            // The keyboard's targets are those that take what it carries: found again.
            if sessions[i].pointer.isKeyboard { keyboard.revision = -1 }
            carrying.append(i)
        }
        if !carrying.isEmpty { refreshTargets(of: carrying, into: &actions) }
    }

    /// What a drag of `source` carries besides it: the rest of the selection when `source` is
    /// selected, else `nil`.
    /// - Complexity: O(k) for the k sources selected, a lookup of each.
    func company(of source: SourceID) -> DragSession.Company? {
        guard selected.members.contains(source) else { return nil }
        let others = selected.sources.filter { $0 != source }
        let members = others.compactMap { other -> DragSession.Company.Member? in
            guard let handle = sourceHandles[other], let record = sources[Int(handle.rawValue)] else { return nil }
            return DragSession.Company.Member(source: other, payload: record.source.payload, kindBit: record.kindBit)
        }
        return DragSession.Company(sources: others, members: members)
    }
}
