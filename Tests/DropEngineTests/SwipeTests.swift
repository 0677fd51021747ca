import DropEngine
import DropGeometry
import Testing

/// Seed 002's swipe actions: a row pressed for a long-press that leaves its tolerance sideways
/// follows the pointer across, and a release far enough commits the swipe. The todo fixture's
/// rows are 440 points wide; row 1's centre is (250, 92).
@Suite("Swipe")
struct SwipeTests {
    static let left = Swipe(directions: [.left], distance: 120)

    @Test("a row swiped left past its distance before the long-press follows the pointer across, and a release commits it")
    func swipeCommits() throws {
        var board = try TodoFixture(swipe: Self.left)
        #expect(board.down(250, 92, at: 0) == [.pressBegan(1, source: "t1", deadline: .milliseconds(300))])
        #expect(board.move(245, 93, at: 40) == []) // inside the long-press's 10 points
        #expect(board.move(238, 93, at: 80) == [.swiping(1, source: "t1", offset: -12, committing: false)])
        #expect(board.engine.nextDeadline == nil)
        #expect(board.move(200, 130, at: 120) == [.swiping(1, source: "t1", offset: -50, committing: false)]) // across only
        #expect(board.move(130, 92, at: 160) == [.swiping(1, source: "t1", offset: -120, committing: true)])
        #expect(board.tick(at: 300) == []) // no drag starts
        #expect(board.move(130, 60, at: 320) == []) // up, not across: nothing to report
        #expect(board.up(110, 92, at: 360) == [
            .swiping(1, source: "t1", offset: -140, committing: true),
            .swipeEnded(1, source: "t1", committed: .left),
        ])
        #expect(board.engine.activePointers == [])
    }

    @Test("a swipe released short of its distance returns the row, even after it was far enough")
    func swipeReturns() throws {
        var board = try TodoFixture(swipe: Self.left)
        _ = board.down(250, 92, at: 0)
        #expect(board.move(100, 92, at: 50) == [.swiping(1, source: "t1", offset: -150, committing: true)])
        #expect(board.move(200, 92, at: 100) == [.swiping(1, source: "t1", offset: -50, committing: false)])
        #expect(board.up(200, 92, at: 150) == [.swipeEnded(1, source: "t1", committed: nil)])
    }

    @Test("the row does not go right of where it was when the swipe goes left only")
    func swipeStopsAtItsStart() throws {
        var board = try TodoFixture(swipe: Self.left)
        _ = board.down(250, 92, at: 0)
        _ = board.move(220, 92, at: 50)
        #expect(board.move(300, 92, at: 100) == [.swiping(1, source: "t1", offset: 0, committing: false)])
        #expect(board.move(320, 92, at: 150) == [])
        #expect(board.up(320, 92, at: 200) == [.swipeEnded(1, source: "t1", committed: nil)])
    }

    @Test("leaving the tolerance a way the swipe does not allow, or up or down, ends the press as before")
    func otherMovesEndThePress() throws {
        var board = try TodoFixture(swipe: Self.left)
        _ = board.down(250, 92, at: 0)
        #expect(board.move(262, 92, at: 50) == [.pressEnded(1, source: "t1", reason: .movedBeforeLongPress)])
        _ = board.down(250, 142, at: 100)
        #expect(board.move(241, 154, at: 150) == [.pressEnded(1, source: "t2", reason: .movedBeforeLongPress)])
        var both = try TodoFixture(swipe: Swipe(directions: [.left, .right], distance: 120))
        _ = both.down(250, 92, at: 0)
        #expect(both.move(262, 92, at: 50) == [.swiping(1, source: "t1", offset: 12, committing: false)])
        #expect(both.up(400, 92, at: 100) == [
            .swiping(1, source: "t1", offset: 150, committing: true),
            .swipeEnded(1, source: "t1", committed: .right),
        ])
    }

    @Test("a source without a swipe ends its press on any move beyond the tolerance")
    func noSwipeNoChange() throws {
        var board = try TodoFixture()
        _ = board.down(250, 92, at: 0)
        #expect(board.move(230, 92, at: 50) == [.pressEnded(1, source: "t1", reason: .movedBeforeLongPress)])
    }

    @Test("Escape, a pointer cancel and the row's source going away each end a swipe with the row returned")
    func swipeEndsWithoutCommitting() throws {
        var board = try TodoFixture(swipe: Self.left)
        _ = board.down(250, 92, at: 0)
        _ = board.move(100, 92, at: 50)
        #expect(board.escape(at: 100) == [.swipeEnded(1, source: "t1", committed: nil)])
        _ = board.down(250, 92, at: 200)
        _ = board.move(100, 92, at: 250)
        #expect(board.cancel(100, 92, at: 300) == [.swipeEnded(1, source: "t1", committed: nil)])
        _ = board.down(250, 92, at: 400)
        _ = board.move(100, 92, at: 450)
        var actions: [DragAction] = []
        try board.engine.unregisterSource("t1", into: &actions)
        #expect(actions == [.swipeEnded(1, source: "t1", committed: nil)])
        #expect(board.up(100, 92, at: 500) == [])
    }

    @Test("a second finger pressing a row being swiped is refused, and cannot drag it")
    func swipedRowIsHeld() throws {
        var board = try TodoFixture(swipe: Self.left)
        _ = board.down(250, 92, at: 0)
        _ = board.move(200, 92, at: 50)
        #expect(board.down(300, 92, at: 60, pointer: 2) == [.pressRefused(2, source: "t1", heldBy: 1)])
    }

    @Test("a swipe of a selected row carries no selection: another finger's press on a selected row is not refused, and its drag carries the selection but the swiped row until the swipe returns; the swiped row, and one that drag carries, refuse a third finger")
    func aSwipeCarriesNoSelection() throws {
        var board = try TodoFixture(swipe: Self.left)
        var actions: [DragAction] = []
        try board.engine.select(registered: ["t1", "t2", "t3"], into: &actions)
        _ = board.down(250, 92, at: 0)
        #expect(board.move(200, 92, at: 50) == [.swiping(1, source: "t1", offset: -50, committing: false)])
        #expect(board.down(250, 142, at: 60, pointer: 2) == [.pressBegan(2, source: "t2", deadline: .milliseconds(360))])
        let badges = board.tick(at: 360).compactMap { action -> Int? in
            if case .dragStarted(_, _, _, _, let cues) = action { cues.badge } else { nil }
        }
        #expect(badges == [2])
        #expect(board.engine.explain(pointer: 2)?.carried == [TodoFixture.task(3)])
        #expect(board.down(250, 92, at: 370, pointer: 3) == [.pressRefused(3, source: "t1", heldBy: 1)])
        #expect(board.down(250, 192, at: 380, pointer: 3) == [.pressRefused(3, source: "t3", heldBy: 2)])
        #expect(board.up(200, 92, at: 400) == [.swipeEnded(1, source: "t1", committed: nil)])
        #expect(board.engine.explain(pointer: 2)?.carried == [TodoFixture.task(1), TodoFixture.task(3)])
    }

    @Test("a row scrolled under a swipe carries it: the offset is the pointer's from where it pressed on the row")
    func rowMovesUnderSwipe() throws {
        var board = try TodoFixture(swipe: Self.left)
        _ = board.down(250, 92, at: 0)
        _ = board.move(200, 92, at: 50)
        var rows: [ListRow] = []
        for i in 0..<5 {
            rows.append(ListRow(source: SourceID("t\(i + 1)"), frame: Rect(x: 60, y: 70 + 50 * Double(i), width: 440, height: 44)))
        }
        var actions: [DragAction] = []
        try board.engine.moveRows(to: rows.map(\.frame), ofList: .list, into: &actions)
        #expect(actions == [.swiping(1, source: "t1", offset: -80, committing: false)])
    }

    @Test("a swipe is refused at registration without a long-press, a direction or a distance above 0")
    func swipeRegistrationErrors() throws {
        var engine = DragDispatcher()
        let frame = Rect(x: 0, y: 0, width: 100, height: 40)
        let cases: [(DragSource, String)] = [
            (DragSource(id: "a", frame: frame, payload: Payload(kind: .task), activation: .distance(4), swipe: Self.left),
             #"source "a" swipe: expected a long-press activation, found distance"#),
            (DragSource(id: "b", frame: frame, payload: Payload(kind: .task), activation: .immediate, swipe: Self.left),
             #"source "b" swipe: expected a long-press activation, found immediate"#),
            (DragSource(id: "c", frame: frame, payload: Payload(kind: .task), swipe: Swipe(directions: [], distance: 120)),
             #"source "c" swipe: expected a direction and a finite distance > 0, found none, 120 points"#),
            (DragSource(id: "d", frame: frame, payload: Payload(kind: .task), swipe: Swipe(directions: [.right], distance: 0)),
             #"source "d" swipe: expected a direction and a finite distance > 0, found right, 0 points"#),
            (DragSource(id: "e", frame: frame, payload: Payload(kind: .task), swipe: Swipe(directions: [.left], distance: .nan)),
             #"source "e" swipe: expected a direction and a finite distance > 0, found left, nan points"#),
        ]
        for (source, message) in cases {
            #expect(throws: EngineError(.invalidGeometry, message)) { try engine.register(source) }
        }
    }

    @Test("swipe actions print as words")
    func swipePrinting() {
        #expect(DragAction.swiping(1, source: "t1", offset: -12.5, committing: false).description == "p1 swiping t1: -12.5 points")
        #expect(DragAction.swiping(1, source: "t1", offset: -120, committing: true).description == "p1 swiping t1: -120 points, a release commits")
        #expect(DragAction.swipeEnded(1, source: "t1", committed: .left).description == "p1 swiped t1 left")
        #expect(DragAction.swipeEnded(2, source: "t1", committed: nil).description == "p2 swipe on t1 returned")
        #expect(Swipe(directions: [.left, .right], distance: 96.5).description == "left and right, 96.5 points")
    }
}
