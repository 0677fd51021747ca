import Runtime
import DropEngine

// A SYN_DROPPED says the kernel dropped events from the evdev client's buffer — evemu-record's
// (or libinput record's) own: each client has its own, so the application reading the device
// beside it most likely saw them. A client reading the device live, through libevdev, re-syncs
// there: it asks the kernel for the device's state and sends the difference, first a frame ending
// every touch that stopped or whose slot has a new tracking id (`terminate_slots` in libevdev.c),
// then one starting the new touches, and a key up where the key is no longer down. A recording
// holds no such re-sync: only what the device sent next. So a contact whose end was dropped shows
// later, when the key that pressed it is pressed again with no release recorded (the kernel sends
// a key only when it changes), or its protocol B slot takes a new tracking id with no -1 recorded.
// Read without that, two gestures are one: the first press goes on to the second's release, and
// the replay drops the first item where the second gesture ended.
//
// Such a contact is ended at the SYN_DROPPED — the end of its dropped frame, the first moment the
// recording can hold it ended, before any motion after it is taken for a drag — by a cancel, not a
// release at its last place known: where it ended is not in the recording, and a release there would
// apply a drop (completing or trashing a task) the person may not have made. A cancel applies
// nothing; an expectation that needed the drop fails, and the warning says why. Only the events up
// to the next SYN_DROPPED are looked at: the end of a contact still down there is that one's to find.
// Protocol A needs none of this: each frame lists every contact, so a lift is never lost.
extension ContactTracker {
    /// The keys whose press starts, and whose release ends, the contacts `mode` replays: a
    /// mouse's `BTN_LEFT`; a single touch's or a pen's `BTN_TOUCH` and tool (`BTN_TOOL_*`: out of
    /// range, it touches nothing); protocol B's `BTN_TOUCH` (down while any contact is, so its
    /// release ends them all); none for protocol A.
    static func pressingKeys(_ mode: Mode) -> Set<Int> {
        switch mode {
        case .mouse, .absoluteMouse: [EV.btnLeft]
        case .singleTouch, .pen: EV.btnTools.union([EV.btnTouch])
        case .protocolB: [EV.btnTouch]
        case .protocolA: []
        }
    }

    /// Ends, by a cancel at `time` (the end of the frame a SYN_DROPPED dropped, on `line`), each
    /// contact down whose end the events from `start` up to the next SYN_DROPPED show was dropped:
    /// a key of ``keysDown`` whose next value is a press, a live protocol B slot whose next tracking
    /// id is not -1. Each cancel is named in a warning (``lostEnds``); the key and the slot are then
    /// up, so the press or tracking id that showed it starts a contact of its own.
    /// - Complexity: O(k + s) for the k events looked at and s slots used.
    mutating func endDrop(_ events: [RawEvent], from start: Int, mode: Mode, dropLine: Int, at time: Instant, line: Int) {
        var keys = keysDown
        var live = mode == .protocolB ? Set(slots.compactMap { ($0.value.trackingID ?? -1) >= 0 ? $0.key : nil }) : []
        let wasLive = live
        /// The keys found pressed again (the first with its line), and each slot found with a new tracking id.
        var pressed: (key: Int, line: Int)?
        var pressedAgain: [Int] = []
        var newIDs: [Int: (id: Int, line: Int)] = [:]
        var current = slot
        var index = start
        while index < events.count, !keys.isEmpty || !live.isEmpty {
            let event = events[index]
            index += 1
            switch (event.type, event.code) {
            case (EV.syn, EV.synDropped):
                index = events.count
            case (EV.key, _) where keys.contains(event.code) && event.value != 2:
                keys.remove(event.code)
                if event.value != 0 {
                    if pressed == nil { pressed = (event.code, event.line) }
                    pressedAgain.append(event.code)
                }
            case (EV.abs, EV.mtSlot):
                current = event.value
            case (EV.abs, EV.mtTrackingID) where live.contains(current):
                live.remove(current)
                if event.value >= 0 { newIDs[current] = (event.value, event.line) }
            default:
                break
            }
        }
        let again = pressed.map { "\(EV.keyName($0.key)) is pressed again at line \($0.line) with no release recorded" }
        switch mode {
        case .mouse, .absoluteMouse:
            guard let pressed, let again else { return }
            keysDown.remove(pressed.key)
            guard mouseDown else { return }
            emit(.cancel, pointer: 0, kind: .mouse, at: time, line: line)
            mouseDown = false
            noteLostEnd("the BTN_LEFT press of line \(mouseDownLine)", dropLine: dropLine, because: again)
        case .singleTouch, .pen:
            guard let again else { return }
            // Whichever of its keys was released, the touch ended: BTN_TOUCH with it.
            keysDown.subtract(pressedAgain)
            keysDown.remove(EV.btnTouch)
            single.trackingID = -1
            guard let pointer = singleDown else { return }
            emit(.cancel, pointer: pointer, kind: mode == .pen ? .pen : .touch, at: time, line: line)
            singleDown = nil
            noteLostEnd("\(mode == .pen ? "the pen's touch" : "the touch") of line \(single.line)", dropLine: dropLine, because: again)
        case .protocolB:
            var ended = newIDs.mapValues { "its slot has a new tracking id, \($0.id), at line \($0.line) with no -1 recorded" }
            if let pressed, let again {
                // BTN_TOUCH released: every contact lifted.
                keysDown.remove(pressed.key)
                for slot in wasLive where ended[slot] == nil { ended[slot] = again + " (every contact lifted)" }
            }
            for slot in ended.keys.sorted() {
                let contact = slots[slot]!
                slots[slot]!.trackingID = -1
                palmSlots[slot] = nil
                guard let active = slotPointers[slot] else { continue }
                emit(.cancel, pointer: active.pointer, kind: .touch, at: time, line: line)
                activeOutOfRange -= active.outOfRange
                slotPointers[slot] = nil
                noteLostEnd("the touch in slot \(slot) (tracking id \(active.tracking), line \(contact.line))", dropLine: dropLine, because: ended[slot]!)
            }
        case .protocolA:
            return
        }
    }

    /// A warning for `contact`, cancelled at the SYN_DROPPED on `dropLine` for `reason`.
    private mutating func noteLostEnd(_ contact: String, dropLine: Int, because reason: String) {
        lostEnds.append("\(file): \(contact) cancelled at the SYN_DROPPED on line \(dropLine), dropping nothing: \(reason), so its end was among the events "
                        + "the kernel dropped there, and where it ended is not in the recording (a client reading the device live re-syncs there, libevdev ending it first)")
    }
}
