import DropEngine
import DropGeometry
import TaskModel
import TaskStore

/// One runtime for every driver — replay, `check`, the terminal demo, embedding apps: a
/// dispatcher with a scene's receivers and sources, a board (in memory, or a ``TaskStore``
/// shared with other processes), and each list's rows laid out as drag sources.
///
/// ```swift
/// var runtime = try BoardRuntime(scene: .todo)
/// var events: [RuntimeEvent] = []
/// try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
/// try runtime.handle(.tick(at: runtime.nextDeadline!), into: &events)   // the long-press lifts "Buy milk"
/// try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 600, y: 150), time: .milliseconds(800))), into: &events)
/// runtime.board.completed.map(\.title)                                  // ["Buy milk"]
/// ```
///
/// Each drop's action is applied when the drop happens: `applied` is appended only after the
/// board — and the store, when there is one — has committed it. With a store, the action is
/// decided from the store's state inside its write transaction, so another process's changes
/// are seen and nothing is lost. After every change the rows are laid out again, so a row is
/// where a renderer draws it.
///
/// Not `Sendable`, with a store or without: it may hold a `TaskStore` (one SQLite connection,
/// one thread), and a value without one is the same type.
public struct BoardRuntime {
    /// The scene the runtime was brought to life with.
    public let scene: Scene
    /// The drag engine the runtime feeds every input to, for its queries (drags, targets, focus).
    public internal(set) var engine: DragDispatcher
    var memoryBoard: TaskBoard
    /// The drops applied to `memoryBoard`, to undo and redo (without a store; a store keeps its own).
    var memoryHistory = MemoryHistory()
    /// The tasks the last undo or redo took off the board (an undone Add New's), so that
    /// announcements still call them by title: a drag of one under way is refused at its release.
    var travelRemoved: [TaskItem] = []
    /// The board of record when set; `memoryBoard` otherwise.
    public let store: TaskStore?
    /// Whose steps ``undo(at:line:into:)`` and ``redo(at:line:into:)`` take back with a store:
    /// ``HistoryScope/own`` (the steps of this runtime's `TaskStore` value) unless set, so that on
    /// a store file other processes write too one screen's Undo leaves another screen's drops
    /// alone; ``HistoryScope/anyone`` takes the store's newest step whoever made it. Without a
    /// store there is one writer, and it changes nothing.
    public var undoScope: HistoryScope = .own
    /// The calendar whose days date a drop into a list with a ``ListSchedule`` (`"today"`,
    /// `"tomorrow"`): the scene clock's fixed offset (``Scene/Clock/calendar``; UTC without a
    /// clock) while `nil`, which a replay keeps, so it dates drops the same on every machine. An
    /// app on a real clock sets its zone's, daylight saving included — at +01:00 all year, a Berlin
    /// kiosk dated a summer drop at 23:30 local on the day before and put "tomorrow" an hour off:
    ///
    /// ```swift
    /// var runtime = try BoardRuntime(scene: scene)          // scene.clock: the Unix time of input time 0
    /// runtime.dayCalendar = TimeZoneCalendar(identifier: "Europe/Berlin")!   // import TimeZones
    /// // a drop on Today at 22:30 UTC on 15 July, 00:30 on the 16th in Berlin: scheduled 2026-07-15T22:00:00Z
    /// ```
    ///
    /// Only the day changes: when a drop happened is still ``clockStart`` plus its input time.
    public var dayCalendar: (any DayCalendar)?
    /// The Unix time an input's time 0 stands for, which dates drops with ``dayCalendar``: the scene
    /// clock's ``Scene/Clock/start`` until set, `nil` without a clock — then a drop into a list with a
    /// ``ListSchedule`` other than `.unscheduled` is refused (``TaskRejection/needsDropTime(_:_:)``).
    /// An app whose inputs' times are not on the scene clock's (a board or store with scheduled lists
    /// under a scene without a clock, or inputs timed since the app started) sets it: the Unix time
    /// when its input time was 0; setting it again later re-anchors the drops after it.
    public var clockStart: UnixTime?
    /// Each receiver's role, by receiver, for turning drops into task actions.
    let roles: [ReceiverID: TaskRole]
    /// The positions in the scene of the receivers that lay out rows: a drop lays out these
    /// alone, however many other receivers the scene holds.
    let rowReceivers: [Int]
    /// The positions of the receivers that show sections, and each one's title rows as last
    /// laid out: a press on no source looks at these alone.
    let sectionReceivers: [Int]
    /// The scene's receivers and sources by id, and its lists' titles.
    let ids: SceneIDs
    /// Each list receiver's rows as last laid out, by its position in the scene.
    var laidOut: [Int: LaidOutRows] = [:]
    /// The list receiver whose rows hold each row source, by its position in the scene (the
    /// engine knows the row: ``rowPlace(of:)``). Tells a tap on a row from a tap on another
    /// source, and finds a row's frame in O(1); a drop that moves rows below it changes nothing here.
    var rowLists: [SourceID: Int] = [:]
    /// The store's revision the rows were last laid out from (`nil` without a store).
    var rowsRevision: Int?
    /// A number that grows (by 1 or more) whenever what ``board``, ``rows(of:)``,
    /// ``scrollOffset(of:)`` and ``isEnabled(receiver:)`` report may have changed — a drop or swipe
    /// applied, an undo or redo, a rename, a ``refresh(at:into:)`` (or an input) that read other
    /// writers' commits, a folder or section opened or closed, a scroll, a receiver enabled or
    /// disabled — and stays the same otherwise (a lift, a pointer move, a refresh with nothing new).
    /// Events say what happened to drags under way, not whether the board changed: a renderer that
    /// draws only when something changed compares this to the revision it last drew. Counted
    /// where the rows are laid out again and where a list scrolls, which every change of the board
    /// goes through; 1 or more once the runtime is made.
    public internal(set) var revision = 0
    /// The selected nodes, in the order they were named: dragging one of them carries them all.
    /// A drop clears it; a cancel keeps it.
    public internal(set) var selection: [TaskID] = []
    /// Whether a drop of this input cleared the selection, or a swipe left a selected row open,
    /// which the engine is then told.
    private var selectionDropped = false
    /// The sections shown collapsed: the scene's to start with, but for each list whose state the
    /// store holds (``TaskStore/collapsedLists``: once a section was opened or closed on it, by any
    /// process), which is the store's; a tap on a title toggles one (stored, with a store).
    public internal(set) var collapsedSections: Set<ListID>
    /// Presses on sections' titles, each a tap while it lasts (BoardRuntime+Sections.swift).
    var titleTaps = TitleTaps()
    /// The section whose title the keyboard is on, if it is on one (see ``keyboardFocus``).
    var focusedTitle: ListID?
    /// For each pointer swiping a header's row, the section's rows as laid out when its swipe
    /// began (empty for another row's): what a swipe trashing the section takes, and only while
    /// they are still the section's.
    var swipedSections: [PointerID: [TaskID]] = [:]
    private var actions: [DragAction] = []
    /// The latest time the runtime took: an input's, a selection's, a scroll's, a refresh's.
    /// Each call given a time before it is rejected (``takes(_:pointer:line:into:)``), so events
    /// are never stamped before the last ones; so is one given a time outside
    /// ``DropEngine/Instant/inputRange``, which is not taken.
    private(set) var clock: Instant?
    /// Scrollable lists' offsets and the drags scrolling them (see ``AutoScroll``).
    var scrolling: ScrollState
    /// What a screen reader is told, when turned on (see BoardRuntime+Announcements.swift).
    public internal(set) var announcer: Announcer?
    /// The keys (or a gamepad's buttons) announcements tell a person to press for a keyboard
    /// drag: ``KeyWords/keyboard`` unless the app says otherwise (a gamepad's A, its D-pad, B).
    public var keyWords = KeyWords.keyboard
    /// Whether drops, cancels and row shifts carry no animation (seed 001's Reduce Motion): as
    /// `init` was given it until set, when the person changes the setting. It takes effect from
    /// the next press or keyboard pick-up; a drag under way keeps the motion it began with.
    public var reduceMotion: Bool {
        get { engine.configuration.reduceMotion }
        set { engine.configuration.reduceMotion = newValue }
    }

