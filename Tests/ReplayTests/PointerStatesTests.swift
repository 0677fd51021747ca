import DropEngine
import DropGeometry
import TestSupport
import Testing
@testable import Replay

@Suite("Native trace parser: pointer states")
struct PointerStatesTests {
    @Test("pointer states agree with a dictionary over 300 seeded runs of reads, writes and removals across 1 to 40 pointers")
    func agreesWithADictionary() {
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            var states = PointerStates()
            var model: [Int: PointerState] = [:]
            let pointers = Int.random(in: 1...40, using: &random)
            for step in 0..<200 {
                let id = Int.random(in: 0..<pointers, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    let state = PointerState(kind: [.mouse, .touch, .pen].randomElement(using: &random)!,
                                             position: Point(x: Double(step), y: Double(id)))
                    states[id] = state
                    model[id] = state
                case 1:
                    states[id] = nil
                    model[id] = nil
                default:
                    let read = states[id]
                    #expect(read?.kind == model[id]?.kind && read?.position == model[id]?.position, "seed \(seed), step \(step), pointer \(id)")
                }
            }
            for id in 0..<pointers {
                let read = states[id]
                #expect(read?.kind == model[id]?.kind && read?.position == model[id]?.position, "seed \(seed), pointer \(id) at the end")
            }
        }
    }
}
