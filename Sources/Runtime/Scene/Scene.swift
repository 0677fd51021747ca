import DropEngine
import DropGeometry
import TaskModel

/// A layout to replay traces against: the viewport, the receivers, the sources, and the lists
/// with their first tasks. Decoded from JSON with ``Scene/decode(_:file:)`` (the README
/// documents the format), or built in code with ``Scene/init(name:viewport:lists:receivers:sources:clock:)``;
/// either way it is checked by the same rules.
public struct Scene: Hashable, Sendable {
    // Each field the rules read is changed through `_modify`, in place: `didSet` made
    // `scene.receivers.append(r)` copy the whole array, so a scene built by 10,000 appends took
    // seconds (a Swift embedder's trial: 5.2 s), where building the array first took a millisecond.
    public var name: String {
        get { _name }
        _modify { checked = Aside(false); yield &_name }
    }
    public var viewport: Size {
        get { _viewport }
        _modify { checked = Aside(false); yield &_viewport }
    }
    /// The lists in display order; the first is the default list (`final.open` in `--json`).
    public var lists: [List] {
        get { _lists }
        _modify { checked = Aside(false); yield &_lists }
    }
    public var receivers: [Receiver] {
        get { _receivers }
        _modify { checked = Aside(false); yield &_receivers }
    }
    /// Sources other than task rows (rows come from a list receiver's `rows` layout).
    public var sources: [Source] {
        get { _sources }
        _modify { checked = Aside(false); yield &_sources }
    }
    /// The wall-clock time of the trace's 0 ms, in a fixed offset from UTC; needed when a list
    /// schedules the tasks put in it. A fixed offset, not a named zone, so a replay gives the
    /// same dates on every machine whatever its time zone database.
    public var clock: Clock? {
        get { _clock }
        _modify { checked = Aside(false); yield &_clock }
    }
    private var _name: String
    private var _viewport: Size
    private var _lists: [List]
    private var _receivers: [Receiver]
    private var _sources: [Source]
    private var _clock: Clock?
    /// The file the scene was read from, which errors found in it later point into; `nil` for
    /// a scene built in code (its errors name the scene). Not part of what the scene is: two
    /// scenes of the same content read from two files are equal.
    public var file: String? {
        get { _file.value }
        set { _file.value = newValue }
    }
    private var _file: Aside<String?>

    /// Builds a scene in code, checked as ``decode(_:file:)`` checks a file: an error names the
    /// scene and the JSON path the value would have in a file, what was expected and what was
    /// found (`scene: receivers[1].id: expected a receiver id not used by another receiver or a
    /// task, found "t1"`).
    ///
    /// ```swift
    /// let scene = try Scene(name: "kiosk", viewport: Size(width: 800, height: 600),
    ///     lists: [Scene.List(id: "inbox", title: "Inbox", tasks: [Scene.Task(id: "t1", title: "Buy milk")])],
    ///     receivers: [
    ///         Scene.Receiver(id: "list", frame: Rect(x: 20, y: 60, width: 460, height: 520), role: .list("inbox"),
    ///                        accepts: [.task], rows: Scene.RowLayout(first: Rect(x: 30, y: 70, width: 440, height: 44), pitch: 50)),
    ///         Scene.Receiver(id: "complete", frame: Rect(x: 540, y: 80, width: 220, height: 140), role: .complete, accepts: [.task]),
    ///     ])
    /// ```
    ///
    /// A scene's fields stay `var`s: one changed afterwards is checked again, once, by
    /// ``BoardRuntime/init(scene:store:board:reduceMotion:)``.
    /// - Complexity: O(n) in the lists, tasks, receivers and sources.
    public init(name: String = "scene", viewport: Size, lists: [List], receivers: [Receiver], sources: [Source] = [],
                clock: Clock? = nil) throws(InputError) {
        self.init(unchecked: name, viewport: viewport, lists: lists, receivers: receivers, sources: sources, clock: clock, file: nil)
        try check()
    }

    /// A scene its caller has checked (decoding checks as it reads).
    init(unchecked name: String, viewport: Size, lists: [List], receivers: [Receiver], sources: [Source], clock: Clock?, file: String?) {
        _name = name
        _viewport = viewport
        _lists = lists
        _receivers = receivers
        _sources = sources
        _clock = clock
        _file = Aside(file)
        checked = Aside(true)
    }

