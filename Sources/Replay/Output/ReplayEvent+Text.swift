import DropEngine
import DropGeometry
import TaskModel

extension ReplayEvent {
    /// One line for people: `   300 ms  p1  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow`.
    public var textLine: String {
        let time = Self.pad(time.millisecondsText, to: 7) + " ms"
        switch kind {
        case .engine(let action):
            let pointer = action.pointer.map { "p\($0)" } ?? "  "
            return "\(time)  \(Self.pad(pointer, to: 3))  \(action.summary)"
        case .applied, .refused:
            return "\(time)       \(summary)"
        }
    }

    /// What happened, in a few words (the demo's status line).
    public var summary: String {
        switch kind {
        case .engine(let action): action.summary
        case .applied(let action, _):
            switch action.scheduling {
            case .unchanged: "applied: \(action.summary)"
            case .set(let date): "applied: \(action.summary), scheduled \(date.map(String.init(describing:)) ?? "none")"
            }
        case .refused(let rejection, let intent): "refused by \(intent.receiver): \(rejection)"
        }
    }

    /// The `--explain` lines: candidates under the pointer, topmost first, each verdict, the winner.
    public var explanationLines: [String] {
        guard let explanation else { return [] }
        var lines = ["candidates at \(explanation.point.text) for \(explanation.payload), topmost first:"]
        if explanation.candidates.isEmpty { lines.append("  (none)") }
        for candidate in explanation.candidates {
            let verdict = switch candidate.verdict {
            case .accepts: "accepts"
            case .rejects(let reason): "refuses (\(reason))"
            }
            let wins = candidate.receiver == explanation.target ? "  <- target" : ""
            lines.append("  \(candidate.receiver) [\(candidate.role), z \(candidate.z)]: \(verdict)\(wins)")
        }
        return lines
    }

    static func pad(_ text: String, to width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}

extension DragAction {
    var pointer: PointerID? {
        switch self {
        case .pressBegan(let p, _, _), .pressEnded(let p, _, _), .pressRefused(let p, _, _), .dragStarted(let p, _, _, _, _),
             .entered(let p, _, _, _), .movedWithin(let p, _, _), .exited(let p, _), .dropped(let p, _, _),
             .cancelled(let p, _, _, _):
            p
        case .inputRejected(let p, _):
            p
        }
    }

    var summary: String {
        switch self {
        case .pressBegan(_, let source, let deadline):
            "press on \(source)" + (deadline.map { " (long-press until \($0.millisecondsText) ms)" } ?? "")
        case .pressEnded(_, let source, let reason):
            "press on \(source) ended: \(reason.caseName)"
        case .pressRefused(_, let source, let heldBy):
            "press on \(source) refused: held by p\(heldBy)"
        case .dragStarted(_, let source, _, _, let cues):
            "drag started: \(source) — \(cues)"
        case .entered(_, let receiver, let verdict, let slot):
            switch verdict {
            case .accepts: "over \(receiver): accepts" + (slot.map { ", slot \($0)" } ?? "")
            case .rejects(let reason): "over \(receiver): refuses (\(reason))"
            }
        case .movedWithin(_, let receiver, let slot):
            "over \(receiver): slot \(slot)"
        case .exited(_, let receiver):
            "left \(receiver)"
        case .dropped(_, let intent, let cues):
            "dropped \(intent.payload) on \(intent.receiver)" + (intent.slot.map { " at slot \($0)" } ?? "") + " — \(cues)"
        case .cancelled(_, let source, let reason, let cues):
            "cancelled \(source): \(reason.caseName)" + reason.detail + " — \(cues)"
        case .inputRejected(_, .nonFinitePosition):
            "input rejected: position not finite"
        case .inputRejected(_, .timeWentBackwards(let previous, let found)):
            "input rejected: time went backwards (\(previous.millisecondsText) ms, then \(found.millisecondsText) ms)"
        }
    }
}

extension CancelReason {
    var detail: String {
        switch self {
        case .releasedOnRefusingReceiver(let receiver, let reason): " on \(receiver) (\(reason))"
        case .receiverRemoved(let receiver): " (\(receiver))"
        case .releasedOutside, .escape, .pointerCancelled, .pointerPressedAgain: ""
        }
    }
}

extension Point {
    var text: String { "\(JSONValue.format(x)),\(JSONValue.format(y))" }
}

extension Instant {
    /// `300`, or `300.5`.
    public var millisecondsText: String { JSONValue.format(millisecondsValue) }
}
