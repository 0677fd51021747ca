import DropGeometry

/// What kind of device a pointer is. Carried through to actions so a renderer can differ
/// (a finger hides what it drags); the engine's rules do not depend on it.
public enum PointerKind: String, Hashable, Sendable {
    case mouse, touch, pen
}

/// One pointer sample: which pointer, what kind, where, and when.
public struct PointerEvent: Hashable, Sendable {
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
}

/// An input to the ``DragDispatcher``.
public enum DragInput: Hashable, Sendable {
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
}
