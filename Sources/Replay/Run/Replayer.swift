import DropEngine
import Runtime
import TaskModel
import TaskStore

/// Plays a trace through a ``BoardRuntime``, one step at a time, checking its expectations on the way.
///
/// ```swift
/// var replay = try Replayer(trace: trace, runtime: BoardRuntime(scene: .todo))
/// try replay.runToEnd { event in print(event) }   // each event as it happens
/// replay.failures   // [] when every expectation held
/// ```
/// Deadlines fire on time: when the engine waits for one (a long-press, a dwell) before the
/// next input, the replayer feeds a tick at exactly that instant, as an embedding app's timer would.
///
/// The replay streams: it takes its steps one at a time (from a ``NativeTraceStream``, a long
/// trace is never held whole), and of the events since the last block of `expect` lines it keeps
/// only what an event expectation reads (``EventWindow``): the distinct drops, refusals, drags
/// started, cancels, presses ended or refused and announcements, not every move of the run.
public struct Replayer {
    /// The trace's file, scene, warnings and what its steps hold.
    public let outline: TraceOutline
    /// The runtime the trace plays on: its board, rows and drags as the steps so far left them.
    public private(set) var runtime: BoardRuntime
    /// Expectations that did not hold, in trace order.
    public private(set) var failures: [ExpectationFailure] = []
    /// Whether each input's events carry the engine's explanation of what is under the pointer (`--explain`).
    public let explain: Bool
    /// Whether the trace names no scene (no scene line, no `--scene`) and so plays the built-in
    /// todo scene: a line naming an id its board lacks (`select`, `key focus`) then says so, since
    /// a team's own ids missing there point at the line forgotten.
    public var playsUnnamedTodoScene = false
    /// The input the last step fed the engine (a tick for a deadline firing), if it was one.
    public private(set) var lastInput: DragInput?
    /// Whether ``lastInput`` came from the trace (not a deadline firing).
    private(set) var lastInputWasWritten = false
    /// Where the steps come from, and the one the replay is at (`nil` when finished).
    private var source: any TraceSteps
    private var current: Trace.Step?
    /// The position of ``current`` among the steps, from 0.
    private var nextStep = 0
    /// The inputs of the W3C tick under way (dispatched when it was reached), and the next to feed.
    private var tickInputs: [TickInput] = []
    private var nextTickInput = 0
    /// The state W3C ticks carry from one to the next: positions, pressed buttons.
    private var actionState = ActionDispatcher()
    /// The source each pointer last pressed (the engine answers with payloads, not sources).
    private var pressedSources: [PointerID: SourceID] = [:]
    /// The pointers down as the trace wrote them: from a press to its `up` or `cancel` (an
    /// Escape leaves them down, as a trace reads it). A move of another is a hover.
    private var pointersDown: Set<PointerID> = []
    /// The events since the current window of event expectations began (see ``TraceExpectation``).
    private var window = EventWindow()
    /// Whether the window is closed: an `expect` block has looked at it, and the next input starts a new one.
    private var windowClosed = false
    /// The events of the last step.
    private var latest: [RuntimeEvent] = []
    /// The board the replay began on, and the ids of the tasks added since (Add New): with the
    /// board now, every task the replay reached, for a failure naming an id none of them had.
    let initialBoard: TaskBoard
    private(set) var addedTaskIDs: Set<TaskID> = []
    /// The time the replay has reached: that of the last input, deadline or undo fed (what a
    /// `select` happens at; ``lastInput`` is `nil` after an expectation).
    private var now = Instant(microseconds: 0)

    /// - Parameter announce: turn the runtime's announcements on (they are on anyway when the
    ///   trace expects one, `expect announced TEXT`).
    public init(trace: Trace, runtime: BoardRuntime, explain: Bool = false, announce: Bool = false) {
        var steps = TraceInMemory(trace)
        let first = steps.next()
        self.init(steps: steps, first: first, runtime: runtime, explain: explain, announce: announce)
    }

    /// A replay of steps read as it goes (a ``NativeTraceStream``).
    /// - Throws: when the first step cannot be read.
    public init(steps: some TraceSteps, runtime: BoardRuntime, explain: Bool = false, announce: Bool = false) throws(InputError) {
        var steps = steps
        let first = try steps.next()
        self.init(steps: steps, first: first, runtime: runtime, explain: explain, announce: announce)
    }

    private init(steps: any TraceSteps, first: Trace.Step?, runtime: BoardRuntime, explain: Bool, announce: Bool) {
        outline = steps.outline
        source = steps
        current = first
        self.runtime = runtime
        initialBoard = runtime.board
        self.explain = explain
        if self.runtime.announcer == nil && (announce || outline.expectsAnnouncements) { self.runtime.enableAnnouncements() }
    }

