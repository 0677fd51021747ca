import DropGeometry
import TestSupport
import Testing
@testable import DropEngine

/// Replacing a few of a list's rows (``DragDispatcher/replaceRows(_:with:movingRowsAfterTo:ofList:scrolledBy:into:)``)
/// against setting all of them (``DragDispatcher/setRows(_:ofList:scrolledBy:into:)``): the same
/// layout, errors and actions.
@Suite("Replacing a list's rows")
struct ReplaceRowsTests {
    static let card = PayloadKind("card")

    static func engine() throws -> DragDispatcher {
        var engine = DragDispatcher()
        var actions: [DragAction] = []
        try engine.register(DragSource(id: "card", frame: Rect(x: 400, y: 0, width: 40, height: 40), payload: Payload(kind: card),
                                       activation: .immediate))
        try engine.register(DragSource(id: "key", frame: Rect(x: 400, y: 100, width: 40, height: 40), payload: Payload(kind: card)))
        try engine.register(DropReceiver(id: "list", frame: Rect(x: 0, y: -100, width: 300, height: 900), accepts: .accepts([card]),
                                         placement: .amongRows), into: &actions)
        return engine
    }

    static func row(_ source: String, _ i: Int) -> ListRow {
        ListRow(source: SourceID(source), frame: Rect(x: 0, y: 50 * Double(i), width: 300, height: 40))
    }

