/// A spatial index of overlapping, layered rectangles that answers "what is under this point,
/// topmost first" without looking at every rectangle.
///
/// ```swift
/// var index = LayeredIndex()
/// let list = index.insert(Rect(x: 20, y: 60, width: 460, height: 520), z: 0)
/// let row = index.insert(Rect(x: 30, y: 70, width: 440, height: 44), z: 1)
/// index.all(at: Point(x: 100, y: 80))      // [row, list]
/// index.topmost(at: Point(x: 100, y: 80)) { $0 != row } // list
/// ```
///
/// **Precedence.** Higher `z` is on top; among equal `z`, the rect inserted later is on top.
/// Moving or resizing keeps a rect's place; removing and inserting again puts it on top of
/// its `z`. Queries state their order as topmost first.
///
/// **Structure, and why.** A hierarchical grid (a "multi-level spatial hash"): level `k` has
/// square cells of side `baseCellSize · 2^k`, and each rect is filed at the smallest level whose
/// cell side × `spread` is at least the rect's longer side, so it lands in at most
/// (spread + 1)² cells. Spreading a rect over several cells means fewer levels to probe: with the
/// defaults (64-point cells, spread 8), rects up to 512 points share level 0, and a UI whose
/// receivers run from 8 to 2,400 points occupies 4 levels instead of 10 (8-point cells, spread 1),
/// at the price of up to 81 cells per rect instead of 4. BENCHMARKS.md has the measured effect.
/// A point query visits one cell per *occupied* level and tests only the rects filed there.
/// Each cell keeps its rects' handles (4 bytes each) bottom first in a block of one shared pool
/// (a rect inserted on top is appended), so ``topmost(at:where:)`` reads the block from its end,
/// each rect's layer and frame by handle, and stops at the first rect it can use. Frames are not
/// copied into cells: an index of 100,000 rects just built costs about 260 bytes per rect (see
/// ``CellTable`` for how its pool keeps its high-water mark under churn).
/// While the index holds at most 128 rects it also keeps them all in one list, topmost first,
/// and `topmost` scans that instead: for a handful of rects one early-exit pass beats probing a
/// cell on every level. It returns to the list when it shrinks to 64.
/// We chose it over a packed R-tree (Flatbush) because receivers move and appear during a drag:
/// an update here touches at most (spread + 1)² cells, where a packed tree needs a rebuild, and over a
/// uniform grid because one cell size cannot suit both a 4-point handle and a full-screen list.
/// Cells live in a hash table, so the plane is unbounded and memory follows the rects, not the area.
///
/// **The fast path: a topmost grid.** Above 128 rects, a dense ``TopmostGrid`` (about
/// `gridCellsPerRect` cells of 8 bytes per rect, over the rects' extent) keeps in each cell the
/// top three rects reaching into it, each marked when it covers the cell. Most queries are
/// answered there — one cell and at most a frame or two (16-byte ``NarrowFrame``s where a
/// `Float` holds the edges exactly), ~10–20 ns at 10,000–100,000 rects against ~150–250 ns for
/// the layered cells — and the rest (a fourth rect may hold the point, the predicate refused
/// every listed rect, or the point lies outside the grid) fall back to the layered cells. The lists are exact, not a
/// cache that can go stale: every insert, move and removal updates the cells the rect reaches,
/// refilling from the layered cells any list that lost its knowledge (see `TopmostGrid+Updates`),
/// which makes a move cost a few microseconds instead of under one. BENCHMARKS.md has the figures.
///
/// **Limits.** A query that falls back costs one hash lookup per occupied level plus the rects in
/// those cells (output-sensitive: a point covered by 500 rects visits 500). An insert or move costs
/// time in proportion to the grid cells its rect reaches, so a full-screen receiver touches every
/// cell; the grid is laid out again, in O(n log n), when the count doubles or falls to a quarter.
/// Rects longer than
/// `baseCellSize · spread · 2^23` (≈ 4 × 10^9 points at the defaults) go to a short list scanned by
/// every query. Coordinates beyond ±2^28 cells share boundary cells: still correct, slower.
/// An index that has handed out more than 2^19 (524,288) handles has no grid: its 8-byte
/// cells hold 19-bit handles. Handles of removed rects are reused by later inserts. The index
/// owns no domain data: it hands back ``Handle``s and the caller maps them to receivers.
public struct LayeredIndex: Sendable {
    /// Identifies one rect in the index. Handles of removed rects are reused.
    public struct Handle: Hashable, Sendable, Comparable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static func < (a: Handle, b: Handle) -> Bool { a.rawValue < b.rawValue }
    }

    /// Where a rect lies in the stack: compared by `z`, then by insertion sequence.
    public struct Layer: Hashable, Sendable, Comparable {
        public let z: Int
        public let sequence: UInt64
        /// Below every rect: a starting point when looking for the topmost.
        public static let bottom = Layer(z: .min, sequence: 0)
        public static func < (a: Layer, b: Layer) -> Bool {
            a.z != b.z ? a.z < b.z : a.sequence < b.sequence
        }
    }

    static let levelCount = 24
    static let cellLimit: Double = 268_435_456 // 2^28 cells either side of 0
    static let oversizeLevel: Int8 = -1
    static let freeLevel: Int8 = -2
    /// A rect without area (``Rect/isEmpty``): no point is in it, so no cell, list or grid holds
    /// it. A thousand rows scrolled out of sight, each given an empty frame at its list's
    /// corner, would otherwise pile up in one cell, and every row scrolled in or out pay for the pile.
    static let unfiledLevel: Int8 = -3

    /// Whether the entry `raw` is a rect that holds points: not removed, and not empty.
    @inline(__always)
    func holdsPoints(_ raw: Int) -> Bool {
        entries[raw].level != Self.freeLevel && entries[raw].level != Self.unfiledLevel
    }

    /// Where a rect is filed. Its frame lives apart, in `frames` (and `narrowFrames`), so that the grid's frame tests read 16-byte strides.
    struct Entry: Sendable {
        var layer: Layer
        var level: Int8
        var cells: (x0: Int32, y0: Int32, x1: Int32, y1: Int32)
        /// Position in `oversize` when `level == oversizeLevel`.
        var oversizeSlot: Int32
    }

    /// A rect in the flat list: its frame inline, so a scan reads one contiguous array.
    struct FlatEntry: Sendable {
        var frame: Rect
        var layer: Layer
        var handle: Int32
    }

    /// The side of a level-0 cell, in points.
    public let baseCellSize: Double
    var entries: [Entry] = []
    /// Each handle's frame (stale for removed handles).
    var frames: [Rect] = []
    /// Each handle's frame in `Float`s where that is exact, for the grid's frame tests; kept in step with `frames`.
    var narrowFrames: [NarrowFrame] = []
    var freeHandles: [Int32] = []
    var nextSequence: UInt64 = 0
    /// Each occupied cell's rects, bottom first.
    var cells = CellTable()
    var levelPopulation = [Int](repeating: 0, count: levelCount)
    var occupiedLevels: UInt32 = 0
    var oversize: [Int32] = []
    /// The rects that hold points (``holdsPoints(_:)``), in no order, and each handle's place in
    /// it (-1 for none): what laying the grid out reads, rather than every handle ever handed out.
    /// Empty rects (a source scrolled out of its list, say) hold no points and are not here.
    var pointHolders: [Int32] = []
    var pointHolderSlot: [Int32] = []
    /// While the index holds at most `flatLimit` rects, every rect also sits here, topmost first:
    /// for a handful of rects one early-exit pass beats probing a cell on every level.
    var flat: [FlatEntry] = []
    var isFlat = true
    static let flatLimit = 128
    /// Above the flat list's limit: per cell of a dense grid, the topmost few rects (see ``TopmostGrid``).
    var grid: TopmostGrid?
    /// How many rects the grid was last laid out for.
    var gridPlannedFor = 0
    /// While set, a layout of the grid is put off (see ``deferringGridLayout(_:)``), and
    /// `gridLayoutPending` says one was asked for.
    var gridDeferred = false
    var gridLayoutPending = false
    /// Handles at or above this have no place in the grid's cells, so an index that hands them
    /// out has no grid. ``TopmostGrid/handleLimit``; tests lower it.
    var gridHandleLimit = TopmostGrid.handleLimit
    /// How many rects the index holds.
    public private(set) var count = 0

    /// An empty index.
    ///
    /// - Parameter baseCellSize: the side of the smallest cells. Smaller rects share a cell;
    ///   the default (64 points) suits UI parts from a few points to a few hundred. Must be finite and > 0.
    /// - Parameter spread: how many cells a rect may span along each side (1…64). Larger means
    ///   fewer levels to probe per query but more cells to touch per insert or move.
    /// - Parameter gridCellsPerRect: how many ``TopmostGrid`` cells (8 bytes each) to lay out per
    ///   rect above 128 rects (0…64); 0 turns the grid off. More cells answer more queries from
    ///   the grid but cost memory and make large rects touch more cells. The grid serves indexes
    ///   of up to 2^19 (524,288) handles; beyond that the layered cells answer alone.
    public init(baseCellSize: Double = 64, spread: Int = 8, gridCellsPerRect: Int = 8) {
        precondition(baseCellSize.isFinite && baseCellSize > 0, "LayeredIndex baseCellSize must be finite and > 0, got \(baseCellSize)")
        precondition((1...64).contains(spread), "LayeredIndex spread must be in 1…64, got \(spread)")
        precondition((0...64).contains(gridCellsPerRect), "LayeredIndex gridCellsPerRect must be in 0…64, got \(gridCellsPerRect)")
        self.baseCellSize = baseCellSize
        self.spread = Double(spread)
        self.gridCellsPerRect = gridCellsPerRect
    }

    /// Grid cells per rect when the ``TopmostGrid`` is laid out; 0 when there is no grid.
    let gridCellsPerRect: Int

    /// How many cells a rect may span along each side.
    let spread: Double

    /// The frame stored for `handle`.
    /// - Complexity: O(1).
    public func frame(of handle: Handle) -> Rect { frames[Int(handle.rawValue)] }

    /// The layer (z, then insertion sequence) of `handle`.
    /// - Complexity: O(1).
    public func layer(of handle: Handle) -> Layer { entries[Int(handle.rawValue)].layer }

    /// Adds a rect on top of every rect with the same `z` and returns its handle.
    ///
    /// The caller validates the rect first (see ``Rect/validated(_:)``): a non-finite rect traps.
    /// - Complexity: O(s² · b) for the at most (s + 1)² layered cells (s = spread) it is filed
    ///   in, each of at most b rects kept bottom first; at most 128 rects, plus the flat list's
    ///   sorted insert, O(128). Above 128, plus O(g) for the g ``TopmostGrid`` cells the rect
    ///   reaches (every cell, for a rect as large as all the others' extent), and the grid's
    ///   layout, O(n log n + cells), when the count doubles or many rects strayed outside it:
    ///   amortized O(log n) a rect.
    public mutating func insert(_ frame: Rect, z: Int) -> Handle {
        Self.requireValidated(frame, "insert")
        let layer = Layer(z: z, sequence: nextSequence)
        nextSequence += 1
        let raw: Int32
        let entry = Entry(layer: layer, level: Self.freeLevel, cells: (0, 0, 0, 0), oversizeSlot: -1)
        if let reused = freeHandles.popLast() {
            raw = reused
            entries[Int(raw)] = entry
            setFrame(frame, of: raw)
        } else {
            raw = Int32(entries.count)
            entries.append(entry)
            frames.append(frame)
            narrowFrames.append(NarrowFrame(frame))
            pointHolderSlot.append(-1)
        }
        file(raw)
        count += 1
        if isFlat {
            if count > Self.flatLimit {
                isFlat = false
                flat = []
            } else {
                Self.insertSorted(FlatEntry(frame: frame, layer: layer, handle: raw), into: &flat)
            }
        }
        gridDidInsert(raw)
        return Handle(rawValue: raw)
    }

    /// Makes room for `count` rects in all, so that inserting up to that many grows no table of
    /// rects. Tables that must grow at least double: calling it before every small batch stays
    /// amortized O(1) per rect.
    /// - Complexity: O(count) when a table grows, else O(1).
    public mutating func makeRoom(for count: Int) {
        entries.makeRoom(for: count)
        frames.makeRoom(for: count)
        narrowFrames.makeRoom(for: count)
        pointHolderSlot.makeRoom(for: count)
    }

    /// Moves or resizes a rect, keeping its place in the stack.
    /// - Complexity: O(s² · b) for the at most (s + 1)² layered cells it leaves and those it
    ///   joins (none when its cells stay the same); at most 128 rects, plus finding it in the flat
    ///   list, O(128). Above 128, plus O(g) for the ``TopmostGrid`` cells it leaves and reaches,
    ///   and a refill of the cells whose lists it leaves short: the k rects around them, found in
    ///   the layered cells (or by a scan of every handle ever handed out, when that is fewer
    ///   probes) and sorted, O(k log k + cells · α); and the grid's layout, as for
    ///   ``insert(_:z:)``, when many rects strayed outside it.
    public mutating func update(_ handle: Handle, frame: Rect) {
        let raw = handle.rawValue
        precondition(entries[Int(raw)].level != Self.freeLevel, "LayeredIndex.update: handle \(raw) was removed")
        Self.requireValidated(frame, "update")
        let old = entries[Int(raw)]
        let oldFrame = frames[Int(raw)]
        let placement = placement(for: frame)
        if isFlat, let i = flat.firstIndex(where: { $0.handle == raw }) { flat[i].frame = frame }
        if placement.level == old.level, placement.level != Self.oversizeLevel, placement.cells == old.cells {
            setFrame(frame, of: raw) // The cells hold handles: the same cells need no change.
        } else {
            unfile(raw)
            setFrame(frame, of: raw)
            file(raw)
        }
        gridDidMove(raw, from: oldFrame)
    }

    /// Removes a rect; its handle may be handed out again by a later ``insert(_:z:)``.
    /// - Complexity: O(s² · b) for the at most (s + 1)² layered cells it leaves; above 128 rects,
    ///   plus the ``TopmostGrid``'s cells it leaves and their refill, as for ``update(_:frame:)``.
    ///   When the count falls to 64 (having been above 128), the flat list is rebuilt by a scan of
    ///   every handle ever handed out, O(h + 64²); when it falls to a quarter of what the grid was
    ///   laid out for, the grid is laid out again, O(n log n + cells): both amortized over the
    ///   removals before them.
    public mutating func remove(_ handle: Handle) {
        let raw = handle.rawValue
        precondition(entries[Int(raw)].level != Self.freeLevel, "LayeredIndex.remove: handle \(raw) was removed already")
        unfile(raw)
        entries[Int(raw)].level = Self.freeLevel
        freeHandles.append(raw)
        count -= 1
        if isFlat {
            flat.removeAll { $0.handle == raw }
        } else if count <= Self.flatLimit / 2 {
            // Small again: rebuild the flat list (hysteresis keeps this from happening on every call).
            isFlat = true
            for (i, entry) in entries.enumerated() where entry.level != Self.freeLevel {
                Self.insertSorted(FlatEntry(frame: frames[i], layer: entry.layer, handle: Int32(i)), into: &flat)
            }
        }
        gridDidRemove(raw, frame: frames[Int(raw)])
    }

    /// Stores the frame of `raw` in both its forms.
    private mutating func setFrame(_ frame: Rect, of raw: Int32) {
        frames[Int(raw)] = frame
        narrowFrames[Int(raw)] = NarrowFrame(frame)
    }

    /// Traps on a rect that did not pass ``Rect/validated(_:)``: a programming error of the caller.
    private static func requireValidated(_ frame: Rect, _ operation: String) {
        precondition(frame.minX.isFinite && frame.minY.isFinite && frame.maxX.isFinite && frame.maxY.isFinite
            && frame.width >= 0 && frame.height >= 0, "LayeredIndex.\(operation): rect \(frame) was not validated")
    }

    /// Inserts `entry` after every entry above it and before every entry below it.
    static func insertSorted(_ entry: FlatEntry, into entries: inout [FlatEntry]) {
        let at = entries.firstIndex { $0.layer < entry.layer } ?? entries.count
        entries.insert(entry, at: at)
    }
}
