import DropGeometry
import Testing
import TestSupport

/// ``LayeredIndex/forEachIntersecting(_:_:)`` against a scan of every rect.
@Suite("LayeredIndex rect queries")
struct RectQueryTests {
    @Test("a rect query reports each rect sharing a point with it once, edges included; a rect without area holds no point and is never reported")
    func transcript() {
        var index = LayeredIndex()
        let a = index.insert(Rect(x: 0, y: 0, width: 10, height: 10), z: 0)
        let b = index.insert(Rect(x: 10, y: 0, width: 600, height: 10), z: 0)
        let c = index.insert(Rect(x: 200, y: 200, width: 0, height: 0), z: 3)
        func found(_ rect: Rect) -> [LayeredIndex.Handle] {
            var found: [LayeredIndex.Handle] = []
            index.forEachIntersecting(rect) { found.append($0) }
            return found.sorted()
        }
        #expect(found(Rect(x: 5, y: 5, width: 1, height: 1)) == [a])
        #expect(found(Rect(x: 10, y: 10, width: 5, height: 5)) == [a, b])
        #expect(found(Rect(x: 0, y: 0, width: 1_000, height: 1_000)) == [a, b])
        #expect(found(Rect(x: 200, y: 200, width: 0, height: 0)) == [])
        index.update(c, frame: Rect(x: 200, y: 200, width: 1, height: 0))
        #expect(found(Rect(x: 0, y: 0, width: 1_000, height: 1_000)) == [a, b])
        index.update(c, frame: Rect(x: 200, y: 200, width: 1, height: 1))
        #expect(found(Rect(x: 0, y: 0, width: 1_000, height: 1_000)) == [a, b, c])
        #expect(found(Rect(x: 200, y: 200, width: 0, height: 0)) == [c])
        #expect(found(Rect(x: 11, y: 11, width: 5, height: 5)) == [])
        #expect(found(Rect(x: .nan, y: 0, width: 5, height: 5)) == [])
    }

    @Test("rect queries equal a scan of every rect through inserts, moves and removals, over 300 seeded cases")
    func equalsAScan() {
        for seed in 0..<300 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            // Small and large cells, so that rects land on several levels and in the oversize list.
            var index = LayeredIndex(baseCellSize: [1, 8, 64][Int(seed % 3)], spread: Int.random(in: 1...8, using: &random))
            var model: [LayeredIndex.Handle: Rect] = [:]
            func randomRect() -> Rect {
                let side = [0.0, 1, 5, 40, 300, 5_000, 1e13][Int.random(in: 0..<7, using: &random)]
                return Rect(x: random.double(in: -500...500), y: random.double(in: -500...500),
                            width: random.double(in: 0...side), height: random.double(in: 0...side))
            }
            for step in 0..<120 {
                switch Int.random(in: 0..<6, using: &random) {
                case 0..<3:
                    let rect = randomRect()
                    model[index.insert(rect, z: Int.random(in: 0..<3, using: &random))] = rect
                case 3, 4:
                    guard let handle = model.keys.sorted().randomElement(using: &random) else { continue }
                    let rect = randomRect()
                    index.update(handle, frame: rect)
                    model[handle] = rect
                default:
                    guard let handle = model.keys.sorted().randomElement(using: &random) else { continue }
                    index.remove(handle)
                    model[handle] = nil
                }
                for _ in 0..<4 {
                    let query = randomRect()
                    var found: [LayeredIndex.Handle] = []
                    index.forEachIntersecting(query) { found.append($0) }
                    let scan = model.filter { _, r in
                        !r.isEmpty && r.minX <= query.maxX && query.minX <= r.maxX && r.minY <= query.maxY && query.minY <= r.maxY
                    }.keys.sorted()
                    #expect(found.sorted() == scan, "seed \(seed), step \(step): \(query)")
                    if found.sorted() != scan { return }
                }
            }
        }
    }
}
