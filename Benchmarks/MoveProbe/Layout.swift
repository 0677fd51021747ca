import DropGeometry
import TestSupport

/// A UI-like layout of `count` receivers at constant density: the plane grows with the count
/// (√count · 60 points a side). 90% are small (8–120 points a side: buttons, rows, tabs), 9%
/// medium (120–600: cards, lists), 1% large (600–2,400: panels), with z from 0 to 3, so many
/// overlap and many tie on z.
package struct Layout {
    package struct Receiver {
        package var frame: Rect
        package var z: Int
    }

    package let side: Double
    package var receivers: [Receiver] = []
    package var points: [Point] = []

    /// `count` receivers and `pointCount` query points, a quarter of them on receivers' corners.
    /// The points are drawn after the receivers, so a layout's first 4,096 points are the same
    /// whatever `pointCount` is.
    package init(count: Int, pointCount: Int = 4_096, seed: UInt64 = 42) {
        var rng = SeededGenerator(seed: seed)
        side = (Double(count).squareRoot() * 60).rounded()
        for _ in 0..<count {
            let band = Int.random(in: 0..<100, using: &rng)
            let range: ClosedRange<Double> = band < 90 ? 8...120 : band < 99 ? 120...600 : 600...2_400
            let w = Double.random(in: range, using: &rng).rounded()
            let h = Double.random(in: range, using: &rng).rounded()
            let frame = Rect(x: Double.random(in: 0...side, using: &rng).rounded(), y: Double.random(in: 0...side, using: &rng).rounded(), width: w, height: h)
            receivers.append(Receiver(frame: frame, z: Int.random(in: 0...3, using: &rng)))
        }
        for i in 0..<pointCount {
            if i % 4 == 0, let r = receivers.randomElement(using: &rng) {
                points.append(Point(x: r.frame.minX, y: r.frame.minY)) // edges and corners, where half-open rules bite
            } else {
                points.append(Point(x: Double.random(in: 0...side, using: &rng), y: Double.random(in: 0...side, using: &rng)))
            }
        }
    }
}

/// The baseline: every receiver in an array, each query scans them all (the seed library's
/// `first(where:)`, made correct for layering).
package struct NaiveScan {
    package var frames: [Rect] = []
    package var zs: [Int] = []

    package init(_ layout: Layout) {
        frames = layout.receivers.map(\.frame)
        zs = layout.receivers.map(\.z)
    }

    /// Index of the topmost receiver at `point` (higher z, then later), or -1.
    package func topmost(at point: Point) -> Int {
        var best = -1
        var bestZ = Int.min
        for i in frames.indices where frames[i].contains(point) && zs[i] >= bestZ {
            best = i
            bestZ = zs[i]
        }
        return best
    }
}
