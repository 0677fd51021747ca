import DropEngine

extension BoardRuntime {
    /// Enables or disables the scene's receiver `id` at `time`: a kiosk turning Trash off for a
    /// session, and on again. A disabled receiver takes no drop and shows no highlight; its
    /// rows, for a list, can still be dragged from.
    ///
    /// A drag over the receiver when it is disabled leaves it at once (an `exited` event) and takes
    /// the receiver beneath, if any, as its target; let go without entering another, it is
    /// cancelled with `receiverRemoved` naming the receiver, as a drag over a receiver removed
    /// from the engine is, and nothing is applied. A drag resting over the receiver when it is
    /// enabled enters it at once (`entered`), without waiting for a move, and let go there drops
    /// on it. The events are stamped `time`, and announced when announcements are on. Enabling an
    /// enabled receiver, or disabling a disabled one, changes nothing.
    ///
    /// `time` is taken as every timed call's is: one before the last call's or input's is rejected
    /// (an `inputRejected` event) and nothing changes. ``Scene/Receiver/isEnabled`` of ``scene``
    /// keeps the value the runtime started with; ``isEnabled(receiver:)`` says the current one.
    ///
    /// ```swift
    /// try runtime.setEnabled(false, receiver: "trash", at: .milliseconds(1_200), into: &events)
    /// ```
    /// - Throws: ``RuntimeError/layout(_:)`` when no receiver of the scene has the id `id`.
    /// - Complexity: one hit test for each drag under way.
    public mutating func setEnabled(_ enabled: Bool, receiver id: ReceiverID, at time: Instant, line: Int = 0,
                                    into events: inout [RuntimeEvent]) throws(RuntimeError) {
        guard ids.receivers[id] != nil else {
            throw .layout(InputError(file: scene.errorFile, location: .path("receivers"),
                                     expected: "the id of a receiver of the scene to \(enabled ? "enable" : "disable")",
                                     found: "\"\(id)\", which no receiver of the scene has"))
        }
        guard takes(time, line: line, into: &events) else { return }
        if engine.isEnabled(receiver: id) != enabled { revision &+= 1 }  // dta_receiver_info.enabled changes
        var caused: [DragAction] = []
        do { try engine.setEnabled(enabled, receiver: id, into: &caused) } catch {
            preconditionFailure("the engine lacks scene receiver \(id): \(error)")
        }
        for action in caused {
            events.append(RuntimeEvent(time: time, line: line, kind: .engine(action)))
            if isAnnouncing { announce(action, at: time, line: line, into: &events) }
        }
    }

    /// Whether the scene's receiver `id` takes drops now (``setEnabled(_:receiver:at:line:into:)``
    /// changes it); `nil` when the scene has no receiver `id`.
    /// - Complexity: O(1).
    public func isEnabled(receiver id: ReceiverID) -> Bool? {
        engine.isEnabled(receiver: id)
    }
}
