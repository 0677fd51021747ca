import DropGeometry
import TestSupport
import Testing
@testable import DropEngine

/// Many pointers at once: the session table finds sessions by pointer and by held source, and
/// keeps the earliest deadline in a heap. Checked against a scan of the sessions after every input.
@Suite("Many pointers")
struct ManyPointersTests {
    @Test("the next deadline, the pointers in press order and who holds what equal a scan of the sessions, over 60 seeded runs of up to 40 fingers")
    func bookkeepingEqualsAScan() throws {
        for seed in 0..<60 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var engine = DragDispatcher()
            var actions: [DragAction] = []
            // Sources on a 10 × 10 grid, half long-press, half by distance; receivers with and without dwell over them.
            for i in 0..<100 {
                let frame = Rect(x: Double(i % 10) * 20, y: Double(i / 10) * 20, width: 16, height: 16)
                let activation: Activation = i % 2 == 0 ? .longPress(minimumDuration: .milliseconds(Int64(100 + i)), tolerance: 10) : .distance(4)
                try engine.register(DragSource(id: SourceID("s\(i)"), frame: frame, payload: Payload(kind: PayloadKind("k")), activation: activation))
            }
            for i in 0..<6 {
                let receiver = DropReceiver(id: ReceiverID("r\(i)"), frame: Rect(x: Double(i) * 40, y: 0, width: 60, height: 200),
                                            accepts: .accepts([PayloadKind("k")]), dwell: i % 2 == 0 ? .milliseconds(Int64(50 * (i + 1))) : nil)
                try engine.register(receiver, into: &actions)
            }
            var time: Int64 = 0
            var pressOrder: [PointerID] = []
            for step in 0..<400 {
                time += Int64.random(in: 0...80, using: &random)
                let pointer = PointerID(Int.random(in: 1...40, using: &random))
                let position = Point(x: Double.random(in: 0...200, using: &random).rounded(), y: Double.random(in: 0...200, using: &random).rounded())
                let event = PointerEvent(pointer: pointer, position: position, time: .milliseconds(time))
                let input: DragInput
                switch Int.random(in: 0..<20, using: &random) {
                case 0..<6: input = .pointerDown(event)
                case 6..<14: input = .pointerMove(event)
                case 14..<17: input = .pointerUp(event)
                case 17: input = .pointerCancel(event)
                case 18: input = .escape(at: .milliseconds(time))
                default: input = .tick(at: engine.nextDeadline ?? .milliseconds(time))
                }
                if case .tick(let at) = input { time = max(time, at.microseconds / 1_000) }
                actions.removeAll()
                engine.handle(input, into: &actions)
                // The model of press order: a pointer joins at the end when its press starts a session
                // (a second press of a pointer still down ends its first session).
                if case .pointerDown = input { pressOrder.removeAll { $0 == pointer } }
                pressOrder.removeAll { !engine.activePointers.contains($0) }
                for p in engine.activePointers where !pressOrder.contains(p) { pressOrder.append(p) }
                let sessions = Array(engine.sessions.all)
                let scanned = sessions.compactMap(\.deadline).min()
                #expect(engine.nextDeadline == scanned, "seed \(seed), step \(step): heap says \(String(describing: engine.nextDeadline)), a scan \(String(describing: scanned))")
                #expect(engine.activePointers == pressOrder, "seed \(seed), step \(step)")
                for session in sessions {
                    #expect(engine.sessions.holder(of: session.grip.source) == session.pointer, "seed \(seed), step \(step)")
                    #expect(engine.payload(of: session.pointer) == session.grip.payload, "seed \(seed), step \(step)")
                }
                #expect(engine.sessions.count == sessions.count, "seed \(seed), step \(step)")
                if engine.nextDeadline != scanned { return }
            }
        }
    }

    @Test("removing a held source after seventeen finished presses ends that press only, and the later finger keeps its own")
    func removingASourceWhileDeadSlotsPileUpEndsOnlyItsPress() throws {
        // Found by the engine fuzz target: the first session ended by the removal made the table
        // pack its slots while the removal was still walking them (an index out of range).
        var engine = DragDispatcher()
        var actions: [DragAction] = []
        for (id, x) in [("a", 0.0), ("b", 100), ("c", 200)] {
            try engine.register(DragSource(id: SourceID(id), frame: Rect(x: x, y: 0, width: 50, height: 50), payload: Payload(kind: PayloadKind("k")),
                                           activation: .longPress(minimumDuration: .milliseconds(500), tolerance: 10)))
        }
        func event(_ pointer: Int, _ x: Double, _ ms: Int64) -> PointerEvent {
            PointerEvent(pointer: PointerID(pointer), position: Point(x: x, y: 10), time: .milliseconds(ms))
        }
        engine.handle(.pointerDown(event(1, 10, 0)), into: &actions)
        for ms in 1...17 as ClosedRange<Int64> {
            engine.handle(.pointerDown(event(2, 210, ms)), into: &actions)
            engine.handle(.pointerUp(event(2, 210, ms)), into: &actions)
        }
        engine.handle(.pointerDown(event(3, 110, 20)), into: &actions)
        actions.removeAll()
        try engine.unregisterSource(SourceID("a"), into: &actions)
        #expect(actions.map(String.init(describing:)) == ["p1 press on a ended: sourceRemoved"])
        #expect(engine.activePointers == [PointerID(3)])
        #expect(engine.sessions.holder(of: SourceID("b")) == PointerID(3))
    }
}

