import DropEngine
import TaskStore

/// Undo and redo through the runtime, so the rows follow the board: the store's
/// ``TaskStore/undo()`` and ``TaskStore/redo()``, then the rows laid out again.
extension BoardRuntime {
    /// Undoes the store's last applied action and lays the rows out again: an ``RuntimeEvent/Kind/undone(_:)``
    /// event names the action and the nodes it changed back, then come the events of the rows
    /// moving (a drag over a list told its new slot). `false`, and no event, when there was
    /// nothing to undo, or the runtime has no store (an in-memory board keeps no history).
    ///
    /// ```swift
    /// _ = try runtime.undo(at: .milliseconds(900), into: &events)
    /// events.first?.description   // "    900 ms       undone: complete t1"
    /// ```
    /// - Throws: ``RuntimeError/store(_:)`` when the store cannot be written.
    public mutating func undo(at time: Instant, into events: inout [RuntimeEvent]) throws(RuntimeError) -> Bool {
        try travel(at: time, into: &events, RuntimeEvent.Kind.undone) { store throws(StoreError) in try store.undoStep() }
    }

    /// Redoes the store's last undone action and lays the rows out again, reported as
    /// ``RuntimeEvent/Kind/redone(_:)`` first; `false`, and no event, when there was nothing to
    /// redo, or the runtime has no store.
    public mutating func redo(at time: Instant, into events: inout [RuntimeEvent]) throws(RuntimeError) -> Bool {
        try travel(at: time, into: &events, RuntimeEvent.Kind.redone) { store throws(StoreError) in try store.redoStep() }
    }

    private mutating func travel(at time: Instant, into events: inout [RuntimeEvent], _ kind: (HistoryStep) -> RuntimeEvent.Kind,
                                 _ step: (TaskStore) throws(StoreError) -> HistoryStep?) throws(RuntimeError) -> Bool {
        guard let store else { return false }
        let travelled: HistoryStep?
        do { travelled = try step(store) } catch { throw .store(error) }
        guard let travelled else { return false }
        events.append(RuntimeEvent(time: time, line: 0, kind: kind(travelled)))
        do { try layOutRows(time: time, line: 0, into: &events) } catch { throw .layout(error) }
        return true
    }
}
