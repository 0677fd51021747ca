import DropGeometry
import Runtime

/// The native trace parser's words: the line's tokens, pointers, numbers and points read from
/// them, and errors that point at a token.
extension NativeTraceParser {
    var peek: Token? { cursor < tokens.count ? tokens[cursor] : nil }

    mutating func next(expected: String = "more") throws(InputError) -> Token {
        guard let token = peek else {
            throw InputError(file: file, location: .text(line: line, column: endColumn), expected: expected, found: "the end of the line")
        }
        cursor += 1
        return token
    }

    /// Steps past the next word when it is `word`, saying whether it was.
    mutating func skip(_ word: Substring) -> Bool {
        guard peek?.text == word else { return false }
        cursor += 1
        return true
    }

    mutating func parsePointer() throws(InputError) -> Int {
        let token = try next(expected: "a pointer id (an integer from 0 to 999999999)")
        guard let id = Self.digits(token.text, atMost: 9) else {
            throw error(at: token, expected: "a pointer id (an integer from 0 to 999999999)")
        }
        return id
    }

    mutating func parseNumber(_ what: String) throws(InputError) -> Double {
        let token = try next(expected: what)
        if let value = Self.plainDecimal(token.text) { return value }
        // Decimal only, exponent allowed (a recorder printing floats writes 1e-05): `Double` alone
        // would also take "nan", "inf" and hexadecimal "0x1p4".
        guard token.text.allSatisfy({ "0123456789+-.eE".contains($0) }), let value = Double(token.text), value.isFinite else {
            throw error(at: token, expected: "\(what) (a finite number)")
        }
        return value
    }

    /// `X Y`, each within ±``Scene/coordinateLimit`` as a scene's are: far beyond any screen, and
    /// small enough that a move between two of them stays finite.
    mutating func parsePoint() throws(InputError) -> Point {
        Point(x: try parseCoordinate("an x coordinate"), y: try parseCoordinate("a y coordinate"))
    }

    private mutating func parseCoordinate(_ what: String) throws(InputError) -> Double {
        let value = try parseNumber(what)
        guard abs(value) <= Scene.coordinateLimit else {
            throw error(at: tokens[cursor - 1], expected: "\(what) from -1000000000 to 1000000000 (the scene's limit)")
        }
        return value
    }

    /// The path `token` stands for, as `scene`, `play` and `device` take one (see ``unquoted(_:_:emptyAllowed:)``):
    /// recordings' names hold spaces and `#` (evemu-devices' are "Atmel maXTouch Touchscreen.….events").
    mutating func path(_ token: Token) throws(InputError) -> String {
        String(try unquoted(token, "a path"))
    }

    /// The word `token` stands for: itself, or, when it starts with `"`, the text between its
    /// quotes — spaces, `#`, a trailing `:` and the words the format reserves (`none`) included,
    /// so that any id a scene allows can be named. Inside the quotes two quotes stand for one, as
    /// in SQL and CSV: `"Fix ""login"" bug"` is `Fix "login" bug`, `""""` is `"`; nothing else is
    /// an escape (a backslash is itself, as paths want). `what` names the word for errors ("a
    /// path", "a task id"); a quote left open is an error at the opening quote's column. `""` is
    /// an error unless `emptyAllowed` (a title: a scene's may be empty, and the runtime renames to one).
    func unquoted(_ token: Token, _ what: String, emptyAllowed: Bool = false) throws(InputError) -> Substring {
        // Quotes are found byte by byte: a combining mark after one joins it into another `Character`.
        let bytes = token.text.utf8
        guard bytes.first == Self.quote else { return token.text }
        let inner = bytes.index(after: bytes.startIndex)
        // Built only when a doubled quote is met: most quoted words are a slice of the line.
        var unescaped: String?
        var segment = inner
        var index = inner
        while true {
            guard let quote = bytes[index...].firstIndex(of: Self.quote) else {
                throw error(at: token, expected: "\(what) ending with a closing \"", found: "no closing \" on the line")
            }
            let after = bytes.index(after: quote)
            if after < bytes.endIndex, bytes[after] == Self.quote {
                // `""`: one quote, kept; the word goes on after the pair.
                unescaped = (unescaped ?? "") + token.text[segment..<after]
                index = bytes.index(after: after)
                segment = index
                continue
            }
            guard after == bytes.endIndex else {
                let rest = Token(text: token.text[after...], column: Self.column(of: after, in: token))
                throw error(at: rest, expected: "a space after the closing \" (a \" inside quotes is written \"\")")
            }
            guard let text = unescaped else {
                guard quote > inner || emptyAllowed else { throw error(at: token, expected: "\(what) between the quotes", found: "\"\"") }
                return token.text[inner..<quote]
            }
            return Substring(text + token.text[segment..<quote])
        }
    }

