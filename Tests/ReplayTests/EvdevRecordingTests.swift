import DropEngine
import DropGeometry
import Replay
import Runtime
import Testing

/// Hand-written recordings for the edge cases of evemu and `libinput record` input; the real
/// recordings from evemu-devices are played by `Demo/traces/evemu-*.trace`.
@Suite("Linux input recordings")
struct EvdevRecordingTests {
    /// A 100 × 100 touchscreen (INPUT_PROP_DIRECT; ABS_X, ABS_Y, ABS_MT_SLOT, ABS_MT_POSITION_X
    /// and _Y, ABS_MT_TRACKING_ID) on an 800 × 600 viewport: one unit is 8 by 6 points.
    static let description = """
        # EVEMU 1.3
        P: 02 00 00 00 00 00 00 00
        B: 03 03 00 00 00 00 80 60 02
        A: 00 0 99 0 0 0
        A: 01 0 99 0 0 0
        A: 2f 0 9 0 0 0
        A: 35 0 99 0 0 0
        A: 36 0 99 0 0 0
        A: 39 0 65535 0 0 0

        """
    static let mapping = EvdevRecording.Mapping(viewport: Size(width: 800, height: 600))

    func inputs(_ events: String, description: String = Self.description, mapping: EvdevRecording.Mapping = Self.mapping) throws -> [String] {
        try EvdevRecording.parse(description + events, file: "r.events", mapping: mapping).inputs.map(Self.describe)
    }

    static func describe(_ input: DragInput) -> String {
        switch input {
        case .pointerDown(let e): "\(e.time.millisecondsText) down \(e.pointer) \(e.kind) \(e.position.text)"
        case .pointerMove(let e): "\(e.time.millisecondsText) move \(e.pointer) \(e.position.text)"
        case .pointerUp(let e): "\(e.time.millisecondsText) up \(e.pointer) \(e.position.text)"
        case .pointerCancel(let e): "\(e.time.millisecondsText) cancel \(e.pointer)"
        case .escape(let t): "\(t.millisecondsText) escape"
        case .tick(let t): "\(t.millisecondsText) tick"
        case .key(let key, let t): "\(t.millisecondsText) key \(key)"
        }
    }

