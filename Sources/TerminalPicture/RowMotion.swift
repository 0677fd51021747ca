import DropEngine
import DropGeometry
import Runtime
import TaskModel

/// The animations of the picture, as functions of time (never the clock): rows sliding to
/// make space (spring, 200 ms — seed 001) and a cancelled item returning to where it was
/// picked up (ease in-out, 250 ms). With Reduce Motion everything jumps to its end.
public struct RowMotion: Sendable {
    /// Whether every animation jumps to its end (Reduce Motion).
    public let reduceMotion: Bool
    private var rows: [TaskID: Tween] = [:]
    private var returns: [Return] = []

    struct Tween: Sendable {
        var from: Double
        var to: Double
        var start: Instant
        var duration: Interval
    }

    struct Return: Sendable {
        var label: String
        var from: Point
        var to: Point
        var start: Instant
        var duration: Interval
    }

    public init(reduceMotion: Bool) {
        self.reduceMotion = reduceMotion
    }

    /// Sets where each row is heading; rows not named head back to 0.
    public mutating func retarget(_ targets: [TaskID: Double], at now: Instant) {
        let duration = Interval.milliseconds(Int64(reduceMotion ? 0 : DropCues.seed001.rowShift?.milliseconds ?? 0))
        for id in Set(rows.keys).union(targets.keys) {
            let target = targets[id] ?? 0
            let current = rows[id].map { Self.value($0, at: now) } ?? 0
            if let tween = rows[id], tween.to == target { continue }
            if target == 0, current == 0 { rows[id] = nil; continue }
            rows[id] = Tween(from: current, to: target, start: now, duration: duration)
        }
    }

    /// Starts an item flying back from `from` to `to`.
    public mutating func returnToOrigin(label: String, from: Point, to: Point, at now: Instant) {
        guard !reduceMotion, let animation = DragCues.seed001.cancel.animation else { return }
        returns.append(Return(label: label, from: from, to: to, start: now, duration: .milliseconds(Int64(animation.milliseconds))))
    }

    /// The vertical offset of each row still sliding at `now`, by task (rows at rest are left out).
    public func offsets(at now: Instant) -> [TaskID: Double] {
        rows.mapValues { Self.value($0, at: now) }.filter { $0.value != 0 }
    }

    /// The items still flying back at `now`, and where each is on its way.
    public func returning(at now: Instant) -> [(label: String, at: Point)] {
        returns.compactMap { item in
            let t = Self.progress(start: item.start, duration: item.duration, now: now)
            guard t < 1 else { return nil }
            let e = t < 0.5 ? 4 * t * t * t : 1 - (2 - 2 * t) * (2 - 2 * t) * (2 - 2 * t) / 2
            return (item.label, Point(x: item.from.x + (item.to.x - item.from.x) * e, y: item.from.y + (item.to.y - item.from.y) * e))
        }
    }

    /// Whether anything is still moving at `now`.
    public func isAnimating(at now: Instant) -> Bool {
        rows.values.contains { Self.progress(start: $0.start, duration: $0.duration, now: now) < 1 }
            || returns.contains { Self.progress(start: $0.start, duration: $0.duration, now: now) < 1 }
    }

    static func progress(start: Instant, duration: Interval, now: Instant) -> Double {
        guard duration.microseconds > 0 else { return 1 }
        return min(1, max(0, Double((now - start).microseconds) / Double(duration.microseconds)))
    }

    /// A critically damped look: fast start, soft landing.
    static func value(_ tween: Tween, at now: Instant) -> Double {
        let t = progress(start: tween.start, duration: tween.duration, now: now)
        let e = 1 - (1 - t) * (1 - t) * (1 - t)
        return tween.from + (tween.to - tween.from) * e
    }
}

extension BoardRuntime {
    /// Where each row should be while drags are over lists: the engine's previews, by task.
    public var rowTargets: [TaskID: Double] {
        var targets: [TaskID: Double] = [:]
        for pointer in engine.activePointers {
            guard let preview = engine.preview(for: pointer), let receiver = scene.receiver(preview.receiver) else { continue }
            for (i, row) in rows(of: receiver).enumerated() where preview.shifted.contains(i) {
                targets[row.task.id] = preview.offset
            }
        }
        return targets
    }
}
