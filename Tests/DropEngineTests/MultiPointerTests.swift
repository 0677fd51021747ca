import DropEngine
import DropGeometry
import Testing

@Suite("Two fingers")
struct MultiPointerTests {
    @Test("two fingers drag two different tasks at once, one to Complete and one to Trash")
    func twoFingersTwoDrags() throws {
        var board = try TodoFixture()
        _ = board.down(250, 92, at: 0, pointer: 1)
        _ = board.down(250, 142, at: 50, pointer: 2)
        #expect(board.engine.nextDeadline == .milliseconds(300))
        #expect(board.tick(at: 300) == [
            .dragStarted(1, source: "t1", payload: TodoFixture.task(1), position: Point(250, 92), cues: .dragStart),
            .entered(1, receiver: .list, verdict: .accepts, slot: 0),
        ])
        #expect(board.engine.nextDeadline == .milliseconds(350))
        #expect(board.move(650, 150, at: 360, pointer: 1) == [
            .dragStarted(2, source: "t2", payload: TodoFixture.task(2), position: Point(250, 142), cues: .dragStart),
            .entered(2, receiver: .list, verdict: .accepts, slot: 1),
            .exited(1, receiver: .list),
            .entered(1, receiver: .complete, verdict: .accepts, slot: nil),
        ])
        _ = board.move(650, 300, at: 370, pointer: 2)
        #expect(board.highlights == [.canAccept, .targeted, .targeted])
        #expect(board.up(650, 300, at: 400, pointer: 2) == [
            .dropped(2, intent: DropIntent(payload: TodoFixture.task(2), source: "t2", receiver: .trash, role: .trash), cues: .drop),
        ])
        #expect(board.up(650, 150, at: 410, pointer: 1) == [
            .dropped(1, intent: DropIntent(payload: TodoFixture.task(1), source: "t1", receiver: .complete, role: .complete), cues: .drop),
        ])
    }

    @Test("a row already held by one finger cannot be picked up by a second")
    func heldSourceIsRefused() throws {
        var board = try TodoFixture()
        board.pickUpRow(1, pointer: 1)
        #expect(board.down(260, 95, at: 320, pointer: 2) == [.pressRefused(2, source: "t1", heldBy: 1)])
        #expect(board.engine.activePointers == [1])
        #expect(board.tick(at: 700) == [])
    }

    @Test("a row carried along in another drag's selection cannot be picked up by a second finger or the keyboard, either way round")
    func carriedSourceIsRefused() throws {
        var board = try TodoFixture()
        var actions: [DragAction] = []
        board.engine.select([SelectedSource("t1", payload: TodoFixture.task(1)), SelectedSource("t2", payload: TodoFixture.task(2))],
                            into: &actions)
        #expect(actions == [])
        board.pickUpRow(1, pointer: 1)
        // t2 is not pressed, but finger 1's drag carries it: a second drag would carry t1 and t2 again.
        #expect(board.down(250, 142, at: 320, pointer: 2) == [.pressRefused(2, source: "t2", heldBy: 1)])
        _ = board.engine.handle(.key(.focus("t2"), at: .milliseconds(330)))
        #expect(board.engine.handle(.key(.pickUp, at: .milliseconds(340))) == [.pressRefused(.keyboard, source: "t2", heldBy: 1)])
        #expect(board.engine.activePointers == [1])
        _ = board.up(250, 92, at: 400, pointer: 1)
        // The other way round: finger 1 holds t3 alone; t3 selected with t4 is carried by a press of t4.
        board.engine.select([SelectedSource("t4", payload: TodoFixture.task(4)), SelectedSource("t3", payload: TodoFixture.task(3))],
                            into: &actions)
        board.pickUpRow(3, at: 500, pointer: 1)
        #expect(board.down(250, 242, at: 900, pointer: 2) == [.pressRefused(2, source: "t4", heldBy: 1)])
        // An unselected row is free.
        #expect(board.down(250, 292, at: 910, pointer: 3) == [.pressBegan(3, source: "t5", deadline: .milliseconds(1210))])
    }

    @Test("a second press of the same pointer without a release ends its first drag")
    func pressAgainEndsFirst() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        #expect(board.down(250, 142, at: 400) == [
            .cancelled(1, source: "t1", reason: .pointerPressedAgain, cues: .cancel),
            .pressBegan(1, source: "t2", deadline: .milliseconds(700)),
        ])
    }
}

