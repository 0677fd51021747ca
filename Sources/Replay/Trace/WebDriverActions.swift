import Runtime
import DropEngine
import DropGeometry

/// W3C WebDriver "Perform Actions" payloads as traces: `{"actions": [...]}` or the bare array.
///
/// What is read, following the spec's processing and dispatch algorithms:
/// - Sources of type `pointer` (`pointerType` mouse, touch or pen; mouse by default), `key`,
///   `none` and `wheel`. Each pointer source is its own pointer: mice get the smallest free id
///   ≥ 0, touch and pen the smallest free id ≥ 2, in source order. A wheel source's pauses take
///   their time like any other; its `scroll` actions are refused, since the engine does not
///   scroll and replaying one as nothing would not be what was recorded.
/// - Actions are transposed into ticks; tick *i* holds the *i*-th action of every source, in
///   source order, and lasts as long as its longest `pause` or `pointerMove` duration.
/// - `pointerMove` targets `viewport` (default), `pointer` (relative to the current position)
///   or an element reference `{"element-6066-11e4-a52e-4f735466cecf": id}` naming a receiver,
///   a source, or a task row (at its place in the scene), offset from the element's in-view
///   centre (the floor of the midpoint of its frame clipped to the viewport). A target outside
///   0…width × 0…height is an error, as the spec's "move target out of bounds".
/// - A move with a duration is sampled every ``Trace/interpolationStep`` after the tick
///   starts, linearly in time, ending exactly at the target; a sample equal to the current
///   position is skipped; a move without a duration takes the tick's duration.
/// - `pointerDown`/`pointerUp` need `button`; the pointer goes down when its first button is
///   pressed and up when its last is released (pressing a pressed button does nothing).
/// - A `keyDown` of `"\u{E00C}"` is Escape; other keys are read and ignored.
/// - Members the spec does not read are ignored, as the spec's algorithms do.
public enum WebDriverActions {
    /// The key of a web element reference object.
    public static let elementKey = "element-6066-11e4-a52e-4f735466cecf"
    /// The WebDriver code point of the Escape key.
    public static let escapeKey = "\u{E00C}"
    /// The durations a pause or move may name, in milliseconds: up to ``Trace/latestTime``.
    static let durations: ClosedRange<Int64> = 0...(Trace.latestTime.microseconds / 1_000)

    public static func parse(_ text: String, file: String, scene: Scene, step: Interval = Trace.interpolationStep) throws(InputError) -> Trace {
        let root = JSONNode(try JSONParser.parse(text, file: file), file: file)
        let sequences: JSONNode
        if case .array = root.value {
            sequences = root
        } else {
            guard case .object = root.value else { throw root.fail(expected: "an object with \"actions\", or an array of input sources") }
            sequences = try root.required("actions")
        }
        var sources: [InputSource] = []
        var usedIDs: Set<Int> = []
        for node in try sequences.elements() {
            let source = try InputSource(node, taken: &usedIDs)
            if sources.contains(where: { $0.name == source.name }) {
                throw try node.required("id").fail(expected: "an input source id not used by another source")
            }
            sources.append(source)
        }
        var builder = TickBuilder(scene: scene, step: step, file: file)
        let tickCount = sources.map(\.actions.count).max() ?? 0
        for tick in 0..<tickCount {
            try builder.perform(tick: sources.compactMap { tick < $0.actions.count ? ($0, $0.actions[tick]) : nil })
        }
        return Trace(file: file, scene: nil, steps: builder.steps.map { Trace.Step(line: 0, .input($0)) })
    }
}

/// One input source: its kind, its pointer id, and its actions, validated.
struct InputSource {
    enum Kind { case none, key, wheel, pointer(PointerKind) }
    let name: String
    let kind: Kind
    let pointer: PointerID
    let actions: [JSONNode]

    init(_ node: JSONNode, taken: inout Set<Int>) throws(InputError) {
        let typeNode = try node.required("type")
        name = try node.required("id").string()
        actions = try node.required("actions").elements()
        switch try typeNode.string() {
        case "none": kind = .none
        case "key": kind = .key
        case "pointer":
            var pointerKind = PointerKind.mouse
            if let parameters = try node.optional("parameters"), let type = try parameters.optional("pointerType") {
                guard let named = PointerKind(rawValue: try type.string()) else { throw type.fail(expected: "\"mouse\", \"pen\" or \"touch\"") }
                pointerKind = named
            }
            kind = .pointer(pointerKind)
        case "wheel": kind = .wheel
        default:
            throw typeNode.fail(expected: "\"none\", \"key\", \"pointer\" or \"wheel\"")
        }
        var id = 0
        if case .pointer(let pointerKind) = kind {
            id = pointerKind == .mouse ? 0 : 2
            while taken.contains(id) { id += 1 }
            taken.insert(id)
        }
        pointer = PointerID(id)
        for action in actions { try validate(action) }
    }

    /// Checks an action's type and required members for this source's kind.
    private func validate(_ action: JSONNode) throws(InputError) {
        let typeNode = try action.required("type")
        let type = try typeNode.string()
        if type == "pause" {
            _ = try action.optional("duration")?.integer(in: WebDriverActions.durations)
            return
        }
        switch kind {
        case .none:
            throw typeNode.fail(expected: "\"pause\" (the only action of a none source)")
        case .wheel:
            throw typeNode.fail(expected: "\"pause\" (a wheel source's scroll actions are not replayed: the engine does not scroll)")
        case .key:
            guard type == "keyDown" || type == "keyUp" else { throw typeNode.fail(expected: "\"pause\", \"keyDown\" or \"keyUp\"") }
            let value = try action.required("value")
            guard try value.string().count == 1 else { throw value.fail(expected: "a single key (one character)") }
        case .pointer:
            switch type {
            case "pointerDown", "pointerUp":
                _ = try action.required("button").integer(in: 0...Int64.max)
            case "pointerMove":
                _ = try action.required("x").number()
                _ = try action.required("y").number()
                _ = try action.optional("duration")?.integer(in: WebDriverActions.durations)
            case "pointerCancel":
                break
            default:
                throw typeNode.fail(expected: "\"pause\", \"pointerDown\", \"pointerUp\", \"pointerMove\" or \"pointerCancel\"")
            }
        }
    }
}
