import Runtime
import DropEngine
import DropGeometry

/// Linux input recordings as traces: `evemu-record` output (EVEMU 1.0–1.3, as its first line
/// `# EVEMU 1.N` says, none being 1.0: the description lines `N:` `I:` `P:` `B:` `A:` `L:` `S:` and
/// the `E:` event lines) and `libinput record` YAML (format version 1; of several devices, the one
/// that moves a pointer, the others passed over in a warning). Another version is an error.
///
/// The kernel's event stream is read frame by frame (a frame ends at `SYN_REPORT`; after a
/// `SYN_DROPPED` the events up to the next `SYN_REPORT` are dropped), with times relative to the
/// first event (recordings from evemu 1.0 carry epoch times); a time earlier than the previous
/// event's, or a file ending inside a frame, is an error. What becomes pointers:
/// - multitouch protocol B: slots (`ABS_MT_SLOT`, in the device's range for it: another slot is an
///   error at its value; the first events in the slot evemu's header says the device was on, else
///   0), each contact a tracking id (`ABS_MT_TRACKING_ID`; -1 ends it; a new one over a live one is
///   ignored, as libevdev discards it), positions `ABS_MT_POSITION_X/Y`;
/// - protocol A: each contact's axes ended by `SYN_MT_REPORT`, the whole set every frame;
///   contacts are followed from frame to frame by their tracking id when the device sends one,
///   else paired with the last frame's so that the squared distances moved add up to the least,
///   as mtdev pairs them (exactly up to 10 contacts a side, in report order above that);
/// - single touch: `ABS_X`/`ABS_Y` with `BTN_TOUCH` (used when the recording has no multitouch);
/// - a tablet's pen: `ABS_X`/`ABS_Y`, touching at `BTN_TOUCH`;
/// - relative mice: `REL_X`/`REL_Y` counted as scene points from a start position (the viewport's
///   centre unless given), `BTN_LEFT` pressing and releasing; its repeats (value 2) are ignored;
/// - absolute mice: `ABS_X`/`ABS_Y`, `BTN_LEFT` pressing and releasing;
/// - a wheel (``Mapping/wheel`` points a notch): each frame turning the vertical wheel scrolls the
///   list under the pointer as that frame ends, by `REL_WHEEL_HI_RES` / 120 notches when the
///   frame holds it (the kernel sends `REL_WHEEL` too, in the same frame, for the same motion), else `REL_WHEEL`'s;
///   where the pointer is: a mouse's position (its start until it moves), else the last `ABS_X`/`ABS_Y`.
/// Which of these a recording is comes from what its device is (``DeviceDescription/kind``, when its
/// description lists the device's codes: a touchpad, a device with no pointer and a tablet's lens
/// cursor are refused), else from its events, and a warning says that touches were read as a
/// touchscreen's, or buttons without motion as a mouse's, without knowing the device. A contact
/// whose position the recording does not hold is an error; wheel motion without ``Mapping/wheel``, before
/// the pointer's position is known, or of a horizontal wheel, `SYN_DROPPED`, palms, and touches and buttons down before the
/// recording began (a protocol B slot moving before any tracking id of its own, a first
/// `BTN_TOUCH` or `BTN_LEFT` that is a release or a repeat) are named in warnings.
///
/// Each contact is a touch pointer of its own: ids from 2 (as W3C touches), the smallest free;
/// a pen is a pen pointer from the same ids. A mouse is pointer 0. Absolute axes are scaled onto
/// the viewport as libinput does, `(v − min) · size / (max − min + 1)`, after the optional
/// calibration matrix and rotation (``Mapping``); values outside the axis's range are clamped to
/// the screen's edge, and a warning says so once (``Trace/warnings``).
public enum EvdevRecording {
    /// How device coordinates land on the scene.
    public struct Mapping: Hashable, Sendable {
        public var viewport: Size
        /// libinput's calibration matrix `[a, b, c, d, e, f]`: on coordinates normalised to
        /// 0…1, `x' = a·x + b·y + c`, `y' = d·x + e·y + f`. `nil` (the default): the matrix the
        /// recording's device had — a libinput record's `LIBINPUT_CALIBRATION_MATRIX` udev
        /// property, which libinput applies to the device — else the identity.
        public var calibration: [Double]?
        /// The screen turned clockwise by 0, 90, 180 or 270 degrees, applied after the calibration.
        public var rotation: Int
        /// Where a mouse's pointer starts; the viewport's centre by default.
        public var start: Point?
        /// How far a notch of the wheel scrolls, in points (> 0): each frame turning the vertical
        /// wheel becomes a ``Trace/Step/Kind/wheel(_:delta:at:)`` over the pointer, `−notches ×
        /// wheel` (`REL_WHEEL` positive is the wheel turned up, which shows the rows above). `nil`
        /// (the default): a notch has no size in points, and the wheel is named in a warning.
        public var wheel: Double?

