@testable import DropGeometry
import Testing
import TestSupport

@Suite("TopmostGrid")
struct TopmostGridTests {
    @Test("receivers parked far away do not stretch the grid: most points on screen are answered from their cell, and right")
    func outliersDoNotStretchTheGrid() {
        var rng = SeededGenerator(seed: 7)
        var index = LayeredIndex()
        for _ in 0..<1_000 {
            let side = rng.double(in: 8...120)
            _ = index.insert(Rect(x: rng.double(in: 0...2_000), y: rng.double(in: 0...2_000), width: side, height: side / 2), z: Int.random(in: 0...2, using: &rng))
        }
        _ = index.insert(Rect(x: 0, y: 0, width: 2_100, height: 2_100), z: -1) // the background
        for offset in [1e9, -1e9, 5e12] {
            _ = index.insert(Rect(x: offset, y: offset, width: 40, height: 40), z: 0)
        }
        index.update(LayeredIndex.Handle(rawValue: 3), frame: Rect(x: 0, y: 0, width: 30, height: 30))
        // Doubling the count lays the grid out again, now with the parked receivers among the rects.
        for _ in 0..<2_000 { _ = index.insert(Rect(x: rng.double(in: 0...2_000), y: rng.double(in: 0...2_000), width: 10, height: 10), z: 3) }
        #expect(index.gridViolations() == [])
        guard let grid = index.grid else {
            Issue.record("no grid was laid out")
            return
        }
        var unknown = 0
        for _ in 0..<2_000 {
            let point = Point(x: rng.double(in: 0...2_000), y: rng.double(in: 0...2_000))
            let expected = index.layeredTopmost(at: point) { _ in true }
            let answer = index.narrowFrames.withUnsafeBufferPointer { narrow in
                index.frames.withUnsafeBufferPointer { grid.answer(at: point, frames: TopmostGrid.Frames(narrow: narrow, full: $0), skips: false) { _ in true } }
            }
            switch answer {
            case .found(let raw): #expect(LayeredIndex.Handle(rawValue: raw) == expected, "point \(point)")
            case .nothing: #expect(expected == nil, "point \(point)")
            case .unknown: unknown += 1
            }
            #expect(index.topmost(at: point) == expected, "point \(point)")
        }
        // Stretched over the parked receivers, one cell would hold the whole screen and every point would fall back.
        #expect(1 / grid.scale < 50, "cells are \(1 / grid.scale) points a side")
        #expect(unknown < 330, "\(unknown) of 2,000 points fell back to the layered cells")
        #expect(index.topmost(at: Point(x: 1e9 + 1, y: 1e9 + 1)) != nil)
        #expect(index.topmost(at: Point(x: 5e12 + 39, y: 5e12)) != nil)
        #expect(index.topmost(at: Point(x: 5e12 + 40, y: 5e12)) == nil)
    }

    @Test("receivers along the layout's edges lie inside the grid: points by the edges are answered from their cell, not its margin")
    func edgesOfTheLayoutAreInsideTheGrid() {
        var rng = SeededGenerator(seed: 11)
        var index = LayeredIndex()
        var extent: Rect?
        for _ in 0..<1_000 {
            // Uniform, with no share of values exactly on the bounds (`double(in:)` would put an eighth there).
            let origin = Point(x: Double.random(in: 0...2_000, using: &rng), y: Double.random(in: 0...2_000, using: &rng))
            let frame = Rect(origin: origin, size: Size(width: Double.random(in: 8...120, using: &rng), height: Double.random(in: 8...120, using: &rng)))
            _ = index.insert(frame, z: 0)
            extent = extent?.union(frame) ?? frame
        }
        guard let grid = index.grid, let extent else {
            Issue.record("no grid was laid out")
            return
        }
        // Strips 40 points wide inside all four edges of the receivers' extent.
        var inMargin: [Point] = []
        for _ in 0..<2_000 {
            let alongX = Double.random(in: extent.minX..<extent.maxX, using: &rng), alongY = Double.random(in: extent.minY..<extent.maxY, using: &rng)
            let across = Double.random(in: 0..<40, using: &rng)
            for point in [Point(x: extent.minX + across, y: alongY), Point(x: alongX, y: extent.minY + across),
                          Point(x: extent.maxX - across, y: alongY), Point(x: alongX, y: extent.maxY - across)] {
                let (column, row) = (grid.column(point.x), grid.row(point.y))
                if column == 0 || row == 0 || column == grid.columns - 1 || row == grid.rows - 1 { inMargin.append(point) }
            }
        }
        let none = inMargin.isEmpty
        #expect(none, "\(inMargin.count) of 8,000 points by the edges fell in margin cells, first \(inMargin.prefix(3))")
    }

    @Test("rects spread over most of the Double range leave no finite extent to grid: queries fall back to the layered cells and stay right")
    func noGridForUnboundedExtents() {
        var index = LayeredIndex()
        var handles: [LayeredIndex.Handle] = []
        for i in 0..<200 {
            let frame = i % 2 == 0
                ? Rect(x: -1.5e308, y: -1.5e308, width: 1e308, height: 1e308)
                : Rect(x: 0.5e308, y: 0.5e308, width: 1e308, height: 1e308)
            handles.append(index.insert(frame, z: 0))
        }
        let middle = index.insert(Rect(x: 0, y: 0, width: 10, height: 10), z: 0)
        #expect(index.grid == nil)
        #expect(index.topmost(at: Point(x: 5, y: 5)) == middle)
        #expect(index.topmost(at: Point(x: -1e308, y: -1e308)) == handles[198])
        #expect(index.topmost(at: Point(x: 1e308, y: 1e308)) == handles[199])
        #expect(index.topmost(at: Point(x: 1e308, y: 1e308)) { $0 != handles[199] } == handles[197])
    }
}
