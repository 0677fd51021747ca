/// A dense grid laid over the rects' bounding box whose cells each remember the topmost few
/// rects reaching into them: the fast path of ``LayeredIndex/topmost(at:where:)``.
///
/// A cell's list holds, topmost first, a *prefix* of the rects that reach into the cell (its
/// *chain*): the first `depth` of them, or fewer when every rect reaching the cell is listed,
/// or when one listed covers the whole cell (nothing under a covering rect can be the topmost at
/// any point of the cell, so the unfiltered query needs no more). Each listed rect carries a bit
/// saying whether it covers the cell, and one flag says how much the list knows:
/// - `complete`: the list is the whole chain, so when no listed rect holds the point and passes
///   the predicate, no rect does.
/// Without it, a query whose predicate refuses every listed rect holding the point falls back to
/// the layered cells. Lists go on past a covering rect while there is room, so that a query whose
/// predicate refuses the cover (a receiver refusing the dragged kind) usually finds its answer
/// below it in the same cell.
///
/// A query maps the point to a cell with one multiply per axis, reads the cell's 8 bytes and
/// tests the listed frames (their 16-byte ``NarrowFrame``s where those are exact; none for a rect
/// covering the cell): one or two cache misses instead of one per occupied level.
///
/// **Exactness.** Cells are defined by the same monotone mapping for points and rects (see
/// ``column(_:)``), so a rect's cell range holds every cell that can map a point inside it. A
/// rect *covers* a cell only when the cell lies strictly inside its range on both axes: then
/// every point mapped to the cell is inside the rect, whatever the rounding. Points beyond the
/// grid clamp to a ring of margin cells that are never filled, so they always fall back.
struct TopmostGrid: Sendable {
    /// A block of cells, inclusive on both ends.
    typealias CellRange = (x0: Int, y0: Int, x1: Int, y1: Int)

    /// How many rects a cell lists at most.
    static let depth = 3
    /// How many inner cells the rects may reach on average: the cells are made no smaller than
    /// keeps the sum of every rect's cells at or under this many per rect, so that a pile of large
    /// rects (100,000 on one spot) does not make each insert walk a large part of the grid.
    static let reachPerRect = 64
    static let countMask: UInt32 = 0b11
    /// The list is every rect reaching the cell.
    static let complete: UInt32 = 1 << 2
    /// Being refilled: the list is being rebuilt from scratch, topmost rect first (see ``isRefilling(_:)``).
    static let refilling: UInt32 = 1 << 3

    let originX: Double
    let originY: Double
    /// One over the side of a cell.
    let scale: Double
    let columns: Int
    let rows: Int
    private let lastColumn: Double
    private let lastRow: Double
    /// One packed cell per 8 bytes, row-major: up to three handles, the count and flags (see `TopmostGrid+Cells`).
    var cells: [UInt64]
    /// Per cell, how many rects reach into it (inner cells only): what lets a removal settle a
    /// list without asking the layered cells.
    var reach: [UInt32]
    /// How many rects the index held when the grid was laid out.
    let builtCount: Int
    /// Inserts and moves since then that reached beyond the grid's inner cells.
    var strays = 0
    /// Cells reached by inserts since then beyond ``reachPerRect`` each: large rects arriving
    /// after the layout, which a new layout would give larger cells.
    var excessReach = 0

    /// A grid over `bounds` with about `cellBudget` inner cells, every inner cell refilling
    /// and every margin cell empty and incomplete (always falls back). `minimumSide` bounds the
    /// cells' side from below (see ``minimumSide(area:perimeter:count:)``).
    init(bounds: Rect, cellBudget: Int, builtCount: Int, minimumSide: Double = 0) {
        let width = bounds.width, height = bounds.height
        let budget = Double(Swift.max(1, cellBudget))
        var side = (width * height / budget).squareRoot()
        side = Swift.max(side, Swift.max(width, height) / budget, Swift.min(minimumSide, Swift.max(width, height)))
        if !(side > 0) { side = 1 }
        let inner = (x: Swift.max(1, Int((width / side).rounded(.up))), y: Swift.max(1, Int((height / side).rounded(.up))))
        columns = inner.x + 2
        rows = inner.y + 2
        scale = 1 / side
        originX = bounds.minX - side
        originY = bounds.minY - side
        lastColumn = Double(columns - 1)
        lastRow = Double(rows - 1)
        self.builtCount = builtCount
        cells = Array(repeating: 0, count: columns * rows)
        reach = Array(repeating: 0, count: columns * rows)
        for row in 1..<(rows - 1) {
            for column in 1..<(columns - 1) {
                setMeta(row * columns + column, Self.refilling)
            }
        }
    }

    /// The smallest cell side at which `count` rects of total area `area` and total
    /// width-plus-height `perimeter` reach about ``reachPerRect`` cells each on average: a rect
    /// of w × h reaches about (w/s + 1)(h/s + 1) cells of side s, so the sum is
    /// area/s² + perimeter/s + count, and s is the positive root of that sum = reachPerRect · count.
    /// 0 when the rects have no extent.
    static func minimumSide(area: Double, perimeter: Double, count: Int) -> Double {
        let allowed = Double(reachPerRect - 1) * Double(count)
        guard area > 0 || perimeter > 0, allowed > 0 else { return 0 }
        guard area > 0 else { return perimeter / allowed }
        // u = 1/s solves area·u² + perimeter·u − allowed = 0.
        let u = (-perimeter + (perimeter * perimeter + 4 * area * allowed).squareRoot()) / (2 * area)
        return u > 0 ? 1 / u : 0
    }

