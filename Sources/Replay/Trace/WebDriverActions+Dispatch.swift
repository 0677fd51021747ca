import Runtime
import DropEngine
import DropGeometry

/// What a tick of W3C actions makes, in time order: inputs of the engine, and a wheel's scrolls,
/// which the runtime takes (``BoardRuntime/wheel(by:over:at:line:into:)``).
enum TickInput: Hashable, Sendable {
    case input(DragInput)
    case wheel(Point, delta: Double, at: Instant)

    var time: Instant {
        switch self {
        case .input(let input): input.time
        case .wheel(_, _, let time): time
        }
    }
}

/// The buttons W3C pointer sources hold pressed (the spec's input state), and which of their
/// pointers that makes down in the engine: button 0 pressed, its press not cancelled. Kept alike
/// by the replay's dispatcher and by the native trace's checker (``NativeTraceParser``), so a
/// line after a `play` is judged by the press the replay will have.
struct PressedButtons {
    /// The buttons each pointer a source acted with holds: an entry, empty or not, for every
    /// pointer a `pointerDown`, `pointerUp` or `pointerCancel` named.
    private var pressed: [PointerID: Set<Int64>] = [:]
    /// Pointers whose press was cancelled while button 0 stayed pressed: its release is no drop.
    private var cancelled: Set<PointerID> = []
    /// The buttons pressed, in the order they were, with the pressing pointer's kind: what a
    /// BiDi `input.releaseActions` releases, last first.
    private var order: [(pointer: PointerID, button: Int64, kind: PointerKind)] = []

    var isEmpty: Bool { pressed.isEmpty }

    /// Whether a source's action named `pointer`'s buttons since it was last forgotten.
    func holds(_ pointer: PointerID) -> Bool { pressed[pointer] != nil }

    /// Presses `button`: whether that presses the pointer in the engine (button 0, not pressed already).
    mutating func press(_ pointer: PointerID, button: Int64, kind: PointerKind) -> Bool {
        guard pressed[pointer, default: []].insert(button).inserted else { return false }
        order.append((pointer, button, kind))
        guard button == 0 else { return false }
        cancelled.remove(pointer)
        return true
    }

    /// Releases `button`: whether that releases the pointer in the engine (button 0, pressed, its press not cancelled).
    mutating func release(_ pointer: PointerID, button: Int64) -> Bool {
        guard pressed[pointer, default: []].remove(button) != nil else { return false }
        order.removeAll { $0.pointer == pointer && $0.button == button }
        guard button == 0 else { return false }
        return cancelled.remove(pointer) == nil
    }

    /// The spec's `pointerCancel`: whether that cancels the pointer's press in the engine (button 0
    /// pressed, not cancelled already); its buttons stay pressed.
    mutating func cancel(_ pointer: PointerID) -> Bool {
        guard pressed[pointer, default: []].contains(0) else {
            if pressed[pointer] == nil { pressed[pointer] = [] }
            return false
        }
        guard !cancelled.contains(pointer) else { return false }
        cancelled.insert(pointer)
        return true
    }

    /// BiDi's `input.releaseActions`: the pointers it releases in the engine, last pressed first;
    /// every button is then forgotten.
    mutating func releaseAll() -> [(pointer: PointerID, kind: PointerKind)] {
        var released: [(pointer: PointerID, kind: PointerKind)] = []
        for press in order.reversed() where press.button == 0 && cancelled.remove(press.pointer) == nil {
            released.append((press.pointer, press.kind))
        }
        self = PressedButtons()
        return released
    }

    /// Forgets `pointer`'s buttons: a native line pressed or ended it, and it is the trace's again.
    mutating func forget(_ pointer: PointerID) {
        guard pressed.removeValue(forKey: pointer) != nil else { return }
        cancelled.remove(pointer)
        order.removeAll { $0.pointer == pointer }
    }
}

/// The input state of a W3C replay (each pointer's position and pressed buttons, kept from tick
/// to tick and body to body), and the dispatch of a tick into timed inputs against the board as
/// it is when the tick starts.
struct ActionDispatcher {
    private var positions: [PointerID: Point] = [:]
    private var buttons = PressedButtons()

    /// Whether no source has acted yet (or all were forgotten): a native line has nothing to tell it.
    var isEmpty: Bool { positions.isEmpty && buttons.isEmpty }

    /// Keeps the input state up to date through an input a native line fed: a pointer it pressed
    /// or ended is forgotten (the trace's again, as the checker has it), and one a source holds
    /// and the line moved is where the line put it, for a later `pointer`-relative move.
    mutating func follow(_ input: DragInput) {
        switch input {
        case .pointerDown(let event), .pointerUp(let event), .pointerCancel(let event):
            positions[event.pointer] = nil
            buttons.forget(event.pointer)
        case .pointerMove(let event):
            if positions[event.pointer] != nil || buttons.holds(event.pointer) { positions[event.pointer] = event.position }
        case .escape, .tick, .key:
            break
        }
    }

