import DropEngine
import DropGeometry
import MoveProbe

/// Nanoseconds per call of `body`, best of `rounds` rounds of at least `budget` each.
func nanosecondsPerCall(rounds: Int = 5, budget: Duration = .milliseconds(150), _ body: (Int) -> Int) -> (ns: Double, checksum: Int) {
    let clock = ContinuousClock()
    var best = Double.infinity
    var checksum = 0
    for _ in 0..<rounds {
        var calls = 0
        let start = clock.now
        var elapsed = Duration.zero
        while elapsed < budget {
            for _ in 0..<64 {
                checksum &+= body(calls)
                calls += 1
            }
            elapsed = clock.now - start
        }
        let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        best = min(best, ns / Double(calls))
    }
    return (best, checksum)
}

func format(_ ns: Double) -> String {
    ns >= 1_000 ? "\(Double(Int(ns / 10)) / 100) µs" : "\(Int(ns.rounded())) ns"
}

/// `0.55×` below 10, `85×` above: a ratio under 1 must not round up to look like parity.
func ratio(_ r: Double) -> String {
    r < 10 ? "\(Double(Int((r * 100).rounded())) / 100)×" : "\(Int(r.rounded()))×"
}

func pad(_ s: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - s.count)) + s
}

func runHitTestTable() {
    print("Topmost receiver at a point: LayeredIndex against a naive scan, same receivers, same 4,096 points.")
    print("Layout: constant density (side √n·60 pt), 90% 8–120 pt, 9% 120–600 pt, 1% 600–2,400 pt, z 0–3.")
    print("Times are the best of 5 rounds of ≥150 ms each.\n")
    print("| receivers | index / query | naive / query | speed-up | agree | dispatcher move / event |")
    print("|----------:|--------------:|--------------:|---------:|:-----:|------------------------:|")
    for count in [100, 1_000, 10_000, 100_000] {
        let layout = Layout(count: count)
        var index = LayeredIndex()
        var handleToIndex: [Int32: Int] = [:]
        for (i, r) in layout.receivers.enumerated() {
            handleToIndex[index.insert(r.frame, z: r.z).rawValue] = i
        }
        let naive = NaiveScan(layout)
        let points = layout.points
        let agree = points.allSatisfy { p in
            (index.topmost(at: p).map { handleToIndex[$0.rawValue]! } ?? -1) == naive.topmost(at: p)
        }
        let fast = nanosecondsPerCall { i in Int(index.topmost(at: points[i & 4_095])?.rawValue ?? -1) }
        let slow = nanosecondsPerCall { i in naive.topmost(at: points[i & 4_095]) }
        let move = dispatcherMoveCost(layout)
        print("| \(pad(String(count), 9)) | \(pad(format(fast.ns), 13)) | \(pad(format(slow.ns), 13)) | \(pad(ratio(slow.ns / fast.ns), 8)) | \(agree ? "yes" : " NO") | \(pad(format(move), 23)) |")
    }
}

/// Nanoseconds per pointer move of one drag across the layout, through the whole dispatcher
/// (hit test, accept rules, hover bookkeeping, actions into a reused buffer).
func dispatcherMoveCost(_ layout: Layout) -> Double {
    var engine = makeEngine(layout)
    var actions: [DragAction] = []
    actions.reserveCapacity(64)
    engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: -95, y: -95), time: .milliseconds(0))), into: &actions)
    var time: Int64 = 1
    let points = layout.points
    return nanosecondsPerCall { i in
        actions.removeAll(keepingCapacity: true)
        time += 1
        engine.handle(.pointerMove(PointerEvent(pointer: 1, position: points[i & 4_095], time: Instant(microseconds: time))), into: &actions)
        return actions.count
    }.ns
}

/// Index query time for several layered-cell sizes, spreads and topmost-grid densities, at
/// random points and along a path (consecutive points 2 pt apart, as a drag's moves are), with
/// the time to insert every receiver: the evidence for the defaults.
func runIndexSweep() {
    let clock = ContinuousClock()
    for count in [10_000, 100_000] {
        let layout = Layout(count: count)
        let naive = NaiveScan(layout)
        let points = layout.points
        let path = (0..<4_096).map { i in Point(x: layout.side * 0.1 + Double(i) * 2, y: layout.side * 0.5 + Double(i % 64)) }
        let slow = nanosecondsPerCall(rounds: 3) { i in naive.topmost(at: points[i & 4_095]) }
        print("\(count) receivers, naive scan \(format(slow.ns)) per query")
        for (base, spread, grid) in [(8.0, 1, 0), (64, 8, 0), (64, 8, 1), (64, 8, 2), (64, 8, 4), (64, 8, 6), (64, 8, 8), (64, 8, 16)] {
            let start = clock.now
            var index = LayeredIndex(baseCellSize: base, spread: spread, gridCellsPerRect: grid)
            for r in layout.receivers { _ = index.insert(r.frame, z: r.z) }
            let built = clock.now - start
            let random = nanosecondsPerCall(rounds: 3) { i in Int(index.topmost(at: points[i & 4_095])?.rawValue ?? -1) }
            let coherent = nanosecondsPerCall(rounds: 3) { i in Int(index.topmost(at: path[i & 4_095])?.rawValue ?? -1) }
            // Each receiver in turn moves 3 points right and, on its next turn, back (handles are 0..<count in insertion order).
            var moved = [Bool](repeating: false, count: count)
            let move = nanosecondsPerCall(rounds: 3) { i in
                let r = (i &* 7_919) % count
                var frame = layout.receivers[r].frame
                if !moved[r] { frame.origin.x += 3 }
                moved[r].toggle()
                index.update(LayeredIndex.Handle(rawValue: Int32(r)), frame: frame)
                return r
            }
            print("  cells \(pad(String(Int(base)), 3)) pt, spread \(pad(String(spread), 2)), grid cells per rect \(pad(String(grid), 2)):"
                + " \(pad(format(random.ns), 7)) random, \(pad(format(coherent.ns), 7)) along a path,"
                + " \(pad(format(move.ns), 8)) per move of a receiver, inserting all \(built.components.seconds * 1_000 + built.components.attoseconds / 1_000_000_000_000_000) ms")
        }
    }
}

/// The hit-test table's 100,000-receiver row again, with query sets of several sizes: the naive
/// scan reads every frame whatever the points, while the index reads about one cache line per
/// query, so its time depends on whether the lines its points touch stay in the core's caches.
func runWorkingSetTable() {
    print("Topmost receiver at a point, 100000 receivers: the same layout queried at point sets of several sizes.")
    print("Each set repeats in order; the first 4,096 points are the hit-test table's.\n")
    print("| points | index / query | naive / query | speed-up |")
    print("|-------:|--------------:|--------------:|---------:|")
    let layout = Layout(count: 100_000, pointCount: 65_536)
    var index = LayeredIndex()
    for r in layout.receivers { _ = index.insert(r.frame, z: r.z) }
    let naive = NaiveScan(layout)
    for size in [1_024, 2_048, 4_096, 8_192, 16_384, 65_536] {
        let points = Array(layout.points.prefix(size))
        let mask = size - 1
        let fast = nanosecondsPerCall { i in Int(index.topmost(at: points[i & mask])?.rawValue ?? -1) }
        let slow = nanosecondsPerCall { i in naive.topmost(at: points[i & mask]) }
        print("| \(pad(String(size), 6)) | \(pad(format(fast.ns), 13)) | \(pad(format(slow.ns), 13)) | \(pad(ratio(slow.ns / fast.ns), 8)) |")
    }
}
