import DropGeometry
import TestSupport
import Testing
@testable import DropEngine

/// Scrolling a list's rows by an offset (``DragDispatcher/scrollRows(ofList:to:into:)``): the
/// rows kept as set, each read moved up by the offset, against the rows given again at their
/// moved frames.
@Suite("Scrolling a list's rows")
struct ScrollRowsTests {
    static let card = PayloadKind("card")

    static func rows(_ frames: [Rect]) -> [ListRow] {
        frames.indices.map { ListRow(source: SourceID("r\($0)"), frame: frames[$0]) }
    }

    static func moved(_ frames: [Rect], by offset: Double) -> [Rect] {
        frames.map { frame in
            var frame = frame
            frame.origin.y -= offset
            return frame
        }
    }

    static func engine(rows: [ListRow], offset: Double, hysteresis: Double) throws -> DragDispatcher {
        var engine = DragDispatcher()
        var actions: [DragAction] = []
        try engine.register(DragSource(id: "card", frame: Rect(x: 400, y: 0, width: 40, height: 40), payload: Payload(kind: card),
                                       activation: .immediate))
        try engine.register(DragSource(id: "key", frame: Rect(x: 400, y: 100, width: 40, height: 40), payload: Payload(kind: card)))
        try engine.register(DropReceiver(id: "list", frame: Rect(x: 0, y: 0, width: 200, height: 300), accepts: .accepts([card]),
                                         placement: .amongRows, slotHysteresis: hysteresis), into: &actions)
        try engine.setRows(rows, ofList: "list", scrolledBy: offset, into: &actions)
        return engine
    }

