import DropEngine
import DropGeometry
import Testing

/// Keyboard and gamepad drags (issue 16, part 1): targets cycled in a fixed order, never pixels.
/// The todo fixture's keyboard order is the list's places (top to bottom), Complete, Trash.
@Suite("Keyboard drags")
struct KeyboardDragTests {
    static func key(_ input: KeyInput, at ms: Int64) -> DragInput { .key(input, at: .milliseconds(ms)) }

    @Test("a row picked up by the keyboard starts at its own place and cycles the list's places, Complete, Trash, no target")
    func rowCyclesEveryTarget() throws {
        var todo = try TodoFixture()
        #expect(todo.engine.handle(Self.key(.focus("t3"), at: 0)) == [])
        #expect(todo.engine.keyboardFocus == "t3")
        #expect(todo.engine.handle(Self.key(.pickUp, at: 10)) == [
            .pressBegan(.keyboard, source: "t3", deadline: nil),
            .dragStarted(.keyboard, source: "t3", payload: TodoFixture.task(3), position: Point(250, 192), cues: .dragStart),
            .entered(.keyboard, receiver: .list, verdict: .accepts, slot: 2)])
        // Slot 3 is the same place as slot 2 (just after itself): it is left out.
        #expect(todo.engine.handle(Self.key(.next, at: 20)) == [.movedWithin(.keyboard, receiver: .list, slot: 4)])
        #expect(todo.engine.handle(Self.key(.next, at: 30)) == [.movedWithin(.keyboard, receiver: .list, slot: 5)])
        #expect(todo.engine.handle(Self.key(.next, at: 40)) == [.exited(.keyboard, receiver: .list),
                                                                .entered(.keyboard, receiver: .complete, verdict: .accepts, slot: nil)])
        #expect(todo.highlights == [.canAccept, .targeted, .canAccept])
        #expect(todo.engine.handle(Self.key(.next, at: 50)) == [.exited(.keyboard, receiver: .complete),
                                                                .entered(.keyboard, receiver: .trash, verdict: .accepts, slot: nil)])
        #expect(todo.engine.handle(Self.key(.next, at: 60)) == [.exited(.keyboard, receiver: .trash)])  // no target
        #expect(todo.engine.drag(of: .keyboard)?.over == nil)
        #expect(todo.engine.handle(Self.key(.next, at: 70)) == [.entered(.keyboard, receiver: .list, verdict: .accepts, slot: 0)])
        #expect(todo.engine.handle(Self.key(.previous, at: 80)) == [.exited(.keyboard, receiver: .list)])
        #expect(todo.engine.handle(Self.key(.previous, at: 90)) == [.entered(.keyboard, receiver: .trash, verdict: .accepts, slot: nil)])
        #expect(todo.engine.handle(Self.key(.drop, at: 100)) == [
            .dropped(.keyboard, intent: DropIntent(payload: TodoFixture.task(3), source: "t3", receiver: .trash, role: .trash), cues: .drop)])
        #expect(todo.engine.activePointers == [])
        #expect(todo.highlights == [.idle, .idle, .idle])
    }

    @Test("a reorder by keyboard reports where the row came from, and its position is the insertion point")
    func reorderCarriesOrigin() throws {
        var todo = try TodoFixture()
        _ = todo.engine.handle(Self.key(.focus("t1"), at: 0))
        _ = todo.engine.handle(Self.key(.pickUp, at: 0))
        _ = todo.engine.handle(Self.key(.next, at: 10))   // slot 2 (slot 1 is its own place again)
        #expect(todo.engine.drag(of: .keyboard)?.position == Point(250, 170))
        #expect(todo.engine.preview(for: .keyboard)?.slot == 2)
        #expect(todo.engine.handle(Self.key(.drop, at: 20)) == [
            .dropped(.keyboard, intent: DropIntent(payload: TodoFixture.task(1), source: "t1", receiver: .list, role: .list("inbox"),
                                                   slot: 2, fromRow: 0), cues: .drop)])
    }

    @Test("Add New starts at the list place nearest it; Complete and Trash, which refuse it, are never targets")
    func refusersAreNotTargets() throws {
        var todo = try TodoFixture()
        _ = todo.engine.handle(Self.key(.focus("add"), at: 0))
        let started = todo.engine.handle(Self.key(.pickUp, at: 0))
        #expect(started.last == .entered(.keyboard, receiver: .list, verdict: .accepts, slot: 5))
        #expect(todo.engine.handle(Self.key(.next, at: 10)) == [.exited(.keyboard, receiver: .list)])
        #expect(todo.engine.handle(Self.key(.next, at: 20)) == [.entered(.keyboard, receiver: .list, verdict: .accepts, slot: 0)])
    }

    @Test("a drop over no target cancels as a release outside; cancel and Escape cancel with escape")
    func dropOnNothingCancels() throws {
        var todo = try TodoFixture()
        _ = todo.engine.handle(Self.key(.focus("t2"), at: 0))
        _ = todo.engine.handle(Self.key(.pickUp, at: 0))
        _ = todo.engine.handle(Self.key(.previous, at: 10))   // t2 starts at its own place, slot 1; then slot 0
        _ = todo.engine.handle(Self.key(.previous, at: 20))   // no target
        #expect(todo.engine.drag(of: .keyboard)?.over == nil)
        #expect(todo.engine.handle(Self.key(.drop, at: 30)) == [.cancelled(.keyboard, source: "t2", reason: .releasedOutside, cues: .cancel)])

        _ = todo.engine.handle(Self.key(.pickUp, at: 40))
        #expect(todo.engine.handle(Self.key(.cancel, at: 50)) == [.cancelled(.keyboard, source: "t2", reason: .escape, cues: .cancel)])
        _ = todo.engine.handle(Self.key(.pickUp, at: 60))
        #expect(todo.engine.handle(.escape(at: .milliseconds(70))) == [.cancelled(.keyboard, source: "t2", reason: .escape, cues: .cancel)])
        #expect(todo.engine.handle(Self.key(.drop, at: 80)) == [])  // not carrying: nothing
    }

    @Test("the keyboard and a pointer never hold the same source; each is refused as a second finger is")
    func keyboardAndPointerShareNothing() throws {
        var todo = try TodoFixture()
        _ = todo.engine.handle(Self.key(.focus("t1"), at: 0))
        _ = todo.engine.handle(Self.key(.pickUp, at: 0))
        #expect(todo.down(250, 92, at: 10) == [.pressRefused(1, source: "t1", heldBy: .keyboard)])
        // Meanwhile a pointer drags another row, beside the keyboard drag.
        todo.pickUpRow(2, at: 20)
        #expect(todo.engine.activePointers == [.keyboard, 1])
        _ = todo.engine.handle(Self.key(.cancel, at: 400))
        _ = todo.engine.handle(Self.key(.focus("t2"), at: 410))
        #expect(todo.engine.handle(Self.key(.pickUp, at: 420)) == [.pressRefused(.keyboard, source: "t2", heldBy: 1)])
    }

    @Test("a pointer input with the keyboard's id and a focus on no source are rejected; nothing focused, or not carrying, does nothing")
    func toleratedAndRejected() throws {
        var todo = try TodoFixture()
        #expect(todo.down(250, 92, at: 0, pointer: .keyboard) == [.inputRejected(.keyboard, reason: .reservedPointer)])
        #expect(todo.engine.handle(Self.key(.pickUp, at: 10)) == [])
        #expect(todo.engine.handle(Self.key(.next, at: 20)) == [])
        #expect(todo.engine.handle(Self.key(.activate, at: 30)) == [])
        #expect(todo.engine.handle(Self.key(.focus("nothing"), at: 40)) == [.inputRejected(.keyboard, reason: .unknownSource("nothing"))])
        #expect(todo.engine.keyboardFocus == nil)
        #expect(todo.engine.handle(Self.key(.pickUp, at: 50)) == [])
        _ = todo.engine.handle(Self.key(.focus("t1"), at: 60))
        #expect(todo.engine.handle(Self.key(.focus("t9"), at: 70)) == [.inputRejected(.keyboard, reason: .unknownSource("t9"))])
        #expect(todo.engine.keyboardFocus == "t1")
    }

    @Test("the focus stays on a source disabled or removed, which is not present until it is back; pick-up then does nothing")
    func focusOnASourceThatWent() throws {
        var todo = try TodoFixture()
        var actions: [DragAction] = []
        #expect(todo.engine.keyboardFocusIsPresent == false)
        _ = todo.engine.handle(Self.key(.focus("t2"), at: 0))
        #expect(todo.engine.keyboardFocus == "t2" && todo.engine.keyboardFocusIsPresent == true)
        try todo.engine.setEnabled(false, source: "t2", into: &actions)
        #expect(todo.engine.keyboardFocus == "t2" && todo.engine.keyboardFocusIsPresent == false)
        #expect(todo.engine.handle(Self.key(.pickUp, at: 10)) == [])
        try todo.engine.setEnabled(true, source: "t2", into: &actions)
        #expect(todo.engine.keyboardFocusIsPresent == true)
        let row = DragSource(id: "t2", frame: Rect(x: 30, y: 120, width: 440, height: 44), z: 1, payload: TodoFixture.task(2),
                             activation: .longPress(), seed001: ())
        try todo.engine.unregisterSource("t2", into: &actions)
        #expect(todo.engine.keyboardFocus == "t2" && todo.engine.keyboardFocusIsPresent == false)
        #expect(todo.engine.handle(Self.key(.pickUp, at: 20)) == [])
        try todo.engine.register(row)  // a row laid out again keeps the focus
        #expect(todo.engine.keyboardFocusIsPresent == true)
        #expect(actions == [])
    }

    @Test("in a tree every location is a stop: inside folders, a collapsed one's end; activate opens a collapsed folder")
    func treeLocations() throws {
        var tree = try TreeRowsTests.Tree()
        _ = tree.engine.handle(Self.key(.focus("r1"), at: 0))
        _ = tree.engine.handle(Self.key(.pickUp, at: 0))
        var visited: [DropLocation] = []
        for ms in 1...7 {
            _ = tree.engine.handle(Self.key(.next, at: Int64(ms)))
            visited.append(tree.engine.hover(of: .keyboard)?.location ?? .onto("none"))
        }
        #expect(visited == [TreeRowsTests.inside("fa", 0, depth: 1), TreeRowsTests.inside("fa", 1, depth: 1),
                            TreeRowsTests.inside("fb", 1, depth: 2), TreeRowsTests.inside("fa", 2, depth: 1),
                            TreeRowsTests.inside(nil, 2, depth: 0), TreeRowsTests.inside(nil, 3, depth: 0), .onto("none")])
        _ = tree.engine.handle(Self.key(.next, at: 8))       // r1's own place
        _ = tree.engine.handle(Self.key(.next, at: 9))
        #expect(tree.engine.handle(Self.key(.activate, at: 10)) == [])  // fa is open already
        _ = tree.engine.handle(Self.key(.next, at: 11))
        _ = tree.engine.handle(Self.key(.next, at: 12))      // inside fb (collapsed), at its end
        #expect(tree.engine.handle(Self.key(.activate, at: 13)) == [.dwelled(.keyboard, location: TreeRowsTests.inside("fb", 1, depth: 2))])
    }

    @Test("a folder is never carried into itself, and a header never into a folder: those stops are skipped")
    func blockedStopsAreSkipped() throws {
        for (source, expected) in [("fa", [TreeRowsTests.inside(nil, 0, depth: 0), TreeRowsTests.inside(nil, 1, depth: 0),
                                           TreeRowsTests.inside(nil, 3, depth: 0)]),
                                   ("h1", [TreeRowsTests.inside(nil, 0, depth: 0), TreeRowsTests.inside(nil, 1, depth: 0),
                                           TreeRowsTests.inside(nil, 2, depth: 0)])] {
            var tree = try TreeRowsTests.Tree()
            _ = tree.engine.handle(Self.key(.focus(SourceID(source)), at: 0))
            _ = tree.engine.handle(Self.key(.pickUp, at: 0))
            var visited: [DropLocation] = []
            for ms in 1...4 {
                _ = tree.engine.handle(Self.key(.next, at: Int64(ms)))
                if let location = tree.engine.hover(of: .keyboard)?.location { visited.append(location) }
            }
            #expect(Set(visited) == Set(expected), "dragging \(source)")
            #expect(visited.count == expected.count, "dragging \(source)")
        }
    }

    @Test("rows laid out again keep the keyboard's target by name, reporting nothing; a target that vanishes leaves no target")
    func relayoutKeepsTarget() throws {
        var tree = try TreeRowsTests.Tree()
        _ = tree.engine.handle(Self.key(.focus("r1"), at: 0))
        _ = tree.engine.handle(Self.key(.pickUp, at: 0))
        for ms in 1...3 { _ = tree.engine.handle(Self.key(.next, at: Int64(ms))) }  // inside fb at 1
        // fb opens: its child b1 gets a row; the place "inside fb at 1" is still there.
        let nodes: [(SourceID?, ListRow.Node, Int)] = [
            ("r1", .item("r1"), 0), ("fa", .container("fa", expanded: true), 0), ("a1", .item("a1"), 1),
            ("fb", .container("fb", expanded: true), 1), ("b1", .item("b1"), 2), (nil, .dropZone(of: "fb"), 2),
            (nil, .dropZone(of: "fa"), 1), ("h1", .item("h1", topLevelOnly: true), 0)]
        let rows = nodes.enumerated().map { i, node in
            ListRow(source: node.0, frame: Rect(x: 30 + 24 * Double(node.2), y: 70 + 40 * Double(i), width: 440 - 24 * Double(node.2), height: 36),
                    node: node.1, depth: node.2)
        }
        #expect(try tree.engine.setRows(rows, ofList: TreeRowsTests.Tree.list) == [])
        #expect(tree.engine.hover(of: .keyboard)?.location == TreeRowsTests.inside("fb", 1, depth: 2))
        #expect(tree.engine.drag(of: .keyboard)?.position == Point(x: 262, y: 288))  // fb's drop zone, now row 5; x: fb's row centre
        #expect(try tree.engine.unregisterReceiver(TreeRowsTests.Tree.list) == [.exited(.keyboard, receiver: TreeRowsTests.Tree.list)])
        #expect(tree.engine.hover(of: .keyboard) == nil)
    }
}
