@testable import DropGeometry
import Testing
import TestSupport

@Suite("LayeredIndex")
struct LayeredIndexTests {
    @Test("a handle and a layer print in short words: handle 3, z 1, sequence 4, bottom (they printed as Handle(rawValue: 3) and Layer(z: 1, sequence: 4))")
    func handlesAndLayersPrintInShortWords() {
        var index = LayeredIndex()
        _ = index.insert(Rect(x: 0, y: 0, width: 10, height: 10), z: 0)
        let top = index.insert(Rect(x: 0, y: 0, width: 10, height: 10), z: 1)
        #expect("\(top)" == "handle 1")
        #expect("\(index.layer(of: top))" == "z 1, sequence 1")
        #expect("\(LayeredIndex.Layer.bottom)" == "bottom")
    }

    @Test("higher z is on top; among equal z the later inserted is on top")
    func precedence() {
        var index = LayeredIndex()
        let list = index.insert(Rect(x: 0, y: 0, width: 100, height: 100), z: 0)
        let rowA = index.insert(Rect(x: 0, y: 0, width: 100, height: 20), z: 1)
        let badge = index.insert(Rect(x: 0, y: 0, width: 10, height: 10), z: 5)
        let rowB = index.insert(Rect(x: 0, y: 0, width: 100, height: 20), z: 1)
        #expect(index.all(at: Point(x: 5, y: 5)) == [badge, rowB, rowA, list])
        #expect(index.all(at: Point(x: 50, y: 50)) == [list])
        #expect(index.topmost(at: Point(x: 5, y: 5)) == badge)
    }

    @Test("topmost skips rects that are not candidates instead of stopping at them")
    func topmostSkipsRefusers() {
        var index = LayeredIndex()
        let list = index.insert(Rect(x: 0, y: 0, width: 100, height: 100), z: 0)
        let complete = index.insert(Rect(x: 0, y: 0, width: 50, height: 50), z: 1)
        #expect(index.topmost(at: Point(x: 10, y: 10)) { $0 != complete } == list)
        #expect(index.topmost(at: Point(x: 10, y: 10)) { _ in false } == nil)
    }

