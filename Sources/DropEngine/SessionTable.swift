/// The active pointers' sessions, in the order they went down, found by pointer or by held
/// source in O(1), with the earliest deadline kept in a heap: what one pointer costs does not
/// grow with how many others are down (10,000 fingers cost each other nothing).
///
/// Sessions sit in slots; a removed session leaves its slot dead (the value stays, unread, so a
/// live one is read and changed in place rather than copied out of an optional), and the slots are
/// packed again once dead ones outnumber the live, so iteration stays in press order and removal
/// is O(1) amortized.
/// Every change made through ``subscript(_:)`` updates the slot's deadline in the heap.
@usableFromInline
struct SessionTable: Sendable {
    private var slots: [DragSession] = []
    private var isLive: [Bool] = []
    private var slotOfPointer: [PointerID: Int] = [:]
    private var holderOfSource: [SourceID: PointerID] = [:]
    @usableFromInline private(set) var deadlines = DeadlineHeap()
    private(set) var count = 0

    init() {
        slots.reserveCapacity(10)
    }

    /// The slot of `pointer`'s session, if it is pressing or dragging.
    /// - Complexity: O(1). A few slots are scanned instead: cheaper than hashing the pointer id
    ///   on every move of the usual one or two fingers.
    func slot(of pointer: PointerID) -> Int? {
        if slots.count <= 8 {
            // Read in place: a closure over the elements would copy each session.
            for slot in slots.indices where isLive[slot] && slots[slot].pointer == pointer { return slot }
            return nil
        }
        return slotOfPointer[pointer]
    }

    /// The pointer holding `source`, if any.
    /// - Complexity: O(1).
    func holder(of source: SourceID) -> PointerID? { holderOfSource[source] }

    /// The session in `slot`, which must hold one. Changes through it keep the deadline heap exact.
    subscript(slot: Int) -> DragSession {
        _read { yield slots[slot] }
        _modify {
            yield &slots[slot]
            deadlines.set(slot, slots[slot].deadline)
        }
    }

    /// The slots holding sessions, in press order, as they are when asked: a loop may change the
    /// sessions in them (not remove one). Allocates nothing: a scroll step walks them.
    var occupied: Occupied { Occupied(isLive: isLive) }

    /// The slots holding sessions, in press order: see ``occupied``.
    struct Occupied: Sequence, IteratorProtocol {
        /// A copy of the table's: shared, not copied, while nothing removes a session.
        fileprivate let isLive: [Bool]
        fileprivate var slot = 0

        mutating func next() -> Int? {
            while slot < isLive.count {
                defer { slot += 1 }
                if isLive[slot] { return slot }
            }
            return nil
        }
    }

    /// The sessions, in press order.
    var all: some Sequence<DragSession> {
        let (slots, isLive) = (slots, isLive)
        return slots.indices.lazy.filter { isLive[$0] }.map { slots[$0] }
    }

    /// The earliest deadline any session waits for.
    /// - Complexity: O(1).
    @inlinable var nextDeadline: Instant? { deadlines.earliest }

    /// The slots whose deadline is at or before `time`, in press order; no allocation when none is.
    /// - Complexity: O(k log k) for k such sessions.
    func due(at time: Instant) -> [Int] {
        guard let earliest = deadlines.earliest, earliest <= time else { return [] }
        return deadlines.due(at: time).sorted()
    }

    /// Adds `session` after every other.
    mutating func append(_ session: DragSession) {
        let slot = slots.count
        slots.append(session)
        isLive.append(true)
        slotOfPointer[session.pointer] = slot
        holderOfSource[session.grip.source] = session.pointer
        deadlines.set(slot, session.deadline)
        count += 1
    }

    /// Forgets the session in `slot`. Other slots may be renumbered: read no slot number kept
    /// from before.
    mutating func remove(_ slot: Int) {
        forget(slot)
        if slots.count > 2 * count + 16 { pack() }
    }

