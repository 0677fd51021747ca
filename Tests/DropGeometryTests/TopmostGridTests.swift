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
                index.frames.withUnsafeBufferPointer { grid.answer(at: point, frames: TopmostGrid.Frames(narrow: narrow, full: $0)) { _ in true } }
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

    @Test("a cell's three handles, their cover bits, count and flags pack into 8 bytes without disturbing one another, up to the largest handle")
    func cellsPackHandlesAndFlags() {
        var grid = TopmostGrid(bounds: Rect(x: 0, y: 0, width: 100, height: 100), cellBudget: 4, builtCount: 0)
        let cell = grid.columns + 1 // the first inner cell: laid out as refilling
        #expect(TopmostGrid.isRefilling(grid.meta(cell)))
        let largest = UInt32(TopmostGrid.handleLimit - 1)
        grid.setHandle(cell, 0, largest, covering: false)
        grid.setHandle(cell, 1, 0, covering: true)
        grid.setHandle(cell, 2, 0x5_A5A5, covering: false)
        grid.setMeta(cell, 3 | TopmostGrid.complete)
        #expect(grid.listed(cell) == [largest, 0, 0x5_A5A5])
        #expect([0, 1, 2].map { grid.covers(cell, $0) } == [false, true, false])
        grid.copySlot(cell, from: 1, to: 2)
        grid.setHandle(cell, 1, largest, covering: true)
        grid.setHandle(cell, 0, 7, covering: false)
        grid.setMeta(cell, 2)
        #expect(grid.listed(cell) == [7, largest])
        #expect(grid.handle(cell, 2) == 0 && grid.covers(cell, 2), "slot 2 holds the copy of slot 1, cover bit and all")
        #expect([0, 1].map { grid.covers(cell, $0) } == [false, true])
        #expect(grid.meta(cell) == 2)
        #expect(!TopmostGrid.isRefilling(grid.meta(cell)))
        #expect(grid.meta(cell + 1) == TopmostGrid.refilling, "the next cell is untouched")
    }

    @Test("a query whose predicate refuses the rect covering a cell is answered from the cell by the rect listed below it")
    func aRefusedCoverIsAnsweredFromTheCell() {
        var index = LayeredIndex()
        var rng = SeededGenerator(seed: 3)
        // Enough scattered rects for a grid; then, at one spot, a small rect under a large cover.
        for _ in 0..<300 {
            _ = index.insert(Rect(x: rng.double(in: 0...2_000), y: rng.double(in: 0...2_000), width: 20, height: 20), z: 0)
        }
        let small = index.insert(Rect(x: 900, y: 900, width: 200, height: 200), z: 5)
        let cover = index.insert(Rect(x: 500, y: 500, width: 1_000, height: 1_000), z: 6)
        #expect(index.gridViolations() == [])
        guard let grid = index.grid else {
            Issue.record("no grid was laid out")
            return
        }
        let point = Point(x: 1_000, y: 1_000)
        let answer = index.narrowFrames.withUnsafeBufferPointer { narrow in
            index.frames.withUnsafeBufferPointer { grid.answer(at: point, frames: TopmostGrid.Frames(narrow: narrow, full: $0)) { $0 != cover.rawValue } }
        }
        guard case .found(let raw) = answer else {
            Issue.record("the cell could not answer: \(answer)")
            return
        }
        #expect(raw == small.rawValue)
        #expect(index.topmost(at: point) { $0 != cover } == small)
    }

    @Test("an index that hands out a handle past what the grid's cells hold drops its grid, and its queries stay right")
    func handlesPastTheGridsLimitDropTheGrid() {
        var rng = SeededGenerator(seed: 5)
        var index = LayeredIndex()
        index.gridHandleLimit = 300
        var model: [(handle: LayeredIndex.Handle, frame: Rect)] = []
        for i in 0..<400 {
            let frame = Rect(x: Double(rng.next() % 1_000), y: Double(rng.next() % 1_000), width: Double(8 + rng.next() % 200), height: Double(8 + rng.next() % 200))
            model.append((index.insert(frame, z: 0), frame))
            // Bound to Bools: `#expect(index.grid == nil)` would print the whole grid on failure.
            if i == 299 {
                let hasGrid = index.grid != nil
                #expect(hasGrid, "the grid serves handles 0…299")
            }
        }
        let droppedAtTheLimit = index.grid == nil
        #expect(droppedAtTheLimit, "handle 300 has no place in a cell")
        // Doubling the count would lay a grid out again; with handles past the limit it must not.
        for _ in 0..<400 { model.append((index.insert(Rect(x: 0, y: 0, width: 5, height: 5), z: 1), Rect(x: 0, y: 0, width: 5, height: 5))) }
        let stillNone = index.grid == nil
        #expect(stillNone, "a grid was laid out again with handles past the limit")
        for _ in 0..<500 {
            let point = Point(x: Double(rng.next() % 1_200), y: Double(rng.next() % 1_200))
            // The brute-force answer: highest layer (z, then insertion) among the frames holding the point.
            let top = model.filter { $0.frame.contains(point) }.max { index.layer(of: $0.handle) < index.layer(of: $1.handle) }?.handle
            #expect(index.topmost(at: point) == top, "point \(point)")
        }
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
