/// Feedback a renderer plays with an action: a haptic, the look of the dragged item, an animation.
/// The engine only names them (seed 001's values); playing them is the app's business.
public struct Cues: Hashable, Sendable, CustomStringConvertible {
    public var haptic: Haptic?
    public var appearance: DragAppearance?
    public var animation: CueAnimation?

    public init(haptic: Haptic? = nil, appearance: DragAppearance? = nil, animation: CueAnimation? = nil) {
        self.haptic = haptic
        self.appearance = appearance
        self.animation = animation
    }

    /// Lift: medium haptic, lifted with a shadow at 0.7 opacity.
    public static let dragStart = Cues(haptic: .medium, appearance: .lifted)
    /// Drop: light haptic, the item settles into place (spring, 200 ms).
    public static let drop = Cues(haptic: .light, animation: CueAnimation(kind: .settle, curve: .spring, milliseconds: 200))
    /// Cancel: the item returns to where it was picked up (ease in-out, 250 ms).
    public static let cancel = Cues(animation: CueAnimation(kind: .returnToOrigin, curve: .easeInOut, milliseconds: 250))
    /// Rows making space at the insertion slot (spring, 200 ms).
    public static let rowShift = CueAnimation(kind: .rowShift, curve: .spring, milliseconds: 200)

    /// These cues with animations removed, for Reduce Motion.
    public func reducingMotion(_ reduce: Bool) -> Cues {
        guard reduce else { return self }
        var copy = self
        copy.animation = nil
        return copy
    }

    /// `haptic: medium, lift, opacity 0.7, shadow` — the status-line form.
    public var description: String {
        var parts: [String] = []
        if let haptic { parts.append("haptic: \(haptic.rawValue)") }
        if let appearance {
            if appearance.lifted { parts.append("lift") }
            parts.append("opacity \(appearance.opacity)")
            if appearance.shadow { parts.append("shadow") }
        }
        if let animation { parts.append("\(animation.kind.rawValue) (\(animation.curve.rawValue), \(animation.milliseconds) ms)") }
        return parts.joined(separator: ", ")
    }
}

public enum Haptic: String, Hashable, Sendable {
    case light, medium
}

/// How the dragged item looks while it follows the pointer.
public struct DragAppearance: Hashable, Sendable {
    public var lifted: Bool
    public var opacity: Double
    public var shadow: Bool

    public init(lifted: Bool, opacity: Double, shadow: Bool) {
        self.lifted = lifted
        self.opacity = opacity
        self.shadow = shadow
    }

    public static let lifted = DragAppearance(lifted: true, opacity: 0.7, shadow: true)
}

public struct CueAnimation: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case settle, returnToOrigin, rowShift
    }
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
}
