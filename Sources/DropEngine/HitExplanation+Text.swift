import DropGeometry

/// How an explanation reads: `replay --explain`'s lines, and its printed form.
extension HitExplanation: CustomStringConvertible {
    /// The `--explain` lines: candidates under the point, topmost first, each verdict, the winner.
    public var lines: [String] {
        let with = carried.isEmpty ? "" : " with " + carried.map(\.description).joined(separator: ", ")
        var lines = ["candidates at \(point.roundedText) for \(payload)\(with), topmost first:"]
        if !candidates.contains(where: { $0.reach == .pointer }) {
            lines.append(candidates.isEmpty ? "  (none)" : "  (none under the pointer)")
        }
        for candidate in candidates {
            let verdict = candidate.verdict.description
            let reach = switch candidate.reach {
            case .pointer: ""
            case .rectIntersection(let overlap): ", reached: the dragged item overlaps it by \(overlap.roundedText)"
            case .closestCenter(let distance): ", reached: its centre is \(distance.roundedText) points away"
            case .sticky: ", kept: the pointer is in a gap of its parent"
            case .edgeBand(let outside, let hysteresis):
                ", kept: the pointer is \(outside.roundedText) points outside it, within its edge hysteresis (\(hysteresis.roundedText))"
            }
            let wins = candidate.receiver == target ? "  <- target" : ""
            lines.append("  \(candidate.receiver) [\(candidate.tag), z \(candidate.z)]: \(verdict)\(reach)\(wins)")
        }
        return lines
    }

    /// The ``lines``, one a line: what `replay --explain` prints for the hit test.
    public var description: String { lines.joined(separator: "\n") }
}
