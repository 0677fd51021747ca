import DropEngine
import DropGeometry
import TestSupport
import Testing

/// The keyboard's cycle against a brute-force model: on seeded random boards (lists, trees with
/// open and closed folders and headers, bins; some receivers disabled, refusing, or blocking
/// places by a rule), every keyboard drag visits every valid target exactly once per cycle, and
/// never a blocked or refusing one. The model of "valid" is the pointer's: every location a
/// pointer dragging the same source finds accepted, swept over every receiver point by point,
/// less the place just after the dragged row (the same place as its own). With sections (open and
/// collapsed titles over the same trees), the sweep also checks that a pointer anywhere in a
/// collapsed section or folder is at its end, the one place in it a keyboard offers.
@Suite("Keyboard drags: the cycle against a pointer sweep")
struct KeyboardCycleTests {
    static let kinds = [PayloadKind("a"), PayloadKind("b")]

    /// Where a row's item stands: what the place just after it is.
    struct Origin { var receiver: ReceiverID; var parent: String?; var index: Int; var depth: Int }

    struct Board {
        var engine = DragDispatcher()
        var sources: [SourceID] = []
        var origins: [SourceID: Origin] = [:]
        var frames: [(id: ReceiverID, frame: Rect, enabled: Bool)] = []
        /// The hidden count of each collapsed section and folder, by the id a location names it by.
        var collapsed: [String: Int] = [:]
    }

    /// A seeded board; with `sections`, each tree's rows are one to three sections, each open
    /// over a tree or collapsed (without it, the boards the seeds made before sections were drawn).
    static func makeBoard(_ rng: inout SeededGenerator, sections: Bool = false) throws -> Board {
        var board = Board()
        var ignored: [DragAction] = []
        for k in 0..<Int.random(in: 1...4, using: &rng) {
            let id = ReceiverID("r\(k)")
            let x = 10 + 300 * Double(k), top = Double(Int.random(in: 0...200, using: &rng))
            let accepts = kinds.filter { _ in Bool.random(using: &rng) }
            let enabled = Int.random(in: 0..<10, using: &rng) > 0
            let salt = Int.random(in: 0..<4, using: &rng)
            let rule = Bool.random(using: &rng) ? nil : LocationRule("every fourth place") { _, location in
                guard case .among(_, let parent, let index, _) = location else { return nil }
                return (index + (parent?.count ?? 0) + salt) % 4 == 0 ? "place \(index) is kept free" : nil
            }
            guard Bool.random(using: &rng) else {
                let frame = Rect(x: x, y: top, width: 280, height: 120)
                try board.engine.register(DropReceiver(id: id, frame: frame, isEnabled: enabled, accepts: .accepts(accepts), blocks: rule),
                                          into: &ignored)
                board.frames.append((id, frame, enabled))
                continue
            }
            // A tree's rows, written as the engine reads them.
            var rows: [ListRow] = []
            var origins: [(SourceID, Origin)] = []
            func add(_ count: Int, parent: String?, depth: Int) {
                for index in 0..<count {
                    let name = "\(id)-\(rows.count)"
                    let source = SourceID(name)
                    let frame = Rect(x: x + 10 + 24 * Double(depth), y: top + 10 + 40 * Double(rows.count), width: 260 - 24 * Double(depth), height: 36)
                    origins.append((source, Origin(receiver: id, parent: parent, index: index, depth: depth)))
                    let roll = Int.random(in: 0..<10, using: &rng)
                    if roll < 3 && depth < 2 {
                        let expanded = Bool.random(using: &rng)
                        let hidden = expanded ? 0 : Int.random(in: 0...3, using: &rng)
                        if !expanded { board.collapsed[name] = hidden }
                        rows.append(ListRow(source: source, frame: frame, node: .container(name, expanded: expanded, hidden: hidden), depth: depth))
                        if expanded { add(Int.random(in: 0...3, using: &rng), parent: name, depth: depth + 1) }
                        let zone = Rect(x: x + 10 + 24 * Double(depth + 1), y: top + 10 + 40 * Double(rows.count), width: 260 - 24 * Double(depth + 1), height: 36)
                        rows.append(ListRow(source: nil, frame: zone, node: .dropZone(of: name), depth: depth + 1))
                    } else {
                        rows.append(ListRow(source: source, frame: frame, node: .item(name, topLevelOnly: roll == 3), depth: depth))
                    }
                }
            }
            if sections {
                for s in 0..<Int.random(in: 1...3, using: &rng) {
                    let list = "\(id)-s\(s)"
                    let frame = Rect(x: x + 10, y: top + 10 + 40 * Double(rows.count), width: 260, height: 36)
                    let expanded = Bool.random(using: &rng)
                    let hidden = expanded ? 0 : Int.random(in: 0...3, using: &rng)
                    rows.append(ListRow(source: nil, frame: frame, node: .section(list, expanded: expanded, hidden: hidden), depth: 0))
                    if expanded { add(Int.random(in: 0...3, using: &rng), parent: list, depth: 1) } else { board.collapsed[list] = hidden }
                }
            } else {
                add(Int.random(in: 0...5, using: &rng), parent: nil, depth: 0)
            }
            let frame = Rect(x: x, y: top, width: 280, height: 60 + 40 * Double(rows.count))
            try board.engine.register(DropReceiver(id: id, frame: frame, isEnabled: enabled, accepts: .accepts(accepts), placement: .amongRows,
                                                   blocks: rule), into: &ignored)
            for row in rows {
                guard let source = row.source else { continue }
                let kind = kinds.randomElement(using: &rng)!
                try board.engine.register(DragSource(id: source, frame: row.frame, z: 1, payload: Payload(kind: kind, objectID: source.rawValue),
                                                     activation: .immediate))
                board.sources.append(source)
            }
            for (source, origin) in origins { board.origins[source] = origin }
            try board.engine.setRows(rows, ofList: id, into: &ignored)
            board.frames.append((id, frame, enabled))
        }
        // A button outside every receiver.
        try board.engine.register(DragSource(id: "button", frame: Rect(x: 10, y: 2_000, width: 100, height: 40),
                                             payload: Payload(kind: kinds.randomElement(using: &rng)!), activation: .immediate))
        board.sources.append("button")
        return board
    }

