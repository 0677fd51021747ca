import DropGeometry

/// Steady targets: what a drag's target does in gaps and on boundaries (see ``DropReceiver/isSticky``,
/// ``DropReceiver/slotHysteresis`` and ``DropReceiver/Collision``).
extension DragDispatcher {
    /// Whether `pointer`'s drag has left its target and the target stayed (sticky): into a gap of
    /// the target's parent (``DropReceiver/isSticky``), or within the target's
    /// ``DropReceiver/edgeHysteresis`` of its frame. A release then drops there.
    /// - Complexity: O(1).
    public func isTargetSticky(of pointer: PointerID) -> Bool {
        guard let i = sessions.slot(of: pointer), sessions[i].isDragging else { return false }
        return sessions[i].hover?.sticky ?? false
    }

    /// Whether `pointer`'s drag keeps its target from outside the target's frame, within its
    /// ``DropReceiver/edgeHysteresis`` (not in a gap of its parent): the runtime's auto-scroll
    /// goes on there as from the edge.
    /// - Complexity: O(1).
    package func isTargetInEdgeBand(of pointer: PointerID) -> Bool {
        guard let i = sessions.slot(of: pointer), sessions[i].isDragging, let hover = sessions[i].hover, hover.sticky,
              let position = sessions[i].position else { return false }
        return receivers.isInEdgeBand(position, of: hover.handle)
    }

    /// Refuses a collision radius or a hysteresis (of slots or of the edge) that is not a finite number ≥ 0, a dwell below 0 (its
    /// deadline would lie before the input that starts the wait, where no tick can reach it), and a
    /// receiver that is its own parent.
    static func validateSteadiness(of receiver: DropReceiver) throws(EngineError) {
        try validateDwell(receiver.dwell, of: receiver.id)
        if case .closestCenter(let radius) = receiver.collision, !(radius.isFinite && radius >= 0) {
            throw EngineError(.invalidGeometry, "receiver \"\(receiver.id)\" collision radius: expected a finite number ≥ 0, found \(radius)")
        }
        guard receiver.slotHysteresis.isFinite && receiver.slotHysteresis >= 0 else {
            throw EngineError(.invalidGeometry, "receiver \"\(receiver.id)\" slot hysteresis: expected a finite number ≥ 0, found \(receiver.slotHysteresis)")
        }
        guard receiver.edgeHysteresis.isFinite && receiver.edgeHysteresis >= 0 else {
            throw EngineError(.invalidGeometry, "receiver \"\(receiver.id)\" edge hysteresis: expected a finite number ≥ 0, found \(receiver.edgeHysteresis)")
        }
        if receiver.parent == receiver.id {
            throw EngineError(.invalidGeometry, "receiver \"\(receiver.id)\" parent: expected another receiver, found itself")
        }
    }

    /// Refuses a dwell below 0, at registering and at ``setDwell(_:ofReceiver:)``.
    static func validateDwell(_ dwell: Interval?, of id: ReceiverID) throws(EngineError) {
        if let dwell, dwell.microseconds < 0 {
            throw EngineError(.invalidGeometry, "receiver \"\(id)\" dwell: expected a duration ≥ 0, found \(dwell) ms")
        }
    }
}
