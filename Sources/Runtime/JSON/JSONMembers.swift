/// Where an object's members go, in order: a ``JSONValue`` being built (``JSONTree``), or JSON
/// text being written (``JSONText``). A value that says its members once, to any sink, is
/// built as a tree and written as text from the same list, so the two cannot drift apart; the
/// text sink makes no tree, the way `replay --json` writes every event.
///
/// ```swift
/// var text = JSONText()
/// text.object { members in
///     members.number("t", 300)
///     members.literal("event", "pressBegan")
/// }
/// text.text   // {"t":300,"event":"pressBegan"}
/// ```
protocol JSONMembers {
    mutating func string(_ key: StaticString, _ value: String)
    /// A string known to need no escape (ASCII letters, digits, punctuation but `"` and `\`).
    mutating func literal(_ key: StaticString, _ value: StaticString)
    /// Written as ``JSONValue/format(_:)`` writes it.
    mutating func number(_ key: StaticString, _ value: Double)
    mutating func bool(_ key: StaticString, _ value: Bool)
    mutating func null(_ key: StaticString)
    mutating func strings(_ key: StaticString, _ values: some Sequence<String>)
    /// A member whose value is an object; `members` says its members.
    mutating func object(_ key: StaticString, _ members: (inout Self) -> Void)
    /// A member whose value is an array of objects, one per element; `members` says each one's members.
    mutating func objects<Elements: Sequence>(_ key: StaticString, _ elements: Elements, _ members: (inout Self, Elements.Element) -> Void)
}

/// Members gathered into a ``JSONValue``.
struct JSONTree: JSONMembers {
    var members: [JSONValue.Member] = []

    /// The object `say` gives the members of.
    static func object(_ say: (inout JSONTree) -> Void) -> JSONValue {
        var tree = JSONTree()
        say(&tree)
        return .object(tree.members)
    }

    mutating func string(_ key: StaticString, _ value: String) { members.append(.init(key.description, .string(value))) }
    mutating func literal(_ key: StaticString, _ value: StaticString) { members.append(.init(key.description, .string(value.description))) }
    mutating func number(_ key: StaticString, _ value: Double) { members.append(.init(key.description, .number(value))) }
    mutating func bool(_ key: StaticString, _ value: Bool) { members.append(.init(key.description, .bool(value))) }
    mutating func null(_ key: StaticString) { members.append(.init(key.description, .null)) }
    mutating func strings(_ key: StaticString, _ values: some Sequence<String>) {
        members.append(.init(key.description, .array(values.map { .string($0) })))
    }
    mutating func object(_ key: StaticString, _ say: (inout JSONTree) -> Void) {
        members.append(.init(key.description, Self.object(say)))
    }
    mutating func objects<Elements: Sequence>(_ key: StaticString, _ elements: Elements, _ say: (inout JSONTree, Elements.Element) -> Void) {
        members.append(.init(key.description, .array(elements.map { element in Self.object { say(&$0, element) } })))
    }
}

/// Members written straight to compact JSON text as UTF-8 bytes, byte for byte what
/// ``JSONValue/text`` writes for the tree ``JSONTree`` would build: no tree, no string per value.
package struct JSONText: JSONMembers {
    /// The text written so far, UTF-8.
    package var out: [UInt8]
    /// Whether the object being written has no member yet (no comma before the next).
    private var first = true

    /// Writes after `out` (a buffer kept from one line to the next saves allocating each time).
    package init(appendingTo out: [UInt8] = []) { self.out = out }

    /// The text written so far.
    package var text: String { String(decoding: out, as: UTF8.self) }

    /// Writes an object whose members `say` gives.
    mutating func object(_ say: (inout JSONText) -> Void) {
        out.append(UInt8(ascii: "{"))
        first = true
        say(&self)
        out.append(UInt8(ascii: "}"))
        first = false
    }

    private mutating func key(_ key: StaticString) {
        if first { first = false } else { out.append(UInt8(ascii: ",")) }
        out.append(UInt8(ascii: "\""))
        append(key)
        out.append(UInt8(ascii: "\""))
        out.append(UInt8(ascii: ":"))
    }

    private mutating func append(_ text: StaticString) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func string(_ key: StaticString, _ value: String) {
        self.key(key)
        JSONValue.appendQuoted(value, to: &out)
    }

    mutating func literal(_ key: StaticString, _ value: StaticString) {
        self.key(key)
        out.append(UInt8(ascii: "\""))
        append(value)
        out.append(UInt8(ascii: "\""))
    }

    mutating func number(_ key: StaticString, _ value: Double) {
        self.key(key)
        JSONValue.appendNumber(value, to: &out)
    }

    mutating func bool(_ key: StaticString, _ value: Bool) {
        self.key(key)
        append(value ? "true" : "false")
    }

    mutating func null(_ key: StaticString) {
        self.key(key)
        append("null")
    }

    mutating func strings(_ key: StaticString, _ values: some Sequence<String>) {
        self.key(key)
        out.append(UInt8(ascii: "["))
        var firstValue = true
        for value in values {
            if firstValue { firstValue = false } else { out.append(UInt8(ascii: ",")) }
            JSONValue.appendQuoted(value, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    mutating func object(_ key: StaticString, _ say: (inout JSONText) -> Void) {
        self.key(key)
        object(say)
    }

    mutating func objects<Elements: Sequence>(_ key: StaticString, _ elements: Elements, _ say: (inout JSONText, Elements.Element) -> Void) {
        self.key(key)
        out.append(UInt8(ascii: "["))
        var firstValue = true
        for element in elements {
            if firstValue { firstValue = false } else { out.append(UInt8(ascii: ",")) }
            object { say(&$0, element) }
        }
        out.append(UInt8(ascii: "]"))
    }
}
