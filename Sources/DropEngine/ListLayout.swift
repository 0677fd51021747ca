import DropGeometry

/// The rows of a receiver that takes positions, with what the drop location is computed from:
/// row centres for the slot, and for a tree each row's parent, its place among its siblings, and
/// each container's drop zone and child count — all found in O(log n) per pointer move.
/// A class, immutable once made: a hit test holds it with one reference count, not one per array.
///
/// A scrollable list's rows are kept as they were set, with the list's scroll ``offset``: a row
/// is where ``frame(ofRow:)`` says, its frame moved up by the offset, worked out when it is read.
/// A scroll makes a layout sharing every array with a new offset, in O(1).
final class ListLayout: Sendable {
    /// The rows as set, before ``offset``: read their frames through ``frame(ofRow:)``.
    let rows: [ListRow]
    /// Row centre y as set, before ``offset``, top to bottom; never decreasing (checked when the
    /// rows are set). Read through ``centre(_:)``.
    private let centres: [Double]
    /// How far the rows are scrolled: each is drawn `offset` points above its frame as set.
    let offset: Double
    /// The highest top and lowest bottom of the frames as set (0 and 0 without rows): a scroll
    /// is checked against them, so every row's frame stays finite wherever it is read.
    private let extent: (top: Double, bottom: Double)
    let rowBySource: [SourceID: Int]
    /// Each section's first title row, by its list: how a place in a section finds its title.
    let sectionRows: [String: Int]
    /// The row of each row's parent container; -1 at the top level (and for every row of a flat list).
    let parentRow: [Int32]
    /// A node row's place among its parent's children; a drop zone's is its container's child count.
    let ordinal: [Int32]
    /// A container row's drop zone row; -1 for other rows.
    let zoneRow: [Int32]
    let topLevelCount: Int
    /// For a section title row, the section row before it (-1 for the first); -1 for other rows.
    let previousSection: [Int32]
    /// The last section's title row, or -1 when the rows have no sections.
    let lastSection: Int
    /// The visible rows directly under each container or section row (0 for other rows).
    let childCounts: [Int32]
    /// Whether any row is a container or a section: only then do drop zones, middle halves and spring-loading apply.
    let isTree: Bool
    /// Why a row's node may not go where it would be inside a container (made once, so a blocked
    /// move allocates nothing): "fa cannot go inside itself", "h1 stays at the top level".
    let insideReasons: [Int: String]

