/// What the English announcements call the keys (or a gamepad's buttons) that drag without a
/// pointer: the hint a keyboard pick-up gives, and ``Announcement/englishInstructions(for:_:)``.
/// An app whose drags are made with a gamepad says its buttons.
///
/// ```swift
/// let pad = KeyWords(pickUpAndDrop: "A", choose: "Up and down on the D-pad", cancel: "B")
/// Announcement.pickedUp("t1", byKeyboard: true).english(names)   // with names.keyWords == pad:
/// // "Picked up Buy milk. Up and down on the D-pad choose where it goes, A drops it, B cancels."
/// ```
public struct KeyWords: Hashable, Sendable {
    /// What picks up and what drops, as the subject of "drops it": "Space or Enter", "A".
    public var pickUpAndDrop: String
    /// What steps through the places, as a plural subject of "choose where it goes": "Tab or
    /// the arrow keys", "Up and down on the D-pad".
    public var choose: String
    /// What puts the item back, as the subject of "cancels": "Escape", "B".
    public var cancel: String

    /// The words for what picks up and drops, what steps through the places, and what cancels.
    public init(pickUpAndDrop: String, choose: String, cancel: String) {
        self.pickUpAndDrop = pickUpAndDrop
        self.choose = choose
        self.cancel = cancel
    }

    /// The keyboard's: Space or Enter, Tab or the arrow keys, Escape.
    public static let keyboard = KeyWords(pickUpAndDrop: "Space or Enter", choose: "Tab or the arrow keys", cancel: "Escape")
}
