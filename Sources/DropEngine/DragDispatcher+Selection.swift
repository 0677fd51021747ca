/// Several sources dragged as one: an app's multi-selection.
///
/// ```swift
/// engine.select([SelectedSource("t1", payload: t1), SelectedSource("h1", payload: h1)], into: &actions)
/// // a drag of t1 or of h1 now carries both
/// ```
///
/// A drag of a selected source carries the rest of the selection along. Its payload and its
/// ``DropIntent`` are still the pressed source's — the app knows what else it carries, and
/// applies the drop to all of it — but the drag is judged as everything it carries: a receiver
/// takes it only where its rule takes every payload carried (a bin that takes tasks but not
/// headers refuses a selection holding a header), and a place among rows is blocked where any
/// carried row may not go (a selected folder into itself, a selected header into a folder) —
/// under a pointer and among the keyboard's targets alike; a receiver the selected sources are
/// already in (``SelectedSource/alreadyIn``) refuses it only when every one of them names it.
/// The verdict's reason, and ``Announcement/blocked(_:_:reason:)``, name the first carried source
/// refused; its drop is announced with how many it carries
/// (``Announcement/droppedSelection(_:count:receiver:container:)``). A drag of a source that is
/// not selected carries only it.
///
/// **What is counted.** A selected source inside another one selected — as the app says
/// (``SelectedSource/carriedBy``: a node inside a selected folder), or as a list's rows show it
/// (a row inside a selected folder's row) — travels in that one, as the app moves it: it is
/// carried, judged, and a drag of it carries the selection, but it is not an item of its own.
/// The badge (``Cues/badge``), a selection's announcements and its positions count the others
/// alone: Folder A selected with Readme and Photo B1 inside Folder A is 2 items. One that counts
/// alone is said as a drag of one (``Announcement/pickedUp(_:byKeyboard:)``, naming it — Folder A,
/// though Notes A1 inside it was pressed) and has no badge:
///
/// ```swift
/// engine.select([SelectedSource("fa", payload: fa), SelectedSource("a1", payload: a1, carriedBy: "fa"),
///                SelectedSource("r1", payload: r1)], into: &actions)
/// // a drag of a1: badge 2, "Picked up 2 tasks."; with r1 not selected: no badge, "Picked up Folder A."
/// ```
///
/// Each selected source comes with its payload, so one that is not registered (an item whose
/// row is out of view, or in a list nothing shows) is judged all the same; its row blocks places
/// whenever it is among a list's rows (a row that comes into view when its folder opens
/// mid-drag). Selecting anew while a drag carries a source selected before or now gives that
/// drag its new company at once, and a fresh look at its target.
///
/// One drag at most carries the selection, as a press of a selected source while another drag
/// carries it is refused. Selecting while several drags are under way gives the selection to the
/// drag holding the first source named that a drag holds (a press counts); a source another drag
/// holds is left out of the selection, and that drag keeps carrying its own item alone.
///
/// A swipe of a selected source's row acts on that row alone: it carries no selection, so a
/// press of another selected source meanwhile is not refused, and its drag carries the selection
/// but the swiped source, which another pointer holds. A swipe let go short of its distance (or
/// cancelled) gives the row back to that drag at once; one committed leaves it out until the app
/// selects again, as it does once it has applied the swipe (without the row when it closed it):
///
/// ```swift
/// // pointer 1 drags t1, pointer 2 drags t2
/// engine.select([SelectedSource("t1", payload: t1), SelectedSource("t2", payload: t2), SelectedSource("t3", payload: t3)], into: &actions)
/// // ["t2"] left out: pointer 1 carries t1 and t3, pointer 2 carries t2
/// ```
///
/// What it does not do: the engine never changes the selection (a drop does not clear it; the
/// app does, as it applies the drop), and it keeps one selection, not one per pointer.
extension DragDispatcher {
    /// The sources selected together, with their kinds' bits, the same as a set, and those
    /// carried inside another of them, each with the one it travels in (see above).
    struct Selection: Sendable {
        var sources: [SelectedSource] = []
        var kindBits: [UInt64] = []
        var members: Set<SourceID> = []
        var carriers: [SourceID: SourceID] = [:]

