import DropGeometry
import Runtime
import DropEngine
import TaskModel

/// A pointer trace ready to replay: inputs in time order, with the expectations of a rules
/// test between them. Parsed from the native format (``NativeTrace``) or from W3C WebDriver
/// Actions JSON (``WebDriverActions``).
public struct Trace: Hashable, Sendable {
    /// The file it came from, for messages.
    public var file: String
    /// The `scene` line of a native trace, as written: `todo` or a path relative to the trace.
    public var scene: String?
    public var steps: [Step]
    /// What reading it bent or noticed, for the reader (W3C `--lenient`, a recording's clamped values), one line each.
    public var warnings: [String]

    public init(file: String, scene: String? = nil, steps: [Step], warnings: [String] = []) {
        self.file = file
        self.scene = scene
        self.steps = steps
        self.warnings = warnings
    }

    /// One input, or one expectation, with the line it came from (0 when not from a text line).
    public struct Step: Hashable, Sendable {
        public var line: Int
        /// Where the line names the source of a `key focus` or the node of a `rename`, for the
        /// error when the board has no such source or node as the line runs; 0 for every other step.
        public var column: Int
        public var kind: Kind

        /// An input, an expectation, or something the app does between inputs.
        public enum Kind: Hashable, Sendable {
            case input(DragInput)
            /// Boxed, as is a tick of actions: a step is copied at every input, and the rare
            /// large cases would make every step as large as they are.
            indirect case expect(TraceExpectation)
            /// The app selects these nodes (none when empty); `columns` are where the line names
            /// each, for the error when the board has no such node as the line runs.
            case select([TaskID], columns: [Int])
            /// A tick of W3C actions, dispatched against the board as it is when the replay reaches it.
            indirect case actions(ActionTick)
            /// The app undoes the last action (`undo`): the store's newest step, or the runtime's last drop.
            case undo(at: Instant)
            /// The app does again the last action undone (`redo`).
            case redo(at: Instant)
            /// The app gives a task, header or folder a new title (`rename ID "TITLE"`): what its
            /// editor gives back after a swipe that means rename. With `from` (`rename ID "TITLE"
            /// from "OLD"`), only while the node is titled so: the title the editor opened with
            /// (``Runtime/BoardRuntime/rename(_:to:from:at:line:into:)``). Boxed, as a tick is.
            indirect case rename(TaskID, title: String, from: String? = nil, at: Instant)
            /// A mouse wheel over `point` (`wheel X Y DY`): the scrollable list under it scrolls by `delta` points.
            case wheel(Point, delta: Double, at: Instant)
        }

        public init(line: Int, column: Int = 0, _ kind: Kind) {
            self.line = line
            self.column = column
            self.kind = kind
        }
    }

    /// The inputs written in the trace, in order. W3C ticks are left out: what they feed depends
    /// on the board when they run (see ``inputs(on:)``); so are a native trace's lines that take
    /// the position a played W3C file's element origin gave a pointer.
    public var inputs: [DragInput] {
        steps.compactMap { step in
            if case .input(let input) = step.kind { input } else { nil }
        }
    }

    /// Every input a replay on a fresh board of `scene` feeds, in order (W3C ticks dispatched as
    /// they are reached); time passing alone — deadlines firing, a tick's end — left out.
    /// - Throws: what `BoardRuntime(scene:)` throws for a scene it refuses, or what a step finds
    ///   it cannot play (a W3C action aimed at an element the board does not show).
    public func inputs(on scene: Scene) throws(InputError) -> [DragInput] {
        var replayer = try Replayer(trace: self, scene: scene)
        var fed: [DragInput] = []
        while !replayer.isFinished {
            do {
                try replayer.step()
            } catch {
                switch error {
                case .layout(let error): throw error
                case .store(let error): preconditionFailure("Trace.inputs(on:): a replay in memory wrote to a store: \(error)")
                }
            }
            if let input = replayer.lastInput, replayer.lastInputWasWritten {
                if case .tick = input { continue }
                fed.append(input)
            }
        }
        return fed
    }

