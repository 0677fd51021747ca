import DropEngine
import DropGeometry
import Runtime
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

    /// The lines of replaying `trace`, whose `play` lines play `recording` (W3C actions).
    func replay(_ trace: String, playing recording: String) throws -> [String] {
        let parsed = try NativeTrace.parse(trace, file: "p.trace") { options throws(InputError) in
            try WebDriverActions.parse(recording, file: options.path)
        }
        var replayer = try Replayer(trace: parsed, scene: .todo)
        var lines: [String] = []
        try replayer.runToEnd { lines.append($0.textLine) }
        return lines
    }

    @Test("a finger pressed before a played recording is still down after it, where it was: a release without x y drops there")
    func pointersOutlastAPlayedRecording() throws {
        let pause = #"{"actions": [{"type": "none", "id": "wait", "actions": [{"type": "pause", "duration": 50}]}]}"#
        let lines = try replay("scene todo\n0 down 1 touch 250 92\n+10 play pause.json\n+500 up 1\n", playing: pause)
        #expect(lines == [
            "      0 ms   p1  press on t1 (long-press until 300 ms)",
            "    300 ms   p1  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow",
            "    300 ms   p1  over list: accepts, slot 0",
            "    560 ms   p1  dropped task(t1) on list at slot 0 — haptic: light, settle (spring, 200 ms)",
            "    560 ms       applied: reorder t1 to 0",
        ], "\(lines)")
    }

    @Test("a pointer a played W3C recording acts on is forgotten: a later release of it must say where it is")
    func pointersTouchedByAPlayedRecording() throws {
        let move = #"{"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerMove", "x": 700, "y": 500}]}]}"#
        let played = try WebDriverActions.parse(move, file: "move.json")
        guard case .actions(let tick)? = played.steps.first?.kind, let pointer = tick.actions.first?.pointer.rawValue else {
            Issue.record("expected a tick of actions, found \(played.steps)")
            return
        }
        #expect(inputError { try NativeTrace.parse("scene todo\n0 down \(pointer) touch 250 92\n+10 play move.json\n+10 up \(pointer)\n", file: "p.trace") { options throws(InputError) in
            try WebDriverActions.parse(move, file: options.path)
        } } == "p.trace:4:8: expected x y, or a pointer with a known position, found pointer \(pointer) with none")
    }
}
