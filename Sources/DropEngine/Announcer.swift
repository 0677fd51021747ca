/// Turns the dispatcher's actions into ``Announcement``s, pointer and keyboard drags alike, and
/// debounces the updates: what a screen reader is told, and when.
///
/// ```swift
/// var announcer = Announcer()                        // updates wait 500 ms of quiet
/// engine.handle(input, into: &actions)
/// announcer.tick(at: input.time, into: &said)        // an update whose quiet time is over
/// for action in actions { announcer.observe(action, engine: engine, at: input.time, into: &said) }
/// // feed a tick at announcer.deadline, as at engine.nextDeadline
/// ```
///
/// **Debouncing.** An update (over a place, over nothing, blocked) waits: it is said once
/// ``debounce`` has passed without another update, which replaces it and starts the wait again.
/// A pick-up, a drop and a cancel are said at once and drop a waiting update — except a cancel
/// by a release where the drop is refused or blocked, which says the waiting "Cannot drop …" for
/// that place first, so why is heard. Time is the inputs' (the virtual clock), never read:
/// ``deadline`` says when the waiting update is due.
///
/// **Where things stand.** Positions are asked of the dispatcher as it is right after the input
/// (``DragDispatcher/place(of:carrying:)``): observe the actions before the app changes the rows
/// for a drop, so "from" and "to" are counted on the rows the drop was made on — and before it
/// changes the selection, so a drop of a selection is said with how many it carries.
///
/// One announcer speaks for every drag: with two under way, the later update replaces the earlier.
public struct Announcer: Hashable, Sendable {
    /// How long an update waits for quiet before it is said: 500 ms by default.
    public var debounce: Interval
    private var pending: Announcement?
    /// When the waiting update is due, if one waits.
    public private(set) var deadline: Instant?

    public init(debounce: Interval = .milliseconds(500)) {
        self.debounce = debounce
    }

    /// Says the waiting update if its time has come by `time`.
    /// - Complexity: O(1).
    public mutating func tick(at time: Instant, into said: inout [Announcement]) {
        guard let due = deadline, due <= time, let announcement = pending else { return }
        said.append(announcement)
        pending = nil
        deadline = nil
    }

    /// What `action`, caused by an input at `time`, has to say: appended to `said` when it goes
    /// out at once, kept waiting when it is an update. `engine` is the dispatcher that reported it,
    /// as it is right after the input.
    /// - Complexity: O(1) in a list or folder (see ``DragDispatcher/place(of:carrying:)``).
    public mutating func observe(_ action: DragAction, engine: DragDispatcher, at time: Instant, into said: inout [Announcement]) {
        let announcement: Announcement
        switch action {
        case .dragStarted(let pointer, let source, _, _, _):
            // A selection carrying one item (a folder with nodes inside it) is said as that item.
            let count = engine.carriedCount(of: source)
            announcement = count > 1 ? .pickedUpSelection(source, count: count, byKeyboard: pointer.isKeyboard)
                                     : .pickedUp(engine.carriedItem(of: source), byKeyboard: pointer.isKeyboard)
        case .entered(let pointer, let location, let verdict), .movedWithin(let pointer, let location, let verdict):
            guard let source = engine.drag(of: pointer)?.source else { return }
            let place = engine.countedPlace(of: location, carrying: source)
            // A refusal names what it refuses: the dragged item, or one selected with it.
            let refused = verdict == .accepts ? source : engine.obstacleSource(of: pointer) ?? source
            switch verdict {
            case .accepts: announcement = .over(source, place)
            case .rejects(.kindNotAccepted(let kind)): announcement = .blocked(refused, place, reason: .kindNotAccepted(kind))
            case .rejects(.disabled): announcement = .blocked(refused, place, reason: .disabled)
            case .rejects(.custom(let words)): announcement = .blocked(refused, place, reason: .other(words))
            case .rejects(.alreadyThere): announcement = .blocked(refused, place, reason: .alreadyThere)
            case .blocked(_, let words): announcement = .blocked(refused, place, reason: engine.layoutObstacle(of: pointer) ?? .other(words))
            }
        case .exited(let pointer, _):
            // Followed by an entry when the drag went from one receiver to another: that replaces it.
            guard let source = engine.drag(of: pointer)?.source else { return }
            announcement = .overNothing(source)
        case .dropped(_, let intent, _):
            let count = engine.carriedCount(of: intent.source)
            if count > 1 {
                let container: DropPlace.Container? = switch engine.countedPlace(of: intent.location, carrying: intent.source) {
                case .onto: nil
                case .among(_, let container, _, _): container
                }
                announcement = .droppedSelection(intent.source, count: count, receiver: intent.receiver, container: container)
            } else {
                let item = engine.carriedItem(of: intent.source)
                announcement = .dropped(item, from: engine.place(ofSource: item),
                                        to: engine.countedPlace(of: intent.location, carrying: intent.source))
            }
        case .cancelled(_, let source, let reason, _):
            // Let go where the drop is refused before why was said: why is said first, or a person
            // who let go at once would hear only that it was cancelled.
            if let refusal = pending, case .blocked(_, let place, _) = refusal, Self.receiver(of: place) == Self.refusing(reason) {
                said.append(refusal)
            }
            let count = engine.carriedCount(of: source)
            let item = engine.carriedItem(of: source)
            announcement = count > 1 ? .cancelledSelection(source, count: count) : .cancelled(item, returnedTo: engine.place(ofSource: item))
        case .pressRefused(let pointer, let source, _):
            // A pointer's refused press is felt (nothing lifts); a keyboard's is said.
            guard pointer.isKeyboard else { return }
            announcement = .notPickedUp(source, reason: .held)
        case .pressBegan, .pressEnded, .dwelled, .swiping, .swipeEnded, .inputRejected:
            return
        }
        if announcement.isUpdate {
            pending = announcement
            deadline = time + debounce
        } else {
            pending = nil
            deadline = nil
            said.append(announcement)
        }
    }

    private static func receiver(of place: DropPlace) -> ReceiverID {
        switch place {
        case .onto(let receiver), .among(let receiver, _, _, _): receiver
        }
    }

    /// The receiver that refused a drag let go over it, if that is why it was cancelled.
    private static func refusing(_ reason: CancelReason) -> ReceiverID? {
        switch reason {
        case .releasedOnRefusingReceiver(let receiver, _): receiver
        case .blocked(let location, _): location.receiver
        case .releasedOutside, .escape, .pointerCancelled, .receiverRemoved, .receiverDisabled, .pointerPressedAgain, .itemGone: nil
        }
    }
}
