import Testing
import TaskModel
import TestSupport

/// ``TaskBoard/restore(contentsOf:)`` against ``TaskBoard/restore(_:)`` of each row in turn.
@Suite("Restoring many rows at once")
struct BatchRestoreTests {
    @Test("rows restored together: the last row of a task wins, a new list is added in the order of its first row")
    func transcript() throws {
        var board = try TaskBoard(lists: ["inbox"])
        board.restore(contentsOf: [
            TaskItem(id: "t1", title: "Buy milk", list: "today", order: 1_024),
            TaskItem(id: "t2", title: "Walk the dog", list: "inbox", order: 1_024, status: .completed(sequence: 4)),
            TaskItem(id: "t1", title: "Buy milk", list: "inbox", order: 2_048),
        ])
        #expect(board.lists == ["inbox", "today"])
        #expect(board.openTaskIDs(in: "inbox") == ["t1"])
        #expect(board.openTaskIDs(in: "today") == [])
        #expect(board.completed.map(\.id) == ["t2"])
        #expect(board.hasList("today"))
        #expect(!board.hasList("upcoming"))
    }

    @Test("restoring rows together equals restoring each in turn, over 500 seeded boards with equal keys, repeats, new lists and every status")
    func equalsOneByOne() throws {
        let ids = (0..<14).map { TaskID("t\($0)") }
        let lists: [ListID] = ["inbox", "today", "later", "elsewhere"]
        for seed in 0..<500 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            // Sequences are unique on a board (each completion or trashing takes the next one).
            var sequence = 0
            func next() -> Int { sequence += 1; return sequence }
            func item() -> TaskItem {
                let status: TaskStatus = switch Int.random(in: 0..<4, using: &random) {
                case 0: .completed(sequence: next())
                case 1: .trashed(sequence: next())
                default: .open
                }
                return TaskItem(id: ids.randomElement(using: &random)!, title: ["A", "B"].randomElement(using: &random)!,
                                list: lists.randomElement(using: &random)!, order: Int64(Int.random(in: 1...4, using: &random)) * 512, status: status,
                                priority: Bool.random(using: &random) ? .high : .none,
                                parent: Int.random(in: 0..<5, using: &random) == 0 ? ids.randomElement(using: &random)! : nil)
            }
            var board = try TaskBoard(lists: ["inbox", "today"])
            for _ in 0..<Int.random(in: 0...12, using: &random) { board.restore(item()) }
            let rows = (0..<Int.random(in: 0...16, using: &random)).map { _ in item() }
            var oneByOne = board
            for row in rows { oneByOne.restore(row) }
            board.restore(contentsOf: rows)
            #expect(board == oneByOne, "seed \(seed): \(rows.map { "\($0.id) \($0.list) \($0.order) \($0.status)" })")
            if board != oneByOne { return }
        }
    }
}
