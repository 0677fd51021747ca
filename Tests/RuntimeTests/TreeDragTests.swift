import DropEngine
import DropGeometry
@testable import Runtime
import TaskModel
import TestSupport
import Testing

/// Drags over random trees of folders and headers, through the whole runtime (engine rows,
/// drop locations, the board), checked against a brute-force model written from issue 17's
/// rules: rows laid out by recursion, the row under the pointer and the slot found by scanning,
/// the innermost expanded folder found by testing every folder's range.
@Suite("Tree drags")
struct TreeDragTests {
    @Test("2,000 seeded random trees and drags: the result equals the brute-force model; no node lost or duplicated, parents acyclic, blocked drops change nothing")
    func randomTreeDrags() throws {
        for seed in UInt64(0)..<2_000 {
            var rng = SeededGenerator(seed: seed)
            var model = TreeModel.random(&rng)
            var runtime = try BoardRuntime(scene: try model.scene())
            for drag in 0..<3 {
                let rows = model.rows()
                let draggable = rows.indices.filter { !rows[$0].isZone }
                guard !draggable.isEmpty else { break }
                let from = draggable.randomElement(using: &rng)!
                let y = Double.random(in: 60...(TreeModel.top + TreeModel.pitch * Double(rows.count) + 10), using: &rng).rounded()
                let expected = model.drop(row: from, atY: y, rows: rows)
                let time = Int64(drag) * 1_000
                var events: [RuntimeEvent] = []
                let start = Point(x: 250, y: TreeModel.top + TreeModel.pitch * Double(from) + TreeModel.height / 2)
                try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: start, time: .milliseconds(time))), into: &events)
                try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: y), time: .milliseconds(time + 10))), into: &events)
                try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 250, y: y), time: .milliseconds(time + 20))), into: &events)
                let found = TreeModel.tree(of: runtime.board)
                let context = "seed \(seed), drag \(drag): \(rows[from].id) to y \(y) in \(TreeModel.text(model.top))"
                #expect(found == TreeModel.text(expected.top), "\(context): \(expected.blocked ? "blocked" : "moved")\n\(events.map(\.textLine).joined(separator: "\n"))")
                #expect(runtime.board.invariantViolations() == [], "\(context)")
                let cancelledBlocked = events.contains { if case .engine(.cancelled(_, _, .blocked, _)) = $0.kind { true } else { false } }
                #expect(cancelledBlocked == expected.blocked, "\(context)")
                if found != TreeModel.text(expected.top) { return }
                model = expected
            }
        }
    }
}

/// The brute-force model: a tree of nodes, laid out and searched by plain scans.
struct TreeModel {
    struct Node {
        var id: String
        var kind: Kind
        var children: [Node] = []
        enum Kind: Equatable { case task, header, folder(expanded: Bool) }
    }

    struct Row {
        var id: String
        var isZone: Bool
        var depth: Int
        var parent: String?
    }

    var top: [Node]
    var blocked = false

    static let top = 70.0, pitch = 40.0, height = 36.0

    static func random(_ rng: inout SeededGenerator) -> TreeModel {
        var next = 0
        func nodes(depth: Int) -> [Node] {
            (0..<Int.random(in: depth == 0 ? 1...7 : 0...4, using: &rng)).map { _ in
                next += 1
                let roll = Int.random(in: 0..<10, using: &rng)
                if roll < 3 && depth < 3 {
                    return Node(id: "f\(next)", kind: .folder(expanded: Bool.random(using: &rng)), children: nodes(depth: depth + 1))
                }
                if roll == 3 && depth == 0 { return Node(id: "h\(next)", kind: .header) }
                return Node(id: "n\(next)", kind: .task)
            }
        }
        return TreeModel(top: nodes(depth: 0))
    }

    func scene() throws -> Scene {
        func task(_ node: Node) -> Scene.Task {
            let kind: TaskKind = switch node.kind {
            case .task: .task
            case .header: .header
            case .folder(let expanded): .folder(expanded: expanded)
            }
            return Scene.Task(id: TaskID(node.id), title: node.id, kind: kind, children: node.children.map(task))
        }
        let layout = Scene.RowLayout(first: Rect(x: 30, y: Self.top, width: 440, height: Self.height), pitch: Self.pitch, z: 1, activation: .immediate)
        return try Scene(name: "tree", viewport: Size(width: 800, height: 30_000),
                     lists: [Scene.List(id: "files", title: "Files", tasks: top.map(task), schedule: nil)],
                     receivers: [Scene.Receiver(id: "list", frame: Rect(x: 20, y: 60, width: 460, height: 29_000), role: .list("files"), z: 0,
                                                // The model is the plain slot rule: no hysteresis.
                                                isEnabled: true, accepts: [.task], rows: layout, springLoad: nil, hysteresis: 0)],
                     sources: [], clock: nil)
    }

