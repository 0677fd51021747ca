import TaskModel
import Testing

@Suite("Empty ids on a board")
struct EmptyIDTests {
    @Test("a task appended with an empty id is refused with emptyID and the board is unchanged; a non-empty id is taken")
    func anEmptyTaskIDIsRefused() throws {
        var board = TaskBoard(lists: ["inbox"])
        #expect(throws: TaskRejection.emptyID) { try board.append(id: "", title: "Nameless", to: "inbox") }
        #expect(board.openTasks(in: "inbox").map(\.id) == [])
        #expect(board.invariantViolations() == [])
        try board.append(id: "t1", title: "Buy milk", to: "inbox")
        #expect(board.openTasks(in: "inbox").map(\.id) == ["t1"])
        #expect(TaskRejection.emptyID.description == "a task id must not be empty")
        #expect(TaskRejection.emptyID.caseName == "emptyID")
    }
}
