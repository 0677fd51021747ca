import DropEngine
import DropGeometry
import Replay
import Testing

/// A SYN_DROPPED loses events from the recorder's own evdev buffer; a contact whose end was among
/// them shows later, when its key is pressed again with no release recorded or its protocol B
/// slot takes a new tracking id with no -1. It is cancelled at the SYN_DROPPED (where it ended is
/// not in the recording), named in a warning, rather than run on into the next gesture. The same
/// evidence with no SYN_DROPPED before it is replayed as libinput reads it, with a warning.
@Suite("Linux input recordings: contacts whose end a SYN_DROPPED lost")
struct EvdevDroppedEndsTests {
    static let dropped = "the kernel dropped events there; the events up to the next SYN_REPORT are skipped, as it asks, and a lift or move it dropped is not in the recording"
    static let lost = "so its end was among the events the kernel dropped there, and where it ended is not in the recording (a client reading the device live re-syncs there, libevdev ending it first)"

    /// A single-touch screen (INPUT_PROP_DIRECT, ABS_X and ABS_Y 0…99) on 800 × 600; its events follow from line 6.
    static let singleTouch = """
        # EVEMU 1.3
        P: 02 00 00 00 00 00 00 00
        B: 03 03 00 00 00 00 00 00 00
        A: 00 0 99 0 0 0
        A: 01 0 99 0 0 0

        """

    func read(_ text: String) throws -> (inputs: [String], warnings: [String]) {
        let trace = try EvdevRecording.parse(text, file: "r.events", mapping: EvdevRecordingTests.mapping)
        return (trace.inputs.map(EvdevRecordingTests.describe), trace.warnings)
    }

