import Runtime
import DropEngine
import DropGeometry

/// Turns a recording's frames into pointer inputs: protocol B slots, protocol A contact sets,
/// single touch, a tablet's pen, a relative mouse or an absolute one, as ``mode(of:device:file:)`` says.
struct ContactTracker {
    let file: String
    let device: DeviceDescription
    let mapping: EvdevRecording.Mapping
    /// The recording's steps in order: pointer inputs, and a wheel's scrolls (``EvdevRecording/Mapping/wheel``).
    private(set) var steps: [Trace.Step] = []
    /// How many of ``steps`` are pointer inputs (not wheel scrolls).
    private(set) var pointerInputs = 0
    private(set) var warnings: [String] = []

    /// A contact as the frame ends: device coordinates, and the line of the event that began it
    /// (its tracking id, or `BTN_TOUCH`), for an error when its position is not known.
    struct Contact {
        var trackingID: Int?
        var x: Int?
        var y: Int?
        var line = 0
        /// Whether its `ABS_MT_TOOL_TYPE` is MT_TOOL_PALM: protocol B's kernel sends it when it
        /// changes, so it stays with the slot; protocol A's with each report of the contact.
        var isPalm = false
    }

    // Protocol B: the slots, the current one, and which pointer each active slot is (with the
    // values out of range its position counted, 0 or 1, when it was last scaled).
    var slots: [Int: Contact] = [:]
    var slot = 0
    var slotPointers: [Int: (tracking: Int, pointer: PointerID, outOfRange: Int)] = [:]
    /// The slots written since the last frame ended, in the order written, repeats included:
    /// a frame looks at these alone, however many slots the recording has used.
    var changedSlots: [Int] = []
    /// The sum of ``slotPointers``' `outOfRange`: what scaling every active slot again would count.
    var activeOutOfRange = 0
    // Protocol A: the contacts of the frame being read, and those down after the last frame.
    var frameContacts: [Contact] = []
    private var pending = Contact()
    var downA: [ContactA] = []
    // Single touch and mouse.
    var single = Contact()
    var singleDown: PointerID?
    private var mousePosition: Point
    var mouseDown = false
    /// The line of the `BTN_LEFT` press that put the mouse down, for a warning when its release was dropped.
    var mouseDownLine = 0
    /// Whether the frame being read moves the mouse (a `REL_X` or `REL_Y` other than 0).
    private var mouseMoved = false
    /// Whether any `REL_X` or `REL_Y` moved the pointer (the kernel passes on no zero, but a file
    /// may hold one): a recording of buttons alone, from a device not described, may be a tablet
    /// pad's as well as a mouse's.
    private var mouseMotionSeen = false
    private var mouseButton: Int?
    /// The line of the `BTN_LEFT` press being read, for an absolute mouse pressed before its position is known.
    private var mouseButtonLine = 0
    /// The frame's wheel motion: `REL_WHEEL` and `REL_WHEEL_HI_RES` summed (`nil`: none of the
    /// latter), and whether a horizontal wheel moved.
    private var frameWheel: (notches: Int, hiRes: Int?, horizontal: Bool) = (0, nil, false)
    /// Frames whose vertical wheel was not replayed — without a notch's size (``EvdevRecording/Mapping/wheel``),
    /// or before the pointer's position is known — and frames moving a horizontal wheel: how
    /// many, and the first's line. And SYN_DROPPED events.
    private var unsizedWheel = Tally()
    private var unplacedWheel = Tally()
    private var horizontalWheel = Tally()
    private var dropped = Tally()
    /// Protocol B: each slot whose contact (by tracking id) was found a palm, ignored until it lifts
    /// (protocol A keeps its palms in ``downA``); and how many contacts of either were, with the
    /// line of the first.
    var palmSlots: [Int: Int] = [:]
    private var palms = Tally()
    /// Protocol B: the slots written before any `ABS_MT_TRACKING_ID` of theirs — a contact down
    /// before the recording began, whose press it does not hold — and how many, with the line
    /// ending the first's frame.
    var untrackedSlots: Set<Int> = []
    /// Protocol B: the slots that have had a contact of their own (a tracking id from 0).
    var trackedSlots: Set<Int> = []
    private var untracked = Tally()
    /// An absolute mouse: its `BTN_TOUCH` presses (which press nothing), and whether `BTN_LEFT` pressed.
    private var touchPresses = Tally()
    private var leftPressed = false
    /// Protocol B: the tracking ids discarded for replacing a slot's live one without -1 first,
    /// with no SYN_DROPPED since it began.
    private var doubleTracking = Tally()
    /// The keys that press the mode's contacts (``pressingKeys(_:)``) down as the recording has
    /// them, and their presses while down with no SYN_DROPPED since (the first's key).
    var keysDown: Set<Int> = []
    private var pressesWhileDown = Tally()
    private var firstPressWhileDown = 0
    /// A warning each for a contact cancelled at a SYN_DROPPED, its end being among the events
    /// dropped (``endDrop(_:from:mode:dropLine:at:line:)``).
    var lostEnds: [String] = []
    /// Whether `BTN_TOUCH` (single touch, a pen) or `BTN_LEFT` (a mouse) has come yet, and the
    /// first one when it is a release or a repeat: the press came before the recording began.
    private var sawButton = false
    private var heldBefore: RawEvent?
    /// Where each pointer is, in scene points, for moves that repeat it (skipped) and for ups.
    private var positions: [PointerID: Point] = [:]
    /// The touch pointer ids free below the first never given (see ``takePointer()``).
    private var freeIDs = IDHeap()
    private var firstUnused = 2
    private(set) var currentMode = Mode.mouse
    var outOfRange = 0
    private var firstOutOfRange = ""

