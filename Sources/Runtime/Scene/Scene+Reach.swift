import DropEngine
import DropGeometry

/// The parts of a valid scene no pointer can reach, and how a warning names them
/// (``BoardRuntime/reachWarnings``, which finds them).
extension Scene {
    /// A part of the scene no pointer reaches.
    enum UnreachablePart: Hashable {
        /// The receiver or source has a frame without area.
        case noArea(Part)
        /// The receiver or source lies wholly outside the viewport.
        case outsideViewport(Part)
        /// Receiver `receiver` lies wholly under receivers above it that take each kind it takes:
        /// for each kind, the topmost one taking it there (by its position in the scene).
        case covered(Int, by: [Hider])
        /// Receiver `receiver`'s rows are `pitch` apart, less than their `height`: the next row
        /// covers the lower part of each.
        case overlappingRows(Int, height: Double, pitch: Double)
    }

    /// A receiver or a source, by its position in the scene.
    enum Part: Hashable {
        case receiver(Int)
        case source(Int)
    }

    /// A receiver that takes `kind` wherever a receiver under it lies.
    struct Hider: Hashable {
        let kind: PayloadKind
        let receiver: Int
    }

    /// What no pointer reaches of `part` by its frame alone: `nil` for nothing, else no area or
    /// wholly outside the viewport. Builds no text: asked of every receiver and source.
    func frameProblem(of part: Part) -> UnreachablePart? {
        let frame = switch part {
        case .receiver(let i): receivers[i].frame
        case .source(let i): sources[i].frame
        }
        if frame.isEmpty { return .noArea(part) }
        return frame.maxX <= 0 || frame.minX >= viewport.width || frame.maxY <= 0 || frame.minY >= viewport.height
            ? .outsideViewport(part) : nil
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
        func path(_ part: Part) -> String {
            switch part {
            case .receiver(let i): "receivers[\(i)]"
            case .source(let i): "sources[\(i)]"
            }
        }
        func named(_ part: Part) -> String {
            switch part {
            case .receiver(let i): "receiver \(Self.quoted(receivers[i].id.rawValue))"
            case .source(let i): "source \(Self.quoted(sources[i].id.rawValue))"
            }
        }
        switch part {
        case .noArea(let part):
            let frame = switch part {
            case .receiver(let i): receivers[i].frame
            case .source(let i): sources[i].frame
            }
            return "\(errorFile): \(path(part)).frame: \(named(part)) has no area \(frame): no pointer reaches it"
        case .outsideViewport(let part):
            return "\(errorFile): \(path(part)).frame: \(named(part)) lies wholly outside the viewport \(viewport): no pointer reaches it"
        case .covered(let i, let hiders):
            func under(_ j: Int) -> String { "\(named(.receiver(j))) (receivers[\(j)])" }
            let kinds = hiders.map(\.kind.name).joined(separator: ", ")
            let by = if hiders.allSatisfy({ $0.receiver == hiders[0].receiver }) {
                "\(under(hiders[0].receiver)), which is above it and takes every kind it takes (\(kinds))"
            } else {
                "receivers above it that take every kind it takes (\(kinds)): "
                    + hiders.map { "\(under($0.receiver)) \($0.kind.name)" }.joined(separator: ", ")
            }
            return "\(errorFile): receivers[\(i)]: \(named(.receiver(i))) lies wholly under \(by): "
                + "no pointer drag reaches it (give it a higher z, or list it after)"
        case .overlappingRows(let i, let height, let pitch):
            return "\(errorFile): receivers[\(i)].rows.pitch: the rows of \(named(.receiver(i))) are \(height.roundedText) points tall "
                + "but \(pitch.roundedText) apart: the next row covers the lower \((height - pitch).roundedText) points of each, "
                + "and a press there picks it up (give a pitch of at least \(height.roundedText))"
        }
    }
}
