import Testing
import TaskModel
import TestSupport

@Suite("OrderKeys")
struct OrderKeysTests {
    @Test("a placement prints its key and each renumbering in words (it printed as Placement(key: 1500, renumbered: [TaskModel.OrderKeys.Renumbering(…)]))")
    func placementsPrintInWords() {
        #expect("\(OrderKeys.Placement(key: 1500, renumbered: []))" == "key 1500")
        #expect("\(OrderKeys.Placement(key: 1500, renumbered: [OrderKeys.Renumbering(index: 2, key: 1750), OrderKeys.Renumbering(index: 3, key: 1875)]))"
                == "key 1500, renumbering index 2 to key 1750, index 3 to key 1875")
    }

    @Test("a free gap takes the midpoint and renumbers nothing")
    func midpoint() {
        #expect(OrderKeys.place(at: 1, in: [1_000, 2_000]) == .init(key: 1_500, renumbered: []))
        #expect(OrderKeys.place(at: 0, in: [1_000]) == .init(key: 0, renumbered: []))
        #expect(OrderKeys.place(at: 1, in: [1_000]) == .init(key: 2_000, renumbered: []))
        #expect(OrderKeys.place(at: 0, in: []) == .init(key: 1_000, renumbered: []))
    }

    @Test("with no gap left, the smallest window reaching room is renumbered, and only it")
    func renumberSmallestWindow() {
        // 10 and 11 are adjacent; the one-row window [11], between 10 and 2000, has room for two keys.
        let placement = OrderKeys.place(at: 2, in: [0, 10, 11, 2_000, 3_000])
        #expect(placement == .init(key: 673, renumbered: [.init(index: 2, key: 1_336)]))
        // With room between 1 and 1000, the two-row window [2, 3] is renumbered with gaps of 249.
        #expect(OrderKeys.place(at: 2, in: [0, 1, 2, 3, 1_000]) == .init(key: 250, renumbered: [.init(index: 2, key: 499), .init(index: 3, key: 748)]))
        // Packed tightly: no one-row window has room; of the two-row windows, [2, 3] (between 1 and
        // 400) leaves gaps of 99 < 125 (the minimum gap), and [0, 1] reaches the open top of the list.
        let packed = OrderKeys.place(at: 2, in: [0, 1, 2, 3, 400, 5_000])
        #expect(packed == .init(key: -998, renumbered: [.init(index: 0, key: -2_998), .init(index: 1, key: -1_998)]))
    }

    @Test("renumbering near the end of a list uses the open end")
    func renumberAtEnd() {
        let placement = OrderKeys.place(at: 1, in: [5, 6])
        #expect(placement == .init(key: 1_005, renumbered: [.init(index: 1, key: 2_005)]))
    }

    @Test("over 2,000 seeded random placement sequences, keys stay strictly increasing and order is what was asked")
    func randomPlacements() {
        for seed in UInt64(0)..<2_000 {
            var rng = SeededGenerator(seed: seed)
            var keys: [Int64] = []
            var names: [Int] = []
            var model: [Int] = []
            for name in 0..<Int.random(in: 1...60, using: &rng) {
                // Cluster insertions to exhaust gaps and force renumbering.
                let index = Bool.random(using: &rng) ? min(keys.count, 3) : Int.random(in: 0...keys.count, using: &rng)
                let placement = OrderKeys.place(at: index, in: keys)
                for r in placement.renumbered { keys[r.index] = r.key }
                keys.insert(placement.key, at: index)
                names.insert(name, at: index)
                model.insert(name, at: index)
                let increasing = zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }
                #expect(increasing, "seed \(seed): keys \(keys)")
                if !increasing { return }
            }
            #expect(names == model, "seed \(seed)")
        }
    }
}
