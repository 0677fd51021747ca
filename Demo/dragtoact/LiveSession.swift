// `dragtoact live`: the session's state, its loop (input, deadlines, refresh once a second, frames) and the status line.

import DropEngine
import DropGeometry
import Foundation
import Replay
import Runtime
import TaskModel
import TaskStore
import TerminalPicture

/// `dragtoact live`: the board in the terminal, dragged with the real mouse or the keyboard.
///
/// The keyboard (issue 16; LiveSession+Keys.swift): Tab, Shift+Tab and the arrow keys move the
/// focus among the sources (shown with `»`) and, while carrying, through the drop targets; Space
/// or Enter picks up the focused source, or drops; `o` opens the collapsed folder or section the
/// target lies in; Escape cancels.
///
/// The terminal reports the mouse with xterm's SGR encoding (mode 1006) and button-event
/// tracking (mode 1002): `ESC [ < B ; COLUMN ; ROW M` for a press or a motion with a button held,
/// `… m` for a release. Only the left (primary) button drags. A cell maps to the scene point at
/// its centre, the inverse of the painter's scale, to two decimals. Escape cancels every drag;
/// `q` quits. Time is the wall clock since the session began; long-presses and spring-loading
/// fire when the runtime's deadline passes, fed at exactly that instant — as a replay feeds them.
///
/// With `--record TRACE` every input is written as it happens as a native trace line (`@MS …`,
/// microsecond precision), and on `q` a final `pause 0`, the board's expectations (each list's
/// order, completed and trashed counts) and the final board as a `# final:` comment: replaying
/// the trace gives the same board, byte for byte in `--json`, and `check` passes it.
///
/// Nothing the runtime throws ends the session (``attempt(at:note:events:_:)``): a store that cannot
/// commit leaves the change unsaved, and a board whose rows cannot be laid out (another process
/// gave a task the id of one of the scene's sources) freezes it as it was, with the reason on the
/// status line, until the store's board can be laid out again.
struct LiveSession {
    var runtime: BoardRuntime
    let console: Console
    private var writer: TerminalWriter
    private var motion: RowMotion
    var overlay = BoardPainter.Overlay()
    private let clock = ContinuousClock()
    /// When the session began, moved on by the time it stood stopped (Ctrl-Z): that is no session time.
    private var start: ContinuousClock.Instant
    var recorder: FileHandle?
    /// Where the recorder writes: read back at the end (``recordEnding()``).
    let recordPath: String?
    /// Set when the store did not take a change (``notSaved(_:at:)``): a replay applies it.
    var unsaved = false
    /// Said at the end of a session on a store whose recorded trace does not replay to the board
    /// the session ended with (``recordEnding()``); the command prints it once the terminal is restored.
    var recordingWarning: String?
    /// The latest instant fed: inputs never go back in time.
    var now = Instant(microseconds: 0)
    /// Whether a title is being edited or the board is frozen: the two never at once (``Mode``).
    var mode = Mode.normal
    /// When other processes' commits to the store were last read (``refreshEverySecond(at:)``).
    private var lastRefresh = Instant(microseconds: 0)
    var pending: [UInt8] = []
    var painterSize = (width: 0, height: 0)
    var quit = false
    /// ``focusOrder()`` when the keyboard's focus last stood on one of its rows, and that row's
    /// place in it: a focused row that has since left the board (with a selection, the rows
    /// dropped with it too) is followed by the first row after it that is still shown.
    var focusSeen: (order: [SourceID], place: Int)?
    static let pointer = PointerID(1)
    /// How long a write waits for another process's lock, in milliseconds (a replay waits 5 s).
    static let busyTimeout = 1_000
    /// The status line's first words; at most 96 columns, so that a 100-column terminal shows it whole.
    static let help = "live · drag: mouse, or Tab/arrows and Space · Esc cancels · u undo · r redo · n rename · q quits"
    /// Turns on SGR mouse reporting with button-event tracking; `mouseOff` turns it off.
    static let mouseOn = "\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l"

    /// What keys mean besides dragging. Freezing closes the editor; a rename is asked for only
    /// while the board is laid out. Quitting is a flag of its own (`quit`): the session may quit
    /// while frozen, and its end then fires no deadline.
    enum Mode {
        /// Keys and the mouse drag, as ever.
        case normal
        /// The title being edited, when a swipe asked for a rename or `n` was pressed (LiveSession+Rename.swift).
        case renaming(RenameEditor)
        /// The store's board cannot be laid out (see ``Frozen``).
        case frozen(Frozen)
    }

    /// The title being edited, if any (``Mode/renaming(_:)``).
    var renaming: RenameEditor? {
        switch mode {
        case .renaming(let editor): editor
        case .normal, .frozen: nil
        }
    }

    /// Set while the store's board cannot be laid out (``Mode/frozen(_:)``).
    var frozen: Frozen? {
        switch mode {
        case .frozen(let frozen): frozen
        case .normal, .renaming: nil
        }
    }

    init(runtime: BoardRuntime, console: Console, reduceMotion: Bool, record: FileHandle?, recordPath: String? = nil) {
        self.runtime = runtime
        self.console = console
        writer = TerminalWriter(color: console.color)
        motion = RowMotion(reduceMotion: reduceMotion)
        recorder = record
        self.recordPath = recordPath
        start = clock.now
        overlay.status = Self.help
    }

