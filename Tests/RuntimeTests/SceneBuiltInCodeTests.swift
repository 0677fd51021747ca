import DropEngine
import DropGeometry
import Runtime
import TaskModel
import Testing

/// Scenes built with `Scene(name:viewport:lists:receivers:sources:clock:)`, and scenes changed in
/// code before a runtime runs them: checked by decoding's rules, with decoding's errors.
@Suite("Scenes built in code")
struct SceneBuiltInCodeTests {
    /// The todo scene's parts, changed by `edit`, built again in code: the error, or `nil`.
    func built(_ edit: (inout Scene) -> Void) -> InputError? {
        var scene = Scene.todo
        edit(&scene)
        do {
            _ = try Scene(name: scene.name, viewport: scene.viewport, lists: scene.lists, receivers: scene.receivers,
                          sources: scene.sources, clock: scene.clock)
            return nil
        } catch {
            return error
        }
    }

    /// The todo scene's text with `old` replaced, decoded: the error, or `nil`.
    func decoded(replacing old: String, with new: String) -> InputError? {
        precondition(Scene.todoJSON.contains(old), "fixture text not found: \(old)")
        do {
            _ = try Scene.decode(Scene.todoJSON.replacingOccurrences(of: old, with: new), file: "todo.json")
            return nil
        } catch {
            return error
        }
    }

