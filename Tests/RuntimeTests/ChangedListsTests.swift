import DropEngine
import DropGeometry
import Foundation
import Testing
import TaskModel
import TaskStore
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

    /// A random input of `event`'s pointer at its place and time: a press, a release, a tick or a move.
    static func randomInput(_ event: PointerEvent, _ rng: inout SeededGenerator) -> DragInput {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1: .pointerDown(event)
        case 2, 3: .pointerUp(event)
        case 4: .tick(at: event.time)
        default: .pointerMove(event)
        }
    }

    /// Feeds `inputs` to `runtime`, and to `model`, which lays out every list whole after each;
    /// whether the events of all of them and the rows after them agree (an issue is recorded where
    /// they do not, with `context`). Counts the drops applied into `applied`.
    static func feed(_ inputs: [DragInput], to runtime: inout BoardRuntime, and model: inout BoardRuntime, applied: inout Int,
                     _ context: @autoclosure () -> String) throws -> Bool {
        var events: [RuntimeEvent] = []
        var modelEvents: [RuntimeEvent] = []
        for input in inputs {
            try runtime.handle(input, into: &events)
            try model.handle(input, into: &modelEvents)
            try model.layOutRows(of: .all, time: input.time, line: 0, into: &modelEvents)
        }
        applied += events.count(where: \.isApplied)
        #expect(events == modelEvents, "\(context()): \(inputs)")
        let difference = rowDifference(runtime, model)
        #expect(difference == nil, "\(context()): \(inputs): \(difference ?? "")")
        return events == modelEvents && difference == nil
    }

    @Test("over 500 seeded random sessions of two pointers, laying out only the changed lists (the flat ones where they changed) gives the events, rows, sources and engine rows of laying out every list whole after every input")
    func onlyChangedListsMatchesLayingOutAll() throws {
        let scene = try Self.scene()
        var applied = 0
        for seed in try seeds(500) {
            var rng = SeededGenerator(seed: seed)
            var runtime = try BoardRuntime(scene: scene)
            var model = runtime
            var time: Int64 = 0
            for step in 0..<50 {
                time += Int64.random(in: 0...300, using: &rng)
                let input = Self.randomInput(PointerEvent(pointer: PointerID(Int.random(in: 1...2, using: &rng)),
                                                          position: Point(x: Double.random(in: 0...800, using: &rng), y: Double.random(in: 0...700, using: &rng)),
                                                          time: .milliseconds(time)), &rng)
                guard try Self.feed([input], to: &runtime, and: &model, applied: &applied, "seed \(seed), step \(step)") else { return }
            }
        }
        // Drops that changed the board, so that lists were laid out (or not) at all.
        #expect(applied > 160, "\(applied) drops applied")
    }

    @Test("with a store, and another connection adding and completing tasks between inputs now and then, over 40 seeded sessions: laying out only the changed lists gives the events, rows, sources and engine rows of laying out every list after every input")
    func onlyChangedListsWithAStoreMatchesLayingOutAll() throws {
        let scene = try Self.scene()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dragtoact-changed-lists-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> TaskStore {
            try TaskStore(path: folder.appendingPathComponent(name).path, lists: scene.lists.map(\.id), schedules: scene.schedules,
                          initialTasks: scene.lists.flatMap { list in
                              list.tasks.flatMap { $0.flattened() }.map { ($0.task.id, $0.task.title, list.id, $0.parent, $0.task.kind) }
                          })
        }
        var (applied, foreign) = (0, 0)
        for seed in try seeds(40) {
            var rng = SeededGenerator(seed: seed)
            var runtime = try BoardRuntime(scene: scene, store: try store("runtime-\(seed).db"))
            var model = try BoardRuntime(scene: scene, store: try store("model-\(seed).db"))
            // Other processes writing to each store.
            let others = (try TaskStore(existing: runtime.store!.path), try TaskStore(existing: model.store!.path))
            var time: Int64 = 0
            for step in 0..<40 {
                if Int.random(in: 0..<6, using: &rng) == 0 {
                    let list = ListID(["a", "b", "c", "d"].randomElement(using: &rng)!)
                    let open = others.0.board.openTasks(in: list)
                    let action: TaskAction = open.isEmpty || Bool.random(using: &rng)
                        ? .add(title: "Other", list: list, slot: Int.random(in: 0...open.count, using: &rng))
                        : .complete(open.randomElement(using: &rng)!.id)
                    _ = try others.0.apply(action)
                    _ = try others.1.apply(action)
                    foreign += 1
                }
                // Half the steps a row picked up, moved and dropped; the rest one random input.
                time += Int64.random(in: 0...300, using: &rng)
                let pointer = PointerID(Int.random(in: 1...2, using: &rng))
                let to = Point(x: Double.random(in: 0...800, using: &rng), y: Double.random(in: 0...700, using: &rng))
                let inputs: [DragInput]
                if Bool.random(using: &rng) {
                    let row = Point(x: [130, 390, 650].randomElement(using: &rng)!, y: 90 + 50 * Double(Int.random(in: 0..<4, using: &rng)))
                    inputs = [.pointerDown(PointerEvent(pointer: pointer, position: row, time: .milliseconds(time))),
                              .pointerMove(PointerEvent(pointer: pointer, position: to, time: .milliseconds(time + 10))),
                              .pointerUp(PointerEvent(pointer: pointer, position: to, time: .milliseconds(time + 20)))]
                    time += 20
                } else {
                    inputs = [Self.randomInput(PointerEvent(pointer: pointer, position: to, time: .milliseconds(time)), &rng)]
                }
                guard try Self.feed(inputs, to: &runtime, and: &model, applied: &applied, "seed \(seed), step \(step)") else { return }
            }
        }
        #expect(applied > 120 && foreign > 120, "\(applied) drops applied, \(foreign) writes of other connections")
    }

    /// Two flat lists, a of 12 tasks, scrollable (about six rows in view), and b of 30, not (its
    /// frame holds every row), picked up at once; Complete, Trash and Add New beside them.
    static func longLists() throws -> Scene {
        func tasks(_ list: String, _ count: Int) -> String {
            (1...count).map { #"{"id": "\#(list)\#($0)", "title": "\#(list.uppercased())\#($0)"}"# }.joined(separator: ", ")
        }
        return try Scene.decode("""
            {"viewport": {"width": 800, "height": 1800},
             "lists": [{"id": "a", "tasks": [\(tasks("a", 12))]}, {"id": "b", "tasks": [\(tasks("b", 30))]}],
             "receivers": [
               {"id": "a", "frame": {"x": 10, "y": 60, "width": 240, "height": 300}, "role": {"list": "a"}, "accepts": ["task", "addNew"], "scrollable": true,
                "rows": {"x": 20, "y": 70, "width": 220, "height": 40, "pitch": 50, "activation": "immediate"}},
               {"id": "b", "frame": {"x": 270, "y": 60, "width": 240, "height": 1700}, "role": {"list": "b"}, "accepts": ["task", "addNew"],
                "rows": {"x": 280, "y": 70, "width": 220, "height": 40, "pitch": 50, "activation": "immediate"}},
               {"id": "complete", "frame": {"x": 530, "y": 60, "width": 240, "height": 120}, "role": "complete", "accepts": ["task"]},
               {"id": "trash", "frame": {"x": 530, "y": 200, "width": 240, "height": 120}, "role": "trash", "accepts": ["task"]}],
             "sources": [{"id": "add", "frame": {"x": 530, "y": 400, "width": 240, "height": 100}, "payload": "addNew", "activation": {"distance": 4}}]}
            """, file: "long-lists.json")
    }

    @Test("over 30 seeded sessions of drags among two long flat lists (one scrollable, scrolled by resting at its edges and by the host), Complete, Trash and Add New: editing the rows where they changed gives the events, rows, sources and engine rows of laying out every list whole after every input")
    func editedLongListsMatchLayingOutAll() throws {
        let scene = try Self.longLists()
        var (applied, scrolled) = (0, 0)
        for seed in try seeds(30) {
            var rng = SeededGenerator(seed: seed)
            var runtime = try BoardRuntime(scene: scene)
            var model = runtime
            var time: Int64 = 0
            for step in 0..<20 {
                // A row of a list, or Add New, picked up; moved to a few places (resting at a's edges
                // scrolls it); dropped.
                var inputs: [DragInput] = []
                func at(_ x: Double, _ y: Double, _ dt: Int64) -> PointerEvent {
                    time += dt
                    return PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(time))
                }
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    // The host scrolls a, often to its end (held there): a drop that takes a row
                    // from it then scrolls it back by a row.
                    let offset = Bool.random(using: &rng) ? 1_000 : rng.double(in: 0...400)
                    var (events, modelEvents): ([RuntimeEvent], [RuntimeEvent]) = ([], [])
                    try runtime.setScrollOffset(offset, of: "a", at: .milliseconds(time), into: &events)
                    try model.setScrollOffset(offset, of: "a", at: .milliseconds(time), into: &modelEvents)
                }
                let from = Int.random(in: 0..<3, using: &rng)
                inputs.append(.pointerDown(from == 2 ? at(650, 450, 10) : at(from == 0 ? 130 : 390, Double(Int.random(in: 0..<6, using: &rng)) * 50 + 90, 10)))
                if from == 2 { inputs.append(.pointerMove(at(640, 440, 10))) }
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let place = [(130.0, rng.double(in: 60...360)), (130, 65), (130, 355), (390, rng.double(in: 60...1760)), (650, 120), (650, 260)]
                        .randomElement(using: &rng)!
                    inputs.append(.pointerMove(at(place.0, place.1, 16)))
                    for _ in 0..<(Bool.random(using: &rng) ? Int.random(in: 1...12, using: &rng) : 0) { inputs.append(.tick(at: .milliseconds(time))); time += 16 }
                }
                inputs.append(.pointerUp(at(inputs.last.flatMap(\.event)?.position.x ?? 130, inputs.last.flatMap(\.event)?.position.y ?? 100, 10)))
                for input in inputs {
                    guard try Self.feed([input], to: &runtime, and: &model, applied: &applied, "seed \(seed), step \(step)") else { return }
                    if runtime.scrollOffset(of: "a") != 0 { scrolled += 1 }
                }
            }
        }
        #expect(applied > 260 && scrolled > 750, "\(applied) drops applied, \(scrolled) inputs with a scrolled")
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