    /// When the trace's last input or tick ends: where a native trace that plays it carries on.
    public var end: Instant {
        var end = Instant(microseconds: 0)
        for step in steps {
            switch step.kind {
            case .input(let input): end = max(end, input.time)
            case .actions(let tick): end = max(end, tick.start + tick.duration)
            case .undo(let time), .redo(let time), .rename(_, _, _, let time), .wheel(_, _, let time): end = max(end, time)
            case .expect, .select: break
            }
        }
        return end
    }

    /// The trace with every input and tick moved later by `offset`.
    public func shifted(by offset: Interval) -> Trace {
        var trace = self
        trace.steps = steps.map { step in
            switch step.kind {
            case .input(let input): Step(line: step.line, .input(input.shifted(by: offset)))
            case .actions(let tick): Step(line: step.line, .actions(tick.shifted(by: offset)))
            case .undo(let time): Step(line: step.line, .undo(at: time + offset))
            case .redo(let time): Step(line: step.line, .redo(at: time + offset))
            case .rename(let id, let title, let from, let time): Step(line: step.line, .rename(id, title: title, from: from, at: time + offset))
            case .wheel(let point, let delta, let time): Step(line: step.line, .wheel(point, delta: delta, at: time + offset))
            case .expect, .select: step
            }
        }
        return trace
    }

    /// The fixed step at which moves with a duration are sampled: 10 ms (100 Hz), finer than
    /// a 60 Hz display so a drag across a narrow receiver is not skipped.
    public static let interpolationStep = Interval.milliseconds(10)

    /// The latest time a trace may reach: 999,999,999,999 ms (about 31 years), what twelve digits
    /// hold. Later times and longer durations are refused with where they were written, so that
    /// adding them up can never overflow.
    public static let latestTime = Instant(microseconds: 999_999_999_999_000)

    /// The most inputs a trace may hold, sampled moves included: 1,000,000 (at one sample every
    /// 10 ms, over 2¾ hours of motion). A `move … over` or a W3C duration asking for more is
    /// refused where it was written, rather than filling memory or running for hours.
    public static let inputLimit = 1_000_000

    /// How many inputs a move sampled over `duration` produces: one every `step`, and the last at its end.
    static func sampleCount(duration: Interval, step: Interval) -> Int {
        duration.microseconds <= 0 ? 1 : Int((duration.microseconds - 1) / step.microseconds) + 1
    }
}

