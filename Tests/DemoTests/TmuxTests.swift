import Foundation
import Testing
@testable import dragtoact

/// Drives the animated demo in a real terminal: tmux runs it in a detached session, we capture
/// the pane while it plays and after it ends.
@Suite("Demo in a real terminal (tmux)", .serialized, .enabled(if: tmuxPath != nil, "tmux is not installed"))
struct TmuxTests {
    let tmux = TmuxServer(socket: "dragtoact-tests", session: "demo")

    func start(_ command: String) {
        tmux.start("TERM=xterm \(dragtoactURL.path) \(command)")
    }

    @Test("the demo draws the board, plays to the end, exits 0 and leaves the cursor visible")
    func demoPlaysAndRestoresTheTerminal() throws {
        defer { tmux.kill() }
        start("--speed 4")
        // Waits for the whole first frame: under load the pane can be captured half painted.
        let playing = tmux.waitFor(10) { $0.contains("Inbox") && $0.contains("Complete") && $0.contains("+ Add New") }
        #expect(playing.contains("DragToAct · todo"))
        #expect(playing.contains("+ Add New"))
        #expect(tmux.flag("cursor_flag") == "0\n") // hidden while playing
        let ended = tmux.waitFor(20) { $0.contains("EXIT=") }
        #expect(ended.contains("EXIT=0"))
        #expect(ended.contains("≡ Pay bills"))
        #expect(ended.contains("✓ 1 done"))
        #expect(tmux.flag("cursor_flag") == "1\n")
    }

    @Test("a terminal resized while the demo plays gets the whole board redrawn at its new size")
    func resizeRedrawsTheBoard() throws {
        defer { tmux.kill() }
        start("")
        _ = tmux.waitFor(10) { $0.contains("Inbox") }
        tmux("resize-window", "-t", "demo", "-x", "60", "-y", "20")
        // The title line is painted for the width: the counts sit at its right end, which a
        // frame painted for 100 columns puts beyond column 60.
        func titleFits(_ pane: String) -> Bool {
            let title = pane.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
            return title.hasPrefix("DragToAct · todo") && title.contains("completed")
        }
        let resized = tmux.waitFor(5, titleFits)
        #expect(titleFits(resized), "pane after resizing to 60 × 20:\n\(resized)")
        #expect(resized.split(separator: "\n").contains { $0.hasPrefix(" ┌ Inbox") || $0.hasPrefix(" ┏ Inbox") })
    }

