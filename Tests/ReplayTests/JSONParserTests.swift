import Replay
import Runtime
import TestSupport
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    @Test("a document parses with members in source order and writes back the same")
    func roundTrip() throws {
        let value = try JSONParser.parse(#"{"b": [1, 2.5, -3e2], "a": {"s": "x\"y\u00e9\ud83d\ude00"}, "n": null, "t": true}"#, file: "f.json")
        #expect(value.text == #"{"b":[1,2.5,-300],"a":{"s":"x\"yé😀"},"n":null,"t":true}"#)
    }

    @Test("text that is not JSON is reported with file, line and column")
    func syntaxErrors() {
        #expect(inputError { try JSONParser.parse("{\n  \"a\": 1\n  \"b\": 2\n}", file: "s.json") }
                == "s.json:3:3: expected ',' or '}', found '\"'")
        #expect(inputError { try JSONParser.parse("", file: "e.json") } == "e.json:1:1: expected a JSON value, found the end of the input")
        // A trailing comma is named, in an array and in an object.
        #expect(inputError { try JSONParser.parse("[1, 2,]", file: "t.json") } == "t.json:1:7: expected a JSON value (JSON allows no comma before ']'), found ']'")
        #expect(inputError { try JSONParser.parse("{\"a\": 1,\n}", file: "t.json") } == "t.json:2:1: expected a string key (JSON allows no comma before '}'), found '}'")
        #expect(inputError { try JSONParser.parse("{}}", file: "t.json") } == "t.json:1:3: expected the end of the document, found '}'")
        #expect(inputError { try JSONParser.parse("{,}", file: "t.json") } == "t.json:1:2: expected a string key, found ','")
        #expect(inputError { try JSONParser.parse("{\"a\": 01}", file: "z.json") } == "z.json:1:8: expected ',' or '}', found '1'")
        // Well-formed, but beyond a Double: named by its path, as a value the decoding refuses is.
        #expect(inputError { try JSONParser.parse("[1e999]", file: "big.json") } == "big.json: [0]: expected a finite number, found 1e999")
        #expect(inputError { try JSONParser.parse("-1e400", file: "big.json") } == "big.json: (top level): expected a finite number, found -1e400")
        #expect(inputError { try JSONParser.parse(#"{"a": [1, {"b": 2}, {"c": [3, {"d": 1e999}]}]}"#, file: "big.json") }
                == "big.json: a[2].c[1].d: expected a finite number, found 1e999")
        #expect(inputError { try JSONParser.parse("{} x", file: "x.json") } == "x.json:1:4: expected the end of the document, found 'x'")
        #expect(inputError { try JSONParser.parse("\"abc", file: "q.json") } == "q.json:1:5: expected a closing '\"', found the end of the input")
    }

    @Test("a control character inside a string — a tab pasted into a title — is named with how JSON writes it (it read 'found a control character')")
    func controlInString() {
        #expect(inputError { try JSONParser.parse("{\"title\": \"Buy\tmilk\"}", file: "s.json") }
                == #"s.json:1:15: expected a character or an escape, found the control character U+0009, which a JSON string writes as \t"#)
        #expect(inputError { try JSONParser.parse("[\"a\n\"]", file: "s.json") }
                == #"s.json:1:4: expected a character or an escape, found the control character U+000A, which a JSON string writes as \n"#)
        #expect(inputError { try JSONParser.parse("[\"\u{1B}[2J\"]", file: "s.json") }
                == #"s.json:1:3: expected a character or an escape, found the control character U+001B, which a JSON string writes as \u001b"#)
    }

    @Test("bytes that are not UTF-8 are placed at the line and column (in characters) of the first bad one; UTF-8 text has no such error")
    func notUTF8() {
        func place(_ bytes: [UInt8]) -> String? { InputError.notUTF8(bytes, file: "f").map(\.description) }
        let found = ": expected UTF-8 text, found bytes that are not UTF-8"
        #expect(place(Array("a\rb\r\nc\u{E9}e\u{301}".utf8) + [0xFF]) == "f:3:4" + found)  // é and e + ◌́ are a character each
        #expect(place([0x7B, 0xE2, 0x82]) == "f:1:2" + found)                              // cut off inside a character
        #expect(place([0xC0, 0x80]) == "f:1:1" + found)                                    // an overlong NUL
        #expect(place([0xEF, 0xBB, 0xBF, 0x7B, 0xFF]) == "f:1:2" + found)                  // after a byte-order mark, as the parser counts
        #expect(place(Array("{\"t\": \"\u{1F600}\"}\n".utf8)) == nil)
        #expect(place([]) == nil)
    }

    @Test("an error in a file with CRLF or CR line ends is at the same line and column as with LF")
    func lineEnds() {
        for end in ["\n", "\r\n", "\r"] {
            let text = ["{", "  \"a\": 1", "  \"b\": 2", "}"].joined(separator: end)
            #expect(inputError { try JSONParser.parse(text, file: "s.json") } == "s.json:3:3: expected ',' or '}', found '\"'",
                    "line end \(end.debugDescription)")
        }
    }

    @Test("a key given twice in one object is an error, not last-one-wins: the same bytes, the same string by escapes, in a large object")
    func duplicateKeys() {
        #expect(inputError { try JSONParser.parse(#"{"x": 1, "x": 2}"#, file: "d.json") }
                == #"d.json:1:10: expected a key not already in this object, found a second "x""#)
        #expect(inputError { try JSONParser.parse(#"{"x": 1, "\u0078": 2}"#, file: "d.json") }
                == #"d.json:1:10: expected a key not already in this object, found a second "x""#)
        let large = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(inputError { try JSONParser.parse("{\(large), \"k7\": 0}", file: "d.json") }
                == #"d.json:1:\#(large.utf8.count + 4): expected a key not already in this object, found a second "k7""#)
    }

    @Test("every number spelling reads as the Double the standard library reads: integers, decimals, leading zeros, 15 to 19 digits, exponents, signs")
    func numbersAgreeWithTheStandardLibrary() throws {
        for seed in UInt64(1)...2_000 {
            var random = SeededGenerator(seed: seed)
            let digits = "0123456789"
            func run(_ count: Int) -> String { String((0..<count).map { _ in digits.randomElement(using: &random)! }) }
            var text = Bool.random(using: &random) ? "-" : ""
            let whole = run(Int.random(in: 1...19, using: &random))
            text += whole.count > 1 && whole.first == "0" ? "0" : whole
            if Bool.random(using: &random) { text += "." + run(Int.random(in: 1...19, using: &random)) }
            if Int.random(in: 0..<4, using: &random) == 0 {
                text += ["e", "E"].randomElement(using: &random)! + ["", "+", "-"].randomElement(using: &random)! + String(Int.random(in: 0...40, using: &random))
            }
            let value = try JSONParser.parse("[\(text)]", file: "n.json")
            let expected = Double(text)!
            #expect(value == .array([.number(expected)]) && (value.debugNumber?.sign == expected.sign),
                    "seed \(seed): \(text) read as \(value), the standard library reads \(expected)")
        }
    }

    @Test("2,000 seeded random documents (escapes, non-ASCII and empty keys, nesting) read back as written, and every member is found by its key and no other")
    func randomDocumentsRoundTrip() throws {
        for seed in UInt64(1)...2_000 {
            var random = SeededGenerator(seed: seed)
            let value = Self.randomValue(depth: 0, using: &random)
            let text = value.text
            #expect(try JSONParser.parse(text, file: "r.json") == value, "seed \(seed): \(text)")
            let node = try JSONNode(parsing: text, file: "r.json")
            guard case .object(let members) = value else { continue }
            #expect(try node.keys() == members.map(\.key), "seed \(seed)")
            for member in members {
                #expect(try node.member(member.key)?.value == member.value, "seed \(seed): \(member.key.debugDescription)")
            }
            for absent in ["", "zz", "k", "é", "\u{0}"] where !members.contains(where: { $0.key == absent }) {
                #expect(try node.member(absent) == nil, "seed \(seed): \(absent.debugDescription)")
            }
        }
    }

    static func randomString(using random: inout SeededGenerator) -> String {
        let pieces = ["a", "k", "z", "é", "😀", "\"", "\\", "\n", "\u{0}", "\u{1F}", "/", " ", "e\u{301}"]
        return (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    static func randomValue(depth: Int, using random: inout SeededGenerator) -> JSONValue {
        switch Int.random(in: depth < 4 ? 0...6 : 0...4, using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .number(Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / [1, 10, 1000, 3].randomElement(using: &random)!)
        case 3, 4: return .string(randomString(using: &random))
        case 5: return .array((0..<Int.random(in: 0...5, using: &random)).map { _ in randomValue(depth: depth + 1, using: &random) })
        default:
            var members: [JSONValue.Member] = []
            for _ in 0..<Int.random(in: 0...20, using: &random) {
                let key = randomString(using: &random)
                if !members.contains(where: { $0.key == key }) { members.append(.init(key, randomValue(depth: depth + 1, using: &random))) }
            }
            return .object(members)
        }
    }

    @Test("nesting deeper than the limit is refused instead of overflowing the stack")
    func deepNesting() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(inputError { try JSONParser.parse(deep, file: "deep.json") } == "deep.json:1:257: expected at most 256 levels of nesting, found '['")
    }
}

private extension JSONValue {
    /// The number in a one-element array, to compare signs (`-0` against `0`).
    var debugNumber: Double? {
        if case .array(let items) = self, case .number(let n)? = items.first { n } else { nil }
    }
}
