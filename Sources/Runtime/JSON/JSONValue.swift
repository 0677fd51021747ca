/// A parsed JSON document. Objects keep their members in source order, so errors and
/// output are deterministic, and duplicate keys can be reported rather than silently merged.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    /// One `"key": value` pair of an object, in source order.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value of `key` when this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// How an error message shows this value: strings quoted (a long one cut: ``InputError/excerpt(_:quote:)``), containers by kind.
    var foundDescription: String {
        switch self {
        case .null: "null"
        case .bool(let b): String(b)
        case .number(let n): JSONValue.format(n)
        case .string(let s): InputError.excerpt(s, quote: JSONValue.quote)
        case .array: "an array"
        case .object: "an object"
        }
    }
}
