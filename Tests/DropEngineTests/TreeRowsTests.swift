import DropEngine
import DropGeometry
import Testing

/// Drop locations among tree rows (issue 17's rules 1–3, 5, 6 and spring-loading), as the
/// engine reports them. The rows, 40 points apart and 36 high (the 4-point gaps belong to no row):
///
///     0  r1            70–106
///     1  fa ▾          110–146   container, expanded
///     2    a1          150–186
///     3    fb ▸        190–226   container, collapsed, 1 hidden child
///     4      (fb)      230–266   fb's drop zone
///     5    (fa)        270–306   fa's drop zone
///     6  h1            310–346   top-level only (a header)
@Suite("Tree rows: drop locations")
struct TreeRowsTests {
    struct Tree {
        var engine = DragDispatcher()
        var actions: [DragAction] = []
        static let list: ReceiverID = "files"
        static let card = PayloadKind("card")

        /// Work (w1, w2), Home (m1) and Errands (collapsed, 2 hidden) as the sections of the list
        /// "projects", a row every 40 points from y 70: 0 WORK, 1 w1, 2 w2, 3 HOME, 4 m1, 5 ERRANDS.
        static func sections() throws -> DragDispatcher {
            var engine = DragDispatcher()
            var actions: [DragAction] = []
            try engine.register(DropReceiver(id: "projects", frame: Rect(x: 20, y: 60, width: 460, height: 400), tag: "projects",
                                             accepts: .accepts(card), placement: .amongRows), into: &actions)
            let nodes: [(SourceID?, ListRow.Node, Int)] = [
                (nil, .section("work", expanded: true), 0), ("w1", .item("w1"), 1), ("w2", .item("w2"), 1),
                (nil, .section("home", expanded: true), 0), ("m1", .item("m1"), 1), (nil, .section("errands", expanded: false, hidden: 2), 0)]
            var rows: [ListRow] = []
            for (i, (source, node, depth)) in nodes.enumerated() {
                let frame = Rect(x: 30, y: 70 + 40 * Double(i), width: 440, height: 36)
                rows.append(ListRow(source: source, frame: frame, node: node, depth: depth))
                if let source {
                    try engine.register(DragSource(id: source, frame: frame, z: 1, payload: Payload(kind: card, objectID: source.rawValue), activation: .immediate))
                }
            }
            try engine.setRows(rows, ofList: "projects", into: &actions)
            return engine
        }

        init(dwell: Interval? = .milliseconds(700)) throws {
            try engine.register(DropReceiver(id: Self.list, frame: Rect(x: 20, y: 60, width: 460, height: 400), tag: "files",
                                             accepts: .accepts(Self.card), placement: .amongRows, dwell: dwell), into: &actions)
            let nodes: [(SourceID?, ListRow.Node, Int)] = [
                ("r1", .item("r1"), 0), ("fa", .container("fa", expanded: true), 0), ("a1", .item("a1"), 1),
                ("fb", .container("fb", expanded: false, hidden: 1), 1), (nil, .dropZone(of: "fb"), 2), (nil, .dropZone(of: "fa"), 1),
                ("h1", .item("h1", topLevelOnly: true), 0)]
            var rows: [ListRow] = []
            for (i, (source, node, depth)) in nodes.enumerated() {
                let frame = Rect(x: 30 + 24 * Double(depth), y: 70 + 40 * Double(i), width: 440 - 24 * Double(depth), height: 36)
                rows.append(ListRow(source: source, frame: frame, node: node, depth: depth))
                if let source {
                    try engine.register(DragSource(id: source, frame: frame, z: 1, payload: Payload(kind: Self.card, objectID: source.rawValue), activation: .immediate))
                }
            }
            try engine.setRows(rows, ofList: Self.list, into: &actions)
            actions.removeAll()
        }