    @Test("on a terminal whose TERM is dumb the demo prints plain-text frames and the final board, not an animation; live is refused")
    func dumbTerminalGetsPlainText() throws {
        defer { tmux.kill() }
        // Emacs' shell, a serial console: cursor moves would be printed as they are, garbage.
        tmux.start("TERM=dumb \(dragtoactURL.path) --speed 4")
        let ended = tmux.waitFor(20) { $0.contains("EXIT=") }
        #expect(ended.contains("\nCompleted (1): Buy milk\nTrashed (1): Walk the dog\nEXIT=0\n"), "pane:\n\(ended)")
        #expect(tmux.flag("cursor_flag") == "1\n")
        tmux.start("TERM=dumb \(dragtoactURL.path) live")
        let refused = tmux.waitFor(10) { $0.contains("EXIT=") }
        #expect(refused.contains("""
            dragtoact: live needs a terminal that can move the cursor and report the mouse; TERM is dumb
            Try 'dragtoact live --help'.
            EXIT=2
            """), "pane:\n\(refused)")
    }

    @Test("Ctrl-C mid-drag restores the terminal, leaves the cursor below the board and exits 130")
    func interruptRestoresTheTerminal() throws {
        defer { tmux.kill() }
        // A slow drag sideways within one drop slot: no events, so the status line stays and the
        // last cells written are the dragged item's, in the middle of the board.
        let trace = try temporaryFile("slow.trace", "0 down 1 touch 250 92\n+400 move 1 100 92\n+100 move 1 400 92 over 20000\n+100 up 1\n")
        start("replay '\(trace)'")
        _ = tmux.waitFor(10) { $0.contains("[Buy milk]") }
        Thread.sleep(forTimeInterval: 0.5)
        tmux.send("C-c")
        let ended = tmux.waitFor(10) { $0.contains("EXIT=") }
        #expect(ended.contains("EXIT=130"))
        #expect(tmux.flag("cursor_flag") == "1\n")
        // The shell's next output lands below the board, as after a normal exit: the board takes
        // 29 of the 30 lines, the cursor was left on the 30th, and the echo scrolled it up one.
        let lines = ended.split(separator: "\n", omittingEmptySubsequences: false)
        let exitLine = try #require(lines.firstIndex { $0.contains("EXIT=") })
        #expect(lines[exitLine].hasPrefix("EXIT=130") && exitLine == 28, "pane after Ctrl-C:\n\(ended)")
        #expect(lines[..<exitLine].contains { $0.contains("Inbox") }, "pane after Ctrl-C:\n\(ended)")
    }

    @Test("Ctrl-Z stops the demo with the cursor shown; fg hides it again and draws the whole board over what the shell wrote (the cursor stayed hidden, and nothing was redrawn)")
    func suspendAndContinue() throws {
        defer { tmux.kill() }
        let pidFile = try temporaryPath("jobs.pid")
        tmux.start("TERM=xterm python3 '\(try LiveTmuxTests.jobControl(pidFile: pidFile))' '\(pidFile)' \(dragtoactURL.path) --speed 0.25")
        #expect(tmux.waitFor(10) { $0.contains("Inbox") && $0.contains("+ Add New") }.contains("+ Add New"))
        tmux.send("C-z")
        #expect(tmux.waitFor(5) { $0.contains("STOPPED") }.contains("STOPPED"))
        #expect(tmux.flag("cursor_flag") == "1\n")
        let tty = tmux.flag("pane_tty").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(system("printf '\\033[2J\\033[Hthe shell wrote here' > '\(tty)'") == 0)
        #expect(!tmux.waitFor(5) { $0.contains("the shell wrote here") }.contains("Inbox"))
        let shell = try #require(pid_t(try String(contentsOfFile: pidFile, encoding: .utf8)))
        #expect(kill(shell, SIGUSR1) == 0) // fg
        let redrawn = tmux.waitFor(5) { $0.contains("Inbox") && $0.contains("+ Add New") && $0.contains("DragToAct · todo") }
        #expect(redrawn.contains("Complete") && !redrawn.contains("the shell wrote here"), "\(redrawn)")
        #expect(tmux.flag("cursor_flag") == "0\n")
        tmux.send("C-c")
        #expect(tmux.waitFor(5) { $0.contains("EXIT=") }.contains("EXIT=130"))
    }

    @Test("SIGTERM mid-replay ends the command with exit 130, as Ctrl-C does and as the help and README say, not a death by signal")
    func terminateExits130() throws {
        defer { tmux.kill() }
        // From tmux's shell: a child of the test process (Foundation's Process) starts with SIGTERM blocked.
        let trace = try StoreDurabilityTests.addNewTrace(drops: 1_000)
        let out = try temporaryPath("out.jsonl")
        tmux.start("\(dragtoactURL.path) replay '\(trace)' --store '\(try temporaryPath("board.db"))' --json > '\(out)' & p=$!; "
                   + "until grep -q '\"event\":\"applied\"' '\(out)'; do sleep 0.05; done; kill -TERM $p; wait $p")
        let ended = tmux.waitFor(60) { $0.contains("EXIT=") }
        #expect(ended.contains("EXIT=130"), "\(ended)")
        #expect(Help.main.contains("Exit status: 0 success, 1 an expectation failed, 2 bad input or usage,\n3 the store could not be read or written, 4 an undo or redo refused (another\nwriter changed its task since), 130 interrupted (Ctrl-C or SIGTERM)."))
        let readme = try String(contentsOf: repositoryURL.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("3 a store that could not be opened, read or written, 4 an undo or redo the store refused"))
        #expect(readme.contains("could not tell from a store it cannot write), 130 interrupted (Ctrl-C or SIGTERM"))
    }

    @Test("SIGTERM stops a replay started with SIGTERM blocked (as a child of Foundation's Process is): exit 130, not a run to the end")
    func terminateWhenStartedBlocked() throws {
        defer { tmux.kill() }
        let trace = try StoreDurabilityTests.addNewTrace(drops: 1_000)
        let out = try temporaryPath("out.jsonl")
        // Python execs dragtoact with SIGTERM blocked; the mask survives exec.
        let blocked = "import os, signal, sys; signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM}); os.execv(sys.argv[1], sys.argv[1:])"
        tmux.start("python3 -c '\(blocked)' \(dragtoactURL.path) replay '\(trace)' --store '\(try temporaryPath("board.db"))' --json > '\(out)' & p=$!; "
                   + "until grep -q '\"event\":\"applied\"' '\(out)'; do sleep 0.05; done; kill -TERM $p; wait $p")
        let ended = tmux.waitFor(60) { $0.contains("EXIT=") }
        #expect(ended.contains("EXIT=130"), "\(ended)")
        let applied = try String(contentsOfFile: out, encoding: .utf8).components(separatedBy: "\"event\":\"applied\"").count - 1
        #expect(applied < 1_000, "all \(applied) drops were applied: SIGTERM was held until the end")
    }

    @Test("Ctrl-C during replay --store: the store holds every drop printed as applied, and at most the one being printed")
    func interruptedStoreReplayKeepsWhatWasPrinted() throws {
        defer { tmux.kill() }
        // Enough drops (~2 s here) that the replay is still going when the interrupt comes, on a
        // loaded machine too: with 300 it once ended before the test saw its 20th drop.
        let drops = 1_000
        let trace = try StoreDurabilityTests.addNewTrace(drops: drops)
        let store = try temporaryPath("board.db")
        let out = try temporaryPath("out.jsonl")
        start("replay '\(trace)' --store '\(store)' --json > '\(out)'")
        func appliedLines() -> [String] {
            ((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.contains(#""event":"applied""#) }.map(String.init)
        }
        // Up to a minute for the first 20 drops, then the interrupt at once. (A `for … where` loop
        // here went on reading the growing file to its last turn after the 20th drop, and on a
        // loaded machine the replay ended first: the interrupt then ended the shell's sleep.)
        var polls = 0
        while appliedLines().count < 20, polls < 1_200 {
            Thread.sleep(forTimeInterval: 0.05)
            polls += 1
        }
        tmux.send("C-c")
        let ended = tmux.waitFor(30) { $0.contains("EXIT=") }
        #expect(ended.contains("EXIT=130"), "\(ended)")
        let printed = appliedLines().count
        let stored = try StoreDurabilityTests.newTaskIDs(in: store).count
        #expect(printed >= 20 && printed < drops, "\(printed) printed as applied: the interrupt came too late to test anything")
        #expect(stored == printed || stored == printed + 1, "\(printed) printed as applied, \(stored) in the store")
    }
}
