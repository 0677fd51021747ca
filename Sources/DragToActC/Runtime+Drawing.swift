import CDragToAct
import DropEngine
import DropGeometry
import Runtime
import TaskModel

// What a C host needs to draw a scene as the Swift apps do (1.9.0): each list receiver's rows
// (drop zones and section titles too), a scrollable list's offset, and an event's cues as values.

extension RuntimeState {
    /// The scene's receiver at `index`, or `DTA_ERR_INVALID` naming the indices there are.
    func receiver(at index: Int, _ what: String) throws(Failure) -> Scene.Receiver {
        let receivers = try reading { $0.scene.receivers }
        guard index >= 0, index < receivers.count else {
            throw Failure(Status.invalid, "\(what): expected a receiver of the scene (\(range(of: receivers.count))), found \(UInt(bitPattern: index))")
        }
        return receivers[index]
    }

    /// The scene's receiver `id`, read from the caller, or `DTA_ERR_INVALID` naming the scene's ids.
    func receiver(named pointer: UnsafePointer<CChar>?) throws(Failure) -> Scene.Receiver {
        let id = ReceiverID(try CText.readID(pointer, "receiver_id"))
        let receivers = try reading { $0.scene.receivers }
        guard let receiver = receivers.first(where: { $0.id == id }) else {
            let ids = receivers.map { "\"\($0.id)\"" }.joined(separator: ", ")
            throw Failure(Status.invalid, "receiver_id: expected the id of a receiver of the scene (\(ids)), found \"\(id)\", which none has")
        }
        return receiver
    }
}

@c @implementation
public func dta_runtime_row_count(_ runtime: dta_runtime, _ receiverIndex: Int, _ count: UnsafeMutablePointer<Int>?) -> dta_status {
    count?.pointee = 0 // until the call writes its count: a call failing first (no scene, a stale handle) leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let count = try required(count, "count")
        let receiver = try state.receiver(at: receiverIndex, "receiver_index")
        let rows = try state.reading { $0.rows(of: receiver) }
        state.rowsListed[receiverIndex] = rows
        count.pointee = rows.count
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_row(_ runtime: dta_runtime, _ receiverIndex: Int, _ rowIndex: Int, _ out: UnsafeMutablePointer<dta_board_row>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let out = try required(out, "out")
        let receiver = try state.receiver(at: receiverIndex, "receiver_index")
        guard let rows = state.rowsListed[receiverIndex] else {
            throw Failure(Status.state, "the rows of receiver \(receiverIndex) (\"\(receiver.id)\") are not listed: call dta_runtime_row_count (again: a feed, key, refresh, undo, redo, rename, select, set_enabled, set_scroll_offset or wheel may have changed them)")
        }
        guard rowIndex >= 0, rowIndex < rows.count else {
            throw Failure(Status.invalid, "row_index: expected a row of receiver \(receiverIndex) (\"\(receiver.id)\") as dta_runtime_row_count listed it (\(range(of: rows.count))), found \(UInt(bitPattern: rowIndex))")
        }
        out.pointee = dta_board_row(rows[rowIndex], instance: state)
        return Status.ok
    }
}

extension dta_board_row {
    /// `row` as C sees it, its texts interned by `instance`.
    init(_ row: BoardRow, instance: Instance) {
        self.init()
        let task = row.task
        what = if row.section != nil { Int32(DTA_ROW_SECTION) } else if row.isDropZone { Int32(DTA_ROW_DROP_ZONE) } else { Int32(DTA_ROW_NODE) }
        var folded = row.collapsed
        switch task.kind {
        case .task: kind = Int32(DTA_KIND_TASK)
        case .header: kind = Int32(DTA_KIND_HEADER)
        case .folder(let expanded):
            kind = Int32(DTA_KIND_FOLDER)
            if !row.isDropZone { folded = !expanded }
        }
        id = instance.interned(task.id.rawValue)
        title = instance.interned(task.title)
        list_id = instance.interned(task.list.rawValue)
        parent_id = task.parent.map { instance.interned($0.rawValue) }
        depth = Int32(clamping: row.depth)
        collapsed = folded ? 1 : 0
        hidden = Int64(row.hidden)
        (x, y, width, height) = (row.frame.minX, row.frame.minY, row.frame.width, row.frame.height)
    }
}

