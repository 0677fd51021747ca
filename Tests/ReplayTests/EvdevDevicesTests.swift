import DropEngine
import DropGeometry
import Replay
import Testing

/// What a recorded device is decides how its events are read, as udev tells devices apart for
/// libinput: a touchscreen's contacts are touches, a tablet is read as its pen, a mouse by its
/// motion, an absolute mouse by its positions; a touchpad, a tablet's lens cursor and a device
/// with no pointer are refused. Real recordings from evemu-devices beside hand-written ones.
@Suite("Linux input recordings: what the device is")
struct EvdevDevicesTests {
    static let folder = "recordings/evemu-devices/"

    /// The inputs of the evemu-devices recording `name` (its description `desc` beside it, if any).
    func realInputs(_ name: String, desc: String? = nil) throws -> Trace {
        let description = try desc.map { (try demoFile(Self.folder + $0), $0) }
        return try EvdevRecording.parse(try demoFile(Self.folder + name), file: name, description: description,
                                        mapping: EvdevRecordingTests.mapping)
    }

    /// A one-device `libinput record` of a device named `name` with `codes` (lines `TYPE: [...]`)
    /// and `properties`, X and Y 0…99 on both the single and the multitouch axes, then `events`:
    /// its name is on line 6, and its first `- evdev:` two lines after the last of `codes`.
    static func libinput(name: String, codes: String, properties: String, events: String) -> String {
        """
        version: 1
        ndevices: 1
        devices:
        - node: /dev/input/event4
          evdev:
            name: "\(name)"
            codes:
        \(codes.split(separator: "\n").map { "      \($0)" }.joined(separator: "\n"))
            absinfo:
              0: [0, 99, 0, 0, 0]
              1: [0, 99, 0, 0, 0]
              53: [0, 99, 0, 0, 0]
              54: [0, 99, 0, 0, 0]
            properties: \(properties)
          events:
        \(events)
        """
    }

    func inputs(_ yaml: String) throws -> [String] {
        try EvdevRecording.parse(yaml, file: "d.yml", mapping: EvdevRecordingTests.mapping).inputs.map(EvdevRecordingTests.describe)
    }