    /// Brings `scene` to life with a fresh board of its lists and tasks, or on `store` (whose
    /// board it keeps: open it for the scene, ``TaskStore/init(path:scene:busyTimeout:writerName:)``, which creates it from the scene on first use),
    /// or on `board` (kept in memory instead of the scene's tasks; ignored with a store).
    /// - Throws: ``InputError`` when the scene cannot be laid out: a row of a task would have the
    ///   id of another source, or the engine refuses a receiver; when the store or board lacks one of the scene's lists;
    ///   or, for a scene changed in code after it was decoded or built, for whatever ``Scene/decode(_:file:)``
    ///   would refuse in a file (an error names the JSON path the value would have there).
    public init(scene: Scene, store: TaskStore? = nil, board: TaskBoard? = nil, reduceMotion: Bool = false) throws(InputError) {
        if !scene.isChecked { try scene.check() } // built and decoded scenes were checked when made
        self.scene = scene
        self.store = store
        clockStart = scene.clock?.start
        collapsedSections = Set(scene.receivers.flatMap { receiver -> [ListID] in
            if case .sections(_, let collapsed) = receiver.role { collapsed } else { [] }
        })
        engine = DragDispatcher(configuration: .init(reduceMotion: reduceMotion))
        if let board {
            memoryBoard = board
        } else {
            do throws(TaskRejection) {
                var fresh = try TaskBoard(lists: scene.lists.map(\.id), schedules: scene.schedules)
                for list in scene.lists {
                    for (task, parent) in list.tasks.flatMap({ $0.flattened() }) {
                        try fresh.append(id: task.id, title: task.title, to: list.id, parent: parent, kind: task.kind)
                    }
                }
                memoryBoard = fresh
            } catch {
                throw InputError(file: scene.errorFile, location: .path("lists"), expected: "lists and tasks that fit the board", found: error.description)
            }
        }
        if let store { try Self.checkLists(of: scene, storeBoard: store.board, at: store.path) }
        // A board given has its lists too: a list it lacks would show no rows and refuse every drop as an unknown list.
        if store == nil, let board, let (i, list) = scene.lists.enumerated().first(where: { !board.hasList($0.1.id) }) {
            throw InputError(file: scene.errorFile, location: .path("lists[\(i)].id"),
                             expected: "a list the board given has (\(board.lists.map(\.rawValue).joined(separator: ", ")))",
                             found: "\"\(list.id)\", not on that board")
        }
        var roles: [ReceiverID: TaskRole] = [:]
        roles.reserveCapacity(scene.receivers.count)
        var ignored: [DragAction] = []
        // Whether any list can come to hold a folder (one can be moved to another list; none is ever
        // made): the scene's, or a board given, holds one.
        let foldersAround: Bool
        if scene.lists.contains(where: { $0.tasks.contains { $0.holdsFolders } }) {
            foldersAround = true
        } else if let given = store?.board ?? board {
            foldersAround = given.lists.contains { list in given.openTasks(in: list).contains(where: \.isFolder) }
        } else {
            foldersAround = false
        }
        do {
            // One batch: the index lays its grid out once, not at each doubling. Each receiver's
            // fields are read in place (`receivers[i].frame`): binding a whole `Scene.Receiver`
            // copied it, retaining its every string and array, for each of 100,000 receivers.
            let receivers = scene.receivers
            try engine.register(contentsOf: receivers.indices.map { i in
                let role = receivers[i].role
                roles[receivers[i].id] = role
                // Spring-loading: a rest on a collapsed folder opens it, in sections, whose title rows
                // always make a tree, and in lists while they hold folders: a list's dwell is given as
                // its rows are laid out (a flat list's rows are no tree: the engine would dwell at
                // any rest among them; see ``layOutRows(of:time:line:into:)``).
                let springs = switch role {
                case .sections: true
                case .list, .complete, .trash, .moveTo, .custom: false
                }
                let kinds = role.acceptedKinds(receivers[i].accepts)
                // Add New goes at a list's (or a section's) top level: inside a folder it is blocked, as its drop would be refused.
                let blocks = foldersAround && kinds.contains(.addNew) ? role.newTasksRule : nil
                return DropReceiver(id: receivers[i].id, frame: receivers[i].frame, tag: role.description, z: receivers[i].z,
                                    isEnabled: receivers[i].isEnabled, accepts: .accepts(kinds),
                                    placement: role.placement, blocks: blocks, cues: .seed001,
                                    dwell: springs ? receivers[i].springLoad : nil, collision: receivers[i].collision,
                                    parent: receivers[i].parent, isSticky: receivers[i].isSticky,
                                    slotHysteresis: receivers[i].hysteresis, edgeHysteresis: receivers[i].edgeHysteresis)
            }, into: &ignored)
            for source in scene.sources {
                try engine.register(DragSource(id: source.id, frame: source.frame, z: source.z,
                                               payload: Payload(kind: source.payload), activation: source.activation, cues: .seed001))
            }
        } catch {
            throw InputError(file: scene.errorFile, location: .path("receivers"), expected: "receivers and sources the engine takes", found: error.description)
        }
        self.roles = roles
        rowReceivers = scene.receivers.indices.filter { scene.receivers[$0].rows != nil }
        sectionReceivers = rowReceivers.filter { if case .sections = scene.receivers[$0].role { true } else { false } }
        ids = SceneIDs(scene)
        scrolling = ScrollState(scene: scene)
        try Self.checkRowLayouts(of: scene)
        try Self.checkSectionIDs(of: scene, board: store?.board ?? memoryBoard, storePath: store?.path)
        // Add New names its tasks new-1, new-2, …: a source with such an id would collide with a
        // task's row the moment the task is added, after the drop was committed; a receiver would
        // share its name with the task's row (a W3C element origin names either).
        if let (i, source) = scene.sources.enumerated().first(where: { TaskBoard.isMintedID(TaskID($0.1.id.rawValue)) }) {
            throw InputError(file: scene.errorFile, location: .path("sources[\(i)].id"),
                             expected: "a source id not of the form new-N (Add New gives new tasks those ids)", found: "\"\(source.id)\"")
        }
        if let i = scene.receivers.indices.first(where: { TaskBoard.isMintedID(TaskID(scene.receivers[$0].id.rawValue)) }) {
            throw InputError(file: scene.errorFile, location: .path("receivers[\(i)].id"),
                             expected: "a receiver id not of the form new-N (Add New gives new tasks those ids)", found: "\"\(scene.receivers[i].id)\"")
        }
        var none: [RuntimeEvent] = []
        try layOutRows(time: Instant(microseconds: 0), line: 0, into: &none)
    }

