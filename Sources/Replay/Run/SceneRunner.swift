import DropEngine
import DropGeometry
import TaskModel

/// A scene come to life: the dispatcher with the scene's receivers and sources, the task
/// board, and the rows of each list laid out from the board's current order.
///
/// ```swift
/// var runner = try SceneRunner(scene: .todo)
/// var events: [ReplayEvent] = []
/// runner.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), line: 1, into: &events)
/// ```
/// After every applied action the rows are laid out again, so a row is where a renderer draws it.
public struct SceneRunner: Sendable {
    public let scene: Scene
    public private(set) var engine: DragDispatcher
    public private(set) var board: TaskBoard
    /// The row sources registered for each list receiver, top to bottom.
    private var rowSources: [ReceiverID: [TaskID]] = [:]
    private var actions: [DragAction] = []

    public init(scene: Scene, board: TaskBoard? = nil, reduceMotion: Bool = false) throws(InputError) {
        self.scene = scene
        engine = DragDispatcher(configuration: .init(reduceMotion: reduceMotion))
        if let board {
            self.board = board
        } else {
            var fresh = TaskBoard(lists: scene.lists.map(\.id), schedules: scene.schedules)
            for list in scene.lists {
                for task in list.tasks {
                    do { try fresh.append(id: task.id, title: task.title, to: list.id) } catch {
                        throw InputError(file: scene.name, location: .path("lists"), expected: "tasks that fit the board", found: error.description)
                    }
                }
            }
            self.board = fresh
        }
        do {
            for receiver in scene.receivers {
                try engine.register(DropReceiver(id: receiver.id, frame: receiver.frame, role: receiver.role, z: receiver.z,
                                                 isEnabled: receiver.isEnabled, accepts: .accepts(receiver.accepts)))
            }
            for source in scene.sources {
                try engine.register(DragSource(id: source.id, frame: source.frame, z: source.z,
                                               payload: Payload(kind: source.payload), activation: source.activation))
            }
        } catch {
            throw InputError(file: scene.name, location: .path("receivers"), expected: "receivers and sources the engine takes", found: error.description)
        }
        // Scene files are held to the limit when decoded; a scene built in code is checked here,
        // so that no row a list lays out, however long it grows, can reach infinity.
        for (i, receiver) in scene.receivers.enumerated() {
            guard let rows = receiver.rows else { continue }
            let limit = Scene.coordinateLimit
            guard abs(rows.pitch) <= limit, abs(rows.first.minY) <= limit, rows.first.height <= limit else {
                throw InputError(file: scene.name, location: .path("receivers[\(i)].rows"),
                                 expected: "y, height and pitch within ±\(JSONValue.format(limit)) points",
                                 found: "y \(JSONValue.format(rows.first.minY)), height \(JSONValue.format(rows.first.height)), pitch \(JSONValue.format(rows.pitch))")
            }
        }
        var ignored: [ReplayEvent] = []
        layOutRows(time: Instant(microseconds: 0), line: 0, into: &ignored)
    }

    /// The open tasks of a list receiver with their row frames, top to bottom.
    public func rows(of receiver: Scene.Receiver) -> [(task: TaskItem, frame: Rect)] {
        guard case .list(let list) = receiver.role, let layout = receiver.rows else { return [] }
        return board.openTasks(in: list).enumerated().map { ($1, layout.frame(ofRow: $0)) }
    }

    /// Handles one input: engine actions, then the board's answer to each drop, then the rows
    /// laid out again if the board changed.
    public mutating func handle(_ input: DragInput, line: Int, explain: Bool = false, into events: inout [ReplayEvent]) {
        let payloadBefore = input.event.flatMap { engine.drag(of: $0.pointer)?.payload }
        actions.removeAll(keepingCapacity: true)
        engine.handle(input, into: &actions)
        let first = events.count
        var changed = false
        for action in actions {
            events.append(ReplayEvent(time: input.time, line: line, kind: .engine(action)))
            guard case .dropped(_, let intent, _) = action else { continue }
            let taskAction: TaskAction
            do {
                taskAction = try TaskAction(intent: intent, on: board, at: scene.clock?.dropTime(at: input.time))
            } catch {
                events.append(ReplayEvent(time: input.time, line: line, kind: .refused(error, intent: intent)))
                continue
            }
            switch board.apply(taskAction) {
            case .applied(let changes):
                events.append(ReplayEvent(time: input.time, line: line, kind: .applied(taskAction, changes: changes)))
                changed = changed || !changes.isEmpty
            case .rejected(let rejection):
                events.append(ReplayEvent(time: input.time, line: line, kind: .refused(rejection, intent: intent)))
            }
        }
        if explain, first < events.count, let event = input.event {
            let payload = payloadBefore ?? actions.lazy.compactMap(\.startedPayload).first
            if let payload { events[first].explanation = engine.explain(at: event.position, payload: payload) }
        }
        if changed { layOutRows(time: input.time, line: line, into: &events) }
    }

    /// Registers, moves and removes row sources so each open task's row is where its list
    /// draws it, and tells each list receiver its rows.
    private mutating func layOutRows(time: Instant, line: Int, into events: inout [ReplayEvent]) {
        var caused: [DragAction] = []
        for receiver in scene.receivers {
            guard case .list = receiver.role, let layout = receiver.rows else { continue }
            let rows = self.rows(of: receiver)
            let wanted = Set(rows.map(\.task.id))
            do {
                for id in rowSources[receiver.id] ?? [] where !wanted.contains(id) {
                    caused += try engine.unregisterSource(SourceID(id.rawValue))
                }
                let existing = Set(rowSources[receiver.id] ?? [])
                for (task, frame) in rows {
                    let source = SourceID(task.id.rawValue)
                    if existing.contains(task.id) {
                        try engine.setFrame(frame, ofSource: source)
                    } else {
                        try engine.register(DragSource(id: source, frame: frame, z: layout.z,
                                                       payload: task.payload, activation: layout.activation))
                    }
                }
                rowSources[receiver.id] = rows.map(\.task.id)
                caused += try engine.setRows(rows.map { ListRow(source: SourceID($0.task.id.rawValue), frame: $0.frame) },
                                             ofList: receiver.id)
            } catch {
                preconditionFailure("laying out rows of \(receiver.id): \(error)") // ids and frames were validated
            }
        }
        events += caused.map { ReplayEvent(time: time, line: line, kind: .engine($0)) }
    }
}

extension DragAction {
    var startedPayload: Payload? {
        if case .dragStarted(_, _, let payload, _, _) = self { payload } else { nil }
    }
}
