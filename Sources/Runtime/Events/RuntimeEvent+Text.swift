import DropEngine
import DropGeometry
import TaskModel

extension RuntimeEvent {
    /// One line for people: `    300 ms   p1  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow`,
    /// in the ``TextColumns/standard`` columns.
    public var textLine: String { textLine(columns: .standard) }

    /// One line for people, its time and pointer in `columns` (a replay's fit its whole trace).
    public func textLine(columns: TextColumns) -> String {
        let pointer = switch kind {
        case .engine(let action): action.pointer.map { $0.isKeyboard ? "key" : "p\($0)" } ?? ""
        case .applied, .refused, .announced, .undone, .redone, .undoRefused, .renameRequested, .rejected, .sectionToggled: ""
        }
        return "\(columns.time(time))  \(columns.pointer(pointer))  \(summary)"
    }

    /// What happened, in a few words (the demo's status line), on one line.
    public var summary: String {
        switch kind {
        case .engine(let action): action.summary
        case .applied(let action, let changes) where changes.isEmpty:
            "unchanged: \(action.description) (already so: nothing to do)"
        case .applied(let action, _):
            switch action.scheduling {
            case .unchanged: "applied: \(action.description)"
            case .set(let date): "applied: \(action.description), scheduled \(date.map(String.init(describing:)) ?? "none")"
            }
        case .refused(let rejection, let intent): "refused by \(intent.receiver): \(rejection)"
        case .announced(_, let text): "announced: \(text.oneLine)" // a title's line feed stays on the line
        case .undone(let step): "undone: \(step.action)"
        case .redone(let step): "redone: \(step.action)"
        case .undoRefused(let refusal): "\(refusal.redo ? "redo" : "undo") refused: \(refusal.action) (\(refusal.reason.oneLine))"
        case .renameRequested(let id): "rename requested: \(id)"
        case .rejected(let action, let rejection): "rejected: \(action) (\(rejection))"
        case .sectionToggled(let list, let collapsed): "section \(collapsed ? "collapsed" : "expanded"): \(list)"
        }
    }

    /// The `--explain` lines: candidates under the pointer, topmost first, each verdict, the winner.
    public var explanationLines: [String] { explanation?.lines ?? [] }
}

extension DragAction {
    /// The status-line form: `over list: accepts, slot 2`, `dropped task(t1) on complete — haptic: light, …`.
    var summary: String {
        switch self {
        case .pressBegan(_, let source, let deadline):
            "press on \(source)" + (deadline.map { " (long-press until \($0.millisecondsText) ms)" } ?? "")
        case .pressEnded(_, let source, let reason):
            "press on \(source) ended: \(reason.caseName)"
        case .pressRefused(_, let source, let heldBy):
            "press on \(source) refused: held by " + (heldBy.isKeyboard ? "the keyboard" : "p\(heldBy)")
        case .dragStarted(_, let source, _, _, let cues):
            "drag started: \(source)" + Self.cuesText(cues)
        case .entered(_, let location, let verdict):
            switch verdict {
            case .accepts: "over \(location.receiver): accepts" + location.slotText(", ")
            case .rejects(let reason): "over \(location.receiver): refuses (\(reason))"
            case .blocked(_, let reason): "over \(location.receiver): blocked" + location.slotText(" ") + " (\(reason))"
            }
        case .movedWithin(_, let location, let verdict):
            switch (verdict, location) {
            // Over a receiver taking drops as a whole only the verdict changes (a selection made under the drag).
            case (.accepts, .onto): "over \(location.receiver): accepts"
            case (.accepts, .among): "over \(location.receiver):" + location.slotText(" ")
            case (.rejects(let reason), _): "over \(location.receiver): refuses (\(reason))"
            case (.blocked(_, let reason), _): "over \(location.receiver): blocked" + location.slotText(" ") + " (\(reason))"
            }
        case .dwelled(_, let location):
            "rested over \(location.receiver)" + location.slotText(" ")
        case .exited(_, let receiver):
            "left \(receiver)"
        case .dropped(_, let intent, let cues):
            "dropped \(intent.payload) on \(intent.receiver)" + intent.location.slotText(" ", slot: "at slot") + Self.cuesText(cues)
        case .cancelled(_, let source, let reason, let cues):
            "cancelled \(source): \(reason)" + Self.cuesText(cues)
        case .swiping(_, let source, let offset, let committing):
            "swiping \(source): \(offset.roundedText) points" + (committing ? ", a release commits" : "")
        case .swipeEnded(_, let source, let committed):
            committed.map { "swiped \(source) \($0)" } ?? "swipe on \(source) returned"
        case .inputRejected(_, let reason):
            "input rejected: \(reason.textSummary)"
        }
    }
}

extension DragAction {
    /// ` — haptic: light, settle (spring, 200 ms)`; nothing for cues that say nothing (a cancel with Reduce Motion).
    static func cuesText(_ cues: Cues) -> String {
        let text = cues.summary
        return text.isEmpty ? "" : " — " + text
    }
}

extension DropLocation {
    /// `slot 2` at a top level, `inside fa at 0` in a container, nothing onto a receiver; after `prefix`.
    func slotText(_ prefix: String, slot: String = "slot") -> String {
        switch self {
        case .onto: ""
        case .among(_, nil, let index, _): "\(prefix)\(slot) \(index)"
        case .among(_, let parent?, let index, _): "\(prefix)inside \(parent) at \(index)"
        }
    }
}

extension InputRejection {
    var textSummary: String {
        switch self {
        case .nonFinitePosition: "position not finite"
        case .timeWentBackwards(let previous, let found):
            "time went backwards (\(previous.millisecondsText) ms, then \(found.millisecondsText) ms)"
        case .timeOutOfRange(let time): "time \(time.millisecondsText) ms is too near the end of the clock"
        case .reservedPointer: "pointer -1 is the keyboard's"
        case .unknownSource(let source): "no source \"\(source)\" to focus"
        case .hiddenSource: description
        }
    }
}

extension Point {
    package var text: String { "\(JSONValue.format(x)),\(JSONValue.format(y))" }
}

extension Instant {
    /// `300`, or `300.5`.
    public var millisecondsText: String { JSONValue.format(millisecondsValue) }
}