    /// The board now: the store's committed state, or the in-memory board.
    public var board: TaskBoard { store?.board ?? memoryBoard }

    /// The earliest instant the engine waits for (a long-press, a dwell), or an announcement
    /// waits to be said: feed a tick then. Auto-scroll asks for one every 16 ms while a drag
    /// scrolls a list.
    public var nextDeadline: Instant? { Self.earlier(Self.earlier(engine.nextDeadline, announcer?.deadline), scrollDeadline) }

    /// The scene's receiver with this id (the first that has it, as ``Scene/receiver(_:)``, which
    /// searches), found in O(1).
    public func sceneReceiver(_ id: ReceiverID) -> Scene.Receiver? { ids.receivers[id].map { scene.receivers[$0] } }

    /// Whether some receiver of the scene shows `list` as a section (a `sections` role).
    /// - Complexity: O(1), however many receivers the scene holds.
    public func isSection(_ list: ListID) -> Bool { ids.sectionLists.contains(list) }

    /// The scene's source with this id, found in O(1).
    func sceneSource(_ id: SourceID) -> Scene.Source? { ids.sources[id].map { scene.sources[$0] } }

    /// The frame of the receiver, source or task row named `id` as the board stands: a W3C
    /// element origin. A row is where it is laid out now; `nil` when nothing has that id, or
    /// the task has no row (trashed, completed, inside a closed folder).
    /// - Complexity: O(1), however many receivers the scene holds.
    public func frame(ofElement id: String) -> Rect? {
        if let receiver = sceneReceiver(ReceiverID(id)) { return receiver.frame }
        if let source = sceneSource(SourceID(id)) { return source.frame }
        return rowFrame(of: SourceID(id))
    }

