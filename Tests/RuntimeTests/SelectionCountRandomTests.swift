import DropEngine
import DropGeometry
@testable import Runtime
import TaskModel
import TestSupport
import Testing

/// One count for a drag of a selection, at random: on random trees (``TreeModel``), a random
/// selection of two to four nodes — folders, nodes inside them (hidden in a closed one or not),
/// headers — dragged by one of its rows onto the tab of another list is badged, picked up,
/// dropped (its action naming), undone and redone as the same number of items: the selected
/// nodes inside no other selected one, counted here on the model alone. One item is said by its
/// name, with no badge. Even seeds run without a store, odd ones over a store in memory.
@Suite("A selection's count, at random")
struct SelectionCountRandomTests {
    @Test("600 seeded random trees and selections dragged to another list's tab: badge, pick-up, drop, action, undo and redo all count the selected nodes inside no other selected one")
    func oneCountEverywhere() throws {
        var checked = 0
        for seed in UInt64(0)..<600 {
            var rng = SeededGenerator(seed: seed)
            let model = TreeModel.random(&rng)
            var parents: [String: String] = [:]
            var ids: [String] = []
            func walk(_ nodes: [TreeModel.Node], in parent: String?) {
                for node in nodes {
                    ids.append(node.id)
                    parents[node.id] = parent
                    walk(node.children, in: node.id)
                }
            }
            walk(model.top, in: nil)
            guard ids.count >= 2 else { continue }
            let selection = Array(ids.shuffled(using: &rng).prefix(Int.random(in: 2...4, using: &rng)))
            // The reference: a selected node inside another selected one travels in it.
            func isInsideAnother(_ id: String) -> Bool {
                var parent = parents[id]
                while let folder = parent {
                    if selection.contains(folder) { return true }
                    parent = parents[folder]
                }
                return false
            }
            let roots = selection.filter { !isInsideAnother($0) }
            let shown = Set(model.rows().filter { !$0.isZone }.map(\.id))
            guard let pressed = selection.filter(shown.contains).randomElement(using: &rng) else { continue }

            var scene = try HoverAgreementRandomTests.scene(model)
            for i in scene.receivers.indices where scene.receivers[i].id == "tab" { scene.receivers[i].accepts = [.task, .header] }
            let store = seed % 2 == 1
            var runtime = store ? try UndoEventsTests.storedRuntime(scene) : try BoardRuntime(scene: scene)
            runtime.enableAnnouncements()
            var events: [RuntimeEvent] = []
            #expect(runtime.select(selection.map { TaskID($0) }) == [], "seed \(seed)")
            let laid = try #require(runtime.laidOut[0])
            let row = try #require(laid.sources.firstIndex(of: SourceID(pressed)), "seed \(seed)")
            let start = laid.frame(ofRow: row).center, tab = Point(x: 650, y: 510)
            try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: start, time: .milliseconds(0))), into: &events)
            try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: tab, time: .milliseconds(10))), into: &events)
            try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: tab, time: .milliseconds(20))), into: &events)
            _ = try runtime.undo(at: .milliseconds(30), into: &events)
            _ = try runtime.redo(at: .milliseconds(40), into: &events)

            let context = "seed \(seed)\(store ? " (store)" : ""): selected \(selection), pressed \(pressed), carrying \(roots)\n"
                + events.map(\.textLine).joined(separator: "\n")
            let badges = events.compactMap { event -> Int?? in
                if case .engine(.dragStarted(_, _, _, _, let cues)) = event.kind { cues.badge } else { nil }
            }
            let said = events.compactMap { event -> String? in
                if case .announced(_, let text) = event.kind { text } else { nil }
            }
            let actions = events.compactMap { event -> String? in
                if case .applied(let action, _) = event.kind { return action.description }
                if case .undone(let step) = event.kind { return step.action }
                if case .redone(let step) = event.kind { return step.action }
                return nil
            }
            let n = roots.count, one = roots[0]
            #expect(badges == [n > 1 ? n : nil], "\(context)")
            #expect(actions.count == 3 && Set(actions).count == 1, "\(context)")
            let named = actions.first.map { $0.split(separator: " ").dropFirst().prefix { $0 != "in" }.map(String.init) }
            #expect(named.map(Set.init) == Set(roots), "\(context)")
            #expect(said.count == 4, "\(context)")
            guard said.count == 4 else { return }
            if n > 1 {
                #expect(said == ["Picked up \(n) tasks.", "Dropped \(n) tasks onto Other.",
                                 "Undid dropping \(n) tasks. They are back where they were.", "Redid dropping \(n) tasks onto Other."], "\(context)")
            } else {
                #expect(said[0] == "Picked up \(one).", "\(context)")
                #expect(said[1].hasPrefix("Dropped \(one) from ") && said[1].hasSuffix(" onto Other."), "\(context)")
                #expect(said[2].hasPrefix("Undid dropping \(one). \(one) is back "), "\(context)")
                #expect(said[3] == "Redid dropping \(one) onto Other.", "\(context)")
            }
            checked += 1
        }
        #expect(checked > 300)
    }
}
