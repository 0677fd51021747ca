import DropEngine
import DropGeometry
import Replay
import Runtime
import TaskModel
import Testing
@testable import TerminalPicture

@Suite("Terminal picture")
struct TerminalPictureTests {
    func frame(_ lines: [String]) -> Frame {
        var frame = Frame(width: lines.map(\.count).max() ?? 0, height: lines.count)
        for (y, line) in lines.enumerated() { frame.text(line, x: 0, y: y, style: .plain) }
        return frame
    }

    @Test("the first frame is drawn whole; the next writes only the cells that changed")
    func diffWritesChangedCellsOnly() {
        var writer = TerminalWriter(color: true)
        let first = writer.draw(frame(["ab", "cd"]))
        #expect(first == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[0mab\u{1B}[2;1Hcd\u{1B}[0m")
        #expect(writer.draw(frame(["ab", "cX"])) == "\u{1B}[2;2H\u{1B}[0mX\u{1B}[0m")
        #expect(writer.draw(frame(["ab", "cX"])) == "")
    }

    @Test("NO_COLOR keeps attributes (bold, dim) and drops colours")
    func noColor() {
        #expect(TerminalWriter(color: true).sgr(.receiver(.targeted)) == "\u{1B}[0;1;32m")
        #expect(TerminalWriter(color: false).sgr(.receiver(.targeted)) == "\u{1B}[0;1m")
        #expect(TerminalWriter(color: false).sgr(.receiver(.canAccept)) == "\u{1B}[0m")
        #expect(TerminalWriter(color: false).sgr(.dragged) == "\u{1B}[0;2m")
    }

    @Test("start hides the cursor; finish resets the style and shows it below the picture")
    func cursor() {
        var writer = TerminalWriter(color: false)
        #expect(writer.start() == "\u{1B}[?25l\u{1B}[2J\u{1B}[H")
        _ = writer.draw(frame(["x"]))
        #expect(writer.finish() == "\u{1B}[0m\u{1B}[2;1H\u{1B}[?25h")
    }

