import Runtime
import TestSupport
import Testing

/// Members looked up by key — one at a time (`member(_:)`, which passes over keys of another
/// length without comparing them) or all of an enum's in one pass (`knownFields(_:)`, which
/// passes over keys it does not know) — against a search of the object's keys as strings.
@Suite("JSON members found by key")
struct JSONFieldsTests {
    enum Key: Int, JSONKey {
        case x, y, type, button, duration, origin, tiltX
        static let spelled = JSONKeys(Self.self)
    }

    /// Keys as written in the document: the known ones, escaped ones that read as known ones,
    /// others of the same length, longer and non-ASCII ones.
    static let written = [#""x""#, #""y""#, #""type""#, #""button""#, #""duration""#, #""origin""#, #""tiltX""#,
                          #""\u0078""#, #""t\u0079pe""#, #""z""#, #""tipe""#, #""buttons""#, #""tiltY""#, #""\u00e9""#,
                          #""type\u0301""#, #""x\u0000""#, #""a-key-longer-than-sixteen-bytes""#, #""""#]

    @Test("each key's member is the first whose key reads as it, over 3,000 seeded objects; other keys are passed over")
    func membersAreFoundAsASearchFindsThem() throws {
        var random = SeededGenerator(seed: 11)
        var found = 0
        for index in 0..<3_000 {
            // Distinct keys as written (duplicates are refused by the parser), values their position.
            var keys = Self.written.shuffled(using: &random)
            keys.removeLast(Int.random(in: 0..<keys.count, using: &random))
            let text = "{" + keys.enumerated().map { "\($1): \($0)" }.joined(separator: ", ") + "}"
            guard let node = try? JSONNode(parsing: text, file: "o.json") else { continue }  // two keys reading the same: refused
            let members = try node.members()
            let fields = try node.knownFields(Key.self)
            for key in Key.allCases {
                let spelling = "\(key)"
                let expected = members.first { $0.key == spelling }?.value
                #expect(try node.member(spelling)?.value == expected, "object \(index) \(text), key \(spelling)")
                #expect(fields.member(key)?.value == expected, "object \(index) \(text), key \(spelling)")
                if expected != nil { found += 1 }
            }
        }
        #expect(found > 3_000, "only \(found) members found")
    }
}
