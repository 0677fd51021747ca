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
    /// `TaskStore(path:)` alone makes a store of the default lists with no task in them.
    public convenience init(path: String, scene: Scene, busyTimeout: Int = 5_000) throws(StoreError) {
        try self.init(path: path, lists: scene.lists.map(\.id), schedules: scene.schedules,
                      initialTasks: scene.lists.flatMap { list in
                          list.tasks.flatMap { $0.flattened() }.map { ($0.task.id, $0.task.title, list.id, $0.parent, $0.task.kind) }
                      },
                      busyTimeout: busyTimeout)
    }
}
