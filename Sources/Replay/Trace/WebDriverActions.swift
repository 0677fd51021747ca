import Runtime
import DropEngine
import DropGeometry

/// W3C WebDriver "Perform Actions" payloads as traces: `{"actions": [...]}` or the bare array,
/// and files holding several such bodies — a JSON array of bodies, or JSON Lines, one body a
/// line — replayed in order, as a client sends them one request after another.
///
/// WebDriver BiDi too: the parameters of `input.performActions` (`{"context": …, "actions": […]}`)
/// or whole command messages (`{"id": 3, "method": "input.performActions", "params": {…}}`), as a
/// log of a BiDi session's WebSocket holds them, one a line; `input.releaseActions` releases every
/// pressed button (last pressed first) and forgets every source; other commands, their responses
/// and events are passed over, counted in a warning. In a BiDi body an element origin is
/// `{"type": "element", "element": {"sharedId": ID}}` and there is no `pointerCancel`, as its CDDL says.
///
/// What is read, following the spec's processing and dispatch algorithms (and wpt's
/// `perform_actions` tests, which pin down the details):
/// - Sources of type `pointer` (`pointerType` mouse, touch or pen; mouse by default), `key`,
///   `none` and `wheel`. Each pointer source is its own pointer: mice get the smallest free id
///   ≥ 0, touch and pen the smallest free id ≥ 2, in the order sources first appear. A source id
///   keeps its pointer, position and pressed buttons from one body to the next (the spec's input
///   state), and a native trace's later `play` line of another W3C file goes on with it too;
///   naming it again with another type or pointer type is an error. A wheel source's
///   pauses take their time like any other; its `scroll` at `x`, `y` from the viewport or an
///   element scrolls the scrollable list there by `deltaY` (``BoardRuntime/wheel(by:over:at:line:into:)``),
///   over its duration in parts as a move is sampled; lists scroll up and down only, so `deltaX`
///   scrolls nothing.
/// - Actions are transposed into ticks; tick *i* of a body holds the *i*-th action of every
///   source, in source order, and lasts as long as its longest `pause`, `pointerMove` or `scroll` duration.
///   A body starts when the one before it ends.
/// - Ticks are dispatched when the replay reaches them, against the board as it is then:
///   `pointerMove` targets `viewport` (default), `pointer` (relative to the current position)
///   or an element reference — any object holding the key `element-6066-11e4-a52e-4f735466cecf`
///   (other keys, such as the legacy `"ELEMENT"` Selenium sends beside it, are allowed) — naming a
///   receiver, a source, or a task row where the row is now, offset from the element's in-view
///   centre (the floor of the midpoint of its frame clipped to the viewport). An element that is
///   not there then is "no such element"; a target outside 0…width × 0…height is "move target
///   out of bounds": both are errors of the replay, at the action's JSON path — or, for a target
///   known without the board and a `viewport` given to ``parse(_:file:lenient:step:viewport:startsAtOrigin:)``,
///   of the reading, before anything is replayed.
/// - A move with a duration is sampled every ``Trace/interpolationStep`` after the tick
///   starts, linearly in time, ending exactly at the target; a sample equal to the current
///   position is skipped; a move without a duration takes the tick's duration.
/// - `pointerDown`/`pointerUp` need `button` (an integer ≥ 0). Only the primary button, 0, presses
///   and releases the pointer in the engine: a right-button press is remembered as pressed (a
///   second press of a pressed button does nothing, as a release of an unpressed one) but starts
///   nothing. `pointerCancel` cancels the pointer's press or drag and, as the spec says, leaves its
///   pressed buttons as they were: a later `pointerUp` releases them (and is not a drop).
/// - Pointer properties (`width`, `height`, `pressure`, `tangentialPressure`, `tiltX`, `tiltY`,
///   `twist`, `altitudeAngle`, `azimuthAngle`) are checked as the spec says, then not used.
///   `null` is a value, not "absent": where the spec allows a member to be left out, `null` is an
///   error, as in wpt.
/// - Key sources drive the keyboard drag (``keyMap``): Space and Enter pick up the focused source,
///   or drop when carrying; Tab and the arrow keys move to the next or previous target
///   (Shift+Tab: previous); Escape (`"\u{E00C}"`) cancels every press and drag. Only `keyDown`
///   acts (Shift is held from its `keyDown` to its `keyUp`); other keys are read and ignored. The
///   focus is not a key's: a native trace sets it with `key focus ID` before it plays the file.
/// - Members the spec does not read are ignored, as the spec's algorithms do.
///
/// With `lenient`, rules that recordings from real clients bend where the intent is plain are
/// bent, each named once in ``Trace/warnings``: a `pointerDown`/`pointerUp` without `button` is
/// button 0 (chromedriver's touch tests send them); `null` where a member may be left out is left
/// out; an element reference holding only the legacy `"ELEMENT"` key is read; pointer properties
/// out of range are ignored; a fractional duration is rounded to the millisecond.
public enum WebDriverActions {
    /// The key of a web element reference object.
    static let elementKey = "element-6066-11e4-a52e-4f735466cecf"
    /// The JSON Wire Protocol's element key, still sent beside the W3C one by older clients.
    static let legacyElementKey = "ELEMENT"
    /// The WebDriver code point of the Escape key.
    static let escapeKey = "\u{E00C}"
    /// The WebDriver code point of the Tab key: the next target, or with Shift held the previous one.
    static let tabKey = "\u{E004}"
    /// Shift and right Shift.
    static let shiftKeys: Set<String> = ["\u{E008}", "\u{E050}"]
    /// The keys a keyboard drag reads besides Tab, Shift and Escape, by WebDriver code point.
    static let keyMap: [String: WebDriverKey] = [
        " ": .select, "\u{E00D}": .select,         // Space (typed, or the Space key)
        "\u{E007}": .select, "\u{E006}": .select,  // Enter, Return
        "\u{E015}": .next, "\u{E014}": .next,      // ArrowDown, ArrowRight
        "\u{E013}": .previous, "\u{E012}": .previous, // ArrowUp, ArrowLeft
    ]
    /// The durations a pause or move may name, in milliseconds: up to ``Trace/latestTime``.
    static let durations: ClosedRange<Int64> = 0...(Trace.latestTime.microseconds / 1_000)

