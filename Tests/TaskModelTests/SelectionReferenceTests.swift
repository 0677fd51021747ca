import Testing
import TestSupport
@testable import TaskModel

/// Selections (and single completions) against a reference: the board's first implementation,
/// which found every node by a scan, walked every list for a selection's order, and detached and
/// placed the items of a selection one at a time. Slow and plainly right; the board must give the
/// same answer, the same changes in the same order, and the same board, counters included.
@Suite("Task board: selections against the reference")
struct SelectionReferenceTests {
    @Test("placeAll, completeAll, trashAll, complete and trash agree with the reference on 1,000 seeded trees with tight and tied keys")
    func selectionsMatchTheReference() throws {
        for seed in try seeds(1_000) {
            var rng = SeededGenerator(seed: seed)
            var board = try Self.randomBoard(&rng)
            for step in 0..<6 {
                let action = Self.randomAction(on: board, &rng)
                var reference = board
                let expected = reference.referenceApply(action)
                let checkpoint = board.checkpoint
                var real = board
                let outcome = real.apply(action)
                #expect(outcome == expected, "seed \(seed), step \(step): \(action)")
                #expect(real == reference, "seed \(seed), step \(step): \(action)")
                #expect(real.invariantViolations(allowingTies: true) == [], "seed \(seed), step \(step): \(action)")
                if case .applied(let changes) = outcome {
                    var back = real
                    back.revert(changes, to: checkpoint)
                    #expect(back == board, "seed \(seed), step \(step): reverting \(action)")
                }
                board = reference
            }
        }
    }

    @Test("three tasks dropped where no key is left below Int64.max: the second renumbers the first, as the reference does")
    func laterItemsRenumberEarlierOnes() throws {
        let top = Int64.max
        var board = try TaskBoard(lists: ["inbox", "today"])
        for (id, key) in [("a", top - 3), ("b", top - 1), ("c", top)] {
            board.restore(TaskItem(id: TaskID(id), title: id.uppercased(), list: "today", order: key))
        }
        for id: TaskID in ["t0", "t1", "t2"] { try board.append(id: id, title: id.rawValue, to: "inbox") }
        let action = TaskAction.placeAll(["t0", "t1", "t2"], list: "today", parent: nil, index: 1)
        var reference = board
        let expected = reference.referenceApply(action)
        let outcome = board.apply(action)
        #expect(outcome == expected)
        #expect(board == reference)
        // t0 takes the only free key; t1 finds none above, so a, t0 and t1 spread out below b.
        #expect(outcome.changedIDs == ["t0", "a", "t0", "t1", "t2"])
        #expect(board.openTasks(in: "today").map(\.id) == ["a", "t0", "t1", "t2", "b", "c"])
        #expect(board.openTasks(in: "today").map { top - $0.order } == [3_001, 2_001, 1_001, 501, 1, 0])
    }

    @Test("revert takes back any action, or several in a row, exactly (counters included) on 1,000 seeded trees")
    func revertTakesBackAnyAction() throws {
        for seed in try seeds(1_000) {
            var rng = SeededGenerator(seed: seed)
            let start = try Self.randomBoard(&rng)
            let checkpoint = start.checkpoint
            var board = start
            var all: [TaskChange] = []
            for step in 0..<4 {
                let before = board
                let stepCheckpoint = board.checkpoint
                let action = Self.anyAction(on: board, &rng)
                guard case .applied(let changes) = board.apply(action) else {
                    #expect(board == before, "seed \(seed), step \(step): a refused \(action) changed the board")
                    continue
                }
                var back = board
                back.revert(changes, to: stepCheckpoint)
                #expect(back == before, "seed \(seed), step \(step): reverting \(action)")
                all += changes
            }
            board.revert(all, to: checkpoint)
            #expect(board == start, "seed \(seed): reverting every step at once")
        }
    }