    /// Forgets every session that `isGone` says is over.
    mutating func removeAll(where isGone: (DragSession) -> Bool) {
        // Packing waits for the end: it renumbers the slots this loop walks.
        for slot in slots.indices where isLive[slot] && isGone(slots[slot]) { forget(slot) }
        if slots.count > 2 * count + 16 { pack() }
    }

    /// Marks `slot` dead and takes it out of the maps and the heap; the slots keep their numbers.
    private mutating func forget(_ slot: Int) {
        guard isLive[slot] else { return }
        let session = slots[slot]
        isLive[slot] = false
        slotOfPointer[session.pointer] = nil
        holderOfSource[session.grip.source] = nil
        session.grip.forgetRow()
        deadlines.set(slot, nil)
        count -= 1
    }

    /// Forgets every session.
    mutating func removeAll() {
        slots.removeAll(keepingCapacity: true)
        isLive.removeAll(keepingCapacity: true)
        slotOfPointer.removeAll()
        holderOfSource.removeAll()
        deadlines = DeadlineHeap()
        count = 0
    }

    /// Moves the sessions to the front slots, in order, and renumbers the maps and the heap.
    private mutating func pack() {
        let sessions = Array(all)
        removeAll()
        for session in sessions { append(session) }
    }
}

/// The deadlines of the sessions' slots, earliest on top, each slot at most once: setting a
/// slot's deadline moves its entry up or down the heap (or takes it out) in O(log p).
@usableFromInline
struct DeadlineHeap: Sendable {
    @usableFromInline private(set) var heap: [(deadline: Instant, slot: Int)] = []
    /// Where each slot's entry is in `heap`, or -1.
    private var position: [Int] = []

    @inlinable var earliest: Instant? { heap.first?.deadline }

    /// Gives `slot` the deadline `deadline`, or none.
    mutating func set(_ slot: Int, _ deadline: Instant?) {
        while position.count <= slot { position.append(-1) }
        let at = position[slot]
        switch (at >= 0, deadline) {
        case (false, nil):
            return
        case (false, let deadline?):
            heap.append((deadline, slot))
            position[slot] = heap.count - 1
            siftUp(heap.count - 1)
        case (true, nil):
            let last = heap.count - 1
            swapEntries(at, last)
            heap.removeLast()
            position[slot] = -1
            if at < heap.count {
                siftDown(at)
                siftUp(at)
            }
        case (true, let deadline?):
            guard heap[at].deadline != deadline else { return }
            heap[at].deadline = deadline
            siftDown(at)
            siftUp(at)
        }
    }

    /// The slots whose deadline is at or before `time`, in no particular order: a walk of the
    /// heap's top, never below an entry that is later.
    func due(at time: Instant) -> [Int] {
        var found: [Int] = []
        var pending = heap.isEmpty ? [] : [0]
        while let i = pending.popLast() {
            guard heap[i].deadline <= time else { continue }
            found.append(heap[i].slot)
            if 2 * i + 1 < heap.count { pending.append(2 * i + 1) }
            if 2 * i + 2 < heap.count { pending.append(2 * i + 2) }
        }
        return found
    }

    private func before(_ a: Int, _ b: Int) -> Bool {
        heap[a].deadline != heap[b].deadline ? heap[a].deadline < heap[b].deadline : heap[a].slot < heap[b].slot
    }

    private mutating func swapEntries(_ a: Int, _ b: Int) {
        guard a != b else { return }
        heap.swapAt(a, b)
        position[heap[a].slot] = a
        position[heap[b].slot] = b
    }

    private mutating func siftUp(_ start: Int) {
        var i = start
        while i > 0, before(i, (i - 1) / 2) {
            swapEntries(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
    }

    private mutating func siftDown(_ start: Int) {
        var i = start
        while true {
            var smallest = i
            if 2 * i + 1 < heap.count, before(2 * i + 1, smallest) { smallest = 2 * i + 1 }
            if 2 * i + 2 < heap.count, before(2 * i + 2, smallest) { smallest = 2 * i + 2 }
            guard smallest != i else { return }
            swapEntries(i, smallest)
            i = smallest
        }
    }
}
