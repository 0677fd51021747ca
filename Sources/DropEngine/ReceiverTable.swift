import DropGeometry

/// The receivers as the dispatcher keeps them: each one's record, its rect in the index, and —
/// read by every pointer move — its accept rule's verdicts cached as bits.
///
/// **Cached verdicts.** Each payload kind a rule or a source names gets a number (the first 62
/// kinds get a bit each). A receiver's ``verdictBits`` hold a bit per kind its rule lists,
/// ``enabledBit`` while it is enabled, and ``askBit`` when its rule is custom (a function of the
/// whole payload, asked every time). A hit test then decides "does it accept" with one AND for
/// kind rules; the rule itself is asked only for custom rules and for kinds beyond the 62nd.
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
    /// By handle, beside `records`: what a hit test reads of every receiver it lands on, kept
    /// apart so that reading it copies no record.
    var hot: [Hot] = []

    struct Hot: Sendable {
        /// Sticky, with a parent: a target change asks the record only for those that can stick.
        var canStick = false
        /// Its placement is ``DropReceiver/Placement/amongRows``.
        var amongRows = false
        var dwell: Interval?

        init() {}

        init(_ receiver: DropReceiver) {
            canStick = receiver.isSticky && receiver.parent != nil
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

    mutating func setLayout(_ layout: ListLayout, of handle: LayeredIndex.Handle) {
        revision += 1
        records[Int(handle.rawValue)]!.layout = layout
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
