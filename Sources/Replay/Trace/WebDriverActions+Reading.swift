import Runtime
import DropEngine
import DropGeometry

/// Reads bodies into ticks: sources (kept across bodies by id), each action checked as the spec
/// processes it, tick durations, and the trace's limits.
struct ActionReader {
    let lenient: Bool
    let step: Interval
    private(set) var ticks: [ActionTick] = []
    private(set) var leniency = Leniency()
    /// The keys of sources and actions passed over, for a warning each.
    private(set) var passedOver = PassedOverKeys()
    /// Every source seen, by id: its type and pointer.
    private var sources: [String: (type: String, kind: PointerKind, pointer: PointerID)] = [:]
    private var usedPointers: Set<Int> = []
    /// Per base id, where the search for a free pointer id resumes.
    private var firstFree: [Int: Int] = [:]
    /// The Shift keys each key source holds down (Shift+Tab is previous while either Shift is):
    /// the left and the right Shift are two keys, each held from its `keyDown` to its `keyUp`.
    private var shiftsDown: [String: Set<String>] = [:]
    private var now = Instant(microseconds: 0)
    /// Inputs the ticks so far can make at most (a move with a duration: one a step).
    private var inputs = 0
    /// Whether the body being read is WebDriver BiDi's (its element origins and actions).
    private var bidi = false

    init(lenient: Bool, step: Interval) {
        self.lenient = lenient
        self.step = step
    }

    mutating func read(body root: JSONNode, bidi: Bool = false) throws(InputError) {
        self.bidi = bidi
        let sequences: JSONNode
        if root.isArray {
            sequences = root
        } else if root.isObject {
            sequences = try root.required("actions")
        } else {
            throw root.fail(expected: "an object with \"actions\", or an array of input sources")
        }
        var columns: [(source: String, pointer: PointerID, kind: PointerKind, type: String, actions: [JSONNode])] = []
        var ids: [String: String] = [:]
        let sourceNodes = try sequences.elements()
        columns.reserveCapacity(sourceNodes.count)
        ids.reserveCapacity(sourceNodes.count)
        sources.reserveCapacity(sources.count + sourceNodes.count)
        usedPointers.reserveCapacity(usedPointers.count + sourceNodes.count)
        for node in sourceNodes {
            let source = try self.source(node, body: &ids)
            columns.append((source.id, source.pointer, source.kind, source.type, try node.required("actions").elements()))
        }
        // The sources with an action at the tick being read, in source order: tick i holds the
        // i-th action of every source, and a source shorter than i is done, so the list only
        // shrinks and a tick looks at its own actions, not at every source of the body.
        var going = columns.indices.filter { !columns[$0].actions.isEmpty }
        var index = 0
        while !going.isEmpty {
            var actions: [WebDriverAction] = []
            var nodes: [JSONNode] = []
            actions.reserveCapacity(going.count)
            nodes.reserveCapacity(going.count)
            var duration: Int64 = 0
            for c in going {
                let column = columns[c]
                let node = column.actions[index]
                let type = try action(node, source: column.source, sourceType: column.type)
                if case .pause(let d?) = type { duration = max(duration, d) }
                if case .move(_, _, _, let d?) = type { duration = max(duration, d) }
                if case .scroll(_, _, _, _, _, let d?) = type { duration = max(duration, d) }
                actions.append(WebDriverAction(source: column.source, pointer: column.pointer, kind: column.kind, type: type, place: .init(location: node.location)))
                nodes.append(node)
            }
            try count(actions, tickDuration: duration, nodes: nodes)
            let end = now + .milliseconds(duration)
            guard end <= Trace.latestTime else {
                let node = zip(actions, nodes).first { action, _ in
                    switch action.type {
                    case .pause(let d), .move(_, _, _, let d), .scroll(_, _, _, _, _, let d): d == duration
                    default: false
                    }
                }?.1 ?? root
                throw ((try? node.optional("duration")) ?? nil ?? node).fail(
                    expected: "a duration ending by \(Trace.latestTime.millisecondsText) ms, the latest a trace may reach",
                    found: "\(duration), ending at \(end.millisecondsText) ms")
            }
            ticks.append(ActionTick(start: now, duration: .milliseconds(duration), actions: actions, file: root.file, step: step))
            now = end
            index += 1
            going.removeAll { columns[$0].actions.count == index }
        }
    }

