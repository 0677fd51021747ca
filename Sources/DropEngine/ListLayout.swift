import DropGeometry

/// The rows of a `list` receiver, with the centres the insertion slot is computed from.
struct ListLayout: Sendable {
    let rows: [ListRow]
    /// Row centre y, top to bottom; never decreasing (checked when the rows are set).
    let centres: [Double]
    let rowBySource: [SourceID: Int]

    init(rows: [ListRow], receiver: ReceiverID) throws(EngineError) {
        var centres: [Double] = []
        var rowBySource: [SourceID: Int] = [:]
        for (i, row) in rows.enumerated() {
            do {
                _ = try row.frame.validated("receiver \"\(receiver)\" rows[\(i)].frame")
            } catch {
                throw EngineError(.invalidGeometry, error.description)
            }
            let centre = row.frame.center.y
            if let last = centres.last, centre < last {
                throw EngineError(.rowsOutOfOrder,
                    "receiver \"\(receiver)\" rows[\(i)]: expected rows top to bottom, found centre y \(centre) above the previous row's \(last)")
            }
            centres.append(centre)
            if let source = row.source {
                if let earlier = rowBySource[source] {
                    throw EngineError(.duplicateSource, "receiver \"\(receiver)\" rows[\(i)]: source \"\(source)\" is already rows[\(earlier)]")
                }
                rowBySource[source] = i
            }
        }
        self.rows = rows
        self.centres = centres
        self.rowBySource = rowBySource
    }

    /// The insertion slot for a pointer at height `y`: the number of rows whose centre lies above it.
    /// - Complexity: O(log n), no allocation.
    func slot(at y: Double) -> Int {
        var low = 0
        var high = centres.count
        while low < high {
            let mid = (low + high) / 2
            if centres[mid] < y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Which rows shift, and by how much, to make space at `slot`.
    ///
    /// A row dragged from this list leaves a gap: rows between the gap and the slot close it
    /// (up when the slot is below, down when above); dropping at `from` or `from + 1` moves nothing.
    /// An item from elsewhere opens a gap: rows from the slot down shift by one row pitch.
    func shift(slot: Int, from: Int?) -> (rows: Range<Int>, offset: Double) {
        guard let from else {
            return (slot..<rows.count, typicalPitch)
        }
        let pitch = pitch(at: from)
        if slot > from + 1 { return (from + 1..<slot, -pitch) }
        if slot < from { return (slot..<from, pitch) }
        return (slot..<slot, 0)
    }

    /// The distance from row `i`'s top to the next row's top (or the previous gap for the last row).
    private func pitch(at i: Int) -> Double {
        if i + 1 < rows.count { return rows[i + 1].frame.minY - rows[i].frame.minY }
        if i > 0 { return rows[i].frame.minY - rows[i - 1].frame.minY }
        return rows[i].frame.height
    }

    private var typicalPitch: Double {
        rows.isEmpty ? 0 : pitch(at: 0)
    }
}

/// How the rows of a list should look while a drag is over it: rows in `shifted` move by `offset`
/// points (negative is up), animated with `animation` (none with Reduce Motion).
public struct ListPreview: Hashable, Sendable {
    public var receiver: ReceiverID
    public var slot: Int
    /// The dragged row's index, when it is a row of this list.
    public var fromRow: Int?
    public var shifted: Range<Int>
    public var offset: Double
    public var animation: CueAnimation?

    public init(receiver: ReceiverID, slot: Int, fromRow: Int?, shifted: Range<Int>, offset: Double, animation: CueAnimation?) {
        self.receiver = receiver
        self.slot = slot
        self.fromRow = fromRow
        self.shifted = shifted
        self.offset = offset
        self.animation = animation
    }

    /// The vertical offset of row `i`.
    public func offset(ofRow i: Int) -> Double { shifted.contains(i) ? offset : 0 }
}
