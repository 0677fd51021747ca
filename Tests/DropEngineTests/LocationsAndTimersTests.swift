import DropEngine
import DropGeometry
import Testing

/// Blocked locations, dwell deadlines, the clock's range and the caller's buffer.
@Suite("Locations, timers and the caller's buffer")
struct LocationsAndTimersTests {
    /// The fixture with the list's first position blocked for every payload.
    static func pinnedFirstRow() throws -> TodoFixture {
        var board = try TodoFixture()
        try board.engine.unregisterReceiver(.list)
        try board.engine.register(DropReceiver(id: .list, frame: Rect(x: 20, y: 60, width: 460, height: 520), tag: "list(inbox)",
                                               accepts: .accepts(.task, .addNew), placement: .amongRows,
                                               blocks: LocationRule("the first row is pinned") { _, location in
                                                   location.topLevelIndex == 0 ? "the first row is pinned" : nil
                                               }, cues: .seed001))
        try board.engine.setRows((0..<5).map { ListRow(source: SourceID("t\($0 + 1)"), frame: Rect(x: 30, y: 70 + 50 * Double($0), width: 440, height: 44)) },
                                 ofList: .list)
        return board
    }

    @Test("a position the receiver's rule blocks is entered as blocked, shows rejecting, and a release there cancels with blocked")
    func blockedPosition() throws {
        var board = try Self.pinnedFirstRow()
        _ = board.down(600, 500, at: 0)
        _ = board.move(590, 500, at: 10) // Add New lifts after 4 points
        let wanted = DropLocation.among(.list, index: 0)
        #expect(board.move(300, 80, at: 100) == [.entered(1, location: wanted, verdict: .blocked(wanted: wanted, reason: "the first row is pinned"))])
        #expect(board.highlights == [.rejecting, .idle, .idle])
        // The line goes where the refusal is drawn; no row makes space for a drop refused there.
        #expect(board.engine.preview(for: 1) == ListPreview(receiver: .list, slot: 0, fromRow: nil, shifted: 0..<0, offset: 0,
                                                            animation: Cues.rowShift, lineY: 70, refused: true))
        #expect(board.move(300, 100, at: 150) == [.movedWithin(1, location: .among(.list, index: 1), verdict: .accepts)])
        #expect(board.highlights == [.targeted, .idle, .idle])
        #expect(board.move(300, 80, at: 200) == [.movedWithin(1, location: wanted, verdict: .blocked(wanted: wanted, reason: "the first row is pinned"))])
        #expect(board.up(300, 80, at: 250) == [.cancelled(1, source: "add", reason: .blocked(wanted, reason: "the first row is pinned"), cues: .cancel)])
        #expect(board.highlights == [.idle, .idle, .idle])
    }

    /// The fixture with Trash resting-sensitive: a drag that stays on it 700 ms dwells.
    static func dwellingTrash() throws -> TodoFixture {
        var board = try TodoFixture()
        try board.engine.unregisterReceiver(.trash)
        try board.engine.register(DropReceiver(id: .trash, frame: Rect(x: 540, y: 260, width: 220, height: 140), tag: "trash",
                                               accepts: .accepts(.task), cues: .seed001, dwell: .milliseconds(700)))
        try board.engine.unregisterReceiver(.list)
        try board.engine.register(DropReceiver(id: .list, frame: Rect(x: 20, y: 60, width: 460, height: 520), tag: "list(inbox)",
                                               accepts: .accepts(.task, .addNew), placement: .amongRows, cues: .seed001, dwell: .milliseconds(700)))
        try board.engine.setRows((0..<5).map { ListRow(source: SourceID("t\($0 + 1)"), frame: Rect(x: 30, y: 70 + 50 * Double($0), width: 440, height: 44)) },
                                 ofList: .list)
        return board
    }

    @Test("a drag resting on a receiver with a dwell time dwells exactly at its deadline, once")
    func dwellFiresOnceAtItsDeadline() throws {
        var board = try Self.dwellingTrash()
        board.pickUpRow(1)                                  // lifted at 300 over the list: its dwell waits until 1000
        #expect(board.engine.nextDeadline == .milliseconds(1_000))
        _ = board.move(650, 300, at: 400)                   // onto Trash: the list's wait is gone, Trash's runs to 1100
        #expect(board.engine.nextDeadline == .milliseconds(1_100))
        #expect(board.tick(at: 1_099) == [])
        #expect(board.tick(at: 1_100) == [.dwelled(1, location: .onto(.trash))])
        #expect(board.engine.nextDeadline == nil)
        #expect(board.tick(at: 5_000) == [])
        #expect(board.move(660, 310, at: 5_100) == [])     // still on Trash: no new stay
        #expect(board.engine.nextDeadline == nil)
    }

    @Test("a negative dwell is refused when the receiver is registered: its deadline would lie before the wait began, where no tick can reach")
    func negativeDwellIsRefused() throws {
        var engine = DragDispatcher()
        var actions: [DragAction] = []
        let folder = DropReceiver(id: "folder", frame: Rect(x: 0, y: 0, width: 100, height: 100), accepts: .accepts(.task), dwell: .milliseconds(-50))
        #expect(throws: EngineError(.invalidGeometry, "receiver \"folder\" dwell: expected a duration ≥ 0, found -50 ms")) {
            try engine.register(folder, into: &actions)
        }
        #expect(throws: EngineError(.invalidGeometry, "receiver \"folder\" dwell: expected a duration ≥ 0, found -50 ms")) {
            try engine.register(contentsOf: [folder], into: &actions)
        }
        #expect(engine.receivers(at: Point(10, 10)) == [])
        // 0 is a dwell: it fires at the first input after the drag comes to rest.
        try engine.register(DropReceiver(id: "folder", frame: Rect(x: 0, y: 0, width: 100, height: 100), accepts: .accepts(.task), dwell: .milliseconds(0)),
                            into: &actions)
        #expect(engine.receivers(at: Point(10, 10)) == ["folder"])
    }

    @Test("setDwell gives a receiver its dwell from the next location on, and a drag resting over it a wait from the latest input (a rest that dwelled stays done); nil ends the wait")
    func setDwellChangesTheWaitOfARestingDrag() throws {
        var board = try TodoFixture()                      // the list has no dwell
        board.pickUpRow(1)
        #expect(board.move(250, 150, at: 500) == [.movedWithin(1, location: .among(.list, index: 2), verdict: .accepts)])
        #expect(board.engine.nextDeadline == nil)
        try board.engine.setDwell(.milliseconds(700), ofReceiver: .list)
        #expect(board.engine.nextDeadline == .milliseconds(1_200))   // resting since 500: waits from the latest input, 500
        #expect(board.tick(at: 1_200) == [.dwelled(1, location: .among(.list, index: 2))])
        try board.engine.setDwell(.milliseconds(400), ofReceiver: .list)
        #expect(board.engine.nextDeadline == nil)                    // this rest dwelled: once per stay
        #expect(board.move(250, 250, at: 1_300) == [.movedWithin(1, location: .among(.list, index: 4), verdict: .accepts)])
        #expect(board.engine.nextDeadline == .milliseconds(1_700))   // a new location: the new time
        try board.engine.setDwell(nil, ofReceiver: .list)
        #expect(board.engine.nextDeadline == nil)
        #expect(board.tick(at: 1_700) == [])
        try board.engine.setDwell(.milliseconds(1_000), ofReceiver: .list)
        #expect(board.engine.nextDeadline == .milliseconds(2_700))   // from the latest input, the tick at 1700
        try board.engine.setDwell(.milliseconds(500), ofReceiver: .list)
        #expect(board.engine.nextDeadline == .milliseconds(2_200))   // a wait under way keeps its start
        #expect(board.tick(at: 2_100) == [])
        try board.engine.setDwell(.milliseconds(100), ofReceiver: .list)
        #expect(board.engine.nextDeadline == .milliseconds(2_100))   // lasted already: at once (not before the latest input)
        #expect(board.tick(at: 2_100) == [.dwelled(1, location: .among(.list, index: 4))])
    }

    @Test("setDwell refuses a negative dwell, as register does, and an unknown receiver; nothing changes then")
    func setDwellRefusesANegativeDwell() throws {
        var board = try Self.dwellingTrash()
        board.pickUpRow(1)
        #expect(throws: EngineError(.invalidGeometry, "receiver \"list\" dwell: expected a duration ≥ 0, found -50 ms")) {
            try board.engine.setDwell(.milliseconds(-50), ofReceiver: .list)
        }
        #expect(throws: EngineError(.unknownReceiver, "receiver \"folder\": no receiver with this id is registered")) {
            try board.engine.setDwell(.milliseconds(50), ofReceiver: "folder")
        }
        #expect(board.engine.nextDeadline == .milliseconds(1_000))
        #expect(board.tick(at: 1_000) == [.dwelled(1, location: .among(.list, index: 0))])
    }

    @Test("a new position among the rows restarts the dwell; leaving for nothing clears it")
    func dwellRestartsAtANewPosition() throws {
        var board = try Self.dwellingTrash()
        board.pickUpRow(1)
        #expect(board.move(250, 150, at: 500) == [.movedWithin(1, location: .among(.list, index: 2), verdict: .accepts)])
        #expect(board.engine.nextDeadline == .milliseconds(1_200))
        #expect(board.tick(at: 1_000) == [])
        #expect(board.tick(at: 1_200) == [.dwelled(1, location: .among(.list, index: 2))])
        #expect(board.move(790, 590, at: 1_300) == [.exited(1, receiver: .list)])
        #expect(board.engine.nextDeadline == nil)
    }

    @Test("nextDeadline is the earliest of one pointer's long-press and another's dwell")
    func nextDeadlineCoversEveryPointer() throws {
        var board = try Self.dwellingTrash()
        board.pickUpRow(1, at: 0, pointer: 1)               // lifted at 300; its dwell over the list waits until 1000
        _ = board.down(250, 242, at: 500, pointer: 2)      // t4 pressed: its long-press waits until 800
        #expect(board.engine.nextDeadline == .milliseconds(800))
        #expect(board.tick(at: 800).first == .dragStarted(2, source: "t4", payload: TodoFixture.task(4), position: Point(250, 242), cues: .dragStart))
        #expect(board.engine.nextDeadline == .milliseconds(1_000))
    }

    @Test("a long-press at the end of the clock's range is rejected as a value instead of trapping")
    func longPressNearTheEndOfTime() throws {
        var engine = DragDispatcher()
        try engine.register(DragSource(id: "s", frame: Rect(x: 0, y: 0, width: 10, height: 10), payload: Payload(kind: .task)))
        let late = Instant(microseconds: .max - 1_000)
        #expect(engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(1, 1), time: late)))
                == [.inputRejected(1, reason: .timeOutOfRange(late))])
        #expect(engine.activePointers == [])
        #expect(engine.nextDeadline == nil)
    }

    @Test("registry changes append to the caller's buffer, after what it already holds")
    func registryChangesAppendToTheBuffer() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        var actions: [DragAction] = board.move(650, 150, at: 400)
        #expect(actions == [.exited(1, receiver: .list), .entered(1, location: .onto(.complete), verdict: .accepts)])
        try board.engine.unregisterReceiver(.complete, into: &actions)
        #expect(actions == [.exited(1, receiver: .list), .entered(1, location: .onto(.complete), verdict: .accepts),
                            .exited(1, receiver: .complete)])
    }

    @Test("a source and receiver registered without cues report none: the engine chooses no haptics")
    func noCuesByDefault() throws {
        var engine = DragDispatcher()
        var ignored: [DragAction] = []
        try engine.register(DropReceiver(id: "bin", frame: Rect(x: 100, y: 0, width: 50, height: 50), accepts: .accepts(.task)), into: &ignored)
        try engine.register(DragSource(id: "s", frame: Rect(x: 0, y: 0, width: 10, height: 10), payload: Payload(kind: .task, objectID: "x"),
                                       activation: .immediate))
        #expect(engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(5, 5), time: .milliseconds(0)))) == [
            .pressBegan(1, source: "s", deadline: nil),
            .dragStarted(1, source: "s", payload: Payload(kind: .task, objectID: "x"), position: Point(5, 5), cues: Cues()),
        ])
        _ = engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(120, 20), time: .milliseconds(10))))
        #expect(engine.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(120, 20), time: .milliseconds(20)))) == [
            .dropped(1, intent: DropIntent(payload: Payload(kind: .task, objectID: "x"), source: "s", location: .onto("bin")), cues: Cues()),
        ])
    }
}