    @Test("a drag resting over the list is told its new slot when the list scrolls under it, as moving the rows there tells it")
    func scrollingUnderADragReportsTheNewSlot() throws {
        let frames = (0..<4).map { Rect(x: 0, y: 50 * Double($0), width: 200, height: 40) }
        var scrolled = try Self.engine(rows: Self.rows(frames), offset: 0, hysteresis: 0)
        _ = scrolled.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 420, y: 20), time: .milliseconds(0))))
        #expect(scrolled.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 100, y: 80), time: .milliseconds(10)))).last
                == .entered(1, location: .among("list", parent: nil, index: 2, depth: 0), verdict: .accepts))
        var moved = scrolled
        var actions: [DragAction] = []
        try scrolled.scrollRows(ofList: "list", to: 60, into: &actions)
        #expect(actions == [.movedWithin(1, location: .among("list", parent: nil, index: 3, depth: 0), verdict: .accepts)])
        var movedActions: [DragAction] = []
        try moved.moveRows(to: Self.moved(frames, by: 60), ofList: "list", into: &movedActions)
        #expect(movedActions == actions)
        #expect(scrolled.hover(of: 1)! == moved.hover(of: 1)!)
    }

    /// The layout of list `id` in `engine`'s receivers, read without keeping a reference to it.
    static func layoutIdentity(of id: ReceiverID, in engine: DragDispatcher) -> (ObjectIdentifier, offset: Double) {
        let layout = engine.receivers.records.slots[Int(engine.receivers.handles[id]!.rawValue)]!.layout!
        return (ObjectIdentifier(layout), layout.offset)
    }

    @Test("a scroll of rows nothing else holds moves them in place: the list keeps its layout, at the new offset (an auto-scroll step allocates none)")
    func scrollingRowsNothingElseHoldsKeepsTheLayout() throws {
        let frames = (0..<4).map { Rect(x: 0, y: 50 * Double($0), width: 200, height: 40) }
        var engine = try Self.engine(rows: Self.rows(frames), offset: 0, hysteresis: 0)
        _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 420, y: 20), time: .milliseconds(0))))
        _ = engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 100, y: 80), time: .milliseconds(10))))
        let before = Self.layoutIdentity(of: "list", in: engine)
        var actions: [DragAction] = []
        // Compared after each scroll: a layout made anew while the old one still lives has another
        // address; compared only at the end, a third could take the freed first one's.
        try engine.scrollRows(ofList: "list", to: 60, into: &actions)
        #expect(Self.layoutIdentity(of: "list", in: engine).0 == before.0)
        try engine.scrollRows(ofList: "list", to: 70, into: &actions)
        let after = Self.layoutIdentity(of: "list", in: engine)
        #expect(after.0 == before.0)
        #expect((before.offset, after.offset) == (0, 70))
        #expect(actions == [.movedWithin(1, location: .among("list", parent: nil, index: 3, depth: 0), verdict: .accepts)])
    }

    @Test("a copy of the engine keeps its rows where they were when the other copy scrolls them: the rows are shared, the offset is not")
    func aCopyKeepsItsOffsetWhenTheOtherScrolls() throws {
        let frames = (0..<4).map { Rect(x: 0, y: 50 * Double($0), width: 200, height: 40) }
        let original = try Self.engine(rows: Self.rows(frames), offset: 0, hysteresis: 0)
        var copy = original
        var actions: [DragAction] = []
        try copy.scrollRows(ofList: "list", to: 60, into: &actions)
        #expect(Self.layoutIdentity(of: "list", in: original).offset == 0)
        #expect(Self.layoutIdentity(of: "list", in: copy).offset == 60)
        #expect(original.receivers.records.slots[Int(original.receivers.handles["list"]!.rawValue)]!.layout!.frame(ofRow: 1)
                == Rect(x: 0, y: 50, width: 200, height: 40))
        #expect(copy.receivers.records.slots[Int(copy.receivers.handles["list"]!.rawValue)]!.layout!.frame(ofRow: 1)
                == Rect(x: 0, y: -10, width: 200, height: 40))
    }

    @Test("an offset that is not finite, a list without rows and an unknown receiver are refused, and nothing moves")
    func badScrollsAreRefused() throws {
        var engine = try Self.engine(rows: Self.rows([Rect(x: 0, y: 0, width: 200, height: 40)]), offset: 0, hysteresis: 0)
        var actions: [DragAction] = []
        #expect(throws: EngineError(.invalidGeometry, "receiver \"list\" rows: expected a finite scroll offset, found nan")) {
            try engine.scrollRows(ofList: "list", to: .nan, into: &actions)
        }
        #expect(throws: EngineError(.invalidGeometry, "receiver \"list\" rows: expected a finite scroll offset, found inf")) {
            try engine.setRows([], ofList: "list", scrolledBy: .infinity, into: &actions)
        }
        try engine.register(DropReceiver(id: "bare", frame: Rect(x: 0, y: 400, width: 200, height: 100), accepts: .accepts([Self.card]),
                                         placement: .amongRows), into: &actions)
        #expect(throws: EngineError(.notAList, "receiver \"bare\": rows can only be scrolled on a receiver whose rows were set")) {
            try engine.scrollRows(ofList: "bare", to: 10, into: &actions)
        }
        #expect(throws: EngineError(.unknownReceiver, "receiver \"nowhere\": no receiver with this id is registered")) {
            try engine.scrollRows(ofList: "nowhere", to: 10, into: &actions)
        }
        #expect(actions.isEmpty)
        _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 420, y: 20), time: .milliseconds(0))))
        #expect(engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 100, y: 30), time: .milliseconds(10)))).last
                == .entered(1, location: .among("list", parent: nil, index: 1, depth: 0), verdict: .accepts))
    }

    @Test("rows set again without an offset keep the list's scroll: a drag over it keeps its slot until the list scrolls back")
    func rowsSetAgainKeepTheScroll() throws {
        let frames = (0..<4).map { Rect(x: 0, y: 50 * Double($0), width: 200, height: 40) }
        var engine = try Self.engine(rows: Self.rows(frames), offset: 0, hysteresis: 0)
        var actions: [DragAction] = []
        try engine.scrollRows(ofList: "list", to: 60, into: &actions)
        _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 420, y: 20), time: .milliseconds(0))))
        #expect(engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 100, y: 30), time: .milliseconds(10)))).last
                == .entered(1, location: .among("list", parent: nil, index: 2, depth: 0), verdict: .accepts))
        try engine.setRows(Self.rows(frames), ofList: "list", into: &actions)
        #expect(actions == [])
        try engine.setRows(Self.rows(frames), ofList: "list", scrolledBy: 0, into: &actions)
        #expect(actions == [.movedWithin(1, location: .among("list", parent: nil, index: 1, depth: 0), verdict: .accepts)])
    }

    @Test("an offset that would move a row out of finite numbers is refused, by setRows and by scrollRows")
    func offsetsBeyondFiniteRowsAreRefused() throws {
        let far = [ListRow(source: "r0", frame: Rect(x: 0, y: -1e308, width: 200, height: 40))]
        var engine = try Self.engine(rows: far, offset: 0, hysteresis: 0)
        var actions: [DragAction] = []
        #expect(throws: EngineError(.invalidGeometry,
            "receiver \"list\" rows: expected a scroll offset that leaves the rows (y -1e+308 to -1e+308) at finite places, found 1e+308")) {
            try engine.scrollRows(ofList: "list", to: 1e308, into: &actions)
        }
        #expect(throws: EngineError(.invalidGeometry,
            "receiver \"list\" rows: expected a scroll offset that leaves the rows (y -1e+308 to -1e+308) at finite places, found 1e+308")) {
            try engine.setRows(far, ofList: "list", scrolledBy: 1e308, into: &actions)
        }
        try engine.scrollRows(ofList: "list", to: -1e308, into: &actions)
        #expect(actions.isEmpty)
    }

    @Test("scrolled by offsets, rows answer as the same rows given at their moved frames: the actions of scrolls, pointer moves and keys, hovers, previews and the keyboard's position, with and without hysteresis: 300 seeded runs")
    func scrolledRowsAnswerAsMovedRows() throws {
        var compared = 0
        defer { #expect(compared > 20_000, "only \(compared) steps compared") }
        for seed in UInt64(0)..<300 {
            var rng = SeededGenerator(seed: seed)
            let count = Int.random(in: 0...30, using: &rng)
            let pitch = rng.double(in: 20...70)
            let height = rng.double(in: 5...pitch)
            let top = rng.double(in: -200...200)
            let frames = (0..<count).map { Rect(x: rng.double(in: 0...20), y: top + pitch * Double($0), width: 180, height: height) }
            let hysteresis = Bool.random(using: &rng) ? 0 : rng.double(in: 1...30)
            var offset = rng.double(in: -300...300)
            var scrolled = try Self.engine(rows: Self.rows(frames), offset: offset, hysteresis: hysteresis)
            var moved = try Self.engine(rows: Self.rows(Self.moved(frames, by: offset)), offset: 0, hysteresis: hysteresis)
            var log = ["\(count) rows, pitch \(pitch), height \(height), top \(top), hysteresis \(hysteresis), offset \(offset)"]
            func same(_ a: [DragAction], _ b: [DragAction], _ what: String) -> Bool {
                log.append("\(what): \(a)")
                #expect(a == b, "seed \(seed):\n\(log.joined(separator: "\n"))\nmoved rows: \(b)")
                return a == b
            }
            var time = Int64(0)
            for input in [DragInput.pointerDown(PointerEvent(pointer: 1, position: Point(x: 420, y: 20), time: .milliseconds(0))),
                          .key(.focus("key"), at: .milliseconds(0)), .key(.pickUp, at: .milliseconds(0))] {
                guard same(scrolled.handle(input), moved.handle(input), "\(input)") else { return }
            }
            for _ in 0..<80 {
                time += 10
                switch Int.random(in: 0..<4, using: &rng) {
                case 0:
                    offset = Bool.random(using: &rng) ? offset + rng.double(in: -60...60) : rng.double(in: -300...300)
                    var a: [DragAction] = [], b: [DragAction] = []
                    try scrolled.scrollRows(ofList: "list", to: offset, into: &a)
                    try moved.moveRows(to: Self.moved(frames, by: offset), ofList: "list", into: &b)
                    guard same(a, b, "scrolled to \(offset)") else { return }
                case 1:
                    let key: KeyInput = Bool.random(using: &rng) ? .next : .previous
                    guard same(scrolled.handle(.key(key, at: .milliseconds(time))), moved.handle(.key(key, at: .milliseconds(time))), "\(key)") else { return }
                default:
                    let point = Point(x: rng.double(in: -20...220), y: rng.double(in: -40...340))
                    let input = DragInput.pointerMove(PointerEvent(pointer: 1, position: point, time: .milliseconds(time)))
                    guard same(scrolled.handle(input), moved.handle(input), "moved to \(point)") else { return }
                }
                let keyboardPosition = { (engine: DragDispatcher) in engine.sessionIndex(.keyboard).flatMap { engine.sessions[$0].position } }
                let agree = scrolled.hover(of: 1).map(String.init(describing:)) == moved.hover(of: 1).map(String.init(describing:))
                    && scrolled.hover(of: .keyboard).map(String.init(describing:)) == moved.hover(of: .keyboard).map(String.init(describing:))
                    && scrolled.preview(for: 1) == moved.preview(for: 1)
                    && keyboardPosition(scrolled) == keyboardPosition(moved)
                #expect(agree, "seed \(seed):\n\(log.joined(separator: "\n"))")
                guard agree else { return }
                compared += 1
            }
        }
    }
}
