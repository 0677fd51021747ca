import DropGeometry
import TestSupport
import Testing
@testable import DropEngine

/// Where ``DragDispatcher/preview(for:)`` says the insertion line goes — the row it is drawn above
/// (`slot`), its height (`lineY`) and indent (`depth`) — in trees of folders and sections, whose
/// rows do not shift. The folder tree is ``TreeRowsTests/Tree``'s (rows 40 points apart, 36 high):
///
///     0  r1            70–106
///     1  fa ▾          110–146   container, expanded
///     2    a1          150–186
///     3    fb ▸        190–226   container, collapsed, 1 hidden child
///     4      (fb)      230–266   fb's drop zone
///     5    (fa)        270–306   fa's drop zone
///     6  h1            310–346   top-level only (a header)
@Suite("The insertion line in a preview")
struct InsertionLineTests {
    static func line(_ slot: Int, fromRow: Int?, y: Double, depth: Int, refused: Bool = false) -> ListPreview {
        ListPreview(receiver: TreeRowsTests.Tree.list, slot: slot, fromRow: fromRow, shifted: slot..<slot, offset: 0, animation: nil,
                    lineY: y, depth: depth, refused: refused)
    }

    @Test("folders: the line sits above the child at the place, at a folder's end on its drop zone's centre, inside a collapsed folder on its zone, below one at its parent's end; a blocked place has its line, refused")
    func folders() throws {
        var tree = try TreeRowsTests.Tree()
        tree.pickUp("r1", y: 88)
        _ = tree.hover(128)  // fa's middle half: inside fa, at its end
        #expect(tree.engine.preview(for: 1) == Self.line(5, fromRow: 0, y: 288, depth: 1))
        _ = tree.hover(180, at: 20)  // below a1's centre: inside fa, before fb
        #expect(tree.engine.preview(for: 1) == Self.line(3, fromRow: 0, y: 190, depth: 1))
        _ = tree.hover(223, at: 30)  // fb's bottom quarter: below collapsed fb, at fa's end
        #expect(tree.engine.preview(for: 1) == Self.line(5, fromRow: 0, y: 288, depth: 1))
        _ = tree.hover(248, at: 40)  // fb's drop zone: inside fb, after its hidden child
        #expect(tree.engine.preview(for: 1) == Self.line(4, fromRow: 0, y: 248, depth: 2))
        _ = tree.hover(400, at: 50)  // below every row: the top level's end
        #expect(tree.engine.preview(for: 1) == Self.line(7, fromRow: 0, y: 346, depth: 0))

        var header = try TreeRowsTests.Tree()
        header.pickUp("h1", y: 328)
        _ = header.hover(128)  // a header may not go inside fa
        #expect(header.engine.hover(of: 1).map { $0.verdict != .accepts } == true)
        #expect(header.engine.preview(for: 1) == Self.line(5, fromRow: 6, y: 288, depth: 1, refused: true))
        _ = header.hover(92, at: 20)  // r1's lower half: the top level, before fa
        #expect(header.engine.preview(for: 1) == Self.line(1, fromRow: 6, y: 110, depth: 0))
    }

    @Test("a folder dragged over its own child has the line there, refused, as an accepted place's would be; back outside, accepted")
    func folderIntoItself() throws {
        var tree = try TreeRowsTests.Tree()
        tree.pickUp("fa", y: 128)
        _ = tree.hover(180, at: 10)  // below a1's centre: inside fa, before fb
        let wanted = DropLocation.among(TreeRowsTests.Tree.list, parent: "fa", index: 1, depth: 1)
        #expect(tree.engine.hover(of: 1)?.location == wanted)
        #expect(tree.engine.hover(of: 1).map { $0.verdict != .accepts } == true)
        #expect(tree.engine.preview(for: 1) == Self.line(3, fromRow: 1, y: 190, depth: 1, refused: true))
        _ = tree.hover(400, at: 20)  // below every row: the top level's end
        #expect(tree.engine.preview(for: 1) == Self.line(7, fromRow: 1, y: 346, depth: 0))
    }

