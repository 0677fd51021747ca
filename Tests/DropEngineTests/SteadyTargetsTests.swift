import DropEngine
import DropGeometry
import Testing

/// Seed 004's board with a tab bar above the list: a disabled region 20…300 × 0…50 holding two
/// tabs that take tasks, tab-a at x 20…120 and tab-b at x 140…240; the gap between them is 120…140.
private func boardWithTabs(stickyB: Bool = true) throws -> TodoFixture {
    var board = try TodoFixture()
    try board.engine.register(DropReceiver(id: "tabbar", frame: Rect(x: 20, y: 0, width: 280, height: 50), isEnabled: false,
                                           accepts: .accepts([PayloadKind]())))
    for (id, x, sticky) in [("tab-a", 20.0, true), ("tab-b", 140.0, stickyB)] {
        try board.engine.register(DropReceiver(id: ReceiverID(id), frame: Rect(x: x, y: 0, width: 100, height: 50), tag: "moveTo(today)",
                                               accepts: .accepts(.task), cues: .seed001, parent: "tabbar", isSticky: sticky))
    }
    return board
}

@Suite("Steady targets: sticky receivers")
struct StickyTargetTests {
    @Test("a tab left for the gap beside it stays the target, flagged sticky, until the pointer enters the other tab or leaves the bar")
    func stickyUntilAnotherOrOutOfParent() throws {
        var board = try boardWithTabs()
        board.pickUpRow(1)
        #expect(board.move(70, 25, at: 400) == [.exited(1, receiver: .list), .entered(1, receiver: "tab-a", verdict: .accepts, slot: nil)])
        #expect(board.move(130, 25, at: 450) == [])
        #expect(board.engine.isTargetSticky(of: 1))
        #expect(board.engine.highlight(of: "tab-a") == .targeted)
        #expect(board.move(190, 25, at: 500) == [.exited(1, receiver: "tab-a"), .entered(1, receiver: "tab-b", verdict: .accepts, slot: nil)])
        #expect(!board.engine.isTargetSticky(of: 1))
        #expect(board.move(125, 25, at: 550) == [])
        #expect(board.engine.isTargetSticky(of: 1))
        #expect(board.move(125, 55, at: 600) == [.exited(1, receiver: "tab-b")])
        #expect(board.move(125, 25, at: 650) == []) // Back in the gap, but no target to keep.
        #expect(board.engine.hover(of: 1) == nil)
    }

    @Test("a release in the gap while a tab is sticky drops on that tab")
    func releaseInGapDrops() throws {
        var board = try boardWithTabs()
        board.pickUpRow(2)
        _ = board.move(70, 25, at: 400)
        #expect(board.up(130, 30, at: 500) == [
            .dropped(1, intent: DropIntent(payload: TodoFixture.task(2), source: "t2", location: .onto("tab-a"), tag: "moveTo(today)"),
                     cues: .drop),
        ])
    }

    @Test("a tab that opts out is left at once for the gap, and a release there is outside")
    func optOut() throws {
        var board = try boardWithTabs(stickyB: false)
        board.pickUpRow(1)
        _ = board.move(190, 25, at: 400)
        #expect(board.move(130, 25, at: 450) == [.exited(1, receiver: "tab-b")])
        #expect(!board.engine.isTargetSticky(of: 1))
        #expect(board.up(130, 25, at: 500) == [.cancelled(1, source: "t1", reason: .releasedOutside, cues: .cancel)])
    }

    @Test("a receiver without a parent is never sticky: seed 004's release outside still cancels")
    func noParentNoStick() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        _ = board.move(650, 150, at: 400)
        #expect(board.move(650, 240, at: 450) == [.exited(1, receiver: .complete)])
        #expect(board.up(650, 240, at: 500) == [.cancelled(1, source: "t1", reason: .releasedOutside, cues: .cancel)])
    }
}