    @Test("a touchpad is refused at its name, not read as a touchscreen: evemu-devices' Synaptics TouchPad, BTN_TOOL_FINGER without INPUT_PROP_DIRECT")
    func touchpadRefused() throws {
        #expect(inputError { try realInputs("SynPS2-Synaptics-TouchPad.leftmove-excerpt.events", desc: "SynPS2-Synaptics-TouchPad.desc") }
                == "SynPS2-Synaptics-TouchPad.desc:1:1: expected a touchscreen, a tablet's pen or a mouse, found \"SynPS/2 Synaptics TouchPad\", "
                + "a touchpad (BTN_TOOL_FINGER without INPUT_PROP_DIRECT): its positions are not places on the screen — libinput moves the pointer by their motion, accelerated")
        let touchpad = Self.libinput(name: "Hand-written TouchPad", codes: "1: [272, 325, 330]\n3: [0, 1, 47, 53, 54, 57]", properties: "[0, 2]", events: """
              - evdev:
                - [0, 0, 3, 57, 1]
                - [0, 0, 3, 53, 50]
                - [0, 0, 3, 54, 50]
                - [0, 0, 0, 0, 0]
            """)
        #expect(inputError { try inputs(touchpad) }?.hasPrefix("d.yml:6:1: expected a touchscreen, a tablet's pen or a mouse, found \"Hand-written TouchPad\", a touchpad") == true)
        // The same axes with INPUT_PROP_DIRECT are a touchscreen.
        #expect(try inputs(touchpad.replacing("properties: [0, 2]", with: "properties: [1]")) == ["0 down 2 touch 400,300"])
    }

    @Test("a mouse's touch surface is not its pointer: the Apple Touch Mouse's multitouch contacts make no input, its REL_X and REL_Y move pointer 0")
    func mouseTouchSurface() throws {
        #expect(try realInputs("Apple-Touch-Mouse.evemu").inputs.isEmpty)
        let mouse = Self.libinput(name: "Hand-written Touch Mouse", codes: "1: [272, 273]\n2: [0, 1, 8]\n3: [47, 53, 54, 57]", properties: "[]", events: """
              - evdev:
                - [0, 0, 3, 57, 1]
                - [0, 0, 3, 53, 50]
                - [0, 0, 3, 54, 50]
                - [0, 0, 0, 0, 0]
              - evdev:
                - [0, 10000, 2, 0, 5]
                - [0, 10000, 2, 1, -3]
                - [0, 10000, 0, 0, 0]
            """)
        #expect(try inputs(mouse) == ["10 move 0 405,297"])
    }

    @Test("a tablet is read as its pen: hovering moves nothing, BTN_TOUCH touches down and lifts a pen pointer; the Intuos4's tip lands at 292 ms")
    func tabletPen() throws {
        // The pen comes into range and hovers: no touch yet.
        let hover = """
              - evdev:
                - [0, 0, 3, 0, 10]
                - [0, 0, 3, 1, 10]
                - [0, 0, 1, 320, 1]
                - [0, 0, 0, 0, 0]
              - evdev:
                - [0, 10000, 3, 0, 20]
                - [0, 10000, 0, 0, 0]
            """
        func tablet(_ events: String) -> String {
            Self.libinput(name: "Hand-written Pen", codes: "1: [320, 330, 331]\n3: [0, 1, 24]", properties: "[]", events: events)
        }
        let pen = tablet(hover + "\n" + """
              - evdev:
                - [0, 20000, 3, 24, 300]
                - [0, 20000, 1, 330, 1]
                - [0, 20000, 0, 0, 0]
              - evdev:
                - [0, 30000, 3, 0, 50]
                - [0, 30000, 3, 1, 50]
                - [0, 30000, 0, 0, 0]
              - evdev:
                - [0, 40000, 1, 330, 0]
                - [0, 40000, 0, 0, 0]
              - evdev:
                - [0, 50000, 3, 0, 60]
                - [0, 50000, 1, 320, 0]
                - [0, 50000, 0, 0, 0]
            """)
        #expect(try inputs(pen) == ["20 down 2 pen 160,60", "30 move 2 400,300", "40 up 2 400,300"])
        let intuos = try realInputs("Wacom-Intuos4-6x9.stylus-drag.events", desc: "Wacom-Intuos4-6x9.desc").inputs.map(EvdevRecordingTests.describe)
        #expect(intuos.count == 282)
        #expect(intuos.first == "291.98 down 2 pen 107.42422547813443,115.20704341290576")
        #expect(intuos.last == "1767.959 up 2 520.7829101890169,493.2965892416163")
        // A pen that only hovered replays nothing, and says why.
        let hovered = try EvdevRecording.parse(tablet(hover), file: "pen.yml", mapping: EvdevRecordingTests.mapping)
        #expect(hovered.inputs.isEmpty)
        #expect(hovered.warnings == ["pen.yml: the pen never touched (no BTN_TOUCH press): a pen hovering over the tablet moves no pointer, so nothing is replayed"])
    }

    @Test("a tablet's lens cursor is refused at its BTN_TOOL_LENS: libinput recommends moving the pointer by its motion, so its positions are not places on the screen")
    func lensCursorRefused() throws {
        #expect(inputError { try realInputs("Wacom-Intuos4-8x13.lens-cursor-drag-excerpt.events", desc: "Wacom-Intuos4-8x13.desc") }
                == "Wacom-Intuos4-8x13.lens-cursor-drag-excerpt.events:13:32: expected a tablet's pen (BTN_TOOL_PEN, or the eraser, brush, pencil or airbrush), "
                + "found BTN_TOOL_LENS, a tablet's lens cursor: libinput recommends moving the pointer by its motion (relative mode), so its positions are not places on the screen")
    }

    @Test("an absolute mouse (QEMU's USB tablet): ABS_X and ABS_Y move pointer 0, BTN_LEFT presses and releases it, its wheel is named in a warning")
    func absoluteMouse() throws {
        let mouse = Self.libinput(name: "Hand-written VM Mouse", codes: "1: [272, 273, 274]\n2: [8]\n3: [0, 1]", properties: "[]", events: """
              - evdev:
                - [0, 0, 3, 0, 10]
                - [0, 0, 3, 1, 20]
                - [0, 0, 0, 0, 0]
              - evdev:
                - [0, 10000, 1, 272, 1]
                - [0, 10000, 0, 0, 0]
              - evdev:
                - [0, 20000, 3, 0, 50]
                - [0, 20000, 0, 0, 0]
              - evdev:
                - [0, 30000, 1, 272, 0]
                - [0, 30000, 0, 0, 0]
            """)
        #expect(try inputs(mouse) == ["0 move 0 80,120", "10 down 0 mouse 80,120", "20 move 0 400,120", "30 up 0 400,120"])
        let qemu = try realInputs("QEMU-0.12.1-QEMU-USB-Tablet.scroll-up-down.events", desc: "QEMU-0.12.1-QEMU-USB-Tablet.desc")
        // Its first frame holds ABS_X alone: the pointer is placed once ABS_Y is known too.
        #expect(qemu.inputs.map(EvdevRecordingTests.describe) == ["2082.343 move 0 455.1025390625,284.72900390625", "2091.904 move 0 457.4462890625,283.941650390625"])
        #expect(qemu.warnings == ["QEMU-0.12.1-QEMU-USB-Tablet.scroll-up-down.events: 29 frames moving the wheel (REL_WHEEL or REL_WHEEL_HI_RES) not replayed, "
                                  + "first ending at line 4: a notch has no size in points; add `wheel POINTS` to the play line (replay: --wheel POINTS) to scroll POINTS a notch"])
    }

    @Test("a touch whose position the recording does not hold is an error at its start: eGalax's touchscreen sends its position on ABS_Z and ABS_RX")
    func touchWithoutPosition() throws {
        #expect(inputError { try realInputs("eGalax-Inc.-USB-TouchController.excerpt.events", desc: "eGalax-Inc.-USB-TouchController.desc") }
                == "eGalax-Inc.-USB-TouchController.excerpt.events:2:1: expected ABS_X and ABS_Y for the pen's touch (BTN_TOUCH) by the end of its frame, "
                + "found no ABS_X or ABS_Y before it (the kernel sends a value only when it changes, and the value from before the recording began is not in it)")
        // Protocol B: a contact's first frame with its tracking id but only ABS_MT_POSITION_X.
        #expect(inputError { try EvdevRecording.parse(EvdevRecordingTests.description + """
            E: 0.000000 0003 0039 7
            E: 0.000000 0003 0035 50
            E: 0.000000 0000 0000 0

            """, file: "r.events", mapping: EvdevRecordingTests.mapping) }
                == "r.events:10:1: expected ABS_MT_POSITION_X and ABS_MT_POSITION_Y for the contact in slot 0 (tracking id 7) by the end of its frame, "
                + "found no ABS_MT_POSITION_Y before it (the kernel sends a value only when it changes, and the value from before the recording began is not in it)")
        // An absolute mouse pressed before both of its axes are known.
        let mouse = Self.libinput(name: "Hand-written VM Mouse", codes: "1: [272]\n3: [0, 1]", properties: "[]", events: """
              - evdev:
                - [0, 0, 3, 0, 10]
                - [0, 0, 1, 272, 1]
                - [0, 0, 0, 0, 0]
            """)
        #expect(inputError { try inputs(mouse) } == "d.yml:19:1: expected ABS_X and ABS_Y for the press of BTN_LEFT by the end of its frame, "
                + "found no ABS_Y before it (the kernel sends a value only when it changes, and the value from before the recording began is not in it)")
    }

    @Test("a tablet's pad (BTN_0 and BTN_STYLUS without BTN_TOOL_PEN, as the Huion Keydial K20's in the kernel's HID-BPF documentation) is refused at its name, not read as a pen that never touches")
    func tabletPadRefused() {
        let pad = Self.libinput(name: "Hand-written Keydial", codes: "1: [256, 257, 258, 331]\n2: [8, 11]\n3: [0, 1]", properties: "[]", events: """
              - evdev:
                - [0, 0, 1, 257, 1]
                - [0, 0, 0, 0, 0]
            """)
        #expect(inputError { try inputs(pad) } == "d.yml:6:1: expected a touchscreen, a tablet's pen or a mouse, found \"Hand-written Keydial\", "
                + "a tablet's pad (BTN_0 and BTN_STYLUS without BTN_TOOL_PEN): its buttons, rings and strips move no pointer")
    }

    @Test("a device with no pointer (a keyboard) is refused at its name")
    func noPointerRefused() {
        let keyboard = Self.libinput(name: "Hand-written Keyboard", codes: "1: [1, 2, 3, 30]\n4: [4]", properties: "[]", events: """
              - evdev:
                - [0, 0, 1, 30, 1]
                - [0, 0, 0, 0, 0]
            """)
        #expect(inputError { try inputs(keyboard) } == "d.yml:6:1: expected a touchscreen, a tablet's pen or a mouse, found \"Hand-written Keyboard\", "
                + "a device with no pointer (no ABS_X/ABS_Y or multitouch position with a touch, pen or button, no REL_X/REL_Y with a mouse button)")
    }

    @Test("a description that lists no event codes (A: lines alone, a libinput record without codes:) leaves what the device is to the events: touches are read as a touchscreen's, and a warning says so and how to give the description; relative motion is a mouse's, said by nothing")
    func touchesWithoutCodesAreSaid() throws {
        // The Synaptics touchpad with its description cut to its N: and A: lines: no longer refused, but said.
        let lines = try demoFile(Self.folder + "SynPS2-Synaptics-TouchPad.desc").split(separator: "\n")
        let axesOnly = lines.filter { $0.hasPrefix("N:") || $0.hasPrefix("A:") }.joined(separator: "\n") + "\n"
        let touchpad = try EvdevRecording.parse(try demoFile(Self.folder + "SynPS2-Synaptics-TouchPad.leftmove-excerpt.events"), file: "tp.events",
                                                description: (axesOnly, "tp.desc"), mapping: EvdevRecordingTests.mapping)
        #expect(touchpad.warnings == ["tp.events: touches read as a touchscreen's without knowing the device: its description lists no event codes (no B: lines), "
                                      + "so a touchpad (whose positions are not places on the screen), a tablet or an absolute mouse would be taken for one; "
                                      + "give evemu-describe's whole description (--device FILE, or DEVICE.desc beside DEVICE.GESTURE.events) to have it told"])
        let touch = Self.libinput(name: "Hand-written Panel", codes: "", properties: "[]", events: """
              - evdev:
                - [0, 0, 3, 57, 1]
                - [0, 0, 3, 53, 50]
                - [0, 0, 3, 54, 50]
                - [0, 0, 0, 0, 0]
            """).replacing("    codes:\n\n", with: "")
        let panel = try EvdevRecording.parse(touch, file: "d.yml", mapping: EvdevRecordingTests.mapping)
        #expect(panel.inputs.map(EvdevRecordingTests.describe) == ["0 down 2 touch 400,300"])
        #expect(panel.warnings == ["d.yml: touches read as a touchscreen's without knowing the device: its description lists no event codes (no codes: in its evdev:), "
                                   + "so a touchpad (whose positions are not places on the screen), a tablet or an absolute mouse would be taken for one; "
                                   + "record it with libinput record, which lists them, to have it told"])
        let mouse = try EvdevRecording.parse("E: 0.000000 0002 0000 5\nE: 0.000000 0000 0000 0\n", file: "m.events", mapping: EvdevRecordingTests.mapping)
        #expect(mouse.inputs.map(EvdevRecordingTests.describe) == ["0 move 0 405,300"])
        #expect(mouse.warnings == [])
    }

    @Test("a recording of buttons alone whose description lists no codes (evemu-devices' Wacom Bamboo 16FG 4x5 Pad.events, which has no .desc) is read as a mouse's clicks at the start position, and a warning says that the device was not known")
    func buttonsWithoutCodesAreSaid() throws {
        // Its first lines: BTN_LEFT pressed and released, no motion (the pad's buttons report BTN_LEFT …).
        let pad = try EvdevRecording.parse("""
            E: 1338280455.350390 0001 0110 1
            E: 1338280455.350407 0000 0000 0
            E: 1338280455.546381 0001 0110 0
            E: 1338280455.546395 0000 0000 0

            """, file: "pad.events", mapping: EvdevRecordingTests.mapping)
        #expect(pad.inputs.map(EvdevRecordingTests.describe) == ["0.017 down 0 mouse 400,300", "196.005 up 0 400,300"])
        #expect(pad.warnings == ["pad.events: buttons read as a mouse's, pressed at the start position, without knowing the device: its description lists no event codes (no B: lines) "
                                 + "and its events move no pointer, so a tablet pad's or another device's buttons would be taken for a mouse's; "
                                 + "give evemu-describe's whole description (--device FILE, or DEVICE.desc beside DEVICE.GESTURE.events) to have it told"])
        // Motion of 0 moves no pointer (the kernel would not pass it on): still buttons alone, still said.
        let still = try EvdevRecording.parse("""
            E: 1338280455.350390 0002 0000 0
            E: 1338280455.350390 0001 0110 1
            E: 1338280455.350407 0000 0000 0
            E: 1338280455.546381 0001 0110 0
            E: 1338280455.546395 0000 0000 0

            """, file: "pad.events", mapping: EvdevRecordingTests.mapping)
        #expect(still.warnings == pad.warnings)
    }

    @Test("a libinput record's ID_INPUT_* udev properties say what the device is, as libinput takes them (hwdb overrides included); where its codes say otherwise a warning names both")
    func udevPropertiesDecideTheKind() throws {
        // Codes of a touchpad (a finger tool, no INPUT_PROP_DIRECT), which udev's hwdb calls a touchscreen.
        func recording(_ udev: String) -> String {
            Self.libinput(name: "Hand-written Panel", codes: "1: [325, 330]\n3: [0, 1]", properties: "[]", events: """
                  - evdev:
                    - [0, 0, 3, 0, 25]
                    - [0, 0, 3, 1, 50]
                    - [0, 0, 1, 330, 1]
                    - [0, 0, 0, 0, 0]
                """).replacing("  events:", with: "  udev:\n    properties:\n" + udev + "  events:\n")
        }
        let overridden = try EvdevRecording.parse(recording("    - ID_INPUT=1\n    - ID_INPUT_TOUCHSCREEN=1\n    - ID_INPUT_WIDTH_MM=1\n"),
                                                  file: "d.yml", mapping: EvdevRecordingTests.mapping)
        #expect(overridden.inputs.map(EvdevRecordingTests.describe) == ["0 down 2 touch 200,300"])
        #expect(overridden.warnings == ["d.yml: read as a touchscreen, as its udev property ID_INPUT_TOUCHSCREEN says (libinput follows it), where its event codes make it a touchpad"])
        // Without them the codes decide: a touchpad, refused at its name.
        #expect(inputError { try inputs(recording("    - ID_INPUT=1\n")) }
                == #"d.yml:6:1: expected a touchscreen, a tablet's pen or a mouse, found "Hand-written Panel", a touchpad (BTN_TOOL_FINGER without INPUT_PROP_DIRECT): its positions are not places on the screen — libinput moves the pointer by their motion, accelerated"#)
        // udev's word against the codes the other way: a touchpad by its property.
        #expect(inputError { try inputs(recording("    - ID_INPUT_TOUCHPAD=1\n").replacing("properties: []", with: "properties: [1]")) }
                == #"d.yml:6:1: expected a touchscreen, a tablet's pen or a mouse, found "Hand-written Panel", a touchpad (ID_INPUT_TOUCHPAD): its positions are not places on the screen — libinput moves the pointer by their motion, accelerated"#)
        #expect(inputError { try inputs(recording("    - ID_INPUT_KEYBOARD=1\n")) }
                == #"d.yml:6:1: expected a touchscreen, a tablet's pen or a mouse, found "Hand-written Panel", a device with no pointer (its udev properties say ID_INPUT_KEYBOARD and no touchscreen, tablet, touchpad or mouse)"#)
    }

    @Test("a libinput record's LIBINPUT_CALIBRATION_MATRIX udev property is the calibration libinput applied to the device, so it is the replay's unless one is given; a malformed one is an error at its line")
    func recordedCalibrationIsApplied() throws {
        let panel = Self.libinput(name: "Hand-written Panel", codes: "1: [330]\n3: [0, 1, 53, 54, 57]", properties: "[1]", events: """
              - evdev:
                - [0, 0, 3, 57, 1]
                - [0, 0, 3, 53, 25]
                - [0, 0, 3, 54, 0]
                - [0, 0, 0, 0, 0]
            """).replacing("  events:", with: """
              udev:
                properties:
                - ID_INPUT=1
                - ID_INPUT_TOUCHSCREEN=1
                - LIBINPUT_CALIBRATION_MATRIX=0 -1 1 1 0 0
              events:
            """)
        // The screen turned a quarter clockwise (libinput's documented 90° matrix): 25,0 of 0…99 lands at the right edge, a quarter down.
        #expect(try inputs(panel) == ["0 down 2 touch 800,150"])
        var given = EvdevRecordingTests.mapping
        given.calibration = [1, 0, 0, 0, 1, 0]
        #expect(try EvdevRecording.parse(panel, file: "d.yml", mapping: given).inputs.map(EvdevRecordingTests.describe) == ["0 down 2 touch 200,0"])
        #expect(inputError { try inputs(panel.replacing("=0 -1 1 1 0 0", with: "=0 -1 1 1 0")) }
                == #"d.yml:20:35: expected LIBINPUT_CALIBRATION_MATRIX=A B C D E F (libinput's calibration matrix, six numbers), found "0 -1 1 1 0""#)
    }
}
