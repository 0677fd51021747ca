/// The type tag of what is being dragged: accept rules are written against kinds, never
/// against strings compared in app code.
///
/// ```swift
/// extension PayloadKind { static let photo = PayloadKind("photo") }
/// let rule = AcceptRule.accepts(.photo)
/// ```
public struct PayloadKind: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public var description: String { name }
    public static func < (a: Self, b: Self) -> Bool { a.name < b.name }
}

/// What a drag carries to a receiver: a kind and, for things that stand for an object
/// (a card, a file), that object's id. A payload-less dragable (a "new" button) has a kind only.
public struct Payload: Hashable, Sendable, CustomStringConvertible {
    public let kind: PayloadKind
    /// The dragged object's id, or `nil` when the dragable carries no object.
    public let objectID: String?

    public init(kind: PayloadKind, objectID: String? = nil) {
        self.kind = kind
        self.objectID = objectID
    }

    public var description: String { objectID.map { "\(kind)(\($0))" } ?? kind.name }
}

/// A thing that can be dragged: its type names its ``PayloadKind``, each value names its object.
///
/// ```swift
/// struct Photo: Dragable {
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
public protocol Dragable {
    /// The kind its values carry (unless ``payload`` says otherwise for some of them).
    static var payloadKind: PayloadKind { get }
    /// The object this value stands for, or `nil` for a payload-less dragable.
    var dragObjectID: String? { get }
    /// The payload a drag of this value carries: by default ``payloadKind`` and ``dragObjectID``.
    var payload: Payload { get }
}

extension Dragable {
    /// The payload a drag of this value carries.
    public var payload: Payload { Payload(kind: Self.payloadKind, objectID: dragObjectID) }
}