        /// Presses the row of `source` (immediate activation: the drag starts at once).
        mutating func pickUp(_ source: SourceID, y: Double) {
            _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 300, y: y), time: .milliseconds(0))))
        }

        /// Where a drag at `y` would land, and its verdict.
        mutating func hover(_ y: Double, at ms: Int64 = 10) -> [DragAction] {
            engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 300, y: y), time: .milliseconds(ms))))
        }
    }

    static func inside(_ parent: String?, _ index: Int, depth: Int) -> DropLocation {
        .among(Tree.list, parent: parent, index: index, depth: depth)
    }

    @Test("rule 1: a drop zone takes an item inside its folder at the end; a collapsed folder's end counts its hidden children")
    func dropZoneTakesItInside() throws {
        var tree = try Tree()
        tree.pickUp("r1", y: 88)
        #expect(tree.hover(248) == [.movedWithin(1, location: Self.inside("fb", 1, depth: 2), verdict: .accepts)])
        #expect(tree.hover(288, at: 20) == [.movedWithin(1, location: Self.inside("fa", 2, depth: 1), verdict: .accepts)])
    }

    @Test("rule 1, seed 003 bug 1: a folder's own child dropped on its drop zone leaves it, landing right after it")
    func ownDropZoneTakesItOut() throws {
        var tree = try Tree()
        tree.pickUp("a1", y: 168)
        #expect(tree.hover(288) == [.movedWithin(1, location: Self.inside(nil, 2, depth: 0), verdict: .accepts)])
    }

    @Test("rule 2: the middle half of a folder's row takes it inside at the end; its top and bottom quarters do not")
    func folderMiddleHalf() throws {
        var tree = try Tree()
        tree.pickUp("r1", y: 88)
        // Each edge is approached from outside the half (once inside, the hysteresis holds the drag there).
        #expect(tree.hover(118.9) == [.movedWithin(1, location: Self.inside(nil, 1, depth: 0), verdict: .accepts)])  // top quarter: before fa
        #expect(tree.hover(119, at: 20) == [.movedWithin(1, location: Self.inside("fa", 2, depth: 1), verdict: .accepts)])  // 110 + 36/4 = 119: inside
        #expect(tree.hover(180, at: 30) == [.movedWithin(1, location: Self.inside("fa", 1, depth: 1), verdict: .accepts)])  // below a1's centre
        #expect(tree.hover(137, at: 40) == [.movedWithin(1, location: Self.inside("fa", 0, depth: 1), verdict: .accepts)])  // bottom quarter: first in fa
    }

    @Test("rule 3, seed 003 bug 2: the gap after an expanded folder's last item is inside the folder; after a collapsed one, beside it")
    func slotRanges() throws {
        var tree = try Tree()
        tree.pickUp("h1", y: 328)
        #expect(tree.hover(268) == [.movedWithin(1, location: Self.inside("fa", 2, depth: 1), verdict: .blocked(wanted: Self.inside("fa", 2, depth: 1), reason: "h1 stays at the top level"))])
        tree = try Tree()
        tree.pickUp("r1", y: 88)
        #expect(tree.hover(268) == [.movedWithin(1, location: Self.inside("fa", 2, depth: 1), verdict: .accepts)])  // gap above fa's zone: fa at its end
        #expect(tree.hover(228, at: 20) == [])  // gap above fb's (collapsed) zone: just after fb, in fa — the same place
        #expect(tree.hover(188, at: 25) == [.movedWithin(1, location: Self.inside("fa", 1, depth: 1), verdict: .accepts)])  // fb's top quarter: before fb
        #expect(tree.hover(380, at: 30) == [.movedWithin(1, location: Self.inside(nil, 3, depth: 0), verdict: .accepts)])  // below everything: the end
    }

    @Test("rule 6: a folder over its own contents or drop zone is blocked, and a release there cancels with blocked")
    func folderInsideItselfIsBlocked() throws {
        var tree = try Tree()
        tree.pickUp("fa", y: 116)
        let wanted = Self.inside("fa", 1, depth: 1)
        #expect(tree.hover(188) == [.movedWithin(1, location: wanted, verdict: .blocked(wanted: wanted, reason: "fa cannot go inside itself"))])
        #expect(tree.engine.highlight(of: Tree.list) == .rejecting)
        #expect(tree.engine.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 300, y: 188), time: .milliseconds(20))))
                == [.cancelled(1, source: "fa", reason: .blocked(wanted, reason: "fa cannot go inside itself"), cues: DragCues().cancel)])
    }

    @Test("a folder lifted from the middle of its own row is over its own place, not inside itself, and put back there it stays")
    func folderOnItsOwnRowIsInItsOwnPlace() throws {
        var tree = try Tree()
        let ownPlace = Self.inside(nil, 1, depth: 0)
        let fa = Payload(kind: Tree.card, objectID: "fa")
        #expect(tree.engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 300, y: 128), time: .milliseconds(0)))) == [
            .pressBegan(1, source: "fa", deadline: nil),
            .dragStarted(1, source: "fa", payload: fa, position: Point(x: 300, y: 128), cues: DragCues().lift),
            .entered(1, location: ownPlace, verdict: .accepts)])
        #expect(tree.engine.highlight(of: Tree.list) == .targeted)
        #expect(tree.engine.nextDeadline == nil)                   // its own row never springs
        #expect(tree.hover(142, at: 10) == [])                     // its bottom quarter, above its first child: still its own place
        #expect(tree.engine.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 300, y: 142), time: .milliseconds(20)))) == [
            .dropped(1, intent: DropIntent(payload: fa, source: "fa", location: ownPlace, origin: ownPlace, tag: "files"), cues: DropCues().drop)])
    }

    @Test("rule 5: a drop zone is never picked up")
    func dropZoneIsNotASource() throws {
        var tree = try Tree()
        #expect(tree.engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 300, y: 288), time: .milliseconds(0)))) == [])
    }

    @Test("spring-loading: resting on a collapsed folder's middle half dwells at exactly 700 ms; leaving the half resets it; never for blocked locations")
    func springLoading() throws {
        var tree = try Tree()
        tree.pickUp("r1", y: 88)
        _ = tree.hover(208, at: 100)                               // fb's middle half: the timer starts
        #expect(tree.engine.nextDeadline == .milliseconds(800))
        _ = tree.hover(250, at: 500)                               // fb's drop zone: same place, but no spring
        #expect(tree.engine.nextDeadline == nil)
        _ = tree.hover(207, at: 600)                               // back in the half: it starts again
        #expect(tree.engine.handle(.tick(at: .milliseconds(1_299))) == [])
        #expect(tree.engine.handle(.tick(at: .milliseconds(1_300))) == [.dwelled(1, location: Self.inside("fb", 1, depth: 2))])
        var folder = try Tree()
        folder.pickUp("fa", y: 116)
        _ = folder.hover(208, at: 100)                             // inside fa: blocked, never springs
        #expect(folder.engine.nextDeadline == nil)
    }

    @Test("hysteresis: a finger jittering 2 points on the edge of a collapsed folder's middle half stays inside it, and the folder springs open on time; 4 points out it leaves")
    func jitterOnAFoldersMiddleHalf() throws {
        var tree = try Tree()
        tree.pickUp("r1", y: 88)
        #expect(tree.hover(200, at: 100) == [.movedWithin(1, location: Self.inside("fb", 1, depth: 2), verdict: .accepts)])  // 190 + 36/4 = 199
        #expect(tree.hover(198, at: 200) == [])
        #expect(tree.hover(200, at: 300) == [])
        #expect(tree.hover(198, at: 400) == [])
        #expect(tree.engine.handle(.tick(at: .milliseconds(800))) == [.dwelled(1, location: Self.inside("fb", 1, depth: 2))])
        #expect(tree.hover(195, at: 900) == [])                                                                          // 199 - 4 = 195: still inside
        #expect(tree.hover(194.9, at: 1_000) == [.movedWithin(1, location: Self.inside("fa", 1, depth: 1), verdict: .accepts)])
        #expect(tree.hover(198, at: 1_100) == [])                                                                        // outside, back within the half's edge: stays out
    }

    @Test("spring-loading in sections: resting anywhere on a collapsed section's title dwells at exactly 700 ms, there, at its end; an open title and a task's row never do")
    func sectionSpringLoading() throws {
        var drag = try SectionsDrag()
        let home = DropLocation.among("projects", parent: "home", index: 1, depth: 1)
        _ = drag.at(90, 10)                                         // WORK, open: no spring
        #expect(drag.engine.nextDeadline == nil)
        _ = drag.at(128, 20)                                        // w1's row: no spring
        #expect(drag.engine.nextDeadline == nil)
        #expect(drag.at(151, 100) == [.movedWithin(1, location: home, verdict: .accepts)])  // HOME's title, its top edge: the timer starts
        #expect(drag.engine.nextDeadline == .milliseconds(800))
        #expect(drag.at(184, 500) == [])                            // its bottom edge: the same place, the same wait
        #expect(drag.engine.handle(.tick(at: .milliseconds(799))) == [])
        #expect(drag.engine.handle(.tick(at: .milliseconds(800))) == [.dwelled(1, location: home)])
        #expect(drag.engine.nextDeadline == nil)                    // once per stay
    }

    @Test("hysteresis: a finger jittering 2 points across a collapsed section title's edges stays at its end, its wait running on, and the section springs open on time; 4 points out it leaves")
    func jitterOnACollapsedTitlesEdges() throws {
        var drag = try SectionsDrag()
        let home = DropLocation.among("projects", parent: "home", index: 1, depth: 1)
        #expect(drag.at(184, 100) == [.movedWithin(1, location: home, verdict: .accepts)])  // HOME's title: the wait starts
        #expect(drag.at(188, 200) == [])                            // 2 points below its bottom edge (186)
        #expect(drag.at(184, 300) == [])
        #expect(drag.at(148, 400) == [])                            // 2 points above its top edge (150)
        #expect(drag.at(188, 500) == [])
        #expect(drag.engine.nextDeadline == .milliseconds(800))     // never restarted
        #expect(drag.engine.handle(.tick(at: .milliseconds(800))) == [.dwelled(1, location: home)])
        #expect(drag.at(189.9, 900) == [])
        #expect(drag.at(190, 1_000) == [])                          // 4 points below: still its end, but off its title
        _ = drag.at(184, 1_100)                                     // back on it: a new stay, a new wait
        #expect(drag.engine.nextDeadline == .milliseconds(1_800))
        #expect(drag.at(146, 1_200) == [])                          // 4 points above: still held
        #expect(drag.at(145.9, 1_300) == [.movedWithin(1, location: .among("projects", parent: "work", index: 1, depth: 1), verdict: .accepts)])
        #expect(drag.engine.nextDeadline == nil)
    }

    @Test("a section sprung open under a resting finger keeps the drop at its end, as a folder's keeps \"inside at the end\": 2-point jitter on its title keeps it, a release drops there; 4 points off the title the open title's rules take over")
    func sectionOpenedUnderTheFingerKeepsItsEnd() throws {
        var drag = try SectionsDrag()
        let home = DropLocation.among("projects", parent: "home", index: 1, depth: 1)
        #expect(drag.at(160, 100) == [.movedWithin(1, location: home, verdict: .accepts)])  // HOME's title, its upper half
        #expect(drag.engine.handle(.tick(at: .milliseconds(800))) == [.dwelled(1, location: home)])
        #expect(try drag.openHome() == [])                          // HOME opens under the finger: still its end, m1 above it
        #expect(drag.engine.hover(of: 1)?.location == home)
        #expect(drag.at(148, 900) == [])                            // 2 points above the open title's top edge (150)
        #expect(drag.at(152, 1_000) == [])
        #expect(drag.at(188, 1_100) == [])                          // 2 points below its bottom edge (186), over m1's row's gap
        #expect(drag.at(162, 1_200) == [])
        #expect(drag.engine.nextDeadline == nil)                    // open: nothing springs
        #expect(drag.engine.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 300, y: 162), time: .milliseconds(1_300))))
            .contains { if case .dropped(1, let intent, _) = $0 { intent.location == home } else { false } })
    }

    @Test("a section sprung open under a finger lets go of its end once the finger is 4 points off its title: then its upper half is the previous section's end and its lower half the section's start, as for any open title")
    func sectionOpenedUnderTheFingerLetsGoOffItsTitle() throws {
        var drag = try SectionsDrag()
        let home = DropLocation.among("projects", parent: "home", index: 1, depth: 1)
        #expect(drag.at(176, 100) == [.movedWithin(1, location: home, verdict: .accepts)])  // HOME's title, its lower half
        #expect(drag.engine.handle(.tick(at: .milliseconds(800))) == [.dwelled(1, location: home)])
        #expect(try drag.openHome() == [])
        #expect(drag.at(189.9, 900) == [])                          // less than 4 points below: held
        #expect(drag.at(190, 1_000) == [.movedWithin(1, location: .among("projects", parent: "home", index: 0, depth: 1), verdict: .accepts)])  // on m1: before it
        #expect(drag.at(176, 1_100) == [])                          // back on the title's lower half: HOME's start, not its end
        #expect(drag.at(160, 1_200) == [.movedWithin(1, location: .among("projects", parent: "work", index: 1, depth: 1), verdict: .accepts)])  // upper half: WORK's end
    }

    @Test("rule 4: sections — a section's range runs to the next title, slot 0 is the first's position 0, a collapsed section takes drops at its end on its title and below it, titles are never picked up")
    func sections() throws {
        var engine = try Tree.sections()
        func at(_ y: Double, _ ms: Int64) -> [DragAction] {
            engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 300, y: y), time: .milliseconds(ms))))
        }
        func inside(_ list: String, _ index: Int) -> DropLocation { .among("projects", parent: list, index: index, depth: 1) }
        #expect(engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 300, y: 88), time: .milliseconds(0)))) == [])  // a title: nothing
        _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 300, y: 168), time: .milliseconds(1))))
        #expect(at(188, 10) == [.movedWithin(1, location: inside("work", 2), verdict: .accepts)])   // gap above HOME: work's end
        #expect(at(72, 20) == [.movedWithin(1, location: inside("work", 0), verdict: .accepts)])    // slot 0
        #expect(at(268, 30) == [.movedWithin(1, location: inside("home", 1), verdict: .accepts)])   // gap above ERRANDS: home's end
        #expect(at(288, 40) == [.movedWithin(1, location: inside("errands", 2), verdict: .accepts)]) // the collapsed title: its end
        #expect(at(400, 50) == [])                                                                  // below it all: still its end, its one place
        #expect(at(264, 60) == [.movedWithin(1, location: inside("home", 1), verdict: .accepts)])   // past the held title (270 - 4): home's end
        #expect(at(322, 70) == [.movedWithin(1, location: inside("errands", 2), verdict: .accepts)]) // the gap under its title: its end, never before its hidden tasks
    }
}

