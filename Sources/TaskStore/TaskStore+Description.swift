import TaskModel

extension TaskStore: CustomStringConvertible {
    /// What a person debugging wants of the store, on one line: its file, the writer its steps are
    /// made as, the board as this connection last read it, and how deep the undo history goes:
    ///
    /// ```
    /// TaskStore at board.db, writer "left-screen" (id 3): 5 tasks (4 open, 1 completed) in 3 lists, revision 2; 1 step to undo, 0 to redo
    /// ```
    ///
    /// The writer is `writer 4` unnamed, `no writer id yet` before its first step; the steps to undo
    /// and redo are anyone's (what ``undo(_:)`` takes by default), read from the file —
    /// `undo history unreadable` when it cannot be read; a store whose files changed under it ends
    /// with `; refuses to write: its files changed under it`. (Swift printed `TaskStore.TaskStore`.)
    /// - Complexity: O(1) in the tasks; counting the steps reads the history's index, O(*s*) for
    ///   the *s* steps counted.
    public var description: String {
        let who = if let writerName {
            "writer \(writerName.quotedOneLine)" + (writer.map { " (id \($0))" } ?? "")
        } else {
            writer.map { "writer \($0)" } ?? "no writer id yet"
        }
        let history: String
        do throws(StoreError) {
            let undoable = try db.integer("SELECT count(*) FROM history WHERE undone = 0") ?? 0
            let redoable = try db.integer("SELECT count(*) FROM history WHERE undone = 1") ?? 0
            history = "\(undoable) step\(undoable == 1 ? "" : "s") to undo, \(redoable) to redo"
        } catch {
            history = "undo history unreadable"
        }
        let lists = board.lists.count
        return "TaskStore at \(path.oneLine), \(who): \(board.countText) in \(lists) list\(lists == 1 ? "" : "s"), revision \(revision); "
            + history + (filesLost == nil ? "" : "; refuses to write: its files changed under it")
    }
}
