import Runtime

/// Which of its kinds a recording is read as: what its device is, else what its events hold.
extension ContactTracker {
    enum Mode { case protocolB, protocolA, singleTouch, pen, mouse, absoluteMouse }

    /// What a recording's events are read as. When its description lists the device's codes, the
    /// device's kind (``DeviceDescription/kind``, as udev tells it) decides: a touchscreen's events
    /// are read as protocol A, B or single touch as ``touchMode(of:)`` finds; a tablet's as its pen
    /// (`ABS_X`/`ABS_Y`, the tip touching by `BTN_TOUCH`); a mouse's as relative motion (the
    /// multitouch axes of a mouse's touch surface are not its pointer, as libinput reads it); an
    /// absolute mouse's as positions pressed by `BTN_LEFT`. A touchpad is refused at its name — its
    /// positions are not places on the screen: libinput moves the pointer by their motion,
    /// accelerated — as are a tablet's pad and a device that is none of these, and a tablet's mouse
    /// or lens cursor at its first event (libinput recommends relative motion for them). Without
    /// listed codes, the events alone decide: ``touchMode(of:)``, else a mouse.
    /// - Complexity: O(n) for n events.
    static func mode(of events: [RawEvent], device: DeviceDescription, file: String) throws(InputError) -> Mode {
        guard let kind = device.kind else { return touchMode(of: events) ?? .mouse }
        /// An error at the device's name (or the recording's first event).
        func refuse(_ found: String) -> InputError {
            let place = device.named ?? (file, events.first?.line ?? 1)
            return InputError(file: place.file, location: .text(line: place.line, column: 1),
                              expected: "a touchscreen, a tablet's pen or a mouse", found: device.spelled(found))
        }
        switch kind {
        case .touchscreen:
            return touchMode(of: events) ?? .singleTouch
        case .tablet:
            let cursor = events.first { $0.type == EV.key && ($0.code == EV.btnToolMouse || $0.code == EV.btnToolLens) && $0.value == 1 }
            if let cursor {
                let tool = cursor.code == EV.btnToolLens ? "BTN_TOOL_LENS, a tablet's lens cursor" : "BTN_TOOL_MOUSE, a tablet's mouse"
                throw InputError(file: file, location: .text(line: cursor.line, column: cursor.column),
                                 expected: "a tablet's pen (BTN_TOOL_PEN, or the eraser, brush, pencil or airbrush)",
                                 found: "\(tool): libinput recommends moving the pointer by its motion (relative mode), so its positions are not places on the screen")
            }
            return .pen
        case .mouse:
            return .mouse
        case .absoluteMouse:
            return .absoluteMouse
        case .touchpad:
            throw refuse("a touchpad (\(device.udevKind?.property ?? "BTN_TOOL_FINGER without INPUT_PROP_DIRECT")): its positions are not places on the screen — libinput moves the pointer by their motion, accelerated")
        case .tabletPad:
            throw refuse("a tablet's pad (\(device.udevKind?.property ?? "BTN_0 and BTN_STYLUS without BTN_TOOL_PEN")): its buttons, rings and strips move no pointer")
        case .noPointer:
            if let udev = device.udevKind {
                throw refuse("a device with no pointer (its udev properties say \(udev.property) and no touchscreen, tablet, touchpad or mouse)")
            }
            throw refuse("a device with no pointer (no ABS_X/ABS_Y or multitouch position with a touch, pen or button, no REL_X/REL_Y with a mouse button)")
        }
    }

    /// What a touchscreen's events use, multitouch first: protocol A when they hold an
    /// `SYN_MT_REPORT`, else protocol B when they hold multitouch axes, else single touch when they
    /// hold `ABS_X`/`ABS_Y`; `nil` for none of these.
    static func touchMode(of events: [RawEvent]) -> Mode? {
        if events.contains(where: { $0.type == EV.syn && $0.code == EV.synMTReport }) { return .protocolA }
        if events.contains(where: { $0.type == EV.abs && [EV.mtSlot, EV.mtTrackingID, EV.mtPositionX, EV.mtPositionY].contains($0.code) }) {
            return .protocolB
        }
        if events.contains(where: { $0.type == EV.abs && ($0.code == EV.absX || $0.code == EV.absY) }) { return .singleTouch }
        return nil
    }
}
