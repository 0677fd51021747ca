/// The words of a failed expectation that print like a word of the other side yet differ, spelled
/// so that the difference shows.
///
/// Ids are compared byte for byte (``Identifier``), so `té` written precomposed (U+00E9) and `té`
/// written as `e` and U+0301 are two ids, as are `t1` and `t1` with a zero-width space inside. A
/// failure between them would read `expected order inbox: té t2, found té t2`. When — and only
/// when — a word of the expected text and a word of the found text are different scalars but the
/// same once canonically equivalent sequences are taken as one and invisible scalars (format
/// characters, default-ignorable ones) are dropped, each such word, on both sides, is spelled with
/// the scalars that make the difference escaped as Swift escapes them:
/// `expected order inbox: t\u{E9} t2, found te\u{301} t2`. Every other word is left as it was.
/// Ids reach it with their invisible scalars spelled already (``NativeTrace/shown(_:)``), so it is
/// their canonically equivalent spellings it tells apart, and the invisible scalars of a title or
/// an announced text.
///
/// Words are split at ASCII spaces (per byte, a combining mark after one notwithstanding), the separator of every expectation's text, except inside a
/// word that starts with `"` (an id holding spaces, quoted; a pair `""` inside is one quote),
/// which runs to the next ASCII space after its closing quote. A space beyond ASCII (a no-break
/// space) looks like an ASCII space, so `"In Progress"` and the same id with U+00A0 are look-alikes. The escaped scalars are those
/// beyond ASCII between the longest prefix and suffix the word shares with a differing
/// look-alike, and any mark or invisible scalar in the word (which would otherwise draw on, or
/// hide beside, an escape).
///
/// - Complexity: O(n) for n scalars in the two texts (hashing each word once); texts all in
///   ASCII are returned at once.
enum LookAlikes {
    static func distinguished(expected: String, found: String) -> (expected: String, found: String) {
        guard !(expected.utf8.allSatisfy { $0 < 0x80 } && found.utf8.allSatisfy { $0 < 0x80 }) else { return (expected, found) }
        let expectedWords = words(of: expected)
        let foundWords = words(of: found)
        // Each look (a `String` key: its equality and hash are canonical equivalence's), whether
        // each side holds it, and its first two spellings (as scalars), expected's first: a word
        // differs from the first, or else from the second, if either does. Two, not every one:
        // a word then costs its length, however many spellings its look has.
        var looks: [String: Look] = [:]
        for (words, side) in [(expectedWords, true), (foundWords, false)] {
            for word in words {
                let scalars = Array(word.unicodeScalars)
                looks[look(of: scalars), default: Look(first: scalars)].note(scalars, expected: side)
            }
        }

        var changed = false
        func spelled(_ words: [Substring]) -> String {
            words.map { word -> String in
                let scalars = Array(word.unicodeScalars)
                guard let entry = looks[look(of: scalars)], entry.inExpected, entry.inFound,
                      let other = entry.first != scalars ? entry.first : entry.second else { return String(word) }
                changed = true
                return escaped(scalars, against: other)
            }.joined(separator: " ")
        }
        let result = (expected: spelled(expectedWords), found: spelled(foundWords))
        return changed ? result : (expected, found)
    }

    /// `text` split at ASCII spaces, a quoted word (`"In Progress"`, `"Say ""hi"""`) kept whole
    /// up to the space after its closing quote.
    /// Byte by byte: a combining mark after a space or a quote joins it into one `Character`, and
    /// it is still a space or a quote (as trace lines are read).
    private static func words(of text: String) -> [Substring] {
        var words: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var quoted = false
        // The previous byte closed the quote: a `"` now is the second of a pair (one quote), still inside.
        var closed = false
        for index in bytes.indices {
            let wasClosed = closed
            closed = false
            switch bytes[index] {
            case UInt8(ascii: "\"") where index == start || wasClosed: quoted = true
            case UInt8(ascii: "\"") where quoted:
                quoted = false
                closed = true
            case UInt8(ascii: " ") where !quoted:
                words.append(text[start..<index])
                start = bytes.index(after: index)
            default: break
            }
        }
        words.append(text[start...])
        return words
    }

    /// A look's sides and first two spellings.
    private struct Look {
        var first: [Unicode.Scalar]
        var second: [Unicode.Scalar]?
        var inExpected = false
        var inFound = false

        mutating func note(_ scalars: [Unicode.Scalar], expected: Bool) {
            if expected { inExpected = true } else { inFound = true }
            if second == nil, scalars != first { second = scalars }
        }
    }

    /// Whether two ids print alike (as ``distinguished(expected:found:)`` takes words): a failure
    /// between them spells their difference itself.
    static func alike(_ a: String, _ b: String) -> Bool {
        look(of: Array(a.unicodeScalars)) == look(of: Array(b.unicodeScalars))
    }

    /// What a word shows: its scalars without the invisible ones, a space beyond ASCII as an ASCII
    /// space, as a `String`, whose equality takes canonically equivalent sequences (`é` and `e` +
    /// U+0301) as one.
    private static func look(of scalars: [Unicode.Scalar]) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars.lazy.filter { !isInvisible($0) }.map { !$0.isASCII && $0.properties.isWhitespace ? " " : $0 })
        return String(text)
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format || scalar.properties.isDefaultIgnorableCodePoint
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// `word` with its scalars beyond ASCII escaped (`\u{301}`) where it differs from `other`, and
    /// its marks and invisible scalars wherever they are.
    private static func escaped(_ word: [Unicode.Scalar], against other: [Unicode.Scalar]) -> String {
        let prefix = zip(word, other).prefix { $0 == $1 }.count
        let suffix = zip(word.reversed(), other.reversed()).prefix { $0 == $1 }.count
        let middle = prefix..<max(prefix, word.count - suffix)
        var out = ""
        for (i, scalar) in word.enumerated() {
            if !scalar.isASCII && (middle.contains(i) || isMark(scalar) || isInvisible(scalar)) {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
