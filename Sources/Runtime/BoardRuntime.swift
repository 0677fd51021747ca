import DropEngine
import DropGeometry
import TaskModel
import TaskStore

/// One runtime for every driver — replay, `check`, the terminal demo, embedding apps: a
/// dispatcher with a scene's receivers and sources, a board (in memory, or a ``TaskStore``
/// shared with other processes), and each list's rows laid out as drag sources.
///
/// ```swift
/// var runtime = try BoardRuntime(scene: .todo)
/// var events: [RuntimeEvent] = []
/// try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
/// try runtime.handle(.tick(at: runtime.nextDeadline!), into: &events)   // the long-press lifts "Buy milk"
/// try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 600, y: 150), time: .milliseconds(800))), into: &events)
/// runtime.board.completed.map(\.title)                                  // ["Buy milk"]
/// ```
///
/// Each drop's action is applied when the drop happens: `applied` is appended only after the
/// board — and the store, when there is one — has committed it. With a store, the action is
/// decided from the store's state inside its write transaction, so another process's changes
/// are seen and nothing is lost. After every change the rows are laid out again, so a row is
/// where a renderer draws it.
///
/// Not `Sendable` when it holds a store (one SQLite connection, one thread).
public struct BoardRuntime {
    public let scene: Scene
    public private(set) var engine: DragDispatcher
    private var memoryBoard: TaskBoard
    /// The board of record when set; `memoryBoard` otherwise.
    public let store: TaskStore?
    /// Each list receiver's role, by receiver, for turning drops into task actions.
    private let roles: [ReceiverID: TaskRole]
    /// The row sources registered for each list receiver, top to bottom.
    private var rowSources: [ReceiverID: [TaskID]] = [:]
    private var actions: [DragAction] = []

    /// Brings `scene` to life with a fresh board of its lists and tasks, or on `store` (whose
    /// board it keeps: create the store from the scene first, see ``TaskStore/appendInitial(_:)``).
    /// - Throws: ``InputError`` when the scene cannot be laid out: a row of a task would have the
    ///   id of another source, or the engine refuses a receiver.
    public init(scene: Scene, store: TaskStore? = nil, board: TaskBoard? = nil, reduceMotion: Bool = false) throws(InputError) {
        self.scene = scene
        self.store = store
        engine = DragDispatcher(configuration: .init(reduceMotion: reduceMotion))
        if let board {
            memoryBoard = board
        } else {
            var fresh = TaskBoard(lists: scene.lists.map(\.id), schedules: scene.schedules)
            for list in scene.lists {
                for task in list.tasks {
                    do { try fresh.append(id: task.id, title: task.title, to: list.id) } catch {
                        throw InputError(file: scene.name, location: .path("lists"), expected: "tasks that fit the board", found: error.description)
                    }
                }
            }
            memoryBoard = fresh
        }
        var roles: [ReceiverID: TaskRole] = [:]
        var ignored: [DragAction] = []
        do {
            for receiver in scene.receivers {
                roles[receiver.id] = receiver.role
                try engine.register(DropReceiver(id: receiver.id, frame: receiver.frame, tag: receiver.role.description, z: receiver.z,
                                                 isEnabled: receiver.isEnabled, accepts: .accepts(receiver.accepts),
                                                 placement: receiver.role.placement, cues: .seed001), into: &ignored)
            }
            for source in scene.sources {
                try engine.register(DragSource(id: source.id, frame: source.frame, z: source.z,
                                               payload: Payload(kind: source.payload), activation: source.activation, cues: .seed001))
            }
        } catch {
            throw InputError(file: scene.name, location: .path("receivers"), expected: "receivers and sources the engine takes", found: error.description)
        }
        self.roles = roles
        try Self.checkRowLayouts(of: scene)
        // Add New names its tasks new-1, new-2, …: a source with such an id would collide with a
        // task's row the moment the task is added, after the drop was committed.
        if let (i, source) = scene.sources.enumerated().first(where: { TaskBoard.isMintedID(TaskID($0.1.id.rawValue)) }) {
            throw InputError(file: scene.name, location: .path("sources[\(i)].id"),
                             expected: "a source id not of the form new-N (Add New gives new tasks those ids)", found: "\"\(source.id)\"")
        }
        var none: [RuntimeEvent] = []
        try layOutRows(time: Instant(microseconds: 0), line: 0, into: &none)
    }

