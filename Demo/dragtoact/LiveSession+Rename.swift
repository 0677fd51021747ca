import DropEngine
import Replay
import Runtime
import TaskModel

/// Renaming in `dragtoact live` (seed 002's inline rename): a row swiped a way that means rename
/// (`rename requested`), or `n` on the focused row, opens an editor on the status line holding
/// the title; typing changes it, Backspace takes the last character back, Enter saves it and
/// Escape leaves it unsaved. While it is open, keys and the mouse go to it, not to the board.
/// Control characters are not taken (a line break would end the trace's line); a `"` is, and the
/// line writes it doubled inside the title's quotes (`rename d0 "Fix ""login"""`). An empty
/// title is not saved.
///
/// Enter saves from the title the editor opened with (``base``): ``BoardRuntime/rename(_:to:from:at:line:into:)``,
/// recorded as a trace's `rename ID TITLE from BASE`, each as `NativeTrace.word` writes it, once applied. With
/// `--store` another writer may rename the node meanwhile: the status line says so at the next
/// refresh, and Enter is refused (the store compares the titles inside its transaction), so the
/// other rename is not overwritten unseen; the editor then opens again from the title the node
/// has now, the typed text kept, and says why it did not save: Enter again saves over it, seen.
struct RenameEditor {
    let id: TaskID
    /// The node's title, byte for byte, when the editor opened, or opened again after a refused
    /// save: the title a save is committed from.
    private(set) var base: String
    /// What is typed, as UTF-8: a character may arrive in pieces.
    private(set) var bytes: [UInt8]
    /// Set when a save was refused because another writer renamed the node: the editor opened
    /// again from that title, which the status line says.
    private(set) var reopened = false

    init(id: TaskID, title: String) {
        self.id = id
        base = title
        bytes = Array(title.utf8.filter { $0 >= 0x20 && $0 != 0x7F })
    }

    /// The editor opened again from `title`, another writer's, after a save refused: what is typed stays.
    func reopened(from title: String) -> RenameEditor {
        var editor = self
        editor.base = title
        editor.reopened = true
        return editor
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
    /// The status line while the editor is open: what is typed, and what another writer did to
    /// the node meanwhile, as the board last read it (once a second with `--store`).
    func renameStatus(_ editor: RenameEditor) -> String {
        let typed = "rename \(editor.base): \(editor.text)▏"
        guard let task = runtime.board.task(editor.id) else { return "\(typed) · Removed by another writer · Esc closes" }
        switch task.status {
        case .completed: return "\(typed) · Completed by another writer · Esc closes"
        case .trashed: return "\(typed) · Trashed by another writer · Esc closes"
        case .open where !task.title.utf8.elementsEqual(editor.base.utf8):
            return "\(typed) · Renamed to \(task.title.quotedOneLine) by another writer · Esc cancels"
        case .open where editor.reopened: return "\(typed) · not saved: renamed since · Enter saves over it · Esc cancels"
        case .open: return "\(typed) · Enter saves · Esc cancels"
        }
    }

    /// Saves what `editor` holds as the node's title at `time`, from the title it opened with,
    /// recorded as a `rename` line once the store has applied it (a store that cannot commit says
    /// so and records nothing; a rename the store refused is a `# not renamed` comment). Refused
    /// because another writer renamed the node since, the editor
    /// opens again from that title, the text kept; refused because the node was closed or taken
    /// off the board, the editor stays closed, and the status line says by whom.
    mutating func saveRename(_ editor: RenameEditor, at time: Instant) {
        let title = editor.text
        guard !title.isEmpty else {
            overlay.status = "\(time.millisecondsText) ms  not renamed: a title cannot be empty"
            return
        }
        var events: [RuntimeEvent] = []
        let line = "@\(time.millisecondsText) rename \(NativeTrace.word(editor.id.rawValue)) \(NativeTrace.word(title)) from \(NativeTrace.word(editor.base))"
        let outcome = attempt(at: time, note: line, events: &events) { runtime, events throws(RuntimeError) in
            try runtime.rename(editor.id, to: title, from: editor.base, at: time, into: &events)
        }
        switch outcome {
        case .done: break
        case .notSaved(let failure):
            note(events)
            overlay.status = "\(time.millisecondsText) ms  not renamed: \(Self.shortReason(failure))"
            return
        case .notLaidOut: return
        }
        // Only a rename the store applied is recorded as a line: one refused (another writer
        // renamed, completed or trashed the node since) is a comment, since a replay, which has no
        // other writer, would apply it, and the editor's next save, from the other writer's
        // title, would then be refused there.
        let refusal = events.first { if case .rejected = $0.kind { true } else { false } }
        record(refusal.map { "# not renamed, so left out here (\(line)): \($0.summary.oneLine)\n" } ?? line + "\n")
        note(events)
        for event in events {
            guard case .rejected(_, let rejection) = event.kind else { continue }
            if case .titleChanged(_, let now) = rejection {
                mode = .renaming(editor.reopened(from: now))
            } else {
                let task = runtime.board.task(editor.id)
                let name = (task?.title ?? editor.base).quotedOneLine
                let why = switch task?.status {
                case .completed: "\(name) was completed by another writer"
                case .trashed: "\(name) was trashed by another writer"
                case nil: "\(name) was removed by another writer"
                case .open: "\(rejection)" // Not met: an open node's rename is refused only for its title.
                }
                overlay.status = "\(time.millisecondsText) ms  not renamed: \(why)"
            }
        }
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
