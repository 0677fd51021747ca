import DropEngine
import DropGeometry
import TaskModel

/// Auto-scroll: Pragmatic drag-and-drop's frame-rate-independent law, on the virtual clock.
///
/// A list receiver with `"scrollable": true` keeps a scroll offset: its rows are laid out moved
/// up by it, and a row's drag source is the part of the row inside the list's frame (a row
/// wholly outside is never hit). While a drag's pointer is inside such a list, and no other
/// enabled receiver covers the list there (the topmost enabled receiver at the point is the list),
/// or just outside it within its `"edgeHysteresis"` with the list still its target:
///
/// - the **edge zone** is `min(25 % of the frame's height, 180 points)` from the top and from the bottom;
/// - the **speed** rises linearly from 0 at the zone's inner edge to the maximum, 900 points/s,
///   halfway into the zone, and stays there to the edge (down at the bottom, up at the top);
/// - a **time ramp** scales it from 0 to full over the first 400 ms after the drag entered the
///   list (or started in it);
/// - **steps** happen at every input (pointer events, and ticks the runtime asks for with
///   ``BoardRuntime/nextDeadline`` every 16 ms while a step would move the rows); each step
///   moves the rows by the speed at the pointer's position times the ramp integrated over the
///   time since the last step, so a resting pointer scrolls the same at any rate of events;
/// - several drags in one list pulling the same way move it as the fastest alone would (the first
///   pointer on a tie); pulling opposite ways, the drag that last moved it — the **lead** — keeps
///   moving it until its pointer leaves its edge zone or its drag ends (or leaves the list), even
///   while the list stands at that end; then the fastest of the others still in a zone leads, at
///   the speed its own ramp has reached (it has ramped since it entered the list, so it is
///   usually at full speed at once). Two fingers resting in opposite zones scroll one way, not
///   back and forth with their jitter;
/// - the offset stays within 0 and the content's end (the last row's bottom plus the padding
///   the first row has above it);
/// - after each step the rows are laid out again, and the drag's insertion slot follows them
///   (``DragAction/movedWithin(_:location:verdict:)``) though the pointer did not move.
///
/// The same trace gives the same offsets whatever the sampling of its moves: only the moves
/// into and within the zone differ, by less than one row between 1 kHz and 60 Hz.
public enum AutoScroll {
    /// Points per second at full speed.
    public static let maximumSpeed = 900.0
    /// The edge zone's largest depth, in points.
    public static let zoneLimit = 180.0
    /// The edge zone's depth as a share of the frame's height, up to ``zoneLimit``.
    public static let zoneShare = 0.25
    /// How long after the drag enters the list the speed takes to reach full.
    public static let ramp = Interval.milliseconds(400)
    /// How often the runtime asks to be ticked while a drag scrolls a list.
    public static let step = Interval.milliseconds(16)

    /// The speed at height `y` inside `frame`, as a share of ``maximumSpeed``: positive scrolls
    /// down (the rows move up), negative up, 0 outside the edge zones.
    public static func speed(at y: Double, in frame: Rect) -> Double {
        let zone = Swift.min(frame.height * zoneShare, zoneLimit)
        guard zone > 0 else { return 0 }
        let fromBottom = frame.maxY - y
        let fromTop = y - frame.minY
        if fromBottom < zone { return Swift.min(1, (zone - fromBottom) / (zone / 2)) }
        if fromTop < zone { return -Swift.min(1, (zone - fromTop) / (zone / 2)) }
        return 0
    }

    /// The time ramp integrated from `a` to `b` after the drag entered, in seconds at full speed.
    static func rampedSeconds(from a: Interval, to b: Interval) -> Double {
        let r = Double(ramp.microseconds)
        func area(_ t: Interval) -> Double {
            let u = Swift.max(0, Double(t.microseconds))
            return u <= r ? u * u / (2 * r) : r / 2 + (u - r)
        }
        return (area(b) - area(a)) / 1_000_000
    }
}

