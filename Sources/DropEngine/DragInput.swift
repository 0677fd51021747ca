import DropGeometry

/// What kind of device a pointer is. Carried through to actions so a renderer can differ
/// (a finger hides what it drags); the engine's rules do not depend on it.
public enum PointerKind: String, Hashable, Sendable {
    case mouse, touch, pen
}

/// One pointer sample: which pointer, what kind, where, and when.
///
/// Printed: `p1 touch at (250, 92), 300 ms`.
public struct PointerEvent: Hashable, Sendable, CustomStringConvertible {
    public var pointer: PointerID
    public var kind: PointerKind
    public var position: Point
    public var time: Instant

    public init(pointer: PointerID, kind: PointerKind = .touch, position: Point, time: Instant) {
        self.pointer = pointer
        self.kind = kind
        self.position = position
        self.time = time
    }

    /// `p1 touch at (250, 92), 300 ms`.
    public var description: String { "\(pointer.lineText) \(kind.rawValue) at \(position), \(time) ms" }
}

/// An input to the ``DragDispatcher``.
///
/// Printed: `down p1 touch at (250, 92), 0 ms`, `tick at 300 ms`, `key pickup at 10 ms`.
public enum DragInput: Hashable, Sendable, CustomStringConvertible {
    case pointerDown(PointerEvent)
    case pointerMove(PointerEvent)
    case pointerUp(PointerEvent)
    /// The system took the pointer away (a gesture recogniser, a palm, a lost device).
    case pointerCancel(PointerEvent)
    /// The Escape key: cancels every press and drag under way.
    case escape(at: Instant)
    /// Time passes with no pointer event; fires long-presses whose deadline has come.
    case tick(at: Instant)
    /// A keyboard or gamepad command: a drag without a pointer (see ``KeyInput``).
    case key(KeyInput, at: Instant)

    /// When the input happened.
    public var time: Instant {
        switch self {
        case .pointerDown(let e), .pointerMove(let e), .pointerUp(let e), .pointerCancel(let e): e.time
        case .escape(let time), .tick(let time), .key(_, let time): time
        }
    }

    /// Whether it ends what is under way — a release, a pointer cancel, Escape — and so is taken
    /// at the latest input's time when stamped before it, rather than rejected: a finger lifted
    /// must end its drag though two devices' clocks disagree by a millisecond.
    public var endsWhatIsUnderWay: Bool {
        switch self {
        case .pointerUp, .pointerCancel, .escape: true
        case .pointerDown, .pointerMove, .tick, .key: false
        }
    }

    /// The same input stamped `time`.
    public func stamped(_ time: Instant) -> DragInput {
        switch self {
        case .pointerDown(var e): e.time = time; return .pointerDown(e)
        case .pointerMove(var e): e.time = time; return .pointerMove(e)
        case .pointerUp(var e): e.time = time; return .pointerUp(e)
        case .pointerCancel(var e): e.time = time; return .pointerCancel(e)
        case .escape: return .escape(at: time)
        case .tick: return .tick(at: time)
        case .key(let key, _): return .key(key, at: time)
        }
    }

    /// `down p1 touch at (250, 92), 0 ms`, `move …`, `up …`, `cancel …`, `escape at 5 ms`,
    /// `tick at 300 ms`, `key pickup at 10 ms`: one line for people.
    public var description: String {
        switch self {
        case .pointerDown(let event): "down \(event)"
        case .pointerMove(let event): "move \(event)"
        case .pointerUp(let event): "up \(event)"
        case .pointerCancel(let event): "cancel \(event)"
        case .escape(let time): "escape at \(time) ms"
        case .tick(let time): "tick at \(time) ms"
        case .key(let key, let time): "key \(key) at \(time) ms"
        }
    }
}
