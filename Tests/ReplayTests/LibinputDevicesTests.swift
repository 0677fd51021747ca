import Replay
import Testing

/// `libinput record` of several devices (`libinput record /dev/input/event3 /dev/input/event4
/// tp-and-keyboard.yml`, its man page's example): the one device that moves a pointer is replayed,
/// the others passed over in a warning; several pointing devices, none, or an `ndevices:` that
/// does not count the devices listed are errors.
@Suite("libinput record: recordings of several devices")
struct LibinputDevicesTests {
    static let name = "recordings/libinput/kiosk-touchscreen-and-keyboard.yml"

    /// The kiosk's touchscreen and keyboard, `edit`ed, read as `k.yml` on an 800×600 viewport.
    func trace(_ edit: (String) -> String = { $0 }) throws -> Trace {
        try EvdevRecording.parse(edit(try demoFile(Self.name)), file: "k.yml", mapping: EvdevRecordingTests.mapping)
    }

    /// A power button's device, listed as `/dev/input/event2`, with a press and release at 3 s.
    static let powerButton = """
        - node: /dev/input/event2
          evdev:
            name: "Power Button"
            id: [25, 0, 1, 0]
            codes:
              0: [0, 1] # EV_SYN
              1: [116] # EV_KEY
            properties: []
          udev:
            properties:
            - ID_INPUT=1
            - ID_INPUT_KEY=1
          events:
          - evdev:
            - [  3,      0,   1, 116,       1] # EV_KEY / KEY_POWER 1
            - [  3,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ----------
          - evdev:
            - [  3, 100000,   1, 116,       0] # EV_KEY / KEY_POWER 0
            - [  3, 100000,   0,   0,       0] # ------------ SYN_REPORT (0) ----------

        """