@Suite("Steady targets: slot hysteresis")
struct SlotHysteresisTests {
    /// Rows centres at 92, 142, 192, 242, 292; t1 picked up and moved to y 140 (slot 1), then
    /// across the boundary at 142 and back by `ys`. Returns the slot reported after each move (nil: none).
    private func slots(hysteresis: Double, _ ys: [Double]) throws -> [Int?] {
        var board = try TodoFixture()
        var list = DropReceiver(id: .list, frame: Rect(x: 20, y: 60, width: 460, height: 520), role: .list("inbox"), accepts: .accepts(.task, .addNew))
        list.slotHysteresis = hysteresis
        try board.engine.unregisterReceiver(.list)
        try board.engine.register(list)
        try board.engine.setRows((0..<5).map { ListRow(source: SourceID("t\($0 + 1)"), frame: Rect(x: 30, y: 70 + 50 * Double($0), width: 440, height: 44)) },
                                 ofList: .list)
        board.pickUpRow(1)
        _ = board.move(250, 140, at: 400)
        return ys.enumerated().map { i, y in
            let actions = board.move(250, y, at: 410 + Int64(i) * 10)
            return actions.compactMap { action -> Int? in
                if case .movedWithin(_, let location, _) = action { location.topLevelIndex } else { nil }
            }.last
        }
    }

    @Test("without hysteresis a finger resting on a boundary flips the slot at every crossing")
    func noHysteresisFlips() throws {
        #expect(try slots(hysteresis: 0, [144, 140, 143, 141, 146, 138]) == [2, 1, 2, 1, 2, 1])
    }

    @Test("with the default 4 points a boundary crossed by less and crossed back keeps the slot; 4 points or more change it")
    func defaultHysteresisHolds() throws {
        #expect(DropReceiver(id: "l", frame: Rect(x: 0, y: 0, width: 1, height: 1), accepts: .accepts(.task)).slotHysteresis == 4)
        #expect(try slots(hysteresis: 4, [144, 140, 145.9, 141, 146, 139, 138.5, 138]) == [nil, nil, nil, nil, 2, nil, nil, 1])
    }

    @Test("a jump across several boundaries lands on the plain slot less those crossed by under the hysteresis")
    func jumpAcrossSeveral() throws {
        // From slot 1 to y 244: centres 142 and 192 crossed by 102 and 52, 242 by 2 → slot 3, not 4.
        #expect(try slots(hysteresis: 4, [244, 247]) == [3, 4])
    }
}

@Suite("Steady targets: collision strategies")
struct CollisionTests {
    /// A 20-point dot at (x, y) taking drags within 60 points of its centre.
    static func dot(_ id: ReceiverID, x: Double, y: Double, accepts rule: AcceptRule) -> DropReceiver {
        DropReceiver(id: id, frame: Rect(x: x, y: y, width: 20, height: 20), accepts: rule, collision: .closestCenter(radius: 60))
    }

    @Test("closestCenter takes a drag within its radius of the centre, the nearest first, equal distances to the later registered")
    func closestCenter() throws {
        var board = try TodoFixture()
        try board.engine.register(Self.dot("dot", x: 600, y: 480, accepts: .accepts(.task)))
        try board.engine.register(Self.dot("dot2", x: 690, y: 480, accepts: .accepts(.task)))
        board.pickUpRow(1)
        #expect(board.move(640, 490, at: 400) == [.exited(1, receiver: .list), .entered(1, receiver: "dot", verdict: .accepts, slot: nil)])
        #expect(board.move(660, 490, at: 410) == [.exited(1, receiver: "dot"), .entered(1, receiver: "dot2", verdict: .accepts, slot: nil)])
        #expect(board.move(650, 490, at: 420) == [.exited(1, receiver: "dot2"), .entered(1, receiver: "dot", verdict: .accepts, slot: nil)])
        #expect(board.move(655, 490, at: 430) == [.exited(1, receiver: "dot"), .entered(1, receiver: "dot2", verdict: .accepts, slot: nil)])
        #expect(board.move(655, 580, at: 440) == [.exited(1, receiver: "dot2")]) // 90 points from both
    }