    @Test("moving keeps a rect's place in the stack; removing and inserting puts it on top")
    func updatesKeepLayer() {
        var index = LayeredIndex()
        let a = index.insert(Rect(x: 0, y: 0, width: 10, height: 10), z: 0)
        let b = index.insert(Rect(x: 100, y: 0, width: 10, height: 10), z: 0)
        index.update(b, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        index.update(a, frame: Rect(x: 0, y: 0, width: 4000, height: 4000))
        #expect(index.all(at: Point(x: 1, y: 1)) == [b, a])
        #expect(index.all(at: Point(x: 105, y: 5)) == [a])
        index.remove(a)
        let again = index.insert(Rect(x: 0, y: 0, width: 10, height: 10), z: 0)
        #expect(index.all(at: Point(x: 1, y: 1)) == [again, b])
        #expect(index.count == 2)
    }

    @Test("rects far beyond the grid and larger than its top level are still found")
    func extremeRects() {
        var index = LayeredIndex()
        let huge = index.insert(Rect(x: -1e200, y: -1e200, width: 2e200, height: 2e200), z: 0)
        // 1e12 points lie far past the 2^28 cells the grid spans: both rects share a clamped cell.
        let far = index.insert(Rect(x: 1e12, y: 1e12, width: 10, height: 10), z: 0)
        let farNeighbour = index.insert(Rect(x: 1e12 + 10, y: 1e12, width: 10, height: 10), z: 0)
        #expect(index.all(at: Point(x: 0, y: 0)) == [huge])
        #expect(index.all(at: Point(x: 1e12 + 9.5, y: 1e12)) == [far, huge])
        #expect(index.all(at: Point(x: 1e12 + 10, y: 1e12 + 9)) == [farNeighbour, huge])
        #expect(index.all(at: Point(x: 1e12 + 20, y: 1e12)) == [huge])
        #expect(index.all(at: Point(x: 1e201, y: 0)) == [])
        #expect(index.all(at: Point(x: .nan, y: 0)) == [])
        index.remove(huge)
        #expect(index.all(at: Point(x: 0, y: 0)) == [])
    }

    @Test("a rect at the grid's clamped edge shares no cell key with its neighbour column: listed once, moved and removed without a trap")
    func clampedEdgeKeysDoNotCollide() {
        var index = LayeredIndex()
        let a = index.insert(Rect(x: 30, y: 70, width: 440, height: 44), z: 0)
        let b = index.insert(Rect(x: 540, y: 460, width: 220, height: 100), z: 0)
        index.update(b, frame: Rect(x: 0, y: 1.8e10, width: 100, height: 10))
        #expect(index.all(at: Point(x: 10, y: 1.8e10 + 5)) == [b])
        #expect(index.all(at: Point(x: 40, y: 80)) == [a])
        index.update(b, frame: Rect(x: 0, y: 1.8e10, width: 0, height: 0))
        #expect(index.all(at: Point(x: 10, y: 1.8e10 + 5)) == [])
        index.remove(b)
        #expect(index.all(at: Point(x: 40, y: 80)) == [a])
        #expect(index.count == 1)
    }

    @Test("the index agrees with a brute-force scan on 500 seeded random layouts, through inserts, moves and removals, small and large, for four cell sizes and spreads")
    func agreesWithBruteForce() throws {
        let configurations: [(cell: Double, spread: Int)] = [(64, 8), (8, 1), (1, 3), (16, 16)]
        for seed in try seeds(500) {
            var rng = SeededGenerator(seed: seed)
            let configuration = configurations[Int(seed / 3) % configurations.count]
            var index = LayeredIndex(baseCellSize: configuration.cell, spread: configuration.spread)
            var model = BruteForceLayers()
            var handles: [LayeredIndex.Handle] = []
            // A third of the layouts grow past the flat-list limit (128) into grid mode.
            let operations = seed % 3 == 0 ? Int.random(in: 450...800, using: &rng) : Int.random(in: 1...60, using: &rng)
            // One layout in four spreads over the whole finite range the API accepts.
            let wide = seed % 4 == 1
            for step in 0..<operations {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<6:
                    let rect = randomRect(&rng, wide: wide)
                    let z = Int.random(in: 0...2, using: &rng) // few z values: many ties
                    let h = index.insert(rect, z: z)
                    model.insert(h, rect, z: z)
                    handles.append(h)
                case 6..<8 where !handles.isEmpty:
                    let h = handles.randomElement(using: &rng)!
                    let rect = randomRect(&rng, wide: wide)
                    index.update(h, frame: rect)
                    model.update(h, rect)
                case 8..<10 where !handles.isEmpty:
                    let i = Int.random(in: 0..<handles.count, using: &rng)
                    index.remove(handles[i])
                    model.remove(handles[i])
                    handles.remove(at: i)
                default:
                    break
                }
                if step % 100 == 99 {
                    guard agree(index, model, &rng, seed: seed, stage: "step \(step)") else { return }
                }
            }
            guard agree(index, model, &rng, seed: seed, stage: "built") else { return }
            // Shrink back below half the limit, so a large index returns to its flat list.
            let keep = Int.random(in: 0...70, using: &rng)
            while handles.count > keep {
                let i = Int.random(in: 0..<handles.count, using: &rng)
                index.remove(handles[i])
                model.remove(handles[i])
                handles.remove(at: i)
            }
            guard agree(index, model, &rng, seed: seed, stage: "shrunk") else { return }
            #expect(index.count == handles.count, "seed \(seed)")
        }
    }

