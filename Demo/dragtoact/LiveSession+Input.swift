// What `live` reads from the terminal and does with it: keys and mouse reports parsed, inputs fed, undo, redo and selection recorded.

import DropEngine
import DropGeometry
import Foundation
import Replay
import Runtime
import TaskModel
import TaskStore
import TerminalPicture

extension LiveSession {
    /// Parses what the terminal sent: SGR mouse reports, Escape, the keys (`q`, `s`, `u`, `r`, …); anything else is skipped.
    mutating func handlePending(at time: Instant) {
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
                case .typed: mode = .renaming(editor)
                case .cancel:
                    mode = .normal
                    overlay.status = "\(time.millisecondsText) ms  not renamed"
                case .save:
                    mode = .normal
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
            // Refused (another writer changed what the step changed): the store set the step
            // aside, so the next undo reaches the one before it — said, and recorded, as a replay
            // of the line does the same. Else there was nothing to travel.
            guard let refusal = events.first(where: { if case .undoRefused = $0.kind { true } else { false } }) else {
                overlay.status = "\(time.millisecondsText) ms  nothing to \(undo ? "undo" : "redo")"
                return
            }
            record(line + "\n")
            note(events)
            overlay.status = "\(refusal.time.millisecondsText) ms  \(refusal.summary)"
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
}