    @Test("a scrolled tree's line is where the rows lie now")
    func scrolled() throws {
        var tree = try TreeRowsTests.Tree()
        tree.pickUp("r1", y: 88)
        _ = tree.hover(128)
        try tree.engine.scrollRows(ofList: TreeRowsTests.Tree.list, to: 40, into: &tree.actions)
        // fa's middle half is now at 88: the place is inside it again; its zone's centre 288 - 40.
        _ = tree.hover(88, at: 20)
        #expect(tree.engine.preview(for: 1) == Self.line(5, fromRow: 0, y: 248, depth: 1))
    }

    /// Sections, rows 40 points apart from y 70, 36 high:
    ///
    ///     0  Work          70–106    section, expanded
    ///     1    w1          110–146
    ///     2    w2          150–186
    ///     3  Home          190–226   section, expanded
    ///     4    m1          230–266
    ///     5  Errands ▸     270–306   section, collapsed, 2 hidden
    @Test("sections: the end of a section is above the next title, a collapsed last section's end below the last row, the first place of one above its first item")
    func sections() throws {
        var engine = try TreeRowsTests.Tree.sections()
        let list: ReceiverID = "projects"
        func preview(_ slot: Int, y: Double) -> ListPreview {
            ListPreview(receiver: list, slot: slot, fromRow: 1, shifted: slot..<slot, offset: 0, animation: nil, lineY: y, depth: 1)
        }
        _ = engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 300, y: 128), time: .milliseconds(0))))
        _ = engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 300, y: 187), time: .milliseconds(10))))
        #expect(engine.hover(of: 1)?.location == .among(list, parent: "work", index: 2, depth: 1))
        #expect(engine.preview(for: 1) == preview(3, y: 190))
        _ = engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 300, y: 240), time: .milliseconds(20))))
        #expect(engine.hover(of: 1)?.location == .among(list, parent: "home", index: 0, depth: 1))
        #expect(engine.preview(for: 1) == preview(4, y: 230))
        _ = engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 300, y: 290), time: .milliseconds(30))))
        #expect(engine.hover(of: 1)?.location == .among(list, parent: "errands", index: 2, depth: 1))
        #expect(engine.preview(for: 1) == preview(6, y: 306))
    }

    @Test("insertionLine gives every keyboard spot the height the keyboard gives it, over 400 seeded trees of folders and sections")
    func keyboardSpotsAgree() throws {
        for seed in 0..<400 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var rows: [ListRow] = []
            var next = 0
            func add(_ node: ListRow.Node, _ source: String?, depth: Int) {
                rows.append(ListRow(source: source.map { SourceID($0) }, frame: Rect(x: 0, y: Double(rows.count) * 10, width: 50, height: 8), node: node, depth: depth))
            }
            func nodes(depth: Int, max: Int) {
                for _ in 0..<Int.random(in: 0...max, using: &random) {
                    next += 1
                    let id = "n\(next)"
                    if depth < 4, Int.random(in: 0..<3, using: &random) == 0 {
                        let expanded = Bool.random(using: &random)
                        add(.container(id, expanded: expanded, hidden: expanded ? 0 : Int.random(in: 0...2, using: &random)), id, depth: depth)
                        if expanded { nodes(depth: depth + 1, max: 3) }
                        add(.dropZone(of: id), nil, depth: depth + 1)
                    } else {
                        add(.item(id), id, depth: depth)
                    }
                }
            }
            nodes(depth: 0, max: 3)
            if seed % 2 == 1 {
                for s in 0..<Int.random(in: 1...3, using: &random) {
                    let expanded = Bool.random(using: &random)
                    add(.section("s\(s)", expanded: expanded, hidden: expanded ? 0 : 3), nil, depth: 0)
                    if expanded { nodes(depth: 1, max: 3) }
                }
            }
            let layout = try ListLayout(rows: rows, receiver: "r")
            for spot in layout.keyboardSpots(dragged: nil) {
                let line = layout.insertionLine(parent: spot.parent, index: spot.index)
                #expect(line.height == spot.height, "seed \(seed): (\(spot.parent), \(spot.index)) in \(rows.map(\.node))")
                if line.height != spot.height { return }
            }
        }
    }
}
