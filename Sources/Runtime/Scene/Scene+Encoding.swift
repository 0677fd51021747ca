import DropEngine
import DropGeometry
import TaskModel

/// A scene written as the JSON a scene file holds, the inverse of ``Scene/decode(_:file:)``: a
/// scene built in code can be checked with `dragtoact check`, or kept, without a hand-written copy.
///
/// The text holds the keys the README documents, no others, in the order the decoder's key
/// enums declare them (``ReceiverKey``, ``RowKey``, ``SourceKey``, ``SwipeKey``, ``RectKey``) —
/// each writer switches over every case, so a key added there is a compile error here until it
/// is written — and the README's order where no enum is. A value equal to the key's default is
/// left out (`"z": 0`, `"enabled": true`, `"activation": "longPress"`, a list's title equal to
/// its id, …); a swipe's `"distance"` is always written, since its default follows the rows'
/// width. Numbers are written as ``JSONValue/format(_:)`` writes them: whole numbers without a
/// fraction, others in the shortest form that reads back as the same `Double`.
///
/// The layout is for people and diffs: the top-level keys one a line, and each list, task,
/// receiver and source on a line of its own (a folder's tasks indented under it); everything
/// else on its line, `{"x": 20, "y": 60, …}`.
extension Scene {
    /// The scene as a scene file's JSON text, which ``decode(_:file:)`` reads back as an equal
    /// scene (`file` aside), ending with a line feed.
    ///
    /// ```swift
    /// let text = try Scene.todo.json()                        // {\n  "name": "todo",\n  "viewport": {"width": 800, "height": 600},\n …
    /// let again = try Scene.decode(text, file: "todo.json")   // == Scene.todo
    /// ```
    ///
    /// Two values a file cannot say are written as the defaults they act as: a `springLoad` of
    /// `nil` and a `hysteresis` of 0 on a receiver whose role has neither (Complete, Trash, a tab,
    /// a custom role: ``check()`` takes them, and they change nothing there) read back as 700 ms
    /// and 4.
    /// - Throws: what ``BoardRuntime/init(scene:store:board:reduceMotion:)`` would throw, for a
    ///   scene changed since it was built or decoded that a file could not hold (a scene
    ///   unchanged is not checked again): the text always decodes.
    /// - Complexity: O(n) in the lists, tasks, receivers and sources, written into one buffer
    ///   (no tree of values is built).
    public func json() throws(InputError) -> String {
        if !isChecked { try check() }
        var w = SceneWriter()
        w.object(lines: true) { w in
            if !sameBytes(name, "scene") { w.string("name", name) }
            w.object("viewport") { w in
                w.number("width", viewport.width)
                w.number("height", viewport.height)
            }
            if let clock {
                w.object("clock") { w in
                    w.string("start", clock.start.description)
                    if clock.calendar.secondsEast != 0 { w.string("utcOffset", Clock.offsetText(clock.calendar.secondsEast)) }
                }
            }
            w.array("lists", lines: true, lists) { w, list in w.object { w in Self.write(list, to: &w) } }
            w.array("receivers", lines: true, receivers) { w, receiver in w.object { w in Self.write(receiver, to: &w) } }
            if !sources.isEmpty { w.array("sources", lines: true, sources) { w, source in w.object { w in Self.write(source, to: &w) } } }
        }
        w.newline()
        return w.text
    }

    private static func write(_ list: List, to w: inout SceneWriter) {
        w.string("id", list.id.rawValue)
        if !sameBytes(list.title, list.id.rawValue) { w.string("title", list.title) }
        // The schedule before the tasks, which take the lines below.
        if let schedule = list.schedule { w.string("schedule", schedule.rawValue) }
        if !list.tasks.isEmpty { w.array("tasks", lines: true, list.tasks) { w, task in w.object { w in write(task, to: &w) } } }
    }

    /// `{"id", "title"}`, then `"header": true` or `"folder": {"expanded": true, "tasks": [...]}`.
    private static func write(_ task: Task, to w: inout SceneWriter) {
        w.string("id", task.id.rawValue)
        w.string("title", task.title)
        switch task.kind {
        case .task:
            break
        case .header:
            w.bool("header", true)
        case .folder(let expanded):
            w.object("folder") { w in
                if expanded { w.bool("expanded", true) }
                if !task.children.isEmpty { w.array("tasks", lines: true, task.children) { w, child in w.object { w in write(child, to: &w) } } }
            }
        }
    }

