import DropGeometry

/// What the dispatcher reports for an input, in order. The caller performs the effects in
/// one `switch` over these values.
///
/// The cases a drag reports once (its start, its drop or cancel) are `indirect`: boxed, so that
/// every action is as small as the ones a move reports, and a move copies less.
public enum DragAction: Hashable, Sendable, CustomStringConvertible {
    /// A press landed on a source. `deadline` is when a long-press will start the drag.
    case pressBegan(PointerID, source: SourceID, deadline: Instant?)
    /// A press ended without becoming a drag.
    case pressEnded(PointerID, source: SourceID, reason: PressEndReason)
    /// A press landed on a source that another pointer is already holding, or whose drag carries
    /// it along as part of a selection.
    case pressRefused(PointerID, source: SourceID, heldBy: PointerID)
    /// The drag began: the item lifts at `position`, with the source's lift cues.
    indirect case dragStarted(PointerID, source: SourceID, payload: Payload, position: Point, cues: Cues)
    /// The pointer came over a receiver: `location` is where a drop would land (for a receiver
    /// that takes positions, and accepts or blocks, the position among its rows; otherwise
    /// ``DropLocation/onto(_:)``), and `verdict` whether it would be taken.
    case entered(PointerID, location: DropLocation, verdict: Verdict)
    /// The drop location within the receiver under the pointer changed (a new insertion slot), or
    /// its verdict did. Rows laid out again under a drag (another finger's drop, another process's
    /// write, an undo) report it only when the drag's location is named differently on the new rows;
    /// one that keeps its name (`home` at 1) reports nothing, for a pointer as for the keyboard, though
    /// its insertion line may move with the rows: ``DragDispatcher/preview(for:)`` says where.
    case movedWithin(PointerID, location: DropLocation, verdict: Verdict)
    /// The drag rested at one location for the receiver's ``DropReceiver/dwell`` time: the
    /// moment to spring-load a folder or open a section. Fires once per stay.
    case dwelled(PointerID, location: DropLocation)
    /// The pointer left a receiver (or the receiver left the pointer: moved, disabled, removed).
    case exited(PointerID, receiver: ReceiverID)
    /// The drag ended on an accepting receiver; `intent` says what it means.
    indirect case dropped(PointerID, intent: DropIntent, cues: Cues)
    /// The drag ended without a drop; the item returns to its origin.
    indirect case cancelled(PointerID, source: SourceID, reason: CancelReason, cues: Cues)
    /// A press that left its long-press's tolerance sideways swipes its row (the source's
    /// ``Swipe``): the row stands `offset` points across from where it was (negative: to the
    /// left), and `committing` says a release now commits the swipe. Reported when it changes.
    case swiping(PointerID, source: SourceID, offset: Double, committing: Bool)
    /// The swipe ended: `committed` is the way it went far enough, for the app to act on (the row
    /// slides out); `nil` when the row returns (released short, cancelled, Escape, its source removed).
    case swipeEnded(PointerID, source: SourceID, committed: SwipeDirection?)
    /// The input was not used; nothing changed.
    case inputRejected(PointerID?, reason: InputRejection)

    /// The pointer the action concerns, if any.
    public var pointer: PointerID? {
        switch self {
        case .pressBegan(let p, _, _), .pressEnded(let p, _, _), .pressRefused(let p, _, _), .dragStarted(let p, _, _, _, _),
             .entered(let p, _, _), .movedWithin(let p, _, _), .dwelled(let p, _), .exited(let p, _), .dropped(let p, _, _),
             .cancelled(let p, _, _, _), .swiping(let p, _, _, _), .swipeEnded(let p, _, _):
            p
        case .inputRejected(let p, _):
            p
        }
    }

    /// `p1 over list: accepts, slot 2`, `key dropped task(t1) on list at slot 3 — haptic: light, …`: one line
    /// for people, worded as the runtime's event lines word it (the pointer, then ``summary``).
    public var description: String {
        (pointer.map { $0.lineText + " " } ?? "") + summary
    }
}

/// Why a press ended before it became a drag.
public enum PressEndReason: Hashable, Sendable, CustomStringConvertible {
    /// Released before the activation was met: a tap.
    case released
    /// Moved beyond the long-press tolerance before the delay was over, or its row moved so far from under it.
    case movedBeforeLongPress
    case escape
    case pointerCancelled
    /// The same pointer went down again without going up (a lost release).
    case pointerPressedAgain
    /// The source was unregistered or disabled while pressed.
    case sourceRemoved

