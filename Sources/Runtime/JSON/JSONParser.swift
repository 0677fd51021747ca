/// A strict JSON parser (RFC 8259) that reports where the text stops being JSON.
///
/// ```swift
/// let value = try JSONParser.parse("{\"a\": [1, 2]}", file: "scene.json")
/// ```
/// Errors carry file, line and column: `scene.json:3:14: expected ',' or '}', found 'x'`.
/// Duplicate keys in one object are an error, not a silent last-one-wins.
package struct JSONParser {
    /// The document's bytes, valid for the length of a parse.
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private var index = 0
    private var depth = 0
    /// The values read so far, in document order (``JSONDocument/entries``).
    private var entries: [JSONDocument.Entry] = []
    /// Strings and keys that held escapes, decoded (``JSONDocument/texts``).
    private var texts: [String] = []
    /// Numbers an error would not spell as written (``JSONDocument/writtenNumbers``).
    private var writtenNumbers: [JSONDocument.WrittenNumber] = []
    /// Deeper nesting than this is refused rather than risking the stack.
    static let maximumDepth = 256
    /// Objects with more members than this find repeated keys with a set.
    static let smallObject = 16

    /// - Complexity: O(n) in the length of `text`.
    package static func parse(_ text: String, file: String) throws(InputError) -> JSONValue {
        try JSONDocument(parsing: text, file: file).value(at: 0)
    }

    /// The entries and decoded texts of the document in `bytes` (see ``JSONDocument``).
    static func entries(of bytes: UnsafeBufferPointer<UInt8>, file: String) throws(InputError)
        -> (entries: [JSONDocument.Entry], texts: [String], writtenNumbers: [JSONDocument.WrittenNumber]) {
        var parser = JSONParser(bytes: bytes, file: file)
        guard bytes.count < Int(Int32.max) else {
            throw InputError(file: file, location: .text(line: 1, column: 1), expected: "a JSON document under 2 GiB", found: "\(bytes.count) bytes")
        }
        parser.entries.reserveCapacity(bytes.count / 8)
        parser.skipWhitespace()
        try parser.parseValue(key: JSONDocument.Text())
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw parser.error(expected: "the end of the document")
        }
        return (parser.entries, parser.texts, parser.writtenNumbers)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { index += 1 }
    }

    /// Reads one value into ``entries`` with `key`, the key it has in its object (none in an array).
    private mutating func parseValue(key: JSONDocument.Text) throws(InputError) {
        guard let c = current else { throw error(expected: "a JSON value") }
        var entry: JSONDocument.Entry
        switch c {
        case UInt8(ascii: "{"): return try parseObject(key: key)
        case UInt8(ascii: "["): return try parseArray(key: key)
        case UInt8(ascii: "\""):
            entry = JSONDocument.Entry(.string)
            entry.string = try parseString()
        case UInt8(ascii: "t"): try expectWord("true"); entry = JSONDocument.Entry(.true)
        case UInt8(ascii: "f"): try expectWord("false"); entry = JSONDocument.Entry(.false)
        case UInt8(ascii: "n"): try expectWord("null"); entry = JSONDocument.Entry(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            entry = JSONDocument.Entry(.number)
            let start = index
            let spelledBack: Bool
            (entry.number, spelledBack) = try parseNumber(key: key)
            if !spelledBack {
                writtenNumbers.append(.init(entry: Int32(entries.count), start: Int32(start), length: Int32(index - start)))
            }
        default: throw error(expected: "a JSON value")
        }
        entry.key = key
        entry.end = Int32(entries.count + 1)
        entries.append(entry)
    }

    /// Starts a container's entry; ``close(_:)`` sets where its contents end.
    private mutating func open(_ kind: JSONDocument.Entry.Kind, key: JSONDocument.Text) throws(InputError) -> Int {
        try enter()
        index += 1
        var entry = JSONDocument.Entry(kind)
        entry.key = key
        entries.append(entry)
        return entries.count - 1
    }

    private mutating func close(_ container: Int) {
        index += 1
        depth -= 1
        entries[container].end = Int32(entries.count)
    }

    private mutating func enter() throws(InputError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error(expected: "at most \(Self.maximumDepth) levels of nesting") }
    }

    private mutating func parseObject(key: JSONDocument.Text) throws(InputError) {
        let object = try open(.object, key: key)
        var count = 0
        // Small objects look for a repeated key among their few members; a large one keeps a set,
        // so that a 40,000-key object is read in linear time.
        var keys: Set<String> = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { return close(object) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw error(expected: count > 0 && current == UInt8(ascii: "}") ? "a string key (JSON allows no comma before '}')" : "a string key")
            }
            let keyStart = index
            let key = try parseString()
            if count == Self.smallObject {
                var member = object + 1
                while member < entries.count {
                    keys.insert(string(entries[member].key))
                    member = Int(entries[member].end)
                }
            }
            if count < Self.smallObject ? hasKey(key, in: object) : !keys.insert(string(key)).inserted {
                index = keyStart
                throw error(expected: "a key not already in this object", found: "a second " + InputError.excerpt(string(key), quote: JSONValue.quote))
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error(expected: "':'") }
            index += 1
            skipWhitespace()
            try parseValue(key: key)
            count += 1
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): return close(object)
            default: throw error(expected: "',' or '}'")
            }
        }
    }

    /// Whether the object at `object`, whose members so far end the entries, has `key` already.
    private func hasKey(_ key: JSONDocument.Text, in object: Int) -> Bool {
        var member = object + 1
        while member < entries.count {
            if same(entries[member].key, key) { return true }
            member = Int(entries[member].end)
        }
        return false
    }

    /// Whether two keys are the same string: byte for byte when both are ASCII.
    private func same(_ a: JSONDocument.Text, _ b: JSONDocument.Text) -> Bool {
        guard !a.decoded, !b.decoded, a.ascii, b.ascii else { return string(a) == string(b) }
        guard a.length == b.length else { return false }
        return UnsafeBufferPointer(rebasing: bytes[Int(a.start)..<Int(a.start + a.length)])
            .elementsEqual(UnsafeBufferPointer(rebasing: bytes[Int(b.start)..<Int(b.start + b.length)]))
    }

    private func string(_ text: JSONDocument.Text) -> String {
        text.string(bytes: bytes, texts: texts)
    }

    private mutating func parseArray(key: JSONDocument.Text) throws(InputError) {
        let array = try open(.array, key: key)
        skipWhitespace()
        if current == UInt8(ascii: "]") { return close(array) }
        while true {
            skipWhitespace()
            // Only after a comma: the empty array returned above.
            if current == UInt8(ascii: "]") { throw error(expected: "a JSON value (JSON allows no comma before ']')") }
            try parseValue(key: JSONDocument.Text())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): return close(array)
            default: throw error(expected: "',' or ']'")
            }
        }
    }

    private mutating func expectWord(_ word: String) throws(InputError) {
        for expected in word.utf8 {
            guard current == expected else { throw error(expected: "a JSON value") }
            index += 1
        }
    }

    /// The number, and whether ``JSONValue/format(_:)`` spells its value as it is written (an
    /// integer of up to 15 digits, not `-0`): an error quotes any other as written. One beyond a
    /// Double's range is well-formed JSON but no value: that error names its path (`key` its key
    /// in its object), as an error of a value the decoding reads does.
    private mutating func parseNumber(key: JSONDocument.Text) throws(InputError) -> (Double, spelledBack: Bool) {
        let start = index
        // Up to 15 significant digits and no exponent, the digits as an integer are exact in a
        // Double and so is 10^decimals: one division, correctly rounded, gives the value
        // (Clinger's fast path). Anything else goes to the standard library's conversion.
        var mantissa: UInt64 = 0
        var digitCount = 0
        func digits(_ p: inout JSONParser) -> Int {
            var n = 0
            while let c = p.current, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") {
                if digitCount < 16 { mantissa = mantissa &* 10 &+ UInt64(c &- UInt8(ascii: "0")) }
                digitCount += 1
                p.index += 1
                n += 1
            }
            return n
        }
        let negative = current == UInt8(ascii: "-")
        if negative { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
            digitCount = 1
        } else if digits(&self) == 0 {
            throw error(expected: "a digit")
        }
        var decimals = 0
        if current == UInt8(ascii: ".") {
            index += 1
            decimals = digits(&self)
            guard decimals > 0 else { throw error(expected: "a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error(expected: "a digit in the exponent") }
            decimals = -1
        }
        if digitCount <= 15, decimals >= 0 {
            let value = Double(mantissa) / Self.powersOfTen[decimals]
            return (negative ? -value : value, decimals == 0 && !(negative && mantissa == 0))
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw InputError(file: file, location: .path(pathOfNextValue(key: key)), expected: "a finite number", found: InputError.excerpt(text))
        }
        return (value, false)
    }

    /// The path of the value being read, the next entry (`key` its key, in an object), written as
    /// decoding errors write paths (`actions[0].actions[2].y`); empty for the top level. Asked only
    /// for an error: it walks the open containers from the root.
    private func pathOfNextValue(key: JSONDocument.Text) -> String {
        var path = ""
        var container = 0
        while container < entries.count {
            // Skip the container's closed members (a closed value's `end` is set); an open one is
            // the container the value is in, further down.
            var member = container + 1
            var position = 0
            while member < entries.count, entries[member].end != 0 {
                member = Int(entries[member].end)
                position += 1
            }
            if entries[container].kind == .object {
                let name = string(member < entries.count ? entries[member].key : key)
                path = path.isEmpty ? name : path + "." + name
            } else {
                path += "[" + String(position) + "]"
            }
            container = member
        }
        return path
    }

    /// 10^0 … 10^15, each exact in a Double.
    private static let powersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { acc, _ in acc * 10 } }

    /// Reads a string: a range of the bytes, or decoded into ``texts`` when it holds escapes
    /// (most strings are one run of bytes).
    private mutating func parseString() throws(InputError) -> JSONDocument.Text {
        index += 1
        let start = index
        var text = ""
        var run = index
        var ascii = true
        var escaped = false
        while true {
            guard let c = current else { throw error(expected: "a closing '\"'") }
            switch c {
            case UInt8(ascii: "\""):
                defer { index += 1 }
                guard index - start <= JSONDocument.Text.lengthLimit else {
                    let length = index - start
                    index = start - 1
                    throw error(expected: "a string under 1 GiB", found: "a string of \(length) bytes")
                }
                guard escaped else { return JSONDocument.Text(start: Int32(start), length: Int32(index - start), ascii: ascii) }
                text += String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<index]), as: UTF8.self)
                texts.append(text)
                return JSONDocument.Text(start: Int32(texts.count - 1), length: 0, decoded: true, ascii: false)
            case UInt8(ascii: "\\"):
                text += String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<index]), as: UTF8.self)
                index += 1
                text.unicodeScalars.append(try parseEscape())
                run = index
                escaped = true
            case 0..<0x20:
                // Named with how JSON writes it: a tab pasted into a title is the usual one.
                let escape = switch c {
                case 0x09: "\\t"
                case 0x0A: "\\n"
                case 0x0D: "\\r"
                default: "\\u" + (c < 0x10 ? "000" : "00") + String(c, radix: 16)
                }
                throw error(expected: "a character or an escape", found: "the control character U+\(c < 0x10 ? "000" : "00")\(String(c, radix: 16, uppercase: true)), which a JSON string writes as \(escape)")
            default:
                if c >= 0x80 { ascii = false }
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(InputError) -> Unicode.Scalar {
        guard let c = current else { throw error(expected: "an escape") }
        index += 1
        switch c {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error(expected: "a low surrogate escape after \\u\(String(high, radix: 16))")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error(expected: "a low surrogate") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error(expected: "a Unicode scalar", found: "a lone surrogate") }
            return scalar
        default:
            index -= 1
            throw error(expected: "one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u")
        }
    }

    private mutating func parseHex4() throws(InputError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, let digit = Self.hexValue(c) else { throw error(expected: "four hex digits") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(c - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// An error at the current position, with line and column counted in characters. Lines end
    /// with LF, CRLF or a lone CR, as in native traces.
    private func error(expected: String, found: String? = nil) -> InputError {
        var line = 1
        var lineStart = 0
        let end = min(index, bytes.count)
        for i in 0..<end where bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) {
            line += 1
            lineStart = i + 1
        }
        let column = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<min(index, bytes.count)]), as: UTF8.self).count + 1
        let foundText = found ?? foundCharacter()
        return InputError(file: file, location: .text(line: line, column: column), expected: expected, found: foundText)
    }

    private func foundCharacter() -> String {
        guard index < bytes.count else { return "the end of the input" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let char = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        // A character that does not show as itself (a no-break space looks like a space) is
        // spelled by the message, and named: found '\u{A0}' (NO-BREAK SPACE).
        guard let scalar = char.unicodeScalars.first, InputError.isHidden(scalar, after: nil) else { return "'\(char)'" }
        return "'\(char)' (\(scalar.properties.name ?? "U+" + String(scalar.value, radix: 16, uppercase: true)))"
    }
}
