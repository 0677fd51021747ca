import Foundation
import Replay
import Runtime
import TaskModel
import TaskStore

/// `--store FILE`: a persistent board. Created on first use with the scene's lists and tasks;
/// the runtime then commits each drop to it as the drop happens, one transaction each.
enum StoreAccess {
    static func open(_ path: String, for scene: Scene) throws(Failure) -> TaskStore {
        do {
            let store = try TaskStore(path: path, lists: scene.lists.map(\.id), schedules: scene.schedules)
            if store.board.allTasks.isEmpty {
                try store.appendInitial(scene.lists.flatMap { list in list.tasks.map { ($0.id, $0.title, list.id) } })
            }
            return store
        } catch {
            throw .store(error)
        }
    }

    /// Opens a store that must already exist (`show` never creates one).
    static func openExisting(_ path: String) throws(Failure) -> TaskStore {
        guard FileManager.default.fileExists(atPath: path) else { throw .unreadable(path: path, what: "store", reason: "no such file") }
        do { return try TaskStore(path: path) } catch { throw .store(error) }
    }
}
