import DropEngine
import DropGeometry
import Testing
import TaskModel
import TestSupport
@testable import Runtime

/// After an input the runtime lays out again only the receivers showing a list the input
/// changed (``ChangedLists``). The model: the same runtime, fed the same inputs, with every
/// list laid out again after each one, as the runtime once did.
@Suite("Changed lists")
struct ChangedListsTests {
    /// Three lists side by side (a, b, c: three tasks each, c holding a folder), picked up at once, and a projects-style
    /// sections receiver below showing lists d and e, d collapsed.
    static func scene() throws -> Scene {
        func list(_ id: String, x: Int) -> String {
            """
            {"id": "\(id)", "frame": {"x": \(x), "y": 60, "width": 240, "height": 300}, "role": {"list": "\(id)"}, "accepts": ["task"],
             "rows": {"x": \(x + 10), "y": 70, "width": 220, "height": 40, "pitch": 50, "activation": "immediate"}}
            """
        }
        func tasks(_ list: String) -> String {
            (1...3).map { #"{"id": "\#(list)\#($0)", "title": "\#(list.uppercased())\#($0)"}"# }.joined(separator: ", ")
        }
        return try Scene.decode("""
            {"viewport": {"width": 800, "height": 700},
             "lists": [{"id": "a", "tasks": [\(tasks("a"))]}, {"id": "b", "tasks": [\(tasks("b"))]},
                       {"id": "c", "tasks": [\(tasks("c")), {"id": "cf", "title": "Folder", "folder": {"expanded": false, "tasks": [{"id": "cf1", "title": "In"}]}}]},
                       {"id": "d", "tasks": [\(tasks("d"))]}, {"id": "e", "tasks": [\(tasks("e"))]}],
             "receivers": [\(list("a", x: 10)), \(list("b", x: 270)), \(list("c", x: 530)),
                           {"id": "sections", "frame": {"x": 10, "y": 380, "width": 500, "height": 310}, "role": {"sections": ["d", "e"], "collapsed": ["d"]},
                            "accepts": ["task"], "rows": {"x": 20, "y": 390, "width": 480, "height": 24, "pitch": 30, "activation": "immediate"}},
                           {"id": "trash", "frame": {"x": 530, "y": 400, "width": 240, "height": 120}, "role": "trash", "accepts": ["task"]},
                           {"id": "to-b", "frame": {"x": 530, "y": 560, "width": 240, "height": 120}, "role": {"moveTo": "b"}, "accepts": ["task"]}]}
            """, file: "changed-lists.json")
    }

    @Test("over 1,500 seeded random sessions of two pointers, laying out only the changed lists gives the events, rows and sources of laying out every list after every input")
    func onlyChangedListsMatchesLayingOutAll() throws {
        let scene = try Self.scene()
        var applied = 0
        for seed in UInt64(0)..<1_500 {
            var rng = SeededGenerator(seed: seed)
            var runtime = try BoardRuntime(scene: scene)
            var model = runtime
            var time: Int64 = 0
            for step in 0..<50 {
                time += Int64.random(in: 0...300, using: &rng)
                let pointer = PointerID(Int.random(in: 1...2, using: &rng))
                let event = PointerEvent(pointer: pointer, position: Point(x: Double.random(in: 0...800, using: &rng), y: Double.random(in: 0...700, using: &rng)),
                                         time: .milliseconds(time))
                let input: DragInput = switch Int.random(in: 0..<10, using: &rng) {
                case 0, 1: .pointerDown(event)
                case 2, 3: .pointerUp(event)
                case 4: .tick(at: .milliseconds(time))
                default: .pointerMove(event)
                }
                var events: [RuntimeEvent] = []
                var modelEvents: [RuntimeEvent] = []
                try runtime.handle(input, into: &events)
                try model.handle(input, into: &modelEvents)
                try model.layOutRows(of: .all, time: input.time, line: 0, into: &modelEvents)
                applied += events.count(where: \.isApplied)
                #expect(events == modelEvents, "seed \(seed), step \(step): \(input)")
                for i in runtime.rowReceivers {
                    let (rows, modelRows) = (runtime.laidOut[i], model.laidOut[i])
                    #expect(rows?.frames == modelRows?.frames && rows?.sources == modelRows?.sources && rows?.offset == modelRows?.offset
                            && rows?.titles.map(\.section) == modelRows?.titles.map(\.section) && rows?.titles.map(\.row) == modelRows?.titles.map(\.row),
                            "seed \(seed), step \(step): receiver \(scene.receivers[i].id)")
                }
                #expect(runtime.rowPlaces.mapValues { [$0.receiver, $0.row] } == model.rowPlaces.mapValues { [$0.receiver, $0.row] }, "seed \(seed), step \(step)")
                if events != modelEvents { return }
            }
        }
        // Drops that changed the board, so that lists were laid out (or not) at all.
        #expect(applied > 500, "\(applied) drops applied")
    }

    @Test("a drop within list b lays out b alone; a move to another list, both; a title tap, the sections")
    func whichListsChange() {
        var lists = ChangedLists()
        #expect(lists.isEmpty)
        lists.insert([TaskChange(before: TaskItem(id: "b1", title: "B1", list: "b", order: 0), after: TaskItem(id: "b1", title: "B1", list: "b", order: 5))])
        #expect(!lists.isEmpty)
        #expect([TaskRole.list("a"), .list("b"), .sections(["d", "e"], collapsed: []), .trash].map(lists.shows) == [false, true, false, false])
        lists.insert([TaskChange(before: TaskItem(id: "a1", title: "A1", list: "a", order: 0), after: TaskItem(id: "a1", title: "A1", list: "e", order: 0))])
        #expect([TaskRole.list("a"), .list("b"), .list("c"), .sections(["d", "e"], collapsed: [])].map(lists.shows) == [true, true, false, true])
        #expect(ChangedLists.all.shows(.list("c")))
    }
}

private extension RuntimeEvent {
    var isApplied: Bool { if case .applied = kind { true } else { false } }
}
