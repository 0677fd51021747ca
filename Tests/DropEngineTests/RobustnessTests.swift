import DropEngine
import DropGeometry
import Testing

@Suite("Odd input and errors")
struct RobustnessTests {
    @Test("a move with no press, a second release and a cancel for an unknown pointer do nothing")
    func oddInputIsTolerated() throws {
        var board = try TodoFixture()
        #expect(board.move(250, 92, at: 0) == [])
        board.pickUpRow(1, at: 10)
        _ = board.up(650, 150, at: 400)
        #expect(board.up(650, 150, at: 410) == [])
        #expect(board.cancel(1, 1, at: 420, pointer: 42) == [])
        #expect(board.escape(at: 430) == [])
    }

    @Test("an input earlier than the last is rejected, and changes nothing")
    func timeGoingBackwardsIsRejected() throws {
        var board = try TodoFixture()
        _ = board.down(250, 92, at: 100)
        #expect(board.tick(at: 99) == [.inputRejected(nil, reason: .timeWentBackwards(previous: .milliseconds(100), found: .milliseconds(99)))])
        #expect(board.move(250, 300, at: 50) == [.inputRejected(1, reason: .timeWentBackwards(previous: .milliseconds(100), found: .milliseconds(50)))])
        #expect(board.engine.nextDeadline == .milliseconds(400))
    }

