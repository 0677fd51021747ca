import Runtime
import DropEngine
import DropGeometry

/// Dispatches ticks into timed inputs: the state of each pointer (position, pressed buttons)
/// carries from tick to tick; the clock advances by each tick's duration.
struct TickBuilder {
    let scene: Scene
    let step: Interval
    let file: String
    private(set) var steps: [DragInput] = []
    private var now = Instant(microseconds: 0)
    private var positions: [PointerID: Point] = [:]
    private var pressed: [PointerID: Set<Int64>] = [:]
    /// The current tick's samples of moves with a duration, dispatched once the tick's other actions are.
    private var samples: [(time: Int64, order: Int, input: DragInput)] = []

    init(scene: Scene, step: Interval, file: String) {
        self.scene = scene
        self.step = step
        self.file = file
    }

    mutating func perform(tick actions: [(InputSource, JSONNode)]) throws(InputError) {
        var tickDuration: Int64 = 0
        for (_, action) in actions {
            let type = try action.required("type").string()
            if type == "pause" || type == "pointerMove", let node = try action.optional("duration") {
                let duration = try node.integer(in: WebDriverActions.durations)
                if duration > tickDuration {
                    tickDuration = duration
                    // Times only grow, so checking each tick's end keeps every time in range.
                    let end = now + .milliseconds(duration)
                    guard end <= Trace.latestTime else {
                        throw node.fail(expected: "a duration ending by \(Trace.latestTime.millisecondsText) ms, the latest a trace may reach",
                                        found: "\(duration), ending at \(end.millisecondsText) ms")
                    }
                }
            }
        }
        // Moves with a duration are sampled after every action of the tick is dispatched.
        samples.removeAll(keepingCapacity: true)
        for (order, (source, action)) in actions.enumerated() {
            guard case .pointer(let kind) = source.kind else {
                if case .key = source.kind, try action.required("type").string() == "keyDown",
                   try action.required("value").string() == WebDriverActions.escapeKey {
                    try append(.escape(at: now), for: action)
                }
                continue
            }
            let pointer = source.pointer
            let position = positions[pointer] ?? Point(x: 0, y: 0)
            func event(_ at: Point, _ time: Instant) -> PointerEvent {
                PointerEvent(pointer: pointer, kind: kind, position: at, time: time)
            }
            switch try action.required("type").string() {
            case "pointerDown":
                let button = try action.required("button").integer(in: 0...Int64.max)
                let wasUp = pressed[pointer, default: []].isEmpty
                guard pressed[pointer, default: []].insert(button).inserted, wasUp else { continue }
                try append(.pointerDown(event(position, now)), for: action)
            case "pointerUp":
                let button = try action.required("button").integer(in: 0...Int64.max)
                guard pressed[pointer]?.remove(button) != nil, pressed[pointer]!.isEmpty else { continue }
                try append(.pointerUp(event(position, now)), for: action)
            case "pointerCancel":
                pressed[pointer] = []
                try append(.pointerCancel(event(position, now)), for: action)
            case "pointerMove":
                let target = try moveTarget(action, from: position)
                let durationNode = try action.optional("duration")
                let duration = try durationNode?.integer(in: WebDriverActions.durations) ?? tickDuration
                positions[pointer] = target
                let count = Trace.sampleCount(duration: .milliseconds(duration), step: step)
                guard steps.count + samples.count + count <= Trace.inputLimit else {
                    throw (durationNode ?? action).fail(
                        expected: "at most \(Trace.inputLimit) inputs in a trace (a move with a duration adds one every \(step.microseconds / 1_000) ms)",
                        found: "\(duration) ms, which would make \(steps.count + samples.count + count)")
                }
                if duration == 0 {
                    if target != position { try append(.pointerMove(event(target, now)), for: action) }
                    continue
                }
                var last = position
                for (time, point) in NativeTraceParser.interpolate(from: position, to: target, start: now,
                                                                   duration: .milliseconds(duration), step: step) where point != last {
                    samples.append((time.microseconds, order, .pointerMove(event(point, time))))
                    last = point
                }
            default:
                continue // pause
            }
        }
        samples.sort { ($0.time, $0.order) < ($1.time, $1.order) }
        steps += samples.map(\.input)
        now = now + .milliseconds(tickDuration)
    }

    /// Appends one input of `action`, refusing it there when the trace (with this tick's pending
    /// samples) already holds ``Trace/inputLimit``.
    private mutating func append(_ input: DragInput, for action: JSONNode) throws(InputError) {
        guard steps.count + samples.count < Trace.inputLimit else {
            throw action.fail(expected: "at most \(Trace.inputLimit) inputs in a trace", found: "one more")
        }
        steps.append(input)
    }

    /// The spec's "get coordinates relative to an origin", then its bounds check.
    private func moveTarget(_ action: JSONNode, from position: Point) throws(InputError) -> Point {
        let x = try action.required("x").number(), y = try action.required("y").number()
        var target = Point(x: x, y: y)
        if let origin = try action.optional("origin") {
            switch origin.value {
            case .string("viewport"):
                break
            case .string("pointer"):
                target = Point(x: position.x + x, y: position.y + y)
            case .object:
                let center = try elementCenter(origin)
                target = Point(x: center.x + x, y: center.y + y)
            default:
                throw origin.fail(expected: "\"viewport\", \"pointer\" or an element reference {\"\(WebDriverActions.elementKey)\": id}")
            }
        }
        let size = scene.viewport
        guard target.x >= 0, target.x <= size.width, target.y >= 0, target.y <= size.height else {
            throw action.fail(expected: "a move target inside the viewport 0…\(JSONValue.format(size.width)) × 0…\(JSONValue.format(size.height))",
                              found: "\(target.text) (move target out of bounds)")
        }
        return target
    }

    /// The in-view centre of the receiver, source or row the reference names.
    private func elementCenter(_ origin: JSONNode) throws(InputError) -> Point {
        let members = try origin.members()
        guard members.count == 1, members[0].key == WebDriverActions.elementKey else {
            throw origin.fail(expected: "an element reference {\"\(WebDriverActions.elementKey)\": id}")
        }
        let idNode = try origin.required(WebDriverActions.elementKey)
        let id = try idNode.string()
        guard let frame = scene.elementFrame(named: id) else {
            throw idNode.fail(expected: "the id of a receiver, source or task row of scene \"\(scene.name)\" (no such element)")
        }
        let v = scene.viewport
        let left = max(0, min(frame.minX, frame.maxX)), right = min(v.width, max(frame.minX, frame.maxX))
        let top = max(0, min(frame.minY, frame.maxY)), bottom = min(v.height, max(frame.minY, frame.maxY))
        return Point(x: ((left + right) / 2).rounded(.down), y: ((top + bottom) / 2).rounded(.down))
    }
}

extension Scene {
    /// The frame of a receiver, a source, or a task row at its initial place.
    func elementFrame(named id: String) -> Rect? {
        if let receiver = receiver(ReceiverID(id)) { return receiver.frame }
        if let source = source(SourceID(id)) { return source.frame }
        for receiver in receivers {
            guard case .list(let listID) = receiver.role, let rows = receiver.rows, let list = list(listID) else { continue }
            if let row = list.tasks.firstIndex(where: { $0.id.rawValue == id }) { return rows.frame(ofRow: row) }
        }
        return nil
    }
}