/// Two sections in a list that springs at 700 ms: WORK (open) 70–106 over w1 110–146, then HOME
/// 150–186, collapsed with 1 hidden; rows 36 high every 40. Pointer 1 pressed w1 at 0 ms.
private struct SectionsDrag {
    var engine = DragDispatcher()

    init() throws {
        var actions: [DragAction] = []
        try engine.register(DropReceiver(id: "projects", frame: Rect(x: 20, y: 60, width: 460, height: 400), accepts: .accepts(TreeRowsTests.Tree.card),
                                         placement: .amongRows, dwell: .milliseconds(700)), into: &actions)
        let nodes: [(SourceID?, ListRow.Node, Int)] = [
            (nil, .section("work", expanded: true), 0), ("w1", .item("w1"), 1), (nil, .section("home", expanded: false, hidden: 1), 0)]
        var rows: [ListRow] = []
        for (i, (source, node, depth)) in nodes.enumerated() {
            let frame = Rect(x: 30, y: 70 + 40 * Double(i), width: 440, height: 36)
            rows.append(ListRow(source: source, frame: frame, node: node, depth: depth))
            if let source { try engine.register(DragSource(id: source, frame: frame, payload: Payload(kind: TreeRowsTests.Tree.card, objectID: source.rawValue), activation: .immediate)) }
        }
        try engine.setRows(rows, ofList: "projects", into: &actions)
        _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 300, y: 128), time: .milliseconds(0))))
    }

    /// Moves pointer 1 to (300, `y`) at `ms`.
    mutating func at(_ y: Double, _ ms: Int64) -> [DragAction] {
        engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 300, y: y), time: .milliseconds(ms))))
    }

    /// Opens HOME as a spring-load's rest does (the app lays the rows out again): its one task, m1,
    /// at 190–226 under its title.
    mutating func openHome() throws -> [DragAction] {
        var actions: [DragAction] = []
        let frame = Rect(x: 30, y: 190, width: 440, height: 36)
        try engine.register(DragSource(id: "m1", frame: frame, payload: Payload(kind: TreeRowsTests.Tree.card, objectID: "m1"), activation: .immediate))
        let rows = [ListRow(source: nil, frame: Rect(x: 30, y: 70, width: 440, height: 36), node: .section("work", expanded: true), depth: 0),
                    ListRow(source: "w1", frame: Rect(x: 30, y: 110, width: 440, height: 36), node: .item("w1"), depth: 1),
                    ListRow(source: nil, frame: Rect(x: 30, y: 150, width: 440, height: 36), node: .section("home", expanded: true), depth: 0),
                    ListRow(source: "m1", frame: frame, node: .item("m1"), depth: 1)]
        try engine.setRows(rows, ofList: "projects", into: &actions)
        return actions
    }
}
