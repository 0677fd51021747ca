import DropEngine
import DropGeometry
import Foundation
import Replay
import Runtime
import TaskModel
import Testing

@Suite("Auto-scroll and steady targets, replayed")
struct SteadyReplayTests {
    /// Replays `text` step by step and records, at every input fed (written or a deadline's
    /// tick), the list's scroll offset; returns them by time with the applied actions.
    private func scrollSeries(_ text: String, scene: Scene, step: Interval) throws -> (offsets: [Int64: Double], actions: [TaskAction]) {
        var replayer = try Replayer(trace: try NativeTrace.parse(text, file: "scroll.trace", step: step), scene: scene)
        var offsets: [Int64: Double] = [:]
        var actions: [TaskAction] = []
        while !replayer.isFinished {
            for event in try replayer.step() {
                if case .applied(let action, _) = event.kind { actions.append(action) }
            }
            if let input = replayer.lastInput { offsets[input.time.microseconds] = replayer.runtime.scrollOffset(of: "list") }
        }
        return (offsets, actions)
    }

    private static func longList() throws -> Scene {
        try Scene.decode(try demoFile("scenes/long-list.json"), file: "long-list.json")
    }

    @Test("a drag put at the bottom edge of a 200-task list scrolls at 900 points/s after the 400 ms ramp, reaches the end at the 11052 ms step and drops after task 200")
    func scrollToEndPredictably() throws {
        let text = "0 down 1 touch 250 92\n@300 move 1 250 570\n@11100 up 1\n"
        let (offsets, actions) = try scrollSeries(text, scene: try Self.longList(), step: Trace.interpolationStep)
        #expect(actions == [.reorder(TaskID("t1"), slot: 200)])
        // The ramp: 900 · u² / 0.8 s for u ≤ 0.4 s after 300 ms; then 180 + 900 · (u − 0.4).
        #expect(offsets[316_000].map { abs($0 - 900 * 0.016 * 0.016 / 0.8) < 1e-9 } == true)
        #expect(offsets[700_000].map { abs($0 - 180) < 1e-9 } == true)
        #expect(offsets[5_308_000].map { abs($0 - (180 + 900 * 4.608)) < 1e-6 } == true)
        #expect(offsets[11_036_000].map { abs($0 - 9482.4) < 1e-6 } == true)
        #expect(offsets[11_052_000] == 9494)
        // No tick after the end: nothing left to scroll.
        #expect(offsets.keys.filter { $0 > 11_052_000 }.sorted() == [11_100_000])
    }

    @Test("the same drag sampled at 1 kHz and at 60 Hz scrolls within one row at every common instant and drops at the same slot")
    func resamplingAgrees() throws {
        let text = "0 down 1 touch 250 92\n@300 move 1 250 570 over 400\n@12000 up 1\n"
        let scene = try Self.longList()
        let fast = try scrollSeries(text, scene: scene, step: .milliseconds(1))
        let slow = try scrollSeries(text, scene: scene, step: Interval(microseconds: 16_667))
        #expect(fast.actions == [.reorder(TaskID("t1"), slot: 200)])
        #expect(slow.actions == fast.actions)
        let common = Set(fast.offsets.keys).intersection(slow.offsets.keys).sorted()
        #expect(common.count > 600) // every 16 ms tick after the move, in both
        var largest = 0.0
        for t in common { largest = max(largest, abs(fast.offsets[t]! - slow.offsets[t]!)) }
        #expect(largest < 50, "offsets differ by \(largest) points, a row is 50")
        #expect(fast.offsets[12_000_000] == 9494 && slow.offsets[12_000_000] == 9494)
    }

    @Test("on the N-Trig recording's resting finger today's engine (no hysteresis) flips the slot eight times; the default 4 points flips none")
    func jitterFlipsWithoutHysteresis() throws {
        var scene = try Scene.decode(try demoFile("recordings/jitter.json"), file: "jitter.json")
        func slotChanges(_ scene: Scene) throws -> [Int] {
            let recording = try demoFile("recordings/evemu-devices/N-Trig-MultiTouch.1-finger-drag-NW-SE.events")
            let trace = try EvdevRecording.parse(recording, file: "ntrig.events",
                                                 description: (try demoFile("recordings/evemu-devices/N-Trig-MultiTouch.desc"), "N-Trig-MultiTouch.desc"),
                                                 mapping: EvdevRecording.Mapping(viewport: scene.viewport))
            var replayer = try Replayer(trace: trace, scene: scene)
            return try replayer.runCollecting().compactMap { event in
                if case .engine(.movedWithin(_, let location, _)) = event.kind { location.topLevelIndex } else { nil }
            }
        }
        #expect(try slotChanges(scene) == [4])
        scene.receivers[0].hysteresis = 0
        #expect(try slotChanges(scene) == [4, 5, 4, 5, 4, 5, 4, 5, 4])
    }
}
