import DropEngine
import DropGeometry
import Testing
import TestSupport

/// Seed 004's board (see ``TodoFixture``) with `receiver` registered again with an edge hysteresis of `band` points.
private func board(_ receiver: ReceiverID, band: Double) throws -> TodoFixture {
    var board = try TodoFixture()
    let frames: [ReceiverID: (Rect, Role, [PayloadKind])] = [
        .list: (Rect(x: 20, y: 60, width: 460, height: 520), .list("inbox"), [.task, .addNew]),
        .complete: (Rect(x: 540, y: 80, width: 220, height: 140), .complete, [.task]),
    ]
    let (frame, role, kinds) = frames[receiver]!
    try board.engine.unregisterReceiver(receiver)
    try board.engine.register(DropReceiver(id: receiver, frame: frame, tag: role.tag, accepts: .accepts(kinds), placement: role.placement,
                                           cues: .seed001, edgeHysteresis: band))
    if receiver == .list { try board.engine.setRows(TodoFixture.rows, ofList: .list) }
    return board
}

extension TodoFixture {
    /// The list's rows t1…t5 as the fixture lays them out.
    static var rows: [ListRow] {
        (0..<5).map { ListRow(source: SourceID("t\($0 + 1)"), frame: Rect(x: 30, y: 70 + 50 * Double($0), width: 440, height: 44)) }
    }
}

@Suite("Steady targets: edge hysteresis")
struct EdgeHysteresisTests {
    @Test("none by default: a drag over Complete leaves it at its edge and a release just outside cancels, as before")
    func noneByDefault() throws {
        #expect(DropReceiver(id: "r", frame: Rect(x: 0, y: 0, width: 1, height: 1), accepts: .accepts(.task)).edgeHysteresis == 0)
        var board = try TodoFixture()
        board.pickUpRow(1)
        _ = board.move(650, 150, at: 400)
        #expect(board.move(650, 221, at: 410) == [.exited(1, receiver: .complete)])
        #expect(board.up(650, 221, at: 420) == [.cancelled(1, source: "t1", reason: .releasedOutside, cues: .cancel)])
    }

    @Test("Complete with 6 points stays the target, flagged sticky, up to 6 points outside its frame; at 7 it is left, and coming back within 6 does not take it again")
    func keptWithinTheBand() throws {
        var board = try board(.complete, band: 6)
        board.pickUpRow(1)
        #expect(board.move(650, 150, at: 400) == [.exited(1, receiver: .list), .entered(1, receiver: .complete, verdict: .accepts, slot: nil)])
        #expect(board.move(650, 220, at: 410) == []) // its bottom edge, outside it (half-open)
        #expect(board.engine.isTargetSticky(of: 1))
        #expect(board.move(650, 226, at: 420) == [])
        #expect(board.move(766, 74, at: 430) == []) // the band's corner
        #expect(board.engine.highlight(of: .complete) == .targeted)
        #expect(board.move(650, 219, at: 440) == [])
        #expect(!board.engine.isTargetSticky(of: 1))
        #expect(board.move(650, 227, at: 450) == [.exited(1, receiver: .complete)])
        #expect(board.move(650, 222, at: 460) == [])
        #expect(board.engine.hover(of: 1) == nil)
    }

