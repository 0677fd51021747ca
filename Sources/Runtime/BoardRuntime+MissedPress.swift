import DropEngine
import DropGeometry

/// The source nearest a press that hit none (``RuntimeEvent/Kind/pressedNothing(_:at:nearest:sectionTitle:)``):
/// a finger that landed in the gap between two rows, just outside a button.
public struct NearbySource: Hashable, Sendable {
    /// The source: a task's row (its id is the task's) or a scene source.
    public var source: SourceID
    /// Whether ``source`` is a task's row.
    public var isRow: Bool
    /// How far the press is from the nearest point of the source's frame (the part a press can hit), in points.
    public var distance: Double
    /// Where the source lies from the press, up or down: `nil` level with it.
    public var vertical: Vertical?
    /// Where the source lies from the press, across: `nil` in line with it.
    public var horizontal: Horizontal?

    /// Up or down from the press.
    public enum Vertical: String, Hashable, Sendable {
        case above, below
    }

    /// Across from the press.
    public enum Horizontal: String, Hashable, Sendable {
        case left = "to the left", right = "to the right"
    }

    /// Where the source lies from the press, in words: `below`, `above`, `to the right`, `to the
    /// left`, or two of them (`below and to the right`); `at the point` for a frame holding it
    /// that was not hit. What `--explain` and its JSON's `"side"` say.
    public var side: String {
        switch (vertical, horizontal) {
        case (nil, nil): "at the point"
        case (let vertical?, nil): vertical.rawValue
        case (nil, let horizontal?): horizontal.rawValue
        case (let vertical?, let horizontal?): "\(vertical.rawValue) and \(horizontal.rawValue)"
        }
    }

    /// `t2's row, 4 points below`; `add, 3 points to the right`; `t1's row, above, the press on
    /// its bottom edge (outside it)` — a frame's right and bottom edges are not its own (half-open:
    /// the row below owns the edge two rows share).
    public var text: String {
        let name = isRow ? "\(source)'s row" : "\(source)"
        guard distance == 0 else { return "\(name), \(distance.roundedText) points \(side)" }
        let edge = switch (vertical, horizontal) {
        case (nil, nil): ""
        case (_?, nil): ", the press on its bottom edge (outside it)"
        case (nil, _?): ", the press on its right edge (outside it)"
        case (_?, _?): ", the press on its bottom-right corner (outside it)"
        }
        return "\(name), \(side)\(edge)"
    }
}

extension BoardRuntime {
    /// How far from a press that hit nothing `--explain` looks for the nearest source.
    public static let nearbySourceReach = 20.0

    /// The source whose frame (as the engine has it: a scrolled list's rows inside the list) is
    /// nearest `point`, within ``nearbySourceReach``; the first, rows in the scene's order before
    /// the scene's sources, on a tie. Asked only to explain a press that hit nothing.
    /// - Complexity: O(log n) per list of n rows, plus the scene's sources.
    package func nearbySource(to point: Point) -> NearbySource? {
        var best: NearbySource?
        func consider(_ frame: Rect, _ source: SourceID, isRow: Bool) {
            guard frame.width > 0, frame.height > 0 else { return } // a row out of view
            let dx = point.x < frame.minX ? frame.minX - point.x : point.x > frame.maxX ? point.x - frame.maxX : 0
            let dy = point.y < frame.minY ? frame.minY - point.y : point.y > frame.maxY ? point.y - frame.maxY : 0
            let distance = (dx * dx + dy * dy).squareRoot()
            guard distance <= Self.nearbySourceReach, best.map({ distance < $0.distance }) ?? true else { return }
            // A frame's bottom and right edges are outside it: a press there has the frame above, or to the left.
            let vertical: NearbySource.Vertical? = point.y < frame.minY ? .below : point.y >= frame.maxY ? .above : nil
            let across: NearbySource.Horizontal? = point.x < frame.minX ? .right : point.x >= frame.maxX ? .left : nil
            best = NearbySource(source: source, isRow: isRow, distance: distance, vertical: vertical, horizontal: across)
        }
        let reach = Rect(x: point.x - Self.nearbySourceReach, y: point.y - Self.nearbySourceReach,
                         width: 2 * Self.nearbySourceReach, height: 2 * Self.nearbySourceReach)
        for index in scene.receivers.indices {
            guard let rows = laidOut[index] else { continue }
            for row in rows.rows(reaching: reach, at: rows.offset) {
                guard let source = rows.sources[row] else { continue }
                consider(Self.sourceFrame(rows.frame(ofRow: row), in: scene.receivers[index]), source, isRow: true)
            }
        }
        for source in scene.sources { consider(source.frame, source.id, isRow: false) }
        return best
    }
}
