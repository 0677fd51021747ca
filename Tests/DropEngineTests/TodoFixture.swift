import DropEngine
import DropGeometry

extension PayloadKind {
    static let task = PayloadKind("task")
    static let addNew = PayloadKind("addNew")
}

extension ReceiverID {
    static let list: ReceiverID = "list"
    static let complete: ReceiverID = "complete"
    static let trash: ReceiverID = "trash"
}

/// Seed 004's board in points (viewport 800 × 600): a list with rows t1…t5 that start a drag
/// by long-press, Complete and Trash that accept tasks, and an Add New button that starts a
/// drag after 4 points and which only the list accepts.
///
/// Row i spans y 70 + 50·i ..< 114 + 50·i; row centres are at y 92, 142, 192, 242, 292.
struct TodoFixture {
    var engine: DragDispatcher

    /// `swipe`: how the rows can be swiped sideways, if they can.
    init(reduceMotion: Bool = false, swipe: Swipe? = nil) throws {
        engine = DragDispatcher(configuration: .init(reduceMotion: reduceMotion))
        try engine.register(DropReceiver(id: .list, frame: Rect(x: 20, y: 60, width: 460, height: 520),
                                         role: .list("inbox"), accepts: .accepts(.task, .addNew)))
        try engine.register(DropReceiver(id: .complete, frame: Rect(x: 540, y: 80, width: 220, height: 140),
                                         role: .complete, accepts: .accepts(.task)))
        try engine.register(DropReceiver(id: .trash, frame: Rect(x: 540, y: 260, width: 220, height: 140),
                                         role: .trash, accepts: .accepts(.task)))
        var rows: [ListRow] = []
        for i in 0..<5 {
            let id = SourceID("t\(i + 1)")
            let frame = Rect(x: 30, y: 70 + 50 * Double(i), width: 440, height: 44)
            try engine.register(DragSource(id: id, frame: frame, z: 1, payload: Self.task(i + 1), activation: .longPress(),
                                           cues: .seed001, swipe: swipe))
            rows.append(ListRow(source: id, frame: frame))
        }
        try engine.setRows(rows, ofList: .list)
        try engine.register(DragSource(id: "add", frame: Rect(x: 540, y: 460, width: 220, height: 100),
                                       payload: Payload(kind: .addNew), activation: .distance(4), seed001: ()))
    }

    static func task(_ n: Int) -> Payload { Payload(kind: .task, objectID: "t\(n)") }

    mutating func down(_ x: Double, _ y: Double, at ms: Int64, pointer: PointerID = 1) -> [DragAction] {
        engine.handle(.pointerDown(PointerEvent(pointer: pointer, position: Point(x: x, y: y), time: .milliseconds(ms))))
    }

    mutating func move(_ x: Double, _ y: Double, at ms: Int64, pointer: PointerID = 1) -> [DragAction] {
        engine.handle(.pointerMove(PointerEvent(pointer: pointer, position: Point(x: x, y: y), time: .milliseconds(ms))))
    }

    mutating func up(_ x: Double, _ y: Double, at ms: Int64, pointer: PointerID = 1) -> [DragAction] {
        engine.handle(.pointerUp(PointerEvent(pointer: pointer, position: Point(x: x, y: y), time: .milliseconds(ms))))
    }

    mutating func cancel(_ x: Double, _ y: Double, at ms: Int64, pointer: PointerID = 1) -> [DragAction] {
        engine.handle(.pointerCancel(PointerEvent(pointer: pointer, position: Point(x: x, y: y), time: .milliseconds(ms))))
    }

    mutating func tick(at ms: Int64) -> [DragAction] {
        engine.handle(.tick(at: .milliseconds(ms)))
    }

    mutating func escape(at ms: Int64) -> [DragAction] {
        engine.handle(.escape(at: .milliseconds(ms)))
    }

    /// Highlights of list, Complete and Trash, in that order.
    var highlights: [Highlight] {
        [engine.highlight(of: .list), engine.highlight(of: .complete), engine.highlight(of: .trash)]
    }

    /// Long-presses row `n` at its centre at `ms` and lets the 300 ms pass.
    mutating func pickUpRow(_ n: Int, at ms: Int64 = 0, pointer: PointerID = 1) {
        _ = down(250, 92 + 50 * Double(n - 1), at: ms, pointer: pointer)
        _ = tick(at: ms + 300)
    }
}

extension Point {
    init(_ x: Double, _ y: Double) { self.init(x: x, y: y) }
}
