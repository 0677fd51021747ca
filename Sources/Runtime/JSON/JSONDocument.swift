/// A parsed JSON document stored flat: one entry per value, in document order, each container's
/// entry saying where its contents end. Decoding reads it through ``JSONNode``s, comparing keys as
/// bytes and making a `String` only of the values it asks for, and dropping it frees three arrays
/// instead of a tree of them.
///
/// ```swift
/// let document = try JSONDocument(parsing: "{\"a\": [1, 2]}", file: "scene.json")
/// document.value(at: 0)   // {"a":[1,2]}
/// ```
package final class JSONDocument: Sendable {
    package let file: String
    /// The document's UTF-8: strings and keys without escapes are ranges of it.
    let bytes: [UInt8]
    /// The values in document order: a container, then its contents; ``Entry/end`` skips them.
    let entries: [Entry]
    /// Strings and keys that held escapes, decoded.
    let texts: [String]
    /// Where the numbers are written that ``JSONValue/format(_:)`` would spell otherwise (`1.50`,
    /// `1e3`, `9007199254740993`), by entry: an error quotes a number as the file has it.
    let writtenNumbers: [WrittenNumber]

    /// A number's text in ``bytes``, for entry `entry`.
    struct WrittenNumber: Sendable {
        var entry: Int32
        var start: Int32
        var length: Int32
    }

    /// One value, and the key it has in its object: 24 bytes, a string's text and a number
    /// sharing one word (a large scene has over a million entries).
    struct Entry: Sendable {
        enum Kind: UInt8, Sendable { case null, `false`, `true`, number, string, array, object }
        /// The key (for a member of an object): a range of ``bytes``, or an index into ``texts``.
        var key = Text()
        /// The index just past this value's contents (the next sibling's).
        var end: Int32 = 0
        var kind: Kind
        /// A string's ``Text`` or a number's bits, by ``kind``.
        private var payload: UInt64 = 0

        init(_ kind: Kind) { self.kind = kind }

        /// A string's text.
        var string: Text {
            get { Text(bits: payload) }
            set { payload = newValue.bits }
        }

        var number: Double {
            get { Double(bitPattern: payload) }
            set { payload = newValue.bitPattern }
        }
    }

    /// A string of the document: bytes `start..<start + length`, or `texts[start]` when decoded.
    /// Eight bytes: the length and two flags share a word, so a string is under 1 GiB.
    struct Text: Sendable {
        var start: Int32 = -1
        private var lengthAndFlags: UInt32 = Self.asciiFlag
        private static let decodedFlag: UInt32 = 1 << 31
        private static let asciiFlag: UInt32 = 1 << 30
        /// The longest text: 2^30 − 1 bytes.
        static let lengthLimit = Int(asciiFlag - 1)

        init() {}

        init(start: Int32, length: Int32, decoded: Bool = false, ascii: Bool = true) {
            precondition(length >= 0 && Int(length) <= Self.lengthLimit, "JSON text of \(length) bytes")
            self.start = start
            lengthAndFlags = UInt32(length) | (decoded ? Self.decodedFlag : 0) | (ascii ? Self.asciiFlag : 0)
        }

        fileprivate init(bits: UInt64) {
            start = Int32(truncatingIfNeeded: bits)
            lengthAndFlags = UInt32(truncatingIfNeeded: bits >> 32)
        }

        fileprivate var bits: UInt64 { UInt64(UInt32(bitPattern: start)) | UInt64(lengthAndFlags) << 32 }

        var length: Int32 { Int32(lengthAndFlags & (Self.asciiFlag - 1)) }
        var decoded: Bool { lengthAndFlags & Self.decodedFlag != 0 }
        /// Whether every byte is ASCII, so that equal strings have equal bytes.
        var ascii: Bool { lengthAndFlags & Self.asciiFlag != 0 }

        /// The string, its bytes read from `bytes` (the document's) or decoded in `texts`.
        func string(bytes: UnsafeBufferPointer<UInt8>, texts: [String]) -> String {
            decoded ? texts[Int(start)]
                : String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(start + length)]), as: UTF8.self)
        }
    }

    /// Parses `text`; errors carry `file`, line and column.
    /// - Complexity: O(n) in the length of `text`.
    package init(parsing text: String, file: String) throws(InputError) {
        let bytes = Array(text.utf8)
        let parsed = try bytes.withUnsafeBufferPointer { buffer throws(InputError) in
            try JSONParser.entries(of: buffer, file: file)
        }
        self.file = file
        self.bytes = bytes
        self.entries = parsed.entries
        self.texts = parsed.texts
        self.writtenNumbers = parsed.writtenNumbers
    }

    /// The number of entry `entry` as the document writes it, when ``JSONValue/format(_:)`` would
    /// spell it otherwise; `nil` when it spells it so.
    /// - Complexity: O(log n) in the count of such numbers.
    func writtenNumber(_ entry: Int32) -> String? {
        var low = 0, high = writtenNumbers.count
        while low < high {
            let middle = (low + high) / 2
            if writtenNumbers[middle].entry < entry { low = middle + 1 } else { high = middle }
        }
        guard low < writtenNumbers.count, writtenNumbers[low].entry == entry else { return nil }
        let number = writtenNumbers[low]
        return String(decoding: bytes[Int(number.start)..<Int(number.start + number.length)], as: UTF8.self)
    }

    /// The text `text` refers to.
    func string(_ text: Text) -> String {
        bytes.withUnsafeBufferPointer { text.string(bytes: $0, texts: texts) }
    }

    /// A key to look for, read once: an ASCII key of up to 16 bytes is kept as two words, compared
    /// with a member's key bytes without making a string; any other is compared as a string.
    package struct Key: Sendable {
        let string: String
        let count: Int
        /// Whether ``words`` hold the key (ASCII, at most 16 bytes).
        let packed: Bool
        let words: (UInt64, UInt64)

        package init(_ string: String) {
            self.string = string
            // A native string's bytes in place: several times faster than walking its UTF8View.
            (count, packed, words) = string.utf8.withContiguousStorageIfAvailable(Self.pack)
                ?? Array(string.utf8).withUnsafeBufferPointer(Self.pack)
        }

        /// The count, whether the bytes fit two words (ASCII, at most 16), and the words.
        @inline(__always)
        static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Bool, (UInt64, UInt64)) {
            var count = 0, ascii = true
            var low: UInt64 = 0, high: UInt64 = 0
            for byte in bytes {
                if byte >= 0x80 { ascii = false }
                if count < 8 { low |= UInt64(byte) << (8 * UInt64(count)) } else if count < 16 { high |= UInt64(byte) << (8 * UInt64(count - 8)) }
                count += 1
            }
            return (count, ascii && count <= 16, (low, high))
        }

        /// Whether a key of `count` bytes packed as `words` is this one (both packed).
        @inline(__always)
        func matches(count: Int, words: (UInt64, UInt64)) -> Bool {
            packed && self.count == count && self.words == words
        }
    }

    /// `text`'s count and words, packed as a ``Key`` packs them, when it is ASCII and at most 16
    /// bytes; `nil` otherwise (compare it as a string).
    @inline(__always)
    func packed(_ text: Text, in bytes: UnsafeBufferPointer<UInt8>) -> (count: Int, words: (UInt64, UInt64))? {
        guard !text.decoded, text.ascii, text.length <= 16 else { return nil }
        let (count, _, words) = Key.pack(UnsafeBufferPointer(rebasing: bytes[Int(text.start)..<Int(text.start + text.length)]))
        return (count, words)
    }

    /// The position in `keys` of the key `text`, or `nil`: the text packed once, then two words
    /// compared per key.
    func position(of text: Text, in keys: [Key]) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            if let (count, words) = packed(text, in: bytes) {
                // A key that is not packed (long, or not ASCII) cannot equal a text that is.
                return keys.firstIndex { $0.matches(count: count, words: words) }
            }
            let string = text.string(bytes: bytes, texts: texts)
            return keys.firstIndex { $0.string == string }
        }
    }

    /// Whether `text` is `key`: the same bytes when both are ASCII, the same string otherwise.
    @inline(__always)
    private func text(_ text: Text, equals key: Key, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // An ASCII text written without escapes is its bytes: of another length, another key.
        if key.packed, text.ascii, !text.decoded, Int(text.length) != key.count { return false }
        guard key.packed, let (count, words) = packed(text, in: bytes) else { return string(text) == key.string }
        return key.matches(count: count, words: words)
    }

    /// The entry of the member `key` of the object at `index`, or `nil`.
    func member(of index: Int32, _ key: Key) -> Int32? {
        bytes.withUnsafeBufferPointer { bytes in
            entries.withUnsafeBufferPointer { entries in
                var member = Int(index) + 1
                let end = Int(entries[Int(index)].end)
                while member < end {
                    if text(entries[member].key, equals: key, in: bytes) { return Int32(member) }
                    member = Int(entries[member].end)
                }
                return nil
            }
        }
    }

    /// The indices of the members or elements of the container at `index`, in order.
    func children(of index: Int32) -> Children {
        Children(entries: entries, upcoming: index + 1, end: entries[Int(index)].end)
    }

    struct Children: Sequence, IteratorProtocol {
        let entries: [Entry]
        var upcoming: Int32
        let end: Int32

        mutating func next() -> Int32? {
            guard upcoming < end else { return nil }
            defer { upcoming = entries[Int(upcoming)].end }
            return upcoming
        }
    }

    /// The value at `index`, its contents made into `JSONValue`s.
    package func value(at index: Int32) -> JSONValue {
        let entry = entries[Int(index)]
        switch entry.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(entry.number)
        case .string: return .string(string(entry.string))
        case .array: return .array(children(of: index).map { value(at: $0) })
        case .object: return .object(children(of: index).map { JSONValue.Member(string(entries[Int($0)].key), value(at: $0)) })
        }
    }
}
