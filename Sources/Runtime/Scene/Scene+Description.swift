import DropEngine
import DropGeometry
import TaskModel

extension Scene: CustomStringConvertible {
    /// `scene "kiosk" (800 by 600): lists inbox; receivers list, complete; sources add` — its ids, in
    /// order, and its clock when it has one (`; clock 2026-11-21T22:59:50Z at +01:00`).
    public var description: String {
        var parts = ["lists " + lists.map(\.id.rawValue).joined(separator: ", "),
                     "receivers " + (receivers.isEmpty ? "none" : receivers.map(\.id.rawValue).joined(separator: ", "))]
        if !sources.isEmpty { parts.append("sources " + sources.map(\.id.rawValue).joined(separator: ", ")) }
        if let clock { parts.append("clock \(clock)") }
        return "scene \(name.quotedOneLine) (\(viewport.width.roundedText) by \(viewport.height.roundedText)): " + parts.joined(separator: "; ")
    }
}

extension Scene.Clock: CustomStringConvertible {
    /// `2026-11-21T22:59:50Z at +01:00`: the moment time 0 stands for, and the calendar's offset.
    public var description: String { "\(start) at \(Self.offsetText(calendar.secondsEast))" }

    /// `+01:00`, `-05:30`, `+00:00` (UTC): as a scene's `"utcOffset"` writes it.
    static func offsetText(_ secondsEast: Int) -> String {
        let minutes = abs(secondsEast) / 60
        let hours = String(minutes / 60), rest = String(minutes % 60)
        return (secondsEast < 0 ? "-" : "+") + String(repeating: "0", count: 2 - min(hours.count, 2)) + hours + ":"
            + String(repeating: "0", count: 2 - rest.count) + rest
    }
}

extension Scene.Receiver: CustomStringConvertible {
    /// `trash trash at (x: 540, y: 260, width: 220, height: 140), z 0, accepts task`: its id, role,
    /// frame, z and kinds, then what differs from a file's defaults (`, disabled`, `, in board, not sticky`,
    /// `, spring-load 500 ms`, `, hysteresis 2 points`, `, collision closestCenter(radius: 40.0)`,
    /// `, scrollable`, `, edge hysteresis 6 points`, `, titled "Done"`) and its rows (`; rows from …`).
    public var description: String {
        var text = "\(id) \(role) at \(frame), z \(z), accepts " + (accepts.isEmpty ? "nothing" : accepts.map(\.description).joined(separator: ", "))
        if !isEnabled { text += ", disabled" }
        if let parent { text += ", in \(parent)" }
        if !isSticky { text += ", not sticky" }
        if springLoad != Self.defaultSpringLoad {
            text += springLoad.map { ", spring-load \(Instant(microseconds: $0.microseconds).millisecondsText) ms" } ?? ", no spring-load"
        }
        if hysteresis != Self.defaultHysteresis { text += ", hysteresis \(hysteresis.roundedText) points" }
        if collision != .pointer { text += ", collision \(collision)" }
        if isScrollable { text += ", scrollable" }
        if edgeHysteresis != 0 { text += ", edge hysteresis \(edgeHysteresis.roundedText) points" }
        if let title { text += ", titled \(title.quotedOneLine)" }
        if let rows { text += "; \(rows)" }
        return text
    }
}

extension Scene.Source: CustomStringConvertible {
    /// `add at (x: 540, y: 460, width: 220, height: 100), z 0, carries addNew, long-press 300 ms within 10 points`,
    /// then its title when it has one (`, titled "Coupon"`).
    public var description: String {
        "\(id) at \(frame), z \(z), carries \(payload), \(activation)" + (title.map { ", titled \($0.quotedOneLine)" } ?? "")
    }
}

extension Scene.List: CustomStringConvertible {
    /// `inbox "Inbox" (2): t1 "Buy milk", fa "Files" folder (expanded) [t2 "Notes"]`, then its schedule when
    /// it has one (`, schedules today`). The count is every task at every depth.
    public var description: String {
        let count = tasks.reduce(0) { $0 + $1.flattened().count }
        return "\(id) \(title.quotedOneLine) (\(count))" + (tasks.isEmpty ? "" : ": " + tasks.map(\.description).joined(separator: ", "))
            + (schedule.map { ", schedules \($0.rawValue)" } ?? "")
    }
}

extension Scene.Task: CustomStringConvertible {
    /// `t1 "Buy milk"`, `h1 "Home" header`, `fa "Files" folder (expanded) [t2 "Notes"]`: its id, title and
    /// kind other than task, then a folder's contents in brackets.
    public var description: String {
        "\(id) \(title.quotedOneLine)" + (kind == .task ? "" : " \(kind)")
            + (children.isEmpty ? "" : " [" + children.map(\.description).joined(separator: ", ") + "]")
    }
}

extension Scene.RowLayout: CustomStringConvertible {
    /// `rows from (x: 30, y: 70, width: 440, height: 44) every 50 points, z 1, long-press 300 ms within 10 points,
    /// indent 24`, then what a swipe or a header's tap does (`; swipe left trash, right complete, 120 points`).
    public var description: String {
        var text = "rows from \(first) every \(pitch.roundedText) points, z \(z), \(activation), indent \(indent.roundedText)"
        if let swipe { text += "; swipe " + Self.text(swipe) }
        if let headerSwipe { text += "; header swipe " + Self.text(headerSwipe) }
        if let headerTap { text += "; header tap \(headerTap.rawValue)" }
        return text
    }

    /// `left trash, right complete, 120 points`: the ways that do something, then the distance.
    private static func text(_ swipe: Scene.RowSwipe) -> String {
        let ways = [swipe.left.map { "left \($0.rawValue)" }, swipe.right.map { "right \($0.rawValue)" }].compactMap { $0 }
        return (ways + ["\(swipe.distance.roundedText) points"]).joined(separator: ", ")
    }
}
