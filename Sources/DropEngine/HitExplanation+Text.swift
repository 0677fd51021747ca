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
            lines.append("  \(candidate)" + (candidate.receiver == target ? "  <- target" : ""))
        }
        return lines
    }

    /// The ``lines``, one a line: what `replay --explain` prints for the hit test.
    public var description: String { lines.joined(separator: "\n") }
}
