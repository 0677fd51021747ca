import TaskModel
import Testing

@Suite("Empty ids on a board")
struct EmptyIDTests {
    @Test("a task appended with an empty id is refused with emptyID and the board is unchanged; a non-empty id is taken")
    func anEmptyTaskIDIsRefused() throws {
        var board = try TaskBoard(lists: ["inbox"])
        #expect(throws: TaskRejection.emptyID) { try board.append(id: "", title: "Nameless", to: "inbox") }
        #expect(board.openTasks(in: "inbox").map(\.id) == [])
        #expect(board.invariantViolations() == [])
        try board.append(id: "t1", title: "Buy milk", to: "inbox")
        #expect(board.openTasks(in: "inbox").map(\.id) == ["t1"])
        #expect(TaskRejection.emptyID.description == "a task id must not be empty")
        #expect(TaskRejection.emptyID.caseName == "emptyID")
    }

    @Test("a board given an empty list id is refused with emptyListID, among other lists too")
    func anEmptyListIDIsRefused() {
        #expect(throws: TaskRejection.emptyListID) { try TaskBoard(lists: [""]) }
        #expect(throws: TaskRejection.emptyListID) { try TaskBoard(lists: ["inbox", ""], schedules: ["": .today]) }
        #expect(TaskRejection.emptyListID.description == "a list id must not be empty")
        #expect(TaskRejection.emptyListID.caseName == "emptyListID")
    }
}
