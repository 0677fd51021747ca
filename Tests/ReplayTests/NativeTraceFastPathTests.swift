import DropEngine
import DropGeometry
import Replay
import Runtime
import Testing
import TestSupport

/// A line of plain ASCII is read byte by byte; any other line by `Character`s. Both must read the
/// same statements the same way, errors and their columns included.
@Suite("Native traces read byte by byte")
struct NativeTraceFastPathTests {
    @Test("2,000 seeded random lines read the same as ASCII and with a no-break space at the end, which sends them the long way")
    func asciiLinesReadAsCharacterLinesDo() {
        var rng = SeededGenerator(seed: 7)
        for case_ in 0..<2_000 {
            let line = randomLine(&rng)
            let ascii = result("0 down 1 mouse 10 10\n" + line)
            let long = result("0 down 1 mouse 10 10\n" + line + "\u{00A0}")
            switch (ascii, long) {
            case (.success(let a), .success(let b)):
                #expect(a.steps == b.steps, "case \(case_): \(line.debugDescription)")
            case (.failure(let a), .failure(let b)):
                // An error at the end of the line names a column one further on the longer line.
                let sameExceptEnd = a.expected == b.expected && a.found == b.found && a.found == "the end of the line"
                #expect(a == b || sameExceptEnd, "case \(case_): \(line.debugDescription): \(a) against \(b)")
            default:
                Issue.record("case \(case_): \(line.debugDescription) read as \(ascii) byte by byte but \(long) by characters")
            }
        }
    }