    /// Handles one input: the engine's actions, then each drop applied to the board (and
    /// committed to the store) as it happens, then the rows laid out again if the board changed.
    ///
    /// An input at a time before the latest call's is rejected (`timeWentBackwards`, but for a
    /// release, a pointer cancel or Escape, taken at that time); one outside
    /// ``DropEngine/Instant/inputRange`` — `.tick(at: .max)` — is rejected (`timeOutOfRange`)
    /// before anything runs at it, and its time is not taken: later inputs go on from the time
    /// before it. Every timed call (a selection, a scroll, a refresh, an undo) takes its time so.
    ///
    /// - Parameters:
    ///   - line: the caller's number for the input, carried into its events (a trace's line).
    ///   - explain: attach to the input's first event the receivers under the pointer and their
    ///     verdicts; for a tick, to each drag it started, at the point the item lifted.
    /// - Throws: ``RuntimeError/store(_:)`` when the store cannot commit a drop: the events before
    ///   it are in `events`, the drop is not applied, and nothing after it is handled (the
    ///   selection is kept, as nothing was applied). The runtime stays usable: its rows are those
    ///   of the store's board (which may hold other processes' commits the failed transaction
    ///   read), the ended drag's auto-scroll has stopped, and the next input is handled as usual.
    public mutating func handle(_ input: DragInput, line: Int = 0, explain: Bool = false, into events: inout [RuntimeEvent]) throws(RuntimeError) {
        // A release, a pointer cancel or Escape stamped before the latest call is taken at its
        // time, as the engine takes one stamped before its latest input: a finger lifted ends its drag.
        if input.endsWhatIsUnderWay, let latest = Self.later(clock, engine.latestTime), input.time < latest {
            return try handle(input.stamped(latest), line: line, explain: explain, into: &events)
        }
        // Before a selection's, a scroll's or a refresh's time, which the engine's clock did not see.
        if let clock, input.time < clock, clock != engine.latestTime {
            events.append(RuntimeEvent(time: input.time, line: line,
                                       kind: .engine(.inputRejected(input.event?.pointer, reason: .timeWentBackwards(previous: clock, found: input.time)))))
            return
        }
        if !Instant.inputRange.contains(input.time), Self.later(clock, engine.latestTime).map({ input.time >= $0 }) ?? true {
            // Rejected before anything runs at it — a scroll step, a title's tap, an announcement
            // due — as the engine rejects it (one before the latest time it rejects as going back).
            events.append(RuntimeEvent(time: input.time, line: line,
                                       kind: .engine(.inputRejected(input.event?.pointer, reason: .timeOutOfRange(input.time)))))
            return
        }
        defer { if let taken = engine.latestTime, clock.map({ taken > $0 }) ?? true { clock = taken } }
        // Asked only with `explain`, before the input changes what the pointer holds (a release
        // ends its drag; a drop clears the selection): judged as the drag is, on all it carries.
        var explainedBefore: HitExplanation?
        if explain, let event = input.event { explainedBefore = engine.explain(at: event.position, pointer: event.pointer) }
        let start = events.count
        try stepScrolling(to: input.time, line: line, into: &events)
        actions.removeAll(keepingCapacity: true)
        // A pick-up the engine would let pass without a word: nothing focused, or the focus gone.
        let liftsNothing = if case .key(.pickUp, _) = input { engine.drag(of: .keyboard) == nil && !engine.keyboardFocusIsPresent } else { false }
        // A key on a section's title is the runtime's: the engine is told only the time.
        let title = takeTitleKey(input)
        engine.handle(title.taken ? .tick(at: input.time) : input, into: &actions)
        if let rejected = title.rejected { actions.append(.inputRejected(.keyboard, reason: rejected)) }
        let first = events.count
        // The store's revision before this input's first write, read only when there is one.
        var storeRevision: Int?
        var changed = ChangedLists()
        if isAnnouncing { sayDue(at: input.time, line: line, into: &events) }
        // What a tap, a key or a spring-load rest opened or closed, said once the rows are laid out.
        var toggled: (container: String, opened: Bool)?
        for action in actions {
            events.append(RuntimeEvent(time: input.time, line: line, kind: .engine(action)))
            if isAnnouncing, !Self.isDrop(action) { announce(action, at: input.time, line: line, into: &events) }
            switch action {
            case .dropped(let pointer, let intent, _):
                storeRevision = storeRevision ?? store?.revision
                // Said once the board has taken the drop, or refused it; counted on the rows it was made on.
                let said = announcements(of: action, at: input.time)
                let first = events.count
                try apply(intent, of: pointer, at: input.time, line: line, into: &events, changed: &changed)
                sayDrop(said, outcome: events[first...], at: input.time, line: line, into: &events)
                // The drop clears the selection, unless another pointer's drag carries it: that drag keeps it to its own drop.
                if !selectionCarried(byOtherThan: pointer) {
                    selection = []
                    selectionDropped = true
                }
            case .dwelled(_, .among(_, let folder?, _, _)):
                // Spring-loading (or the keyboard's activate): the folder, or collapsed section, under
                // the drag opens, and the drag carries on.
                if collapsedSections.contains(ListID(folder)) {
                    storeRevision = storeRevision ?? store?.revision
                    try setSection(ListID(folder), collapsed: false, at: input.time, line: line, into: &events, changed: &changed)
                } else {
                    storeRevision = storeRevision ?? store?.revision
                    try commit(.setExpanded(TaskID(folder), true), at: input.time, line: line, into: &events, changed: &changed)
                }
                // Said as a tap's or a key's opening is ("Errands opened, 1 task."): the rows under the drag changed.
                toggled = (folder, true)
            case .swiping(let pointer, let source, _, _) where swipedSections[pointer] == nil:
                // A swipe begins: a header's section is kept as the rows show it now (another row's, none).
                let header = board.task(TaskID(source.rawValue)).flatMap { $0.kind == .header ? $0 : nil }
                swipedSections[pointer] = header.map { board.members(of: $0.id, in: $0.list).map(\.id) } ?? []
            case .swipeEnded(let pointer, let source, let committed?):
                // A row swiped far enough: its task completed or trashed, as a drop on Complete or Trash would.
                storeRevision = storeRevision ?? store?.revision
                let shown = swipedSections.removeValue(forKey: pointer)
                try applySwipe(of: source, committed, shown: shown, at: input.time, line: line, into: &events, changed: &changed)
                // A selected row swiped and still open (refused, or renamed): the drag carrying the
                // selection, which left it out while it was swiped, carries it again.
                if selection.contains(TaskID(source.rawValue)), board.task(TaskID(source.rawValue))?.status == .open { selectionDropped = true }
            case .swipeEnded(let pointer, _, nil):
                swipedSections[pointer] = nil
            case .pressEnded(_, let source, .released):
                // A tap on a folder's row opens or closes it; on a header's, asks for a rename when the rows say so.
                if let i = rowLists[source], let kind = board.task(TaskID(source.rawValue))?.kind {
                    switch kind {
                    case .folder(let expanded):
                        storeRevision = storeRevision ?? store?.revision
                        try commit(.setExpanded(TaskID(source.rawValue), !expanded), at: input.time, line: line, into: &events, changed: &changed)
                        toggled = (source.rawValue, !expanded)
                    case .header where scene.receivers[i].rows?.headerTap == .rename:
                        events.append(RuntimeEvent(time: input.time, line: line, kind: .renameRequested(TaskID(source.rawValue))))
                    case .header, .task:
                        break
                    }
                }
            case .pressBegan, .pressRefused, .dragStarted, .entered, .movedWithin, .exited, .cancelled, .swiping, .inputRejected,
                 .dwelled(_, .onto), .dwelled(_, .among(_, nil, _, _)),
                 .pressEnded(_, _, .movedBeforeLongPress), .pressEnded(_, _, .escape), .pressEnded(_, _, .pointerCancelled),
                 .pressEnded(_, _, .pointerPressedAgain), .pressEnded(_, _, .sourceRemoved):
                break // no task changes: the event appended above is all they are
            }
        }
        if case .key(.activate, _) = input, !title.taken, engine.drag(of: .keyboard) == nil, let focus = engine.keyboardFocus, rowLists[focus] != nil,
           case .folder(let expanded)? = board.task(TaskID(focus.rawValue))?.kind {
            // The keyboard's tap: carrying nothing, activate opens or closes the focused folder.
            storeRevision = storeRevision ?? store?.revision
            try commit(.setExpanded(TaskID(focus.rawValue), !expanded), at: input.time, line: line, into: &events, changed: &changed)
            toggled = (focus.rawValue, !expanded)
        }
        if let section = title.toggled {
            // The keyboard's tap on a section's title.
            storeRevision = storeRevision ?? store?.revision
            try setSection(section, collapsed: !collapsedSections.contains(section), at: input.time, line: line, into: &events, changed: &changed)
            toggled = (section.rawValue, !collapsedSections.contains(section))
        }
        if let section = trackTitleTap(input) {
            // A tap on a section's title.
            storeRevision = storeRevision ?? store?.revision
            try setSection(section, collapsed: !collapsedSections.contains(section), at: input.time, line: line, into: &events, changed: &changed)
            toggled = (section.rawValue, !collapsedSections.contains(section))
        }
        if liftsNothing, !title.taken, isAnnouncing { append([notPickedUp()], at: input.time, line: line, into: &events) }
        // A write reads what other processes committed first: their changes move rows too. Each
        // write of this input's that changed the board counts one revision; any more are theirs.
        if let storeRevision, store?.revision != storeRevision + events[first...].count(where: \.wroteTheStore) { changed.insertAll() }
        if selectionDropped {
            // The engine's selection goes with the runtime's: a drag of another of its rows carries it no more.
            selectionDropped = false
            engineSelect(at: input.time, line: line, into: &events)
        }
        if explain, case .pointerDown(let event) = input, !actions.contains(where: { $0.pointer == event.pointer }) {
            // A press that hit no source: the engine says nothing of it; `explain` says where it
            // was and what source was near (the work only `explain` asks for, issue 18).
            events.append(RuntimeEvent(time: input.time, line: line,
                                       kind: .pressedNothing(event.pointer, at: event.position, nearest: nearbySource(to: event.position),
                                                             sectionTitle: sectionTitle(at: event.position)?.section)))
        }
        if explain, first < events.count, let event = input.event {
            // What the pointer held before the input (a drag, a press), else what the input picked up.
            events[first].explanation = explainedBefore ?? engine.explain(at: event.position, pointer: event.pointer)
        } else if explain, case .tick = input {
            // A deadline fired (a long-press): each drag it started is explained where it lifted.
            for i in first..<events.count {
                guard case .engine(.dragStarted(let pointer, _, _, let position, _)) = events[i].kind else { continue }
                events[i].explanation = engine.explain(at: position, pointer: pointer)
            }
        }
        if !changed.isEmpty {
            do { try layOutRows(of: changed, time: input.time, line: line, into: &events) } catch { throw .layout(error) }
            endKeyboardDragOfGoneTask(at: input.time, line: line, into: &events)
        }
        if let toggled { sayToggled(toggled.container, opened: toggled.opened, at: input.time, line: line, into: &events) }
        if case .key(let key, _) = input { try followKeyboard(key, at: input.time, into: &events) }
        trackScrollDrives(after: input, events: events[start...])
    }