    init(file: String, device: DeviceDescription, mapping: EvdevRecording.Mapping) {
        self.file = file
        self.device = device
        self.mapping = mapping
        mousePosition = mapping.start ?? Point(x: mapping.viewport.width / 2, y: mapping.viewport.height / 2)
    }

    /// A protocol A contact down after the last frame: its pointer, or `nil` for a palm (ignored
    /// until it lifts, as a protocol B slot's is), its tracking id when the device sends one, and
    /// where it is, for the next frame's contacts to be paired with it by distance (``ContactAssignment``).
    struct ContactA {
        var pointer: PointerID?
        var trackingID: Int?
        var at: Point
    }

    mutating func run(_ events: [RawEvent], mode: Mode) throws(InputError) {
        guard let first = events.first else { return }
        currentMode = mode
        let axes = switch mode {
        case .protocolA, .protocolB: [EV.mtPositionX, EV.mtPositionY]
        case .singleTouch, .pen, .absoluteMouse: [EV.absX, EV.absY]
        case .mouse: [Int]()
        }
        for axis in axes where device.axes[axis] == nil {
            throw InputError(file: file, location: .text(line: first.line, column: 1),
                             expected: "the range of \(EV.axisName(axis)) from \(device.rangesFrom)",
                             found: "none")
        }
        if mode == .protocolB, let current = device.currentSlot, current.value != 0 {
            try checkSlot(RawEvent(time: 0, type: EV.abs, code: EV.mtSlot, value: current.value, line: current.line, column: 1),
                          what: "the slot evemu's header says the device was on (its Value)")
            slot = current.value
        }
        var dropping = false
        var dropLine = 0
        let pressing = Self.pressingKeys(mode)
        for index in events.indices {
            let event = events[index]
            let time = Instant(microseconds: event.time - first.time)
            guard time <= Trace.latestTime else {
                throw InputError(file: file, location: .text(line: event.line, column: 1),
                                 expected: "times within \(Trace.latestTime.millisecondsText) ms of the first event's", found: "\(event.time) µs")
            }
            // A slot outside the device's range is not a slot of its own: the device cannot send it
            // (and a contact put there would never be lifted by the slot it was meant for).
            if mode == .protocolB, event.type == EV.abs, event.code == EV.mtSlot { try checkSlot(event) }
            if event.type == EV.syn && event.code == EV.synDropped {
                if !dropping { dropLine = event.line }
                dropping = true
                dropped.note(at: event.line)
                continue
            }
            if event.isSynReport {
                if dropping {
                    dropping = false
                    frameContacts = []
                    pending = Contact()
                    frameWheel = (0, nil, false)
                    // What follows tells whether a contact down now ended among the events dropped.
                    endDrop(events, from: index + 1, mode: mode, dropLine: dropLine, at: time, line: event.line)
                    continue
                }
                try endFrame(mode, at: time, line: event.line)
                // The wheel turns where the pointer is once the frame's motion has moved it.
                endWheel(mode, at: time, line: event.line)
                continue
            }
            guard !dropping else { continue }
            if event.type == EV.key, pressing.contains(event.code) { notePressingKey(event) }
            if event.type == EV.rel {
                switch event.code {
                case EV.relWheel: frameWheel.notches += event.value
                case EV.relWheelHiRes: frameWheel.hiRes = (frameWheel.hiRes ?? 0) + event.value
                case EV.relHWheel, EV.relHWheelHiRes: frameWheel.horizontal = frameWheel.horizontal || event.value != 0
                default: break
                }
            }
            read(event, mode: mode)
        }
        // What the replay guessed, or leaves out, is said, not passed over.
        if let udev = device.udevKind, let codes = device.kindFromCodes, codes != udev.kind {
            warnings.append("\(file): read as \(udev.kind.named), as its udev property \(udev.property) says (libinput follows it), where its event codes make it \(codes.named)")
        }
        if device.kind == nil, mode == .protocolA || mode == .protocolB || mode == .singleTouch {
            warnings.append("\(file): touches read as a touchscreen's without knowing the device: its description lists no event codes (\(device.noCodes.lacking)), "
                            + "so a touchpad (whose positions are not places on the screen), a tablet or an absolute mouse would be taken for one; \(device.noCodes.remedy)")
        }
        if device.kind == nil, mode == .mouse, !mouseMotionSeen, pointerInputs > 0 {
            warnings.append("\(file): buttons read as a mouse's, pressed at the start position, without knowing the device: its description lists no event codes (\(device.noCodes.lacking)) "
                            + "and its events move no pointer, so a tablet pad's or another device's buttons would be taken for a mouse's; \(device.noCodes.remedy)")
        }
        if mode == .pen, pointerInputs == 0 {
            warnings.append("\(file): the pen never touched (no BTN_TOUCH press): a pen hovering over the tablet moves no pointer, so nothing is replayed")
        }
        if unsizedWheel.count > 0 {
            warnings.append("\(file): \(unsizedWheel.counted("frame", "frames")) moving the wheel (REL_WHEEL or REL_WHEEL_HI_RES) not replayed, first ending at line \(unsizedWheel.firstLine): "
                            + "a notch has no size in points; add `wheel POINTS` to the play line (replay: --wheel POINTS) to scroll POINTS a notch")
        }
        if unplacedWheel.count > 0 {
            let why = switch mode {
            case .protocolA, .protocolB: "a touchscreen's contacts place no pointer for it to turn over"
            case .singleTouch, .pen, .absoluteMouse:
                "no ABS_X and ABS_Y before it place the pointer (the kernel sends a value only when it changes, and the value from before the recording began is not in it)"
            case .mouse: preconditionFailure("a mouse's pointer is at its start position until it moves: its wheel is always placed")
            }
            warnings.append("\(file): \(unplacedWheel.counted("frame", "frames")) moving the wheel not replayed, first ending at line \(unplacedWheel.firstLine): "
                            + "where it turned is not known — \(why)")
        }
        if horizontalWheel.count > 0 {
            warnings.append("\(file): \(horizontalWheel.counted("frame", "frames")) moving a horizontal wheel (REL_HWHEEL or REL_HWHEEL_HI_RES) not replayed, first ending at line \(horizontalWheel.firstLine): "
                            + "lists scroll up and down only")
        }
        if dropped.count > 0 {
            warnings.append("\(file): \(dropped.counted("SYN_DROPPED event", "SYN_DROPPED events")), first at line \(dropped.firstLine): the kernel dropped events there; the events up to the next SYN_REPORT are skipped, as it asks, and a lift or move it dropped is not in the recording")
        }
        warnings += lostEnds
        if untracked.count > 0 {
            warnings.append("\(file): \(untracked.counted("contact", "contacts")) down before the recording began not replayed, first in the frame ending at line \(untracked.firstLine): "
                            + "a slot moving or lifting before any ABS_MT_TRACKING_ID of its own is a touch whose press the recording does not hold")
        }
        if mode == .absoluteMouse, touchPresses.count > 0, !leftPressed {
            warnings.append("\(file): \(touchPresses.counted("BTN_TOUCH press", "BTN_TOUCH presses")) not replayed, first at line \(touchPresses.firstLine): the device is an absolute mouse "
                            + "(ABS_X/ABS_Y and a mouse button, as udev tells it), which libinput presses by BTN_LEFT alone, and no BTN_LEFT pressed: only its motion is replayed")
        }
        if doubleTracking.count > 0 {
            warnings.append("\(file): \(doubleTracking.counted("ABS_MT_TRACKING_ID value", "ABS_MT_TRACKING_ID values")) replacing a slot's contact without -1 first ignored, first at line \(doubleTracking.firstLine): "
                            + "no SYN_DROPPED since the contact began says events were lost there, and libevdev, not re-syncing, discards such a double tracking id, so libinput goes on with the same touch")
        }
        if pressesWhileDown.count > 0 {
            let key = EV.keyName(firstPressWhileDown)
            warnings.append("\(file): \(pressesWhileDown.counted("press", "presses")) of a key already down ignored, first at line \(pressesWhileDown.firstLine) (\(key)): "
                            + "the kernel sends a press only after a release, and no SYN_DROPPED since the key was pressed says events were lost there, so a release is missing from the file "
                            + "(was it edited, or two recordings joined?); libinput ignores a press of a key it holds down, and so does the replay: the contact goes on")
        }
        if let held = heldBefore {
            let (what, button) = mode == .mouse || mode == .absoluteMouse ? ("a BTN_LEFT press from", "BTN_LEFT") : ("a touch down", "BTN_TOUCH")
            warnings.append("\(file): \(what) before the recording began not replayed: \(button) is \(held.value == 0 ? "released" : "repeated") at line \(held.line) "
                            + "with no press before it, so where and when it was pressed is not in the recording")
        }
        if palms.count > 0 {
            warnings.append("\(file): \(palms.counted("contact", "contacts")) marked a palm (ABS_MT_TOOL_TYPE MT_TOOL_PALM) not replayed, first at line \(palms.firstLine): a touch under way when marked is cancelled, as libinput cancels it")
        }
        if outOfRange > 0 {
            let plural = outOfRange == 1 ? "" : "s"
            // A mouse has no axis range: its moves are relative, and only the screen's edge stops them.
            let what = mode == .mouse ? "mouse move\(plural) off the screen" : "value\(plural) outside the device's axis range (or off the screen after calibration)"
            warnings.append("\(file): \(outOfRange) \(what) clamped to the screen's edge, first \(firstOutOfRange)")
        }
    }

