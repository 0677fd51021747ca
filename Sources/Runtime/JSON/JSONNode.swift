/// A JSON value with the path that reached it, for decoding with located errors.
///
/// ```swift
/// let width = try root["frame"].required("width").number(in: 0...Scene.coordinateLimit)
/// // throws: scene.json: receivers[2].frame.width: expected a number from 0 to 1000000000, found "wide"
/// ```
package struct JSONNode: Sendable {
    private let document: JSONDocument
    /// This value's entry in ``document``.
    private let entry: Int32
    /// How the root reached this node, spelled out only when an error names it: a large
    /// document is read without building a path string for every value in it. A container's
    /// trail ends with its own step (its children share it); a leaf keeps its last step in
    /// ``step`` and shares its parent's trail, so reading a leaf allocates nothing.
    private let trail: Trail
    private let step: Trail.Step?

    /// One step from the root: the root's own path, a member key, or an array index.
    fileprivate final class Trail: Sendable {
        enum Step { case root(String), key(String), index(Int) }
        let parent: Trail?
        let step: Step
        init(parent: Trail?, step: Step) {
            self.parent = parent
            self.step = step
        }

        var path: String { Self.path(parent?.path ?? "", step) }

        static func path(_ above: String, _ step: Step) -> String {
            switch step {
            case .root(let path): path
            case .key(let key): above.isEmpty ? key : above + "." + key
            case .index(let i): above + "[" + String(i) + "]"
            }
        }
    }

    /// The root of the document `text`, its errors located at `path` in `file`.
    package init(parsing text: String, path: String = "", file: String) throws(InputError) {
        self.init(try JSONDocument(parsing: text, file: file), entry: 0, trail: Trail(parent: nil, step: .root(path)), step: nil)
    }

    private init(_ document: JSONDocument, entry: Int32, trail: Trail, step: Trail.Step?) {
        self.document = document
        self.entry = entry
        self.trail = trail
        self.step = step
    }

    package var file: String { document.file }

    /// The value, its contents made into `JSONValue`s (a container's whole contents: for a leaf,
    /// or a small object).
    package var value: JSONValue { document.value(at: entry) }

    private var kind: JSONDocument.Entry.Kind { document.entries[Int(entry)].kind }
    package var isObject: Bool { kind == .object }
    package var isArray: Bool { kind == .array }
    package var isNull: Bool { kind == .null }

    /// Where this node is in the document: `receivers[2].frame.width`.
    package var path: String { location.path }

    /// Where this node is, without the document: what a value read from it keeps to name it in
    /// an error later (a node would keep the whole document alive).
    package var location: Location {
        // A container's own trail step is kept inline too, so its trail object can go with the node.
        if step == nil, let parent = trail.parent { return Location(trail: parent, step: trail.step) }
        return Location(trail: trail, step: step)
    }

    package struct Location: Sendable {
        fileprivate let trail: Trail
        fileprivate let step: Trail.Step?

        /// `receivers[2].frame.width`.
        package var path: String { step.map { Trail.path(trail.path, $0) } ?? trail.path }
    }

    /// The node of entry `index` at `step` below this one, which is a container (only containers
    /// have children), so ``trail`` is its own.
    private func child(_ step: Trail.Step, _ index: Int32) -> JSONNode {
        switch document.entries[Int(index)].kind {
        case .object, .array: JSONNode(document, entry: index, trail: Trail(parent: trail, step: step), step: nil)
        case .null, .false, .true, .number, .string: JSONNode(document, entry: index, trail: trail, step: step)
        }
    }

    package func fail(expected: String, found: String? = nil) -> InputError {
        let description = switch kind {
        case .object: "an object"
        case .array: "an array"
        // A number as written: `9007199254740993` is not the Double it reads as, nor `1e20` its `1e+20`.
        case .number: document.writtenNumber(entry).map { InputError.excerpt($0) } ?? value.foundDescription
        case .null, .false, .true, .string: value.foundDescription
        }
        return InputError(file: file, location: .path(path), expected: expected, found: found ?? description)
    }

    /// The members, made into `JSONValue`s.
    package func members() throws(InputError) -> [JSONValue.Member] {
        guard case .object(let members) = value else { throw fail(expected: "an object") }
        return members
    }

    /// The entry of the member `key`, or `nil` when absent.
    private func find(_ key: String) throws(InputError) -> Int32? {
        guard isObject else { throw fail(expected: "an object") }
        return document.member(of: entry, JSONDocument.Key(key))
    }

    /// The keys of the members, in order.
    package func keys() throws(InputError) -> [String] {
        guard isObject else { throw fail(expected: "an object") }
        return document.children(of: entry).map { document.string(document.entries[Int($0)].key) }
    }

    /// The member `key`; missing is an error naming the key.
    package func required(_ key: String) throws(InputError) -> JSONNode {
        guard let member = try find(key) else {
            throw InputError(file: file, location: .path(Trail.path(path, .key(key))),
                             expected: "a value (\"\(key)\" is required)", found: "nothing")
        }
        return child(.key(key), member)
    }

    /// The member `key`, an explicit `null` included; `nil` when absent.
    package func member(_ key: String) throws(InputError) -> JSONNode? {
        try find(key).map { child(.key(key), $0) }
    }

    /// The member `key`, or `nil` when absent (an explicit `null` is also absent).
    package func optional(_ key: String) throws(InputError) -> JSONNode? {
        guard let member = try find(key), document.entries[Int(member)].kind != .null else { return nil }
        return child(.key(key), member)
    }

    /// Refuses members other than `allowed`, so a misspelt key is not silently ignored.
    /// - Complexity: O(members × allowed): a handful of short keys, compared as bytes.
    package func onlyKeys(_ allowed: JSONKeys) throws(InputError) {
        try forEachMember(of: allowed) { _, _ in }
    }

    /// The one member of this object whose key is among `choices`, and that key: for an object
    /// that says by its key which of several things it is (`{"distance": 4}` or `{"longPress":
    /// {…}}`). Other keys are the caller's to allow or refuse (``onlyKeys(_:)``).
    ///
    /// Not an object, or one holding none of `choices`, is an error here saying `expected` and
    /// naming the keys found (`found an object with key "foo"`); one holding two or more is an
    /// error here naming them (`expected one of the keys longPress or distance, found both
    /// "longPress" and "distance"`).
    /// - Complexity: O(members × choices): a handful of short keys, compared as bytes.
    package func choice(among choices: JSONKeys, expected: String) throws(InputError) -> (key: String, node: JSONNode) {
        guard isObject else { throw fail(expected: expected) }
        var chosen: [(key: String, member: Int32)] = []
        // Three keys say what was written; a hostile object's millionth does not.
        var firstKeys: [String] = []
        var count = 0
        for member in document.children(of: entry) {
            let key = document.entries[Int(member)].key
            count += 1
            if firstKeys.count < 3 { firstKeys.append(document.string(key)) }
            if document.position(of: key, in: choices.keys) != nil { chosen.append((document.string(key), member)) }
        }
        func listing(_ words: [String], _ last: String) -> String {
            words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " \(last) " + words[words.count - 1]
        }
        func quoted(_ key: String) -> String { InputError.excerpt(key, quote: JSONValue.quote) }
        switch chosen.count {
        case 1:
            return (chosen[0].key, child(.key(chosen[0].key), chosen[0].member))
        case 0:
            let more = count > firstKeys.count ? " and \(count - firstKeys.count) more" : ""
            throw fail(expected: expected, found: count == 0 ? "an empty object"
                       : "an object with key\(count == 1 ? "" : "s") \(firstKeys.map(quoted).joined(separator: ", "))\(more)")
        default:
            let found = listing(chosen.map { quoted($0.key) }, "and")
            throw fail(expected: "one of the keys \(listing(choices.keys.map(\.string), "or"))",
                       found: chosen.count == 2 ? "both " + found : found)
        }
    }

    /// The members of this object named by the cases of `Key`, found in one pass; any other key
    /// is an error, as with ``onlyKeys(_:)``. Decoding an object of several keys asks the fields
    /// by case rather than looking each key up in turn.
    /// - Precondition: at most 16 keys.
    package func fields<Key: JSONKey>(_ keys: Key.Type) throws(InputError) -> JSONFields<Key> {
        let allowed = Key.spelled
        precondition(allowed.keys.count <= 16, "fields(_:) finds at most 16 keys")
        var found = InlineArray<16, Int32>(repeating: -1)
        try forEachMember(of: allowed) { position, member in found[position] = member }
        return JSONFields(node: self, found: found)
    }

    /// The members of this object named by the cases of `Key`, found in one pass; other keys
    /// are passed over (formats whose objects may hold keys a reader does not know), each told to
    /// `passedOver` with its key and node, so that a reader can say what it did not read.
    /// - Precondition: at most 16 keys.
    package func knownFields<Key: JSONKey>(_ keys: Key.Type,
                                           passedOver: (_ key: String, _ member: JSONNode) -> Void = { _, _ in }) throws(InputError) -> JSONFields<Key> {
        let allowed = Key.spelled
        precondition(allowed.keys.count <= 16, "knownFields(_:) finds at most 16 keys")
        var found = InlineArray<16, Int32>(repeating: -1)
        try forEachMember(of: allowed, othersAllowed: true, others: passedOver) { position, member in found[position] = member }
        return JSONFields(node: self, found: found)
    }

    /// Tells `passedOver` the key and node of each member whose key is not among `known`, in
    /// order: for an object a reader reads by name, passing other keys over.
    /// - Complexity: O(members × known): a handful of short keys, compared as bytes.
    package func forEachUnknownKey(_ known: JSONKeys, _ passedOver: (_ key: String, _ member: JSONNode) -> Void) throws(InputError) {
        try forEachMember(of: known, othersAllowed: true, others: passedOver) { _, _ in }
    }

    /// Calls `body` with each member's position in `allowed` and its entry, in order; a key not
    /// allowed is an error, or, when `othersAllowed`, told to `others` (its key and node).
    private func forEachMember(of allowed: JSONKeys, othersAllowed: Bool = false, others: (_ key: String, _ member: JSONNode) -> Void = { _, _ in },
                               _ body: (Int, Int32) -> Void) throws(InputError) {
        guard isObject else { throw fail(expected: "an object") }
        for member in document.children(of: entry) {
            let key = document.entries[Int(member)].key
            guard let position = document.position(of: key, in: allowed.keys) else {
                let name = document.string(key)
                if othersAllowed {
                    others(name, child(.key(name), member))
                    continue
                }
                // A key written in another case, with _ or -, or a letter off (`springload`, `accept`) is named.
                let near = didYouMean(nearestNames(to: name, among: allowed.keys.lazy.map(\.string)))
                throw InputError(file: file, location: .path(Trail.path(path, .key(name))),
                                 expected: "one of the keys \(allowed.keys.map(\.string).sorted().joined(separator: ", "))",
                                 found: "an unknown key" + (near.map { " (\($0))" } ?? ""))
            }
            body(position, member)
        }
    }

    /// The member at entry `member`, named `key`.
    fileprivate func member(at member: Int32, key: String) -> JSONNode { child(.key(key), member) }

    package func elements() throws(InputError) -> [JSONNode] {
        guard isArray else { throw fail(expected: "an array") }
        return document.children(of: entry).enumerated().map { child(.index($0), $1) }
    }

    package func string() throws(InputError) -> String {
        let found = document.entries[Int(entry)]
        guard found.kind == .string else { throw fail(expected: "a string") }
        return document.string(found.string)
    }

    package func nonEmptyString() throws(InputError) -> String {
        let s = try string()
        guard !s.isEmpty else { throw fail(expected: "a non-empty string") }
        return s
    }

    /// An id: a non-empty string without control characters, which no trace line or terminal
    /// could spell back (a line feed would split the line it is named on).
    package func identifier() throws(InputError) -> String {
        let s = try nonEmptyString()
        if let shown = String.controlsSpelledOut(s) {
            throw fail(expected: "an id without control characters", found: "\"" + shown + "\"")
        }
        return s
    }

    package func bool() throws(InputError) -> Bool {
        switch kind {
        case .true: true
        case .false: false
        case .null, .number, .string, .array, .object: throw fail(expected: "true or false")
        }
    }

    /// The number, or `nil` when this is not a number.
    private var numberValue: Double? {
        let found = document.entries[Int(entry)]
        return found.kind == .number ? found.number : nil
    }

    package func number() throws(InputError) -> Double {
        guard let n = numberValue else { throw fail(expected: "a number") }
        return n
    }

    /// A number in `range`; the message names both bounds.
    package func number(in range: ClosedRange<Double>) throws(InputError) -> Double {
        guard let n = numberValue, range.contains(n) else {
            throw fail(expected: "a number from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound))")
        }
        return n
    }

    /// A number above `low` and at most `high` (a distance that must not be 0): one message for
    /// every number out of range, below `low` or at it alike.
    package func number(above low: Double, atMost high: Double) throws(InputError) -> Double {
        guard let n = numberValue, n > low, n <= high else { throw fail(expected: Self.expected(above: low, atMost: high)) }
        return n
    }

    /// What ``number(above:atMost:)`` expects, in its words: `a number above 0 and at most 1000000000`.
    package static func expected(above low: Double, atMost high: Double) -> String {
        "a number above \(JSONValue.format(low)) and at most \(JSONValue.format(high))"
    }

    /// An integer in `range` (a JSON number with no fractional part), and within ±(2^53 − 1), where
    /// every integer has an exact `Double`. The message names the bounds that apply.
    package func integer(in range: ClosedRange<Int64> = -Self.exactIntegers...Self.exactIntegers) throws(InputError) -> Int64 {
        let low = Swift.max(range.lowerBound, -Self.exactIntegers), high = Swift.min(range.upperBound, Self.exactIntegers)
        guard let n = numberValue, n == n.rounded(), n >= Double(low), n <= Double(high) else {
            throw fail(expected: "an integer from \(low) to \(high)")
        }
        return Int64(n)
    }

    /// The largest magnitude up to which every integer is exact in a JSON number read as a `Double`: 2^53 − 1.
    package static let exactIntegers: Int64 = 9_007_199_254_740_991
}