@c @implementation
public func dta_runtime_scroll_offset(_ runtime: dta_runtime, _ receiverID: UnsafePointer<CChar>?, _ offset: UnsafeMutablePointer<Double>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let offset = try required(offset, "offset")
        let receiver = try state.receiver(named: receiverID)
        offset.pointee = try state.reading { $0.scrollOffset(of: receiver.id) }
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_set_scroll_offset(_ runtime: dta_runtime, _ receiverID: UnsafePointer<CChar>?, _ offset: Double, _ timeNs: Int64,
                                          _ out: UnsafeMutablePointer<dta_event>?, _ capacity: Int, _ total: UnsafeMutablePointer<Int>?) -> dta_status {
    total?.pointee = 0 // until the call writes its count: a call failing first leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let total = try checkBuffer(out, capacity: capacity, total: total)
        let receiver = try state.receiver(named: receiverID)
        guard receiver.isScrollable else {
            let scrollable = try state.reading { $0.scene.receivers.filter(\.isScrollable).map { "\"\($0.id)\"" } }
            let those = scrollable.isEmpty ? "the scene has none" : "the scene's: " + scrollable.joined(separator: ", ")
            throw Failure(Status.invalid, "receiver_id: expected the id of a scrollable list receiver (\"scrollable\": true; \(those)), found \"\(receiver.id)\", which does not scroll")
        }
        guard offset.isFinite else { throw Failure(Status.invalid, "offset: expected a finite number of points, found \(offset)") }
        let time = Instant(microseconds: Nanoseconds.microseconds(timeNs))
        return try state.change(at: time, into: out, capacity: capacity, total: total) { runtime, events throws(RuntimeError) in
            try runtime.setScrollOffset(offset, of: receiver.id, at: time, into: &events)
        }
    }
}

@c @implementation
public func dta_runtime_wheel(_ runtime: dta_runtime, _ x: Double, _ y: Double, _ delta: Double, _ timeNs: Int64,
                              _ listID: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
                              _ out: UnsafeMutablePointer<dta_event>?, _ capacity: Int, _ total: UnsafeMutablePointer<Int>?) -> dta_status {
    total?.pointee = 0 // until the call writes its count: a call failing first leaves none from before
    listID?.pointee = nil
    return withRuntime(runtime) { state throws(Failure) in
        let total = try checkBuffer(out, capacity: capacity, total: total)
        guard x.isFinite, y.isFinite else { throw Failure(Status.invalid, "x, y: expected a finite point, found \(Point(x: x, y: y))") }
        guard delta.isFinite else { throw Failure(Status.invalid, "delta: expected a finite number of points, found \(delta)") }
        let time = Instant(microseconds: Nanoseconds.microseconds(timeNs))
        var list: ReceiverID?
        let status = try state.change(at: time, into: out, capacity: capacity, total: total) { runtime, events throws(RuntimeError) in
            list = try runtime.wheel(by: delta, over: Point(x: x, y: y), at: time, into: &events)
        }
        listID?.pointee = list.map { state.interned($0.rawValue) }
        return status
    }
}

@c @implementation
public func dta_runtime_event_cues(_ runtime: dta_runtime, _ index: Int, _ out: UnsafeMutablePointer<dta_cues>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let out = try required(out, "out")
        guard index >= 0, index < state.events.count else {
            throw Failure(Status.invalid, "index: expected an event of the last call (\(range(of: state.events.count))), found \(UInt(bitPattern: index))")
        }
        out.pointee = dta_cues(state.events[index].cues)
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_event_tasks(_ runtime: dta_runtime, _ index: Int, _ out: UnsafeMutablePointer<UnsafePointer<CChar>?>?, _ capacity: Int,
                                    _ total: UnsafeMutablePointer<Int>?) -> dta_status {
    total?.pointee = 0 // until the call writes its count: a call failing first leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let total = try checkBuffer(out, capacity: capacity, total: total, holding: "ids")
        guard index >= 0, index < state.events.count else {
            throw Failure(Status.invalid, "index: expected an event of the last call (\(range(of: state.events.count))), found \(UInt(bitPattern: index))")
        }
        // A drop handed to the app carries tasks; no other event does.
        guard case .customDrop(let drop) = state.events[index].kind else { return Status.ok }
        return copy(drop.tasks, into: out, capacity: capacity, total: total) { state.interned($0.rawValue) }
    }
}