    /// The case name, as traces and JSON output write it: `movedBeforeLongPress`.
    public var description: String { caseName }

    /// The case name, as traces and JSON output write it.
    public var caseName: String {
        let name: CaseName = switch self {
        case .released: .released
        case .movedBeforeLongPress: .movedBeforeLongPress
        case .escape: .escape
        case .pointerCancelled: .pointerCancelled
        case .pointerPressedAgain: .pointerPressedAgain
        case .sourceRemoved: .sourceRemoved
        }
        return name.rawValue
    }

    /// Every ``caseName`` a reason can have, in the order of the cases: the reasons a trace may expect.
    public static var caseNames: [String] { CaseName.allCases.map(\.rawValue) }

    /// The cases: a new case fails to compile in ``caseName`` until it is named here, so
    /// ``caseNames`` cannot leave it out.
    private enum CaseName: String, CaseIterable {
        case released, movedBeforeLongPress, escape, pointerCancelled, pointerPressedAgain, sourceRemoved
    }
}

/// Why a drag ended without a drop.
public enum CancelReason: Hashable, Sendable, CustomStringConvertible {
    /// Released over no receiver.
    case releasedOutside
    /// Released over a receiver that refuses the payload.
    case releasedOnRefusingReceiver(ReceiverID, RejectReason)
    /// Released at a location the receiver blocks (a folder into itself); nothing changes.
    case blocked(DropLocation, reason: String)
    case escape
    case pointerCancelled
    /// Released over nothing after the receiver the drag was over was removed (and not registered again).
    case receiverRemoved(ReceiverID)
    /// Released over nothing after the receiver the drag was over was disabled
    /// (``DragDispatcher/setEnabled(_:receiver:into:)``), and while it still is.
    case receiverDisabled(ReceiverID)
    /// The same pointer went down again without going up (a lost release).
    case pointerPressedAgain
    /// The app ended the drag because the item it carries is gone
    /// (``DragDispatcher/cancelDragOfGoneItem(_:into:)``): a task no longer open, its adding
    /// undone or completed by another process.
    case itemGone

    /// The case name, as traces and JSON output write it (`releasedOutside`), then any detail.
    public var description: String {
        switch self {
        case .releasedOnRefusingReceiver(let receiver, let reason): "releasedOnRefusingReceiver on \(receiver) (\(reason))"
        case .blocked(let location, let reason): "blocked at \(location) (\(reason))"
        case .receiverRemoved(let receiver): "receiverRemoved (\(receiver))"
        case .receiverDisabled(let receiver): "receiverDisabled (\(receiver))"
        case .releasedOutside, .escape, .pointerCancelled, .pointerPressedAgain, .itemGone: caseName
        }
    }

    /// The case name, as traces and JSON output write it: `releasedOnRefusingReceiver`.
    public var caseName: String {
        let name: CaseName = switch self {
        case .releasedOutside: .releasedOutside
        case .releasedOnRefusingReceiver: .releasedOnRefusingReceiver
        case .blocked: .blocked
        case .escape: .escape
        case .pointerCancelled: .pointerCancelled
        case .receiverRemoved: .receiverRemoved
        case .receiverDisabled: .receiverDisabled
        case .pointerPressedAgain: .pointerPressedAgain
        case .itemGone: .itemGone
        }
        return name.rawValue
    }

    /// Every ``caseName`` a reason can have, `blocked` last: the reasons a trace may expect.
    public static var caseNames: [String] { CaseName.allCases.map(\.rawValue) }

    /// The cases without their values: a new case fails to compile in ``caseName`` until it is
    /// named here, so ``caseNames`` cannot leave it out.
    private enum CaseName: String, CaseIterable {
        case releasedOutside, releasedOnRefusingReceiver, escape, pointerCancelled, receiverRemoved,
             receiverDisabled, pointerPressedAgain, itemGone, blocked
    }
}

