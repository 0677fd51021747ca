import DropEngine
import DropGeometry
import Runtime
import TaskModel
import Testing

/// How the runtime lays out list receivers' rows as drag sources when the board changes.
@Suite("Row layout")
struct RowLayoutTests {
    /// Lists a (left) and b (right), two tasks each, rows picked up at once, 50 points apart from y 70.
    static func twoLists() throws -> Scene {
        func list(_ id: String, x: Int) -> String {
            """
            {"id": "\(id)", "frame": {"x": \(x), "y": 60, "width": 300, "height": 400}, "role": {"list": "\(id)"}, "accepts": ["task"],
             "rows": {"x": \(x + 10), "y": 70, "width": 280, "height": 40, "pitch": 50, "activation": "immediate"}}
            """
        }
        return try Scene.decode("""
            {"viewport": {"width": 800, "height": 500},
             "lists": [{"id": "a", "tasks": [{"id": "a1", "title": "A1"}, {"id": "a2", "title": "A2"}]},
                       {"id": "b", "tasks": [{"id": "b1", "title": "B1"}, {"id": "b2", "title": "B2"}]}],
             "receivers": [\(list("a", x: 20)), \(list("b", x: 400))]}
            """, file: "two-lists.json")
    }

    @Test("a task dragged from the second list's rows into the first's becomes a row of the first, and is picked up there again")
    func aTaskMovesBetweenTwoListsOfRows() throws {
        var runtime = try BoardRuntime(scene: try Self.twoLists())
        var events: [RuntimeEvent] = []
        // B2's row is at y 120…160 in list b; between A1 (70…110) and A2 (120…160) of list a is y 115.
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 500, y: 140), time: .milliseconds(0))), into: &events)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 150, y: 115), time: .milliseconds(10))), into: &events)
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 150, y: 115), time: .milliseconds(20))), into: &events)
        #expect(runtime.board.openTasks(in: "a").map(\.id) == ["a1", "b2", "a2"])
        #expect(runtime.board.openTasks(in: "b").map(\.id) == ["b1"])
        #expect(runtime.frame(ofElement: "b2") == Rect(x: 30, y: 120, width: 280, height: 40))
        events = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 2, position: Point(x: 150, y: 140), time: .milliseconds(30))), into: &events)
        #expect(events.map(\.kind).first == .engine(.pressBegan(2, source: "b2", deadline: nil)))
    }

    @Test("a row prints its task's id and quoted title, its frame and its depth")
    func aRowPrintsItsTaskFrameAndDepth() throws {
        let runtime = try BoardRuntime(scene: try Self.twoLists())
        #expect(runtime.rows(of: runtime.scene.receivers[1]).map(\.description) == [
            #"b1 "B1" at (x: 410, y: 70, width: 280, height: 40), depth 0"#,
            #"b2 "B2" at (x: 410, y: 120, width: 280, height: 40), depth 0"#,
        ])
        let zone = BoardRow(task: TaskItem(id: "fa", title: "Folder\nA", list: "a", order: 1_000, kind: .folder(expanded: false)),
                            frame: Rect(x: 0, y: 0, width: 10, height: 4), depth: 2, isDropZone: true, hidden: 3)
        #expect("\(zone)" == #"fa "Folder\u{A}A" at (x: 0, y: 0, width: 10, height: 4), depth 2, drop zone, 3 hidden"#)
    }

    @Test("a scene changed in code whose rows run upwards (a negative pitch) or leave finite numbers (a NaN indent) is refused at the pitch or indent, as a file would be, not for row ids another source has")
    func rowLayoutsOutOfOrderOrNotFiniteAreNamedSo() {
        var upwards = Scene.todo
        upwards.receivers[0].rows!.pitch = -50
        #expect(throws: InputError(file: "built-in todo scene", location: .path("receivers[0].rows.pitch"),
                                   expected: "a number above 0 and at most 1000000000", found: "-50")) {
            try BoardRuntime(scene: upwards)
        }
        var notFinite = Scene.todo
        notFinite.receivers[0].rows!.indent = .nan
        #expect(throws: InputError(file: "built-in todo scene", location: .path("receivers[0].rows.indent"),
                                   expected: "a number from 0 to 1000000000", found: "nan")) {
            try BoardRuntime(scene: notFinite)
        }
    }
}

@Suite("Scenes changed in code")
struct SceneInCodeTests {
    @Test("a scene changed in code whose list role, tab or section names a list it lacks, whose list id is empty or used twice, or that has no list, is refused at the role or list, not laid out with a receiver that shows nothing and refuses every drop")
    func rolesNamingListsTheSceneLacksAreRefused() {
        var list = Scene.todo
        list.receivers[0].role = .list("inbx")
        #expect(throws: InputError(file: "built-in todo scene", location: .path("receivers[0].role.list"), expected: "the id of a list in \"lists\"", found: "\"inbx\"")) {
            try BoardRuntime(scene: list)
        }
        var tab = Scene.todo
        tab.receivers[2].role = .moveTo("someday")
        #expect(throws: InputError(file: "built-in todo scene", location: .path("receivers[2].role.moveTo"), expected: "the id of a list in \"lists\"", found: "\"someday\"")) {
            try BoardRuntime(scene: tab)
        }
        var sections = Scene.todo
        sections.receivers[0].role = .sections(["inbox", "work"], collapsed: [])
        #expect(throws: InputError(file: "built-in todo scene", location: .path("receivers[0].role.sections[1]"), expected: "the id of a list in \"lists\"", found: "\"work\"")) {
            try BoardRuntime(scene: sections)
        }
        sections.receivers[0].role = .sections(["inbox", "today"], collapsed: ["upcoming"])
        #expect(throws: InputError(file: "built-in todo scene", location: .path("receivers[0].role.collapsed"), expected: "lists among the sections", found: "\"upcoming\"")) {
            try BoardRuntime(scene: sections)
        }
        var twice = Scene.todo
        twice.lists.append(Scene.todo.lists[1])
        #expect(throws: InputError(file: "built-in todo scene", location: .path("lists[3].id"), expected: "a list id not used by another list", found: "\"today\"")) {
            try BoardRuntime(scene: twice)
        }
        var empty = Scene.todo
        empty.lists[2].id = ""
        #expect(throws: InputError(file: "built-in todo scene", location: .path("lists[2].id"), expected: "a non-empty string", found: "\"\"")) {
            try BoardRuntime(scene: empty)
        }
        var none = Scene.todo
        none.lists = []
        #expect(throws: InputError(file: "built-in todo scene", location: .path("lists"), expected: "at least one list", found: "[]")) {
            try BoardRuntime(scene: none)
        }
    }
}