    private static func write(_ receiver: Receiver, to w: inout SceneWriter) {
        let role = receiver.role
        for key in ReceiverKey.allCases {
            switch key {
            case .id: w.string(key, receiver.id.rawValue)
            case .frame: w.object(key) { w in write(receiver.frame, to: &w) }
            case .role: w.key(key); write(role, to: &w)
            case .z: if receiver.z != 0 { w.number(key, Double(receiver.z)) }
            case .enabled: if !receiver.isEnabled { w.bool(key, false) }
            case .accepts: w.array(key, lines: false, receiver.accepts) { w, kind in w.value(kind.name) }
            case .rows: if let rows = receiver.rows { w.object(key) { w in write(rows, to: &w) } }
            case .springLoad:
                // Only a list or sections receiver says it: on another, none acts as the default (see json()).
                guard role.opensFolders, receiver.springLoad != Receiver.defaultSpringLoad else { continue }
                if let spring = receiver.springLoad {
                    w.object(key) { w in w.number("milliseconds", milliseconds(spring)) }
                } else {
                    w.bool(key, false)
                }
            case .collision: if receiver.collision != .pointer { w.key(key); write(receiver.collision, to: &w) }
            case .parent: if let parent = receiver.parent { w.string(key, parent.rawValue) }
            case .sticky: if !receiver.isSticky { w.bool(key, false) }
            case .hysteresis:
                if role.placement == .amongRows, receiver.hysteresis != Receiver.defaultHysteresis { w.number(key, receiver.hysteresis) }
            case .scrollable: if receiver.isScrollable { w.bool(key, true) }
            case .edgeHysteresis: if receiver.edgeHysteresis != 0 { w.number(key, receiver.edgeHysteresis) }
            case .title: if let title = receiver.title { w.string(key, title) }
            }
        }
    }

    /// A receiver's `rows`: the first row's rect, then how the rest follow.
    private static func write(_ rows: RowLayout, to w: inout SceneWriter) {
        for key in RowKey.allCases {
            switch key {
            case .x: w.number(key, rows.first.minX)
            case .y: w.number(key, rows.first.minY)
            case .width: w.number(key, rows.first.width)
            case .height: w.number(key, rows.first.height)
            case .pitch: w.number(key, rows.pitch)
            case .z: if rows.z != 1 { w.number(key, Double(rows.z)) }
            case .activation: if rows.activation != .longPress() { w.key(key); write(rows.activation, to: &w) }
            case .indent: if rows.indent != 24 { w.number(key, rows.indent) }
            case .swipe: if let swipe = rows.swipe { w.object(key) { w in write(swipe, to: &w) } }
            case .headerSwipe: if let swipe = rows.headerSwipe { w.object(key) { w in write(swipe, to: &w) } }
            case .headerTap: if let tap = rows.headerTap { w.string(key, tap.rawValue) }
            }
        }
    }

    private static func write(_ swipe: RowSwipe, to w: inout SceneWriter) {
        for key in SwipeKey.allCases {
            switch key {
            case .left: if let meaning = swipe.left { w.string(key, meaning.rawValue) }
            case .right: if let meaning = swipe.right { w.string(key, meaning.rawValue) }
            case .distance: w.number(key, swipe.distance)
            }
        }
    }

    private static func write(_ source: Source, to w: inout SceneWriter) {
        for key in SourceKey.allCases {
            switch key {
            case .id: w.string(key, source.id.rawValue)
            case .frame: w.object(key) { w in write(source.frame, to: &w) }
            case .z: if source.z != 0 { w.number(key, Double(source.z)) }
            case .payload: w.string(key, source.payload.name)
            case .activation: if source.activation != .longPress() { w.key(key); write(source.activation, to: &w) }
            case .title: if let title = source.title { w.string(key, title) }
            }
        }
    }

    private static func write(_ rect: Rect, to w: inout SceneWriter) {
        for key in RectKey.allCases {
            switch key {
            case .x: w.number(key, rect.minX)
            case .y: w.number(key, rect.minY)
            case .width: w.number(key, rect.width)
            case .height: w.number(key, rect.height)
            }
        }
    }

    /// `"complete"`, `"trash"`, `{"list": "inbox"}`, `{"sections": [...], "collapsed": [...]}`,
    /// `{"moveTo": "today"}`, `{"custom": "scan"}`.
    private static func write(_ role: TaskRole, to w: inout SceneWriter) {
        switch role {
        case .complete: w.value("complete")
        case .trash: w.value("trash")
        case .list(let list): w.object { w in w.string("list", list.rawValue) }
        case .moveTo(let list): w.object { w in w.string("moveTo", list.rawValue) }
        case .custom(let name): w.object { w in w.string("custom", name) }
        case .sections(let shown, let collapsed):
            w.object { w in
                w.array("sections", lines: false, shown) { w, list in w.value(list.rawValue) }
                if !collapsed.isEmpty { w.array("collapsed", lines: false, collapsed) { w, list in w.value(list.rawValue) } }
            }
        }
    }

    /// `"immediate"`, `"longPress"`, `{"longPress": {"milliseconds": 500, "tolerance": 8}}` (each
    /// left out at its default), `{"distance": 4}`.
    private static func write(_ activation: Activation, to w: inout SceneWriter) {
        switch activation {
        case .immediate:
            w.value("immediate")
        case .distance(let points):
            w.object { w in w.number("distance", points) }
        case .longPress(let duration, let tolerance):
            guard activation != .longPress() else { return w.value("longPress") }
            w.object { w in
                w.object("longPress") { w in
                    if duration != .milliseconds(300) { w.number("milliseconds", milliseconds(duration)) }
                    if tolerance != 10 { w.number("tolerance", tolerance) }
                }
            }
        }
    }

