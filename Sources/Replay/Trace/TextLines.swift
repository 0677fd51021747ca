/// The lines of a text, each ended by LF, CRLF or a lone CR, found byte by byte and handed out
/// one at a time: a large trace is split without breaking it into `Character`s first, and a
/// format told apart by its first lines reads only those.
///
/// The same lines as `text.split(omittingEmptySubsequences: false, whereSeparator:)` on those
/// three endings: a text ending with a line ending has an empty last line.
struct TextLines: Sequence, IteratorProtocol {
    private let text: Substring
    private var start: String.Index
    private var finished = false

    init(_ text: Substring) {
        self.text = text
        start = text.startIndex
    }

    mutating func next() -> Substring? {
        guard !finished else { return nil }
        let bytes = text.utf8
        var i = start
        while i < bytes.endIndex {
            let byte = bytes[i]
            if byte == 0x0A || byte == 0x0D {
                let line = text[start..<i]
                start = bytes.index(after: i)
                if byte == 0x0D, start < bytes.endIndex, bytes[start] == 0x0A { start = bytes.index(after: start) }
                return line
            }
            i = bytes.index(after: i)
        }
        finished = true
        return text[start..<bytes.endIndex]
    }
}

extension TextLines {
    /// Where `text` ends, as an error that found "the end of the file" places it (as the JSON
    /// parser places "the end of the input"): the line after the last line ending, column 1, or,
    /// when the last line has no ending, just after its last character.
    /// - Complexity: O(n) for the text's n bytes (it is counted when an error is made, not before).
    static func end(of text: Substring) -> (line: Int, column: Int) {
        var line = 0
        var last: Substring = ""
        for each in TextLines(text) {
            line += 1
            last = each
        }
        return (line, last.count + 1)
    }
}
