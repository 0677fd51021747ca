import Testing
import TaskModel
import TestSupport

@Suite("Equal order keys: due date, then priority, then title")
struct TieBreakTests {
    @Test("equal keys list by due date (none last), then priority (high first), then title, then id, whatever the loading order")
    func tiesHaveOneVisibleOrder() throws {
        for seed in UInt64(0)..<50 {
            var rng = SeededGenerator(seed: seed)
            var board = try TaskBoard(lists: ["inbox"])
            for item in tiedTasks.shuffled(using: &rng) { board.restore(item) }
            #expect(board.openTasks(in: "inbox").map(\.id) == ["g", "a", "b", "e", "f", "d", "c", "h"], "seed \(seed)")
            #expect(board.invariantViolations(allowingTies: true) == [], "seed \(seed)")
        }
    }

    @Test("a task dropped into a run of equal keys gets a key strictly between its neighbours")
    func placingIntoTies() throws {
        var board = try TaskBoard(lists: ["inbox"])
        for item in tiedTasks { board.restore(item) }
        guard case .applied(let changes) = board.apply(.reorder("h", slot: 3)) else {
            Issue.record("the reorder was rejected")
            return
        }
        let list = board.openTasks(in: "inbox")
        #expect(list.map(\.id) == ["g", "a", "b", "h", "e", "f", "d", "c"])
        #expect(list[2].order < list[3].order && list[3].order < list[4].order)
        #expect(board.invariantViolations(allowingTies: true) == [])
        // The smallest window with room lies between g (500) and e (1000): a and b are renumbered.
        #expect(list.map(\.order) == [500, 625, 750, 875, 1_000, 1_000, 1_000, 1_000])
        #expect(changes.map(\.after.id) == ["a", "b", "h"])
    }
}