        public init(viewport: Size, calibration: [Double]? = nil, rotation: Int = 0, start: Point? = nil, wheel: Double? = nil) {
            self.viewport = viewport
            self.calibration = calibration
            self.rotation = rotation
            self.start = start
            self.wheel = wheel
        }
    }

    /// Whether `text` looks like an evemu recording or description (rather than a native trace).
    public static func isEvemu(_ text: Substring) -> Bool {
        for line in TextLines(text).prefix(400) {
            if line.hasPrefix("# EVEMU") || line.hasPrefix("N: ") || line.hasPrefix("E: ") { return true }
            if !line.hasPrefix("#"), !line.allSatisfy(\.isWhitespace) { return false }
        }
        return false
    }

    /// Whether an evemu `text` describes its device itself (an `N: ` or `A: ` line), rather than
    /// leaving it to a `DEVICE.desc` beside it or `--device FILE`.
    /// - Complexity: O(n) in the bytes of `text`.
    public static func holdsDescription(_ text: Substring) -> Bool {
        TextLines(text).contains { line in
            let bytes = line.utf8
            guard bytes.count >= 3 else { return false }
            let start = bytes.startIndex
            let (tag, colon, space) = (bytes[start], bytes[bytes.index(after: start)], bytes[bytes.index(start, offsetBy: 2)])
            return (tag == UInt8(ascii: "N") || tag == UInt8(ascii: "A")) && colon == UInt8(ascii: ":") && space == UInt8(ascii: " ")
        }
    }

