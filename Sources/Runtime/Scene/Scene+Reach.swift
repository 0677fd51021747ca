import DropEngine
import DropGeometry

/// The parts of a valid scene no pointer can reach, and how a warning names them
/// (``BoardRuntime/reachWarnings``, which finds them).
extension Scene {
    /// A part of the scene no pointer reaches.
    enum UnreachablePart: Hashable {
        /// The receiver or source at `path` (`receivers[2]`), called `name`, has a frame without area.
        case noArea(path: String, name: String, frame: Rect)
        /// The receiver or source at `path` lies wholly outside the viewport.
        case outsideViewport(path: String, name: String)
        /// Receiver `receiver` lies wholly under receivers above it that take each kind it takes:
        /// for each kind, the topmost one taking it there (by its position in the scene).
        case covered(Int, by: [Hider])
    }

    /// A receiver that takes `kind` wherever a receiver under it lies.
    struct Hider: Hashable {
        let kind: PayloadKind
        let receiver: Int
    }

    /// The problem of a receiver's or source's `frame`: none (`nil`), no area, or wholly outside the viewport.
    func frameProblem(_ frame: Rect, path: String, name: String) -> UnreachablePart? {
        if frame.isEmpty { return .noArea(path: path, name: name, frame: frame) }
        let viewport = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        return frame.intersection(viewport) == nil ? .outsideViewport(path: path, name: name) : nil
    }

    /// Whether receiver `top` covers receiver `receiver` whole and refuses nothing it holds
    /// already (a tab refuses its own list's tasks, so a receiver under a tab is reached by them).
    static func covers(_ top: Receiver, _ receiver: Receiver) -> Bool {
        if case .moveTo = top.role { return false }
        return top.frame.minX <= receiver.frame.minX && top.frame.minY <= receiver.frame.minY
            && top.frame.maxX >= receiver.frame.maxX && top.frame.maxY >= receiver.frame.maxY
    }

    /// The warning that tells `part`, at its JSON path in the scene's file (``file``, else its name).
    func warning(_ part: UnreachablePart) -> String {
        switch part {
        case .noArea(let path, let name, let frame):
            return "\(errorFile): \(path).frame: \(name) has no area \(frame): no pointer reaches it"
        case .outsideViewport(let path, let name):
            return "\(errorFile): \(path).frame: \(name) lies wholly outside the viewport \(viewport): no pointer reaches it"
        case .covered(let i, let hiders):
            func named(_ j: Int) -> String { "receiver \(Self.quoted(receivers[j].id.rawValue)) (receivers[\(j)])" }
            let kinds = hiders.map(\.kind.name).joined(separator: ", ")
            let under = if hiders.allSatisfy({ $0.receiver == hiders[0].receiver }) {
                "\(named(hiders[0].receiver)), which is above it and takes every kind it takes (\(kinds))"
            } else {
                "receivers above it that take every kind it takes (\(kinds)): "
                    + hiders.map { "\(named($0.receiver)) \($0.kind.name)" }.joined(separator: ", ")
            }
            return "\(errorFile): receivers[\(i)]: receiver \(Self.quoted(receivers[i].id.rawValue)) lies wholly under \(under): "
                + "no pointer drag reaches it (give it a higher z, or list it after)"
        }
    }
}
