import DropEngine
import DropGeometry
@testable import Runtime
import TaskModel
import Testing
import TestSupport

/// A valid scene whose layout hides a receiver or a source from every pointer loads, with a
/// warning naming it (`BoardRuntime.reachWarnings`).
@Suite("Scene parts no pointer reaches")
struct SceneReachTests {
    static let hidden = #"""
    {"name": "hidden", "viewport": {"width": 800, "height": 600},
     "lists": [{"id": "inbox", "title": "Inbox", "tasks": [{"id": "t1", "title": "Buy milk"}]},
               {"id": "today", "title": "Today", "tasks": []}],
     "receivers": [
      {"id": "trash", "frame": {"x": 300, "y": 400, "width": 100, "height": 100}, "role": "trash", "accepts": ["task"]},
      {"id": "inbox", "frame": {"x": 20, "y": 60, "width": 460, "height": 520}, "role": {"list": "inbox"}, "accepts": ["task", "addNew"]},
      {"id": "complete", "frame": {"x": 5400, "y": 80, "width": 220, "height": 140}, "role": "complete", "accepts": ["task"]},
      {"id": "flat", "frame": {"x": 540, "y": 80, "width": 0, "height": 140}, "role": "complete", "accepts": ["task"]},
      {"id": "under-tab", "frame": {"x": 500, "y": 300, "width": 50, "height": 50}, "role": "trash", "accepts": ["task"]},
      {"id": "tab", "frame": {"x": 490, "y": 290, "width": 100, "height": 100}, "role": {"moveTo": "today"}, "accepts": ["task"]},
      {"id": "near", "frame": {"x": 40, "y": 80, "width": 20, "height": 20}, "role": "trash", "accepts": ["task"], "collision": {"closestCenter": {"radius": 40}}},
      {"id": "headers", "frame": {"x": 600, "y": 450, "width": 50, "height": 50}, "role": {"list": "today"}, "accepts": ["header", "task"]},
      {"id": "done", "frame": {"x": 590, "y": 440, "width": 100, "height": 100}, "role": "complete", "accepts": ["task"], "z": 1}
     ],
     "sources": [{"id": "add", "frame": {"x": 900, "y": 460, "width": 220, "height": 100}, "payload": "addNew"},
                 {"id": "add-here", "frame": {"x": 600, "y": 20, "width": 100, "height": 30}, "payload": "addNew"}]
    }
    """#

    @Test("a Trash under a list listed after it, a receiver off the viewport or without area, and a source off the viewport are each named; a tab above, a receiver found by its collision, and a Complete over a list taking headers hide nothing")
    func eachUnreachablePartIsNamedWithItsPath() throws {
        let runtime = try BoardRuntime(scene: Scene.decode(Self.hidden, file: "hidden.json"))
        #expect(runtime.reachWarnings == [
            #"hidden.json: receivers[0]: receiver "trash" lies wholly under receiver "inbox" (receivers[1]), which is above it and takes every kind it takes (task, header): no pointer drag reaches it (give it a higher z, or list it after)"#,
            #"hidden.json: receivers[2].frame: receiver "complete" lies wholly outside the viewport (width: 800, height: 600): no pointer reaches it"#,
            #"hidden.json: receivers[3].frame: receiver "flat" has no area (x: 540, y: 80, width: 0, height: 140): no pointer reaches it"#,
            #"hidden.json: sources[0].frame: source "add" lies wholly outside the viewport (width: 800, height: 600): no pointer reaches it"#,
        ])
    }

    @Test("the built-in scenes have no part out of reach")
    func builtInScenesWarnOfNothing() throws {
        for name in Scene.builtInNames {
            let runtime = try BoardRuntime(scene: #require(Scene.builtIn(name)))
            #expect(runtime.reachWarnings == [], "\(name)")
        }
    }

    @Test("the engine never targets a receiver the warning says is hidden, at its centre, its corners or anywhere inside it")
    func aHiddenReceiverIsNeverTheTarget() throws {
        let scene = try Scene.decode(Self.hidden, file: "hidden.json")
        let runtime = try BoardRuntime(scene: scene)
        let trash = scene.receivers[0].frame
        var rng = SeededGenerator(seed: 7)
        let points = [trash.center, Point(x: trash.minX, y: trash.minY), Point(x: trash.maxX - 0.01, y: trash.maxY - 0.01)]
            + (0..<100).map { _ in Point(x: Double.random(in: trash.minX..<trash.maxX, using: &rng), y: Double.random(in: trash.minY..<trash.maxY, using: &rng)) }
        for point in points {
            #expect(runtime.engine.topmostReceiver(at: point, accepting: Payload(kind: .task, objectID: "t1")) == "inbox", "\(point)")
        }
    }

    @Test("a receiver taking tasks and headers under a Complete that takes the tasks and a list above both that takes the headers is hidden, each kind by its own")
    func eachKindMayBeHiddenByAnotherReceiver() throws {
        let scene = try Scene(name: "two", viewport: Size(width: 800, height: 600),
                              lists: [Scene.List(id: "inbox", title: "Inbox"), Scene.List(id: "today", title: "Today")],
                              receivers: [
                                  Scene.Receiver(id: "today", frame: Rect(x: 100, y: 100, width: 50, height: 50), role: .list("today"), accepts: [.task, .header]),
                                  Scene.Receiver(id: "done", frame: Rect(x: 90, y: 90, width: 70, height: 70), role: .complete, accepts: [.task]),
                                  Scene.Receiver(id: "inbox", frame: Rect(x: 0, y: 0, width: 400, height: 400), role: .list("inbox"), accepts: [.header]),
                              ])
        #expect(try BoardRuntime(scene: scene).reachWarnings == [
            #"two: receivers[0]: receiver "today" lies wholly under receivers above it that take every kind it takes (task, header): receiver "done" (receivers[1]) task, receiver "inbox" (receivers[2]) header: no pointer drag reaches it (give it a higher z, or list it after)"#,
        ])
    }

    @Test("rows closer than they are tall are named at their pitch, after what hides their receiver; rows as far apart as they are tall, or further, are not")
    func overlappingRowsAreNamed() throws {
        // A pitch written as the gap between rows (6) put each row over the one before, and a press on a row's lower part took the next.
        var scene = Scene.todo
        scene.receivers[0].rows?.pitch = 6
        scene.receivers[0].frame = Rect(x: 20, y: 6_000, width: 460, height: 520)
        #expect(try BoardRuntime(scene: scene).reachWarnings == [
            #"built-in todo scene: receivers[0].frame: receiver "list" lies wholly outside the viewport (width: 800, height: 600): no pointer reaches it"#,
            #"built-in todo scene: receivers[0].rows.pitch: the rows of receiver "list" are 44 points tall but 6 apart: the next row covers the lower 38 points of each, and a press there picks it up (give a pitch of at least 44)"#,
        ])
        scene.receivers[0].frame = Scene.todo.receivers[0].frame
        let runtime = try BoardRuntime(scene: scene)
        // Each row 6 points below the last, 44 tall: Walk the dog lies over all of Buy milk's row but its top 6 points.
        #expect(runtime.rows(of: scene.receivers[0]).map(\.frame.minY) == [70, 76, 82, 88, 94])
        scene.receivers[0].rows?.pitch = 44
        #expect(try BoardRuntime(scene: scene).reachWarnings == [])
    }

    @Test("400 seeded random layouts: the receivers said hidden, and by which, are those a scan of every receiver finds, and the engine never targets them")
    func coveredReceiversAgreeWithAScanOfEveryReceiver() throws {
        let roles: [(TaskRole, [[PayloadKind]])] = [
            (.complete, [[.task]]), (.trash, [[.task], [.header], [.task, .header]]),
            (.list("inbox"), [[.task], [.header], [.task, .header]]), (.moveTo("today"), [[.task]]), (.custom("x"), [[.task]]),
        ]
        for seed in UInt64(0)..<400 {
            var rng = SeededGenerator(seed: seed)
            let count = Int.random(in: 1...30, using: &rng)
            let receivers = (0..<count).map { i in
                let (role, choices) = roles.randomElement(using: &rng)!
                let frame = Rect(x: Double(Int.random(in: -20...90, using: &rng)), y: Double(Int.random(in: -20...90, using: &rng)),
                                 width: Double(Int.random(in: 0...60, using: &rng)), height: Double(Int.random(in: 0...60, using: &rng)))
                return Scene.Receiver(id: ReceiverID("r\(i)"), frame: frame, role: role, z: Int.random(in: 0...2, using: &rng),
                                      isEnabled: Int.random(in: 0..<5, using: &rng) > 0, accepts: choices.randomElement(using: &rng)!,
                                      collision: Int.random(in: 0..<8, using: &rng) == 0 ? .rectIntersection : .pointer)
            }
            let scene = try Scene(viewport: Size(width: 80, height: 80),
                                  lists: [Scene.List(id: "inbox", title: "Inbox", tasks: []), Scene.List(id: "today", title: "Today", tasks: [])],
                                  receivers: receivers)
            var expected: [Scene.UnreachablePart] = []
            for (i, low) in receivers.enumerated() {
                if low.frame.isEmpty {
                    expected.append(.noArea(.receiver(i)))
                    continue
                }
                if low.frame.maxX <= 0 || low.frame.minX >= 80 || low.frame.maxY <= 0 || low.frame.minY >= 80 {
                    expected.append(.outsideViewport(.receiver(i)))
                    continue
                }
                guard low.collision == .pointer else { continue }
                // For each kind, the topmost enabled receiver at the centre that takes it (by z, then later in the
                // list) must lie above, cover it whole, and be no tab.
                var hiders: [Scene.Hider] = []
                for kind in low.role.acceptedKinds(low.accepts) {
                    let takers = receivers.indices.filter { j in
                        receivers[j].isEnabled && receivers[j].frame.contains(low.frame.center)
                            && receivers[j].role.acceptedKinds(receivers[j].accepts).contains(kind)
                    }
                    guard let top = takers.max(by: { (receivers[$0].z, $0) < (receivers[$1].z, $1) }), (receivers[top].z, top) > (low.z, i),
                          !receivers[top].role.isTab, receivers[top].frame.minX <= low.frame.minX, receivers[top].frame.minY <= low.frame.minY,
                          receivers[top].frame.maxX >= low.frame.maxX, receivers[top].frame.maxY >= low.frame.maxY else {
                        hiders = []
                        break
                    }
                    hiders.append(Scene.Hider(kind: kind, receiver: top))
                }
                if !hiders.isEmpty { expected.append(.covered(i, by: hiders)) }
            }
            let runtime = try BoardRuntime(scene: scene)
            #expect(runtime.unreachableParts == expected, "seed \(seed)")
            // And the engine agrees: a receiver said hidden is never the target, at its centre or its corners, whatever kind it takes.
            for case .covered(let i, _) in expected {
                let frame = receivers[i].frame
                for kind in receivers[i].role.acceptedKinds(receivers[i].accepts) {
                    for point in [frame.center, Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX - 0.5, y: frame.maxY - 0.5)] {
                        let target = runtime.engine.topmostReceiver(at: point, accepting: Payload(kind: kind))
                        #expect(target != receivers[i].id, "seed \(seed): r\(i) targeted by \(kind) at \(point)")
                    }
                }
            }
        }
    }
}

private extension TaskRole {
    var isTab: Bool { if case .moveTo = self { true } else { false } }
}