    @Test("a row removed from the middle of three: the row below moves up, and a drag below the rows is told its new place, as setting the two rows tells it")
    func aRowRemovedFromTheMiddle() throws {
        var edited = try Self.engine()
        var actions: [DragAction] = []
        try edited.setRows(["a", "b", "c"].enumerated().map { Self.row($1, $0) }, ofList: "list", into: &actions)
        _ = edited.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 420, y: 20), time: .milliseconds(0))))
        #expect(edited.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 100, y: 130), time: .milliseconds(10)))).last
                == .entered(1, location: .among("list", parent: nil, index: 3, depth: 0), verdict: .accepts))
        var set = edited
        try edited.replaceRows(1..<2, with: [], movingRowsAfterTo: [Self.row("c", 1).frame], ofList: "list", into: &actions)
        #expect(actions == [.movedWithin(1, location: .among("list", parent: nil, index: 2, depth: 0), verdict: .accepts)])
        var setActions: [DragAction] = []
        try set.setRows(["a", "c"].enumerated().map { Self.row($1, $0) }, ofList: "list", into: &setActions)
        #expect(setActions == actions)
        #expect(edited.row(ofSource: "c", inList: "list") == 1)
        #expect(edited.row(ofSource: "b", inList: "list") == nil)
        #expect(edited.place(ofSource: "c") == .among("list", container: .topLevel, position: 2, count: 2))
        #expect(edited.place(ofSource: "b") == nil)
        #expect(edited.preview(for: 1) == set.preview(for: 1))
    }

    @Test("a row added above row 1 of three: the rows below move down, and the new row is found by its source")
    func aRowAddedInTheMiddle() throws {
        var engine = try Self.engine()
        var actions: [DragAction] = []
        try engine.setRows(["a", "b", "c"].enumerated().map { Self.row($1, $0) }, ofList: "list", into: &actions)
        try engine.replaceRows(1..<1, with: [Self.row("new", 1)], movingRowsAfterTo: [Self.row("b", 2).frame, Self.row("c", 3).frame],
                               ofList: "list", into: &actions)
        #expect(actions == [])
        #expect(["a", "new", "b", "c"].map { engine.row(ofSource: SourceID($0), inList: "list") } == [0, 1, 2, 3])
        #expect(engine.place(ofSource: "new") == .among("list", container: .topLevel, position: 2, count: 4))
        _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 420, y: 20), time: .milliseconds(0))))
        #expect(engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 100, y: 160), time: .milliseconds(10)))).last
                == .entered(1, location: .among("list", parent: nil, index: 3, depth: 0), verdict: .accepts))
    }

    @Test("a row replaced while a finger drags over the list is changed in place: the drag lets go of the rows it asked for its own row, so the edit copies no row")
    func aRowReplacedUnderADragIsChangedInPlace() throws {
        var engine = try Self.engine()
        var actions: [DragAction] = []
        try engine.setRows((0..<100).map { Self.row("r\($0)", $0) }, ofList: "list", into: &actions)
        _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 420, y: 20), time: .milliseconds(0))))
        #expect(engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 100, y: 130), time: .milliseconds(10)))).last
                == .entered(1, location: .among("list", parent: nil, index: 3, depth: 0), verdict: .accepts))
        let list = Int(engine.receivers.handles["list"]!.rawValue)
        // Where the layout's rows are stored: a copy of the rows (what a shared layout costs, O(n)) moves them.
        func storage() -> UnsafeRawPointer? {
            engine.receivers.records[list]!.layout!.rows.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let before = storage()
        try engine.replaceRows(99..<100, with: [Self.row("new", 99)], movingRowsAfterTo: nil, ofList: "list", into: &actions)
        #expect(actions == [])
        #expect(storage() == before)
        #expect(engine.row(ofSource: "new", inList: "list") == 99)
        #expect(engine.row(ofSource: "r99", inList: "list") == nil)
        #expect(engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 100, y: 180), time: .milliseconds(20)))).last
                == .movedWithin(1, location: .among("list", parent: nil, index: 4, depth: 0), verdict: .accepts))
    }

    @Test("a range outside the rows, frames not one per row after it, a source on two rows and rows out of order are refused, and nothing changes")
    func badEditsAreRefused() throws {
        var engine = try Self.engine()
        var actions: [DragAction] = []
        try engine.setRows(["a", "b", "c"].enumerated().map { Self.row($1, $0) }, ofList: "list", into: &actions)
        #expect(throws: EngineError(.invalidGeometry, "receiver \"list\": expected rows to replace within rows[0..<3], found rows[2..<4]")) {
            try engine.replaceRows(2..<4, with: [], movingRowsAfterTo: [], ofList: "list", into: &actions)
        }
        #expect(throws: EngineError(.invalidGeometry, "receiver \"list\": expected 2 frames for the rows after rows[0..<1] (one per row), found 0")) {
            try engine.replaceRows(0..<1, with: [], movingRowsAfterTo: [], ofList: "list", into: &actions)
        }
        #expect(throws: EngineError(.duplicateSource, "receiver \"list\" rows[2]: source \"a\" is already rows[0]")) {
            try engine.replaceRows(2..<3, with: [Self.row("a", 2)], movingRowsAfterTo: [], ofList: "list", into: &actions)
        }
        #expect(throws: EngineError(.duplicateSource, "receiver \"list\" rows[2]: source \"c\" is already rows[0]")) {
            try engine.replaceRows(0..<1, with: [Self.row("c", 0)], movingRowsAfterTo: [Self.row("b", 1).frame, Self.row("c", 2).frame],
                                   ofList: "list", into: &actions)
        }
        #expect(throws: EngineError(.rowsOutOfOrder, "receiver \"list\" rows[2]: expected rows top to bottom, found centre y 20.0 above the previous row's 120.0")) {
            try engine.replaceRows(1..<1, with: [], movingRowsAfterTo: [Self.row("b", 2).frame, Self.row("c", 0).frame], ofList: "list", into: &actions)
        }
        #expect(throws: EngineError(.unknownReceiver, "receiver \"card\": no receiver with this id is registered")) {
            try engine.replaceRows(0..<0, with: [], movingRowsAfterTo: [], ofList: "card", into: &actions)
        }
        #expect(actions.isEmpty)
        #expect(engine.row(ofSource: "c", inList: "list") == 2)
        #expect(engine.row(ofSource: "new", inList: "list") == nil)
    }

    /// A row as the generator makes it: what it stands for, its source, its depth.
    typealias Shape = (node: ListRow.Node, source: SourceID?, depth: Int)

    /// Random rows that nest: a flat list, a tree of folders, or sections; sources from `pool`, each once.
    static func randomShapes(_ rng: inout SeededGenerator, pool: [String]) -> [Shape] {
        var free = pool.shuffled(using: &rng)
        var shapes: [Shape] = []
        func item(depth: Int) {
            guard let id = free.popLast() else { return }
            shapes.append((.item(id, topLevelOnly: depth == 0 && Int.random(in: 0..<6, using: &rng) == 0), SourceID(id), depth))
        }
        func nodes(depth: Int) {
            for _ in 0..<Int.random(in: 0...(depth > 2 ? 1 : 4), using: &rng) {
                guard Int.random(in: 0..<10, using: &rng) < 3, let id = free.popLast() else {
                    item(depth: depth)
                    continue
                }
                let expanded = Bool.random(using: &rng)
                shapes.append((.container(id, expanded: expanded, hidden: expanded ? 0 : Int.random(in: 0...3, using: &rng)), SourceID(id), depth))
                if expanded { nodes(depth: depth + 1) }
                shapes.append((.dropZone(of: id), nil, depth + 1))
            }
        }
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<6:
            for _ in 0..<Int.random(in: 0...14, using: &rng) { item(depth: 0) }
        case 6..<8:
            nodes(depth: 0)
        default:
            for _ in 0..<Int.random(in: 0...2, using: &rng) { item(depth: 0) }
            for s in 0..<Int.random(in: 1...4, using: &rng) {
                let expanded = Int.random(in: 0..<4, using: &rng) > 0
                shapes.append((.section("L\(s % 3)", expanded: expanded, hidden: expanded ? 0 : Int.random(in: 0...2, using: &rng)), nil, 0))
                if expanded { nodes(depth: 1) }
            }
        }
        return shapes
    }

    /// `shapes` changed a little, as a drop changes rows: rows added, removed or moved, or made
    /// again; now and then a change that does not nest, or a source on two rows.
    static func changed(_ shapes: [Shape], _ rng: inout SeededGenerator, pool: [String]) -> [Shape] {
        var shapes = shapes
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let unused = pool.filter { id in !shapes.contains { $0.source?.rawValue == id } }
            let items = shapes.indices.filter { if case .item = shapes[$0].node { true } else { false } }
            switch Int.random(in: 0..<12, using: &rng) {
            case 0..<4:
                // An item added where another row is, at that row's depth (a section title's rows are one deeper).
                guard let id = unused.randomElement(using: &rng) else { continue }
                let at = Int.random(in: 0...shapes.count, using: &rng)
                var depth = at < shapes.count ? shapes[at].depth : 0
                if at < shapes.count, case .section = shapes[at].node, at > 0 { depth = shapes[at - 1].depth }
                shapes.insert((.item(id), SourceID(id), depth), at: at)
            case 4..<7:
                guard let i = items.randomElement(using: &rng) else { continue }
                shapes.remove(at: i)
            case 7..<9:
                guard let i = items.randomElement(using: &rng) else { continue }
                let moved = shapes.remove(at: i)
                let at = Int.random(in: 0...shapes.count, using: &rng)
                shapes.insert((moved.node, moved.source, at < shapes.count ? shapes[at].depth : moved.depth), at: at)
            case 9:
                return randomShapes(&rng, pool: pool)
            case 10:
                // A source on two rows.
                guard let i = items.randomElement(using: &rng), let j = items.randomElement(using: &rng), i != j else { continue }
                shapes[i].source = shapes[j].source
            default:
                // A depth that does not nest.
                guard let i = items.randomElement(using: &rng) else { continue }
                shapes[i].depth += Bool.random(using: &rng) ? 1 : -1
            }
        }
        return shapes
    }

    struct Geometry {
        var top: Double
        var pitch: Double
        var height: Double

        func rows(_ shapes: [Shape]) -> [ListRow] {
            shapes.enumerated().map { i, shape in
                ListRow(source: shape.source, frame: Rect(x: 12 * Double(max(shape.depth, 0)), y: top + pitch * Double(i), width: 200, height: height),
                        node: shape.node, depth: shape.depth)
            }
        }
    }

    /// Whether `edited`'s list looks as `set`'s does: its rows, centres, reach, tree, sources,
    /// offset, the places of the sources, and the drags' targets.
    static func same(_ edited: DragDispatcher, _ set: DragDispatcher, pool: [String]) -> Bool {
        let (a, b) = (edited.receivers.records[Int(edited.receivers.handles["list"]!.rawValue)]?.layout,
                      set.receivers.records[Int(set.receivers.handles["list"]!.rawValue)]?.layout)
        guard let a, let b else { return a == nil && b == nil }
        return a.rows == b.rows && a.offset == b.offset && a.columns.centres == b.columns.centres
            && a.columns.reach.count == b.columns.reach.count && zip(a.columns.reach, b.columns.reach).allSatisfy { $0 == $1 }
            && a.columns.tree == b.columns.tree
            && a.rows.indices.allSatisfy { a.columns.sources.insideReason(ofRow: $0) == b.columns.sources.insideReason(ofRow: $0) }
            && (pool + ["card", "key"]).allSatisfy { id in
                a.row(of: SourceID(id)) == b.row(of: SourceID(id)) && edited.place(ofSource: SourceID(id)) == set.place(ofSource: SourceID(id))
            }
            && edited.hover(of: 1)?.location == set.hover(of: 1)?.location && edited.preview(for: 1) == set.preview(for: 1)
            && edited.drag(of: .keyboard)?.position == set.drag(of: .keyboard)?.position
    }

    @Test("over 1,000 seeded runs of edits (rows added, removed and moved, made again, edits that do not nest or repeat a source, other frames, the rows after the edit kept where they are or moved, offsets), with and without drags over the list: replacing the rows that changed gives the layout, errors and actions of setting all of them")
    func replacingMatchesSettingAll() throws {
        let pool = (0..<24).map { "s\($0)" }
        var (edits, refused) = (0, 0)
        for seed in try seeds(1_000) {
            var rng = SeededGenerator(seed: seed)
            var edited = try Self.engine()
            var set = try Self.engine()
            var geometry = Geometry(top: rng.double(in: -40...40), pitch: rng.double(in: 20...60), height: 0)
            geometry.height = rng.double(in: 4...geometry.pitch)
            var shapes = Self.randomShapes(&rng, pool: pool)
            var log = ["\(geometry)", "set \(shapes.map { "\($0.node)@\($0.depth)" })"]
            func fail(_ what: String) -> Bool {
                Issue.record("seed \(seed): \(what)\n\(log.joined(separator: "\n"))")
                return false
            }
            func both(_ input: DragInput) -> Bool {
                let (a, b) = (edited.handle(input), set.handle(input))
                return a == b || fail("\(input): \(a) against \(b)")
            }
            var actions: [DragAction] = []
            // The rows as set now (a frame made wrong on purpose may be among them).
            var current = geometry.rows(shapes)
            do {
                try edited.setRows(current, ofList: "list", into: &actions)
                try set.setRows(current, ofList: "list", into: &actions)
            } catch {
                (shapes, current) = ([], [])
            }
            // A third of the runs drag over the list, a third carry a card by keyboard; the rest edit alone.
            let drags = Int.random(in: 0..<3, using: &rng)
            if drags == 1 {
                guard both(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 420, y: 20), time: .milliseconds(0)))) else { return }
            } else if drags == 2 {
                guard both(.key(.focus("key"), at: .milliseconds(0))), both(.key(.pickUp, at: .milliseconds(0))) else { return }
            }
            for step in 0..<12 {
                let time = Instant.milliseconds(Int64(10 + step * 10))
                if drags == 1 {
                    let point = Point(x: rng.double(in: -10...310), y: rng.double(in: -60...700))
                    guard both(.pointerMove(PointerEvent(pointer: 1, position: point, time: time))) else { return }
                } else if drags == 2 {
                    guard both(.key(Bool.random(using: &rng) ? .next : .previous, at: time)) else { return }
                }
                let next = Self.changed(shapes, &rng, pool: pool)
                var nextGeometry = geometry
                if Int.random(in: 0..<8, using: &rng) == 0 { nextGeometry.pitch = rng.double(in: nextGeometry.height...70) }
                var rows = nextGeometry.rows(next)
                if Int.random(in: 0..<20, using: &rng) == 0, !rows.isEmpty {
                    rows[Int.random(in: 0..<rows.count, using: &rng)].frame.origin.y = [-1_000, .nan, 1e9].randomElement(using: &rng)!
                }
                let old = current
                // The window: the rows alike at the start (frames too), and at the end (frames apart);
                // now and then wider than it need be.
                var start = 0
                while start < old.count, start < rows.count, old[start] == rows[start] { start += 1 }
                var end = 0
                while end < old.count - start, end < rows.count - start, old[old.count - 1 - end].source == rows[rows.count - 1 - end].source,
                      old[old.count - 1 - end].node == rows[rows.count - 1 - end].node, old[old.count - 1 - end].depth == rows[rows.count - 1 - end].depth {
                    end += 1
                }
                if Bool.random(using: &rng) { start = Int.random(in: 0...start, using: &rng) }
                if Bool.random(using: &rng) { end = Int.random(in: 0...end, using: &rng) }
                let offset: Double? = switch Int.random(in: 0..<10, using: &rng) {
                case 0..<6: nil
                case 6: edited.receivers.records[Int(edited.receivers.handles["list"]!.rawValue)]?.layout?.offset
                case 7, 8: rng.double(in: -100...100)
                default: [.infinity, 1e308, -1e308].randomElement(using: &rng)!
                }
                let range = start..<old.count - end
                // Half the time the rows after the window keep their frames (nil), as after an edit
                // that leaves as many rows as it takes; the rows set whole then have those frames too.
                let keep = Bool.random(using: &rng)
                if keep {
                    for k in 0..<end { rows[rows.count - end + k].frame = old[old.count - end + k].frame }
                }
                log.append("step \(step): rows[\(range)] of \(old.count) → \(next[start..<next.count - end].map { "\($0.node)@\($0.depth)" }), pitch \(nextGeometry.pitch), rows after \(keep ? "kept" : "moved"), offset \(offset.map { "\($0)" } ?? "kept")")
                var (a, b): ([DragAction], [DragAction]) = ([], [])
                var (errorA, errorB): (EngineError?, EngineError?) = (nil, nil)
                do {
                    try edited.replaceRows(range, with: Array(rows[start..<rows.count - end]),
                                           movingRowsAfterTo: keep ? nil : rows[(rows.count - end)...].map(\.frame),
                                           ofList: "list", scrolledBy: offset, into: &a)
                } catch {
                    errorA = error
                }
                do {
                    try set.setRows(rows, ofList: "list", scrolledBy: offset, into: &b)
                } catch {
                    errorB = error
                }
                guard errorA == errorB || fail("\(String(describing: errorA)) against \(String(describing: errorB))"),
                      a == b || fail("actions \(a) against \(b)"),
                      Self.same(edited, set, pool: pool) || fail("the layouts differ") else { return }
                if errorA == nil {
                    edits += 1
                    shapes = next
                    geometry = nextGeometry
                    current = rows
                } else {
                    refused += 1
                    log.append("refused: \(errorA!)")
                }
            }
        }
        #expect(edits > 5_000 && refused > 650, "\(edits) edits applied, \(refused) refused")
    }
}