/// The keys an object may have, read once: a decoder keeps the lists it checks often in
/// `static let`s.
package struct JSONKeys: ExpressibleByArrayLiteral, Sendable {
    let keys: [JSONDocument.Key]

    package init(_ keys: [String]) { self.keys = keys.map(JSONDocument.Key.init) }
    package init(arrayLiteral keys: String...) { self.init(keys) }
}

/// The keys of one kind of object, as an enum whose cases are spelled as in the document and
/// numbered in order: a decoder asks ``JSONFields`` for a case, and the member is found by its
/// number, without comparing keys again.
///
/// ```swift
/// enum RectKey: Int, JSONKey {
///     case x, y, width, height
///     static let spelled = JSONKeys(Self.self)
/// }
/// let fields = try node.fields(RectKey.self)
/// let width = try fields.required(.width).number(in: 0...1_000)
/// ```
package protocol JSONKey: RawRepresentable, CaseIterable, Sendable where RawValue == Int {
    /// Every case, spelled, in `rawValue` order: `JSONKeys(Self.self)`.
    static var spelled: JSONKeys { get }
}

extension JSONKeys {
    /// The cases of `Key`, spelled as declared.
    package init<Key: JSONKey>(_: Key.Type) {
        let cases = Array(Key.allCases)
        precondition(cases.enumerated().allSatisfy { $0.offset == $0.element.rawValue }, "\(Key.self): raw values must be 0, 1, 2, … in order")
        self.init(cases.map { String(describing: $0) })
    }
}

/// The members of an object that ``JSONNode/fields(_:)`` found, looked up by key without
/// scanning the object again.
package struct JSONFields<Key: JSONKey> {
    let node: JSONNode
    let found: InlineArray<16, Int32>

    /// The member `key`, an explicit `null` included; `nil` when absent.
    package func member(_ key: Key) -> JSONNode? {
        let member = found[key.rawValue]
        return member < 0 ? nil : node.member(at: member, key: Self.spelling(key))
    }

    /// The member `key`; missing is an error naming the key, as ``JSONNode/required(_:)`` says it.
    package func required(_ key: Key) throws(InputError) -> JSONNode {
        guard let member = member(key) else { return try node.required(Self.spelling(key)) }
        return member
    }

    /// `key` as the document spells it.
    private static func spelling(_ key: Key) -> String { Key.spelled.keys[key.rawValue].string }

    /// The member `key`, or `nil` when absent (an explicit `null` is also absent).
    package func optional(_ key: Key) -> JSONNode? {
        guard let member = member(key), !member.isNull else { return nil }
        return member
    }
}