    @Test("a receiver under the pointer that accepts wins over a nearer centre; one that refuses yields to it")
    func pointerInsideFirst() throws {
        var board = try TodoFixture()
        try board.engine.register(Self.dot("dot", x: 600, y: 420, accepts: .accepts(.task, .addNew)))
        board.pickUpRow(1)
        #expect(board.move(610, 395, at: 400) == [.exited(1, receiver: .list), .entered(1, receiver: .trash, verdict: .accepts, slot: nil)])
        #expect(board.move(610, 405, at: 410) == [.exited(1, receiver: .trash), .entered(1, receiver: "dot", verdict: .accepts, slot: nil)])
        _ = board.up(610, 405, at: 420)
        // Add New is refused by Trash, under the pointer: the dot near it takes it.
        _ = board.down(600, 500, at: 500)
        _ = board.move(600, 490, at: 520) // 60.8 points from the dot's centre: no target
        #expect(board.move(610, 395, at: 530) == [.entered(1, receiver: "dot", verdict: .accepts, slot: nil)])
        #expect(board.engine.explain(pointer: 1)?.target == "dot")
    }

    @Test("an explanation lists the receivers reached by collision after those under the pointer, best first, each saying how")
    func explanationListsReachedReceivers() throws {
        var board = try TodoFixture()
        try board.engine.register(Self.dot("dot", x: 600, y: 480, accepts: .accepts(.task)))
        try board.engine.register(Self.dot("dot2", x: 690, y: 480, accepts: .accepts(.addNew)))
        try board.engine.register(Self.dot("far", x: 600, y: 600, accepts: .accepts(.task)))
        // Under the pointer, a pad that refuses tasks.
        try board.engine.register(DropReceiver(id: "pad", frame: Rect(x: 630, y: 470, width: 20, height: 40), accepts: .accepts(.addNew)))
        board.pickUpRow(1)
        _ = board.move(640, 490, at: 400)
        let explanation = board.engine.explain(pointer: 1)
        // 30 points from dot's centre, 60 from dot2's (which refuses a task), 120 from far's.
        #expect(explanation?.candidates.map { "\($0.receiver) \($0.verdict) \($0.reach)" } == [
            "pad refuses (does not accept task) pointer", "dot accepts centre 30.0 points away",
            "dot2 refuses (does not accept task) centre 60.0 points away",
        ])
        #expect(explanation?.target == "dot")
    }

    @Test("rectIntersection takes the receiver the dragged row overlaps most by intersection over union; ties to the later registered")
    func rectIntersection() throws {
        var board = try TodoFixture()
        for (id, x) in [("slot-a", 540.0), ("slot-b", 660.0)] {
            try board.engine.register(DropReceiver(id: ReceiverID(id), frame: Rect(x: x, y: 440, width: 100, height: 44),
                                                   accepts: .accepts(.task), collision: .rectIntersection))
        }
        board.pickUpRow(1) // t1's row is 440 × 44, pressed 220 points from its left and 22 from its top.
        // Pointer (530, 490): the row spans x 310…750, y 468…512 — all of slot-a's width, 90 of slot-b's.
        #expect(board.move(530, 490, at: 400) == [.exited(1, receiver: .list), .entered(1, receiver: "slot-a", verdict: .accepts, slot: nil)])
        // Pointer (560, 490): x 340…780 covers both whole: equal scores, the later registered.
        #expect(board.move(560, 490, at: 410) == [.exited(1, receiver: "slot-a"), .entered(1, receiver: "slot-b", verdict: .accepts, slot: nil)])
        // Pointer inside slot-a: it wins whatever the overlap.
        #expect(board.move(600, 460, at: 420) == [.exited(1, receiver: "slot-b"), .entered(1, receiver: "slot-a", verdict: .accepts, slot: nil)])
        #expect(board.move(560, 560, at: 430) == [.exited(1, receiver: "slot-a")]) // y 538…582: no overlap
    }

    @Test("a negative radius, a hysteresis that is not finite and a receiver that is its own parent are refused")
    func refusals() {
        var engine = DragDispatcher()
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(throws: EngineError.self) { try engine.register(DropReceiver(id: "a", frame: frame, accepts: .accepts(.task), collision: .closestCenter(radius: -1))) }
        #expect(throws: EngineError.self) { try engine.register(DropReceiver(id: "b", frame: frame, accepts: .accepts(.task), slotHysteresis: .nan)) }
        #expect(throws: EngineError.self) { try engine.register(DropReceiver(id: "c", frame: frame, accepts: .accepts(.task), parent: "c")) }
    }
}
