import Foundation
import TaskModel
@testable import TaskStore

/// A fresh temporary folder per test, removed when the test's value goes away.
final class TemporaryFolder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("dragtoact-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// A store with seed 004's five tasks in Inbox.
func seededStore(_ path: String) throws -> TaskStore {
    let store = try TaskStore(path: path)
    for (i, title) in ["Buy milk", "Walk the dog", "Write report", "Call mom", "Pay bills"].enumerated() {
        try store.apply(.add(title: title, list: "inbox", slot: i))
    }
    return store
}

func titles(_ board: TaskBoard, _ list: ListID = "inbox") -> [String] { board.openTasks(in: list).map(\.title) }

func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

/// The error a throwing call threw, as a StoreError.
func storeError<T>(_ body: () throws -> T) -> StoreError? {
    do { _ = try body(); return nil } catch { return error as? StoreError }
}

extension HistoryTravel {
    /// Whether the undo or redo took a step (else there was none, or it was refused).
    var didTravel: Bool {
        switch self {
        case .travelled: true
        case .refused, .nothing: false
        }
    }
}

/// What a board holds, without its counters for ids and sequences yet to come.
struct Snapshot: Equatable {
    var lists: [ListID]
    var tasks: [TaskItem]
    var open: [[TaskID]]
    var completed: [TaskID]
    var trashed: [TaskID]

    init(_ board: TaskBoard) {
        lists = board.lists
        tasks = board.allTasks
        open = board.lists.map { board.openTasks(in: $0).map(\.id) }
        completed = board.completed.map(\.id)
        trashed = board.trashed.map(\.id)
    }
}
