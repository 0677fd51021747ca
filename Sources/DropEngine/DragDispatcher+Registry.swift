import DropGeometry

/// Registering, changing and removing receivers and sources — at any time, including mid-drag.
/// Each change that can move a drag's target appends the actions it causes (exits, entries,
/// ends of presses) to the caller's buffer, as ``DragDispatcher/handle(_:into:)`` does.
extension DragDispatcher {
    /// Adds a receiver on top of every receiver with the same `z`.
    /// - Throws: ``EngineError`` when the id is empty or taken, the frame is not finite or has a negative size, or the dwell is
    ///   negative (as a collision radius or hysteresis that is not a finite number ≥ 0, and a receiver its own parent).
    /// - Complexity: the receiver index's ``DropGeometry/LayeredIndex/insert(_:z:)`` — O(s² · b)
    ///   for its layered cells plus, above 128 receivers, the grid cells its frame reaches (every
    ///   one, for a full-screen receiver) and amortized O(log n) for the grid's layouts: not O(1) —
    ///   and the proximity index's for a receiver whose collision is not `.pointer`; a hash insert
    ///   of its id; then one hit test per dragging pointer, O(p) for the p pointers down.
    public mutating func register(_ receiver: DropReceiver, into actions: inout [DragAction]) throws(EngineError) {
        try Self.refuseEmpty(receiver.id.rawValue, "receiver")
        guard receivers.handles[receiver.id] == nil else {
            throw EngineError(.duplicateReceiver, "receiver \"\(receiver.id)\": a receiver with this id is already registered")
        }
        _ = try validated(receiver.frame, "receiver \"\(receiver.id)\" frame")
        try Self.validateSteadiness(of: receiver)
        receivers.insert(receiver)
        for i in sessions.occupied { sessions[i].receiverReturned(receiver.id) }
        refreshTargets(into: &actions)
    }

    /// Registers `receivers` in order, as many calls of ``register(_:into:)`` would, laying the
    /// index's grid out once at the end rather than each time the count doubles: the way to load
    /// a scene.
    /// - Throws: the error `register` gives for the first receiver it would refuse (an empty or
    ///   duplicate id, here or among those registered; bad geometry); none of them is registered then.
    /// - Complexity: O(n log n) for n receivers, once.
    public mutating func register(contentsOf receivers: [DropReceiver], into actions: inout [DragAction]) throws(EngineError) {
        var ids = Set<ReceiverID>()
        ids.reserveCapacity(receivers.count)
        let fresh = self.receivers.handles.isEmpty // A scene's load: no id to look up.
        for receiver in receivers {
            try Self.refuseEmpty(receiver.id.rawValue, "receiver")
            guard ids.insert(receiver.id).inserted, fresh || self.receivers.handles[receiver.id] == nil else {
                throw EngineError(.duplicateReceiver, "receiver \"\(receiver.id)\": a receiver with this id is already registered")
            }
            _ = try validated(receiver.frame, "receiver \"\(receiver.id)\" frame")
            try Self.validateSteadiness(of: receiver)
        }
        self.receivers.makeRoom(for: self.receivers.index.count + receivers.count)
        self.receivers.deferringGridLayout { table in
            for receiver in receivers { table.insert(receiver) }
        }
        for i in sessions.occupied { for receiver in receivers { sessions[i].receiverReturned(receiver.id) } }
        refreshTargets(into: &actions)
    }

    /// Removes a receiver. A drag over it exits it; released over nothing afterwards, it cancels
    /// with `receiverRemoved` (until it enters another receiver, or this one is registered again).
    /// - Complexity: as ``DropGeometry/LayeredIndex/remove(_:)`` (the cells its rect reaches), plus
    ///   one hit test per dragging pointer.
    public mutating func unregisterReceiver(_ id: ReceiverID, into actions: inout [DragAction]) throws(EngineError) {
        let handle = try receiverHandle(id)
        receivers.remove(handle, id: id)
        for i in sessions.occupied { sessions[i].forgetRows(of: handle) }
        refreshTargets(vanished: VanishedReceiver(id: id, handle: handle, disabled: false), into: &actions)
    }