/// Why an input was not used.
public enum InputRejection: Hashable, Sendable, CustomStringConvertible {
    /// A coordinate was NaN or infinite.
    case nonFinitePosition
    /// The input's time is earlier than an input already handled; time never goes backwards.
    case timeWentBackwards(previous: Instant, found: Instant)
    /// The input's time is outside ``Instant/inputRange`` (more than 2^62 µs from the clock's
    /// zero: `.tick(at: .max)`), or a deadline it would set is beyond the clock's range (a
    /// long-press longer than that); its time is not taken, so later inputs are not refused for it.
    case timeOutOfRange(Instant)
    /// A pointer input named ``PointerID/keyboard``, the id keyboard drags report with.
    case reservedPointer
    /// `focus` named a source the dispatcher does not have; the focus stays where it was.
    case unknownSource(SourceID)
    /// `focus` named an item that has no source because its row is hidden inside a collapsed
    /// folder or section, `container` (the outermost collapsed one: the one whose row shows);
    /// the focus stays where it was. The dispatcher, which knows only the sources it has, never
    /// reports it: its owner does (`BoardRuntime`, for a task inside a collapsed folder or section).
    case hiddenSource(SourceID, inside: DropPlace.Container)
    /// `target` named a receiver the dispatcher does not have; the keyboard's target stays.
    case unknownReceiver(ReceiverID)
    /// `target` named a receiver that refuses what the keyboard carries, and why (disabled, its
    /// rule, already there); the keyboard's target stays.
    case receiverRefuses(ReceiverID, reason: RejectReason)
    /// `target` named a receiver that takes what the keyboard carries but blocks each place in it
    /// (its ``LocationRule``, a folder into itself); the keyboard's target stays.
    case everyPlaceBlocked(ReceiverID)

    /// `time went backwards (500 ms, then 100 ms)`: as event lines say it after `input rejected: `.
    public var description: String {
        switch self {
        case .nonFinitePosition: "position not finite"
        case .timeWentBackwards(let previous, let found):
            "time went backwards (\(previous.millisecondsText) ms, then \(found.millisecondsText) ms)"
        case .timeOutOfRange(let time): "time \(time.millisecondsText) ms is too near the \(time.microseconds < 0 ? "start" : "end") of the clock"
        case .reservedPointer: "pointer -1 is the keyboard's"
        case .unknownSource(let source): "no source \"\(source)\" to focus"
        case .hiddenSource(let source, let container): "no source \"\(source)\" to focus: it is hidden inside \(container.collapsedText)"
        case .unknownReceiver(let receiver): "no receiver \"\(receiver)\" to target"
        case .receiverRefuses(let receiver, let reason): "no target in \"\(receiver)\": it refuses the drag (\(reason))"
        case .everyPlaceBlocked(let receiver): "no target in \"\(receiver)\": each place in it is blocked for the drag"
        }
    }
}

extension DropPlace.Container {
    /// `collapsed folder "fb"`, `collapsed section "errands"`: what hides a row inside it.
    public var collapsedText: String {
        switch self {
        case .topLevel: "the top level" // Never collapsed: no row hides there.
        case .folder(let id): "collapsed folder \"\(id)\""
        case .section(let id): "collapsed section \"\(id)\""
        }
    }
}

/// What a drop means: what was dropped, from where, and where it lands. The app maps it to
/// its own action (the receiver's ``DropReceiver/tag`` says what the receiver is for).
public struct DropIntent: Hashable, Sendable, CustomStringConvertible {
    public var payload: Payload
    public var source: SourceID
    /// Where it lands.
    public var location: DropLocation
    /// Where the dragged item stood among the same receiver's rows, when it is one of them
    /// (a reorder knows where it started).
    public var origin: DropLocation?
    /// The receiver's ``DropReceiver/tag``: what the app said a drop there means.
    public var tag: String

    public init(payload: Payload, source: SourceID, location: DropLocation, origin: DropLocation? = nil, tag: String = "") {
        self.payload = payload
        self.source = source
        self.location = location
        self.origin = origin
        self.tag = tag
    }

    /// The receiver it was dropped on.
    public var receiver: ReceiverID { location.receiver }

    /// `card(c1) from list at 0 to list at 3`, `newCard onto bin`.
    public var description: String {
        switch location {
        case .onto(let receiver): "\(payload) onto \(receiver)"
        case .among: "\(payload)" + (origin.map { " from \($0)" } ?? "") + " to \(location)"
        }
    }
}

/// A receiver's highlight, queryable at any time.
public enum Highlight: String, Hashable, Sendable, CustomStringConvertible {
    /// No drag under way that this receiver accepts.
    case idle
    /// A drag it accepts is under way elsewhere (seed 004's "Add New!" overlay).
    case canAccept
    /// A drag it accepts is over it.
    case targeted
    /// A drag it refuses, or a location it blocks, is over it.
    case rejecting

    public var description: String { rawValue }
}
