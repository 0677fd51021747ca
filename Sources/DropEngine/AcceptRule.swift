/// Decides whether a receiver takes a payload. Rules answer with a ``Verdict``; a refusal is
/// a value with a reason, never an error.
///
/// ```swift
/// let bin = AcceptRule.accepts(PayloadKind("card")) // by kind
/// let album = AcceptRule.accepts(Photo.self)       // by Draggable type
/// let drafts = AcceptRule.custom("cards from Drafts") { payload in
///     payload.objectID?.hasPrefix("draft-") == true ? .accepts : .rejects(.custom("only drafts"))
/// }
/// ```
///
/// Printed, a rule is its ``summary``: `accepts card, newCard`, or a custom rule's own words.
public struct AcceptRule: Sendable, CustomStringConvertible {
    enum Storage: Sendable {
        case kinds([PayloadKind])
        case custom(summary: String, (@Sendable (Payload) -> Verdict))
    }

    let storage: Storage

    /// Accepts payloads of the listed kinds, refuses every other with ``RejectReason/kindNotAccepted(_:)``.
    public static func accepts(_ kinds: PayloadKind...) -> AcceptRule { AcceptRule(storage: .kinds(kinds)) }

    /// Accepts payloads of the listed kinds.
    public static func accepts(_ kinds: [PayloadKind]) -> AcceptRule { AcceptRule(storage: .kinds(kinds)) }

    /// Accepts payloads of the listed ``Draggable`` types.
    public static func accepts(_ types: any Draggable.Type...) -> AcceptRule {
        AcceptRule(storage: .kinds(types.map { $0.payloadKind }))
    }

    /// A rule of the app's own. It must be a pure function of the payload: the engine may
    /// ask it any number of times and expects the same answer.
    public static func custom(_ summary: String, _ verdict: @escaping @Sendable (Payload) -> Verdict) -> AcceptRule {
        AcceptRule(storage: .custom(summary: summary, verdict))
    }

    /// The verdict for `payload`. Does not allocate.
    public func verdict(for payload: Payload) -> Verdict {
        switch storage {
        case .kinds(let kinds):
            kinds.contains(payload.kind) ? .accepts : .rejects(.kindNotAccepted(payload.kind))
        case .custom(_, let verdict):
            verdict(payload)
        }
    }

    /// The kinds this rule accepts, or `nil` for a custom rule.
    public var acceptedKinds: [PayloadKind]? {
        switch storage {
        case .kinds(let kinds): kinds
        case .custom: nil
        }
    }

    /// A short human description: `accepts card, newCard` or the custom rule's summary.
    public var summary: String {
        switch storage {
        case .kinds(let kinds): kinds.isEmpty ? "accepts nothing" : "accepts " + kinds.map(\.name).joined(separator: ", ")
        case .custom(let summary, _): summary
        }
    }

    /// The ``summary``.
    public var description: String { summary }
}

/// A receiver's answer to a payload at a location.
public enum Verdict: Hashable, Sendable, CustomStringConvertible {
    case accepts
    /// The receiver does not take the payload at all.
    case rejects(RejectReason)
    /// The receiver takes the payload, but not at `wanted`: its ``LocationRule`` blocks it there.
    case blocked(wanted: DropLocation, reason: String)

    /// `accepts`, `refuses (does not accept addNew)`, `blocked (a folder cannot go into itself)`.
    public var description: String {
        switch self {
        case .accepts: "accepts"
        case .rejects(let reason): "refuses (\(reason))"
        case .blocked(_, let reason): "blocked (\(reason))"
        }
    }
}

/// Why a receiver refuses a payload.
public enum RejectReason: Hashable, Sendable, CustomStringConvertible {
    /// The rule does not list the payload's kind (a bin refusing a "new" button).
    case kindNotAccepted(PayloadKind)
    /// The receiver is disabled. Disabled receivers are never drop targets; this verdict
    /// appears only in explanations.
    case disabled
    /// A custom rule's own reason.
    case custom(String)
    /// The dragged item is already in the receiver, so a drop there would change nothing: the
    /// source names it (``DragSource/alreadyIn``) — for a drag of a selection, every source it carries does.
    case alreadyThere(SourceID)

    public var description: String {
        switch self {
        case .kindNotAccepted(let kind): "does not accept \(kind.name)"
        case .disabled: "disabled"
        case .custom(let reason): reason
        case .alreadyThere(let source): "\(source) is already there"
        }
    }

    /// The case name, as traces and JSON output write it: `kindNotAccepted`.
    public var caseName: String {
        let name: CaseName = switch self {
        case .kindNotAccepted: .kindNotAccepted
        case .disabled: .disabled
        case .custom: .custom
        case .alreadyThere: .alreadyThere
        }
        return name.rawValue
    }

    /// Every ``caseName`` a reason can have, in the order of the cases: the reasons a trace may expect.
    public static var caseNames: [String] { CaseName.allCases.map(\.rawValue) }

    /// The cases without their values: a new case fails to compile in ``caseName`` until it is
    /// named here, so ``caseNames`` cannot leave it out.
    private enum CaseName: String, CaseIterable {
        case kindNotAccepted, disabled, custom, alreadyThere
    }
}

/// Decides where among a receiver's rows a payload it accepts may not land: a folder inside
/// itself, above pinned rows. A blocked location shows `rejecting` and a release there cancels
/// with ``CancelReason/blocked(_:reason:)``.
///
/// ```swift
/// let pinned = LocationRule("nothing above the pinned row") { _, location in
///     location.topLevelIndex == 0 ? "the first row is pinned" : nil
/// }
/// ```
///
/// Printed, a rule is its ``summary``.
public struct LocationRule: Sendable, CustomStringConvertible {
    public let summary: String
    let reason: @Sendable (Payload, DropLocation) -> String?

    /// A rule that answers why `payload` may not land at a location, or `nil` where it may. It must
    /// be a pure function: the engine asks it whenever the location under a drag changes.
    public init(_ summary: String, _ reason: @escaping @Sendable (Payload, DropLocation) -> String?) {
        self.summary = summary
        self.reason = reason
    }

    /// The ``summary``.
    public var description: String { summary }

    /// Why `payload` may not land at `location`, or `nil` when it may.
    public func blockReason(for payload: Payload, at location: DropLocation) -> String? {
        reason(payload, location)
    }
}