/// What a rules test expects at a point of a trace. Event expectations look at the events
/// since the previous block of `expect` lines (or the start); state expectations look at
/// the board now.
public enum TraceExpectation: Hashable, Sendable {
    /// The board applied this action.
    case action(ExpectedAction)
    /// The board applied no action.
    case noAction
    /// A drag of this source started.
    case drag(SourceID)
    /// No drag started.
    case noDrag
    /// What a drag is over now, or how far a list is scrolled (``SteadyExpectation``).
    case steady(SteadyExpectation)
    /// A drop on this receiver was refused: by its accept rule (a cancel with
    /// `releasedOnRefusingReceiver`) or by the board. `reason` is the reason's case name.
    case refused(ReceiverID, reason: String?)
    /// A drag was cancelled with this reason (its case name: `releasedOutside`, `escape`, …).
    case cancelled(String)
    /// A press ended without a drag, with this reason (`released`, `movedBeforeLongPress`, …).
    case pressEnded(String)
    /// A press on this source was refused because another pointer holds it.
    case pressRefused(SourceID)
    /// A swipe of this source's row ended: committed this way, or (`nil`) with the row back.
    case swiped(SourceID, SwipeDirection?)
    /// A swipe asked the app to rename this node (a ``Runtime/RuntimeEvent/Kind/renameRequested(_:)`` event).
    case renameRequested(TaskID)
    /// A drop was handed to the app on a receiver whose custom role has this name (a
    /// ``Runtime/RuntimeEvent/Kind/customDrop(_:)`` event): carrying exactly these objects, in any
    /// order, when some are named (``Runtime/CustomDrop/objects``: its tasks, or the source's
    /// id), any otherwise.
    case custom(String, objects: [String])
    /// The node's title is this, exactly.
    case title(TaskID, String)
    /// The open tasks of a list (the scene's default list when `nil`), in order.
    case order(ListID?, [TaskID])
    /// How many tasks are completed.
    case completed(Int)
    /// How many tasks are trashed.
    case trashed(Int)
    /// The day a task is scheduled for, in the scene clock's offset (UTC without a clock), or
    /// `nil` for none.
    case scheduled(TaskID, CivilDate?)
    /// A list's open nodes as a tree (the default list when `nil`), top level first; a folder
    /// with its open contents, expanded or not.
    case tree(ListID?, [TreeNode])
    /// The top-level nodes that belong to a header (by position), in order; `nil`: those above
    /// the first header. The header's list is the one that holds it (the default list for `nil`:
    /// ``underNone(_:_:)`` names another).
    case under(TaskID?, [TaskID])
    /// The top-level nodes above this list's first header, in order (`under LIST: none:`).
    case underNone(ListID, [TaskID])
    /// These folders are expanded.
    case expanded([TaskID])
    /// These folders are collapsed.
    case collapsed([TaskID])
    /// The selection is exactly these nodes, in order (none when empty).
    case selected([TaskID])
    /// This English text was announced (with announcements on: a trace that expects one turns them on).
    case announced(String)
}

/// A node of an expected tree: a task or header, or a folder with its contents (`fa[a1 a2]`).
public struct TreeNode: Hashable, Sendable, CustomStringConvertible {
    public var id: TaskID
    /// A folder's contents; `nil` for a node that is not a folder.
    public var children: [TreeNode]?

    public init(id: TaskID, children: [TreeNode]? = nil) {
        self.id = id
        self.children = children
    }

    /// `a1`, `fa[a1 fb[]]`: the form traces write (ids quoted where they must be, see ``NativeTrace/word(_:)``).
    public var description: String {
        guard let children else { return NativeTrace.word(id.rawValue) }
        return NativeTrace.word(id.rawValue) + "[" + children.map(\.description).joined(separator: " ") + "]"
    }

    /// As ``description``, each id as a message names it (``NativeTrace/shown(_:)``): a failure's form.
    var shown: String {
        guard let children else { return NativeTrace.shown(id.rawValue) }
        return NativeTrace.shown(id.rawValue) + "[" + children.map(\.shown).joined(separator: " ") + "]"
    }
}

/// An action a rules test expects; `nil` details match any.
public enum ExpectedAction: Hashable, Sendable {
    /// The nodes completed: one (`complete t1`), or a selection's, exactly those (`complete t1
    /// t3`, in any order) — a line naming one of three selected nodes matches no action.
    case complete([TaskID])
    /// The nodes trashed, as ``complete(_:)`` names them.
    case trash([TaskID])
    case add(slot: Int?)
    case reorder(TaskID, slot: Int?)
    /// A task moved to another list (`move w1 to home at 1`): at any slot, or appended (a tab's
    /// drop), when `slot` is `nil`.
    case move(TaskID, to: ListID, slot: Int?)
    /// A node placed by a tree drop (`place t1 in today at 0`, `place a1 into fb`), or a
    /// selection's nodes moved together, exactly those in any order (`place t1 t3 in today`): at
    /// the top of a list, or inside a folder; any index when `nil`.
    case place([TaskID], in: PlaceContainer, at: Int?)
    /// A node given a new title (`rename h1`), whatever the title.
    case rename(TaskID)

    /// Where an expected `place` puts its node.
    public enum PlaceContainer: Hashable, Sendable {
        /// The top level of a list.
        case list(ListID)
        /// Inside a folder.
        case folder(TaskID)
    }
}
