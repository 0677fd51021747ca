import CDragToAct
import Runtime

/// Strings across the boundary: reading the caller's (NULL and bad UTF-8 refused), handing out
/// ours, and copying text into the caller's buffers.
enum CText {
    /// A copy of `string` as a NUL-terminated C string the caller of this function frees with `free`.
    static func permanent(_ string: String) -> UnsafeMutablePointer<CChar> {
        let count = string.utf8.count
        let text = UnsafeMutablePointer<CChar>.allocate(capacity: count + 1)
        var i = 0
        for byte in string.utf8 {
            text[i] = CChar(bitPattern: byte)
            i += 1
        }
        text[count] = 0
        return text
    }

    /// The caller's string `what`, which must be present and UTF-8: every id, kind, title, tag,
    /// name and path the C ABI takes is read here. Bytes that are not UTF-8 are refused at the
    /// offset of the first (`task_id: expected UTF-8 text, found bytes that are not UTF-8
    /// (task_id's byte 1, 0xFF, counting from 0)`), as a scene's JSON is.
    static func read(_ pointer: UnsafePointer<CChar>?, _ what: String) throws(Failure) -> String {
        guard let pointer else { throw Failure(Status.null, "\(what): expected a string, found NULL") }
        guard let string = String(validatingCString: pointer) else {
            throw Failure(Status.utf8, "\(what): expected UTF-8 text, found " + notUTF8(bytes(of: pointer), what))
        }
        return string
    }

    /// The caller's text `what` of a file named `file` (a scene's JSON), which must be present and
    /// UTF-8: bytes that are not are refused at the line and column of the first, and its offset,
    /// as the decoder names a place (`todo.json:2:6: expected UTF-8 text, found bytes that are not
    /// UTF-8 (scene_json's byte 19, 0xFF, counting from 0)`).
    static func readDocument(_ pointer: UnsafePointer<CChar>?, _ what: String, file: String) throws(Failure) -> String {
        guard let pointer else { throw Failure(Status.null, "\(what): expected a string, found NULL") }
        if let string = String(validatingCString: pointer) { return string }
        let bytes = bytes(of: pointer)
        guard var error = InputError.notUTF8(bytes, file: file) else {
            throw Failure(Status.utf8, "\(what): expected UTF-8 text, found " + notUTF8(bytes, what))
        }
        if error.found == "bytes that are not UTF-8" { error.found = notUTF8(bytes, what) }
        throw Failure(Status.utf8, error.description)
    }

