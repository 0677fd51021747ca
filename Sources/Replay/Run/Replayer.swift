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
/// The replay streams: it keeps only the events the trace's remaining event expectations can
/// still look at (those since the last block of `expect` lines), not every event of the run.
public struct Replayer {
    public let trace: Trace
    public private(set) var runtime: BoardRuntime
    /// Expectations that did not hold, in trace order.
    public private(set) var failures: [ExpectationFailure] = []
    public let explain: Bool
    /// The input the last step fed the engine (a tick for a deadline firing), if it was one.
    public private(set) var lastInput: DragInput?
    private var nextStep = 0
    /// The events since the current window of event expectations began (see ``TraceExpectation``).
    private var window: [RuntimeEvent] = []
    /// Whether the window is closed: an `expect` block has looked at it, and the next input starts a new one.
    private var windowClosed = false
    /// The index of the last `expect` step; events after it are never looked at, so not kept.
    private let lastExpectation: Int
    /// The events of the last step.
    private var latest: [RuntimeEvent] = []

    public init(trace: Trace, runtime: BoardRuntime, explain: Bool = false) {
        self.trace = trace
        self.runtime = runtime
        self.explain = explain
        lastExpectation = trace.steps.lastIndex { if case .expect = $0.kind { true } else { false } } ?? -1
    }

    /// A replay of `trace` on a fresh board of `scene`, in memory.
    public init(trace: Trace, scene: Scene, reduceMotion: Bool = false, explain: Bool = false) throws(InputError) {
        self.init(trace: trace, runtime: try BoardRuntime(scene: scene, reduceMotion: reduceMotion), explain: explain)
    }

    public var isFinished: Bool { nextStep == trace.steps.count }

    /// When the next step happens: a due deadline, or the next input. `nil` when finished or
    /// when the next step is an expectation (it happens now).
    public var nextTime: Instant? {
        guard !isFinished else { return nil }
        guard case .input(let input) = trace.steps[nextStep].kind else { return nil }
        if let deadline = runtime.nextDeadline, deadline <= input.time { return deadline }
        return input.time
    }

    /// Plays the next step (or a deadline due before it) and returns the events it caused.
    /// - Throws: when the store cannot commit a drop (see ``BoardRuntime/handle(_:line:explain:into:)``);
    ///   the events before it are returned by no step, so print ``pendingEvents`` first.
    @discardableResult
    public mutating func step() throws(RuntimeError) -> [RuntimeEvent] {
        latest.removeAll(keepingCapacity: true)
        guard !isFinished else { return latest }
        let step = trace.steps[nextStep]
        switch step.kind {
        case .input(let input):
            if let deadline = runtime.nextDeadline, deadline < input.time {
                lastInput = .tick(at: deadline)
                try feed(.tick(at: deadline), line: 0)
                return latest
            }
            lastInput = input
            if windowClosed {
                window.removeAll(keepingCapacity: true)
                windowClosed = false
            }
            try feed(input, line: step.line)
        case .expect(let expectation):
            lastInput = nil
            windowClosed = true
            if let failure = check(expectation, in: window, line: step.line) {
                failures.append(failure)
            }
        case .select(let ids):
            runtime.select(ids)
        }
        nextStep += 1
        return latest
    }

    /// The events of the step that threw, up to the failure.
    public var pendingEvents: [RuntimeEvent] { latest }

    /// Plays every remaining step, handing each event to `each` as it happens.
    public mutating func runToEnd(_ each: (RuntimeEvent) -> Void = { _ in }) throws(RuntimeError) {
        while !isFinished {
            for event in try step() { each(event) }
        }
    }

    private mutating func feed(_ input: DragInput, line: Int) throws(RuntimeError) {
        defer { if nextStep < lastExpectation { window += latest } }
        try runtime.handle(input, line: line, explain: explain, into: &latest)
    }
}

/// An expectation that did not hold: where, what it wanted, what happened.
public struct ExpectationFailure: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var expected: String
    public var found: String

    public var description: String { "\(file):\(line): expected \(expected), found \(found)" }
}
