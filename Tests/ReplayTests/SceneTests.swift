import DropEngine
import DropGeometry
import Replay
import Runtime
import Testing

@Suite("Scenes")
struct SceneTests {
    @Test("the built-in todo scene is exactly Demo/scenes/todo.json")
    func builtInMatchesShippedFile() throws {
        #expect(try demoFile("scenes/todo.json") == Scene.todoJSON)
    }

    @Test("the built-in files and documents scenes are exactly Demo/scenes/files.json and documents.json, and decode")
    func builtInTreeScenesMatchShippedFiles() throws {
        #expect(try demoFile("scenes/files.json") == Scene.filesJSON + "\n")
        #expect(try demoFile("scenes/documents.json") == Scene.documentsJSON + "\n")
        #expect(try demoFile("scenes/projects.json") == Scene.projectsJSON + "\n")
        #expect(Scene.builtIn("files")?.lists[0].tasks.map(\.id) == ["r1", "fa", "r2", "fc", "r3"])
        #expect(Scene.builtIn("documents")?.lists[0].tasks.map(\.kind) == [.task, .header, .task, .task, .header, .task, .folder(expanded: false)])
        #expect(Scene.builtIn("nope") == nil)
    }

    @Test("a receiver's title names it in announcements and in its description: a kiosk's Complete titled Done is Over Done.; left out, Complete; an empty one is refused at its path")
    func receiverTitle() throws {
        let titled = todo(replacing: #""role": "complete","#, with: #""role": "complete", "title": "Done","#)
        let scene = try Scene.decode(titled, file: "todo.json")
        #expect(scene.receivers.map(\.title) == [nil, "Done", nil])
        #expect(scene.receivers[1].description == #"complete complete at (x: 540, y: 80, width: 220, height: 140), z 0, accepts task, titled "Done""#)
        let trace = """
            0     down 1 touch 250 92
            pause 300
            +10   move 1 650 150
            expect announced Picked up Buy milk.
            pause 500
            expect announced Over Done.
            +10   up 1
            expect announced Dropped Buy milk from position 1 of 5 in Inbox onto Done.
            """
        var replayer = try Replayer(trace: try NativeTrace.parse(trace, file: "t.trace"), scene: scene)
        try replayer.runToEnd { _ in }
        #expect(replayer.failures.map(\.description) == [])
        let empty = todo(replacing: #""role": "complete","#, with: #""role": "complete", "title": "","#)
        #expect(inputError { try Scene.decode(empty, file: "t.json") }?.hasPrefix("t.json: receivers[1].title: expected") == true)
    }

    @Test("a source's title names it in announcements, the terminal picture and its description: Add New titled New card is Picked up New card.; left out, Add New or its id; an empty one, or a key not a source's, is refused at its path")
    func sourceTitle() throws {
        let titled = todo(replacing: #""payload": "addNew","#, with: #""payload": "addNew", "title": "New card","#)
        let scene = try Scene.decode(titled, file: "todo.json")
        #expect(scene.sources.map(\.title) == ["New card"])
        #expect(scene.sources[0].description == #"add at (x: 540, y: 460, width: 220, height: 100), z 0, carries addNew, after 4 points, titled "New card""#)
        #expect(Scene.todo.sources[0].title == nil)
        let trace = """
            0     down 1 mouse 650 510
            +10   move 1 650 330
            expect announced Picked up New card.
            +10   up 1
            expect announced Cancelled; New card returned.
            """
        var replayer = try Replayer(trace: try NativeTrace.parse(trace, file: "t.trace"), scene: scene)
        try replayer.runToEnd { _ in }
        #expect(replayer.failures.map(\.description) == [])
        let empty = todo(replacing: #""payload": "addNew","#, with: #""payload": "addNew", "title": "","#)
        #expect(inputError { try Scene.decode(empty, file: "t.json") }?.hasPrefix("t.json: sources[0].title: expected") == true)
        let unknown = todo(replacing: #""payload": "addNew","#, with: #""payload": "addNew", "titel": "New card","#)
        #expect(inputError { try Scene.decode(unknown, file: "t.json") }
                == #"t.json: sources[0].titel: expected one of the keys activation, frame, id, payload, title, z, found an unknown key (did you mean "title"?)"#)
    }

    @Test("the todo scene mirrors seed 004: list, Complete, Trash, Add New, rows t1…t5")
    func todoSceneLayout() {
        let scene = Scene.todo
        #expect(scene.viewport == Size(width: 800, height: 600))
        #expect(scene.receivers.map(\.id) == ["list", "complete", "trash"])
        #expect(scene.receivers.map(\.frame) == [Rect(x: 20, y: 60, width: 460, height: 520),
                                                  Rect(x: 540, y: 80, width: 220, height: 140),
                                                  Rect(x: 540, y: 260, width: 220, height: 140)])
        #expect(scene.receivers.map(\.accepts) == [[PayloadKind("task"), PayloadKind("addNew")], [PayloadKind("task")], [PayloadKind("task")]])
        #expect(scene.receivers[0].rows?.frame(ofRow: 4) == Rect(x: 30, y: 270, width: 440, height: 44))
        #expect(scene.receivers[0].rows?.activation == .longPress(minimumDuration: .milliseconds(300), tolerance: 10))
        #expect(scene.lists[0].tasks.map(\.title) == ["Buy milk", "Walk the dog", "Write report", "Call mom", "Pay bills"])
        #expect(scene.sources.map(\.id) == ["add"])
        #expect(scene.sources[0].activation == .distance(4))
        #expect(scene.sources[0].frame == Rect(x: 540, y: 460, width: 220, height: 100))
    }

    /// The todo scene with one edit applied to its text.
    func todo(replacing old: String, with new: String, in text: String = Scene.todoJSON) -> String {
        precondition(text.contains(old), "fixture text not found: \(old)")
        return text.replacingOccurrences(of: old, with: new)
    }

    @Test("a bad scene value is reported with its JSON path, what was expected and what was found")
    func validationErrorsNameThePath() {
        let wide = todo(replacing: #""x": 540, "y": 260, "width": 220"#, with: #""x": 540, "y": 260, "width": "wide""#)
        #expect(inputError { try Scene.decode(wide, file: "todo.json") }
                == #"todo.json: receivers[2].frame.width: expected a number from 0 to 1000000000, found "wide""#)
        let negative = todo(replacing: #""width": 220, "height": 140},"#, with: #""width": 220, "height": -1},"#)
        #expect(inputError { try Scene.decode(negative, file: "t.json") } == "t.json: receivers[1].frame.height: expected a number from 0 to 1000000000, found -1")
        let missing = todo(replacing: #""role": "trash", "#, with: "")
        #expect(inputError { try Scene.decode(missing, file: "t.json") }
                == #"t.json: receivers[2].role: expected a value ("role" is required), found nothing"#)
        let role = todo(replacing: #""role": "trash""#, with: #""role": "bin""#)
        #expect(inputError { try Scene.decode(role, file: "t.json") }
                == #"t.json: receivers[2].role: expected "complete", "trash", or an object with one of list, sections, moveTo, custom, found "bin""#)
        // A role a letter off is named.
        let trsh = todo(replacing: #""role": "trash""#, with: #""role": "trsh""#)
        #expect(inputError { try Scene.decode(trsh, file: "t.json") }
                == #"t.json: receivers[2].role: expected "complete", "trash", or an object with one of list, sections, moveTo, custom, found "trsh" (did you mean "trash"?)"#)
        let list = todo(replacing: #"{"list": "inbox"}"#, with: #"{"list": "later"}"#)
        #expect(inputError { try Scene.decode(list, file: "t.json") } == #"t.json: receivers[0].role.list: expected the id of a list in "lists", found "later""#)
        let duplicate = todo(replacing: #""id": "trash""#, with: #""id": "complete""#)
        #expect(inputError { try Scene.decode(duplicate, file: "t.json") }
                == #"t.json: receivers[2].id: expected a receiver id not used by another receiver or a task, found "complete""#)
        let cased = todo(replacing: #""accepts": ["task"]}"#, with: #""accepts": ["task"], "spring_load": 500}"#)
        #expect(inputError { try Scene.decode(cased, file: "t.json") }
                == #"t.json: receivers[1].spring_load: expected one of the keys accepts, collision, edgeHysteresis, enabled, frame, hysteresis, id, parent, role, rows, scrollable, springLoad, sticky, title, z, found an unknown key (did you mean "springLoad"?)"#)
        let typo = todo(replacing: #""accepts": ["task"]}"#, with: #""acepts": ["task"]}"#)
        #expect(inputError { try Scene.decode(typo, file: "t.json") }
                == #"t.json: receivers[1].acepts: expected one of the keys accepts, collision, edgeHysteresis, enabled, frame, hysteresis, id, parent, role, rows, scrollable, springLoad, sticky, title, z, found an unknown key (did you mean "accepts"?)"#)
        // Too far from every key (or as near to two) names none.
        let far = todo(replacing: #""accepts": ["task"]}"#, with: #""accepts": ["task"], "zz": 1}"#)
        #expect(inputError { try Scene.decode(far, file: "t.json") }
                == "t.json: receivers[1].zz: expected one of the keys accepts, collision, edgeHysteresis, enabled, frame, hysteresis, id, parent, role, rows, scrollable, springLoad, sticky, title, z, found an unknown key")
        // Keys only a list has are refused on the others: they would do nothing there.
        let rows = todo(replacing: #""role": "trash", "#, with: #""role": "trash", "rows": {"x": 0, "y": 0, "width": 9, "height": 9, "pitch": 9}, "#)
        #expect(inputError { try Scene.decode(rows, file: "t.json") }
                == "t.json: receivers[2].rows: expected no rows (only a receiver with a list or sections role has rows), found rows")
        let hysteresis = todo(replacing: #""role": "trash", "#, with: #""role": "trash", "hysteresis": 4, "#)
        #expect(inputError { try Scene.decode(hysteresis, file: "t.json") }
                == "t.json: receivers[2].hysteresis: expected no hysteresis (only a receiver with a list or sections role has slots), found hysteresis")
        let spring = todo(replacing: #""role": "trash", "#, with: #""role": "trash", "springLoad": false, "#)
        #expect(inputError { try Scene.decode(spring, file: "t.json") }
                == "t.json: receivers[2].springLoad: expected no springLoad (only a receiver with a list or sections role opens folders), found springLoad")
        let task = todo(replacing: #""id": "t2""#, with: #""id": "t1""#)
        #expect(inputError { try Scene.decode(task, file: "t.json") }
                == #"t.json: lists[0].tasks[1].id: expected a task id not used by another task, found "t1""#)
        #expect(inputError { try Scene.decode("[]", file: "t.json") } == "t.json: (top level): expected an object, found an array")
        // What was found is cut at 64 characters: a string by JSON's quoting, a number as written.
        let title = String(repeating: "é", count: 65)
        #expect(inputError { try Scene.decode(todo(replacing: #""id": "inbox""#, with: #""id": "inbox", "schedule": "\#(title)""#), file: "t.json") }
                == #"t.json: lists[0].schedule: expected "unscheduled", "today" or "tomorrow", found "\#(title.prefix(40))…" (65 characters)"#)
        let digits = "8" + String(repeating: "0", count: 400)
        #expect(inputError { try Scene.decode(todo(replacing: #""width": 800"#, with: #""width": \#(digits)"#), file: "t.json") }
                == "t.json: viewport.width: expected a finite number, found \(digits.prefix(40))… (401 characters)")
    }

    @Test("a kind no drag can carry, a source carrying task or header, and a loop of parents are refused at their paths")
    func kindsAndParents() throws {
        let misspelt = todo(replacing: #""role": "trash", "accepts": ["task"]"#, with: #""role": "trash", "accepts": ["task", "tsk"]"#)
        #expect(inputError { try Scene.decode(misspelt, file: "t.json") }
                == #"t.json: receivers[2].accepts[1]: expected task, header, addNew or a source's payload kind, found "tsk""#)
        // A kind of the app's own is fine when a source carries it; the message then lists the sources' kinds.
        let photo = todo(replacing: #""payload": "addNew""#, with: #""payload": "photo""#)
        #expect(try Scene.decode(todo(replacing: #""role": "trash", "accepts": ["task"]}"#, with: #""role": {"custom": "album"}, "accepts": ["task", "photo"]}"#, in: photo), file: "t.json")
            .receivers[2].accepts == [.task, PayloadKind("photo")])
        #expect(inputError { try Scene.decode(todo(replacing: #""accepts": ["task"]}"#, with: #""accepts": ["phot"]}"#, in: photo), file: "t.json") }
                == #"t.json: receivers[1].accepts[0]: expected task, header, addNew or a source's payload kind (photo), found "phot""#)
        let taskSource = todo(replacing: #""payload": "addNew""#, with: #""payload": "task""#)
        #expect(inputError { try Scene.decode(taskSource, file: "t.json") }
                == #"t.json: sources[0].payload: expected a kind other than task (tasks are dragged from a list's rows), found "task""#)
        // Header rows carry header: a source carrying it would be taken for one.
        let headerSource = todo(replacing: #""payload": "addNew""#, with: #""payload": "header""#)
        #expect(inputError { try Scene.decode(headerSource, file: "t.json") }
                == #"t.json: sources[0].payload: expected a kind other than header (headers are dragged from a list's rows), found "header""#)
        #expect(try Scene.decode(todo(replacing: #""role": "trash", "accepts": ["task"]"#, with: #""role": "trash", "accepts": ["header"]"#), file: "t.json")
            .receivers[2].accepts == [.header])
        let loop = todo(replacing: #""role": "trash", "#, with: #""role": "trash", "parent": "complete", "#,
                        in: todo(replacing: #""role": "complete", "#, with: #""role": "complete", "parent": "trash", "#))
        #expect(inputError { try Scene.decode(loop, file: "t.json") }
                == "t.json: receivers[2].parent: expected a parent that does not lead back to this receiver, found a loop of parents: trash → complete → trash")
        let chain = todo(replacing: #""role": "trash", "#, with: #""role": "trash", "parent": "complete", "#,
                         in: todo(replacing: #""role": "complete", "#, with: #""role": "complete", "parent": "list", "#))
        #expect(try Scene.decode(chain, file: "t.json").receivers.map(\.parent) == [nil, "list", "complete"])
    }

    @Test("a kind refused among many kinds names the first ten and how many there are, not every one")
    func manyKindsNamedByTheFirstTen() throws {
        func scene(accepts: [String], payloads: [String]) -> String {
            let sources = payloads.enumerated().map { #"{"id": "s\#($0.offset)", "frame": {"x": 0, "y": 0, "width": 5, "height": 5}, "payload": "\#($0.element)"}"# }
            return """
                {"name": "kinds", "viewport": {"width": 800, "height": 600}, "lists": [{"id": "inbox", "tasks": []}],
                 "receivers": [{"id": "album", "frame": {"x": 0, "y": 0, "width": 50, "height": 50}, "role": {"custom": "album"},
                                "accepts": [\(accepts.map { "\"\($0)\"" }.joined(separator: ", "))]}],
                 "sources": [\(sources.joined(separator: ", "))]}
                """
        }
        let twelve = (0..<12).map { "k\($0)" }
        #expect(inputError { try Scene.decode(scene(accepts: twelve + ["kz"], payloads: twelve), file: "t.json") }
                == #"t.json: receivers[0].accepts[12]: expected task, header, addNew or a source's payload kind (k0, k1, k10, k11, k2, k3, k4, k5, k6, k7, … 12 in all), found "kz""#)
        #expect(inputError { try Scene.decode(scene(accepts: twelve, payloads: twelve + ["kz"]), file: "t.json") }
                == #"t.json: sources[12].payload: expected a kind a receiver accepts (k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, … 12 in all), found "kz""#)
    }

    @Test("a payload kind written in another case than two kinds accepted names both (it named the first); a key as near to two keys names both (it named none)")
    func tiedNearMissesAreAllNamed() throws {
        let frame = #""frame": {"x": 0, "y": 0, "width": 5, "height": 5}"#
        let kinds = """
            {"name": "kinds", "viewport": {"width": 800, "height": 600}, "lists": [{"id": "inbox", "tasks": []}],
             "receivers": [{"id": "album", \(frame), "role": {"custom": "album"}, "accepts": ["Photo", "PHOTO"]}],
             "sources": [{"id": "s0", \(frame), "payload": "Photo"}, {"id": "s1", \(frame), "payload": "PHOTO"}, {"id": "s2", \(frame), "payload": "photo"}]}
            """
        #expect(inputError { try Scene.decode(kinds, file: "t.json") }
                == #"t.json: sources[2].payload: expected a kind a receiver accepts (Photo, PHOTO), found "photo" (did you mean "PHOTO" or "Photo"?)"#)
        let rowe = todo(replacing: #""role": "trash""#, with: #""rowe": 1, "role": "trash""#)
        #expect(inputError { try Scene.decode(rowe, file: "t.json") }
                == #"t.json: receivers[2].rowe: expected one of the keys accepts, collision, edgeHysteresis, enabled, frame, hysteresis, id, parent, role, rows, scrollable, springLoad, sticky, title, z, found an unknown key (did you mean "role" or "rows"?)"#)
    }

    @Test("a source's payload no receiver accepts is refused at sources[i].payload, naming the kinds accepted and a near miss by case")
    func sourceKindNoReceiverAccepts() throws {
        let lowercase = todo(replacing: #""payload": "addNew""#, with: #""payload": "addnew""#)
        #expect(inputError { try Scene.decode(lowercase, file: "t.json") }
                == #"t.json: sources[0].payload: expected a kind a receiver accepts (addNew), found "addnew" (did you mean "addNew"?)"#)
        let photo = todo(replacing: #""payload": "addNew""#, with: #""payload": "photo""#)
        #expect(inputError { try Scene.decode(photo, file: "t.json") }
                == #"t.json: sources[0].payload: expected a kind a receiver accepts (addNew), found "photo""#)
        // Receivers that take only the lists' rows leave a source nothing to drop on.
        let rowsOnly = todo(replacing: #""accepts": ["task", "addNew"]"#, with: #""accepts": ["task"]"#)
        #expect(inputError { try Scene.decode(rowsOnly, file: "t.json") }
                == #"t.json: sources[0].payload: expected a kind a receiver accepts (the receivers accept no kind a source may carry), found "addNew""#)
        // A disabled receiver still names the kind: enabling it is the scene's to do.
        let photoAlbum = todo(replacing: #""role": "trash", "accepts": ["task"]"#, with: #""role": {"custom": "album"}, "enabled": false, "accepts": ["task", "photo"]"#, in: photo)
        #expect(try Scene.decode(photoAlbum, file: "t.json").sources.map(\.payload) == [PayloadKind("photo")])
        // Rows carry task, header and folder payloads whatever the receivers accept: only sources are checked.
        #expect(try Scene.decode(rowsOnly.replacingOccurrences(of: #""payload": "addNew""#, with: #""payload": "photo""#)
                    .replacingOccurrences(of: #""role": "trash", "accepts": ["task"]"#, with: #""role": {"custom": "album"}, "accepts": ["photo"]"#), file: "t.json")
            .receivers.map(\.accepts) == [[.task], [.task], [PayloadKind("photo")]])
    }

    @Test("a source's payload that only receivers whose role never takes it accept is refused at sources[i].payload, naming the receiver and its role: the source would drop onto nothing")
    func sourceKindNoRoleTakes() throws {
        // A team's own "newCard" on their list: a list takes tasks, headers and Add New, so every drop of the card was refused, "does not accept newCard".
        let newCard = todo(replacing: #""accepts": ["task", "addNew"]"#, with: #""accepts": ["task", "newCard"]"#,
                           in: todo(replacing: #""payload": "addNew""#, with: #""payload": "newCard""#))
        #expect(inputError { try Scene.decode(newCard, file: "t.json") }
                == #"t.json: sources[0].payload: expected a kind a receiver can take (list accepts "newCard", but a list role never takes a source's own kind: a custom role does), found "newCard""#)
        // Add New named by Trash alone: Trash refuses it under the pointer.
        let addNewOnTrash = todo(replacing: #""role": "trash", "accepts": ["task"]"#, with: #""role": "trash", "accepts": ["task", "addNew"]"#,
                                 in: todo(replacing: #""accepts": ["task", "addNew"]"#, with: #""accepts": ["task"]"#))
        #expect(inputError { try Scene.decode(addNewOnTrash, file: "t.json") }
                == #"t.json: sources[0].payload: expected a kind a receiver can take (trash accepts "addNew", but a trash role never takes it: a list, sections or custom role does), found "addNew""#)
        // One receiver that takes it is enough for the source; Trash naming it too is refused at Trash's kind (below).
        let alsoOnTrash = todo(replacing: #""role": "trash", "accepts": ["task"]"#, with: #""role": "trash", "accepts": ["task", "addNew"]"#)
        #expect(inputError { try Scene.decode(alsoOnTrash, file: "t.json") }
                == #"t.json: receivers[2].accepts[1]: expected a kind a trash role can take (task, header), found "addNew" (a list, sections or custom role takes it)"#)
    }

    @Test("a kind a receiver's role can never take is refused at receivers[i].accepts[k], naming the kinds it takes: its drags were refused as not accepted by a receiver said to accept them")
    func kindTheRoleNeverTakes() throws {
        // A QA trial's Complete accepting headers loaded, then said "refuses (does not accept header)".
        let headerOnComplete = todo(replacing: #""role": "complete", "accepts": ["task"]"#, with: #""role": "complete", "accepts": ["task", "header"]"#)
        #expect(inputError { try Scene.decode(headerOnComplete, file: "t.json") }
                == #"t.json: receivers[1].accepts[1]: expected a kind a complete role can take (task), found "header" (the board completes no header)"#)
        let addNewOnComplete = todo(replacing: #""role": "complete", "accepts": ["task"]"#, with: #""role": "complete", "accepts": ["addNew"]"#)
        #expect(inputError { try Scene.decode(addNewOnComplete, file: "t.json") }
                == #"t.json: receivers[1].accepts[0]: expected a kind a complete role can take (task), found "addNew" (a list, sections or custom role takes it)"#)
        let addNewOnTab = todo(replacing: #""role": "trash", "accepts": ["task"]"#, with: #""role": {"moveTo": "inbox"}, "accepts": ["task", "header", "addNew"]"#)
        #expect(inputError { try Scene.decode(addNewOnTab, file: "t.json") }
                == #"t.json: receivers[2].accepts[2]: expected a kind a moveTo role can take (task, header), found "addNew" (a list, sections or custom role takes it)"#)
        // The team's own card, taken by an album and named by the list too.
        let cardOnList = todo(replacing: #""role": "trash", "accepts": ["task"]"#, with: #""role": {"custom": "album"}, "accepts": ["newCard"]"#,
                              in: todo(replacing: #""accepts": ["task", "addNew"]"#, with: #""accepts": ["task", "addNew", "newCard"]"#,
                                       in: todo(replacing: #""payload": "addNew""#, with: #""payload": "newCard""#)))
        #expect(inputError { try Scene.decode(cardOnList, file: "t.json") }
                == #"t.json: receivers[0].accepts[2]: expected a kind a list role can take (task, header, addNew), found "newCard" (a source's own kind: a custom role takes it)"#)
        // Every kind a role can take still loads; a custom role takes any kind named.
        let everyKind = todo(replacing: #""role": "trash", "accepts": ["task"]"#, with: #""role": "trash", "accepts": ["header", "task"]"#)
        #expect(try Scene.decode(everyKind, file: "t.json").receivers.map(\.accepts) == [[.task, .addNew], [.task], [.header, .task]])
        let anyOnCustom = todo(replacing: #""role": "complete", "accepts": ["task"]"#, with: #""role": {"custom": "bin"}, "accepts": ["task", "header", "addNew"]"#)
        #expect(try Scene.decode(anyOnCustom, file: "t.json").receivers[1].accepts == [.task, .header, .addNew])
        // A scene built in code is held to it too.
        var built = Scene.todo
        built.receivers[1].accepts = [.task, .header]
        #expect(inputError { try BoardRuntime(scene: built) }
                == #"built-in todo scene: receivers[1].accepts[1]: expected a kind a complete role can take (task), found "header" (the board completes no header)"#)
    }

    @Test("a receiver, a source and a task cannot share an id: a W3C element origin names any of them")
    func elementIDsAreOneNamespace() {
        let receiverLikeTask = todo(replacing: #""id": "trash""#, with: #""id": "t3""#)
        #expect(inputError { try Scene.decode(receiverLikeTask, file: "t.json") }
                == #"t.json: receivers[2].id: expected a receiver id not used by another receiver or a task, found "t3""#)
        let sourceLikeReceiver = todo(replacing: #""id": "add""#, with: #""id": "complete""#)
        #expect(inputError { try Scene.decode(sourceLikeReceiver, file: "t.json") }
                == #"t.json: sources[0].id: expected a source id not used by a receiver, another source or a task, found "complete""#)
        let sourceLikeTask = todo(replacing: #""id": "add""#, with: #""id": "t5""#)
        #expect(inputError { try Scene.decode(sourceLikeTask, file: "t.json") }
                == #"t.json: sources[0].id: expected a source id not used by a receiver, another source or a task, found "t5""#)
    }

    @Test("edgeHysteresis is taken on any receiver, 0 by default, and refused at its path when negative, over the coordinate limit or not a number")
    func edgeHysteresisIsChecked() throws {
        #expect(try Scene.decode(Scene.todoJSON, file: "t.json").receivers.map(\.edgeHysteresis) == [0, 0, 0])
        let taken = todo(replacing: #""role": "trash", "#, with: #""role": "trash", "edgeHysteresis": 2.5, "#)
        #expect(try Scene.decode(taken, file: "t.json").receivers[2].edgeHysteresis == 2.5)
        #expect(try Scene.decode(taken, file: "t.json").receivers[2].description.contains(", edge hysteresis 2.5 points"))
        for (value, found) in [("-1", "-1"), ("1e10", "1e10"), (#""6""#, #""6""#), ("[6]", "an array")] {
            let bad = todo(replacing: #""role": "trash", "#, with: #""role": "trash", "edgeHysteresis": \#(value), "#)
            #expect(inputError { try Scene.decode(bad, file: "t.json") }
                    == "t.json: receivers[2].edgeHysteresis: expected a number from 0 to 1000000000, found \(found)", "\(value)")
        }
    }

    @Test("a key is matched by what it spells: escapes decode to a known key, and long, non-ASCII, empty or near-miss keys are unknown keys")
    func keysMatchByTheirText() throws {
        let escaped = todo(replacing: #"{"id": "trash""#, with: #"{"\u0069d": "trash""#)
            .replacingOccurrences(of: #""role": "trash""#, with: #""r\u006Fle": "trash""#)
        #expect(try Scene.decode(escaped, file: "t.json").receivers.map(\.id) == ["list", "complete", "trash"])
        let escapedRect = todo(replacing: #""x": 540, "y": 260"#, with: #""\u0078": 540, "y": 260"#)
        #expect(try Scene.decode(escapedRect, file: "t.json").receivers[2].frame == Rect(x: 540, y: 260, width: 220, height: 140))
        let twice = todo(replacing: #"{"id": "trash""#, with: #"{"id": "trash", "\u0069d": "bin""#)
        #expect(inputError { try Scene.decode(twice, file: "t.json") }?.contains("expected a key not already in this object") == true)
        let allowed = "accepts, collision, edgeHysteresis, enabled, frame, hysteresis, id, parent, role, rows, scrollable, springLoad, sticky, title, z"
        // (as written in the file, as the error's path spells it)
        // (a key in another case is named: "Z" may have meant "z")
        for (written, spelled, near) in [("springLoadXXXXXXXXXX", "springLoadXXXXXXXXXX", ""), ("zé", "zé", ""), (#"z\u00e9"#, "zé", ""), ("", "", ""),
                                         ("Z", "Z", #" (did you mean "z"?)"#)] {
            let unknown = todo(replacing: #""role": "trash""#, with: "\"\(written)\": 1, \"role\": \"trash\"")
            #expect(inputError { try Scene.decode(unknown, file: "t.json") }
                    == "t.json: receivers[2].\(spelled): expected one of the keys \(allowed), found an unknown key" + near, "key \(written)")
        }
    }

    @Test("a sections receiver takes springLoad as a list receiver does: 700 ms when left out, the milliseconds given, or false for never")
    func sectionsSpringLoad() throws {
        let text = try demoFile("scenes/project-folders.json")
        let role = #""role": {"sections": ["work", "home"]}, "#
        #expect(try Scene.decode(text, file: "p.json").receivers[0].springLoad == .milliseconds(700))
        let given = text.replacingOccurrences(of: role, with: role + #""springLoad": {"milliseconds": 250}, "#)
        #expect(try Scene.decode(given, file: "p.json").receivers[0].springLoad == .milliseconds(250))
        let never = text.replacingOccurrences(of: role, with: role + #""springLoad": false, "#)
        #expect(try Scene.decode(never, file: "p.json").receivers[0].springLoad == nil)
        // Played: Specs, closed by a tap, opens under Laundry resting on its middle half after 250 ms; with false, never.
        let rest = "0 down 1 touch 250 168\n+100 up 1\n+100 down 1 touch 250 328\n+350 move 1 250 168\npause 249\n"
        let at250 = try replay(rest + "expect collapsed fw\npause 1\nexpect expanded fw\n", scene: Scene.decode(given, file: "p.json"))
        #expect(at250.failures == [])
        let closed = try replay(rest + "pause 5000\nexpect collapsed fw\n", scene: Scene.decode(never, file: "p.json"))
        #expect(closed.failures == [])
    }

    @Test("activation forms: immediate, longPress with defaults or values, distance")
    func activations() throws {
        let text = todo(replacing: #""activation": {"distance": 4}"#, with: #""activation": {"longPress": {"milliseconds": 500, "tolerance": 8}}"#)
        #expect(try Scene.decode(text, file: "t.json").sources[0].activation == .longPress(minimumDuration: .milliseconds(500), tolerance: 8))
        let immediate = todo(replacing: #""activation": {"distance": 4}"#, with: #""activation": "immediate""#)
        #expect(try Scene.decode(immediate, file: "t.json").sources[0].activation == .immediate)
        let bad = todo(replacing: #""activation": {"distance": 4}"#, with: #""activation": {"distance": -4}"#)
        #expect(inputError { try Scene.decode(bad, file: "t.json") } == "t.json: sources[0].activation.distance: expected a number from 0 to 1000000000, found -4")
    }

    @Test("an object that is one of several by its key is refused at its own path when it holds two of them, naming both, and when it holds none, naming what it holds")
    func oneKeyOfSeveral() throws {
        func decoded(_ old: String, _ new: String) -> String? { inputError { try Scene.decode(todo(replacing: old, with: new), file: "t.json") } }
        let activation = #""activation": {"distance": 4}"#
        let both = "t.json: sources[0].activation: expected one of the keys longPress or distance, found both "
        #expect(decoded(activation, #""activation": {"longPress": {"milliseconds": 500}, "distance": 3}"#) == both + #""longPress" and "distance""#)
        #expect(decoded(activation, #""activation": {"distance": 3, "longPress": {"milliseconds": 500}}"#) == both + #""distance" and "longPress""#)
        let forms = #"expected "immediate", "longPress", {"distance": points} or {"longPress": {…}}"#
        #expect(decoded(activation, #""activation": {"foo": 1}"#) == #"t.json: sources[0].activation: \#(forms), found an object with key "foo""#)
        #expect(decoded(activation, #""activation": {"a": 1, "b\"": 2, "c": 3, "d": 4}"#)
                == #"t.json: sources[0].activation: \#(forms), found an object with keys "a", "b\"", "c" and 1 more"#)
        #expect(decoded(activation, #""activation": {}"#) == "t.json: sources[0].activation: \(forms), found an empty object")
        // One of them with a key of no form is refused at that key, as any unknown key is.
        #expect(decoded(activation, #""activation": {"distance": 3, "foo": 1}"#)
                == "t.json: sources[0].activation.foo: expected one of the keys distance, found an unknown key")
        // Rows decode their activation the same way.
        #expect(decoded(#""activation": "longPress"}}"#, #""activation": {"distance": 3, "longPress": {}}}}"#)
                == #"t.json: receivers[0].rows.activation: expected one of the keys longPress or distance, found both "distance" and "longPress""#)
        // A role: one of list, sections, moveTo, custom; "collapsed" goes with "sections", before or after it.
        let role = #""role": {"list": "inbox"}"#
        #expect(decoded(role, #""role": {"moveTo": "today", "list": "inbox", "custom": "x"}"#)
                == #"t.json: receivers[0].role: expected one of the keys list, sections, moveTo or custom, found "moveTo", "list" and "custom""#)
        #expect(decoded(role, #""role": {"lists": "inbox"}"#)
                == #"t.json: receivers[0].role: expected "complete", "trash", or an object with one of list, sections, moveTo, custom, found an object with key "lists""#)
        #expect(decoded(role, #""role": {"list": "inbox", "collapsed": []}"#)
                == "t.json: receivers[0].role.collapsed: expected one of the keys list, found an unknown key")
        let collapsedFirst = todo(replacing: role, with: #""role": {"collapsed": ["today"], "sections": ["inbox", "today"]}"#)
        #expect(try Scene.decode(collapsedFirst, file: "t.json").receivers[0].role == .sections(["inbox", "today"], collapsed: ["today"]))
        // A collision: "pointer", "rectIntersection" or {"closestCenter": …}.
        #expect(decoded(#""role": "trash", "#, #""role": "trash", "collision": {"closestCentre": {"radius": 4}}, "#)
                == #"t.json: receivers[2].collision: expected "pointer", "rectIntersection" or {"closestCenter": {"radius": points}}, found an object with key "closestCentre""#)
    }

    @Test("a rows swipe names what each way does; its distance is half the row's width unless given; bad forms are refused where written")
    func rowSwipes() throws {
        let rows = #""activation": "longPress"}}"#
        func swiped(_ swipe: String) -> String { todo(replacing: rows, with: "\"activation\": \"longPress\", \"swipe\": \(swipe)}}") }
        #expect(try Scene.decode(swiped(#"{"left": "trash"}"#), file: "t.json").receivers[0].rows?.swipe
                == Scene.RowSwipe(left: .trash, distance: 220))
        #expect(try Scene.decode(swiped(#"{"right": "complete", "left": "trash", "distance": 96.5}"#), file: "t.json").receivers[0].rows?.swipe
                == Scene.RowSwipe(left: .trash, right: .complete, distance: 96.5))
        #expect(try Scene.decode(Scene.todoJSON, file: "t.json").receivers[0].rows?.swipe == nil)
        let errors = [
            (#"{"left": "delete"}"#, #"t.json: receivers[0].rows.swipe.left: expected "complete", "trash" or "rename", found "delete""#),
            (#"{}"#, #"t.json: receivers[0].rows.swipe: expected "left" or "right" (what a swipe that way does), found an object"#),
            (#"{"left": "trash", "distance": 0}"#, "t.json: receivers[0].rows.swipe.distance: expected a number above 0 and at most 1000000000, found 0"),
            // A negative one gets the same message: it said "from 0 to 1000000000", which 0 is.
            (#"{"left": "trash", "distance": -5}"#, "t.json: receivers[0].rows.swipe.distance: expected a number above 0 and at most 1000000000, found -5"),
            (#"{"up": "trash"}"#, #"t.json: receivers[0].rows.swipe.up: expected one of the keys distance, left, right, found an unknown key"#),
        ]
        for (swipe, message) in errors {
            #expect(inputError { try Scene.decode(swiped(swipe), file: "t.json") } == message, "swipe \(swipe)")
        }
        let distance = todo(replacing: rows, with: #""activation": {"distance": 4}, "swipe": {"left": "trash"}}}"#)
        #expect(inputError { try Scene.decode(distance, file: "t.json") }
                == #"t.json: receivers[0].rows.swipe: expected rows with a long-press activation (a swipe begins when a press leaves it sideways), found rows with "activation": {"distance": 4}"#)
        let immediate = todo(replacing: rows, with: #""activation": "immediate", "swipe": {"left": "trash"}}}"#)
        #expect(inputError { try Scene.decode(immediate, file: "t.json") }
                == #"t.json: receivers[0].rows.swipe: expected rows with a long-press activation (a swipe begins when a press leaves it sideways), found rows with "activation": "immediate""#)
    }

    @Test("an id with a control character (a line feed, a carriage return, a C1 control) is refused at its path, shown; titles may hold them")
    func idsWithoutControls() {
        #expect(inputError { try Scene.decode(todo(replacing: #"{"id": "t1""#, with: #"{"id": "t1\r""#), file: "t.json") }
                == #"t.json: lists[0].tasks[0].id: expected an id without control characters, found "t1\u{D}""#)
        #expect(inputError { try Scene.decode(todo(replacing: #"{"id": "inbox""#, with: #"{"id": "in\nbox""#), file: "t.json") }
                == #"t.json: lists[0].id: expected an id without control characters, found "in\u{A}box""#)
        #expect(inputError { try Scene.decode(todo(replacing: #"{"id": "complete""#, with: #"{"id": "comp\u0085lete""#), file: "t.json") }
                == #"t.json: receivers[1].id: expected an id without control characters, found "comp\u{85}lete""#)
        // Beyond the controls, any text: a no-break space, an accent, an emoji; a title anything (shown spelled out).
        #expect(inputError { try Scene.decode(todo(replacing: #"{"id": "t1""#, with: #"{"id": "t1\u00a0lait ☕""#), file: "t.json") } == nil)
        #expect(inputError { try Scene.decode(todo(replacing: #""title": "Buy milk""#, with: #""title": "Buy\nmilk""#), file: "t.json") } == nil)
    }

    @Test("scene coordinates and sizes beyond 10^9 points are refused where written (a row layout changed in code, when run, with the same error); at the limit a scene plays")
    func coordinateLimit() throws {
        // A pitch of 1e308 put the second row at infinity and stopped the replay with a trap.
        let pitch = todo(replacing: #""pitch": 50"#, with: #""pitch": 1e308"#)
        #expect(inputError { try Scene.decode(pitch, file: "t.json") }
                == "t.json: receivers[0].rows.pitch: expected a number above 0 and at most 1000000000, found 1e308")
        let far = todo(replacing: #""x": 20, "y": 60"#, with: #""x": -1000000001, "y": 60"#)
        #expect(inputError { try Scene.decode(far, file: "t.json") }
                == "t.json: receivers[0].frame.x: expected a number from -1000000000 to 1000000000, found -1000000001")
        let viewport = todo(replacing: #""width": 800"#, with: #""width": 0.5"#)
        #expect(inputError { try Scene.decode(viewport, file: "t.json") }
                == "t.json: viewport.width: expected a number from 1 to 1000000000, found 0.5")
        var built = Scene.todo
        built.receivers[0].rows?.pitch = 1e308
        #expect(inputError { try BoardRuntime(scene: built) }
                == "built-in todo scene: receivers[0].rows.pitch: expected a number above 0 and at most 1000000000, found 1e+308")
        let atLimit = todo(replacing: #""pitch": 50"#, with: #""pitch": 1000000000"#)
        let replayer = try replay("0 down 1 touch 250 92\n+350 move 1 650 150 over 300\n+100 up 1", scene: try Scene.decode(atLimit, file: "t.json"))
        #expect(replayer.runtime.board.completed.map(\.title) == ["Buy milk"])
        #expect(replayer.runtime.rows(of: replayer.runtime.scene.receivers[0]).map(\.frame.minY) == [70, 1_000_000_070, 2_000_000_070, 3_000_000_070])
    }

    @Test("a pitch of 0 or less is refused at its path, in a file and in code: rows on one another leave one row to press and one place to drop")
    func aPitchMustBeAboveZero() {
        // A pitch of 0 loaded: a press on the first row picked up Pay bills, the last, lying on it, and every drop was slot 5.
        #expect(inputError { try Scene.decode(todo(replacing: #""pitch": 50"#, with: #""pitch": 0"#), file: "t.json") }
                == "t.json: receivers[0].rows.pitch: expected a number above 0 and at most 1000000000, found 0")
        #expect(inputError { try Scene.decode(todo(replacing: #""pitch": 50"#, with: #""pitch": -50"#), file: "t.json") }
                == "t.json: receivers[0].rows.pitch: expected a number above 0 and at most 1000000000, found -50")
        #expect(inputError { try Scene.decode(todo(replacing: #""pitch": 50"#, with: #""pitch": 0.001"#), file: "t.json") } == nil)
        var built = Scene.todo
        built.receivers[0].rows?.pitch = 0
        #expect(inputError { try BoardRuntime(scene: built) }
                == "built-in todo scene: receivers[0].rows.pitch: expected a number above 0 and at most 1000000000, found 0")
        built.receivers[0].rows?.pitch = -.infinity
        #expect(inputError { try BoardRuntime(scene: built) }
                == "built-in todo scene: receivers[0].rows.pitch: expected a number above 0 and at most 1000000000, found -inf")
    }
}
