/// A caller-chosen, stable name for a receiver or a source.
///
/// The phantom `Tag` keeps the kinds apart: a `ReceiverID` cannot be passed where a
/// `SourceID` is expected, although both are strings underneath.
public struct Identifier<Tag>: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    /// Ids are compared byte for byte, as C, JSON and SQLite compare them: `"\u{E9}"` and
    /// `"e\u{301}"` (é composed, and e with a combining accent) are two ids, which `String`'s
    /// equality (canonical equivalence) would merge.
    public static func == (a: Self, b: Self) -> Bool {
        var (x, y) = (a.rawValue, b.rawValue)
        return x.withUTF8 { x in y.withUTF8 { y in sameBytes(x, y) } }
    }

    /// Whether `x` and `y` hold the same bytes, compared eight at a time: every dictionary
    /// lookup by id compares ids (about two a lookup), and `elementsEqual` went byte by byte.
    @inline(__always)
    private static func sameBytes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        guard x.count == y.count else { return false }
        guard x.count > 0, let p = UnsafeRawPointer(x.baseAddress), let q = UnsafeRawPointer(y.baseAddress) else { return true }
        var i = 0
        while i + 8 <= x.count {
            if p.loadUnaligned(fromByteOffset: i, as: UInt64.self) != q.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
            i += 8
        }
        while i < x.count {
            if x[i] != y[i] { return false }
            i += 1
        }
        return true
    }

    public func hash(into hasher: inout Hasher) { hashBytes(rawValue, into: &hasher) }

    /// In the order of their UTF-8 bytes (of their code points).
    public static func < (a: Self, b: Self) -> Bool { a.rawValue.utf8.lexicographicallyPrecedes(b.rawValue.utf8) }
}

/// Tells ``ReceiverID`` apart from other ids at compile time.
public enum ReceiverTag {}
/// Tells ``SourceID`` apart from other ids at compile time.
public enum SourceTag {}

/// Names a ``DropReceiver``.
public typealias ReceiverID = Identifier<ReceiverTag>
/// Names a ``DragSource``.
public typealias SourceID = Identifier<SourceTag>

/// One pointer: the mouse, a finger, a pen. Two fingers are two pointers.
public struct PointerID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public init(integerLiteral value: Int) { self.rawValue = value }
    /// `1`, or `keyboard` for ``PointerID/keyboard`` (whose raw value is -1).
    public var description: String { isKeyboard ? "keyboard" : String(rawValue) }
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
