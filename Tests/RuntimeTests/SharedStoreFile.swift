import Foundation
import Runtime
import TaskStore

/// A runtime on a store file of its own for `scene` (in a temporary folder, removed after `body`),
/// and a second connection to the file, as another process has.
func withRuntimeAndOtherProcess(scene: Scene = .todo, _ body: (inout BoardRuntime, TaskStore) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dragtoact-shared-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("board.db").path
    var runtime = try BoardRuntime(scene: scene, store: TaskStore(path: path, scene: scene))
    try body(&runtime, try TaskStore(path: path))
}