        /// How many items a drag of them carries: those not inside another.
        var count: Int { sources.count - carriers.count }
    }

    /// The sources selected together, in the order first named; empty when fewer than two are.
    public var selection: [SelectedSource] { selected.sources }

    /// Selects `sources` together — each once (its first payload), in the order first named;
    /// none when fewer than two are named — so that a drag of any one of them carries them all
    /// (see above). Drags under way that carry a source selected before or now are judged again
    /// at once: the actions that causes (a target now refusing, or blocked) are appended to `actions`.
    /// Returns the sources left out because another drag than the one given the selection holds
    /// them (see above), in the order named; empty when at most one drag holds a source named.
    /// - Complexity: O(k) for the k sources named, plus for each drag under way whose source is
    ///   among them (before or now), O(k) and a hit test (for the keyboard's, its targets found again).
    @discardableResult
    public mutating func select(_ sources: [SelectedSource], into actions: inout [DragAction]) -> [SourceID] {
        var members: Set<SourceID> = []
        var named = sources.filter { members.insert($0.source).inserted }
        let told = named
        // The selection goes to one drag: the holder of the first source named that a drag holds.
        var carrier: PointerID?
        var left: [SourceID] = []
        for item in named {
            // A swipe carries no selection: its source stays selected, carried by no drag while swiped.
            guard let holder = sessions.holder(of: item.source), !isSwiping(holder) else { continue }
            if carrier == nil { carrier = holder } else if holder != carrier { left.append(item.source) }
        }
        if !left.isEmpty {
            let out = Set(left)
            named.removeAll { out.contains($0.source) }
            members.subtract(out)
        }
        let before = selected
        selected = named.count > 1
            ? Selection(sources: named, kindBits: named.map { receivers.kindBit($0.payload.kind) }, members: members,
                        carriers: carriers(among: told, members: members))
            : Selection()
        recarry(before.members, into: &actions)
        return left
    }

    /// Gives each press or drag of a source selected now or among `before` what it carries now
    /// (``company(of:)``), and the drags a fresh look at their targets.
    /// - Complexity: for each such drag, O(k) and a hit test (for the keyboard's, its targets found again).
    private mutating func recarry(_ before: Set<SourceID>, into actions: inout [DragAction]) {
        var carrying: [Int] = []
        for i in sessions.occupied {
            let source = sessions[i].grip.source
            guard before.contains(source) || selected.members.contains(source), !sessions[i].isSwiping else { continue }
            sessions[i].carry(sessions[i].grip.carrying(company(of: source)))
            // The keyboard's targets are those that take what it carries: found again.
            if sessions[i].pointer.isKeyboard { keyboard.revision = nil }
            carrying.append(i)
        }
        if !carrying.isEmpty { refreshTargets(of: carrying, into: &actions) }
    }

    /// A swipe of a selected source returned among `actions` (those of one input): the drag
    /// carrying the selection carries that source again (see above). A committed one waits for
    /// the app's next selection: what the swipe does to the row is the app's to apply first.
    /// - Complexity: O(a) for the a actions, allocating nothing; with a swipe of a selected source returned, as ``recarry(_:into:)``.
    mutating func recarryAfterSwipes(in actions: inout [DragAction], from first: Int) {
        guard !selected.members.isEmpty, first < actions.count else { return }
        for i in first..<actions.count {
            guard case .swipeEnded(_, let source, nil) = actions[i], selected.members.contains(source) else { continue }
            recarry([], into: &actions)
            return
        }
    }

    /// Whether `pointer` swipes a row.
    private func isSwiping(_ pointer: PointerID) -> Bool {
        sessions.slot(of: pointer).map { sessions[$0].isSwiping } ?? false
    }