    /// Any action: a selection's (``randomAction(on:_:)``), or one node added, reordered, moved to
    /// another list, placed (in a folder or at a top level) or expanded.
    static func anyAction(on board: TaskBoard, _ rng: inout SeededGenerator) -> TaskAction {
        let open = board.allTasks.filter { $0.status == .open }
        guard let node = open.randomElement(using: &rng), Int.random(in: 0..<3, using: &rng) > 0 else {
            return randomAction(on: board, &rng)
        }
        let list = board.lists.randomElement(using: &rng)!
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return .add(title: "New", list: list, slot: Int.random(in: 0...board.openTasks(in: list).count, using: &rng))
        case 1: return .reorder(node.id, slot: Int.random(in: 0...board.openTasks(in: node.list).count, using: &rng))
        case 2: return .move(node.id, to: list, slot: nil, scheduled: .set(nil))
        case 3:
            let folder = Bool.random(using: &rng) ? open.filter(\.isFolder).randomElement(using: &rng) : nil
            let count = folder.map { board.children(of: $0.id).count } ?? board.openTasks(in: list).count
            return .place(node.id, list: folder?.list ?? list, parent: folder?.id, index: Int.random(in: 0...count, using: &rng))
        default: return .setExpanded(node.id, Bool.random(using: &rng))
        }
    }

    /// Up to 30 nodes in three lists: tasks, headers at the top level, folders (some collapsed)
    /// holding tasks and folders; some lists' keys squeezed one apart, or tied in pairs; a few
    /// nodes completed or trashed.
    static func randomBoard(_ rng: inout SeededGenerator) throws -> TaskBoard {
        let lists: [ListID] = ["inbox", "today", "upcoming"]
        var board = try TaskBoard(lists: lists)
        for i in 0..<Int.random(in: 0...30, using: &rng) {
            let list = lists.randomElement(using: &rng)!
            let folders = board.allTasks.filter { $0.isFolder && $0.list == list }
            let parent = Bool.random(using: &rng) ? folders.randomElement(using: &rng)?.id : nil
            let kind: TaskKind = switch Int.random(in: 0..<10, using: &rng) {
            case 0 where parent == nil: .header
            case 0, 1, 2: .folder(expanded: Bool.random(using: &rng))
            default: .task
            }
            let title = ["Milk", "Dog", "Report", "Mom"].randomElement(using: &rng)!
            try board.append(id: TaskID("n\(i)"), title: title, to: list, parent: parent, kind: kind)
        }
        // Squeeze keys: one apart (no gap left), or tied in pairs (as a store written elsewhere may hold).
        let containers = lists.map { board.openTasks(in: $0) } + board.allTasks.filter(\.isFolder).map { board.children(of: $0.id) }
        for nodes in containers {
            let squeeze = Int.random(in: 0..<3, using: &rng)
            guard squeeze > 0 else { continue }
            for (i, node) in nodes.enumerated() {
                var squeezed = node
                squeezed.order = Int64(squeeze == 1 ? i + 1 : i / 2 + 1)
                board.restore(squeezed)
            }
        }
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            guard let node = board.allTasks.filter({ $0.status == .open && $0.kind != .header }).randomElement(using: &rng) else { break }
            _ = board.apply(Bool.random(using: &rng) ? .complete(node.id) : .trash(node.id))
        }
        return board
    }

    /// A selection of open nodes (now and then a closed or unknown one), dropped on a list, a
    /// folder (of any list, so some are refused), Complete or Trash; or one node completed or trashed.
    static func randomAction(on board: TaskBoard, _ rng: inout SeededGenerator) -> TaskAction {
        let all = board.allTasks
        let open = all.filter { $0.status == .open }
        func pickIDs() -> [TaskID] {
            var ids = open.filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }.map(\.id)
            if Int.random(in: 0..<10, using: &rng) == 0, let any = all.randomElement(using: &rng) { ids.append(any.id) }
            if Int.random(in: 0..<30, using: &rng) == 0 { ids.append("nowhere") }
            return ids.shuffled(using: &rng)
        }
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: return .completeAll(pickIDs())
        case 1: return .trashAll(pickIDs())
        case 2: return .complete(all.randomElement(using: &rng)?.id ?? "nowhere")
        case 3: return .trash(all.randomElement(using: &rng)?.id ?? "nowhere")
        default:
            let list = board.lists.randomElement(using: &rng)!
            let folder = Bool.random(using: &rng) ? open.filter(\.isFolder).randomElement(using: &rng) : nil
            let count = folder.map { board.children(of: $0.id).count } ?? board.openTasks(in: list).count
            let scheduling: Scheduling = [.unchanged, .set(nil), .set(UnixTime(milliseconds: 86_400_000))].randomElement(using: &rng)!
            return .placeAll(pickIDs(), list: folder?.list ?? list, parent: folder?.id, index: Int.random(in: 0...count + 1, using: &rng),
                             scheduled: scheduling)
        }
    }
}

