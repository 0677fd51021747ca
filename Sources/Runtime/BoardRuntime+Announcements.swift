import DropEngine
import TaskModel

/// Announcements: what a screen reader is told about pointer and keyboard drags, in English,
/// as `announced` events among the rest (off until ``enableAnnouncements(debounce:)``).
extension BoardRuntime {
    /// Turns announcements on: from now on each drag's announcements are events, an update said
    /// once `debounce` of the inputs' time has passed without another (``Announcer``), and
    /// ``nextDeadline`` includes the moment one is due.
    public mutating func enableAnnouncements(debounce: Interval = .milliseconds(500)) {
        announcer = Announcer(debounce: debounce)
    }

    /// Turns announcements off; one waiting for its debounce is dropped.
    public mutating func disableAnnouncements() {
        announcer = nil
    }

    /// Whether announcements are on. A pattern match reads the announcer in place, where
    /// `announcer != nil` copies it (177 bytes) on every input.
    var isAnnouncing: Bool {
        if case .some = announcer { true } else { false }
    }

    /// What announcements call things on this board: tasks and lists by title, Complete and Trash;
    /// the keys of a keyboard drag as ``keyWords`` says.
    public var announcementNames: BoardNames {
        BoardNames(scene: scene, board: board, ids: ids, keyWords: keyWords)
    }

    /// The hint a focused draggable gives: how to start a keyboard drag of `source`; `nil` for
    /// an id the board has no draggable of (no task row laid out, no source of the scene).
    ///
    /// ```swift
    /// runtime.instructions(for: "t1")   // "Press Space or Enter to pick up Buy milk; then Tab or …"
    /// ```
    public func instructions(for source: SourceID) -> String? {
        guard rowLists[source] != nil || ids.sources[source] != nil else { return nil }
        return Announcement.englishInstructions(for: source, announcementNames)
    }

    /// Says the update whose quiet time is over by `time`.
    mutating func sayDue(at time: Instant, line: Int, into events: inout [RuntimeEvent]) {
        var said: [Announcement] = []
        announcer?.tick(at: time, into: &said)
        append(said, at: time, line: line, into: &events)
    }

    /// What `action` has to say, before a drop it reports changes the rows.
    mutating func announce(_ action: DragAction, at time: Instant, line: Int, into events: inout [RuntimeEvent]) {
        var said: [Announcement] = []
        announcer?.observe(action, engine: engine, at: time, into: &said)
        append(said, at: time, line: line, into: &events)
    }

    /// What a drop has to say, asked before the board applies it (positions are counted on the
    /// rows the drop was made on); said by ``sayDrop(_:outcome:at:line:into:)`` after.
    mutating func announcements(of drop: DragAction, at time: Instant) -> [Announcement] {
        var said: [Announcement] = []
        announcer?.observe(drop, engine: engine, at: time, into: &said)
        return said
    }

    /// Says a drop's announcements once the board has answered: "Dropped …" when it took the
    /// drop, "Could not drop …" (the item back where it stood, unless it is no longer open) when
    /// `outcome` holds a refusal.
    mutating func sayDrop(_ said: [Announcement], outcome: ArraySlice<RuntimeEvent>, at time: Instant, line: Int,
                          into events: inout [RuntimeEvent]) {
        let refusal = outcome.lazy.compactMap { event -> DropRefusal? in
            if case .refused(let refusal, _) = event.kind { refusal } else { nil }
        }.first
        let final = said.map { announcement -> Announcement in
            guard let refusal else { return announcement }
            switch announcement {
            case .dropped(let item, let from, let to):
                // Back where it stood only while it is still open: one another process completed or
                // trashed meanwhile (the board's refusal, "not open") is not back in the list.
                let back = board.task(TaskID(item.rawValue))?.status == .open ? from : nil
                return .refused(item, at: to, reason: obstacle(refusal, of: item), returnedTo: back)
            case .droppedSelection(let item, let count, let receiver, let container):
                return .refusedSelection(item, count: count, receiver: receiver, container: container, reason: obstacle(refusal, of: item))
            case .pickedUp, .over, .overNothing, .blocked, .refused, .cancelled, .refusedSelection, .pickedUpSelection, .cancelledSelection,
                 .notPickedUp, .opened, .closed, .dragEnded:
                return announcement
            }
        }
        append(final, at: time, line: line, into: &events)
    }

    /// Says what a committed swipe did, once the board has answered: `outcome` holds the
    /// swipe's events — the board's refusal when it refused, else the nodes it closed: a
    /// header's section, a folder's contents, counted with the swiped one's `others`.
    mutating func saySwipe(of source: SourceID, _ meaning: Scene.SwipeMeaning, outcome: ArraySlice<RuntimeEvent>,
                           at time: Instant, line: Int, into events: inout [RuntimeEvent]) {
        var refusal: DropRefusal?
        var others = 0
        for event in outcome {
            if case .refused(let refused, _) = event.kind { refusal = refusal ?? refused }
            if case .applied(_, let changes) = event.kind {
                others += changes.count { $0.after.id.rawValue != source.rawValue && $0.before?.status == .open && $0.after.status != .open }
            }
        }
        let done: SwipeOutcome
        switch meaning {
        case .rename: return // The app opens its editor, and says so.
        case .complete: done = refusal.map { .refused(completing: true, reason: obstacle($0, of: source)) } ?? .completed(others: others)
        case .trash, .trashSection: done = refusal.map { .refused(completing: false, reason: obstacle($0, of: source)) } ?? .trashed(others: others)
        }
        say(.swiped(source, done), at: time, line: line, into: &events)
    }