    /// Moves or resizes a receiver, keeping its place in the stack.
    /// - Complexity: as ``DropGeometry/LayeredIndex/update(_:frame:)`` (the cells it leaves and
    ///   joins), plus one hit test per dragging pointer.
    public mutating func setFrame(_ frame: Rect, ofReceiver id: ReceiverID, into actions: inout [DragAction]) throws(EngineError) {
        let handle = try receiverHandle(id)
        _ = try validated(frame, "receiver \"\(id)\" frame")
        receivers.setFrame(frame, of: handle)
        refreshTargets(into: &actions)
    }

    /// Enables or disables a receiver. Disabling one under a drag is like removing it, but for the
    /// reason a release over nothing afterwards cancels with: `receiverDisabled` (until it is
    /// enabled again: then `releasedOutside`).
    /// - Complexity: O(1), plus one hit test per dragging pointer.
    public mutating func setEnabled(_ enabled: Bool, receiver id: ReceiverID, into actions: inout [DragAction]) throws(EngineError) {
        let handle = try receiverHandle(id)
        receivers.setEnabled(enabled, handle)
        for i in sessions.occupied {
            if enabled { sessions[i].receiverReturned(id) } else { sessions[i].forgetRows(of: handle) }
        }
        refreshTargets(vanished: enabled ? nil : VanishedReceiver(id: id, handle: handle, disabled: true), into: &actions)
    }

    /// Changes how long a drag must rest at one location over a receiver before it dwells
    /// (``DropReceiver/dwell``; `nil`: never) — a list that came to hold folders or lost its last,
    /// a person's setting.
    ///
    /// Every location computed from now on has the new time (a list's rows that are no tree dwell
    /// at any rest, as at registration). A drag resting over the receiver is looked at at once, and
    /// nothing is reported (no location or verdict changes): without a dwell it waits for nothing;
    /// a rest that was waiting keeps its start, and dwells once it has lasted the new time (at the
    /// next input or tick if it already has); a rest that dwelled does not dwell again; a rest where
    /// nothing dwelled (the receiver had no dwell) starts waiting at the latest input's time. The
    /// keyboard's drag never dwells on time, as before.
    ///
    /// ```swift
    /// try engine.setDwell(.milliseconds(700), ofReceiver: "inbox")   // a folder was dropped into the inbox
    /// ```
    /// - Throws: ``EngineError`` when the receiver is unknown (`unknownReceiver`) or the dwell is
    ///   negative (`invalidGeometry`, as ``register(_:into:)`` refuses it); nothing changes then.
    /// - Complexity: O(1), plus one hit test per drag over the receiver and O(p) for the p pointers down.
    public mutating func setDwell(_ dwell: Interval?, ofReceiver id: ReceiverID) throws(EngineError) {
        let handle = try receiverHandle(id)
        try Self.validateDwell(dwell, of: id)
        guard receivers.hot[Int(handle.rawValue)].dwell != dwell else { return }
        receivers.setDwell(dwell, of: handle)
        let time = lastTime ?? Instant(microseconds: 0)
        for i in sessions.occupied where sessions[i].isDragging && !sessions[i].pointer.isKeyboard {
            guard let hover = sessions[i].hover, hover.handle == handle, let position = sessions[i].position else { continue }
            // The same place (nothing else changed): only whether and how long a rest there takes to dwell is new.
            let fresh = target(at: position, for: sessions[i].grip, previous: hover)
            sessions[i].dwellChanged(to: fresh?.handle == handle ? fresh?.dwell : nil, at: time)
        }
    }