    /// Counts the inputs a tick can make, refusing the trace once they pass ``Trace/inputLimit``.
    private mutating func count(_ actions: [WebDriverAction], tickDuration: Int64, nodes: [JSONNode]) throws(InputError) {
        for (action, node) in zip(actions, nodes) {
            let made: Int
            switch action.type {
            case .pause: made = 0
            case .move(_, _, _, let duration), .scroll(_, _, _, _, _, let duration):
                made = Trace.sampleCount(duration: .milliseconds(duration ?? tickDuration), step: step)
            case .down, .up, .cancel, .escape, .key: made = 1
            case .releaseAll: made = sources.count
            }
            inputs += made
            guard inputs <= Trace.inputLimit else {
                let what: String
                switch action.type {
                case .move: what = "a move"
                case .scroll: what = "a scroll"
                case .releaseAll:
                    // It releases every source seen: as many inputs as there are.
                    throw node.fail(expected: "at most \(Trace.inputLimit) inputs in a trace",
                                    found: "a release of all \(made) input source\(made == 1 ? "" : "s"), which would make \(inputs)")
                case .pause, .down, .up, .cancel, .escape, .key:
                    throw node.fail(expected: "at most \(Trace.inputLimit) inputs in a trace", found: "one more")
                }
                let every = "adds one every \(step.microseconds / 1_000) ms"
                // Sampled for its own duration, or, without one, for the tick's: that of another
                // action, whose duration is the field to name (this action's path is said).
                if let duration = Self.duration(of: action) {
                    throw (Self.durationNode(of: node) ?? node).fail(
                        expected: "at most \(Trace.inputLimit) inputs in a trace (\(what) with a duration \(every))",
                        found: "\(duration) ms, which would make \(inputs)")
                }
                let setter = Self.durationNode(lasting: tickDuration, among: actions, nodes) ?? node
                throw setter.fail(expected: "at most \(Trace.inputLimit) inputs in a trace (\(what) without a duration, \(node.path), lasts the tick and \(every))",
                                  found: "\(tickDuration) ms, which would make \(inputs)")
            }
        }
    }

    /// The `duration` member of an action's node, when it has one.
    private static func durationNode(of node: JSONNode) -> JSONNode? {
        (try? node.optional("duration")) ?? nil
    }

    /// The duration an action gives itself (a pause, a move, a scroll), if any.
    private static func duration(of action: WebDriverAction) -> Int64? {
        switch action.type {
        case .pause(let d), .move(_, _, _, let d), .scroll(_, _, _, _, _, let d): d
        case .down, .up, .cancel, .escape, .key, .releaseAll: nil
        }
    }

    /// The `duration` member of the first action whose duration is the tick's, `tickDuration`.
    private static func durationNode(lasting tickDuration: Int64, among actions: [WebDriverAction], _ nodes: [JSONNode]) -> JSONNode? {
        zip(actions, nodes).first { action, _ in duration(of: action) == tickDuration }.flatMap { durationNode(of: $0.1) }
    }

    /// WebDriver BiDi's `input.releaseActions` (`message`): a tick at the time reached that
    /// releases every pressed button, last pressed first; every source is then forgotten, so one
    /// named afterwards starts afresh (any type, the smallest free pointer id, at 0,0).
    mutating func releaseAll(at message: JSONNode) throws(InputError) {
        let action = WebDriverAction(source: "", pointer: PointerID(0), kind: .mouse, type: .releaseAll, place: .init(location: message.location))
        try count([action], tickDuration: 0, nodes: [message])
        ticks.append(ActionTick(start: now, duration: .milliseconds(0), actions: [action], file: message.file, step: step))
        sources = [:]
        usedPointers = []
        firstFree = [:]
        shiftsDown = [:]
    }