    /// Refuses an `ABS_MT_SLOT` value outside the device's slot range, or any when it has none.
    private func checkSlot(_ event: RawEvent, what: String = "an ABS_MT_SLOT value") throws(InputError) {
        let location = InputError.Location.text(line: event.line, column: event.column)
        guard let range = device.axes[EV.mtSlot] else {
            throw InputError(file: file, location: location, expected: "the range of \(EV.axisName(EV.mtSlot)) from \(device.rangesFrom)", found: "none")
        }
        guard range.min <= event.value, event.value <= range.max else {
            throw InputError(file: file, location: location,
                             expected: "\(what) in the device's slot range \(range.min)…\(range.max)", found: "\"\(event.value)\"")
        }
    }

    /// Reads one event into the frame being built. Each mode reads the codes its devices send and
    /// passes over the rest (a switch over the mode first: a new mode must say what it reads).
    private mutating func read(_ event: RawEvent, mode: Mode) {
        switch mode {
        case .protocolB: readSlot(event)
        case .protocolA: readContactSet(event)
        case .singleTouch, .pen: readSingleTouch(event)
        case .mouse: readMouse(event)
        case .absoluteMouse: readAbsoluteMouse(event)
        }
    }

    /// Protocol B: a slot chosen, then its tracking id, position or tool.
    private mutating func readSlot(_ event: RawEvent) {
        switch (event.type, event.code) {
        case (EV.abs, EV.mtSlot): slot = event.value
        case (EV.abs, EV.mtTrackingID):
            // A new tracking id over a contact's own, without -1 between, is discarded as libevdev
            // discards it ("double tracking ID"): libinput goes on with the same touch.
            if event.value != -1, let live = slots[slot]?.trackingID, live != -1 {
                doubleTracking.note(at: event.line)
                return
            }
            slots[slot, default: Contact()].trackingID = event.value
            slots[slot]!.line = event.line
            changedSlots.append(slot)
        case (EV.abs, EV.mtPositionX):
            slots[slot, default: Contact()].x = event.value
            changedSlots.append(slot)
        case (EV.abs, EV.mtPositionY):
            slots[slot, default: Contact()].y = event.value
            changedSlots.append(slot)
        case (EV.abs, EV.mtToolType):
            slots[slot, default: Contact()].isPalm = event.value == EV.mtToolPalm
            if event.value == EV.mtToolPalm { slots[slot]!.line = event.line }
            changedSlots.append(slot)
        default: break
        }
    }

