/// Input that cannot be used: a scene or trace file that is not what it should be.
///
/// Says where (file, then line and column for text, or a JSON path for structure), what was
/// expected and what was found:
/// `todo.json: receivers[2].frame.width: expected a number from 0 to 1000000000, found "wide"`.
/// An error in a recording a native trace's `play` line played names that line too, after the
/// rest (``playedBy``): `drag.json: actions[0].actions[1].button: expected …, found … (played by
/// twice.trace:4)`.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the input.
    public enum Location: Hashable, Sendable {
        /// A position in the text, 1-based.
        case text(line: Int, column: Int)
        /// A path into a JSON document: `receivers[2].frame.width`; empty for the top level.
        case path(String)
    }

    public var file: String
    public var location: Location
    public var expected: String
    public var found: String
    /// The native trace's `play` line that played ``file``, when the error is in a recording
    /// (a W3C actions file, an evemu or libinput recording, or its device description) a trace
    /// played — when it was read, or when its actions ran; `nil` for any other input.
    public var playedBy: PlayLine?

    /// A native trace's `play` line: the trace's file, as ``InputError/file`` names files, and the line's number, from 1.
    public struct PlayLine: Hashable, Sendable {
        public var file: String
        public var line: Int

        public init(file: String, line: Int) {
            self.file = file
            self.line = line
        }
    }

    /// The error at `location` of `file`; `playedBy`, the `play` line that played `file`, if one did.
    public init(file: String, location: Location, expected: String, found: String, playedBy: PlayLine? = nil) {
        self.file = file
        self.location = location
        self.expected = expected
        self.found = found
        self.playedBy = playedBy
    }

    /// The error in one line: the place and what was found (the input's own text) are shown with
    /// what would not show spelled out (``InputError/visible(_:)``), so a key holding a line feed
    /// cannot split the message, nor a zero-width space hide in a word. Then, for an error in a
    /// played recording, the trace and line that played it: `(played by twice.trace:4)`.
    public var description: String {
        let place: String
        switch location {
        case .text(let line, let column): place = "\(file):\(line):\(column)"
        case .path(let path): place = path.isEmpty ? "\(file): (top level)" : "\(file): \(path)"
        }
        let player = playedBy.map { " (played by \(Self.visible($0.file)):\($0.line))" } ?? ""
        return "\(Self.visible(place)): expected \(expected), found \(Self.visible(found))" + player
    }
}

extension InputError {
    /// The error as one of a recording the `play` line `line` of the native trace `trace` played:
    /// ``playedBy`` set, unless the error is the trace's own (its file is `trace`), or was from no
    /// line (`line` 0), or names the line that played it already.
    package func played(by trace: String, line: Int) -> InputError {
        guard file != trace, line > 0, playedBy == nil else { return self }
        var error = self
        error.playedBy = PlayLine(file: trace, line: line)
        return error
    }

    /// Longer texts are cut to their first ``excerptLength`` characters in error messages.
    package static let excerptLimit = 64
    package static let excerptLength = 40

    /// `text` as an error message shows what was found: whole up to ``excerptLimit`` characters,
    /// else its start and `…`, then its length — a 400-digit number is not echoed whole. `quote`
    /// spells the text shown: `"\"\($0)\""` for a word, JSON's quoting for a JSON string.
    package static func excerpt(_ text: some StringProtocol, quote: (String) -> String = { $0 }) -> String {
        text.count > excerptLimit ? quote(String(text.prefix(excerptLength)) + "…") + " (\(text.count) characters)" : quote(String(text))
    }

