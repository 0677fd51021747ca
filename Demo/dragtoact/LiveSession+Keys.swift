import DropEngine
import DropGeometry
import Replay
import Runtime

/// A key `dragtoact live` reads from the terminal in raw mode.
enum LiveKey: Equatable {
    case select, next, previous, activate
    /// Straight to the scene's first receiver of this role (Trash, Complete), while carrying.
    case to(TaskRole)

    /// Tab (0x09), Space, Enter (CR or LF), `o`, `t` (to Trash), `c` (to Complete); other bytes
    /// are not keys of the drag.
    init?(byte: UInt8) {
        switch byte {
        case 0x09: self = .next
        case 0x20, 0x0D, 0x0A: self = .select
        case UInt8(ascii: "o"): self = .activate
        case UInt8(ascii: "t"): self = .to(.trash)
        case UInt8(ascii: "c"): self = .to(.complete)
        default: return nil
        }
    }

    /// `ESC [ A`…`D` (the arrow keys: up and left go back), `ESC [ Z` (Shift+Tab).
    init?(csiFinal byte: UInt8) {
        switch byte {
        case UInt8(ascii: "A"), UInt8(ascii: "D"), UInt8(ascii: "Z"): self = .previous
        case UInt8(ascii: "B"), UInt8(ascii: "C"): self = .next
        default: return nil
        }
    }
}

extension LiveSession {
    /// One key: while carrying, through the drop targets (`key next`, `key previous`), straight
    /// to Trash or Complete (`key target ID`; carrying nothing, or with no such receiver in the
    /// scene, `t` and `c` do nothing), Space or Enter drops; otherwise Tab and the arrows move the focus among the sources in reading
    /// order (`key focus ID`, wrapping round), Space or Enter picks up. Each is recorded as fed.
    /// A focused row that left the board (dropped on Complete or Trash, undone, another
    /// process's change) is followed by the one that took its place: Tab focuses it, Shift+Tab
    /// the one before.
    mutating func key(_ key: LiveKey, at time: Instant) {
        let carrying = runtime.engine.activePointers.contains(.keyboard)
        let sources = focusOrder()
        let current = runtime.keyboardFocus.flatMap { sources.firstIndex(of: $0) }
        if let current { focusSeen = (sources, current) }
        let input: KeyInput
        switch key {
        case .select:
            input = carrying ? .drop : .pickUp
        case .activate:
            input = .activate
        case .to(let role):
            guard carrying, let receiver = runtime.scene.receivers.first(where: { $0.role == role }) else { return }
            input = .target(receiver.id)
        case .next, .previous:
            if carrying {
                input = key == .next ? .next : .previous
            } else {
                guard !sources.isEmpty else { return }
                let step = key == .next ? 1 : sources.count - 1
                let index: Int
                if let current {
                    index = (current + step) % sources.count
                } else if let seen = focusSeen, runtime.keyboardFocus != nil {
                    // The focused row has left: the row that took its place, or the one before it.
                    let place = Self.place(left: seen, in: sources)
                    index = key == .next ? place % sources.count : (place + sources.count - 1) % sources.count
                } else {
                    index = key == .next ? 0 : sources.count - 1
                }
                input = .focus(sources[index])
            }
        }
        // A source's id is written as the trace reads it back (quoted when it holds a space).
        let line = switch input {
        case .focus(let source): "key focus " + NativeTrace.word(source.rawValue)
        case .target(let receiver): "key target " + NativeTrace.word(receiver.rawValue)
        case .pickUp, .next, .previous, .drop, .cancel, .activate: "key \(input)"
        }
        feed(.key(input, at: time), line: line, at: time)
    }

    /// Where the row at `seen.place` of the focus order `seen.order` stood, in `sources`, the order
    /// now that it has left: the place of the first row after it still there, the row that took
    /// its place — past the rows that left with it (a selection dropped together), which counting
    /// places alone skipped — or `sources.count` when none after it is.
    /// - Complexity: O(n) for the n sources.
    static func place(left seen: (order: [SourceID], place: Int), in sources: [SourceID]) -> Int {
        let places = Dictionary(sources.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return seen.order[(seen.place + 1)...].lazy.compactMap { places[$0] }.first ?? sources.count
    }

    /// Everything the keyboard can be on — task rows, sections' titles (by their lists' ids) and
    /// the scene's buttons — in reading order: top edge, then left edge.
    func focusOrder() -> [SourceID] {
        var frames: [(SourceID, Rect)] = runtime.scene.sources.map { ($0.id, $0.frame) }
        for receiver in runtime.scene.receivers {
            for row in runtime.rows(of: receiver) where !row.isDropZone {
                frames.append((SourceID(row.task.id.rawValue), row.frame))
            }
        }
        return frames.sorted { ($0.1.minY, $0.1.minX) < ($1.1.minY, $1.1.minX) }.map(\.0)
    }
}
