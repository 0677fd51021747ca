import TaskModel

extension NativeTrace {
    /// `id` as a native trace line names it: as it is, or between quotes when it would otherwise
    /// read as something else — it holds a space, `#` (a comment) or a bracket (a tree), ends
    /// with `:` (a list or header before its members), or is the word `none`.
    ///
    /// ```swift
    /// NativeTrace.word("t1")          // t1
    /// NativeTrace.word("In Progress") // "In Progress"
    /// ```
    /// An id holding a `"` cannot be quoted (there are no escapes): it is given as it is, and
    /// one that also needs quotes (`a "b`), or starts with `"`, cannot be named in a trace.
    public static func word(_ id: String) -> String {
        guard needsQuotes(id), !id.contains("\"") else { return id }
        return "\"\(id)\""
    }

    /// `ids` as a line names them, each ``word(_:)``, separated by single spaces.
    static func words(_ ids: [TaskID]) -> String {
        ids.map { word($0.rawValue) }.joined(separator: " ")
    }

    private static func needsQuotes(_ id: String) -> Bool {
        id == "none" || id.hasSuffix(":")
            || id.contains { $0.isWhitespace || $0 == "#" || $0 == "[" || $0 == "]" }
    }
}
