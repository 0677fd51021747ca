/// A JSON value with the path that reached it, for decoding with located errors.
///
/// ```swift
/// let width = try root["frame"].required("width").number(in: 0...Scene.coordinateLimit)
/// // throws: scene.json: receivers[2].frame.width: expected a number from 0 to 1000000000, found "wide"
/// ```
package struct JSONNode: Sendable {
    package let value: JSONValue
    package let file: String
    /// How the root reached this node, spelled out only when an error names it: a large
    /// document is read without building a path string for every value in it. A container's
    /// trail ends with its own step (its children share it); a leaf keeps its last step in
    /// ``step`` and shares its parent's trail, so reading a leaf allocates nothing.
    private let trail: Trail
    private let step: Trail.Step?

    /// One step from the root: the root's own path, a member key, or an array index.
    private final class Trail: Sendable {
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

    package init(_ value: JSONValue, path: String = "", file: String) {
        self.init(value, trail: Trail(parent: nil, step: .root(path)), step: nil, file: file)
    }

    private init(_ value: JSONValue, trail: Trail, step: Trail.Step?, file: String) {
        self.value = value
        self.trail = trail
        self.step = step
        self.file = file
    }

    /// Where this node is in the document: `receivers[2].frame.width`.
    package var path: String { step.map { Trail.path(trail.path, $0) } ?? trail.path }

    /// The node at `step` below this one, which is a container (only containers have children),
    /// so ``trail`` is its own.
    private func child(_ step: Trail.Step, _ value: JSONValue) -> JSONNode {
        switch value {
        case .object, .array: JSONNode(value, trail: Trail(parent: trail, step: step), step: nil, file: file)
        case .null, .bool, .number, .string: JSONNode(value, trail: trail, step: step, file: file)
        }
    }

    package func fail(expected: String, found: String? = nil) -> InputError {
        InputError(file: file, location: .path(path), expected: expected, found: found ?? value.foundDescription)
    }

    package func members() throws(InputError) -> [JSONValue.Member] {
        guard case .object(let members) = value else { throw fail(expected: "an object") }
        return members
    }

    /// The member `key`; missing is an error naming the key.
    package func required(_ key: String) throws(InputError) -> JSONNode {
        let members = try members()
        guard let member = members.first(where: { $0.key == key }) else {
            throw InputError(file: file, location: .path(Trail.path(path, .key(key))),
                             expected: "a value (\"\(key)\" is required)", found: "nothing")
        }
        return child(.key(key), member.value)
    }

    /// The member `key`, an explicit `null` included; `nil` when absent.
    package func member(_ key: String) throws(InputError) -> JSONNode? {
        guard let member = try members().first(where: { $0.key == key }) else { return nil }
        return child(.key(key), member.value)
    }

    /// The member `key`, or `nil` when absent (an explicit `null` is also absent).
    package func optional(_ key: String) throws(InputError) -> JSONNode? {
        let members = try members()
        guard let member = members.first(where: { $0.key == key }), member.value != .null else { return nil }
        return child(.key(key), member.value)
    }

    /// Refuses members other than `allowed`, so a misspelt key is not silently ignored.
    /// - Complexity: O(members × allowed): a handful of short keys, compared without hashing.
    package func onlyKeys(_ allowed: [String]) throws(InputError) {
        for member in try members() where !allowed.contains(member.key) {
            throw InputError(file: file, location: .path(Trail.path(path, .key(member.key))),
                             expected: "one of the keys \(allowed.sorted().joined(separator: ", "))",
                             found: "an unknown key")
        }
    }

    package func elements() throws(InputError) -> [JSONNode] {
        guard case .array(let items) = value else { throw fail(expected: "an array") }
        return items.enumerated().map { child(.index($0), $1) }
    }

    package func string() throws(InputError) -> String {
        guard case .string(let s) = value else { throw fail(expected: "a string") }
        return s
    }

    package func nonEmptyString() throws(InputError) -> String {
        let s = try string()
        guard !s.isEmpty else { throw fail(expected: "a non-empty string") }
        return s
    }

    package func bool() throws(InputError) -> Bool {
        guard case .bool(let b) = value else { throw fail(expected: "true or false") }
        return b
    }

    package func number() throws(InputError) -> Double {
        guard case .number(let n) = value else { throw fail(expected: "a number") }
        return n
    }

    /// A number in `range`; the message names both bounds.
    package func number(in range: ClosedRange<Double>) throws(InputError) -> Double {
        guard case .number(let n) = value, range.contains(n) else {
            throw fail(expected: "a number from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound))")
        }
        return n
    }

    /// An integer in `range` (a JSON number with no fractional part), and within ±(2^53 − 1), where
    /// every integer has an exact `Double`. The message names the bounds that apply.
    package func integer(in range: ClosedRange<Int64> = -Self.exactIntegers...Self.exactIntegers) throws(InputError) -> Int64 {
        let low = Swift.max(range.lowerBound, -Self.exactIntegers), high = Swift.min(range.upperBound, Self.exactIntegers)
        guard case .number(let n) = value, n == n.rounded(), n >= Double(low), n <= Double(high) else {
            throw fail(expected: "an integer from \(low) to \(high)")
        }
        return Int64(n)
    }

    /// The largest magnitude up to which every integer is exact in a JSON number read as a `Double`: 2^53 − 1.
    package static let exactIntegers: Int64 = 9_007_199_254_740_991
}