    /// Each node's row; after a folder its contents (when expanded), then its drop zone.
    func rows() -> [Row] {
        var rows: [Row] = []
        func add(_ nodes: [Node], depth: Int, parent: String?) {
            for node in nodes {
                rows.append(Row(id: node.id, isZone: false, depth: depth, parent: parent))
                guard case .folder(let expanded) = node.kind else { continue }
                if expanded { add(node.children, depth: depth + 1, parent: node.id) }
                rows.append(Row(id: node.id, isZone: true, depth: depth + 1, parent: node.id))
            }
        }
        add(top, depth: 0, parent: nil)
        return rows
    }

    func node(_ id: String) -> Node? {
        func find(_ nodes: [Node]) -> Node? {
            for node in nodes {
                if node.id == id { return node }
                if let found = find(node.children) { return found }
            }
            return nil
        }
        return find(top)
    }

    func children(of parent: String?) -> [Node] { parent.map { node($0)?.children ?? [] } ?? top }

    func isInside(_ id: String?, _ ancestor: String) -> Bool {
        guard let id else { return false }
        if id == ancestor { return true }
        return node(ancestor).map { $0.children.contains { isInside(id, $0.id) } } ?? false
    }

    /// The model after dragging row `from` and releasing at height `y`, by the rules.
    func drop(row from: Int, atY y: Double, rows: [Row]) -> TreeModel {
        let dragged = rows[from]
        func rowTop(_ i: Int) -> Double { Self.top + Self.pitch * Double(i) }
        let under = rows.indices.first { rowTop($0) <= y && y < rowTop($0) + Self.height }
        let d = rows.indices.filter { rowTop($0) + Self.height / 2 < y }.count
        var parent: String?
        var index: Int
        if let u = under, u == from, case .folder = node(dragged.id)!.kind {
            var result = self  // a folder on its own row is in its own place
            result.blocked = false
            return result
        }
        if let u = under, rows[u].isZone {
            let folder = rows[u].parent!
            if dragged.parent == folder {
                let grand = rows.first { !$0.isZone && $0.id == folder }!.parent
                parent = grand
                index = children(of: grand).firstIndex { $0.id == folder }! + 1
            } else {
                parent = folder
                index = children(of: folder).count
            }
        } else if let u = under, case .folder = node(rows[u].id)!.kind, !rows[u].isZone,
                  rowTop(u) + Self.height / 4 <= y, y < rowTop(u) + Self.height - Self.height / 4 {
            parent = rows[u].id
            index = children(of: parent).count
        } else {
            // The innermost expanded folder whose range (just after its row … its drop zone) holds d.
            var best: (folder: String, row: Int)?
            for (i, row) in rows.enumerated() where !row.isZone {
                guard case .folder(true) = node(row.id)!.kind else { continue }
                let zone = rows.firstIndex { $0.isZone && $0.parent == row.id }!
                if i + 1 <= d && d <= zone && (best == nil || i > best!.row) { best = (row.id, i) }
            }
            parent = best?.folder
            index = rows.indices.filter { $0 < d && !rows[$0].isZone && rows[$0].parent == parent }.count
        }
        var result = self
        result.blocked = false
        let item = node(dragged.id)!
        if (item.kind != .task && item.kind != .header && isInside(parent, dragged.id)) || (item.kind == .header && parent != nil) {
            result.blocked = true
            return result
        }
        let oldParent = dragged.parent
        let fromIndex = children(of: oldParent).firstIndex { $0.id == dragged.id }!
        if oldParent == parent && (index == fromIndex || index == fromIndex + 1) { return result }
        var at = index
        if oldParent == parent && index > fromIndex { at -= 1 }
        result.edit(oldParent) { $0.remove(at: fromIndex) }
        result.edit(parent) { $0.insert(item, at: at) }
        return result
    }

    mutating func edit(_ parent: String?, _ change: (inout [Node]) -> Void) {
        guard let parent else { return change(&top) }
        func visit(_ nodes: inout [Node]) -> Bool {
            for i in nodes.indices {
                if nodes[i].id == parent { change(&nodes[i].children); return true }
                if visit(&nodes[i].children) { return true }
            }
            return false
        }
        _ = visit(&top)
    }

    /// `n1 f2[n3 f4[]] h5`: folders with their contents, as `expect tree` writes them.
    static func text(_ nodes: [Node]) -> String {
        nodes.map { node in
            if case .folder = node.kind { "\(node.id)[\(text(node.children))]" } else { node.id }
        }.joined(separator: " ")
    }

    static func tree(of board: TaskBoard) -> String {
        func text(_ items: [TaskItem]) -> String {
            items.map { $0.isFolder ? "\($0.id)[\(text(board.children(of: $0.id)))]" : $0.id.rawValue }.joined(separator: " ")
        }
        return text(board.openTasks(in: "files"))
    }
}
