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
struct LiveSession {
    var runtime: BoardRuntime
    let console: Console
    private var writer: TerminalWriter
    private var motion: RowMotion
    var overlay = BoardPainter.Overlay()
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var recorder: FileHandle?
    /// The latest instant fed: inputs never go back in time.
    var now = Instant(microseconds: 0)
    /// The title being edited, when a swipe asked for a rename or `n` was pressed (LiveSession+Rename.swift).
    var renaming: RenameEditor?
    /// When other processes' commits to the store were last read (``refreshEverySecond(at:)``).
    private var lastRefresh = Instant(microseconds: 0)
    private var pending: [UInt8] = []
    private var painterSize = (width: 0, height: 0)
    private var quit = false
    /// Where the keyboard's focus last stood among ``focusOrder()``: the place of a focused row
    /// that has since left the board.
    var focusPlace: Int?
    static let pointer = PointerID(1)
    /// How long a write waits for another process's lock, in milliseconds (a replay waits 5 s).
    static let busyTimeout = 1_000
    /// The status line's first words; at most 96 columns, so that a 100-column terminal shows it whole.
    static let help = "live · drag: mouse, or Tab/arrows and Space · Esc cancels · u undo · r redo · n rename · q quits"
    /// Turns on SGR mouse reporting with button-event tracking; `mouseOff` turns it off.
    static let mouseOn = "\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l"

    init(runtime: BoardRuntime, console: Console, reduceMotion: Bool, record: FileHandle?) {
        self.runtime = runtime
        self.console = console
        writer = TerminalWriter(color: console.color)
        motion = RowMotion(reduceMotion: reduceMotion)
        recorder = record
        start = clock.now
        overlay.status = Self.help
    }

