import DropEngine
import DropGeometry
import Foundation
import Runtime
import Testing
@testable import TerminalPicture

/// Titles as people write them (wide, emoji, combining, zero-width) and windows as small as
/// people make them. The goldens are in `Golden/`; `UPDATE_GOLDEN=1 swift test --filter
/// TerminalText` rewrites them (then read the diff).
@Suite("Terminal text: display width and small windows")
struct TerminalTextTests {
    @Test("display width follows wcwidth: ASCII 1, CJK and emoji 2, combining and zero-width 0")
    func widths() {
        #expect(DisplayWidth.of("Buy milk") == 8)
        #expect(DisplayWidth.of("牛乳を買う") == 10)
        #expect(DisplayWidth.of("🥛") == 2)
        #expect(DisplayWidth.of("e\u{301}") == 1)              // e + combining acute: one column
        #expect(DisplayWidth.of("a\u{200B}b") == 2)            // zero-width space
        #expect(DisplayWidth.of("\u{FEFF}") == 0)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("ＡＢ") == 4)                   // fullwidth forms
        #expect(DisplayWidth.of("✓·─") == 3)                  // the board's own symbols are narrow
        #expect(DisplayWidth.of("❤\u{FE0F}") == 1)             // a variation selector adds nothing (wcwidth per scalar)
        #expect(DisplayWidth.of("🇯🇵") == 2)                    // a flag: two regional indicators, one column each (glibc, tmux)
        #expect(DisplayWidth.prefix("牛乳を買う", columns: 5) == "牛乳")
        #expect(DisplayWidth.prefix("ae\u{301}b", columns: 2) == "ae\u{301}")
        // Cut to fit, a text ends in "…": the reader sees there was more.
        #expect(DisplayWidth.fitted("牛乳を買う", columns: 10) == "牛乳を買う")
        #expect(DisplayWidth.fitted("牛乳を買う", columns: 9) == "牛乳を買…")
        #expect(DisplayWidth.fitted("牛乳を買う", columns: 6) == "牛乳…")
        #expect(DisplayWidth.fitted("Buy milk", columns: 1) == "…")
        #expect(DisplayWidth.fitted("Buy milk", columns: 0) == "")
    }

    @Test("a wide character takes two cells; writing over either half blanks the other; the writer sends it once")
    func wideCells() {
        var frame = Frame(width: 6, height: 1)
        frame.text("a牛b", x: 0, y: 0, style: .plain)
        #expect(frame.plainText == "a牛b\n")
        #expect(frame[1, 0].columns == 2 && frame[2, 0].columns == 0)
        var writer = TerminalWriter(color: false)
        #expect(writer.draw(frame) == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[0ma牛b  \u{1B}[0m")
        frame.put("x", x: 2, y: 0, style: .plain)        // over the right half
        #expect(frame.plainText == "a xb\n")
        #expect(writer.draw(frame) == "\u{1B}[1;2H\u{1B}[0m x\u{1B}[0m")
        frame.text("日本", x: 4, y: 0, style: .plain)     // the second does not fit: left out whole
        #expect(frame.plainText == "a xb日\n")
        frame.text("\u{1B}[2J\n", x: 0, y: 0, style: .plain) // controls drawn as U+FFFD, never sent
        #expect(frame.plainText.hasPrefix("\u{FFFD}[2J\u{FFFD}"))
        frame.text("\u{301}zz", x: -1, y: 0, style: .plain) // a lone mark takes no cell; left of the frame skipped
        #expect(frame.plainText.hasPrefix("z"))
        var family = Frame(width: 6, height: 1)
        family.text("👨\u{200D}👩|", x: 0, y: 0, style: .plain) // a joined sequence drawn unjoined, as wide as measured
        #expect(family.plainText == "👨👩|\n")
        #expect(family[0, 0].character == "👨" && family[2, 0].character == "👩" && family[4, 0].character == "|")
    }

    @Test("a title of twenty million characters is fitted and drawn at the cost of what fits: the live board fits every title 30 times a second, and measured whole one of a million characters made each frame take seconds")
    func longTitleCostsWhatFits() {
        let title = String(repeating: "長", count: 20_000_000)
        let start = ContinuousClock.now
        let fitted = DisplayWidth.fitted(title, columns: 9)
        var frame = Frame(width: 13, height: 1)
        frame.text(title, x: 0, y: 0, style: .plain)
        let took = ContinuousClock.now - start
        #expect(fitted == "長長長長…")
        #expect(frame.plainText == "長長長長長長\n")
        #expect(took < .seconds(1), "\(took)")
        #expect(DisplayWidth.fitted("長長長長\u{301}", columns: 8) == "長長長長\u{301}") // fits whole, its mark included
        #expect(DisplayWidth.fitted("長長長長\u{301}x", columns: 8) == "長長長…")
    }

