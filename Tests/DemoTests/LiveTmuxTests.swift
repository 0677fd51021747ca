import Foundation
import Testing
@testable import dragtoact

/// `dragtoact live` in a real terminal: tmux runs it, we send the mouse as xterm's SGR reports
/// (what tmux forwards when the program turns mouse reporting on), then replay what it recorded.
@Suite("dragtoact live in a real terminal (tmux)", .serialized, .enabled(if: tmuxPath != nil, "tmux is not installed"))
struct LiveTmuxTests {
    let tmux = TmuxServer(socket: "dragtoact-live-tests", session: "live")

    /// Starts `dragtoact live` and waits for the board (its list `showing`) and the status line's
    /// help, whole: a help cut by the terminal's width made every test wait the full 10 s.
    func start(_ arguments: String, showing list: String = "Inbox") {
        tmux.start("TERM=xterm \(dragtoactURL.path) live \(arguments)")
        let shown = tmux.waitFor(10) { $0.contains(list) && $0.contains("q quits") }
        #expect(shown.contains(list) && shown.contains(LiveSession.help), "\(shown)")
    }

    /// An SGR mouse report for the left button at a 1-based cell: pressed, dragged or released.
    func mouse(_ column: Int, _ row: Int, _ what: String) {
        let report = switch what {
        case "press": "\u{1B}[<0;\(column);\(row)M"
        case "drag": "\u{1B}[<32;\(column);\(row)M"
        default: "\u{1B}[<0;\(column);\(row)m"
        }
        tmux.send(report, literal: true)
    }

    // The todo scene at 100 × 29 cells: Buy milk's row is at cell 32,6 (250,100), Complete's centre at 82,8.

    @Test("a long-press and drag with the mouse completes Buy milk; q quits and restores the terminal; the recorded trace replays to the same board and passes check")
    func dragRecordReplay() throws {
        defer { tmux.kill() }
        let record = try temporaryPath("live.trace")
        start("--record '\(record)'")
        #expect(tmux.flag("mouse_sgr_flag") == "1\n")
        #expect(tmux.flag("mouse_button_flag") == "1\n")
        mouse(32, 6, "press")
        Thread.sleep(forTimeInterval: 0.6) // past the 300 ms long-press, on the wall clock
        for column in [40, 55, 70, 82] {
            mouse(column, 7, "drag")
            Thread.sleep(forTimeInterval: 0.05)
        }
        mouse(82, 8, "release")
        let dropped = tmux.waitFor(5) { $0.contains("applied: complete t1") }
        #expect(dropped.contains("✓ 1 done"), "\(dropped)")
        tmux.send("q")
        let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
        #expect(ended.contains("EXIT=0"))
        #expect(ended.contains("Completed (1): Buy milk"))
        #expect(tmux.flag("cursor_flag") == "1\n")
        #expect(tmux.flag("mouse_sgr_flag") == "0\n")
        #expect(tmux.flag("mouse_button_flag") == "0\n")
        // The trace replays to the same board, byte for byte, and its expectations hold.
        let trace = try String(contentsOfFile: record, encoding: .utf8)
        #expect(trace.contains(" down 1 mouse 252 100\n"), "\(trace)")
        let final = try #require(trace.split(separator: "\n").first { $0.hasPrefix("# final: ") }).dropFirst("# final: ".count)
        let replay = try dragtoact("replay", record, "--json")
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.hasSuffix(final + "\n"), "replayed:\n\(replay.stdout)\nrecorded:\n\(trace)")
        #expect(final.contains(#""completed":[{"id":"t1","title":"Buy milk"}]"#))
        let check = try dragtoact("check", record)
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test("Escape cancels the drag; nothing changes")
    func escapeCancels() throws {
        defer { tmux.kill() }
        let record = try temporaryPath("escape.trace")
        start("--record '\(record)'")
        mouse(32, 6, "press")
        Thread.sleep(forTimeInterval: 0.6)
        mouse(82, 7, "drag")
        _ = tmux.waitFor(5) { $0.contains("over complete") }
        tmux.send("Escape")
        let cancelled = tmux.waitFor(5) { $0.contains("cancelled t1: escape") }
        #expect(cancelled.contains("cancelled t1: escape"), "\(cancelled)")
        mouse(82, 8, "release")
        tmux.send("q")
        let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
        #expect(ended.contains("Completed (0)"))
        let check = try dragtoact("check", record)
        #expect(check.status == 0, "\(check.stdout)")
        #expect(try String(contentsOfFile: record, encoding: .utf8).contains(" escape\n"))
    }

    @Test("a scene whose path holds a space and a #, or a quote, is recorded in quotes, a quote doubled, and from the trace's folder: the trace replays after the folder is moved (it named the absolute path, unquoted, which no scene line reads; a quote was refused)")
    func sceneWithSpacesRecorded() throws {
        defer { tmux.kill() }
        for name in ["my todo #2.json", "my \"todo\".json"] {
            let scene = try temporaryPath(name)
            try FileManager.default.copyItem(atPath: repositoryURL.appendingPathComponent("Demo/scenes/todo.json").path, toPath: scene)
            let folder = (scene as NSString).deletingLastPathComponent
            let record = folder + "/spaces.trace"
            start("--scene '\(scene)' --record '\(record)'")
            tmux.send("q")
            let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
            #expect(ended.contains("EXIT=0"), "\(ended)")
            let trace = try String(contentsOfFile: record, encoding: .utf8)
            #expect(trace.split(separator: "\n")[1] == "scene \"\(name.replacingOccurrences(of: "\"", with: "\"\""))\"", "\(trace)")
            let moved = folder + "-moved"
            try FileManager.default.moveItem(atPath: folder, toPath: moved)
            let check = try dragtoact("check", moved + "/spaces.trace")
            #expect(check == Outcome(status: 0, stdout: "pass \(moved)/spaces.trace (5 expectations)\n", stderr: ""), "\(check)")
            tmux.kill()
        }
    }