    /// `"rectIntersection"`, `{"closestCenter": {"radius": 40}}` (`"pointer"` is the default, left out).
    private static func write(_ collision: DropReceiver.Collision, to w: inout SceneWriter) {
        switch collision {
        case .pointer: w.value("pointer")
        case .rectIntersection: w.value("rectIntersection")
        case .closestCenter(let radius): w.object { w in w.object("closestCenter") { w in w.number("radius", radius) } }
        }
    }

    /// A checked duration is whole milliseconds.
    private static func milliseconds(_ interval: Interval) -> Double { Double(interval.microseconds) / 1_000 }
}

/// Whether `a` and `b` hold the same bytes: a title that is its id's text, not merely equal to it
/// as Swift compares strings (canonically).
private func sameBytes(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

/// JSON text written for people: a container opened with `lines` puts each member on a line of
/// its own, indented two spaces a level; any other keeps its members on the line, `", "` and
/// `": "` between them. Bytes appended to one buffer, as ``JSONText`` does.
///
/// A value is written after its key (`string(key, value)`, `key(key)` then a value) or as an
/// array's element (the array's closure writes it with ``value(_:)`` or ``object(lines:_:)``).
private struct SceneWriter {
    private var out: [UInt8] = []
    /// Whether the open container has no member yet.
    private var first = true
    /// Whether the open container puts each member on a line of its own.
    private var lines = false
    /// The indentation level of the open container's members.
    private var level = 0

    var text: String { String(decoding: out, as: UTF8.self) }

    mutating func newline() { out.append(UInt8(ascii: "\n")) }

    /// Before a member or an element: the separator, and a new line in a container of `lines`.
    private mutating func next() {
        if !first { out.append(UInt8(ascii: ",")) }
        if lines {
            newline()
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
        } else if !first {
            out.append(UInt8(ascii: " "))
        }
        first = false
    }

    /// `"name": `, its value to follow.
    mutating func key(_ name: String) {
        next()
        JSONValue.appendQuoted(name, to: &out)
        out.append(contentsOf: ": ".utf8)
    }

    mutating func key<Key: JSONKey>(_ key: Key) { self.key(Key.spelled.keys[key.rawValue].string) }

    mutating func value(_ string: String) { JSONValue.appendQuoted(string, to: &out) }

    mutating func string(_ key: String, _ value: String) { self.key(key); self.value(value) }
    mutating func string<Key: JSONKey>(_ key: Key, _ value: String) { self.key(key); self.value(value) }
    mutating func number(_ key: String, _ value: Double) { self.key(key); JSONValue.appendNumber(value, to: &out) }
    mutating func number<Key: JSONKey>(_ key: Key, _ value: Double) { self.key(key); JSONValue.appendNumber(value, to: &out) }
    mutating func bool(_ key: String, _ value: Bool) { self.key(key); out.append(contentsOf: (value ? "true" : "false").utf8) }
    mutating func bool<Key: JSONKey>(_ key: Key, _ value: Bool) { self.key(key); out.append(contentsOf: (value ? "true" : "false").utf8) }
    mutating func object(_ key: String, _ members: (inout SceneWriter) -> Void) { self.key(key); object(members) }
    mutating func object<Key: JSONKey>(_ key: Key, _ members: (inout SceneWriter) -> Void) { self.key(key); object(members) }

    /// An object whose members `members` writes.
    mutating func object(lines: Bool = false, _ members: (inout SceneWriter) -> Void) {
        container(UInt8(ascii: "{"), UInt8(ascii: "}"), lines: lines, members)
    }

    /// `"key": [...]`, each element written by `element` (an empty array stays `[]` on the line).
    mutating func array<Elements: Sequence>(_ key: String, lines: Bool, _ elements: Elements,
                                            _ element: (inout SceneWriter, Elements.Element) -> Void) {
        self.key(key)
        container(UInt8(ascii: "["), UInt8(ascii: "]"), lines: lines) { w in
            for e in elements {
                w.next()
                element(&w, e)
            }
        }
    }

    mutating func array<Key: JSONKey, Elements: Sequence>(_ key: Key, lines: Bool, _ elements: Elements,
                                                          _ element: (inout SceneWriter, Elements.Element) -> Void) {
        array(Key.spelled.keys[key.rawValue].string, lines: lines, elements, element)
    }

    private mutating func container(_ open: UInt8, _ close: UInt8, lines: Bool, _ body: (inout SceneWriter) -> Void) {
        let outer = (lines: self.lines, first: first)
        out.append(open)
        (self.lines, first) = (lines, true)
        if lines { level += 1 }
        body(&self)
        if lines {
            level -= 1
            if !first {
                newline()
                out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
            }
        }
        out.append(close)
        (self.lines, first) = outer
    }
}
