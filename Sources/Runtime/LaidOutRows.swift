import DropEngine
import DropGeometry
import TaskModel

/// A list receiver's rows as last laid out: what a press, a key, a W3C element origin and a
/// scroll read instead of laying the list out again.
struct LaidOutRows {
    /// Each row's frame before the list's scroll offset, top to bottom.
    var frames: [Rect]
    /// The offset the rows were last given to the engine at.
    var offset: Double
    /// Each node row's source; `nil` for drop zones and section titles.
    var sources: [SourceID?]
    /// The section title rows, top to bottom.
    var titles: [(section: ListID, row: Int)]
    /// Whether the rows are a flat list's: each an open task or header of the list, no folder
    /// among them. Such rows are changed where a drop changed them (see ``BoardRuntime/layOutRows(of:time:line:into:)``).
    var isFlat: Bool
    /// How many of the rows are folders' own rows: a list receiver springs folders open while it has any.
    var folderRows: Int

    /// Row `row`'s frame as the engine has it: moved up by the offset.
    func frame(ofRow row: Int) -> Rect { Self.frame(frames[row], at: offset) }

    static func frame(_ frame: Rect, at offset: Double) -> Rect {
        var frame = frame
        frame.origin.y -= offset
        return frame
    }

    /// The rows whose frame at `offset` reaches the band of heights `frame` spans, its edges
    /// included: the only rows that can show inside it. Rows are top to bottom, one pitch apart.
    /// - Complexity: O(log n).
    func rows(reaching frame: Rect, at offset: Double) -> Range<Int> {
        Self.rows(reaching: frame, at: offset, among: frames)
    }

    /// The indices of `frames` (rows top to bottom, one pitch apart, before `offset`) whose frame
    /// at `offset` reaches the band of heights `frame` spans, its edges included.
    /// - Complexity: O(log n).
    static func rows(reaching frame: Rect, at offset: Double, among frames: [Rect]) -> Range<Int> {
        func first(where isPast: (Rect) -> Bool) -> Int {
            var (low, high) = (0, frames.count)
            while low < high {
                let middle = (low + high) / 2
                if isPast(Self.frame(frames[middle], at: offset)) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let start = first { $0.maxY >= frame.minY }
        let end = first { $0.minY > frame.maxY }
        return start..<Swift.max(start, end)
    }
}
