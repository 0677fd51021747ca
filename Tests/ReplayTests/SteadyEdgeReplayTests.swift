import DropEngine
import Foundation
import Replay
import Runtime
import Testing

/// The kiosk trial's traces (a cheap capacitive panel jittering 2–6 points), shrunk: before, the
/// target flipped under a resting finger; after, it stays. The same traces ship in Demo/traces
/// with their expectations (`kiosk-*.trace`, `steady-slot-back-from-edge.trace`).
@Suite("Steady targets under a jittering finger, replayed")
struct SteadyEdgeReplayTests {
    private static func lines(_ text: String, scene: Scene) throws -> [String] {
        var replayer = try Replayer(trace: try NativeTrace.parse(text, file: "k.trace"), scene: scene)
        var lines: [String] = []
        try replayer.runToEnd { lines.append($0.textLine) }
        return lines
    }

    /// Demo/scenes/kiosk.json: the list (x < 480) beside Complete (x ≥ 480) sharing its edge,
    /// both with `"edgeHysteresis": 6`; or, with `band` 0, as the trial had it (no key).
    private static func kiosk(band: Double = 6) throws -> Scene {
        var scene = try Scene.decode(try demoFile("scenes/kiosk.json"), file: "kiosk.json")
        #expect(scene.receivers.map(\.edgeHysteresis) == [6, 6, 0, 0])
        for i in 0..<2 { scene.receivers[i].edgeHysteresis = band }
        return scene
    }

    static let sharedEdge = """
        0    down 1 touch 250 92
        +300 move 1 478 170 over 100
        +20  move 1 481 170
        +20  move 1 479 170
        +20  move 1 482 170
        +10  up 1 480 170
        """