    /// Runs until `q`; the terminal is restored on the way out (Ctrl-C: by the signal handler).
    mutating func run(sceneLine: String) {
        record(LiveRecording.header + "\nscene \(sceneLine)\n")
        guard Terminal.enterRawMode() else { return }
        Terminal.restoreOnInterrupt()
        Terminal.handleSuspend(resume: writer.start() + Self.mouseOn)
        console.writeFrame(writer.start() + Self.mouseOn)
        defer {
            Terminal.stopHandlingSuspend()
            console.writeFrame(Self.mouseOff + writer.finish())
            Terminal.leaveRawMode()
        }
        draw()
        while !quit {
            if let stopped = Terminal.takeResumption() {
                // Continued after Ctrl-Z: the screen is the shell's, drawn over whole.
                start += stopped
                writer.forget()
                draw()
            }
            // Wait for input, at most until the next frame or the runtime's next deadline.
            var wait = Int32(33)
            if frozen == nil, let deadline = runtime.nextDeadline {
                wait = Int32(max(0, min(33, (deadline - elapsed()).microseconds / 1_000 + 1)))
            }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, wait) > 0 {
                var buffer = [UInt8](repeating: 0, count: 256)
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count > 0 { pending += buffer[0..<count] }
            }
            let time = max(now, elapsed())
            fireDeadlines(before: time, including: false)
            handlePending(at: time)
            refreshEverySecond(at: max(now, time))
            motion.retarget(runtime.rowTargets, at: time)
            draw()
        }
        // The trace ends where the session did, so that a replay fires the same deadlines.
        let end = max(now, elapsed())
        fireDeadlines(before: end, including: false)
        feed(.tick(at: end), line: "pause 0", at: end)
        recordEnding()
    }

    private func elapsed() -> Instant {
        let d = clock.now - start
        return Instant(microseconds: d.components.seconds * 1_000_000 + d.components.attoseconds / 1_000_000_000_000)
    }

    /// Feeds a tick at each deadline due by `time` (before it, or at it when `including`), as a
    /// replay does; none while the board is frozen (its drags were cancelled; a tick lays out
    /// nothing new), and no more once one could not be laid out.
    private mutating func fireDeadlines(before time: Instant, including: Bool) {
        while frozen == nil, let deadline = runtime.nextDeadline, deadline < time || (including && deadline == time), deadline >= now {
            var events: [RuntimeEvent] = []
            let outcome = attempt(at: deadline, note: "the deadline at @\(deadline.millisecondsText)", events: &events) { runtime, events throws(RuntimeError) in
                try runtime.handle(.tick(at: deadline), into: &events)
            }
            switch outcome {
            case .done: note(events)
            case .notSaved(let failure):
                note(events)
                notSaved(failure, at: deadline)
            case .notLaidOut: return
            }
        }
    }

    /// With `--store`, other processes' commits are read once a second, so that the board shows
    /// them while nobody touches it, and during a press or a drag too (each input other than a
    /// move reads them as well): a keyboard drag whose task another process completed or trashed
    /// ends at the refresh that sees it, as the runtime ends it (`cancelled … itemGone`), rather
    /// than carrying a task the board no longer holds open to a refused drop. The frame drawn
    /// right after shows the rows as read. Not an input: nothing is recorded. A store that
    /// cannot be read says so on the status line; a board read that cannot be laid out freezes
    /// the board (``Frozen``), until a later one can be.
    private mutating func refreshEverySecond(at time: Instant) {
        guard runtime.store != nil, time >= lastRefresh + .milliseconds(1_000) else { return }
        lastRefresh = time
        var events: [RuntimeEvent] = []
        let outcome = attempt(at: time, note: nil, events: &events) { runtime, events throws(RuntimeError) in try runtime.refresh(at: time, into: &events) }
        switch outcome {
        case .done: note(events)
        case .notSaved(let failure):
            note(events)
            overlay.status = "\(time.millisecondsText) ms  not read: \(Self.shortReason(failure, remedy: "read again each second"))"
        case .notLaidOut: break
        }
    }

    /// The status line follows the events; a swiped row follows its swipe; a swipe that asks for
    /// a rename opens the editor.
    mutating func note(_ events: [RuntimeEvent]) {
        for event in events {
            overlay.status = "\(event.time.millisecondsText) ms  \(event.summary)"
            if case .refused(.board, let intent) = event.kind, let id = intent.payload.objectID, let task = runtime.board.task(TaskID(id)) {
                // The refused task named by its title, as the board shows it, its controls spelled as every
                // line for people spells them (the trace's event line keeps the id).
                overlay.status = overlay.status.replacingOccurrences(of: "\"\(id)\"", with: task.title.quotedOneLine)
            }
            switch event.kind {
            case .engine(.swiping(_, let source, let offset, _)): overlay.swipes[TaskID(source.rawValue)] = offset
            case .engine(.swipeEnded(_, let source, _)): overlay.swipes[TaskID(source.rawValue)] = nil
            case .renameRequested(let id): mode = .renaming(RenameEditor(id: id, title: runtime.board.task(id)?.title ?? ""))
            case .engine, .applied, .refused, .announced, .undone, .redone, .undoRefused, .rejected, .sectionToggled, .pressedNothing, .customDrop: break
            }
        }
    }

    private mutating func draw() {
        if let renaming { overlay.status = renameStatus(renaming) }
        let size = console.size()
        painterSize = (size.width, size.height - 1) // The last line stays for the shell.
        let painter = BoardPainter(width: painterSize.width, height: painterSize.height, linesBelow: 1)
        let time = max(now, elapsed())
        overlay.rowOffsets = motion.offsets(at: time)
        overlay.returning = motion.returning(at: time)
        let shown = frozen?.picture ?? runtime
        console.writeFrame(writer.draw(painter.paint(shown, overlay: overlay)))
        Terminal.prepareRestore(Self.mouseOff + writer.finish())
    }

    /// A coordinate as traces write it: at most two decimals, no trailing zeros.
    static func number(_ value: Double) -> String { JSONValue.format(value) }
}