    /// Protocol A: each contact's values, ended by `SYN_MT_REPORT`.
    private mutating func readContactSet(_ event: RawEvent) {
        switch (event.type, event.code) {
        case (EV.abs, EV.mtTrackingID): pending.trackingID = event.value
        case (EV.abs, EV.mtPositionX): pending.x = event.value
        case (EV.abs, EV.mtPositionY): pending.y = event.value
        case (EV.abs, EV.mtToolType):
            pending.isPalm = event.value == EV.mtToolPalm
            if event.value == EV.mtToolPalm { pending.line = event.line }
        case (EV.syn, EV.synMTReport):
            if pending.x != nil || pending.y != nil { frameContacts.append(pending) }
            pending = Contact()
        default: break
        }
    }

    /// A single-touch screen or a pen: `ABS_X`/`ABS_Y`, pressed by `BTN_TOUCH`.
    private mutating func readSingleTouch(_ event: RawEvent) {
        switch (event.type, event.code) {
        case (EV.abs, EV.absX): single.x = event.value
        case (EV.abs, EV.absY): single.y = event.value
        case (EV.key, EV.btnTouch):
            noteButton(event)
            single.trackingID = event.value == 0 ? -1 : (event.value == 1 ? 1 : single.trackingID)
            if event.value == 1 { single.line = event.line }
        default: break
        }
    }

