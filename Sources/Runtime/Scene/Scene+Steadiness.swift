import DropEngine
import DropGeometry

/// The receiver keys of steady targets and auto-scroll:
///
/// ```json
/// {"id": "tab-today", ..., "parent": "tabbar", "sticky": true, "collision": {"closestCenter": {"radius": 40}}}
/// {"id": "list", ..., "rows": {...}, "scrollable": true, "hysteresis": 4}
/// {"id": "complete", ..., "edgeHysteresis": 6}
/// ```
/// - `collision`: `"pointer"` (the default), `"rectIntersection"`, or `{"closestCenter": {"radius": R}}`.
/// - `parent`: another receiver's id; `sticky` (default true) keeps the receiver the target in the
///   parent's gaps. A parent may be disabled (`"enabled": false`): a region and nothing else.
/// - `hysteresis` (list and sections receivers): points past a slot boundary before the slot changes; 0 for none.
/// - `scrollable` (receivers with `rows`): rows may extend beyond the frame; a drag near an edge scrolls them.
/// - `edgeHysteresis` (any receiver): points outside its frame within which a drag targeting it keeps it; 0 (the default) for none.
extension Scene {
    static func decodeSteadiness(_ node: JSONFields<ReceiverKey>, into receiver: inout Receiver) throws(InputError) {
        if let collision = node.optional(.collision) {
            receiver.collision = try decodeCollision(collision)
        }
        if let parent = node.optional(.parent) {
            receiver.parent = ReceiverID(try parent.nonEmptyString())
            if receiver.parent == receiver.id { throw parent.fail(expected: "the id of another receiver") }
        }
        receiver.isSticky = try node.optional(.sticky)?.bool() ?? true
        if let hysteresis = node.optional(.hysteresis) {
            guard receiver.role.placement == .amongRows else {
                throw hysteresis.fail(expected: "no hysteresis (only a receiver with a list or sections role has slots)", found: "hysteresis")
            }
            receiver.hysteresis = try hysteresis.number(in: 0...coordinateLimit)
        }
        if let edge = node.optional(.edgeHysteresis) {
            receiver.edgeHysteresis = try edge.number(in: 0...coordinateLimit)
        }
        if let scrollable = node.optional(.scrollable) {
            receiver.isScrollable = try scrollable.bool()
            if receiver.isScrollable && receiver.rows == nil {
                throw scrollable.fail(expected: "a receiver with rows to scroll (\"rows\")", found: "true")
            }
        }
    }

    /// `"pointer"`, `"rectIntersection"`, `{"closestCenter": {"radius": 40}}`.
    private static func decodeCollision(_ node: JSONNode) throws(InputError) -> DropReceiver.Collision {
        let expected = "\"pointer\", \"rectIntersection\" or {\"closestCenter\": {\"radius\": points}}"
        if case .string(let name) = node.value {
            switch name {
            case "pointer": return .pointer
            case "rectIntersection": return .rectIntersection
            default: throw node.fail(expected: expected)
            }
        }
        let closest = try node.choice(among: ["closestCenter"], expected: expected).node
        try node.onlyKeys(["closestCenter"])
        try closest.onlyKeys(["radius"])
        return .closestCenter(radius: try closest.required("radius").number(in: 0...coordinateLimit))
    }

    /// Every `parent` names a receiver of the scene, and no receiver lies, through its parents, in itself.
    /// - Complexity: O(n) for n receivers: each chain of parents is walked once.
    /// Errors name `receivers[i].parent` in `file`: a scene decoded and one built in code are told alike.
    static func checkParents(of receivers: [Receiver], ids: Set<ReceiverID>, file: String) throws(InputError) {
        var parented = false
        for (i, receiver) in receivers.enumerated() {
            guard let parent = receiver.parent else { continue }
            parented = true
            guard !ids.contains(parent) else { continue }
            throw InputError(file: file, location: .path("receivers[\(i)].parent"), expected: "the id of a receiver of the scene",
                             found: quoted(parent.rawValue))
        }
        // Without a parent there is no loop: the walk and its table of every id are skipped.
        guard parented else { return }
        let index = Dictionary(uniqueKeysWithValues: receivers.enumerated().map { ($1.id, $0) })
        enum Mark { case unseen, onPath, done }
        var marks = [Mark](repeating: .unseen, count: receivers.count)
        var path: [Int] = []
        for start in receivers.indices where marks[start] == .unseen {
            path.removeAll(keepingCapacity: true)
            var i: Int? = start
            while let current = i, marks[current] == .unseen {
                marks[current] = .onPath
                path.append(current)
                i = receivers[current].parent.flatMap { index[$0] }
            }
            if let current = i, marks[current] == .onPath {
                // The chain came back to `current`: the last receiver on the path closes the loop, and is named from itself.
                let closing = path.last!
                let loop = [closing] + path[path.firstIndex(of: current)!..<(path.count - 1)] + [closing]
                throw InputError(
                    file: file, location: .path("receivers[\(closing)].parent"),
                    expected: "a parent that does not lead back to this receiver",
                    found: "a loop of parents: \(loop.map { receivers[$0].id.rawValue }.joined(separator: " → "))")
            }
            for j in path { marks[j] = .done }
        }
    }
}
