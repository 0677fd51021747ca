/// What the description says that the replay needs: each absolute axis's range, and what the
/// device is (its event codes and properties, when the description lists them).
struct DeviceDescription: Sendable {
    var name: String?
    /// By `ABS_*` code: minimum and maximum.
    var axes: [Int: (min: Int, max: Int)] = [:]
    /// Where a missing axis range would have come from, as an error says it.
    var rangesFrom = "the device's description (an A: line; give the description with --device FILE, or put DEVICE.desc beside DEVICE.GESTURE.events)"
    /// The calibration matrix libinput applied to the device: a libinput record's
    /// `LIBINPUT_CALIBRATION_MATRIX` udev property (evemu records no udev properties).
    var calibration: [Double]?
    /// The `INPUT_PROP_*` numbers it has (evemu's `P:` lines, libinput's `properties:`).
    var properties: Set<Int> = []
    /// The `ID_INPUT_*` udev properties of ``udevKindTags`` set to 1 on the recording machine,
    /// without the prefix (`TOUCHSCREEN`, `TABLET`, …): a libinput record's; evemu records none.
    var udevTags: Set<String> = []
    /// The `ID_INPUT_*` properties that say what kind of device it is (udev's `input_id` builtin
    /// sets them; `ID_INPUT_WIDTH_MM` and the like are sizes).
    static let udevKindTags: Set<String> = ["TABLET_PAD", "TABLET", "TOUCHPAD", "TOUCHSCREEN", "MOUSE", "POINTINGSTICK", "TRACKBALL",
                                            "KEY", "KEYBOARD", "JOYSTICK", "ACCELEROMETER", "SWITCH"]
    /// The event codes it can send, by event type (evemu's `B:` lines, libinput's `codes:`); empty
    /// when the description does not list them (evemu's `A:` lines alone, as hand-written ones are).
    var codes: [Int: Set<Int>] = [:]
    /// What a description that lists no codes lacks, and how to give them, as a warning says it.
    var noCodes = (lacking: "no B: lines",
                   remedy: "give evemu-describe's whole description (--device FILE, or DEVICE.desc beside DEVICE.GESTURE.events) to have it told")
    /// The multitouch slot the device was on as the recording began, and the line saying so:
    /// evemu's header comment (`#     Event code 47 (ABS_MT_SLOT)` then `#       Value      1`).
    /// The kernel sends `ABS_MT_SLOT` only when the slot changes, so a recording whose first
    /// contact is in that slot holds no `ABS_MT_SLOT` before it. `nil` when the recording's own
    /// text does not say (a separate description was written at another time; libinput records
    /// hold no value): slot 0, as for a device just opened.
    var currentSlot: (value: Int, line: Int)?
    /// Where the device is named (its `N:` or `name:` line), for an error about what it is.
    var named: (file: String, line: Int)?
    /// The bitmask bytes of each event type read so far from the file being read (-1: the
    /// properties'), where its next `B:` (or `P:`) line goes on.
    var bitmaskBytes: [Int: Int] = [:]

    /// What kinds of device udev's `input_id` builtin tells apart — the `ID_INPUT_*` properties
    /// libinput picks a device's handling by — and the one that reads none of them as a pointer.
    enum Kind: Hashable, Sendable {
        case touchscreen, tablet, tabletPad, touchpad, mouse, absoluteMouse, noPointer

        /// `a touchscreen`, `a tablet's pad`, for warnings.
        var named: String {
            switch self {
            case .touchscreen: "a touchscreen"
            case .tablet: "a tablet"
            case .tabletPad: "a tablet's pad"
            case .touchpad: "a touchpad"
            case .mouse: "a mouse"
            case .absoluteMouse: "an absolute mouse"
            case .noPointer: "a device with no pointer"
            }
        }
    }

    /// What the device is: what its `ID_INPUT_*` udev properties say (``udevKind``) when the
    /// recording holds them — libinput picks a device's handling by them, hwdb overrides
    /// included — else what its codes say (``kindFromCodes``); `nil` when it holds neither.
    var kind: Kind? { udevKind?.kind ?? kindFromCodes }

