import DropEngine
import DropGeometry
import Foundation
import Runtime
import TaskModel
import Testing

/// `Scene.json()`: a scene written as the JSON a scene file holds, which reads back as the same scene.
@Suite("Scenes written as JSON")
struct SceneJSONTests {
    @Test("the todo scene is written with its defaults left out, a list, task, receiver and source a line")
    func theTodoSceneIsWritten() throws {
        #expect(try Scene.todo.json() == #"""
        {
          "name": "todo",
          "viewport": {"width": 800, "height": 600},
          "lists": [
            {"id": "inbox", "title": "Inbox", "tasks": [
              {"id": "t1", "title": "Buy milk"},
              {"id": "t2", "title": "Walk the dog"},
              {"id": "t3", "title": "Write report"},
              {"id": "t4", "title": "Call mom"},
              {"id": "t5", "title": "Pay bills"}
            ]},
            {"id": "today", "title": "Today"},
            {"id": "upcoming", "title": "Upcoming"}
          ],
          "receivers": [
            {"id": "list", "frame": {"x": 20, "y": 60, "width": 460, "height": 520}, "role": {"list": "inbox"}, "accepts": ["task", "addNew"], "rows": {"x": 30, "y": 70, "width": 440, "height": 44, "pitch": 50}},
            {"id": "complete", "frame": {"x": 540, "y": 80, "width": 220, "height": 140}, "role": "complete", "accepts": ["task"]},
            {"id": "trash", "frame": {"x": 540, "y": 260, "width": 220, "height": 140}, "role": "trash", "accepts": ["task"]}
          ],
          "sources": [
            {"id": "add", "frame": {"x": 540, "y": 460, "width": 220, "height": 100}, "payload": "addNew", "activation": {"distance": 4}}
          ]
        }

        """#)
        #expect(try Scene.decode(Scene.todo.json(), file: "todo.json") == Scene.todo)
    }

    /// A scene built in code that gives every key a value other than its default.
    static func everyKey() throws -> Scene {
        try Scene(
            name: "every key", viewport: Size(width: 1024.5, height: 768),
            lists: [
                Scene.List(id: "inbox", title: "Inbox", tasks: [
                    Scene.Task(id: "h1", title: "Work", kind: .header),
                    Scene.Task(id: "fa", title: "Folder \"A\"", kind: .folder(expanded: true), children: [
                        Scene.Task(id: "a1", title: "Tab\there \u{202E}\\"),
                        Scene.Task(id: "fb", title: "Folder B", kind: .folder(expanded: false)),
                    ]),
                    Scene.Task(id: "t1", title: "Caf\u{E9} ☕"),
                ], schedule: .unscheduled),
                Scene.List(id: "today", title: "today", schedule: .today),
                Scene.List(id: "later", title: "Later", schedule: .tomorrow),
            ],
            receivers: [
                Scene.Receiver(id: "tabbar", frame: Rect(x: 0, y: 0, width: 1024.5, height: 50), role: .trash, z: -2, isEnabled: false, accepts: []),
                Scene.Receiver(id: "list", frame: Rect(x: 20, y: 60, width: 460, height: 520), role: .list("inbox"), z: 1,
                               accepts: [.task, .header, .addNew],
                               rows: Scene.RowLayout(first: Rect(x: 30, y: 70.25, width: 440, height: 36), pitch: 40, z: 2,
                                                     activation: .longPress(minimumDuration: .milliseconds(500), tolerance: 8), indent: 16,
                                                     swipe: Scene.RowSwipe(left: .trash, right: .complete, distance: 120),
                                                     headerSwipe: Scene.RowSwipe(left: .trashSection, right: .rename, distance: 220),
                                                     headerTap: .rename),
                               springLoad: .milliseconds(500), collision: .rectIntersection, hysteresis: 2, isScrollable: true,
                               edgeHysteresis: 6, title: "My list"),
                Scene.Receiver(id: "projects", frame: Rect(x: 540, y: 300, width: 220, height: 280),
                               role: .sections(["today", "later"], collapsed: ["later"]), accepts: [.task],
                               rows: Scene.RowLayout(first: Rect(x: 550, y: 310, width: 200, height: 30), pitch: 30, activation: .immediate),
                               springLoad: nil, hysteresis: 0),
                Scene.Receiver(id: "tab-today", frame: Rect(x: 20, y: 10, width: 180, height: 40), role: .moveTo("today"), accepts: [.task],
                               collision: .closestCenter(radius: 40), parent: "tabbar", isSticky: false),
                Scene.Receiver(id: "done", frame: Rect(x: 540, y: 80, width: 220, height: 140), role: .complete, accepts: [.task], title: "Done"),
                Scene.Receiver(id: "scanner", frame: Rect(x: 220, y: 10, width: 180, height: 40), role: .custom("scan"),
                               accepts: [.task, PayloadKind("coupon")], parent: "tabbar"),
            ],
            sources: [
                Scene.Source(id: "add", frame: Rect(x: 540, y: 230, width: 100, height: 60), z: 3, payload: .addNew, activation: .distance(4)),
                Scene.Source(id: "coupons", frame: Rect(x: 660, y: 230, width: 100, height: 60), payload: PayloadKind("coupon"),
                             activation: .longPress(minimumDuration: .milliseconds(300), tolerance: 1e-7), title: "Coupon"),
            ],
            clock: Scene.Clock(start: UnixTime(milliseconds: 1_795_301_990_250), calendar: FixedOffsetCalendar(secondsEast: -19_800)))
    }

    @Test("a scene built in code giving every key a value other than its default is written with each, in the decoders' order, and reads back equal")
    func everyKeyIsWritten() throws {
        let scene = try Self.everyKey()
        let text = try scene.json()
        #expect(text == #"""
        {
          "name": "every key",
          "viewport": {"width": 1024.5, "height": 768},
          "clock": {"start": "2026-11-21T22:59:50.250Z", "utcOffset": "-05:30"},
          "lists": [
            {"id": "inbox", "title": "Inbox", "schedule": "unscheduled", "tasks": [
              {"id": "h1", "title": "Work", "header": true},
              {"id": "fa", "title": "Folder \"A\"", "folder": {"expanded": true, "tasks": [
                {"id": "a1", "title": "Tab\there \u202e\\"},
                {"id": "fb", "title": "Folder B", "folder": {}}
              ]}},
              {"id": "t1", "title": "Café ☕"}
            ]},
            {"id": "today", "schedule": "today"},
            {"id": "later", "title": "Later", "schedule": "tomorrow"}
          ],
          "receivers": [
            {"id": "tabbar", "frame": {"x": 0, "y": 0, "width": 1024.5, "height": 50}, "role": "trash", "z": -2, "enabled": false, "accepts": []},
            {"id": "list", "frame": {"x": 20, "y": 60, "width": 460, "height": 520}, "role": {"list": "inbox"}, "z": 1, "accepts": ["task", "header", "addNew"], "rows": {"x": 30, "y": 70.25, "width": 440, "height": 36, "pitch": 40, "z": 2, "activation": {"longPress": {"milliseconds": 500, "tolerance": 8}}, "indent": 16, "swipe": {"left": "trash", "right": "complete", "distance": 120}, "headerSwipe": {"left": "trash section", "right": "rename", "distance": 220}, "headerTap": "rename"}, "springLoad": {"milliseconds": 500}, "collision": "rectIntersection", "hysteresis": 2, "scrollable": true, "edgeHysteresis": 6, "title": "My list"},
            {"id": "projects", "frame": {"x": 540, "y": 300, "width": 220, "height": 280}, "role": {"sections": ["today", "later"], "collapsed": ["later"]}, "accepts": ["task"], "rows": {"x": 550, "y": 310, "width": 200, "height": 30, "pitch": 30, "activation": "immediate"}, "springLoad": false, "hysteresis": 0},
            {"id": "tab-today", "frame": {"x": 20, "y": 10, "width": 180, "height": 40}, "role": {"moveTo": "today"}, "accepts": ["task"], "collision": {"closestCenter": {"radius": 40}}, "parent": "tabbar", "sticky": false},
            {"id": "done", "frame": {"x": 540, "y": 80, "width": 220, "height": 140}, "role": "complete", "accepts": ["task"], "title": "Done"},
            {"id": "scanner", "frame": {"x": 220, "y": 10, "width": 180, "height": 40}, "role": {"custom": "scan"}, "accepts": ["task", "coupon"], "parent": "tabbar"}
          ],
          "sources": [
            {"id": "add", "frame": {"x": 540, "y": 230, "width": 100, "height": 60}, "z": 3, "payload": "addNew", "activation": {"distance": 4}},
            {"id": "coupons", "frame": {"x": 660, "y": 230, "width": 100, "height": 60}, "payload": "coupon", "activation": {"longPress": {"tolerance": 1e-07}}, "title": "Coupon"}
          ]
        }

        """#)
        #expect(try Scene.decode(text, file: "every-key.json") == scene)
    }

    @Test("every shipped scene reads back equal from the JSON it writes, which it writes again byte for byte")
    func shippedScenesReadBackEqual() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Demo/scenes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 12)
        for name in names {
            let scene = try Scene.decode(String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8), file: name)
            let text = try scene.json()
            let again = try Scene.decode(text, file: "\(name) written")
            #expect(again == scene, "\(name)")
            #expect(try again.json() == text, "\(name)")
        }
    }

    @Test("a springLoad of nil and a hysteresis of 0 on a role that has neither, which a file cannot say, read back as the defaults they act as")
    func valuesAFileCannotSayReadBackAsTheDefaults() throws {
        var scene = Scene.todo
        scene.receivers[1].springLoad = nil
        scene.receivers[1].hysteresis = 0
        let text = try scene.json()
        #expect(try text == Scene.todo.json())
        #expect(try Scene.decode(text, file: "todo.json").receivers[1] == Scene.todo.receivers[1])
    }

    @Test("a scene changed in code into one a file cannot hold is refused as a runtime refuses it: the text always reads back")
    func aSceneAFileCannotHoldIsRefused() throws {
        var named = Scene.todo
        named.receivers[1].id = "t1"
        #expect(throws: InputError(file: "built-in todo scene", location: .path("receivers[1].id"),
                                   expected: "a receiver id not used by another receiver or a task", found: "\"t1\"")) {
            try named.json()
        }
        // What decoding refuses and the checks once let through: an empty title, a clock past the years a file can write.
        var untitled = Scene.todo
        untitled.receivers[2].title = ""
        #expect(throws: InputError(file: "built-in todo scene", location: .path("receivers[2].title"), expected: "a non-empty string", found: "\"\"")) {
            try untitled.json()
        }
        untitled = Scene.todo
        untitled.sources[0].title = ""
        #expect(throws: InputError(file: "built-in todo scene", location: .path("sources[0].title"), expected: "a non-empty string", found: "\"\"")) {
            try untitled.json()
        }
        var late = Scene.todo
        late.clock = Scene.Clock(start: UnixTime(milliseconds: UnixTime.datable.upperBound + 1))
        #expect(throws: InputError(file: "built-in todo scene", location: .path("clock.start"),
                                   expected: "a UTC time from 0000-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z", found: "253402300800000 ms from 1970")) {
            try late.json()
        }
        late.clock = Scene.Clock(start: UnixTime(milliseconds: UnixTime.datable.upperBound))
        #expect(try Scene.decode(late.json(), file: "late.json") == late)
    }
}
