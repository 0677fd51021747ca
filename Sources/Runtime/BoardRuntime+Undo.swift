import DropEngine
import TaskStore

/// Undo and redo through the runtime, so the rows follow the board: the store's
/// ``TaskStore/undo()`` and ``TaskStore/redo()``, then the rows laid out again.
extension BoardRuntime {
    /// Undoes the store's last applied action and lays the rows out again; `false` when there
    /// was nothing to undo, or the runtime has no store (an in-memory board keeps no history).
    /// - Throws: ``RuntimeError/store(_:)`` when the store cannot be written.
    public mutating func undo(at time: Instant, into events: inout [RuntimeEvent]) throws(RuntimeError) -> Bool {
        try travel(at: time, into: &events) { store throws(StoreError) in try store.undo() != nil }
    }

    /// Redoes the store's last undone action and lays the rows out again; `false` when there
    /// was nothing to redo, or the runtime has no store.
    public mutating func redo(at time: Instant, into events: inout [RuntimeEvent]) throws(RuntimeError) -> Bool {
        try travel(at: time, into: &events) { store throws(StoreError) in try store.redo() != nil }
    }

    private mutating func travel(at time: Instant, into events: inout [RuntimeEvent],
                                 _ step: (TaskStore) throws(StoreError) -> Bool) throws(RuntimeError) -> Bool {
        guard let store else { return false }
        let done: Bool
        do { done = try step(store) } catch { throw .store(error) }
        guard done else { return false }
        do { try layOutRows(time: time, line: 0, into: &events) } catch { throw .layout(error) }
        return true
    }
}
