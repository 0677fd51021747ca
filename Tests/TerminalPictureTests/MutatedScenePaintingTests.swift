import DropEngine
import DropGeometry
import Replay
import Runtime
import Testing
import TestSupport
import TerminalPicture

/// The painter against damaged input: seeded mutations of the todo scene and of a two-finger
/// drag trace, each replayed step by step and painted after every step at three terminal
/// sizes, as the demo does. (Found this way: a receiver 10^308 wide trapped converting its
/// edge to a cell; one 10^9 wide hung painting cells off the screen.)
@Suite("Painting mutated scenes")
struct MutatedScenePaintingTests {
    static let trace = """
        0     down 1 touch 250 92
        +350  move 1 650 150 over 300
        +0    down 2 mouse 600 500
        +50   move 2 300 300 over 100
        +100  up 1
        +10   up 2
        """

    /// Well-formed JSON numbers: far beyond any terminal yet within a scene's limit, tiny, and
    /// a few beyond the limit (refused).
    static let numbers = ["1e9", "-1e9", "999999999.5", "123456789", "1e9", "-1e9", "0", "-0", "0.5", "1e-300", "1e308"]
    /// Pointer positions (and times) far beyond the scene.
    static let positions = ["99999999999999999999", "1000000000000", "0", "5"]

    @Test("500 seeded mutations of the todo scene and a drag trace paint at every step, or are refused")
    func mutantsPaint() {
        let seed: UInt64 = 20_261_122
        var rng = SeededGenerator(seed: seed)
        let sizes = [(80, 24), (12, 5), (3, 2)]
        var painted = 0, refused = 0
        for i in 0..<500 {
            // Mostly numbers made extreme (the files still parse), sometimes any damage.
            var sceneText = Scene.todoJSON, traceText = Self.trace
            switch Int.random(in: 0..<8, using: &rng) {
            case 0..<5: sceneText = TextMutation.replaceNumbers(sceneText, with: Self.numbers, &rng)
            case 5: traceText = TextMutation.replaceNumbers(traceText, with: Self.positions, &rng)
            case 6: traceText = TextMutation.mutate(traceText, &rng)
            default: sceneText = TextMutation.mutate(sceneText, &rng)
            }
            let replayer: Replayer
            do throws(InputError) {
                replayer = try Replayer(trace: try NativeTrace.parse(traceText, file: "drag.trace"),
                                        scene: try Scene.decode(sceneText, file: "todo.json"))
            } catch {
                refused += 1
                continue
            }
            var playing = replayer
            var steps = 0
            while !playing.isFinished {
                do { _ = try playing.step() } catch {
                    refused += 1 // A mutated scene whose task ids collide with its sources' stops with an error, not a trap.
                    break
                }
                var overlay = BoardPainter.Overlay()
                let engine = playing.runtime.engine
                for pointer in engine.activePointers {
                    if let drag = engine.drag(of: pointer) { overlay.pointers[pointer] = drag.position }
                }
                for (width, height) in sizes {
                    let picture = BoardPainter(width: width, height: height).paint(playing.runtime, overlay: overlay)
                    #expect(picture.width == width && picture.height == height, "seed \(seed), mutant \(i)")
                }
                steps += 1
            }
            painted += steps > 0 ? 1 : 0
        }
        // Both outcomes are exercised, or the mutations test nothing.
        #expect(painted > 150, "seed \(seed): only \(painted) mutants painted (\(refused) refused)")
        #expect(refused > 50, "seed \(seed): only \(refused) mutants refused")
    }
}
