import Foundation
import Testing
import TestSupport
@testable import Replay

/// Seeded mutations of the shipped traces and scenes: characters changed, cut and copied, lines
/// repeated and swapped, numbers swapped for extreme ones. Each mutant must either parse and
/// replay to the end, or be refused with an `InputError` that names the file — never crash or
/// hang. (Found this way: `move … over 4294967296` sampled for hours; W3C pauses adding up past
/// `Int64` trapped.)
@Suite("Mutated inputs")
struct MutatedInputTests {
    static let extremes = ["1e308", "-1", "nan", "inf", "-0", "0", "1", "0.5", "1.2345", "99999999999999999999",
                           "18446744073709551616", "9223372036854775807", "4294967296", "999999999999", "1000000000000",
                           "0x10", "", "-", "+1", "@3", "\"\"", "null", "[]", "{}"]

    /// One to four random edits of `text`.
    static func mutate(_ text: String, _ rng: inout SeededGenerator) -> String {
        var s = Array(text)
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let at = s.isEmpty ? 0 : Int.random(in: 0..<s.count, using: &rng)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0 where !s.isEmpty:
                s[at] = Character(UnicodeScalar(UInt8.random(in: 32...126, using: &rng)))
            case 1 where !s.isEmpty:
                s.removeSubrange(at..<min(s.count, at + Int.random(in: 1...20, using: &rng)))
            case 2:
                // A number (a run of digits) becomes an extreme value.
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

    @Test("3,000 seeded mutations of the shipped traces and scenes each replay to the end or are refused with an InputError naming the file")
    func mutantsReplayOrAreRefused() throws {
        let seed: UInt64 = 20_261_121
        var rng = SeededGenerator(seed: seed)
        let traceNames = try FileManager.default.contentsOfDirectory(atPath: demoFolder.appendingPathComponent("traces").path).sorted()
        let traces = try traceNames.map { ("traces/" + $0, try demoFile("traces/" + $0)) }
        let scenes = try ["scenes/todo.json", "scenes/layered.json"].map { ($0, try demoFile($0)) }
        let drag = try NativeTrace.parse(try demoFile("traces/complete.trace"), file: "complete.trace")
        var replayed = 0, refused = 0
        for i in 0..<3_000 {
            let (name, original) = Int.random(in: 0..<4, using: &rng) == 0 ? scenes.randomElement(using: &rng)! : traces.randomElement(using: &rng)!
            let text = Self.mutate(original, &rng)
            do throws(InputError) {
                var replayer: Replayer
                if name.hasPrefix("scenes/") {
                    replayer = try Replayer(trace: drag, scene: try Scene.decode(text, file: name))
                } else if name.hasSuffix(".json") {
                    replayer = try Replayer(trace: try WebDriverActions.parse(text, file: name, scene: .todo), scene: .todo)
                } else {
                    replayer = try Replayer(trace: try NativeTrace.parse(text, file: name), scene: .todo)
                }
                replayer.runToEnd()
                replayed += 1
            } catch {
                refused += 1
                #expect(error.description.hasPrefix(name), "seed \(seed), mutant \(i) of \(name): \(error.description)")
            }
        }
        // Both outcomes are exercised, or the mutations are too weak (or too strong) to test anything.
        #expect(replayed > 300, "seed \(seed): only \(replayed) mutants replayed")
        #expect(refused > 300, "seed \(seed): only \(refused) mutants refused")
    }
}
