import Runtime
import DropEngine

/// The `key` statements of the native format: a keyboard or gamepad drag (see ``KeyInput``).
///
/// ```text
/// 0    key focus t3        the keyboard is on t3's row
/// +10  key pickup          lifted, over its own place
/// +10  key next            the next drop target (key previous: the one before)
/// +10  key activate        opens the collapsed folder or section the target lies in
/// +10  key target trash    straight to trash (a list: its first place), as `next` would land there
/// +10  key drop            dropped there (key cancel: cancelled, as Escape would)
/// ```
extension NativeTraceParser {
    static let keyCommands = "a key command (focus ID, pickup, next, previous, drop, cancel, activate, target RECEIVER)"

    /// The key command, and where a `focus` names its source or a `target` its receiver (0 for
    /// the others). A `target`'s receiver is one of the scene's, when its names are known.
    mutating func parseKey() throws(InputError) -> (input: KeyInput, column: Int) {
        let word = try next(expected: Self.keyCommands)
        switch word.text {
        case "focus":
            let id = try next(expected: "a source id")
            return (.focus(SourceID(String(try unquoted(id, "a source id")))), id.column)
        case "pickup": return (.pickUp, 0)
        case "next": return (.next, 0)
        case "previous": return (.previous, 0)
        case "drop": return (.drop, 0)
        case "cancel": return (.cancel, 0)
        case "activate": return (.activate, 0)
        case "target":
            let column = peek?.column ?? endColumn
            return (.target(try receiverID()), column)
        default: throw error(at: word, expected: Self.keyCommands)
        }
    }
}
