import DropGeometry
@testable import Replay
import TestSupport
import Testing

/// Protocol A's pairing of contacts without tracking ids, checked against every pairing tried.
@Suite("Linux input recordings: protocol A contacts paired to move least")
struct ContactAssignmentTests {
    @Test("the pairing equals the first of least total among all pairings, in order, over 3,000 seeded frames of 0…6 contacts (whole points, so sums are exact and ties common)")
    func pairingEqualsTheBestOfAllPairings() {
        for seed in 0..<3_000 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            // A 5 × 5 grid makes equal totals common; a 100 × 100 one, distinct ones.
            let side = Bool.random(using: &random) ? 4 : 99
            func points() -> [Point] {
                (0..<Int.random(in: 0...6, using: &random)).map { _ in
                    Point(x: Double(Int.random(in: 0...side, using: &random)), y: Double(Int.random(in: 0...side, using: &random)))
                }
            }
            let (down, reported) = (points(), points())
            let expected = Self.bestByTryingAll(from: down, to: reported)
            let found = ContactAssignment.pairs(from: down, to: reported)
            #expect(found == expected, "seed \(seed): \(down.map(\.text)) → \(reported.map(\.text))")
            if found != expected { return }
        }
    }

    @Test("two fingers moving left, the second faster: nearest-first gave the first the second's place; the least total keeps them")
    func fingersMovingTheSameWayKeepTheirPlaces() {
        let down = [Point(x: 40, y: 0), Point(x: 60, y: 0)]
        let reported = [Point(x: 30, y: 0), Point(x: 45, y: 0)]
        #expect(ContactAssignment.pairs(from: down, to: reported) == [0, 1]) // 10² + 15² = 325, not 5² + 30² = 925
        #expect(ContactAssignment.pairs(from: down, to: reported.reversed()) == [1, 0])
    }

    @Test("equal totals: each contact down takes the first reported it can, and lifts last")
    func tiesGoToTheFirstInOrder() {
        let down = [Point(x: 0, y: 0), Point(x: 10, y: 0)]
        // Both pairings total 50 + 50: the first down takes the first reported.
        #expect(ContactAssignment.pairs(from: down, to: [Point(x: 5, y: 5), Point(x: 5, y: -5)]) == [0, 1])
        // One reported at equal distance from both: the first down takes it, the second lifts.
        #expect(ContactAssignment.pairs(from: down, to: [Point(x: 5, y: 0)]) == [0, nil])
        #expect(ContactAssignment.pairs(from: [], to: [Point(x: 5, y: 0)]) == [])
        #expect(ContactAssignment.pairs(from: down, to: []) == [nil, nil])
    }

    @Test("ten fingers moving by 35 points, further than the 20 between them, keep their places; eleven are paired in report order")
    func aHandMovingFarKeepsItsFingersAndAboveTheLimitReportOrder() {
        let hand = (0..<10).map { Point(x: Double($0 % 4) * 20, y: Double($0 / 4) * 20) }
        let moved = hand.map { Point(x: $0.x + 35, y: $0.y - 35) }
        #expect(ContactAssignment.pairs(from: hand, to: moved) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(ContactAssignment.pairs(from: hand, to: moved.reversed()) == [9, 8, 7, 6, 5, 4, 3, 2, 1, 0])
        let eleven = hand + [Point(x: 500, y: 500)]
        #expect(ContactAssignment.pairs(from: eleven, to: moved.reversed()) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, nil])
        #expect(ContactAssignment.pairs(from: Array(hand.prefix(2)), to: moved.reversed() + [Point(x: 0, y: 0)]) == [0, 1])
    }

    /// Every pairing of `min(down.count, reported.count)` pairs, the contacts down in order each
    /// taking a reported one not yet taken (first to last) or lifting (tried last): the first of
    /// the least total, the sum of squared distances added in order.
    static func bestByTryingAll(from down: [Point], to reported: [Point]) -> [Int?] {
        let lifts = max(0, down.count - reported.count)
        var best: (total: Double, pairs: [Int?])?
        var pairs: [Int?] = []
        var taken = Set<Int>()
        func next(_ i: Int, total: Double, lifted: Int) {
            guard i < down.count else {
                if best == nil || total < best!.total { best = (total, pairs) }
                return
            }
            for j in reported.indices where !taken.contains(j) {
                let (dx, dy) = (reported[j].x - down[i].x, reported[j].y - down[i].y)
                taken.insert(j)
                pairs.append(j)
                next(i + 1, total: total + dx * dx + dy * dy, lifted: lifted)
                pairs.removeLast()
                taken.remove(j)
            }
            if lifted < lifts {
                pairs.append(nil)
                next(i + 1, total: total, lifted: lifted + 1)
                pairs.removeLast()
            }
        }
        next(0, total: 0, lifted: 0)
        return best!.pairs
    }
}
