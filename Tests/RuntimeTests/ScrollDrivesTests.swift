@testable import DropEngine
import DropGeometry
@testable import Runtime
import TaskModel
import TestSupport
import Testing

/// The runtime tracks which dragging pointers drive a scrollable list from the pointers each
/// input touches, not by looking at every pointer down: checked against that full look.
@Suite("Auto-scroll drives")
struct ScrollDrivesTests {
    /// Two scrollable lists side by side and a trash below, rows picked up at once.
    static func scene() throws -> Scene {
        func tasks(_ prefix: String) -> String { (1...40).map { #"{"id": "\#(prefix)\#($0)", "title": "T\#($0)"}"# }.joined(separator: ", ") }
        func list(_ id: String, x: Int) -> String {
            """
            {"id": "\(id)", "frame": {"x": \(x), "y": 60, "width": 300, "height": 400}, "role": {"list": "\(id)"}, "accepts": ["task"],
             "scrollable": true, "rows": {"x": \(x + 10), "y": 70, "width": 280, "height": 40, "pitch": 50, "activation": "immediate"}}
            """
        }
        return try Scene.decode("""
            {"viewport": {"width": 800, "height": 700},
             "lists": [{"id": "a", "tasks": [\(tasks("a"))]}, {"id": "b", "tasks": [\(tasks("b"))]}],
             "receivers": [\(list("a", x: 20)), \(list("b", x: 400)),
                           {"id": "trash", "frame": {"x": 20, "y": 500, "width": 680, "height": 150}, "role": "trash", "accepts": ["task"]}]}
            """, file: "two-lists.json")
    }

    /// What the runtime did before: every pointer down looked at after every input.
    static func everyPointer(_ runtime: BoardRuntime, before: [PointerID: ScrollState.Drive], at time: Instant) -> [PointerID: ScrollState.Drive] {
        var drives: [PointerID: ScrollState.Drive] = [:]
        for pointer in runtime.engine.activePointers where !pointer.isKeyboard {
            guard let drag = runtime.engine.drag(of: pointer),
                  let index = runtime.scrolling.scrollables.last(where: { runtime.scene.receivers[$0].frame.contains(drag.position) }) else { continue }
            if let drive = before[pointer], drive.receiver == index {
                drives[pointer] = ScrollState.Drive(receiver: index, entered: drive.entered, last: time, position: drag.position)
            } else {
                drives[pointer] = ScrollState.Drive(receiver: index, entered: time, last: time, position: drag.position)
            }
        }
        return drives
    }

    static func text(_ drives: [PointerID: ScrollState.Drive]) -> String {
        drives.keys.sorted().map { p in
            let d = drives[p]!
            return "\(p): list \(d.receiver) entered \(d.entered) last \(d.last) at \(d.position)"
        }.joined(separator: "; ")
    }

    /// The row sources whose frame in the engine is not their row's part inside its list where
    /// the list is scrolled now, a fresh look at every row: a scroll moves only the sources of
    /// the rows it can show or hide.
    static func staleSources(_ runtime: BoardRuntime) -> [String] {
        var stale: [String] = []
        for (i, rows) in runtime.laidOut {
            let receiver = runtime.scene.receivers[i]
            let offset = runtime.scrollOffset(of: receiver.id)
            for (r, source) in rows.sources.enumerated() {
                guard let source, let handle = runtime.engine.sourceHandles[source] else { continue }
                let wanted = BoardRuntime.sourceFrame(LaidOutRows.frame(rows.frames[r], at: offset), in: receiver)
                let found = runtime.engine.sources[Int(handle.rawValue)]!.source.frame
                if found != wanted { stale.append("\(source): \(found), wanted \(wanted)") }
            }
        }
        return stale
    }

    @Test("150 seeded random runs of up to 4 fingers pressing, dragging across both lists and the trash, lifting, cancelling and ticking: after every input the drives equal those found by looking at every pointer, and every row source is where a fresh look at every row puts it")
    func drivesEqualAFullLook() throws {
        let scene = try Self.scene()
        var scrolled = 0
        defer { #expect(scrolled > 500, "only \(scrolled) inputs with a list scrolled") }
        for seed in try seeds(150) {
            var rng = SeededGenerator(seed: seed)
            var runtime = try BoardRuntime(scene: scene)
            var ms: Int64 = 0
            var log: [String] = []
            for step in 0..<120 {
                ms += Int64.random(in: 0...40, using: &rng)
                let pointer = PointerID(Int.random(in: 1...4, using: &rng))
                let point = Point(x: rng.double(in: 0...760).rounded(), y: rng.double(in: 40...680).rounded())
                let event = PointerEvent(pointer: pointer, position: point, time: .milliseconds(ms))
                let input: DragInput = switch Int.random(in: 0..<10, using: &rng) {
                case 0, 1: .pointerDown(event)
                case 2, 3, 4, 5: .pointerMove(event)
                case 6: .pointerUp(event)
                case 7: .pointerCancel(event)
                case 8: .tick(at: runtime.nextDeadline.map { Swift.max($0, .milliseconds(ms)) } ?? .milliseconds(ms))
                default: .escape(at: .milliseconds(ms))
                }
                if case .tick(let time) = input { ms = time.microseconds / 1_000 }
                var before = runtime
                var none: [RuntimeEvent] = []
                try before.stepScrolling(to: input.time, line: 0, into: &none)
                var events: [RuntimeEvent] = []
                try runtime.handle(input, into: &events)
                log.append("\(step): \(input)")
                let expected = Self.everyPointer(runtime, before: before.scrolling.drives, at: input.time)
                let found = runtime.scrolling.drives
                #expect(Self.text(found) == Self.text(expected), "seed \(seed)\n\(log.joined(separator: "\n"))")
                if Self.text(found) != Self.text(expected) { return }
                let stale = Self.staleSources(runtime)
                #expect(stale.isEmpty, "seed \(seed)\n\(log.joined(separator: "\n"))\n\(stale.joined(separator: "\n"))")
                if !stale.isEmpty { return }
                scrolled += runtime.scrolling.offsets.values.contains { $0 != 0 } ? 1 : 0
            }
        }
    }
}
