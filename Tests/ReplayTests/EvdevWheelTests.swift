import DropEngine
import DropGeometry
import Replay
import Runtime
import Testing

/// A recorded wheel (`REL_WHEEL`, `REL_WHEEL_HI_RES`) replayed when a notch's size is given
/// (``EvdevRecording/Mapping/wheel``, `play … wheel POINTS`, `replay --wheel POINTS`): each
/// frame turning it scrolls the list under the pointer as the frame ends, over
/// Demo/scenes/long-list.json (its list 20…480 × 60…580, Trash at 540…760 × 260…400).
@Suite("Linux input recordings: the wheel")
struct EvdevWheelTests {
    static let mapping = EvdevRecording.Mapping(viewport: Size(width: 800, height: 600), wheel: 40)

    /// The recording's steps, one line each: inputs as ``EvdevRecordingTests/describe(_:)`` writes
    /// them, wheels as `TIME wheel X,Y DY`.
    static func steps(_ trace: Trace) -> [String] {
        trace.steps.map { step in
            switch step.kind {
            case .input(let input): EvdevRecordingTests.describe(input)
            case .wheel(let point, let delta, let time): "\(time.millisecondsText) wheel \(point.text) \(JSONValue.format(delta))"
            case .expect, .select, .actions, .undo, .redo, .rename: "\(step.kind)"
            }
        }
    }

    /// `trace` replayed over the long list: the list's scroll offset after each step (a scroll
    /// makes no event), the events' lines, and the offset at the end.
    static func replayOnLongList(_ trace: Trace) throws -> (offsets: [Double], lines: [String], offset: Double) {
        let scene = try Scene.decode(try demoFile("scenes/long-list.json"), file: "long-list.json")
        var replayer = try Replayer(trace: trace, scene: scene)
        var offsets: [Double] = []
        var lines: [String] = []
        while !replayer.isFinished {
            lines += try replayer.step().map(\.textLine)
            offsets.append(replayer.runtime.scrollOffset(of: "list"))
        }
        return (offsets, lines, replayer.runtime.scrollOffset(of: "list"))
    }