    /// What the device's `ID_INPUT_*` udev properties make it, in the order libinput's
    /// `evdev_configure_device` asks them (a tablet's pad, a tablet, a touchpad, then a touchscreen
    /// and a pointer), with the property that decided; `nil` without any.
    var udevKind: (kind: Kind, property: String)? {
        guard !udevTags.isEmpty else { return nil }
        for (tag, kind) in [("TABLET_PAD", Kind.tabletPad), ("TABLET", .tablet), ("TOUCHPAD", .touchpad), ("TOUCHSCREEN", .touchscreen)]
        where udevTags.contains(tag) {
            return (kind, "ID_INPUT_" + tag)
        }
        for tag in ["MOUSE", "POINTINGSTICK", "TRACKBALL"] where udevTags.contains(tag) {
            // udev tags an absolute mouse (VMware's, QEMU's) a mouse too: its codes tell it apart.
            return (kindFromCodes == .absoluteMouse ? .absoluteMouse : .mouse, "ID_INPUT_" + tag)
        }
        return (.noPointer, "ID_INPUT_" + (udevTags.sorted().first ?? ""))
    }

    /// What the device is, told from its codes and properties as systemd's `test_pointers`
    /// (src/udev/udev-builtin-input_id.c) tells it; `nil` when the description lists no codes.
    /// A tablet has a pen (`BTN_TOOL_PEN` or `BTN_STYLUS`), and its pad — a node of its own — the
    /// stylus button and `BTN_0` without the pen tool; a touchpad a finger tool
    /// (`BTN_TOOL_FINGER`) and no `INPUT_PROP_DIRECT`; a touchscreen `BTN_TOUCH` or
    /// `INPUT_PROP_DIRECT` (with the multitouch axes, or without a mouse button); a mouse a mouse
    /// button and `REL_X`/`REL_Y` (or no absolute axes); an absolute mouse (VMware's and QEMU's)
    /// `ABS_X`/`ABS_Y` and a mouse button, without multitouch axes — a `BTN_TOUCH` or
    /// `INPUT_PROP_DIRECT` beside them too, as udev asks for the button first.
    var kindFromCodes: Kind? {
        guard !codes.isEmpty else { return nil }
        let keys = codes[EV.key] ?? [], abs = codes[EV.abs] ?? [], rel = codes[EV.rel] ?? []
        let hasAbsolute = abs.contains(EV.absX) && abs.contains(EV.absY)
        // A device claiming every axis up to ABS_MT_SLOT has none of them truly (udev's rule).
        let hasMultitouch = abs.contains(EV.mtPositionX) && abs.contains(EV.mtPositionY)
            && !(abs.contains(EV.mtSlot) && abs.contains(EV.mtSlot - 1))
        let direct = properties.contains(EV.propDirect)
        let pen = keys.contains(EV.btnToolPen) || keys.contains(EV.btnStylus)
        let fingerNoPen = keys.contains(EV.btnToolFinger) && !keys.contains(EV.btnToolPen)
        let mouseButton = keys.contains { EV.mouseButtons.contains($0) }
        let touch = keys.contains(EV.btnTouch)
        if hasAbsolute || hasMultitouch {
            if pen { return keys.contains(EV.btn0) && keys.contains(EV.btnStylus) && !keys.contains(EV.btnToolPen) ? .tabletPad : .tablet }
            if fingerNoPen && !direct { return .touchpad }
            if hasMultitouch && (touch || direct) { return .touchscreen }
            if hasAbsolute && mouseButton { return .absoluteMouse }
            if touch || direct { return .touchscreen }
        }
        if mouseButton && ((rel.contains(EV.relX) && rel.contains(EV.relY)) || !hasAbsolute) { return .mouse }
        return .noPointer
    }

    /// The device's name as an error quotes it, with what tells its kind.
    func spelled(_ what: String) -> String {
        (name.map { "\"\($0)\", " } ?? "") + what
    }
}