    @Test("a drag over Complete: the item follows the pointer dimmed, Complete is targeted, the list can accept")
    func dragFrame() throws {
        var runner = try BoardRuntime(scene: .todo)
        var events: [RuntimeEvent] = []
        try runner.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), line: 1, into: &events)
        try runner.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 600, y: 150), time: .milliseconds(400))), line: 2, into: &events)
        var overlay = BoardPainter.Overlay()
        overlay.pointers = [1: Point(x: 600, y: 150)]
        overlay.status = "400 ms  over complete: accepts"
        let picture = BoardPainter(width: 80, height: 24).paint(runner, overlay: overlay)
        #expect(picture.plainText == """
        DragToAct · todo                                         completed 0 · trashed 0


          ┌ Inbox · drop here ┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┐      ┏ Complete ✓ ━━━━━━━━┓
          ┆                                            ┆      ┃                    ┃
          ┆                                            ┆      ┃      ✓ 0 done      ┃
          ┆ ≡ Walk the dog                             ┆      ┃     ●[Buy milk]    ┃
          ┆                                            ┆      ┃                    ┃
          ┆ ≡ Write report                             ┆      ┗━━━━━━━━━━━━━━━━━━━━┛
          ┆ ≡ Call mom                                 ┆
          ┆                                            ┆      ┌ Trash · drop here ┄┐
          ┆ ≡ Pay bills                                ┆      ┆                    ┆
          ┆                                            ┆      ┆     0 in trash     ┆
          ┆                                            ┆      ┆                    ┆
          ┆                                            ┆      └┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┘
          ┆                                            ┆
          ┆                                            ┆
          ┆                                            ┆      ┌────────────────────┐
          ┆                                            ┆      │     + Add New      │
          ┆                                            ┆      │                    │
          ┆                                            ┆      └────────────────────┘
          └┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┘

        400 ms  over complete: accepts

        """)
        #expect(picture[60, 6].style == .pointer)
        #expect(picture[61, 6].style == .dragged)
        #expect(picture[54, 3].style == .receiver(.targeted))
        #expect(picture[2, 3].style == .receiver(.canAccept))
    }

    @Test("a receiver with a title is drawn with it: Complete titled Done, Trash titled Bin")
    func receiverTitlesLabelTheirBoxes() throws {
        var scene = Scene.todo
        scene.receivers[1].title = "Done"
        scene.receivers[2].title = "Bin"
        let text = BoardPainter(width: 80, height: 24).paint(try BoardRuntime(scene: scene), overlay: BoardPainter.Overlay()).plainText
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("┌ Done") } && lines.contains { $0.contains("┌ Bin") }, "\(text)")
        #expect(!text.contains("Complete") && !text.contains("Trash"), "\(text)")
    }

    @Test("a frame too small for the board says so and names the smallest terminal, the line kept below counted, its words wrapped to the width")
    func tooSmallNamesTheSize() throws {
        let picture = BoardPainter(width: 12, height: 3, linesBelow: 1).paint(try BoardRuntime(scene: .todo), overlay: BoardPainter.Overlay())
        #expect(picture.plainText == "terminal too\nsmall: at\nleast 10 × 5\n")
        #expect(BoardPainter(width: 12, height: 3).isTooSmall && !BoardPainter(width: 10, height: 4).isTooSmall)
    }

    @Test("a frame too small for the whole message says the size it needs in fewer words, and the size alone at the least (at 9 × 4 it said terminal / too / small: at, the size cut off)")
    func tooSmallKeepsTheSize() throws {
        let runtime = try BoardRuntime(scene: .todo)
        func text(_ width: Int, _ height: Int) -> String {
            BoardPainter(width: width, height: height, linesBelow: 1).paint(runtime, overlay: BoardPainter.Overlay()).plainText
        }
        #expect(text(9, 4) == "too\nsmall: at\nleast\n10 × 5\n")
        #expect(text(9, 2) == "10 × 5\n\n")
        #expect(text(6, 3) == "too\nsmall:\n10 × 5\n")
        #expect(text(6, 1) == "10 × 5\n")
        #expect(text(4, 1) == "10×5\n")
        #expect(text(3, 1) == "10×\n")
    }

    @Test("in a small window the keyboard's » stands before the focused row where its text is drawn, not on the list's top edge where the row's scaled place falls (┌»Inbox)")
    func focusMarkFollowsASqueezedRow() throws {
        var runner = try BoardRuntime(scene: .todo)
        var events: [RuntimeEvent] = []
        try runner.handle(.key(.focus("t1"), at: .milliseconds(0)), into: &events)
        for (width, height) in [(60, 14), (30, 7), (100, 29)] {
            let lines = BoardPainter(width: width, height: height).paint(runner, overlay: BoardPainter.Overlay()).plainText.split(separator: "\n")
            let marked = lines.filter { $0.contains("»") }
            #expect(marked.count == 1 && marked[0].contains("»≡ Buy"), "\(width) × \(height):\n\(lines.joined(separator: "\n"))")
        }
    }

    @Test("selected rows are marked ◆; a drag of one of them counts the others it carries on the item")
    func selectionFrame() throws {
        var runner = try BoardRuntime(scene: .todo)
        runner.select(["t1", "t3"])
        var events: [RuntimeEvent] = []
        try runner.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), line: 1, into: &events)
        try runner.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 600, y: 150), time: .milliseconds(400))), line: 2, into: &events)
        let picture = BoardPainter(width: 80, height: 24).paint(runner, overlay: BoardPainter.Overlay())
        let lines = picture.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[6] == "  ┆ ≡ Walk the dog                             ┆      ┃      [Buy milk +1] ┃")
        #expect(lines[8] == "  ┆ ◆ Write report                             ┆      ┗━━━━━━━━━━━━━━━━━━━━┛")
        #expect(lines[9] == "  ┆ ≡ Call mom                                 ┆")
    }

    @Test("a row swiped left loses columns at its start and shows what the swipe does at the box's right, red once a release commits")
    func swipedRowFrame() throws {
        let runner = try BoardRuntime(scene: Scene.builtIn("documents")!)
        var overlay = BoardPainter.Overlay()
        overlay.swipes = ["d1": -40]
        let picture = BoardPainter(width: 80, height: 24).paint(runner, overlay: overlay)
        let lines = picture.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[6] == "  │                                            │      │                    │")
        #expect(lines[7] == "  │ port                               ◀ trash │      │                    │")
        #expect(picture[39, 7].style == .plain)
        overlay.swipes = ["d1": -230]
        let committing = BoardPainter(width: 80, height: 24).paint(runner, overlay: overlay)
        #expect(committing[39, 7].style == .receiver(.rejecting))
        // Without a swipe in the scene the offset is not drawn.
        overlay.swipes = ["t1": -40]
        #expect(BoardPainter(width: 80, height: 24).paint(try BoardRuntime(scene: .todo), overlay: overlay).plainText
                == BoardPainter(width: 80, height: 24).paint(try BoardRuntime(scene: .todo), overlay: BoardPainter.Overlay()).plainText)
    }

    @Test("receivers and pointers far beyond the viewport paint clipped, without trapping or visiting off-screen cells")
    func farCoordinatesAreClipped() throws {
        // A receiver 10^300 points wide (its scaled edge overflowed the conversion to Int), one
        // 10^9 wide starting far to the left (filled one cell at a time, it took minutes),
        // and a pointer at 10^30. Scenes are limited to ±10^9 points, built in code too: the
        // runtime refuses the 10^300 one, and the painter is given the widest a scene may have.
        let scene = try Scene.decode("""
            {"name": "far", "viewport": {"width": 100, "height": 60}, "lists": [{"id": "inbox", "title": "Inbox"}],
             "receivers": [
               {"id": "wide", "frame": {"x": 10, "y": 10, "width": 1e9, "height": 20}, "role": "trash", "accepts": ["task"]},
               {"id": "long", "frame": {"x": -4e8, "y": 36, "width": 1e9, "height": 20}, "role": "complete", "accepts": ["task"]}],
             "sources": []}
            """, file: "far.json")
        var huge = scene
        huge.receivers[0].frame = Rect(x: 10, y: 10, width: 1e300, height: 20)
        #expect(throws: InputError(file: "far.json", location: .path("receivers[0].frame.width"),
                                   expected: "a number from 0 to 1000000000", found: "1e+300")) { try BoardRuntime(scene: huge) }
        let runner = try BoardRuntime(scene: scene)
        var overlay = BoardPainter.Overlay()
        overlay.pointers = [1: Point(x: 1e30, y: 1e30), 2: Point(x: 50, y: 25)]
        overlay.status = "far"
        let picture = BoardPainter(width: 20, height: 8).paint(runner, overlay: overlay)
        // 20 columns: no room for the counts beside the title. Wide's right edge and both of long's ends lie off the frame.
        #expect(picture.plainText == """
        DragToAct · far

          ┌ Trash ──────────
          └───────●─────────
        ────────────────────
        ────────────────────

        far

        """)
    }

    @Test("rows slide to their new offset over 200 ms; with reduce motion they jump")
    func rowMotion() {
        var motion = RowMotion(reduceMotion: false)
        motion.retarget(["t2": -50], at: .milliseconds(1_000))
        #expect(motion.offsets(at: .milliseconds(1_000)) == [:])
        #expect(motion.offsets(at: .milliseconds(1_100)) == ["t2": -43.75])
        #expect(motion.offsets(at: .milliseconds(1_200)) == ["t2": -50])
        #expect(motion.isAnimating(at: .milliseconds(1_199)))
        #expect(!motion.isAnimating(at: .milliseconds(1_200)))
        var still = RowMotion(reduceMotion: true)
        still.retarget(["t2": -50], at: .milliseconds(1_000))
        #expect(still.offsets(at: .milliseconds(1_000)) == ["t2": -50])
        still.returnToOrigin(label: "Buy milk", from: Point(x: 0, y: 0), to: Point(x: 10, y: 10), at: .milliseconds(1_000))
        #expect(still.returning(at: .milliseconds(1_001)).isEmpty)
    }
}

@Suite("Terminal picture: trees")
struct TreePictureTests {
    /// The files scene with `r1` held over `y` (a drag of the first row).
    static func dragging(_ source: Point, to y: Double) throws -> Frame {
        var runner = try BoardRuntime(scene: Scene.builtIn("files")!)
        var events: [RuntimeEvent] = []
        try runner.handle(.pointerDown(PointerEvent(pointer: 1, position: source, time: .milliseconds(0))), into: &events)
        try runner.handle(.tick(at: runner.nextDeadline!), into: &events)
        try runner.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: y), time: .milliseconds(400))), into: &events)
        return BoardPainter(width: 80, height: 30).paint(runner, overlay: BoardPainter.Overlay())
    }

    @Test("folders show ▾ / ▸ with their contents indented, drop zones as dashed rows, and an insertion line where a drop would go")
    func foldersAndInsertionLine() throws {
        let picture = try Self.dragging(Point(x: 250, y: 88), to: 308).plainText
        #expect(picture.contains("▾ Folder A"))
        #expect(picture.contains("  ≡ Notes A1"))
        #expect(picture.contains("▸ Folder B"))
        #expect(picture.contains("┄ drop into Folder A ┄"))
        let lines = picture.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("▶──────") })
        #expect(lines[line + 1].contains("┄ drop into Folder A ┄") || lines[line].contains("drop into Folder A"), "the line sits above Folder A's drop zone:\n\(picture)")
    }

    @Test("a blocked location is drawn in the rejecting style with its reason")
    func blockedLocation() throws {
        let picture = try Self.dragging(Point(x: 250, y: 128), to: 168)
        #expect(picture.plainText.contains("≡ Notes A1"), "the line goes between rows, not over one")
        let text = picture.plainText
        let row = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("✗ fa cannot go") }, "\(text)")
        let column = try #require(text.split(separator: "\n", omittingEmptySubsequences: false)[row].firstIndex(of: "✗"))
        let x = text.split(separator: "\n", omittingEmptySubsequences: false)[row].distance(from: text.split(separator: "\n", omittingEmptySubsequences: false)[row].startIndex, to: column)
        #expect(picture[x, row].style == .receiver(.rejecting))
    }
}
