import DropGeometry
import DropEngine
import Testing

/// Moving a list's rows (a scroll): the same rows at new frames.
@Suite("Moving a list's rows")
struct MoveRowsTests {
    static func list() throws -> DragDispatcher {
        var engine = DragDispatcher()
        var actions: [DragAction] = []
        try engine.register(DragSource(id: "card", frame: Rect(x: 400, y: 0, width: 40, height: 40), payload: Payload(kind: PayloadKind("card")),
                                       activation: .immediate))
        try engine.register(DropReceiver(id: "list", frame: Rect(x: 0, y: 0, width: 200, height: 300), accepts: .accepts([PayloadKind("card")]),
                                         placement: .amongRows, slotHysteresis: 0), into: &actions)
        try engine.setRows((0..<4).map { ListRow(source: SourceID("r\($0)"), frame: Rect(x: 0, y: 50 * Double($0), width: 200, height: 40)) },
                           ofList: "list", into: &actions)
        return engine
    }

    @Test("a drag resting over the list is told its new slot when the rows move up under it, as setting the rows there would tell it")
    func movingRowsUnderADragReportsTheNewSlot() throws {
        var moved = try Self.list()
        _ = moved.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 420, y: 20), time: .milliseconds(0))))
        #expect(moved.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 100, y: 80), time: .milliseconds(10)))).last
                == .entered(1, location: .among("list", parent: nil, index: 2, depth: 0), verdict: .accepts))
        var set = moved
        var actions: [DragAction] = []
        let frames = (0..<4).map { Rect(x: 0, y: 50 * Double($0) - 60, width: 200, height: 40) }
        try moved.moveRows(to: frames, ofList: "list", into: &actions)
        #expect(actions == [.movedWithin(1, location: .among("list", parent: nil, index: 3, depth: 0), verdict: .accepts)])
        var setActions: [DragAction] = []
        try set.setRows(frames.indices.map { ListRow(source: SourceID("r\($0)"), frame: frames[$0]) }, ofList: "list", into: &setActions)
        #expect(setActions == actions)
        #expect(moved.hover(of: 1)! == set.hover(of: 1)!)
    }

    @Test("frames not one per row, or not top to bottom, are refused and the rows stay where they were")
    func badFramesAreRefused() throws {
        var engine = try Self.list()
        var actions: [DragAction] = []
        #expect(throws: EngineError(.invalidGeometry, "receiver \"list\": expected 4 row frames (one per row), found 1")) {
            try engine.moveRows(to: [Rect(x: 0, y: 0, width: 200, height: 40)], ofList: "list", into: &actions)
        }
        let swapped = [0, 2, 1, 3].map { Rect(x: 0, y: 50 * Double($0), width: 200, height: 40) }
        #expect(throws: EngineError(.rowsOutOfOrder, "receiver \"list\" rows[2]: expected rows top to bottom, found centre y 70.0 above the previous row's 120.0")) {
            try engine.moveRows(to: swapped, ofList: "list", into: &actions)
        }
        #expect(throws: EngineError(.unknownReceiver, "receiver \"nowhere\": no receiver with this id is registered")) {
            try engine.moveRows(to: [], ofList: "nowhere", into: &actions)
        }
        _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 420, y: 20), time: .milliseconds(0))))
        #expect(engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 100, y: 80), time: .milliseconds(10)))).last
                == .entered(1, location: .among("list", parent: nil, index: 2, depth: 0), verdict: .accepts))
    }
}