/// The runtime's scroll state: each scrollable list's offset and how far it can go, and each
/// dragging pointer that is inside one.
struct ScrollState {
    /// The scene's scrollable receivers, by index; none makes every step one branch.
    let scrollables: [Int]
    /// For each of ``scrollables``, the receivers stacked above it whose frames reach into its
    /// own (by index; the engine stacks the higher z, then the later in the scene, on top): what
    /// may cover a point of the list. Frames are the scene's and do not move; usually none.
    let coverers: [[Int]]
    var offsets: [ReceiverID: Double] = [:]
    /// The largest offset of each scrollable list, as its rows stand.
    var limits: [ReceiverID: Double] = [:]
    var drives: [PointerID: Drive] = [:]
    /// A step's pointers and the lists it moves, kept empty between steps for their capacity: a
    /// step allocates nothing (``BoardRuntime/stepScrolling(to:line:into:)``).
    var stepPointers: [PointerID] = []
    var stepLists: [ListStep] = []
    /// The actions a scroll of rows caused, kept empty between scrolls for its capacity
    /// (``BoardRuntime/scrollRows(ofReceiverAt:time:line:into:)``).
    var caused: [DragAction] = []

    /// A drag inside a scrollable list: which one, when it entered, when it last stepped, where the
    /// pointer is, and whether it leads the list.
    struct Drive {
        var receiver: Int
        var entered: Instant
        var last: Instant
        var position: Point
        /// The way this drag moved its list at the last step, as the lead (1 down, -1 up); 0 when it
        /// does not lead. One drag of a list at most leads it; a drag that left the list is a new drive.
        var leading: Double = 0
    }

    /// One list's candidates in a step: the fastest drag pulling each way (the first on a tie),
    /// and the way of the lead among the drags, if it still pulls that way.
    struct ListStep {
        var list: Int
        var down = 0.0
        var downPointer: PointerID?
        var up = 0.0
        var upPointer: PointerID?
        /// The lead's way (1 down, -1 up) when it still pulls that way, else 0; and its pointer.
        var lead = 0.0
        var leadPointer: PointerID?

        init(list: Int) { self.list = list }

        /// Counts `pointer`'s pull of `distance` (`way` 1 down, -1 up), as the lead or not.
        mutating func offer(_ distance: Double, way: Double, by pointer: PointerID, leads: Bool) {
            if way > 0 {
                if downPointer == nil || distance > down { (down, downPointer) = (distance, pointer) }
            } else if upPointer == nil || distance < up {
                (up, upPointer) = (distance, pointer)
            }
            if leads { (lead, leadPointer) = (way, pointer) }
        }

        /// The way the list moves: the lead's, else the faster's (the first pointer on a tie).
        var way: Double {
            if lead != 0 { return lead }
            guard let downPointer else { return -1 }
            guard let upPointer else { return 1 }
            if -up != down { return -up > down ? -1 : 1 }
            return downPointer < upPointer ? 1 : -1
        }
    }

    init(scene: Scene) {
        let receivers = scene.receivers
        scrollables = receivers.indices.filter { receivers[$0].isScrollable }
        coverers = scrollables.map { list in
            receivers.indices.filter { other in
                other != list && (receivers[other].z, other) > (receivers[list].z, list)
                    && receivers[other].frame.intersection(receivers[list].frame) != nil
            }
        }
    }
}

extension BoardRuntime {
    /// How far the rows of list receiver `id` are scrolled, in points (0 for a list that does not scroll).
    public func scrollOffset(of id: ReceiverID) -> Double { scrolling.offsets[id] ?? 0 }

    /// Scrolls list receiver `id` just enough to show its row `row` (as ``rows(of:)`` numbers
    /// them) whole, with the padding the first row has above it: the hook for keyboard drags to
    /// bring their target into view. Does nothing
    /// for a list that does not scroll or a row it does not have.
    /// - Throws: ``RuntimeError/layout(_:)`` when no receiver of the scene has the id `id`, or as
    ///   relaying the rows may.
    public mutating func scrollIntoView(row: Int, of id: ReceiverID, at time: Instant, into events: inout [RuntimeEvent]) throws(RuntimeError) {
        guard let index = ids.receivers[id] else { throw unknownList(id) }
        guard takes(time, line: 0, into: &events) else { return }
        try scrollIntoView(row: row, ofReceiverAt: index, at: time, into: &events)
    }

    /// ``scrollIntoView(row:of:at:into:)`` for the list at `index`, at a time already taken.
    private mutating func scrollIntoView(row: Int, ofReceiverAt index: Int, at time: Instant, into events: inout [RuntimeEvent]) throws(RuntimeError) {
        guard scene.receivers[index].isScrollable, let rows = laidOut[index], rows.frames.indices.contains(row) else { return }
        try scrollIntoView(rows.frame(ofRow: row), of: scene.receivers[index], at: time, into: &events)
    }

