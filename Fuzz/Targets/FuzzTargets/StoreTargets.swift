import TaskModel
import TaskStore

extension FuzzTargets {
    /// A store in memory applying fuzzed actions (tasks, folders, headers, moves into and out of
    /// folders, several at once; titles with quotes, NUL and emoji) with undo, redo, compaction
    /// and refresh. After every step: the board keeps its invariants; a rejection changes
    /// nothing; undo gives back exactly the board before the last undoable action and redo the
    /// one after it, each saying `false` exactly when there is nothing to undo or redo (a history
    /// kept here). A store error is a finding: an in-memory store has no disk, lock or other writer.
    static func store(_ buffer: UnsafeBufferPointer<UInt8>) {
        var bytes = Bytes(buffer)
        // Folders (one inside another) and a header to start with: no action makes one.
        let start: [TaskStore.InitialTask] = [("t1", "T1", "inbox", nil, .task), ("f1", "F1", "inbox", nil, .folder(expanded: true)),
                                              ("a1", "A1", "inbox", "f1", .task), ("f2", "F2", "inbox", "f1", .folder(expanded: false)),
                                              ("b1", "B1", "inbox", "f2", .task), ("h1", "H1", "inbox", nil, .header),
                                              ("g1", "G1", "today", nil, .folder(expanded: true)), ("c1", "C1", "today", "g1", .task)]
        guard let store = try? TaskStore(path: ":memory:", initialTasks: start) else { fatalError("an in-memory store does not open") }
        let lists: [ListID] = ["inbox", "today", "upcoming", "archive"]
        let titles = ["t", "", "\0", "Buy\0milk", "'", "\"", "%_", "é", "👍", "\r\n", "DROP TABLE tasks;"]
        var log: [String] = []
        func fail(_ message: String) -> Never { fatalError("store: \(message)\nsteps:\n" + log.joined(separator: "\n")) }
        // done.last is the board now; undone holds the boards redo brings back, next last.
        var done = [StoreState(store.board)]
        var undone: [StoreState] = []
        var steps = 0
        do {
            while !bytes.isAtEnd && steps < 300 {
                steps += 1
                let ids = store.board.allTasks.map(\.id)
                func id() -> TaskID { ids.isEmpty ? "none" : ids[bytes.int(below: ids.count + 1) % max(ids.count, 1)] }
                func index() -> Int { bytes.int(below: 8) - 1 }
                let action: TaskAction
                switch bytes.byte() % 16 {
                case 0: action = .add(title: titles[bytes.int(below: titles.count)], list: lists[bytes.int(below: 4)], slot: index())
                case 1: action = .complete(id())
                case 2: action = .trash(id())
                case 3: action = .reorder(id(), slot: index())
                case 4: action = .move(id(), to: lists[bytes.int(below: 4)], slot: bytes.byte() % 2 == 0 ? nil : index())
                case 5: action = .place(id(), list: lists[bytes.int(below: 4)], parent: bytes.byte() % 3 == 0 ? nil : id(), index: index())
                case 6: action = .setExpanded(id(), bytes.byte() % 2 == 0)
                case 7: action = .completeAll([id(), id()])
                case 8: action = .placeAll([id(), id(), id()], list: lists[bytes.int(below: 4)], parent: bytes.byte() % 2 == 0 ? nil : id(), index: index())
                case 9, 10:
                    let undid: Bool
                    switch try store.undo() {
                    case .travelled: undid = true
                    case .nothing: undid = false
                    case .refused(let refusal): fail("undo refused with no other writer: \(refusal)")
                    }
                    log.append("undo -> \(undid)")
                    guard undid == (done.count > 1) else { fail("undo said \(undid) with \(done.count - 1) steps to undo") }
                    if undid { undone.append(done.removeLast()) }
                    guard StoreState(store.board) == done.last else { fail("undo gave a board the history does not expect") }
                    continue
                case 11:
                    let redid: Bool
                    switch try store.redo() {
                    case .travelled: redid = true
                    case .nothing: redid = false
                    case .refused(let refusal): fail("redo refused with no other writer: \(refusal)")
                    }
                    log.append("redo -> \(redid)")
                    guard redid == !undone.isEmpty else { fail("redo said \(redid) with \(undone.count) steps to redo") }
                    if redid { done.append(undone.removeLast()) }
                    guard StoreState(store.board) == done.last else { fail("redo gave a board the history does not expect") }
                    continue
                case 12:
                    if bytes.byte() % 4 == 0 {
                        try store.compact()
                        log.append("compact")
                        guard try store.board.trashed.isEmpty && !store.canUndo && !store.canRedo else { fail("compact left trash or history") }
                        done = [StoreState(store.board)]
                        undone = []
                    } else {
                        let changed = try store.refresh()
                        log.append("refresh -> \(changed)")
                        guard !changed else { fail("refresh found a change with no other writer") }
                    }
                    continue
                case 13: action = .rename(id(), title: titles[bytes.int(below: titles.count)])
                default: action = .trashAll([id()])
                }
                let before = StoreState(store.board)
                let outcome = try store.apply(action)
                log.append("\(String(reflecting: action)) -> \(outcome)")
                if let problem = store.board.invariantViolations(allowingTies: true).first { fail("after \(action): \(problem)") }
                switch outcome {
                case .applied(let changes) where !changes.isEmpty:
                    if case .setExpanded = action {
                        // Not an undo step: the kept boards ignore folders' open state.
                        guard StoreState(store.board) == before else { fail("opening a folder changed more than its open state") }
                    } else {
                        done.append(StoreState(store.board))
                        undone = []
                    }
                case .applied, .rejected:
                    guard StoreState(store.board) == before else { fail("\(outcome) changed the board") }
                }
            }
        } catch {
            fail("an in-memory store failed: \(error)")
        }
    }
}

/// What undo and redo must restore: every task with its place and status, without the counters
/// for ids yet to come and without folders' open state (opening a folder is not an undo step).
private struct StoreState: Equatable {
    var lists: [ListID]
    var tasks: [TaskItem]
    var open: [[TaskID]]
    var completed: [TaskID]
    var trashed: [TaskID]

    init(_ board: TaskBoard) {
        lists = board.lists
        tasks = board.allTasks.map { task in
            var task = task
            if case .folder = task.kind { task.kind = .folder(expanded: true) }
            return task
        }
        open = board.lists.map { board.openTasks(in: $0).map(\.id) }
        completed = board.completed.map(\.id)
        trashed = board.trashed.map(\.id)
    }
}
