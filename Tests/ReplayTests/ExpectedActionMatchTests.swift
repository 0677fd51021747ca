@testable import Replay
import TaskModel
import Testing
import TestSupport

@Suite("Expected actions matched")
struct ExpectedActionMatchTests {
    @Test("each `expect action` form matches the actions of its kind and no other: every TaskAction kind, setExpanded matched by none")
    func eachFormMatchesItsKindOnly() {
        let expected: [ExpectedAction] = [
            .complete(["t1"]), .complete(["t1", "t2"]), .trash(["t1"]), .add(slot: 2), .reorder("t1", slot: 2), .move("t1", to: "today", slot: nil),
            .place(["t1"], in: .list("inbox"), at: 0), .place(["t1", "t2"], in: .list("inbox"), at: 0), .rename("t1"),
        ]
        let actions: [TaskAction] = [
            .complete("t1"), .completeAll(["t2", "t1"]), .trash("t1"), .trashAll(["t1"]), .rename("t1", title: "Milk"),
            .add(title: "New task", list: "inbox", slot: 2), .reorder("t1", slot: 2), .move("t1", to: "today", slot: 0),
            .place("t1", list: "inbox", parent: nil, index: 0), .placeAll(["t2", "t1"], list: "inbox", parent: nil, index: 0),
            .setExpanded("t1", true),
        ]
        let matched = actions.map { action in "\(action): " + expected.filter { $0.matches(action) }.map(\.description).joined(separator: ", ") }
        #expect(matched == [
            "complete t1: complete t1",
            "complete t2 t1: complete t1 t2",
            "trash t1: trash t1",
            "trash t1: trash t1",
            #"rename t1 to "Milk": rename t1"#,
            "add at 2: add at 2",
            "reorder t1 to 2: reorder t1 to 2",
            "move t1 to today at 0: move t1 to today",
            "place t1 in inbox at 0: place t1 in inbox at 0",
            "place t2 t1 in inbox at 0: place t1 t2 in inbox at 0",
            "expand t1: ",
        ])
    }

    @Test("a selection's action is matched only by a line naming exactly its nodes: one of them, one more, or one twice is not it")
    func selectionsActionNeedsEveryNode() {
        let drop = TaskAction.trashAll(["c10", "c11", "c13"])
        let lines: [ExpectedAction] = [
            .trash(["c13"]), .trash(["c10", "c13"]), .trash(["c13", "c11", "c10"]), .trash(["c10", "c11", "c13", "c12"]),
            .trash(["c10", "c11", "c11"]), .complete(["c10", "c11", "c13"]),
        ]
        #expect(lines.map { "\($0): \($0.matches(drop) ? "matches" : $0.namesPart(of: drop) ? "names part" : "no")" } == [
            "trash c13: names part",
            "trash c10 c13: names part",
            "trash c13 c11 c10: matches",
            "trash c10 c11 c13 c12: no",
            "trash c10 c11 c11: no",
            "complete c10 c11 c13: no",
        ])
    }

    @Test("2,000 seeded selections and lines: a line matches exactly when it names the same nodes, each once, in any order")
    func matchIsSameSetOfNodes() {
        let pool = (0..<6).map { TaskID("n\($0)") }
        for seed in UInt64(1)...2_000 {
            var random = SeededGenerator(seed: seed)
            let carried = Array(pool.shuffled(using: &random).prefix(Int.random(in: 1...6, using: &random)))
            let named = (0..<Int.random(in: 1...6, using: &random)).map { _ in pool.randomElement(using: &random)! }
            let action: TaskAction = carried.count == 1 && Bool.random(using: &random) ? .trash(carried[0]) : .trashAll(carried)
            // Brute force: every node named is carried, every node carried is named, none named twice.
            let same = named.allSatisfy(carried.contains) && carried.allSatisfy(named.contains) && Set(named).count == named.count
            #expect(ExpectedAction.trash(named).matches(action) == same, "seed \(seed): \(named) against \(action)")
            #expect(ExpectedAction.place(named, in: .list("inbox"), at: 0).matches(.placeAll(carried, list: "inbox", parent: nil, index: 0)) == same,
                    "seed \(seed): place \(named) against \(carried)")
        }
    }
}
