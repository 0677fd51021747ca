/// What a screen reader should say about a drag — pointer or keyboard alike — as a value; the
/// ``Announcer`` makes them from the dispatcher's actions, and ``english(_:)`` says them in English.
/// Only what any drag UI has is here; an app says what its drops did in announcements of its own
/// (the todo board's, `BoardAnnouncement` in the Runtime module, say undos, renames and swipes).
///
/// ```swift
/// Announcement.over("t1", .among("list", container: .topLevel, position: 3, count: 5)).english(names)
/// // "Position 3 of 5 in Inbox."
/// ```
public enum Announcement: Hashable, Sendable, CustomStringConvertible {
    /// A drag of the item began; `byKeyboard` when the keyboard lifted it (the text then says which keys go on).
    /// A drag of a selection that carries one item (a folder with nodes selected inside it) is
    /// said so too, naming that item, whichever of them was pressed.
    case pickedUp(SourceID, byKeyboard: Bool)
    /// The drag is over a place that takes it.
    case over(SourceID, DropPlace)
    /// The drag is over no drop target.
    case overNothing(SourceID)
    /// The drag is over a place that refuses it, or blocks it there, and why. The item is the one
    /// the reason is about: the dragged one, or for a drag of a selection the item selected with
    /// it that is refused (a header among tasks over Complete).
    case blocked(SourceID, DropPlace, reason: Obstacle)
    /// The item was dropped: from where it stood (when it was a row), to where it lands.
    case dropped(SourceID, from: DropPlace?, to: DropPlace)
    /// The item was let go over a place that took it, but the app refused the drop (the item
    /// changed elsewhere meanwhile): nothing changed, and the item is back where it stood.
    case refused(SourceID, at: DropPlace, reason: Obstacle, returnedTo: DropPlace?)
    /// The drag was cancelled: the item is back where it stood (when it was a row).
    case cancelled(SourceID, returnedTo: DropPlace?)
    /// A drag of a selection (``DragDispatcher/select(_:into:)``), `count` items with the pressed
    /// one (those inside another carried, which travel in it, not counted), was dropped on `receiver`: onto it (`container` `nil`), or among its rows in `container`.
    /// No position is said: the items go there together, in display order, from wherever they were.
    case droppedSelection(SourceID, count: Int, receiver: ReceiverID, container: DropPlace.Container?)
    /// A drag of a selection was let go over a place that took it, but the app refused the drop:
    /// nothing changed, and the items stay where they were.
    case refusedSelection(SourceID, count: Int, receiver: ReceiverID, container: DropPlace.Container?, reason: Obstacle)
    /// A drag of a selection began: `count` items with the pressed one; `byKeyboard` as for ``pickedUp(_:byKeyboard:)``.
    case pickedUpSelection(SourceID, count: Int, byKeyboard: Bool)
    /// A drag of a selection was cancelled: its `count` items stay where they were.
    case cancelledSelection(SourceID, count: Int)
    /// A keyboard pick-up lifted nothing, and why: the item focused (`nil` when nothing is), no
    /// longer shown, turned off, or already dragged.
    case notPickedUp(SourceID?, reason: Obstacle)
    /// The keyboard opened a folder (by its node id) or a section (by its list's id): `count`
    /// items are shown in it now.
    case opened(container: String, count: Int)
    /// The keyboard closed a folder or a section (named as for ``opened(container:count:)``).
    case closed(container: String)
    /// The keyboard's drag ended without a drop, because its item left the board meanwhile (an
    /// undo took back its adding, another process completed it): why, in `reason`.
    case dragEnded(SourceID, reason: Obstacle)

    /// The English text with every thing named by its id (``IDNames``), for a print or a failed
    /// test: `Position 3 of 5 in list.`; an app says ``english(_:)`` with its own names.
    public var description: String { english(IDNames()) }

