import Testing
import TaskModel
import TestSupport

/// The counts and lookups answered from the board's indexes, against the lists they stand for.
@Suite("Counts and lookups without building lists")
struct CountsTests {
    @Test("completedCount, trashedCount, hasList, openTaskIDs and openIndex equal counting the lists and searching them, after every one of 150 random actions and restores, over 40 seeds")
    func countsEqualTheLists() throws {
        for seed in 0..<40 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var board = try TaskBoard(lists: ["inbox", "today", "upcoming", "today"])
            for i in 0..<12 { try? board.append(id: TaskID("t\(i)"), title: "T\(i)", to: "inbox") }
            let candidates: [ListID] = ["inbox", "today", "upcoming", "elsewhere", "later", "nope"]
            for step in 0..<150 {
                // Now and then a task restored into a list the board did not have (as a store loads one).
                if random.next() % 20 == 0 {
                    let list: ListID = random.next() % 2 == 0 ? "elsewhere" : "later"
                    let status: TaskStatus = random.next() % 2 == 0 ? .open : .completed(sequence: 10_000 + step)
                    board.restore(TaskItem(id: TaskID("r\(step)"), title: "R", list: list, order: Int64(step + 1) * 1_024, status: status))
                } else {
                    _ = board.apply(RandomStoreActions.next(on: board, using: &random))
                }
                #expect(board.completedCount == board.completed.count, "seed \(seed), step \(step)")
                #expect(board.trashedCount == board.trashed.count, "seed \(seed), step \(step)")
                for list in candidates {
                    #expect(board.hasList(list) == board.lists.contains(list), "seed \(seed), step \(step), list \(list)")
                    #expect(board.openTaskIDs(in: list) == board.openTasks(in: list).map(\.id), "seed \(seed), step \(step), list \(list)")
                }
                var misplaced = false
                for task in board.allTasks {
                    let index = task.status == .open && task.parent == nil ? board.openTasks(in: task.list).firstIndex { $0.id == task.id } : nil
                    #expect(board.openIndex(of: task.id) == index, "seed \(seed), step \(step), task \(task.id)")
                    misplaced = misplaced || board.openIndex(of: task.id) != index
                }
                if misplaced || board.completedCount != board.completed.count || candidates.contains(where: { board.hasList($0) != board.lists.contains($0) }) { return }
            }
        }
    }

    @Test("openIndex of tasks sharing an order key, told apart by due date, priority, title and id: each where the board keeps it; of a task unknown, completed or in a folder, nil")
    func openIndexAmongTies() throws {
        var board = try TaskBoard(lists: ["inbox"])
        board.restore(contentsOf: tiedTasks.reversed())
        #expect(board.openTaskIDs(in: "inbox") == ["g", "a", "b", "e", "f", "d", "c", "h"])
        #expect(["g", "a", "b", "e", "f", "d", "c", "h"].map { board.openIndex(of: $0) } == [0, 1, 2, 3, 4, 5, 6, 7])
        _ = board.apply(.complete("d"))
        try board.append(id: "box", title: "Box", to: "inbox", kind: .folder(expanded: true))
        try board.append(id: "in", title: "In", to: "inbox", parent: "box")
        #expect(["d", "in", "box", "nowhere"].map { board.openIndex(of: $0) } == [nil, nil, 7, nil])
    }
}