extension RuntimeEvent {
    /// The cues the event carries: a drag's start, drop or cancel has them; no other event does.
    var cues: Cues {
        guard case .engine(let action) = kind else { return Cues() }
        switch action {
        case .dragStarted(_, _, _, _, let cues), .dropped(_, _, let cues), .cancelled(_, _, _, let cues): return cues
        case .pressBegan, .pressEnded, .pressRefused, .entered, .movedWithin, .dwelled, .exited, .swiping, .swipeEnded, .inputRejected:
            return Cues()
        }
    }
}

extension dta_cues {
    /// `cues` as C sees them: NONE and 0 where they say nothing, opacity 1 without an appearance.
    init(_ cues: Cues) {
        self.init()
        haptic = switch cues.haptic {
        case nil: Int32(DTA_HAPTIC_NONE)
        case .light?: Int32(DTA_HAPTIC_LIGHT)
        case .medium?: Int32(DTA_HAPTIC_MEDIUM)
        }
        if let animation = cues.animation {
            (self.animation, curve, animation_ms) = (animation.cKind, animation.cCurve, Int64(animation.milliseconds))
        }
        badge = Int32(clamping: cues.badge ?? 0)
        opacity = 1
        if let appearance = cues.appearance {
            has_appearance = 1
            lifted = appearance.lifted ? 1 : 0
            shadow = appearance.shadow ? 1 : 0
            opacity = appearance.opacity
        }
    }
}

extension CueAnimation {
    /// The animation's `DTA_ANIMATION_*`.
    var cKind: Int32 {
        switch kind {
        case .settle: Int32(DTA_ANIMATION_SETTLE)
        case .returnToOrigin: Int32(DTA_ANIMATION_RETURN_TO_ORIGIN)
        case .rowShift: Int32(DTA_ANIMATION_ROW_SHIFT)
        }
    }

    /// The animation's `DTA_CURVE_*`.
    var cCurve: Int32 {
        switch curve {
        case .spring: Int32(DTA_CURVE_SPRING)
        case .easeInOut: Int32(DTA_CURVE_EASE_IN_OUT)
        }
    }
}

extension dta_preview {
    /// No preview: `has` 0, no receiver, slot and from_row -1, nothing moving, no animation — what
    /// a call writes first, so a call that fails leaves no preview from before.
    static var none: dta_preview {
        var c = dta_preview()
        c.slot = -1
        c.from_row = -1
        return c
    }

    /// `preview` as C sees it: the receiver's id `receiverID` (interned by the caller) and handle
    /// `handle` (0 at the runtime); the shifted range as its first row and count; the insertion
    /// line's row (`slot`), height and depth, and whether the place is refused.
    init(_ preview: ListPreview, receiverID: UnsafePointer<CChar>, handle: UInt64) {
        self = .none
        has = 1
        receiver = dta_receiver(id: handle)
        receiver_id = receiverID
        slot = Int64(preview.slot)
        from_row = preview.fromRow.map(Int64.init) ?? -1
        first = Int64(preview.shifted.lowerBound)
        count = Int64(preview.shifted.count)
        offset = preview.offset
        line_y = preview.lineY
        depth = Int32(clamping: preview.depth)
        refused = preview.refused ? 1 : 0
        if let animation = preview.animation {
            (self.animation, curve, animation_ms) = (animation.cKind, animation.cCurve, Int64(animation.milliseconds))
        }
    }
}

@c @implementation
public func dta_runtime_preview(_ runtime: dta_runtime, _ pointer: Int64, _ out: UnsafeMutablePointer<dta_preview>?) -> dta_status {
    out?.pointee = .none // until the call writes it: a call failing first (no scene, a stale handle) leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let out = try required(out, "out")
        if let preview = try state.reading({ $0.engine.preview(for: PointerID(Int(pointer))) }) {
            out.pointee = dta_preview(preview, receiverID: state.interned(preview.receiver.rawValue), handle: 0)
        }
        return Status.ok
    }
}