    @Test("--record of a scene whose path holds a line break is refused before the session: no scene line could name it")
    func sceneLineThatCannotBeWritten() throws {
        defer { tmux.kill() }
        for (name, spelled, why) in [("my\ntodo.json", "my\\u{A}todo.json", "it holds a line break, which would end the line"),
                                     ("my\rtodo.json", "my\\u{D}todo.json", "it holds a line break, which would end the line")] {
            let scene = try temporaryPath(name)
            try FileManager.default.copyItem(atPath: repositoryURL.appendingPathComponent("Demo/scenes/todo.json").path, toPath: scene)
            let record = (scene as NSString).deletingLastPathComponent + "/refused.trace"
            // The path is handed over in a file: no shell quoting to get wrong.
            let named = try temporaryFile("scene-path", scene)
            tmux.start("TERM=xterm sh -c 'exec \"$0\" live --scene \"$(cat \"$1\")\" --record \"$2\"' '\(dragtoactURL.path)' '\(named)' '\(record)'")
            #expect(tmux.waitFor(10) { $0.contains("EXIT=") }.contains("EXIT=2"))
            let refused = tmux.pane(joined: true)
            // Spelled as every line for people spells a control, in quotes as a trace line would write
            // it: from the trace's folder, which holds the scene.
            let quoted = "\"" + spelled + "\""
            #expect(refused.contains("dragtoact: --record cannot name the scene \(quoted) in the trace's scene line: \(why)"), "\(refused)")
            #expect(!FileManager.default.fileExists(atPath: record))
            tmux.kill()
        }
    }

    @Test("a title with a flag and a joined emoji family keeps the list's right edge in its column: the flag is two columns (as tmux counts it, not four) and the family's emoji are drawn side by side, eight columns on every terminal (tmux drew the joined sequence in two, the edge six columns early)")
    func emojiTitleKeepsTheBorder() throws {
        defer { tmux.kill() }
        let todo = try String(contentsOfFile: repositoryURL.appendingPathComponent("Demo/scenes/todo.json").path, encoding: .utf8)
        let scene = try temporaryFile("emoji.json", todo.replacingOccurrences(of: "\"Buy milk\"", with: "\"🇯🇵 👨\u{200D}👩\u{200D}👧\u{200D}👦 Buy milk\""))
        start("--scene '\(scene)'")
        let lines = tmux.pane().split(separator: "\n").map(String.init)
        // The list's inside is 56 columns: " ≡ " 3, the flag 2, a space, the family 8, " Buy milk" 9, then 33 spaces.
        let row = try #require(lines.first { $0.contains("Buy milk") })
        #expect(row.hasPrefix("  │ ≡ 🇯🇵 👨👩👧👦 Buy milk" + String(repeating: " ", count: 33) + "│       │"), "\(row)")
        let next = try #require(lines.first { $0.contains("Walk the dog") })
        #expect(next.hasPrefix("  │ ≡ Walk the dog" + String(repeating: " ", count: 41) + "│       │"), "\(next)")
    }

