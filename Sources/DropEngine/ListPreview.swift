import DropGeometry

/// How the rows of a list should look while a drag is over it: rows in `shifted` move by `offset`
/// points (negative is up), animated with `animation` (none with Reduce Motion); and where the
/// insertion line is drawn: above row `slot`, at height `lineY`, indented `depth` levels — drawn as a
/// refusal when `refused`.
public struct ListPreview: Hashable, Sendable, CustomStringConvertible {
    public var receiver: ReceiverID
    /// The row a drop would go just above, where the insertion line is drawn (the number of rows:
    /// below the last row). For a flat list, also the drop's index; for a tree, the place's
    /// parent and index among its children are the hover's ``DropLocation``.
    public var slot: Int
    /// The dragged row's index, when it is a row of this list.
    public var fromRow: Int?
    /// The rows that move to make space; empty for a tree, whose rows stay (its renderer draws the
    /// line), and at a refused place.
    public var shifted: Range<Int>
    public var offset: Double
    /// How a flat list's rows move to their offsets: the receiver's row-shift cue (``DropCues/rowShift``),
    /// also where no row is shifted (the dragged row's own place, a blocked place: rows shifted for
    /// the last place move back by it). `nil` under Reduce Motion, and for a tree, whose rows never shift.
    public var animation: CueAnimation?
    /// The height of the insertion line in scene points, among the rows as they lie now (the list's
    /// scroll applied, the shift not): the top of row `slot`; the bottom of the last row below it;
    /// the centre of a folder's drop zone for the end of the folder (a collapsed one's too); the
    /// middle of the list when it has no rows. As a keyboard drag's places are.
    public var lineY: Double
    /// How far the insertion line is indented: the place's parent's depth + 1 (0 at the top level),
    /// ``DropLocation``'s depth.
    public var depth: Int
    /// Whether the list blocks a drop at this place (a folder into itself, a row its location rule
    /// keeps out): no row moves, and the line shows the refusal (``DragDispatcher/hover(of:)``
    /// gives the verdict and its reason). `false` where the drop is accepted.
    public var refused: Bool

    public init(receiver: ReceiverID, slot: Int, fromRow: Int?, shifted: Range<Int>, offset: Double, animation: CueAnimation?,
                lineY: Double = 0, depth: Int = 0, refused: Bool = false) {
        self.receiver = receiver
        self.slot = slot
        self.fromRow = fromRow
        self.shifted = shifted
        self.offset = offset
        self.animation = animation
        self.lineY = lineY
        self.depth = depth
        self.refused = refused
    }

    /// `list: slot 2, line at y 170, rows 2..<5 move 50 points, animated rowShift (spring, 200 ms)`; then
    /// `from row 4` for a row of the list, `depth 1` inside a container, `refused` where the list blocks the drop.
    public var description: String {
        var parts = ["\(receiver): slot \(slot)"]
        if let fromRow { parts.append("from row \(fromRow)") }
        parts.append("line at y \(lineY.roundedText)")
        if depth != 0 { parts.append("depth \(depth)") }
        parts.append(shifted.isEmpty ? "no row moves" : "rows \(shifted.lowerBound)..<\(shifted.upperBound) move \(offset.roundedText) points")
        if let animation { parts.append("animated \(animation)") }
        if refused { parts.append("refused") }
        return parts.joined(separator: ", ")
    }
}
