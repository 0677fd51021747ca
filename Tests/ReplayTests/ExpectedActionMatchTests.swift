@testable import Replay
import TaskModel
import Testing

@Suite("Expected actions matched")
struct ExpectedActionMatchTests {
    @Test("each `expect action` form matches the actions of its kind and no other: every TaskAction kind, setExpanded matched by none")
    func eachFormMatchesItsKindOnly() {
        let expected: [ExpectedAction] = [
            .complete("t1"), .trash("t1"), .add(slot: 2), .reorder("t1", slot: 2), .move("t1", to: "today", slot: nil),
            .place("t1", in: .list("inbox"), at: 0), .rename("t1"),
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
            "complete t2 t1: complete t1",
            "trash t1: trash t1",
            "trash t1: trash t1",
            #"rename t1 to "Milk": rename t1"#,
            "add at 2: add at 2",
            "reorder t1 to 2: reorder t1 to 2",
            "move t1 to today at 0: move t1 to today",
            "place t1 in inbox at 0: place t1 in inbox at 0",
            "place t2 t1 in inbox at 0: place t1 in inbox at 0",
            "expand t1: ",
        ])
    }
}
