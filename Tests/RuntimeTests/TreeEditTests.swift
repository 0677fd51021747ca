import DropEngine
import DropGeometry
import Testing
import TaskModel
import TestSupport
@testable import Runtime

/// A drop into a list that shows folders, or into sections, lays out the rows it changed
/// (``BoardRuntime/rowEdit(ofReceiverAt:_:)``), not all of them. The model: the same runtime,
/// given the same changes, with every list laid out whole after each one.
@Suite("Tree edits")
struct TreeEditTests {
    /// A random node of a tree: a task, or (above the third level) a folder, open or closed, of 0–4 nodes.
    static func node(_ prefix: String, depth: Int, _ rng: inout SeededGenerator) -> String {
        guard depth < 3, Int.random(in: 0..<3, using: &rng) == 0 else { return #"{"id": "\#(prefix)", "title": "\#(prefix.uppercased())"}"# }
        let children = (0..<Int.random(in: 0...4, using: &rng)).map { node("\(prefix)\($0)", depth: depth + 1, &rng) }
        return #"{"id": "\#(prefix)", "title": "Folder \#(prefix)", "folder": {"expanded": \#(Bool.random(using: &rng)), "tasks": [\#(children.joined(separator: ", "))]}}"#
    }

    /// Lists a (a tree in a scrollable list receiver, about six rows in view) and b (a tree in a
    /// list receiver holding every row), c, d and e shown as sections (some collapsed), and f shown nowhere.
    static func scene(_ rng: inout SeededGenerator) throws -> Scene {
        func tasks(_ list: String) -> String {
            (0..<Int.random(in: 0...6, using: &rng)).map { node("\(list)\($0)", depth: 0, &rng) }.joined(separator: ", ")
        }
        let lists = ["a", "b", "c", "d", "e", "f"].map { #"{"id": "\#($0)", "tasks": [\#(tasks($0))]}"# }
        let collapsed = ["c", "d", "e"].filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }.map { #""\#($0)""# }
        return try Scene.decode("""
            {"viewport": {"width": 800, "height": 4000},
             "lists": [\(lists.joined(separator: ", "))],
             "receivers": [
               {"id": "a", "frame": {"x": 10, "y": 60, "width": 240, "height": 300}, "role": {"list": "a"}, "accepts": ["task", "addNew"], "scrollable": true,
                "rows": {"x": 20, "y": 70, "width": 220, "height": 40, "pitch": 50, "indent": 16, "activation": "immediate"}},
               {"id": "b", "frame": {"x": 270, "y": 60, "width": 240, "height": 3900}, "role": {"list": "b"}, "accepts": ["task", "addNew"],
                "rows": {"x": 280, "y": 70, "width": 220, "height": 40, "pitch": 50, "indent": 16, "activation": "immediate"},
                "springLoad": {"milliseconds": 500}},
               {"id": "sections", "frame": {"x": 530, "y": 60, "width": 240, "height": 3900}, "role": {"sections": ["c", "d", "e"], "collapsed": [\(collapsed.joined(separator: ", "))]},
                "accepts": ["task"], "rows": {"x": 540, "y": 70, "width": 220, "height": 40, "pitch": 50, "indent": 16, "activation": "immediate"}}]}
            """, file: "tree-edits.json")
    }

    /// A random change of the board: a node placed (into a folder, open or closed, or a list's top
    /// level, of its list or another: a folder with its contents), several placed, a task added,
    /// completed, trashed or renamed, several completed, a folder opened or closed.
    static func randomAction(on board: TaskBoard, _ rng: inout SeededGenerator) -> TaskAction? {
        let open = board.allTasks.filter { $0.status == .open }
        let lists: [ListID] = ["a", "b", "c", "d", "e", "f"]
        let list = lists.randomElement(using: &rng)!
        let folders = open.filter { $0.isFolder && $0.list == list }
        let parent = folders.isEmpty || Bool.random(using: &rng) ? nil : folders.randomElement(using: &rng)!.id
        let count = parent.map { board.children(of: $0).count } ?? board.openTasks(in: list).count
        let index = Int.random(in: 0...count, using: &rng)
        guard let node = open.randomElement(using: &rng) else { return .add(title: "New", list: list, slot: index) }
        switch Int.random(in: 0..<12, using: &rng) {
        case 0...4: return .place(node.id, list: list, parent: parent, index: index)
        case 5: return .placeAll(Array(open.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)).map(\.id)), list: list, parent: parent, index: index)
        case 6: return .add(title: "New", list: list, slot: Int.random(in: 0...board.openTasks(in: list).count, using: &rng))
        case 7: return Bool.random(using: &rng) ? .complete(node.id) : .trash(node.id)
        case 8: return .completeAll(Array(open.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)).map(\.id)))
        case 9: return .rename(node.id, title: "Renamed \(Int.random(in: 0..<4, using: &rng))")
        default:
            let folders = open.filter(\.isFolder)
            return folders.randomElement(using: &rng).map { .setExpanded($0.id, Bool.random(using: &rng)) }
        }
    }

    /// Applies `action` to `runtime`, laying out the lists it changed, and to `model`, laying out
    /// every list whole; how many of the receivers laid out were edited. Records an issue (with
    /// `context`) where the events, or the rows, sources and engine rows, differ.
    static func apply(_ action: TaskAction, to runtime: inout BoardRuntime, and model: inout BoardRuntime, at time: Instant,
                      _ context: @autoclosure () -> String) throws -> Int? {
        var (events, modelEvents): ([RuntimeEvent], [RuntimeEvent]) = ([], [])
        var changed = ChangedLists()
        try runtime.commit(action, at: time, line: 0, into: &events, changed: &changed)
        let edits = runtime.rowReceivers.count { changed.shows(runtime.scene.receivers[$0].role) && runtime.rowEdit(ofReceiverAt: $0, changed) != nil }
        if !changed.isEmpty { try runtime.layOutRows(of: changed, time: time, line: 0, into: &events) }
        var ignored = ChangedLists()
        try model.commit(action, at: time, line: 0, into: &modelEvents, changed: &ignored)
        try model.layOutRows(of: .all, time: time, line: 0, into: &modelEvents)
        #expect(events == modelEvents, "\(context()): \(action)")
        let difference = rowDifference(runtime, model)
        #expect(difference == nil, "\(context()): \(action): \(difference ?? "")")
        return events == modelEvents && difference == nil ? edits : nil
    }

    @Test("over 300 seeded boards of random trees and sections, 40 random changes each (nodes and folders with their contents placed into open and collapsed folders, across lists and sections, folders emptied, tasks added, completed, trashed, renamed, folders opened and closed, sections opened and closed, undo, a list scrolled): editing the rows where they changed gives the events, rows, sources and engine rows of laying out every list whole")
    func editedTreesMatchLayingOutWhole() throws {
        var (edits, changes) = (0, 0)
        for seed in try seeds(300) {
            var rng = SeededGenerator(seed: seed)
            var runtime = try BoardRuntime(scene: try Self.scene(&rng))
            var model = runtime
            var time: Int64 = 0
            for step in 0..<40 {
                time += 10
                let context = "seed \(seed), step \(step)"
                var (events, modelEvents): ([RuntimeEvent], [RuntimeEvent]) = ([], [])
                switch Int.random(in: 0..<20, using: &rng) {
                case 0:
                    // Undone: laid out whole, as any undo is.
                    _ = try runtime.undo(at: .milliseconds(time), into: &events)
                    _ = try model.undo(at: .milliseconds(time), into: &modelEvents)
                case 1:
                    // A section opened or closed: that receiver laid out whole.
                    let section = ListID(["c", "d", "e"].randomElement(using: &rng)!)
                    if runtime.collapsedSections.contains(section) {
                        runtime.collapsedSections.remove(section)
                        model.collapsedSections.remove(section)
                    } else {
                        runtime.collapsedSections.insert(section)
                        model.collapsedSections.insert(section)
                    }
                    var changed = ChangedLists()
                    changed.insert(section)
                    try runtime.layOutRows(of: changed, time: .milliseconds(time), line: 0, into: &events)
                    try model.layOutRows(of: .all, time: .milliseconds(time), line: 0, into: &modelEvents)
                case 2:
                    let offset = Bool.random(using: &rng) ? 10_000 : rng.double(in: 0...400)
                    try runtime.setScrollOffset(offset, of: "a", at: .milliseconds(time), into: &events)
                    try model.setScrollOffset(offset, of: "a", at: .milliseconds(time), into: &modelEvents)
                default:
                    guard let action = Self.randomAction(on: runtime.board, &rng) else { continue }
                    guard let edited = try Self.apply(action, to: &runtime, and: &model, at: .milliseconds(time), context) else {
                        Issue.record("seed \(seed): first difference at step \(step)")
                        return
                    }
                    edits += edited
                    changes += 1
                    continue
                }
                #expect(events == modelEvents, "\(context)")
                let difference = rowDifference(runtime, model)
                guard difference == nil else {
                    Issue.record("seed \(seed), step \(step): \(difference!)")
                    return
                }
            }
        }
        // Most changes edited the rows (the others: a list laid out whole, or none shown).
        #expect(changes > 9_000 && edits > 8_000, "\(edits) edits in \(changes) changes")
    }

    /// A folder tree (r1; fa, open, holding a1 and a2; fc, closed, holding c1; r2) and sections
    /// (s1: x1 and folder fx, open, holding y1; s2: z1; s3, collapsed: w1).
    static func named() throws -> Scene {
        try Scene.decode("""
            {"viewport": {"width": 800, "height": 600},
             "lists": [{"id": "files", "tasks": [{"id": "r1", "title": "R1"},
                         {"id": "fa", "title": "A", "folder": {"expanded": true, "tasks": [{"id": "a1", "title": "A1"}, {"id": "a2", "title": "A2"}]}},
                         {"id": "fc", "title": "C", "folder": {"expanded": false, "tasks": [{"id": "c1", "title": "C1"}]}}, {"id": "r2", "title": "R2"}]},
                       {"id": "s1", "tasks": [{"id": "x1", "title": "X1"}, {"id": "fx", "title": "X", "folder": {"expanded": true, "tasks": [{"id": "y1", "title": "Y1"}]}}]},
                       {"id": "s2", "tasks": [{"id": "z1", "title": "Z1"}]}, {"id": "s3", "tasks": [{"id": "w1", "title": "W1"}]}],
             "receivers": [
               {"id": "tree", "frame": {"x": 10, "y": 10, "width": 300, "height": 580}, "role": {"list": "files"}, "accepts": ["task", "addNew"],
                "rows": {"x": 20, "y": 20, "width": 280, "height": 40, "pitch": 50, "indent": 20, "activation": "immediate"}},
               {"id": "sections", "frame": {"x": 400, "y": 10, "width": 300, "height": 580}, "role": {"sections": ["s1", "s2", "s3"], "collapsed": ["s3"]},
                "accepts": ["task"], "rows": {"x": 410, "y": 20, "width": 280, "height": 40, "pitch": 50, "indent": 20, "activation": "immediate"}}]}
            """, file: "named-edits.json")
    }

    /// What `action` edits of receiver `receiver`'s rows, in words: the rows replaced, the rows
    /// made (a source's id with its depth and hidden count, `zone of` a folder, `title` of a
    /// section), how many rows come after; then every row of the receiver as laid out after it,
    /// checked against a model laid out whole.
    static func transcript(_ actions: [TaskAction], receiver: ReceiverID) throws -> String {
        var runtime = try BoardRuntime(scene: try named())
        var model = runtime
        var lines: [String] = []
        let i = runtime.scene.receivers.firstIndex { $0.id == receiver }!
        for (k, action) in actions.enumerated() {
            var events: [RuntimeEvent] = []
            var changed = ChangedLists()
            try runtime.commit(action, at: .milliseconds(Int64(k)), line: 0, into: &events, changed: &changed)
            guard let edit = runtime.rowEdit(ofReceiverAt: i, changed) else {
                lines.append("\(action): laid out whole")
                _ = try apply(action, to: &runtime, and: &model, at: .milliseconds(Int64(k)), "")
                continue
            }
            let made = edit.rows.map { row in
                switch row.node {
                case .item(let id, _): "\(id)@\(row.depth)"
                case .container(let id, _, let hidden): "\(id)@\(row.depth)" + (hidden > 0 ? "(\(hidden) hidden)" : "")
                case .dropZone(of: let id): "zone of \(id)"
                case .section(let id, _, let hidden): "title \(id)" + (hidden > 0 ? "(\(hidden) hidden)" : "")
                }
            }
            lines.append("\(action): rows \(edit.replaced) become [\(made.joined(separator: ", "))], \(edit.count - edit.replaced.lowerBound - edit.rows.count) after"
                         + (edit.gone.isEmpty ? "" : ", gone \(edit.gone.map(\.rawValue).joined(separator: " "))"))
            runtime = try BoardRuntime(scene: try named()) // the edit is applied by the layout below, from the same start
            for earlier in actions[...k] {
                var ignored: [RuntimeEvent] = []
                var changed = ChangedLists()
                try runtime.commit(earlier, at: .milliseconds(Int64(k)), line: 0, into: &ignored, changed: &changed)
                try runtime.layOutRows(of: changed, time: .milliseconds(Int64(k)), line: 0, into: &ignored)
            }
            var ignored: [RuntimeEvent] = []
            var unused = ChangedLists()
            try model.commit(action, at: .milliseconds(Int64(k)), line: 0, into: &ignored, changed: &unused)
            try model.layOutRows(of: .all, time: .milliseconds(Int64(k)), line: 0, into: &ignored)
            if let difference = rowDifference(runtime, model) { lines.append("differs from the whole layout: \(difference)") }
        }
        lines += runtime.rows(of: runtime.scene.receivers[i]).map { row in
            (row.section.map { "title \($0)" } ?? (row.isDropZone ? "zone of \(row.task.id)" : "\(row.task.id)")) + " y \(Int(row.frame.minY)) x \(Int(row.frame.minX))"
                + (row.hidden > 0 ? " (\(row.hidden) hidden)" : "")
        }
        return lines.joined(separator: "\n")
    }

    @Test("a task moved from an open folder into a closed one: its row goes, the closed folder's row is made again (2 hidden) with its drop zone, the rows between move up a row, and r2 after them; r1 and fa stay")
    func taskIntoClosedFolder() throws {
        let transcript = try Self.transcript([.place("a1", list: "files", parent: "fc", index: 0)], receiver: "tree")
        #expect(transcript == """
            place a1 into fc at 0: rows 2..<7 become [a2@1, zone of fa, fc@0(2 hidden), zone of fc], 1 after, gone a1
            r1 y 20 x 20
            fa y 70 x 20
            a2 y 120 x 40
            zone of fa y 170 x 40
            fc y 220 x 20 (2 hidden)
            zone of fc y 270 x 40
            r2 y 320 x 20
            """)
    }

    @Test("a folder moved with its contents to the end of the tree: rows from its own to the end are made again; Add New at the end then makes one row and replaces none")
    func folderWithContentsToTheEnd() throws {
        let transcript = try Self.transcript([.place("fa", list: "files", parent: nil, index: 4), .add(title: "New", list: "files", slot: 4)], receiver: "tree")
        #expect(transcript == """
            place fa in files at 4: rows 1..<8 become [fc@0(1 hidden), zone of fc, r2@0, fa@0, a1@1, a2@1, zone of fa], 0 after
            add at 4: rows 8..<8 become [new-1@0], 0 after
            r1 y 20 x 20
            fc y 70 x 20 (1 hidden)
            zone of fc y 120 x 40
            r2 y 170 x 20
            fa y 220 x 20
            a1 y 270 x 40
            a2 y 320 x 40
            zone of fa y 370 x 40
            new-1 y 420 x 20
            """)
    }

    @Test("sections: a folder moved with its contents into a collapsed section goes with its rows, and that section's title is made again (2 hidden); a task moved between open sections makes its two places again, the rows between move")
    func sectionsEdits() throws {
        let transcript = try Self.transcript([.place("fx", list: "s3", parent: nil, index: 0), .place("x1", list: "s2", parent: nil, index: 1)], receiver: "sections")
        #expect(transcript == """
            place fx in s3 at 0: rows 2..<8 become [title s2, z1@1, title s3(2 hidden)], 0 after, gone fx y1
            place x1 in s2 at 1: rows 1..<4 become [title s2, z1@1, x1@1], 1 after
            title s1 y 20 x 410
            title s2 y 70 x 410
            z1 y 120 x 430
            x1 y 170 x 430
            title s3 y 220 x 410 (2 hidden)
            """)
    }
}