    /// A relative mouse: `REL_X`/`REL_Y`, pressed by `BTN_LEFT`.
    private mutating func readMouse(_ event: RawEvent) {
        switch (event.type, event.code) {
        case (EV.rel, EV.relX):
            mousePosition.x += Double(event.value)
            mouseMoved = mouseMoved || event.value != 0
            mouseMotionSeen = mouseMotionSeen || event.value != 0
        case (EV.rel, EV.relY):
            mousePosition.y += Double(event.value)
            mouseMoved = mouseMoved || event.value != 0
            mouseMotionSeen = mouseMotionSeen || event.value != 0
        case (EV.key, EV.btnLeft): readLeftButton(event)
        default: break
        }
    }

    /// An absolute mouse: `ABS_X`/`ABS_Y`, pressed by `BTN_LEFT`.
    private mutating func readAbsoluteMouse(_ event: RawEvent) {
        switch (event.type, event.code) {
        case (EV.abs, EV.absX): single.x = event.value
        case (EV.abs, EV.absY): single.y = event.value
        case (EV.key, EV.btnTouch):
            // An absolute mouse is pressed by BTN_LEFT: libinput handles the device as a pointer,
            // and a BTN_TOUCH beside the button presses nothing (said when nothing else did).
            if event.value == 1 {
                touchPresses.note(at: event.line)
            }
        case (EV.key, EV.btnLeft): readLeftButton(event)
        default: break
        }
    }

    /// Notes a key of ``pressingKeys(_:)`` going down or up (a repeat, 2, changes nothing), and a
    /// press of one already down, which the kernel never sends (``endDrop(_:from:mode:dropLine:at:line:)``
    /// has taken the ones a SYN_DROPPED explains out of ``keysDown`` before they come).
    private mutating func notePressingKey(_ event: RawEvent) {
        switch event.value {
        case 0: keysDown.remove(event.code)
        case 2: break
        default:
            if !keysDown.insert(event.code).inserted {
                if pressesWhileDown.count == 0 { firstPressWhileDown = event.code }
                pressesWhileDown.note(at: event.line)
            }
        }
    }

    private mutating func readLeftButton(_ event: RawEvent) {
        noteButton(event)
        leftPressed = leftPressed || event.value == 1
        if event.value != 2 { mouseButton = event.value; mouseButtonLine = event.line } // 2: autorepeat while held, not a press
    }

