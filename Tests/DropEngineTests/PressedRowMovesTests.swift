import DropGeometry
import Testing
@testable import DropEngine

/// A long-press waits on a row that moves under the finger — its list scrolled (by another
/// finger's auto-scroll, say), or laid out again with a row added above it: the tolerance is
/// measured from where the finger pressed *on the row*, so a row moved away ends the press.
@Suite("A row moving under a pressing finger")
struct PressedRowMovesTests {
    static let rows = (0..<5).map { i in ListRow(source: SourceID("t\(i + 1)"), frame: Rect(x: 30, y: 70 + 50 * Double(i), width: 440, height: 44)) }

    static func scroll(_ board: inout TodoFixture, to offset: Double) throws -> [DragAction] {
        var actions: [DragAction] = []
        try board.engine.scrollRows(ofList: .list, to: offset, into: &actions)
        return actions
    }

    static func setRows(_ board: inout TodoFixture, _ rows: [ListRow]) throws -> [DragAction] {
        var actions: [DragAction] = []
        try board.engine.setRows(rows, ofList: .list, into: &actions)
        return actions
    }

    @Test("a list scrolled 20 points under a finger pressing Buy milk ends the press: the row left the finger before the long-press")
    func scrolledAwayEndsThePress() throws {
        var board = try TodoFixture()
        #expect(board.down(250, 92, at: 0) == [.pressBegan(1, source: "t1", deadline: .milliseconds(300))])
        #expect(try Self.scroll(&board, to: 20) == [.pressEnded(1, source: "t1", reason: .movedBeforeLongPress)])
        #expect(board.tick(at: 300) == [])
        #expect(board.engine.nextDeadline == nil)
    }

    @Test("a row moved within the tolerance keeps the press, measured from the row: the finger may follow it back, not go on past it")
    func withinToleranceMeasuredFromTheRow() throws {
        var board = try TodoFixture()
        _ = board.down(250, 92, at: 0)
        #expect(try Self.scroll(&board, to: 6) == [])
        // The row is 6 points up: a finger 6 points up is where it pressed on the row.
        #expect(board.move(250, 86, at: 100) == [])
        #expect(board.tick(at: 300).first.map(\.summaryForTest) == "dragStarted t1 at 250,86")
        // The same scroll, the finger 5 points down: 11 points from where it pressed on the row.
        var other = try TodoFixture()
        _ = other.down(250, 92, at: 0)
        _ = try Self.scroll(&other, to: 6)
        #expect(other.move(250, 97, at: 100) == [.pressEnded(1, source: "t1", reason: .movedBeforeLongPress)])
    }

    @Test("rows laid out again with a row added above the pressed one move it a row down: the press ends")
    func rowAddedAboveEndsThePress() throws {
        var board = try TodoFixture()
        _ = board.down(250, 92, at: 0)
        try board.engine.register(DragSource(id: "t0", frame: Self.rows[0].frame, z: 1, payload: TodoFixture.task(0), activation: .longPress(), seed001: ()))
        let shifted = [ListRow(source: "t0", frame: Self.rows[0].frame)]
            + Self.rows.indices.map { ListRow(source: Self.rows[$0].source, frame: Rect(x: 30, y: 120 + 50 * Double($0), width: 440, height: 44)) }
        #expect(try Self.setRows(&board, shifted) == [.pressEnded(1, source: "t1", reason: .movedBeforeLongPress)])
        // The same rows given again where they were: nothing moved, the press goes on.
        var still = try TodoFixture()
        _ = still.down(250, 92, at: 0)
        #expect(try Self.setRows(&still, Self.rows) == [])
        #expect(still.tick(at: 300).first.map(\.summaryForTest) == "dragStarted t1 at 250,92")
    }

    @Test("a drag under way does not mind its row moving: it goes on")
    func othersDoNotMind() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        #expect(try Self.scroll(&board, to: 20).allSatisfy { if case .pressEnded = $0 { false } else { true } })
        #expect(board.engine.drag(of: 1)?.source == "t1")
    }
}

private extension DragAction {
    /// `dragStarted t1 at 250,86`, for the drags these tests start; the case name for others.
    var summaryForTest: String {
        if case .dragStarted(_, let source, _, let point, _) = self { return "dragStarted \(source) at \(Int(point.x)),\(Int(point.y))" }
        return "\(self)"
    }
}