    @Test("a release within the band drops on the receiver kept")
    func releaseInTheBandDrops() throws {
        var board = try board(.complete, band: 6)
        board.pickUpRow(2)
        _ = board.move(650, 150, at: 400)
        #expect(board.up(650, 224, at: 410) == [
            .dropped(1, intent: DropIntent(payload: TodoFixture.task(2), source: "t2", receiver: .complete, role: .complete), cues: .drop),
        ])
    }

    @Test("within the band another receiver lying there is not entered; past the band it is")
    func keptOverAnotherReceiver() throws {
        var board = try board(.complete, band: 6)
        try board.engine.register(DropReceiver(id: "pad", frame: Rect(x: 760, y: 80, width: 40, height: 140), accepts: .accepts(.task)))
        board.pickUpRow(1)
        _ = board.move(650, 150, at: 400)
        #expect(board.move(763, 150, at: 410) == [])
        #expect(board.engine.hover(of: 1)?.location.receiver == .complete)
        #expect(board.move(767, 150, at: 420) == [.exited(1, receiver: .complete), .entered(1, receiver: "pad", verdict: .accepts, slot: nil)])
        // Pad has no band: back over Complete, Complete is entered at once.
        #expect(board.move(759, 150, at: 430) == [.exited(1, receiver: "pad"), .entered(1, receiver: .complete, verdict: .accepts, slot: nil)])
    }

    @Test("inside the frame the collision order is unchanged: a receiver lying on the list is entered at once, and the list again on leaving it")
    func insideTheFrameUnchanged() throws {
        var board = try board(.list, band: 6)
        try board.engine.register(DropReceiver(id: "chip", frame: Rect(x: 100, y: 400, width: 60, height: 30), z: 2, accepts: .accepts(.task)))
        board.pickUpRow(1)
        _ = board.move(250, 140, at: 400)
        #expect(board.move(120, 410, at: 410) == [.exited(1, receiver: .list), .entered(1, receiver: "chip", verdict: .accepts, slot: nil)])
        #expect(board.move(120, 432, at: 420) == [.exited(1, receiver: "chip"), .entered(1, receiver: .list, verdict: .accepts, slot: 5)])
    }

    @Test("a list kept in its band takes the slot at the nearest point of its frame, held by its slot hysteresis, and a release there drops at it")
    func listSlotInTheBand() throws {
        var board = try board(.list, band: 6)
        board.pickUpRow(1)
        _ = board.move(250, 170, at: 400)
        #expect(board.engine.hover(of: 1)?.location.topLevelIndex == 2)
        #expect(board.move(484, 170, at: 410) == []) // 4 points right of the list: slot 2 still
        #expect(board.engine.isTargetSticky(of: 1))
        #expect(board.move(484, 194, at: 420) == []) // 2 past the centre at 192: held
        #expect(board.move(484, 200, at: 430) == [.movedWithin(1, receiver: .list, slot: 3)])
        #expect(board.move(250, 200, at: 440) == [])
        // Above the list (y 60): clamped to its top, slot 0.
        #expect(board.move(250, 56, at: 450) == [.movedWithin(1, receiver: .list, slot: 0)])
        #expect(board.up(250, 56, at: 460).count == 1)
    }

    @Test("an explanation names the target kept in the band and by how far the pointer lies outside it")
    func explanation() throws {
        var board = try board(.complete, band: 6)
        board.pickUpRow(1)
        _ = board.move(650, 150, at: 400)
        _ = board.move(650, 224, at: 410)
        let explanation = try #require(board.engine.explain(pointer: 1))
        #expect(explanation.target == .complete)
        #expect(explanation.candidates.map { "\($0.receiver) \($0.reach)" } == ["complete 4.0 points outside, within edge hysteresis 6.0"])
        #expect(explanation.lines.last == "  complete [complete, z 0]: accepts, kept: the pointer is 4 points outside it, within its edge hysteresis (6)  <- target")
    }

    @Test("an edge hysteresis that is not a finite number ≥ 0 is refused at registering, saying which receiver and what was found")
    func refusals() {
        var engine = DragDispatcher()
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        for (id, band) in [("a", Double.nan), ("b", -1), ("c", .infinity)] as [(ReceiverID, Double)] {
            #expect(throws: EngineError(.invalidGeometry, "receiver \"\(id)\" edge hysteresis: expected a finite number ≥ 0, found \(band)")) {
                try engine.register(DropReceiver(id: id, frame: frame, accepts: .accepts(.task), edgeHysteresis: band))
            }
        }
    }
}

@Suite("Steady targets: a list's slot kept across a brief exit")
struct RememberedSlotTests {
    /// t1 carried to y 144, 2 points past t2's centre (142) from above: slot 1, held by the hysteresis.
    private func heldAtOne() throws -> TodoFixture {
        var board = try TodoFixture()
        board.pickUpRow(1)
        #expect(board.move(250, 120, at: 400) == [.movedWithin(1, receiver: .list, slot: 1)])
        #expect(board.move(478, 144, at: 410) == [])
        return board
    }

