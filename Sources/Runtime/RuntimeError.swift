import TaskStore

/// Why a runtime stopped: the store could not commit a drop, or the board could not be laid out.
public enum RuntimeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The store refused to commit (read-only, full, locked, gone); the drop was not applied.
    case store(StoreError)
    /// Input that does not fit the board as it is: a task's row could not become a drag source (its
    /// id is another source's), or a replayed action aims at an element not there, or off the viewport;
    /// or a scene that does not fit an older store's board (``TaskStore/init(path:scene:busyTimeout:writerName:)``).
    case layout(InputError)

    public var description: String {
        switch self {
        case .store(let error): error.description
        case .layout(let error): error.description
        }
    }
}