    /// Replays the frame's vertical wheel motion as a scroll over the pointer, ``EvdevRecording/Mapping/wheel``
    /// points a notch (`REL_WHEEL_HI_RES`, 120 a notch, when the frame holds it; else `REL_WHEEL`): positive turns the
    /// wheel up, away from the user, which brings the content above into view (libinput negates it
    /// for the same reason), so the scroll is `−notches × points`, as a browser's `deltaY` is
    /// positive for the rows below. Without a size, or where the pointer is not known, the frame is
    /// counted for a warning; a horizontal wheel's motion is counted too (lists scroll vertically).
    private mutating func endWheel(_ mode: Mode, at time: Instant, line: Int) {
        defer { frameWheel = (0, nil, false) }
        if frameWheel.horizontal {
            horizontalWheel.note(at: line)
        }
        // A high-resolution wheel's frame holds REL_WHEEL_HI_RES, and REL_WHEEL too when a whole
        // notch is reached (the kernel sends both for the same motion): the first alone counts.
        let notches = frameWheel.hiRes.map { Double($0) / 120 } ?? Double(frameWheel.notches)
        guard notches != 0 else { return }
        guard let points = mapping.wheel else {
            unsizedWheel.note(at: line)
            return
        }
        guard let point = pointerPosition(mode, line: line) else {
            unplacedWheel.note(at: line)
            return
        }
        steps.append(Trace.Step(line: line, .wheel(point, delta: -notches * points, at: time)))
    }

    /// Where the pointer is as a frame ends, for a wheel turning there: a mouse's position (its
    /// start position until it moves); an absolute mouse's, a pen's or a single touch's last
    /// `ABS_X`/`ABS_Y` (`nil` until both are known); `nil` for multitouch, whose contacts are no
    /// pointer of its own.
    private mutating func pointerPosition(_ mode: Mode, line: Int) -> Point? {
        switch mode {
        case .mouse: return mousePosition
        case .absoluteMouse, .singleTouch, .pen:
            guard let x = single.x, let y = single.y else { return nil }
            return positions[0] ?? scale(x: x, y: y, line: line)
        case .protocolA, .protocolB: return nil
        }
    }

    private mutating func endFrame(_ mode: Mode, at time: Instant, line: Int) throws(InputError) {
        switch mode {
        case .protocolB:
            try endFrameB(at: time, line: line)
        case .protocolA:
            endFrameA(at: time, line: line)
        case .singleTouch, .pen:
            let kind: PointerKind = mode == .pen ? .pen : .touch
            let touching = (single.trackingID ?? -1) >= 0
            if let pointer = singleDown, !touching {
                emit(.up, pointer: pointer, kind: kind, at: time, line: line)
                singleDown = nil
            }
            guard touching else { return }
            guard let x = single.x, let y = single.y else {
                throw missingPosition(single, axes: (EV.absX, EV.absY), of: mode == .pen ? "the pen's touch (BTN_TOUCH)" : "the touch (BTN_TOUCH)")
            }
            let point = scale(x: x, y: y, line: line)
            if let pointer = singleDown {
                emit(.move(point), pointer: pointer, kind: kind, at: time, line: line)
            } else {
                singleDown = takePointer()
                emit(.down(point), pointer: singleDown!, kind: kind, at: time, line: line)
            }
        case .absoluteMouse:
            if let x = single.x, let y = single.y { emit(.move(scale(x: x, y: y, line: line)), pointer: 0, kind: .mouse, at: time, line: line) }
            if let button = mouseButton {
                if button == 1, !mouseDown {
                    guard let point = positions[0] else {
                        throw missingPosition(Contact(x: single.x, y: single.y, line: mouseButtonLine), axes: (EV.absX, EV.absY), of: "the press of BTN_LEFT")
                    }
                    emit(.down(point), pointer: 0, kind: .mouse, at: time, line: line)
                    mouseDown = true
                    mouseDownLine = mouseButtonLine
                }
                if button == 0, mouseDown { emit(.up, pointer: 0, kind: .mouse, at: time, line: line); mouseDown = false }
                mouseButton = nil
            }
        case .mouse:
            let v = mapping.viewport
            let clamped = Point(x: min(max(mousePosition.x, 0), v.width), y: min(max(mousePosition.y, 0), v.height))
            if clamped != mousePosition { noteOutOfRange("the pointer at \(mousePosition.text) in the frame ending at line \(line)") }
            mousePosition = clamped
            // Only motion moves the pointer: a frame of a wheel or a key alone is no move to the start.
            if mouseMoved { emit(.move(clamped), pointer: 0, kind: .mouse, at: time, line: line) }
            mouseMoved = false
            if let button = mouseButton {
                if button == 1, !mouseDown {
                    emit(.down(clamped), pointer: 0, kind: .mouse, at: time, line: line)
                    mouseDown = true
                    mouseDownLine = mouseButtonLine
                }
                if button == 0, mouseDown { emit(.up, pointer: 0, kind: .mouse, at: time, line: line); mouseDown = false }
                mouseButton = nil
            }
        }
    }