    /// Whether `text` looks like a `libinput record` YAML file.
    public static func isLibinputRecord(_ text: Substring) -> Bool {
        for line in TextLines(text).prefix(50) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("# libinput record") || trimmed.hasPrefix("libinput:") || trimmed.hasPrefix("ndevices:") { return true }
        }
        return false
    }

    /// Reads a recording into a trace of inputs: ``read(_:file:description:)``, then
    /// ``Recording/trace(mapping:)``.
    /// - Parameters:
    ///   - description: the device description's text when it is not in the recording
    ///     (evemu-devices' `DEVICE.desc` beside `DEVICE.GESTURE.events`, or `--device FILE`),
    ///     and the name to give in errors.
    /// - Throws: ``InputError`` at `file:line:column` for a line that is not what the format
    ///   holds, a time earlier than the previous event's or events after the last `SYN_REPORT`,
    ///   or at the recording when its axes have no range to scale by.
    public static func parse(_ text: String, file: String, description: (text: String, file: String)? = nil,
                             mapping: Mapping) throws(InputError) -> Trace {
        try read(text, file: file, description: description).trace(mapping: mapping)
    }

    /// Reads a recording's device and events, not yet placed on a scene: its ``Recording/motion``
    /// says which of a ``Mapping``'s settings it has a use for.
    /// - Throws: ``InputError`` at `file:line:column` for a line that is not what the format holds,
    ///   a time earlier than the previous event's or events after the last `SYN_REPORT`; at the
    ///   device's name for a device that is no touchscreen, tablet or mouse (a touchpad); at the
    ///   event for a tablet's mouse or lens cursor.
    /// - Complexity: O(n) in the bytes of `text` (and of the description).
    public static func read(_ text: String, file: String, description: (text: String, file: String)? = nil) throws(InputError) -> Recording {
        var device = DeviceDescription()
        var events: [RawEvent] = []
        var warnings: [String] = []
        if isLibinputRecord(Substring(text)) {
            warnings = try LibinputRecordReader.read(text, file: file, device: &device, events: &events)
        } else {
            if let description {
                var ignored: [RawEvent] = []
                try EvemuReader.read(description.text, file: description.file, device: &device, events: &ignored)
                device.currentSlot = nil
            }
            try EvemuReader.read(text, file: file, device: &device, events: &events)
        }
        return Recording(file: file, device: device, events: events, mode: try ContactTracker.mode(of: events, device: device, file: file),
                         readingWarnings: warnings)
    }

    /// What a recording's pointer reports, as its events show: which of a ``Mapping``'s settings
    /// apply to it.
    public enum Motion: Hashable, Sendable {
        /// Absolute axes — a touchscreen, multitouch or single touch, a tablet's pen, or an
        /// absolute mouse — scaled onto the viewport after ``Mapping/calibration`` and ``Mapping/rotation``.
        case absolute
        /// Relative motion, `REL_X`/`REL_Y` — a mouse — counted from ``Mapping/start``; a recording
        /// with no absolute axes (and no description saying what the device is) is read as one.
        case relative
    }

    /// A recording read (``read(_:file:description:)``): its device's axis ranges and its events,
    /// to be placed on a scene by ``trace(mapping:)``.
    public struct Recording: Sendable {
        let file: String
        let device: DeviceDescription
        let events: [RawEvent]
        let mode: ContactTracker.Mode
        /// What reading the file noticed before its events were placed (devices passed over).
        let readingWarnings: [String]

        /// Whether the recording's pointer moves by absolute axes or relative motion.
        public var motion: Motion { mode == .mouse ? .relative : .absolute }

        /// What moves the recording's pointer, as a message names it: "a touchscreen's absolute
        /// axes", "a tablet pen's absolute axes", "an absolute mouse's axes (ABS_X/ABS_Y)" or "a
        /// mouse's relative motion (REL_X/REL_Y)".
        public var pointerAxes: String {
            switch mode {
            case .protocolA, .protocolB, .singleTouch: "a touchscreen's absolute axes"
            case .pen: "a tablet pen's absolute axes"
            case .absoluteMouse: "an absolute mouse's axes (ABS_X/ABS_Y)"
            case .mouse: "a mouse's relative motion (REL_X/REL_Y)"
            }
        }

        /// The recording's inputs on the scene `mapping` describes.
        /// - Throws: ``InputError`` at the recording when its axes have no range to scale by, or
        ///   at an `ABS_MT_SLOT` outside the device's slot range.
        public func trace(mapping: Mapping) throws(InputError) -> Trace {
            var converter = ContactTracker(file: file, device: device, mapping: mapping)
            try converter.run(events, mode: mode)
            return Trace(file: file, scene: nil, steps: converter.steps, warnings: readingWarnings + converter.warnings)
        }
    }
}

/// One kernel event as recorded: its time in microseconds, type, code and value, its line, and
/// the column its value is written at (for an error about the value).
struct RawEvent: Hashable, Sendable {
    var time: Int64
    var type: Int
    var code: Int
    var value: Int
    var line: Int
    var column: Int

    /// Whether this event ends a frame.
    var isSynReport: Bool { type == EV.syn && code == EV.synReport }

    /// The time in seconds with six decimals, as evemu writes it: `3.500000`.
    var secondsText: String {
        let fraction = String(time % 1_000_000)
        return "\(time / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
    }
}

