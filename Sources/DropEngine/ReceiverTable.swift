import DropGeometry

/// The receivers as the dispatcher keeps them: each one's record, its rect in the index, and —
/// read by every pointer move — its accept rule's verdicts cached as bits.
///
/// **Cached verdicts.** Each payload kind a rule or a source names gets a number (the first 62
/// kinds get a bit each). A receiver's ``verdictBits`` hold a bit per kind its rule lists,
/// ``enabledBit`` while it is enabled, and ``askBit`` when its rule is custom (a function of the
/// whole payload, asked every time). A hit test then decides "does it accept" with one AND for
/// kind rules; the rule itself is asked only for custom rules and for kinds beyond the 62nd. A
/// drag of a selection also carries its other sources' kinds, ORed: a receiver whose bits hold
/// them all takes every one (``accepts(_:carrying:)``).
/// The bits are set from the rule whenever a receiver is registered, enabled or disabled;
/// numbers are never reused, so a kind's bit means the same for the table's life.
struct ReceiverTable: Sendable {
    struct Record: Sendable {
        var receiver: DropReceiver
        var layout: ListLayout?
    }

    static let enabledBit: UInt64 = 1 << 63
    static let askBit: UInt64 = 1 << 62
    /// Kinds numbered below this have a bit; later ones are asked of the rule.
    static let kindBitCount = 62

    var index = LayeredIndex()
    /// By handle; `nil` for a removed receiver's handle.
    var records = ReceiverRecords()
    /// By handle, beside `records`: see the type's summary.
    var verdictBits: [UInt64] = []
    var handles: [ReceiverID: LayeredIndex.Handle] = [:]
    /// The receivers whose collision is not `.pointer`, filed by where they reach: the only ones
    /// step 2 of ``DropReceiver/Collision``'s order looks at, and only those near the drag. Usually empty.
    var proximity = ProximityIndex()
    /// Which receivers' rows hold each source: where a row's place is found.
    var rowHolders = RowHolders()
    /// By handle, beside `records`: what a hit test reads of every receiver it lands on, kept
    /// apart so that reading it copies no record.
    var hot: [Hot] = []

    struct Hot: Sendable {
        /// Sticky with a parent, or with an edge hysteresis: a target change asks the record only
        /// for those that can keep the target where the pointer left them.
        var canKeep = false
        /// Its placement is ``DropReceiver/Placement/amongRows``.
        var amongRows = false
        var dwell: Interval?

        init() {}

        init(_ receiver: DropReceiver) {
            canKeep = receiver.isSticky && receiver.parent != nil || receiver.edgeHysteresis > 0
            amongRows = receiver.placement == .amongRows
            dwell = receiver.dwell
        }
    }
    /// Counts the changes to receivers (added, removed, moved, enabled or disabled, rows set): what
    /// was found from them is current while it stays the same.
    private(set) var revision = 0
    /// Every payload kind named so far, numbered in order of first sight.
    private var kindNumbers: [PayloadKind: Int] = [:]

    // MARK: Changes

    /// Files `receiver` on top of its `z`. The caller checked the id is free.
    mutating func insert(_ receiver: DropReceiver) {
        revision += 1
        let handle = index.insert(receiver.frame, z: receiver.z)
        let i = Int(handle.rawValue)
        let bits = verdictBits(for: receiver)
        if i == records.slots.count {
            records.slots.append(Record(receiver: receiver, layout: nil))
            verdictBits.append(bits)
            hot.append(Hot(receiver))
        } else {
            records[i] = Record(receiver: receiver, layout: nil)
            verdictBits[i] = bits
            hot[i] = Hot(receiver)
        }
        handles[receiver.id] = handle
        if receiver.collision != .pointer { proximity.insert(handle.rawValue, collision: receiver.collision, frame: receiver.frame) }
    }

    /// Makes room for `count` receivers in every table, so a scene's receivers are filed without
    /// growing (and copying) the tables as they fill; tables that grow at least double, so a batch
    /// of one receiver at a time costs what one-by-one registration does.
    mutating func makeRoom(for count: Int) {
        index.makeRoom(for: count)
        records.slots.makeRoom(for: count)
        verdictBits.makeRoom(for: count)
        hot.makeRoom(for: count)
        handles.reserveCapacity(count) // A dictionary grows by doubling its buckets.
    }

