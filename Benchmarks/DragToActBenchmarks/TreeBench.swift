import DropEngine
import DropGeometry
import TaskModel
import TestSupport

/// Trees: rows written per move in a 10,000-node tree with folders, and the cost of a pointer
/// move over 100 and 10,000 tree rows, in one run.
func runTreeTable() {
    // 1,000 folders of 9 tasks (a tenth of them nested one deeper), all in one list.
    var board = try! TaskBoard(lists: ["files"])
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

/// For valgrind: a drag of a selection of `selected` rows (all in one folder) over 20 other
/// folders of a tree, `moves` moves; two runs that differ in `moves` give the cost of a move.
func runSelectionProbe(selected: Int, moves: Int) {
    let kind = PayloadKind("task")
    var engine = DragDispatcher()
    var actions: [DragAction] = []
    actions.reserveCapacity(64)
    try! engine.register(DropReceiver(id: "list", frame: Rect(x: 0, y: 0, width: 400, height: 1_000_000), accepts: .accepts(kind),
                                      placement: .amongRows), into: &actions)
    var rows: [ListRow] = []
    func add(_ source: String?, _ node: ListRow.Node, _ depth: Int) {
        rows.append(ListRow(source: source.map { SourceID($0) }, frame: Rect(x: 0, y: Double(rows.count) * 40, width: 400, height: 36),
                            node: node, depth: depth))
    }
    for f in 0..<20 {
        add("f\(f)", .container("f\(f)", expanded: true), 0)
        add("g\(f)", .item("g\(f)"), 1)
        add(nil, .dropZone(of: "f\(f)"), 1)
    }
    add("big", .container("big", expanded: true), 0)
    for i in 0..<selected { add("i\(i)", .item("i\(i)"), 1) }
    add(nil, .dropZone(of: "big"), 1)
    try! engine.setRows(rows, ofList: "list", into: &actions)
    for row in rows { if let source = row.source { try! engine.register(DragSource(id: source, frame: row.frame, payload: Payload(kind: kind), activation: .immediate)) } }
    engine.select((0..<selected).map { SelectedSource(SourceID("i\($0)"), payload: Payload(kind: kind)) }, into: &actions)
    let first = rows[61].frame.center
    engine.handle(.pointerDown(PointerEvent(pointer: 1, position: first, time: .milliseconds(0))), into: &actions)
    var checksum = 0
    for i in 0..<moves {
        actions.removeAll(keepingCapacity: true)
        engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 100, y: 40 + Double((i * 7) % 2_300)), time: .milliseconds(Int64(i + 1)))),
                      into: &actions)
        checksum &+= actions.count
    }
    print("selected: \(selected), moves: \(moves), actions: \(checksum)")
}

/// For valgrind: a drag resting over a list of `count` rows while its last row is replaced
/// `edits` times (what the runtime does for a drop after the last row while another finger is
/// over the list); two runs that differ in `edits` give the cost of an edit.
func runReplaceProbe(rows count: Int, edits: Int) {
    let kind = PayloadKind("task")
    var engine = DragDispatcher()
    var actions: [DragAction] = []
    actions.reserveCapacity(64)
    try! engine.register(DropReceiver(id: "list", frame: Rect(x: 0, y: 0, width: 400, height: 800), accepts: .accepts(kind),
                                      placement: .amongRows), into: &actions)
    let rows = (0..<count).map { ListRow(source: SourceID("row\($0)"), frame: Rect(x: 0, y: Double($0) * 40, width: 400, height: 36)) }
    try! engine.setRows(rows, ofList: "list", into: &actions)
    try! engine.register(DragSource(id: "s", frame: Rect(x: -100, y: -100, width: 10, height: 10), payload: Payload(kind: kind), activation: .immediate))
    engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: -95, y: -95), time: .milliseconds(0))), into: &actions)
    engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 100, y: 400), time: .milliseconds(1))), into: &actions)
    var checksum = 0
    for i in 0..<edits {
        actions.removeAll(keepingCapacity: true)
        let row = ListRow(source: SourceID(i % 2 == 0 ? "new" : "row\(count - 1)"), frame: rows[count - 1].frame)
        try! engine.replaceRows((count - 1)..<count, with: [row], movingRowsAfterTo: nil, ofList: "list", into: &actions)
        engine.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 100, y: 400 + Double(i % 5)), time: .milliseconds(Int64(i + 2)))),
                      into: &actions)
        checksum &+= actions.count
    }
    print("rows: \(count), edits: \(edits), actions: \(checksum)")
}
