@testable import DropGeometry
import Testing
import TestSupport

@Suite("CellTable")
struct CellTableTests {
    @Test("a cell lists its handles bottom first by the order given, and drops out when emptied")
    func orderAndEmptying() {
        var table = CellTable()
        let rank: [Int32: Int] = [7: 2, 3: 0, 9: 1]
        for handle in [7, 3, 9] as [Int32] {
            table.insert(handle, at: 42) { rank[$0]! < rank[handle]! }
        }
        #expect(table.handles(42) == [3, 9, 7])
        #expect(table.count == 1)
        table.remove(9, at: 42)
        #expect(table.handles(42) == [3, 7])
        table.remove(3, at: 42)
        table.remove(7, at: 42)
        #expect(table.handles(42) == [])
        #expect(table.count == 0)
    }

    @Test("the table agrees with a dictionary of sorted arrays on 300 seeded runs of inserts and removals: cells growing past their blocks, blocks freed and reused, the table growing and shifting probe runs")
    func agreesWithBruteForce() {
        for seed in UInt64(0)..<300 {
            var rng = SeededGenerator(seed: seed)
            var table = CellTable(capacity: Int.random(in: 1...8, using: &rng))
            // Few keys make deep cells (blocks outgrown many times); many keys make long probe runs.
            let keys = (0..<Int.random(in: 1...200, using: &rng)).map { _ in UInt64.random(in: 0..<(1 << 63), using: &rng) }
            var model: [UInt64: [Int32]] = [:]
            var rank: [Int32: UInt64] = [:]
            var nextHandle: Int32 = 0
            for step in 0..<Int.random(in: 50...1_500, using: &rng) {
                let key = keys.randomElement(using: &rng)!
                if let filed = model[key], !filed.isEmpty, Int.random(in: 0..<3, using: &rng) == 0 {
                    let handle = filed.randomElement(using: &rng)!
                    table.remove(handle, at: key)
                    model[key]!.removeAll { $0 == handle }
                } else {
                    let handle = nextHandle
                    nextHandle += 1
                    rank[handle] = UInt64.random(in: 0..<1_000_000, using: &rng) << 20 | UInt64(handle)
                    table.insert(handle, at: key) { rank[$0]! < rank[handle]! }
                    model[key, default: []].append(handle)
                    model[key]!.sort { rank[$0]! < rank[$1]! }
                }
                if step % 25 == 0 || seed < 10 {
                    for key in keys where table.handles(key) != model[key, default: []] {
                        Issue.record("seed \(seed), step \(step): cell \(key) lists \(table.handles(key)), expected \(model[key, default: []])")
                        return
                    }
                }
            }
            for key in keys where table.handles(key) != model[key, default: []] {
                Issue.record("seed \(seed), at the end: cell \(key) lists \(table.handles(key)), expected \(model[key, default: []])")
                return
            }
            #expect(table.count == model.values.filter { !$0.isEmpty }.count, "seed \(seed)")
        }
    }
}