    /// Sets the rows of a receiver whose placement is ``DropReceiver/Placement/amongRows``, top to
    /// bottom. Call it after every change to the list's layout.
    ///
    /// A scrollable list gives its rows as they are before its scroll `offset`: each is drawn
    /// `offset` points above its frame (`frame.origin.y - offset`), and
    /// ``scrollRows(ofList:to:into:)`` then scrolls them without giving them again. Without an
    /// offset the list keeps the one it has (0 until it is scrolled), so rows set again after a
    /// change stay where the list is scrolled to.
    /// - Throws: when the receiver is unknown or does not take rows, a frame is invalid, the
    ///   offset is not finite or would move a row out of finite numbers, or the rows are not top
    ///   to bottom.
    /// - Complexity: O(n) for n rows, plus one hit test per drag over the list and O(p) for the p
    ///   pointers down.
    public mutating func setRows(_ rows: [ListRow], ofList id: ReceiverID, scrolledBy offset: Double? = nil,
                                 into actions: inout [DragAction]) throws(EngineError) {
        let handle = try receiverHandle(id)
        guard let record = receivers.records[Int(handle.rawValue)], record.receiver.placement == .amongRows else {
            throw EngineError(.notAList, "receiver \"\(id)\": rows can only be set on a receiver whose placement is amongRows")
        }
        var layout = try ListLayout(rows: rows, receiver: id)
        let offset = offset ?? record.layout?.offset ?? 0
        if offset != 0 { layout = try layout.scrolled(to: offset, receiver: id) }
        let sameRows = record.layout.map { $0.hasSameRows(as: layout) } ?? false
        install(layout, of: handle, sameRows: sameRows, into: &actions)
    }

    /// Replaces rows `range` of list `id` with `rows`, and moves the rows after them to `frames`
    /// (one per row after `range`, in order; `nil` leaves them where they are): what
    /// ``setRows(_:ofList:scrolledBy:into:)`` of the list's rows so changed does — the same
    /// layout, errors and actions — looking only at the rows that change. Without an offset the
    /// list keeps the one it has, as `setRows` does.
    ///
    /// ```swift
    /// // "new-1" added above row 2 of five rows 40 points apart: rows 2 to 4 move down a row.
    /// try engine.replaceRows(2..<2, with: [ListRow(source: "new-1", frame: Rect(x: 0, y: 80, width: 200, height: 36))],
    ///                        movingRowsAfterTo: (3..<6).map { Rect(x: 0, y: 40 * Double($0), width: 200, height: 36) },
    ///                        ofList: "inbox", into: &actions)
    /// ```
    ///
    /// A drop that adds, removes or moves a few rows of a long list costs those rows, and the
    /// rows below them when they move; one that leaves as many rows as it takes costs its rows.
    /// - Throws: what `setRows` throws for the rows so changed, and when `range` is not within the
    ///   list's rows (none before they are first set) or `frames` is not one frame per row after
    ///   it. Nothing changes then.
    /// - Complexity: O(m + t) for the m rows given and the t rows after `range` (O(m) when they
    ///   stay where they are), hashing each source given once and the sources that go, plus a
    ///   move in memory of the rows after `range` when their count changes; O(n) for the list's n rows
    ///   when they are a tree (containers or sections) before or after, or when a copy of the
    ///   dispatcher shares the list's layout (drags under way let go of it first). Plus one hit
    ///   test per drag over the list, and O(p) for the p pointers down.
    public mutating func replaceRows(_ range: Range<Int>, with rows: [ListRow], movingRowsAfterTo frames: [Rect]?, ofList id: ReceiverID,
                                     scrolledBy offset: Double? = nil, into actions: inout [DragAction]) throws(EngineError) {
        let handle = try receiverHandle(id)
        let raw = Int(handle.rawValue)
        guard receivers.records[raw]?.receiver.placement == .amongRows else {
            throw EngineError(.notAList, "receiver \"\(id)\": rows can only be set on a receiver whose placement is amongRows")
        }
        let edit: ListLayout.Edit
        if let layout = receivers.records[raw]?.layout {
            edit = try layout.edit(range, with: rows, movingRowsAfterTo: frames, offset: offset ?? layout.offset, receiver: id)
        } else {
            // Rows never set are none: the edit can only give the first rows, as setRows would.
            _ = try ListLayout(rows: [], receiver: id).edit(range, with: rows, movingRowsAfterTo: frames, offset: offset ?? 0, receiver: id)
            return try setRows(rows, ofList: id, scrolledBy: offset, into: &actions)
        }
        relayOut(handle, sameRows: edit.sameRows, into: &actions) { $0.editLayout(of: handle, edit) }
    }