    /// Whether the scene holds to ``check()`` as it stands: true when built or decoded (both
    /// check), false once a field the rules read changes. ``BoardRuntime`` checks only a scene
    /// changed since, so a decoded scene is walked once, not twice.
    var isChecked: Bool { checked.value }
    private var checked: Aside<Bool>

    /// What a scene knows about itself, not part of what it is: equal scenes are equal whether
    /// or not one of them was changed and changed back, and wherever each was read from.
    private struct Aside<Value: Sendable>: Hashable, Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
        static func == (_: Aside, _: Aside) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

    /// What an error in the scene names: its file, or its name.
    var errorFile: String { file ?? name }

    /// Each list's ``List/schedule``, for a board or store made from the scene.
    public var schedules: [ListID: ListSchedule] {
        lists.reduce(into: [:]) { rules, list in rules[list.id] = list.schedule }
    }

    /// The wall-clock moment a trace's time 0 stands for, and the calendar its lists date drops by (`"clock"`).
    public struct Clock: Hashable, Sendable {
        /// The moment the trace's time 0 stands for.
        public var start: UnixTime
        /// The days a list schedules by: UTC or a fixed offset in whole minutes, within ±18 hours.
        public var calendar: FixedOffsetCalendar

        /// `Clock(start: UnixTime(milliseconds: 1_795_301_990_000), calendar: FixedOffsetCalendar(secondsEast: 3_600))`: 2026-11-21T22:59:50Z, at +01:00.
        public init(start: UnixTime, calendar: FixedOffsetCalendar = .utc) {
            self.start = start
            self.calendar = calendar
        }

        /// When a drop at trace time `time` happened: `start` plus `time`, held at the end of
        /// ``UnixTime``'s range it would pass (an app's ``BoardRuntime/clockStart`` near it; a
        /// scene's clock is a year 0000–9999, far inside): such a time dates no drop, which is
        /// refused (``TaskRejection/undatable(_:_:_:)``, outside ``UnixTime/datable``).
        public func dropTime(at time: Instant) -> DropTime {
            // Floored to whole milliseconds without overflow at `Instant.min` (subtracting 999 first trapped).
            let (quotient, remainder) = time.microseconds.quotientAndRemainder(dividingBy: 1_000)
            let ms = remainder < 0 ? quotient - 1 : quotient
            return DropTime(now: UnixTime(milliseconds: start.milliseconds.addingClamped(ms)), calendar: calendar)
        }
    }

    /// A list of tasks the board starts with (`"lists"`).
    public struct List: Hashable, Sendable {
        public var id: ListID
        public var title: String
        public var tasks: [Task]
        /// What entering the list does to a task's scheduled date; `nil` keeps it.
        public var schedule: ListSchedule?

        /// `List(id: "inbox", title: "Inbox", tasks: [Task(id: "t1", title: "Buy milk")])`.
        public init(id: ListID, title: String, tasks: [Task] = [], schedule: ListSchedule? = nil) {
            self.id = id
            self.title = title
            self.tasks = tasks
            self.schedule = schedule
        }
    }

    /// A node of a list: a task, a header (`"header": true`), or a folder with its own nodes
    /// (`"folder": {"expanded": true, "tasks": [...]}`).
    public struct Task: Hashable, Sendable {
        public var id: TaskID
        public var title: String
        public var kind: TaskKind = .task
        /// A folder's contents, in order.
        public var children: [Task] = []

        public init(id: TaskID, title: String, kind: TaskKind = .task, children: [Task] = []) {
            self.id = id
            self.title = title
            self.kind = kind
            self.children = children
        }

        /// This node and everything inside it, depth first, each with its parent.
        public func flattened(parent: TaskID? = nil) -> [(task: Task, parent: TaskID?)] {
            [(self, parent)] + children.flatMap { $0.flattened(parent: id) }
        }
    }