    /// Scrolls scrollable list `receiver` just enough to show a row whose frame is `frame`.
    private mutating func scrollIntoView(_ frame: Rect, of receiver: Scene.Receiver, at time: Instant, into events: inout [RuntimeEvent]) throws(RuntimeError) {
        guard let layout = receiver.rows else { return }
        let id = receiver.id
        // In view: inside the frame less the padding the first row has above it, at both ends.
        let padding = Swift.max(0, layout.first.minY - receiver.frame.minY)
        var offset = scrollOffset(of: id)
        if frame.minY < receiver.frame.minY + padding { offset -= receiver.frame.minY + padding - frame.minY }
        else if frame.maxY > receiver.frame.maxY - padding { offset += frame.maxY - (receiver.frame.maxY - padding) }
        try scroll(id, to: offset, at: time, into: &events)
    }

    /// After a key: a keyboard drag's target among a scrollable list's rows is scrolled into view
    /// (the rows on both sides of its insertion point), or, not carrying, the focused row is.
    /// Keyboard drags never auto-scroll: they move by targets, not by pixels.
    mutating func followKeyboard(_ key: KeyInput, at time: Instant, into events: inout [RuntimeEvent]) throws(RuntimeError) {
        guard !scrolling.scrollables.isEmpty else { return }
        if let drag = engine.drag(of: .keyboard) {
            guard let over = drag.over, let index = ids.receivers[over], scene.receivers[index].isScrollable,
                  let rows = laidOut[index] else { return }
            // The first row whose centre is below the insertion point: rows are laid out top to
            // bottom, one height, so their centres rise with their index.
            var (after, end) = (0, rows.frames.count)
            while after < end {
                let middle = (after + end) / 2
                if rows.frame(ofRow: middle).center.y > drag.position.y { end = middle } else { after = middle + 1 }
            }
            // The row before first, then the row after: moving down shows both, moving up the
            // row before comes to the top and the one after is already in view.
            if after > 0 { try scrollIntoView(row: after - 1, ofReceiverAt: index, at: time, into: &events) }
            if after < rows.frames.count { try scrollIntoView(row: after, ofReceiverAt: index, at: time, into: &events) }
        } else if case .focus(let source) = key, let i = rowLists[source], scene.receivers[i].isScrollable,
                  let frame = rowFrame(of: source) {
            try scrollIntoView(frame, of: scene.receivers[i], at: time, into: &events)
        }
    }

    /// Sets list receiver `id`'s offset (held within its content) and lays its rows out again. A
    /// `time` before the last call's is rejected (an `inputRejected` event) and nothing scrolls.
    /// - Throws: ``RuntimeError/layout(_:)`` when `id` is not a scrollable list receiver of the scene
    ///   (`"scrollable": true`) or `offset` is not finite, saying which; nothing changes then. Or as
    ///   relaying the rows may.
    public mutating func setScrollOffset(_ offset: Double, of id: ReceiverID, at time: Instant, into events: inout [RuntimeEvent]) throws(RuntimeError) {
        guard ids.receivers[id] != nil else { throw unknownList(id) }
        guard takes(time, line: 0, into: &events) else { return }
        try scroll(id, to: offset, at: time, into: &events)
    }

    /// ``setScrollOffset(_:of:at:into:)`` at a time already taken (an input's, a key's following,
    /// a wheel's), the events of rows moving under drags numbered `line`.
    mutating func scroll(_ id: ReceiverID, to offset: Double, at time: Instant, line: Int = 0, into events: inout [RuntimeEvent]) throws(RuntimeError) {
        guard let index = ids.receivers[id] else { throw unknownList(id) }
        guard scene.receivers[index].isScrollable else {
            throw .layout(InputError(file: scene.errorFile, location: .path("receivers[\(index)]"),
                                     expected: "a scrollable list receiver to scroll (\"scrollable\": true)", found: "\"\(id)\", which does not scroll"))
        }
        guard offset.isFinite else {
            throw .layout(InputError(file: scene.errorFile, location: .path("receivers[\(index)]"),
                                     expected: "a finite scroll offset for \"\(id)\"", found: "\(offset)"))
        }
        let held = Swift.min(Swift.max(0, offset), scrolling.limits[id] ?? 0)
        guard held != scrollOffset(of: id) else { return }
        scrolling.offsets[id] = held
        do { try scrollRows(ofReceiverAt: index, time: time, line: line, into: &events) } catch { throw .layout(error) }
    }