    /// Moves the rows of list `id` to `frames` as drawn, one per row in order: the same rows,
    /// moved, at no scroll offset. What ``setRows(_:ofList:scrolledBy:into:)`` with the rows at
    /// those frames and offset 0 does, without looking at what the rows are again; drags over the
    /// list keep their slot's hysteresis. To scroll, ``scrollRows(ofList:to:into:)`` costs O(1).
    /// - Throws: when the receiver is unknown or has no rows, the count of frames is not the
    ///   count of rows, a frame is invalid, or the rows are not top to bottom.
    /// - Complexity: O(n) for n rows, nothing hashed, plus one hit test per drag over the list and
    ///   O(p) for the p pointers down.
    public mutating func moveRows(to frames: [Rect], ofList id: ReceiverID, into actions: inout [DragAction]) throws(EngineError) {
        let handle = try receiverHandle(id)
        guard let layout = receivers.records[Int(handle.rawValue)]?.layout else {
            throw EngineError(.notAList, "receiver \"\(id)\": rows can only be moved on a receiver whose rows were set")
        }
        install(try layout.moved(to: frames, receiver: id), of: handle, sameRows: true, into: &actions)
    }

    /// Scrolls the rows of list `id` to `offset`: each is drawn `offset` points above its frame
    /// as last set (``setRows(_:ofList:scrolledBy:into:)``). What setting the same rows at the
    /// new offset does, without looking at the rows: drags over the list keep their slot's
    /// hysteresis, the keyboard its target.
    /// - Throws: when the receiver is unknown or its rows were never set (an empty list scrolls),
    ///   or the offset is not finite or would move a row out of finite numbers.
    /// - Complexity: O(1) in the rows, plus one hit test per drag over the list (a keyboard
    ///   drag's target points are worked out from the rows when read) and O(p) for the p pointers
    ///   down, each asked whether it is over the list or holds a press on one of its rows.
    public mutating func scrollRows(ofList id: ReceiverID, to offset: Double, into actions: inout [DragAction]) throws(EngineError) {
        let handle = try receiverHandle(id)
        try receivers.checkScroll(of: handle, to: offset, receiver: id)
        // The layout is not held here: nothing else holding it, its offset changes in place.
        relayOut(handle, sameRows: true, into: &actions) { $0.scrollLayout(of: handle, to: offset) }
    }

    /// Gives list `handle` its new rows, and the drags over it (and the keyboard's) a fresh look.
    private mutating func install(_ layout: ListLayout, of handle: LayeredIndex.Handle, sameRows: Bool, into actions: inout [DragAction]) {
        relayOut(handle, sameRows: sameRows, into: &actions) { $0.setLayout(layout, of: handle, sameRows: sameRows) }
    }

