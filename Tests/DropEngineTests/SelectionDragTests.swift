@testable import DropEngine
import DropGeometry
import Testing

/// Dragging a selection (``DragDispatcher/select(_:into:)``): the drag is judged as everything it
/// carries, so where it is told "accepts" it can be dropped. The rows, 40 points apart and 36
/// high, and beside them a bin that takes cards but no headers:
///
///     0  r1            70–106    card
///     1  fa ▾          110–146   container, expanded (card)
///     2    a1          150–186   card
///     3    (fa)        190–226   fa's drop zone
///     4  fc ▸          230–266   container, collapsed, 1 hidden child (card)
///     5    (fc)        270–306   fc's drop zone
///     6  h1            310–346   a header: top level only, kind header
///
///     bin              540–760 × 80–220, takes card
@Suite("Dragging a selection")
struct SelectionDragTests {
    static let card = PayloadKind("card"), header = PayloadKind("header")
    static let list: ReceiverID = "files"

    struct Board {
        var engine = DragDispatcher()

        init() throws {
            var actions: [DragAction] = []
            try engine.register(DropReceiver(id: SelectionDragTests.list, frame: Rect(x: 20, y: 60, width: 460, height: 400), tag: "files",
                                             accepts: .accepts(card, header), placement: .amongRows), into: &actions)
            try engine.register(DropReceiver(id: "bin", frame: Rect(x: 540, y: 80, width: 220, height: 140), tag: "bin", accepts: .accepts(card)),
                                into: &actions)
            let nodes: [(SourceID?, ListRow.Node, Int)] = [
                ("r1", .item("r1"), 0), ("fa", .container("fa", expanded: true), 0), ("a1", .item("a1"), 1), (nil, .dropZone(of: "fa"), 1),
                ("fc", .container("fc", expanded: false, hidden: 1), 0), (nil, .dropZone(of: "fc"), 1), ("h1", .item("h1", topLevelOnly: true), 0)]
            var rows: [ListRow] = []
            for (i, (source, node, depth)) in nodes.enumerated() {
                let frame = Rect(x: 30 + 24 * Double(depth), y: 70 + 40 * Double(i), width: 440 - 24 * Double(depth), height: 36)
                rows.append(ListRow(source: source, frame: frame, node: node, depth: depth))
                if let source {
                    try engine.register(DragSource(id: source, frame: frame, z: 1, payload: payload(of: source), activation: .immediate))
                }
            }
            try engine.setRows(rows, ofList: SelectionDragTests.list, into: &actions)
        }

        /// Selects `sources`, each with its row's payload (h1 a header, the rest cards).
        mutating func select(_ sources: [SourceID]) -> [DragAction] {
            var actions: [DragAction] = []
            engine.select(sources.map { SelectedSource($0, payload: payload(of: $0)) }, into: &actions)
            return actions
        }

        func payload(of source: SourceID) -> Payload {
            Payload(kind: source == "h1" ? header : card, objectID: source.rawValue)
        }

