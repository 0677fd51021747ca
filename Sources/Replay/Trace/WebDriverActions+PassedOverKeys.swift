import Runtime

/// The keys of input sources and actions a body holds that the WebDriver spec does not read:
/// passed over, as the spec says, and named in one warning each, since a misspelt key
/// (`"durration"`, `"paramters"`, a `pointerType` beside `type` instead of in `parameters`) would
/// otherwise change what is replayed without a word.
struct PassedOverKeys {
    private struct Seen {
        var firstPath: String
        var count: Int
        var near: String?
    }

    /// The keys passed over, each once, in the order first seen.
    private var keys: [String] = []
    private var seen: [String: Seen] = [:]

    /// Notes `key` of `member`'s object, one the reader does not read among `known` (for a "did
    /// you mean" hint the first time, unless `hint` says more).
    mutating func note(_ key: String, of member: JSONNode, known: [String], hint: String? = nil) {
        if seen[key] != nil {
            seen[key]!.count += 1
            return
        }
        keys.append(key)
        seen[key] = Seen(firstPath: member.path, count: 1, near: hint ?? didYouMean(nearestNames(to: key, among: known)))
    }

    /// At most ``shown`` keys are named, each in a warning; the others are counted in one more.
    static let shown = 10

    /// `FILE: key "durration" passed over, which the WebDriver spec does not read (did you mean
    /// "duration"?): 1 time, first at actions[0].actions[2].durration`.
    func warnings(file: String) -> [String] {
        var lines = keys.prefix(Self.shown).map { key in
            let seen = seen[key]!
            return "\(file): key \(InputError.excerpt(key, quote: JSONValue.quote)) passed over, which the WebDriver spec does not read"
                + (seen.near.map { " (\($0))" } ?? "") + ": \(seen.count) time\(seen.count == 1 ? "" : "s"), first at \(seen.firstPath)"
        }
        if keys.count > Self.shown { lines.append("\(file): \(keys.count - Self.shown) more keys passed over") }
        return lines
    }
}
