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
            let tracking = contact.trackingID ?? -1
            if let active = slotPointers[slot], active.tracking != tracking || contact.isPalm {
                // A contact found a palm is cancelled, as libinput cancels a touch: it drops nothing.
                emit(contact.isPalm && active.tracking == tracking ? .cancel : .up, pointer: active.pointer, kind: .touch, at: time, line: line)
                activeOutOfRange -= active.outOfRange
                slotPointers[slot] = nil
            }
            if let palm = palmSlots[slot], palm != tracking { palmSlots[slot] = nil }
            guard tracking >= 0 else { continue }
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
    /// is matched by tracking id, else by nearness, to one of this frame; the rest lift, and
    /// contacts left over go down.
    mutating func endFrameA(at time: Instant, line: Int) {
        // Placed before matching (nearness is measured on the screen), but a value out of range
        // is counted only for a contact replayed: a palm's is not, as in protocol B.
        let contacts = frameContacts.compactMap { c -> (trackingID: Int?, at: Point, outside: String?, isPalm: Bool, line: Int)? in
            guard let x = c.x, let y = c.y else { return nil }
            let placed = place(x: x, y: y, line: line)
            return (c.trackingID, placed.point, placed.outside, c.isPalm, c.line)
        }
        frameContacts = []
        var unmatched = Array(contacts.indices)
        var palmIndices: [Int] = []
        var still: [ContactA] = []
        for previous in downA {
            // The same tracking id, else the nearest contact not yet taken.
            let match = unmatched.first { contacts[$0].trackingID != nil && contacts[$0].trackingID == previous.trackingID }
                ?? (previous.trackingID == nil ? unmatched.min { distance(contacts[$0].at, previous.at) < distance(contacts[$1].at, previous.at) } : nil)
            guard let index = match else {
                if let pointer = previous.pointer { emit(.up, pointer: pointer, kind: .touch, at: time, line: line) }
                continue
            }
            unmatched.removeAll { $0 == index }
            let contact = contacts[index]
            // A palm, or a contact that was one, is ignored until it lifts.
            guard let pointer = previous.pointer, !contact.isPalm else {
                if let pointer = previous.pointer {
                    // A contact found a palm is cancelled, as libinput cancels a touch: it drops nothing.
                    emit(.cancel, pointer: pointer, kind: .touch, at: time, line: line)
                    notePalm(at: contact.line)
                }
                palmIndices.append(index)
                still.append(ContactA(pointer: nil, trackingID: contact.trackingID, at: contact.at))
                continue
            }
            emit(.move(contact.at), pointer: pointer, kind: .touch, at: time, line: line)
            still.append(ContactA(pointer: pointer, trackingID: contact.trackingID, at: contact.at))
        }
        downA = still
        for index in unmatched {
            let contact = contacts[index]
            if contact.isPalm {
                notePalm(at: contact.line)
                palmIndices.append(index)
                downA.append(ContactA(pointer: nil, trackingID: contact.trackingID, at: contact.at))
                continue
            }
            let pointer = takePointer()
            downA.append(ContactA(pointer: pointer, trackingID: contact.trackingID, at: contact.at))
            emit(.down(contact.at), pointer: pointer, kind: .touch, at: time, line: line)
        }
        for (index, contact) in contacts.enumerated() where !palmIndices.contains(index) {
            if let outside = contact.outside { noteOutOfRange(outside) }
        }
    }
}
