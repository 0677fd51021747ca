@testable import DropEngine
import DropGeometry
import Testing

/// A source names the receivers its item already is in (``DragSource/alreadyIn``): each refuses
/// its drag, as a receiver whose rule refuses it does. Three cards on the left, each pressed at
/// once; on the right two folders, and a desk beneath the first:
///
///     c1   30–230 × 70–106     in folder A
///     c2   30–230 × 110–146    in folder B
///     c3   30–230 × 150–186    in neither
///
///     desk       520–780 × 60–240, beneath folder A
///     folder A   540–760 × 80–220, z 1
///     folder B   540–760 × 260–400
@Suite("Receivers a source is already in")
struct AlreadyInTests {
    static let card = PayloadKind("card")

    struct Board {
        var engine = DragDispatcher()

        init() throws {
            var actions: [DragAction] = []
            for (id, frame, z) in [("desk", Rect(x: 520, y: 60, width: 260, height: 180), 0),
                                   ("folder-a", Rect(x: 540, y: 80, width: 220, height: 140), 1),
                                   ("folder-b", Rect(x: 540, y: 260, width: 220, height: 140), 0)] {
                try engine.register(DropReceiver(id: ReceiverID(id), frame: frame, tag: id, z: z, accepts: .accepts(card)), into: &actions)
            }
            for (i, (id, home)) in [("c1", "folder-a"), ("c2", "folder-b"), ("c3", nil)].enumerated() {
                try engine.register(DragSource(id: SourceID(id), frame: Rect(x: 30, y: 70 + 40 * Double(i), width: 200, height: 36),
                                               payload: Payload(kind: card, objectID: id), activation: .immediate,
                                               alreadyIn: home.map { [ReceiverID($0)] } ?? []))
            }
        }

        mutating func drag(_ source: Int, to x: Double, _ y: Double, at ms: Int64 = 0) -> [DragAction] {
            _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 100, y: 88 + 40 * Double(source - 1)), time: .milliseconds(ms))))
            return engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(ms + 10))))
        }

        mutating func release(_ x: Double, _ y: Double, at ms: Int64) -> [DragAction] {
            engine.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: x, y: y), time: .milliseconds(ms))))
        }

        mutating func select(_ sources: [(SourceID, home: ReceiverID?)]) {
            var actions: [DragAction] = []
            engine.select(sources.map { SelectedSource($0.0, payload: Payload(kind: card, objectID: $0.0.rawValue), alreadyIn: $0.home.map { [$0] } ?? []) },
                          into: &actions)
        }
    }

    @Test("a card over the folder it is in is refused there as already there, and released there it is cancelled")
    func refusedWhereItAlreadyIs() throws {
        var board = try Board()
        #expect(board.drag(2, to: 650, 330) == [.entered(1, location: .onto("folder-b"), verdict: .rejects(.alreadyThere("c2")))])
        #expect(board.engine.highlight(of: "folder-b") == .rejecting)
        #expect(board.release(650, 330, at: 20) == [
            .cancelled(1, source: "c2", reason: .releasedOnRefusingReceiver("folder-b", .alreadyThere("c2")), cues: DragCues().cancel)])
        #expect(RejectReason.alreadyThere("c2").description == "c2 is already there")
        #expect(RejectReason.alreadyThere("c2").caseName == "alreadyThere")
    }

    @Test("the folder a card is in is skipped as a refusing receiver is: the desk beneath takes it, and the folder does not highlight")
    func skippedForTheReceiverBeneath() throws {
        var board = try Board()
        #expect(board.drag(1, to: 650, 150) == [.entered(1, location: .onto("desk"), verdict: .accepts)])
        #expect(board.engine.highlight(of: "folder-a") == .idle)
        #expect(board.engine.highlight(of: "folder-b") == .canAccept)
        #expect(board.release(650, 150, at: 20) == [
            .dropped(1, intent: DropIntent(payload: Payload(kind: Self.card, objectID: "c1"), source: "c1", location: .onto("desk"), tag: "desk"),
                     cues: DropCues().drop)])
    }

    @Test("a selection is refused by a folder only when every card it carries is in it; with one from elsewhere the folder takes them all")
    func selectionRefusedOnlyWhenAllAreThere() throws {
        var board = try Board()
        board.select([("c2", "folder-b"), ("c9", "folder-b")])
        #expect(board.drag(2, to: 650, 330) == [.entered(1, location: .onto("folder-b"), verdict: .rejects(.alreadyThere("c2")))])
        _ = board.release(650, 330, at: 20)
        board.select([("c2", "folder-b"), ("c3", nil)])
        #expect(board.drag(2, to: 650, 330, at: 30) == [.entered(1, location: .onto("folder-b"), verdict: .accepts)])
        _ = board.release(650, 330, at: 50)
        // Pressed, c3 carries c2 along: folder B takes them, as c3 is not in it.
        #expect(board.drag(3, to: 650, 330, at: 60) == [.entered(1, location: .onto("folder-b"), verdict: .accepts)])
    }

    @Test("the keyboard's targets leave out the folder the card is in")
    func keyboardSkipsIt() throws {
        var board = try Board()
        _ = board.engine.handle(.key(.focus("c1"), at: .milliseconds(0)))
        _ = board.engine.handle(.key(.pickUp, at: .milliseconds(10)))
        var targets: [String] = []
        for ms in stride(from: Int64(20), through: 50, by: 10) {
            _ = board.engine.handle(.key(.next, at: .milliseconds(ms)))
            targets.append(board.engine.hover(of: .keyboard).map { "\($0.location)" } ?? "none")
        }
        #expect(targets == ["onto folder-b", "none", "onto desk", "onto folder-b"])
    }

    @Test("setAlreadyIn names the folders anew for the next press; a drag under way keeps what it was pressed with")
    func namedAnew() throws {
        var board = try Board()
        _ = board.drag(3, to: 650, 330)
        try board.engine.setAlreadyIn(["folder-b"], ofSource: "c3")
        #expect(board.release(650, 330, at: 20).count == 1) // dropped: pressed before c3 was in folder B
        #expect(board.drag(3, to: 650, 330, at: 30) == [.entered(1, location: .onto("folder-b"), verdict: .rejects(.alreadyThere("c3")))])
        #expect(throws: EngineError.self) { try board.engine.setAlreadyIn([], ofSource: "c9") }
    }

    @Test("an explanation judges what the pointer holds: the folder a card is in refuses it, the desk takes it")
    func explained() throws {
        var board = try Board()
        _ = board.drag(1, to: 650, 150)
        let explanation = board.engine.explain(at: Point(x: 650, y: 150), pointer: 1)
        #expect(explanation?.candidates.map(\.verdict) == [.rejects(.alreadyThere("c1")), .accepts])
        #expect(explanation?.target == "desk")
        #expect(board.engine.explain(pointer: 1) == explanation)
        #expect(board.engine.explain(at: Point(x: 650, y: 150), pointer: 2) == nil)
        // Judged on the payload alone, the folder takes it.
        #expect(board.engine.explain(at: Point(x: 650, y: 150), payload: Payload(kind: Self.card, objectID: "c1")).target == "folder-a")
        // Printed, it is what replay --explain says.
        #expect(explanation.map { "\($0)" } == """
            candidates at 650,150 for card(c1), topmost first:
              folder-a [folder-a, z 1]: refuses (c1 is already there)
              desk [desk, z 0]: accepts  <- target
            """)
    }
}
