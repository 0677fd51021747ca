import Runtime

/// Bytes handed out a chunk at a time: a file read piece by piece, or bytes already in memory.
public protocol ByteChunks {
    /// Appends the next bytes to `buffer` and returns `true`; returns `false` at the end, having
    /// appended nothing.
    mutating func read(into buffer: inout [UInt8]) throws(InputError) -> Bool
}

/// Bytes in memory, handed out as one chunk (texts already read) or `chunkSize` bytes at a time
/// (tests and fuzzing of how lines straddle chunks).
public struct BytesInMemory: ByteChunks {
    private let bytes: [UInt8]
    private let chunkSize: Int
    private var offset = 0

    public init(_ text: String, chunkSize: Int = .max) { self.init(Array(text.utf8), chunkSize: chunkSize) }

    /// - Precondition: `chunkSize > 0`.
    public init(_ bytes: [UInt8], chunkSize: Int = .max) {
        precondition(chunkSize > 0, "a chunk holds at least one byte")
        self.bytes = bytes
        self.chunkSize = chunkSize
    }

    public mutating func read(into buffer: inout [UInt8]) -> Bool {
        guard offset < bytes.count else { return false }
        let end = offset + min(chunkSize, bytes.count - offset)
        buffer += bytes[offset..<end]
        offset = end
        return true
    }
}

/// The lines of bytes read a chunk at a time, each ended by LF, CRLF or a lone CR: the same
/// lines ``TextLines`` finds in the whole text (a text ending with a line ending has an empty
/// last line), holding only the chunk being read and the line that straddles two chunks.
struct ChunkedLines {
    private var chunks: any ByteChunks
    /// Bytes read and not yet handed out start at `start`.
    private(set) var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private var finished = false
    /// The bytes read from the chunks so far, at most ``limit``.
    private(set) var byteCount = 0
    /// The most bytes read: the lines end there, whatever the chunks hold after.
    private let limit: Int?
    /// Bytes read past ``limit`` and dropped.
    private var pastLimit = 0
    /// A digest of the lines handed out so far, each line's bytes and its length: two readings of
    /// one file that hand out other lines give other digests but with a chance of about 2⁻⁶⁴ (a
    /// line ending written another way, CRLF for LF, changes no line). Not for adversaries: it
    /// tells a file edited between readings from the one checked.
    private(set) var digest = LinesDigest()

    /// - Parameter limit: the most bytes to read (``NativeTraceStream``'s second reading stops
    ///   where its first ended); `nil`, to the end.
    init(_ chunks: any ByteChunks, limit: Int? = nil) {
        self.chunks = chunks
        self.limit = limit
        buffer.reserveCapacity(1 << 16)
    }

    /// How many bytes the chunks hold after ``limit``, read to their end; 0 without a limit.
    mutating func countPastLimit() throws(InputError) -> Int {
        guard limit != nil else { return 0 }
        var rest: [UInt8] = []
        var count = pastLimit
        while try chunks.read(into: &rest) {
            count += rest.count
            rest.removeAll(keepingCapacity: true)
        }
        pastLimit = count
        return count
    }

    /// The next line's bytes in ``buffer``, valid until the next call; `nil` after the last line.
    mutating func next() throws(InputError) -> Range<Int>? {
        guard !finished else { return nil }
        var i = start
        while true {
            i = Self.lineEnd(in: buffer, from: i)
            if i < buffer.count {
                let byte = buffer[i]
                // A CR last in the buffer may be the first half of a CRLF: read on to know.
                if byte == 0x0A || i + 1 < buffer.count || atEnd {
                    let line = start..<i
                    start = i + 1
                    if byte == 0x0D, start < buffer.count, buffer[start] == 0x0A { start += 1 }
                    digest.include(buffer, line)
                    return line
                }
            }
            if atEnd {
                finished = true
                digest.include(buffer, start..<buffer.count)
                return start..<buffer.count
            }
            // Keep the unfinished line, then read on after it.
            let scanned = i - start
            buffer.removeSubrange(0..<start)
            start = 0
            i = scanned
            let before = buffer.count
            atEnd = !(try chunks.read(into: &buffer))
            byteCount += buffer.count - before
            if let limit, byteCount >= limit {
                pastLimit += byteCount - limit
                buffer.removeLast(byteCount - limit)
                byteCount = limit
                atEnd = true
            }
        }
    }

    /// The index of the first LF or CR in `buffer` from `start` on, or its count when none is.
    private static func lineEnd(in buffer: [UInt8], from start: Int) -> Int {
        buffer.withUnsafeBufferPointer { bytes in
            var i = start
            // Every byte above CR is neither; one comparison each for the bytes of a line.
            while i < bytes.count, bytes[i] > 0x0D || (bytes[i] != 0x0A && bytes[i] != 0x0D) { i += 1 }
            return i
        }
    }
}

/// A 64-bit digest of a sequence of lines, eight bytes at a time (see ``ChunkedLines/digest``).
struct LinesDigest: Equatable {
    private var state: UInt64 = 0x6A09_E667_F3BC_C908

    /// Mixes in the bytes of `buffer` in `line`, then their count (so that a line's end cannot
    /// move: `ab` `c` differs from `a` `bc`).
    mutating func include(_ buffer: [UInt8], _ line: Range<Int>) {
        buffer.withUnsafeBytes { bytes in
            var i = line.lowerBound
            while i + 8 <= line.upperBound {
                mix(bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                i += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < line.upperBound {
                tail |= UInt64(bytes[i]) << shift
                shift += 8
                i += 1
            }
            mix(tail)
        }
        mix(UInt64(line.count))
    }

    /// One step of a 64-bit mixer (two multiplies, each followed by folding the high bits down,
    /// so that a difference in any bit of `word` reaches every bit of the state).
    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        state ^= state >> 29
        state &*= 0xBF58_476D_1CE4_E5B9
        state ^= state >> 32
    }
}
