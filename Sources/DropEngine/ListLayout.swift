import DropGeometry

/// The rows of a receiver that takes positions, with what the drop location is computed from:
/// row centres for the slot, and for a tree each row's parent, its place among its siblings, and
/// each container's drop zone and child count — all found in O(log n) per pointer move.
/// A class, immutable once made but for a scroll's offset: a hit test holds it with one
/// reference count, not one per array.
///
/// A scrollable list's rows are kept as they were set, with the list's scroll ``offset``: a row
/// is where ``frame(ofRow:)`` says, its frame moved up by the offset, worked out when it is read.
/// A scroll changes the offset in place when nothing else holds the layout
/// (``scrollInPlace(to:)``: an auto-scroll step allocates nothing), and otherwise makes a layout
/// sharing every array with the new offset; either is O(1).
///
/// An edit of a few rows (``ListLayout/applying(_:to:)``) makes the next layout from this one's
/// ``Columns`` changed in place, when nothing else holds this layout: the rows after the edit are
/// moved in memory and given their new frames, and only the sources that come or go are hashed
/// (a source keeps its slot while its row stays, see ``SourceSlots``).
///
/// `@unchecked Sendable`: the one `var`, ``offset``, is written only by ``scrollInPlace(to:)``,
/// which its caller calls only on a layout it holds the one reference to
/// (`isKnownUniquelyReferenced`), so no other thread can be reading it.
final class ListLayout: @unchecked Sendable {
    /// What the layout holds besides its offset.
    let columns: Columns
    /// How far the rows are scrolled: each is drawn `offset` points above its frame as set.
    private(set) var offset: Double

    /// What a layout holds besides its offset, as one value: an edit takes it out of a layout
    /// nothing else holds and changes its arrays in place (ListLayout+Edits.swift).
    struct Columns: Sendable {
        /// The rows as set, before the offset: read their frames through ``frame(ofRow:)``.
        var rows: [ListRow]
        /// Row centre y as set, before the offset, top to bottom; never decreasing (checked when
        /// the rows are set). Read through ``centre(_:)``.
        var centres: [Double]
        /// For each row, the highest top and lowest bottom of the frames as set from the first row
        /// to it. The last is the rows' extent, which a scroll is checked against, so every row's
        /// frame stays finite wherever it is read; an edit finds it again from the first row it changes.
        var reach: [Extent]
        /// Which row holds each source.
        var sources: SourceSlots
        /// The parents, places and sections of the rows.
        var tree: Tree
    }

    /// The highest top and lowest bottom of some frames.
    typealias Extent = (top: Double, bottom: Double)

    // Read in place (a hit test reads them): no copy of an array, no reference counted.

    /// The rows as set, before ``offset``: read their frames through ``frame(ofRow:)``.
    var rows: [ListRow] { _read { yield columns.rows } }
    /// The row of each row's parent container; -1 at the top level (and for every row of a flat list).
    var parentRow: [Int32] { _read { yield columns.tree.parentRow } }
    /// A node row's place among its parent's children; a drop zone's is its container's child count.
    var ordinal: [Int32] { _read { yield columns.tree.ordinal } }
    /// A container row's drop zone row; -1 for other rows.
    var zoneRow: [Int32] { _read { yield columns.tree.zoneRow } }
    var topLevelCount: Int { columns.tree.topLevelCount }
    /// For a section title row, the section row before it (-1 for the first); -1 for other rows.
    var previousSection: [Int32] { _read { yield columns.tree.previousSection } }
    /// The last section's title row, or -1 when the rows have no sections.
    var lastSection: Int { columns.tree.lastSection }
    /// The visible rows directly under each container or section row (0 for other rows).
    var childCounts: [Int32] { _read { yield columns.tree.childCounts } }
    /// Whether any row is a container or a section: only then do drop zones, middle halves and spring-loading apply.
    var isTree: Bool { columns.tree.isTree }
    /// Each section's first title row, by its list: how a place in a section finds its title.
    var sectionRows: [String: Int] { _read { yield columns.tree.sectionRows } }

    /// The rows' extent as set (0 and 0 without rows).
    private var extent: Extent { columns.reach.last ?? (0, 0) }

    init(rows: [ListRow], receiver: ReceiverID) throws(EngineError) {
        offset = 0
        var geometry = Geometry(receiver: receiver, after: nil, capacity: rows.count)
        for (i, row) in rows.enumerated() { try geometry.take(row.frame, row: i) }
        var sources = SourceSlots(capacity: rows.count)
        for (i, row) in rows.enumerated() {
            guard let source = row.source else {
                sources.append(nil, for: row)
                continue
            }
            if let earlier = sources.row(of: source) {
                throw EngineError(.duplicateSource, "receiver \"\(receiver)\" rows[\(i)]: source \"\(source)\" is already rows[\(earlier)]")
            }
            sources.append(source, for: row)
        }
        let tree = try Tree(of: rows, receiver: receiver)
        columns = Columns(rows: rows, centres: geometry.centres, reach: geometry.reach, sources: sources, tree: tree)
    }

    /// The same rows at `frames` (one per row, in order), at no offset. Only the frames are
    /// checked and the centres found again; nothing is hashed.
    /// - Throws: when the count differs, a frame is invalid, or the rows are not top to bottom.
    /// - Complexity: O(n) for n rows.
    func moved(to frames: [Rect], receiver: ReceiverID) throws(EngineError) -> ListLayout {
        guard frames.count == rows.count else {
            throw EngineError(.invalidGeometry, "receiver \"\(receiver)\": expected \(rows.count) row frames (one per row), found \(frames.count)")
        }
        var geometry = Geometry(receiver: receiver, after: nil, capacity: frames.count)
        for (i, frame) in frames.enumerated() { try geometry.take(frame, row: i) }
        var columns = columns
        for i in columns.rows.indices { columns.rows[i].frame = frames[i] }
        columns.centres = geometry.centres
        columns.reach = geometry.reach
        return ListLayout(columns: columns, offset: 0)
    }