    @Test("the source index's configuration (spread 1, no topmost grid) agrees with a brute-force scan on 200 seeded lists whose rows are dropped, removed and scrolled, each moving the rows after it a pitch")
    func shiftingRowsAgreeWithBruteForce() {
        for seed in UInt64(0)..<200 {
            var rng = SeededGenerator(seed: seed)
            var index = LayeredIndex(spread: 1, gridCellsPerRect: 0)
            var model = BruteForceLayers()
            // A list's rows, one pitch apart; half the lists scroll, their rows clipped to the
            // list's frame (an empty frame at its corner when out of sight), as the runtime gives them.
            let pitch = rng.double(in: 20...80).rounded()
            let row = Size(width: rng.double(in: 40...900).rounded(), height: (pitch * rng.double(in: 0.5...1)).rounded())
            let list = Rect(x: 20, y: 60, width: row.width + 20, height: rng.double(in: 100...800).rounded())
            let scrolls = seed % 2 == 0
            var offset = 0.0
            func frame(ofRow r: Int) -> Rect {
                let frame = Rect(x: 30, y: 70 + pitch * Double(r) - offset, width: row.width, height: row.height)
                guard scrolls else { return frame }
                return frame.intersection(list) ?? Rect(origin: list.origin, size: Size(width: 0, height: 0))
            }
            let z = Int.random(in: 0...1, using: &rng)
            var rows: [LayeredIndex.Handle] = []
            var others: [LayeredIndex.Handle] = []
            for step in 0..<Int.random(in: 20...300, using: &rng) {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<5:
                    // A row dropped at a slot: every row after it moves down a pitch.
                    let slot = Int.random(in: 0...rows.count, using: &rng)
                    let h = index.insert(frame(ofRow: slot), z: z)
                    model.insert(h, frame(ofRow: slot), z: z)
                    rows.insert(h, at: slot)
                case 5..<7 where !rows.isEmpty:
                    // A row taken away: every row after it moves up a pitch.
                    let r = Int.random(in: 0..<rows.count, using: &rng)
                    index.remove(rows[r])
                    model.remove(rows[r])
                    rows.remove(at: r)
                case 7 where scrolls:
                    offset = Swift.max(0, offset + rng.double(in: -3...3) * pitch)
                case 8:
                    // Another source beside the list (a handle of a removed row may come back).
                    let rect = randomRect(&rng), z = Int.random(in: 0...2, using: &rng)
                    let h = index.insert(rect, z: z)
                    model.insert(h, rect, z: z)
                    others.append(h)
                default:
                    // Another source nudged, often within the cells it is filed in.
                    guard let h = others.randomElement(using: &rng) else { break }
                    var rect = index.frame(of: h)
                    rect.origin.x += rng.double(in: -40...40).rounded()
                    rect.origin.y += rng.double(in: -40...40).rounded()
                    index.update(h, frame: rect)
                    model.update(h, rect)
                }
                for (r, h) in rows.enumerated() where index.frame(of: h) != frame(ofRow: r) {
                    index.update(h, frame: frame(ofRow: r))
                    model.update(h, frame(ofRow: r))
                }
                if step % 25 == 24 {
                    guard agree(index, model, &rng, seed: seed, stage: "step \(step)") else { return }
                }
            }
            guard agree(index, model, &rng, seed: seed, stage: "built") else { return }
            #expect(index.grid == nil, "seed \(seed): an index without grid cells laid one out")
        }
    }

    @Test("piles of equal rects, and large rects arriving after the grid was laid out, agree with a brute-force scan on 80 seeded layouts")
    func pilesAgreeWithBruteForce() throws {
        for seed in try seeds(80) {
            var rng = SeededGenerator(seed: seed)
            var index = LayeredIndex()
            var model = BruteForceLayers()
            var handles: [LayeredIndex.Handle] = []
            // A few spots, each a pile of one frame; small rects scattered around them.
            let spots = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                Rect(x: rng.double(in: 0...800).rounded(), y: rng.double(in: 0...800).rounded(),
                     width: rng.double(in: 50...600).rounded(), height: rng.double(in: 50...600).rounded())
            }
            for step in 0..<Int.random(in: 300...900, using: &rng) {
                let rect: Rect
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<6: rect = spots.randomElement(using: &rng)!
                // After the first layouts, now and then a rect larger than everything so far.
                case 6 where step > 200: rect = Rect(x: -500, y: -500, width: rng.double(in: 2_000...5_000), height: rng.double(in: 2_000...5_000))
                default: rect = Rect(x: rng.double(in: 0...1_000), y: rng.double(in: 0...1_000), width: rng.double(in: 1...40), height: rng.double(in: 1...40))
                }
                let z = Int.random(in: 0...1, using: &rng)
                if Int.random(in: 0..<12, using: &rng) == 0, !handles.isEmpty {
                    let i = Int.random(in: 0..<handles.count, using: &rng)
                    index.remove(handles[i])
                    model.remove(handles[i])
                    handles.remove(at: i)
                } else if Int.random(in: 0..<12, using: &rng) == 0, let h = handles.randomElement(using: &rng) {
                    index.update(h, frame: rect)
                    model.update(h, rect)
                } else {
                    let h = index.insert(rect, z: z)
                    model.insert(h, rect, z: z)
                    handles.append(h)
                }
                if step % 150 == 149 {
                    guard agree(index, model, &rng, seed: seed, stage: "step \(step)") else { return }
                }
            }
            guard agree(index, model, &rng, seed: seed, stage: "built") else { return }
        }
    }

    @Test("rects inserted with the grid's layout deferred answer as a brute-force scan does, inside the batch and after; after it the grid is laid out once, exact, on 60 seeded layouts")
    func deferredLayoutAgreesWithBruteForce() throws {
        for seed in try seeds(60) {
            var rng = SeededGenerator(seed: seed)
            var index = LayeredIndex()
            var model = BruteForceLayers()
            var handles: [LayeredIndex.Handle] = []
            // Some rects before (a grid may exist already), a batch, then changes after it.
            for _ in 0..<Int.random(in: 0...300, using: &rng) {
                let rect = randomRect(&rng), z = Int.random(in: -1...1, using: &rng)
                let h = index.insert(rect, z: z)
                model.insert(h, rect, z: z)
                handles.append(h)
            }
            let batch = Int.random(in: 1...900, using: &rng)
            var inside = true
            index.deferringGridLayout { index in
                for i in 0..<batch {
                    let rect = randomRect(&rng), z = Int.random(in: -1...1, using: &rng)
                    let h = index.insert(rect, z: z)
                    model.insert(h, rect, z: z)
                    handles.append(h)
                    if i % 10 == 9, let moved = handles.randomElement(using: &rng) {
                        let rect = randomRect(&rng)
                        index.update(moved, frame: rect)
                        model.update(moved, rect)
                    }
                    if i == batch / 2 { inside = agree(index, model, &rng, seed: seed, stage: "step inside the batch") }
                }
            }
            guard inside else { return }
            #expect(index.count <= 128 || index.grid != nil, "seed \(seed): no grid after a batch to \(index.count) rects")
            guard agree(index, model, &rng, seed: seed, stage: "after the batch") else { return }
            for _ in 0..<50 {
                let rect = randomRect(&rng), z = Int.random(in: -1...1, using: &rng)
                let h = index.insert(rect, z: z)
                model.insert(h, rect, z: z)
                handles.append(h)
            }
            guard agree(index, model, &rng, seed: seed, stage: "changed after") else { return }
        }
    }

    /// Compares 40 random queries of each kind with the brute-force model; false on the first disagreement.
    private func agree(_ index: LayeredIndex, _ model: BruteForceLayers, _ rng: inout SeededGenerator, seed: UInt64, stage: String) -> Bool {
        for _ in 0..<40 {
            let point = randomPoint(&rng, model: model)
            let expected = model.all(at: point)
            let found = index.all(at: point)
            #expect(found == expected, "seed \(seed), \(stage): point \(point)")
            #expect(index.topmost(at: point) == expected.first, "seed \(seed), \(stage): point \(point)")
            #expect(index.topmost(at: point) { $0.rawValue % 3 != 0 } == expected.first { $0.rawValue % 3 != 0 }, "seed \(seed), \(stage): point \(point)")
            if found != expected || index.topmost(at: point) != expected.first { return false }
        }
        let violations = stage.hasPrefix("step") ? [] : index.gridViolations()
        let exact = violations.isEmpty
        #expect(exact, "seed \(seed), \(stage): the topmost grid's lists are not exact: \(violations.prefix(3))")
        return exact
    }
}