    @Test("a list title too wide for its box is cut with … before the highlight's mark, which still says 'drop here'; a scene name too wide for the top line ends in …")
    func longLabelKeepsItsMark() throws {
        let text = Scene.todoJSON.replacingOccurrences(of: "\"Inbox\"", with: "\"" + String(repeating: "受信箱", count: 10) + "\"")
            .replacingOccurrences(of: "\"name\": \"todo\"", with: "\"name\": \"" + String(repeating: "とても長い名前", count: 10) + "\"")
        var runner = try BoardRuntime(scene: try Scene.decode(text, file: "long.json"))
        var events: [RuntimeEvent] = []
        try runner.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), line: 1, into: &events)
        try runner.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 600, y: 150), time: .milliseconds(400))), line: 2, into: &events)
        let picture = BoardPainter(width: 80, height: 24).paint(runner, overlay: BoardPainter.Overlay())
        let lines = picture.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "DragToAct · とても長い名前とても長い名前とても長い名前とても長い名前とても長い…")
        #expect(lines[3] == "  ┌ 受信箱受信箱受信箱受信箱受信箱… · drop here┐      ┏ Complete ✓ ━━━━━━━━┓")
        try Self.checkInvariants(picture)
    }

    /// The todo scene with titles in several scripts.
    static func scene() throws -> Scene {
        var text = Scene.todoJSON
        for (old, new) in [("Buy milk", "牛乳を買う 🥛 Buy milk"), ("Walk the dog", "Cafe\u{301} au lait\u{200B}"),
                           ("Write report", "보고서 작성 Write report"), ("Call mom", "Call mom ☎\u{FE0F}")] {
            text = text.replacingOccurrences(of: old, with: new)
        }
        return try Scene.decode(text, file: "wide.json")
    }

    static let sizes = [(80, 24), (60, 16), (40, 12), (30, 8), (24, 6)]

    @Test("the todo board with wide titles at 80×24, 60×16, 40×12, 30×8 and 24×6 matches its golden", arguments: sizes)
    func golden(width: Int, height: Int) throws {
        var runner = try BoardRuntime(scene: Self.scene())
        var events: [RuntimeEvent] = []
        // Mid-drag of "Call mom" over Complete: the dragged title follows the pointer.
        try runner.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 242), time: .milliseconds(0))), into: &events)
        try runner.handle(.tick(at: runner.nextDeadline!), into: &events)
        try runner.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 560, y: 150), time: .milliseconds(400))), into: &events)
        var overlay = BoardPainter.Overlay()
        overlay.pointers = [1: Point(x: 560, y: 150)]
        overlay.status = "400 ms  p1  over complete: accepts — 牛乳 🥛 status cut by width"
        let picture = BoardPainter(width: width, height: height).paint(runner, overlay: overlay)
        try Self.check(picture, golden: "todo-wide-\(width)x\(height).txt")
        try Self.checkInvariants(picture)
    }

    @Test("at 40×12 every row has a line of its own; smaller, what does not fit is counted in \"+N more\"", arguments: [(40, 12), (40, 9), (30, 7)])
    func smallWindowRows(width: Int, height: Int) throws {
        let runner = try BoardRuntime(scene: .todo)
        let picture = BoardPainter(width: width, height: height).paint(runner, overlay: .init())
        let text = picture.plainText
        #expect(!text.contains("momport"), "\(text)")
        let titles = ["Buy milk", "Walk the dog", "Write report", "Call mom", "Pay bills"]
        let lines = text.split(separator: "\n")
        // Each title shown is on a line of its own, whole or cut with "…".
        let shown = titles.filter { title in lines.contains { $0.contains("≡ " + title) || ($0.contains("≡ " + title.prefix(5)) && $0.contains("…")) } }
        #expect(lines.filter { $0.contains("≡") }.allSatisfy { $0.components(separatedBy: "≡").count == 2 }, "\(text)")
        let more = text.firstMatch(of: /\+(\d+) more/).map { Int($0.1)! } ?? 0
        #expect(shown.count + more == 5, "\(text)")
        if width == 40 && height == 12 { #expect(more == 0, "\(text)") } else { #expect(more > 0, "\(text)") }
        try Self.check(picture, golden: "todo-\(width)x\(height).txt")
        try Self.checkInvariants(picture)
    }

    /// No line is wider than the frame, and no half of a wide character is left.
    static func checkInvariants(_ frame: Frame) throws {
        for line in frame.plainText.split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= frame.width, "\(line)")
        }
        for y in 0..<frame.height {
            var x = 0
            while x < frame.width {
                let cell = frame[x, y]
                #expect(cell.columns >= 1, "a continuation without its character at \(x), \(y)")
                for c in x + 1..<min(frame.width, x + max(cell.columns, 1)) { #expect(frame[c, y].columns == 0) }
                x += max(cell.columns, 1)
            }
        }
    }

    static func check(_ frame: Frame, golden name: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try frame.plainText.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(frame.plainText == expected, "\(name) differs; the picture:\n\(frame.plainText)")
    }
}
