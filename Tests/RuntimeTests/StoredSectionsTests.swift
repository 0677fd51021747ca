import DropEngine
import DropGeometry
import Foundation
import Runtime
import TaskModel
@testable import TaskStore
import Testing

/// A section's collapsed state is kept in the store as a folder's expanded state is: written
/// when a section opens or closes, before it is reported, read again on a restart and by
/// another process's refresh (schema version 5's `lists.collapsed`).
@Suite("Sections' states in the store")
struct StoredSectionsTests {
    static let projects = Scene.builtIn("projects")!

    /// A tap at (250, `y`): down at `time`, up 100 ms later.
    static func tap(_ runtime: inout BoardRuntime, y: Double, at time: Int, into events: inout [RuntimeEvent]) throws {
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: y), time: .milliseconds(Int64(time)))), into: &events)
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 250, y: y), time: .milliseconds(Int64(time + 100)))), into: &events)
    }

    /// The sections receiver's title rows: `Work +`, `Errands -` (open, collapsed).
    static func titles(_ runtime: BoardRuntime) -> [String] {
        runtime.rows(of: projects.receivers[0]).compactMap { row in row.section.map { "\($0) \(row.collapsed ? "-" : "+")" } }
    }

    static func folder() throws -> (URL, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dragtoact-stored-sections-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (folder, folder.appendingPathComponent("board.db").path)
    }

    @Test("Work closed and Errands opened by taps stay so when the program starts again on the same store; each tap is reported once stored")
    func sectionsSurviveARestart() throws {
        let (folder, path) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            var runtime = try BoardRuntime(scene: Self.projects, store: TaskStore(path: path, scene: Self.projects))
            #expect(Self.titles(runtime) == ["work +", "home +", "errands -"])
            var events: [RuntimeEvent] = []
            try Self.tap(&runtime, y: 88, at: 0, into: &events)     // Work's title
            try Self.tap(&runtime, y: 248, at: 200, into: &events)  // Errands' title, two rows up now
            #expect(events.map(\.textLine) == ["    100 ms       section collapsed: work", "    300 ms       section expanded: errands"])
            #expect(events.map(\.json.text) == [#"{"t":100,"event":"sectionToggled","section":"work","collapsed":true}"#,
                                                #"{"t":300,"event":"sectionToggled","section":"errands","collapsed":false}"#])
            #expect(runtime.store?.collapsedLists == ["work": true, "errands": false])
        }
        // Started again: the store's states, not the scene's (Errands collapsed).
        let restarted = try BoardRuntime(scene: Self.projects, store: TaskStore(path: path, scene: Self.projects))
        #expect(restarted.collapsedSections == ["work"])
        #expect(Self.titles(restarted) == ["work -", "home +", "errands +"])
        #expect(restarted.rows(of: Self.projects.receivers[0]).filter(\.isNode).map(\.task.id) == ["m1", "m2", "e1"])
        // Not an undo step, as a folder's expand is not.
        #expect(try !(restarted.store?.canUndo ?? true))
    }

    @Test("a section another process closes is closed here at the next refresh, and one it opens by a spring-load rest is opened")
    func anotherProcessesSectionsAtRefresh() throws {
        let (folder, path) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var here = try BoardRuntime(scene: Self.projects, store: TaskStore(path: path, scene: Self.projects))
        var there = try BoardRuntime(scene: Self.projects, store: TaskStore(path: path, scene: Self.projects))
        var events: [RuntimeEvent] = []
        try Self.tap(&there, y: 88, at: 0, into: &events) // Work closes there.
        #expect(Self.titles(here) == ["work +", "home +", "errands -"])
        let revision = here.revision
        #expect(try here.refresh(at: .milliseconds(150), into: &events))
        #expect(here.revision > revision)
        #expect(Self.titles(here) == ["work -", "home +", "errands -"])
        // There, Call plumber (now at y 190) rests on Errands' title (y 230) until it springs open.
        events = []
        try there.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 208), time: .milliseconds(1_000))), into: &events)
        try there.handle(.tick(at: .milliseconds(1_300)), into: &events) // the long-press lifts it
        try there.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 248), time: .milliseconds(1_350))), into: &events)
        try there.handle(.tick(at: .milliseconds(2_100)), into: &events)
        #expect(events.map(\.summary) == ["press on m2 (long-press until 1300 ms)", "drag started: m2 — haptic: medium, lift, opacity 0.7, shadow",
                                          "over projects: accepts, inside home at 1", "over projects: inside errands at 1",
                                          "rested over projects inside errands at 1", "section expanded: errands"])
        // Opened under the resting finger, the drop stays at Errands' end (not Home's, as the open title's upper half is).
        #expect(try here.refresh(at: .milliseconds(2_200), into: &events))
        #expect(here.collapsedSections == ["work"])
        #expect(Self.titles(here) == ["work -", "home +", "errands +"])
    }

    @Test("a version-4 store (made by the previous build, no section's state in it) opens with the scene's sections, and keeps one closed from then on")
    func version4StoreTakesTheScenes() throws {
        let (folder, path) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TaskStoreTests/Fixtures/version4.db").path
        try FileManager.default.copyItem(atPath: fixture, toPath: path)
        var runtime = try BoardRuntime(scene: Self.projects, store: TaskStore(path: path, scene: Self.projects))
        #expect(Self.titles(runtime) == ["work +", "home +", "errands -"])
        var events: [RuntimeEvent] = []
        try Self.tap(&runtime, y: 248, at: 0, into: &events) // Home's title
        let restarted = try BoardRuntime(scene: Self.projects, store: TaskStore(path: path, scene: Self.projects))
        #expect(Self.titles(restarted) == ["work +", "home -", "errands -"])
    }

    @Test("a version-1 store holding a task named as one of the scene's sections is refused for the scene before it is migrated: TaskStore(path:scene:) throws the runtime's error and the file is byte for byte as it was, schema version 1; a store of the todo scene migrates it")
    func version1StoreRefusedForItsSceneStaysVersion1() throws {
        let (folder, path) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let db = try Database(path: path, create: true)
            try db.execute(Schema.version1Table + "; PRAGMA user_version = 1")
            let insert = try db.prepare("INSERT INTO tasks (id, title, completed, created_at) VALUES (?1, ?2, ?3, ?4)")
            for (id, title) in [("a", "Buy milk"), ("home", "Home office")] { try insert.run([.text(id), .text(title), .integer(0), .real(1_700_000_000)]) }
        }
        let original = FileManager.default.contents(atPath: path)
        #expect(throws: RuntimeError.layout(InputError(file: "built-in projects scene", location: .path("receivers[0].role.sections[1]"),
                                                       expected: "a list id no task has (a section and a folder are both named by id where a drop lands)",
                                                       found: "\"home\", also the id of task \"Home office\" in \(path) (a store keeps the lists and tasks of the scene it was made from: open it with that scene, or use another store)"))) {
            try TaskStore(path: path, scene: Self.projects)
        }
        #expect(FileManager.default.contents(atPath: path) == original)
        #expect(try Database(path: path, create: false).integer("PRAGMA user_version") == 1)
        let todo = try TaskStore(path: path, scene: .todo)
        #expect(todo.board.openTasks(in: "inbox").map(\.title) == ["Buy milk", "Home office"])
        #expect(try todo.db.integer("PRAGMA user_version") == 7)
    }

    @Test("a scene built in code that does not fit the board a new store would hold (a task named as a section) is refused by TaskStore(path:scene:) with the runtime's error, and no file is left at the path, not even an empty one; a scene that fits makes it")
    func sceneRefusedForANewStoreLeavesNoFile() throws {
        let (folder, path) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var clash = Self.projects
        clash.lists[0].tasks.append(Scene.Task(id: "home", title: "Clash"))
        #expect(throws: RuntimeError.layout(InputError(file: "built-in projects scene", location: .path("receivers[0].role.sections[1]"),
                                                       expected: "a list id no task has (a section and a folder are both named by id where a drop lands)",
                                                       found: "\"home\", also the id of task \"Clash\""))) {
            try TaskStore(path: path, scene: clash)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        let store = try TaskStore(path: path, scene: Self.projects)
        #expect(store.board.openTasks(in: "work").count == 3)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test("a section's state the store cannot write, after reading another process's drop: the section stays, and the rows are laid out from the store's board, so a press finds the task drawn there")
    func failedSectionWriteLaysTheRowsOut() throws {
        let (folder, path) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var runtime = try BoardRuntime(scene: Self.projects, store: TaskStore(path: path, scene: Self.projects))
        let other = try TaskStore(path: path, scene: Self.projects)
        _ = try other.apply(.complete("w1"))
        try other.db.execute("CREATE TRIGGER refuse BEFORE UPDATE ON lists BEGIN SELECT RAISE(ABORT, 'refused by a test trigger'); END")
        var events: [RuntimeEvent] = []
        #expect(throws: RuntimeError.self) { try Self.tap(&runtime, y: 88, at: 0, into: &events) } // Work's title
        #expect(Self.titles(runtime) == ["work +", "home +", "errands -"])
        #expect(runtime.rows(of: Self.projects.receivers[0]).map(\.task.id.rawValue).prefix(3) == ["work", "w2", "w3"])
        events = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 2, position: Point(x: 250, y: 128), time: .milliseconds(300))), into: &events)
        #expect(events.map(\.textLine) == ["    300 ms   p2  press on w2 (long-press until 600 ms)"])
    }
}


@Suite("A store opened with another scene")
struct StoreOfAnotherSceneTests {
    @Test("the projects scene on a store of the todo scene is refused naming the list the store lacks, the store's lists, and the remedy: open it with its own scene")
    func listTheStoreLacksSaysTheRemedy() throws {
        let (folder, path) = try StoredSectionsTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try TaskStore(path: path, scene: .todo)
        let error = #expect(throws: InputError.self) {
            try BoardRuntime(scene: StoredSectionsTests.projects, store: TaskStore(path: path, scene: StoredSectionsTests.projects))
        }
        #expect(error?.description == "built-in projects scene: lists[0].id: expected a list the store has (inbox, today, upcoming), "
            + "found \"work\", not in \(path) (a store keeps the lists and tasks of the scene it was made from: open it with that scene, or use another store)")
    }
}