    @Test("a finger resting on the edge the list shares with Complete flips the target at every sample without edgeHysteresis, and completes the task on the last pixel")
    func sharedEdgeFlipsWithout() throws {
        #expect(try Self.lines(Self.sharedEdge, scene: try Self.kiosk(band: 0)) == [
            "      0 ms   p1  press on k1 (long-press until 300 ms)",
            "    300 ms   p1  drag started: k1 — haptic: medium, lift, opacity 0.7, shadow",
            "    300 ms   p1  over list: accepts, slot 0",
            "    310 ms   p1  over list: slot 1",
            "    370 ms   p1  over list: slot 2",
            "    420 ms   p1  left list",
            "    420 ms   p1  over complete: accepts",
            "    440 ms   p1  left complete",
            "    440 ms   p1  over list: accepts, slot 2",
            "    460 ms   p1  left list",
            "    460 ms   p1  over complete: accepts",
            "    470 ms   p1  dropped task(k1) on complete — haptic: light, settle (spring, 200 ms)",
            "    470 ms       applied: complete k1",
        ])
    }

    @Test("with 6 points of edge hysteresis the list stays the target across the shared edge and the release reorders")
    func sharedEdgeSteadyWith() throws {
        #expect(try Self.lines(Self.sharedEdge, scene: try Self.kiosk()) == [
            "      0 ms   p1  press on k1 (long-press until 300 ms)",
            "    300 ms   p1  drag started: k1 — haptic: medium, lift, opacity 0.7, shadow",
            "    300 ms   p1  over list: accepts, slot 0",
            "    310 ms   p1  over list: slot 1",
            "    370 ms   p1  over list: slot 2",
            "    470 ms   p1  dropped task(k1) on list at slot 2 — haptic: light, settle (spring, 200 ms)",
            "    470 ms       applied: reorder k1 to 2",
        ])
    }

    static let bottomEdge = """
        0    down 1 touch 250 92
        +300 move 1 650 199 over 100
        +20  move 1 650 201
        +20  move 1 650 198
        +20  move 1 650 202
        +10  up 1 650 201
        """

    @Test("a release 1 point below Complete's bottom edge, after a finger jittering on it, cancels without edgeHysteresis and completes with it")
    func bottomEdge() throws {
        #expect(try Self.lines(Self.bottomEdge, scene: try Self.kiosk(band: 0)).suffix(5) == [
            "    360 ms   p1  over complete: accepts",
            "    420 ms   p1  left complete",
            "    440 ms   p1  over complete: accepts",
            "    460 ms   p1  left complete",
            "    470 ms   p1  cancelled k1: releasedOutside — returnToOrigin (easeInOut, 250 ms)",
        ])
        #expect(try Self.lines(Self.bottomEdge, scene: try Self.kiosk()).suffix(3) == [
            "    360 ms   p1  over complete: accepts",
            "    470 ms   p1  dropped task(k1) on complete — haptic: light, settle (spring, 200 ms)",
            "    470 ms       applied: complete k1",
        ])
    }

    @Test("a finger leaving the list's side for one sample comes back at the slot the hysteresis held and drops there, where it came back at slot 2")
    func slotKeptAcrossABriefExit() throws {
        let text = "0 down 1 touch 460 92\n+300 move 1 478 144 over 100\n+20 move 1 481 143\n+20 move 1 478 144\n+20 up 1 478 143\n"
        #expect(try Self.lines(text, scene: .todo) == [
            "      0 ms   p1  press on t1 (long-press until 300 ms)",
            "    300 ms   p1  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow",
            "    300 ms   p1  over list: accepts, slot 0",
            "    310 ms   p1  over list: slot 1",
            "    420 ms   p1  left list",
            "    440 ms   p1  over list: accepts, slot 1",
            "    460 ms   p1  dropped task(t1) on list at slot 1 — haptic: light, settle (spring, 200 ms)",
            "    460 ms       unchanged: reorder t1 to 1 (already so: nothing to do)",
        ])
    }

    @Test("Trash in its region (parent, sticky) stays the target as a finger jitters across its bottom edge, and a release just outside trashes the task")
    func stickyTrash() throws {
        let text = "0 down 1 touch 250 92\n+300 move 1 600 399 over 100\n+20 move 1 600 401\n+20 move 1 600 398\n+20 move 1 600 402\n+10 up 1 600 401\n"
        #expect(try Self.lines(text, scene: try Self.kiosk()).suffix(4) == [
            "    370 ms   p1  left list",
            "    380 ms   p1  over trash: accepts",
            "    470 ms   p1  dropped task(k1) on trash — haptic: light, settle (spring, 200 ms)",
            "    470 ms       applied: trash k1",
        ])
    }

    @Test("--explain says the target was kept within its edge hysteresis, and how far outside the pointer is; JSON says it too")
    func explanation() throws {
        var replayer = try Replayer(trace: try NativeTrace.parse("0 down 1 touch 250 92\n+300 move 1 650 150\n+20 up 1 650 204\n", file: "k.trace"),
                                    scene: try Self.kiosk(), explain: true)
        let kept = try replayer.runCollecting().filter { $0.explanation != nil }.last!
        #expect(kept.explanationLines == [
            "candidates at 650,204 for task(k1), topmost first:",
            "  (none under the pointer)",
            "  complete [complete, z 0]: accepts, kept: the pointer is 4 points outside it, within its edge hysteresis (6)  <- target",
        ])
        #expect(kept.json.text.contains(#""reach":"edgeBand","outside":4,"edgeHysteresis":6}],"winner":"complete""#), "\(kept.json.text)")
    }

    @Test("--explain of a target kept with the pointer on its bottom edge says it is on its edge, just outside it, not 0 points outside")
    func explanationOnTheEdge() throws {
        var replayer = try Replayer(trace: try NativeTrace.parse("0 down 1 touch 250 92\n+300 move 1 650 150\n+20 up 1 650 200\n", file: "k.trace"),
                                    scene: try Self.kiosk(), explain: true)
        let kept = try replayer.runCollecting().filter { $0.explanation != nil }.last!
        #expect(kept.explanationLines.last
                == "  complete [complete, z 0]: accepts, kept: the pointer is on its edge, just outside it, within its edge hysteresis (6)  <- target")
        #expect(kept.json.text.contains(#""reach":"edgeBand","outside":0,"edgeHysteresis":6}],"winner":"complete""#), "\(kept.json.text)")
    }
}
