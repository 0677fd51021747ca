import DropEngine

/// What a screen reader is told about the todo board, as a value: a drag's announcement in the
/// engine's words (``drag(_:)``), or what the board itself did — an undo or redo, a rename, a
/// swipe; ``english(_:)`` says it in English. ``RuntimeEvent/Kind/announced(_:text:)`` carries it.
///
/// ```swift
/// BoardAnnouncement.swiped("t1", .completed(others: 0)).english(runtime.announcementNames)   // "Completed Buy milk."
/// BoardAnnouncement.drag(.pickedUp("t1", byKeyboard: false)).english(runtime.announcementNames)   // "Picked up Buy milk."
/// ```
///
/// `indirect`: held inline, a case smaller than ``drag(_:)`` left the bytes beyond it unwritten,
/// and copying the value read them to find its case (valgrind memcheck under the C tests:
/// "Conditional jump or move depends on uninitialised value(s)" in an undo's `travel`). Boxed,
/// each is one pointer, made only when an announcement is said.
public indirect enum BoardAnnouncement: Hashable, Sendable, CustomStringConvertible {
    /// What the engine's ``Announcer`` says of a drag (picked up, over, dropped, cancelled), or the
    /// board says in the engine's words (a keyboard pick-up that lifts nothing, a folder opened).
    case drag(Announcement)
    /// An undo took a step back: the item (and `others` more dropped with it) stands where it
    /// stood before, at `now` when it is open again; `step` says what the step had done (a drop,
    /// an Add New the undo removed, the item trashed or completed alone). `closed` when `now` has
    /// no row: the item is inside a closed folder or section, at the place it would have were it open.
    case undone(SourceID, others: Int, now: DropPlace?, step: StepKind, closed: Bool = false)
    /// A redo made a step again: the item (and `others` more) is where it put it, `to`: a row's
    /// place, or the receiver it went onto (Complete, Trash, a tab); `step` as for
    /// ``undone(_:others:now:step:closed:)``. `closed` when `to` has no row.
    case redone(SourceID, others: Int, to: DropPlace?, step: StepKind, closed: Bool = false)
    /// An undo (`redo` false) or a redo found nothing to take back or make again.
    case nothingToUndo(redo: Bool)
    /// An undo (`redo` false) or a redo was refused, nothing changed: the item, a node the step
    /// would write, was changed since by another writer, as `reason` says in words
    /// (`"Buy milk" was moved since by another writer`, as the store gives it).
    case undoRefused(SourceID, redo: Bool, reason: String)
    /// The app renamed the item, titled `from` before (its name now is the new title).
    case renamed(SourceID, from: String)
    /// An undo took a rename back: the item has its old title again (its name now); `from` is
    /// the title the rename had given it.
    case undoneRename(SourceID, from: String)
    /// A redo renamed the item again, titled `from` before (its name now is the new title).
    case redoneRename(SourceID, from: String)
    /// An undo took back the trashing of a header's section or a folder with what it holds (a
    /// swipe's, or a drop's on Trash): the item and the `others` nodes it took with it stand
    /// where they stood.
    case undoneTrashing(SourceID, others: Int)
    /// A redo trashed a header's section or a folder again, with the `others` nodes it holds.
    case redoneTrashing(SourceID, others: Int)
    /// A row swiped far enough did what its rows say, or the board refused it (seed 002's
    /// swipe actions; a swipe asking for a new title is the app's to say, as it opens its editor).
    case swiped(SourceID, SwipeOutcome)

    /// The English text with every thing named by its id (``IDNames``), for a print or a failed
    /// test: `Renamed Home to h1.`; an app says ``english(_:)`` with its own names.
    public var description: String { english(IDNames()) }

    /// The item it is about (``Announcement/item``, for a drag); `nil` for what is about no
    /// item: nothing to undo, and as a drag's says.
    public var item: SourceID? {
        switch self {
        case .drag(let announcement):
            announcement.item
        case .undone(let item, _, _, _, _), .redone(let item, _, _, _, _), .undoRefused(let item, _, _), .renamed(let item, _),
             .undoneRename(let item, _), .redoneRename(let item, _), .undoneTrashing(let item, _), .redoneTrashing(let item, _),
             .swiped(let item, _):
            item
        case .nothingToUndo:
            nil
        }
    }

    /// The case name, as JSON output and the C library's `reason` write it: a drag's own
    /// (``Announcement/caseName``: `pickedUp`, `over`, …), else `undone`, `swiped`, …
    public var caseName: String {
        switch self {
        case .drag(let announcement): announcement.caseName
        case .undone: "undone"
        case .redone: "redone"
        case .nothingToUndo: "nothingToUndo"
        case .undoRefused: "undoRefused"
        case .renamed: "renamed"
        case .undoneRename: "undoneRename"
        case .redoneRename: "redoneRename"
        case .undoneTrashing: "undoneTrashing"
        case .redoneTrashing: "redoneTrashing"
        case .swiped: "swiped"
        }
    }
}

/// What an undone or redone step had done to its item (``BoardAnnouncement/undone(_:others:now:step:closed:)``).
/// The history keeps what a step did, not how: trashing one task by a swipe and by a drop onto
/// Trash are the same step, so both are told as a trashing.
public enum StepKind: Hashable, Sendable {
    /// A drop moved it, or a selection with it: `Undid dropping Buy milk.`
    case drop
    /// Add New made it: `Undid adding New task.`
    case add
    /// It alone was trashed, by a swipe or a drop onto Trash: `Undid trashing Report.`
    case trash
    /// It alone was completed, by a swipe or a drop onto Complete: `Undid completing Buy milk.`
    case complete
}

/// What a committed swipe did to its row's item (``BoardAnnouncement/swiped(_:_:)``).
public enum SwipeOutcome: Hashable, Sendable {
    /// The item was completed, with `others` more: a folder's contents go with it.
    case completed(others: Int)
    /// The item was trashed, with `others` more: a header swiped to trash its section takes the
    /// section's items along, a folder its contents.
    case trashed(others: Int)
    /// The board refused to complete (`completing`) or trash it, and why: another process
    /// completed it meanwhile, say. Nothing changed.
    case refused(completing: Bool, reason: Obstacle)
}