    /// Selects registered sources by id, each with the payload and ``DragSource/alreadyIn`` it
    /// was registered with: ``select(_:into:)`` for sources the dispatcher has (the C ABI's
    /// `dta_engine_select`).
    ///
    /// ```swift
    /// try engine.select(registered: ["photo-1", "photo-2"], into: &actions)
    /// ```
    /// Returns the sources left out because another drag holds them, as ``select(_:into:)`` does.
    /// - Throws: ``EngineError`` naming the first id no source has; the selection is then unchanged.
    /// - Complexity: as ``select(_:into:)``, plus a lookup per id.
    @discardableResult
    public mutating func select(registered ids: [SourceID], into actions: inout [DragAction]) throws(EngineError) -> [SourceID] {
        var chosen: [SelectedSource] = []
        chosen.reserveCapacity(ids.count)
        for id in ids {
            let source = sources[Int(try sourceHandle(id).rawValue)]!.source
            chosen.append(SelectedSource(id, payload: source.payload, alreadyIn: source.alreadyIn))
        }
        return select(chosen, into: &actions)
    }

    /// How many items a drag of `source` carries: when it is selected, the selection's count —
    /// its sources but those inside another (see above) — without the sources another pointer
    /// swipes meanwhile; else 1.
    /// - Complexity: O(1) without a selection or a swipe under way; else O(k · d) for the k
    ///   selected, d deep inside one another.
    func carriedCount(of source: SourceID) -> Int {
        guard selected.members.contains(source) else { return 1 }
        // No pointer but the one holding `source`, if any: none swipes a selected row.
        guard sessions.count > (sessions.holder(of: source) == nil ? 0 : 1) else { return selected.count }
        return selected.sources.count { isCountedItem($0.source, with: source) }
    }

    /// Whether a drag of selected `source` carries selected `item` as an item of its own: the
    /// drag carries it (``isCarried(_:with:)``) and no selected source it lies inside that the
    /// drag carries too.
    /// - Complexity: O(d) for d selected sources it lies inside.
    func isCountedItem(_ item: SourceID, with source: SourceID) -> Bool {
        guard isCarried(item, with: source) else { return false }
        var outer = selected.carriers[item]
        while let carrier = outer {
            if isCarried(carrier, with: source) { return false }
            outer = selected.carriers[carrier]
        }
        return true
    }

    /// What a drag of `source` carries as an item of its own: `source`, unless it is selected
    /// inside another selected source (see above), then the outermost one it travels in — the
    /// item a drag carrying one names.
    /// - Complexity: O(d) for d selected sources it lies inside.
    func carriedItem(of source: SourceID) -> SourceID {
        var item = source
        while let carrier = selected.carriers[item] { item = carrier }
        return item
    }

    /// The selected `members` that lie inside another member, each with the first member found
    /// going out from it: each of `named` (the sources named, those left out of the selection
    /// too) lies inside its ``SelectedSource/carriedBy``, or else inside the nearest named row
    /// above it in the list that shows it, and so on outwards. A chain of them that comes back
    /// on itself (a tree told wrong) carries nothing: each of it is counted.
    /// - Complexity: O(k · d) for the k sources named, d deep.
    private func carriers(among named: [SelectedSource], members: Set<SourceID>) -> [SourceID: SourceID] {
        var ids: Set<SourceID> = []
        for item in named { ids.insert(item.source) }
        var inside: [SourceID: SourceID] = [:]
        for item in named {
            if let outer = item.carriedBy ?? namedRow(holding: item.source, among: ids), outer != item.source { inside[item.source] = outer }
        }
        var carriers: [SourceID: SourceID] = [:]
        for source in members {
            var (at, found): (SourceID, SourceID?) = (source, nil)
            // Without a circle the chain ends within inside.count steps.
            for _ in 0...inside.count {
                guard let outer = inside[at] else { if let found { carriers[source] = found }; break }
                if found == nil, members.contains(outer) { found = outer }
                at = outer
            }
        }
        return carriers
    }

