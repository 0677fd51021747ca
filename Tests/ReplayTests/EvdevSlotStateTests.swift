import DropEngine
import DropGeometry
import Replay
import Testing

/// What libevdev keeps of a device's state that a recording's events alone do not say: the slot
/// the device was on as the recording began (evemu's header), a tracking id it discards, and an
/// absolute mouse's `BTN_TOUCH`, which libinput presses nothing by.
@Suite("Linux input recordings: the device's state as libevdev keeps it")
struct EvdevSlotStateTests {
    /// ``EvdevRecordingTests/description`` after evemu's header comment saying the device was on
    /// slot `slot`: its events start at line 12.
    static func header(slot: Int) -> String {
        "# EVEMU 1.3\n#     Event code 47 (ABS_MT_SLOT)\n#       Value      \(slot)\n" + EvdevRecordingTests.description.drop { $0 != "\n" }.dropFirst()
    }

    static let twoFingers = """
        E: 0.000000 0003 0039 20
        E: 0.000000 0003 0035 10
        E: 0.000000 0003 0036 10
        E: 0.000000 0000 0000 0
        E: 0.010000 0003 002f 0
        E: 0.010000 0003 0039 21
        E: 0.010000 0003 0035 50
        E: 0.010000 0003 0036 50
        E: 0.010000 0000 0000 0
        E: 0.020000 0003 002f 1
        E: 0.020000 0003 0039 -1
        E: 0.020000 0003 002f 0
        E: 0.020000 0003 0039 -1
        E: 0.020000 0000 0000 0

        """

    @Test("a first contact with no ABS_MT_SLOT before it is in the slot evemu's header says the device was on: a second finger in slot 0 is a finger of its own")
    func firstEventsAreInTheHeadersSlot() throws {
        let trace = try EvdevRecording.parse(Self.header(slot: 1) + Self.twoFingers, file: "r.events", mapping: EvdevRecordingTests.mapping)
        #expect(trace.inputs.map(EvdevRecordingTests.describe) == ["0 down 2 touch 80,60", "10 down 3 touch 400,300", "20 up 3 400,300", "20 up 2 80,60"])
        #expect(trace.warnings == [])
    }

    @Test("a header slot outside the device's slot range is an error at its line; a separate description's slot is not the recording's, which starts in slot 0")
    func headerSlotOutOfRangeOrElsewhere() throws {
        #expect(inputError { try EvdevRecording.parse(Self.header(slot: 12) + Self.twoFingers, file: "r.events", mapping: EvdevRecordingTests.mapping) }
                == "r.events:3:1: expected the slot evemu's header says the device was on (its Value) in the device's slot range 0…9, found \"12\"")
        // The description (DEVICE.desc, --device) was written at another time: its Value is not where the recording began.
        let trace = try EvdevRecording.parse(Self.twoFingers, file: "r.events", description: (Self.header(slot: 1), "r.desc"),
                                             mapping: EvdevRecordingTests.mapping)
        #expect(trace.inputs.map(EvdevRecordingTests.describe) == ["0 down 2 touch 80,60", "10 move 2 400,300", "20 up 2 400,300"])
    }

    @Test("a new tracking id over a slot's live one, with no -1 between and no SYN_DROPPED since the contact began, is discarded as libevdev discards it: the same finger goes on, and a warning says so")
    func doubleTrackingIDIsIgnored() throws {
        let trace = try EvdevRecording.parse(EvdevRecordingTests.description + """
            E: 0.000000 0003 0039 10
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0039 11
            E: 0.010000 0003 0035 50
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0039 -1
            E: 0.020000 0000 0000 0

            """, file: "r.events", mapping: EvdevRecordingTests.mapping)
        #expect(trace.inputs.map(EvdevRecordingTests.describe) == ["0 down 2 touch 80,60", "10 move 2 400,60", "20 up 2 400,60"])
        #expect(trace.warnings == ["r.events: 1 ABS_MT_TRACKING_ID value replacing a slot's contact without -1 first ignored, first at line 14: "
                                   + "no SYN_DROPPED since the contact began says events were lost there, and libevdev, not re-syncing, discards such a double tracking id, so libinput goes on with the same touch"])
    }

    @Test("a single-touch panel listing BTN_LEFT beside BTN_TOUCH is an absolute mouse, as udev tells it: its BTN_TOUCH presses nothing, said in a warning; its BTN_LEFT presses")
    func absoluteMouseWithATouchButton() throws {
        func panel(_ button: Int) -> String {
            EvdevDevicesTests.libinput(name: "Hand-written Resistive Panel", codes: "1: [272, 330]\n3: [0, 1]", properties: "[1]", events: """
                  - evdev:
                    - [0, 0, 3, 0, 10]
                    - [0, 0, 3, 1, 20]
                    - [0, 0, 1, \(button), 1]
                    - [0, 0, 0, 0, 0]
                  - evdev:
                    - [0, 10000, 3, 0, 50]
                    - [0, 10000, 0, 0, 0]
                  - evdev:
                    - [0, 20000, 1, \(button), 0]
                    - [0, 20000, 0, 0, 0]
                """)
        }
        let touch = try EvdevRecording.parse(panel(330), file: "d.yml", mapping: EvdevRecordingTests.mapping)
        #expect(touch.inputs.map(EvdevRecordingTests.describe) == ["0 move 0 80,120", "10 move 0 400,120"])
        #expect(touch.warnings == ["d.yml: 1 BTN_TOUCH press not replayed, first at line 20: the device is an absolute mouse (ABS_X/ABS_Y and a mouse button, as udev tells it), "
                                   + "which libinput presses by BTN_LEFT alone, and no BTN_LEFT pressed: only its motion is replayed"])
        let left = try EvdevRecording.parse(panel(272), file: "d.yml", mapping: EvdevRecordingTests.mapping)
        #expect(left.inputs.map(EvdevRecordingTests.describe) == ["0 move 0 80,120", "0 down 0 mouse 80,120", "10 move 0 400,120", "20 up 0 400,120"])
        #expect(left.warnings == [])
    }
}