    /// The locations a pointer dragging `source` finds accepted anywhere, point by point; any
    /// location it finds in a collapsed section or folder, accepted or not, is expected at its end.
    static func pointerModel(_ board: Board, source: SourceID, at point: Point, seed: UInt64 = 0) -> Set<DropLocation> {
        var engine = board.engine
        _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, position: point, time: .milliseconds(0))))
        var accepted: Set<DropLocation> = []
        for receiver in board.frames where receiver.enabled {
            var y = receiver.frame.minY
            while y < receiver.frame.maxY {
                _ = engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: receiver.frame.minX + 140, y: y), time: .milliseconds(0))))
                guard let hover = engine.hover(of: 1) else { y += 1; continue }
                if hover.verdict == .accepts { accepted.insert(hover.location) }
                if case .among(_, let parent?, let index, _) = hover.location, let hidden = board.collapsed[parent] {
                    #expect(index == hidden, "seed \(seed): \(source) at y \(y) is inside collapsed \(parent) at \(index), not at its end (\(hidden))")
                }
                y += 1
            }
        }
        if let origin = board.origins[source] {
            accepted.remove(.among(origin.receiver, parent: origin.parent, index: origin.index + 1, depth: origin.depth))
        }
        return accepted
    }

    @Test("every keyboard drag visits every valid target exactly once per cycle, forwards and back, and never a blocked one")
    func cycleVisitsEachValidTargetOnce() throws {
        for seed in UInt64(0)..<300 { try Self.checkCycles(seed: seed, sections: false) }
    }

    @Test("with sections open and collapsed, the cycle is still the pointer's places, and a pointer anywhere in a collapsed section or folder is at its end, over 300 seeded boards")
    func cycleWithSections() throws {
        for seed in UInt64(0)..<300 { try Self.checkCycles(seed: seed, sections: true) }
    }

    /// The keyboard's cycles, forwards and back, on the board `seed` makes, against the pointer's sweep.
    static func checkCycles(seed: UInt64, sections: Bool) throws {
        var rng = SeededGenerator(seed: seed)
        let board = try Self.makeBoard(&rng, sections: sections)
        let source = board.sources.randomElement(using: &rng)!
        let model = Self.pointerModel(board, source: source, at: Self.centre(of: source, in: board), seed: seed)

        for key in [KeyInput.next, .previous] {
            var engine = board.engine
            _ = engine.handle(.key(.focus(source), at: .milliseconds(0)))
            _ = engine.handle(.key(.pickUp, at: .milliseconds(0)))
            var states: [DropLocation?] = [engine.hover(of: .keyboard)?.location]
            for step in 1...(model.count + 1) {
                _ = engine.handle(.key(key, at: .milliseconds(Int64(step))))
                if let hover = engine.hover(of: .keyboard) {
                    #expect(hover.verdict == .accepts, "seed \(seed): \(source) stopped at \(hover.location), \(hover.verdict)")
                }
                states.append(engine.hover(of: .keyboard)?.location)
            }
            let cycle = states.dropLast()
            #expect(states.last! == states.first!, "seed \(seed): \(key) from \(source) did not come back to where it started")
            #expect(cycle.filter { $0 == nil }.count == 1, "seed \(seed): \(key) from \(source): \(cycle.count) stops, not one of them no target")
            let visited = cycle.compactMap { $0 }
            #expect(visited.count == Set(visited).count, "seed \(seed): \(key) from \(source) visited a target twice: \(visited)")
            #expect(Set(visited) == model, "seed \(seed): \(key) from \(source) visited \(Set(visited).subtracting(model)) the pointer cannot take, missed \(model.subtracting(visited))")
        }
    }

    /// The centre of `source`'s frame: where a keyboard lifts it from, and a pointer presses it.
    static func centre(of source: SourceID, in board: Board) -> Point {
        var probe = board.engine
        _ = probe.handle(.key(.focus(source), at: .milliseconds(0)))
        for action in probe.handle(.key(.pickUp, at: .milliseconds(0))) {
            if case .dragStarted(_, _, _, let position, _) = action { return position }
        }
        Issue.record("\(source) was not lifted")
        return Point(x: 0, y: 0)
    }
}
