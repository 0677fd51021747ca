import DropEngine
import DropGeometry
import Testing

@Suite("Receivers changing during a drag")
struct LiveChangesTests {
    @Test("a receiver removed under a drag exits it, and a release over nothing cancels with receiverRemoved")
    func removedUnderDrag() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        _ = board.move(650, 150, at: 400)
        #expect(try board.engine.unregisterReceiver(.complete) == [.exited(1, receiver: .complete)])
        #expect(board.highlights == [.canAccept, .idle, .canAccept])
        #expect(board.up(650, 150, at: 500) == [.cancelled(1, source: "t1", reason: .receiverRemoved(.complete), cues: .cancel)])
    }

    @Test("after its target is removed, a drag that enters another receiver drops there normally")
    func removedThenEnteredAnother() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        _ = board.move(650, 150, at: 400)
        _ = try board.engine.unregisterReceiver(.complete)
        _ = board.move(650, 300, at: 450)
        _ = board.move(790, 590, at: 460)
        #expect(board.up(790, 590, at: 500) == [.cancelled(1, source: "t1", reason: .releasedOutside, cues: .cancel)])
    }

    @Test("disabling the receiver under a drag is like removing it; enabling it again enters it")
    func disableAndEnable() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        _ = board.move(650, 300, at: 400)
        #expect(try board.engine.setEnabled(false, receiver: .trash) == [.exited(1, receiver: .trash)])
        #expect(board.highlights == [.canAccept, .canAccept, .idle])
        #expect(try board.engine.setEnabled(true, receiver: .trash) == [.entered(1, receiver: .trash, verdict: .accepts, slot: nil)])
    }

    @Test("a receiver disabled under a drag: a release over nothing cancels with receiverDisabled, not receiverRemoved")
    func disabledUnderDragCancelsAsDisabled() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        _ = board.move(650, 300, at: 400)
        _ = try board.engine.setEnabled(false, receiver: .trash)
        #expect(board.up(650, 300, at: 500) == [.cancelled(1, source: "t1", reason: .receiverDisabled(.trash), cues: .cancel)])
        #expect("\(CancelReason.receiverDisabled(.trash))" == "receiverDisabled (trash)")
    }

    @Test("a receiver disabled before the drag came: moving over it enters nothing, and a release over it cancels with receiverDisabled naming it (it said releasedOutside, so an app could not tell the person Trash is off); a release over nothing is releasedOutside")
    func disabledBeforeTheDragCancelsAsDisabled() throws {
        var board = try TodoFixture()
        _ = try board.engine.setEnabled(false, receiver: .trash)
        board.pickUpRow(1)
        _ = board.move(650, 150, at: 400)
        #expect(board.move(650, 300, at: 450) == [.exited(1, receiver: .complete)])
        #expect(board.up(650, 300, at: 500) == [.cancelled(1, source: "t1", reason: .receiverDisabled(.trash), cues: .cancel)])
        board.pickUpRow(1, at: 600)
        #expect(board.up(650, 240, at: 1_000) == [.exited(1, receiver: .list), .cancelled(1, source: "t1", reason: .releasedOutside, cues: .cancel)])
    }

    @Test("a receiver disabled under a drag and enabled again, the pointer elsewhere: a release over nothing is releasedOutside")
    func disabledThenEnabledAgainBlamesNothing() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        _ = board.move(650, 150, at: 400)
        #expect(try board.engine.setEnabled(false, receiver: .complete) == [.exited(1, receiver: .complete)])
        #expect(board.move(650, 240, at: 450) == [])
        #expect(try board.engine.setEnabled(true, receiver: .complete) == [])
        #expect(board.up(650, 240, at: 500) == [.cancelled(1, source: "t1", reason: .releasedOutside, cues: .cancel)])
    }

    @Test("a receiver removed under a drag and registered again, the pointer elsewhere: a release over nothing is releasedOutside")
    func removedThenRegisteredAgainBlamesNothing() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        _ = board.move(650, 150, at: 400)
        _ = try board.engine.unregisterReceiver(.complete)
        #expect(board.move(650, 240, at: 450) == [])
        #expect(try board.engine.register(DropReceiver(id: .complete, frame: Rect(x: 540, y: 80, width: 220, height: 140),
                                                       role: .complete, accepts: .accepts(.task))) == [])
        #expect(board.up(650, 240, at: 500) == [.cancelled(1, source: "t1", reason: .releasedOutside, cues: .cancel)])
    }

    @Test("a receiver disabled under a drag, another enabled: a release over nothing still blames the disabled one")
    func enablingAnotherKeepsTheBlame() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        _ = board.move(650, 150, at: 400)
        _ = try board.engine.setEnabled(false, receiver: .complete)
        #expect(board.move(650, 240, at: 450) == [])
        #expect(try board.engine.setEnabled(true, receiver: .trash) == [])
        #expect(board.up(650, 240, at: 500) == [.cancelled(1, source: "t1", reason: .receiverDisabled(.complete), cues: .cancel)])
    }

    @Test("a drag whose item the app says is gone is cancelled with itemGone; a press ends as sourceRemoved; a pointer doing nothing, nothing")
    func itemGoneCancelsTheDrag() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        _ = board.move(650, 300, at: 400)
        _ = board.down(250, 142, at: 410, pointer: 2)
        var actions: [DragAction] = []
        board.engine.cancelDragOfGoneItem(1, into: &actions)
        board.engine.cancelDragOfGoneItem(2, into: &actions)
        board.engine.cancelDragOfGoneItem(3, into: &actions)
        #expect(actions == [.cancelled(1, source: "t1", reason: .itemGone, cues: .cancel),
                            .pressEnded(2, source: "t2", reason: .sourceRemoved)])
        #expect(board.engine.drag(of: 1) == nil && board.engine.activePointers.isEmpty)
        #expect(board.highlights == [.idle, .idle, .idle])
    }

    @Test("a receiver moved under a resting pointer is entered; moved away, it is exited")
    func movedReceiver() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        _ = board.move(700, 500, at: 400)
        #expect(try board.engine.setFrame(Rect(x: 600, y: 450, width: 200, height: 100), ofReceiver: .trash) == [
            .entered(1, receiver: .trash, verdict: .accepts, slot: nil),
        ])
        #expect(try board.engine.setFrame(Rect(x: 540, y: 260, width: 220, height: 140), ofReceiver: .trash) == [.exited(1, receiver: .trash)])
        #expect(board.up(700, 500, at: 500) == [.cancelled(1, source: "t1", reason: .releasedOutside, cues: .cancel)])
    }

    @Test("a receiver registered under a drag becomes its target at once")
    func registeredUnderDrag() throws {
        var board = try TodoFixture()
        board.pickUpRow(1)
        _ = board.move(700, 500, at: 400)
        #expect(try board.engine.register(DropReceiver(id: "tab-today", frame: Rect(x: 650, y: 480, width: 100, height: 40), role: .moveTo("today"), accepts: .accepts(.task))) == [
            .entered(1, receiver: "tab-today", verdict: .accepts, slot: nil),
        ])
        #expect(board.up(700, 500, at: 500) == [
            .dropped(1, intent: DropIntent(payload: TodoFixture.task(1), source: "t1", receiver: "tab-today", role: .moveTo("today")), cues: .drop),
        ])
    }

    @Test("new rows under a drag over the list report the new slot")
    func rowsChangedUnderDrag() throws {
        var board = try TodoFixture()
        _ = board.down(600, 500, at: 0)
        _ = board.move(300, 150, at: 100) // slot 2 of five rows
        let shorter = [ListRow(source: "t1", frame: Rect(x: 30, y: 70, width: 440, height: 44))]
        #expect(try board.engine.setRows(shorter, ofList: .list) == [.movedWithin(1, receiver: .list, slot: 1)])
    }

    @Test("unregistering a source ends a press on it, while a drag from it carries on")
    func sourceRemoved() throws {
        var board = try TodoFixture()
        board.pickUpRow(2, at: 0, pointer: 2)
        _ = board.down(250, 92, at: 310, pointer: 1)
        #expect(try board.engine.unregisterSource("t1") == [.pressEnded(1, source: "t1", reason: .sourceRemoved)])
        #expect(try board.engine.unregisterSource("t2") == [])
        _ = board.move(650, 150, at: 400, pointer: 2)
        #expect(board.up(650, 150, at: 450, pointer: 2) == [
            .dropped(2, intent: DropIntent(payload: TodoFixture.task(2), source: "t2", receiver: .complete, role: .complete), cues: .drop),
        ])
    }
}
