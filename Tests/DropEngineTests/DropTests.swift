import DropEngine
import Testing

@Suite("Drops and refusals")
struct DropTests {
    @Test("a task dragged to Complete enters it, highlights it, and drops with a complete intent and the drop cues")
    func taskToComplete() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        #expect(board.highlights == [.targeted, .canAccept, .canAccept])
        #expect(board.move(650, 150, at: 400) == [
            .exited(1, receiver: .list),
            .entered(1, receiver: .complete, verdict: .accepts, slot: nil),
        ])
        #expect(board.highlights == [.canAccept, .targeted, .canAccept])
        #expect(board.up(650, 150, at: 500) == [
            .dropped(1, intent: DropIntent(payload: TodoFixture.task(1), source: "t1", receiver: .complete, role: .complete),
                     cues: Cues(haptic: .light, animation: CueAnimation(kind: .settle, curve: .spring, milliseconds: 200))),
        ])
        #expect(board.highlights == [.idle, .idle, .idle])
    }

    @Test("a task dragged to Trash drops with a trash intent")
    func taskToTrash() throws {
        var board = try TodoFixture()
        board.pickUpRow(3)
        _ = board.move(600, 300, at: 400)
        #expect(board.up(600, 300, at: 450) == [
            .dropped(1, intent: DropIntent(payload: TodoFixture.task(3), source: "t3", receiver: .trash, role: .trash), cues: .drop),
        ])
    }

    @Test("Add New dropped on Trash is rejected: Trash shows rejecting, the release cancels with the reason and returns to origin")
    func addNewOnTrashIsRejected() throws {
        var board = try TodoFixture()
        _ = board.down(600, 500, at: 0)
        _ = board.move(600, 490, at: 20)
        #expect(board.highlights == [.canAccept, .idle, .idle]) // seed 004's "Add New!" overlay on the list
        #expect(board.move(600, 300, at: 100) == [
            .entered(1, receiver: .trash, verdict: .rejects(.kindNotAccepted(.addNew)), slot: nil),
        ])
        #expect(board.highlights == [.canAccept, .idle, .rejecting])
        #expect(board.up(600, 300, at: 200) == [
            .cancelled(1, source: "add", reason: .releasedOnRefusingReceiver(.trash, .kindNotAccepted(.addNew)),
                       cues: Cues(animation: CueAnimation(kind: .returnToOrigin, curve: .easeInOut, milliseconds: 250))),
        ])
    }

    @Test("Add New dropped into the list between rows 2 and 3 gives slot 2 and an insert preview")
    func addNewIntoList() throws {
        var board = try TodoFixture()
        _ = board.down(600, 500, at: 0)
        _ = board.move(590, 500, at: 20)
        #expect(board.move(300, 150, at: 100) == [.entered(1, receiver: .list, verdict: .accepts, slot: 2)])
        #expect(board.engine.preview(for: 1) == ListPreview(receiver: .list, slot: 2, fromRow: nil, shifted: 2..<5, offset: 50, animation: Cues.rowShift, lineY: 170))
        #expect(board.up(300, 150, at: 200) == [
            .dropped(1, intent: DropIntent(payload: Payload(kind: .addNew), source: "add", receiver: .list, role: .list("inbox"), slot: 2), cues: .drop),
        ])
    }

    @Test("Add New dropped below the last row inserts at the end, above the first row at the top")
    func addNewAtEnds() throws {
        var board = try TodoFixture()
        _ = board.down(600, 500, at: 0)
        _ = board.move(300, 570, at: 100)
        #expect(board.engine.preview(for: 1).map { ($0.slot, $0.lineY, $0.depth) } ?? (0, 0, 0) == (5, 314, 0)) // below the last row (270–314)
        #expect(board.move(300, 61, at: 150) == [.movedWithin(1, receiver: .list, slot: 0)])
    }

    @Test("dragging row 1 down below row 3 reports slot changes only, and rows 2 and 3 shift up by a row pitch")
    func reorderDown() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        #expect(board.engine.preview(for: 1) == ListPreview(receiver: .list, slot: 0, fromRow: 0, shifted: 0..<0, offset: 0, animation: Cues.rowShift, lineY: 70))
        #expect(board.move(250, 100, at: 350) == [.movedWithin(1, receiver: .list, slot: 1)])
        #expect(board.move(250, 110, at: 360) == []) // same slot: nothing new to say
        #expect(board.move(250, 200, at: 400) == [.movedWithin(1, receiver: .list, slot: 3)])
        #expect(board.engine.preview(for: 1) == ListPreview(receiver: .list, slot: 3, fromRow: 0, shifted: 1..<3, offset: -50, animation: Cues.rowShift, lineY: 220))
        #expect(board.up(250, 200, at: 500) == [
            .dropped(1, intent: DropIntent(payload: TodoFixture.task(1), source: "t1", receiver: .list, role: .list("inbox"), slot: 3, fromRow: 0), cues: .drop),
        ])
    }

    @Test("dragging row 5 up above row 2 gives slot 1, and rows 2 to 4 shift down")
    func reorderUp() throws {
        var board = try TodoFixture()
        board.pickUpRow(5)
        _ = board.move(250, 120, at: 400)
        #expect(board.engine.preview(for: 1) == ListPreview(receiver: .list, slot: 1, fromRow: 4, shifted: 1..<4, offset: 50, animation: Cues.rowShift, lineY: 120))
    }

    @Test("with Reduce Motion, drop and cancel cues and row shifts carry no animation")
    func reduceMotion() throws {
        var board = try TodoFixture(reduceMotion: true)
        board.pickUpRow(1)
        _ = board.move(250, 200, at: 400)
        #expect(board.engine.preview(for: 1)?.animation == nil)
        #expect(board.up(650, 150, at: 500) == [
            .exited(1, receiver: .list),
            .entered(1, receiver: .complete, verdict: .accepts, slot: nil),
            .dropped(1, intent: DropIntent(payload: TodoFixture.task(1), source: "t1", receiver: .complete, role: .complete), cues: Cues(haptic: .light)),
        ])
        board.pickUpRow(2, at: 1_000)
        #expect(board.up(790, 590, at: 1_400) == [
            .exited(1, receiver: .list),
            .cancelled(1, source: "t2", reason: .releasedOutside, cues: Cues()),
        ])
    }

    @Test("a task released outside every receiver is cancelled and returns to origin")
    func releasedOutside() throws {
        var board = try TodoFixture()
        board.pickUpRow(2)
        #expect(board.move(790, 590, at: 400) == [.exited(1, receiver: .list)])
        #expect(board.up(790, 590, at: 450) == [.cancelled(1, source: "t2", reason: .releasedOutside, cues: .cancel)])
    }

    @Test("Escape cancels every active drag and ends every press")
    func escapeCancelsAll() throws {
        var board = try TodoFixture()
        board.pickUpRow(1, pointer: 1)
        _ = board.down(250, 142, at: 310, pointer: 2)
        #expect(board.escape(at: 320) == [
            .cancelled(1, source: "t1", reason: .escape, cues: .cancel),
            .pressEnded(2, source: "t2", reason: .escape),
        ])
        #expect(board.engine.activePointers == [])
        #expect(board.highlights == [.idle, .idle, .idle])
    }

    @Test("a pointer cancel ends the drag with its reason")
    func pointerCancel() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        #expect(board.cancel(650, 150, at: 400) == [.cancelled(1, source: "t1", reason: .pointerCancelled, cues: .cancel)])
    }
}