extension [RawEvent] {
    /// Appends `event` unless its time is earlier than the last event's: a recording's times never
    /// go back (a frame's events usually share one). The error is at the event's line and
    /// `timeColumn`, and names the time as `found`.
    mutating func appendInTimeOrder(_ event: RawEvent, file: String, timeColumn: Int, found: String) throws(InputError) {
        if let previous = last, event.time < previous.time {
            throw InputError(file: file, location: .text(line: event.line, column: timeColumn),
                             expected: "a time ≥ \(previous.secondsText) s (the previous event's)", found: found)
        }
        append(event)
    }
}

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

/// Event types and codes from linux/input-event-codes.h, and input properties.
enum EV {
    static let syn = 0, key = 1, rel = 2, abs = 3
    static let synReport = 0, synMTReport = 2, synDropped = 3
    static let btn0 = 0x100, btnLeft = 0x110, btnTouch = 0x14a, btnStylus = 0x14b
    /// BTN_MOUSE up to BTN_JOYSTICK: the buttons udev counts as a mouse's.
    static let mouseButtons = 0x110..<0x120
    /// Tablet tools: the pen and its kin (pen, eraser, brush, pencil, airbrush), the finger, the
    /// mouse and the lens cursor.
    static let btnToolPen = 0x140, btnToolFinger = 0x145, btnToolMouse = 0x146, btnToolLens = 0x147
    static let relX = 0, relY = 1, relHWheel = 6, relWheel = 8, relWheelHiRes = 0x0b, relHWheelHiRes = 0x0c
    static let absX = 0, absY = 1
    static let mtSlot = 0x2f, mtPositionX = 0x35, mtPositionY = 0x36, mtToolType = 0x37, mtTrackingID = 0x39
    /// `ABS_MT_TOOL_TYPE`'s value for a palm (MT_TOOL_FINGER is 0, MT_TOOL_PEN 1).
    static let mtToolPalm = 2
    static let propDirect = 1

    static func axisName(_ code: Int) -> String {
        switch code {
        case absX: "ABS_X"
        case absY: "ABS_Y"
        case mtSlot: "ABS_MT_SLOT"
        case mtPositionX: "ABS_MT_POSITION_X"
        case mtPositionY: "ABS_MT_POSITION_Y"
        default: "ABS axis \(code)"
        }
    }
}

/// evemu's line format: `# ` comments, description lines, `E: SEC.USEC TYPE CODE VALUE` (type and
/// code in hex, the value in decimal, zero-padded or signed), a comment after a tab or `#`.
enum EvemuReader {
    /// The format versions read, 1.0 … 1.3, by their minor number (evemu's own reader warns of
    /// newer ones and reads them as if they were its own; here that would be a guess).
    static let versions = 0...3

    static func read(_ text: String, file: String, device: inout DeviceDescription, events: inout [RawEvent]) throws(InputError) {
        device.bitmaskBytes = [:]
        var number = 0
        var sawContent = false
        var minor = 0
        var slotCode = false
        for rawLine in TextLines(Substring(text)) {
            number += 1
            // The first line (blank ones before it aside) may say the format's version; none is 1.0.
            if !sawContent, !rawLine.allSatisfy(\.isWhitespace) {
                sawContent = true
                minor = try version(rawLine, number: number, file: file)
            }
            // Most lines are plain event lines: read from their bytes (what ``readLine`` finds,
            // without splitting the line into words of `Character`s: ~50× fewer instructions).
            var bytes = rawLine
            if let event = bytes.withUTF8({ plainEvent($0, line: number) }), (events.last?.time ?? .min) <= event.time {
                events.append(event)
                continue
            }
            if rawLine.first == "#" { readSlotComment(rawLine, number: number, after: &slotCode, device: &device) }
            try readLine(rawLine, number: number, file: file, minor: minor, device: &device, events: &events)
        }
        if let last = events.last, !last.isSynReport {
            // At the end itself, the line after the last line ending: the last event's line was
            // said to be "the end of the file", one line short of it.
            let end = TextLines.end(of: Substring(text))
            throw InputError(file: file, location: .text(line: end.line, column: end.column),
                             expected: "a frame ending with SYN_REPORT (E: SECONDS.MICROSECONDS 0000 0000 0)",
                             found: "the end of the file after the event on line \(last.line)" + cutOffRemedy(events))
        }
    }

