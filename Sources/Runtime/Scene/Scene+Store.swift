import TaskModel
import TaskStore

extension TaskStore {
    /// Opens the store at `path` (`":memory:"` for one in memory) for `scene`: created on first use,
    /// by whichever process gets there first, with the scene's lists, their schedules and its tasks
    /// (folders and their children included); an existing store keeps its own board. What
    /// `dragtoact --store` and the C library's `dta_runtime_load` open.
    ///
    /// ```swift
    /// let runtime = try BoardRuntime(scene: .todo, store: TaskStore(path: "board.db", scene: .todo))
    /// ```
    ///
    /// An older store is migrated, and an empty file made a store, only for a scene that fits the
    /// board it would then hold: the scene is laid out on that board inside the transaction that
    /// migrates or creates it, before it commits, and one ``BoardRuntime/init(scene:store:board:reduceMotion:)``
    /// would refuse leaves the file as it was, byte for byte (its schema version too), and a path
    /// where there was no file without one.
    ///
    /// `TaskStore(path:)` alone makes a store of the default lists with no task in them.
    /// - Throws: ``RuntimeError/store(_:)`` when the file cannot be opened, created or migrated;
    ///   ``RuntimeError/layout(_:)`` with what `BoardRuntime(scene:store:)` would throw, when the
    ///   scene does not fit an older store's board (a list the store lacks, a section named by a
    ///   task's id, a row that cannot become a source), the file left as it was. A current store
    ///   the scene does not fit is opened, unchanged, and refused by `BoardRuntime(scene:store:)`.
    ///
    /// `writerName` names the writer its steps are made under (``TaskStore/writerName``): a
    /// runtime on a store opened again under the same name — its process restarted — undoes the
    /// steps it made before; `nil`, a new writer. A name ``TaskStore/writerNameProblem(_:)``
    /// refuses is ``RuntimeError/store(_:)``, before any file is opened.
    public convenience init(path: String, scene: Scene, busyTimeout: Int = 5_000, writerName: String? = nil) throws(RuntimeError) {
        var refusal: InputError?
        do {
            try self.init(path: path, lists: scene.lists.map(\.id), schedules: scene.schedules,
                          initialTasks: scene.lists.flatMap { list in
                              list.tasks.flatMap { $0.flattened() }.map { ($0.task.id, $0.task.title, list.id, $0.parent, $0.task.kind) }
                          },
                          busyTimeout: busyTimeout, writerName: writerName,
                          fits: { board in
                              do throws(InputError) { try BoardRuntime.check(scene, fitsStoreBoard: board, at: path) } catch {
                                  refusal = error
                                  return false
                              }
                              return true
                          })
        } catch {
            if let refusal { throw .layout(refusal) }
            throw .store(error)
        }
    }
}
