/// A caller-chosen, stable name for a receiver or a source.
///
/// The phantom `Tag` keeps the kinds apart: a `ReceiverID` cannot be passed where a
/// `SourceID` is expected, although both are strings underneath.
public struct Identifier<Tag>: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

public enum ReceiverTag {}
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
    public var description: String { String(rawValue) }
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