    /// Whether it is an update while moving (debounced), rather than a start, drop or cancel (said at once).
    public var isUpdate: Bool {
        switch self {
        case .over, .overNothing, .blocked: true
        case .pickedUp, .dropped, .refused, .cancelled, .droppedSelection, .refusedSelection, .pickedUpSelection, .cancelledSelection,
             .notPickedUp, .opened, .closed, .dragEnded: false
        }
    }

    /// The item the drag carries: for a drag of a selection, the one pressed; `nil` for what is
    /// about no item: a pick-up with nothing focused, a folder or section opened or closed.
    public var item: SourceID? {
        switch self {
        case .pickedUp(let item, _), .over(let item, _), .overNothing(let item), .blocked(let item, _, _),
             .dropped(let item, _, _), .refused(let item, _, _, _), .cancelled(let item, _),
             .droppedSelection(let item, _, _, _), .refusedSelection(let item, _, _, _, _), .pickedUpSelection(let item, _, _),
             .cancelledSelection(let item, _), .dragEnded(let item, _):
            item
        case .notPickedUp(let item, _):
            item
        case .opened, .closed:
            nil
        }
    }

    /// The case name, as JSON output writes it: `pickedUp`, `over`, `overNothing`, …
    public var caseName: String {
        switch self {
        case .pickedUp: "pickedUp"
        case .over: "over"
        case .overNothing: "overNothing"
        case .blocked: "blocked"
        case .dropped: "dropped"
        case .refused: "refused"
        case .cancelled: "cancelled"
        case .droppedSelection: "droppedSelection"
        case .refusedSelection: "refusedSelection"
        case .pickedUpSelection: "pickedUpSelection"
        case .cancelledSelection: "cancelledSelection"
        case .notPickedUp: "notPickedUp"
        case .opened: "opened"
        case .closed: "closed"
        case .dragEnded: "dragEnded"
        }
    }
}

/// Why a place does not take the dragged item, or an item cannot be picked up, as a value each
/// language words its own way.
public enum Obstacle: Hashable, Sendable {
    /// The receiver does not take this kind of payload (a bin and the Add New button).
    case kindNotAccepted(PayloadKind)
    /// The receiver is turned off.
    case disabled
    /// A folder cannot go inside itself or anything in it.
    case insideItself
    /// The item stays at the top level (a header).
    case topLevelOnly
    /// The item is already there: a drop would change nothing (a task over its own list's tab).
    case alreadyThere
    /// The item is no longer shown (a keyboard pick-up of a row that was removed, or closed away).
    case notShown
    /// The item is already dragged (a keyboard pick-up of an item a pointer holds).
    case held
    /// In the app's own words: a custom accept rule's, a location rule's, or the app's refusal
    /// (the todo board's "Work cannot be completed", "Buy milk is completed").
    case other(String)
}

/// What people call the things announcements name. The English text asks for each name it says.
public protocol AnnouncementNames {
    /// A dragged item: a task's title, a button's label.
    func name(of item: SourceID) -> String
    /// A receiver: "Complete", "Inbox".
    func name(of receiver: ReceiverID) -> String
    /// A folder or a section, by the id its rows give it (a node id, a section's list id).
    func name(ofContainer id: String) -> String
    /// Several items dragged together, `count` of them: "3 items" unless said otherwise ("3 tasks").
    func name(ofItems count: Int) -> String
    /// The keys (or buttons) a keyboard drag is made with: ``KeyWords/keyboard`` unless said otherwise.
    var keyWords: KeyWords { get }
}

extension AnnouncementNames {
    /// "3 items", "1 item".
    public func name(ofItems count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }
    /// The keyboard's.
    public var keyWords: KeyWords { .keyboard }
}

/// Names every thing by its id: what ``Announcement/english(_:)`` says without better names.
public struct IDNames: AnnouncementNames {
    public init() {}
    public func name(of item: SourceID) -> String { item.rawValue }
    public func name(of receiver: ReceiverID) -> String { receiver.rawValue }
    public func name(ofContainer id: String) -> String { id }
}
