/// Writer names (``TaskStore/writerName``): which names are taken, and why one is refused.
extension TaskStore {
    /// The most characters a writer name may have (``writerName``).
    public static let longestWriterName = 64

    /// Refuses a writer name (``writerName``) that breaks ``writerNameProblem(_:)``'s rules: an
    /// ``StoreError/Kind/invalidArgument`` error naming the value, at `path`.
    static func checkWriterName(_ name: String, path: String) throws(StoreError) {
        guard let problem = writerNameProblem(name) else { return }
        throw StoreError(kind: .invalidArgument, path: path, operation: "opening", message: "writer name: \(problem)")
    }

    /// What is wrong with a writer name (``writerName``), `nil` for nothing: it is empty, longer
    /// than ``longestWriterName`` characters (Unicode scalars: an accent combined with its letter
    /// counts), begins or ends with white space (`"left-screen "` would be another writer than
    /// `"left-screen"`, unseen), or holds a control character (a line feed, an escape) or an
    /// invisible one (a zero-width space, a direction override, a line separator; a zero-width
    /// joiner inside an emoji is taken) — `expected 1 to 64 characters, …, found "left\u{A}screen"
    /// (it holds a control or invisible character)`, those characters spelled as Swift spells them
    /// and a long name cut short. Any other Unicode text is a name (`"left-screen"`, `"Kasse 2"`,
    /// `"écran"`); names are compared as stored, byte for byte, so an `é` written as `e` and an
    /// accent is another writer than one written as one character.
    public static func writerNameProblem(_ name: String) -> String? {
        let scalars = name.unicodeScalars
        let invisible: Set<Unicode.GeneralCategory> = [.control, .format, .lineSeparator, .paragraphSeparator]
        let problem: String? = if name.isEmpty {
            "it is empty"
        } else if scalars.count > longestWriterName {
            "it has \(scalars.count) characters"
        } else if scalars.contains(where: { invisible.contains($0.properties.generalCategory) && $0 != "\u{200D}" }) {
            "it holds a control or invisible character"
        } else if name.first!.isWhitespace || name.last!.isWhitespace {
            "it begins or ends with white space"
        } else {
            nil
        }
        guard let problem else { return nil }
        // A name of a million characters is named by its first ones.
        let shown = scalars.count > longestWriterName + 16
            ? String(String.UnicodeScalarView(scalars.prefix(longestWriterName))) + "…" : name
        return "expected 1 to \(longestWriterName) characters, no control or invisible character, no white space at either end, "
            + "found \"\(StoreError.spelled(shown))\" (\(problem))"
    }
}