    /// The row a drop at `location` would go just above, among `rows` (a list receiver's rows):
    /// `rows.count` for after the last row. A renderer draws the insertion line there.
    /// `engine.preview(for:)` gives the same row (its `slot`) for the place under a drag, accepted or
    /// blocked (then ``ListPreview/refused``), with the line's height and depth — O(1) for a flat
    /// list, a walk of the place's level for a tree, never the whole list: draw from it. This one answers for any location, under a drag or not (kept: public since 1.9.0).
    /// - Complexity: O(n) for the n rows.
    public static func insertionRow(for location: DropLocation, in rows: [BoardRow]) -> Int? {
        guard case .among(_, let parent, let index, _) = location else { return nil }
        let isChild: (BoardRow) -> Bool = { row in
            guard row.isNode else { return false }
            if let parent, row.depth > 0, row.task.parent == nil { return row.task.list.rawValue == parent } // a section's task
            return row.task.parent?.rawValue == parent && (parent != nil || row.depth == 0)
        }
        var seen = 0
        for (i, row) in rows.enumerated() where isChild(row) {
            if seen == index { return i }
            seen += 1
        }
        // At the end: above the folder's drop zone, or the next section's title, or after everything.
        guard let parent else { return rows.count }
        if let zone = rows.firstIndex(where: { $0.isDropZone && $0.task.id.rawValue == parent }) { return zone }
        if let title = rows.firstIndex(where: { $0.section?.rawValue == parent }) {
            return rows[(title + 1)...].firstIndex { $0.section != nil } ?? rows.count
        }
        return rows.count
    }