/// Sizes from a sliver to several screens, positions packed into a small area so rects overlap
/// heavily. Half the rects have sizes in quarter points, so that every edge fits a `Float` and the
/// grid tests their ``NarrowFrame``s; the rest have arbitrary sizes, whose full frames it tests.
private func randomRect(_ rng: inout SeededGenerator, wide: Bool = false) -> Rect {
    if wide, Int.random(in: 0..<3, using: &rng) != 0 { return wideRect(&rng) }
    let scale = [0.5, 4, 40, 400, 2_000, 40_000].randomElement(using: &rng)!
    let quarters = Bool.random(using: &rng)
    let width = quarters ? (rng.double(in: 0...scale) * 4).rounded() / 4 : rng.double(in: 0...scale)
    let height = quarters ? (rng.double(in: 0...scale) * 4).rounded() / 4 : rng.double(in: 0...scale)
    let x = (rng.double(in: -200...1_000) * 4).rounded() / 4
    let y = (rng.double(in: -200...1_000) * 4).rounded() / 4
    return Rect(x: x, y: y, width: width, height: height)
}

/// A rect anywhere in ±1e300 with any size up to 1e300: magnitudes spread evenly over their
/// exponents, with extra weight just inside and outside the grid's clamped edge (2^28 cells of
/// each level's size), where cell keys are packed tightest.
private func wideRect(_ rng: inout SeededGenerator) -> Rect {
    func magnitude() -> Double {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
            let edge = 268_435_456 * [1.0, 8, 64, 512, 4_096].randomElement(using: &rng)!
            return edge + Double(Int.random(in: -3...3, using: &rng)) * [1.0, 0.5, 100].randomElement(using: &rng)!
        default:
            return Double.pow10(Double.random(in: -2...300, using: &rng))
        }
    }
    func coordinate() -> Double { (Bool.random(using: &rng) ? 1 : -1) * magnitude() }
    func size() -> Double { Bool.random(using: &rng) ? Double.random(in: 0...500, using: &rng).rounded() : min(magnitude(), 1e300) }
    return Rect(x: coordinate(), y: coordinate(), width: size(), height: size())
}

