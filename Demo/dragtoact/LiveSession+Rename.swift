import DropEngine
import Replay
import Runtime
import TaskModel

/// Renaming in `dragtoact live` (seed 002's inline rename): a row swiped a way that means rename
/// (`rename requested`), or `n` on the focused row, opens an editor on the status line holding
/// the title; typing changes it, Backspace takes the last character back, Enter saves it
/// (``BoardRuntime/rename(_:to:at:line:into:)``, recorded as a trace's `rename ID TITLE`, each as `NativeTrace.word` writes it) and
/// Escape leaves it unsaved. While it is open, keys and the mouse go to it, not to the board.
/// Control characters are not taken (a line break would end the trace's line); a `"` is, and the
/// line writes it doubled inside the title's quotes (`rename d0 "Fix ""login"""`). An empty
/// title is not saved.
struct RenameEditor {
    let id: TaskID
    /// What is typed, as UTF-8: a character may arrive in pieces.
    private(set) var bytes: [UInt8]

    init(id: TaskID, title: String) {
        self.id = id
        bytes = Array(title.utf8.filter { $0 >= 0x20 && $0 != 0x7F })
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// What the editor does with the bytes `pending` begins with.
    enum Step { case typed, save, cancel, wait }

    /// Takes the key `pending` begins with, removing what it used.
    mutating func take(_ pending: inout [UInt8]) -> Step {
        let byte = pending.removeFirst()
        switch byte {
        case 0x0D, 0x0A:
            return .save
        case 0x1B:
            // Escape alone cancels; a CSI sequence (an arrow, a mouse report) is skipped whole.
            guard pending.first == UInt8(ascii: "[") else { return .cancel }
            guard let end = pending.dropFirst().firstIndex(where: { (0x40...0x7E).contains($0) }) else {
                pending.insert(byte, at: 0)
                return .wait
            }
            pending.removeFirst(end + 1)
            return .typed
        case 0x7F, 0x08:
            // The last character, whole: its bytes back to the start of the last scalar's cluster.
            var text = self.text
            if !text.isEmpty { text.removeLast() }
            bytes = Array(text.utf8)
            return .typed
        case 0x00..<0x20:
            return .typed
        default:
            bytes.append(byte)
            return .typed
        }
    }
}

extension LiveSession {
    /// The status line while the editor is open.
    func renameStatus(_ editor: RenameEditor) -> String {
        let old = runtime.board.task(editor.id)?.title ?? editor.id.rawValue
        return "rename \(old): \(editor.text)▏ · Enter saves · Esc cancels"
    }

    /// Saves what `editor` holds as the node's title at `time`, recorded as a `rename` line once
    /// the runtime has taken it (a store that cannot commit says so and records nothing).
    mutating func saveRename(_ editor: RenameEditor, at time: Instant) {
        let title = editor.text
        guard !title.isEmpty else {
            overlay.status = "\(time.millisecondsText) ms  not renamed: a title cannot be empty"
            return
        }
        var events: [RuntimeEvent] = []
        let line = "@\(time.millisecondsText) rename \(NativeTrace.word(editor.id.rawValue)) \(NativeTrace.word(title))"
        let outcome = attempt(at: time, note: line, events: &events) { runtime, events throws(RuntimeError) in
            try runtime.rename(editor.id, to: title, at: time, into: &events)
        }
        switch outcome {
        case .done: break
        case .notSaved(let failure):
            note(events)
            overlay.status = "\(time.millisecondsText) ms  not renamed: \(Self.shortReason(failure))"
            return
        case .notLaidOut: return
        }
        record(line + "\n")
        note(events)
    }

    /// `n`: the editor on the focused row's title (a task's, header's or folder's).
    mutating func renameFocused() {
        guard let focus = runtime.keyboardFocus, focus == runtime.engine.keyboardFocus,
              let task = runtime.board.task(TaskID(focus.rawValue)), task.status == .open else {
            overlay.status = "\(now.millisecondsText) ms  nothing to rename: focus a row with Tab first"
            return
        }
        mode = .renaming(RenameEditor(id: task.id, title: task.title))
    }
}
