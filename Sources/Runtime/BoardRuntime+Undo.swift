import DropEngine
import TaskModel
import TaskStore

/// Undo and redo through the runtime, so the rows follow the board: the store's
/// ``TaskStore/undo()`` and ``TaskStore/redo()``, or without a store the runtime's own history
/// of its drops (at least the last 1,000), then the rows laid out again.
extension BoardRuntime {
    /// Undoes the store's last applied action and lays the rows out again: an ``RuntimeEvent/Kind/undone(_:)``
    /// event names the action and the nodes it changed back, then come the events of the rows
    /// moving (a drag over a list told its new slot). `false`, and no event, when there was
    /// nothing to undo. Without a store, the drops this runtime applied are undone, the last
    /// first (a folder opened or closed is not a step, as in a store).
    ///
    /// ```swift
    /// _ = try runtime.undo(at: .milliseconds(900), into: &events)
    /// events.first?.description   // "    900 ms       undone: complete t1"
    /// ```
    /// - Throws: ``RuntimeError/store(_:)`` when the store cannot be written.
    @discardableResult
    public mutating func undo(at time: Instant, line: Int = 0, into events: inout [RuntimeEvent]) throws(RuntimeError) -> Bool {
        try travel(at: time, line: line, into: &events, RuntimeEvent.Kind.undone, { store throws(StoreError) in try store.undoStep() },
                   memory: { history, board in history.undo(on: &board) })
    }

    /// Redoes the store's last undone action and lays the rows out again, reported as
    /// ``RuntimeEvent/Kind/redone(_:)`` first; `false`, and no event, when there was nothing to
    /// redo. A drop after an undo forgets what was undone.
    @discardableResult
    public mutating func redo(at time: Instant, line: Int = 0, into events: inout [RuntimeEvent]) throws(RuntimeError) -> Bool {
        try travel(at: time, line: line, into: &events, RuntimeEvent.Kind.redone, { store throws(StoreError) in try store.redoStep() },
                   memory: { history, board in history.redo(on: &board) })
    }

    private mutating func travel(at time: Instant, line: Int, into events: inout [RuntimeEvent], _ kind: (HistoryStep) -> RuntimeEvent.Kind,
                                 _ step: (TaskStore) throws(StoreError) -> HistoryStep?,
                                 memory: (inout MemoryHistory, inout TaskBoard) -> HistoryStep?) throws(RuntimeError) -> Bool {
        let travelled: HistoryStep?
        if let store {
            do { travelled = try step(store) } catch { throw .store(error) }
        } else {
            travelled = memory(&memoryHistory, &memoryBoard)
        }
        guard let travelled else { return false }
        events.append(RuntimeEvent(time: time, line: line, kind: kind(travelled)))
        do { try layOutRows(time: time, line: line, into: &events) } catch { throw .layout(error) }
        return true
    }
}
