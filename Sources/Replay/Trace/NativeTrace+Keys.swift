import Runtime
import DropEngine

/// The `key` statements of the native format: a keyboard or gamepad drag (see ``KeyInput``).
///
/// ```text
/// 0    key focus t3        the keyboard is on t3's row
/// +10  key pickup          lifted, over its own place
/// +10  key next            the next drop target (key previous: the one before)
/// +10  key activate        opens the collapsed folder or section the target lies in
/// +10  key drop            dropped there (key cancel: cancelled, as Escape would)
/// ```
extension NativeTraceParser {
    static let keyCommands = "a key command (focus ID, pickup, next, previous, drop, cancel, activate)"

    mutating func parseKey() throws(InputError) -> KeyInput {
        let word = try next(expected: Self.keyCommands)
        switch word.text {
        case "focus": return .focus(SourceID(String(try next(expected: "a source id").text)))
        case "pickup": return .pickUp
        case "next": return .next
        case "previous": return .previous
        case "drop": return .drop
        case "cancel": return .cancel
        case "activate": return .activate
        default: throw error(at: word, expected: Self.keyCommands)
        }
    }
}
