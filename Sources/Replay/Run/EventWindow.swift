import DropEngine
import DropGeometry
import Runtime
import TaskModel

/// What the events of a window of event expectations (see ``TraceExpectation``) hold that an
/// expectation reads: the actions applied, the drags started, the refusals, cancels, presses
/// ended or refused, the announcements — each value once, in the order first seen. Every event
/// expectation asks whether a value is there, or that none is, so a window of a million moves
/// holds what a window of ten holds when they repeat the same drops.
struct EventWindow {
    private(set) var applied = UniqueValues<TaskAction>()
    /// For each of ``applied``'s values, whether every drop that applied it changed nothing
    /// (`unchanged: reorder i1 to 0`): still an action, as `expect no action` reads it.
    private(set) var changedNothing: [Bool] = []
    private(set) var started = UniqueValues<SourceID>()
    private(set) var refusals = UniqueValues<Refusal>()
    private(set) var cancelReasons = UniqueValues<String>()
    private(set) var pressEndReasons = UniqueValues<String>()
    private(set) var refusedPresses = UniqueValues<SourceID>()
    private(set) var announced = UniqueValues<String>()
    private(set) var swipes = UniqueValues<Swiped>()
    private(set) var renameRequests = UniqueValues<TaskID>()
    /// The drops handed to the app on custom roles' receivers.
    private(set) var customDrops = UniqueValues<CustomDrop>()
    /// The cancels, presses ended or refused, the board's refusals and the drops handed to the app, each once, in the order
    /// first seen: what a failed expectation names as having happened instead (`expected action
    /// complete h1, found no action (p1 cancelled h1: releasedOnRefusingReceiver on done (…))`).
    private(set) var outcomes = UniqueValues<Outcome>()
    /// The last written press of the window that hit no source, its pointer and point: what a
    /// failed `expect drag` names (a finger in the gap between two rows).
    var missedPress: (pointer: PointerID, at: Point)?
    /// The pointers the trace moved while they were not down (a mouse hovering, or a `down` line
    /// forgotten), and those it pressed, in the window: a failed `expect under` names those that
    /// only hovered, where nothing was dropped.
    var hovered = UniqueValues<PointerID>()
    var pressed = UniqueValues<PointerID>()

    /// A swipe's end: the row's source, and the way it committed (`nil`: it returned).
    struct Swiped: Hashable {
        var source: SourceID
        var committed: SwipeDirection?
    }

    struct Refusal: Hashable {
        var receiver: ReceiverID
        var reason: String
    }

    /// How a press or a drag ended without an action applied, worded as the replay's event line
    /// says it (without the cues): `p1 cancelled h1: releasedOutside`, `p1 press on c10 ended:
    /// movedBeforeLongPress`, `p2 press on t1 refused: held by p1`, `refused by list: task "t1" is not open`;
    /// a source or receiver named as a message names ids (``NativeTrace/shown(_:)``: `p1 cancelled "t 1": releasedOutside`).
    enum Outcome: Hashable, CustomStringConvertible {
        case cancelled(PointerID, SourceID, CancelReason)
        case pressEnded(PointerID, SourceID, PressEndReason)
        case pressRefused(PointerID, SourceID, heldBy: PointerID)
        case refusedByBoard(ReceiverID, DropRefusal)
        case handedToApp(CustomDrop)

        var description: String {
            func shown(_ source: SourceID) -> String { NativeTrace.shown(source.rawValue) }
            return switch self {
            case .cancelled(let pointer, let source, let reason): "\(pointer.lineText) cancelled \(shown(source)): \(reason)"
            case .pressEnded(let pointer, let source, let reason): "\(pointer.lineText) press on \(shown(source)) ended: \(reason.caseName)"
            case .pressRefused(let pointer, let source, let heldBy):
                "\(pointer.lineText) press on \(shown(source)) refused: held by " + (heldBy.isKeyboard ? "the keyboard" : heldBy.lineText)
            case .refusedByBoard(let receiver, let refusal): "refused by \(NativeTrace.shown(receiver.rawValue)): \(refusal)"
            case .handedToApp(let drop): "for the app: \(drop)"
            }
        }

        /// Whether it ended a press before any drag (ended or refused).
        var isPress: Bool {
            switch self {
            case .pressEnded, .pressRefused: true
            case .cancelled, .refusedByBoard, .handedToApp: false
            }
        }
    }

    mutating func take(_ event: RuntimeEvent) {
        switch event.kind {
        case .applied(let action, let changes):
            // Opening or closing a folder is view state, not a drop's action.
            guard !action.isExpanding else { break }
            let (index, inserted) = applied.insert(action)
            if inserted { changedNothing.append(changes.isEmpty) } else if !changes.isEmpty { changedNothing[index] = false }
        case .refused(let rejection, let intent):
            refusals.insert(Refusal(receiver: intent.receiver, reason: rejection.caseName))
            outcomes.insert(.refusedByBoard(intent.receiver, rejection))
        case .announced(_, let text):
            announced.insert(text)
        case .undone, .redone, .undoRefused, .rejected, .sectionToggled, .pressedNothing:
            // No expectation reads an undo, a redo, a refused rename or a section opened or closed
            // (as a folder's, view state): a trace checks the board, and `expanded`/`collapsed`;
            // nor a press that hit nothing, which only `--explain` reports.
            break
        case .renameRequested(let id):
            renameRequests.insert(id)
        case .customDrop(let drop):
            customDrops.insert(drop)
            outcomes.insert(.handedToApp(drop))
        case .engine(let action):
            switch action {
            case .dragStarted(_, let source, _, _, _): started.insert(source)
            case .cancelled(let pointer, let source, let reason, _):
                cancelReasons.insert(reason.caseName)
                outcomes.insert(.cancelled(pointer, source, reason))
                switch reason {
                case .releasedOnRefusingReceiver(let receiver, let why): refusals.insert(Refusal(receiver: receiver, reason: why.caseName))
                case .blocked(let location, _): refusals.insert(Refusal(receiver: location.receiver, reason: "blocked"))
                case .releasedOutside, .escape, .pointerCancelled, .receiverRemoved, .receiverDisabled, .pointerPressedAgain, .itemGone: break
                }
            case .pressEnded(let pointer, let source, let reason):
                pressEndReasons.insert(reason.caseName)
                outcomes.insert(.pressEnded(pointer, source, reason))
            case .pressRefused(let pointer, let source, let heldBy):
                refusedPresses.insert(source)
                outcomes.insert(.pressRefused(pointer, source, heldBy: heldBy))
            case .swipeEnded(_, let source, let committed): swipes.insert(Swiped(source: source, committed: committed))
            case .pressBegan, .entered, .movedWithin, .dwelled, .exited, .dropped, .swiping, .inputRejected: break
            }
        }
    }

    mutating func removeAll() { self = EventWindow() }
}

/// Values in the order first inserted, each once.
struct UniqueValues<Value: Hashable> {
    private(set) var values: [Value] = []
    /// Each value's position in ``values``.
    private var seen: [Value: Int] = [:]

    /// Inserts `value` unless it is there, and says where it is in ``values`` and whether it was new.
    @discardableResult
    mutating func insert(_ value: Value) -> (index: Int, inserted: Bool) {
        if let index = seen[value] { return (index, false) }
        seen[value] = values.count
        values.append(value)
        return (values.count - 1, true)
    }

    var isEmpty: Bool { values.isEmpty }

    func contains(_ value: Value) -> Bool { seen[value] != nil }
}