    /// Changes list `handle`'s rows with `change`, and gives the drags over it (and the keyboard's) a fresh look.
    /// Allocates nothing when no press waits on one of its rows (the sessions reached are kept in
    /// ``relaidSessions``, whose capacity stays).
    private mutating func relayOut(_ handle: LayeredIndex.Handle, sameRows: Bool, into actions: inout [DragAction],
                                   _ change: (inout ReceiverTable) -> Void) {
        // Only the drags over the list look again, and the keyboard's (its targets are the rows):
        // rows decide where among them a drop lands, never which receiver a drag is over. Each
        // with where it was among the old rows when over the list, and the section whose end it
        // is held at on its title (found again among the new rows: opened there, it stays).
        var reached = relaidSessions
        relaidSessions = []
        for i in sessions.occupied {
            if let hover = sessions[i].hover, hover.handle == handle {
                let layout = receivers.records.slots[Int(handle.rawValue)]?.layout
                let section = layout?.heldSection(hover.spot, opened: hover.opened)
                reached.append((i, receivers.records.location(of: hover), section))
                // Other rows may close a folder or section the keyboard's place lies in: where that was.
                if !sameRows, sessions[i].pointer.isKeyboard, let layout, let parent = hover.spot.parent {
                    keyboard.enclosing = (handle, layout.enclosing(parent: Int(parent)))
                }
            } else if sessions[i].pointer.isKeyboard {
                reached.append((i, nil, nil))
            }
        }
        // Presses waiting for a long-press on a row of the list, and swipes of one, and where the
        // row was: it may move under the finger.
        var pressedRows: [(slot: Int, frame: Rect)] = []
        // Read from the slots, not through the records' subscript, whose read coroutine malloc'd its frame here.
        if let layout = receivers.records.slots[Int(handle.rawValue)]?.layout {
            for i in sessions.occupied {
                if sessions[i].followsItsRow, let row = sessions[i].grip.row(in: layout) { pressedRows.append((i, layout.frame(ofRow: row))) }
                // A grip that asked these rows for its row holds them: let go, so that an edit changes
                // them in place instead of copying every row (a drop into a list another finger is over).
                sessions[i].grip.forgetRow(in: layout)
            }
        }
        let keyboardCurrent = keyboard.revision == receivers.revision
        change(&receivers)
        // Other rows: a slot remembered among the old ones names no place among them.
        if !sameRows { for i in sessions.occupied { sessions[i].forgetRows(of: handle) } }
        // The same rows, moved: the keyboard's targets are the same, at moved points.
        if sameRows { keyboardRowsMoved(wasCurrent: keyboardCurrent) }
        let time = lastTime ?? Instant(microseconds: 0)
        for (i, relaid, section) in reached where sessions[i].isDragging {
            refreshTarget(i, vanished: nil, relaid: relaid, heldSection: section, sameRows: sameRows, at: time, into: &actions)
        }
        keyboard.enclosing = nil
        reached.removeAll(keepingCapacity: true)
        relaidSessions = reached
        guard !pressedRows.isEmpty, let layout = receivers.records.slots[Int(handle.rawValue)]?.layout else { return }
        for (i, old) in pressedRows {
            // A row gone with its source ends the press when the source is unregistered.
            guard let row = sessions[i].grip.row(in: layout) else { continue }
            let new = layout.frame(ofRow: row)
            sessions[i].pressedRowMoved(by: Point(x: new.minX - old.minX, y: new.minY - old.minY), into: &actions)
        }
        sessions.removeAll { !$0.isActive }
    }

    /// Adds a drag source on top of every source with the same `z`.
    /// - Throws: ``EngineError`` when the id is empty or taken, the frame is not finite or has a
    ///   negative size, or the activation's distance, duration or tolerance is negative or not finite,
    ///   or it has a ``DragSource/swipe`` without a long-press activation, or with no direction or a
    ///   distance not finite or not above 0.
    /// - Complexity: the source index's ``DropGeometry/LayeredIndex/insert(_:z:)``, plus a hash
    ///   insert of its id.
    public mutating func register(_ source: DragSource) throws(EngineError) {
        try Self.refuseEmpty(source.id.rawValue, "source")
        guard sourceHandles[source.id] == nil else {
            throw EngineError(.duplicateSource, "source \"\(source.id)\": a source with this id is already registered")
        }
        _ = try validated(source.frame, "source \"\(source.id)\" frame")
        if case .distance(let d) = source.activation, !(d.isFinite && d >= 0) {
            throw EngineError(.invalidGeometry, "source \"\(source.id)\" activation distance: expected a finite number ≥ 0, found \(d)")
        }
        if case .longPress(let duration, let tolerance) = source.activation, duration.microseconds < 0 || !(tolerance.isFinite && tolerance >= 0) {
            throw EngineError(.invalidGeometry, "source \"\(source.id)\" long-press: expected a duration ≥ 0 and a finite tolerance ≥ 0, found \(duration) ms and \(tolerance)")
        }
        if let swipe = source.swipe {
            guard case .longPress = source.activation else {
                // Any move of an immediate or distance press starts its drag: a swipe could never begin.
                let found = source.activation == .immediate ? "immediate" : "distance"
                throw EngineError(.invalidGeometry, "source \"\(source.id)\" swipe: expected a long-press activation, found \(found)")
            }
            guard !swipe.directions.isEmpty, swipe.distance.isFinite, swipe.distance > 0 else {
                throw EngineError(.invalidGeometry, "source \"\(source.id)\" swipe: expected a direction and a finite distance > 0, found \(swipe)")
            }
        }
        let handle = sourceIndex.insert(source.frame, z: source.z)
        Self.store(SourceRecord(source: source, kindBit: receivers.kindBit(source.payload.kind)), at: handle, in: &sources)
        sourceHandles[source.id] = handle
    }