    /// Reads what other processes committed to the store since this runtime last wrote or
    /// looked, and lays the rows out again if the board changed. Call it when other writers'
    /// changes should show between drops (every drop reads them first on its own). A `time`
    /// before the last call's is rejected (an `inputRejected` event) and nothing is read.
    ///
    /// The events are what the rows moving did to drags under way: with nothing dragged there
    /// are none, even when the board changed. The result says whether it did (``revision`` grew).
    /// - Returns: whether it read a change of the board; `false` without a store, with nothing
    ///   new, or for a time rejected.
    /// - Throws: ``RuntimeError/store(_:)`` when the store cannot be read.
    @discardableResult
    public mutating func refresh(at time: Instant, into events: inout [RuntimeEvent]) throws(RuntimeError) -> Bool {
        guard takes(time, line: 0, into: &events), let store else { return false }
        let changed: Bool
        do { changed = try store.refresh() } catch { throw .store(error) }
        guard changed else { return false }
        do { try layOutRows(time: time, line: 0, into: &events) } catch { throw .layout(error) }
        endKeyboardDragOfGoneTask(at: time, line: 0, into: &events)
        return true
    }

    /// Whether a call at `time` may go on: not before ``clock``, nor outside ``Instant/inputRange``;
    /// ``clock`` then moves to `time`. Another time is rejected, as the engine rejects an input's,
    /// with an `inputRejected` event (of `pointer`) saying so.
    mutating func takes(_ time: Instant, pointer: PointerID? = nil, line: Int, into events: inout [RuntimeEvent]) -> Bool {
        let latest = Self.later(clock, engine.latestTime)
        if let latest, time < latest {
            events.append(RuntimeEvent(time: time, line: line, kind: .engine(.inputRejected(pointer, reason: .timeWentBackwards(previous: latest, found: time)))))
            return false
        }
        guard Instant.inputRange.contains(time) else {
            events.append(RuntimeEvent(time: time, line: line, kind: .engine(.inputRejected(pointer, reason: .timeOutOfRange(time)))))
            return false
        }
        clock = time
        return true
    }