    @Test("a touchscreen recorded with a keyboard replays the touchscreen's drag from its first event, the keyboard's Enter (later, though listed first) passed over in one warning naming both")
    func touchscreenAndKeyboard() throws {
        let trace = try trace()
        #expect(trace.inputs.map(EvdevRecordingTests.describe) == ["0 down 2 touch 336,474", "600 move 2 344,474", "650 move 2 352,420", "700 move 2 360,330",
                                                                   "750 move 2 368,240", "800 move 2 376,150", "850 move 2 376,108", "900 up 2 376,108"])
        #expect(trace.warnings == ["k.yml: 1 of its 2 devices passed over, moving no pointer: \"AT Translated Set 2 keyboard\" (/dev/input/event3), a device with no pointer; "
                                   + "replayed \"Hand-written Touchscreen\" (/dev/input/event4), a touchscreen"])
        // Listed the other way round, a power button beside them: the same touches, both passed over.
        let reordered = try self.trace { text in
            let touchscreen = text.firstRange(of: "- node: /dev/input/event4")!.lowerBound
            let keyboard = text.firstRange(of: "- node: /dev/input/event3")!.lowerBound
            return String(text[..<keyboard]).replacing("ndevices: 2", with: "ndevices: 3") + text[touchscreen...] + Self.powerButton + text[keyboard..<touchscreen]
        }
        #expect(reordered.inputs == trace.inputs)
        #expect(reordered.warnings == ["k.yml: 2 of its 3 devices passed over, moving no pointer: \"Power Button\" (/dev/input/event2), a device with no pointer; "
                                       + "\"AT Translated Set 2 keyboard\" (/dev/input/event3), a device with no pointer; replayed \"Hand-written Touchscreen\" (/dev/input/event4), a touchscreen"])
    }

    @Test("two devices that move a pointer are an error at the second one's node, naming each and how to record one alone: which to follow would be a guess")
    func twoPointingDevices() {
        let mouse: (String) -> String = {
            $0.replacing("name: \"AT Translated Set 2 keyboard\"", with: "name: \"Logitech USB Optical Mouse\"").replacing("- ID_INPUT_KEYBOARD=1", with: "- ID_INPUT_MOUSE=1")
        }
        #expect(inputError { try trace(mouse) } == "k.yml:45:9: expected one device that moves a pointer among the recording's 2 devices (record it alone: libinput record /dev/input/eventN), "
                + "found 2: \"Logitech USB Optical Mouse\" (/dev/input/event3), a mouse; \"Hand-written Touchscreen\" (/dev/input/event4), a touchscreen")
    }

    @Test("a touchpad recorded with a keyboard is the device that points, and is refused at its name as alone: its positions are not places on the screen")
    func touchpadAndKeyboard() {
        let touchpad: (String) -> String = {
            $0.replacing("name: \"Hand-written Touchscreen\"", with: "name: \"Hand-written TouchPad\"").replacing("- ID_INPUT_TOUCHSCREEN=1", with: "- ID_INPUT_TOUCHPAD=1")
        }
        #expect(inputError { try trace(touchpad) } == "k.yml:48:1: expected a touchscreen, a tablet's pen or a mouse, found \"Hand-written TouchPad\", a touchpad (ID_INPUT_TOUCHPAD): "
                + "its positions are not places on the screen — libinput moves the pointer by their motion, accelerated")
    }

    @Test("a keyboard and a power button recorded together are an error at ndevices naming both: no device moves a pointer")
    func noPointingDevice() {
        let keyboardOnly: (String) -> String = { text in
            String(text[..<text.firstRange(of: "- node: /dev/input/event4")!.lowerBound]) + Self.powerButton
        }
        #expect(inputError { try trace(keyboardOnly) } == "k.yml:10:11: expected a touchscreen, a tablet's pen or a mouse among the recording's 2 devices, "
                + "found none: \"AT Translated Set 2 keyboard\" (/dev/input/event3), a device with no pointer; \"Power Button\" (/dev/input/event2), a device with no pointer")
    }

    @Test("an ndevices that does not count the devices listed is an error at its value: a file cut short, or a count edited by hand")
    func countDisagrees() {
        #expect(inputError { try trace { $0.replacing("ndevices: 2", with: "ndevices: 3") } }
                == #"k.yml:10:11: expected 3 devices under "devices:" (a "- node:" each), as ndevices says, found 2 (lines 18, 45)"#)
        #expect(inputError { try trace { $0.replacing("ndevices: 2", with: "ndevices: 1") } }
                == #"k.yml:10:11: expected 1 device under "devices:" (a "- node:" each), as ndevices says, found 2 (lines 18, 45)"#)
        // Cut after the keyboard's events: the touchscreen's description and events are missing.
        #expect(inputError { try trace { String($0[..<$0.firstRange(of: "- node: /dev/input/event4")!.lowerBound]) } }
                == #"k.yml:10:11: expected 2 devices under "devices:" (a "- node:" each), as ndevices says, found 1 (line 18)"#)
        #expect(inputError { try trace { $0.replacing("ndevices: 2", with: "ndevices: two") } }
                == #"k.yml:10:1: expected a count of devices (ndevices: N, N ≥ 1), found "ndevices: two""#)
    }

    @Test("a word of a list that is no integer is an error at that word, saying what it is (it pointed at the line's start, quoting the whole line); [] is an empty list")
    func aBadNumberInAList() {
        #expect(inputError { try trace { $0.replacing("[  2, 500000,   1,  28,       1]", with: "[  2, 500000,   1,  28,       x]") } }
                == #"k.yml:39:37: expected an integer (decimal, or 0x and hexadecimal digits), found "x""#)
        #expect(inputError { try trace { $0.replacing("1: [1, 2, 3, 4, 5, 28, 30, 57] # EV_KEY", with: "1: [1, 2, , 4] # EV_KEY") } }
                == "k.yml:25:17: expected an integer (decimal, or 0x and hexadecimal digits), found nothing before the next comma")
        #expect(inputError { try trace { $0.replacing("4: [4] # EV_MSC", with: "4: [4, ] # EV_MSC") } }
                == "k.yml:26:14: expected an integer (decimal, or 0x and hexadecimal digits), found nothing before the closing ]")
        #expect(inputError { try trace { $0.replacing("4: [4] # EV_MSC", with: "4: [4 5] # EV_MSC") } }
                == #"k.yml:26:11: expected an integer (decimal, or 0x and hexadecimal digits), found "4 5""#)
        #expect(throws: Never.self) { try trace { $0.replacing("4: [4] # EV_MSC", with: "4: [ ] # EV_MSC") } }
    }
}
