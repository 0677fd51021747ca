/// The type tag of what is being dragged: accept rules are written against kinds, never
/// against strings compared in app code.
///
/// ```swift
/// extension PayloadKind { static let photo = PayloadKind("photo") }
/// let rule = AcceptRule.accepts(.photo)
/// ```
///
/// Kinds are compared byte for byte (their UTF-8), as ids are and as C compares them: `"caf\u{E9}"`
/// (é composed) and `"cafe\u{301}"` (e with a combining accent) are two kinds, which `String`'s
/// equality (canonical equivalence) would merge — a receiver accepting one refuses the other.
public struct PayloadKind: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public var description: String { name }

    /// Whether `a` and `b` have the same bytes.
    public static func == (a: Self, b: Self) -> Bool { sameBytes(a.name, b.name) }

    public func hash(into hasher: inout Hasher) { hashBytes(name, into: &hasher) }

    /// In the order of their UTF-8 bytes (of their code points).
    public static func < (a: Self, b: Self) -> Bool { a.name.utf8.lexicographicallyPrecedes(b.name.utf8) }
}

/// Whether `a` and `b` hold the same UTF-8 bytes: kinds, object ids and ids are compared so,
/// without copying either. `elementsEqual` on their UTF-8 views went byte by byte through the
/// views' iterators: ~350 instructions to compare two four-letter kinds.
@inline(__always)
func sameBytes(_ a: String, _ b: String) -> Bool {
    var (x, y) = (a, b)
    return x.withUTF8 { x in y.withUTF8 { y in sameBytes(x, y) } }
}

/// Whether `x` and `y` hold the same bytes: lengths first (kinds are short and mostly differ in
/// length), then eight bytes at a time.
@inline(__always)
func sameBytes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
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

/// Hashes `string`'s UTF-8 bytes, so that equal bytes (``sameBytes(_:_:)``) hash alike.
@inline(__always)
func hashBytes(_ string: String, into hasher: inout Hasher) {
    var bytes = string
    bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
}

/// What a drag carries to a receiver: a kind and, for things that stand for an object
/// (a card, a file), that object's id. A payload-less draggable (a "new" button) has a kind only.
///
/// Two payloads are equal when their kinds and object ids have the same bytes (see ``PayloadKind``).
public struct Payload: Hashable, Sendable, CustomStringConvertible {
    public let kind: PayloadKind
    /// The dragged object's id, or `nil` when the draggable carries no object.
    public let objectID: String?

    public init(kind: PayloadKind, objectID: String? = nil) {
        self.kind = kind
        self.objectID = objectID
    }

    /// Whether `a` and `b` have the same kind and object id, byte for byte.
    public static func == (a: Self, b: Self) -> Bool {
        guard a.kind == b.kind else { return false }
        switch (a.objectID, b.objectID) {
        case (nil, nil): return true
        case (let x?, let y?): return sameBytes(x, y)
        case (nil, _?), (_?, nil): return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        kind.hash(into: &hasher)
        if let objectID {
            hasher.combine(true)
            hashBytes(objectID, into: &hasher)
        } else {
            hasher.combine(false)
        }
    }

    public var description: String { objectID.map { "\(kind)(\($0))" } ?? kind.name }
}

/// A thing that can be dragged: its type names its ``PayloadKind``, each value names its object.
///
/// ```swift
/// struct Photo: Draggable {
///     static let payloadKind = PayloadKind("photo")
///     let id: String
///     var dragObjectID: String? { id }
/// }
/// let source = DragSource(id: "photo-1", frame: frame, payload: Photo(id: "1").payload)
/// let album = AcceptRule.accepts(Photo.self)
/// ```
///
/// A type some of whose values carry another kind (a receiver refuses them for what they are:
/// a section header among tasks) implements ``payload`` itself.
public protocol Draggable {
    /// The kind its values carry (unless ``payload`` says otherwise for some of them).
    static var payloadKind: PayloadKind { get }
    /// The object this value stands for, or `nil` for a payload-less draggable.
    var dragObjectID: String? { get }
    /// The payload a drag of this value carries: by default ``payloadKind`` and ``dragObjectID``.
    var payload: Payload { get }
}

/// The name ``Draggable`` had before 1.11.0, misspelled; kept so code written against it builds.
@available(*, deprecated, renamed: "Draggable")
public typealias Dragable = Draggable

extension Draggable {
    /// The payload a drag of this value carries.
    public var payload: Payload { Payload(kind: Self.payloadKind, objectID: dragObjectID) }
}