    init(rows: [ListRow], receiver: ReceiverID) throws(EngineError) {
        offset = 0
        (centres, extent) = try Self.centres(of: rows.lazy.map(\.frame), receiver: receiver)
        var rowBySource: [SourceID: Int] = [:]
        for (i, row) in rows.enumerated() {
            if let source = row.source {
                if let earlier = rowBySource[source] {
                    throw EngineError(.duplicateSource, "receiver \"\(receiver)\" rows[\(i)]: source \"\(source)\" is already rows[\(earlier)]")
                }
                rowBySource[source] = i
            }
        }
        // The tree, read with a stack of the containers whose drop zone has not come yet.
        var parentRow = [Int32](repeating: -1, count: rows.count)
        var ordinal = [Int32](repeating: 0, count: rows.count)
        var zoneRow = [Int32](repeating: -1, count: rows.count)
        var childCount = [Int32](repeating: 0, count: rows.count)
        var previousSection = [Int32](repeating: -1, count: rows.count)
        var sectionRows: [String: Int] = [:]
        var open: [Int] = []
        var section = -1
        var topLevelCount = 0
        var isTree = false
        for (i, row) in rows.enumerated() {
            func malformed(_ expected: String) -> EngineError {
                EngineError(.malformedTree, "receiver \"\(receiver)\" rows[\(i)]: expected \(expected), found \(row.node) at depth \(row.depth)")
            }
            if case .section(let list, _, _) = row.node {
                guard open.isEmpty, row.depth == 0 else { throw malformed("a section title at depth 0, after every open folder's drop zone") }
                if sectionRows[list] == nil { sectionRows[list] = i }
                previousSection[i] = Int32(section)
                section = i
                ordinal[i] = Int32(topLevelCount)
                topLevelCount += 1
                isTree = true
                continue
            }
            let parent = open.last ?? section
            let depth = open.count + (section >= 0 ? 1 : 0)
            if case .dropZone(let of) = row.node {
                guard let container = open.last, case .container(let id, let expanded, let hidden) = rows[container].node, id == of, row.depth == depth else {
                    throw malformed(open.isEmpty ? "no drop zone outside a container" : "the drop zone of \(rows[open.last!].node) at depth \(depth)")
                }
                open.removeLast()
                parentRow[i] = Int32(parent)
                ordinal[i] = expanded ? childCount[parent] : Int32(clamping: max(hidden, 0))
                zoneRow[parent] = Int32(i)
                continue
            }
            guard row.depth == depth else { throw malformed("a row at depth \(depth)") }
            if parent >= 0, case .container(_, expanded: false, _) = rows[parent].node {
                throw malformed("the drop zone of collapsed \(rows[parent].node), whose contents are not shown")
            }
            if parent >= 0, case .section(_, expanded: false, _) = rows[parent].node {
                throw malformed("the next section's title after collapsed \(rows[parent].node), whose items are not shown")
            }
            parentRow[i] = Int32(parent)
            if parent >= 0 {
                ordinal[i] = childCount[parent]
                childCount[parent] += 1
            } else {
                ordinal[i] = Int32(topLevelCount)
                topLevelCount += 1
            }
            if case .container = row.node {
                open.append(i)
                isTree = true
            }
        }
        if let unclosed = open.last {
            throw EngineError(.malformedTree, "receiver \"\(receiver)\" rows[\(unclosed)]: \(rows[unclosed].node) has no drop zone row")
        }
        self.rows = rows
        self.rowBySource = rowBySource
        self.sectionRows = sectionRows
        self.parentRow = parentRow
        self.ordinal = ordinal
        self.zoneRow = zoneRow
        self.topLevelCount = topLevelCount
        self.isTree = isTree
        self.previousSection = previousSection
        lastSection = section
        childCounts = childCount
        var insideReasons: [Int: String] = [:]
        for (i, row) in rows.enumerated() {
            switch row.node {
            case .container(let id, _, _): insideReasons[i] = "\(id) cannot go inside itself"
            case .item(let id, topLevelOnly: true): insideReasons[i] = "\(id) stays at the top level"
            case .item, .dropZone, .section: break
            }
        }
        self.insideReasons = insideReasons
    }

    /// The same rows at `frames` (one per row, in order), at no offset. Only the frames are
    /// checked and the centres found again; nothing is hashed.
    /// - Throws: when the count differs, a frame is invalid, or the rows are not top to bottom.
    /// - Complexity: O(n) for n rows.
    func moved(to frames: [Rect], receiver: ReceiverID) throws(EngineError) -> ListLayout {
        guard frames.count == rows.count else {
            throw EngineError(.invalidGeometry, "receiver \"\(receiver)\": expected \(rows.count) row frames (one per row), found \(frames.count)")
        }
        let (centres, extent) = try Self.centres(of: frames, receiver: receiver)
        var rows = rows
        for i in rows.indices { rows[i].frame = frames[i] }
        return ListLayout(moving: self, rows: rows, centres: centres, extent: extent, offset: 0)
    }

    /// The same rows scrolled to `offset` (each drawn `offset` points above its frame as set): a
    /// scroll. The frames stay as they were set, and were checked then.
    /// - Throws: when the offset is not finite, or would move a row's frame out of finite numbers.
    /// - Complexity: O(1): the arrays are shared.
    func scrolled(to offset: Double, receiver: ReceiverID) throws(EngineError) -> ListLayout {
        guard offset.isFinite else {
            throw EngineError(.invalidGeometry, "receiver \"\(receiver)\" rows: expected a finite scroll offset, found \(offset)")
        }
        guard (extent.top - offset).isFinite, (extent.bottom - offset).isFinite else {
            throw EngineError(.invalidGeometry,
                "receiver \"\(receiver)\" rows: expected a scroll offset that leaves the rows (y \(extent.top) to \(extent.bottom)) at finite places, found \(offset)")
        }
        return ListLayout(moving: self, rows: rows, centres: centres, extent: extent, offset: offset)
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
        offset == 0 ? centres[i] : frame(ofRow: i).center.y
    }

