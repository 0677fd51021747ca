import DropGeometry

/// Steady targets: a target kept while the pointer is just outside it, within its edge
/// hysteresis (``DropReceiver/edgeHysteresis``), or in a gap of its parent (a sticky receiver,
/// ``DropReceiver/isSticky``). Asked on a pointer move only when the target would change.
extension ReceiverTable {
    /// `previous` kept as the target, flagged sticky, though the pointer at `point` left it for
    /// `resolved`; `nil` when it is not kept. Asked only of a receiver that can keep it
    /// (``Hot/canKeep``), when the target would change. Within its edge hysteresis outside its
    /// frame it is kept whatever lies there (see ``inEdgeBand(_:at:grip:)``); else a sticky one in
    /// a gap of its parent (see ``stick(_:at:resolved:)``). ``isInEdgeBand(_:of:)`` tells the two apart.
    func keep(_ previous: DragSession.Hover, at point: Point, resolved: LayeredIndex.Handle?,
                      grip: DragSession.Grip) -> DragSession.Hover? {
        guard isEnabled(previous.handle.rawValue) else { return nil }
        if let kept = inEdgeBand(previous, at: point, grip: grip) { return kept }
        guard previous.judgement == .accepts, records[Int(previous.handle.rawValue)]?.receiver.isSticky == true else { return nil }
        return stick(previous, at: point, resolved: resolved)
    }

    /// `previous`, an enabled receiver that takes the drag (among its rows, perhaps blocked at
    /// its spot), kept with the pointer at `point` outside its frame but inside the frame grown
    /// by its edge hysteresis on every side; `nil` otherwise. Among rows the spot is the one at
    /// the point of the frame nearest `point` (`point` clamped into the frame), held by the
    /// receiver's slot hysteresis from `previous`. The dwell is the spot's, as inside: a rest on
    /// the edge springs a folder open as a rest just inside it would.
    func inEdgeBand(_ previous: DragSession.Hover, at point: Point, grip: DragSession.Grip) -> DragSession.Hover? {
        let raw = previous.handle.rawValue
        guard previous.judgement != .rejects, isInEdgeBand(point, of: previous.handle),
              grip.isAlone ? accepts(raw, grip.payload, kindBit: grip.kindBit) : accepts(raw, carrying: grip) else { return nil }
        let frame = index.frame(of: previous.handle)
        // The frame's nearest point: its right and bottom edges are outside it (half-open), but
        // the rows' slots there are those of the edge itself.
        let nearest = Point(x: Swift.min(Swift.max(point.x, frame.minX), frame.maxX), y: Swift.min(Swift.max(point.y, frame.minY), frame.maxY))
        var hover = self.hover(of: previous.handle, judgement: .accepts, at: nearest, grip: grip, previous: previous)
        hover.sticky = true
        return hover
    }

    /// Whether `point` lies outside receiver `handle`'s frame but inside the frame grown by its
    /// edge hysteresis on every side (none: never): where a target it was stays one. What tells
    /// a target kept there from one kept in a gap of its parent (checked after).
    func isInEdgeBand(_ point: Point, of handle: LayeredIndex.Handle) -> Bool {
        guard let band = records[Int(handle.rawValue)]?.receiver.edgeHysteresis, band > 0 else { return false }
        let frame = index.frame(of: handle)
        return !frame.contains(point)
            && point.x >= frame.minX - band && point.x <= frame.maxX + band && point.y >= frame.minY - band && point.y <= frame.maxY + band
    }

    /// `previous`, flagged sticky, when the pointer left it for `resolved` (nothing, or its
    /// parent) and is still inside its parent — enabled or not: a disabled parent is a region
    /// alone; `nil` otherwise. Asked only of a sticky receiver, when the target would change.
    func stick(_ previous: DragSession.Hover, at point: Point, resolved: LayeredIndex.Handle?) -> DragSession.Hover? {
        let raw = Int(previous.handle.rawValue)
        guard let parentID = records[raw]?.receiver.parent, let parent = handles[parentID],
              resolved == nil || resolved == parent, index.frame(of: parent).contains(point) else { return nil }
        var hover = previous
        hover.sticky = true
        hover.dwell = nil // A rest in a gap springs nothing open.
        return hover
    }
}