    /// Reads the slot the device was on from evemu's header comments: the `Value` line after
    /// `Event code 47 (ABS_MT_SLOT)` (`afterSlotCode` says that line came last).
    static func readSlotComment(_ line: Substring, number: Int, after afterSlotCode: inout Bool, device: inout DeviceDescription) {
        let words = line.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" })
        if words.count >= 4, words[0] == "Event", words[1] == "code" {
            afterSlotCode = words[2] == "47" && words[3] == "(ABS_MT_SLOT)"
        } else if afterSlotCode, words.count == 2, words[0] == "Value", let value = Int(words[1]) {
            device.currentSlot = (value, number)
            afterSlotCode = false
        }
    }

    /// What a recording cut off inside a frame (its recorder killed, the power lost) can do: keep
    /// its whole frames, up to the last `SYN_REPORT`, to replay them; " (no frame ends before it)"
    /// when it has none. The replay does not drop the part frame itself: that would be a guess
    /// at what the recording meant.
    /// - Complexity: O(k) for k events after the last `SYN_REPORT`.
    static func cutOffRemedy(_ events: [RawEvent]) -> String {
        guard let report = events.last(where: \.isSynReport) else { return " (no frame ends before it)" }
        return ": cut off inside a frame; its whole frames end at line \(report.line), the last SYN_REPORT (keep the lines up to it to replay them)"
    }