/// Setting a list's rows looks again only at the drags the rows can reach.
@Suite("Rows set under many drags")
struct RowsSetUnderManyDragsTests {
    @Test("after each of a list's rows are set, looking again at every drag changes nothing (only the drags over it look): 100 seeded runs of up to 12 fingers dragging over three lists, a sticky child, a receiver above and one found by its centre")
    func settingRowsLeavesNoDragToLookAtAgain() throws {
        for seed in 0..<100 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var engine = DragDispatcher()
            var actions: [DragAction] = []
            let task = PayloadKind("task")
            for i in 0..<40 {
                try engine.register(DragSource(id: SourceID("s\(i)"), frame: Rect(x: Double(i % 8) * 40, y: 400 + Double(i / 8) * 20, width: 30, height: 16),
                                               payload: Payload(kind: task), activation: .distance(4)))
            }
            let lists: [(ReceiverID, Rect)] = [("left", Rect(x: 0, y: 0, width: 150, height: 380)),
                                               ("middle", Rect(x: 120, y: 0, width: 150, height: 380)),
                                               ("right", Rect(x: 300, y: 100, width: 40, height: 40))]
            for (i, (id, frame)) in lists.enumerated() {
                try engine.register(DropReceiver(id: id, frame: frame, accepts: .accepts([task]), placement: .amongRows,
                                                 collision: i == 2 ? .closestCenter(radius: 60) : .pointer), into: &actions)
            }
            try engine.register(DropReceiver(id: "child", frame: Rect(x: 20, y: 20, width: 60, height: 60), accepts: .accepts([task]),
                                             parent: "left"), into: &actions)
            try engine.register(DropReceiver(id: "above", frame: Rect(x: 100, y: 150, width: 80, height: 80), z: 1,
                                             accepts: .accepts([PayloadKind("other")])), into: &actions)
            var time: Int64 = 0
            for step in 0..<300 {
                time += Int64.random(in: 0...30, using: &random)
                if Int.random(in: 0..<4, using: &random) == 0 {
                    let (id, frame) = lists[Int.random(in: 0..<2, using: &random)]
                    let count = Int.random(in: 0...8, using: &random)
                    let pitch = Double.random(in: 20...50, using: &random).rounded()
                    let rows = (0..<count).map { r in
                        ListRow(source: SourceID("s\(r * 5)"), frame: Rect(x: frame.minX + 5, y: frame.minY + 5 + pitch * Double(r), width: 140, height: pitch - 4))
                    }
                    actions.removeAll()
                    try engine.setRows(rows, ofList: id, into: &actions)
                    var again: [DragAction] = []
                    engine.refreshTargets(into: &again)
                    #expect(again == [], "seed \(seed), step \(step): rows of \(id) set; a look at every drag found \(again)")
                    if !again.isEmpty { return }
                    continue
                }
                let pointer = PointerID(Int.random(in: 1...12, using: &random))
                let position = Point(x: Double.random(in: 0...340, using: &random).rounded(), y: Double.random(in: 0...500, using: &random).rounded())
                let event = PointerEvent(pointer: pointer, position: position, time: .milliseconds(time))
                let input: DragInput = switch Int.random(in: 0..<10, using: &random) {
                case 0, 1: .pointerDown(event)
                case 2..<8: .pointerMove(event)
                case 8: .pointerUp(event)
                default: .pointerCancel(event)
                }
                actions.removeAll()
                engine.handle(input, into: &actions)
            }
        }
    }
}