    /// The bytes of the caller's C string, without its NUL.
    private static func bytes(of pointer: UnsafePointer<CChar>) -> [UInt8] {
        var count = 0
        while pointer[count] != 0 { count += 1 }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: count))
    }

    /// What was found in `bytes`, the caller's `what`, which are not all UTF-8: `bytes that are
    /// not UTF-8 (what's byte 19, 0xFF, counting from 0)`, the offset and value of the first.
    private static func notUTF8(_ bytes: [UInt8], _ what: String) -> String {
        guard let offset = firstNotUTF8(bytes) else { return "bytes that are not UTF-8" }
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        return "bytes that are not UTF-8 (\(what)'s byte \(offset), 0x\(hex.count < 2 ? "0" : "")\(hex), counting from 0)"
    }

    /// The offset of the first byte of `bytes` that does not begin or continue a UTF-8 character; `nil` when all do.
    static func firstNotUTF8(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .emptyInput: return nil
            case .error: return offset
            case .valid(let scalar): offset += scalar.count
            }
        }
    }

    /// The caller's id `what` (a receiver's, a source's, a task's): present, UTF-8, not empty and
    /// without control characters, as a scene's. An empty one would leave a gap in each text
    /// naming it ("does not accept "); a line feed would split the line of a trace or log naming it.
    static func readID(_ pointer: UnsafePointer<CChar>?, _ what: String) throws(Failure) -> String {
        try refuseControls(try readNonEmpty(pointer, what, "id"), what)
    }

    /// The caller's optional id (a source's object id): `nil` for NULL, else without control characters.
    static func readOptionalID(_ pointer: UnsafePointer<CChar>?, _ what: String) throws(Failure) -> String? {
        try readOptional(pointer, what).map { id throws(Failure) in try refuseControls(id, what) }
    }

    private static func refuseControls(_ id: String, _ what: String) throws(Failure) -> String {
        if let shown = String.controlsSpelledOut(id) {
            throw Failure(Status.invalid, "\(what): expected an id without control characters, found \"\(shown)\"")
        }
        return id
    }

    /// The caller's payload kind `what`: present, UTF-8 and not empty, as a scene's.
    static func readKind(_ pointer: UnsafePointer<CChar>?, _ what: String) throws(Failure) -> String {
        try readNonEmpty(pointer, what, "kind")
    }

    private static func readNonEmpty(_ pointer: UnsafePointer<CChar>?, _ what: String, _ noun: String) throws(Failure) -> String {
        let string = try read(pointer, what)
        guard !string.isEmpty else { throw Failure(Status.invalid, "\(what): expected a non-empty \(noun), found \"\"") }
        return string
    }

    /// The caller's optional string: `nil` for NULL.
    static func readOptional(_ pointer: UnsafePointer<CChar>?, _ what: String) throws(Failure) -> String? {
        guard pointer != nil else { return nil }
        return try read(pointer, what)
    }

    /// An empty text in the caller's buffer and length, until the call writes its own: a call that
    /// fails first (a stale handle, no scene loaded) leaves no length or text from before.
    static func clear(_ buffer: UnsafeMutablePointer<CChar>?, capacity: Int, length: UnsafeMutablePointer<Int>?) {
        length?.pointee = 0
        if capacity > 0, let buffer { buffer[0] = 0 }
    }

    /// Copies `text` into `buffer` (NUL-terminated, truncated to at most `capacity - 1` bytes,
    /// ending on a whole character: an extended grapheme cluster, Swift's `Character`) and its
    /// length into `length`: `DTA_ERR_TOO_SMALL` when it did not fit, the last error saying how
    /// much it needs and how much was written.
    static func copy(_ text: String, into buffer: UnsafeMutablePointer<CChar>?, capacity: Int,
                     length: UnsafeMutablePointer<Int>?) throws(Failure) -> dta_status {
        try checkCount(capacity, "capacity")
        let utf8 = text.utf8
        let count = utf8.count
        length?.pointee = count
        var written = 0
        if capacity > 0 {
            guard let buffer else { throw Failure(Status.null, "buffer: expected a buffer of \(capacity) bytes, found NULL") }
            written = wholeCharacters(text, within: capacity - 1)
            var i = 0
            for byte in utf8.prefix(written) {
                buffer[i] = CChar(bitPattern: byte)
                i += 1
            }
            buffer[written] = 0
        }
        guard count < capacity || (count == 0 && capacity == 0) else {
            throw Failure(Status.tooSmall, "capacity: the text needs \(count + 1) bytes with its NUL, found \(capacity)"
                          + (capacity > 0 ? "; the first \(written) were written" : ""))
        }
        return Status.ok
    }

    /// How many of the first `limit` UTF-8 bytes of `text` end on a whole character — an extended
    /// grapheme cluster, as Swift's `Character` and Unicode's UAX #29 count them: `limit`, or
    /// fewer, down to 0, when the byte after them is inside one (a code point's continuation byte,
    /// a combining mark after its letter, the rest of a ZWJ emoji sequence), so that a text cut to
    /// a buffer never ends in part of one: not half a "👨‍👩‍👧", nor an "e" without its U+0301.
    static func wholeCharacters(_ text: String, within limit: Int) -> Int {
        let utf8 = text.utf8
        guard limit < utf8.count else { return utf8.count }
        var cut = 0
        for character in text {
            let next = cut + character.utf8.count
            guard next <= limit else { break }
            cut = next
        }
        return cut
    }
}

/// Out-parameters: a NULL one is an error naming it.
func required<T>(_ pointer: UnsafeMutablePointer<T>?, _ what: String) throws(Failure) -> UnsafeMutablePointer<T> {
    guard let pointer else { throw Failure(Status.null, "\(what): expected a pointer, found NULL") }
    return pointer
}

/// A struct the caller passes in, whose first field `size` must be the size this library was built with.
func checked<T>(_ pointer: UnsafePointer<T>?, _ what: String) throws(Failure) -> T {
    guard let pointer else { throw Failure(Status.null, "\(what): expected a pointer, found NULL") }
    // The size first, alone: a struct from an older header may be shorter than ours.
    let found = UnsafeRawPointer(pointer).load(as: UInt32.self)
    guard found == MemoryLayout<T>.size else {
        throw Failure(Status.size, "\(what).size: expected \(MemoryLayout<T>.size) (sizeof(\(T.self)) in this library's dragtoact.h, version \(libraryVersion)), found \(found)")
    }
    return pointer.pointee
}
