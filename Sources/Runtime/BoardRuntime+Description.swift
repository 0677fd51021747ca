import DropEngine
import TaskModel

extension BoardRuntime: CustomStringConvertible {
    /// What a person debugging wants of the runtime, on one line: its scene (the file it was read
    /// from, when it was), how many receivers and sources the scene has, the board's tasks and
    /// where they are kept, the selection, what each pointer presses or drags, and the time:
    ///
    /// ```
    /// BoardRuntime on scene "todo": 4 receivers, 1 source; 5 tasks (4 open, 1 completed) in memory; p1 dragging t2 at (650, 150) over complete; at 800 ms
    /// ```
    ///
    /// With a store, `in store board.db`; before the first input, `no input yet`; when a deadline
    /// waits (a long-press, a dwell, an announcement, an auto-scroll step), `, next deadline 1100 ms`.
    /// (Swift's default printed the whole scene, board and engine, every receiver's every field.)
    /// - Complexity: O(1) in the receivers, sources and tasks: it counts them and names at most 8
    ///   pointers' drags.
    public var description: String {
        let receivers = scene.receivers.count, sources = scene.sources.count
        var parts = ["\(receivers) receiver\(receivers == 1 ? "" : "s"), \(sources) source\(sources == 1 ? "" : "s")",
                     board.countText + (store.map { " in store \($0.path)" } ?? " in memory")]
        if !selection.isEmpty { parts.append("\(selection.count) selected") }
        parts.append(engine.sessionsText)
        let latest = Self.later(clock, engine.latestTime)
        parts.append((latest.map { "at \($0) ms" } ?? "no input yet") + (nextDeadline.map { ", next deadline \($0) ms" } ?? ""))
        return "BoardRuntime on scene \(scene.name.quotedOneLine)" + (scene.file.map { " (\($0))" } ?? "") + ": "
            + parts.joined(separator: "; ")
    }
}
