import Runtime
import TaskModel

extension NativeTrace {
    /// `id` as a native trace line names it: as it is, or between quotes when it would otherwise
    /// read as something else — it holds a space, `#` (a comment), a bracket (a tree) or a `"`,
    /// ends with `:` (a list or header before its members), is the word `none` or is empty (a
    /// title may be: `""`, not a missing word). Inside the
    /// quotes each `"` is doubled, as a quoted word reads it back; so every id and title reads
    /// back as it was, byte for byte, except one holding a line break (a line ends there). A
    /// combining mark first (or a prepended one last) joins the quote or space beside it into one
    /// `Character`; lines are read per Unicode scalar, so the word still reads back.
    ///
    /// ```swift
    /// NativeTrace.word("t1")              // t1
    /// NativeTrace.word("In Progress")     // "In Progress"
    /// NativeTrace.word("Fix \"login\" bug") // "Fix ""login"" bug"
    /// ```
    public static func word(_ id: String) -> String {
        guard needsQuotes(id) else { return id }
        return quoted(id)
    }

    /// `text` between quotes, each `"` in it doubled.
    static func quoted(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        out.append("\"")
        // Per scalar: a quote followed by a combining mark is one `Character`, and still a quote.
        for scalar in text.unicodeScalars {
            out.append(scalar)
            if scalar == "\"" { out.append("\"") }
        }
        out.append("\"")
        return String(out)
    }

    /// `ids` as a line names them, each ``word(_:)``, separated by single spaces.
    static func words(_ ids: [TaskID]) -> String {
        ids.map { word($0.rawValue) }.joined(separator: " ")
    }

    /// `id` as a message names it: as a line does (``word(_:)``: quoted when it holds a space), and
    /// what would not show as itself spelled as Swift spells it, as an error spells it
    /// (``InputError/visible(_:)``): a control, a zero-width space or other invisible scalar, a
    /// space other than U+0020, a mark drawing on the quote or space before it — and a variation
    /// selector other than an emoji's (an error keeps one after a letter, a glyph's choice): an id
    /// with one is another id. So `t 1` is not read as two ids, nor an id that is a zero-width
    /// space as nothing.
    ///
    /// ```swift
    /// NativeTrace.shown("t 1")        // "t 1"
    /// NativeTrace.shown("\u{200B}")   // \u{200B}
    /// NativeTrace.shown("t\u{9}1")    // "t\u{9}1"
    /// ```
    /// - Complexity: O(*n*); an id of printable ASCII is returned as ``word(_:)`` writes it.
    static func shown(_ id: String) -> String {
        let word = word(id)
        guard !word.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else { return word }
        var out = ""
        var previous: Unicode.Scalar?
        for scalar in word.unicodeScalars {
            defer { previous = scalar }
            // VS15 and VS16 choose an emoji's look (a keycap's `1`, U+FE0F, U+20E3 too); any other selector is spelled.
            let strayVariation = scalar.properties.isVariationSelector
                && !((scalar == "\u{FE0E}" || scalar == "\u{FE0F}") && previous.map { $0.properties.isEmoji || $0 == "\u{200D}" } == true)
            if InputError.isHidden(scalar, after: previous) || strayVariation {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `ids` as a message names them, each ``shown(_:)``, separated by single spaces.
    static func shownWords(_ ids: [TaskID]) -> String {
        ids.map { shown($0.rawValue) }.joined(separator: " ")
    }

    private static func needsQuotes(_ id: String) -> Bool {
        // Per scalar, as lines are read: a space or `#` followed by a mark is still one.
        id.isEmpty || id.utf8.elementsEqual("none".utf8) || id.utf8.last == UInt8(ascii: ":")
            || id.unicodeScalars.contains { $0.properties.isWhitespace || $0 == "#" || $0 == "[" || $0 == "]" || $0 == "\"" }
    }
}
