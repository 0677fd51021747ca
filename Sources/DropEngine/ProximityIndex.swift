import DropGeometry

/// The receivers whose collision is not `.pointer`, filed by where step 2 of
/// ``DropReceiver/Collision``'s order can find them, so that a move looks only at those near it.
///
/// **Why it is exact.** A `.closestCenter(radius: r)` receiver is filed as the square of side
/// 2r around its centre, widened by far more than the rounding of the distance and of the
/// square's edges can move them (r and the centre's size times 2^-40, plus 2^-500 for distances
/// that underflow): every pointer whose computed distance is within r lies inside that square,
/// so a point query finds every candidate (and some that the distance test then drops). A
/// `.rectIntersection` receiver is filed by its frame; a rect query for the dragged item's
/// rectangle finds every frame that shares a point with it, a superset of those it overlaps.
/// A square too large to be finite is kept aside and looked at on every move.
///
/// Both indexes are ``LayeredIndex``es without a topmost grid (only their hits are read), each
/// with its handles mapped to the receivers'. Not a cache: every insert, move and removal of a
/// receiver with such a collision updates it.
///
/// The two indexes are kept in an array, made at the first receiver filed: most scenes have
/// none, and the receiver table holding this is read on every pointer move. Held inline, they
/// made the table ~900 bytes, which each hit test copied (a 928-byte `memcpy` per move).
struct ProximityIndex: Sendable {
    /// `.closestCenter` receivers by their widened squares (at ``reach``), and `.rectIntersection`
    /// receivers by their frames (at ``overlap``); empty until a receiver is filed in one.
    private var indexes: [LayeredIndex] = []
    private static let reach = 0, overlap = 1
    /// By handle in each of the two indexes: the receiver's handle.
    private var receiverOfReach: [Int32] = []
    private var receiverOfOverlap: [Int32] = []
    /// `.closestCenter` receivers whose square is too large to be finite: looked at on every move.
    private var everywhere: [Int32] = []
    /// By receiver handle: where it is filed.
    private var filing: [Int32: Filing] = [:]

    private enum Filing: Sendable {
        case reach(LayeredIndex.Handle, radius: Double)
        case overlap(LayeredIndex.Handle)
        case everywhere(radius: Double)
    }

    /// Whether no receiver has another collision than `.pointer`: step 2 is then one branch.
    var isEmpty: Bool { filing.isEmpty }

    /// Files receiver `raw` (whose collision is not `.pointer`) at `frame`.
    /// - Complexity: that of ``LayeredIndex/insert(_:z:)``.
    mutating func insert(_ raw: Int32, collision: DropReceiver.Collision, frame: Rect) {
        switch collision {
        case .pointer:
            return
        case .closestCenter(let radius):
            file(raw, radius: radius, centre: frame.center)
        case .rectIntersection:
            makeIndexes()
            let handle = indexes[Self.overlap].insert(frame, z: 0)
            Self.map(handle, to: raw, in: &receiverOfOverlap)
            filing[raw] = .overlap(handle)
        }
    }

    /// Moves receiver `raw`, if it is filed here, to `frame`.
    mutating func move(_ raw: Int32, to frame: Rect) {
        switch filing[raw] {
        case .reach(let handle, let radius)?:
            if let square = Self.square(around: frame.center, radius: radius) {
                indexes[Self.reach].update(handle, frame: square)
            } else {
                indexes[Self.reach].remove(handle)
                filing[raw] = .everywhere(radius: radius)
                everywhere.append(raw)
            }
        case .everywhere(let radius)?:
            everywhere.removeAll { $0 == raw }
            file(raw, radius: radius, centre: frame.center)
        case .overlap(let handle)?:
            indexes[Self.overlap].update(handle, frame: frame)
        case nil:
            return
        }
    }

    /// Takes receiver `raw` out, if it is filed here.
    mutating func remove(_ raw: Int32) {
        switch filing.removeValue(forKey: raw) {
        case .reach(let handle, _)?: indexes[Self.reach].remove(handle)
        case .everywhere?: everywhere.removeAll { $0 == raw }
        case .overlap(let handle)?: indexes[Self.overlap].remove(handle)
        case nil: return
        }
    }

    /// Calls `body` with the handle of every receiver step 2 may pick for a pointer at `point`
    /// dragging an item at `dragged`, each once, in no order; some may turn out too far.
    /// - Complexity: O(L + k) per index, L occupied levels and k receivers filed in the cells
    ///   visited (see ``LayeredIndex/forEachIntersecting(_:_:)``); no allocation.
    func forEachCandidate(near point: Point, dragged: Rect?, _ body: (Int32) -> Void) {
        for raw in everywhere { body(raw) }
        guard !indexes.isEmpty else { return }
        indexes[Self.reach].forEachHit(at: point) { handle, _ in body(receiverOfReach[Int(handle.rawValue)]) }
        if let dragged { indexes[Self.overlap].forEachIntersecting(dragged) { body(receiverOfOverlap[Int($0.rawValue)]) } }
    }

    private mutating func file(_ raw: Int32, radius: Double, centre: Point) {
        guard let square = Self.square(around: centre, radius: radius) else {
            filing[raw] = .everywhere(radius: radius)
            everywhere.append(raw)
            return
        }
        makeIndexes()
        let handle = indexes[Self.reach].insert(square, z: 0)
        Self.map(handle, to: raw, in: &receiverOfReach)
        filing[raw] = .reach(handle, radius: radius)
    }

    private mutating func makeIndexes() {
        if indexes.isEmpty { indexes = [LayeredIndex(gridCellsPerRect: 0), LayeredIndex(gridCellsPerRect: 0)] }
    }

    /// The square that holds every point whose computed distance to `centre` is within
    /// `radius` (see the type's summary), or `nil` when it is not finite.
    static func square(around centre: Point, radius: Double) -> Rect? {
        let half = radius + (abs(centre.x) + abs(centre.y) + radius) * 0x1p-40 + 0x1p-500
        let x0 = centre.x - half, y0 = centre.y - half
        let square = Rect(x: x0, y: y0, width: centre.x + half - x0, height: centre.y + half - y0)
        guard half.isFinite, x0.isFinite, y0.isFinite, square.width.isFinite, square.height.isFinite,
              square.maxX.isFinite, square.maxY.isFinite else { return nil }
        return square
    }

    private static func map(_ handle: LayeredIndex.Handle, to raw: Int32, in table: inout [Int32]) {
        let i = Int(handle.rawValue)
        if i == table.count { table.append(raw) } else { table[i] = raw }
    }
}