    /// Parses one body, an array of bodies, or JSON Lines of bodies into a trace of ticks.
    /// - Parameters:
    ///   - viewport: the scene's, when known: a move whose target is known without the board —
    ///     from `viewport`, or from `pointer` once the pointer's position is known — and lies
    ///     outside it is refused here, before anything is replayed or committed, rather than when
    ///     the replay reaches it.
    ///   - startsAtOrigin: whether the pointers start at (0, 0), as in a file replayed on its own;
    ///     `false` for a file a native trace plays, which may find them where an earlier one left them.
    /// - Throws: ``InputError`` at the JSON path (with `file:LINE` for JSON Lines) of the first
    ///   thing the spec refuses.
    public static func parse(_ text: String, file: String, lenient: Bool = false, step: Interval = Trace.interpolationStep,
                             viewport: Size? = nil, startsAtOrigin: Bool = false) throws(InputError) -> Trace {
        var reader = ActionReader(lenient: lenient, step: step)
        var skipped = SkippedMessages()
        for body in try bodies(text, file: file) {
            switch try BiDiMessage(body) {
            case .classic: try reader.read(body: body)
            case .performActions(let parameters): try reader.read(body: parameters, bidi: true)
            case .releaseActions: try reader.releaseAll(at: body)
            case .other(let what): skipped.note(what)
            }
        }
        if let viewport { try checkKnownTargets(reader.ticks, viewport: viewport, startsAtOrigin: startsAtOrigin) }
        return Trace(file: file, scene: nil, steps: reader.ticks.map { Trace.Step(line: 0, .actions($0)) },
                     warnings: reader.passedOver.warnings(file: file) + reader.leniency.warnings(file: file) + skipped.warnings(file: file))
    }

    /// The bodies of a file: one JSON document (a body, the bare array of sources, or an array of
    /// bodies), or JSON Lines — one document a line — when the whole is not one document.
    static func bodies(_ text: String, file: String) throws(InputError) -> [JSONNode] {
        let root: JSONNode
        do {
            root = try JSONNode(parsing: text, file: file)
        } catch {
            // JSON Lines: every non-blank line a document. When the first line is not one alone,
            // the error for the whole text is the one to report.
            let lines = TextLines(Substring(text)).enumerated()
                .filter { !$0.element.allSatisfy(\.isWhitespace) }
            guard lines.count > 1, (try? JSONNode(parsing: String(lines[0].element), file: file)) != nil else { throw error }
            var nodes: [JSONNode] = []
            for (index, line) in lines {
                // A path inside a line's document is named after the line: `bodies.jsonl:4: actions[0]`.
                do { nodes.append(try JSONNode(parsing: String(line), file: "\(file):\(index + 1)")) } catch {
                    // A line that is not JSON: at its line and column of the file.
                    guard case .text(_, let column) = error.location else { throw error }
                    throw InputError(file: file, location: .text(line: index + 1, column: column), expected: error.expected, found: error.found)
                }
            }
            return nodes
        }
        // An array of bodies: objects with "actions" and no "type" (an input source has a type).
        if root.isArray {
            let items = try root.elements()
            if !items.isEmpty, items.allSatisfy(isBody) { return items }
        }
        return [root]
    }

