import DropEngine
import DropGeometry
import Testing
import TaskModel

@Suite("README")
struct ReadmeExampleTests {
    /// The README's embedding example, line for line, with its printed lines collected.
    @Test("the README's embedding example completes Buy milk")
    func embeddingExample() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        var board = TaskBoard(lists: ["inbox"])
        try board.append(id: "t1", title: "Buy milk", to: "inbox")

        var engine = DragDispatcher()
        try engine.register(DropReceiver(id: "complete", frame: Rect(x: 540, y: 80, width: 220, height: 140),
                                         role: .complete, accepts: .accepts(.task)))
        try engine.register(DragSource(id: "t1", frame: Rect(x: 30, y: 70, width: 440, height: 44),
                                       payload: board.task("t1")!.payload, activation: .longPress()))

        var actions: [DragAction] = []
        func feed(_ input: DragInput) {
            actions.removeAll(keepingCapacity: true)     // reuse one buffer: moves allocate nothing
            engine.handle(input, into: &actions)
            for action in actions {
                switch action {
                case .dropped(_, let intent, _): print(board.apply(intent))
                case .cancelled(_, _, let reason, _): print("cancelled:", reason)
                default: break
                }
            }
        }
        feed(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 100, y: 90), time: .milliseconds(0))))
        feed(.tick(at: engine.nextDeadline!))                // 300 ms on: the long-press lifts the row
        feed(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 600, y: 150), time: .milliseconds(800))))
        print(board.completed.map(\.title))                  // ["Buy milk"]

        #expect(printed.count == 2)
        #expect(printed.last == "[\"Buy milk\"]")
        #expect(board.completed.map(\.title) == ["Buy milk"])
    }
}