    /// The error for scrolling `id`, which no receiver of the scene has.
    private func unknownList(_ id: ReceiverID) -> RuntimeError {
        .layout(InputError(file: scene.errorFile, location: .path("receivers"),
                           expected: "the id of a scrollable list receiver to scroll", found: "\"\(id)\", which no receiver of the scene has"))
    }

    /// When the next scroll step is due: 16 ms after the last, for a drag in an edge zone of a
    /// list that can still move that way; `nil` when none is.
    var scrollDeadline: Instant? {
        guard !scrolling.drives.isEmpty else { return nil } // asked twice per input: iterating even an empty dictionary costs
        var earliest: Instant?
        for drive in scrolling.drives.values {
            let receiver = scene.receivers[drive.receiver]
            let speed = AutoScroll.speed(at: drive.position.y, in: receiver.frame)
            let offset = scrollOffset(of: receiver.id)
            guard speed > 0 && offset < scrolling.limits[receiver.id] ?? 0 || speed < 0 && offset > 0 else { continue }
            // A drag pulling against a lead that still pulls its way moves nothing (held at an end, say).
            if drive.leading == 0, scrolling.drives.count > 1, isOutpulled(drive, speed: speed) { continue }
            let due = drive.last + AutoScroll.step
            if earliest.map({ due < $0 }) ?? true { earliest = due }
        }
        return earliest
    }

    /// Whether another drag in `drive`'s list leads it the other way than `speed` pulls, and its
    /// pointer is still in that way's zone.
    private func isOutpulled(_ drive: ScrollState.Drive, speed: Double) -> Bool {
        let frame = scene.receivers[drive.receiver].frame
        for other in scrolling.drives.values where other.receiver == drive.receiver && other.leading != 0 {
            let pull = AutoScroll.speed(at: other.position.y, in: frame)
            if other.leading > 0 ? pull > 0 && speed < 0 : pull < 0 && speed > 0 { return true }
        }
        return false
    }

    /// Steps every drag in a scrollable list to `time`, with the pointer where it has been since
    /// the last step, and lays the rows out again if they moved. A list with several drags in it
    /// moves as the fastest alone would move it (the first in pointer order on a tie), so two
    /// fingers at one edge scroll it at one finger's speed, never above ``AutoScroll/maximumSpeed``;
    /// while the drag that moved it last (its lead) still pulls its way, only drags pulling that
    /// way count, so fingers in opposite zones do not take turns with their jitter (``AutoScroll``).
    mutating func stepScrolling(to time: Instant, line: Int, into events: inout [RuntimeEvent]) throws(RuntimeError) {
        guard !scrolling.drives.isEmpty else { return }
        // The buffers are taken out while they are filled, so that filling them copies nothing.
        var pointers = scrolling.stepPointers
        var steps = scrolling.stepLists
        scrolling.stepPointers = []
        scrolling.stepLists = []
        defer {
            pointers.removeAll(keepingCapacity: true)
            steps.removeAll(keepingCapacity: true)
            scrolling.stepPointers = pointers
            scrolling.stepLists = steps
        }
        pointers.append(contentsOf: scrolling.drives.keys)
        pointers.sort()
        for pointer in pointers {
            guard var drive = scrolling.drives[pointer], time > drive.last else { continue }
            let speed = AutoScroll.speed(at: drive.position.y, in: scene.receivers[drive.receiver].frame)
            let way: Double = speed > 0 ? 1 : speed < 0 ? -1 : 0
            // A lead whose pointer left its zone (to the middle, or the other zone) leads no more.
            if drive.leading != way { drive.leading = 0 }
            if speed != 0 {
                let distance = AutoScroll.maximumSpeed * speed
                    * AutoScroll.rampedSeconds(from: drive.last - drive.entered, to: time - drive.entered)
                var k = steps.count
                if let found = steps.firstIndex(where: { $0.list == drive.receiver }) { k = found } else {
                    steps.append(ScrollState.ListStep(list: drive.receiver))
                }
                steps[k].offer(distance, way: way, by: pointer, leads: drive.leading != 0)
            }
            drive.last = time
            scrolling.drives[pointer] = drive
        }
        // The lists that moved, in the scene's order.
        steps.sort { $0.list < $1.list }
        for step in steps {
            // The drag that moves the list leads it from now; the lead before, if another, no more.
            let way = step.way
            let distance = way > 0 ? step.down : step.up
            if let mover = way > 0 ? step.downPointer : step.upPointer, mover != step.leadPointer {
                scrolling.drives[mover]?.leading = way
                if let former = step.leadPointer { scrolling.drives[former]?.leading = 0 }
            }
            let id = scene.receivers[step.list].id
            let before = scrollOffset(of: id)
            let after = Swift.min(Swift.max(0, before + distance), scrolling.limits[id] ?? 0)
            guard after != before else { continue }
            scrolling.offsets[id] = after
            do { try scrollRows(ofReceiverAt: step.list, time: time, line: line, into: &events) } catch { throw .layout(error) }
        }
    }