    /// The spec's "move target out of bounds" for every move whose target does not depend on the
    /// board: a pointer's position is known from the start when `startsAtOrigin`, else from its
    /// first `viewport` move in this file, until an element move (its target is where the element
    /// is when it runs), then again from the next `viewport` move.
    /// - Complexity: O(n) for n actions.
    static func checkKnownTargets(_ ticks: [ActionTick], viewport: Size, startsAtOrigin: Bool) throws(InputError) {
        // A pointer not yet moved is at the origin or unknown; `.some(nil)` is one an element move left unknown.
        var known: [PointerID: Point?] = [:]
        var atOrigin = startsAtOrigin
        for tick in ticks {
            for action in tick.actions {
                if case .releaseAll = action.type {
                    // Every source is forgotten: one named afterwards starts at the origin.
                    known = [:]
                    atOrigin = true
                }
                if case .scroll(let x, let y, .viewport, _, _, _) = action.type {
                    try ActionDispatcher.checkInside(viewport, Point(x: x, y: y), action: action, file: tick.file)
                }
                guard case .move(let x, let y, let origin, _) = action.type else { continue }
                switch origin {
                case .viewport:
                    let target = Point(x: x, y: y)
                    try ActionDispatcher.checkInside(viewport, target, action: action, file: tick.file)
                    known[action.pointer] = target
                case .pointer:
                    guard let position = known[action.pointer] ?? (atOrigin ? Point(x: 0, y: 0) : nil) else { continue }
                    let target = Point(x: position.x + x, y: position.y + y)
                    try ActionDispatcher.checkInside(viewport, target, action: action, file: tick.file)
                    known[action.pointer] = target
                case .element:
                    known[action.pointer] = .some(nil)
                }
            }
        }
    }

    private static func isBody(_ node: JSONNode) -> Bool {
        guard node.isObject else { return false }
        if BiDiMessage.isMessage(node) { return true }
        return (try? node.member("actions")) != nil && (try? node.member("type")) == nil
    }
}

/// One tick of W3C actions, checked, waiting to be dispatched against the board as it is when
/// the replay reaches it (element origins are looked up then).
public struct ActionTick: Hashable, Sendable {
    /// When the tick starts; it lasts ``duration``.
    public var start: Instant
    public var duration: Interval
    var actions: [WebDriverAction]
    /// The file, for errors found when dispatching.
    var file: String
    let step: Interval
    /// A native trace's line resolved against the input state (no ``actions`` then): one about a
    /// pointer whose position only the replay knows.
    var nativeLine: NativePointerLine?

    /// The tick with each pointer in `renamed` given its new id (the others keep theirs).
    func renamingPointers(_ renamed: [PointerID: PointerID]) -> ActionTick {
        var tick = self
        for i in tick.actions.indices { tick.actions[i].pointer = renamed[actions[i].pointer] ?? actions[i].pointer }
        return tick
    }

    /// The tick moved later by `offset` (a trace played from a native one at that time).
    func shifted(by offset: Interval) -> ActionTick {
        var tick = self
        tick.start = start + offset
        return tick
    }
}

/// A native trace's line about pointers whose position only the replay knows — a played W3C
/// file's element origin put them where an element was when it ran — made a tick, so the replay
/// takes the position its input state has then: `up` or `cancel` without x y, `move … over`.
enum NativePointerLine: Hashable, Sendable {
    case up(PointerID, PointerKind)
    case cancel(PointerID, PointerKind)
    /// The pointers move to their targets over the tick's duration, sampled as `move … over` is.
    case move([Part])

    /// One pointer of a `move … over`: `from` is where it starts when the checker knows it, else
    /// (`nil`) where the input state has it.
    struct Part: Hashable, Sendable {
        var pointer: PointerID
        var kind: PointerKind
        var from: Point?
        var to: Point
    }
}

/// One checked action of a tick.
struct WebDriverAction: Hashable, Sendable {
    var source: String
    var pointer: PointerID
    var kind: PointerKind
    var type: ActionType
    /// Where it was written, for errors found when dispatching.
    var place: Place
    var path: String { place.location.path }

    /// Where the action is in its body, spelled out only when an error names it: a body of
    /// 40,000 sources is read without building a path string for each action, and without
    /// keeping the parsed body alive.
    struct Place: Hashable, Sendable {
        let location: JSONNode.Location
        static func == (a: Place, b: Place) -> Bool { a.location.path == b.location.path }
        func hash(into hasher: inout Hasher) { hasher.combine(location.path) }
    }

    enum ActionType: Hashable, Sendable {
        /// A pause (or a key other than Escape), with its duration if it names one.
        case pause(duration: Int64?)
        case escape
        case down(button: Int64)
        case up(button: Int64)
        case move(x: Double, y: Double, origin: Origin, duration: Int64?)
        case cancel
        /// A key the keyboard drag reads (not Escape, which is its own).
        case key(WebDriverKey)
        /// A wheel's scroll at `x`, `y` from `origin` (the viewport or an element), by `deltaX`,
        /// `deltaY` CSS pixels, over `duration` (the tick's when absent).
        case scroll(x: Double, y: Double, origin: Origin, deltaX: Double, deltaY: Double, duration: Int64?)
        /// WebDriver BiDi's `input.releaseActions`: every pressed button released, last pressed
        /// first, then every source forgotten (a source named later starts afresh, at 0,0).
        case releaseAll
    }

    enum Origin: Hashable, Sendable {
        case viewport
        case pointer
        /// The element's id, and where the id is written, for "no such element".
        case element(String, at: WebDriverAction.Place)
    }
}

/// What a key does to the keyboard drag: Space and Enter pick up, or drop while carrying; the rest move.
enum WebDriverKey: Hashable, Sendable {
    case select, next, previous
}
