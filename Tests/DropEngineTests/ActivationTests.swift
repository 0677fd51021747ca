import DropEngine
import DropGeometry
import Testing

@Suite("Activation")
struct ActivationTests {
    @Test("a long-press on a row starts its drag at exactly 300 ms, not at 299 ms")
    func longPressBoundary() throws {
        var board = try TodoFixture()
        #expect(board.down(250, 92, at: 1_000) == [.pressBegan(1, source: "t1", deadline: .milliseconds(1_300))])
        #expect(board.engine.nextDeadline == .milliseconds(1_300))
        #expect(board.tick(at: 1_299) == [])
        #expect(board.tick(at: 1_300) == [
            .dragStarted(1, source: "t1", payload: TodoFixture.task(1), position: Point(250, 92), cues: .dragStart),
            .entered(1, receiver: .list, verdict: .accepts, slot: 0),
        ])
        #expect(board.engine.nextDeadline == nil)
    }

    @Test("a release at 299 ms is a tap: the press ends and no drag starts")
    func releaseBeforeDeadlineIsATap() throws {
        var board = try TodoFixture()
        _ = board.down(250, 92, at: 0)
        #expect(board.up(250, 92, at: 299) == [.pressEnded(1, source: "t1", reason: .released)])
        #expect(board.tick(at: 400) == [])
        #expect(board.engine.activePointers == [])
    }

    @Test("a release at 300 ms without a tick starts the drag first, then drops it where it was")
    func releaseAtDeadlineStartsThenDrops() throws {
        var board = try TodoFixture()
        _ = board.down(250, 92, at: 0)
        #expect(board.up(250, 92, at: 300) == [
            .dragStarted(1, source: "t1", payload: TodoFixture.task(1), position: Point(250, 92), cues: .dragStart),
            .entered(1, receiver: .list, verdict: .accepts, slot: 0),
            .dropped(1, intent: DropIntent(payload: TodoFixture.task(1), source: "t1", receiver: .list, role: .list("inbox"), slot: 0, fromRow: 0), cues: .drop),
        ])
    }

    @Test("jitter of up to 10 points keeps the long-press alive")
    func jitterWithinTolerance() throws {
        var board = try TodoFixture()
        _ = board.down(250, 92, at: 0)
        #expect(board.move(256, 100, at: 100) == []) // exactly 10 points away
        #expect(board.move(244, 85, at: 200) == [])
        #expect(board.tick(at: 300) == [
            .dragStarted(1, source: "t1", payload: TodoFixture.task(1), position: Point(244, 85), cues: .dragStart),
            .entered(1, receiver: .list, verdict: .accepts, slot: 0),
        ])
    }

    @Test("moving beyond 10 points before 300 ms ends the press without a drag")
    func movingTooEarlyEndsThePress() throws {
        var board = try TodoFixture()
        _ = board.down(250, 92, at: 0)
        #expect(board.move(260.5, 92, at: 150) == [.pressEnded(1, source: "t1", reason: .movedBeforeLongPress)])
        #expect(board.tick(at: 300) == [])
        #expect(board.move(650, 150, at: 400) == [])
        #expect(board.engine.nextDeadline == nil)
    }

    @Test("a move after the deadline starts the drag where the pointer rested, then moves it")
    func lateMoveFiresDeadlineFirst() throws {
        var board = try TodoFixture()
        _ = board.down(250, 92, at: 0)
        #expect(board.move(650, 150, at: 350) == [
            .dragStarted(1, source: "t1", payload: TodoFixture.task(1), position: Point(250, 92), cues: .dragStart),
            .entered(1, receiver: .list, verdict: .accepts, slot: 0),
            .exited(1, receiver: .list),
            .entered(1, receiver: .complete, verdict: .accepts, slot: nil),
        ])
    }

    @Test("Add New starts dragging after 4 points of movement, not 3.9")
    func distanceActivation() throws {
        var board = try TodoFixture()
        #expect(board.down(600, 500, at: 0) == [.pressBegan(1, source: "add", deadline: nil)])
        #expect(board.move(603.9, 500, at: 10) == [])
        #expect(board.move(600, 504, at: 20) == [
            .dragStarted(1, source: "add", payload: Payload(kind: .addNew), position: Point(600, 504), cues: .dragStart),
        ])
    }

    @Test("an immediate source starts dragging on the press itself")
    func immediateActivation() throws {
        var engine = DragDispatcher()
        try engine.register(DragSource(id: "chip", frame: Rect(x: 0, y: 0, width: 10, height: 10), payload: Payload(kind: .task, objectID: "c"),
                                       activation: .immediate, seed001: ()))
        #expect(engine.handle(.pointerDown(PointerEvent(pointer: 7, kind: .mouse, position: Point(5, 5), time: .milliseconds(0)))) == [
            .pressBegan(7, source: "chip", deadline: nil),
            .dragStarted(7, source: "chip", payload: Payload(kind: .task, objectID: "c"), position: Point(5, 5), cues: .dragStart),
        ])
    }

    @Test("a press on no source starts nothing, and its release does nothing")
    func pressOnNothing() throws {
        var board = try TodoFixture()
        #expect(board.down(10, 10, at: 0) == [])
        #expect(board.up(10, 10, at: 50) == [])
    }
}