    /// Runs until `q`; the terminal is restored on the way out (Ctrl-C: by the signal handler).
    mutating func run(sceneLine: String) throws(RuntimeError) {
        record("# Recorded by dragtoact live: a native trace; replay it, or check its expectations.\nscene \(sceneLine)\n")
        guard Terminal.enterRawMode() else { return }
        Terminal.restoreOnInterrupt()
        console.writeFrame(writer.start() + Self.mouseOn)
        defer {
            console.writeFrame(Self.mouseOff + writer.finish())
            Terminal.leaveRawMode()
        }
        draw()
        while !quit {
            // Wait for input, at most until the next frame or the runtime's next deadline.
            var wait = Int32(33)
            if let deadline = runtime.nextDeadline {
                wait = Int32(max(0, min(33, (deadline - elapsed()).microseconds / 1_000 + 1)))
            }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, wait) > 0 {
                var buffer = [UInt8](repeating: 0, count: 256)
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count > 0 { pending += buffer[0..<count] }
            }
            let time = max(now, elapsed())
            try fireDeadlines(before: time, including: false)
            try handlePending(at: time)
            try refreshEverySecond(at: max(now, time))
            motion.retarget(runtime.rowTargets, at: time)
            draw()
        }
        // The trace ends where the session did, so that a replay fires the same deadlines.
        let end = max(now, elapsed())
        try fireDeadlines(before: end, including: false)
        try feed(.tick(at: end), line: "pause 0", at: end)
        recordEnding()
    }

    private func elapsed() -> Instant {
        let d = clock.now - start
        return Instant(microseconds: d.components.seconds * 1_000_000 + d.components.attoseconds / 1_000_000_000_000)
    }

    /// Feeds a tick at each deadline due by `time` (before it, or at it when `including`), as a replay does.
    private mutating func fireDeadlines(before time: Instant, including: Bool) throws(RuntimeError) {
        while let deadline = runtime.nextDeadline, deadline < time || (including && deadline == time), deadline >= now {
            var events: [RuntimeEvent] = []
            let failure = try storeFailure { () throws(RuntimeError) in try runtime.handle(.tick(at: deadline), into: &events) }
            now = deadline
            note(events)
            if let failure { notSaved(failure, at: deadline) }
        }
    }

    /// With `--store`, other processes' commits are read once a second while nothing is pressed
    /// or dragged, so that the board shows them while nobody touches it (each input other than a
    /// move reads them too; during a drag, rows moving under the pointer just before a release
    /// would land the drop among rows not yet drawn, and the drop reads them itself). Not an
    /// input: nothing is recorded. A store that cannot be read says so on the status line.
    private mutating func refreshEverySecond(at time: Instant) throws(RuntimeError) {
        guard runtime.store != nil, runtime.engine.activePointers.isEmpty, time >= lastRefresh + .milliseconds(1_000) else { return }
        lastRefresh = time
        var events: [RuntimeEvent] = []
        let failure = try storeFailure { () throws(RuntimeError) in try runtime.refresh(at: time, into: &events) }
        now = time
        note(events)
        if let failure { overlay.status = "\(time.millisecondsText) ms  not read: \(Self.shortReason(failure))" }
    }

    /// Parses what the terminal sent: SGR mouse reports, Escape, the keys (`q`, `s`, `u`, `r`, …); anything else is skipped.
    private mutating func handlePending(at time: Instant) throws(RuntimeError) {
        while !pending.isEmpty {
            if var editor = renaming {
                switch editor.take(&pending) {
                case .wait: return
                case .typed: renaming = editor
                case .cancel:
                    renaming = nil
                    overlay.status = "\(time.millisecondsText) ms  not renamed"
                case .save:
                    renaming = nil
                    try saveRename(editor, at: time)
                }
                continue
            }
            if pending[0] == UInt8(ascii: "n") {
                pending.removeFirst()
                renameFocused()
                continue
            }
            if pending[0] == UInt8(ascii: "q") {
                quit = true
                pending.removeAll()
                return
            }
            if pending[0] == UInt8(ascii: "s") {
                pending.removeFirst()
                toggleSelection()
                continue
            }
            if pending[0] == UInt8(ascii: "u") || pending[0] == UInt8(ascii: "r") {
                let undo = pending.removeFirst() == UInt8(ascii: "u")
                try travel(undo: undo, at: time)
                continue
            }
            if let key = LiveKey(byte: pending[0]) {
                pending.removeFirst()
                try self.key(key, at: time)
                continue
            }
            guard pending[0] == 0x1B else { pending.removeFirst(); continue }
            if pending.count == 1 {
                pending.removeAll()
                try feed(.escape(at: time), line: "escape", at: time)
                continue
            }
            guard pending[1] == UInt8(ascii: "[") else {
                pending.removeFirst()
                try feed(.escape(at: time), line: "escape", at: time)
                continue
            }
            // A CSI sequence: parameters, then a final byte in @…~.
            guard let end = pending.dropFirst(2).firstIndex(where: { (0x40...0x7E).contains($0) }) else { return } // wait for the rest
            let sequence = Array(pending[0...end])
            pending.removeFirst(end + 1)
            if sequence.count == 3, let key = LiveKey(csiFinal: sequence[2]) {
                try self.key(key, at: time)
                continue
            }
            guard sequence.count > 3, sequence[2] == UInt8(ascii: "<") else { continue }
            let numbers = String(decoding: sequence[3..<(sequence.count - 1)], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 3 else { continue }
            try mouse(button: numbers[0], column: numbers[1], row: numbers[2], released: sequence.last == UInt8(ascii: "m"), at: time)
        }
    }

    /// One SGR report: the left button's press, motion while held, release. Others are ignored.
    private mutating func mouse(button: Int, column: Int, row: Int, released: Bool, at time: Instant) throws(RuntimeError) {
        guard button & 3 == 0, button & 64 == 0 else { return } // left button only; no wheel
        let point = scenePoint(column: column, row: row)
        let at = "\(Self.number(point.x)) \(Self.number(point.y))"
        let event = PointerEvent(pointer: Self.pointer, kind: .mouse, position: point, time: time)
        let down = overlay.pointers[Self.pointer] != nil
        if released {
            guard down else { return }
            try feed(.pointerUp(event), line: "up 1 \(at)", at: time)
        } else if button & 32 != 0 {
            guard down, overlay.pointers[Self.pointer] != point else { return }
            try feed(.pointerMove(event), line: "move 1 \(at)", at: time)
        } else if !down {
            try feed(.pointerDown(event), line: "down 1 mouse \(at)", at: time)
        }
    }

    /// The scene point at the centre of a cell (1-based, as SGR reports), to two decimals, in the viewport.
    func scenePoint(column: Int, row: Int) -> Point {
        let viewport = runtime.scene.viewport
        let sx = Double(painterSize.width) / viewport.width, sy = Double(painterSize.height - 2) / viewport.height
        let x = (Double(column - 1) + 0.5) / sx, y = (Double(row - 2) + 0.5) / sy
        func round(_ v: Double, _ limit: Double) -> Double { (min(max(v, 0), limit) * 100).rounded() / 100 }
        return Point(x: round(x, viewport.width), y: round(y, viewport.height))
    }

    /// `s`: the focused row joins the selection, or leaves it, recorded as the `select` line a
    /// trace writes (no time: it happens at the time the replay has reached, as here). A drag of
    /// a selected row then carries the selection. A button, or nothing focused, selects nothing.
    private mutating func toggleSelection() {
        // A section's title focused (the runtime's focus, not the engine's) selects nothing.
        guard let focus = runtime.keyboardFocus, focus == runtime.engine.keyboardFocus,
              runtime.board.task(TaskID(focus.rawValue))?.status == .open else { return }
        let id = TaskID(focus.rawValue)
        var ids = runtime.selection
        if let i = ids.firstIndex(of: id) { ids.remove(at: i) } else { ids.append(id) }
        var events: [RuntimeEvent] = []
        runtime.select(ids, at: now, into: &events)
        record(ids.isEmpty ? "select none\n" : "select " + ids.map { NativeTrace.word($0.rawValue) }.joined(separator: " ") + "\n")
        note(events)
        overlay.status = "\(now.millisecondsText) ms  selected: " + (ids.isEmpty ? "none" : ids.map(\.rawValue).joined(separator: " "))
    }

    /// `u` undoes the last drop, `r` redoes the last undone (the store's history with `--store`,
    /// else the session's own), recorded as `undo` / `redo` lines; with nothing to undo or redo the
    /// status says so and nothing is recorded.
    private mutating func travel(undo: Bool, at time: Instant) throws(RuntimeError) {
        var events: [RuntimeEvent] = []
        var travelled = false
        let failure = try storeFailure { () throws(RuntimeError) in
            travelled = undo ? try runtime.undo(at: time, into: &events) : try runtime.redo(at: time, into: &events)
        }
        now = time
        if let failure {
            note(events)
            overlay.status = "\(time.millisecondsText) ms  not \(undo ? "undone" : "redone"): \(Self.shortReason(failure))"
            return
        }
        guard travelled else {
            overlay.status = "\(time.millisecondsText) ms  nothing to \(undo ? "undo" : "redo")"
            return
        }
        record("@\(time.millisecondsText) \(undo ? "undo" : "redo")\n")
        note(events)
    }

    /// Feeds one input and records its line. A store that cannot commit (locked by another
    /// process for longer than its wait, full, gone) does not end the session: the drop is not
    /// applied, the status line says why, and the trace notes it after the input's line.
    mutating func feed(_ input: DragInput, line: String, at time: Instant) throws(RuntimeError) {
        var events: [RuntimeEvent] = []
        let failure = try storeFailure { () throws(RuntimeError) in try runtime.handle(input, into: &events) }
        now = time
        record("@\(time.millisecondsText) \(line)\n")
        switch input {
        case .pointerDown(let e), .pointerMove(let e): overlay.pointers[e.pointer] = e.position
        case .pointerUp(let e), .pointerCancel(let e): overlay.pointers[e.pointer] = nil
        case .escape, .tick, .key: break
        }
        note(events)
        if let failure { notSaved(failure, at: time) }
    }

    /// Runs `body`; a store error it throws is returned rather than ending the session (any other is thrown).
    func storeFailure(_ body: () throws(RuntimeError) -> Void) throws(RuntimeError) -> StoreError? {
        do throws(RuntimeError) {
            try body()
            return nil
        } catch .store(let error) {
            return error
        }
    }

    /// Says on the status line, and in the recorded trace, that the store did not take a change.
    private mutating func notSaved(_ error: StoreError, at time: Instant) {
        overlay.status = "\(time.millisecondsText) ms  not saved: \(Self.shortReason(error))"
        record("# not saved to the store, so not applied here (a replay applies it): \(Self.firstLine(of: error.description))\n")
    }

    /// What the store was doing and why it failed, without its path: one status line.
    static func shortReason(_ error: StoreError) -> String {
        firstLine(of: "\(error.operation): \(error.message)")
    }

    private static func firstLine(of text: String) -> String {
        String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// The status line follows the events; a swiped row follows its swipe; a swipe that asks for
    /// a rename opens the editor.
    mutating func note(_ events: [RuntimeEvent]) {
        for event in events {
            overlay.status = "\(event.time.millisecondsText) ms  \(event.summary)"
            switch event.kind {
            case .engine(.swiping(_, let source, let offset, _)): overlay.swipes[TaskID(source.rawValue)] = offset
            case .engine(.swipeEnded(_, let source, _)): overlay.swipes[TaskID(source.rawValue)] = nil
            case .renameRequested(let id): renaming = RenameEditor(id: id, title: runtime.board.task(id)?.title ?? "")
            case .engine, .applied, .refused, .announced, .undone, .redone, .rejected: break
            }
        }
    }

    private mutating func draw() {
        if let renaming { overlay.status = renameStatus(renaming) }
        let size = console.size()
        painterSize = (size.width, size.height - 1) // The last line stays for the shell.
        let painter = BoardPainter(width: painterSize.width, height: painterSize.height)
        let time = max(now, elapsed())
        overlay.rowOffsets = motion.offsets(at: time)
        overlay.returning = motion.returning(at: time)
        console.writeFrame(writer.draw(painter.paint(runtime, overlay: overlay)))
        Terminal.prepareRestore(Self.mouseOff + writer.finish())
    }

    func record(_ text: String) {
        recorder?.write(Data(text.utf8))
    }

    /// The board as expectations, and as the final JSON in a comment.
    private func recordEnding() {
        let board = runtime.board
        var text = "# The board the session ended with:\n" + board.expectationLines
        text += "# final: " + board.finalJSON(titles: runtime.scene.titles).text + "\n"
        record(text)
    }

    /// A coordinate as traces write it: at most two decimals, no trailing zeros.
    static func number(_ value: Double) -> String { JSONValue.format(value) }
}
