import DropEngine
import DropGeometry
import Testing

/// An input's time must leave room for the deadlines the engine adds to it: outside
/// `Instant.inputRange` it is rejected as a value, its time not taken, and nothing traps.
@Suite("Inputs at the ends of the clock")
struct EndOfClockTests {
    @Test("a tick at Instant.max is rejected as out of range and its time is not taken: the long-press due at 400 ms still fires at 400 ms (the tick was taken, and every later input was rejected as going backwards)")
    func aTickAtTheEndOfTimeLeavesTheClockAlone() throws {
        var board = try TodoFixture()
        _ = board.down(250, 92, at: 100)
        #expect(board.engine.handle(.tick(at: .max)) == [.inputRejected(nil, reason: .timeOutOfRange(.max))])
        #expect("\(DragAction.inputRejected(nil, reason: .timeOutOfRange(.max)))" == "input rejected: time 9223372036854775.807 ms is too near the end of the clock")
        #expect(board.engine.latestTime == .milliseconds(100))
        #expect(board.engine.nextDeadline == .milliseconds(400))
        #expect(board.tick(at: 400) == [.dragStarted(1, source: "t1", payload: TodoFixture.task(1), position: Point(250, 92), cues: .dragStart),
                                        .entered(1, location: .among(.list, index: 0), verdict: .accepts)])
        #expect(board.up(650, 150, at: 500).map(\.description).last == "p1 dropped task(t1) on complete — haptic: light, settle (spring, 200 ms)")
    }

    @Test("every kind of input outside Instant.inputRange, late or early, is rejected naming its time, and changes nothing: no press, no focus, no time")
    func everyInputOutsideTheRangeIsRejected() throws {
        var board = try TodoFixture()
        let late = Instant(microseconds: (1 << 62) + 1), early = Instant(microseconds: -(1 << 62) - 1)
        for time in [late, .max, early, .min] {
            let event = PointerEvent(pointer: 1, position: Point(250, 92), time: time)
            let inputs: [DragInput] = [.pointerDown(event), .pointerMove(event), .pointerUp(event), .pointerCancel(event),
                                       .escape(at: time), .tick(at: time), .key(.focus("t1"), at: time), .key(.pickUp, at: time)]
            for input in inputs {
                #expect(board.engine.handle(input) == [.inputRejected(input.event?.pointer, reason: .timeOutOfRange(time))], "\(input)")
            }
        }
        #expect(board.engine.latestTime == nil)
        #expect(board.engine.activePointers == [])
        #expect(board.engine.keyboardFocus == nil)
    }

    @Test("at the last instants of the range a long-press, a dwell and a drop run on exact deadlines, none clamped; a dwell longer than the clock is clamped to its end, never a trap")
    func theLastInstantsOfTheRangeWork() throws {
        var engine = DragDispatcher()
        var actions: [DragAction] = []
        try engine.register(DropReceiver(id: "bin", frame: Rect(x: 100, y: 0, width: 50, height: 50), accepts: .accepts(.task), dwell: .milliseconds(700)),
                            into: &actions)
        try engine.register(DropReceiver(id: "forever", frame: Rect(x: 200, y: 0, width: 50, height: 50), accepts: .accepts(.task),
                                         dwell: Interval(microseconds: .max)), into: &actions)
        try engine.register(DragSource(id: "s", frame: Rect(x: 0, y: 0, width: 10, height: 10), payload: Payload(kind: .task, objectID: "s")))
        let end = Instant.inputRange.upperBound
        func at(_ ms: Int64) -> Instant { Instant(microseconds: end.microseconds - 2_000_000 + ms * 1_000) } // 2 s before the end, and on
        func event(_ x: Double, _ ms: Int64) -> PointerEvent { PointerEvent(pointer: 1, position: Point(x, 5), time: at(ms)) }
        #expect(engine.handle(.pointerDown(event(5, 0))) == [.pressBegan(1, source: "s", deadline: at(300))])
        #expect(engine.handle(.tick(at: at(300))).map(\.description) == ["p1 drag started: s"])
        #expect(engine.handle(.pointerMove(event(125, 400))).map(\.description) == ["p1 over bin: accepts"])
        #expect(engine.nextDeadline == at(1_100))
        #expect(engine.handle(.tick(at: at(1_100))).map(\.description) == ["p1 rested over bin"])
        #expect(engine.handle(.pointerMove(event(225, 1_200))).map(\.description) == ["p1 left bin", "p1 over forever: accepts"])
        #expect(engine.nextDeadline == .max, "past the clock's end: clamped to it, and no input there fires it")
        #expect(engine.handle(.tick(at: end)) == [])
        #expect(engine.handle(.pointerUp(event(225, 2_000))).map(\.description) == ["p1 dropped task(s) on forever"])
        #expect(engine.latestTime == end)
    }
}