    @Test("the scene of the doc comment builds, and a runtime on it completes Buy milk dropped on Complete")
    func theDocCommentsSceneBuildsAndPlays() throws {
        let scene = try Scene(name: "kiosk", viewport: Size(width: 800, height: 600),
            lists: [Scene.List(id: "inbox", title: "Inbox", tasks: [Scene.Task(id: "t1", title: "Buy milk")])],
            receivers: [
                Scene.Receiver(id: "list", frame: Rect(x: 20, y: 60, width: 460, height: 520), role: .list("inbox"),
                               accepts: [.task], rows: Scene.RowLayout(first: Rect(x: 30, y: 70, width: 440, height: 44), pitch: 50)),
                Scene.Receiver(id: "complete", frame: Rect(x: 540, y: 80, width: 220, height: 140), role: .complete, accepts: [.task]),
            ])
        var runtime = try BoardRuntime(scene: scene)
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        try runtime.handle(.tick(at: runtime.nextDeadline!), into: &events)
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 650, y: 150), time: .milliseconds(800))), into: &events)
        #expect(runtime.board.completed.map(\.title) == ["Buy milk"])
    }

    @Test("the todo scene's own parts build into the scene decoded from its file, equal though one has a file and the other none")
    func theTodoScenesPartsBuildTheSameScene() throws {
        let todo = Scene.todo
        let scene = try Scene(name: todo.name, viewport: todo.viewport, lists: todo.lists, receivers: todo.receivers, sources: todo.sources)
        #expect(scene.file == nil && todo.file == "built-in todo scene")
        #expect(scene == todo && scene.hashValue == todo.hashValue)
    }

    @Test("one scene read from two files is equal to itself, and each copy's errors name its own file")
    func equalityIsAboutContentNotTheFile() throws {
        var a = try Scene.decode(Scene.todoJSON, file: "a.json")
        var b = try Scene.decode(Scene.todoJSON, file: "b.json")
        #expect(a == b && Set([a, b]).count == 1)
        a.receivers[1].id = "t1"
        b.receivers[1].id = "t1"
        #expect(a == b)
        #expect(throws: InputError(file: "a.json", location: .path("receivers[1].id"),
                                   expected: "a receiver id not used by another receiver or a task", found: "\"t1\"")) {
            try BoardRuntime(scene: a)
        }
        #expect(throws: InputError(file: "b.json", location: .path("receivers[1].id"),
                                   expected: "a receiver id not used by another receiver or a task", found: "\"t1\"")) {
            try BoardRuntime(scene: b)
        }
    }

    @Test("a scene built in code with a fault a file can have is refused at the same path, expecting and finding the same, as the file")
    func faultsAreToldAsDecodingTellsThem() {
        let cases: [(String, (inout Scene) -> Void, String, String)] = [
            ("a receiver named as a task", { $0.receivers[1].id = "t1" }, #"{"id": "complete""#, #"{"id": "t1""#),
            ("a source named as a receiver", { $0.sources[0].id = "trash" }, #"{"id": "add""#, #"{"id": "trash""#),
            ("a task id twice", { $0.lists[0].tasks[1].id = "t1" }, #"{"id": "t2""#, #"{"id": "t1""#),
            ("an empty list id", { $0.lists[1].id = "" }, #"{"id": "today""#, #"{"id": """#),
            ("a list role naming no list", { $0.receivers[0].role = .list("inbx") }, #"{"list": "inbox"}"#, #"{"list": "inbx"}"#),
            ("a kind no drag carries", { $0.receivers[1].accepts = [PayloadKind("tsk")] }, #""role": "complete", "accepts": ["task"]"#, #""role": "complete", "accepts": ["tsk"]"#),
            ("a payload no receiver takes", { $0.sources[0].payload = PayloadKind("addnew") }, #""payload": "addNew""#, #""payload": "addnew""#),
            ("rows on a complete role", { $0.receivers[1].rows = $0.receivers[0].rows }, #""role": "complete", "accepts": ["task"]}"#,
             #""role": "complete", "accepts": ["task"], "rows": {"x": 30, "y": 70, "width": 440, "height": 44, "pitch": 50}}"#),
            ("a negative width", { $0.receivers[2].frame = Rect(x: 540, y: 260, width: -220, height: 140) },
             #""y": 260, "width": 220"#, #""y": 260, "width": -220"#),
            ("a viewport too small", { $0.viewport.width = 0.5 }, #""width": 800"#, #""width": 0.5"#),
            ("a z out of range", { $0.sources[0].z = 2_000_000 }, #""payload": "addNew""#, #""z": 2000000, "payload": "addNew""#),
            ("a parent naming no receiver", { $0.receivers[1].parent = "tabs" }, #""role": "complete""#, #""parent": "tabs", "role": "complete""#),
            ("a swipe with no way", { $0.receivers[0].rows?.swipe = Scene.RowSwipe(distance: 120) },
             #""activation": "longPress"}}"#, #""activation": "longPress", "swipe": {"distance": 120}}}"#),
            ("a swipe of rows without a long-press", { $0.receivers[0].rows?.activation = .distance(4); $0.receivers[0].rows?.swipe = Scene.RowSwipe(left: .trash, distance: 120) },
             #""activation": "longPress"}}"#, #""activation": {"distance": 4}, "swipe": {"left": "trash", "distance": 120}}}"#),
            ("a swipe distance of 0", { $0.receivers[0].rows?.swipe = Scene.RowSwipe(left: .trash, distance: 0) },
             #""activation": "longPress"}}"#, #""activation": "longPress", "swipe": {"left": "trash", "distance": 0}}}"#),
            ("a header swipe that completes", { $0.receivers[0].rows?.headerSwipe = Scene.RowSwipe(right: .complete, distance: 120) },
             #""activation": "longPress"}}"#, #""activation": "longPress", "headerSwipe": {"right": "complete", "distance": 120}}}"#),
            ("a row swipe that trashes a section", { $0.receivers[0].rows?.swipe = Scene.RowSwipe(left: .trashSection, distance: 120) },
             #""activation": "longPress"}}"#, #""activation": "longPress", "swipe": {"left": "trash section", "distance": 120}}}"#),
            ("a parent loop", { $0.receivers[1].parent = "trash"; $0.receivers[2].parent = "complete" },
             #""role": "complete""#, #""parent": "trash", "role": "complete""#),
        ]
        for (name, edit, old, new) in cases {
            var text = old, replacement = new
            if name == "a parent loop" {
                // Both parents in the file: trash's too.
                text = Scene.todoJSON
                replacement = text.replacingOccurrences(of: old, with: new)
                    .replacingOccurrences(of: #""role": "trash""#, with: #""parent": "complete", "role": "trash""#)
            }
            guard let file = decoded(replacing: text, with: replacement) else {
                Issue.record("\(name): the file decoded")
                continue
            }
            guard let code = built(edit) else {
                Issue.record("\(name): the scene built in code was taken; the file was refused with \(file)")
                continue
            }
            #expect(code.file == "todo", "\(name)")
            #expect(code.location == file.location, "\(name)")
            #expect(code.expected == file.expected, "\(name)")
            #expect(code.found == file.found, "\(name)")
        }
    }

    @Test("a springLoad or hysteresis other than the default or none on a receiver whose role ignores it is refused at the path a file's key is refused at; the defaults and a list's own are taken")
    func ignoredSettingsAreRefused() {
        let file = decoded(replacing: #""role": "complete""#, with: #""role": "complete", "springLoad": {"milliseconds": 100}"#)
        let spring = built { $0.receivers[1].springLoad = .milliseconds(100) }
        #expect(spring?.description == "todo: receivers[1].springLoad: expected no springLoad other than the default, 700 ms, or nil "
                + "(only a receiver with a list or sections role opens folders), found 100 ms")
        #expect(spring?.location == file?.location)
        #expect(built { $0.receivers[1].hysteresis = 12 }?.description == "todo: receivers[1].hysteresis: expected no hysteresis other than the default, 4, or 0 "
                + "(only a receiver with a list or sections role has slots), found 12")
        // The defaults, and none, ask for nothing a role ignores.
        #expect(built { $0.receivers[1].springLoad = .milliseconds(700); $0.receivers[1].hysteresis = 4 } == nil)
        #expect(built { $0.receivers[2].springLoad = nil; $0.receivers[2].hysteresis = 0 } == nil)
        #expect(built { $0.receivers[0].springLoad = .milliseconds(100); $0.receivers[0].hysteresis = 12 } == nil)
    }

    @Test("an edgeHysteresis built in code that is not a number, infinite, negative or over the limit is refused at the path a file's key is")
    func edgeHysteresisBuiltInCodeIsChecked() {
        for (band, found) in [(Double.nan, "nan"), (.infinity, "inf"), (-1, "-1"), (2e9, "2000000000")] {
            #expect(built { $0.receivers[1].edgeHysteresis = band }
                    == InputError(file: "todo", location: .path("receivers[1].edgeHysteresis"), expected: "a number from 0 to 1000000000", found: found))
        }
        #expect(built { $0.receivers[1].edgeHysteresis = 6 } == nil)
    }

    @Test("a viewport that is not a number, or infinite, is refused at its width or height")
    func aViewportNotFiniteIsRefused() {
        #expect(built { $0.viewport.width = .nan }
                == InputError(file: "todo", location: .path("viewport.width"), expected: "a number from 1 to 1000000000", found: "nan"))
        #expect(built { $0.viewport.height = .infinity }
                == InputError(file: "todo", location: .path("viewport.height"), expected: "a number from 1 to 1000000000", found: "inf"))
    }

    @Test("a folder's children must be in a folder, a header's at the top level, a long press within an hour of whole milliseconds")
    func whatOnlyCodeCanSayIsRefusedToo() {
        #expect(built { $0.lists[0].tasks[0].children = [Scene.Task(id: "t9", title: "Skimmed")] }
                == InputError(file: "todo", location: .path("lists[0].tasks[0].folder"), expected: "tasks inside a folder only", found: "1 inside a task"))
        #expect(built { $0.lists[0].tasks[0] = Scene.Task(id: "t1", title: "Buy milk", kind: .folder(expanded: true),
                                                           children: [Scene.Task(id: "h", title: "Header", kind: .header)]) }
                == InputError(file: "todo", location: .path("lists[0].tasks[0].folder.tasks[0].header"),
                              expected: "a header at a list's top level, not inside a folder", found: "true"))
        #expect(built { $0.receivers[0].rows!.activation = .longPress(minimumDuration: Interval(microseconds: 300_500), tolerance: 10) }
                == InputError(file: "todo", location: .path("receivers[0].rows.activation.longPress.milliseconds"),
                              expected: "an integer from 0 to 3600000", found: "300.5"))
    }

    @Test("a runtime refuses a decoded scene changed in code as the file would be refused: a receiver named as a task, a parent loop, a viewport not a number")
    func aRuntimeChecksAChangedSceneAsAFile() {
        var named = Scene.todo
        named.receivers[1].id = "t1"
        #expect(throws: InputError(file: "built-in todo scene", location: .path("receivers[1].id"),
                                   expected: "a receiver id not used by another receiver or a task", found: "\"t1\"")) {
            try BoardRuntime(scene: named)
        }
        var loop = Scene.todo
        loop.receivers[1].parent = "trash"
        loop.receivers[2].parent = "complete"
        #expect(throws: InputError(file: "built-in todo scene", location: .path("receivers[2].parent"),
                                   expected: "a parent that does not lead back to this receiver", found: "a loop of parents: trash → complete → trash")) {
            try BoardRuntime(scene: loop)
        }
        var viewport = Scene.todo
        viewport.viewport.width = .nan
        #expect(throws: InputError(file: "built-in todo scene", location: .path("viewport.width"), expected: "a number from 1 to 1000000000", found: "nan")) {
            try BoardRuntime(scene: viewport)
        }
    }

    @Test("a scene, its lists, tasks and row layouts print as short lines of ids and words, not as dumps of module-qualified fields")
    func scenesPrintAsWords() throws {
        let rows = Scene.RowLayout(first: Rect(x: 30, y: 70, width: 440, height: 44), pitch: 50,
                                   swipe: Scene.RowSwipe(left: .trash, right: .complete, distance: 120), headerTap: .rename)
        let files = Scene.Task(id: "fa", title: "Files", kind: .folder(expanded: true), children: [Scene.Task(id: "n1", title: "Notes")])
        let inbox = Scene.List(id: "inbox", title: "Inbox", tasks: [Scene.Task(id: "t1", title: "Buy milk"), files])
        let today = Scene.List(id: "today", title: "Today", schedule: .today)
        let scene = try Scene(name: "kiosk", viewport: Size(width: 800, height: 600), lists: [inbox, today],
            receivers: [
                Scene.Receiver(id: "list", frame: Rect(x: 20, y: 60, width: 460, height: 520), role: .list("inbox"),
                               accepts: [.task, .addNew], rows: rows),
                Scene.Receiver(id: "complete", frame: Rect(x: 540, y: 80, width: 220, height: 140), role: .complete, accepts: [.task]),
            ],
            sources: [Scene.Source(id: "add", frame: Rect(x: 540, y: 460, width: 220, height: 100), payload: .addNew, activation: .distance(4))],
            clock: Scene.Clock(start: UnixTime(milliseconds: 1_795_301_990_000), calendar: FixedOffsetCalendar(secondsEast: -19_800)))
        #expect("\(scene)" == #"scene "kiosk" (800 by 600): lists inbox, today; receivers list, complete; sources add; clock 2026-11-21T22:59:50Z at -05:30"#)
        #expect("\(inbox)" == #"inbox "Inbox" (3): t1 "Buy milk", fa "Files" folder (expanded) [n1 "Notes"]"#)
        #expect("\(today)" == #"today "Today" (0), schedules today"#)
        #expect("\(Scene.Task(id: "h1", title: "Home", kind: .header))" == #"h1 "Home" header"#)
        #expect("\(rows)" == "rows from (x: 30, y: 70, width: 440, height: 44) every 50 points, z 1, long-press 300 ms within 10 points, "
                + "indent 24; swipe left trash, right complete, 120 points; header tap rename")
        #expect("\(Scene.RowLayout(first: Rect(x: 0, y: 0, width: 100, height: 40), pitch: 40.5, activation: .immediate))"
                == "rows from (x: 0, y: 0, width: 100, height: 40) every 40.5 points, z 1, immediate, indent 24")
        #expect("\(scene.receivers[1])" == "complete complete at (x: 540, y: 80, width: 220, height: 140), z 0, accepts task")
        #expect("\(scene.receivers[0])" == "list list(inbox) at (x: 20, y: 60, width: 460, height: 520), z 0, accepts task, addNew; \(rows)")
        let folder = Scene.Receiver(id: "tree", frame: Rect(x: 0, y: 0, width: 300, height: 400), role: .list("inbox"), z: 2, isEnabled: false,
                                    accepts: [], springLoad: nil, collision: .closestCenter(radius: 40), parent: "board", isSticky: false,
                                    hysteresis: 2.5, isScrollable: true)
        #expect("\(folder)" == "tree list(inbox) at (x: 0, y: 0, width: 300, height: 400), z 2, accepts nothing, disabled, in board, not sticky, "
                + "no spring-load, hysteresis 2.5 points, collision closestCenter(radius: 40.0), scrollable")
        #expect("\(Scene.Receiver(id: "s", frame: Rect(x: 0, y: 0, width: 1, height: 1), role: .list("inbox"), accepts: [.task], springLoad: .milliseconds(450)))"
                == "s list(inbox) at (x: 0, y: 0, width: 1, height: 1), z 0, accepts task, spring-load 450 ms")
        #expect("\(scene.sources[0])" == "add at (x: 540, y: 460, width: 220, height: 100), z 0, carries addNew, after 4 points")
        #expect("\(scene.clock!)" == "2026-11-21T22:59:50Z at -05:30")
        #expect("\(Activation.longPress())" == "long-press 300 ms within 10 points")
    }
}