/// The reference: how the board applied these actions before selections were made linear.
extension TaskBoard {
    mutating func referenceApply(_ action: TaskAction) -> TaskOutcome {
        do {
            return .applied(try referencePerform(action))
        } catch {
            return .rejected(error)
        }
    }

    private mutating func referencePerform(_ action: TaskAction) throws(TaskRejection) -> [TaskChange] {
        switch action {
        case .complete(let id):
            if tasks[id]?.kind == .header { throw .headerCannotComplete(id) }
            return try referenceClose(id, as: { .completed(sequence: $0) })
        case .trash(let id):
            return try referenceClose(id, as: { .trashed(sequence: $0) })
        case .completeAll(let ids):
            let roots = try referenceRoots(ids)
            if let header = roots.first(where: { $0.kind == .header }) { throw .headerCannotComplete(header.id) }
            var changes: [TaskChange] = []
            for root in roots { changes += try referenceClose(root.id, as: { .completed(sequence: $0) }) }
            return changes
        case .trashAll(let ids):
            var changes: [TaskChange] = []
            for root in try referenceRoots(ids) { changes += try referenceClose(root.id, as: { .trashed(sequence: $0) }) }
            return changes
        case .placeAll(let ids, let list, let parent, let index, let scheduling):
            return try referenceMoveAll(try referenceRoots(ids), to: list, parent: parent, index: index, scheduled: scheduling)
        case .add, .reorder, .move, .place, .setExpanded, .rename:
            Issue.record("no reference for \(action)")
            return []
        }
    }

    private func referenceOpen(_ id: TaskID) throws(TaskRejection) -> TaskItem {
        guard let item = tasks[id] else { throw .unknownTask(id) }
        guard item.status == .open else { throw .taskNotOpen(id) }
        return item
    }

    private func referenceRoots(_ ids: [TaskID]) throws(TaskRejection) -> [TaskItem] {
        guard !ids.isEmpty else { throw .nothingSelected }
        var named: Set<TaskID> = []
        for id in ids { named.insert(try referenceOpen(id).id) }
        var roots: [TaskItem] = []
        func visit(_ order: [TaskID]) {
            for id in order {
                if named.contains(id) { roots.append(tasks[id]!); continue }
                visit(folderOrder[id] ?? [])
            }
        }
        for list in lists { visit(openOrder[list] ?? []) }
        return roots
    }

