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
    private var recorder: FileHandle?
    /// Where the recorder writes: read back at the end (``recordEnding()``).
    private let recordPath: String?
    /// Set when the store did not take a change (``notSaved(_:at:)``): a replay applies it.
    private var unsaved = false
    /// Said at the end of a session on a store whose recorded trace does not replay to the board
    /// the session ended with (``recordEnding()``); the command prints it once the terminal is restored.
    private(set) var recordingWarning: String?
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
    /// Set while the store's board cannot be laid out (see ``Frozen``).
    private var frozen: Frozen?
    static let pointer = PointerID(1)
    /// How long a write waits for another process's lock, in milliseconds (a replay waits 5 s).
    static let busyTimeout = 1_000
    /// The status line's first words; at most 96 columns, so that a 100-column terminal shows it whole.
    static let help = "live · drag: mouse, or Tab/arrows and Space · Esc cancels · u undo · r redo · n rename · q quits"
    /// Turns on SGR mouse reporting with button-event tracking; `mouseOff` turns it off.
    static let mouseOn = "\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l"

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

    /// Parses what the terminal sent: SGR mouse reports, Escape, the keys (`q`, `s`, `u`, `r`, …); anything else is skipped.
    private mutating func handlePending(at time: Instant) {
        if BoardPainter(width: painterSize.width, height: painterSize.height).isTooSmall {
            handlePendingWhileTooSmall()
            return
        }
        if let frozen {
            handlePendingWhileFrozen(frozen, at: time)
            return
        }
        while !pending.isEmpty {
            if frozen != nil { return } // The input before could not be laid out: the rest waits for the next frame.
            if var editor = renaming {
                switch editor.take(&pending) {
                case .wait: return
                case .typed: renaming = editor
                case .cancel:
                    renaming = nil
                    overlay.status = "\(time.millisecondsText) ms  not renamed"
                case .save:
                    renaming = nil
                    saveRename(editor, at: time)
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
                travel(undo: undo, at: time)
                continue
            }
            if let key = LiveKey(byte: pending[0]) {
                pending.removeFirst()
                self.key(key, at: time)
                continue
            }
            guard pending[0] == 0x1B else { pending.removeFirst(); continue }
            if pending.count == 1 {
                pending.removeAll()
                feed(.escape(at: time), line: "escape", at: time)
                continue
            }
            guard pending[1] == UInt8(ascii: "[") else {
                pending.removeFirst()
                feed(.escape(at: time), line: "escape", at: time)
                continue
            }
            // A CSI sequence: parameters, then a final byte in @…~.
            guard let end = pending.dropFirst(2).firstIndex(where: { (0x40...0x7E).contains($0) }) else { return } // wait for the rest
            let sequence = Array(pending[0...end])
            pending.removeFirst(end + 1)
            if sequence.count == 3, let key = LiveKey(csiFinal: sequence[2]) {
                self.key(key, at: time)
                continue
            }
            guard sequence.count > 3, sequence[2] == UInt8(ascii: "<") else { continue }
            let numbers = String(decoding: sequence[3..<(sequence.count - 1)], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 3 else { continue }
            mouse(button: numbers[0], column: numbers[1], row: numbers[2], released: sequence.last == UInt8(ascii: "m"), at: time)
        }
    }

    /// While the terminal is too small for the board (it says so, and the size it needs) nothing
    /// of the board is shown, and a key or a press would act unseen: `q` quits, and the rest is
    /// skipped (an escape sequence whole) — Ctrl-C interrupts as ever.
    private mutating func handlePendingWhileTooSmall() {
        while !pending.isEmpty {
            let byte = pending.removeFirst()
            if byte == UInt8(ascii: "q") {
                quit = true
                pending.removeAll()
                return
            }
            guard byte == 0x1B, pending.first == UInt8(ascii: "[") else { continue }
            // A CSI sequence: parameters, then a final byte in @…~; wait for the rest.
            guard let end = pending.dropFirst().firstIndex(where: { (0x40...0x7E).contains($0) }) else {
                pending.insert(byte, at: 0)
                return
            }
            pending.removeFirst(end + 1)
        }
    }

    /// While the board is frozen the runtime's rows are not the store's board, and a press or a
    /// key would act on rows not drawn: `q` quits, `u` and `r` travel in the store's history (which
    /// lays the board out whole, and may make it fit again), and the rest is refused, the status
    /// line saying why. Escape sequences (the mouse's reports, the arrows) are skipped whole.
    private mutating func handlePendingWhileFrozen(_ frozen: Frozen, at time: Instant) {
        while !pending.isEmpty {
            let byte = pending.removeFirst()
            switch byte {
            case UInt8(ascii: "q"):
                quit = true
                pending.removeAll()
                return
            case UInt8(ascii: "u"), UInt8(ascii: "r"):
                travel(undo: byte == UInt8(ascii: "u"), at: time)
                if self.frozen == nil { return } // Laid out again: the rest is read as usual, next frame.
                continue
            case 0x1B where pending.first == UInt8(ascii: "["):
                // A CSI sequence: parameters, then a final byte in @…~; wait for the rest.
                guard let end = pending.dropFirst().firstIndex(where: { (0x40...0x7E).contains($0) }) else {
                    pending.insert(byte, at: 0)
                    return
                }
                pending.removeFirst(end + 1)
            default:
                break
            }
            overlay.status = "refused: \(frozen.reason)"
        }
    }

    /// One SGR report: the left button's press, motion while held, release; the wheel turned up
    /// or down (buttons 64 and 65). Others are ignored: lists scroll up and down only.
    private mutating func mouse(button: Int, column: Int, row: Int, released: Bool, at time: Instant) {
        if button & 64 != 0, button & 3 < 2 {
            wheel(down: button & 1 == 1, at: scenePoint(column: column, row: row), time: time)
            return
        }
        guard button & 3 == 0, button & 64 == 0 else { return } // left button only
        let point = scenePoint(column: column, row: row)
        let at = "\(Self.number(point.x)) \(Self.number(point.y))"
        let event = PointerEvent(pointer: Self.pointer, kind: .mouse, position: point, time: time)
        let down = overlay.pointers[Self.pointer] != nil
        if released {
            guard down else { return }
            feed(.pointerUp(event), line: "up 1 \(at)", at: time)
        } else if button & 32 != 0 {
            guard down, overlay.pointers[Self.pointer] != point else { return }
            feed(.pointerMove(event), line: "move 1 \(at)", at: time)
        } else if !down {
            feed(.pointerDown(event), line: "down 1 mouse \(at)", at: time)
        }
    }

    /// A notch of the wheel over `point`: the list there scrolls three terminal rows, as a
    /// terminal scrolls its own lines, in scene points to two decimals; recorded as the `wheel`
    /// line a trace writes.
    private mutating func wheel(down: Bool, at point: Point, time: Instant) {
        guard painterSize.height > 2 else { return } // No row of the board is drawn: no notch has a size.
        let rows = Double(painterSize.height - 2) / runtime.scene.viewport.height
        let delta = ((down ? 3 : -3) / rows * 100).rounded() / 100
        perform("wheel \(Self.number(point.x)) \(Self.number(point.y)) \(Self.number(delta))", at: time) { runtime, events throws(RuntimeError) in
            try runtime.wheel(by: delta, over: point, at: time, into: &events)
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
    private mutating func travel(undo: Bool, at time: Instant) {
        var events: [RuntimeEvent] = []
        var travelled = false
        let line = "@\(time.millisecondsText) \(undo ? "undo" : "redo")"
        let outcome = attempt(at: time, note: line, events: &events) { runtime, events throws(RuntimeError) in
            travelled = undo ? try runtime.undo(at: time, into: &events) : try runtime.redo(at: time, into: &events)
        }
        switch outcome {
        case .done: break
        case .notSaved(let failure):
            note(events)
            overlay.status = "\(time.millisecondsText) ms  not \(undo ? "undone" : "redone"): \(Self.shortReason(failure))"
            return
        case .notLaidOut: return
        }
        guard travelled else {
            overlay.status = "\(time.millisecondsText) ms  nothing to \(undo ? "undo" : "redo")"
            return
        }
        record(line + "\n")
        note(events)
    }

    /// Feeds one input and records its line. A store that cannot commit (locked by another
    /// process for longer than its wait, full, gone) does not end the session: the drop is not
    /// applied, the status line says why, and the trace notes it after the input's line. An input
    /// whose rows cannot be laid out is left out (``attempt(at:note:events:_:)``).
    mutating func feed(_ input: DragInput, line: String, at time: Instant) {
        let taken = perform(line, at: time) { runtime, events throws(RuntimeError) in
            try runtime.handle(input, into: &events)
        }
        guard taken else { return }
        switch input {
        case .pointerDown(let e), .pointerMove(let e): overlay.pointers[e.pointer] = e.position
        case .pointerUp(let e), .pointerCancel(let e): overlay.pointers[e.pointer] = nil
        case .escape, .tick, .key: break
        }
    }

    /// Runs `call` on the runtime at `time` through ``attempt(at:note:events:_:)``, records `line` (a
    /// trace line, after its time) and shows the events; a store that cannot commit is said on
    /// the status line. `false` when the call was left out (its rows could not be laid out).
    @discardableResult
    private mutating func perform(_ line: String, at time: Instant,
                                  _ call: (inout BoardRuntime, inout [RuntimeEvent]) throws(RuntimeError) -> Void) -> Bool {
        var events: [RuntimeEvent] = []
        let outcome = attempt(at: time, note: "@\(time.millisecondsText) \(line)", events: &events, call)
        if case .notLaidOut = outcome { return false }
        record("@\(time.millisecondsText) \(line)\n")
        note(events)
        if case .notSaved(let failure) = outcome { notSaved(failure, at: time) }
        return true
    }

    /// What became of a call on the runtime (``attempt(at:note:events:_:)``).
    enum Attempt {
        /// Taken.
        case done
        /// The store did not take it: the runtime stays usable, its rows the store's board's.
        case notSaved(StoreError)
        /// Its rows could not be laid out: the board is frozen, as it was before the call.
        case notLaidOut
    }

    /// The board while the store's board cannot be laid out: another process gave a task the id
    /// of one of the scene's sources (`add`), so its row cannot be a drag source. The runtime is
    /// put back as it was before the call that failed, the board drawn is the one it last laid out
    /// (the store's board has moved on), and the status line says why until the store's board can
    /// be laid out again — by another process's commit read once a second, or by `u` or `r`.
    struct Frozen {
        /// The board last laid out, drawn while frozen (`nil`: draw the runtime).
        let picture: BoardRuntime?
        /// What went wrong, for the status line: what could not be laid out, and why.
        let reason: String
    }

    /// Runs `call` on the runtime at `time` (the caller shows the events it gave); nothing it throws
    /// ends the session. A store error is returned (the runtime stays usable). A layout error puts the
    /// runtime back as it was, cancels every drag (an `escape` at the last instant fed, recorded),
    /// notes in the trace what was left out (`note`: the input's line, or what fired; `nil` for a
    /// refresh of the store, the one call that writes nothing), and freezes
    /// the board (``Frozen``). A call that moves the store's revision while frozen (a refresh that
    /// read a commit, an undo, a redo) laid the rows out whole from the store's board: it thaws.
    mutating func attempt(at time: Instant, note line: String?, events: inout [RuntimeEvent],
                          _ call: (inout BoardRuntime, inout [RuntimeEvent]) throws(RuntimeError) -> Void) -> Attempt {
        // A copy held across the call: a scroll or a layout edit of the live runtime then copies
        // what it would have changed in place (the engine's ListLayout is shared), a cost of the
        // board's size per input, which a terminal's input rate bears.
        let before = runtime, boardBefore = runtime.board, nowBefore = now
        let revision = runtime.store?.revision
        let first = events.count
        var outcome = Attempt.done
        do throws(RuntimeError) {
            try call(&runtime, &events)
        } catch {
            switch error {
            case .store(let error):
                outcome = .notSaved(error)
            case .layout(let error):
                // Committed before the rows failed: the call's events say so (an applied change, an
                // undo, a redo). The revision alone would say so of the others' commits the write read first.
                let saved = events[first...].contains { event in
                    switch event.kind {
                    case .applied(_, let changes): !changes.isEmpty
                    case .undone, .redone: true
                    case .sectionToggled: runtime.store != nil
                    case .engine, .refused, .announced, .undoRefused, .renameRequested, .rejected, .pressedNothing: false
                    }
                }
                runtime = before
                now = nowBefore
                freeze(error, showing: boardBefore, saved: saved, left: line)
                return .notLaidOut
            }
        }
        now = time
        if frozen != nil, runtime.store?.revision != revision {
            frozen = nil
            overlay.status = "\(time.millisecondsText) ms  laid out again"
        }
        return outcome
    }

    /// Freezes the board after `error` (see ``attempt(at:note:events:_:)``): drags cancelled, the editor
    /// closed, the board drawn as `board` (kept as first frozen, when already frozen). `saved`: the
    /// call committed to the store before its rows failed (a drop, an undo), which the status says.
    private mutating func freeze(_ error: InputError, showing board: TaskBoard, saved: Bool, left line: String?) {
        // Where (the receiver's rows) and why (the engine's words), without the scene's path: one status line.
        let place = if case .path(let path) = error.location { path + ": " } else { "" }
        let reason = "not laid out: \(place)\(error.found)"
        record("# not laid out, so left out here (\(line ?? "a refresh of the store")): \(error.description)\n")
        if !runtime.engine.activePointers.isEmpty {
            // Cancelled at the last instant fed: at the failed one, its deadlines would fire first and fail again.
            var events: [RuntimeEvent] = []
            let kept = runtime
            do throws(RuntimeError) {
                try runtime.handle(.escape(at: now), into: &events)
                record("@\(now.millisecondsText) escape\n")
            } catch {
                runtime = kept
            }
        }
        overlay.pointers = [:]
        overlay.swipes = [:]
        renaming = nil
        let picture = frozen.map(\.picture) ?? (try? BoardRuntime(scene: runtime.scene, board: board))
        frozen = Frozen(picture: picture, reason: reason)
        // No time before it: the reason stands until the board is laid out again, and fits 100 columns.
        overlay.status = (saved ? "saved, " : "") + reason
    }

    /// Says on the status line, and in the recorded trace, that the store did not take a change.
    private mutating func notSaved(_ error: StoreError, at time: Instant) {
        unsaved = true
        overlay.status = "\(time.millisecondsText) ms  not saved: \(Self.shortReason(error))"
        record("# not saved to the store, so not applied here (a replay applies it): \(Self.firstLine(of: error.description))\n")
    }

    /// What the store was doing and why it failed, without its path: one status line. A lock
    /// another process held past ``busyTimeout`` says what to do (`remedy`) before the wait and
    /// the operation, so that a terminal of 80 columns shows it whole after the time and
    /// "not saved: " (the store's own words, "…, still after waiting 1000 ms; nothing was written
    /// (try again once …", were cut before the remedy).
    static func shortReason(_ error: StoreError, remedy: String = "try again once it is free") -> String {
        guard error.isBusy else { return firstLine(of: "\(error.operation): \(error.message)") }
        return "locked by another process, \(remedy) (waited \(busyTimeout) ms, \(error.operation))"
    }

    private static func firstLine(of text: String) -> String {
        String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
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
            case .renameRequested(let id): renaming = RenameEditor(id: id, title: runtime.board.task(id)?.title ?? "")
            case .engine, .applied, .refused, .announced, .undone, .redone, .undoRefused, .rejected, .sectionToggled, .pressedNothing: break
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

    func record(_ text: String) {
        recorder?.write(Data(text.utf8))
    }

    /// The board as expectations, and as the final JSON in a comment. With a store, the trace
    /// recorded so far is replayed first, without the store, as `check` replays it: when another
    /// process changed the store during the session (or the store did not take a change) the
    /// replay ends elsewhere, and a comment before the expectations — which stay the board the
    /// session ended with, what was seen — says that `check` fails on them, and so does
    /// ``recordingWarning``.
    private mutating func recordEnding() {
        let board = runtime.board
        var text = ""
        if runtime.store != nil, let recordPath, let replayed = Self.replayedBoard(of: recordPath),
           replayed.finalJSON(titles: runtime.scene.titles) != board.finalJSON(titles: runtime.scene.titles) {
            let cause = unsaved ? "the store did not take a change (see the # not saved lines), or another process changed it during the session"
                : "another process changed the store during the session"
            text += "# Not replayable: \(cause), so replaying this trace does not end with the board below, and check fails on its expectations.\n"
            recordingWarning = "\(recordPath): \(cause): replaying the trace does not end with the board the session ended with, and check fails on its expectations"
        }
        text += "# The board the session ended with:\n" + board.expectationLines
        text += "# final: " + board.finalJSON(titles: runtime.scene.titles).text + "\n"
        record(text)
    }

    /// The board the native trace at `path` replays to, as `check` replays it; `nil` when it cannot be replayed.
    private static func replayedBoard(of path: String) -> TaskBoard? {
        guard let (steps, scene) = try? Loader.load(trace: path, options: Arguments(), nativeOnly: true),
              var replayer = try? Replayer(steps: steps, runtime: BoardRuntime(scene: scene)) else { return nil }
        do { try replayer.runToEnd() } catch { return nil }
        return replayer.runtime.board
    }

    /// A coordinate as traces write it: at most two decimals, no trailing zeros.
    static func number(_ value: Double) -> String { JSONValue.format(value) }
}