@Suite("Layering")
struct LayeringTests {
    /// A list that lies under Complete (Complete is on top, same z, registered later).
    func listUnderComplete() throws -> DragDispatcher {
        var engine = DragDispatcher()
        try engine.register(DropReceiver(id: .list, frame: Rect(x: 0, y: 0, width: 800, height: 600), role: .list("inbox"), accepts: .accepts(.task, .addNew)))
        try engine.register(DropReceiver(id: .complete, frame: Rect(x: 500, y: 0, width: 300, height: 200), role: .complete, accepts: .accepts(.task)))
        try engine.register(DragSource(id: "t1", frame: Rect(x: 10, y: 10, width: 100, height: 40), z: 1, payload: TodoFixture.task(1), activation: .immediate))
        try engine.register(DragSource(id: "add", frame: Rect(x: 10, y: 500, width: 100, height: 40), z: 1, payload: Payload(kind: .addNew), activation: .immediate))
        return engine
    }

    @Test("a task released over Complete while the list lies beneath it completes the task")
    func completeAboveList() throws {
        var engine = try listUnderComplete()
        _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(20, 20), time: .milliseconds(0))))
        #expect(engine.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(600, 100), time: .milliseconds(100)))) == [
            .exited(1, receiver: .list),
            .entered(1, receiver: .complete, verdict: .accepts, slot: nil),
            .dropped(1, intent: DropIntent(payload: TodoFixture.task(1), source: "t1", receiver: .complete, role: .complete), cues: .drop),
        ])
    }

    @Test("Add New over Complete lying on the list skips the refusing Complete and targets the list beneath")
    func refuserOnTopIsSkipped() throws {
        var engine = try listUnderComplete()
        _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(20, 510), time: .milliseconds(0))))
        #expect(engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(600, 100), time: .milliseconds(50)))) == [])
        #expect(engine.highlight(of: .complete) == .idle)
        #expect(engine.highlight(of: .list) == .targeted)
        let why = engine.explain(pointer: 1)
        #expect(why == HitExplanation(point: Point(600, 100), payload: Payload(kind: .addNew), candidates: [
            .init(receiver: .complete, z: 0, role: .complete, verdict: .rejects(.kindNotAccepted(.addNew))),
            .init(receiver: .list, z: 0, role: .list("inbox"), verdict: .accepts),
        ], target: .list, targetVerdict: .accepts))
    }

    @Test("a higher z wins over a later registration, and receivers(at:) lists topmost first")
    func zBeatsOrder() throws {
        var engine = DragDispatcher()
        try engine.register(DropReceiver(id: "high", frame: Rect(x: 0, y: 0, width: 10, height: 10), role: .trash, z: 5, accepts: .accepts(.task)))
        try engine.register(DropReceiver(id: "late", frame: Rect(x: 0, y: 0, width: 10, height: 10), role: .complete, accepts: .accepts(.task)))
        try engine.register(DropReceiver(id: "off", frame: Rect(x: 0, y: 0, width: 10, height: 10), role: .complete, z: 9, isEnabled: false, accepts: .accepts(.task)))
        #expect(engine.receivers(at: Point(1, 1)) == ["off", "high", "late"])
        #expect(engine.topmostReceiver(at: Point(1, 1), accepting: TodoFixture.task(1)) == "high")
        #expect(engine.topmostReceiver(at: Point(1, 1), accepting: Payload(kind: .addNew)) == nil)
        #expect(engine.explain(at: Point(1, 1), payload: Payload(kind: .addNew)).candidates.map(\.verdict) == [
            .rejects(.disabled), .rejects(.kindNotAccepted(.addNew)), .rejects(.kindNotAccepted(.addNew)),
        ])
        #expect(engine.explain(at: Point(1, 1), payload: Payload(kind: .addNew)).target == "high")
    }

    @Test("a custom rule and a Draggable-typed rule give their own verdicts")
    func customAndTypedRules() throws {
        struct Photo: Draggable {
            static let payloadKind = PayloadKind("photo")
            var dragObjectID: String? { "p1" }
        }
        let typed = AcceptRule.accepts(Photo.self)
        #expect(typed.verdict(for: Photo().payload) == .accepts)
        #expect(typed.verdict(for: Payload(kind: .task)) == .rejects(.kindNotAccepted(.task)))
        let odd = AcceptRule.custom("odd ids only") { $0.objectID?.last.map { "13579".contains($0) } == true ? .accepts : .rejects(.custom("even id")) }
        #expect(odd.verdict(for: TodoFixture.task(3)) == .accepts)
        #expect(odd.verdict(for: TodoFixture.task(4)) == .rejects(.custom("even id")))
        #expect(odd.summary == "odd ids only")
        #expect(AcceptRule.accepts(.task, .addNew).summary == "accepts task, addNew")
    }
}