    /// Time passes to `time` for a call of the app's (undo, redo, rename), as for a tick:
    /// deadlines due by then fire, and `false` (an `inputRejected` event) for a time before the
    /// last input's, which the call then ignores as an input's would be.
    mutating func passTime(to time: Instant, line: Int, into events: inout [RuntimeEvent]) throws(RuntimeError) -> Bool {
        let first = events.count
        try handle(.tick(at: time), line: line, into: &events)
        return !events[first...].contains(where: \.isTimeRejected)
    }

    static func later(_ a: Instant?, _ b: Instant?) -> Instant? {
        guard let a else { return b }
        guard let b else { return a }
        return Swift.max(a, b)
    }

    /// Each list is laid out by one receiver at most, since its rows are the sources of its tasks.
    /// (``Scene/check()`` holds the rows to the coordinate limit, so that no row a list lays out,
    /// however long it grows, can reach infinity.)
    static func checkRowLayouts(of scene: Scene) throws(InputError) {
        var shown: [ListID: ReceiverID] = [:]
        for (i, receiver) in scene.receivers.enumerated() {
            guard receiver.rows != nil else { continue }
            for list in receiver.role.shownLists {
                if let other = shown[list] {
                    throw InputError(file: scene.errorFile, location: .path("receivers[\(i)].rows"),
                                     expected: "rows of a list no other receiver lays out (a task's row is its drag source)",
                                     found: "list \"\(list)\", whose rows receiver \"\(other)\" already lays out")
                }
                shown[list] = receiver.id
            }
        }
    }
}