        /// Presses the row at `y` (immediate: the drag starts at once).
        mutating func press(_ y: Double, at ms: Int64 = 0) -> [DragAction] {
            engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 300, y: y), time: .milliseconds(ms))))
        }

        mutating func move(_ x: Double, _ y: Double, at ms: Int64) -> [DragAction] {
            engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(ms))))
        }

        mutating func release(_ x: Double, _ y: Double, at ms: Int64) -> [DragAction] {
            engine.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(ms))))
        }
    }

    static func inside(_ parent: String?, _ index: Int, depth: Int) -> DropLocation {
        .among(list, parent: parent, index: index, depth: depth)
    }

    @Test("a card selected with a header is refused by a bin that takes no header, the reason naming the header's kind; released there it is cancelled")
    func selectionWithAHeaderIsRefusedByTheBin() throws {
        var board = try Board()
        #expect(board.select(["r1", "h1"]) == [])
        #expect(board.engine.selection.map(\.source) == ["r1", "h1"])
        _ = board.press(88)
        #expect(board.move(650, 150, at: 10) == [.exited(1, receiver: Self.list), .entered(1, location: .onto("bin"), verdict: .rejects(.kindNotAccepted(Self.header)))])
        #expect(board.engine.highlight(of: "bin") == .rejecting)
        #expect(board.engine.obstacleSource(of: 1) == "h1")
        #expect(board.release(650, 150, at: 20) == [
            .cancelled(1, source: "r1", reason: .releasedOnRefusingReceiver("bin", .kindNotAccepted(Self.header)), cues: DragCues().cancel)])
    }

    @Test("registered sources selected by id carry the payloads they were registered with; an id no source has throws and leaves the selection as it was")
    func registeredSourcesSelectedByID() throws {
        var board = try Board()
        var actions: [DragAction] = []
        try board.engine.select(registered: ["r1", "h1"], into: &actions)
        #expect(board.engine.selection == [SelectedSource("r1", payload: board.payload(of: "r1")), SelectedSource("h1", payload: board.payload(of: "h1"))])
        #expect(throws: EngineError.self) { try board.engine.select(registered: ["a1", "nobody"], into: &actions) }
        #expect(board.engine.selection.map(\.source) == ["r1", "h1"])
        _ = board.press(88)
        #expect(board.move(650, 150, at: 10) == [.exited(1, receiver: Self.list), .entered(1, location: .onto("bin"), verdict: .rejects(.kindNotAccepted(Self.header)))])
        #expect(actions == [])
    }

    @Test("a selected source that is not registered (its row out of view) is judged by the payload it was selected with")
    func unregisteredSelectedSourceIsJudged() throws {
        var board = try Board()
        var actions: [DragAction] = []
        board.engine.select([SelectedSource("r1", payload: board.payload(of: "r1")), SelectedSource("h9", payload: Payload(kind: Self.header, objectID: "h9"))],
                            into: &actions)
        _ = board.press(88)
        #expect(board.move(650, 150, at: 10) == [.exited(1, receiver: Self.list), .entered(1, location: .onto("bin"), verdict: .rejects(.kindNotAccepted(Self.header)))])
        #expect(board.engine.obstacleSource(of: 1) == "h9")
    }

    @Test("a drag of a selection starts with a badge counting all it carries, for its preview; a card not in the selection starts with none")
    func selectionDragStartsWithABadge() throws {
        var board = try Board()
        _ = board.select(["r1", "a1", "h1"])
        let started = board.press(88).compactMap { action -> Cues? in
            if case .dragStarted(_, _, _, _, let cues) = action { cues } else { nil }
        }
        #expect(started == [Cues(badge: 3)])
        #expect(started.map(\.description) == ["badge 3"])
        _ = board.release(300, 88, at: 10)
        let alone = board.press(248, at: 20).compactMap { action -> Cues? in
            if case .dragStarted(_, _, _, _, let cues) = action { cues } else { nil }
        }
        #expect(alone == [Cues()])
    }

    @Test("a card not in the selection, and a selection of one, carry only themselves: the bin takes them")
    func unselectedCardIsTaken() throws {
        var board = try Board()
        _ = board.select(["a1", "h1"])
        _ = board.press(88)
        #expect(board.move(650, 150, at: 10) == [.exited(1, receiver: Self.list), .entered(1, location: .onto("bin"), verdict: .accepts)])
        _ = board.release(650, 150, at: 20)
        _ = board.select(["r1"])
        #expect(board.engine.selection == [])
        _ = board.press(88, at: 30)
        #expect(board.move(650, 150, at: 40) == [.exited(1, receiver: Self.list), .entered(1, location: .onto("bin"), verdict: .accepts)])
    }

    @Test("a selection holding a header is blocked inside every folder, holding a folder inside that folder, as a drag of the header or the folder alone is")
    func selectedRowsBlockPlaces() throws {
        var board = try Board()
        _ = board.select(["r1", "h1"])
        _ = board.press(88)
        let insideFa = Self.inside("fa", 1, depth: 1)
        #expect(board.move(300, 188, at: 10) == [.movedWithin(1, location: insideFa, verdict: .blocked(wanted: insideFa, reason: "h1 stays at the top level"))])
        #expect(board.engine.obstacleSource(of: 1) == "h1")
        #expect(board.move(300, 75, at: 20) == [.movedWithin(1, location: Self.inside(nil, 0, depth: 0), verdict: .accepts)])
        #expect(board.release(300, 188, at: 30) == [
            .movedWithin(1, location: insideFa, verdict: .blocked(wanted: insideFa, reason: "h1 stays at the top level")),
            .cancelled(1, source: "r1", reason: .blocked(insideFa, reason: "h1 stays at the top level"), cues: DragCues().cancel)])
        _ = board.select(["r1", "fa"])
        _ = board.press(88, at: 35)
        #expect(board.move(300, 188, at: 40) == [.movedWithin(1, location: insideFa, verdict: .blocked(wanted: insideFa, reason: "fa cannot go inside itself"))])
        #expect(board.engine.obstacleSource(of: 1) == "fa")
        let insideFc = Self.inside("fc", 1, depth: 1)
        #expect(board.move(300, 248, at: 50) == [.movedWithin(1, location: insideFc, verdict: .accepts)])  // fc's middle half: fc is not carried
    }

    @Test("the keyboard's targets for a selection leave out the receivers that refuse one of its sources and the places one of its rows may not go")
    func keyboardTargetsOfASelection() throws {
        var board = try Board()
        _ = board.select(["r1", "h1"])
        _ = board.engine.handle(.key(.focus("r1"), at: .milliseconds(0)))
        _ = board.engine.handle(.key(.pickUp, at: .milliseconds(10)))
        var targets: [String] = []
        for ms in stride(from: Int64(20), through: 90, by: 10) {
            _ = board.engine.handle(.key(.next, at: .milliseconds(ms)))
            targets.append(board.engine.hover(of: .keyboard).map { "\($0.location)" } ?? "none")
        }
        // From r1's own place (0): before fc, before h1 — never inside fa or fc, never the bin, and
        // not the end either: just after h1 is the same place as just before it once h1 leaves.
        #expect(targets == ["files at 2", "files at 3", "none", "files at 0", "files at 2", "files at 3", "none", "files at 0"])
        // There r1 and h1 land 3rd and 4th of four: said at the first's position, not the 4th.
        #expect(board.engine.place(of: .among(Self.list, index: 4), carrying: "r1") == .among(Self.list, container: .topLevel, position: 3, count: 4))
    }

    @Test("selecting anew while a drag is over the bin judges it again at once: refused with a header, taken again without")
    func selectingDuringADragJudgesItAgain() throws {
        var board = try Board()
        _ = board.press(88)
        #expect(board.move(650, 150, at: 10) == [.exited(1, receiver: Self.list), .entered(1, location: .onto("bin"), verdict: .accepts)])
        #expect(board.select(["h1", "r1"]) == [.movedWithin(1, location: .onto("bin"), verdict: .rejects(.kindNotAccepted(Self.header)))])
        #expect(board.select(["a1", "r1"]) == [.movedWithin(1, location: .onto("bin"), verdict: .accepts)])
        #expect(board.select([]) == [])
        #expect(board.release(650, 150, at: 20) == [
            .dropped(1, intent: DropIntent(payload: Payload(kind: Self.card, objectID: "r1"), source: "r1", location: .onto("bin"), tag: "bin"), cues: DropCues().drop)])
    }

    @Test("a refusal of a selection is announced naming the source refused: the header, not the dragged card")
    func announcementNamesTheRefusedSource() throws {
        var board = try Board()
        _ = board.select(["r1", "h1"])
        _ = board.press(88)
        var announcer = Announcer()
        var said: [Announcement] = []
        for action in board.move(650, 150, at: 10) { announcer.observe(action, engine: board.engine, at: .milliseconds(10), into: &said) }
        announcer.tick(at: .milliseconds(510), into: &said)
        #expect(said == [.blocked("h1", .onto("bin"), reason: .kindNotAccepted(Self.header))])
        #expect(said.map { $0.english(IDNames()) } == ["Cannot drop on bin: it does not take h1."])
    }
}