    @Test("protocol B: slots and tracking ids make one pointer per contact; -1 ends one; a new id in a slot after it is a new contact")
    func protocolB() throws {
        #expect(try inputs("""
            E: 100.000000 0003 0039 0010
            E: 100.000000 0003 0035 0010
            E: 100.000000 0003 0036 0010
            E: 100.000000 0000 0000 0000
            E: 100.010000 0003 002f 0001
            E: 100.010000 0003 0039 0011
            E: 100.010000 0003 0035 0050
            E: 100.010000 0003 0036 0050
            E: 100.010000 0000 0000 0000
            E: 100.020500 0003 002f 0000
            E: 100.020500 0003 0035 0020
            E: 100.020500 0000 0000 0000
            E: 100.030000 0003 0039 -001
            E: 100.030000 0000 0000 0000
            E: 100.040000 0003 002f 0001
            E: 100.040000 0003 0039 -1
            E: 100.040000 0003 0039 0012
            E: 100.040000 0000 0000 0000
            E: 100.050000 0003 0039 -1
            E: 100.050000 0000 0000 0000

            """) == [
                "0 down 2 touch 80,60",
                "10 down 3 touch 400,300",
                "20.5 move 2 160,60",
                "30 up 2 160,60",
                "40 up 3 400,300", "40 down 2 touch 400,300",
                "50 up 2 400,300",
            ])
    }

    @Test("protocol A: each contact ended by SYN_MT_REPORT, followed by distance; an empty frame lifts them all")
    func protocolA() throws {
        #expect(try inputs("""
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0000 0002 0
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0035 50
            E: 0.010000 0003 0036 50
            E: 0.010000 0000 0002 0
            E: 0.010000 0003 0035 11
            E: 0.010000 0003 0036 10
            E: 0.010000 0000 0002 0
            E: 0.010000 0000 0000 0
            E: 0.020000 0000 0002 0
            E: 0.020000 0000 0000 0

            """) == ["0 down 2 touch 80,60", "10 move 2 88,60", "10 down 3 touch 400,300", "20 up 2 88,60", "20 up 3 400,300"])
    }

    @Test("protocol A: two fingers moving left, the second faster toward the first's place, keep their pointers; taken nearest first, the first finger took the second's place and they swapped")
    func protocolAFingersKeepTheirPointers() throws {
        #expect(try inputs("""
            E: 0.000000 0003 0035 40
            E: 0.000000 0003 0036 50
            E: 0.000000 0000 0002 0
            E: 0.000000 0003 0035 60
            E: 0.000000 0003 0036 50
            E: 0.000000 0000 0002 0
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0035 30
            E: 0.010000 0003 0036 50
            E: 0.010000 0000 0002 0
            E: 0.010000 0003 0035 45
            E: 0.010000 0003 0036 50
            E: 0.010000 0000 0002 0
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0035 20
            E: 0.020000 0003 0036 50
            E: 0.020000 0000 0002 0
            E: 0.020000 0003 0035 30
            E: 0.020000 0003 0036 50
            E: 0.020000 0000 0002 0
            E: 0.020000 0000 0000 0
            E: 0.030000 0000 0002 0
            E: 0.030000 0000 0000 0

            """) == [
                "0 down 2 touch 320,300", "0 down 3 touch 480,300",
                "10 move 2 240,300", "10 move 3 360,300", // 80² + 120², where 40² + 240² took 3's place
                "20 move 2 160,300", "20 move 3 240,300",
                "30 up 2 160,300", "30 up 3 240,300",
            ])
    }

    @Test("protocol A: a finger moving toward the palm reported before it stays a finger; taken nearest first, the palm took the finger's place and the finger, handed the palm, was cancelled")
    func protocolAPalmBesideAFinger() throws {
        let trace = try EvdevRecording.parse(Self.description + """
            E: 0.000000 0003 0035 50
            E: 0.000000 0003 0036 50
            E: 0.000000 0003 0037 2
            E: 0.000000 0000 0002 0
            E: 0.000000 0003 0035 30
            E: 0.000000 0003 0036 50
            E: 0.000000 0000 0002 0
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0035 56
            E: 0.010000 0003 0036 50
            E: 0.010000 0003 0037 2
            E: 0.010000 0000 0002 0
            E: 0.010000 0003 0035 45
            E: 0.010000 0003 0036 50
            E: 0.010000 0000 0002 0
            E: 0.010000 0000 0000 0
            E: 0.020000 0000 0002 0
            E: 0.020000 0000 0000 0

            """, file: "r.events", mapping: Self.mapping)
        // The palm 48² and the finger 120², where the palm 40² and the finger 208² cancelled it.
        #expect(trace.inputs.map(Self.describe) == ["0 down 2 touch 240,300", "10 move 2 360,300", "20 up 2 360,300"])
        #expect(trace.warnings == ["r.events: 1 contact marked a palm (ABS_MT_TOOL_TYPE MT_TOOL_PALM) not replayed, first at line 12: "
                                   + "a touch under way when marked is cancelled, as libinput cancels it"])
    }

    @Test("protocol A: a contact down with a tracking id takes its id's contact before one down without an id is paired by distance")
    func protocolATrackingIDsFirst() throws {
        #expect(try inputs("""
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0000 0002 0
            E: 0.000000 0003 0039 5
            E: 0.000000 0003 0035 50
            E: 0.000000 0003 0036 50
            E: 0.000000 0000 0002 0
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0039 5
            E: 0.010000 0003 0035 12
            E: 0.010000 0003 0036 10
            E: 0.010000 0000 0002 0
            E: 0.010000 0000 0000 0
            E: 0.020000 0000 0002 0
            E: 0.020000 0000 0000 0

            """) == ["0 down 2 touch 80,60", "0 down 3 touch 400,300", "10 up 2 80,60", "10 move 3 96,60", "20 up 3 96,60"])
    }

    @Test("single touch: ABS_X, ABS_Y and BTN_TOUCH; SYN_DROPPED drops the events up to the next SYN_REPORT")
    func singleTouchAndDropped() throws {
        let description = "N: Single\nA: 00 0 99 0 0\nA: 01 0 99 0 0\n"
        #expect(try inputs("""
            E: 0.000000 0003 0000 10
            E: 0.000000 0003 0001 10
            E: 0.000000 0001 014a 1
            E: 0.000000 0000 0000 0
            E: 0.010000 0000 0003 0
            E: 0.010000 0003 0000 90
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0000 20
            E: 0.020000 0000 0000 0
            E: 0.030000 0001 014a 0
            E: 0.030000 0000 0000 0

            """, description: description) == ["0 down 2 touch 80,60", "20 move 2 160,60", "30 up 2 160,60"])
    }

    @Test("a relative mouse: counts from the start position, clamped to the viewport; BTN_LEFT repeats (2) ignored")
    func mouse() throws {
        var mapping = Self.mapping
        mapping.start = Point(x: 10, y: 590)
        let trace = try EvdevRecording.parse("""
            # EVEMU 1.2
            N: Mouse
            E: 0.000000 0002 0000 5
            E: 0.000000 0000 0000 0
            E: 0.010000 0001 0110 1
            E: 0.010000 0000 0000 0
            E: 0.020000 0001 0110 2
            E: 0.020000 0000 0000 1
            E: 0.030000 0002 0001 50
            E: 0.030000 0000 0000 0
            E: 0.040000 0001 0110 0
            E: 0.040000 0000 0000 0

            """, file: "m.events", mapping: mapping)
        #expect(trace.inputs.map(Self.describe) == ["0 move 0 15,590", "10 down 0 mouse 15,590", "30 move 0 15,600", "40 up 0 15,600"])
        #expect(trace.warnings == ["m.events: 1 mouse move off the screen clamped to the screen's edge, first the pointer at 15,640 in the frame ending at line 10"])
    }

    @Test("scaling as libinput does, (v − min)·size/(max − min + 1); the calibration matrix and rotation; out of range clamped, warned once")
    func mapping() throws {
        let touch = """
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 25
            E: 0.000000 0003 0036 0
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0035 120
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0035 130
            E: 0.020000 0000 0000 0

            """
        #expect(try inputs(touch) == ["0 down 2 touch 200,0", "10 move 2 800,0"])
        let warnings = try EvdevRecording.parse(Self.description + touch, file: "r.events", mapping: Self.mapping).warnings
        #expect(warnings
                == ["r.events: 2 values outside the device's axis range (or off the screen after calibration) clamped to the screen's edge, first 120,0 outside 0…99 × 0…99 in the frame ending at line 15"])
        var calibrated = Self.mapping
        calibrated.calibration = [0.5, 0, 0.25, 0, 1, 0.5]
        #expect(try inputs(touch, mapping: calibrated).first == "0 down 2 touch 300,300")
        var rotated = Self.mapping
        rotated.rotation = 90
        #expect(try inputs(touch, mapping: rotated).first == "0 down 2 touch 800,150")
    }

    @Test("libinput record YAML: absinfo and evdev frames, comments, other keys skipped; tabs in indentation, as pasted into documents, are an error at the tab (YAML forbids them), read lenient as tab stops every 8 columns with a warning")
    func libinputRecord() throws {
        let yaml = """
            # libinput record
            version: 1
            ndevices: 1
            libinput:
              version: "1.23.0"
            devices:
            - node: /dev/input/event4
              evdev:
                name: "Hand-written Touchscreen"
                id: [24, 0, 0, 0]
                codes:
                  0: [0, 1, 2] # EV_SYN
                  3: [0, 1, 47, 53, 54, 57] # EV_ABS
                absinfo:
                  53: [0, 99, 0, 0, 0]
                  54: [0, 99, 0, 0, 0]
            \t\tproperties: [1]
              hid: [0x05, 0x0d,
                    0x09, 0x04]
              udev:
                properties:
                - ID_INPUT=1
              quirks:
              events:
              # Current time is 12:31:56
              - evdev:
                - [  3, 500000,   3,  57,       4] # EV_ABS / ABS_MT_TRACKING_ID 4
                - [  3, 500000,   3,  53,      50] # EV_ABS / ABS_MT_POSITION_X 50 (+50)
                - [  3, 500000,   3,  54,      50] # EV_ABS / ABS_MT_POSITION_Y 50
                - [  3, 500000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
              - libinput:
                - {time: 3.5, type: TOUCH_DOWN, slot: 0, point: [1, 2]}
              - evdev:
            \t- [  3, 750000,   3,  57,      -1]
            \t- [  3, 750000,   0,   0,       0]

            """
        #expect(inputError { try EvdevRecording.parse(yaml, file: "r.yml", mapping: Self.mapping) }
                == "r.yml:17:1: expected an indentation of spaces (YAML forbids tabs there; --lenient reads them as tab stops every 8 columns, as a recording pasted into a document has them), found a tab")
        #expect(inputError { try EvdevRecording.parse(yaml.replacingOccurrences(of: "\t\tproperties", with: "    properties").replacingOccurrences(of: "\t- [  3, 750000,   3", with: "  \t- [  3, 750000,   3"),
                                                      file: "r.yml", mapping: Self.mapping) }?.hasPrefix("r.yml:34:3: expected an indentation of spaces") == true)
        let trace = try EvdevRecording.parse(yaml, file: "r.yml", lenient: true, mapping: Self.mapping)
        #expect(trace.inputs.map(Self.describe) == ["0 down 2 touch 400,300", "250 up 2 400,300"])
        #expect(trace.warnings == ["r.yml: lenient: 3 lines indented with tabs read with a tab stop every 8 columns, first at line 17 (YAML forbids tabs in indentation)"])
        // Two devices counted and none listed (LibinputDevicesTests has the recordings of several).
        #expect(inputError { try EvdevRecording.parse("# libinput record\nversion: 1\nndevices: 2\n", file: "two.yml", mapping: Self.mapping) }
                == #"two.yml:3:11: expected 2 devices under "devices:" (a "- node:" each), as ndevices says, found none"#)
    }

    /// A one-device `libinput record` (format version 1) of the hand-written touchscreen's X and Y
    /// ranges; its events follow from line 10.
    static let libinputHeader = """
        version: 1
        ndevices: 1
        devices:
        - node: /dev/input/event4
          evdev:
            absinfo:
              53: [0, 99, 0, 0, 0]
              54: [0, 99, 0, 0, 0]
          events:

        """

    /// `events` (indented `- evdev:` lists) read as the `events:` of a one-touchscreen libinput record, `r.yml`.
    func libinput(_ events: String) throws -> Trace {
        try EvdevRecording.parse(Self.libinputHeader + events, file: "r.yml", mapping: Self.mapping)
    }

    @Test("a time earlier than the previous event's is an error at its line and column, a whole frame or one line of it; equal times are fine")
    func timeGoingBack() {
        #expect(inputError { try inputs("""
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0000 0000 0
            E: 0.081454 0003 0035 20
            E: 0.081454 0000 0000 0
            E: 0.001000 0003 0035 30
            E: 0.001000 0003 0036 30
            E: 0.001000 0000 0000 0

            """) } == #"r.events:16:4: expected a time ≥ 0.081454 s (the previous event's; --lenient takes a clock's step back out), found "0.001000""#)
        #expect(inputError { try inputs("""
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0035 20
            E: 0.009999 0003 0036 20
            E: 0.010000 0000 0000 0

            """) } == #"r.events:15:4: expected a time ≥ 0.010000 s (the previous event's; --lenient takes a clock's step back out), found "0.009999""#)
        #expect(inputError { try libinput("""
              - evdev:
                - [  3, 500000,   3,  57,       4]
                - [  3, 500000,   3,  53,      50]
                - [  3, 500000,   3,  54,      50]
                - [  3, 500000,   0,   0,       0]
              - evdev:
                - [  3, 750000,   3,  53,      60]
                - [  3, 750000,   0,   0,       0]
              - evdev:
                - [  3, 600000,   3,  53,      70]
                - [  3, 600000,   0,   0,       0]

            """) } == "r.yml:19:10: expected a time ≥ 3.750000 s (the previous event's; --lenient takes a clock's step back out), found 3.600000 s")
    }

    @Test("lenient, a step back larger than the latest time a trace may reach is an error at its time, not an overflow: steps taken out add up")
    func aHugeStepBackIsAnError() {
        let crafted = Self.description + """
            E: 999999999999.000000 0003 0039 1
            E: 999999999999.000000 0000 0000 0
            E: 0.000000 0003 0035 30
            E: 0.000000 0000 0000 0
            E: 999999999999.000000 0003 0035 40
            E: 999999999999.000000 0000 0000 0
            E: 0.000000 0003 0035 50
            E: 0.000000 0000 0000 0

            """
        #expect(inputError { try EvdevRecording.parse(crafted, file: "r.events", lenient: true, mapping: Self.mapping) }
                == #"r.events:12:4: expected a time whose steps back, taken out (--lenient), add up to at most 999999999.999000 s, found "0.000000""#)
    }

    @Test("lenient, a time earlier than the previous event's is the recording's clock stepped back (an NTP step under evemu's wall-clock times): taken out, the events after it keeping their spacing, a warning at each step")
    func clockSteppedBack() throws {
        let stepped = Self.description + """
            E: 1.000000 0003 0039 1
            E: 1.000000 0003 0035 10
            E: 1.000000 0003 0036 10
            E: 1.000000 0000 0000 0
            E: 1.010000 0003 0035 20
            E: 1.010000 0000 0000 0
            E: 0.020000 0003 0035 30
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 0035 40
            E: 0.030000 0000 0000 0
            E: 0.040000 0003 0039 -1
            E: 0.040000 0000 0000 0

            """
        #expect(inputError { try EvdevRecording.parse(stepped, file: "r.events", mapping: Self.mapping) }
                == #"r.events:16:4: expected a time ≥ 1.010000 s (the previous event's; --lenient takes a clock's step back out), found "0.020000""#)
        let trace = try EvdevRecording.parse(stepped, file: "r.events", lenient: true, mapping: Self.mapping)
        #expect(trace.inputs.map(Self.describe) == ["0 down 2 touch 80,60", "10 move 2 160,60", "10 move 2 240,60", "20 move 2 320,60", "30 up 2 320,60"])
        #expect(trace.warnings == [#"r.events:16:4: lenient: the time "0.020000" is 0.990000 s before the previous event's: taken for the recording's clock stepped back, "#
                                   + "and taken out: this event and those after it are read 0.990000 s later than written"])
        // libinput record's times too (its clock is monotonic: a step back there is an edit), each step said.
        let yaml = Self.libinputHeader + """
              - evdev:
                - [  3, 500000,   3,  57,       4]
                - [  3, 500000,   3,  53,      50]
                - [  3, 500000,   3,  54,      50]
                - [  3, 500000,   0,   0,       0]
              - evdev:
                - [  3, 400000,   3,  53,      60]
                - [  3, 400000,   0,   0,       0]
              - evdev:
                - [  3, 300000,   3,  53,      70]
                - [  3, 300000,   0,   0,       0]

            """
        let libinput = try EvdevRecording.parse(yaml, file: "r.yml", lenient: true, mapping: Self.mapping)
        #expect(libinput.inputs.map(Self.describe) == ["0 down 2 touch 400,300", "0 move 2 480,300", "0 move 2 560,300"])
        // (The third warning is the header's: it lists no codes.)
        #expect(libinput.warnings.prefix(2) == ["r.yml:16:10: lenient: the time 3.400000 s is 0.100000 s before the previous event's: taken for the recording's clock stepped back, "
                                      + "and taken out: this event and those after it are read 0.100000 s later than written",
                                      "r.yml:19:10: lenient: the time 3.300000 s is 0.100000 s before the previous event's: taken for the recording's clock stepped back, "
                                      + "and taken out: this event and those after it are read 0.200000 s later than written"])
    }

    @Test("libinput record: each evdev list is one frame, ending with its SYN_REPORT of value 0 or 1; an entry after it, or outside a list, is an error")
    func libinputFrames() {
        // The first list's SYN_REPORT deleted: its events would merge into the next frame.
        #expect(inputError { try libinput("""
              - evdev:
                - [  3, 500000,   3,  57,       4]
                - [  3, 500000,   3,  53,      50]
                - [  3, 500000,   3,  54,      50] # EV_ABS / ABS_MT_POSITION_Y 50
              - evdev:
                - [  3, 600000,   3,  53,      60]
                - [  3, 600000,   0,   0,       0]

            """) }
                == #"r.yml:10:3: expected an evdev frame ending with SYN_REPORT ([SECONDS, MICROSECONDS, 0, 0, 0]), found "[  3, 500000,   3,  54,      50]" as its last entry (line 13)"#)
        #expect(inputError { try libinput("""
              - evdev:
              - libinput:
                - {time: 3.5, type: TOUCH_DOWN, slot: 0, point: [1, 2]}

            """) }
                == "r.yml:10:3: expected an evdev frame ending with SYN_REPORT ([SECONDS, MICROSECONDS, 0, 0, 0]), found no entries")
        #expect(inputError { try libinput("""
                - [  3, 500000,   3,  57,       4]

            """) }
                == #"r.yml:10:5: expected an event inside an evdev list (after "- evdev:"), found "    - [  3, 500000,   3,  57,       4]""#)

        // Two frames in one list: libinput writes one frame per list, so this is not its output.
        #expect(inputError { try libinput("""
              - evdev:
                - [  3, 500000,   3,  57,       4]
                - [  3, 500000,   0,   0,       0]
                - [  3, 600000,   3,  53,      60]
                - [  3, 600000,   0,   0,       0]

            """) }
                == #"r.yml:13:5: expected the list to end at its SYN_REPORT (line 12): one frame per "- evdev:" list, the next frame in a list of its own, found "    - [  3, 600000,   3,  53,      60]""#)
        // A SYN_REPORT's value is 0, or 1 after a key's repeat.
        #expect(inputError { try libinput("""
              - evdev:
                - [  3, 500000,   3,  57,       4]
                - [  3, 500000,   0,   0,       2]

            """) }
                == "r.yml:12:37: expected a SYN_REPORT of value 0 or 1 ([SECONDS, MICROSECONDS, 0, 0, 0]), found 2")
        // A number out of its range is named, at its column, read the plain way or (a tab in the line) the general way.
        for (entry, error) in [("- [  3, 1000000,   3,  57,       4]", "r.yml:11:13: expected the event's microseconds, 0…999999, found 1000000"),
                               ("- [ -3, 500000,   3,  57,       4]", "r.yml:11:9: expected the event's seconds, 0…999999999999, found -3"),
                               ("- [  3, 500000,   3,  57, 2147483648]", "r.yml:11:31: expected a value in the 32-bit range, -2147483648…2147483647, found 2147483648"),
                               ("- [  3, 500000,   3,  57,\t-2147483649]", "r.yml:11:38: expected a value in the 32-bit range, -2147483648…2147483647, found -2147483649")] {
            #expect(inputError { try libinput("  - evdev:\n    \(entry)\n    - [  3, 500000,   0,   0,       0]\n") } == error, "\(entry)")
        }
        #expect(throws: Never.self) { try libinput("""
              - evdev:
                - [  3, 500000,   3,  57,       4]
                - [  3, 500000,   3,  53,      50]
                - [  3, 500000,   3,  54,      50]
                - [  3, 500000,   0,   0,       1]

            """) }
    }

    @Test("libinput record: an entry or a list written with more than one space after its dash, as YAML allows (a file edited by hand), reads as libinput's own; an error in it is at its column")
    func libinputSpacesAfterDash() throws {
        let plain = "  - evdev:\n    - [  3, 500000,   3,  57,       4]\n    - [  3, 500000,   3,  53,      50]\n"
            + "    - [  3, 500000,   3,  54,      50]\n    - [  3, 500000,   0,   0,       0]\n"
        let spaced = "  -   evdev:\n    -  [  3, 500000,   3,  57,       4]\n    -   [  3, 500000,   3,  53,      50]\n"
            + "    - [  3, 500000,   3,  54,      50]\n    -  [  3, 500000,   0,   0,       0]\n"
        #expect(try libinput(spaced) == libinput(plain))
        #expect(inputError { try libinput("  - evdev:\n    -   [ -3, 500000,   3,  57,       4]\n    - [  3, 500000,   0,   0,       0]\n") }
                == "r.yml:11:11: expected the event's seconds, 0…999999999999, found -3")
        // A dash with no space after it is no YAML list entry.
        #expect(inputError { try libinput("  - evdev:\n    -[  3, 500000,   3,  57,       4]\n    - [  3, 500000,   0,   0,       0]\n") }
                == "r.yml:10:3: expected an evdev frame ending with SYN_REPORT ([SECONDS, MICROSECONDS, 0, 0, 0]), found no entries")
    }

    @Test("libinput record: evdev lists under a misspelt events key are an error, not read anyway; a missing absinfo says where libinput keeps ranges")
    func libinputKeys() {
        let misspelt = Self.libinputHeader.replacingOccurrences(of: "  events:\n", with: "  event:\n")
        #expect(inputError { try EvdevRecording.parse(misspelt + """
              - evdev:
                - [  3, 500000,   3,  57,       4]
                - [  3, 500000,   0,   0,       0]

            """, file: "r.yml", mapping: Self.mapping) } == #"r.yml:10:3: expected an evdev list under the device's "events:", found "  - evdev:""#)
        let noRanges = Self.libinputHeader.replacingOccurrences(of: "    absinfo:\n", with: "    absinfos:\n")
        #expect(inputError { try EvdevRecording.parse(noRanges + """
              - evdev:
                - [  3, 500000,   3,  57,       4]
                - [  3, 500000,   3,  53,      50]
                - [  3, 500000,   0,   0,       0]

            """, file: "r.yml", mapping: Self.mapping) }
                == #"r.yml:11:1: expected the range of ABS_MT_POSITION_X from the device's absinfo ("CODE: [min, max, fuzz, flat, resolution]" under "absinfo:" in its evdev:), found none"#)
    }

    @Test("a recording cut off inside a frame, events after its last SYN_REPORT, is an error where the file ends, naming the line of its last event and where its whole frames end")
    func cutOffInsideAFrame() {
        #expect(inputError { try inputs("""
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0035 20
            # the end of the file

            """) } == "r.events:16:1: expected a frame ending with SYN_REPORT (E: SECONDS.MICROSECONDS 0000 0000 0), found the end of the file after the event on line 14: cut off inside a frame; its whole frames end at line 13, the last SYN_REPORT (keep the lines up to it to replay them)")
        // Without a line feed after its last line, the file ends just after that line's last character.
        #expect(inputError { try inputs("E: 0.000000 0003 0039 1\nE: 0.000000 0000 0000 0\nE: 0.010000 0003 0035 20") }
                == "r.events:12:25: expected a frame ending with SYN_REPORT (E: SECONDS.MICROSECONDS 0000 0000 0), found the end of the file after the event on line 12: cut off inside a frame; its whole frames end at line 11, the last SYN_REPORT (keep the lines up to it to replay them)")
        #expect(inputError { try libinput("""
              - evdev:
                - [  3, 500000,   3,  57,       4]
                - [  3, 500000,   3,  53,      50]
                - [  3, 500000,   3,  54,      50]
                - [  3, 500000,   0,   0,       0]
              - evdev:
                - [  3, 600000,   3,  53,      60]

            """) }
                == "r.yml:17:1: expected an evdev frame ending with SYN_REPORT ([SECONDS, MICROSECONDS, 0, 0, 0]), found the end of the file after the entry on line 16: cut off inside a frame (delete its list, from line 15, to replay the frames before it)")
    }

    @Test("an ABS_MT_SLOT outside the device's slot range is an error at its value, not a slot of its own and a drag left down")
    func slotOutOfRange() {
        // The finger goes down in slot 0; the frame that would lift it selects slot 99 of 0…9.
        #expect(inputError { try inputs("""
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 002f 99
            E: 0.010000 0003 0039 -1
            E: 0.010000 0000 0000 0

            """) } == #"r.events:14:23: expected an ABS_MT_SLOT value in the device's slot range 0…9, found "99""#)
        #expect(inputError { try inputs("""
            E: 0.000000 0003 002f -5
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0000 0000 0

            """) } == #"r.events:10:23: expected an ABS_MT_SLOT value in the device's slot range 0…9, found "-5""#)
        // A slot dropped after SYN_DROPPED is still a slot the device could not have sent.
        #expect(inputError { try inputs("""
            E: 0.000000 0000 0003 0
            E: 0.000000 0003 002f 10
            E: 0.000000 0000 0000 0

            """) } == #"r.events:11:23: expected an ABS_MT_SLOT value in the device's slot range 0…9, found "10""#)
        // In a libinput record, at the entry's value; the slot's range from its absinfo.
        let header = Self.libinputHeader.replacingOccurrences(of: "    absinfo:\n", with: "    absinfo:\n      47: [0, 9, 0, 0, 0]\n")
        #expect(inputError { try EvdevRecording.parse(header + """
              - evdev:
                - [  3, 500000,   3,  47,      -5] # EV_ABS / ABS_MT_SLOT -5
                - [  3, 500000,   3,  57,       4]
                - [  3, 500000,   3,  53,      50]
                - [  3, 500000,   3,  54,      50]
                - [  3, 500000,   0,   0,       0]

            """, file: "r.yml", mapping: Self.mapping) } == #"r.yml:12:36: expected an ABS_MT_SLOT value in the device's slot range 0…9, found "-5""#)
        // No slot range at all: where it comes from, as for the positions' ranges.
        #expect(inputError { try libinput("""
              - evdev:
                - [  3, 500000,   3,  47,       1]
                - [  3, 500000,   3,  57,       4]
                - [  3, 500000,   3,  53,      50]
                - [  3, 500000,   3,  54,      50]
                - [  3, 500000,   0,   0,       0]

            """) } == #"r.yml:11:37: expected the range of ABS_MT_SLOT from the device's absinfo ("CODE: [min, max, fuzz, flat, resolution]" under "absinfo:" in its evdev:), found none"#)
        // The slots the range holds are fine, its ends included.
        #expect(throws: Never.self) { try inputs("""
            E: 0.000000 0003 002f 9
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 002f 0
            E: 0.010000 0000 0000 0

            """) }
    }

    @Test("an evemu version line is read as evemu's sscanf(\"# EVEMU %hd.%hd\") reads it (#EVEMU 1.3 is 1.3, not a comment making it 1.0); a newer version is read as 1.3 with a warning, as evemu reads it; a tag whose version is not two numbers, or 0.x, is an error at the version; no version line is 1.0")
    func evemuVersions() throws {
        let events = "E: 0.000000 0003 0039 1\nE: 0.000000 0003 0035 10\nE: 0.000000 0003 0036 10\nE: 0.000000 0000 0000 0\n"
        let body = Self.description.replacingOccurrences(of: "# EVEMU 1.3\n", with: "") + events
        // Its A: lines have six fields (1.2 on): read as 1.0 they were refused at the sixth.
        for line in ["#EVEMU 1.3", "#\tEVEMU\t1.3", "#EVEMU1.3", "# EVEMU 1. 3", "# EVEMU 01.03", "# EVEMU 1.3 (evemu 2.7.0)", "# EVEMU 1.3.1"] {
            let trace = try EvdevRecording.parse(line + "\n" + body, file: "v.events", mapping: Self.mapping)
            #expect(trace.inputs.map(Self.describe) == ["0 down 2 touch 80,60"], "\(line)")
            #expect(trace.warnings.isEmpty, "\(line)")
        }
        for (line, column) in [("# EVEMU 1.4", 9), ("# EVEMU 7.0", 9), ("#EVEMU 2.0", 8)] {
            let version = line.split(separator: " ").last!
            let trace = try EvdevRecording.parse(line + "\n" + body, file: "v.events", mapping: Self.mapping)
            #expect(trace.inputs.map(Self.describe) == ["0 down 2 touch 80,60"], "\(line)")
            #expect(trace.warnings == ["v.events:1:\(column): the evemu format version \(version) is newer than 1.3, the newest known: read as 1.3, as evemu reads a file newer than its own "
                                       + "(with a warning); a line that version added is an error at it"], "\(line)")
        }
        let expected = ##"expected an evemu format version, MAJOR.MINOR ("# EVEMU 1.3"; 1.0 to 1.3 are known, a newer one is read as 1.3)"##
        #expect(inputError { try EvdevRecording.parse("# EVEMU one\n" + body, file: "v.events", mapping: Self.mapping) } == #"v.events:1:9: \#(expected), found "one""#)
        #expect(inputError { try EvdevRecording.parse("# EVEMU 1\n" + body, file: "v.events", mapping: Self.mapping) } == #"v.events:1:9: \#(expected), found "1""#)
        #expect(inputError { try EvdevRecording.parse("# EVEMU 1 .3\n" + body, file: "v.events", mapping: Self.mapping) } == #"v.events:1:9: \#(expected), found "1 .3""#)
        #expect(inputError { try EvdevRecording.parse("# EVEMU 0.9\n" + body, file: "v.events", mapping: Self.mapping) } == #"v.events:1:9: \#(expected), found "0.9""#)
        #expect(inputError { try EvdevRecording.parse("#EVEMU1\n" + body, file: "v.events", mapping: Self.mapping) } == #"v.events:1:7: \#(expected), found "1""#)
        #expect(inputError { try EvdevRecording.parse("# EVEMU\n" + body, file: "v.events", mapping: Self.mapping) } == "v.events:1:8: \(expected), found the end of the line")
        // Another word after the tag is a comment, as in evemu: the file is 1.0, whose A: lines have five fields.
        #expect(inputError { try EvdevRecording.parse("# EVEMUlator 1.3\n" + body, file: "v.events", mapping: Self.mapping) }?
            .hasPrefix("v.events:4:16: expected the end of the line (or a # comment) after the flat value (A: CODE MIN MAX FUZZ FLAT, as EVEMU 1.0 writes it") == true)
        // In a description given beside the recording, the description's file is named.
        #expect(inputError { try EvdevRecording.parse(events, file: "v.events", description: (text: "# EVEMU 0.2\n" + body, file: "v.desc"),
                                                      mapping: Self.mapping) }
                == #"v.desc:1:9: \#(expected), found "0.2""#)
        #expect(try EvdevRecording.parse(events, file: "v.events", description: (text: "# EVEMU 2.0\n" + body, file: "v.desc"), mapping: Self.mapping).warnings
                == ["v.desc:1:9: the evemu format version 2.0 is newer than 1.3, the newest known: read as 1.3, as evemu reads a file newer than its own (with a warning); a line that version added is an error at it"])
        // Before 1.2 an A: line has no resolution.
        let noResolution = body.replacing(/(A: .*) 0\n/) { "\($0.output.1)\n" }
        for version in ["# EVEMU 1.0\n", "# EVEMU 1.1\n", ""] {
            #expect(throws: Never.self, "\(version)") { try EvdevRecording.parse(version + noResolution, file: "v.events", mapping: Self.mapping) }
        }
        for version in ["# EVEMU 1.2\n", "# EVEMU 1.3\n"] {
            #expect(throws: Never.self, "\(version)") { try EvdevRecording.parse(version + body, file: "v.events", mapping: Self.mapping) }
        }
    }

    @Test("an evemu A: line has the fields of its file's version: five numbers before 1.2 (none being 1.0), six from 1.2 on; another count is an error at the first field too many or the line's end")
    func absinfoFieldsByVersion() {
        let events = "E: 0.000000 0003 0000 10\nE: 0.000000 0000 0000 0\n"
        #expect(inputError { try EvdevRecording.parse("# EVEMU 1.2\nA: 00 0 99 0 0\n" + events, file: "a.events", mapping: Self.mapping) }
                == "a.events:2:15: expected a resolution in decimal (A: CODE MIN MAX FUZZ FLAT RESOLUTION, as EVEMU 1.2 writes it), found the end of the line")
        #expect(inputError { try EvdevRecording.parse("# EVEMU 1.3\nA: 00 0 99 0 0 0 5\n" + events, file: "a.events", mapping: Self.mapping) }
                == #"a.events:2:18: expected the end of the line (or a # comment) after the resolution (A: CODE MIN MAX FUZZ FLAT RESOLUTION, as EVEMU 1.3 writes it), found "5""#)
        #expect(inputError { try EvdevRecording.parse("# EVEMU 1.1\nA: 00 0 99 0 0 0\n" + events, file: "a.events", mapping: Self.mapping) }
                == #"a.events:2:16: expected the end of the line (or a # comment) after the flat value (A: CODE MIN MAX FUZZ FLAT, as EVEMU 1.1 writes it: a resolution came in 1.2), found "0""#)
        // No version line: 1.0, as the N-Trig description beside its recording is.
        #expect(inputError { try EvdevRecording.parse("N: Old\nA: 00 0 99 0 0 0\n" + events, file: "a.events", mapping: Self.mapping) }
                == #"a.events:2:16: expected the end of the line (or a # comment) after the flat value (A: CODE MIN MAX FUZZ FLAT, as EVEMU 1.0 writes it: a resolution came in 1.2), found "0""#)
        // A description beside the recording is read by its own version, the recording by its own.
        #expect(inputError { try EvdevRecording.parse("# EVEMU 1.3\n" + events, file: "a.events", description: (text: "A: 00 0 99 0 0 0\n", file: "a.desc"),
                                                      mapping: Self.mapping) }?.hasPrefix("a.desc:1:16: expected the end of the line") == true)
        #expect(throws: Never.self) {
            try EvdevRecording.parse("# EVEMU 1.3\n" + events, file: "a.events", description: (text: "A: 00 0 99 0 0\nA: 01 0 99 0 0\n", file: "a.desc"), mapping: Self.mapping)
        }
    }

    @Test("a libinput record of a format version other than 1, or with none, is an error; the libinput version under libinput: is not the format's")
    func libinputVersions() {
        let frames = """
              - evdev:
                - [  3, 500000,   3,  57,       4]
                - [  3, 500000,   3,  53,      50]
                - [  3, 500000,   3,  54,      50]
                - [  3, 500000,   0,   0,       0]

            """
        let second = Self.libinputHeader.replacingOccurrences(of: "version: 1\n", with: "version: 2\n")
        #expect(inputError { try EvdevRecording.parse(second + frames, file: "r.yml", mapping: Self.mapping) }
                == #"r.yml:1:10: expected the libinput record format version 1 ("version: 1"), found "2""#)
        let unversioned = Self.libinputHeader.replacingOccurrences(of: "version: 1\n", with: "# libinput record\n")
        #expect(inputError { try EvdevRecording.parse(unversioned + frames, file: "r.yml", mapping: Self.mapping) }
                == #"r.yml:10:3: expected a "version: 1" line (the libinput record format version) before the events, found none"#)
        #expect(inputError { try EvdevRecording.parse("# libinput record\nndevices: 1\nlibinput:\n  version: \"1.23.0\"\n", file: "r.yml", mapping: Self.mapping) }
                == #"r.yml:5:1: expected a "version: 1" line (the libinput record format version), found the end of the file"#)
        #expect(throws: Never.self) { try libinput(frames) }
        // A quoted value is a string, not the version 1.
        let string = Self.libinputHeader.replacingOccurrences(of: "version: 1\n", with: "version: \"1\"\n")
        #expect(inputError { try EvdevRecording.parse(string + frames, file: "r.yml", mapping: Self.mapping) }
                == #"r.yml:1:10: expected the libinput record format version 1 ("version: 1"), found ""1"""#)
    }

    @Test("libinput record YAML: a quoted key is the key (\"version\": 1 was refused as no version line), its value's column as written; a quoted number stays a string, no event code")
    func libinputQuotedKeys() throws {
        let quoted = #"""
            "version": 1
            'ndevices': 1
            "devices":
            - "node": /dev/input/event4
              "evdev":
                absinfo:
                  53: [0, 99, 0, 0, 0]
                  54: [0, 99, 0, 0, 0]
              'events':
              - "evdev":
                - [  3, 500000,   3,  57,       4]
                - [  3, 500000,   3,  53,      50]
                - [  3, 500000,   3,  54,      50]
                - [  3, 500000,   0,   0,       0]

            """#
        #expect(EvdevRecording.isLibinputRecord(Substring(quoted)))
        #expect(try EvdevRecording.parse(quoted, file: "r.yml", mapping: Self.mapping).inputs.map(Self.describe) == ["0 down 2 touch 400,300"])
        #expect(inputError { try EvdevRecording.parse(quoted.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#), file: "r.yml", mapping: Self.mapping) }
                == #"r.yml:1:12: expected the libinput record format version 1 ("version: 1"), found "2""#)
        #expect(inputError { try EvdevRecording.parse(quoted.replacingOccurrences(of: "      53:", with: #"      "53":"#), file: "r.yml", mapping: Self.mapping) }
                == #"r.yml:11:1: expected the range of ABS_MT_POSITION_X from the device's absinfo ("CODE: [min, max, fuzz, flat, resolution]" under "absinfo:" in its evdev:), found none"#)
    }

    @Test("a bad field of an event or axis line is an error at its column, saying what the field holds")
    func lineFields() {
        func error(_ line: String) -> String? {
            inputError { try EvdevRecording.parse("N: x\n" + line + "\n", file: "b.events", mapping: Self.mapping) }
        }
        func axisError(_ line: String) -> String? {
            inputError { try EvdevRecording.parse("# EVEMU 1.3\n" + line + "\n", file: "b.events", mapping: Self.mapping) }
        }
        #expect(error("E: 0.095485 0003 0036 2147483648") == #"b.events:2:23: expected a value in the 32-bit range, -2147483648…2147483647, found "2147483648""#)
        #expect(error("E: 0.095485 0003 0036 -99999999999999999999\t# far") == #"b.events:2:23: expected a value in the 32-bit range, -2147483648…2147483647, found "-99999999999999999999""#)
        #expect(error("E: 0.095485 0003 0036 1e3") == #"b.events:2:23: expected a value in decimal (E: SECONDS.MICROSECONDS TYPE CODE VALUE), found "1e3""#)
        #expect(error("E: 0.1234567 0003 0036 1") == #"b.events:2:4: expected a time SECONDS.MICROSECONDS (up to 12 digits, a dot, 6 digits, as evemu writes it: its reader takes 1.5 as 1 s and 5 µs), found "0.1234567""#)
        // Fewer than six digits of microseconds: evemu reads 1.5 as 1 s and 5 µs, a person half a second; neither is guessed.
        #expect(error("E: 1.5 0003 0036 1") == #"b.events:2:4: expected a time SECONDS.MICROSECONDS (up to 12 digits, a dot, 6 digits, as evemu writes it: its reader takes 1.5 as 1 s and 5 µs), found "1.5""#)
        #expect(error("E: 0.05000 0003 0036 1\t# 5 ms unpadded") == #"b.events:2:4: expected a time SECONDS.MICROSECONDS (up to 12 digits, a dot, 6 digits, as evemu writes it: its reader takes 1.5 as 1 s and 5 µs), found "0.05000""#)
        #expect(error("E: 0.100000 03g 0036 1") == #"b.events:2:13: expected an event type in hex (E: SECONDS.MICROSECONDS TYPE CODE VALUE), found "03g""#)
        #expect(error("E: 0.100000 0003  \t 0036") == #"b.events:2:25: expected a value in decimal (E: SECONDS.MICROSECONDS TYPE CODE VALUE), found the end of the line"#)
        #expect(error("E: 0.100000 0003 # no code") == #"b.events:2:17: expected an event code in hex (E: SECONDS.MICROSECONDS TYPE CODE VALUE), found the end of the line"#)
        #expect(error("E: 0.100000 0003 0036 5 6") == #"b.events:2:25: expected the end of the line (or a # comment) after the value, found "6""#)
        #expect(axisError("A: 35 0 -1 0 0 0") == #"b.events:2:9: expected a maximum ≥ the minimum, 0 (A: CODE MIN MAX FUZZ FLAT RESOLUTION, as EVEMU 1.3 writes it), found "-1""#)
        #expect(axisError("A: 3z 0 99 0 0 0") == #"b.events:2:4: expected an axis code in hex (A: CODE MIN MAX FUZZ FLAT RESOLUTION, as EVEMU 1.3 writes it), found "3z""#)
        #expect(axisError("A: 35 zero 99 0 0 0") == #"b.events:2:7: expected a minimum in decimal (A: CODE MIN MAX FUZZ FLAT RESOLUTION, as EVEMU 1.3 writes it), found "zero""#)
        #expect(axisError("A: 35 0 99 0") == #"b.events:2:13: expected a flat value in decimal (A: CODE MIN MAX FUZZ FLAT RESOLUTION, as EVEMU 1.3 writes it), found the end of the line"#)
        #expect(axisError("A: 35 0 99 0 0 0 7") == #"b.events:2:18: expected the end of the line (or a # comment) after the resolution (A: CODE MIN MAX FUZZ FLAT RESOLUTION, as EVEMU 1.3 writes it), found "7""#)
        // The whole 32-bit range is a value, -2147483648 included.
        #expect(throws: Never.self) { try EvdevRecording.parse("N: x\nE: 0.100000 0004 0004 -2147483648\nE: 0.100000 0000 0000 0\n", file: "b.events", mapping: Self.mapping) }
    }

    @Test("bad lines and missing axis ranges are errors at file:line, never guesses")
    func errors() {
        #expect(inputError { try EvdevRecording.parse("N: x\nE: 0.100000 0003 zz 1\n", file: "b.events", mapping: Self.mapping) }
                == #"b.events:2:18: expected an event code in hex (E: SECONDS.MICROSECONDS TYPE CODE VALUE), found "zz""#)
        #expect(inputError { try EvdevRecording.parse("N: x\nE: 0.100000 0003 0035 1\nE: 0.100000 0000 0000 0\n", file: "b.events", mapping: Self.mapping) }?
                .hasPrefix("b.events:2:1: expected the range of ABS_MT_POSITION_X from the device's description") == true)
        #expect(inputError { try EvdevRecording.parse("N: x\nQ: what\n", file: "b.events", mapping: Self.mapping) }
                == #"b.events:2:1: expected an evemu line (N:, I:, P:, B:, A:, L:, S:, E: or a # comment), found "Q: what""#)
    }

    @Test("a mouse moves only when it moves: frames of its wheel alone are no move to the start, and without a notch's size are named in a warning")
    func mouseWheelFrames() throws {
        let trace = try EvdevRecording.parse("""
            E: 0.000000 0002 0008 1
            E: 0.000000 0002 000b 120
            E: 0.000000 0000 0000 0
            E: 0.010000 0002 0008 -1
            E: 0.010000 0000 0000 0
            E: 0.020000 0002 0000 5
            E: 0.020000 0000 0000 0

            """, file: "m.events", mapping: Self.mapping)
        #expect(trace.inputs.map(Self.describe) == ["20 move 0 405,300"])
        #expect(trace.warnings == ["m.events: 2 frames moving the wheel (REL_WHEEL or REL_WHEEL_HI_RES) not replayed, first ending at line 3: "
                                   + "a notch has no size in points; add `wheel POINTS` to the play line (replay: --wheel POINTS) to scroll POINTS a notch"])
    }

    @Test("SYN_DROPPED is named in a warning with its count and first line; the events after it up to SYN_REPORT are skipped")
    func synDropped() throws {
        let trace = try EvdevRecording.parse(Self.description + """
            E: 0.000000 0003 0039 7
            E: 0.000000 0003 0035 50
            E: 0.000000 0003 0036 50
            E: 0.000000 0000 0000 0
            E: 0.010000 0000 0003 0
            E: 0.010000 0003 0039 -1
            E: 0.010000 0000 0000 0

            """, file: "r.events", mapping: Self.mapping)
        #expect(trace.inputs.map(Self.describe) == ["0 down 2 touch 400,300"])
        #expect(trace.warnings == ["r.events: 1 SYN_DROPPED event, first at line 14: the kernel dropped events there; the events up to the next SYN_REPORT are skipped, "
                                   + "as it asks, and a lift or move it dropped is not in the recording"])
    }

    @Test("protocol B: a finger already down when the recording began (its slot moves or lifts before any tracking id of its own) is not replayed and is named in a warning; a finger pressed during it is")
    func contactFromBeforeTheRecordingIsWarnedAbout() throws {
        let trace = try EvdevRecording.parse(Self.description + """
            E: 0.000000 0003 0035 50
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 002f 1
            E: 0.010000 0003 0039 8
            E: 0.010000 0003 0035 10
            E: 0.010000 0003 0036 10
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 002f 0
            E: 0.020000 0003 0036 60
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 0039 -1
            E: 0.030000 0000 0000 0
            E: 0.040000 0003 002f 1
            E: 0.040000 0003 0039 -1
            E: 0.040000 0000 0000 0

            """, file: "r.events", mapping: Self.mapping)
        #expect(trace.inputs.map(Self.describe) == ["10 down 2 touch 80,60", "40 up 2 80,60"])
        #expect(trace.warnings == ["r.events: 1 contact down before the recording began not replayed, first in the frame ending at line 11: "
                                   + "a slot moving or lifting before any ABS_MT_TRACKING_ID of its own is a touch whose press the recording does not hold"])
        // Moving and lifting in the recording's first frame (its tracking id is then -1, not none) is the same.
        let lifted = try EvdevRecording.parse(Self.description + """
            E: 0.000000 0003 0035 50
            E: 0.000000 0003 0039 -1
            E: 0.000000 0000 0000 0

            """, file: "r.events", mapping: Self.mapping)
        #expect(lifted.inputs.isEmpty)
        #expect(lifted.warnings == ["r.events: 1 contact down before the recording began not replayed, first in the frame ending at line 12: "
                                    + "a slot moving or lifting before any ABS_MT_TRACKING_ID of its own is a touch whose press the recording does not hold"])
    }

    @Test("a touch or a button already down when the recording began (BTN_TOUCH or BTN_LEFT released or repeated with no press before it) is not replayed and is named in a warning; the next press is")
    func pressFromBeforeTheRecordingIsWarnedAbout() throws {
        let touch = try EvdevRecording.parse("N: Single\nP: 02 00 00 00 00 00 00 00\nB: 03 03 00 00 00 00 00 00 00\nA: 00 0 99 0 0\nA: 01 0 99 0 0\n" + """
            E: 0.000000 0003 0000 10
            E: 0.000000 0003 0001 10
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0000 20
            E: 0.010000 0000 0000 0
            E: 0.020000 0001 014a 0
            E: 0.020000 0000 0000 0
            E: 0.030000 0001 014a 1
            E: 0.030000 0000 0000 0
            E: 0.040000 0001 014a 0
            E: 0.040000 0000 0000 0

            """, file: "t.events", mapping: Self.mapping)
        #expect(touch.inputs.map(Self.describe) == ["30 down 2 touch 160,60", "40 up 2 160,60"])
        #expect(touch.warnings == ["t.events: a touch down before the recording began not replayed: BTN_TOUCH is released at line 11 with no press before it, "
                                   + "so where and when it was pressed is not in the recording"])
        let mouse = try EvdevRecording.parse("""
            # EVEMU 1.2
            N: Mouse
            E: 0.000000 0002 0000 5
            E: 0.000000 0000 0000 0
            E: 0.010000 0001 0110 2
            E: 0.010000 0000 0000 1
            E: 0.020000 0001 0110 0
            E: 0.020000 0000 0000 0
            E: 0.030000 0001 0110 1
            E: 0.030000 0000 0000 0

            """, file: "m.events", mapping: Self.mapping)
        #expect(mouse.inputs.map(Self.describe) == ["0 move 0 405,300", "30 down 0 mouse 405,300"])
        #expect(mouse.warnings == ["m.events: a BTN_LEFT press from before the recording began not replayed: BTN_LEFT is repeated at line 5 with no press before it, "
                                   + "so where and when it was pressed is not in the recording"])
    }

    @Test("protocol B: a contact marked a palm (ABS_MT_TOOL_TYPE 2) is cancelled, as libinput cancels it, and ignored until it lifts; one that starts a palm is never a pointer; both in a warning")
    func palmsAreCancelled() throws {
        let trace = try EvdevRecording.parse(Self.description + """
            E: 0.000000 0003 0039 7
            E: 0.000000 0003 0035 50
            E: 0.000000 0003 0036 50
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0035 60
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0037 2
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 0035 70
            E: 0.030000 0003 0037 0
            E: 0.030000 0000 0000 0
            E: 0.040000 0003 0039 -1
            E: 0.040000 0000 0000 0
            E: 0.050000 0003 0039 8
            E: 0.050000 0000 0000 0
            E: 0.060000 0003 002f 1
            E: 0.060000 0003 0037 2
            E: 0.060000 0003 0039 9
            E: 0.060000 0003 0035 10
            E: 0.060000 0003 0036 10
            E: 0.060000 0000 0000 0
            E: 0.070000 0003 0039 -1
            E: 0.070000 0000 0000 0
            E: 0.080000 0003 002f 0
            E: 0.080000 0003 0039 -1
            E: 0.080000 0000 0000 0

            """, file: "r.events", mapping: Self.mapping)
        #expect(trace.inputs.map(Self.describe) == ["0 down 2 touch 400,300", "10 move 2 480,300", "20 cancel 2", "50 down 2 touch 560,300", "80 up 2 560,300"])
        #expect(trace.warnings == ["r.events: 2 contacts marked a palm (ABS_MT_TOOL_TYPE MT_TOOL_PALM) not replayed, first at line 16: "
                                   + "a touch under way when marked is cancelled, as libinput cancels it"])
    }

    @Test("a position from device units is the number nearest (v − min) · size / (max − min + 1), rounded once: 7 and 29 of 0…99 on 800 points are 56 and 232, where multiplying by 7/100 gave 56.00000000000001 and 231.99999999999997; rotated too")
    func scaledPositionsAreRoundedOnce() throws {
        let touch = """
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 7
            E: 0.000000 0003 0036 29
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0035 29
            E: 0.010000 0003 0036 7
            E: 0.010000 0000 0000 0

            """
        #expect(try inputs(touch) == ["0 down 2 touch 56,174", "10 move 2 232,42"])
        var rotated = Self.mapping
        rotated.rotation = 90
        #expect(try inputs(touch, mapping: rotated) == ["0 down 2 touch 568,42", "10 move 2 744,174"])
    }

    @Test("protocol A: a contact marked a palm is cancelled and followed, by distance, until it leaves the set, even if marked a finger again; one that comes as a palm is never a pointer, its position not counted out of range; both in the protocol B warning")
    func protocolAPalmsAreCancelled() throws {
        let trace = try EvdevRecording.parse(Self.description + """
            E: 0.000000 0003 0035 10
            E: 0.000000 0003 0036 10
            E: 0.000000 0000 0002 0
            E: 0.000000 0003 0035 50
            E: 0.000000 0003 0036 50
            E: 0.000000 0003 0037 0
            E: 0.000000 0000 0002 0
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0035 10
            E: 0.010000 0003 0036 20
            E: 0.010000 0000 0002 0
            E: 0.010000 0003 0035 60
            E: 0.010000 0003 0036 50
            E: 0.010000 0003 0037 2
            E: 0.010000 0000 0002 0
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0035 10
            E: 0.020000 0003 0036 30
            E: 0.020000 0000 0002 0
            E: 0.020000 0003 0035 70
            E: 0.020000 0003 0036 50
            E: 0.020000 0003 0037 0
            E: 0.020000 0000 0002 0
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 0035 10
            E: 0.030000 0003 0036 30
            E: 0.030000 0000 0002 0
            E: 0.030000 0000 0000 0
            E: 0.040000 0003 0035 10
            E: 0.040000 0003 0036 30
            E: 0.040000 0000 0002 0
            E: 0.040000 0003 0035 70
            E: 0.040000 0003 0036 50
            E: 0.040000 0000 0002 0
            E: 0.040000 0003 0035 120
            E: 0.040000 0003 0036 90
            E: 0.040000 0003 0037 2
            E: 0.040000 0000 0002 0
            E: 0.040000 0000 0000 0
            E: 0.050000 0000 0000 0

            """, file: "r.events", mapping: Self.mapping)
        #expect(trace.inputs.map(Self.describe) == [
            "0 down 2 touch 80,60", "0 down 3 touch 400,300",
            "10 move 2 80,120", "10 cancel 3",
            "20 move 2 80,180",
            "40 down 3 touch 560,300",
            "50 up 2 80,180", "50 up 3 560,300",
        ])
        #expect(trace.warnings == ["r.events: 2 contacts marked a palm (ABS_MT_TOOL_TYPE MT_TOOL_PALM) not replayed, first at line 23: "
                                   + "a touch under way when marked is cancelled, as libinput cancels it"])
    }
}
