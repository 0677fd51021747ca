import DropEngine
import DropGeometry
@testable import Runtime
import TaskModel
import TestSupport
import Testing

/// The engine's insertion line (``DragDispatcher/preview(for:)``'s `slot` and `depth`) against
/// ``BoardRuntime/insertionRow(for:in:)``, the runtime's scan of its rows, over random trees.
@Suite("The insertion line, at random")
struct InsertionLineRandomTests {
    @Test("600 seeded random trees, lists or sections (some collapsed), dragged over many places: the preview's row is insertionRow's for the hovered place, its depth the place's, a blocked place's preview refused, and a refusing receiver no preview")
    func previewLineIsInsertionRow() throws {
        var compared = 0, trees = 0, blocked = 0
        for seed in UInt64(0)..<600 {
            var rng = SeededGenerator(seed: seed)
            let model = TreeModel.random(&rng)
            let sections = seed % 3 == 2
            var scene = try model.scene()
            // A second list of a folder and a task, shown as the second section (collapsed one seed in two).
            let other = [Scene.Task(id: "o1", title: "o1", kind: .folder(expanded: true), children: [Scene.Task(id: "o2", title: "o2")]),
                         Scene.Task(id: "o3", title: "o3")]
            scene.lists.append(Scene.List(id: "other", title: "Other", tasks: other))
            if sections {
                let collapsed: [ListID] = switch seed % 4 { case 0: ["other"]; case 1: ["files"]; default: [] }
                scene.receivers[0].role = .sections(["files", "other"], collapsed: collapsed)
            }
            var runtime = try BoardRuntime(scene: scene)
            var events: [RuntimeEvent] = []
            let laid = runtime.laidOut[0]!
            let sourceRows = laid.sources.indices.filter { laid.sources[$0] != nil }
            guard let pressed = sourceRows.randomElement(using: &rng) else { continue }
            try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: laid.frame(ofRow: pressed).center, time: .milliseconds(0))), into: &events)
            let rows = runtime.rows(of: scene.receivers[0])
            var history: [Double] = []
            for move in 1...12 {
                let y = Double.random(in: 62...(70 + 40 * Double(rows.count + 1)), using: &rng).rounded()
                history.append(y)
                try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: y), time: .milliseconds(Int64(move) * 10))), into: &events)
                let context = "seed \(seed)\(sections ? " (sections \(scene.receivers[0].role))" : ""): row \(pressed) pressed, moved to y \(history)\n"
                    + rows.enumerated().map { "  \($0.offset) \($0.element)" }.joined(separator: "\n")
                guard let (location, verdict) = runtime.engine.hover(of: 1), case .among(_, _, _, let depth) = location else {
                    #expect(runtime.engine.preview(for: 1) == nil, "\(context)")
                    continue
                }
                let preview = runtime.engine.preview(for: 1)
                var refused = false
                if case .blocked = verdict { refused = true }
                if verdict == .accepts || refused {
                    let expected = BoardRuntime.insertionRow(for: location, in: rows)
                    #expect(preview?.slot == expected && preview?.depth == depth && preview?.refused == refused,
                            "\(context)\nat \(location), \(verdict): preview row \(preview?.slot as Int?) depth \(preview?.depth as Int?) refused \(preview?.refused as Bool?), insertionRow \(expected as Int?)")
                    if preview?.slot != expected || preview?.depth != depth || preview?.refused != refused { return }
                    compared += 1
                    if refused { blocked += 1 }
                } else {
                    #expect(preview == nil, "\(context)\nat \(location), \(verdict): \(preview as ListPreview?)")
                    if preview != nil { return }
                }
            }
            trees += 1
        }
        // Most moves land on an accepted place: the property is not met by having no preview.
        #expect(trees > 500 && compared > 4_000 && blocked > 100, "\(trees) trees, \(compared) places compared, \(blocked) of them blocked")
    }
}