extension Double {
    /// 10 to the power `exponent`, without Foundation: exact enough for a test's magnitudes.
    static func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        var whole = Int(exponent)
        while whole > 0 { result *= 10; whole -= 1 }
        return result * (1 + 9 * (exponent - exponent.rounded(.down)))
    }
}

/// Half the points land exactly on some rect's edge or corner.
private func randomPoint(_ rng: inout SeededGenerator, model: BruteForceLayers) -> Point {
    if Bool.random(using: &rng), let rect = model.rects.randomElement(using: &rng)?.rect {
        let xs = [rect.minX, rect.maxX, rect.center.x]
        let ys = [rect.minY, rect.maxY, rect.center.y]
        return Point(x: xs.randomElement(using: &rng)!, y: ys.randomElement(using: &rng)!)
    }
    return Point(x: rng.double(in: -300...1_200), y: rng.double(in: -300...1_200))
}

/// The reference: every rect in a list, scanned for each query, ordered by (z, insertion) descending.
private struct BruteForceLayers {
    var rects: [(handle: LayeredIndex.Handle, rect: Rect, z: Int, sequence: Int)] = []
    var nextSequence = 0

    mutating func insert(_ handle: LayeredIndex.Handle, _ rect: Rect, z: Int) {
        rects.append((handle, rect, z, nextSequence))
        nextSequence += 1
    }

    mutating func update(_ handle: LayeredIndex.Handle, _ rect: Rect) {
        let i = rects.firstIndex { $0.handle == handle }!
        rects[i].rect = rect
    }

    mutating func remove(_ handle: LayeredIndex.Handle) {
        rects.removeAll { $0.handle == handle }
    }

    func all(at point: Point) -> [LayeredIndex.Handle] {
        rects.filter { $0.rect.minX <= point.x && point.x < $0.rect.maxX && $0.rect.minY <= point.y && point.y < $0.rect.maxY }
            .sorted { ($0.z, $0.sequence) > ($1.z, $1.sequence) }
            .map(\.handle)
    }
}
