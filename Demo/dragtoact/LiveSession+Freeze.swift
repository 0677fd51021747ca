// How `live` survives what the runtime throws: a store that did not take a change, a board that cannot be laid out (frozen).

import DropEngine
import DropGeometry
import Foundation
import Replay
import Runtime
import TaskModel
import TaskStore
import TerminalPicture

extension LiveSession {
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
                    case .engine, .refused, .announced, .undoRefused, .renameRequested, .rejected, .pressedNothing, .customDrop: false
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
            mode = .normal
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
        let picture = frozen.map(\.picture) ?? (try? BoardRuntime(scene: runtime.scene, board: board))
        mode = .frozen(Frozen(picture: picture, reason: reason)) // the editor closed
        // No time before it: the reason stands until the board is laid out again, and fits 100 columns.
        overlay.status = (saved ? "saved, " : "") + reason
    }

    /// Says on the status line, and in the recorded trace, that the store did not take a change.
    mutating func notSaved(_ error: StoreError, at time: Instant) {
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
}