    /// A drop receiver: its frame, what it does with a drop (`role`) and the kinds it accepts (`"receivers"`).
    public struct Receiver: Hashable, Sendable {
        public var id: ReceiverID
        public var frame: Rect
        public var role: TaskRole
        public var z: Int
        public var isEnabled: Bool
        /// The payload kinds it accepts.
        public var accepts: [PayloadKind]
        /// For a `list` receiver: where its open tasks are drawn as draggable rows.
        public var rows: RowLayout?
        /// How long a drag must rest on a collapsed folder's middle half, or a collapsed section's
        /// title, to open it (`nil`: never); only a `list` or `sections` receiver has them.
        public var springLoad: Interval? = Receiver.defaultSpringLoad
        /// How a drag finds it besides the pointer being inside (`"collision"`).
        public var collision: DropReceiver.Collision = .pointer
        /// The receiver it lies in, within which it stays the target in gaps (`"parent"`).
        public var parent: ReceiverID?
        /// Whether it stays the target in its parent's gaps (`"sticky"`, true by default).
        public var isSticky = true
        /// Points past a slot boundary before the slot changes (`"hysteresis"`, 4 by default).
        public var hysteresis: Double = Receiver.defaultHysteresis
        /// What a receiver takes when its `"springLoad"` or `"hysteresis"` is left out.
        static let defaultSpringLoad: Interval = .milliseconds(700)
        static let defaultHysteresis: Double = 4
        /// Whether its rows may extend beyond its frame and scroll, by itself near its edges during a drag (`"scrollable"`).
        public var isScrollable = false
        /// Points outside its frame within which a drag targeting it keeps it (`"edgeHysteresis"`,
        /// 0 by default: none; ``DropReceiver/edgeHysteresis``).
        public var edgeHysteresis: Double = 0
        /// What announcements and the terminal picture call it (`"title"`): a kiosk's "Done" for its
        /// Complete receiver; `nil` names it by its role ("Complete", "Trash", its list's title).
        public var title: String?

        /// A receiver as a file's `"receivers"` entry gives it; what is left out takes the file's default.
        /// `Receiver(id: "trash", frame: Rect(x: 540, y: 260, width: 220, height: 140), role: .trash, accepts: [.task])`.
        public init(id: ReceiverID, frame: Rect, role: TaskRole, z: Int = 0, isEnabled: Bool = true, accepts: [PayloadKind],
                    rows: RowLayout? = nil, springLoad: Interval? = .milliseconds(700), collision: DropReceiver.Collision = .pointer,
                    parent: ReceiverID? = nil, isSticky: Bool = true, hysteresis: Double = 4, isScrollable: Bool = false,
                    edgeHysteresis: Double = 0, title: String? = nil) {
            self.id = id
            self.frame = frame
            self.role = role
            self.z = z
            self.isEnabled = isEnabled
            self.accepts = accepts
            self.rows = rows
            self.springLoad = springLoad
            self.collision = collision
            self.parent = parent
            self.isSticky = isSticky
            self.hysteresis = hysteresis
            self.isScrollable = isScrollable
            self.edgeHysteresis = edgeHysteresis
            self.title = title
        }
    }

    /// Row i of a list is at `first` moved down by `pitch · i`, and is a drag source with this
    /// activation and z, carrying the task.
    /// A row at depth k is moved right by `indent · k` and narrowed by as much.
    public struct RowLayout: Hashable, Sendable {
        public var first: Rect
        public var pitch: Double
        public var z: Int
        public var activation: Activation
        public var indent: Double = 24
        /// What swiping a task's or folder's row sideways does (`"swipe"`), if anything.
        public var swipe: RowSwipe?
        /// What swiping a section header's row sideways does (`"headerSwipe"`), if anything.
        public var headerSwipe: RowSwipe?
        /// What a tap on a section header's row does (`"headerTap"`), if anything: seed 002's "tap
        /// anywhere on a header row to rename inline".
        public var headerTap: HeaderTap?

        /// Rows `pitch` apart from `first`, each long-pressed to drag by default, as a file's `"rows"`.
        public init(first: Rect, pitch: Double, z: Int = 1, activation: Activation = .longPress(), indent: Double = 24,
                    swipe: RowSwipe? = nil, headerSwipe: RowSwipe? = nil, headerTap: HeaderTap? = nil) {
            self.first = first
            self.pitch = pitch
            self.z = z
            self.activation = activation
            self.indent = indent
            self.swipe = swipe
            self.headerSwipe = headerSwipe
            self.headerTap = headerTap
        }

        /// The frame of row `i` (from 0, top to bottom) at nesting `depth`.
        public func frame(ofRow i: Int, depth: Int = 0) -> Rect {
            let shift = Swift.min(indent * Double(depth), first.width)
            return Rect(x: first.minX + shift, y: first.minY + pitch * Double(i), width: first.width - shift, height: first.height)
        }
    }

