import DropEngine
import DropGeometry
import TaskModel

/// Taps on sections' titles. A title is not a source, so the engine starts nothing on it: a press
/// there (``pressed(_:on:at:holdsFrom:)``) and a release within ``slop`` points of it, with no
/// move farther between and before its hold deadline, is a tap. Each pointer's press is its own:
/// another finger going down or up meanwhile does not end it.
struct TitleTaps {
    /// How far a tap's release may be from its press, in points.
    static let slop = 10.0

    /// A press on a title: the pointer, the section, where it went down, and when a hold there
    /// stops being a tap (`nil`: never).
    private struct Press {
        let pointer: PointerID
        let section: ListID
        let at: Point
        let holdsFrom: Instant?
    }

    private var presses: [Press] = []

    /// A pointer went down on `section`'s title at `point`: a tap until it moves away or holds
    /// until `holdsFrom` (at it exactly, a row would lift: a hold, not a tap).
    mutating func pressed(_ pointer: PointerID, on section: ListID, at point: Point, holdsFrom: Instant?) {
        presses.removeAll { $0.pointer == pointer }
        presses.append(Press(pointer: pointer, section: section, at: point, holdsFrom: holdsFrom))
    }

    /// The section `input` taps, if it ends a tap; any other input ends or keeps the presses.
    /// A press elsewhere ends its pointer's press (``pressed(_:on:at:holdsFrom:)`` makes one on a title).
    mutating func handle(_ input: DragInput) -> ListID? {
        switch input {
        case .pointerDown(let event):
            presses.removeAll { $0.pointer == event.pointer }
            return nil
        case .pointerUp(let event):
            guard let i = presses.firstIndex(where: { $0.pointer == event.pointer }) else { return nil }
            let press = presses.remove(at: i)
            guard press.at.distance(to: event.position) <= Self.slop else { return nil }
            if let holdsFrom = press.holdsFrom, event.time >= holdsFrom { return nil }
            return press.section
        case .pointerMove(let event):
            // (Most moves are a drag's, with no title pressed: nothing to look at.)
            if !presses.isEmpty { presses.removeAll { $0.pointer == event.pointer && $0.at.distance(to: event.position) > Self.slop } }
            return nil
        case .pointerCancel(let event):
            presses.removeAll { $0.pointer == event.pointer }
            return nil
        case .escape:
            presses.removeAll()
            return nil
        case .tick, .key:
            return nil
        }
    }
}