    /// The spec's "process an input source action sequence" up to its actions: type, id, and
    /// for pointers the parameters; a source seen before keeps its pointer. `ids` are the ids of
    /// the body's sources before this one, with their paths: an id among them is used twice in
    /// the body, said so before any comparison with the source of that id (whose type is one this
    /// body gave, not an earlier body).
    private mutating func source(_ node: JSONNode, body ids: inout [String: String]) throws(InputError) -> (id: String, type: String, kind: PointerKind, pointer: PointerID) {
        guard node.isObject else { throw node.fail(expected: "an input source object") }
        try node.forEachUnknownKey(Self.sourceKeys) { key, member in
            // Appium's and others' shape: a pointer's type beside the source's, where the spec reads none.
            let hint = key == "pointerType" ? #"it is read in "parameters": {"pointerType": …}"# : nil
            passedOver.note(key, of: member, known: Self.sourceKeyNames, hint: hint)
        }
        let typeNode = try node.required("type")
        let type = try typeNode.string()
        guard ["none", "key", "pointer", "wheel"].contains(type) else { throw typeNode.fail(expected: "\"none\", \"key\", \"pointer\" or \"wheel\"") }
        let idNode = try node.required("id")
        let id = try idNode.string()
        if let earlier = ids[id] {
            throw idNode.fail(expected: "an input source id not used by another source of the same body",
                              found: InputError.excerpt(id, quote: JSONValue.quote) + ", the id of \(earlier) too")
        }
        ids[id] = node.path
        var kind = PointerKind.mouse
        var kindGiven = false
        if type == "pointer", let parameters = try present(node, "parameters") {
            guard parameters.isObject else { throw parameters.fail(expected: "an object (pointer parameters)") }
            try parameters.forEachUnknownKey(Self.parameterKeys) { key, member in passedOver.note(key, of: member, known: ["pointerType"]) }
            if let pointerType = try present(parameters, "pointerType") {
                guard let named = PointerKind(rawValue: try pointerType.string()) else { throw pointerType.fail(expected: "\"mouse\", \"pen\" or \"touch\"") }
                kind = named
                kindGiven = true
            }
        }
        if let known = sources[id] {
            guard known.type == type else {
                throw try node.required("type").fail(expected: "\"\(known.type)\", the type source \"\(id)\" has from an earlier body")
            }
            if type == "pointer", known.kind != kind {
                // Without a pointerType a pointer source is a mouse (the spec's default pointer
                // parameters), so a touch or pen source named again without one is a mismatch.
                let expected = "\"\(known.kind.rawValue)\", the pointer type source \"\(id)\" has from an earlier body"
                if kindGiven { throw try node.required("parameters").required("pointerType").fail(expected: expected) }
                let parameters = try present(node, "parameters")
                throw (parameters ?? node).fail(expected: "a pointerType of " + expected + " (without one a pointer source is a mouse)",
                                                found: parameters == nil ? "no parameters" : "parameters without a pointerType")
            }
            return (id, type, known.kind, known.pointer)
        }
        var pointer = 0
        if type == "pointer" {
            // The first id free from the kind's base (a mouse 0, other kinds 2). Ids are never
            // given back, so the search resumes where it last stopped: linear in all sources.
            let base = kind == .mouse ? 0 : 2
            pointer = firstFree[base, default: base]
            while usedPointers.contains(pointer) { pointer += 1 }
            usedPointers.insert(pointer)
            firstFree[base] = pointer + 1
        }
        sources[id] = (type, kind, PointerID(pointer))
        return (id, type, kind, PointerID(pointer))
    }

    /// A key source's `keyDown` or `keyUp` of `key` (a WebDriver code point), as the keyboard
    /// drag reads it (``WebDriverActions/keyMap``); other keys are read and ignored.
    private mutating func keyAction(_ key: String, down: Bool, source: String) -> WebDriverAction.ActionType {
        if WebDriverActions.shiftKeys.contains(key) {
            if down { shiftsDown[source, default: []].insert(key) } else { shiftsDown[source]?.remove(key) }
            return .pause(duration: nil)
        }
        guard down else { return .pause(duration: nil) }
        if key == WebDriverActions.escapeKey { return .escape }
        if key == WebDriverActions.tabKey { return .key(shiftsDown[source]?.isEmpty == false ? .previous : .next) }
        return WebDriverActions.keyMap[key].map(WebDriverAction.ActionType.key) ?? .pause(duration: nil)
    }

    /// The keys of an input source the spec reads; others are passed over, with a warning.
    static let sourceKeyNames = ["type", "id", "parameters", "actions"]
    static let sourceKeys = JSONKeys(sourceKeyNames)
    static let parameterKeys: JSONKeys = ["pointerType"]
    /// The keys of an action the spec reads, of any type, for a "did you mean" hint.
    static let actionKeyNames = ActionKey.allCases.map { String(describing: $0) } + ["deltaX", "deltaY"]

    /// The keys of an action the spec reads (any other is passed over), found in one pass.
    enum ActionKey: Int, JSONKey {
        case type, duration, button, origin, x, y, value
        case width, height, pressure, tangentialPressure, tiltX, tiltY, twist, altitudeAngle, azimuthAngle
        static let spelled = JSONKeys(Self.self)
    }