    @Test("a finger jittering out of the list's side for one sample and back comes back at the slot the hysteresis held, and drops there")
    func backAtTheHeldSlot() throws {
        var board = try heldAtOne()
        #expect(board.move(481, 143, at: 420) == [.exited(1, receiver: .list)])
        #expect(board.move(478, 144, at: 430) == [.entered(1, receiver: .list, verdict: .accepts, slot: 1)])
        #expect(board.up(478, 143, at: 440) == [
            .dropped(1, intent: DropIntent(payload: TodoFixture.task(1), source: "t1", receiver: .list, role: .list("inbox"), slot: 1, fromRow: 0),
                     cues: .drop),
        ])
    }

    @Test("back at a place 4 points or more past a boundary, the slot is the one the rules give there")
    func aRealMoveElsewhere() throws {
        var board = try heldAtOne()
        _ = board.move(481, 143, at: 420)
        #expect(board.move(478, 146, at: 430) == [.entered(1, receiver: .list, verdict: .accepts, slot: 2)])
        _ = board.move(481, 146, at: 440)
        #expect(board.move(478, 200, at: 450) == [.entered(1, receiver: .list, verdict: .accepts, slot: 3)])
    }

    @Test("other rows laid out while the drag is away forget the slot (back in, the plain slot); the same rows set again keep it")
    func otherRowsForget() throws {
        var board = try heldAtOne()
        _ = board.move(481, 143, at: 420)
        try board.engine.setRows(TodoFixture.rows, ofList: .list)
        #expect(board.move(478, 144, at: 430) == [.entered(1, receiver: .list, verdict: .accepts, slot: 1)])
        _ = board.move(481, 143, at: 440)
        var swapped = TodoFixture.rows
        (swapped[2].source, swapped[3].source) = (swapped[3].source, swapped[2].source)
        try board.engine.setRows(swapped, ofList: .list)
        #expect(board.move(478, 144, at: 450) == [.entered(1, receiver: .list, verdict: .accepts, slot: 2)])
    }

    @Test("the list disabled and enabled again while the drag is away forgets the slot")
    func disabledForgets() throws {
        var board = try heldAtOne()
        _ = board.move(481, 143, at: 420)
        var actions: [DragAction] = []
        try board.engine.setEnabled(false, receiver: .list, into: &actions)
        try board.engine.setEnabled(true, receiver: .list, into: &actions)
        #expect(board.move(478, 144, at: 430) == [.entered(1, receiver: .list, verdict: .accepts, slot: 2)])
    }

    @Test("a slot in another list replaces the one remembered: back in the first list, the plain slot")
    func anotherListReplacesIt() throws {
        var board = try heldAtOne()
        try board.engine.register(DropReceiver(id: "other", frame: Rect(x: 540, y: 440, width: 220, height: 140), accepts: .accepts(.task),
                                               placement: .amongRows))
        try board.engine.setRows([ListRow(source: nil, frame: Rect(x: 550, y: 450, width: 200, height: 44), node: .item("x"))], ofList: "other")
        #expect(board.move(650, 500, at: 420) == [.exited(1, receiver: .list), .entered(1, receiver: "other", verdict: .accepts, slot: 1)])
        #expect(board.move(478, 144, at: 430) == [.exited(1, receiver: "other"), .entered(1, receiver: .list, verdict: .accepts, slot: 2)])
    }

    @Test("a new drag by the same pointer starts with nothing remembered: Add New brought to where t1's slot was held comes in at the plain slot")
    func aNewDragForgets() throws {
        var board = try heldAtOne()
        _ = board.move(481, 143, at: 420)
        _ = board.up(481, 143, at: 430)
        _ = board.down(600, 500, at: 500)
        _ = board.move(600, 510, at: 510) // 10 points: Add New's drag starts, over nothing
        _ = board.move(481, 144, at: 520)
        #expect(board.move(478, 144, at: 530) == [.entered(1, receiver: .list, verdict: .accepts, slot: 2)])
    }

    @Test("200 seeded jittering drags: each sample in the list has the slot it has when the samples outside the list are left out")
    func seededExitsChangeNoSlot() throws {
        for seed in 0..<200 as Range<UInt64> {
            var rng = SeededGenerator(seed: seed)
            // Near a boundary (a row centre) and the list's right edge (480): x 474…485, y within 8 points of 142 or 192.
            let centre = Bool.random(using: &rng) ? 142.0 : 192.0
            let path = (0..<Int.random(in: 5...30, using: &rng)).map { _ in
                Point(x: 474 + Double(Int.random(in: 0...11, using: &rng)), y: centre - 8 + Double(Int.random(in: 0...16, using: &rng)))
            }
            func slots(_ path: [Point]) throws -> [Int?] {
                var board = try TodoFixture()
                board.pickUpRow(1)
                _ = board.move(250, 120, at: 400)
                var slots: [Int?] = []
                for (i, point) in path.enumerated() {
                    _ = board.move(point.x, point.y, at: 410 + Int64(i) * 10)
                    if point.x < 480 { slots.append(board.engine.hover(of: 1)?.location.topLevelIndex) }
                }
                return slots
            }
            #expect(try slots(path) == slots(path.filter { $0.x < 480 }), "seed \(seed)")
        }
    }
}