    /// The nearest of `ids` whose row holds `source`'s row, in the list that lays it out first.
    /// - Complexity: O(d) for a row d deep.
    private func namedRow(holding source: SourceID, among ids: Set<SourceID>) -> SourceID? {
        guard let raw = receivers.rowHolders.first(holding: source), let layout = receivers.records[Int(raw)]?.layout,
              let row = layout.row(of: source) else { return nil }
        var parent = Int(layout.parentRow[row])
        while parent >= 0 {
            if let holder = layout.rows[parent].source, ids.contains(holder) { return holder }
            parent = Int(layout.parentRow[parent])
        }
        return nil
    }

    /// Whether a drag of selected `source` carries selected `item`: it is `source`, or no other
    /// pointer holds it (a swipe of its row).
    /// - Complexity: O(1).
    func isCarried(_ item: SourceID, with source: SourceID) -> Bool {
        item == source || sessions.holder(of: item) == nil
    }

    /// The pointer whose press, swipe or drag holds `source`: the one holding it, or for a selected
    /// source the one pressing or dragging another selected source, whose drag carries the
    /// selection — all of it but a source swiped when it was given what it carries. A second drag
    /// of it would carry the same items twice, and the later drop would be refused. A swipe of a
    /// selected source carries no selection: it holds its own source alone.
    /// The runtime asks it too: a swipe does not close a node another pointer holds.
    /// - Complexity: O(1); O(k) for a source among the k selected.
    package func carrier(of source: SourceID) -> PointerID? {
        if let holder = sessions.holder(of: source) { return holder }
        guard selected.members.contains(source) else { return nil }
        for item in selected.sources {
            // At most one press or drag holds a selected source (a second is refused, or left out).
            guard let holder = sessions.holder(of: item.source), let slot = sessions.slot(of: holder), !sessions[slot].isSwiping else { continue }
            return sessions[slot].grip.company?.members.contains { $0.source == source } == true ? holder : nil
        }
        return nil
    }

    /// What a drag of `source` carries besides it: the rest of the selection when `source` is
    /// selected, but a source another pointer holds (swipes: any other holder is refused or left
    /// out of the selection); `nil` when it is not selected, or nothing else is left to carry.
    /// - Complexity: O(k) for the k sources selected; O(k · d) while another pointer swipes one
    ///   (``carriedCount(of:)``).
    func company(of source: SourceID) -> DragSession.Company? {
        guard selected.members.contains(source) else { return nil }
        var members: [DragSession.Company.Member] = []
        members.reserveCapacity(selected.sources.count - 1)
        for (item, kindBit) in zip(selected.sources, selected.kindBits) where item.source != source && isCarried(item.source, with: source) {
            members.append(DragSession.Company.Member(source: item.source, payload: item.payload, kindBit: kindBit, alreadyIn: item.alreadyIn))
        }
        // Every other one swiped: the drag carries its own source alone, as an unselected one's.
        return members.isEmpty ? nil : DragSession.Company(members: members, count: carriedCount(of: source))
    }
}

/// A source selected for a drag of several (``DragDispatcher/select(_:into:)``), with the payload
/// it carries and the receivers it already is in (``DragSource/alreadyIn``) — given, since a
/// selected item need not have a registered source (its row out of view).
public struct SelectedSource: Hashable, Sendable, CustomStringConvertible {
    public var source: SourceID
    public var payload: Payload
    /// The receivers the item already is in: a drag of the selection is refused by one only when
    /// every selected source names it.
    public var alreadyIn: [ReceiverID]
    /// The selected source the item lies inside, if any — the nearest selected folder it is in,
    /// at any depth — which it travels in: it is not counted as an item of its own (see
    /// ``DragDispatcher/select(_:into:)``). `nil` (most): inside none, or none the app's tree
    /// tells of; a row inside a selected source's row is found all the same.
    public var carriedBy: SourceID?

    public init(_ source: SourceID, payload: Payload, alreadyIn: [ReceiverID] = [], carriedBy: SourceID? = nil) {
        self.source = source
        self.payload = payload
        self.alreadyIn = alreadyIn
        self.carriedBy = carriedBy
    }

    /// `t1: task(t1)`; `a1: task(a1) in fa` when carried by another.
    public var description: String { "\(source): \(payload)" + (carriedBy.map { " in \($0)" } ?? "") }
}