    /// One action checked for its source's type, as the spec's "process a … action" steps.
    private mutating func action(_ node: JSONNode, source: String, sourceType: String) throws(InputError) -> WebDriverAction.ActionType {
        guard node.isObject else { throw node.fail(expected: "an action object") }
        let fields = try node.knownFields(ActionKey.self) { key, member in
            // A scroll's deltas are read by name (ActionKey holds as many keys as a pass finds).
            guard key != "deltaX", key != "deltaY" else { return }
            passedOver.note(key, of: member, known: Self.actionKeyNames)
        }
        let typeNode = try fields.required(.type)
        let type = try typeNode.string()
        if type == "pause" {
            return .pause(duration: try duration(of: fields))
        }
        switch sourceType {
        case "none":
            throw typeNode.fail(expected: "\"pause\" (the only action of a none source)")
        case "wheel":
            guard type == "scroll" else { throw typeNode.fail(expected: "\"pause\" or \"scroll\"") }
            return try scroll(node, fields)
        case "key":
            guard type == "keyDown" || type == "keyUp" else { throw typeNode.fail(expected: "\"pause\", \"keyDown\" or \"keyUp\"") }
            let value = try fields.required(.value)
            guard try value.string().count == 1 else { throw value.fail(expected: "a single key (one character)") }
            return keyAction(try value.string(), down: type == "keyDown", source: source)
        default:
            switch type {
            case "pointerDown", "pointerUp":
                let button = try self.button(node, fields)
                try checkProperties(fields)
                return type == "pointerDown" ? .down(button: button) : .up(button: button)
            case "pointerMove":
                let d = try duration(of: fields)
                let origin = try self.origin(fields)
                let x = try fields.required(.x).number(), y = try fields.required(.y).number()
                try checkProperties(fields)
                return .move(x: x, y: y, origin: origin, duration: d)
            case "pointerCancel" where !bidi:
                return .cancel
            default:
                if bidi { throw typeNode.fail(expected: "\"pause\", \"pointerDown\", \"pointerUp\" or \"pointerMove\" (WebDriver BiDi has no pointerCancel)") }
                throw typeNode.fail(expected: "\"pause\", \"pointerDown\", \"pointerUp\", \"pointerMove\" or \"pointerCancel\"")
            }
        }
    }

    /// A wheel's `scroll`, checked as the spec's "process a wheel action" does (`x`, `y`, `deltaX`
    /// and `deltaY` integers, the origin `viewport` or an element, never `pointer`).
    private mutating func scroll(_ node: JSONNode, _ fields: JSONFields<ActionKey>) throws(InputError) -> WebDriverAction.ActionType {
        let d = try duration(of: fields)
        let origin = try self.origin(fields)
        if case .pointer = origin, let node = fields.member(.origin) {
            throw node.fail(expected: "\"viewport\" or an element reference (a wheel's scroll has no pointer origin)")
        }
        let x = try fields.required(.x).integer(), y = try fields.required(.y).integer()
        // Looked up by name: ActionKey's cases are as many as a `JSONFields` finds in one pass.
        let deltaX = try node.required("deltaX").integer(), deltaY = try node.required("deltaY").integer()
        return .scroll(x: Double(x), y: Double(y), origin: origin, deltaX: Double(deltaX), deltaY: Double(deltaY), duration: d)
    }

    /// A member that is there, `null` included (the spec's "not undefined"); leniently, `null` is absent.
    private mutating func present(_ node: JSONNode, _ key: String) throws(InputError) -> JSONNode? {
        present(try node.member(key))
    }

    /// An action's member `key` that is there, as ``present(_:_:)`` says.
    private mutating func present(_ fields: JSONFields<ActionKey>, _ key: ActionKey) -> JSONNode? {
        present(fields.member(key))
    }

    /// `child` unless it is absent, or leniently `null`.
    private mutating func present(_ child: JSONNode?) -> JSONNode? {
        guard let child else { return nil }
        if child.isNull, lenient {
            leniency.note(.nullAsAbsent, at: child.path)
            return nil
        }
        return child
    }

    /// `duration`: absent, or an integer number of milliseconds (rounded, leniently).
    private mutating func duration(of fields: JSONFields<ActionKey>) throws(InputError) -> Int64? {
        guard let d = present(fields, .duration) else { return nil }
        if lenient, case .number(let n) = d.value, n != n.rounded(), n >= 0, n <= Double(WebDriverActions.durations.upperBound) {
            leniency.note(.fractionalDuration, at: d.path)
            return Int64(n.rounded())
        }
        return try d.integer(in: WebDriverActions.durations)
    }

    private mutating func button(_ node: JSONNode, _ fields: JSONFields<ActionKey>) throws(InputError) -> Int64 {
        guard let button = present(fields, .button) else {
            if lenient {
                leniency.note(.missingButton, at: node.path)
                return 0
            }
            throw InputError(file: node.file, location: .path(node.path.isEmpty ? "button" : "\(node.path).button"),
                             expected: "a value (\"button\" is required; --lenient takes a missing one as 0)", found: "nothing")
        }
        return try button.integer(in: 0...JSONNode.exactIntegers)
    }