    @Test("a release, a pointer cancel or Escape stamped before the latest input (another finger's move, two devices' clocks a millisecond apart) is taken at that input's time: the lifted finger's drag drops, where it was rejected and the drag stayed open")
    func anEndStampedEarlyIsTakenAtTheLatestTime() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        _ = board.move(650, 150, at: 400)
        _ = board.down(250, 192, at: 402, pointer: 2)
        let dropped = board.up(650, 150, at: 401)
        #expect(dropped.map(\.description) == ["p1 dropped task(t1) on complete — haptic: light, settle (spring, 200 ms)"])
        #expect(board.engine.latestTime == .milliseconds(402))
        #expect(board.engine.drag(of: 1) == nil)
        #expect(board.cancel(250, 192, at: 300, pointer: 2) == [.pressEnded(2, source: "t3", reason: .pointerCancelled)])
        board.pickUpRow(2, at: 500)
        #expect(board.escape(at: 450).map(\.description) == ["p1 cancelled t2: escape — returnToOrigin (easeInOut, 250 ms)"])
        #expect(board.engine.latestTime == .milliseconds(800))
        // A press, a move or a tick stamped early is still rejected.
        #expect(board.down(250, 92, at: 799) == [.inputRejected(1, reason: .timeWentBackwards(previous: .milliseconds(800), found: .milliseconds(799)))])
    }

    @Test("a position that is not finite is rejected and the drag carries on")
    func nonFinitePositionIsRejected() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        #expect(board.move(.nan, 92, at: 400) == [.inputRejected(1, reason: .nonFinitePosition)])
        #expect(board.up(.infinity, 92, at: 410) == [.inputRejected(1, reason: .nonFinitePosition)])
        #expect(board.engine.drag(of: 1)?.over == .list)
    }

    @Test("registering a duplicate receiver id is an error naming it")
    func duplicateReceiver() throws {
        var board = try TodoFixture()
        #expect(throws: EngineError(.duplicateReceiver, "receiver \"trash\": a receiver with this id is already registered")) {
            try board.engine.register(DropReceiver(id: .trash, frame: Rect(x: 0, y: 0, width: 1, height: 1), role: .trash, accepts: .accepts(.task)))
        }
    }

    @Test("an empty receiver or source id is an error saying so, alone or in a batch, and nothing is registered")
    func emptyIDs() throws {
        var engine = DragDispatcher()
        var actions: [DragAction] = []
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(throws: EngineError(.emptyID, "receiver \"\": expected a non-empty id")) {
            try engine.register(DropReceiver(id: "", frame: frame, accepts: .accepts(PayloadKind("card"))), into: &actions)
        }
        #expect(throws: EngineError(.emptyID, "receiver \"\": expected a non-empty id")) {
            try engine.register(contentsOf: [DropReceiver(id: "bin", frame: frame, accepts: .accepts(PayloadKind("card"))),
                                             DropReceiver(id: "", frame: frame, accepts: .accepts(PayloadKind("card")))], into: &actions)
        }
        #expect(throws: EngineError(.emptyID, "source \"\": expected a non-empty id")) {
            try engine.register(DragSource(id: "", frame: frame, payload: Payload(kind: PayloadKind("card"))))
        }
        #expect(engine.receivers(at: Point(x: 5, y: 5)) == [])
        #expect(engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 5, y: 5), time: .milliseconds(0)))) == [])
        #expect(actions == [])
    }

    @Test("ids are compared byte for byte: é composed and e with a combining accent are two receivers, each reported as registered")
    func idsAreBytes() throws {
        let composed = ReceiverID("\u{E9}"), combining = ReceiverID("e\u{301}")
        #expect(composed != combining && composed.rawValue == combining.rawValue)  // String's equality merges them
        #expect(Set([composed, combining]).count == 2 && [composed, combining].sorted() == [combining, composed])  // "e" (0x65) before 0xC3
        var engine = DragDispatcher()
        var actions: [DragAction] = []
        try engine.register(contentsOf: [DropReceiver(id: composed, frame: Rect(x: 0, y: 0, width: 100, height: 100), accepts: .accepts(.task)),
                                         DropReceiver(id: combining, frame: Rect(x: 200, y: 0, width: 100, height: 100), accepts: .accepts(.task))],
                            into: &actions)
        try engine.register(DragSource(id: "s", frame: Rect(x: 150, y: 0, width: 10, height: 10), payload: Payload(kind: .task), activation: .immediate))
        let time = { (ms: Int64) in Instant(microseconds: ms * 1_000) }
        _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, kind: .mouse, position: Point(x: 155, y: 5), time: time(0))))
        let over = engine.handle(.pointerMove(PointerEvent(pointer: 1, kind: .mouse, position: Point(x: 250, y: 5), time: time(10))))
        #expect(over == [.entered(1, location: .onto(combining), verdict: .accepts)])
        if case .entered(_, let location, _)? = over.first { #expect(Array(location.receiver.rawValue.utf8) == [0x65, 0xCC, 0x81]) }
        #expect(engine.handle(.pointerMove(PointerEvent(pointer: 1, kind: .mouse, position: Point(x: 50, y: 5), time: time(20))))
                == [.exited(1, receiver: combining), .entered(1, location: .onto(composed), verdict: .accepts)])
    }

    @Test("ids of 0 to 40 bytes are equal exactly when every byte is, whichever byte differs (ids are compared eight bytes at a time, then one by one)")
    func idsDifferingInOneByte() {
        for length in 0...40 {
            let bytes = (0..<length).map { UInt8(0x61 + $0 % 26) }  // a, b, c, …
            let id = SourceID(String(decoding: bytes, as: UTF8.self))
            #expect(id == SourceID(String(decoding: bytes, as: UTF8.self)), "length \(length)")
            #expect(id != SourceID(String(decoding: bytes + [0x61], as: UTF8.self)), "length \(length), one byte longer")
            for i in 0..<length {
                var other = bytes
                other[i] = 0x41  // "A"
                #expect(id != SourceID(String(decoding: other, as: UTF8.self)), "length \(length), byte \(i) differs")
            }
        }
    }

    @Test("a batch of receivers registers as one by one would, and one it would refuse (a duplicate, a bad frame) registers none of it")
    func batchRegistration() throws {
        func receiver(_ id: ReceiverID, _ x: Double, z: Int = 0, width: Double = 100) -> DropReceiver {
            DropReceiver(id: id, frame: Rect(x: x, y: 0, width: width, height: 100), z: z, accepts: .accepts(.task))
        }
        var engine = DragDispatcher()
        var actions: [DragAction] = []
        try engine.register(receiver("a", 0), into: &actions)
        #expect(throws: EngineError(.duplicateReceiver, "receiver \"b\": a receiver with this id is already registered")) {
            try engine.register(contentsOf: [receiver("b", 50), receiver("c", 60), receiver("b", 70)], into: &actions)
        }
        #expect(throws: EngineError(.duplicateReceiver, "receiver \"a\": a receiver with this id is already registered")) {
            try engine.register(contentsOf: [receiver("b", 50), receiver("a", 70)], into: &actions)
        }
        #expect(throws: EngineError(.invalidGeometry, "receiver \"c\" frame.width: expected a finite number ≥ 0, found -1")) {
            try engine.register(contentsOf: [receiver("b", 50), receiver("c", 60, width: -1)], into: &actions)
        }
        #expect(engine.receivers(at: Point(x: 75, y: 50)) == ["a"])
        // 300 receivers in one batch: the same stack as 300 registered one at a time.
        var one = DragDispatcher()
        let many = (0..<300).map { receiver(ReceiverID("r\($0)"), Double($0 % 40) * 7, z: $0 % 3) }
        for r in many { try one.register(r, into: &actions) }
        try engine.register(contentsOf: many, into: &actions)
        for x in stride(from: 0.0, through: 380, by: 3.5) {
            #expect(engine.receivers(at: Point(x: x, y: 50)) == one.receivers(at: Point(x: x, y: 50)) + (x <= 100 ? ["a"] : []), "x \(x)")
        }
    }

    @Test("a frame with a negative width or NaN is refused with the value named, and nothing is registered")
    func invalidFrames() throws {
        var engine = DragDispatcher()
        #expect(throws: EngineError(.invalidGeometry, "receiver \"trash\" frame.width: expected a finite number ≥ 0, found -3")) {
            try engine.register(DropReceiver(id: .trash, frame: Rect(x: 0, y: 0, width: -3, height: 1), role: .trash, accepts: .accepts(.task)))
        }
        #expect(throws: EngineError(.invalidGeometry, "source \"s\" frame.y: expected a finite number, found nan")) {
            try engine.register(DragSource(id: "s", frame: Rect(x: 0, y: .nan, width: 3, height: 1), payload: Payload(kind: .task)))
        }
        #expect(engine.receivers(at: Point(0, 0)) == [])
        #expect(throws: EngineError(.unknownReceiver, "receiver \"trash\": no receiver with this id is registered")) {
            try engine.setEnabled(false, receiver: .trash)
        }
    }

    @Test("rows must be given top to bottom, and only to a receiver that takes positions among rows")
    func rowsAreChecked() throws {
        var board = try TodoFixture()
        let rows = [ListRow(source: "t2", frame: Rect(x: 30, y: 120, width: 440, height: 44)),
                    ListRow(source: "t1", frame: Rect(x: 30, y: 70, width: 440, height: 44))]
        #expect(throws: EngineError(.rowsOutOfOrder, "receiver \"list\" rows[1]: expected rows top to bottom, found centre y 92.0 above the previous row's 142.0")) {
            try board.engine.setRows(rows, ofList: .list)
        }
        #expect(throws: EngineError(.notAList, "receiver \"trash\": rows can only be set on a receiver whose placement is amongRows")) {
            try board.engine.setRows([], ofList: .trash)
        }
    }
}

