import DropEngine
import TestSupport
import Testing
@testable import Replay

/// The W3C reader keeps the sources still going in a list that shrinks as they end, so a tick
/// looks at its own actions only. Checked against the spec's transposition written plainly:
/// tick i holds the i-th action of every source longer than i, in source order.
@Suite("W3C ticks")
struct ActionTicksTests {
    @Test("each tick holds the i-th action of every source longer than i, in source order, and lasts its longest duration: equal to a transposition of every source, over 300 seeded files of 1 to 3 bodies")
    func ticksEqualATransposition() throws {
        for seed in 0..<300 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var lines: [String] = []
            var expected: [String] = []
            var now: Int64 = 0
            // A pool of ids: each keeps its type from body to body, as the spec requires.
            let types = ["none", "pointer", "key"]
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let ids = Array((0..<12).shuffled(using: &random).prefix(Int.random(in: 0...12, using: &random)))
                var sources: [(id: String, actions: [(json: String, duration: Int64?)])] = []
                for k in ids {
                    var actions: [(json: String, duration: Int64?)] = []
                    for _ in 0..<Int.random(in: 0...8, using: &random) {
                        let duration: Int64? = Bool.random(using: &random) ? Int64.random(in: 0...20, using: &random) : nil
                        let pause = duration.map { #"{"type": "pause", "duration": \#($0)}"# } ?? #"{"type": "pause"}"#
                        switch (types[k % 3], Int.random(in: 0..<3, using: &random)) {
                        case (_, 0), ("none", _): actions.append((pause, duration))
                        case ("pointer", 1):
                            let x = Int.random(in: 0...800, using: &random), y = Int.random(in: 0...600, using: &random)
                            let json = #"{"type": "pointerMove", "x": \#(x), "y": \#(y)\#(duration.map { ", \"duration\": \($0)" } ?? "")}"#
                            actions.append((json, duration))
                        case ("pointer", _): actions.append((#"{"type": "pointerUp", "button": 1}"#, nil))
                        default: actions.append((#"{"type": "keyUp", "value": "a"}"#, nil))
                        }
                    }
                    sources.append(("s\(k)", actions))
                }
                let json = sources.map { source in
                    let parameters = types[Int(source.id.dropFirst())! % 3] == "pointer" ? #", "parameters": {"pointerType": "touch"}"# : ""
                    return #"{"type": "\#(types[Int(source.id.dropFirst())! % 3])", "id": "\#(source.id)"\#(parameters), "actions": [\#(source.actions.map(\.json).joined(separator: ", "))]}"#
                }
                lines.append(#"{"actions": [\#(json.joined(separator: ", "))]}"#)
                // The transposition, written plainly: every source asked at every tick.
                let length = sources.map(\.actions.count).max() ?? 0
                for i in 0..<length {
                    let held = sources.indices.filter { i < sources[$0].actions.count }
                    let duration = held.compactMap { sources[$0].actions[i].duration }.max() ?? 0
                    expected.append("\(now) +\(duration): " + held.map { "\(sources[$0].id) actions[\($0)].actions[\(i)]" }.joined(separator: " "))
                    now += duration * 1_000
                }
            }
            let trace = try WebDriverActions.parse(lines.joined(separator: "\n"), file: "w.jsonl")
            let ticks = trace.steps.map { step -> String in
                guard case .actions(let tick) = step.kind else { return "not a tick" }
                return "\(tick.start.microseconds) +\(tick.duration.microseconds / 1_000): " + tick.actions.map { "\($0.source) \($0.path)" }.joined(separator: " ")
            }
            #expect(ticks == expected, "seed \(seed)")
            if ticks != expected { return }
        }
    }
}