    static func isDrop(_ action: DragAction) -> Bool {
        if case .dropped = action { true } else { false }
    }

    /// A refusal of `item`'s drop or swipe as announcements word it: tasks, folders and lists by
    /// their titles ("Buy milk is completed"), where the board's own words name their ids (`task
    /// "t1" is not open`).
    func obstacle(_ refusal: DropRefusal, of item: SourceID) -> Obstacle {
        let names = BoardNames(scene: scene, board: board, ids: ids, removed: travelRemoved)
        func name(_ task: TaskID) -> String { names.name(of: SourceID(task.rawValue)) }
        switch refusal {
        case .board(.headerCannotComplete): return Self.cannotComplete(item, names)
        case .board(.insideItself): return .insideItself
        case .board(.headerInsideFolder): return .topLevelOnly
        case .board(.alreadyInList): return .alreadyThere
        case .board(.taskNotOpen(let task)), .board(.unknownTask(let task)):
            return .other("\(name(task)) \(Self.gone(board.task(task)))")
        case .board(.notAFolder(let folder)):
            return .other("\(name(folder)) is not an open folder of the list")
        case .board(.tooDeep(let node, let folder)):
            return .other("\(name(node)) inside \(name(folder)) would nest more than \(TaskBoard.maximumDepth) folders deep")
        case .board(.needsDropTime(let list, let rule)):
            return .other("\(ids.listTitles[list] ?? list.rawValue) schedules its tasks for \(rule), but the drop came with no time")
        case .board(.undatable(let list, let rule, let why)):
            return .other("\(ids.listTitles[list] ?? list.rawValue) schedules its tasks for \(rule), but the drop could not be dated: \(why)")
        case .board(.sectionChanged(let header)):
            return .other("the tasks under \(name(header)) changed meanwhile")
        case .held(let task, let holder):
            return .other("\(name(task)) is " + (engine.drag(of: holder) == nil ? "held" : "being dragged"))
        case .board(.unknownList), .board(.slotOutOfRange), .board(.nothingSelected), .board(.emptyID), .board(.emptyListID), .unsupportedDrop, .customRole,
             .missingObjectID:
            return .other(refusal.description)
        case .board(.titleChanged): // a rename's, never a drop's or a swipe's
            return .other(refusal.description)
        }
    }

    /// Appends the drag's `said` as events, in the board's words (``worded(_:_:)``), naming
    /// tasks as the board does, and those the last undo or redo took off it by their titles then.
    func append(_ said: [Announcement], at time: Instant, line: Int, into events: inout [RuntimeEvent]) {
        guard !said.isEmpty else { return }
        let names = sayingNames
        for announcement in said {
            append(.drag(worded(announcement, names)), names, at: time, line: line, into: &events)
        }
    }

    /// Appends the board's own `announcement` as an event, named as ``append(_:at:line:into:)`` names.
    func say(_ announcement: BoardAnnouncement, at time: Instant, line: Int, into events: inout [RuntimeEvent]) {
        append(announcement, sayingNames, at: time, line: line, into: &events)
    }

    private func append(_ announcement: BoardAnnouncement, _ names: BoardNames, at time: Instant, line: Int, into events: inout [RuntimeEvent]) {
        events.append(RuntimeEvent(time: time, line: line, kind: .announced(announcement, text: announcement.english(names))))
    }

    /// The names announcements are said with: the board's, and the titles of the tasks the last
    /// undo or redo took off it.
    private var sayingNames: BoardNames {
        BoardNames(scene: scene, board: board, ids: ids, removed: travelRemoved, keyWords: keyWords)
    }

    /// "Work cannot be completed": why Complete refuses a header, in the board's words (the
    /// engine has no word for completing).
    private static func cannotComplete(_ item: SourceID, _ names: BoardNames) -> Obstacle {
        .other("\(names.name(of: item)) cannot be completed")
    }

    /// `announcement` in the board's words where they say more than the engine's: Complete
    /// refusing a header for its kind says "Work cannot be completed", as the board would.
    private func worded(_ announcement: Announcement, _ names: BoardNames) -> Announcement {
        switch announcement {
        case .blocked(let item, .onto(let receiver), .kindNotAccepted(.header)) where roles[receiver] == .complete:
            return .blocked(item, .onto(receiver), reason: Self.cannotComplete(item, names))
        case .pickedUp, .over, .overNothing, .blocked, .dropped, .refused, .cancelled, .pickedUpSelection, .droppedSelection, .refusedSelection,
             .cancelledSelection, .notPickedUp, .opened, .closed, .dragEnded:
            return announcement
        }
    }

    static func earlier(_ a: Instant?, _ b: Instant?) -> Instant? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }
}
