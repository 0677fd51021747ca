import TaskModel

extension NativeTrace {
    /// `id` as a native trace line names it: as it is, or between quotes when it would otherwise
    /// read as something else — it holds a space, `#` (a comment), a bracket (a tree) or a `"`,
    /// ends with `:` (a list or header before its members), or is the word `none`. Inside the
    /// quotes each `"` is doubled, as a quoted word reads it back; so every id and title reads
    /// back as it was, except one holding a line break (a line ends there) and one needing
    /// quotes that starts with a combining mark or ends with a prepended one (it joins the quote
    /// beside it into one `Character`, which is no quote; the line is then an error).
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
        var out = "\""
        for character in text {
            out.append(character)
            if character == "\"" { out.append("\"") }
        }
        out.append("\"")
        return out
    }

    /// `ids` as a line names them, each ``word(_:)``, separated by single spaces.
    static func words(_ ids: [TaskID]) -> String {
        ids.map { word($0.rawValue) }.joined(separator: " ")
    }

    private static func needsQuotes(_ id: String) -> Bool {
        id == "none" || id.hasSuffix(":")
            || id.contains { $0.isWhitespace || $0 == "#" || $0 == "[" || $0 == "]" || $0 == "\"" }
    }
}