    /// The inputs of `tick`, in time order. `frame` finds an element's frame now, and `missing`
    /// why an id it finds none for names no element (``BoardRuntime/missingElement(_:)``);
    /// `carrying` says whether a keyboard drag is under way (Space and Enter then drop rather than pick up).
    mutating func dispatch(_ tick: ActionTick, viewport: Size, carrying: Bool = false, frame: (String) -> Rect?,
                           missing: (String) -> MissingElement?) throws(InputError) -> [TickInput] {
        if let line = tick.nativeLine { return dispatch(line, at: tick.start, duration: tick.duration, step: tick.step) }
        var carrying = carrying
        var inputs: [TickInput] = []
        var samples: [(time: Int64, order: Int, input: TickInput)] = []
        let now = tick.start
        for (order, action) in tick.actions.enumerated() {
            let pointer = action.pointer
            let position = positions[pointer] ?? Point(x: 0, y: 0)
            func event(_ at: Point, _ time: Instant) -> PointerEvent {
                PointerEvent(pointer: pointer, kind: action.kind, position: at, time: time)
            }
            switch action.type {
            case .pause:
                continue
            case .escape:
                inputs.append(.input(.escape(at: now)))
                carrying = false
            case .key(let key):
                switch key {
                case .select:
                    inputs.append(.input(.key(carrying ? .drop : .pickUp, at: now)))
                    carrying.toggle()
                case .next: inputs.append(.input(.key(.next, at: now)))
                case .previous: inputs.append(.input(.key(.previous, at: now)))
                }
            case .down(let button):
                guard buttons.press(pointer, button: button, kind: action.kind) else { continue }
                inputs.append(.input(.pointerDown(event(position, now))))
            case .up(let button):
                guard buttons.release(pointer, button: button) else { continue }
                inputs.append(.input(.pointerUp(event(position, now))))
            case .releaseAll:
                for press in buttons.releaseAll() {
                    let at = positions[press.pointer] ?? Point(x: 0, y: 0)
                    inputs.append(.input(.pointerUp(PointerEvent(pointer: press.pointer, kind: press.kind, position: at, time: now))))
                }
                positions = [:]
            case .cancel:
                // The spec cancels the pointer's action and leaves its pressed buttons as they are.
                guard buttons.cancel(pointer) else { continue }
                inputs.append(.input(.pointerCancel(event(position, now))))
            case .scroll(let x, let y, let origin, _, let deltaY, let durationGiven):
                // Where the wheel turns; the wheel source has no pointer to move. Lists scroll up
                // and down only, so a sideways delta scrolls nothing, as in a browser's
                // vertical-only scroller.
                let at = try moveTarget(x: x, y: y, origin: origin, from: position, action: action, file: tick.file,
                                        viewport: viewport, frame: frame, missing: missing)
                let duration = durationGiven.map(Interval.milliseconds) ?? tick.duration
                guard deltaY != 0 else { continue }
                if duration.microseconds == 0 {
                    inputs.append(.wheel(at, delta: deltaY, at: now))
                    continue
                }
                // The spec's "perform a scroll": the delta reached by each step's time, in parts.
                var done = 0.0
                for (time, reached) in MoveSamples(from: Point(x: 0, y: 0), to: Point(x: 0, y: deltaY), start: now, duration: duration, step: tick.step)
                where reached.y != done {
                    samples.append((time.microseconds, order, .wheel(at, delta: reached.y - done, at: time)))
                    done = reached.y
                }
            case .move(let x, let y, let origin, let durationGiven):
                let target = try moveTarget(x: x, y: y, origin: origin, from: position, action: action, file: tick.file,
                                            viewport: viewport, frame: frame, missing: missing)
                let duration = durationGiven.map(Interval.milliseconds) ?? tick.duration
                positions[pointer] = target
                if duration.microseconds == 0 {
                    if target != position { inputs.append(.input(.pointerMove(event(target, now)))) }
                    continue
                }
                var last = position
                for (time, point) in MoveSamples(from: position, to: target, start: now, duration: duration, step: tick.step)
                where point != last {
                    samples.append((time.microseconds, order, .input(.pointerMove(event(point, time)))))
                    last = point
                }
            }
        }
        // Moves with a duration are sampled after every action of the tick is dispatched.
        samples.sort { ($0.time, $0.order) < ($1.time, $1.order) }
        inputs += samples.map(\.input)
        // The tick lasts its duration: deadlines due by its end fire (a long-press held to the end).
        if tick.duration.microseconds > 0 { inputs.append(.input(.tick(at: tick.start + tick.duration))) }
        return inputs
    }

