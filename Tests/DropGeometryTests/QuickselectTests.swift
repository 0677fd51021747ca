@testable import DropGeometry
import Testing
import TestSupport

@Suite("Quickselect")
struct QuickselectTests {
    @Test("select(k) is the sorted array's kth element, on 2,000 seeded arrays: distinct, few values repeated, sorted, reversed, all equal")
    func agreesWithSorting() {
        for seed in UInt64(0)..<2_000 {
            var rng = SeededGenerator(seed: seed)
            let count = Int.random(in: 1...(seed % 10 == 0 ? 5_000 : 200), using: &rng)
            let spread = [1, 3, 1_000_000][Int(seed % 3)]
            var values = (0..<count).map { _ in Double(Int.random(in: 0..<spread, using: &rng)) }
            switch seed % 5 {
            case 0: values.sort()
            case 1: values.sort(by: >)
            default: break
            }
            let k = Int.random(in: 0..<count, using: &rng)
            let expected = values.sorted()[k]
            var scratch = values
            let found = scratch.select(k)
            #expect(found == expected, "seed \(seed): select(\(k)) of \(count) values gave \(found), expected \(expected)")
            #expect(scratch.sorted() == values.sorted(), "seed \(seed): select rearranged but lost or invented values")
        }
    }

    @Test("an array whose pivots keep failing still answers: the organ-pipe and median-of-three killer shapes")
    func adversarialShapes() {
        let n = 20_000
        let organPipe = (0..<n).map { Double($0 < n / 2 ? $0 : n - $0) }
        // Musser's median-of-three killer for n even.
        var killer = [Double](repeating: 0, count: n)
        for i in 0..<(n / 2) {
            killer[i] = Double(i % 2 == 0 ? i + 1 : n / 2 + i + (i % 2))
            killer[n / 2 + i] = Double(2 * (i + 1))
        }
        for values in [organPipe, killer] {
            for k in [0, n / 64, n / 2, n - 1 - n / 64, n - 1] {
                var scratch = values
                #expect(scratch.select(k) == values.sorted()[k], "select(\(k))")
            }
        }
    }
}
