/// The keys a scene's objects may have, one enum per kind of object, spelled as in the file:
/// decoding finds every member in one pass and then asks for them by case.
extension Scene {
    /// A receiver: see `Scene+Decoding` and, for `collision` to `edgeHysteresis`, `Scene+Steadiness`.
    enum ReceiverKey: Int, JSONKey, LayerKey {
        case id, frame, role, z, enabled, accepts, rows, springLoad
        case collision, parent, sticky, hysteresis, scrollable, edgeHysteresis, title
        static let spelled = JSONKeys(Self.self)
    }

    enum SourceKey: Int, JSONKey, LayerKey {
        case id, frame, z, payload, activation, title
        static let spelled = JSONKeys(Self.self)
    }

    /// `{"x": 20, "y": 60, "width": 460, "height": 520}`.
    enum RectKey: Int, JSONKey, RectKeys {
        case x, y, width, height
        static let spelled = JSONKeys(Self.self)
    }

    /// A receiver's `rows`: the first row's rect, and how the rest follow.
    enum RowKey: Int, JSONKey, RectKeys, LayerKey {
        case x, y, width, height, pitch, z, activation, indent, swipe, headerSwipe, headerTap
        static let spelled = JSONKeys(Self.self)
    }

    /// A row layout's `swipe` or `headerSwipe`: what each way does, and how far commits.
    enum SwipeKey: Int, JSONKey {
        case left, right, distance
        static let spelled = JSONKeys(Self.self)
    }
}

/// Keys that hold a rectangle's four.
protocol RectKeys: JSONKey {
    static var x: Self { get }
    static var y: Self { get }
    static var width: Self { get }
    static var height: Self { get }
}

/// Keys that hold a `z`.
protocol LayerKey: JSONKey {
    static var z: Self { get }
}