    @Test("an evemu mouse's wheel scrolls the list under its pointer POINTS a notch as each frame ends, after the frame's motion: from its start position, then over Trash, where nothing scrolls")
    func evemuMouseWheel() throws {
        let trace = try EvdevRecording.parse("""
            E: 0.000000 0002 0008 -2
            E: 0.000000 0000 0000 0
            E: 0.010000 0002 0008 1
            E: 0.010000 0000 0000 0
            E: 0.020000 0002 0000 250
            E: 0.020000 0002 0008 -1
            E: 0.020000 0000 0000 0
            E: 0.030000 0002 0000 -250
            E: 0.030000 0000 0000 0
            E: 0.040000 0002 0008 -3
            E: 0.040000 0000 0000 0

            """, file: "m.events", mapping: Self.mapping)
        #expect(Self.steps(trace) == ["0 wheel 400,300 80", "10 wheel 400,300 -40", "20 move 0 650,300", "20 wheel 650,300 40",
                                      "30 move 0 400,300", "40 wheel 400,300 120"])
        #expect(trace.steps.map(\.line) == [2, 4, 7, 7, 9, 11])
        #expect(trace.warnings == [])
        let replayed = try Self.replayOnLongList(trace)
        #expect(replayed.offsets == [80, 40, 40, 40, 40, 160])
        #expect(replayed.lines == [])  // a mouse moving with no button down, and a scroll, make no event
    }

    @Test("the sign: REL_WHEEL +1 is the wheel turned up, away from the user, and shows the rows above (DY −POINTS, as libinput reports it −1); −1 shows the rows below (DY +POINTS, a browser's deltaY)")
    func wheelSign() throws {
        func scroll(_ value: Int) throws -> [String] {
            Self.steps(try EvdevRecording.parse("E: 0.000000 0002 0008 \(value)\nE: 0.000000 0000 0000 0\n", file: "m.events", mapping: Self.mapping))
        }
        #expect(try scroll(1) == ["0 wheel 400,300 -40"])
        #expect(try scroll(-1) == ["0 wheel 400,300 40"])
        // Down three notches, up one: two notches of rows below shown.
        let trace = try EvdevRecording.parse("""
            E: 0.000000 0002 0008 -3
            E: 0.000000 0000 0000 0
            E: 0.010000 0002 0008 1
            E: 0.010000 0000 0000 0

            """, file: "m.events", mapping: Self.mapping)
        #expect(try Self.replayOnLongList(trace).offset == 80)
    }

    @Test("a high-resolution wheel: REL_WHEEL_HI_RES, 120 a notch, counts in fractions where its frame holds it, the REL_WHEEL beside it (the kernel's whole notches of the same motion) not counted again; a frame of REL_WHEEL alone counts its notches")
    func highResolutionWheel() throws {
        let trace = try EvdevRecording.parse("""
            E: 0.000000 0002 000b -240
            E: 0.000000 0002 0008 -2
            E: 0.000000 0000 0000 0
            E: 0.010000 0002 000b 30
            E: 0.010000 0000 0000 0
            E: 0.020000 0002 000b 90
            E: 0.020000 0002 0008 1
            E: 0.020000 0000 0000 0
            E: 0.030000 0002 0008 -1
            E: 0.030000 0000 0000 0

            """, file: "m.events", mapping: EvdevRecording.Mapping(viewport: Size(width: 800, height: 600), wheel: 50))
        #expect(Self.steps(trace) == ["0 wheel 400,300 100", "10 wheel 400,300 -12.5", "20 wheel 400,300 -37.5", "30 wheel 400,300 50"])
        #expect(try Self.replayOnLongList(trace).offset == 100)
    }

    @Test("a libinput record's absolute mouse: its wheel turns where ABS_X and ABS_Y place the pointer; before both are known it is not replayed and is named in a warning, as is a horizontal wheel, which no list scrolls by")
    func libinputAbsoluteMouseWheel() throws {
        let yaml = EvdevDevicesTests.libinput(name: "Hand-written VM Mouse", codes: "1: [272, 273, 274]\n2: [6, 8, 11, 12]\n3: [0, 1]", properties: "[]", events: """
              - evdev:
                - [0, 0, 2, 8, -1]
                - [0, 0, 0, 0, 0]
              - evdev:
                - [0, 10000, 3, 0, 25]
                - [0, 10000, 3, 1, 50]
                - [0, 10000, 2, 8, -1]
                - [0, 10000, 0, 0, 0]
              - evdev:
                - [0, 20000, 2, 12, 120]
                - [0, 20000, 2, 6, 1]
                - [0, 20000, 0, 0, 0]
              - evdev:
                - [0, 30000, 2, 11, -60]
                - [0, 30000, 0, 0, 0]
            """)
        let trace = try EvdevRecording.parse(yaml, file: "d.yml", mapping: Self.mapping)
        #expect(Self.steps(trace) == ["10 move 0 200,300", "10 wheel 200,300 40", "30 wheel 200,300 20"])
        #expect(trace.warnings == [
            "d.yml: 1 frame moving the wheel not replayed, first ending at line 20: where it turned is not known — no ABS_X and ABS_Y before it place the pointer "
                + "(the kernel sends a value only when it changes, and the value from before the recording began is not in it)",
            "d.yml: 1 frame moving a horizontal wheel (REL_HWHEEL or REL_HWHEEL_HI_RES) not replayed, first ending at line 29: lists scroll up and down only",
        ])
        #expect(try Self.replayOnLongList(trace).offset == 60)
    }

    @Test("without a notch's size the wheel scrolls nothing, and the warning names the option that gives it")
    func wheelWithoutSize() throws {
        let trace = try EvdevRecording.parse("""
            E: 0.000000 0002 0008 -1
            E: 0.000000 0000 0000 0
            E: 0.010000 0002 0006 1
            E: 0.010000 0000 0000 0

            """, file: "m.events", mapping: EvdevRecordingTests.mapping)
        #expect(Self.steps(trace) == [])
        #expect(trace.warnings == [
            "m.events: 1 frame moving the wheel (REL_WHEEL or REL_WHEEL_HI_RES) not replayed, first ending at line 2: a notch has no size in points; "
                + "add `wheel POINTS` to the play line (replay: --wheel POINTS) to scroll POINTS a notch",
            "m.events: 1 frame moving a horizontal wheel (REL_HWHEEL or REL_HWHEEL_HI_RES) not replayed, first ending at line 4: lists scroll up and down only",
        ])
    }

    @Test("a play line's `wheel POINTS` gives the recording a notch's size: a number above 0, at most the scene's limit, given once")
    func playLineWheel() throws {
        var played: [PlayOptions] = []
        _ = try NativeTrace.parse("scene todo\n0 play m.events wheel 40 start 10 20\n", file: "t.trace") { options throws(InputError) in
            played.append(options)
            return Trace(file: options.path, steps: [])
        }
        var expected = PlayOptions(path: "m.events")
        expected.wheel = 40
        expected.start = Point(x: 10, y: 20)
        #expect(played == [expected])
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "bad.trace") } }
        // A recording's wheel turns count toward the trace's inputs, as its moves do: 999,999 samples, then two turns, are one too many.
        let turns = Trace(file: "m.events", steps: [Trace.Step(line: 3, .wheel(Point(x: 10, y: 20), delta: -40, at: .milliseconds(0))),
                                                    Trace.Step(line: 5, .wheel(Point(x: 10, y: 20), delta: -40, at: .milliseconds(10)))])
        #expect(inputError {
            try NativeTrace.parse("0 down 1 touch 10 10\nmove 1 20 20 over 9999990\n+0 play m.events wheel 40\n", file: "t.trace") { _ throws(InputError) in turns }
        }?.hasPrefix("t.trace:3:9: expected at most 1000000 inputs in a trace") == true)
        #expect(error("0 play m.events wheel 0") == "bad.trace:1:23: expected points a notch of the wheel scrolls, more than 0 and at most 1000000000, found \"0\"")
        #expect(error("0 play m.events wheel -3") == "bad.trace:1:23: expected points a notch of the wheel scrolls, more than 0 and at most 1000000000, found \"-3\"")
        #expect(error("0 play m.events wheel 2e9") == "bad.trace:1:23: expected points a notch of the wheel scrolls, more than 0 and at most 1000000000, found \"2e9\"")
        #expect(error("0 play m.events wheel big") == "bad.trace:1:23: expected points a notch of the wheel scrolls (a finite number), found \"big\"")
        #expect(error("0 play m.events wheel") == "bad.trace:1:22: expected points a notch of the wheel scrolls, found the end of the line")
        #expect(error("0 play m.events wheel 40 wheel 30") == "bad.trace:1:26: expected each play option once, found wheel, given twice")
        #expect(error("0 play m.events spin 3")
                == "bad.trace:1:17: expected a play option (lenient, device PATH, calibration A,B,C,D,E,F, rotation DEGREES, start X Y, wheel POINTS), found \"spin\"")
    }
}
