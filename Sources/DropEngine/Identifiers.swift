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
    public static func == (a: Self, b: Self) -> Bool { sameBytes(a.rawValue, b.rawValue) }

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