    /// The board now: the store's committed state, or the in-memory board.
    public var board: TaskBoard { store?.board ?? memoryBoard }

    /// The earliest instant the engine waits for (a long-press, a dwell): feed a tick then.
    public var nextDeadline: Instant? { engine.nextDeadline }

    /// The open tasks of a list receiver with their row frames, top to bottom.
    public func rows(of receiver: Scene.Receiver) -> [(task: TaskItem, frame: Rect)] {
        guard case .list(let list) = receiver.role, let layout = receiver.rows else { return [] }
        return board.openTasks(in: list).enumerated().map { ($1, layout.frame(ofRow: $0)) }
    }

    /// Handles one input: the engine's actions, then each drop applied to the board (and
    /// committed to the store) as it happens, then the rows laid out again if the board changed.
    ///
    /// - Parameters:
    ///   - line: the caller's number for the input, carried into its events (a trace's line).
    ///   - explain: attach to the input's first event the receivers under the pointer and their verdicts.
    /// - Throws: ``RuntimeError/store(_:)`` when the store cannot commit a drop: the events before
    ///   it are in `events`, the drop is not applied, and nothing after it is handled.
    public mutating func handle(_ input: DragInput, line: Int = 0, explain: Bool = false, into events: inout [RuntimeEvent]) throws(RuntimeError) {
        let payloadBefore = explain ? input.event.flatMap { engine.payload(of: $0.pointer) } : nil
        actions.removeAll(keepingCapacity: true)
        engine.handle(input, into: &actions)
        let first = events.count
        let revision = store?.revision
        var changed = false
        for action in actions {
            events.append(RuntimeEvent(time: input.time, line: line, kind: .engine(action)))
            guard case .dropped(_, let intent, _) = action else { continue }
            changed = try apply(intent, at: input.time, line: line, into: &events) || changed
        }
        // A write reads what other processes committed first: their changes move rows too.
        changed = changed || store?.revision != revision
        if explain, first < events.count, let event = input.event {
            // What the pointer holds before the input (a drag, a press), else what the input picked up.
            if let payload = payloadBefore ?? engine.payload(of: event.pointer) ?? actions.lazy.compactMap(\.startedPayload).first {
                events[first].explanation = engine.explain(at: event.position, payload: payload)
            }
        }
        if changed {
            do { try layOutRows(time: input.time, line: line, into: &events) } catch { throw .layout(error) }
        }
    }

    /// Applies what a drop means; `true` when the board changed.
    private mutating func apply(_ intent: DropIntent, at time: Instant, line: Int, into events: inout [RuntimeEvent]) throws(RuntimeError) -> Bool {
        let meaning: DropMeaning
        do throws(DropRefusal) {
            guard let role = roles[intent.receiver] else { throw .customRole(intent.tag) }
            meaning = try DropMeaning(intent: intent, role: role)
        } catch {
            events.append(RuntimeEvent(time: time, line: line, kind: .refused(error, intent: intent)))
            return false
        }
        let dropTime = scene.clock?.dropTime(at: time)
        let outcome: TaskOutcome
        var action: TaskAction?
        if let store {
            do {
                outcome = try store.apply { board throws(TaskRejection) in
                    let resolved = try meaning.action(on: board, at: dropTime)
                    action = resolved
                    return resolved
                }
            } catch {
                throw .store(error)
            }
        } else {
            do {
                let resolved = try meaning.action(on: memoryBoard, at: dropTime)
                action = resolved
                outcome = memoryBoard.apply(resolved)
            } catch {
                outcome = .rejected(error)
            }
        }
        switch outcome {
        case .applied(let changes):
            events.append(RuntimeEvent(time: time, line: line, kind: .applied(action!, changes: changes)))
            return !changes.isEmpty
        case .rejected(let rejection):
            events.append(RuntimeEvent(time: time, line: line, kind: .refused(.board(rejection), intent: intent)))
            return false
        }
    }