    /// What swiping a row sideways does: seed 002's swipe actions (`"swipe"` in `rows`,
    /// `{"left": "trash", "right": "complete", "distance": 120}`, for task and folder rows;
    /// `"headerSwipe"`, `{"left": "trash section", "right": "rename"}`, for section headers). A
    /// press on a row that leaves its long-press's tolerance sideways, a way the row may go,
    /// swipes the row instead of ending; a release at least `distance` points across does what
    /// that way means (``SwipeMeaning``) to the row's node alone, selected or not.
    public struct RowSwipe: Hashable, Sendable {
        /// What a row swiped left does, if it can be.
        public var left: SwipeMeaning?
        /// What a row swiped right does, if it can be.
        public var right: SwipeMeaning?
        /// How far across, in points, a release commits: half the row's width when left out.
        public var distance: Double

        public init(left: SwipeMeaning? = nil, right: SwipeMeaning? = nil, distance: Double) {
            self.left = left
            self.right = right
            self.distance = distance
        }

        /// What a swipe committed `direction` does.
        public func meaning(_ direction: SwipeDirection) -> SwipeMeaning? {
            switch direction {
            case .left: left
            case .right: right
            }
        }

        /// The engine's swipe: the ways that do something, and the distance.
        var engineSwipe: Swipe {
            var directions: SwipeDirections = []
            if left != nil { directions.insert(.left) }
            if right != nil { directions.insert(.right) }
            return Swipe(directions: directions, distance: distance)
        }
    }

    /// What a tap on a header's row does (a press let go before its long-press, without moving).
    public enum HeaderTap: String, Hashable, Sendable, CaseIterable {
        /// Nothing changes: a ``RuntimeEvent/Kind/renameRequested(_:)`` event asks the app to edit
        /// the title, as a swipe that means rename does.
        case rename
    }

    /// What a committed swipe does to the row's node.
    public enum SwipeMeaning: String, Hashable, Sendable, CaseIterable {
        /// Completed, as a drop on Complete would (task and folder rows only: a header cannot be completed).
        case complete
        /// Trashed, as a drop on Trash would: a header alone, its items joining the section above.
        case trash
        /// A header trashed with every item of its section, in one step (seed 002's "delete
        /// section"); headers only.
        case trashSection = "trash section"
        /// Nothing changes: a ``RuntimeEvent/Kind/renameRequested(_:)`` event asks the app to
        /// edit the title (seed 002's rename), which it gives back through
        /// ``BoardRuntime/rename(_:to:at:line:into:)``.
        case rename

        /// The meanings a swipe of a task's row (`headerRows` false) or a header's may have.
        static func allowed(headerRows: Bool) -> [SwipeMeaning] {
            headerRows ? [.trash, .trashSection, .rename] : [.complete, .trash, .rename]
        }

        /// `"complete", "trash" or "rename"`: the meanings allowed, as a file spells them.
        static func spelled(headerRows: Bool) -> String {
            let names = allowed(headerRows: headerRows).map { "\"\($0.rawValue)\"" }
            return names.dropLast().joined(separator: ", ") + " or " + names.last!
        }
    }

    /// A drag source that is not a row, such as Add New (`"sources"`): it carries a payload of its kind.
    public struct Source: Hashable, Sendable {
        public var id: SourceID
        public var frame: Rect
        public var z: Int
        public var payload: PayloadKind
        public var activation: Activation
        /// What announcements and the terminal picture call it (`"title"`, 1.11.0): "Picked up
        /// Coupon." for a coupon dispenser; `nil` names it "Add New" for an Add New button, else
        /// by its id.
        public var title: String?

        /// `Source(id: "add", frame: Rect(x: 540, y: 460, width: 220, height: 100), payload: .addNew, activation: .distance(4))`.
        public init(id: SourceID, frame: Rect, z: Int = 0, payload: PayloadKind, activation: Activation = .longPress(), title: String? = nil) {
            self.id = id
            self.frame = frame
            self.z = z
            self.payload = payload
            self.activation = activation
            self.title = title
        }
    }

    /// The default list: the first one.
    public var defaultList: ListID { lists[0].id }

    /// The receiver `id`, if the scene has it. (A runtime finds one in O(1): ``BoardRuntime/sceneReceiver(_:)``.)
    /// - Complexity: O(n) in the scene's receivers.
    public func receiver(_ id: ReceiverID) -> Receiver? { receivers.first { $0.id == id } }
    /// The source `id`, if the scene has it.
    /// - Complexity: O(n) in the scene's sources.
    public func source(_ id: SourceID) -> Source? { sources.first { $0.id == id } }
    /// The list `id`, if the scene has it.
    /// - Complexity: O(n) in the scene's lists.
    public func list(_ id: ListID) -> List? { lists.first { $0.id == id } }
}
