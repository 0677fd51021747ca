/// Reads fuzz bytes as a stream of small decisions; past the end every read is 0.
struct Bytes {
    let buffer: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

    var isAtEnd: Bool { offset >= buffer.count }

    mutating func byte() -> UInt8 {
        guard offset < buffer.count else { return 0 }
        defer { offset += 1 }
        return buffer[offset]
    }

    mutating func int(below n: Int) -> Int { n <= 0 ? 0 : Int(byte()) % n }

    mutating func uint64() -> UInt64 {
        (0..<8).reduce(0) { value, _ in value << 8 | UInt64(byte()) }
    }

    /// A coordinate: mostly on screen, sometimes huge, tiny, ±infinity or NaN.
    mutating func coordinate() -> Double {
        switch byte() % 16 {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        case 3: Double(bitPattern: uint64())
        case 4: Double(Int16(truncatingIfNeeded: Int(byte()) << 8 | Int(byte()))) * 1e6
        case 5: .greatestFiniteMagnitude * (byte() % 2 == 0 ? 1 : -1)
        default: Double(Int(byte()) << 2 | Int(byte() % 4))
        }
    }

    /// A finite coordinate of any magnitude.
    mutating func finiteCoordinate() -> Double {
        let value = coordinate()
        return value.isFinite ? value : Double(byte())
    }
}