    /// Reads what other processes committed to the store since this runtime last wrote or
    /// looked, and lays the rows out again if the board changed. Call it when other writers'
    /// changes should show between drops (every drop reads them first on its own).
    /// - Throws: ``RuntimeError/store(_:)`` when the store cannot be read.
    public mutating func refresh(at time: Instant, into events: inout [RuntimeEvent]) throws(RuntimeError) {
        guard let store else { return }
        let changed: Bool
        do { changed = try store.refresh() } catch { throw .store(error) }
        guard changed else { return }
        do { try layOutRows(time: time, line: 0, into: &events) } catch { throw .layout(error) }
    }

    /// Scene files are held to the coordinate limit when decoded; a scene built in code is checked
    /// here, so that no row a list lays out, however long it grows, can reach infinity. And each
    /// list is laid out by one receiver at most, since its rows are the sources of its tasks.
    private static func checkRowLayouts(of scene: Scene) throws(InputError) {
        var shown: [ListID: ReceiverID] = [:]
        for (i, receiver) in scene.receivers.enumerated() {
            guard let rows = receiver.rows, case .list(let list) = receiver.role else { continue }
            let limit = Scene.coordinateLimit
            guard abs(rows.pitch) <= limit, abs(rows.first.minY) <= limit, rows.first.height <= limit else {
                throw InputError(file: scene.name, location: .path("receivers[\(i)].rows"),
                                 expected: "y, height and pitch within ±\(JSONValue.format(limit)) points",
                                 found: "y \(JSONValue.format(rows.first.minY)), height \(JSONValue.format(rows.first.height)), pitch \(JSONValue.format(rows.pitch))")
            }
            if let other = shown[list] {
                throw InputError(file: scene.name, location: .path("receivers[\(i)].rows"),
                                 expected: "rows of a list no other receiver lays out (a task's row is its drag source)",
                                 found: "list \"\(list)\", whose rows receiver \"\(other)\" already lays out")
            }
            shown[list] = receiver.id
        }
    }

    /// Registers, moves and removes row sources so each open task's row is where its list
    /// draws it, and tells each list receiver its rows.
    /// - Throws: when a task's id is the id of one of the scene's other sources (`add`).
    private mutating func layOutRows(time: Instant, line: Int, into events: inout [RuntimeEvent]) throws(InputError) {
        var caused: [DragAction] = []
        for (i, receiver) in scene.receivers.enumerated() {
            guard case .list = receiver.role, let layout = receiver.rows else { continue }
            let rows = self.rows(of: receiver)
            let wanted = Set(rows.map(\.task.id))
            let existing = Set(rowSources[receiver.id] ?? [])
            do {
                for id in rowSources[receiver.id] ?? [] where !wanted.contains(id) {
                    try engine.unregisterSource(SourceID(id.rawValue), into: &caused)
                }
                for (task, frame) in rows {
                    let source = SourceID(task.id.rawValue)
                    if existing.contains(task.id) {
                        try engine.setFrame(frame, ofSource: source)
                    } else {
                        try engine.register(DragSource(id: source, frame: frame, z: layout.z, payload: task.payload,
                                                       activation: layout.activation, cues: .seed001))
                    }
                }
                rowSources[receiver.id] = rows.map(\.task.id)
                try engine.setRows(rows.map { ListRow(source: SourceID($0.task.id.rawValue), frame: $0.frame) },
                                   ofList: receiver.id, into: &caused)
            } catch {
                throw InputError(file: scene.name, location: .path("receivers[\(i)].rows"),
                                 expected: "task rows whose ids no other source of the scene uses", found: error.description)
            }
        }
        events += caused.map { RuntimeEvent(time: time, line: line, kind: .engine($0)) }
    }
}

/// Why a runtime stopped: the store could not commit a drop, or the board could not be laid out.
public enum RuntimeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The store refused to commit (read-only, full, locked, gone); the drop was not applied.
    case store(StoreError)
    /// A task's row could not become a drag source (its id is another source's).
    case layout(InputError)

    public var description: String {
        switch self {
        case .store(let error): error.description
        case .layout(let error): error.description
        }
    }
}

extension DragAction {
    var startedPayload: Payload? {
        if case .dragStarted(_, _, let payload, _, _) = self { payload } else { nil }
    }
}
