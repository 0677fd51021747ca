import DropGeometry

extension DragAction {
    /// What happened, without the pointer: `press on t1 (long-press until 300 ms)`, `over list: accepts, slot 2`,
    /// `dropped task(t1) on complete — haptic: light, settle (spring, 200 ms)`. The one wording of an action:
    /// ``description`` puts the pointer before it, and the runtime's event lines (traces' output, the demo's
    /// status line) print it as it is.
    package var summary: String {
        switch self {
        case .pressBegan(_, let source, let deadline):
            "press on \(source)" + (deadline.map { " (long-press until \($0.millisecondsText) ms)" } ?? "")
        case .pressEnded(_, let source, let reason):
            "press on \(source) ended: \(reason.caseName)"
        case .pressRefused(_, let source, let heldBy):
            "press on \(source) refused: held by " + (heldBy.isKeyboard ? "the keyboard" : heldBy.lineText)
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
            "input rejected: \(reason)"
        }
    }

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

extension PointerID {
    /// `p1`, or `key` for the keyboard: who an action's line is about, as event lines name it.
    package var lineText: String { isKeyboard ? "key" : "p\(rawValue)" }
}
