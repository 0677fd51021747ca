import DropGeometry

extension DragDispatcher: CustomStringConvertible {
    /// How many receiver ids, and how many pointers' sessions, a description names before `…`.
    static let namedInDescription = 8

    /// What a person debugging wants of the engine, on one line: its receivers (the first 8 ids,
    /// then `…`), its sources, what each pointer presses or drags, the keyboard's focus and the
    /// selection when there are any, and its time:
    ///
    /// ```
    /// DragDispatcher: 3 receivers (inbox-list, complete, trash), 6 sources; p1 dragging t1 at (650, 150) over complete; at 800 ms
    /// ```
    ///
    /// A pointer pressing says the long-press it waits for (`p2 pressing t4 until 800 ms`), one
    /// swiping its row says so (`p1 swiping t2`); `nothing under way` when no pointer holds anything,
    /// `no input yet` before the first input. (Swift's default printed every table of the index.)
    /// - Complexity: O(1) in the receivers and sources: it names at most 8 of each kind of thing.
    public var description: String {
        var ids: [String] = []
        for record in receivers.records.slots {
            guard let record else { continue }
            guard ids.count < Self.namedInDescription else {
                ids.append("…")
                break
            }
            ids.append(record.receiver.id.rawValue)
        }
        let count = receivers.handles.count
        var parts = ["\(count) receiver\(count == 1 ? "" : "s")" + (ids.isEmpty ? "" : " (" + ids.joined(separator: ", ") + ")")
                     + ", \(sourceHandles.count) source\(sourceHandles.count == 1 ? "" : "s")"]
        parts.append(sessionsText)
        if let focus = keyboard.focus { parts.append("keyboard focus \(focus)") }
        if !selected.sources.isEmpty { parts.append("\(selected.sources.count) selected") }
        parts.append((lastTime.map { "at \($0) ms" } ?? "no input yet") + (nextDeadline.map { ", next deadline \($0) ms" } ?? ""))
        return "DragDispatcher: " + parts.joined(separator: "; ")
    }

    /// `p1 dragging t1 at (650, 150) over complete; p2 pressing t4 until 800 ms`: each pointer's
    /// session in the order they went down (8 at most, then how many more), or `nothing under way`.
    package var sessionsText: String {
        var lines: [String] = []
        for session in sessions.all {
            guard lines.count < Self.namedInDescription else {
                lines.append("… \(sessions.count - Self.namedInDescription) more under way")
                break
            }
            lines.append(text(of: session))
        }
        return lines.isEmpty ? "nothing under way" : lines.joined(separator: "; ")
    }

    private func text(of session: DragSession) -> String {
        let who = "\(session.pointer.lineText) "
        if session.isSwiping { return who + "swiping \(session.grip.source)" }
        guard session.isDragging else {
            return who + "pressing \(session.grip.source)" + (session.deadline.map { " until \($0) ms" } ?? "")
        }
        var text = who + "dragging \(session.grip.source)" + (session.position.map { " at \($0)" } ?? "")
        if let (location, verdict) = hover(of: session.pointer) {
            switch location {
            case .onto(let receiver): text += " over \(receiver)"
            case .among: text += " over \(location)"
            }
            switch verdict {
            case .accepts: break
            case .rejects, .blocked: text += ", \(verdict)"
            }
        }
        return text
    }
}