    /// A replay of `trace` on a fresh board of `scene`, in memory.
    public init(trace: Trace, scene: Scene, reduceMotion: Bool = false, explain: Bool = false, announce: Bool = false) throws(InputError) {
        self.init(trace: trace, runtime: try BoardRuntime(scene: scene, reduceMotion: reduceMotion), explain: explain, announce: announce)
    }

    public var isFinished: Bool { current == nil }

    /// When the next step happens: a due deadline, or the next input. `nil` when finished or
    /// when the next step is an expectation (it happens now).
    public var nextTime: Instant? {
        guard let current else { return nil }
        let time: Instant
        if nextTickInput < tickInputs.count {
            time = tickInputs[nextTickInput].time
        } else {
            switch current.kind {
            case .input(let input): time = input.time
            case .actions(let tick): time = tick.start
            case .undo(let at), .redo(let at), .rename(_, _, _, let at), .wheel(_, _, let at): time = at
            case .expect, .select: return nil
            }
        }
        if let deadline = runtime.nextDeadline, deadline <= time { return deadline }
        return time
    }

    /// The pointers still pressing or dragging, with the source each holds and whether it is a
    /// drag: what a trace that ends mid-drag leaves under way.
    public var unfinished: [(pointer: PointerID, source: SourceID, dragging: Bool)] {
        let engine = runtime.engine
        return engine.activePointers.sorted().compactMap { pointer in
            if let drag = engine.drag(of: pointer) { return (pointer, drag.source, true) }
            return pressedSources[pointer].map { (pointer, $0, false) }
        }
    }