    @Test("the keyboard drags too: Tab focuses Buy milk (shown with »), Space lifts it, Tab goes on to Complete, Enter drops; the trace replays")
    func keyboardDrag() throws {
        defer { tmux.kill() }
        let record = try temporaryPath("keys.trace")
        start("--record '\(record)'")
        tmux.send("Tab")
        let focused = tmux.waitFor(5) { $0.contains("»") }
        #expect(focused.contains("»≡ Buy milk"), "\(focused)")
        tmux.send("Space")
        _ = tmux.waitFor(5) { $0.contains("over list: accepts, slot 0") }
        // The list's places (slot 1 is its own place again: skipped), then Complete.
        tmux.press(["Tab", "Down", "Right", "Tab", "Tab"])
        let over = tmux.waitFor(5) { $0.contains("over complete") }
        #expect(over.contains("over complete: accepts"), "\(over)")
        tmux.send("Enter")
        let dropped = tmux.waitFor(5) { $0.contains("applied: complete t1") }
        #expect(dropped.contains("✓ 1 done"), "\(dropped)")
        tmux.send("q")
        let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
        #expect(ended.contains("Completed (1): Buy milk"))
        let trace = try String(contentsOfFile: record, encoding: .utf8)
        #expect(trace.contains(" key focus t1\n") && trace.contains(" key pickup\n") && trace.contains(" key drop\n"), "\(trace)")
        let check = try dragtoact("check", record)
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test("carrying Buy milk, t goes straight to Trash and c back to Complete past the list's places, recorded as key target lines; t carrying nothing does nothing; the trace replays")
    func keyboardStraightToTrash() throws {
        defer { tmux.kill() }
        let record = try temporaryPath("target.trace")
        start("--record '\(record)'")
        tmux.press(["t", "Tab", "Space"])
        _ = tmux.waitFor(5) { $0.contains("over list: accepts, slot 0") }
        tmux.send("t")
        let trash = tmux.waitFor(5) { $0.contains("over trash") }
        #expect(trash.contains("over trash: accepts"), "\(trash)")
        tmux.send("c")
        let complete = tmux.waitFor(5) { $0.contains("over complete") }
        #expect(complete.contains("over complete: accepts"), "\(complete)")
        tmux.press(["t", "Enter"])
        let dropped = tmux.waitFor(5) { $0.contains("applied: trash t1") }
        #expect(dropped.contains("applied: trash t1"), "\(dropped)")
        tmux.send("q")
        let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
        #expect(ended.contains("Trashed (1): Buy milk"), "\(ended)")
        let trace = try String(contentsOfFile: record, encoding: .utf8)
        let keys = trace.split(separator: "\n").filter { $0.contains(" key ") }.map { $0.split(separator: " ", maxSplits: 1)[1] }
        #expect(keys == ["key focus t1", "key pickup", "key target trash", "key target complete", "key target trash", "key drop"], "\(trace)")
        let check = try dragtoact("check", record)
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test("after the focused row is dropped on Complete, Tab focuses the row that took its place (Call mom after Write report), not the first; Shift+Tab the one before")
    func focusFollowsARowThatLeft() throws {
        defer { tmux.kill() }
        start("")
        // Write report focused (the third row), lifted, carried past the list's places to Complete, dropped.
        tmux.press(["Tab", "Tab", "Tab", "Space", "Tab", "Tab", "Tab"])
        _ = tmux.waitFor(5) { $0.contains("over complete") }
        tmux.send("Enter")
        _ = tmux.waitFor(5) { $0.contains("applied: complete t3") }
        tmux.send("Tab")
        let next = tmux.waitFor(5) { $0.contains("»") }
        #expect(next.contains("»≡ Call mom"), "\(next)")
        // Call mom dropped on Trash the same way: Shift+Tab goes to the row before its place, Walk the dog.
        tmux.press(["Space", "Tab", "Tab", "Tab"])
        _ = tmux.waitFor(5) { $0.contains("over trash") }
        tmux.send("Enter")
        _ = tmux.waitFor(5) { $0.contains("applied: trash t4") }
        tmux.send("BTab")
        let previous = tmux.waitFor(5) { $0.contains("»") }
        #expect(previous.contains("»≡ Walk the dog"), "\(previous)")
        tmux.send("q")
        _ = tmux.waitFor(5) { $0.contains("EXIT=") }
    }

    @Test("after a selection is dropped on Complete with the keys, Tab focuses the row that took the dragged row's place (Pay bills after Call mom), not the row as many places on (+ Add New: the rows dropped with it were not counted)")
    func focusFollowsASelectionThatLeft() throws {
        defer { tmux.kill() }
        start("")
        // Walk the dog and Call mom selected, Call mom lifted (carrying both), c to Complete, dropped.
        tmux.press(["Tab", "Tab", "s", "Down", "Down", "s"])
        _ = tmux.waitFor(5) { $0.contains("selected: t2 t4") }
        tmux.press(["Space", "c"])
        _ = tmux.waitFor(5) { $0.contains("over complete") }
        tmux.send("Space")
        _ = tmux.waitFor(5) { $0.contains("applied: complete t2 t4") }
        tmux.send("Tab")
        let next = tmux.waitFor(5) { $0.contains("»") }
        #expect(next.contains("»≡ Pay bills"), "\(next)")
        tmux.send("q")
        _ = tmux.waitFor(5) { $0.contains("EXIT=") }
    }

    @Test("s selects the focused row (shown with ◆) and again takes it out; a mouse drag of a selected row carries them all to Complete; the select lines are recorded and the trace replays")
    func selectWithS() throws {
        defer { tmux.kill() }
        let record = try temporaryPath("select.trace")
        start("--record '\(record)'")
        tmux.press(["Tab", "s", "Tab", "Tab", "s", "Tab", "s", "s"])
        // Buy milk and Write report selected; Call mom selected and taken out again.
        let selected = tmux.waitFor(5) { $0.contains("selected: t1 t3") && $0.contains("◆ Write report") && !$0.contains("◆ Call mom") }
        #expect(selected.contains("◆ Buy milk") && selected.contains("◆ Write report") && selected.contains("≡ Call mom"), "\(selected)")
        mouse(32, 6, "press")
        Thread.sleep(forTimeInterval: 0.6) // past the 300 ms long-press, on the wall clock
        for column in [40, 55, 70, 82] {
            mouse(column, 7, "drag")
            Thread.sleep(forTimeInterval: 0.05)
        }
        let carried = tmux.waitFor(5) { $0.contains("[Buy milk +1]") }
        #expect(carried.contains("[Buy milk +1]"), "\(carried)")
        mouse(82, 8, "release")
        let dropped = tmux.waitFor(5) { $0.contains("applied: complete t1 t3") }
        #expect(dropped.contains("✓ 2 done"), "\(dropped)")
        tmux.send("q")
        let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
        #expect(ended.contains("Completed (2): Buy milk, Write report"), "\(ended)")
        let trace = try String(contentsOfFile: record, encoding: .utf8)
        #expect(trace.contains("\nselect t1\n") && trace.contains("\nselect t1 t3\n") && trace.contains("\nselect t1 t3 t4\n"), "\(trace)")
        let check = try dragtoact("check", record)
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test("s on a section's title selects nothing: the row focused before it keeps its selection")
    func selectOnATitle() throws {
        defer { tmux.kill() }
        start("--scene '\(repositoryURL.appendingPathComponent("Demo/scenes/projects.json").path)'", showing: "Projects")
        // The Work title, then Write spec (selected), then back to the title and s there.
        tmux.press(["Tab", "Tab", "s"])
        _ = tmux.waitFor(5) { $0.contains("◆ Write spec") }
        tmux.press(["BTab", "s"])
        let pane = tmux.waitFor(2) { $0.contains("selected: none") }
        #expect(pane.contains("◆ Write spec") && !pane.contains("selected: none"), "\(pane)")
        tmux.send("q")
        _ = tmux.waitFor(5) { $0.contains("EXIT=") }
    }

    @Test("u undoes the last drop and r redoes it, each recorded as a trace line; with nothing to undo the status says so; the trace replays")
    func undoAndRedoKeys() throws {
        defer { tmux.kill() }
        let record = try temporaryPath("undo.trace")
        start("--record '\(record)'")
        tmux.send("u")
        let nothing = tmux.waitFor(5) { $0.contains("nothing to undo") }
        #expect(nothing.contains("nothing to undo"), "\(nothing)")
        // Buy milk carried by the keys to Complete (as above) and dropped.
        tmux.press(["Tab", "Space", "Tab", "Down", "Right", "Tab", "Tab", "Enter"])
        let dropped = tmux.waitFor(5) { $0.contains("applied: complete t1") }
        #expect(dropped.contains("✓ 1 done"), "\(dropped)")
        tmux.send("u")
        let undone = tmux.waitFor(5) { $0.contains("undone: complete t1") }
        #expect(undone.contains("undone: complete t1") && !undone.contains("✓ 1 done"), "\(undone)")
        tmux.send("r")
        let redone = tmux.waitFor(5) { $0.contains("redone: complete t1") }
        #expect(redone.contains("✓ 1 done"), "\(redone)")
        tmux.send("u")
        _ = tmux.waitFor(5) { $0.contains("undone: complete t1") }
        tmux.send("q")
        let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
        #expect(ended.contains("Completed (0)"), "\(ended)")
        let trace = try String(contentsOfFile: record, encoding: .utf8)
        #expect(trace.components(separatedBy: " undo\n").count == 3 && trace.contains(" redo\n"), "\(trace)")
        let check = try dragtoact("check", record)
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test("u refused because another writer renamed the task since says why on the status line, not nothing to undo; the refused step set aside, the next u finds nothing")
    func refusedUndoIsSaid() throws {
        defer { tmux.kill() }
        let store = try temporaryPath("shared.db")
        start("--store '\(store)' --writer left")
        // Walk the dog (the second row) renamed with the keys: Walk the dog L.
        tmux.press(["Tab", "Tab", "n"])
        _ = tmux.waitFor(5) { $0.contains("rename Walk the dog: Walk the dog▏") }
        tmux.send(" L", literal: true)
        tmux.send("Enter")
        _ = tmux.waitFor(5) { $0.contains("applied: rename t2") }
        // Another writer renames it again.
        let other = try temporaryFile("other.trace", "scene todo\n0 rename t2 \"Walk the cat\"\n")
        #expect(try dragtoact("replay", other, "--store", store, "--writer", "right").status == 0)
        tmux.send("u")
        let refused = tmux.waitFor(5) { $0.contains("undo refused") }
        // The status line, cut at the terminal's width.
        #expect(refused.contains(#"ms  undo refused: rename t2 to "Walk the dog L" ("Walk the dog L" was renamed "Walk the cat"#), "\(refused)")
        tmux.send("u")
        let nothing = tmux.waitFor(5) { $0.contains("nothing to undo") }
        #expect(nothing.contains("nothing to undo"), "\(nothing)")
        tmux.send("q")
        _ = tmux.waitFor(5) { $0.contains("EXIT=") }
    }

    @Test("two writers on one store: the rename editor says another writer's completion of its row, and Enter is refused saying so; it says another's rename, Enter is refused rather than overwrite it and the editor opens again from the new title, the text kept; Enter again saves over it; the trace records the rename saved, from its editor's title, and each refused one as a # not renamed comment, not as a rename line (a replay, without the other writer, applied it)")
    func renameOvertakenByAnotherWriter() throws {
        defer { tmux.kill() }
        let store = try temporaryPath("renames.db")
        let record = try temporaryPath("renames.trace")
        start("--store '\(store)' --writer left --record '\(record)'")
        // Buy milk's editor open while another writer completes it.
        tmux.press(["Tab", "n"])
        _ = tmux.waitFor(5) { $0.contains("rename Buy milk: Buy milk▏") }
        tmux.send(" x", literal: true)
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store, "--writer", "right").status == 0)
        let completed = tmux.waitFor(5) { $0.contains("Completed by another writer") }
        #expect(completed.contains("rename Buy milk: Buy milk x▏ · Completed by another writer · Esc closes"), "\(completed)")
        tmux.send("Enter")
        let closed = tmux.waitFor(5) { $0.contains("not renamed") }
        #expect(closed.contains(#"ms  not renamed: "Buy milk" was completed by another writer"#), "\(closed)")
        // Walk the dog, which took Buy milk's place, renamed by another writer while its editor is open.
        tmux.press(["Tab", "n"])
        _ = tmux.waitFor(5) { $0.contains("rename Walk the dog: Walk the dog▏") }
        tmux.send(" L", literal: true)
        let other = try temporaryFile("other.trace", "scene todo\n0 rename t2 \"Walk the cat\"\n")
        #expect(try dragtoact("replay", other, "--store", store, "--writer", "right").status == 0)
        let renamed = tmux.waitFor(5) { $0.contains("by another writer") }
        #expect(renamed.contains(#"rename Walk the dog: Walk the dog L▏ · Renamed to "Walk the cat" by another writer · Esc cancels"#), "\(renamed)")
        tmux.send("Enter")
        let refused = tmux.waitFor(5) { $0.contains("not saved") }
        #expect(refused.contains("rename Walk the cat: Walk the dog L▏ · not saved: renamed since · Enter saves over it · Esc cancels"), "\(refused)")
        #expect(refused.contains("≡ Walk the cat"), "the other writer's rename stands: \(refused)")
        tmux.send("Enter")
        let saved = tmux.waitFor(5) { $0.contains("applied: rename t2") }
        #expect(saved.contains("≡ Walk the dog L") && saved.contains(#"applied: rename t2 to "Walk the dog L""#), "\(saved)")
        tmux.send("q")
        #expect(tmux.waitFor(5) { $0.contains("EXIT=") }.contains("EXIT=0"))
        // Times written as @T: they are the wall clock's.
        let renames = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").filter { $0.contains(" rename ") }
            .map { $0.replacing(#/@[0-9.]+ /#, with: "@T ") }
        #expect(renames == [
            #"# not renamed, so left out here (@T rename t1 "Buy milk x" from "Buy milk"): rejected: rename t1 to "Buy milk x" (task "t1" is not open)"#,
            #"# not renamed, so left out here (@T rename t2 "Walk the dog L" from "Walk the dog"): rejected: rename t2 to "Walk the dog L" (task "t2" was renamed to "Walk the cat" since)"#,
            #"@T rename t2 "Walk the dog L" from "Walk the cat""#,
        ], "\(renames)")
    }

    @Test("the mouse wheel scrolls the list under it, three terminal rows a notch (Task 1 to 3 leave the top), and up again; each notch is recorded as a wheel line and the trace replays to the same offset")
    func wheelScrollsTheList() throws {
        defer { tmux.kill() }
        let record = try temporaryPath("wheel.trace")
        start("--scene '\(repositoryURL.appendingPathComponent("Demo/scenes/long-list.json").path)' --record '\(record)'")
        // Cell 32,15 is 252,300 on the 800 × 600 viewport: inside the list. Button 65 turns the wheel down, 64 up.
        for report in ["\u{1B}[<65;32;15M", "\u{1B}[<65;32;15M", "\u{1B}[<65;32;15M", "\u{1B}[<64;32;15M"] {
            tmux.send(report, literal: true)
            Thread.sleep(forTimeInterval: 0.1)
        }
        let scrolled = tmux.waitFor(5) { $0.contains("Task 4") && !$0.contains("Task 3") }
        #expect(scrolled.contains("Task 4") && !scrolled.contains("Task 1 ") && !scrolled.contains("Task 3"), "\(scrolled)")
        // Over Complete (cell 82,8: 652,144.44) the wheel scrolls nothing.
        tmux.send("\u{1B}[<65;82;8M", literal: true)
        tmux.send("q")
        let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
        #expect(ended.contains("EXIT=0"), "\(ended)")
        let trace = try String(contentsOfFile: record, encoding: .utf8)
        let wheels = trace.split(separator: "\n").filter { $0.contains(" wheel ") }.map { $0.split(separator: " ", maxSplits: 1)[1] }
        #expect(wheels == ["wheel 252 300 66.67", "wheel 252 300 66.67", "wheel 252 300 66.67", "wheel 252 300 -66.67", "wheel 652 144.44 66.67"], "\(trace)")
        let replay = try dragtoact("replay", record, "--json")
        #expect(replay.status == 0, "\(replay.stderr)")
        let check = try dragtoact("check", record)
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test("a header swiped right opens the rename editor on the status line: typed text and Enter save the title, recorded as a rename line; n renames the focused row, Backspace takes a character back, a typed quote is taken and recorded doubled inside the title's quotes, Escape leaves the editor unsaved; the trace replays")
    func renameBySwipeAndByKey() throws {
        defer { tmux.kill() }
        let record = try temporaryPath("rename.trace")
        let scene = repositoryURL.appendingPathComponent("Demo/scenes/documents.json").path
        start("--scene '\(scene)' --record '\(record)'", showing: "Documents")
        // Home's header row (y 230…266) at cell row 13; pressed at x 100, carried right past 220 points.
        mouse(13, 13, "press")
        mouse(25, 13, "drag")
        mouse(46, 13, "drag")
        mouse(46, 13, "release")
        let editing = tmux.waitFor(5) { $0.contains("rename Home: Home▏") }
        #expect(editing.contains("rename Home: Home▏ · Enter saves · Esc cancels"), "\(editing)")
        tmux.send(" stuff", literal: true)
        tmux.send("Enter")
        let renamed = tmux.waitFor(5) { $0.contains("applied: rename h2") }
        #expect(renamed.contains("HOME STUFF"), "\(renamed)")
        // Tab focuses Loose note; n edits it: four characters back, then "ends" in quotes (a quote was not taken).
        tmux.press(["Tab", "n"])
        _ = tmux.waitFor(5) { $0.contains("rename Loose note: Loose note▏") }
        tmux.press(["BSpace", "BSpace", "BSpace", "BSpace"])
        tmux.send("\"ends\"", literal: true)
        _ = tmux.waitFor(5) { $0.contains("rename Loose note: Loose \"ends\"▏") }
        tmux.send("Enter")
        let second = tmux.waitFor(5) { $0.contains("applied: rename d0") }
        #expect(second.contains("Loose \"ends\""), "\(second)")
        tmux.press(["n", "x", "Escape"])
        let left = tmux.waitFor(5) { $0.contains("not renamed") }
        #expect(left.contains("Loose \"ends\"") && !left.contains("Loose \"ends\"x"), "\(left)")
        tmux.send("q")
        let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
        #expect(ended.contains("EXIT=0"), "\(ended)")
        let trace = try String(contentsOfFile: record, encoding: .utf8)
        #expect(trace.contains(#" rename h2 "Home stuff""#) && trace.contains(#" rename d0 "Loose ""ends""""#), "\(trace)")
        let final = try #require(trace.split(separator: "\n").first { $0.hasPrefix("# final: ") }).dropFirst("# final: ".count)
        let replay = try dragtoact("replay", record, "--json")
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.hasSuffix(final + "\n"), "replayed:\n\(replay.stdout)\nrecorded:\n\(trace)")
        let check = try dragtoact("check", record)
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test("a session on the files scene records the whole tree: Notes A1 carried into collapsed Folder B leaves the top level as it was, and the trace pins where it went and which folders are open")
    func recordedTreeIsPinned() throws {
        defer { tmux.kill() }
        let record = try temporaryPath("tree.trace")
        start("--scene Demo/scenes/files.json --record '\(record)'", showing: "Files")
        tmux.press(["Tab", "Tab", "Tab"])  // Readme, Folder A, Notes A1
        _ = tmux.waitFor(5) { $0.contains("»≡ Notes A1") }
        tmux.send("Space")
        _ = tmux.waitFor(5) { $0.contains("over list: accepts, inside fa at 0") }
        tmux.press(["Tab", "Tab"])         // inside fa at 2, then inside fb at its end
        _ = tmux.waitFor(5) { $0.contains("inside fb at 1") }
        tmux.send("Enter")
        _ = tmux.waitFor(5) { $0.contains("applied: place a1 into fb at 1") }
        tmux.send("q")
        let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
        #expect(ended.contains("EXIT=0"), "\(ended)")
        let trace = try String(contentsOfFile: record, encoding: .utf8)
        #expect(trace.contains("""
            # The board the session ended with:
            expect tree files: r1 fa[a2 fb[b1 a1]] r2 fc[c1] r3
            expect expanded fa
            expect collapsed fb fc
            expect completed 0
            expect trashed 0
            """ + "\n# final: "), "\(trace)")
        let check = try dragtoact("check", record)
        #expect(check.stdout == "pass \(record) (5 expectations)\n", "\(check.stdout)")
    }

    @Test("Ctrl-C restores the terminal (cursor, mouse reporting, echo), leaves the cursor below the board and exits 130")
    func interrupt() throws {
        defer { tmux.kill() }
        start("")
        mouse(32, 6, "press")
        Thread.sleep(forTimeInterval: 0.4)
        tmux.send("C-c")
        let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
        #expect(ended.contains("EXIT=130"), "\(ended)")
        #expect(tmux.flag("cursor_flag") == "1\n")
        #expect(tmux.flag("mouse_sgr_flag") == "0\n")
        #expect(tmux.flag("mouse_button_flag") == "0\n")
        let lines = ended.split(separator: "\n", omittingEmptySubsequences: false)
        let exitLine = try #require(lines.firstIndex { $0.contains("EXIT=") })
        #expect(lines[exitLine].hasPrefix("EXIT=130") && exitLine >= 28, "\(ended)")
        // Echo is back: typed text shows in the pane.
        tmux.send("typed", literal: true)
        #expect(tmux.waitFor(3) { $0.contains("typed") }.contains("typed"))
    }

    @Test("--record with a store that holds changes, or sections opened or closed, is refused (the trace would replay from the scene's board and sections); with a new store it records")
    func recordNeedsANewStore() throws {
        defer { tmux.kill() }
        let store = try temporaryPath("used.db")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        let record = try temporaryPath("refused.trace")
        tmux.start("TERM=xterm \(dragtoactURL.path) live --store '\(store)' --record '\(record)'")
        #expect(tmux.waitFor(10) { $0.contains("EXIT=") }.contains("EXIT=2"))
        // Wrapped lines joined as they were written.
        let refused = tmux.pane(joined: true)
        #expect(refused.contains(
            "dragtoact: --record needs a store whose board is still the scene's, or none: \(store) holds changes, and the trace would replay from the scene's board"), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: record))
        // A store whose board is the scene's but where Work was closed (schema 5 keeps it): refused too.
        let closed = try temporaryPath("closed.db")
        let close = try temporaryFile("close.trace", "scene projects\n0 down 1 touch 250 88\n+100 up 1\n")
        #expect(try dragtoact("replay", close, "--store", closed).status == 0)
        tmux.start("TERM=xterm \(dragtoactURL.path) live --scene '\(repositoryURL.appendingPathComponent("Demo/scenes/projects.json").path)' --store '\(closed)' --record '\(record)'")
        #expect(tmux.waitFor(10) { $0.contains("EXIT=") }.contains("EXIT=2"))
        let sections = tmux.pane(joined: true)
        #expect(sections.contains(
            "dragtoact: --record needs a store whose sections are still as the scene shows them, or none: \(closed) holds work collapsed, and the trace would replay from the scene's sections"), "\(sections)")
        #expect(!FileManager.default.fileExists(atPath: record))
        // A new store: the session records, and its trace passes check.
        let fresh = try temporaryPath("new.db")
        let recorded = try temporaryPath("recorded.trace")
        start("--store '\(fresh)' --record '\(recorded)'")
        tmux.send("q")
        #expect(tmux.waitFor(5) { $0.contains("EXIT=") }.contains("EXIT=0"))
        #expect(try dragtoact("check", recorded).status == 0)
    }

    @Test("a drop the store cannot commit (another process holds its lock past the 1 s a live session waits) is not applied and does not end the session: the status says why, the trace notes it, and the next drop is saved")
    func lockedStoreDoesNotEndTheSession() throws {
        defer { tmux.kill() }
        let store = try temporaryPath("locked.db")
        let record = try temporaryPath("locked.trace")
        start("--store '\(store)' --record '\(record)'")
        let holder = try holdWriteLock(of: store, for: 4_000)
        func dragBuyMilkToComplete() {
            mouse(32, 6, "press")
            Thread.sleep(forTimeInterval: 0.6)
            for column in [40, 55, 70, 82] {
                mouse(column, 7, "drag")
                Thread.sleep(forTimeInterval: 0.05)
            }
            mouse(82, 8, "release")
        }
        dragBuyMilkToComplete()
        let refused = tmux.waitFor(10) { $0.contains("not saved") }
        // The status line, at 100 columns, keeps what to do; the operation at its end may be cut.
        #expect(refused.contains("not saved: locked by another process, try again once it is free (waited 1000 ms, "), "\(refused)")
        #expect(!refused.contains("EXIT="))
        #expect(refused.contains("Buy milk"))
        holder.waitUntilExit()
        dragBuyMilkToComplete()
        let dropped = tmux.waitFor(10) { $0.contains("applied: complete t1") }
        #expect(dropped.contains("✓ 1 done"), "\(dropped)")
        tmux.send("q")
        #expect(tmux.waitFor(5) { $0.contains("EXIT=") }.contains("EXIT=0"))
        #expect(try dragtoact("show", "--store", store).stdout.contains("Completed (1): Buy milk"))
        // The trace holds both drags, the first followed by the note that the store did not take it.
        let trace = try String(contentsOfFile: record, encoding: .utf8)
        let lines = trace.split(separator: "\n")
        let note = try #require(lines.firstIndex { $0.hasPrefix("# not saved to the store, so not applied here (a replay applies it): store \(store)") }, "\(trace)")
        #expect(lines[note - 1].contains(" up 1 "), "\(trace)")
        #expect(lines.filter { $0.contains(" up 1 ") }.count == 2, "\(trace)")
    }

    @Test("with --store, another process's drop shows within a second or two while nobody touches the board")
    func othersDropsShowWhileIdle() throws {
        defer { tmux.kill() }
        let store = try temporaryPath("shared.db")
        #expect(try dragtoact("replay", "Demo/traces/reorder-in-place.trace", "--store", store).status == 0) // creates it
        start("--store '\(store)'")
        #expect(tmux.pane().contains("✓ 0 done"))
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        let shown = tmux.waitFor(5) { $0.contains("✓ 1 done") }
        #expect(shown.contains("✓ 1 done"), "\(shown)")
        #expect(!shown.contains("≡ Buy milk"), "\(shown)")
        tmux.send("q")
        #expect(tmux.waitFor(5) { $0.contains("EXIT=") }.contains("EXIT=0"))
    }

    /// A store of the todo scene with Buy milk (t1) completed, and the todo scene with its Inbox
    /// empty (the store's is used) and a second button named t1: the store's t1 has no row, so the
    /// scene fits the board until t1 comes back to the Inbox.
    func storeWithButtonT1() throws -> (scene: String, store: String) {
        let store = try temporaryPath("conflict.db")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        let scene = try temporaryPath("button-t1.json")
        var todo = try String(contentsOf: repositoryURL.appendingPathComponent("Demo/scenes/todo.json"), encoding: .utf8)
        let tasks = try #require(todo.range(of: #"(?s)"tasks": \[.*?\]\}"#, options: .regularExpression))
        todo.replaceSubrange(tasks, with: #""tasks": []}"#)
        todo = todo.replacingOccurrences(of: #""activation": {"distance": 4}}"#, with: #""activation": {"distance": 4}},"#
            + #" {"id": "t1", "frame": {"x": 540, "y": 410, "width": 220, "height": 40}, "payload": "addNew", "activation": {"distance": 4}}"#)
        try todo.write(toFile: scene, atomically: true, encoding: .utf8)
        return (scene, store)
    }

    @Test("another process's commit that gives a task the id of one of the scene's sources does not end the session (it ended with the layout error): the board stays as it was, the status line says which rows could not be laid out and why, Tab and the mouse are refused, r redoes nothing of another's, the other process's redo lays it out again, and q quits with exit 0")
    func boardThatCannotBeLaidOutStaysAsItWas() throws {
        defer { tmux.kill() }
        let (scene, store) = try storeWithButtonT1()
        start("--scene '\(scene)' --store '\(store)'")
        #expect(tmux.pane().contains("≡ Walk the dog") && !tmux.pane().contains("Buy milk"))
        // Another process takes the completion back: t1's row would have the button's id.
        #expect(try dragtoact("undo", "--store", store).stdout.hasPrefix("undone: complete t1"))
        let frozen = tmux.waitFor(5) { $0.contains("not laid out") }
        #expect(frozen.contains("\nnot laid out: receivers[0].rows: source \"t1\": a source with this id is already registered"), "\(frozen)")
        #expect(!frozen.contains("EXIT="), "\(frozen)")
        #expect(frozen.contains("≡ Walk the dog") && !frozen.contains("Buy milk") && frozen.contains("✓ 1 done"), "\(frozen)")
        tmux.send("Tab")
        let refused = tmux.waitFor(5) { $0.contains("refused: not laid out") }
        #expect(refused.contains("\nrefused: not laid out: receivers[0].rows: source \"t1\""), "\(refused)")
        mouse(32, 6, "press")
        mouse(32, 6, "release")
        // r redoes this session's own undone steps (1.10.0): it has none, so nothing is laid out again.
        tmux.send("r")
        #expect(tmux.waitFor(1) { !$0.contains("not laid out") }.contains("not laid out"))
        // The other process redoes the completion in the store: t1 leaves the Inbox, and the board is laid out again.
        #expect(try dragtoact("redo", "--store", store).stdout.hasPrefix("redone: complete t1"))
        let redone = tmux.waitFor(5) { !$0.contains("not laid out") }
        #expect(!redone.contains("not laid out") && redone.contains("✓ 1 done") && !redone.contains("Buy milk"), "\(redone)")
        tmux.send("q")
        let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
        #expect(ended.contains("Completed (1): Buy milk\nTrashed (0)\nEXIT=0"), "\(ended)")
        #expect(tmux.flag("mouse_sgr_flag") == "0\n")
    }

    @Test("a drop the store commits while another process has given a task the id of one of the scene's sources does not end the session: the status line says it was saved but not laid out, the board stays as it was, and q prints the store's board with exit 0")
    func dropThatCannotBeLaidOutStaysAsItWas() throws {
        defer { tmux.kill() }
        let (scene, store) = try storeWithButtonT1()
        start("--scene '\(scene)' --store '\(store)'")
        // Walk the dog (the first row now) long-pressed and carried to Complete.
        mouse(32, 6, "press")
        Thread.sleep(forTimeInterval: 0.6)
        for column in [40, 55, 70, 82] {
            mouse(column, 7, "drag")
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(tmux.waitFor(5) { $0.contains("over complete") }.contains("over complete"))
        // Meanwhile another process brings Buy milk (t1) back; the drop reads it in its transaction.
        #expect(try dragtoact("undo", "--store", store).stdout.hasPrefix("undone: complete t1"))
        mouse(82, 8, "release")
        let frozen = tmux.waitFor(5) { $0.contains("not laid out") }
        #expect(frozen.contains("\nsaved, not laid out: receivers[0].rows: source \"t1\": a source with this id is already registered"), "\(frozen)")
        #expect(frozen.contains("≡ Walk the dog") && !frozen.contains("Buy milk") && !frozen.contains("EXIT="), "\(frozen)")
        tmux.send("q")
        let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
        #expect(ended.contains("Completed (1): Walk the dog\nTrashed (0)\nEXIT=0"), "\(ended)")
    }

    @Test("a drop that commits nothing (Walk the dog let go where it stood) while another process has given a task a scene source's id says \"not laid out\", not \"saved\": the drop read the other process's commit, which moved the store's revision, but wrote nothing")
    func dropThatCommitsNothingIsNotSaid() throws {
        defer { tmux.kill() }
        let (scene, store) = try storeWithButtonT1()
        start("--scene '\(scene)' --store '\(store)'")
        mouse(32, 6, "press")
        Thread.sleep(forTimeInterval: 0.6)
        mouse(32, 7, "drag")
        #expect(tmux.waitFor(5) { $0.contains("over list") }.contains("over list"))
        #expect(try dragtoact("undo", "--store", store).stdout.hasPrefix("undone: complete t1"))
        mouse(32, 6, "release")
        let frozen = tmux.waitFor(5) { $0.contains("not laid out") }
        #expect(frozen.contains("\nnot laid out: receivers[0].rows: source \"t1\": a source with this id is already registered"), "\(frozen)")
        tmux.send("q")
        let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
        #expect(ended.contains("Completed (0)"), "\(ended)")
    }

    @Test("in a terminal too small for the board (12 × 4) the screen names the size it needs and the keys act on nothing unseen (Tab, Space, Down, Enter reordered a row); q quits")
    func tooSmallIgnoresKeys() throws {
        defer { tmux.kill() }
        let record = try temporaryPath("small.trace")
        start("--record '\(record)'")
        tmux("resize-window", "-t", "live", "-x", "12", "-y", "4")
        let small = tmux.waitFor(5) { $0.contains("least 10 × 5") }
        #expect(small.hasPrefix("terminal too\nsmall: at\nleast 10 × 5\n"), "\(small)")
        // q comes after the keys while the terminal is still small: each key was read small.
        tmux.press(["Tab", "Space", "Down", "Enter", "q"])
        tmux("resize-window", "-t", "live", "-x", "100", "-y", "30")
        let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
        #expect(ended.contains("Inbox (5): Buy milk, Walk the dog, Write report, Call mom, Pay bills\n"), "\(ended)")
        let trace = try String(contentsOfFile: record, encoding: .utf8)
        #expect(!trace.contains(" key "), "\(trace)")
    }

    /// A shell's job control, in Python (tmux's pane runs its command in an orphaned process
    /// group, where the kernel discards Ctrl-Z): runs the command as a foreground job of its own,
    /// prints `STOPPED` when it stops and takes the terminal back, and on SIGUSR1 does what `fg`
    /// does — gives the job the terminal and continues it. Its process id is written to `pidFile`.
    static func jobControl(pidFile: String) throws -> String {
        try temporaryFile("jobs.py", """
            import os, signal, sys
            signal.signal(signal.SIGTTOU, signal.SIG_IGN)
            open(sys.argv[1], "w").write(str(os.getpid()))
            job = os.fork()
            if job == 0:
                os.setpgid(0, 0)
                os.tcsetpgrp(0, os.getpid())
                for s in (signal.SIGTSTP, signal.SIGTTOU, signal.SIGTTIN): signal.signal(s, signal.SIG_DFL)
                os.execv(sys.argv[2], sys.argv[2:])
            try: os.setpgid(job, job)
            except OSError: pass
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGUSR1})
            while True:
                _, status = os.waitpid(job, os.WUNTRACED)
                if not os.WIFSTOPPED(status): sys.exit(os.waitstatus_to_exitcode(status))
                os.tcsetpgrp(0, os.getpgrp())
                print("STOPPED", flush=True)
                signal.sigwait({signal.SIGUSR1})
                os.tcsetpgrp(0, job)
                os.killpg(job, signal.SIGCONT)

            """)
    }

    @Test("Ctrl-Z stops the session with the terminal restored (cursor shown, mouse reporting off); fg sets raw mode and mouse reporting again and draws the whole board over what the shell wrote, and the keys act (the terminal stayed in the board's modes while stopped, and nothing was redrawn after fg)")
    func suspendAndContinue() throws {
        defer { tmux.kill() }
        let pidFile = try temporaryPath("jobs.pid")
        tmux.start("TERM=xterm python3 '\(try Self.jobControl(pidFile: pidFile))' '\(pidFile)' \(dragtoactURL.path) live")
        #expect(tmux.waitFor(10) { $0.contains("Inbox") && $0.contains("q quits") }.contains("q quits"))
        tmux.send("C-z")
        #expect(tmux.waitFor(5) { $0.contains("STOPPED") }.contains("STOPPED"))
        #expect(tmux.flag("cursor_flag") == "1\n" && tmux.flag("mouse_sgr_flag") == "0\n" && tmux.flag("mouse_button_flag") == "0\n")
        // What the shell would write while the session is stopped: the board wiped.
        let tty = tmux.flag("pane_tty").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(system("printf '\\033[2J\\033[Hthe shell wrote here' > '\(tty)'") == 0)
        #expect(!tmux.waitFor(5) { $0.contains("the shell wrote here") }.contains("Inbox"))
        let shell = try #require(pid_t(try String(contentsOfFile: pidFile, encoding: .utf8)))
        #expect(kill(shell, SIGUSR1) == 0) // fg
        let redrawn = tmux.waitFor(5) { $0.contains("Inbox") && $0.contains("q quits") && $0.contains("+ Add New") }
        #expect(redrawn.contains("≡ Buy milk") && !redrawn.contains("the shell wrote here"), "\(redrawn)")
        #expect(tmux.flag("cursor_flag") == "0\n" && tmux.flag("mouse_sgr_flag") == "1\n" && tmux.flag("mouse_button_flag") == "1\n")
        // Raw mode: a Tab acts at once, without a line's Enter.
        tmux.send("Tab")
        let focused = tmux.waitFor(5) { $0.contains("»") }
        #expect(focused.contains("»≡ Buy milk"), "\(focused)")
        tmux.send("q")
        #expect(tmux.waitFor(5) { $0.contains("EXIT=") }.contains("EXIT=0"))
        #expect(tmux.flag("cursor_flag") == "1\n")
    }

    @Test("with --store a keyboard drag goes on reading other processes' commits: its task completed by another process ends the drag at the next refresh (it was carried on to a refused drop); the trace, whose expectations hold the other's change, says that check fails on them, and q warns so")
    func othersChangeDuringAKeyboardDrag() throws {
        defer { tmux.kill() }
        let store = try temporaryPath("drag.db")
        let record = try temporaryPath("drag.trace")
        start("--store '\(store)' --record '\(record)'")
        tmux.send("Tab")
        _ = tmux.waitFor(5) { $0.contains("»≡ Buy milk") }
        tmux.send("Space")
        #expect(tmux.waitFor(5) { $0.contains("over list: accepts, slot 0") }.contains("over list: accepts, slot 0"))
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        let gone = tmux.waitFor(5) { $0.contains("cancelled t1: itemGone") }
        #expect(gone.contains("cancelled t1: itemGone") && gone.contains("✓ 1 done"), "\(gone)")
        tmux.send("q")
        let ended = tmux.waitFor(5) { $0.contains("EXIT=") }
        #expect(ended.contains("EXIT=0"), "\(ended)")
        #expect(tmux.pane(joined: true).contains("dragtoact: warning: \(record): another process changed the store during the session: replaying the trace does not end with the board the session ended with, and check fails on its expectations\n"))
        let trace = try String(contentsOfFile: record, encoding: .utf8)
        #expect(trace.contains("\n# Not replayable: another process changed the store during the session, so replaying this trace does not end with the board below, and check fails on its expectations.\n# The board the session ended with:\n"), "\(trace)")
        #expect(try dragtoact("check", record).status == 1)
    }

    @Test("with --store a mouse drag of a task another process completes meanwhile shows the completion at a refresh while held, and the refused drop names the task by its title on the status line (the trace's event line keeps its id)")
    func refusedDropNamesTheTitle() throws {
        defer { tmux.kill() }
        let store = try temporaryPath("mouse.db")
        start("--store '\(store)'")
        mouse(32, 6, "press")
        Thread.sleep(forTimeInterval: 0.6) // past the 300 ms long-press, on the wall clock
        mouse(32, 9, "drag")
        #expect(tmux.waitFor(5) { $0.contains("over list") }.contains("over list"))
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        let seen = tmux.waitFor(5) { $0.contains("✓ 1 done") }
        #expect(seen.contains("✓ 1 done") && seen.contains("[Buy milk]"), "\(seen)")
        mouse(32, 9, "release")
        let refused = tmux.waitFor(5) { $0.contains("refused by") }
        #expect(refused.contains("refused by list: task \"Buy milk\" is not open"), "\(refused)")
        tmux.send("q")
        #expect(tmux.waitFor(5) { $0.contains("EXIT=") }.contains("EXIT=0"))
    }

    @Test("live without a terminal is a usage error")
    func needsATerminal() throws {
        let outcome = try dragtoact("live")
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "dragtoact: live needs a terminal on standard input and output (the mouse is read from it)\nTry 'dragtoact live --help'.\n")
    }
}