    /// The inputs of a native trace's line about pointers whose position only the replay knows:
    /// an `up` or `cancel` where the pointer is (it is then the trace's again, forgotten here as
    /// ``follow(_:)`` forgets one a line ended), or a `move … over` from where each pointer is,
    /// sampled as the line's own samples are.
    private mutating func dispatch(_ line: NativePointerLine, at start: Instant, duration: Interval, step: Interval) -> [TickInput] {
        switch line {
        case .up(let pointer, let kind), .cancel(let pointer, let kind):
            let event = PointerEvent(pointer: pointer, kind: kind, position: positions[pointer] ?? Point(x: 0, y: 0), time: start)
            positions[pointer] = nil
            buttons.forget(pointer)
            if case .up = line { return [.input(.pointerUp(event))] }
            return [.input(.pointerCancel(event))]
        case .move(let parts):
            var move = PendingMove(parts.map { part in
                let from = part.from ?? positions[part.pointer] ?? Point(x: 0, y: 0)
                return PendingMove.Part(samples: MoveSamples(from: from, to: part.to, start: start, duration: duration, step: step),
                                        pointer: part.pointer, kind: part.kind)
            }, line: 0)
            for part in parts where positions[part.pointer] != nil || buttons.holds(part.pointer) { positions[part.pointer] = part.to }
            var inputs: [TickInput] = []
            inputs.reserveCapacity(move.count)
            while let input = move.nextInput() { inputs.append(.input(input)) }
            return inputs
        }
    }

    /// The spec's "get coordinates relative to an origin", then its bounds check.
    private func moveTarget(x: Double, y: Double, origin: WebDriverAction.Origin, from position: Point, action: WebDriverAction,
                            file: String, viewport: Size, frame: (String) -> Rect?, missing: (String) -> MissingElement?) throws(InputError) -> Point {
        var target = Point(x: x, y: y)
        switch origin {
        case .viewport:
            break
        case .pointer:
            target = Point(x: position.x + x, y: position.y + y)
        case .element(let id, let place):
            guard let rect = frame(id) else {
                let onTheBoard = "the id of a receiver, source or task row on the board when this action runs"
                let found = InputError.excerpt(id, quote: JSONValue.quote)
                // A task there but not shown is WebDriver's "element not interactable"; a list has no frame, its receiver has.
                let (expected, why): (String, String) = switch missing(id) {
                case .hidden(let container)?:
                    ("the id of a receiver, source or task row displayed when this action runs",
                     ", a task not displayed: inside \(container.collapsedText) (element not interactable)")
                case .list(let receivers)? where receivers.isEmpty: (onTheBoard + " (no such element)", ", a list no receiver shows")
                case .list(let receivers)?:
                    (onTheBoard + " (no such element)", ", a list (its receiver\(receivers.count == 1 ? " is" : "s are") "
                        + receivers.map { JSONValue.quote($0.rawValue) }.joined(separator: ", ") + ")")
                case nil: (onTheBoard + " (no such element)", "")
                }
                throw InputError(file: file, location: .path(place.location.path), expected: expected, found: found + why)
            }
            let left = max(0, min(rect.minX, rect.maxX)), right = min(viewport.width, max(rect.minX, rect.maxX))
            let top = max(0, min(rect.minY, rect.maxY)), bottom = min(viewport.height, max(rect.minY, rect.maxY))
            let center = Point(x: ((left + right) / 2).rounded(.down), y: ((top + bottom) / 2).rounded(.down))
            target = Point(x: center.x + x, y: center.y + y)
        }
        try Self.checkInside(viewport, target, action: action, file: file)
        return target
    }

    /// The spec's bounds check: "move target out of bounds" outside 0…width × 0…height.
    static func checkInside(_ viewport: Size, _ target: Point, action: WebDriverAction, file: String) throws(InputError) {
        guard target.x >= 0, target.x <= viewport.width, target.y >= 0, target.y <= viewport.height else {
            throw InputError(file: file, location: .path(action.path),
                             expected: "a move target inside the viewport 0…\(JSONValue.format(viewport.width)) × 0…\(JSONValue.format(viewport.height))",
                             found: "\(target.text) (move target out of bounds)")
        }
    }
}

extension DragInput {
    /// The input moved later by `offset`.
    func shifted(by offset: Interval) -> DragInput {
        switch self {
        case .pointerDown(var e): e.time = e.time + offset; return .pointerDown(e)
        case .pointerMove(var e): e.time = e.time + offset; return .pointerMove(e)
        case .pointerUp(var e): e.time = e.time + offset; return .pointerUp(e)
        case .pointerCancel(var e): e.time = e.time + offset; return .pointerCancel(e)
        case .escape(let time): return .escape(at: time + offset)
        case .tick(let time): return .tick(at: time + offset)
        case .key(let key, let time): return .key(key, at: time + offset)
        }
    }

    /// The input with its pointer given the id `renamed` has for it, if any.
    func renamingPointer(_ renamed: [PointerID: PointerID]) -> DragInput {
        switch self {
        case .pointerDown(var e): e.pointer = renamed[e.pointer] ?? e.pointer; return .pointerDown(e)
        case .pointerMove(var e): e.pointer = renamed[e.pointer] ?? e.pointer; return .pointerMove(e)
        case .pointerUp(var e): e.pointer = renamed[e.pointer] ?? e.pointer; return .pointerUp(e)
        case .pointerCancel(var e): e.pointer = renamed[e.pointer] ?? e.pointer; return .pointerCancel(e)
        case .escape, .tick, .key: return self
        }
    }
}
