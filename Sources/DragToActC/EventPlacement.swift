import DropEngine
import DropGeometry
import Runtime

/// Where the events of the last input are placed (`dta_action.x`, `y`): each at its own pointer.
///
/// An event of the input's pointer, or of no pointer (a drop's `applied`), is where the input was;
/// an event of another pointer — a press that ended because another finger's drop or tap moved its
/// row, a drag over a list another finger's drop changed — is where that pointer's latest input
/// was; the keyboard's (a keyboard drag that left a section a finger closed) has no position, 0, as
/// after a key. An input with no position (a key, a tick, Escape, a registry change) places nothing.
struct EventPlacement {
    /// The pointers that are down (pressed, not yet lifted or cancelled), each where its latest input was.
    private var latest: [(pointer: PointerID, at: Point)] = []
    /// The input whose events are placed, or `nil` when it had no position.
    private(set) var input: (pointer: PointerID, at: Point)?

    /// Takes `input`, about to be fed: the input's pointer is where it is now, forgotten once it is
    /// lifted or cancelled (its own events are placed at the input), and Escape, which ends every
    /// drag, forgets them all. Nothing is asked of the engine: a pointer move costs a look along
    /// the few pointers down (asking the engine which still press cost ~430 instructions a feed).
    /// - Complexity: O(k) for the k pointers down (a few fingers): no allocation once they were seen.
    mutating func take(_ input: DragInput) {
        guard let event = input.event else {
            if case .escape = input { latest.removeAll(keepingCapacity: true) }
            self.input = nil
            return
        }
        self.input = (event.pointer, event.position)
        let i = latest.firstIndex { $0.pointer == event.pointer }
        switch input {
        case .pointerUp, .pointerCancel:
            if let i { latest.remove(at: i) }
        case .pointerDown, .pointerMove, .tick, .key, .escape:
            if let i { latest[i].at = event.position } else { latest.append((event.pointer, event.position)) }
        }
    }

    /// Places no event: the next ones come from a key, undo, redo or a registry change.
    mutating func forgetInput() {
        input = nil
    }

    /// Where an event of `pointer` (`nil`: of none) is placed; `nil` when the input had no position.
    func position(of pointer: PointerID?) -> Point? {
        guard let input else { return nil }
        guard let pointer, pointer != input.pointer else { return input.at }
        if pointer.isKeyboard { return Point(x: 0, y: 0) }
        return latest.first { $0.pointer == pointer }?.at ?? Point(x: 0, y: 0)
    }

    /// Where `event` is placed: an engine action and a drop handed to the app at its pointer, a
    /// board event (applied, refused, announced) where the input was.
    func position(of event: RuntimeEvent) -> Point? {
        switch event.kind {
        case .engine(let action): position(of: action.pointer)
        case .customDrop(let drop): position(of: drop.pointer)
        case .applied, .refused, .announced, .undone, .redone, .undoRefused, .renameRequested, .rejected, .sectionToggled, .pressedNothing:
            position(of: nil)
        }
    }
}