    /// The minor version a file's first line says, `# EVEMU 1.MINOR`, 0 (1.0) when it says none;
    /// a version other than 1.0–1.3 is refused at the version.
    static func version(_ line: Substring, number: Int, file: String) throws(InputError) -> Int {
        let tag = "# EVEMU"
        guard line.hasPrefix(tag) else { return 0 }
        let rest = line.dropFirst(tag.count)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return 0 }  // "# EVEMUX": a comment
        var version = rest.drop { $0 == " " || $0 == "\t" }
        while let last = version.last, last == " " || last == "\t" { version = version.dropLast() }
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 2, parts.allSatisfy({ (1...3).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) }),
           Int(parts[0]) == 1, let minor = Int(parts[1]), versions.contains(minor) {
            return minor
        }
        let column = version.isEmpty ? tag.count + 1 : line.distance(from: line.startIndex, to: version.startIndex) + 1
        throw InputError(file: file, location: .text(line: number, column: column),
                         expected: "an evemu format version 1.0, 1.1, 1.2 or 1.3 (\"# EVEMU 1.3\")",
                         found: version.isEmpty ? "the end of the line" : InputError.excerpt(version) { "\"\($0)\"" })
    }

    /// One line of any kind, read as words of `Character`s: a description line into `device` (an
    /// `A:` line with the fields the file's format version `1.minor` gives it), an event into
    /// `events` (in time order), a comment or blank line skipped.
    static func readLine(_ rawLine: Substring, number: Int, file: String, minor: Int, device: inout DeviceDescription,
                         events: inout [RawEvent]) throws(InputError) {
        var line = rawLine
        if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let tag = words.first else { return }
        func column(_ index: String.Index) -> Int { rawLine.distance(from: rawLine.startIndex, to: index) + 1 }
        /// An error at word `index` saying `expected`, or after the last word when the line ends before it.
        func refuse(_ index: Int, _ expected: String) -> InputError {
            guard index < words.count else {
                return InputError(file: file, location: .text(line: number, column: column(words[words.count - 1].endIndex)),
                                  expected: expected, found: "the end of the line")
            }
            return InputError(file: file, location: .text(line: number, column: column(words[index].startIndex)), expected: expected,
                              found: InputError.excerpt(words[index]) { "\"\($0)\"" })
        }
        /// Word `index` as `read` reads it, or an error at it saying `expected`.
        func field<T>(_ index: Int, _ expected: String, _ read: (Substring) -> T?) throws(InputError) -> T {
            if index < words.count, let value = read(words[index]) { return value }
            throw refuse(index, expected)
        }
        switch tag {
        case "N:":
            device.name = String(line.dropFirst(2).drop { $0 == " " })
            device.named = (file, number)
        case "I:", "L:", "S:":
            return
        case "P:", "B:":
            // P: B0 … B7 (input properties) and B: TYPE B0 … B7 (the codes of an event type): the
            // bytes of a bitmask, least significant bit first, 8 a line, the lines in order.
            let grammar = tag == "P:" ? "(P: B0 B1 B2 B3 B4 B5 B6 B7)" : "(B: TYPE B0 B1 B2 B3 B4 B5 B6 B7)"
            let first = tag == "P:" ? 1 : 2
            let type = tag == "P:" ? -1 : try field(1, "an event type in hex \(grammar)") { Int($0, radix: 16) }
            var bytes: [Int] = []
            for index in first..<first + 8 {
                bytes.append(try field(index, "a byte in hex \(grammar)") { $0.count <= 2 ? Int($0, radix: 16) : nil })
            }
            if words.count > first + 8 { throw refuse(first + 8, "the end of the line (or a # comment) after the eighth byte \(grammar)") }
            let offset = device.bitmaskBytes[type, default: 0]
            device.bitmaskBytes[type] = offset + 8
            for (i, byte) in bytes.enumerated() {
                for bit in 0..<8 where byte >> bit & 1 == 1 {
                    if type == -1 { device.properties.insert(8 * (offset + i) + bit) } else { device.codes[type, default: []].insert(8 * (offset + i) + bit) }
                }
            }
        case "A:":
            // A: CODE MIN MAX FUZZ FLAT, and RESOLUTION from EVEMU 1.2 on: evemu's reader takes
            // exactly the fields the file's version has, so a line with more or fewer is not its.
            let resolution = minor >= 2
            let grammar = resolution ? "(A: CODE MIN MAX FUZZ FLAT RESOLUTION, as EVEMU 1.\(minor) writes it)"
                : "(A: CODE MIN MAX FUZZ FLAT, as EVEMU 1.\(minor) writes it: a resolution came in 1.2)"
            let code = try field(1, "an axis code in hex \(grammar)") { Int($0, radix: 16) }
            let min = try field(2, "a minimum in decimal \(grammar)") { Int($0) }
            let max = try field(3, "a maximum in decimal \(grammar)") { Int($0) }
            guard min <= max else { throw refuse(3, "a maximum ≥ the minimum, \(min) \(grammar)") }
            _ = try field(4, "a fuzz value in decimal \(grammar)") { Int($0) }
            _ = try field(5, "a flat value in decimal \(grammar)") { Int($0) }
            if resolution { _ = try field(6, "a resolution in decimal \(grammar)") { Int($0) } }
            let count = resolution ? 7 : 6
            if words.count > count {
                throw refuse(count, "the end of the line (or a # comment) after the \(resolution ? "resolution" : "flat value") \(grammar)")
            }
            device.axes[code] = (min, max)
        case "E:":
            let grammar = "(E: SECONDS.MICROSECONDS TYPE CODE VALUE)"
            let time = try field(1, "a time SECONDS.MICROSECONDS (up to 12 digits, a dot, 6 digits, as evemu writes it: its reader takes 1.5 as 1 s and 5 µs)") { microseconds($0) }
            let type = try field(2, "an event type in hex \(grammar)") { Int($0, radix: 16) }
            let code = try field(3, "an event code in hex \(grammar)") { Int($0, radix: 16) }
            // An evdev value is 32 bits, signed: decimal digits past that are out of range, not "not decimal".
            _ = try field(4, "a value in decimal \(grammar)") { word in
                let digits = word.first == "-" || word.first == "+" ? word.dropFirst() : word
                return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit) ? word : nil
            }
            let value = try field(4, "a value in the 32-bit range, \(Int32.min)…\(Int32.max)") { Int32($0).map(Int.init) }
            if words.count > 5 { throw refuse(5, "the end of the line (or a # comment) after the value") }
            try events.appendInTimeOrder(RawEvent(time: time, type: type, code: code, value: value, line: number, column: column(words[4].startIndex)),
                                         file: file, timeColumn: column(words[1].startIndex), found: "\"\(words[1])\"")
        default:
            throw InputError(file: file, location: .text(line: number, column: column(tag.startIndex)),
                             expected: "an evemu line (N:, I:, P:, B:, A:, L:, S:, E: or a # comment)", found: "\"\(rawLine.prefix(60))\"")
        }
    }

    /// An event line in its plainest form — `E: `, then the time, type, code and value as below,
    /// separated by spaces or tabs, ASCII only, maybe a `#` comment at the end — or `nil` for
    /// anything else, which the general reading then reads (or refuses) as before.
    static func plainEvent(_ line: UnsafeBufferPointer<UInt8>, line number: Int) -> RawEvent? {
        var i = 0
        let n = line.count
        func blanks() -> Bool {
            let start = i
            while i < n, line[i] == 0x20 || line[i] == 0x09 { i += 1 }
            return i > start
        }
        /// Up to `limit` digits in `radix` (10 or 16); `nil` when there are none or more.
        func digits(_ radix: Int, limit: Int) -> Int? {
            var value = 0, count = 0
            while i < n {
                let byte = line[i]
                let digit: Int
                switch byte {
                case 0x30...0x39: digit = Int(byte - 0x30)
                case 0x41...0x46 where radix == 16: digit = Int(byte - 0x41 + 10)
                case 0x61...0x66 where radix == 16: digit = Int(byte - 0x61 + 10)
                case _: return count == 0 || count > limit ? nil : value
                }
                value = value * radix + digit
                count += 1
                i += 1
                if count > limit { return nil }
            }
            return count == 0 ? nil : value
        }
        guard n > 2, line[0] == 0x45, line[1] == 0x3A, !line.contains(where: { $0 >= 0x80 }) else { return nil }  // "E:"
        i = 2
        guard blanks(), let seconds = digits(10, limit: 12), i < n, line[i] == 0x2E else { return nil }  // "."
        i += 1
        let fractionStart = i
        guard let micro = digits(10, limit: 6), i - fractionStart == 6 else { return nil }
        guard blanks(), let type = digits(16, limit: 8), blanks(), let code = digits(16, limit: 8), blanks() else { return nil }
        let valueColumn = i + 1  // ASCII: a byte is a column
        let negative = i < n && line[i] == 0x2D  // "-"
        if negative { i += 1 }
        guard let magnitude = digits(10, limit: 10), magnitude < 1 << 31 || (negative && magnitude == 1 << 31) else { return nil }
        _ = blanks()
        guard i == n || line[i] == 0x23 else { return nil }  // the end, or "#"
        return RawEvent(time: Int64(seconds) * 1_000_000 + Int64(micro), type: type, code: code,
                        value: negative ? -magnitude : magnitude, line: number, column: valueColumn)
    }

    /// `1357751027.090934` → microseconds; at most 12 digits of seconds, exactly 6 of microseconds,
    /// as evemu writes them (`%lu.%06u`). Fewer are refused: evemu's reader takes them as a count of
    /// microseconds (`1.5` is 1 s and 5 µs, `1.5000` 5 ms), where a person means a decimal fraction.
    static func microseconds(_ text: Substring) -> Int64? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...12).contains(parts[0].count), parts[1].count == 6,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let seconds = Int64(parts[0]), let micro = Int64(parts[1]) else { return nil }
        return seconds * 1_000_000 + micro
    }
}
