import DropEngine
import DropGeometry

/// A mouse wheel, or a touchpad's scroll, over the board: it scrolls the list under it.
extension BoardRuntime {
    /// Scrolls the scrollable list receiver (`"scrollable": true`) covering `point` — the
    /// topmost enabled receiver there, when it is one (``scrollableList(at:)``) — by `delta`
    /// points, held within its content: a positive delta shows the rows below, as a browser's
    /// `deltaY` does. Over no scrollable list nothing scrolls. Time passes to
    /// `time` first, as for every timed call (deadlines due fire; a time before the last input's
    /// is an `inputRejected` event and nothing scrolls); a drag over the list sees its rows move
    /// under it, as in auto-scroll.
    ///
    /// ```swift
    /// try runtime.wheel(by: 120, over: Point(x: 250, y: 300), at: .milliseconds(40), into: &events)
    /// runtime.scrollOffset(of: "inbox")   // 120, or less at the end of its content
    /// ```
    /// - Returns: the list the wheel is over (scrolled, or held at an end of its content), or
    ///   `nil` when none is (or the time was rejected).
    /// - Throws: ``RuntimeError/layout(_:)`` when `delta` or `point` is not finite, saying which;
    ///   or as laying the rows out again may.
    /// - Complexity: as ``scrollableList(at:)``, plus laying out the list's rows that come into view.
    @discardableResult
    public mutating func wheel(by delta: Double, over point: Point, at time: Instant, line: Int = 0, into events: inout [RuntimeEvent]) throws(RuntimeError) -> ReceiverID? {
        guard delta.isFinite else {
            throw .layout(InputError(file: "BoardRuntime.wheel", location: .path("delta"), expected: "a finite number of points", found: "\(delta)"))
        }
        guard point.x.isFinite, point.y.isFinite else {
            throw .layout(InputError(file: "BoardRuntime.wheel", location: .path("point"), expected: "a finite point", found: "\(point)"))
        }
        guard try passTime(to: time, line: line, into: &events), let index = scrollableList(at: point) else { return nil }
        let id = scene.receivers[index].id
        try scroll(id, to: scrollOffset(of: id) + delta, at: time, line: line, into: &events)
        return id
    }

    /// ``wheel(by:over:at:line:into:)`` under its 1.9.0 name, whose `at:` was the point and `time:`
    /// the instant, where every other timed call takes `at:` for the instant.
    @available(*, deprecated, renamed: "wheel(by:over:at:line:into:)")
    @discardableResult
    public mutating func wheel(by delta: Double, at point: Point, time: Instant, line: Int = 0, into events: inout [RuntimeEvent]) throws(RuntimeError) -> ReceiverID? {
        try wheel(by: delta, over: point, at: time, line: line, into: &events)
    }

    /// The scene's index of the scrollable list receiver covering `point`: the topmost enabled
    /// receiver there (the higher z, then the later in the scene, as the engine stacks them; a
    /// disabled one is passed over, as a drag's target passes it over), when it is a scrollable
    /// list. A receiver over a list — Trash floating on its bottom edge — covers it: a wheel
    /// there scrolls nothing and a drag resting there does not auto-scroll. What a wheel
    /// scrolls, and what a drag resting there auto-scrolls.
    /// - Complexity: O(s + c) for the s scrollable receivers and the c receivers stacked above the
    ///   one found whose frames reach into it (usually none): no hit test, no allocation — a
    ///   drag's every move asks it.
    func scrollableList(at point: Point) -> Int? {
        var under: (index: Int, k: Int)?
        for (k, index) in scrolling.scrollables.enumerated() where scene.receivers[index].frame.contains(point) {
            if let best = under, scene.receivers[best.index].z > scene.receivers[index].z { continue }
            under = (index, k)
        }
        guard let under else { return nil }
        // A receiver above the list there covers it, unless turned off (drags pass it over).
        for other in scrolling.coverers[under.k] where scene.receivers[other].frame.contains(point) {
            if engine.isEnabled(receiver: scene.receivers[other].id) != false { return nil }
        }
        return under.index
    }
}