    /// After an input: each pointer it touched — its own, and every pointer one of `events`
    /// names — drives the scrollable list its drag is inside (from now, when it just entered or
    /// started there), or nothing. Pointers it did not touch are where they were, and their
    /// drives were stepped to now already: the work is the input's, however many pointers are down.
    mutating func trackScrollDrives(after input: DragInput, events: ArraySlice<RuntimeEvent>) {
        guard !scrolling.scrollables.isEmpty else { return }
        if let pointer = input.event?.pointer { trackScrollDrive(of: pointer, at: input.time) }
        for event in events {
            if case .engine(let action) = event.kind, let pointer = action.pointer { trackScrollDrive(of: pointer, at: input.time) }
        }
    }

    private mutating func trackScrollDrive(of pointer: PointerID, at time: Instant) {
        guard !pointer.isKeyboard, // The keyboard scrolls its target into view instead.
              let drag = engine.drag(of: pointer),
              let index = scrollableList(at: drag.position) ?? scrollableListKept(by: pointer, over: drag.over) else {
            scrolling.drives[pointer] = nil
            return
        }
        if var drive = scrolling.drives[pointer], drive.receiver == index {
            drive.position = drag.position
            drive.last = time
            scrolling.drives[pointer] = drive
        } else {
            scrolling.drives[pointer] = ScrollState.Drive(receiver: index, entered: time, last: time, position: drag.position)
        }
    }

    /// The scrollable list `target` — `pointer`'s drag's target — when the engine keeps it from
    /// outside its frame, within its edge hysteresis: the drag scrolls the list as from its edge
    /// (a finger jittering across the bottom edge keeps its ramp). `nil` otherwise.
    /// - Complexity: O(s) for the s scrollable lists.
    private func scrollableListKept(by pointer: PointerID, over target: ReceiverID?) -> Int? {
        guard let target, engine.isTargetInEdgeBand(of: pointer) else { return nil }
        return scrolling.scrollables.first { scene.receivers[$0].id == target }
    }

    /// The part of a row's frame a press can hit: inside its list's frame when the list scrolls.
    /// A row wholly outside gets an empty frame at the list's corner, the same at every step, so
    /// a scroll moves only the sources of the rows in view.
    static func sourceFrame(_ frame: Rect, in receiver: Scene.Receiver) -> Rect {
        guard receiver.isScrollable else { return frame }
        return frame.intersection(receiver.frame) ?? Rect(origin: receiver.frame.origin, size: Size(width: 0, height: 0))
    }

    /// Works out how far scrollable list `receiver` can go with its `count` rows, and holds its
    /// offset within that: called as its rows are made, before they are given to the engine.
    mutating func holdScrollOffset(of receiver: Scene.Receiver, rowCount count: Int) {
        guard let layout = receiver.rows else { return }
        var limit = 0.0
        if count > 0 {
            let bottom = layout.first.minY + layout.pitch * Double(count - 1) + layout.first.height
            limit = Swift.max(0, bottom + Swift.max(0, layout.first.minY - receiver.frame.minY) - receiver.frame.maxY)
        }
        scrolling.limits[receiver.id] = limit
        if let offset = scrolling.offsets[receiver.id], offset > limit { scrolling.offsets[receiver.id] = limit }
    }
}
