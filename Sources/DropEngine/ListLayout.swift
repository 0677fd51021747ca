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

    /// Where among the rows a drop at `point` goes: the parent container's row (-1 for the top
    /// level) and the index among its children, with `move(fromOffsets:toOffset:)` meaning; and
    /// the collapsed container whose middle half the pointer is in, or the collapsed section
    /// whose title it is on, which a rest there opens (`spring`).
    /// `dragged` is the dragged item's own row, when it is one of these.
    ///
    /// 1. In a drop zone: inside its container at the end — or, for one of the container's own
    ///    children, out of it, right after it.
    /// 2. In the middle half of a container's row: inside it, at the end. On the dragged
    ///    container's own row (all of it): its own place. On a collapsed section's title (all of
    ///    it): inside the section, at its end.
    /// 3. Otherwise by the slot `d`: the innermost expanded container whose rows from just after
    ///    its own to its drop zone include row `d`, at the number of its children before row `d`;
    ///    failing that the section whose range (just after its title to the next title) holds
    ///    row `d`, a collapsed one always at its end (its hidden count), the one place in it a
    ///    keyboard offers; failing that the top level, at the number of top-level rows before row `d`.
    /// - Complexity: O(log n), no allocation.
    ///
    /// `kept` is the slot the receiver's hysteresis holds (see ``slot(at:holding:hysteresis:)``),
    /// used instead of the pointer's own; the slot used comes back as `slot`. `held` is the
    /// drag's location until now among these rows, with the receiver's hysteresis: a drag inside
    /// a container at its end stays there until the pointer is that far outside its row's middle
    /// half, so a finger jittering on the half's edge neither flips the location nor restarts the
    /// spring-loading wait; likewise a drag at a collapsed section's end stays there, springing,
    /// until the pointer is that far outside the section's title row. A drag held at the end of a
    /// section that opened under it (`held.opened`: a spring-load, a tap) stays there while the
    /// pointer is on the title's row or that far outside it, where an open title would otherwise
    /// be the previous section's end (upper half) or the section's start (lower half); `opened`
    /// comes back true while it does.
    func location(at point: Point, dragged: Int?, slot kept: Int? = nil,
                  held: Held? = nil) -> (parent: Int, index: Int, spring: Int?, slot: Int, opened: Bool) {
        let plain = slot(at: point.y)
        let d = kept ?? plain
        guard isTree else { return (-1, d, nil, d, false) }
        if let held, held.opened, holdsOpenedSection(held, at: point) { return (Int(held.parent), Int(held.index), nil, d, true) }
        let (parent, index, spring) = treeLocation(at: point, plain: plain, slot: d, dragged: dragged, held: held)
        return (parent, index, spring, d, false)
    }

    /// A drag's location until now among these rows (`parent` row, `index`), the receiver's
    /// hysteresis, and whether it is the end of a section that opened under the pointer.
    typealias Held = (parent: Int32, index: Int32, hysteresis: Double, opened: Bool)

    /// Whether `held`, a section's end, is that of an open section whose title row the pointer at
    /// `point` is on or less than the hysteresis outside.
    private func holdsOpenedSection(_ held: Held, at point: Point) -> Bool {
        let title = Int(held.parent)
        guard title >= 0, title < rows.count, case .section(_, expanded: true, _) = rows[title].node,
              Int(held.index) == childTotal(title) else { return false }
        let frame = self.frame(ofRow: title)
        return frame.minY - held.hysteresis <= point.y && point.y < frame.maxY + held.hysteresis
    }

    /// The section whose end a drag at `spot` is held at while on its title (see
    /// ``location(at:dragged:slot:held:)``): a collapsed section's end, or, when `opened`, an open
    /// section's; by its id, to be found again among new rows. `nil` otherwise.
    func heldSection(_ spot: DragSession.Spot, opened: Bool) -> String? {
        guard case .among(let parent, let index) = spot, parent >= 0, Int(parent) < rows.count,
              case .section(let id, let expanded, _) = rows[Int(parent)].node,
              !expanded || opened, Int(index) == childTotal(Int(parent)) else { return nil }
        return id
    }

    /// The row of the title of section `id`, if it is one of these rows.
    /// - Complexity: O(n).
    func sectionRow(_ id: String) -> Int? {
        rows.firstIndex { if case .section(id, _, _) = $0.node { true } else { false } }
    }

    private func treeLocation(at point: Point, plain: Int, slot d: Int, dragged: Int?,
                              held: Held?) -> (parent: Int, index: Int, spring: Int?) {
        // At a collapsed section's end already: its title stays under the pointer (springing)
        // until the pointer is the hysteresis outside the title's row, as a folder's middle half does.
        if let held, held.parent >= 0, Int(held.parent) < rows.count,
           case .section(_, expanded: false, let hidden) = rows[Int(held.parent)].node, Int(held.index) == hidden {
            let title = Int(held.parent), frame = self.frame(ofRow: title)
            if frame.minY - held.hysteresis <= point.y && point.y < frame.maxY + held.hysteresis { return (title, hidden, title) }
        }
        // The row under the pointer, if any, is the last whose centre is above it or the first below.
        func holds(_ i: Int) -> Bool { i >= 0 && i < rows.count && frame(ofRow: i).minY <= point.y && point.y < frame(ofRow: i).maxY }
        if let r = holds(plain) ? plain : holds(plain - 1) ? plain - 1 : nil {
            switch rows[r].node {
            case .dropZone:
                let container = Int(parentRow[r])
                if let dragged, Int(parentRow[dragged]) == container {
                    return (Int(parentRow[container]), Int(ordinal[container]) + 1, nil)
                }
                return (container, Int(ordinal[r]), nil)
            case .container where r == dragged:
                // The dragged folder's own row is its own place, as an item's is: lifted and put
                // back, it stays (`move(fromOffsets:toOffset:)` meaning), never "inside itself".
                return (Int(parentRow[r]), Int(ordinal[r]), nil)
            case .container(_, let expanded, _):
                let frame = self.frame(ofRow: r)
                let count = zoneRow[r] >= 0 ? Int(ordinal[Int(zoneRow[r])]) : 0
                // Inside at the end already: the middle half is wider by the hysteresis.
                let margin = held.map { $0.parent == r && $0.index == count ? $0.hysteresis : 0 } ?? 0
                if frame.minY + frame.height / 4 - margin <= point.y && point.y < frame.maxY - frame.height / 4 + margin {
                    return (r, count, expanded ? nil : r)
                }
            case .section(_, expanded: false, let hidden):
                // All of a collapsed title is its section's end, so a rest anywhere on it opens it.
                return (r, Int(hidden), r)
            case .item, .section:
                break
            }
        }
        // A section's range runs from just after its title to the next section's title. A collapsed
        // section shows none of its items, so its one place is its end (its hidden count), as the
        // keyboard's places have it: the gap under its title, and above the first title when it is the first.
        guard d < rows.count else { return lastSection >= 0 ? (lastSection, childTotal(lastSection), nil) : (-1, topLevelCount, nil) }
        if case .section(_, let expanded, _) = rows[d].node {
            let previous = Int(previousSection[d])
            return previous >= 0 ? (previous, childTotal(previous), nil) : (d, expanded ? 0 : childTotal(d), nil)
        }
        // Row d's parent is the innermost expanded container whose range holds d, and its ordinal
        // the number of that container's children before it. A collapsed container's range is
        // not open: at its drop zone the slot is just after it, among its own siblings.
        if case .dropZone = rows[d].node, case .container(_, expanded: false, _) = rows[Int(parentRow[d])].node {
            let container = Int(parentRow[d])
            return (Int(parentRow[container]), Int(ordinal[container]) + 1, nil)
        }
        return (Int(parentRow[d]), Int(ordinal[d]), nil)
    }

    /// The row of the item `source` stands for, if it is one of these rows.
    func row(of source: SourceID) -> Int? { columns.sources.row(of: source) }

    /// Whether the dragged row may not go inside the container at row `parent`: a container never
    /// goes inside itself or anything in it, and a top-level-only item never inside anything.
    func blocks(dragged: Int?, parent: Int) -> Bool {
        guard let dragged, parent >= 0 else { return false }
        switch rows[dragged].node {
        case .container:
            return parent >= dragged && parent <= Int(zoneRow[dragged])
        case .item(_, topLevelOnly: true):
            if case .section = rows[parent].node { return false } // a section's items are its top level
            return true
        case .item, .dropZone, .section:
            return false
        }
    }

    /// Why ``blocks(dragged:parent:)`` holds, or `nil` when it does not.
    func blockReason(dragged: Int?, parent: Int) -> String? {
        guard let dragged, blocks(dragged: dragged, parent: parent) else { return nil }
        return columns.sources.insideReason(ofRow: dragged)
    }

    /// The depth of a place among the children of row `parent` (-1: the top level): the parent's depth + 1, 0 at the top level.
    func depth(inside parent: Int) -> Int {
        parent >= 0 ? rows[parent].depth + 1 : 0
    }

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

    /// The vertical offset of row `i`.
    public func offset(ofRow i: Int) -> Double { shifted.contains(i) ? offset : 0 }

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
