import Replay
import Runtime
import TaskModel
import TaskStore

/// `--store FILE`: a persistent board. Created on first use with the scene's lists and tasks
/// (by whichever process gets there first); the runtime then commits each drop to it as the
/// drop happens, one transaction each.
enum StoreAccess {
    static func open(_ path: String, for scene: Scene) throws(Failure) -> TaskStore {
        do {
            return try TaskStore(path: path, lists: scene.lists.map(\.id), schedules: scene.schedules,
                                 initialTasks: scene.lists.flatMap { list in
                                     list.tasks.flatMap { $0.flattened() }.map { ($0.task.id, $0.task.title, list.id, $0.parent, $0.task.kind) }
                                 })
        } catch {
            throw .store(error)
        }
    }

    /// Opens a store that must already exist: `show`, `undo` and `redo` never create one.
    static func openExisting(_ path: String) throws(Failure) -> TaskStore {
        do { return try TaskStore(existing: path) } catch { throw .store(error) }
    }
}
