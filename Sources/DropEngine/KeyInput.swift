/// A command from a keyboard, a gamepad or a switch: dragging without a pointer, modelled on
/// React Aria's keyboard drag (targets cycled in a fixed order, not pixels nudged).
///
/// ```swift
/// engine.handle(.key(.focus("t1"), at: .milliseconds(0)), into: &actions)  // the keyboard is on t1's row
/// engine.handle(.key(.pickUp, at: .milliseconds(10)), into: &actions)      // lifted; over its own place
/// engine.handle(.key(.next, at: .milliseconds(20)), into: &actions)        // the next drop target
/// engine.handle(.key(.drop, at: .milliseconds(30)), into: &actions)        // dropped there
/// ```
///
/// The drag is a session of its own, reported with the pointer ``PointerID/keyboard``, beside
/// any pointer sessions. See ``DragDispatcher`` ("Keyboard") for the order of the targets.
public enum KeyInput: Hashable, Sendable, CustomStringConvertible {
    /// The keyboard is on this source (a row, a button): what `pickUp` lifts. Kept across drags.
    case focus(SourceID)
    /// Lifts the focused source; the target is the valid one nearest to it.
    case pickUp
    /// The next valid drop target, after the last one "no target", then the first again.
    case next
    /// The previous valid drop target, before the first one "no target", then the last again.
    case previous
    /// Drops on the target (over no target: cancels, `releasedOutside`).
    case drop
    /// Cancels the keyboard drag (reason `escape`, as the Escape key would).
    case cancel
    /// Opens the collapsed folder or section the target lies in, while carrying. (Carrying
    /// nothing, the engine ignores it; a `BoardRuntime` opens or closes the focused folder.)
    case activate
    /// Straight to this receiver's first valid target in the order `next` goes, while carrying:
    /// "Move to Trash" in one key (a list's first place, top to bottom). Refused with a reason when
    /// the receiver is unknown, refuses the drag or has no place for it; the target stays then.
    case target(ReceiverID)

    /// `focus t1`, `pickup`, `next`, `target trash`: as native traces write it after `key`.
    public var description: String {
        switch self {
        case .focus(let source): "focus \(source)"
        case .pickUp: "pickup"
        case .next: "next"
        case .previous: "previous"
        case .drop: "drop"
        case .cancel: "cancel"
        case .activate: "activate"
        case .target(let receiver): "target \(receiver)"
        }
    }
}

extension PointerID {
    /// The pointer id a keyboard (or gamepad) drag reports its actions with. Negative, so it is
    /// never a pointer's: pointer inputs with it are rejected (``InputRejection/reservedPointer``).
    public static let keyboard = PointerID(-1)

    /// Whether this is ``keyboard``.
    public var isKeyboard: Bool { rawValue == -1 }
}