    @Test("a mouse's BTN_LEFT pressed again after a SYN_DROPPED that held its release: the first press is cancelled at the SYN_DROPPED, the motion after it hovers, the second press drags on its own (it was one drag, dropped where the second was released)")
    func mouseReleaseDropped() throws {
        let (inputs, warnings) = try read("""
            # EVEMU 1.3
            E: 0.000000 0001 0110 1
            E: 0.000000 0000 0000 0
            E: 0.010000 0002 0000 10
            E: 0.010000 0000 0000 0
            E: 0.020000 0000 0003 0
            E: 0.020000 0001 0110 0
            E: 0.020000 0000 0000 0
            E: 0.030000 0002 0000 -20
            E: 0.030000 0000 0000 0
            E: 0.040000 0001 0110 1
            E: 0.040000 0000 0000 0
            E: 0.050000 0001 0110 0
            E: 0.050000 0000 0000 0

            """)
        #expect(inputs == ["0 down 0 mouse 400,300", "10 move 0 410,300", "20 cancel 0", "30 move 0 390,300", "40 down 0 mouse 390,300", "50 up 0 390,300"])
        #expect(warnings == ["r.events: 1 SYN_DROPPED event, first at line 6: \(Self.dropped)",
                             "r.events: the BTN_LEFT press of line 2 cancelled at the SYN_DROPPED on line 6, dropping nothing: BTN_LEFT is pressed again at line 11 with no release recorded, \(Self.lost)"])
    }

    @Test("a mouse's BTN_LEFT pressed while down with no SYN_DROPPED is ignored, as libinput ignores it, and named in a warning (there was none)")
    func mousePressedTwiceWithoutADrop() throws {
        let (inputs, warnings) = try read("""
            # EVEMU 1.3
            E: 0.000000 0001 0110 1
            E: 0.000000 0000 0000 0
            E: 0.010000 0002 0000 10
            E: 0.010000 0000 0000 0
            E: 0.030000 0002 0000 -20
            E: 0.030000 0000 0000 0
            E: 0.040000 0001 0110 1
            E: 0.040000 0000 0000 0
            E: 0.050000 0001 0110 0
            E: 0.050000 0000 0000 0

            """)
        #expect(inputs == ["0 down 0 mouse 400,300", "10 move 0 410,300", "30 move 0 390,300", "50 up 0 390,300"])
        #expect(warnings == ["r.events: 1 press of a key already down ignored, first at line 8 (BTN_LEFT): the kernel sends a press only after a release, and no SYN_DROPPED since the key was pressed "
                             + "says events were lost there, so a release is missing from the file (was it edited, or two recordings joined?); libinput ignores a press of a key it holds down, "
                             + "and so does the replay: the contact goes on"])
    }

    @Test("protocol B: a slot given a new tracking id after a SYN_DROPPED that held its -1 ends its touch there by a cancel, and the new id is a touch of its own (it was the same touch, lifted at the new one's place; the warning said libevdev keeps it)")
    func protocolBLiftDropped() throws {
        let (inputs, warnings) = try read(EvdevRecordingTests.description + """
            E: 0.000000 0003 0039 10
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0001 014a 1
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0035 20
            E: 0.010000 0000 0000 0
            E: 0.020000 0000 0003 0
            E: 0.020000 0003 0039 -1
            E: 0.020000 0001 014a 0
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 0039 11
            E: 0.030000 0003 0035 50
            E: 0.030000 0003 0036 50
            E: 0.030000 0001 014a 1
            E: 0.030000 0000 0000 0
            E: 0.040000 0003 0039 -1
            E: 0.040000 0001 014a 0
            E: 0.040000 0000 0000 0

            """)
        #expect(inputs == ["0 down 2 touch 80,60", "10 move 2 160,60", "20 cancel 2", "30 down 2 touch 400,300", "40 up 2 400,300"])
        #expect(warnings == ["r.events: 1 SYN_DROPPED event, first at line 17: \(Self.dropped)",
                             "r.events: the touch in slot 0 (tracking id 10, line 10) cancelled at the SYN_DROPPED on line 17, dropping nothing: its slot has a new tracking id, 11, at line 21 with no -1 recorded, \(Self.lost)"])
    }

    @Test("protocol B: the same new tracking id with no SYN_DROPPED before it is discarded, as libevdev discards it, the touch going on; BTN_TOUCH pressed again is named too")
    func protocolBNewIDWithoutADrop() throws {
        let (inputs, warnings) = try read(EvdevRecordingTests.description + """
            E: 0.000000 0003 0039 10
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0001 014a 1
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0035 20
            E: 0.010000 0000 0000 0
            E: 0.030000 0003 0039 11
            E: 0.030000 0003 0035 50
            E: 0.030000 0003 0036 50
            E: 0.030000 0001 014a 1
            E: 0.030000 0000 0000 0
            E: 0.040000 0003 0039 -1
            E: 0.040000 0001 014a 0
            E: 0.040000 0000 0000 0

            """)
        #expect(inputs == ["0 down 2 touch 80,60", "10 move 2 160,60", "30 move 2 400,300", "40 up 2 400,300"])
        #expect(warnings == ["r.events: 1 ABS_MT_TRACKING_ID value replacing a slot's contact without -1 first ignored, first at line 17: no SYN_DROPPED since the contact began says events were lost there, "
                             + "and libevdev, not re-syncing, discards such a double tracking id, so libinput goes on with the same touch",
                             "r.events: 1 press of a key already down ignored, first at line 20 (BTN_TOUCH): the kernel sends a press only after a release, and no SYN_DROPPED since the key was pressed "
                             + "says events were lost there, so a release is missing from the file (was it edited, or two recordings joined?); libinput ignores a press of a key it holds down, "
                             + "and so does the replay: the contact goes on"])
    }

    @Test("protocol B: BTN_TOUCH pressed again after a SYN_DROPPED says every contact lifted among the events dropped: a touch whose slot never speaks again is cancelled there (it stayed down to the end)")
    func protocolBEveryContactLifted() throws {
        let (inputs, warnings) = try read(EvdevRecordingTests.description + """
            E: 0.000000 0003 0039 10
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0001 014a 1
            E: 0.000000 0000 0000 0
            E: 0.010000 0000 0003 0
            E: 0.010000 0003 0039 -1
            E: 0.010000 0001 014a 0
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 002f 1
            E: 0.020000 0003 0039 11
            E: 0.020000 0003 0035 50
            E: 0.020000 0003 0036 50
            E: 0.020000 0001 014a 1
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 0039 -1
            E: 0.030000 0001 014a 0
            E: 0.030000 0000 0000 0

            """)
        #expect(inputs == ["0 down 2 touch 80,60", "10 cancel 2", "20 down 2 touch 400,300", "30 up 2 400,300"])
        #expect(warnings == ["r.events: 1 SYN_DROPPED event, first at line 15: \(Self.dropped)",
                             "r.events: the touch in slot 0 (tracking id 10, line 10) cancelled at the SYN_DROPPED on line 15, dropping nothing: BTN_TOUCH is pressed again at line 23 with no release recorded (every contact lifted), \(Self.lost)"])
    }

    @Test("protocol B: a -1 after a SYN_DROPPED is the lift the recording holds: an up where the touch was last known, as before, the SYN_DROPPED counted")
    func protocolBLiftAfterADrop() throws {
        let (inputs, warnings) = try read(EvdevRecordingTests.description + """
            E: 0.000000 0003 0039 10
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0000 0000 0
            E: 0.010000 0000 0003 0
            E: 0.010000 0003 0035 50
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0039 -1
            E: 0.020000 0000 0000 0

            """)
        #expect(inputs == ["0 down 2 touch 80,60", "20 up 2 80,60"])
        #expect(warnings == ["r.events: 1 SYN_DROPPED event, first at line 14: \(Self.dropped)"])
    }

    @Test("single touch: BTN_TOUCH pressed again after a SYN_DROPPED that held its release cancels the touch there; with no SYN_DROPPED the press is ignored, as libinput ignores it, with a warning")
    func singleTouchReleaseDropped() throws {
        let first = """
            E: 0.000000 0003 0000 10
            E: 0.000000 0003 0001 10
            E: 0.000000 0001 014a 1
            E: 0.000000 0000 0000 0

            """
        let drop = """
            E: 0.010000 0000 0003 0
            E: 0.010000 0001 014a 0
            E: 0.010000 0000 0000 0

            """
        let second = """
            E: 0.020000 0003 0000 50
            E: 0.020000 0003 0001 50
            E: 0.020000 0001 014a 1
            E: 0.020000 0000 0000 0
            E: 0.030000 0001 014a 0
            E: 0.030000 0000 0000 0

            """
        let dropped = try read(Self.singleTouch + first + drop + second)
        #expect(dropped.inputs == ["0 down 2 touch 80,60", "10 cancel 2", "20 down 2 touch 400,300", "30 up 2 400,300"])
        #expect(dropped.warnings == ["r.events: 1 SYN_DROPPED event, first at line 10: \(Self.dropped)",
                                     "r.events: the touch of line 8 cancelled at the SYN_DROPPED on line 10, dropping nothing: BTN_TOUCH is pressed again at line 15 with no release recorded, \(Self.lost)"])
        let joined = try read(Self.singleTouch + first + second)
        #expect(joined.inputs == ["0 down 2 touch 80,60", "20 move 2 400,300", "30 up 2 400,300"])
        #expect(joined.warnings == ["r.events: 1 press of a key already down ignored, first at line 12 (BTN_TOUCH): the kernel sends a press only after a release, and no SYN_DROPPED since the key was pressed "
                                    + "says events were lost there, so a release is missing from the file (was it edited, or two recordings joined?); libinput ignores a press of a key it holds down, "
                                    + "and so does the replay: the contact goes on"])
    }

    @Test("a pen whose BTN_TOOL_PEN comes again after a SYN_DROPPED left range among the events dropped: its touch is cancelled there, though BTN_TOUCH only comes later")
    func penOutOfRangeDropped() throws {
        // A tablet: BTN_TOOL_PEN and BTN_TOUCH (B: 01, bytes 40 and 41), ABS_X and ABS_Y 0…99.
        let tablet = """
            # EVEMU 1.3
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            B: 01 01 04 00 00 00 00 00 00
            B: 03 03 00 00 00 00 00 00 00
            A: 00 0 99 0 0 0
            A: 01 0 99 0 0 0

            """
        let (inputs, warnings) = try read(tablet + """
            E: 0.000000 0001 0140 1
            E: 0.000000 0003 0000 10
            E: 0.000000 0003 0001 10
            E: 0.000000 0001 014a 1
            E: 0.000000 0000 0000 0
            E: 0.010000 0000 0003 0
            E: 0.010000 0001 014a 0
            E: 0.010000 0000 0000 0
            E: 0.020000 0001 0140 1
            E: 0.020000 0003 0000 50
            E: 0.020000 0000 0000 0
            E: 0.030000 0001 014a 1
            E: 0.030000 0000 0000 0
            E: 0.040000 0001 014a 0
            E: 0.040000 0001 0140 0
            E: 0.040000 0000 0000 0

            """)
        #expect(inputs == ["0 down 2 pen 80,60", "10 cancel 2", "30 down 2 pen 400,60", "40 up 2 400,60"])
        #expect(warnings == ["r.events: 1 SYN_DROPPED event, first at line 16: \(Self.dropped)",
                             "r.events: the pen's touch of line 14 cancelled at the SYN_DROPPED on line 16, dropping nothing: BTN_TOOL_PEN is pressed again at line 19 with no release recorded, \(Self.lost)"])
    }
}