    /// Runs `body` with the index's grid layout put off until it returns (see ``LayeredIndex/deferringGridLayout(_:)``).
    mutating func deferringGridLayout(_ body: (inout ReceiverTable) -> Void) {
        let outer = index.deferGridLayout()
        body(&self)
        index.resumeGridLayout(outer)
    }

    mutating func remove(_ handle: LayeredIndex.Handle, id: ReceiverID) {
        revision += 1
        index.remove(handle)
        if let layout = records[Int(handle.rawValue)]?.layout { rowHolders.replace(layout, with: nil, of: handle.rawValue) }
        records[Int(handle.rawValue)] = nil
        verdictBits[Int(handle.rawValue)] = 0
        hot[Int(handle.rawValue)] = Hot()
        handles[id] = nil
        proximity.remove(handle.rawValue)
    }

    mutating func setFrame(_ frame: Rect, of handle: LayeredIndex.Handle) {
        revision += 1
        index.update(handle, frame: frame)
        records[Int(handle.rawValue)]!.receiver.frame = frame
        if !proximity.isEmpty, records[Int(handle.rawValue)]?.receiver.collision != .pointer { proximity.move(handle.rawValue, to: frame) }
    }

    mutating func setEnabled(_ enabled: Bool, _ handle: LayeredIndex.Handle) {
        revision += 1
        let i = Int(handle.rawValue)
        records[i]!.receiver.isEnabled = enabled
        verdictBits[i] = enabled ? verdictBits[i] | Self.enabledBit : verdictBits[i] & ~Self.enabledBit
    }

    /// Gives receiver `handle` a dwell time, checked (≥ 0) by the caller. Nothing found from the
    /// receivers depends on it but a hover's wait, so ``revision`` stays.
    mutating func setDwell(_ dwell: Interval?, of handle: LayeredIndex.Handle) {
        let i = Int(handle.rawValue)
        records[i]!.receiver.dwell = dwell
        hot[i].dwell = dwell
    }

    /// Gives receiver `handle` its rows; `sameRows` says they name the same sources in the same
    /// order as before (a scroll), so ``rowHolders`` has nothing to learn.
    mutating func setLayout(_ layout: ListLayout, of handle: LayeredIndex.Handle, sameRows: Bool) {
        revision += 1
        let old = records[Int(handle.rawValue)]!.layout
        records[Int(handle.rawValue)]!.layout = layout
        if !sameRows { rowHolders.replace(old, with: layout, of: handle.rawValue) }
    }

    /// Refuses to scroll receiver `handle` (`id`) to `offset` unless it has rows and the offset
    /// keeps them at finite places (``ListLayout/check(_:extent:receiver:)``). Holds no layout after.
    func checkScroll(of handle: LayeredIndex.Handle, to offset: Double, receiver id: ReceiverID) throws(EngineError) {
        guard let layout = records.slots[Int(handle.rawValue)]?.layout else {
            throw EngineError(.notAList, "receiver \"\(id)\": rows can only be scrolled on a receiver whose rows were set")
        }
        try layout.checkScroll(to: offset, receiver: id)
    }

    /// Scrolls receiver `handle`'s rows, checked by ``checkScroll(of:to:receiver:)``, to `offset`:
    /// the same rows, so ``rowHolders`` has nothing to learn. The layout's offset changes in place
    /// when nothing else holds it; otherwise it gets a new layout sharing the arrays.
    mutating func scrollLayout(of handle: LayeredIndex.Handle, to offset: Double) {
        revision += 1
        let raw = Int(handle.rawValue)
        if isKnownUniquelyReferenced(&records.slots[raw]!.layout!) {
            records.slots[raw]!.layout!.scrollInPlace(to: offset)
        } else {
            records.slots[raw]!.layout = records.slots[raw]!.layout!.scrolled(to: offset)
        }
    }

