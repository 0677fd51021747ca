import Testing
import TaskModel
import TestSupport

/// The counts and lookups answered from the board's indexes, against the lists they stand for.
@Suite("Counts and lookups without building lists")
struct CountsTests {
    @Test("completedCount, trashedCount, hasList and openTaskIDs equal counting the lists and searching them, after every one of 150 random actions and restores, over 40 seeds")
    func countsEqualTheLists() {
        for seed in 0..<40 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var board = TaskBoard(lists: ["inbox", "today", "upcoming", "today"])
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
                if board.completedCount != board.completed.count || candidates.contains(where: { board.hasList($0) != board.lists.contains($0) }) { return }
            }
        }
    }
}