    /// The rows' centres and extent, each frame checked and the rows top to bottom.
    private static func centres(of frames: some Collection<Rect>, receiver: ReceiverID) throws(EngineError)
        -> (centres: [Double], extent: (top: Double, bottom: Double)) {
        var centres: [Double] = []
        centres.reserveCapacity(frames.count)
        var extent = (top: Double.infinity, bottom: -Double.infinity)
        for (i, frame) in frames.enumerated() {
            do {
                _ = try frame.validated("receiver \"\(receiver)\" rows[\(i)].frame")
            } catch {
                throw EngineError(.invalidGeometry, error.description)
            }
            let centre = frame.center.y
            if let last = centres.last, centre < last {
                throw EngineError(.rowsOutOfOrder,
                    "receiver \"\(receiver)\" rows[\(i)]: expected rows top to bottom, found centre y \(centre) above the previous row's \(last)")
            }
            centres.append(centre)
            extent = (Swift.min(extent.top, frame.minY), Swift.max(extent.bottom, frame.maxY))
        }
        return (centres, centres.isEmpty ? (0, 0) : extent)
    }

    private init(moving layout: ListLayout, rows: [ListRow], centres: [Double], extent: (top: Double, bottom: Double), offset: Double) {
        self.rows = rows
        self.centres = centres
        self.extent = extent
        self.offset = offset
        rowBySource = layout.rowBySource
        sectionRows = layout.sectionRows
        parentRow = layout.parentRow
        ordinal = layout.ordinal
        zoneRow = layout.zoneRow
        topLevelCount = layout.topLevelCount
        previousSection = layout.previousSection
        lastSection = layout.lastSection
        childCounts = layout.childCounts
        isTree = layout.isTree
        insideReasons = layout.insideReasons
    }

    /// The insertion slot for a pointer at height `y`: the number of rows whose centre lies above it.
    /// - Complexity: O(log n), no allocation.
    func slot(at y: Double) -> Int {
        var low = 0
        var high = centres.count
        while low < high {
            let mid = (low + high) / 2
            if centre(mid) < y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Where among the rows a drop at `point` goes: the parent container's row (-1 for the top
    /// level) and the index among its children, with `move(fromOffsets:toOffset:)` meaning; and
    /// the collapsed container whose middle half the pointer is in, which a rest there opens.
    /// `dragged` is the dragged item's own row, when it is one of these.
    ///
    /// 1. In a drop zone: inside its container at the end — or, for one of the container's own
    ///    children, out of it, right after it.
    /// 2. In the middle half of a container's row: inside it, at the end. On the dragged
    ///    container's own row (all of it): its own place.
    /// 3. Otherwise by the slot `d`: the innermost expanded container whose rows from just after
    ///    its own to its drop zone include row `d`, at the number of its children before row `d`;
    ///    failing that the top level, at the number of top-level rows before row `d`.
    /// - Complexity: O(log n), no allocation.
    ///
    /// `kept` is the slot the receiver's hysteresis holds (see ``slot(at:holding:hysteresis:)``),
    /// used instead of the pointer's own; the slot used comes back as `slot`.
    func location(at point: Point, dragged: Int?, slot kept: Int? = nil) -> (parent: Int, index: Int, spring: Int?, slot: Int) {
        let plain = slot(at: point.y)
        let d = kept ?? plain
        guard isTree else { return (-1, d, nil, d) }
        let (parent, index, spring) = treeLocation(at: point, plain: plain, slot: d, dragged: dragged)
        return (parent, index, spring, d)
    }

    private func treeLocation(at point: Point, plain: Int, slot d: Int, dragged: Int?) -> (parent: Int, index: Int, spring: Int?) {
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
                if frame.minY + frame.height / 4 <= point.y && point.y < frame.maxY - frame.height / 4 {
                    let count = zoneRow[r] >= 0 ? Int(ordinal[Int(zoneRow[r])]) : 0
                    return (r, count, expanded ? nil : r)
                }
            case .section(_, expanded: false, let hidden):
                return (r, Int(hidden), nil)
            case .item, .section:
                break
            }
        }
        // A section's range runs from just after its title to the next section's title.
        guard d < rows.count else { return lastSection >= 0 ? (lastSection, Int(childCount(lastSection)), nil) : (-1, topLevelCount, nil) }
        if case .section = rows[d].node {
            let previous = Int(previousSection[d])
            return previous >= 0 ? (previous, Int(childCount(previous)), nil) : (d, 0, nil)
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
    func row(of source: SourceID) -> Int? { rowBySource[source] }

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
        return insideReasons[dragged]
    }

    /// The number of visible rows directly under the container or section at row `i`.
    private func childCount(_ i: Int) -> Int32 { childCounts[i] }

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