    /// Applies `edit`, checked against receiver `handle`'s rows, to them: its layout is taken out
    /// of its record first, so that nothing else holding it, its columns change in place.
    mutating func editLayout(of handle: LayeredIndex.Handle, _ edit: ListLayout.Edit) {
        revision += 1
        let raw = Int(handle.rawValue)
        let old = records[raw]!.layout.take()!
        records[raw]!.layout = ListLayout.applying(edit, to: consume old)
        if !edit.sameRows { rowHolders.update(handle.rawValue, adding: edit.added, removing: edit.removed) }
    }

    /// The bit of `kind` in every receiver's ``verdictBits``, numbering it if it is new; 0 when
    /// it is beyond the 62nd kind (its verdicts are asked of the rules).
    mutating func kindBit(_ kind: PayloadKind) -> UInt64 {
        let number: Int
        if let known = kindNumbers[kind] {
            number = known
        } else {
            number = kindNumbers.count
            kindNumbers[kind] = number
        }
        return number < Self.kindBitCount ? 1 << UInt64(number) : 0
    }

    private mutating func verdictBits(for receiver: DropReceiver) -> UInt64 {
        var bits: UInt64 = receiver.isEnabled ? Self.enabledBit : 0
        switch receiver.accepts.storage {
        case .kinds(let kinds):
            for kind in kinds { bits |= kindBit(kind) }
        case .custom:
            bits |= Self.askBit
        }
        return bits
    }

    // MARK: Verdicts

    /// Whether the receiver at handle `raw` is enabled and accepts a payload whose kind has `kindBit`.
    /// One AND for a kind rule; a custom rule (or a kind without a bit) is asked.
    @inline(__always)
    func accepts(_ raw: Int32, _ payload: Payload, kindBit: UInt64) -> Bool {
        let bits = verdictBits[Int(raw)]
        if bits & kindBit != 0 { return bits & Self.enabledBit != 0 }
        guard bits & Self.enabledBit != 0, bits & Self.askBit != 0 || kindBit == 0 else { return false }
        // Optional chaining reads the record in place; binding it would copy it.
        return records[Int(raw)]?.receiver.accepts.verdict(for: payload) == .accepts
    }

    /// Whether the receiver at handle `raw` is enabled and takes everything a drag of `grip`
    /// carries: its payload and, for a drag of a selection, each of its company's (one AND more
    /// when every kind has a bit; the rules asked otherwise) — and is not one it is already in
    /// (``DragSession/Grip/refusedBy``).
    @inline(__always)
    func accepts(_ raw: Int32, carrying grip: DragSession.Grip) -> Bool {
        guard accepts(raw, grip.payload, kindBit: grip.kindBit) else { return false }
        if let company = grip.company, verdictBits[Int(raw)] & company.kindBits != company.kindBits || company.asks,
           !company.members.allSatisfy({ accepts(raw, $0.payload, kindBit: $0.kindBit) }) {
            return false
        }
        return !records.refuses(raw, grip)
    }

    @inline(__always)
    func isEnabled(_ raw: Int32) -> Bool { verdictBits[Int(raw)] & Self.enabledBit != 0 }

    /// The bit of `kind` if it has one; 0 (ask the rules) for a kind beyond the 62nd or never named.
    func knownKindBit(_ kind: PayloadKind) -> UInt64 {
        guard let number = kindNumbers[kind], number < Self.kindBitCount else { return 0 }
        return 1 << UInt64(number)
    }

    /// The verdict the cached bits give for `payload` at handle `raw`, spelled as the rule's:
    /// what the brute-force test compares with ``AcceptRule/verdict(for:)``.
    func cachedVerdict(_ raw: Int32, for payload: Payload) -> Verdict {
        let bit = knownKindBit(payload.kind)
        let record = records[Int(raw)]!
        if verdictBits[Int(raw)] & bit != 0 { return .accepts }
        if verdictBits[Int(raw)] & Self.askBit != 0 || bit == 0 { return record.receiver.accepts.verdict(for: payload) }
        return .rejects(.kindNotAccepted(payload.kind))
    }
}

