import DropEngine
import DropGeometry

// Spellings that keep the transcripts short: seed 001's cues as the fixture gives them, the
// todo roles as receiver tags, and registry changes that return what they append.

extension Cues {
    /// Seed 001's lift: medium haptic, lifted with a shadow at 0.7 opacity.
    static let dragStart = Cues(haptic: .medium, appearance: DragAppearance(lifted: true, opacity: 0.7, shadow: true))
    /// Seed 001's drop: light haptic, settle (spring, 200 ms).
    static let drop = Cues(haptic: .light, animation: CueAnimation(kind: .settle, curve: .spring, milliseconds: 200))
    /// Seed 001's cancel: return to origin (ease in-out, 250 ms).
    static let cancel = Cues(animation: CueAnimation(kind: .returnToOrigin, curve: .easeInOut, milliseconds: 250))
    /// Seed 001's rows making space (spring, 200 ms).
    static let rowShift = CueAnimation(kind: .rowShift, curve: .spring, milliseconds: 200)
}

extension DragCues { static let seed001 = DragCues(lift: .dragStart, cancel: .cancel) }
extension DropCues { static let seed001 = DropCues(drop: .drop, rowShift: Cues.rowShift) }

/// The todo roles, as the tags the fixture gives its receivers.
enum Role {
    case complete, trash, list(String), moveTo(String)

    var tag: String {
        switch self {
        case .complete: "complete"
        case .trash: "trash"
        case .list(let list): "list(\(list))"
        case .moveTo(let list): "moveTo(\(list))"
        }
    }

    var placement: DropReceiver.Placement {
        if case .list = self { .amongRows } else { .onto }
    }
}

extension DropReceiver {
    /// A receiver with a todo role's tag and placement, and seed 001's cues.
    init(id: ReceiverID, frame: Rect, role: Role, z: Int = 0, isEnabled: Bool = true, accepts: AcceptRule) {
        self.init(id: id, frame: frame, tag: role.tag, z: z, isEnabled: isEnabled, accepts: accepts, placement: role.placement, cues: .seed001)
    }
}

extension DragSource {
    /// A source with seed 001's cues.
    init(id: SourceID, frame: Rect, z: Int = 0, payload: Payload, activation: Activation, seed001: Void) {
        self.init(id: id, frame: frame, z: z, payload: payload, activation: activation, cues: .seed001)
    }
}

extension DragAction {
    /// Entered `receiver`: at `slot` among its rows, or onto it.
    static func entered(_ pointer: PointerID, receiver: ReceiverID, verdict: Verdict, slot: Int?) -> DragAction {
        .entered(pointer, location: slot.map { .among(receiver, index: $0) } ?? .onto(receiver), verdict: verdict)
    }

    /// Moved to `slot` among `receiver`'s rows, still accepted.
    static func movedWithin(_ pointer: PointerID, receiver: ReceiverID, slot: Int) -> DragAction {
        .movedWithin(pointer, location: .among(receiver, index: slot), verdict: .accepts)
    }
}

extension DropIntent {
    /// A drop on `receiver` (with `role`'s tag), at `slot` among its rows, from row `fromRow`.
    init(payload: Payload, source: SourceID, receiver: ReceiverID, role: Role, slot: Int? = nil, fromRow: Int? = nil) {
        self.init(payload: payload, source: source, location: slot.map { .among(receiver, index: $0) } ?? .onto(receiver),
                  origin: fromRow.map { .among(receiver, index: $0) }, tag: role.tag)
    }
}

extension HitExplanation.Candidate {
    init(receiver: ReceiverID, z: Int, role: Role, verdict: Verdict) {
        self.init(receiver: receiver, z: z, tag: role.tag, verdict: verdict)
    }
}

extension DragDispatcher {
    // Registry changes, returning the actions they append to a fresh buffer.
    @discardableResult
    mutating func register(_ receiver: DropReceiver) throws -> [DragAction] {
        var actions: [DragAction] = []
        try register(receiver, into: &actions)
        return actions
    }

    @discardableResult
    mutating func unregisterReceiver(_ id: ReceiverID) throws -> [DragAction] {
        var actions: [DragAction] = []
        try unregisterReceiver(id, into: &actions)
        return actions
    }

    @discardableResult
    mutating func setEnabled(_ enabled: Bool, receiver id: ReceiverID) throws -> [DragAction] {
        var actions: [DragAction] = []
        try setEnabled(enabled, receiver: id, into: &actions)
        return actions
    }

    @discardableResult
    mutating func setFrame(_ frame: Rect, ofReceiver id: ReceiverID) throws -> [DragAction] {
        var actions: [DragAction] = []
        try setFrame(frame, ofReceiver: id, into: &actions)
        return actions
    }

    @discardableResult
    mutating func setRows(_ rows: [ListRow], ofList id: ReceiverID) throws -> [DragAction] {
        var actions: [DragAction] = []
        try setRows(rows, ofList: id, into: &actions)
        return actions
    }

    @discardableResult
    mutating func unregisterSource(_ id: SourceID) throws -> [DragAction] {
        var actions: [DragAction] = []
        try unregisterSource(id, into: &actions)
        return actions
    }

    @discardableResult
    mutating func setEnabled(_ enabled: Bool, source id: SourceID) throws -> [DragAction] {
        var actions: [DragAction] = []
        try setEnabled(enabled, source: id, into: &actions)
        return actions
    }
}