    /// The same rows scrolled to `offset` (each drawn `offset` points above its frame as set): a
    /// scroll. The frames stay as they were set, and were checked then.
    /// - Throws: when the offset is not finite, or would move a row's frame out of finite numbers.
    /// - Complexity: O(1): the arrays are shared.
    func scrolled(to offset: Double, receiver: ReceiverID) throws(EngineError) -> ListLayout {
        try checkScroll(to: offset, receiver: receiver)
        return scrolled(to: offset)
    }

    /// The same rows scrolled to `offset`, checked already (``checkScroll(to:receiver:)``).
    /// - Complexity: O(1): the arrays are shared.
    func scrolled(to offset: Double) -> ListLayout {
        ListLayout(columns: columns, offset: offset)
    }

    /// Scrolls these rows to `offset`, checked already (``checkScroll(to:receiver:)``), in place:
    /// only for a layout its caller holds the one reference to (see the type's summary).
    func scrollInPlace(to offset: Double) {
        self.offset = offset
    }

    /// Refuses an offset that is not finite, or that would move these rows out of finite numbers.
    func checkScroll(to offset: Double, receiver: ReceiverID) throws(EngineError) {
        try Self.check(offset, extent: extent, receiver: receiver)
    }

    /// Refuses an offset that is not finite, or that would move rows spanning `extent` out of finite numbers.
    static func check(_ offset: Double, extent: Extent, receiver: ReceiverID) throws(EngineError) {
        guard offset.isFinite else {
            throw EngineError(.invalidGeometry, "receiver \"\(receiver)\" rows: expected a finite scroll offset, found \(offset)")
        }
        guard (extent.top - offset).isFinite, (extent.bottom - offset).isFinite else {
            throw EngineError(.invalidGeometry,
                "receiver \"\(receiver)\" rows: expected a scroll offset that leaves the rows (y \(extent.top) to \(extent.bottom)) at finite places, found \(offset)")
        }
    }

    /// Row `i`'s frame where it is: as set, moved up by ``offset``.
    func frame(ofRow i: Int) -> Rect {
        guard offset != 0 else { return rows[i].frame }
        var frame = rows[i].frame
        frame.origin.y -= offset
        return frame
    }

    /// Row `i`'s centre y where it is.
    func centre(_ i: Int) -> Double {
        offset == 0 ? columns.centres[i] : frame(ofRow: i).center.y
    }

    /// The rows' centres and reach, worked out frame by frame: each frame checked, and the rows top to bottom.
    struct Geometry {
        let receiver: ReceiverID
        private(set) var centres: [Double] = []
        private(set) var reach: [Extent] = []
        /// The centre and reach of the last row taken, or of the row before the first, if there is one.
        private(set) var last: (centre: Double, reach: Extent)?

        init(receiver: ReceiverID, after last: (centre: Double, reach: Extent)?, capacity: Int) {
            self.receiver = receiver
            self.last = last
            centres.reserveCapacity(capacity)
            reach.reserveCapacity(capacity)
        }

        /// Takes the frame of row `i`, the row after the last taken.
        /// - Throws: when the frame is invalid or its centre is above the previous row's.
        mutating func take(_ frame: Rect, row i: Int) throws(EngineError) {
            do {
                _ = try frame.validated("receiver \"\(receiver)\" rows[\(i)].frame")
            } catch {
                throw EngineError(.invalidGeometry, error.description)
            }
            let centre = frame.center.y
            try follow(centre: centre, row: i)
            let extent = last.map { (Swift.min($0.reach.top, frame.minY), Swift.max($0.reach.bottom, frame.maxY)) } ?? (frame.minY, frame.maxY)
            centres.append(centre)
            reach.append(extent)
            last = (centre, extent)
        }

        /// Checks that row `i`, the row after the last taken, whose centre is `centre`, is not
        /// above it: a row kept where it was, after rows taken.
        func follow(centre: Double, row i: Int) throws(EngineError) {
            if let last, centre < last.centre {
                throw EngineError(.rowsOutOfOrder,
                    "receiver \"\(receiver)\" rows[\(i)]: expected rows top to bottom, found centre y \(centre) above the previous row's \(last.centre)")
            }
        }
    }

    init(columns: Columns, offset: Double) {
        self.columns = columns
        self.offset = offset
    }

    /// The insertion slot for a pointer at height `y`: the number of rows whose centre lies above it.
    /// - Complexity: O(log n), no allocation.
    func slot(at y: Double) -> Int {
        var low = 0
        var high = columns.centres.count
        while low < high {
            let mid = (low + high) / 2
            if centre(mid) < y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The row of the item `source` stands for, if it is one of these rows.
    func row(of source: SourceID) -> Int? { columns.sources.row(of: source) }

    /// The id of the node at row `i`.
    func nodeID(_ i: Int) -> String {
        switch rows[i].node {
        case .item(let id, _), .container(let id, _, _), .dropZone(of: let id), .section(let id, _, _): id
        }
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
        if i + 1 < rows.count { return frame(ofRow: i + 1).minY - frame(ofRow: i).minY }
        if i > 0 { return frame(ofRow: i).minY - frame(ofRow: i - 1).minY }
        return rows[i].frame.height
    }

    private var typicalPitch: Double {
        rows.isEmpty ? 0 : pitch(at: 0)
    }
}
