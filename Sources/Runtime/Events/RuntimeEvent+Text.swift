import DropEngine
import DropGeometry
import TaskModel

extension RuntimeEvent {
    /// One line for people: `    300 ms   p1  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow`,
    /// its time in 7 columns and its pointer in 3 (times to 9,999,999 ms, pointers to p99 line up).
    public var textLine: String { textLine(columns: .standard) }

    /// One line for people, its time and pointer in `columns` (a replay's fit its whole trace).
    package func textLine(columns: TextColumns) -> String {
        "\(columns.time(time))  \(columns.pointer(pointerText))  \(summary)"
    }

    /// The one event on its own, without the columns that line a replay's events up: its time,
    /// its pointer when it has one, and what happened, a space apart —
    /// `300 ms p1 drag started: t1 — haptic: medium, lift, opacity 0.7, shadow`, `900 ms undone:
    /// complete t1`. (Before 1.11.0 it was ``textLine``, padded: `    300 ms   p1  drag started: …`.)
    public var description: String {
        let pointer = pointerText
        return "\(time.millisecondsText) ms " + (pointer.isEmpty ? "" : pointer + " ") + summary
    }

    /// `p1`, `key`, or nothing: who the event is about, as its line names it.
    private var pointerText: String {
        switch kind {
        case .engine(let action): action.pointer?.lineText ?? ""
        case .pressedNothing(let pointer, _, _, _): pointer.lineText
        case .customDrop(let drop): drop.pointer.lineText
        case .applied, .refused, .announced, .undone, .redone, .undoRefused, .renameRequested, .rejected, .sectionToggled: ""
        }
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
        case .customDrop(let drop): "for the app: \(drop)"
        case .pressedNothing(_, let point, let nearest, let title):
            "press at \(point.roundedText) on \(title.map { "the title of section \($0), " } ?? "")no source (\(nearest.map { "nearest: " + $0.text } ?? "none within \(BoardRuntime.nearbySourceReach.roundedText) points"))"
        }
    }

    /// The `--explain` lines: candidates under the pointer, topmost first, each verdict, the winner.
    public var explanationLines: [String] { explanation?.lines ?? [] }
}

extension Point {
    package var text: String { "\(JSONValue.format(x)),\(JSONValue.format(y))" }
}
