import DropEngine
import Runtime

/// Where a replay's steps come from, in order: a parsed ``Trace`` in memory, or a native trace
/// read from its file as the replay reaches each line (``NativeTraceStream``).
public protocol TraceSteps {
    /// What a replay needs to know before its first step.
    var outline: TraceOutline { get }
    /// The next step; `nil` after the last.
    /// - Throws: when the steps are read as the replay goes and a line can no longer be read
    ///   (the file changed since it was checked).
    mutating func next() throws(InputError) -> Trace.Step?
    /// What reading the steps noticed at their end, one line each, for a command to say after the
    /// replay: a trace that grew while it was replayed (``NativeTraceStream``). Empty before the end.
    var endWarnings: [String] { get }
}

extension TraceSteps {
    /// Steps read whole before the replay notice nothing at their end.
    public var endWarnings: [String] { [] }
}

/// What a replay needs to know about a trace before its first step, and what a command reports
/// after its last: learnt by reading the whole trace once.
public struct TraceOutline: Hashable, Sendable {
    /// The file it came from, for messages.
    public var file: String
    /// The `scene` line of a native trace, as written.
    public var scene: String?
    /// What reading it bent or noticed, one line each (see ``Trace/warnings``).
    public var warnings: [String]
    /// How many `expect` steps it holds.
    public var expectationCount: Int
    /// The position among its steps (from 0) of the last `expect` step; -1 when there is none.
    /// Events after it are never looked at, so a replay does not keep them.
    var lastExpectation: Int
    /// Whether an expectation looks at announcements (`expect announced TEXT`).
    public var expectsAnnouncements: Bool
    /// Whether it holds an input or a W3C tick: a trace of comments, a scene line or
    /// expectations alone replays nothing, which a command may say.
    public var holdsInputs: Bool
    /// When its last input or tick ends (see ``Trace/end``).
    public var end: Instant
    /// Whether the time of an input falls between whole milliseconds (a recording's, to the
    /// microsecond): what a replay's text columns are made for, with ``end`` and ``widestPointer``.
    public var fractionalTimes: Bool
    /// The largest pointer id of its pointer inputs and of the pointers its W3C ticks act with
    /// (those a tick line resolves too); `nil` when it has none.
    public var widestPointer: Int?

    /// The outline of no steps yet, which ``include(_:at:)`` grows one step at a time.
    init(file: String, scene: String? = nil, warnings: [String] = []) {
        self.file = file
        self.scene = scene
        self.warnings = warnings
        expectationCount = 0
        lastExpectation = -1
        expectsAnnouncements = false
        holdsInputs = false
        end = Instant(microseconds: 0)
        fractionalTimes = false
    }

    /// Takes in the step at position `index`.
    mutating func include(_ step: Trace.Step, at index: Int) {
        switch step.kind {
        case .input(let input):
            end = max(end, input.time)
            holdsInputs = true
            if input.time.microseconds % 1_000 != 0 { fractionalTimes = true }
            switch input {
            case .pointerDown(let e), .pointerMove(let e), .pointerUp(let e), .pointerCancel(let e): takePointer(e.pointer)
            case .escape, .tick, .key: break
            }
        case .actions(let tick):
            end = max(end, tick.start + tick.duration)
            holdsInputs = true
            // The pointers the replay's dispatcher makes inputs of: a W3C source's, a native line's it resolves.
            switch tick.nativeLine {
            case .up(let pointer, _), .cancel(let pointer, _): takePointer(pointer)
            case .move(let parts): for part in parts { takePointer(part.pointer) }
            case nil: break
            }
            for action in tick.actions {
                switch action.type {
                case .down, .up, .move, .cancel: takePointer(action.pointer)
                case .releaseAll, .pause, .escape, .key, .scroll: break // releaseAll lifts pointers pressed by earlier downs
                }
            }
        case .undo(let time), .redo(let time), .rename(_, _, _, let time), .wheel(_, _, let time):
            end = max(end, time)
            holdsInputs = true
        case .expect(let expectation):
            expectationCount += 1
            lastExpectation = index
            if case .announced = expectation { expectsAnnouncements = true }
        case .select: break
        }
    }

    /// Widens ``widestPointer`` to `pointer`.
    private mutating func takePointer(_ pointer: PointerID) {
        widestPointer = max(widestPointer ?? pointer.rawValue, pointer.rawValue)
    }
}

extension Trace {
    /// The trace's outline: its file, scene and warnings, and what its steps hold.
    public var outline: TraceOutline {
        var outline = TraceOutline(file: file, scene: scene, warnings: warnings)
        for (index, step) in steps.enumerated() { outline.include(step, at: index) }
        return outline
    }
}

/// A parsed trace's steps, handed out one at a time.
public struct TraceInMemory: TraceSteps {
    public let trace: Trace
    public let outline: TraceOutline
    private var index = 0

    public init(_ trace: Trace) {
        self.trace = trace
        outline = trace.outline
    }

    public mutating func next() -> Trace.Step? {
        guard index < trace.steps.count else { return nil }
        defer { index += 1 }
        return trace.steps[index]
    }
}
