import DropEngine
import DropGeometry
@testable import Runtime
import TaskModel
import TestSupport
import Testing

/// The goal as a property: whatever is dragged — a task, a header, a folder, Add New, a row of a
/// selection holding any of them — wherever it is let go, the board never refuses a drop the
/// hover accepted. The drop is cancelled where the hover refused or blocked it, and applied where
/// the hover accepted it.
@Suite("The hover agrees with the drop, at random")
struct HoverAgreementRandomTests {
    /// A random tree (``TreeModel``) in a list beside Complete, Trash, a tab to another list and Add New.
    static func scene(_ model: TreeModel) -> Scene {
        var scene = model.scene()
        scene.lists.append(Scene.List(id: "other", title: "Other", tasks: [], schedule: nil))
        scene.receivers[0].accepts = [.task, .addNew]
        for (id, role, y) in [("complete", TaskRole.complete, 80.0), ("trash", .trash, 260), ("tab", .moveTo("other"), 440)] {
            scene.receivers.append(Scene.Receiver(id: ReceiverID(id), frame: Rect(x: 540, y: y, width: 220, height: 140), role: role, z: 0,
                                                  isEnabled: true, accepts: [.task], rows: nil))
        }
        scene.sources = [Scene.Source(id: "add", frame: Rect(x: 540, y: 620, width: 220, height: 100), z: 0, payload: .addNew, activation: .immediate)]
        return scene
    }

    @Test("1,500 seeded random trees, selections and drags: every drop the hover accepted is applied, and every one it refused or blocked is cancelled")
    func dropsDoWhatTheHoverSaid() throws {
        var applied = 0, cancelled = 0
        for seed in UInt64(0)..<1_500 {
            var rng = SeededGenerator(seed: seed)
            let model = TreeModel.random(&rng)
            var runtime = try BoardRuntime(scene: Self.scene(model))
            var time: Int64 = 0
            for drag in 0..<3 {
                let board = runtime.board
                let nodes = board.lists.flatMap { list in Self.nodes(board.openTasks(in: list), board) }
                // A selection of up to three nodes (some maybe inside closed folders: no rows).
                let selection = (0..<Int.random(in: 0...3, using: &rng)).compactMap { _ in nodes.randomElement(using: &rng) }
                var ignored: [RuntimeEvent] = []
                runtime.select(selection, at: .milliseconds(time), into: &ignored)
                // Press a row, or Add New.
                let rows = runtime.laidOut[0].map { laid in laid.sources.indices.filter { laid.sources[$0] != nil } } ?? []
                let start: Point
                if rows.isEmpty || Int.random(in: 0..<5, using: &rng) == 0 {
                    start = Point(x: 650, y: 670)
                } else {
                    let row = rows.randomElement(using: &rng)!
                    start = runtime.laidOut[0]!.frame(ofRow: row).center
                }
                let end = switch Int.random(in: 0..<5, using: &rng) {
                case 0: Point(x: 650, y: 150)
                case 1: Point(x: 650, y: 330)
                case 2: Point(x: 650, y: 510)
                default: Point(x: 250, y: Double.random(in: 62...(70 + 40 * Double(rows.count + 2)), using: &rng).rounded())
                }
                var events: [RuntimeEvent] = []
                try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: start, time: .milliseconds(time))), into: &events)
                try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: end, time: .milliseconds(time + 10))), into: &events)
                try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: end, time: .milliseconds(time + 20))), into: &events)
                time += 100
                let context = "seed \(seed), drag \(drag): \(start) to \(end), selected \(selection)\n" + events.map(\.description).joined(separator: "\n")
                let refusals = events.filter { if case .refused = $0.kind { true } else { false } }
                #expect(refusals.isEmpty, "\(context)")
                let dropped = events.contains { if case .engine(.dropped) = $0.kind { true } else { false } }
                let wasApplied = events.contains { if case .applied = $0.kind { true } else { false } }
                let wasCancelled = events.contains { if case .engine(.cancelled) = $0.kind { true } else { false } }
                #expect(dropped == wasApplied && dropped != wasCancelled, "\(context)")
                if wasApplied { applied += 1 }
                if wasCancelled { cancelled += 1 }
                if !refusals.isEmpty { return }
            }
        }
        // Both outcomes are common: the property is not met by dropping everything, or nothing.
        #expect(applied > 1_000 && cancelled > 500, "applied \(applied), cancelled \(cancelled)")
    }

    /// Every open node under `items`, depth first.
    static func nodes(_ items: [TaskItem], _ board: TaskBoard) -> [TaskID] {
        items.flatMap { [$0.id] + nodes(board.children(of: $0.id), board) }
    }
}
