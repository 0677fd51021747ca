import Runtime
import DropGeometry

/// Linux input recordings as traces: `evemu-record` output (EVEMU 1.0–1.3, as its first line
/// `# EVEMU 1.N` says as evemu reads it, none being 1.0, a newer one read as 1.3 with a warning:
/// the description lines `N:` `I:` `P:` `B:` `A:` `L:` `S:` and the `E:` event lines) and
/// `libinput record` YAML (format version 1, another an error; of several devices, the one that
/// moves a pointer, the others passed over in a warning).
///
/// The kernel's event stream is read frame by frame (a frame ends at `SYN_REPORT`; after a
/// `SYN_DROPPED` the events up to the next `SYN_REPORT` are dropped, and a contact whose end
/// the events after it show was among them — its key pressed again, its slot given a new tracking
/// id — is cancelled there, with a warning each), with times relative to the first event
/// (recordings from evemu 1.0 carry epoch times); a time earlier than the previous event's (unless
/// lenient: see ``parse(_:file:description:lenient:mapping:)``), or a file ending inside a frame,
/// is an error. What becomes pointers:
/// - multitouch protocol B: slots (`ABS_MT_SLOT`, in the device's range for it: another slot is an
///   error at its value; the first events in the slot evemu's header says the device was on, else
///   0), each contact a tracking id (`ABS_MT_TRACKING_ID`; -1 ends it; a new one over a live one
///   with no SYN_DROPPED since it began is ignored, with a warning, as libevdev discards it), positions `ABS_MT_POSITION_X/Y`;
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
/// the pointer's position is known, or of a horizontal wheel, `SYN_DROPPED`, palms, a key pressed while down with no
/// `SYN_DROPPED` since (ignored, as libinput ignores it), and touches and buttons down before the
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

    /// Whether `text` looks like a `libinput record` YAML file (its keys quoted or not).
    public static func isLibinputRecord(_ text: Substring) -> Bool {
        for line in TextLines(text).prefix(50) {
            let trimmed = LibinputRecordReader.unquotingKey(line.drop { $0 == " " || $0 == "\t" })
            if trimmed.hasPrefix("# libinput record") || trimmed.hasPrefix("libinput:") || trimmed.hasPrefix("ndevices:") { return true }
        }
        return false
    }

    /// Reads a recording into a trace of inputs: ``read(_:file:description:lenient:)``, then
    /// ``Recording/trace(mapping:)``.
    /// - Parameters:
    ///   - description: the device description's text when it is not in the recording
    ///     (evemu-devices' `DEVICE.desc` beside `DEVICE.GESTURE.events`, or `--device FILE`),
    ///     and the name to give in errors.
    ///   - lenient: take a time earlier than the previous event's for the recording's clock
    ///     stepped back, and take the step out (and read a libinput record's tab-indented lines
    ///     with tab stops every 8 columns), each named in a warning, rather than refuse the file.
    /// - Throws: ``InputError`` at `file:line:column` for a line that is not what the format
    ///   holds, a time earlier than the previous event's (unless `lenient`) or events after the
    ///   last `SYN_REPORT`, or at the recording when its axes have no range to scale by.
    public static func parse(_ text: String, file: String, description: (text: String, file: String)? = nil,
                             lenient: Bool = false, mapping: Mapping) throws(InputError) -> Trace {
        try read(text, file: file, description: description, lenient: lenient).trace(mapping: mapping)
    }

    /// Reads a recording's device and events, not yet placed on a scene: its ``Recording/motion``
    /// says which of a ``Mapping``'s settings it has a use for. `lenient`: as ``parse(_:file:description:lenient:mapping:)``.
    /// - Throws: ``InputError`` at `file:line:column` for a line that is not what the format holds,
    ///   a time earlier than the previous event's (unless `lenient`) or events after the last `SYN_REPORT`; at the
    ///   device's name for a device that is no touchscreen, tablet or mouse (a touchpad); at the
    ///   event for a tablet's mouse or lens cursor.
    /// - Complexity: O(n) in the bytes of `text` (and of the description).
    public static func read(_ text: String, file: String, description: (text: String, file: String)? = nil,
                            lenient: Bool = false) throws(InputError) -> Recording {
        var device = DeviceDescription()
        var events: [RawEvent] = []
        var warnings: [String] = []
        if isLibinputRecord(Substring(text)) {
            warnings = try LibinputRecordReader.read(text, file: file, device: &device, events: &events, lenient: lenient)
        } else {
            if let description {
                var ignored: [RawEvent] = []
                warnings = try EvemuReader.read(description.text, file: description.file, device: &device, events: &ignored)
                device.currentSlot = nil
            }
            warnings += try EvemuReader.read(text, file: file, device: &device, events: &events, lenient: lenient)
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

    /// A recording read (``read(_:file:description:lenient:)``): its device's axis ranges and its events,
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
