import DropGeometry
import Testing

@Suite("Rect and Point")
struct RectTests {
    @Test("a point on the edge shared by two adjacent rects hits exactly one of them")
    func sharedEdgeHitsOne() {
        let left = Rect(x: 0, y: 0, width: 10, height: 10)
        let right = Rect(x: 10, y: 0, width: 10, height: 10)
        let below = Rect(x: 0, y: 10, width: 10, height: 10)
        #expect(left.contains(Point(x: 10, y: 5)) == false)
        #expect(right.contains(Point(x: 10, y: 5)) == true)
        #expect(left.contains(Point(x: 5, y: 10)) == false)
        #expect(below.contains(Point(x: 5, y: 10)) == true)
        #expect(left.contains(Point(x: 0, y: 0)) == true)
    }

    @Test("a size prints as a rect prints its width and height: whole numbers without a fraction")
    func sizePrintsReadably() {
        #expect(Size(width: 800, height: 600.5).description == "(width: 800, height: 600.5)")
        #expect("\(Rect(x: 0, y: 0, width: 800, height: 600))" == "(x: 0, y: 0, width: 800, height: 600)")
    }

    @Test("an empty rect contains no point, not even its origin")
    func emptyRectHoldsNothing() {
        #expect(Rect(x: 5, y: 5, width: 0, height: 10).contains(Point(x: 5, y: 5)) == false)
        #expect(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty == true)
    }

    @Test("a NaN point is inside no rect")
    func nanIsNowhere() {
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).contains(Point(x: .nan, y: 5)) == false)
    }

    @Test("center, distance, intersection and union")
    func helpers() {
        let a = Rect(x: 0, y: 0, width: 10, height: 20)
        let b = Rect(x: 5, y: 10, width: 10, height: 20)
        #expect(a.center == Point(x: 5, y: 10))
        #expect(Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4)) == 5)
        #expect(a.intersection(b) == Rect(x: 5, y: 10, width: 5, height: 10))
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 30))
    }

    @Test("a negative width is refused with its name and value")
    func negativeWidthIsRefused() {
        #expect(throws: GeometryError(code: .negativeSize, field: "receiver \"trash\" frame.width", found: "-3")) {
            try Rect(x: 0, y: 0, width: -3, height: 4).validated("receiver \"trash\" frame")
        }
        let error = try? #require(throws: GeometryError.self) {
            try Rect(x: 0, y: 0, width: -3, height: 4).validated("receiver \"trash\" frame")
        }
        #expect(error?.description == "receiver \"trash\" frame.width: expected a finite number ≥ 0, found -3")
    }

    @Test("NaN and infinity are refused, never clamped")
    func nonFiniteIsRefused() {
        #expect(throws: GeometryError(code: .notFinite, field: "r.x", found: "nan")) {
            try Rect(x: .nan, y: 0, width: 1, height: 1).validated("r")
        }
        #expect(throws: GeometryError(code: .negativeSize, field: "r.height", found: "inf")) {
            try Rect(x: 0, y: 0, width: 1, height: .infinity).validated("r")
        }
        #expect(throws: GeometryError(code: .notFinite, field: "r.maxX", found: "inf")) {
            try Rect(x: 1e308, y: 0, width: 1e308, height: 1).validated("r")
        }
        #expect(throws: GeometryError(code: .notFinite, field: "pointer 1.y", found: "-inf")) {
            try Point(x: 0, y: -.infinity).validated("pointer 1")
        }
        #expect((try? Rect(x: 1, y: 2, width: 0, height: 3).validated("r")) == Rect(x: 1, y: 2, width: 0, height: 3))
    }
}