    private mutating func referenceMoveAll(_ items: [TaskItem], to list: ListID, parent: TaskID?, index: Int,
                                           scheduled scheduling: Scheduling) throws(TaskRejection) -> [TaskChange] {
        guard openOrder[list] != nil else { throw .unknownList(list) }
        if let parent {
            let folder = try referenceOpen(parent)
            guard folder.isFolder, folder.list == list else { throw .notAFolder(parent) }
            for item in items {
                if item.kind == .header { throw .headerInsideFolder(item.id, parent) }
                var ancestor: TaskID? = parent
                while let a = ancestor {
                    if a == item.id { throw .insideItself(item.id, parent) }
                    ancestor = tasks[a]?.parent
                }
            }
        }
        let order = siblings(list: list, parent: parent)
        guard (0...order.count).contains(index) else { throw .slotOutOfRange(slot: index, count: order.count) }
        let moving = Set(items.map(\.id))
        let anchor = order[index...].first { !moving.contains($0) }
        // The children as they would stand after: if as they stand, the drop changes nothing.
        var after = order.filter { !moving.contains($0) }
        after.insert(contentsOf: items.map(\.id), at: anchor.flatMap { after.firstIndex(of: $0) } ?? after.count)
        if after == order { return [] }
        for item in items { referenceDetach(item) }
        var changes: [TaskChange] = []
        for item in items {
            let now = siblings(list: list, parent: parent)
            let at = anchor.flatMap { now.firstIndex(of: $0) } ?? now.count
            var moved = item
            moved.list = list
            moved.parent = parent
            if item.list != list { moved.scheduled = scheduling.date(replacing: item.scheduled) }
            changes += referencePlace(moved, before: item, at: at)
            if list != item.list {
                for id in descendants(of: item.id) {
                    let old = tasks[id]!
                    tasks[id]!.list = list
                    changes.append(TaskChange(before: old, after: tasks[id]!))
                }
            }
        }
        return changes
    }

    private mutating func referenceClose(_ id: TaskID, as status: (Int) -> TaskStatus) throws(TaskRejection) -> [TaskChange] {
        _ = try referenceOpen(id)
        var changes: [TaskChange] = []
        for nodeID in [id] + descendants(of: id) {
            let before = tasks[nodeID]!
            var after = before
            after.status = status(nextSequence)
            nextSequence += 1
            changes.append(TaskChange(before: before, after: after))
        }
        for change in changes.reversed() { referenceDetach(change.before!) }
        for change in changes {
            tasks[change.after.id] = change.after
            referenceAttach(change.after)
        }
        return changes
    }

    private mutating func referencePlace(_ item: TaskItem, before: TaskItem?, at index: Int) -> [TaskChange] {
        let order = siblings(list: item.list, parent: item.parent)
        let placement = OrderKeys.place(at: index, in: order.map { tasks[$0]!.order })
        var changes: [TaskChange] = []
        for renumbering in placement.renumbered {
            let id = order[renumbering.index]
            let old = tasks[id]!
            tasks[id]!.order = renumbering.key
            changes.append(TaskChange(before: old, after: tasks[id]!))
        }
        var placed = item
        placed.order = placement.key
        tasks[placed.id] = placed
        referenceSetSiblings(list: item.list, parent: item.parent) { $0.insert(placed.id, at: index) }
        changes.append(TaskChange(before: before, after: placed))
        return changes
    }

    private mutating func referenceSetSiblings(list: ListID, parent: TaskID?, _ change: (inout [TaskID]) -> Void) {
        if let parent {
            change(&folderOrder[parent, default: []])
            if folderOrder[parent]?.isEmpty == true { folderOrder[parent] = nil }
        } else {
            change(&openOrder[list, default: []])
        }
    }

    private mutating func referenceDetach(_ item: TaskItem) {
        switch item.status {
        case .open: referenceSetSiblings(list: item.list, parent: item.parent) { $0.removeAll { $0 == item.id } }
        case .completed: completedOrder.removeAll { $0 == item.id }
        case .trashed: trashedOrder.removeAll { $0 == item.id }
        }
    }

    private mutating func referenceAttach(_ item: TaskItem) {
        switch item.status {
        case .open:
            let order = siblings(list: item.list, parent: item.parent)
            let at = order.firstIndex { item.isListed(before: tasks[$0]!) } ?? order.count
            referenceSetSiblings(list: item.list, parent: item.parent) { $0.insert(item.id, at: at) }
        case .completed(let s):
            completedOrder.insert(item.id, at: completedOrder.firstIndex { tasks[$0]!.status.sequence > s } ?? completedOrder.count)
        case .trashed(let s):
            trashedOrder.insert(item.id, at: trashedOrder.firstIndex { tasks[$0]!.status.sequence > s } ?? trashedOrder.count)
        }
    }
}
