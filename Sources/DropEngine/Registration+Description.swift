import DropGeometry

// How the values an app registers print: in short words, as `Scene.Receiver` and `Scene.Source`
// do, first what every one has, then only what differs from the defaults.

extension DragSource: CustomStringConvertible {
    /// `t1 at (x: 20, y: 70, width: 440, height: 44), z 1, carries task(t1), long-press 300 ms within 10 points`:
    /// its id, frame, z, payload and activation, then what differs from the defaults
    /// (`, disabled`, `, already in tab-inbox, tab-today`, `, swipe left, 120 points`, `, cues lift: …`).
    public var description: String {
        var text = "\(id) at \(frame), z \(z), carries \(payload), \(activation)"
        if !isEnabled { text += ", disabled" }
        if !alreadyIn.isEmpty { text += ", already in " + alreadyIn.map(\.description).joined(separator: ", ") }
        if let swipe { text += ", swipe \(swipe)" }
        if cues != DragCues() { text += ", cues \(cues)" }
        return text
    }
}

extension DropReceiver: CustomStringConvertible {
    /// `bin [bin] at (x: 540, y: 260, width: 220, height: 140), z 0, accepts card`: its id, tag
    /// (when it has one), frame, z and rule, then what differs from the defaults (`, among rows`,
    /// `, blocks …`, `, disabled`, `, dwell 500 ms`, `, collision closestCenter(radius: 40.0)`,
    /// `, in board`, `, not sticky`, `, hysteresis 2 points`, `, cues drop: …`).
    public var description: String {
        var text = "\(id)" + (tag.isEmpty ? "" : " [\(tag)]") + " at \(frame), z \(z), \(accepts)"
        if placement == .amongRows { text += ", among rows" }
        if let blocks { text += ", blocks \(blocks)" }
        if !isEnabled { text += ", disabled" }
        if let dwell { text += ", dwell \(dwell) ms" }
        if collision != .pointer { text += ", collision \(collision)" }
        if let parent { text += ", in \(parent)" }
        if !isSticky { text += ", not sticky" }
        if slotHysteresis != 4 { text += ", hysteresis \(slotHysteresis.roundedText) points" }
        if cues != DropCues() { text += ", cues \(cues)" }
        return text
    }
}

extension ListRow: CustomStringConvertible {
    /// `item t1 at (x: 20, y: 70, width: 440, height: 44)`, `drop zone of fa at (…), depth 1`:
    /// its node, frame and depth (when not 0), then its source when it is not the node's id
    /// (`, source s1`), or `, no source` for an item or container nothing picks up.
    public var description: String {
        var text = "\(node) at \(frame)"
        if depth != 0 { text += ", depth \(depth)" }
        switch node {
        case .item(let id, _), .container(let id, _, _):
            if let source { if source.rawValue != id { text += ", source \(source)" } } else { text += ", no source" }
        case .dropZone, .section:
            if let source { text += ", source \(source)" }
        }
        return text
    }
}

extension ListRow.Node: CustomStringConvertible {
    /// `item t1`, `item h1 (top level only)`, `container fa (expanded)`, `container fa (collapsed, 3 hidden)`,
    /// `drop zone of fa`, `section inbox (expanded)`.
    public var description: String {
        func state(_ expanded: Bool, _ hidden: Int) -> String {
            "(" + (expanded ? "expanded" : "collapsed") + (hidden == 0 ? "" : ", \(hidden) hidden") + ")"
        }
        return switch self {
        case .item(let id, let topLevelOnly): "item \(id)" + (topLevelOnly ? " (top level only)" : "")
        case .container(let id, let expanded, let hidden): "container \(id) \(state(expanded, hidden))"
        case .dropZone(let id): "drop zone of \(id)"
        case .section(let id, let expanded, let hidden): "section \(id) \(state(expanded, hidden))"
        }
    }
}

extension HitExplanation.Candidate: CustomStringConvertible {
    /// `trash [trash, z 0]: refuses (does not accept header)`, then how it was reached when not
    /// under the pointer (`, reached: its centre is 41.5 points away`): a line of `--explain`.
    public var description: String {
        let reached = switch reach {
        case .pointer: ""
        case .rectIntersection(let overlap): ", reached: the dragged item overlaps it by \(overlap.roundedText)"
        case .closestCenter(let distance): ", reached: its centre is \(distance.roundedText) points away"
        case .sticky: ", kept: the pointer is in a gap of its parent"
        case .edgeBand(let outside, let hysteresis):
            // 0 on its right or bottom edge, which are outside it (half-open frames).
            ", kept: the pointer is \(outside == 0 ? "on its edge, just" : "\(outside.roundedText) points") outside it, "
                + "within its edge hysteresis (\(hysteresis.roundedText))"
        }
        return "\(receiver) [\(tag), z \(z)]: \(verdict)\(reached)"
    }
}
