import DropEngine
import TaskModel

/// Plays a trace against a scene, one step at a time, checking its expectations on the way.
///
/// ```swift
/// var replay = try Replayer(trace: trace, scene: .todo)
/// replay.runToEnd()
/// replay.failures   // [] when every expectation held
/// ```
/// Long-presses fire at their deadline: when the engine waits for one before the next input,
/// the replayer feeds a tick at exactly that instant, as an embedding app's timer would.
public struct Replayer: Sendable {
    public let trace: Trace
    public private(set) var runner: SceneRunner
    /// Everything that happened so far, in order.
    public private(set) var events: [ReplayEvent] = []
    /// Expectations that did not hold, in trace order.
    public private(set) var failures: [ExpectationFailure] = []
    public let explain: Bool
    /// The input the last step fed the engine (a tick for a long-press firing), if it was one.
    public private(set) var lastInput: DragInput?
    private var nextStep = 0
    /// Where the current window of event expectations starts and ends (see ``TraceExpectation``).
    private var windowStart = 0
    private var windowEnd: Int?

    public init(trace: Trace, scene: Scene, board: TaskBoard? = nil, reduceMotion: Bool = false, explain: Bool = false) throws(InputError) {
        self.trace = trace
        self.explain = explain
        runner = try SceneRunner(scene: scene, board: board, reduceMotion: reduceMotion)
    }

    public var isFinished: Bool { nextStep == trace.steps.count }

    /// When the next step happens: a due long-press, or the next input. `nil` when finished or
    /// when the next step is an expectation (it happens now).
    public var nextTime: Instant? {
        guard !isFinished else { return nil }
        guard case .input(let input) = trace.steps[nextStep].kind else { return nil }
        if let deadline = runner.engine.nextDeadline, deadline <= input.time { return deadline }
        return input.time
    }

    /// Plays the next step (or a long-press due before it) and returns the events it caused.
    @discardableResult
    public mutating func step() -> ArraySlice<ReplayEvent> {
        guard !isFinished else { return [] }
        let first = events.count
        let step = trace.steps[nextStep]
        switch step.kind {
        case .input(let input):
            if let deadline = runner.engine.nextDeadline, deadline < input.time {
                lastInput = .tick(at: deadline)
                runner.handle(.tick(at: deadline), line: 0, explain: explain, into: &events)
                return events[first...]
            }
            lastInput = input
            if let end = windowEnd {
                windowStart = end
                windowEnd = nil
            }
            runner.handle(input, line: step.line, explain: explain, into: &events)
        case .expect(let expectation):
            lastInput = nil
            if windowEnd == nil { windowEnd = events.count }
            if let failure = check(expectation, in: events[windowStart..<windowEnd!], line: step.line) {
                failures.append(failure)
            }
        }
        nextStep += 1
        return events[first...]
    }

    /// Plays every remaining step.
    public mutating func runToEnd() {
        while !isFinished { step() }
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