extension BoardRuntime {
    /// Refuses a scene naming a list the store's `board` lacks: a store keeps the lists of the
    /// scene it was made from, so a scene naming others is not its scene.
    /// - Complexity: O(*l*) in the scene's lists.
    static func checkLists(of scene: Scene, storeBoard board: TaskBoard, at path: String) throws(InputError) {
        guard let (i, list) = scene.lists.enumerated().first(where: { !board.hasList($0.1.id) }) else { return }
        throw InputError(file: scene.errorFile, location: .path("lists[\(i)].id"),
                         expected: "a list the store has (\(board.lists.map(\.rawValue).joined(separator: ", ")))",
                         found: "\"\(list.id)\", not in \(path)" + storeRemedy)
    }

    /// Refuses, as ``init(scene:store:board:reduceMotion:)`` would on a store at `path` holding
    /// `board` and no section's state, a scene that does not fit it: what
    /// ``TaskStore/init(path:scene:busyTimeout:writerName:)`` asks before it migrates or creates the file.
    /// - Complexity: what laying the scene out on `board` costs: a runtime is made and dropped.
    package static func check(_ scene: Scene, fitsStoreBoard board: TaskBoard, at path: String) throws(InputError) {
        try checkLists(of: scene, storeBoard: board, at: path)
        try checkSectionIDs(of: scene, board: board, storePath: path)
        _ = try BoardRuntime(scene: scene, board: board)
    }

    /// What a store/scene mismatch's error ends with: how to fix it. A store keeps the lists of
    /// the scene it was made from, and its tasks: another scene is not its scene.
    static let storeRemedy = " (a store keeps the lists and tasks of the scene it was made from: open it with that scene, or use another store)"


    /// A section's title row is named by its list's id, and a drop's location names the section
    /// or the folder it lands in by that name: a list shown as sections may share its id with no
    /// task, now (a scene's or a store's, whatever its status) or later (Add New's `new-N`).
    /// Otherwise a drop into a folder called `work` would be read as one into the section `work`.
    /// - Complexity: O(*s*) in the lists shown as sections.
    ///
    /// With `storePath`, the store at that path holds `board`: a task of its own, not the scene's,
    /// is said to be the store's, with the remedy.
    static func checkSectionIDs(of scene: Scene, board: TaskBoard, storePath: String? = nil) throws(InputError) {
        for i in scene.receivers.indices {
            guard case .sections(let lists, _) = scene.receivers[i].role else { continue }
            for (k, list) in lists.enumerated() {
                let id = TaskID(list.rawValue)
                let found: String? = if let task = board.task(id) {
                    "\"\(list)\", also the id of task \"\(task.title)\""
                        + (storePath.map { path in scene.hasTask(id) ? "" : " in \(path)" + storeRemedy } ?? "")
                } else if TaskBoard.isMintedID(id) {
                    "\"\(list)\", of the form Add New gives new tasks"
                } else {
                    nil
                }
                if let found {
                    throw InputError(file: scene.errorFile, location: .path("receivers[\(i)].role.sections[\(k)]"),
                                     expected: "a list id no task has (a section and a folder are both named by id where a drop lands)",
                                     found: found)
                }
            }
        }
    }
}

extension Scene {
    /// Whether one of the scene's lists holds a task (or folder, at any depth) of that id.
    /// - Complexity: O(*t*) in the scene's tasks.
    func hasTask(_ id: TaskID) -> Bool {
        lists.contains { list in list.tasks.contains { $0.flattened().contains { $0.task.id == id } } }
    }
}

extension Scene.Task {
    /// Whether this node is a folder or holds one.
    var holdsFolders: Bool {
        if case .folder = kind { return true }
        return children.contains { $0.holdsFolders }
    }
}

extension TaskRole {
    /// The list a `list` role lays out.
    var list: ListID? {
        if case .list(let list) = self { list } else { nil }
    }

    /// The lists whose rows a receiver with this role lays out.
    public var shownLists: [ListID] {
        switch self {
        case .list(let list): [list]
        case .sections(let lists, _): lists
        case .complete, .trash, .moveTo, .custom: []
        }
    }
}

extension RuntimeEvent {
    /// Whether the event says the runtime wrote to its store (with one): an action applied that
    /// changed tasks, or a section's state stored. Each such write counts one of the store's revisions.
    var wroteTheStore: Bool {
        switch kind {
        case .applied(_, let changes): !changes.isEmpty
        case .sectionToggled: true
        case .engine, .refused, .announced, .undone, .redone, .undoRefused, .renameRequested, .rejected, .pressedNothing, .customDrop: false
        }
    }
}