/// The receivers' records by handle, and how a hover is named from them: what a session is
/// given when it reports a hover (one array reference, not the whole table with its index).
struct ReceiverRecords: Sendable {
    var slots: [ReceiverTable.Record?] = []

    /// The record at handle `i`, read in place.
    subscript(i: Int) -> ReceiverTable.Record? {
        _read { yield slots[i] }
        _modify { yield &slots[i] }
    }
}

/// Which receivers' rows hold each source, by handle: what ``DragDispatcher/place(ofSource:)``
/// asks, where it once looked at every receiver's rows. Kept exact by every change of rows
/// (``ReceiverTable/setLayout(_:of:sameRows:)``) and every removal of a receiver with rows.
/// A source is usually one list's row; when several lists' rows name it, the lowest handle is
/// the answer, as a scan of the receivers in handle order found it.
struct RowHolders: Sendable {
    private var holders: [SourceID: Holders] = [:]

    private enum Holders: Sendable {
        case one(Int32)
        /// Ascending; two or more.
        case several([Int32])
    }

    /// The lowest handle of a receiver whose rows hold `source`, or `nil`.
    /// - Complexity: O(1): one hash lookup.
    func first(holding source: SourceID) -> Int32? {
        switch holders[source] {
        case .one(let raw)?: raw
        case .several(let raws)?: raws.first
        case nil: nil
        }
    }

    /// Receiver `raw`'s rows were `old` and are now `new` (`nil`: none).
    ///
    /// The rows alike at both ends (a drop moves or removes a few rows) keep their sources, so
    /// only the window between them is looked up: a source of the new window found among the old
    /// rows was in the old window (sources are unique among a list's rows), and when as many
    /// are found as the old window holds, none is gone.
    /// - Complexity: O(n + m) comparisons for the rows of `old` and `new`, and a lookup for each
    ///   row of the windows between the rows alike at both ends.
    mutating func replace(_ old: ListLayout?, with new: ListLayout?, of raw: Int32) {
        let before = old?.rows ?? [], after = new?.rows ?? []
        var start = 0
        while start < before.count, start < after.count, before[start].source == after[start].source { start += 1 }
        var (beforeEnd, afterEnd) = (before.count, after.count)
        while beforeEnd > start, afterEnd > start, before[beforeEnd - 1].source == after[afterEnd - 1].source {
            beforeEnd -= 1
            afterEnd -= 1
        }
        var kept = 0
        for row in after[start..<afterEnd] {
            guard let source = row.source else { continue }
            if old?.row(of: source) != nil { kept += 1 } else { add(raw, holding: source) }
        }
        guard kept < before[start..<beforeEnd].lazy.filter({ $0.source != nil }).count else { return }
        for row in before[start..<beforeEnd] {
            guard let source = row.source, new?.row(of: source) == nil else { continue }
            remove(raw, holding: source)
        }
    }

    /// Receiver `raw`'s rows came to hold `added` and no longer hold `removed`: a few of them changed.
    /// - Complexity: O(1) hash updates per source named.
    mutating func update(_ raw: Int32, adding added: [SourceID], removing removed: [SourceID]) {
        for source in added { add(raw, holding: source) }
        for source in removed { remove(raw, holding: source) }
    }

    private mutating func add(_ raw: Int32, holding source: SourceID) {
        switch holders[source] {
        case nil:
            holders[source] = .one(raw)
        case .one(let other)?:
            holders[source] = .several(other < raw ? [other, raw] : [raw, other])
        case .several(var raws)?:
            raws.insert(raw, at: raws.firstIndex { $0 > raw } ?? raws.count)
            holders[source] = .several(raws)
        }
    }

    private mutating func remove(_ raw: Int32, holding source: SourceID) {
        switch holders[source] {
        case .one?:
            holders[source] = nil
        case .several(var raws)?:
            raws.removeAll { $0 == raw }
            holders[source] = raws.count == 1 ? .one(raws[0]) : .several(raws)
        case nil:
            preconditionFailure("RowHolders: receiver \(raw) was not holding \(source)")
        }
    }
}