    /// The error for a file whose first bytes say it is UTF-16: a UTF-16 byte-order mark (FF FE
    /// or FE FF), or a NUL byte as its first or second byte beside one that is not (UTF-16 of
    /// ASCII text without a mark: `#` as 23 00). UTF-8 text never starts so. Without this, such
    /// a trace was "not UTF-8" at 1:1, or with no mark its lines were read as words holding NULs
    /// (`found "\u{0}s\u{0}c\u{0}e…"`). `nil` for anything else.
    package static func utf16(_ bytes: some Collection<UInt8>, file: String) -> InputError? {
        let first = Array(bytes.prefix(2))
        guard first.count == 2 else { return nil }
        let found: String
        switch (first[0], first[1]) {
        case (0xFF, 0xFE): found = "UTF-16 text (its byte-order mark FF FE, little-endian)"
        case (0xFE, 0xFF): found = "UTF-16 text (its byte-order mark FE FF, big-endian)"
        case (0, 1...): found = "UTF-16 text (big-endian: a NUL byte before each ASCII character)"
        case (1..., 0): found = "UTF-16 text (little-endian: a NUL byte after each ASCII character)"
        default: return nil
        }
        return InputError(file: file, location: .text(line: 1, column: 1),
                          expected: "UTF-8 text (save the file as UTF-8)", found: found)
    }

    /// `text` with each scalar that prints as nothing, as a plain space or as a line break spelled
    /// as Swift spells it: controls (`\u{A}`, `\u{1B}`), format characters (a zero-width space
    /// `\u{200B}`, a bidirectional mark, a byte-order mark), other default-ignorable scalars, and
    /// spaces and separators other than U+0020 (a no-break space `\u{A0}`), and a combining mark
    /// first or after a quote or a space (`"\u{301}t2"`: it would draw on the quote). A joiner or
    /// variation selector after an emoji is kept: it is part of how the emoji looks.
    ///
    /// ```swift
    /// InputError.visible("scene\u{200B}todo")   // "scene\\u{200B}todo"
    /// ```
    /// - Complexity: O(*n*); text of printable ASCII alone is returned as it is.
    package static func visible(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else { return text }
        var out = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if isHidden(scalar, after: previous) {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `scalar` would not show as itself in a message (see ``visible(_:)``).
    package static func isHidden(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
        if scalar == " " { return false }
        let properties = scalar.properties
        if scalar == "\u{200D}" || properties.isVariationSelector, let previous, previous.value >= 0x80,
           previous.properties.isEmoji || previous == "\u{200D}" || previous.properties.isVariationSelector {
            return false
        }
        switch properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
        // A mark starting a word (a trace's id may): it would draw on the quote or space before it.
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return previous == nil || previous == "\"" || previous == "'" || previous == " "
        default: return properties.isDefaultIgnorableCodePoint
        }
    }

    /// The error for `bytes` that are not UTF-8 text, at the line and column (in characters) of
    /// the first byte that is not; `nil` when they all are. Lines end with LF, CRLF or a lone CR,
    /// as the JSON parser and native traces count them, and are numbered from `firstLine` (a
    /// native trace asks line by line); on line 1, columns count from after a byte-order mark,
    /// as the parsers' do. Text in UTF-16 — what some editors and Windows tools save as
    /// "Unicode" — is named so, at 1:1, when `firstLine` is 1 (``utf16(_:file:)``).
    /// - Complexity: O(n) for n bytes.
    public static func notUTF8(_ bytes: [UInt8], file: String, firstLine: Int = 1) -> InputError? {
        if firstLine == 1, let error = utf16(bytes, file: file) { return error }
        var parser = Unicode.UTF8.ForwardParser()
        let mark = firstLine == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var iterator = bytes[mark...].makeIterator()
        var line = firstLine, lineStart = mark, offset = mark
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .emptyInput:
                return nil
            case .error:
                let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
                return InputError(file: file, location: .text(line: line, column: column), expected: "UTF-8 text", found: "bytes that are not UTF-8")
            case .valid(let scalar):
                let byte = bytes[offset]
                offset += scalar.count
                if byte == 0x0A || (byte == 0x0D && (offset == bytes.count || bytes[offset] != 0x0A)) {
                    line += 1
                    lineStart = offset
                }
            }
        }
    }
}