@Suite("Tree rows refused")
struct TreeRowsRefusedTests {
    @Test("a collapsed folder or section counting fewer than no hidden children is refused at its row, not counted as places before its first")
    func negativeHiddenCountsAreRefused() throws {
        var engine = DragDispatcher()
        var actions: [DragAction] = []
        try engine.register(DropReceiver(id: "files", frame: Rect(x: 0, y: 0, width: 300, height: 400), accepts: .accepts(PayloadKind("card")),
                                         placement: .amongRows), into: &actions)
        let r1 = ListRow(source: "r1", frame: Rect(x: 10, y: 10, width: 280, height: 40))
        let zone = ListRow(source: nil, frame: Rect(x: 34, y: 110, width: 256, height: 40), node: .dropZone(of: "fa"), depth: 1)
        #expect(throws: EngineError(.malformedTree, #"receiver "files" rows[1]: expected a hidden count ≥ 0, found container fa (collapsed, -3 hidden) at depth 0"#)) {
            try engine.setRows([r1, ListRow(source: "fa", frame: Rect(x: 10, y: 60, width: 280, height: 40), node: .container("fa", expanded: false, hidden: -3)), zone],
                               ofList: "files", into: &actions)
        }
        #expect(throws: EngineError(.malformedTree, #"receiver "files" rows[0]: expected a hidden count ≥ 0, found section work (collapsed, -1 hidden) at depth 0"#)) {
            try engine.setRows([ListRow(source: nil, frame: Rect(x: 10, y: 10, width: 280, height: 40), node: .section("work", expanded: false, hidden: -1))],
                               ofList: "files", into: &actions)
        }
        #expect(engine.place(ofSource: "r1") == nil) // no rows were set
    }
}
