import Foundation
import Testing
import TestSupport
@testable import Replay
import Runtime

/// Seeded mutations of the shipped traces and scenes: characters changed, cut and copied, lines
/// repeated and swapped, numbers swapped for extreme ones. Each mutant must either parse and
/// replay to the end, or be refused with an `InputError` that names the file — never crash or
/// hang. (Found this way: `move … over 4294967296` sampled for hours; W3C pauses adding up past
/// `Int64` trapped.)
@Suite("Mutated inputs")
struct MutatedInputTests {
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
            let text = TextMutation.mutate(original, &rng)
            do throws(InputError) {
                var replayer: Replayer
                if name.hasPrefix("scenes/") {
                    replayer = try Replayer(trace: drag, scene: try Scene.decode(text, file: name))
                } else if name.hasSuffix(".json") {
                    replayer = try Replayer(trace: try WebDriverActions.parse(text, file: name), scene: .todo)
                } else {
                    replayer = try Replayer(trace: try NativeTrace.parse(text, file: name), scene: .todo)
                }
                do { try replayer.runToEnd() } catch {
                    refused += 1 // A mutated scene whose task ids collide with its sources' is refused with its path.
                    #expect(error.description.hasPrefix(name), "seed \(seed), mutant \(i) of \(name): \(error.description)")
                    continue
                }
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