    static let quote = UInt8(ascii: "\"")

    /// The column of `index`, a scalar of `token`'s text: that of the `Character` it is in.
    static func column(of index: Substring.Index, in token: Token) -> Int {
        var from = (token.text.startIndex, token.column)
        return column(of: index, in: token.text, from: &from)
    }

    /// The column of `index` in `text`, counted on from `from` (a `Character`'s start in `text` and
    /// its column, at or before `index`), which becomes the start of the `Character` `index` is in.
    static func column(of index: Substring.Index, in text: Substring, from: inout (Substring.Index, Int)) -> Int {
        while from.0 < text.endIndex {
            let next = text.index(after: from.0)
            guard next <= index else { break }
            from = (next, from.1 + 1)
        }
        return from.1
    }

    /// Where the quoted word `text` begins with ends: the index after its closing quote, pairs of
    /// quotes inside it (`""`, one quote) stepped over; `text.endIndex` when no quote closes it.
    static func quotedWordEnd(_ text: Substring) -> Substring.Index {
        let bytes = text.utf8
        var index = bytes.index(after: bytes.startIndex)
        while let quote = bytes[index...].firstIndex(of: Self.quote) {
            let after = bytes.index(after: quote)
            guard after < bytes.endIndex, bytes[after] == Self.quote else { return after }
            index = bytes.index(after: after)
        }
        return text.endIndex
    }

    func error(at token: Token, expected: String, found: String? = nil) -> InputError {
        InputError(file: file, location: .text(line: line, column: token.column), expected: expected,
                   found: found ?? InputError.excerpt(token.text) { "\"\($0)\"" })
    }

    /// The error for `token`, a word that is none of `phrases` (`expected` names them): found it,
    /// with the phrases whose first word is nearest it (``nearestNames(to:among:)``): `found
    /// "dwn" (did you mean down?)`, `found "pres" (did you mean press ended or press refused?)`.
    func error(at token: Token, expected: String, nearestOf phrases: [String]) -> InputError {
        var error = error(at: token, expected: expected)
        func first(_ phrase: String) -> Substring { phrase.prefix { $0 != " " } }
        let near = Set(nearestNames(to: String(token.text), among: phrases.map { String(first($0)) }))
        if let hint = didYouMean(phrases.filter { near.contains(String(first($0))) }, spelled: { $0 }) { error.found += " (\(hint))" }
        return error
    }

    /// Splits `line` into `tokens` (emptied first, its storage kept), leaving out a `#` comment,
    /// and returns how many columns come before the comment. A `"` at a word's start, or right
    /// after a `[` when another `"` follows on the line (a tree's `fa["a b"]`), runs to the next
    /// `"` whatever lies between (spaces, `#`) — a `"` right after that one reopens it, so that a
    /// pair `""` (one quote, see ``unquoted(_:_:emptyAllowed:)``) stays inside — and the word then goes on to
    /// the next space; the quotes are kept. Spaces, quotes, brackets and `#` are found per
    /// Unicode scalar (see ``tokenizeCharacters(_:into:)``). Columns count `Character`s; a line of
    /// ASCII alone, the usual case, is split byte by byte, one column per byte.
    static func tokenize(_ line: Substring, into tokens: inout [Token]) -> Int {
        tokens.removeAll(keepingCapacity: true)
        let bytes = line.utf8
        var i = bytes.startIndex
        var column = 1
        var start: String.Index?
        var startColumn = 1
        var quoted = false
        // The previous byte closed a quote: a `"` now is the second of a pair, and the quote goes on.
        var closed = false
        var previous: UInt8 = 0x20
        let lastQuote = bytes.lastIndex(of: UInt8(ascii: "\"")) ?? bytes.startIndex
        while i < bytes.endIndex {
            let byte = bytes[i]
            if byte >= 0x80 { return tokenizeCharacters(line, into: &tokens) }
            if quoted {
                quoted = byte != UInt8(ascii: "\"")
                closed = !quoted
            } else if byte == UInt8(ascii: "\""), closed || (previous == UInt8(ascii: "[") && i < lastQuote) {
                closed = false
                quoted = true
            } else {
                closed = false
                if byte == UInt8(ascii: "#") { break }
                // ASCII's white space as `Character.isWhitespace` has it: tab to carriage return, and space.
                let isSpace = byte == 0x20 || (0x09...0x0D).contains(byte)
                if isSpace, let s = start {
                    tokens.append(Token(text: line[s..<i], column: startColumn))
                    start = nil
                } else if !isSpace, start == nil {
                    start = i
                    startColumn = column
                    quoted = byte == UInt8(ascii: "\"")
                }
            }
            previous = byte
            column += 1
            i = bytes.index(after: i)
        }
        if let s = start { tokens.append(Token(text: line[s..<i], column: startColumn)) }
        return column - 1
    }