    private mutating func origin(_ fields: JSONFields<ActionKey>) throws(InputError) -> WebDriverAction.Origin {
        guard let origin = present(fields, .origin) else { return .viewport }
        switch origin.value {
        case .string("viewport"): return .viewport
        case .string("pointer"): return .pointer
        case .object where bidi:
            return try Self.bidiElementOrigin(origin)
        case .object(let members):
            if let id = members.first(where: { $0.key == WebDriverActions.elementKey }) {
                let node = try origin.required(WebDriverActions.elementKey)
                guard case .string(let text) = id.value else { throw node.fail(expected: "a string (an element's id)") }
                return .element(text, at: WebDriverAction.Place(location: node.location))
            }
            if lenient, let id = members.first(where: { $0.key == WebDriverActions.legacyElementKey }), case .string(let text) = id.value {
                let node = try origin.required(WebDriverActions.legacyElementKey)
                leniency.note(.legacyElement, at: node.path)
                return .element(text, at: WebDriverAction.Place(location: node.location))
            }
            let bidiForm = members.contains { $0.key == "type" } && members.contains { $0.key == "element" }
            throw origin.fail(expected: "an element reference (an object holding \"\(WebDriverActions.elementKey)\")",
                              found: bidiForm ? "a WebDriver BiDi element origin, which a BiDi body takes (one with \"context\", or input.performActions' params)" : nil)
        default:
            throw origin.fail(expected: "\"viewport\", \"pointer\" or an element reference {\"\(WebDriverActions.elementKey)\": id}")
        }
    }

    /// The spec's checks of the pointer properties (wpt: width and height are integers).
    private mutating func checkProperties(_ fields: JSONFields<ActionKey>) throws(InputError) {
        for (key, rule) in Self.properties {
            guard let value = present(fields, key) else { continue }
            let ok: Bool
            switch (value.value, rule) {
            case (.number(let n), .integer(let range)): ok = n == n.rounded() && range.contains(n)
            case (.number(let n), .number(let range)): ok = range.contains(n)
            default: ok = false
            }
            guard !ok else { continue }
            if lenient, case .number = value.value {
                leniency.note(.propertyOutOfRange, at: value.path)
                continue
            }
            throw value.fail(expected: rule.description)
        }
    }

    enum PropertyRule: CustomStringConvertible {
        case integer(ClosedRange<Double>)
        case number(ClosedRange<Double>)

        var description: String {
            switch self {
            case .integer(let r): "an integer from \(JSONValue.format(r.lowerBound)) to \(JSONValue.format(r.upperBound))"
            case .number(let r): "a number from \(JSONValue.format(r.lowerBound)) to \(JSONValue.format(r.upperBound))"
            }
        }
    }

    static let properties: [(ActionKey, PropertyRule)] = [
        (.width, .integer(0...Double(JSONNode.exactIntegers))), (.height, .integer(0...Double(JSONNode.exactIntegers))),
        (.pressure, .number(0...1)), (.tangentialPressure, .number(-1...1)),
        (.tiltX, .integer(-90...90)), (.tiltY, .integer(-90...90)), (.twist, .integer(0...359)),
        (.altitudeAngle, .number(0...(Double.pi / 2))), (.azimuthAngle, .number(0...(2 * Double.pi))),
    ]
}

/// The rules `--lenient` bent, each with where it first did and how often.
struct Leniency {
    enum Rule: Int, CaseIterable {
        case missingButton, nullAsAbsent, legacyElement, propertyOutOfRange, fractionalDuration

        var description: String {
            switch self {
            case .missingButton: "a pointerDown or pointerUp without \"button\" taken as button 0 (the spec requires a button)"
            case .nullAsAbsent: "null taken as absent (the spec refuses null where a member may be left out)"
            case .legacyElement: "an element reference by its legacy \"ELEMENT\" key alone (the spec requires \"\(WebDriverActions.elementKey)\")"
            case .propertyOutOfRange: "a pointer property out of its range (the spec refuses it) or a width or height not whole (wpt refuses it) ignored"
            case .fractionalDuration: "a fractional duration rounded to the millisecond (the spec requires an integer)"
            }
        }
    }

    private var bent: [Rule: (first: String, count: Int)] = [:]

    mutating func note(_ rule: Rule, at path: String) {
        bent[rule, default: (path, 0)].count += 1
    }

    func warnings(file: String) -> [String] {
        Rule.allCases.compactMap { rule in
            bent[rule].map { "\(file): lenient: \(rule.description): \($0.count) time\($0.count == 1 ? "" : "s"), first at \($0.first.isEmpty ? "(top level)" : $0.first)" }
        }
    }
}
