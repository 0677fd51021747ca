import DropEngine
import DropGeometry
import TaskModel
import TestSupport

/// Trees: rows written per move in a 10,000-node tree with folders, and the cost of a pointer
/// move over 100 and 10,000 tree rows, in one run.
func runTreeTable() {
    // 1,000 folders of 9 tasks (a tenth of them nested one deeper), all in one list.
    var board = TaskBoard(lists: ["files"])
    var folders: [TaskID] = []
    var nodes: [TaskID] = []
    for f in 0..<1_000 {
        let folder = TaskID("f\(f)")
        let parent: TaskID? = f % 10 == 9 ? folders[f - 1] : nil
        try! board.append(id: folder, title: "Folder \(f)", to: "files", parent: parent, kind: .folder(expanded: f % 2 == 0))
        folders.append(folder)
        nodes.append(folder)
        for t in 0..<9 {
            let id = TaskID("f\(f)-t\(t)")
            try! board.append(id: id, title: "Task \(t)", to: "files", parent: folder)
            nodes.append(id)
        }
    }
    var random = SeededGenerator(seed: 17)
    var written = 0, applied = 0, refused = 0
    let moves = 100_000
    for _ in 0..<moves {
        let id = nodes[Int(random.next() % UInt64(nodes.count))]
        let parent: TaskID? = random.next() % 8 == 0 ? nil : folders[Int(random.next() % UInt64(folders.count))]
        let count = parent.map { board.children(of: $0).count } ?? board.openTasks(in: "files").count
        let index = Int(random.next() % UInt64(count + 1))
        switch board.apply(.place(id, list: "files", parent: parent, index: index)) {
        case .applied(let changes):
            written += changes.count
            applied += 1
        case .rejected:
            refused += 1 // a folder into itself
        }
    }
    print("Trees: \(moves) random moves in a \(nodes.count)-node tree of \(folders.count) folders (seeded)")
    print("  rows written per applied move: \(Double(Int(Double(written) / Double(applied) * 10_000)) / 10_000) (\(applied) applied, \(refused) refused: a folder into itself)")
    print("  invariants hold: \(board.invariantViolations().isEmpty)")
    let big = folders.max { board.descendants(of: $0).count < board.descendants(of: $1).count }!
    if case .applied(let changes) = board.apply(.place(big, list: "files", parent: nil, index: 0)) {
        print("  moving folder \(big) with \(board.descendants(of: big).count) nodes inside writes \(changes.count) row(s)")
    }
    print()
    print("| rows   | pointer move over tree rows / event | over flat rows / event |")
    print("|-------:|------------------------------------:|-----------------------:|")
    for count in [100, 10_000] {
        print("| \(pad(String(count), 6)) | \(pad(format(treeMoveCost(rows: count)), 35)) | \(pad(format(treeMoveCost(rows: count, tree: false)), 22)) |")
    }
}

/// Nanoseconds per pointer move of one drag over a list of `rows` tree rows (a folder every
/// tenth row with its contents and drop zone; or, without `tree`, plain rows), the pointer
/// jumping between rows so that nearly every move changes the location.
func treeMoveCost(rows count: Int, tree: Bool = true) -> Double {
    var engine = DragDispatcher()
    var actions: [DragAction] = []
    let kind = PayloadKind("card")
    try! engine.register(DropReceiver(id: "list", frame: Rect(x: 0, y: 0, width: 500, height: Double(count) * 40 + 100), tag: "list",
                                      accepts: .accepts(kind), placement: .amongRows), into: &actions)
    var rows: [ListRow] = []
    var i = 0
    while rows.count < count {
        let y = Double(rows.count) * 40
        if tree && i % 10 == 0 && rows.count + 4 <= count {
            let id = "f\(i)"
            rows.append(ListRow(source: SourceID(id), frame: Rect(x: 10, y: y, width: 400, height: 36), node: .container(id, expanded: true)))
            rows.append(ListRow(source: SourceID(id + "c"), frame: Rect(x: 34, y: y + 40, width: 376, height: 36), node: .item(id + "c"), depth: 1))
            rows.append(ListRow(source: nil, frame: Rect(x: 34, y: y + 80, width: 376, height: 36), node: .dropZone(of: id), depth: 1))
        } else {
            rows.append(ListRow(source: SourceID("r\(i)"), frame: Rect(x: 10, y: y, width: 400, height: 36), node: .item("r\(i)")))
        }
        i += 1
    }
    try! engine.register(DragSource(id: "handle", frame: Rect(x: 450, y: 0, width: 40, height: 40), payload: Payload(kind: kind, objectID: "x"), activation: .immediate))
    try! engine.setRows(rows, ofList: "list", into: &actions)
    engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 460, y: 20), time: .milliseconds(0))), into: &actions)
    var time: Int64 = 1
    let span = Double(count) * 40
    let result = nanosecondsPerCall { n in
        actions.removeAll(keepingCapacity: true)
        time += 1
        let y = Double((n &* 7_919) % Int(span))
        engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 200, y: y), time: Instant(microseconds: time))), into: &actions)
        return actions.count
    }
    return result.ns
}