    /// ``tokenize(_:into:)`` for a line with other characters than ASCII. Separators, quotes
    /// and `#` are read per Unicode scalar, not per `Character`: a combining mark after a space
    /// or a quote joins it into one `Character`, yet the space still separates and the quote
    /// still opens or closes, and the mark starts or ends a word of its own (ids are bytes). A
    /// word's column is that of the `Character` its first scalar is in: a word starting with a
    /// mark has the column of the space (or quote) the mark joined.
    private static func tokenizeCharacters(_ line: Substring, into tokens: inout [Token]) -> Int {
        tokens.removeAll(keepingCapacity: true)
        let scalars = line.unicodeScalars
        // The column of the `Character` being read, and where the next one starts.
        var column = 0
        var nextCharacter = line.startIndex
        var start: Substring.Index?
        var startColumn = 1
        var quoted = false
        var closed = false
        var previous: Unicode.Scalar = " "
        var end = line.endIndex
        let lastQuote = line.utf8.lastIndex(of: UInt8(ascii: "\"")) ?? line.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if index == nextCharacter {
                column += 1
                nextCharacter = line.index(after: index)
            }
            let scalar = scalars[index]
            if quoted {
                quoted = scalar != "\""
                closed = !quoted
            } else if scalar == "\"", closed || (previous == "[" && index < lastQuote) {
                closed = false
                quoted = true
            } else {
                closed = false
                if scalar == "#" {
                    end = index
                    column -= 1
                    break
                }
                // Any space separates words: tabs, and the no-break spaces text copied from a web page or a document brings.
                let isSpace = scalar.properties.isWhitespace
                if isSpace, let s = start {
                    tokens.append(Token(text: line[s..<index], column: startColumn))
                    start = nil
                } else if !isSpace, start == nil {
                    start = index
                    startColumn = column
                    quoted = scalar == "\""
                }
            }
            previous = scalar
            index = scalars.index(after: index)
        }
        if let s = start { tokens.append(Token(text: line[s..<end], column: startColumn)) }
        return column
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// `text` as a whole number when it is 1 to `atMost` ASCII digits (at most 18), else `nil`.
    static func digits(_ text: Substring, atMost: Int) -> Int? { digits(text.utf8, atMost: atMost) }

    static func digits(_ bytes: some Collection<UInt8>, atMost: Int) -> Int? {
        var value = 0, count = 0
        for byte in bytes {
            guard isDigit(byte), count < atMost else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            count += 1
        }
        return count > 0 ? value : nil
    }

    /// Milliseconds written as 1 to 12 digits, no decimals, in microseconds; `nil` for anything
    /// else, which ``parseMilliseconds(_:)`` reads or refuses the long way.
    static func wholeMilliseconds(_ text: Substring) -> Int64? {
        digits(text, atMost: 12).map { Int64($0) * 1_000 }
    }

    /// A number written `[+-]digits[.digits]` with at most 15 digits, as `Double(text)` reads it,
    /// without its string handling; `nil` for any other spelling, which takes the long way. The
    /// digits make an integer below 2^53 and the divisor a power of ten below 10^22, both exact
    /// `Double`s, so the one division rounds correctly: the same value `Double(text)` gives.
    static func plainDecimal(_ text: Substring) -> Double? {
        var text = text
        return text.withUTF8 { plainDecimal($0[...]) }
    }

    static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> Double? {
        var i = bytes.startIndex
        let end = bytes.endIndex
        guard i < end else { return nil }
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative || bytes[i] == UInt8(ascii: "+") { i += 1 }
        var mantissa: Int64 = 0, digitCount = 0
        /// Reads the digits from `i` on into the mantissa: how many, or `nil` past 15 in all.
        func readDigits() -> Int? {
            let start = i
            while i < end, isDigit(bytes[i]) {
                guard digitCount < 15 else { return nil }
                mantissa = mantissa &* 10 &+ Int64(bytes[i] &- UInt8(ascii: "0"))
                digitCount += 1
                i += 1
            }
            return i - start
        }
        // The whole part, at least one digit; then maybe `.` and at least one digit; then nothing.
        guard let whole = readDigits(), whole > 0 else { return nil }
        var fractionDigits = 0
        if i < end {
            guard bytes[i] == UInt8(ascii: ".") else { return nil }
            i += 1
            guard let fraction = readDigits(), fraction > 0, i == end else { return nil }
            fractionDigits = fraction
        }
        let magnitude = fractionDigits == 0 ? Double(mantissa) : Double(mantissa) / Self.powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    private static let powersOfTen: [Double] = (0...15).map { k in (0..<k).reduce(1.0) { value, _ in value * 10 } }
}
