@testable import DropGeometry
import Testing
import TestSupport

@Suite("NarrowFrame")
struct NarrowFrameTests {
    @Test("a frame whose edges fit a Float answers exactly as the full frame does, at its edges and a hair either side of them")
    func narrowFramesAgreeWithFullFrames() {
        var rng = SeededGenerator(seed: 3)
        var narrowed = 0
        for _ in 0..<2_000 {
            let frame = Rect(x: (rng.double(in: -5_000...5_000) * 4).rounded() / 4, y: (rng.double(in: -5_000...5_000) * 2).rounded() / 2,
                             width: rng.double(in: 0...600).rounded(), height: (rng.double(in: 0...600) * 8).rounded() / 8)
            let narrow = NarrowFrame(frame)
            guard narrow.contains(frame.center) != nil else {
                Issue.record("\(frame) has edges in quarter and eighth points, and was not narrowed")
                continue
            }
            narrowed += 1
            for x in [frame.minX, frame.maxX, frame.center.x] {
                for y in [frame.minY, frame.maxY, frame.center.y] {
                    for point in [Point(x: x, y: y), Point(x: x.nextDown, y: y), Point(x: x.nextUp, y: y.nextDown), Point(x: x, y: y.nextUp)] {
                        #expect(narrow.contains(point) == frame.contains(point), "\(frame) at \(point)")
                    }
                }
            }
        }
        #expect(narrowed == 2_000)
    }

    @Test("a frame with an edge a Float cannot hold exactly is not narrowed: the test asks for the full frame")
    func inexactFramesAreNotNarrowed() {
        let thirds = Rect(x: 1.0 / 3, y: 0, width: 1, height: 1)
        #expect(NarrowFrame(thirds).contains(Point(x: 1, y: 0.5)) == nil)
        // Far out, whole points run past a Float's 24 significant bits.
        let far = Rect(x: 16_777_217, y: 0, width: 10, height: 10)
        #expect(NarrowFrame(far).contains(Point(x: 16_777_220, y: 5)) == nil)
        // Its size fits, but the sum (the right edge) does not.
        let sum = Rect(x: 0.1, y: 0, width: 0.2, height: 1)
        #expect(NarrowFrame(sum).contains(Point(x: 0.2, y: 0.5)) == nil)
        let whole = Rect(x: 16_777_216, y: -3.5, width: 2, height: 0.25)
        #expect(NarrowFrame(whole).contains(Point(x: 16_777_217, y: -3.4)) == true)
        #expect(NarrowFrame(whole).contains(Point(x: 16_777_218, y: -3.4)) == false)
    }
}
