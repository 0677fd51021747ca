import DropEngine
import DropGeometry

/// What in a valid scene no pointer can reach: said as warnings, since an app may still move a
/// receiver into view, enable the one above it, or reach it by the keyboard.
extension Scene {
    /// Each receiver and source no pointer can reach, as a warning that names its JSON path in a
    /// file (the scene's ``file``, else its name), in the order of the file:
    ///
    /// - a frame without area, or lying wholly outside the viewport:
    ///   `todo.json: receivers[2].frame: receiver "trash" lies wholly outside the viewport (width: 800, height: 600): no pointer reaches it`;
    /// - a receiver lying wholly under an enabled receiver above it (a higher `z`, or the same `z`
    ///   and later in the file) that takes every kind it takes: a drag's target is the topmost
    ///   receiver that accepts its payload, so no pointer drag ever reaches it — a list listed
    ///   after the Trash floating on it hides the Trash:
    ///   `todo.json: receivers[2]: receiver "trash" lies wholly under receiver "inbox" (receivers[3]), which is above it and takes every kind it takes (task, header): no pointer drag reaches it (give it a higher z, or list it after)`.
    ///   A tab (`moveTo`) above is passed over, since it refuses the tasks already in its list,
    ///   and so is a receiver below whose collision is not `pointer` (a drag's rectangle finds it
    ///   from outside) or that accepts nothing.
    ///
    /// A receiver is compared with those above it at its centre; one with more than 256
    /// receivers over that point is not checked against them.
    /// - Complexity: O(n) index insertions and point queries for the n receivers, each query
    ///   stopping after 256 receivers over its point; O(s) in the sources.
    public var reachWarnings: [String] {
        unreachableParts.map { part in
            switch part {
            case .noArea(let path, let name, let frame):
                "\(errorFile): \(path).frame: \(name) has no area \(frame): no pointer reaches it"
            case .outsideViewport(let path, let name):
                "\(errorFile): \(path).frame: \(name) lies wholly outside the viewport \(viewport): no pointer reaches it"
            case .covered(let i, by: let above):
                "\(errorFile): receivers[\(i)]: receiver \(Self.quoted(receivers[i].id.rawValue)) lies wholly under receiver "
                    + "\(Self.quoted(receivers[above].id.rawValue)) (receivers[\(above)]), which is above it and takes every kind it "
                    + "takes (\(receivers[i].role.acceptedKinds(receivers[i].accepts).map(\.name).joined(separator: ", "))): "
                    + "no pointer drag reaches it (give it a higher z, or list it after)"
            }
        }
    }

    /// A part of the scene no pointer reaches (``reachWarnings``).
    enum UnreachablePart: Hashable {
        /// The receiver or source at `path` (`receivers[2]`), called `name`, has a frame without area.
        case noArea(path: String, name: String, frame: Rect)
        /// The receiver or source at `path` lies wholly outside the viewport.
        case outsideViewport(path: String, name: String)
        /// Receiver `receiver` lies wholly under receiver `by`, the topmost of those above it that hide it.
        case covered(Int, by: Int)
    }

    /// The parts ``reachWarnings`` tells, receivers first, each in the order of the file.
    var unreachableParts: [UnreachablePart] {
        var parts: [UnreachablePart] = []
        let viewport = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        func outOfReach(_ frame: Rect, _ path: String, _ name: String) -> Bool {
            if frame.isEmpty {
                parts.append(.noArea(path: path, name: name, frame: frame))
            } else if frame.intersection(viewport) == nil {
                parts.append(.outsideViewport(path: path, name: name))
            } else {
                return false
            }
            return true
        }
        var index = LayeredIndex()
        for receiver in receivers { _ = index.insert(receiver.frame, z: receiver.z) }
        let kinds = receivers.map { $0.role.acceptedKinds($0.accepts) }
        for (i, receiver) in receivers.enumerated() {
            if outOfReach(receiver.frame, "receivers[\(i)]", "receiver \(Self.quoted(receiver.id.rawValue))")
                || receiver.collision != .pointer || kinds[i].isEmpty { continue }
            let layer = index.layer(of: LayeredIndex.Handle(rawValue: Int32(i)))
            var asked = 0
            let cover = index.topmost(at: receiver.frame.center) { handle in
                asked += 1
                let above = Int(handle.rawValue)
                return asked > 256
                    || index.layer(of: handle) > layer && Self.hides(receivers[above], kinds: kinds[above], receiver, kinds: kinds[i])
            }
            if let cover, asked <= 256 { parts.append(.covered(i, by: Int(cover.rawValue))) }
        }
        for (i, source) in sources.enumerated() {
            _ = outOfReach(source.frame, "sources[\(i)]", "source \(Self.quoted(source.id.rawValue))")
        }
        return parts
    }

    /// Whether `top`, above `receiver`, takes every drag that could reach `receiver` under it: it
    /// is enabled, covers it whole, takes every kind it takes, and refuses nothing it holds already
    /// (a tab refuses its own list's tasks).
    static func hides(_ top: Receiver, kinds topKinds: [PayloadKind], _ receiver: Receiver, kinds: [PayloadKind]) -> Bool {
        guard top.isEnabled, top.frame.minX <= receiver.frame.minX, top.frame.minY <= receiver.frame.minY,
              top.frame.maxX >= receiver.frame.maxX, top.frame.maxY >= receiver.frame.maxY else { return false }
        if case .moveTo = top.role { return false }
        return kinds.allSatisfy(topKinds.contains)
    }
}