    /// The column holding `x`: clamped, then truncated. Subtraction, multiplication by a
    /// positive number, clamping and truncation are each monotone, so `x ≤ x'` gives
    /// `column(x) ≤ column(x')` under any rounding — what makes rect ranges and cover tests exact.
    @inline(__always)
    func column(_ x: Double) -> Int {
        Int(Swift.min(Swift.max((x - originX) * scale, 0), lastColumn))
    }

    /// The row holding `y`; see ``column(_:)``.
    @inline(__always)
    func row(_ y: Double) -> Int {
        Int(Swift.min(Swift.max((y - originY) * scale, 0), lastRow))
    }

    /// Sets every inner cell's reach count from `ranges`, the cell ranges of all the rects.
    /// - Complexity: O(n + cells), by a two-dimensional difference array rather than a walk over each rect's cells.
    mutating func countReach(_ ranges: some Sequence<CellRange>) {
        var delta = [Int32](repeating: 0, count: (columns + 1) * (rows + 1))
        for range in ranges {
            guard let inner = innerPart(of: range) else { continue }
            delta[inner.y0 * (columns + 1) + inner.x0] += 1
            delta[inner.y0 * (columns + 1) + inner.x1 + 1] -= 1
            delta[(inner.y1 + 1) * (columns + 1) + inner.x0] -= 1
            delta[(inner.y1 + 1) * (columns + 1) + inner.x1 + 1] += 1
        }
        for row in 0..<rows {
            var sum: Int32 = 0
            for column in 0..<columns {
                sum += delta[row * (columns + 1) + column]
                // Each row adds the row above it: the running total becomes a two-dimensional prefix sum.
                let above = row > 0 ? Int32(reach[(row - 1) * columns + column]) : 0
                reach[row * columns + column] = UInt32(sum + above)
            }
        }
    }

    /// The cells a rect reaches, clamped to the grid.
    func range(of frame: Rect) -> CellRange {
        (column(frame.minX), row(frame.minY), column(frame.maxX), row(frame.maxY))
    }

    /// The part of `range` made of inner cells (margin cells are never filled), or `nil`.
    func innerPart(of range: CellRange) -> CellRange? {
        let clipped = (x0: Swift.max(range.x0, 1), y0: Swift.max(range.y0, 1), x1: Swift.min(range.x1, columns - 2), y1: Swift.min(range.y1, rows - 2))
        return clipped.x0 <= clipped.x1 && clipped.y0 <= clipped.y1 ? clipped : nil
    }

    /// Whether a rect with cell range `range` reaches into margin cells, so inner cells do not hold all of it.
    func reachesMargin(_ range: CellRange) -> Bool {
        range.x0 < 1 || range.y0 < 1 || range.x1 > columns - 2 || range.y1 > rows - 2
    }

    /// Whether a rect with cell range `range` covers cell (`column`, `row`): every point the mapping
    /// sends there lies inside the rect.
    @inline(__always)
    static func covers(_ range: CellRange, _ column: Int, _ row: Int) -> Bool {
        range.x0 < column && column < range.x1 && range.y0 < row && row < range.y1
    }

    /// The cell holding `point` (finite).
    @inline(__always)
    func cell(at point: Point) -> Int {
        // Row and column are clamped to the grid, whose cells fit in an array: no overflow to check.
        row(point.y) &* columns &+ column(point.x)
    }

    /// The rects' frames as a query reads them: narrow where exact, else full.
    struct Frames {
        let narrow: UnsafeBufferPointer<NarrowFrame>
        let full: UnsafeBufferPointer<Rect>

        /// Whether rect `raw`'s frame holds `point`.
        @inline(__always)
        func holds(_ raw: UInt32, _ point: Point) -> Bool {
            narrow[Int(raw)].contains(point) ?? full[Int(raw)].contains(point)
        }
    }

    /// What a cell's list says about a query.
    enum Answer {
        case found(Int32)
        case nothing
        case unknown
    }

    /// The topmost listed rect of `point`'s cell that holds the point and passes `isCandidate`,
    /// `.nothing` when the cell's list proves there is none, `.unknown` when it cannot tell.
    @inline(__always)
    func answer(at point: Point, frames: Frames, _ isCandidate: (Int32) -> Bool) -> Answer {
        cells.withUnsafeBufferPointer { cells in
            let packed = cells[cell(at: point)]
            let meta = Self.meta(in: packed)
            // A covering rect holds every point of the cell: its frame is not read.
            for i in 0..<Int(meta & Self.countMask) {
                let raw = Self.handle(in: packed, i)
                if Self.covers(in: packed, i) || frames.holds(raw, point), isCandidate(Int32(bitPattern: raw)) {
                    return .found(Int32(bitPattern: raw))
                }
            }
            // A complete list names every rect reaching the cell; otherwise others below might answer.
            return meta & Self.complete != 0 ? .nothing : .unknown
        }
    }
}
