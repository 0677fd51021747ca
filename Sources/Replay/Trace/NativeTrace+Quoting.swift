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

    private static func needsQuotes(_ id: String) -> Bool {
        // Per scalar, as lines are read: a space or `#` followed by a mark is still one.
        id.isEmpty || id.utf8.elementsEqual("none".utf8) || id.utf8.last == UInt8(ascii: ":")
            || id.unicodeScalars.contains { $0.properties.isWhitespace || $0 == "#" || $0 == "[" || $0 == "]" || $0 == "\"" }
    }
}
