import DropEngine
import DropGeometry

/// One word of a line and the column it starts at (1-based, in characters).
struct Token {
    var text: Substring
    var column: Int
}

/// The samples of a `move … over D` line still to hand out, with what each carries: each
/// pointer's in turn at each time, in the order the line names them (`move 1 … and 2 … over D`).
struct PendingMove {
    /// One pointer's samples.
    struct Part {
        var samples: MoveSamples
        let pointer: PointerID
        let kind: PointerKind
    }

    private var first: Part
    /// The other pointers the line moves: none for most lines (no array is made).
    private var others: [Part]
    let line: Int
    /// Whose sample comes next: 0 for the first pointer, i for `others[i - 1]`.
    private var turn = 0

    init(_ parts: [Part], line: Int) {
        first = parts[0]
        others = Array(parts.dropFirst())
        self.line = line
    }

    /// How many samples there are in all.
    var count: Int { first.samples.count * (1 + others.count) }

    /// The next sample as a step; `nil` once they are all handed out.
    mutating func next() -> Trace.Step? {
        nextInput().map { Trace.Step(line: line, .input($0)) }
    }

    /// The next sample as an input; `nil` once they are all handed out.
    mutating func nextInput() -> DragInput? {
        if turn == 0 {
            guard let (time, position) = first.samples.next() else { return nil }
            if !others.isEmpty { turn = 1 }
            return .pointerMove(PointerEvent(pointer: first.pointer, kind: first.kind, position: position, time: time))
        }
        let i = turn - 1
        turn = turn == others.count ? 0 : turn + 1
        // Every pointer's samples are at the same times: there is one for each of the first's.
        let (time, position) = others[i].samples.next()!
        return .pointerMove(PointerEvent(pointer: others[i].pointer, kind: others[i].kind, position: position, time: time))
    }

    /// The last sample's step, without making the others (what a trace's outline needs of them).
    var last: Trace.Step {
        let part = others.last ?? first
        return Trace.Step(line: line, .input(.pointerMove(PointerEvent(pointer: part.pointer, kind: part.kind, position: part.samples.to,
                                                                       time: part.samples.start + part.samples.duration))))
    }
}

/// The samples of a move over a duration, made on demand: at `start + k·step` for every k with
/// `k·step < duration`, then exactly at `start + duration`, at `to`; a zero duration is one jump.
struct MoveSamples: Sequence, IteratorProtocol {
    let from: Point
    let to: Point
    let start: Instant
    let duration: Interval
    let step: Interval
    private var elapsed: Int64
    private var finished = false

    init(from: Point, to: Point, start: Instant, duration: Interval, step: Interval) {
        (self.from, self.to, self.start, self.duration, self.step) = (from, to, start, duration, step)
        elapsed = step.microseconds
    }

    /// How many samples there are in all.
    var count: Int { Trace.sampleCount(duration: duration, step: step) }

    mutating func next() -> (Instant, Point)? {
        guard !finished else { return nil }
        if duration.microseconds > 0, elapsed < duration.microseconds {
            let ratio = Double(elapsed) / Double(duration.microseconds)
            defer { elapsed += step.microseconds }
            return (Instant(microseconds: start.microseconds + elapsed), Point(x: from.x + (to.x - from.x) * ratio, y: from.y + (to.y - from.y) * ratio))
        }
        finished = true
        return (start + duration, to)
    }
}

/// What a `play` line's recording did last to a pointer's press, and which line played it.
struct PlayedPress {
    enum Change: String {
        case pressed, released, cancelled
    }

    let line: Int
    /// The recording's path, as the line writes it.
    let path: String
    var change = Change.pressed
}

struct PointerState {
    var kind: PointerKind
    var position: Point?
    /// Pressed by a `down` and not yet let go: a mouse moved without one hovers.
    var isDown: Bool
    /// Down, and its press ended by an Escape since: the engine forgot the pointer (its `up` or
    /// `cancel` ends nothing there), so a `down` of it again is a fresh press, not one of a pointer down.
    var escaped = false
}

/// Each pointer's kind and last position by id: the pointer of the last line kept aside, so a
/// trace of one finger's moves hashes nothing; the others in a dictionary (any number of fingers
/// in O(1) each).
struct PointerStates {
    private var recentID = -1
    private var recent: PointerState?
    private var others: [Int: PointerState] = [:]

    subscript(id: Int) -> PointerState? {
        mutating get {
            bringForward(id)
            return recent
        }
        set {
            bringForward(id)
            recent = newValue
        }
    }

    /// The ids of the pointers down, in no order.
    /// - Complexity: O(p) for p pointers known.
    var idsDown: [Int] {
        var ids = others.filter { $0.value.isDown }.map(\.key)
        if recentID >= 0, recent?.isDown == true { ids.append(recentID) }
        return ids
    }

    /// An Escape: every pointer down has its press ended, and stays down until its `up` or `cancel`.
    /// - Complexity: O(p) for p pointers known.
    mutating func escapeAll() {
        if recentID >= 0, recent?.isDown == true { recent?.escaped = true }
        for (id, state) in others where state.isDown { others[id]?.escaped = true }
    }

    /// Makes `id` the pointer kept aside, putting the one there back among the others.
    private mutating func bringForward(_ id: Int) {
        guard id != recentID else { return }
        if recentID >= 0, let state = recent { others[recentID] = state }
        recentID = id
        recent = others.removeValue(forKey: id)
    }
}
