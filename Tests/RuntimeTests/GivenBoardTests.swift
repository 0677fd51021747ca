import Runtime
import TaskModel
import Testing

/// A runtime on a board the app gives (``BoardRuntime/init(scene:store:board:reduceMotion:)``).
@Suite("A board given to the runtime")
struct GivenBoardTests {
    @Test("a board lacking one of the scene's lists is refused at that list, as a store lacking it is, rather than showing it empty and refusing every drop there")
    func boardLackingASceneListIsRefused() throws {
        var board = try TaskBoard(lists: ["elsewhere"])
        try board.append(id: "e1", title: "Elsewhere", to: "elsewhere")
        var refusal: String?
        do { _ = try BoardRuntime(scene: .todo, board: board) } catch { refusal = error.description }
        #expect(refusal == #"built-in todo scene: lists[0].id: expected a list the board given has (elsewhere), found "inbox", not on that board"#)
        // A board with the scene's list (and more) is taken, its own tasks shown.
        var inbox = try TaskBoard(lists: ["inbox", "today", "upcoming", "later"])
        try inbox.append(id: "b1", title: "Bake bread", to: "inbox")
        let runtime = try BoardRuntime(scene: .todo, board: inbox)
        #expect(runtime.rows(of: runtime.scene.receivers[0]).map(\.task.id) == ["b1"])
    }
}