    /// Plays the next step (or a deadline due before it) and returns the events it caused.
    /// - Throws: when the store cannot commit a drop (see ``BoardRuntime/handle(_:line:explain:into:)``),
    ///   or the next step cannot be read (`.layout`: a streamed trace changed since it was checked);
    ///   the events before it are returned by no step, so print ``pendingEvents`` first.
    @discardableResult
    public mutating func step() throws(RuntimeError) -> [RuntimeEvent] {
        latest.removeAll(keepingCapacity: true)
        guard let step = current else { return latest }
        if nextTickInput < tickInputs.count {
            guard try feedDeadline(before: tickInputs[nextTickInput].time) else { return latest }
            switch tickInputs[nextTickInput] {
            case .input(let input):
                try feedWritten(input, line: step.line)
            case .wheel(let point, let delta, let time):
                try callApp(at: time) { runtime, events throws(RuntimeError) in
                    try runtime.wheel(by: delta, over: point, at: time, line: step.line, into: &events)
                }
            }
            nextTickInput += 1
            if nextTickInput == tickInputs.count {
                tickInputs.removeAll(keepingCapacity: true)
                nextTickInput = 0
                try advance()
            }
            return latest
        }
        switch step.kind {
        case .input(let input):
            guard try feedDeadline(before: input.time) else { return latest }
            try feedWritten(input, line: step.line)
            // A pointer a line pressed, ended or moved is no longer where, or as, W3C sources left it.
            if !actionState.isEmpty { actionState.follow(input) }
            // A focus on a source the board does not have as the line runs is a mistake of the
            // trace, as a `select` of a task it does not have is: the engine refused it, and left the focus.
            // A task hidden inside a collapsed folder or section is one too, said so.
            if case .key(.focus(let id), _) = input, step.column > 0, case .engine(.inputRejected(_, let reason)) = latest.last?.kind {
                let hidden: String? = switch reason {
                case .unknownSource: ""
                case .hiddenSource(_, let container): ", hidden inside \(container.collapsedText)"
                case .nonFinitePosition, .timeWentBackwards, .timeOutOfRange, .reservedPointer, .unknownReceiver, .receiverRefuses,
                     .everyPlaceBlocked: nil
                }
                if let hidden {
                    throw .layout(InputError(file: outline.file, location: .text(line: step.line, column: step.column),
                                             expected: "a source on the board as the line runs (a task's row, or a scene source\(unnamedSceneClause))",
                                             found: "\"\(id)\"" + hidden))
                }
            }
            // So is a `key target` naming a receiver the scene lacks (parsed without the scene's names).
            if case .key(.target(let id), _) = input, step.column > 0, case .engine(.inputRejected(_, .unknownReceiver)) = latest.last?.kind {
                throw .layout(InputError(file: outline.file, location: .text(line: step.line, column: step.column),
                                         expected: "a receiver of the scene\(unnamedSceneNote)", found: "\"\(id)\""))
            }
        case .actions(let tick):
            // Dispatched at its start, against the board as it is then (after any deadline due before).
            guard try feedDeadline(before: tick.start) else { return latest }
            // Whether the keyboard holds a drag, asked of its session alone (O(1)): the list of
            // every pointer down, built at each tick, made a tick cost as much as the fingers down.
            let carrying = runtime.engine.payload(of: .keyboard) != nil
            // The dispatcher is taken out while it runs, so its element frames are asked of the
            // runtime in place (a copy of the runtime per tick cost ~7,000 instructions).
            var dispatcher = actionState
            actionState = ActionDispatcher()
            defer { actionState = dispatcher }
            do {
                tickInputs = try dispatcher.dispatch(tick, viewport: runtime.scene.viewport, carrying: carrying,
                                                     frame: { self.runtime.frame(ofElement: $0) }, missing: { self.runtime.missingElement($0) })
            } catch {
                // An error of a W3C file a native trace's `play` line played names that line: a
                // trace may play one file at two lines.
                throw .layout(error.played(by: outline.file, line: step.line))
            }
            nextTickInput = 0
            if tickInputs.isEmpty {
                lastInput = nil
                break
            }
            return try self.step()
        case .expect(let expectation):
            lastInput = nil
            windowClosed = true
            if let failure = check(expectation, in: window, line: step.line) {
                failures.append(failure)
            }
        case .undo(let time), .redo(let time):
            guard try feedDeadline(before: time) else { return latest }
            let undo = if case .undo = step.kind { true } else { false }
            try callApp(at: time) { runtime, events throws(RuntimeError) in
                if undo { try runtime.undo(at: time, line: step.line, into: &events) } else { try runtime.redo(at: time, line: step.line, into: &events) }
            }
        case .rename(let id, let title, let from, let time):
            guard try feedDeadline(before: time) else { return latest }
            // As for `select`: a node not on the board as the line runs (in no list, nor completed,
            // nor trashed) is a mistake of the trace, where one another process closed meanwhile is
            // the board's to refuse.
            if step.column > 0, runtime.board.task(id) == nil {
                throw .layout(InputError(file: outline.file, location: .text(line: step.line, column: step.column),
                                         expected: "a task, header or folder on the board as the line runs" + unnamedSceneNote, found: "\"\(id)\""))
            }
            try callApp(at: time) { runtime, events throws(RuntimeError) in
                if let from {
                    try runtime.rename(id, to: title, from: from, at: time, line: step.line, into: &events)
                } else {
                    try runtime.rename(id, to: title, at: time, line: step.line, into: &events)
                }
            }
        case .wheel(let point, let delta, let time):
            guard try feedDeadline(before: time) else { return latest }
            try callApp(at: time) { runtime, events throws(RuntimeError) in
                try runtime.wheel(by: delta, over: point, at: time, line: step.line, into: &events)
            }
        case .select(let ids, let columns):
            // Ids are the board's as the line runs (Add New and other writers make new ones):
            // one it does not have is a mistake of the trace, not a selection of nothing.
            let board = runtime.board
            if let missing = ids.indices.first(where: { board.task(ids[$0]) == nil }) {
                throw .layout(InputError(file: outline.file, location: .text(line: step.line, column: columns[missing]),
                                         expected: "a task or folder on the board as the line runs" + unnamedSceneNote, found: "\"\(ids[missing])\""))
            }
            // So is one completed or trashed (by an earlier line, most often): the selection holds
            // open nodes only, and the runtime leaves it out without a word — a trace selecting
            // it went on as though it were selected. As a `key focus` on a row gone.
            if let closed = ids.indices.first(where: { board.task(ids[$0])?.status != .open }) {
                let how = if case .completed? = board.task(ids[closed])?.status { "completed" } else { "trashed" }
                throw .layout(InputError(file: outline.file, location: .text(line: step.line, column: columns[closed]),
                                         expected: "a task or folder open on the board as the line runs (a selection holds open nodes only)",
                                         found: "\"\(ids[closed])\" (\(how))"))
            }
            // The app's selection changes at the time the replay has reached; a drag under way
            // that it reaches is judged again, and what that changes opens a window as an input does.
            openWindow()
            let first = latest.count
            runtime.select(ids, at: now, line: step.line, into: &latest)
            keepForExpectations(from: first)
        }
        try advance()
        return latest
    }

    /// Moves on to the next step.
    private mutating func advance() throws(RuntimeError) {
        nextStep += 1
        do { current = try source.next() } catch { throw .layout(error) }
    }

    /// What reading the steps noticed at their end (see ``TraceSteps/endWarnings``): said after the replay.
    public var endWarnings: [String] { source.endWarnings }

    /// The events of the step that threw, up to the failure; none after ``runToEnd(_:)`` threw,
    /// which handed them to its closure.
    public var pendingEvents: [RuntimeEvent] { latest }

