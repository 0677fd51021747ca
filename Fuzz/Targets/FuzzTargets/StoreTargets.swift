import TaskModel
import TaskStore

extension FuzzTargets {
    /// A store in memory applying fuzzed actions (tasks, folders, headers, moves into and out of
    /// folders, several at once) with undo and redo: every outcome is a value, and the board
    /// keeps its invariants and equals what reopening would load.
    static func store(_ buffer: UnsafeBufferPointer<UInt8>) {
        var bytes = Bytes(buffer)
        guard let store = try? TaskStore(path: ":memory:") else { fatalError("an in-memory store does not open") }
        let lists: [ListID] = ["inbox", "today", "upcoming"]
        var steps = 0
        while !bytes.isAtEnd && steps < 300 {
            steps += 1
            let ids = store.board.allTasks.map(\.id)
            func id() -> TaskID { ids.isEmpty ? "none" : ids[bytes.int(below: ids.count + 1) % max(ids.count, 1)] }
            func index() -> Int { bytes.int(below: 8) - 1 }
            let action: TaskAction
            switch bytes.byte() % 12 {
            case 0: action = .add(title: "t", list: lists[bytes.int(below: 3)], slot: index())
            case 1: action = .complete(id())
            case 2: action = .trash(id())
            case 3: action = .reorder(id(), slot: index())
            case 4: action = .move(id(), to: lists[bytes.int(below: 3)], slot: bytes.byte() % 2 == 0 ? nil : index())
            case 5: action = .place(id(), list: lists[bytes.int(below: 3)], parent: bytes.byte() % 3 == 0 ? nil : id(), index: index())
            case 6: action = .setExpanded(id(), bytes.byte() % 2 == 0)
            case 7: action = .completeAll([id(), id()])
            case 8: action = .placeAll([id(), id(), id()], list: lists[bytes.int(below: 3)], parent: bytes.byte() % 2 == 0 ? nil : id(), index: index())
            case 9:
                _ = try? store.undo()
                continue
            case 10:
                _ = try? store.redo()
                continue
            default: action = .trashAll([id()])
            }
            do {
                _ = try store.apply(action)
            } catch {
                fatalError("an in-memory store failed to commit \(action): \(error)")
            }
            if let problem = store.board.invariantViolations(allowingTies: true).first {
                fatalError("after \(action): \(problem)")
            }
        }
    }
}
