import DropEngine
@testable import Runtime
import TaskModel
import Testing

/// A drop's location names the section or the folder it lands in by id: a list shown as
/// sections may share its id with no task, or a drop into a folder would be read as one into
/// the section of the same name.
@Suite("Section ids")
struct SectionIDsTests {
    /// The project-folders scene's two sections, with Home's folder called `folder`.
    static func scene(folder: String, extraTask: String = "") -> String {
        """
        {"name": "ids", "viewport": {"width": 800, "height": 600},
         "lists": [
          {"id": "work", "title": "Work", "tasks": [{"id": "w1", "title": "Write spec"}\(extraTask)]},
          {"id": "home", "title": "Home", "tasks": [
            {"id": "\(folder)", "title": "Repairs", "folder": {"expanded": true, "tasks": [{"id": "m2", "title": "Call plumber"}]}}]}],
         "receivers": [
          {"id": "projects", "frame": {"x": 20, "y": 60, "width": 460, "height": 520},
           "role": {"sections": ["work", "home"]}, "accepts": ["task"],
           "rows": {"x": 30, "y": 70, "width": 440, "height": 36, "pitch": 40, "z": 1, "activation": "longPress"}}]}
        """
    }

    static func refusal(_ text: String, board: TaskBoard? = nil) throws -> String? {
        let scene = try Scene.decode(text, file: "ids.json")
        do {
            _ = try BoardRuntime(scene: scene, board: board)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a folder called like a section's list: refused at the section, naming the task")
    func folderNamedLikeASection() throws {
        #expect(try Self.refusal(Self.scene(folder: "work")) == """
            ids.json: receivers[0].role.sections[0]: expected a list id no task has (a section and a folder are both named by id where a drop lands), found "work", also the id of task "Repairs"
            """)
    }

    @Test("a task called like the second section's list, in the first: refused at the second")
    func taskNamedLikeTheSecondSection() throws {
        #expect(try Self.refusal(Self.scene(folder: "fh", extraTask: #", {"id": "home", "title": "Home chores"}"#)) == """
            ids.json: receivers[0].role.sections[1]: expected a list id no task has (a section and a folder are both named by id where a drop lands), found "home", also the id of task "Home chores"
            """)
    }

    @Test("a completed task on the board given, called like a section's list: refused (an undo would bring it back)")
    func completedTaskOnTheBoard() throws {
        var board = try TaskBoard(lists: ["work", "home"])
        try board.append(id: "w1", title: "Write spec", to: "work")
        try board.append(id: "home", title: "Old", to: "work")
        _ = board.apply(.complete("home"))
        #expect(try Self.refusal(Self.scene(folder: "fh"), board: board)?.hasSuffix(#"found "home", also the id of task "Old""#) == true)
    }

    @Test("a section's list called like Add New's tasks (new-1): refused, since the first task added would share it")
    func sectionNamedLikeAMintedTask() throws {
        let text = Self.scene(folder: "fh").replacingOccurrences(of: #""work""#, with: #""new-1""#)
        #expect(try Self.refusal(text) == """
            ids.json: receivers[0].role.sections[0]: expected a list id no task has (a section and a folder are both named by id where a drop lands), found "new-1", of the form Add New gives new tasks
            """)
    }

    @Test("ids apart: the runtime starts")
    func idsApart() throws {
        #expect(try Self.refusal(Self.scene(folder: "fh")) == nil)
    }
}
