/// Seeded random edits of a text file, for tests that feed damaged input to a parser or a
/// painter: characters changed, cut and copied, lines repeated and swapped, numbers (runs of
/// digits) swapped for extreme or malformed ones.
public enum TextMutation {
    public static let extremes = ["1e308", "-1", "nan", "inf", "-0", "0", "1", "0.5", "1.2345", "99999999999999999999",
                                  "18446744073709551616", "9223372036854775807", "4294967296", "999999999999", "1000000000000",
                                  "0x10", "", "-", "+1", "@3", "\"\"", "null", "[]", "{}"]

    /// One to four random edits of `text`.
    public static func mutate(_ text: String, _ rng: inout SeededGenerator) -> String {
        var s = Array(text)
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let at = s.isEmpty ? 0 : Int.random(in: 0..<s.count, using: &rng)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0 where !s.isEmpty:
                s[at] = Character(UnicodeScalar(UInt8.random(in: 32...126, using: &rng)))
            case 1 where !s.isEmpty:
                s.removeSubrange(at..<min(s.count, at + Int.random(in: 1...20, using: &rng)))
            case 2:
                // A number (from a random digit to the end of its run of digits) becomes an extreme value.
                guard let start = s.indices.filter({ s[$0].isASCII && s[$0].isNumber }).randomElement(using: &rng) else { continue }
                var end = start
                while end < s.count, s[end].isASCII, s[end].isNumber || s[end] == "." { end += 1 }
                s.replaceSubrange(start..<end, with: Array(extremes.randomElement(using: &rng)!))
            case 3:
                var lines = String(s).split(separator: "\n", omittingEmptySubsequences: false)
                let line = lines.randomElement(using: &rng)!
                lines.insert(line, at: Int.random(in: 0...lines.count, using: &rng))
                s = Array(lines.joined(separator: "\n"))
            case 4:
                var lines = String(s).split(separator: "\n", omittingEmptySubsequences: false)
                lines.swapAt(Int.random(in: 0..<lines.count, using: &rng), Int.random(in: 0..<lines.count, using: &rng))
                s = Array(lines.joined(separator: "\n"))
            default:
                let piece = s.isEmpty ? [] : Array(s[at..<min(s.count, at + Int.random(in: 1...40, using: &rng))])
                s.insert(contentsOf: piece, at: Int.random(in: 0...s.count, using: &rng))
            }
        }
        return String(s)
    }

    /// One to four whole numbers of `text` (a sign, digits and a decimal point, not inside a word)
    /// replaced by picks from `values`: damage that keeps a file's syntax when `values` are
    /// well-formed numbers.
    public static func replaceNumbers(_ text: String, with values: [String], _ rng: inout SeededGenerator) -> String {
        var s = Array(text)
        func isPart(_ c: Character) -> Bool { c.isASCII && (c.isNumber || c == "." || c == "-") }
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let starts = s.indices.filter { i in
                s[i].isASCII && (s[i].isNumber || s[i] == "-") && (i == 0 || !(s[i - 1].isLetter || isPart(s[i - 1])))
            }
            guard let start = starts.randomElement(using: &rng) else { break }
            var end = start + 1
            while end < s.count, isPart(s[end]) { end += 1 }
            s.replaceSubrange(start..<end, with: Array(values.randomElement(using: &rng)!))
        }
        return String(s)
    }
}