    @Test("coordinates read byte by byte are the Double the text spells, bit for bit, on 5,000 seeded spellings")
    func coordinatesMatchDoubleParsing() {
        var rng = SeededGenerator(seed: 11)
        var read = 0
        defer { #expect(read > 2_500, "only \(read) of the numbers were read") }
        for case_ in 0..<5_000 {
            let x = randomNumber(&rng)
            switch result("0 down 1 mouse \(x) 0\n") {
            case .success(let trace):
                guard case .input(.pointerDown(let event))? = trace.steps.first?.kind else {
                    Issue.record("case \(case_): \(x) gave \(trace.steps)")
                    continue
                }
                let expected = Double(x)
                read += 1
                #expect(expected?.bitPattern == event.position.x.bitPattern, "case \(case_): \(x) read as \(event.position.x), Double says \(String(describing: expected))")
            case .failure(let error):
                // Beyond the scene's limit is refused too, as a scene's coordinates are.
                let refused = Double(x).map { !$0.isFinite || abs($0) > Scene.coordinateLimit } ?? true
                #expect(refused || x.contains(where: { !"0123456789+-.eE".contains($0) }), "case \(case_): \(x) refused: \(error)")
            }
        }
    }

    @Test("3,000 seeded traces of pointer event lines, near-valid and not, read the same straight from the bytes as through the general reader")
    func eventLinesReadAsTheGeneralReaderReadsThem() {
        var rng = SeededGenerator(seed: 31)
        var read = 0
        defer { #expect(read > 600, "only \(read) of the traces were read without an error") }
        for case_ in 0..<3_000 {
            let lines = (0..<Int.random(in: 1...6, using: &rng)).map { _ in randomEventLine(&rng) }
            // A no-break space at the end of each line sends it the general way; it reads as a space.
            let plain = result(lines.joined(separator: "\n"))
            let general = result(lines.map { $0 + "\u{00A0}" }.joined(separator: "\n"))
            switch (plain, general) {
            case (.success(let a), .success(let b)):
                #expect(a.steps == b.steps, "case \(case_): \(lines)")
                read += 1
            case (.failure(let a), .failure(let b)):
                let sameExceptEnd = a.expected == b.expected && a.found == b.found && a.found == "the end of the line"
                #expect(a == b || sameExceptEnd, "case \(case_): \(lines): \(a) against \(b)")
            default:
                Issue.record("case \(case_): \(lines) read as \(plain) from the bytes but \(general) by the general reader")
            }
        }
    }

    /// A pointer event line, valid four times in five, and otherwise off by one word or space.
    private func randomEventLine(_ rng: inout SeededGenerator) -> String {
        func pick(_ words: [String]) -> String { words.randomElement(using: &rng)! }
        let valid = Int.random(in: 0..<5, using: &rng) > 0
        var words: [String] = []
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: break
        case 1, 2: words.append("+" + String(Int.random(in: 0...999, using: &rng)))
        case 3: words.append(pick(["@", ""]) + String(Int.random(in: 0...3_000, using: &rng)))
        default: words.append(valid ? "+16" : pick(["+999999999999", "+1000000000000", "+1.5", "@", "+", "+-3", "0x10", "+0009"]))
        }
        let verb = pick(["down", "move", "move", "up"])
        words.append(valid ? verb : pick(["Down", "mov", "upp", verb]))
        words.append(valid ? pick(["1", "2", "0", "123456789"]) : pick(["1234567890", "-1", "a", "01"]))
        if verb == "down" && Bool.random(using: &rng) { words.append(valid ? pick(["touch", "mouse", "pen"]) : "finger") }
        let coordinates = valid ? (verb == "up" && Bool.random(using: &rng) ? 0 : 2) : Int.random(in: 0...3, using: &rng)
        for _ in 0..<coordinates {
            words.append(valid ? pick(["250", "92.5", "-3", "+4", "0.125", "123456789.012345", "1e3", "1.0000000000000001"])
                               : pick(["0.", ".5", "nan", "x", "over", "#", "#c", "1e400", "123456789012345"]))
        }
        let spaces = valid ? [" ", " ", "  ", "\t"] : [" ", "\t", "\u{0B}"]
        var line = words.map { $0 + spaces.randomElement(using: &rng)! }.joined()
        if Bool.random(using: &rng) { line.removeLast() }
        return line
    }

    private func result(_ text: String) -> Result<Trace, InputError> {
        do { return .success(try NativeTrace.parse(text, file: "t.trace")) } catch { return .failure(error) }
    }

    private func randomNumber(_ rng: inout SeededGenerator) -> String {
        // Mostly within the scene's limit (nine digits), else up to nineteen (refused).
        let digits = (0..<Int.random(in: 0...(Int.random(in: 0..<4, using: &rng) > 0 ? 9 : 19), using: &rng)).map { _ in String(Int.random(in: 0...9, using: &rng)) }.joined()
        let fraction = (0..<Int.random(in: 0...8, using: &rng)).map { _ in String(Int.random(in: 0...9, using: &rng)) }.joined()
        var text = ["", "-", "+", "--"].randomElement(using: &rng)! + digits
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: text += "." + fraction
        case 1: text += "."
        case 2: text += "e" + String(Int.random(in: -320...320, using: &rng))
        case 3: text += "." + fraction + "E" + String(Int.random(in: -5...5, using: &rng))
        default: break
        }
        return text.isEmpty ? "0" : text
    }

    private func randomLine(_ rng: inout SeededGenerator) -> String {
        let words: [String] = [
            "+\(Int.random(in: 0...500, using: &rng))", "@\(Int.random(in: 0...500, using: &rng))",
            String(Int.random(in: 0...500, using: &rng)), "+1.5", "+0.0005", "move", "up", "down", "cancel",
            "pause", "over", "touch", "mouse", "pen", "escape", "1", "2", "250", "92.5", "-3", "1e3", "x",
            "expect", "completed", "0", "#", "# note", "scene", "todo",
        ]
        let spaces = [" ", "  ", "\t", " \t ", "\u{0B}", "\u{0C}"]
        var line = Int.random(in: 0..<3, using: &rng) == 0 ? spaces.randomElement(using: &rng)! : ""
        for _ in 0..<Int.random(in: 0...7, using: &rng) {
            line += words.randomElement(using: &rng)! + spaces.randomElement(using: &rng)!
        }
        return line
    }
}
