/// Feedback a renderer plays with an action: a haptic, the look of the dragged item, an animation.
/// The app chooses them per source and receiver (``DragCues``, ``DropCues``); the engine only
/// hands them back with the actions, and playing them is the app's business.
public struct Cues: Hashable, Sendable, CustomStringConvertible {
    public var haptic: Haptic?
    public var appearance: DragAppearance?
    public var animation: CueAnimation?
    /// How many items the lifted preview stands for, for a badge on it: a drag of a selection's
    /// `dragStarted` carries its count (2 or more; a source inside a carried folder travels in
    /// it and is not counted, as ``DragDispatcher/select(_:into:)`` says); `nil` otherwise.
    public var badge: Int?

    public init(haptic: Haptic? = nil, appearance: DragAppearance? = nil, animation: CueAnimation? = nil, badge: Int? = nil) {
        self.haptic = haptic
        self.appearance = appearance
        self.animation = animation
        self.badge = badge
    }

    /// These cues with animations removed, for Reduce Motion.
    func reducingMotion(_ reduce: Bool) -> Cues {
        guard reduce else { return self }
        var copy = self
        copy.animation = nil
        return copy
    }

    /// `haptic: medium, lift, opacity 0.7, shadow`, or `no cues` for cues that say nothing.
    public var description: String { summary.isEmpty ? "no cues" : summary }

    /// `haptic: medium, lift, opacity 0.7, shadow` (`, badge 3` for a selection) — the status-line
    /// form; empty for cues that say nothing (a cancel with Reduce Motion).
    public var summary: String {
        var parts: [String] = []
        if let haptic { parts.append("haptic: \(haptic.rawValue)") }
        if let appearance {
            if appearance.lifted { parts.append("lift") }
            parts.append("opacity \(appearance.opacity)")
            if appearance.shadow { parts.append("shadow") }
        }
        if let badge { parts.append("badge \(badge)") }
        if let animation { parts.append(animation.description) }
        return parts.joined(separator: ", ")
    }
}

/// The tap the device gives: seed 001's medium on lift, light on drop.
public enum Haptic: String, Hashable, Sendable {
    case light, medium
}

/// How the dragged item looks while it follows the pointer.
public struct DragAppearance: Hashable, Sendable {
    /// Raised above the rows (seed 001's lift).
    public var lifted: Bool
    /// 0 to 1: seed 001 dims the item to 0.7.
    public var opacity: Double
    /// Drawn with a shadow under it.
    public var shadow: Bool

    public init(lifted: Bool, opacity: Double, shadow: Bool) {
        self.lifted = lifted
        self.opacity = opacity
        self.shadow = shadow
    }
}

/// An animation the UI plays: what moves, along which curve, for how long.
public struct CueAnimation: Hashable, Sendable, CustomStringConvertible {
    /// What moves: the dropped item settling, a cancelled one flying back, rows making space.
    public enum Kind: String, Hashable, Sendable {
        case settle, returnToOrigin, rowShift
    }
    /// The timing curve.
    public enum Curve: String, Hashable, Sendable {
        case spring, easeInOut
    }
    public var kind: Kind
    public var curve: Curve
    public var milliseconds: Int

    public init(kind: Kind, curve: Curve, milliseconds: Int) {
        self.kind = kind
        self.curve = curve
        self.milliseconds = milliseconds
    }

    /// `rowShift (spring, 200 ms)`: what moves, then its curve and length, as cue lines say it.
    public var description: String { "\(kind.rawValue) (\(curve.rawValue), \(milliseconds) ms)" }
}

/// The cues of a drag from a source: when it lifts, and when it returns after a cancel.
public struct DragCues: Hashable, Sendable, CustomStringConvertible {
    public var lift: Cues
    public var cancel: Cues

    public init(lift: Cues = Cues(), cancel: Cues = Cues()) {
        self.lift = lift
        self.cancel = cancel
    }

    /// `lift: haptic: medium, …; cancel: returnToOrigin (easeInOut, 250 ms)`.
    public var description: String { "lift: \(lift); cancel: \(cancel)" }
}

/// The cues of a receiver: a drop on it, and rows making space at the insertion slot.
public struct DropCues: Hashable, Sendable, CustomStringConvertible {
    /// What a drop on the receiver plays.
    public var drop: Cues
    /// How rows slide apart at the insertion slot; `nil` for none.
    public var rowShift: CueAnimation?

    public init(drop: Cues = Cues(), rowShift: CueAnimation? = nil) {
        self.drop = drop
        self.rowShift = rowShift
    }

    /// `drop: haptic: light, settle (spring, 200 ms); rows shift: spring, 200 ms`.
    public var description: String {
        "drop: \(drop)" + (rowShift.map { "; rows shift: \($0.curve.rawValue), \($0.milliseconds) ms" } ?? "")
    }
}
