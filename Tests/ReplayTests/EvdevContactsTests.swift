import DropEngine
import DropGeometry
import Replay
import TestSupport
import Testing

/// The contact tracker looks at the protocol B slots a frame writes, not every slot the
/// recording has used, and takes the smallest free pointer id from a heap. Checked against the
/// tracker written plainly — every slot looked at in slot order at every frame, the free id
/// searched from 2 — over seeded random recordings: the same inputs, pointer ids and warning.
@Suite("Linux input recordings: contacts against a plain tracker")
struct EvdevContactsTests {
    @Test("protocol B: the inputs and the warnings equal those of a pass over every slot at every frame, SYN_DROPPED ending the contacts it shows lost, over 400 seeded recordings")
    func protocolBEqualsAPassOverEverySlot() throws {
        for seed in 0..<400 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var recording = Recording()
            // Where the recording has put each slot's contact, as far as the generator needs it.
            var slots: [Int: PlainTracker.Slot] = [:]
            var slot = 0
            // Slots 0…5 often, and a few far ones; positions sometimes off the device's 0…99.
            func position() -> Int { Int.random(in: 0..<10, using: &random) == 0 ? Int.random(in: -5...105, using: &random) : Int.random(in: 0...99, using: &random) }
            recording.event(3, 0x2f, 0)
            for _ in 0..<Int.random(in: 1...60, using: &random) {
                var dropping = false
                for _ in 0..<Int.random(in: 0...6, using: &random) {
                    if !dropping, Int.random(in: 0..<25, using: &random) == 0 {
                        recording.event(0, 3, 0) // SYN_DROPPED: what follows, up to SYN_REPORT, is dropped
                        dropping = true
                    }
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0..<2:
                        let next = Int.random(in: 0..<8, using: &random) == 0 ? 1_000 + Int.random(in: 0...2, using: &random) : Int.random(in: 0...5, using: &random)
                        recording.event(3, 0x2f, next)
                        if !dropping { slot = next }
                    case 2..<4:
                        let tracking = Int.random(in: -1...6, using: &random)
                        recording.event(3, 0x39, tracking)
                        // A slot's first contact nearly always comes with its position; now and then it does not.
                        if tracking >= 0, slots[slot]?.x == nil || slots[slot]?.y == nil, Int.random(in: 0..<40, using: &random) != 0 {
                            let (x, y) = (position(), position())
                            recording.event(3, 0x35, x)
                            recording.event(3, 0x36, y)
                            if !dropping { slots[slot, default: .init()].x = x; slots[slot]!.y = y }
                        }
                    case 4..<7:
                        let x = position()
                        recording.event(3, 0x35, x)
                        if !dropping { slots[slot, default: .init()].x = x }
                    default:
                        let y = position()
                        recording.event(3, 0x36, y)
                        if !dropping { slots[slot, default: .init()].y = y }
                    }
                }
                recording.event(0, 0, 0)
                recording.time += Int64.random(in: 0...3, using: &random) * 1_000
            }
            var plain = PlainTracker()
            plain.protocolB(recording.events)
            // A contact with no position yet is an error at its tracking id, whatever follows it.
            if let unplaced = plain.unplaced {
                let error = inputError { try EvdevRecording.parse(recording.text, file: "r.events", mapping: EvdevRecordingTests.mapping) }
                #expect(error?.hasPrefix("r.events:\(unplaced.line):1: expected ABS_MT_POSITION_X and ABS_MT_POSITION_Y for the contact in slot \(unplaced.slot) ") == true, "seed \(seed): \(error ?? "no error")")
                continue
            }
            let trace = try EvdevRecording.parse(recording.text, file: "r.events", mapping: EvdevRecordingTests.mapping)
            #expect(trace.inputs == plain.inputs, "seed \(seed)")
            #expect(trace.warnings == plain.warnings, "seed \(seed)")
            if trace.inputs != plain.inputs || trace.warnings != plain.warnings { return }
        }
    }

    @Test("protocol A: the inputs and warnings equal those of the plain tracker (free ids searched from 2, contacts without tracking ids paired by trying every pairing, palms among them), over 400 seeded recordings")
    func protocolAEqualsThePlainTracker() throws {
        for seed in 0..<400 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var recording = Recording()
            var plain = PlainTracker()
            // Devices that send tracking ids, that do not (paired by distance), and a mix.
            let tracking = Int.random(in: 0..<3, using: &random)
            recording.event(0, 2, 0) // an SYN_MT_REPORT of no contact: the recording is protocol A
            for _ in 0..<Int.random(in: 1...50, using: &random) {
                var contacts: [PlainTracker.ContactA] = []
                var dropping = false
                for _ in 0..<Int.random(in: 0...5, using: &random) {
                    if !dropping, Int.random(in: 0..<25, using: &random) == 0 {
                        plain.dropped(at: recording.event(0, 3, 0))
                        dropping = true
                    }
                    var contact = PlainTracker.ContactA()
                    if tracking == 1 || (tracking == 2 && Bool.random(using: &random)) {
                        contact.tracking = Int.random(in: 0...6, using: &random)
                        recording.event(3, 0x39, contact.tracking!)
                    }
                    // ABS_MT_TOOL_TYPE now and then: a finger (0), a pen (1) or a palm (2).
                    if Int.random(in: 0..<3, using: &random) == 0 {
                        let tool = Int.random(in: 0...2, using: &random)
                        let line = recording.event(3, 0x37, tool)
                        if tool == 2 { (contact.palm, contact.line) = (true, line) }
                    }
                    if Int.random(in: 0..<12, using: &random) != 0 {
                        contact.x = Int.random(in: 0...99, using: &random)
                        recording.event(3, 0x35, contact.x!)
                    }
                    if Int.random(in: 0..<12, using: &random) != 0 {
                        contact.y = Int.random(in: 0...99, using: &random)
                        recording.event(3, 0x36, contact.y!)
                    }
                    recording.event(0, 2, 0) // SYN_MT_REPORT
                    if !dropping, contact.x != nil || contact.y != nil { contacts.append(contact) }
                }
                let line = recording.event(0, 0, 0)
                if !dropping { plain.protocolAFrame(contacts, at: recording.time, line: line) }
                recording.time += Int64.random(in: 0...3, using: &random) * 1_000
            }
            let trace = try EvdevRecording.parse(recording.text, file: "r.events", mapping: EvdevRecordingTests.mapping)
            #expect(trace.inputs == plain.inputs, "seed \(seed)")
            #expect(trace.warnings == plain.warnings, "seed \(seed)")
            if trace.inputs != plain.inputs || trace.warnings != plain.warnings { return }
        }
    }

    /// An evemu recording on ``EvdevRecordingTests/description``'s 100 × 100 device, written event
    /// by event; its slots are 0…1002 (the far slots the protocol B check writes are the device's).
    struct Recording {
        var text = EvdevRecordingTests.description.replacingOccurrences(of: "A: 2f 0 9 0 0 0\n", with: "A: 2f 0 1002 0 0 0\n")
        var time: Int64 = 0
        /// The events written, for the plain tracker to read.
        var events: [Event] = []
        private var line = EvdevRecordingTests.description.count { $0 == "\n" }

        struct Event {
            var type, code, value, line: Int
            var time: Int64
        }

        /// Writes `E: TIME TYPE CODE VALUE` at ``time`` (microseconds) and returns its line.
        @discardableResult
        mutating func event(_ type: Int, _ code: Int, _ value: Int) -> Int {
            let micro = String(time % 1_000_000)
            let hex = { (n: Int) in String(repeating: "0", count: 4 - String(n, radix: 16).count) + String(n, radix: 16) }
            text += "E: \(time / 1_000_000).\(String(repeating: "0", count: 6 - micro.count))\(micro) \(hex(type)) \(hex(code)) \(value)\n"
            line += 1
            events.append(Event(type: type, code: code, value: value, line: line, time: time))
            return line
        }
    }

    /// The tracker as first written: every protocol B slot looked at in slot order at every
    /// frame, protocol A's contacts matched by tracking id else by trying every pairing, the
    /// smallest free pointer id searched from 2. Device units 0…99 onto 800 × 600.
    struct PlainTracker {
        var inputs: [DragInput] = []
        var positions: [PointerID: Point] = [:]
        var slotPointers: [Int: (tracking: Int, pointer: PointerID)] = [:]
        /// Protocol A's contacts down: a palm's pointer is `nil`.
        var downA: [(pointer: PointerID?, trackingID: Int?, at: Point)] = []
        var outOfRange = 0
        var firstOutOfRange = ""

        var drops = (count: 0, firstLine: 0)
        var palms = (count: 0, firstLine: 0)
        /// Protocol B's slots written before any tracking id of theirs: contacts from before the recording.
        var untrackedSlots: Set<Int> = []
        var untracked = (count: 0, firstLine: 0)
        var trackedSlots: Set<Int> = []

        /// The contacts cancelled at a SYN_DROPPED, their end among the events dropped.
        var lostEnds: [String] = []

        var warnings: [String] {
            (drops.count == 0 ? [] : ["r.events: \(drops.count) SYN_DROPPED event\(drops.count == 1 ? "" : "s"), first at line \(drops.firstLine): the kernel dropped events there; the events up to the next SYN_REPORT are skipped, as it asks, and a lift or move it dropped is not in the recording"])
                + lostEnds
                + (untracked.count == 0 ? [] : ["r.events: \(untracked.count) contact\(untracked.count == 1 ? "" : "s") down before the recording began not replayed, first in the frame ending at line \(untracked.firstLine): a slot moving or lifting before any ABS_MT_TRACKING_ID of its own is a touch whose press the recording does not hold"])
                + (doubles.count == 0 ? [] : ["r.events: \(doubles.count) ABS_MT_TRACKING_ID value\(doubles.count == 1 ? "" : "s") replacing a slot's contact without -1 first ignored, first at line \(doubles.firstLine): no SYN_DROPPED since the contact began says events were lost there, and libevdev, not re-syncing, discards such a double tracking id, so libinput goes on with the same touch"])
                + (palms.count == 0 ? [] : ["r.events: \(palms.count) contact\(palms.count == 1 ? "" : "s") marked a palm (ABS_MT_TOOL_TYPE MT_TOOL_PALM) not replayed, first at line \(palms.firstLine): a touch under way when marked is cancelled, as libinput cancels it"])
                + (outOfRange == 0 ? [] : ["r.events: \(outOfRange) value\(outOfRange == 1 ? "" : "s") outside the device's axis range (or off the screen after calibration) clamped to the screen's edge, first \(firstOutOfRange)"])
        }

        /// Tracking ids discarded for replacing a live one without -1 first.
        var doubles = (count: 0, firstLine: 0)

        mutating func doubled(at line: Int) {
            if doubles.count == 0 { doubles.firstLine = line }
            doubles.count += 1
        }

        mutating func dropped(at line: Int) {
            if drops.count == 0 { drops.firstLine = line }
            drops.count += 1
        }

        /// Reads a protocol B recording: slots and tracking ids (a new one over a live one discarded,
        /// as libevdev discards it), each frame ended by a pass over every slot; after a SYN_DROPPED's
        /// frame, each live slot whose first tracking id up to the next SYN_DROPPED is not -1 is
        /// ended, its contact cancelled. Stops at the first contact with no position.
        mutating func protocolB(_ events: [Recording.Event]) {
            var slots: [Int: Slot] = [:]
            var slot = 0
            var dropping = false
            var dropLine = 0
            for (index, event) in events.enumerated() where unplaced == nil {
                switch (event.type, event.code) {
                case (0, 3):
                    if !dropping { dropLine = event.line }
                    dropping = true
                    dropped(at: event.line)
                case (0, 0) where dropping:
                    dropping = false
                    // Every live slot's first tracking id after the dropped frame, up to the next SYN_DROPPED.
                    var newIDs: [Int: (id: Int, line: Int)] = [:]
                    var seen: Set<Int> = []
                    var current = slot
                    for later in events[(index + 1)...].prefix(while: { !($0.type == 0 && $0.code == 3) }) {
                        if later.code == 0x2f, later.type == 3 { current = later.value }
                        if later.code == 0x39, later.type == 3, (slots[current]?.tracking ?? -1) >= 0, seen.insert(current).inserted, later.value >= 0 {
                            newIDs[current] = (later.value, later.line)
                        }
                    }
                    for slot in newIDs.keys.sorted() {
                        slots[slot]!.tracking = -1
                        guard let active = slotPointers.removeValue(forKey: slot) else { continue }
                        cancel(active.pointer, events[index].time)
                        lostEnds.append("r.events: the touch in slot \(slot) (tracking id \(active.tracking), line \(slots[slot]!.line)) cancelled at the SYN_DROPPED on line \(dropLine), dropping nothing: "
                                        + "its slot has a new tracking id, \(newIDs[slot]!.id), at line \(newIDs[slot]!.line) with no -1 recorded, so its end was among the events the kernel dropped there, "
                                        + "and where it ended is not in the recording (a client reading the device live re-syncs there, libevdev ending it first)")
                    }
                case (0, 0):
                    protocolBFrame(slots, at: event.time, line: event.line)
                case _ where dropping:
                    break
                case (3, 0x2f):
                    slot = event.value
                case (3, 0x39):
                    if event.value != -1, let live = slots[slot]?.tracking, live != -1 {
                        doubled(at: event.line) // a new id over a live one: discarded, as libevdev discards it
                    } else {
                        slots[slot, default: .init()].tracking = event.value
                        slots[slot]!.line = event.line
                    }
                case (3, 0x35):
                    slots[slot, default: .init()].x = event.value
                case (3, 0x36):
                    slots[slot, default: .init()].y = event.value
                default:
                    break
                }
            }
        }

        /// A protocol B slot: its contact's tracking id, position, and the line of its tracking id.
        struct Slot {
            var tracking: Int?
            var x: Int?
            var y: Int?
            var line = 0
        }
        /// The first contact found with no position: its tracking id's line and its slot.
        var unplaced: (line: Int, slot: Int)?

        mutating func protocolBFrame(_ slots: [Int: Slot], at time: Int64, line: Int) {
            for slot in slots.keys.sorted() {
                let contact = slots[slot]!
                let tracking = contact.tracking ?? -1
                if tracking < 0, slotPointers[slot] == nil, !trackedSlots.contains(slot), untrackedSlots.insert(slot).inserted {
                    if untracked.count == 0 { untracked.firstLine = line }
                    untracked.count += 1
                }
                if let active = slotPointers[slot], active.tracking != tracking {
                    up(active.pointer, time)
                    slotPointers[slot] = nil
                }
                guard tracking >= 0 else { continue }
                trackedSlots.insert(slot)
                guard let x = contact.x, let y = contact.y else {
                    unplaced = (contact.line, slot)
                    return
                }
                let point = scale(x, y, line: line)
                if let active = slotPointers[slot] {
                    move(active.pointer, point, time)
                } else {
                    let pointer = freePointer()
                    slotPointers[slot] = (tracking, pointer)
                    down(pointer, point, time)
                }
            }
        }

        /// A protocol A contact as reported: its tracking id, position, and whether (and on
        /// which line) its tool type is a palm.
        struct ContactA {
            var tracking: Int?
            var x: Int?
            var y: Int?
            var palm = false
            var line = 0
        }

        mutating func protocolAFrame(_ frame: [ContactA], at time: Int64, line: Int) {
            let contacts = frame.compactMap { c -> (tracking: Int?, at: Point, palm: Bool, line: Int)? in
                guard let x = c.x, let y = c.y else { return nil }
                return (c.tracking, scale(x, y, line: line), c.palm, c.line)
            }
            // By tracking id, each taking the first not taken; then the rest by every pairing tried.
            var match = [Int?](repeating: nil, count: downA.count)
            var taken = Set<Int>()
            for (p, previous) in downA.enumerated() where previous.trackingID != nil {
                if let index = contacts.indices.first(where: { !taken.contains($0) && contacts[$0].tracking == previous.trackingID }) {
                    match[p] = index
                    taken.insert(index)
                }
            }
            let unnamed = downA.indices.filter { downA[$0].trackingID == nil }
            let left = contacts.indices.filter { !taken.contains($0) }
            let pairs = ContactAssignmentTests.bestByTryingAll(from: unnamed.map { downA[$0].at }, to: left.map { contacts[$0].at })
            for (k, p) in unnamed.enumerated() {
                if let j = pairs[k] {
                    match[p] = left[j]
                    taken.insert(left[j])
                }
            }
            var still: [(pointer: PointerID?, trackingID: Int?, at: Point)] = []
            for (p, previous) in downA.enumerated() {
                guard let index = match[p] else {
                    if let pointer = previous.pointer { up(pointer, time) }
                    continue
                }
                let contact = contacts[index]
                if let pointer = previous.pointer, !contact.palm {
                    move(pointer, contact.at, time)
                    still.append((pointer, contact.tracking, contact.at))
                } else {
                    if let pointer = previous.pointer {
                        cancel(pointer, time)
                        palm(at: contact.line)
                    }
                    still.append((nil, contact.tracking, contact.at))
                }
            }
            downA = still
            for index in contacts.indices where !taken.contains(index) {
                let contact = contacts[index]
                if contact.palm {
                    palm(at: contact.line)
                    downA.append((nil, contact.tracking, contact.at))
                } else {
                    let pointer = freePointer()
                    downA.append((pointer, contact.tracking, contact.at))
                    down(pointer, contact.at, time)
                }
            }
        }

        mutating func palm(at line: Int) {
            if palms.count == 0 { palms.firstLine = line }
            palms.count += 1
        }

        func freePointer() -> PointerID {
            var id = 2
            while positions[PointerID(id)] != nil { id += 1 }
            return PointerID(id)
        }

        mutating func scale(_ x: Int, _ y: Int, line: Int) -> Point {
            if x < 0 || x > 99 || y < 0 || y > 99 {
                if outOfRange == 0 { firstOutOfRange = "\(x),\(y) outside 0…99 × 0…99 in the frame ending at line \(line)" }
                outOfRange += 1
            }
            return Point(x: Double(min(max(x, 0), 100)) * 800 / 100, y: Double(min(max(y, 0), 100)) * 600 / 100)
        }

        mutating func down(_ pointer: PointerID, _ point: Point, _ time: Int64) {
            positions[pointer] = point
            inputs.append(.pointerDown(PointerEvent(pointer: pointer, kind: .touch, position: point, time: Instant(microseconds: time))))
        }

        mutating func move(_ pointer: PointerID, _ point: Point, _ time: Int64) {
            guard positions[pointer] != point else { return }
            positions[pointer] = point
            inputs.append(.pointerMove(PointerEvent(pointer: pointer, kind: .touch, position: point, time: Instant(microseconds: time))))
        }

        mutating func up(_ pointer: PointerID, _ time: Int64) {
            let point = positions.removeValue(forKey: pointer) ?? Point(x: 0, y: 0)
            inputs.append(.pointerUp(PointerEvent(pointer: pointer, kind: .touch, position: point, time: Instant(microseconds: time))))
        }

        mutating func cancel(_ pointer: PointerID, _ time: Int64) {
            let point = positions.removeValue(forKey: pointer) ?? Point(x: 0, y: 0)
            inputs.append(.pointerCancel(PointerEvent(pointer: pointer, kind: .touch, position: point, time: Instant(microseconds: time))))
        }
    }
}
