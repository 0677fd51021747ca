import Runtime
import DropEngine
import DropGeometry

/// Multitouch frames: protocol B's slots and protocol A's contact sets, each ended frame turned
/// into touch pointers going down, moving, up, or cancelled (a palm).
extension ContactTracker {
    /// Ends a protocol B frame: each slot written in it moves, lifts or cancels its pointer, or
    /// puts a new one down.
    mutating func endFrameB(at time: Instant, line: Int) throws(InputError) {
        // The slots written in this frame, in slot order: O(k log k) for k values written, however
        // many slots the recording has used. A slot not written is where it was: looking at it
        // again would move its pointer to where it is (a move that is skipped) and count its
        // value out of range again, so that count alone is added for the slots not written.
        changedSlots.sort()
        var unchanged = activeOutOfRange
        for (i, slot) in changedSlots.enumerated() where i == 0 || changedSlots[i - 1] != slot {
            unchanged -= slotPointers[slot]?.outOfRange ?? 0
        }
        outOfRange += unchanged
        for (i, slot) in changedSlots.enumerated() where i == 0 || changedSlots[i - 1] != slot {
            let contact = slots[slot]!
            // A slot written before any tracking id of its own holds a contact from before the
            // recording (moving, or lifting: a tracking id of -1 first): its press is not in it,
            // so it is not replayed (and said in a warning).
            let tracking = contact.trackingID ?? -1
            if tracking < 0, slotPointers[slot] == nil, !trackedSlots.contains(slot), untrackedSlots.insert(slot).inserted { noteUntracked(at: line) }
            if let active = slotPointers[slot], active.tracking != tracking || contact.isPalm {
                // A contact found a palm is cancelled, as libinput cancels a touch: it drops nothing.
                emit(contact.isPalm && active.tracking == tracking ? .cancel : .up, pointer: active.pointer, kind: .touch, at: time, line: line)
                activeOutOfRange -= active.outOfRange
                slotPointers[slot] = nil
            }
            if let palm = palmSlots[slot], palm != tracking { palmSlots[slot] = nil }
            guard tracking >= 0 else { continue }
            trackedSlots.insert(slot)
            // A palm, or a contact that was one, is ignored until it lifts.
            if contact.isPalm, palmSlots[slot] == nil {
                palmSlots[slot] = tracking
                notePalm(at: contact.line)
            }
            guard palmSlots[slot] == nil else { continue }
            guard let x = contact.x, let y = contact.y else {
                throw missingPosition(contact, axes: (EV.mtPositionX, EV.mtPositionY), of: "the contact in slot \(slot) (tracking id \(tracking))")
            }
            let counted = outOfRange
            let point = scale(x: x, y: y, line: line)
            let noted = outOfRange - counted
            if let active = slotPointers[slot] {
                activeOutOfRange += noted - active.outOfRange
                slotPointers[slot]!.outOfRange = noted
                emit(.move(point), pointer: active.pointer, kind: .touch, at: time, line: line)
            } else {
                let pointer = takePointer()
                slotPointers[slot] = (tracking, pointer, noted)
                activeOutOfRange += noted
                emit(.down(point), pointer: pointer, kind: .touch, at: time, line: line)
            }
        }
        changedSlots.removeAll(keepingCapacity: true)
    }

    /// Ends a protocol A frame (contacts separated by `SYN_MT_REPORT`): each contact down before
    /// with a tracking id becomes the first of this frame's with that id; those without one are
    /// paired with the contacts left, with an id or not, so that they move least
    /// (``ContactAssignment``); the rest lift, and contacts left over go down.
    /// - Complexity: O(k) for k contacts in the two frames, and the pairing's.
    mutating func endFrameA(at time: Instant, line: Int) {
        // Placed before matching (distances are measured on the screen), but a value out of range
        // is counted only for a contact replayed: a palm's is not, as in protocol B.
        let contacts = frameContacts.compactMap { c -> (trackingID: Int?, at: Point, outside: String?, isPalm: Bool, line: Int)? in
            guard let x = c.x, let y = c.y else { return nil }
            let placed = place(x: x, y: y, line: line)
            return (c.trackingID, placed.point, placed.outside, c.isPalm, c.line)
        }
        frameContacts = []
        // Tracking ids first: each contact down with one takes the first not yet taken with it
        // (the indices of each id's contacts are kept last first, so the first is popped).
        var match = [Int?](repeating: nil, count: downA.count)
        var taken = [Bool](repeating: false, count: contacts.count)
        var withID: [Int: [Int]] = [:]
        for (index, contact) in contacts.enumerated().reversed() {
            if let id = contact.trackingID { withID[id, default: []].append(index) }
        }
        var unnamed: [Int] = []
        for (p, previous) in downA.enumerated() {
            guard let id = previous.trackingID else { unnamed.append(p); continue }
            if let index = withID[id]?.popLast() { (match[p], taken[index]) = (index, true) }
        }
        // Then the contacts down without one, paired with those left so that they move least.
        let left = contacts.indices.filter { !taken[$0] }
        let pairs = ContactAssignment.pairs(from: unnamed.map { downA[$0].at }, to: left.map { contacts[$0].at })
        for (k, p) in unnamed.enumerated() {
            if let j = pairs[k] { (match[p], taken[left[j]]) = (left[j], true) }
        }
        var isPalm = [Bool](repeating: false, count: contacts.count)
        var still: [ContactA] = []
        for (p, previous) in downA.enumerated() {
            guard let index = match[p] else {
                if let pointer = previous.pointer { emit(.up, pointer: pointer, kind: .touch, at: time, line: line) }
                continue
            }
            let contact = contacts[index]
            // A palm, or a contact that was one, is ignored until it lifts.
            guard let pointer = previous.pointer, !contact.isPalm else {
                if let pointer = previous.pointer {
                    // A contact found a palm is cancelled, as libinput cancels a touch: it drops nothing.
                    emit(.cancel, pointer: pointer, kind: .touch, at: time, line: line)
                    notePalm(at: contact.line)
                }
                isPalm[index] = true
                still.append(ContactA(pointer: nil, trackingID: contact.trackingID, at: contact.at))
                continue
            }
            emit(.move(contact.at), pointer: pointer, kind: .touch, at: time, line: line)
            still.append(ContactA(pointer: pointer, trackingID: contact.trackingID, at: contact.at))
        }
        downA = still
        for (index, contact) in contacts.enumerated() where !taken[index] {
            if contact.isPalm {
                notePalm(at: contact.line)
                isPalm[index] = true
                downA.append(ContactA(pointer: nil, trackingID: contact.trackingID, at: contact.at))
                continue
            }
            let pointer = takePointer()
            downA.append(ContactA(pointer: pointer, trackingID: contact.trackingID, at: contact.at))
            emit(.down(contact.at), pointer: pointer, kind: .touch, at: time, line: line)
        }
        for (index, contact) in contacts.enumerated() where !isPalm[index] {
            if let outside = contact.outside { noteOutOfRange(outside) }
        }
    }
}