    /// The error for a contact (or press) whose position the recording does not hold: the kernel
    /// sends an axis only when its value changes, so a first contact where the device's last one
    /// was before the recording began has no position in it.
    func missingPosition(_ contact: Contact, axes: (x: Int, y: Int), of what: String) -> InputError {
        let missing = [contact.x == nil ? EV.axisName(axes.x) : nil, contact.y == nil ? EV.axisName(axes.y) : nil].compactMap { $0 }
        return InputError(file: file, location: .text(line: contact.line, column: 1),
                          expected: "\(EV.axisName(axes.x)) and \(EV.axisName(axes.y)) for \(what) by the end of its frame",
                          found: "no \(missing.joined(separator: " or ")) before it (the kernel sends a value only when it changes, and the value from before the recording began is not in it)")
    }

    /// The smallest touch pointer id (from 2) not down now, taken; its down follows at once.
    ///
    /// The ids down are exactly the touch ids in ``positions``: each is taken here and put there
    /// by its down, and leaves it by its up, which gives it back to ``freeIDs``. So the free ids
    /// are those given back and every id from ``firstUnused`` on, and the smallest is the heap's
    /// top when it has one (every id in it is below ``firstUnused``), else ``firstUnused``.
    /// - Complexity: O(log p) for p ids given back (a search from 2 was O(p) for p pointers down).
    mutating func takePointer() -> PointerID {
        if let id = freeIDs.popMin() { return PointerID(id) }
        firstUnused += 1
        return PointerID(firstUnused - 1)
    }

    enum Change { case down(Point), move(Point), up, cancel }

    mutating func emit(_ change: Change, pointer: PointerID, kind: PointerKind, at time: Instant, line: Int) {
        switch change {
        case .down(let point):
            positions[pointer] = point
            append(.pointerDown(PointerEvent(pointer: pointer, kind: kind, position: point, time: time)), line: line)
        case .move(let point):
            guard positions[pointer] != point else { return }
            positions[pointer] = point
            append(.pointerMove(PointerEvent(pointer: pointer, kind: kind, position: point, time: time)), line: line)
        case .up, .cancel:
            let point = positions[pointer] ?? Point(x: 0, y: 0)
            if pointer != 0, positions.removeValue(forKey: pointer) != nil { freeIDs.insert(Int(pointer.rawValue)) }
            let event = PointerEvent(pointer: pointer, kind: kind, position: point, time: time)
            if case .up = change { append(.pointerUp(event), line: line) } else { append(.pointerCancel(event), line: line) }
        }
    }

    private mutating func append(_ input: DragInput, line: Int) {
        steps.append(Trace.Step(line: line, .input(input)))
        pointerInputs += 1
    }

    /// Notes the first `BTN_TOUCH` or `BTN_LEFT` of the recording when it is not a press: the
    /// kernel sends a key only when it changes (or repeats it, 2, while held), so a release or a
    /// repeat first means that button was down before the recording began.
    mutating func noteButton(_ event: RawEvent) {
        if !sawButton, event.value != 1 { heldBefore = event }
        sawButton = true
    }

    /// Counts a contact down before the recording began, in the frame ending at `line`.
    mutating func noteUntracked(at line: Int) {
        untracked.note(at: line)
    }

    /// Counts a contact found a palm, marked so at `line`.
    mutating func notePalm(at line: Int) {
        palms.note(at: line)
    }

    mutating func noteOutOfRange(_ what: String) {
        if outOfRange == 0 { firstOutOfRange = what }
        outOfRange += 1
    }
}