/// The keyboard's places for a selection's drag, and its hit tests at every move, judge the rows
/// carried once (``ListLayout/CarriedBlock``), not each place against every carried row.
@Suite("Places blocked by rows carried with a drag")
struct CarriedBlockTests {
    @Test("over 2,000 seeded layouts and selections, a place is blocked exactly when a carried row blocks it on its own, and a selection's hit test says so when it names a carried row that blocks it")
    func carriedRowsBlockWhatEachBlocks() throws {
        let pool = (0..<24).map { "n\($0)" }
        for seed in UInt64(0)..<2_000 {
            var rng = SeededGenerator(seed: seed)
            let shapes = ReplaceRowsTests.randomShapes(&rng, pool: pool)
            let rows = shapes.enumerated().map { i, shape in
                ListRow(source: shape.source, frame: Rect(x: 0, y: 40 * Double(i), width: 400, height: 36), node: shape.node, depth: shape.depth)
            }
            let layout = try ListLayout(rows: rows, receiver: "r")
            let carried = rows.indices.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 }
            let block = ListLayout.CarriedBlock(carried, in: layout)
            let members = carried.compactMap { rows[$0].source }.map {
                DragSession.Company.Member(source: $0, payload: Payload(kind: PayloadKind("k")), kindBit: 1, alreadyIn: [])
            }
            let company = DragSession.Company(members: members, count: members.count + 1)
            for parent in -1..<rows.count {
                let expected = carried.contains { layout.blocks(dragged: $0, parent: parent) }
                #expect(block.blocks(parent: parent, in: layout) == expected, "seed \(seed): parent \(parent), carried \(carried), rows \(shapes.map(\.node))")
                if block.blocks(parent: parent, in: layout) != expected { return }
                let named = company.blockingRow(in: layout, parent: parent)
                #expect(company.blocks(in: layout, parent: parent) == (named != nil), "seed \(seed): parent \(parent), carried \(carried)")
                if company.blocks(in: layout, parent: parent) != (named != nil) { return }
            }
        }
    }
}