    /// Removes a source. A press on it ends; a drag from it carries on with its payload.
    /// - Complexity: as ``DropGeometry/LayeredIndex/remove(_:)``, plus O(p) for the p pointers down.
    public mutating func unregisterSource(_ id: SourceID, into actions: inout [DragAction]) throws(EngineError) {
        let handle = try sourceHandle(id)
        sourceIndex.remove(handle)
        sources[Int(handle.rawValue)] = nil
        sourceHandles[id] = nil
        endPresses(on: id, into: &actions)
    }

    /// Moves or resizes a source.
    /// - Complexity: as ``DropGeometry/LayeredIndex/update(_:frame:)``.
    public mutating func setFrame(_ frame: Rect, ofSource id: SourceID) throws(EngineError) {
        let handle = try sourceHandle(id)
        _ = try validated(frame, "source \"\(id)\" frame")
        sourceIndex.update(handle, frame: frame)
        sources[Int(handle.rawValue)]!.source.frame = frame
    }

    /// Names the receivers a source's item is in now (``DragSource/alreadyIn``): the item moved
    /// (a task to another list). A press or drag under way keeps what it was pressed with.
    /// - Complexity: O(1), and O(r) to compare the r receivers named with those named before.
    public mutating func setAlreadyIn(_ receivers: [ReceiverID], ofSource id: SourceID) throws(EngineError) {
        let handle = try sourceHandle(id)
        guard sources[Int(handle.rawValue)]!.source.alreadyIn != receivers else { return }
        sources[Int(handle.rawValue)]!.source.alreadyIn = receivers
    }

    /// Enables or disables a source. Disabling ends a press on it.
    public mutating func setEnabled(_ enabled: Bool, source id: SourceID, into actions: inout [DragAction]) throws(EngineError) {
        let handle = try sourceHandle(id)
        sources[Int(handle.rawValue)]!.source.isEnabled = enabled
        if !enabled { endPresses(on: id, into: &actions) }
    }

    // MARK: Helpers

    private mutating func endPresses(on source: SourceID, into actions: inout [DragAction]) {
        for i in sessions.occupied {
            sessions[i].sourceRemoved(source, into: &actions)
        }
        sessions.removeAll { !$0.isActive }
    }

    func receiverHandle(_ id: ReceiverID) throws(EngineError) -> LayeredIndex.Handle {
        guard let handle = receivers.handles[id] else {
            throw EngineError(.unknownReceiver, "receiver \"\(id)\": no receiver with this id is registered")
        }
        return handle
    }

    @inline(__always) // Called from mutating methods: not inlined, it was handed a copy of the whole dispatcher (865 bytes).
    func sourceHandle(_ id: SourceID) throws(EngineError) -> LayeredIndex.Handle {
        guard let handle = sourceHandles[id] else {
            throw EngineError(.unknownSource, "source \"\(id)\": no source with this id is registered")
        }
        return handle
    }

    /// Refuses an empty id: nothing could name it (a trace, JSON, the C ABI), and printed it is nothing.
    private static func refuseEmpty(_ id: String, _ what: String) throws(EngineError) {
        if id.isEmpty { throw EngineError(.emptyID, "\(what) \"\": expected a non-empty id") }
    }

    private func validated(_ frame: Rect, _ name: @autoclosure () -> String) throws(EngineError) -> Rect {
        do {
            return try frame.validated(name())
        } catch {
            throw EngineError(.invalidGeometry, error.description)
        }
    }

    private static func store<T>(_ value: T, at handle: LayeredIndex.Handle, in table: inout [T?]) {
        let i = Int(handle.rawValue)
        if i == table.count { table.append(value) } else { table[i] = value }
    }
}
