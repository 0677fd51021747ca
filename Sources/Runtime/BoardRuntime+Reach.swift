import DropEngine
import DropGeometry

/// What in the runtime's scene no pointer can reach: said as warnings, since an app may still
/// move a receiver into view, enable the one above it, or reach it by the keyboard.
extension BoardRuntime {
    /// Each receiver and source of the scene no pointer can reach, as a warning that names its
    /// JSON path in the scene's file (its ``Scene/file``, else its name), in the order of the file:
    ///
    /// - a frame without area, or lying wholly outside the viewport:
    ///   `todo.json: receivers[2].frame: receiver "trash" lies wholly outside the viewport (width: 800, height: 600): no pointer reaches it`;
    /// - a receiver lying wholly under receivers above it (a higher `z`, or the same `z`
    ///   and later in the file) that take each kind it takes: a drag's target is the topmost
    ///   receiver that accepts its payload, so no pointer drag ever reaches it. A list listed after
    ///   the Trash floating on it hides the Trash:
    ///   `todo.json: receivers[0]: receiver "trash" lies wholly under receiver "inbox" (receivers[1]), which is above it and takes every kind it takes (task, header): no pointer drag reaches it (give it a higher z, or list it after)`.
    ///   For each kind, the topmost receiver taking it at the receiver's centre (the engine's
    ///   answer, receivers enabled as they are now) must cover the receiver whole. A tab
    ///   (`moveTo`) hides nothing, since it refuses the tasks already in its list; nor is a
    ///   receiver hidden whose collision is not `pointer` (a drag's rectangle finds it from
    ///   outside), or that accepts nothing;
    /// - rows closer than they are tall (a `pitch` below the rows' `height`): each row lies partly
    ///   under the next, and a press there picks up the next one (a pitch meant as the gap between
    ///   rows gives this):
    ///   `todo.json: receivers[0].rows.pitch: the rows of receiver "list" are 44 points tall but 6 apart: the next row covers the lower 38 points of each, and a press there picks it up (give a pitch of at least 44)`.
    ///
    /// - Complexity: O(n · k) hit tests for the n receivers and the k kinds each takes; O(s) in
    ///   the sources. No index is built, and no text for a part that is fine.
    public var reachWarnings: [String] { unreachableParts.map(scene.warning) }

    /// The parts ``reachWarnings`` tells, receivers first, each in the order of the file.
    var unreachableParts: [Scene.UnreachablePart] {
        var parts: [Scene.UnreachablePart] = []
        let receivers = scene.receivers
        /// The receivers above receiver `i` that hide it whole, one for each kind it takes; empty when none does.
        func hiders(of i: Int) -> [Scene.Hider] {
            // Nothing lies above a receiver on top at its centre: most receivers are told by one grid
            // query, reading the receiver in place (binding it whole copied it).
            guard receivers[i].collision == .pointer, engine.topmostReceiver(at: receivers[i].frame.center) != receivers[i].id else { return [] }
            let receiver = receivers[i]
            var hiders: [Scene.Hider] = []
            for kind in receiver.role.acceptedKinds(receiver.accepts) {
                guard let top = engine.topmostReceiver(at: receiver.frame.center, accepting: Payload(kind: kind)), top != receiver.id,
                      let j = ids.receivers[top], (receivers[j].z, j) > (receiver.z, i), Scene.covers(receivers[j], receiver) else {
                    return []
                }
                hiders.append(Scene.Hider(kind: kind, receiver: j))
            }
            return hiders
        }
        for i in receivers.indices {
            if let problem = scene.frameProblem(of: .receiver(i)) {
                parts.append(problem)
            } else if case let hiders = hiders(of: i), !hiders.isEmpty {
                parts.append(.covered(i, by: hiders))
            }
            if let rows = receivers[i].rows, rows.pitch < rows.first.height {
                parts.append(.overlappingRows(i, height: rows.first.height, pitch: rows.pitch))
            }
        }
        for i in scene.sources.indices {
            if let problem = scene.frameProblem(of: .source(i)) { parts.append(problem) }
        }
        return parts
    }
}
