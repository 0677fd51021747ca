import Replay
import Runtime
import TaskModel
import TaskStore

/// `--store FILE`: a persistent board. Created on first use with the scene's lists and tasks
/// (by whichever process gets there first); the runtime then commits each drop to it as the
/// drop happens, one transaction each.
enum StoreAccess {
    /// `busyTimeout`: how long a write waits for another process's lock, in milliseconds. An
    /// older store the scene does not fit is refused as bad input (exit 2), not migrated.
    /// `writer` (`--writer NAME`): the writer name its steps are made under, so that a session
    /// started again under the name undoes the drops it made before; `nil`, a new writer.
    static func open(_ path: String, for scene: Scene, busyTimeout: Int = 5_000, writer: String? = nil) throws(Failure) -> TaskStore {
        do {
            return try TaskStore(path: path, scene: scene, busyTimeout: busyTimeout, writerName: writer)
        } catch {
            throw .runtime(error)
        }
    }

    /// The board and sections' states of a store that must already exist, read without changing
    /// the file (`show`): an older store is migrated in memory, not in the file.
    static func contents(_ path: String) throws(Failure) -> TaskStore.Contents {
        do { return try TaskStore.contents(existing: path) } catch { throw .store(notMade(error)) }
    }

    /// Opens a store that must already exist: `undo`, `redo` and `compact` never create one.
    /// `writer` (`--writer NAME`): the writer whose steps `undo` and `redo` take back.
    static func openExisting(_ path: String, writer: String? = nil) throws(Failure) -> TaskStore {
        do { return try TaskStore(existing: path, writerName: writer) } catch { throw .store(notMade(error)) }
    }

    /// `error`, saying which commands make a store when it says there is no such file: the
    /// commands on an existing store (`show`, `undo`, `redo`, `compact`) never make one.
    static func notMade(_ error: StoreError) -> StoreError {
        guard case .sqlite(let code) = error.kind, code & 0xFF == 14, error.message == "no such file" else { return error }
        var said = error
        said.message += "; show, undo, redo and compact never make a store (replay --store or live --store makes one from its scene)"
        return said
    }
}