    /// Said after what a line naming an id the board lacks expected (``playsUnnamedTodoScene``).
    private var unnamedSceneNote: String {
        playsUnnamedTodoScene ? " (the built-in todo scene's, as the trace has no scene line)" : ""
    }

    /// ``unnamedSceneNote`` inside parentheses already open: one pair, not two in a row.
    private var unnamedSceneClause: String {
        playsUnnamedTodoScene ? "; the built-in todo scene's, as the trace has no scene line" : ""
    }

    /// Plays every remaining step, handing each event to `each` as it happens — those of a step
    /// that throws too, up to the failure (a drop applied before the trace's end was found changed).
    public mutating func runToEnd(_ each: (RuntimeEvent) -> Void = { _ in }) throws(RuntimeError) {
        while !isFinished {
            let events: [RuntimeEvent]
            do { events = try step() } catch {
                for event in pendingEvents { each(event) }
                // Handed over: a caller printing ``pendingEvents`` after the error prints them once.
                latest.removeAll()
                throw error
            }
            for event in events { each(event) }
        }
    }

    /// Feeds the engine's deadline when it is due before `time`; `false` when it did (the step is that).
    private mutating func feedDeadline(before time: Instant) throws(RuntimeError) -> Bool {
        guard let deadline = runtime.nextDeadline, deadline < time else { return true }
        lastInput = .tick(at: deadline)
        lastInputWasWritten = false
        try feed(.tick(at: deadline), line: 0)
        return false
    }

    /// Makes a call of the app's at `time` (undo, redo, rename, a wheel), not an input of the
    /// engine's: its events join the window as an input's do.
    private mutating func callApp(at time: Instant, _ call: (inout BoardRuntime, inout [RuntimeEvent]) throws(RuntimeError) -> Void) throws(RuntimeError) {
        lastInput = nil
        now = time
        openWindow()
        let first = latest.count
        try call(&runtime, &latest)
        keepForExpectations(from: first)
    }

    /// Feeds an input the trace holds.
    private mutating func feedWritten(_ input: DragInput, line: Int) throws(RuntimeError) {
        lastInput = input
        lastInputWasWritten = true
        let first = latest.count
        try feed(input, line: line)
        // Which pointers are down, and which only hovered in the window: a failed `expect under` names those.
        if case .pointerDown(let event) = input {
            pointersDown.insert(event.pointer)
            if nextStep < outline.lastExpectation { window.pressed.insert(event.pointer) }
        } else if case .pointerUp(let event) = input {
            pointersDown.remove(event.pointer)
        } else if case .pointerCancel(let event) = input {
            pointersDown.remove(event.pointer)
        } else if case .pointerMove(let event) = input, nextStep < outline.lastExpectation, !pointersDown.contains(event.pointer) {
            window.hovered.insert(event.pointer)
        }
        // A press the engine said nothing of hit no source: kept for a failed `expect drag` to name.
        if case .pointerDown(let event) = input, nextStep < outline.lastExpectation,
           !latest[first...].contains(where: { if case .engine(let action) = $0.kind { action.pointer == event.pointer } else { false } }) {
            window.missedPress = (event.pointer, event.position)
        }
    }

    /// Starts a new window of events for the expectations after an `expect` block, if one closed it.
    private mutating func openWindow() {
        guard windowClosed else { return }
        window.removeAll()
        windowClosed = false
    }

    /// Keeps what expectations still to come read of the events from `first` on (none after the last).
    private mutating func keepForExpectations(from first: Int) {
        guard nextStep < outline.lastExpectation else { return }
        for event in latest[first...] {
            window.take(event)
            if case .applied(.add, let changes) = event.kind {
                for change in changes where change.before == nil { addedTaskIDs.insert(change.after.id) }
            }
        }
    }

    /// Feeds an input — the trace's or a deadline's — to the runtime. Its events belong to the
    /// window after the last `expect` block: a deadline firing just after one is seen by the next.
    private mutating func feed(_ input: DragInput, line: Int) throws(RuntimeError) {
        openWindow()
        now = input.time
        let first = latest.count
        defer {
            for event in latest[first...] {
                if case .engine(.pressBegan(let pointer, let source, _)) = event.kind { pressedSources[pointer] = source }
            }
            keepForExpectations(from: first)
        }
        try runtime.handle(input, line: line, explain: explain, into: &latest)
    }
}

/// An expectation that did not hold: where, what it wanted, what happened.
public struct ExpectationFailure: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var expected: String
    public var found: String

    /// One line: a line feed or tab in an announcement's title is spelled (`\u{A}`); the file's
    /// path as an error shows it (``InputError/visible(_:)``: a zero-width space in it spelled too).
    public var description: String { "\(InputError.visible(file)):\(line): expected \(expected), found \(found)".oneLine }
}
