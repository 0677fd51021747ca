import Foundation
import Testing

/// `dragtoact` with recordings from real clients and devices (issue 20).
@Suite("dragtoact with real input")
struct RealInputCommandTests {
    @Test("a W3C trace that ends mid-drag says so: a traceEnded event in --json, before the final board, and a line on stderr")
    func endsMidDrag() throws {
        let trace = try temporaryFile("held.json", #"""
            {"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [
              {"type": "pointerMove", "x": 250, "y": 92}, {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 400}]}]}
            """#)
        let json = try dragtoact("replay", trace, "--json")
        #expect(json.status == 0)
        let lines = json.stdout.split(separator: "\n")
        #expect(lines.suffix(2).first == #"{"t":400,"event":"traceEnded","pointer":2,"source":"t1","holding":"drag"}"#, "\(json.stdout)")
        #expect(lines.last?.hasPrefix(#"{"final":"#) == true, "\(json.stdout)")
        #expect(json.stderr == "dragtoact: \(trace) ended with a drag of t1 under way (pointer 2): nothing was dropped\n")
        let text = try dragtoact("replay", trace)
        #expect(text.stdout.contains("    400 ms   p2  trace ended with a drag of t1 under way\n\nInbox (5): "), "\(text.stdout)")
    }

    @Test("a trace that ends with the keyboard carrying a drag names the keyboard, as every event of a keyboard drag does")
    func endsMidKeyboardDrag() throws {
        let trace = try temporaryFile("keys.trace", "scene todo\n0 key focus t1\n+10 key pickup\n")
        let json = try dragtoact("replay", trace, "--json")
        #expect(json.stdout.split(separator: "\n").suffix(2).first == #"{"t":10,"event":"traceEnded","pointer":"keyboard","source":"t1","holding":"drag"}"#, "\(json.stdout)")
        #expect(json.stderr == "dragtoact: \(trace) ended with a drag of t1 under way (the keyboard): nothing was dropped\n")
        let text = try dragtoact("replay", trace)
        #expect(text.stdout.contains("     10 ms  key  trace ended with a drag of t1 under way\n"), "\(text.stdout)")
    }

    @Test("chromedriver's touch payload without buttons: refused with a hint, replayed with --lenient and a warning naming the rule")
    func lenient() throws {
        let strict = try dragtoact("replay", "Demo/traces/w3c-chromedriver-touch-no-button.json")
        #expect(strict.status == 2)
        #expect(strict.stderr == "dragtoact: Demo/traces/w3c-chromedriver-touch-no-button.json: actions[0].actions[1].button: expected a value (\"button\" is required; --lenient takes a missing one as 0), found nothing\n")
        let lenient = try dragtoact("replay", "Demo/traces/w3c-chromedriver-touch-no-button.json", "--lenient")
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains("applied: trash t2"))
        #expect(lenient.stderr == "dragtoact: warning: Demo/traces/w3c-chromedriver-touch-no-button.json: lenient: a pointerDown or pointerUp without \"button\" taken as button 0 (the spec requires a button): 2 times, first at actions[0].actions[1]\n")
    }

    @Test("an element gone by the time its action runs stops the replay with exit 2 and the action's path")
    func elementGone() throws {
        let trace = try temporaryFile("gone.json", #"""
            [{"actions": [{"type": "pointer", "id": "m", "actions": [
               {"type": "pointerMove", "x": 0, "y": 0, "origin": {"element-6066-11e4-a52e-4f735466cecf": "t1"}}, {"type": "pointerDown", "button": 0},
               {"type": "pause", "duration": 350}, {"type": "pointerMove", "duration": 100, "x": 0, "y": 0, "origin": {"element-6066-11e4-a52e-4f735466cecf": "trash"}},
               {"type": "pointerUp", "button": 0}]}]},
             {"actions": [{"type": "pointer", "id": "m", "actions": [
               {"type": "pointerMove", "x": 0, "y": 0, "origin": {"element-6066-11e4-a52e-4f735466cecf": "t1"}}]}]}]
            """#)
        let outcome = try dragtoact("replay", trace)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.contains("applied: trash t1"))
        #expect(outcome.stderr == "dragtoact: \(trace): [1].actions[0].actions[0].origin.element-6066-11e4-a52e-4f735466cecf: expected the id of a receiver, source or task row on the board when this action runs (no such element), found \"t1\"\n")
    }

    @Test("replay RECORDING --scene FILE: an evemu recording, its description found beside it; --calibration and --rotation move it; --device names another")
    func evemuReplay() throws {
        let recording = "Demo/recordings/evemu-devices/N-Trig-MultiTouch.1-finger-drag-NW-SE.events"
        let plain = try dragtoact("replay", recording, "--scene", "Demo/recordings/kiosk.json")
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("applied: add at 0"))
        #expect(plain.stdout.contains("Today (1): New task"))
        // Turned half a turn, the finger starts bottom-right and ends top-left, over nothing.
        let turned = try dragtoact("replay", recording, "--scene", "Demo/recordings/kiosk.json", "--rotation", "180")
        #expect(turned.status == 0)
        #expect(!turned.stdout.contains("applied"), "\(turned.stdout)")
        // A calibration that squeezes the panel into the left half: the drop lands left of Today.
        let squeezed = try dragtoact("replay", recording, "--scene", "Demo/recordings/kiosk.json", "--calibration", "0.5,0,0,0,1,0")
        #expect(!squeezed.stdout.contains("applied"), "\(squeezed.stdout)")
        let wrongDevice = try dragtoact("replay", recording, "--device", "Demo/recordings/evemu-devices/nothing.desc")
        #expect(wrongDevice.status == 2)
        #expect(wrongDevice.stderr == "dragtoact: cannot read device description Demo/recordings/evemu-devices/nothing.desc: no such file\n")
        let badCalibration = try dragtoact("replay", recording, "--calibration", "1,0,0")
        #expect(badCalibration.status == 2)
        #expect(badCalibration.stderr.hasPrefix("dragtoact: --calibration expects six numbers a,b,c,d,e,f (libinput's matrix), found \"1,0,0\"\n"))
    }

    @Test("a libinput record of a kiosk's touchscreen and keyboard replays the touchscreen's drag, on the command line and in a play line, the keyboard passed over in a warning")
    func libinputTouchscreenAndKeyboard() throws {
        let recording = "Demo/recordings/libinput/kiosk-touchscreen-and-keyboard.yml"
        let warning = "1 of its 2 devices passed over, moving no pointer: \"AT Translated Set 2 keyboard\" (/dev/input/event3), a device with no pointer; "
            + "replayed \"Hand-written Touchscreen\" (/dev/input/event4), a touchscreen\n"
        let replay = try dragtoact("replay", recording, "--scene", "Demo/recordings/kiosk.json")
        #expect(replay.status == 0)
        #expect(replay.stdout.contains("    900 ms       applied: complete t1\n"), "\(replay.stdout)")
        #expect(replay.stderr == "dragtoact: warning: \(recording): " + warning)
        let trace = try temporaryFile("kiosk.trace", "scene \(repositoryURL.path)/Demo/recordings/kiosk.json\nplay \(repositoryURL.path)/\(recording)\nexpect action complete t1\n")
        #expect(try dragtoact("check", trace) == Outcome(status: 0, stdout: "pass \(trace) (1 expectation)\n",
                                                         stderr: "dragtoact: warning: \(repositoryURL.path)/\(recording): " + warning))
    }

    @Test("replay RECORDING --wheel POINTS scrolls the list under the pointer POINTS a notch (Task 6 is pressed where Task 5 was), as a play line's wheel POINTS does; without it a warning names the option; a bad size, or --wheel for other input, exits 2")
    func recordedWheel() throws {
        let recording = "Demo/recordings/wheel-mouse.events"
        let scrolled = try dragtoact("replay", recording, "--scene", "Demo/scenes/long-list.json", "--start", "250,292", "--wheel", "50", "--instant")
        #expect(scrolled.status == 0)
        #expect(scrolled.stderr == "")
        #expect(scrolled.stdout.hasPrefix("""
                200 ms   p0  press on t6 (long-press until 500 ms)
                500 ms   p0  drag started: t6 — haptic: medium, lift, opacity 0.7, shadow
                500 ms   p0  over list: accepts, slot 5
                700 ms   p0  over list: slot 8
                800 ms   p0  over list: slot 9
                900 ms   p0  dropped task(t6) on list at slot 9 — haptic: light, settle (spring, 200 ms)
                900 ms       applied: reorder t6 to 9

            """))
        let unsized = try dragtoact("replay", recording, "--scene", "Demo/scenes/long-list.json", "--start", "250,292", "--instant")
        #expect(unsized.stdout.hasPrefix("    200 ms   p0  press on t5 (long-press until 500 ms)\n"))
        #expect(unsized.stderr == "dragtoact: warning: \(recording): 4 frames moving the wheel (REL_WHEEL or REL_WHEEL_HI_RES) not replayed, first ending at line 18: "
                + "a notch has no size in points; add `wheel POINTS` to the play line (replay: --wheel POINTS) to scroll POINTS a notch\n")
        #expect(try dragtoact("check", "Demo/traces/evemu-mouse-wheel.trace") == Outcome(status: 0, stdout: "pass Demo/traces/evemu-mouse-wheel.trace (3 expectations)\n", stderr: ""))
        #expect(try dragtoact("replay", recording, "--wheel", "0") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: --wheel expects the points a notch of the wheel scrolls, more than 0 and at most 1000000000, found \"0\"\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("replay", "Demo/traces/w3c-touch-long-press.json", "--wheel", "40") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: --wheel applies to evemu and libinput recordings, not to W3C WebDriver Actions (Demo/traces/w3c-touch-long-press.json)\nTry 'dragtoact replay --help'.\n"))
        let w3c = try temporaryFile("w3c-wheel.trace", "play \(repositoryURL.path)/Demo/traces/w3c-touch-long-press.json wheel 40\n")
        // At the option's word, after the path.
        let wheelColumn = "play \(repositoryURL.path)/Demo/traces/w3c-touch-long-press.json ".count + 1
        #expect(try dragtoact("check", w3c) == Outcome(status: 2, stdout: "ERROR \(w3c):1:\(wheelColumn): expected play options that apply to W3C WebDriver Actions, "
                                                       + "found wheel, which applies to evemu and libinput recordings\n", stderr: ""))
        // QEMU's tablet turns its wheel before its first ABS_Y: where is not known, so nothing is guessed.
        let vm = "Demo/recordings/evemu-devices/QEMU-0.12.1-QEMU-USB-Tablet.scroll-up-down.events"
        #expect(try dragtoact("replay", vm, "--scene", "Demo/recordings/kiosk.json", "--wheel", "40").stderr
                == "dragtoact: warning: \(vm): 29 frames moving the wheel not replayed, first ending at line 4: where it turned is not known — "
                + "no ABS_X and ABS_Y before it place the pointer (the kernel sends a value only when it changes, and the value from before the recording began is not in it)\n")
    }

    @Test("what the recorded device is: a touchpad is refused with exit 2 at its description's name; a pen takes no --start; a wheel without --wheel and a mouse's touch surface are said, not replayed")
    func recordedDeviceKinds() throws {
        let touchpad = "Demo/recordings/evemu-devices/SynPS2-Synaptics-TouchPad.leftmove-excerpt.events"
        #expect(try dragtoact("replay", touchpad, "--scene", "Demo/recordings/kiosk.json") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: Demo/recordings/evemu-devices/SynPS2-Synaptics-TouchPad.desc:1:1: expected a touchscreen, a tablet's pen or a mouse, "
                + "found \"SynPS/2 Synaptics TouchPad\", a touchpad (BTN_TOOL_FINGER without INPUT_PROP_DIRECT): its positions are not places on the screen — "
                + "libinput moves the pointer by their motion, accelerated\n"))
        let pen = "Demo/recordings/evemu-devices/Wacom-Intuos4-6x9.stylus-drag.events"
        #expect(try dragtoact("replay", pen, "--scene", "Demo/recordings/tablet.json", "--start", "5,5") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: --start applies to a mouse's relative motion (REL_X/REL_Y), not to a tablet pen's absolute axes, which \(pen) records\nTry 'dragtoact replay --help'.\n"))
        let vm = "Demo/recordings/evemu-devices/QEMU-0.12.1-QEMU-USB-Tablet.scroll-up-down.events"
        let wheel = try dragtoact("replay", vm, "--scene", "Demo/recordings/kiosk.json")
        #expect(wheel.status == 0)
        #expect(wheel.stderr == "dragtoact: warning: \(vm): 29 frames moving the wheel (REL_WHEEL or REL_WHEEL_HI_RES) not replayed, first ending at line 4: "
                + "a notch has no size in points; add `wheel POINTS` to the play line (replay: --wheel POINTS) to scroll POINTS a notch\n")
        let touchMouse = "Demo/recordings/evemu-devices/Apple-Touch-Mouse.evemu"
        #expect(try dragtoact("replay", touchMouse, "--scene", "Demo/recordings/kiosk.json").stderr == "dragtoact: \(touchMouse) holds no inputs\n")
    }

    @Test("after a play line, a pointer is down exactly when the recording left it down: up without x y of fingers a W3C file left at elements drops them there; releasing the mouse it released, or pressing a finger it holds, exits 2 at the pointer, as for an Atmel recording cut before its lift")
    func pointersAfterAPlayLine() throws {
        let touch = try temporaryFile("w3c-touch.json", #"""
            {"actions": [
             {"type": "pointer", "id": "f1", "parameters": {"pointerType": "touch"}, "actions": [
               {"type": "pointerMove", "duration": 0, "x": 250, "y": 92}, {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 350},
               {"type": "pointerMove", "duration": 200, "origin": {"element-6066-11e4-a52e-4f735466cecf": "trash"}, "x": 0, "y": 0}, {"type": "pause", "duration": 0}]},
             {"type": "pointer", "id": "f2", "parameters": {"pointerType": "touch"}, "actions": [
               {"type": "pointerMove", "duration": 0, "x": 250, "y": 292}, {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 350},
               {"type": "pointerMove", "duration": 200, "origin": {"element-6066-11e4-a52e-4f735466cecf": "complete"}, "x": 0, "y": 0}, {"type": "pause", "duration": 0}]}]}
            """#)
        let drag = try temporaryFile("w3c-drag.json", #"""
            {"actions": [
             {"type": "pointer", "id": "m", "parameters": {"pointerType": "mouse"}, "actions": [
               {"type": "pointerMove", "duration": 0, "origin": {"element-6066-11e4-a52e-4f735466cecf": "t2"}, "x": 0, "y": 0},
               {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 350},
               {"type": "pointerMove", "duration": 300, "origin": "viewport", "x": 650, "y": 150}, {"type": "pointerUp", "button": 0}]}]}
            """#)
        let released = try temporaryFile("a.trace", "play \(touch)\nexpect target 2 trash\n+10 up 2\n+10 up 3\nexpect action trash t1\nexpect action complete t5\n")
        #expect(try dragtoact("check", released) == Outcome(status: 0, stdout: "pass \(released) (3 expectations)\n", stderr: ""))
        let upAgain = try temporaryFile("b.trace", "play \(drag)\n+10 up 0 650 330\nexpect no action\n")
        #expect(try dragtoact("check", upAgain) == Outcome(status: 2, stdout: "ERROR \(upAgain):2:8: expected a pointer that is down (pressed by an earlier `down`), "
                                                              + "found pointer 0, which is not (released by \(drag), played at line 1)\n", stderr: ""))
        let downAgain = try temporaryFile("c.trace", "play \(touch)\n+10 down 2 touch 250 192\n+400 up 2\nexpect no action\n")
        #expect(try dragtoact("check", downAgain) == Outcome(status: 2, stdout: "ERROR \(downAgain):2:10: expected a pointer that is not down (`up`, `cancel` or `escape` ends a press), "
                                                                + "found pointer 2, already down (pressed by \(touch), played at line 1)\n", stderr: ""))
        // The Atmel drag up to the frame before its lift (line 598): its finger stays down, over Trash.
        let atmel = try String(contentsOf: repositoryURL.appendingPathComponent("Demo/recordings/evemu-devices/Atmel-maXTouch-Touchscreen.1-finger-drag-up-down.events"),
                               encoding: .utf8)
        let cut = try temporaryFile("cut.events", atmel.split(separator: "\n", omittingEmptySubsequences: false).prefix(598).joined(separator: "\n") + "\n")
        let scene = "scene \(repositoryURL.path)/Demo/recordings/kiosk.json\n"
        let lifted = try temporaryFile("d.trace", scene + "play \(cut)\n+10 up 2\nexpect action trash t1\n")
        #expect(try dragtoact("check", lifted) == Outcome(status: 0, stdout: "pass \(lifted) (1 expectation)\n", stderr: ""))
        let pressed = try temporaryFile("e.trace", scene + "play \(cut)\n+10 down 2 100 100\n")
        #expect(try dragtoact("check", pressed) == Outcome(status: 2, stdout: "ERROR \(pressed):3:10: expected a pointer that is not down (`up`, `cancel` or `escape` ends a press), "
                                                              + "found pointer 2, already down (pressed by \(cut), played at line 2)\n", stderr: ""))
    }

    @Test("the shipped mouse recording whose release a SYN_DROPPED lost: the drag is cancelled there with a warning naming the lines, nothing is completed, the click after it is a click (read on, the drag ran to the click's release: reorder t1 to 2)")
    func releaseDroppedByTheKernel() throws {
        let recording = "Demo/traces/../recordings/mouse-release-dropped.events"
        #expect(try dragtoact("check", "Demo/traces/evemu-mouse-release-dropped.trace") == Outcome(status: 0,
            stdout: "pass Demo/traces/evemu-mouse-release-dropped.trace (4 expectations)\n",
            stderr: "dragtoact: warning: \(recording): 1 SYN_DROPPED event, first at line 78: the kernel dropped events there; the events up to the next SYN_REPORT are skipped, "
                + "as it asks, and a lift or move it dropped is not in the recording\n"
                + "dragtoact: warning: \(recording): the BTN_LEFT press of line 16 cancelled at the SYN_DROPPED on line 78, dropping nothing: BTN_LEFT is pressed again at line 111 "
                + "with no release recorded, so its end was among the events the kernel dropped there, and where it ended is not in the recording "
                + "(a client reading the device live re-syncs there, libevdev ending it first)\n"))
    }

    @Test("a recording whose time goes back (lines 130–132 of the Atmel drag set to 0.001000) stops replay and check with exit 2 at its line; --lenient (lenient in a play line) takes the step out, with a warning")
    func recordingTimeGoingBack() throws {
        let original = try String(contentsOf: repositoryURL.appendingPathComponent("Demo/recordings/evemu-devices/Atmel-maXTouch-Touchscreen.1-finger-drag-up-down.events"),
                                  encoding: .utf8)
        let recording = try temporaryFile("back.events", original.replacing("E: 0.095485 ", with: "E: 0.001000 "))
        let error = "dragtoact: \(recording):130:4: expected a time ≥ 0.081454 s (the previous event's; --lenient takes a clock's step back out), found \"0.001000\"\n"
        let warning = "dragtoact: warning: \(recording):130:4: lenient: the time \"0.001000\" is 0.080454 s before the previous event's: taken for the recording's clock stepped back, "
            + "and taken out: this event and those after it are read 0.080454 s later than written\n"
        let lenient = try dragtoact("replay", recording, "--lenient", "--scene", "Demo/recordings/kiosk.json")
        #expect(lenient.status == 0)
        #expect(lenient.stderr == warning)
        let lenientTrace = try temporaryFile("lenient.trace", "scene \(repositoryURL.path)/Demo/recordings/kiosk.json\nplay \(recording) lenient\nexpect action trash t1\n")
        #expect(try dragtoact("check", lenientTrace).stdout.hasPrefix("pass"))
        #expect(try dragtoact("replay", recording) == Outcome(status: 2, stdout: "", stderr: error))
        // Played by a trace, the error names the play line too.
        let trace = try temporaryFile("back.trace", "play \(recording)\nexpect no action\n")
        let played = error.dropFirst("dragtoact: ".count).dropLast() + " (played by \(trace):1)\n"
        #expect(try dragtoact("check", trace) == Outcome(status: 2, stdout: "ERROR " + played, stderr: ""))
        #expect(try dragtoact("replay", trace) == Outcome(status: 2, stdout: "", stderr: "dragtoact: " + played))
    }

    @Test("an error in a file a trace plays names the play line after the rest: a W3C file played at lines 2 and 4 whose element is gone the second time (check, replay, --json, the JUnit report), one that does not read, an evemu recording at line 2")
    func errorsInPlayedFilesNameThePlayLine() throws {
        let trace = try temporaryPath("twice.trace")
        let folder = (trace as NSString).deletingLastPathComponent
        let json = folder + "/el-t1.json"
        try #"""
            {"actions":[{"type":"pointer","id":"m","actions":[
             {"type":"pointerMove","x":0,"y":0,"origin":{"element-6066-11e4-a52e-4f735466cecf":"t1"}},
             {"type":"pointerDown","button":0},{"type":"pause","duration":350},
             {"type":"pointerMove","x":650,"y":150,"duration":100},{"type":"pointerUp","button":0}]}]}
            """#.write(toFile: json, atomically: true, encoding: .utf8)
        try "scene todo\nplay el-t1.json\nexpect action complete t1\nplay el-t1.json\nexpect no action\n".write(toFile: trace, atomically: true, encoding: .utf8)
        let gone = "\(json): actions[0].actions[0].origin.element-6066-11e4-a52e-4f735466cecf: expected the id of a receiver, source or task row "
            + "on the board when this action runs (no such element), found \"t1\" (played by \(trace):4)"
        #expect(try dragtoact("check", trace) == Outcome(status: 2, stdout: "ERROR \(gone)\n", stderr: ""))
        let replayed = try dragtoact("replay", trace)
        #expect(replayed.status == 2 && replayed.stdout.hasSuffix("    450 ms       applied: complete t1\n"), "\(replayed.stdout)")
        #expect(replayed.stderr == "dragtoact: \(gone)\n")
        let jsonLines = try dragtoact("replay", trace, "--json")
        #expect(jsonLines.status == 2 && jsonLines.stdout.hasSuffix(#"{"t":450,"line":2,"event":"applied","action":"complete t1","changed":["t1"]}"# + "\n"), "\(jsonLines.stdout)")
        #expect(jsonLines.stderr == "dragtoact: \(gone)\n")
        let report = try temporaryPath("report.xml")
        #expect(try dragtoact("check", trace, "--junit", report).status == 2)
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains(
            "<error message=\"\(gone.replacingOccurrences(of: "\"", with: "&quot;"))\" type=\"input\">\(gone)</error>"))

        // A file that does not read: named with the line that played it, after a good one.
        let bad = try temporaryFile("bad.json", #"{"actions":[{"type":"pointer","id":"m","actions":[{"type":"pointerDown"}]}]}"#)
        let reading = try temporaryFile("reading.trace", "scene todo\nplay \(json)\nplay \(bad)\nexpect no action\n")
        #expect(try dragtoact("check", reading) == Outcome(status: 2, stdout: "ERROR \(bad): actions[0].actions[0].button: expected a value "
                                                                + "(\"button\" is required; --lenient takes a missing one as 0), found nothing (played by \(reading):3)\n", stderr: ""))

        // An evemu recording whose times are not evemu's (0.01 for 0.010000), played on the kiosk at line 2.
        let atmel = try String(contentsOf: repositoryURL.appendingPathComponent("Demo/recordings/evemu-devices/Atmel-maXTouch-Touchscreen.1-finger-drag-up-down.events"),
                               encoding: .utf8)
        let short = try temporaryFile("short.events", atmel.replacing("E: 0.000001 ", with: "E: 0.01 "))
        let kiosk = try temporaryFile("pe.trace", "scene \(repositoryURL.path)/Demo/recordings/kiosk.json\nplay \(short)\nexpect no action\n")
        #expect(try dragtoact("check", kiosk) == Outcome(status: 2, stdout: "ERROR \(short):120:4: expected a time SECONDS.MICROSECONDS (up to 12 digits, a dot, "
                                                             + "6 digits, as evemu writes it: its reader takes 1.5 as 1 s and 5 µs), found \"0.01\" (played by \(kiosk):2)\n", stderr: ""))
    }

    @Test("an option the input has no use for is an error, not ignored: --device for a W3C payload, --lenient for a native trace, in a play line too")
    func inapplicableOptions() throws {
        #expect(try dragtoact("replay", "Demo/traces/w3c-touch-long-press.json", "--device", "/nonexistent", "--rotation", "90") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: --device applies to evemu recordings, not to W3C WebDriver Actions (Demo/traces/w3c-touch-long-press.json)\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--lenient").stderr
                == "dragtoact: --lenient applies to W3C WebDriver Actions and evemu and libinput recordings, not to a native trace (Demo/traces/complete.trace): a play line takes its own options\nTry 'dragtoact replay --help'.\n")
        // A libinput record holds its device's ranges: a description given beside it would be ignored.
        let libinput = try temporaryFile("r.yml", "# libinput record\nndevices: 1\ndevices:\n- node: /dev/input/event4\n  events:\n")
        #expect(try dragtoact("replay", libinput, "--device", "Demo/recordings/evemu-devices/nothing.desc").stderr
                == "dragtoact: --device applies to evemu recordings, not to a libinput recording (\(libinput))\nTry 'dragtoact replay --help'.\n")
        let trace = try temporaryFile("p.trace", "scene todo\n0 play \(repositoryURL.path)/Demo/traces/w3c-touch-long-press.json rotation 90\n")
        let played = try dragtoact("check", trace)
        let rotationColumn = "0 play \(repositoryURL.path)/Demo/traces/w3c-touch-long-press.json ".count + 1
        #expect(played.stdout == "ERROR \(trace):2:\(rotationColumn): expected play options that apply to W3C WebDriver Actions, found rotation, which applies to evemu and libinput recordings\n", "\(played.stdout)")
    }

    @Test("--device for an evemu recording that holds its own description is refused, not merged: a touchpad's recording given a touchscreen's description stayed a touchpad's")
    func deviceBesideOwnDescription() throws {
        let folder = "Demo/recordings/evemu-devices"
        let description = try String(contentsOf: repositoryURL.appendingPathComponent("\(folder)/SynPS2-Synaptics-TouchPad.desc"), encoding: .utf8)
        let events = try String(contentsOf: repositoryURL.appendingPathComponent("\(folder)/SynPS2-Synaptics-TouchPad.leftmove-excerpt.events"), encoding: .utf8)
        let recording = try temporaryFile("touchpad.events", description + events.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n") + "\n")
        // Before: read with the touchscreen's INPUT_PROP_DIRECT merged in, replayed as touches, exit 0.
        #expect(try dragtoact("replay", recording, "--scene", "Demo/recordings/kiosk.json", "--device", "\(folder)/Atmel-maXTouch-Touchscreen.desc")
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: --device applies to an evemu recording without a description of its own, not to \(recording), "
                           + "which holds one (its N: and A: lines)\nTry 'dragtoact replay --help'.\n"))
        let trace = try temporaryFile("p.trace", "scene \(repositoryURL.path)/Demo/recordings/kiosk.json\nplay \(recording) device \(repositoryURL.path)/\(folder)/Atmel-maXTouch-Touchscreen.desc\nexpect no action\n")
        #expect(try dragtoact("check", trace) == Outcome(status: 2, stdout: "ERROR \(trace):2:\("play \(recording) ".count + 1): expected play options that apply to an evemu recording holding its description, "
                                                          + "found device, which applies to an evemu recording without a description of its own\n", stderr: ""))
        // Without --device it is read by its own description: the touchpad is refused at its name.
        #expect(try dragtoact("replay", recording, "--scene", "Demo/recordings/kiosk.json").stderr
                == "dragtoact: \(recording):1:1: expected a touchscreen, a tablet's pen or a mouse, found \"SynPS/2 Synaptics TouchPad\", a touchpad "
                + "(BTN_TOOL_FINGER without INPUT_PROP_DIRECT): its positions are not places on the screen — libinput moves the pointer by their motion, accelerated\n")
    }

    @Test("a replay's event lines keep their columns: a recording's times, to the microsecond, each with three decimals in a column as wide as the last's")
    func recordingLinesKeepTheirColumns() throws {
        let replayed = try dragtoact("replay", "Demo/traces/evemu-wacom-touchscreen-swipe.trace")
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.stdout.hasPrefix("""
               0.023 ms   p2  press on add
             112.016 ms   p2  drag started: add — haptic: medium, lift, opacity 0.7, shadow
             940.009 ms   p2  over today: accepts, slot 0
            1240.002 ms   p2  dropped addNew on today at slot 0 — haptic: light, settle (spring, 200 ms)
            1240.002 ms       applied: add at 0

            """), "\(replayed.stdout)")
    }

    @Test("a Linux recording's options are refused where they do not apply: --rotation and --calibration for a mouse, --start for a touchscreen, in a play line too")
    func optionsForTheRecordedDevice() throws {
        let mouse = "Demo/recordings/evemu-devices/Ultrathin-Touch-Mouse.drag-excerpt.events"
        let touchscreen = "Demo/recordings/evemu-devices/Atmel-maXTouch-Touchscreen.1-finger-drag-up-down.events"
        #expect(try dragtoact("replay", mouse, "--scene", "Demo/recordings/kiosk.json", "--rotation", "90") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: --rotation applies to a touchscreen's absolute axes, not to a mouse's relative motion (REL_X/REL_Y), which \(mouse) records\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("replay", mouse, "--scene", "Demo/recordings/kiosk.json", "--calibration", "2,0,0,0,2,0") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: --calibration applies to a touchscreen's absolute axes, not to a mouse's relative motion (REL_X/REL_Y), which \(mouse) records\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("replay", touchscreen, "--start", "5,5") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: --start applies to a mouse's relative motion (REL_X/REL_Y), not to a touchscreen's absolute axes, which \(touchscreen) records\nTry 'dragtoact replay --help'.\n"))
        // In a play line, at the option, as for other options the recording has no use for.
        let scene = "scene \(repositoryURL.path)/Demo/recordings/kiosk.json\n"
        let started = try temporaryFile("p.trace", scene + "play \(repositoryURL.path)/\(touchscreen) start 5 5\nexpect no action\n")
        #expect(try dragtoact("check", started) == Outcome(status: 2,
            stdout: "ERROR \(started):2:\("play \(repositoryURL.path)/\(touchscreen) ".count + 1): expected play options that apply to a touchscreen's absolute axes, found start, which applies to a mouse's relative motion (REL_X/REL_Y)\n", stderr: ""))
        let turned = try temporaryFile("p.trace", scene + "play \(repositoryURL.path)/\(mouse) rotation 90\nexpect no action\n")
        #expect(try dragtoact("check", turned) == Outcome(status: 2,
            stdout: "ERROR \(turned):2:\("play \(repositoryURL.path)/\(mouse) ".count + 1): expected play options that apply to a mouse's relative motion (REL_X/REL_Y), found rotation, which applies to a touchscreen's absolute axes\n", stderr: ""))
    }

    @Test("a mouse's --start off the scene's viewport is an error naming it, not a start clamped to the edge and warned about as the device's range")
    func startOffTheViewport() throws {
        let mouse = "Demo/recordings/evemu-devices/Ultrathin-Touch-Mouse.drag-excerpt.events"
        #expect(try dragtoact("replay", mouse, "--scene", "Demo/recordings/todo-mouse.json", "--start", "1e300,5") == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: --start expects X,Y on the scene's viewport, 0…800 × 0…600, found 1e+300,5\nTry 'dragtoact replay --help'.\n"))
        #expect(try dragtoact("replay", mouse, "--scene", "Demo/recordings/todo-mouse.json", "--start", "800,-0.5").stderr
                == "dragtoact: --start expects X,Y on the scene's viewport, 0…800 × 0…600, found 800,-0.5\nTry 'dragtoact replay --help'.\n")
        let trace = try temporaryFile("p.trace", "scene \(repositoryURL.path)/Demo/recordings/todo-mouse.json\nplay \(repositoryURL.path)/\(mouse) start 900 5\n")
        #expect(try dragtoact("check", trace) == Outcome(status: 2,
            stdout: "ERROR \(trace):2:\("play \(repositoryURL.path)/\(mouse) ".count + 1): expected a start on the scene's viewport, 0…800 × 0…600, found start 900 5\n", stderr: ""))
        // The viewport's edges are on it.
        #expect(try dragtoact("replay", mouse, "--scene", "Demo/recordings/todo-mouse.json", "--start", "800,0").status == 0)
    }

    @Test("a recording's bad line is an error at the bad field's column: a value past 32 bits on line 130 of the Atmel drag, a version evemu never wrote (0.7; a newer one, 7.0, is read as 1.3 with a warning)")
    func recordingFieldErrors() throws {
        let original = try String(contentsOf: repositoryURL.appendingPathComponent("Demo/recordings/evemu-devices/Atmel-maXTouch-Touchscreen.1-finger-drag-up-down.events"),
                                  encoding: .utf8)
        let wide = try temporaryFile("wide.events", original.replacing("E: 0.095485 0003 0036 0364", with: "E: 0.095485 0003 0036 2147483648"))
        #expect(try dragtoact("replay", wide) == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: \(wide):130:23: expected a value in the 32-bit range, -2147483648…2147483647, found \"2147483648\"\n"))
        let past = try temporaryFile("past.events", original.replacing("# EVEMU 1.3\n", with: "# EVEMU 0.7\n"))
        #expect(try dragtoact("replay", past) == Outcome(status: 2, stdout: "",
            stderr: "dragtoact: \(past):1:9: expected an evemu format version, MAJOR.MINOR (\"# EVEMU 1.3\"; 1.0 to 1.3 are known, a newer one is read as 1.3), found \"0.7\"\n"))
        // A newer one is read as 1.3, as evemu reads it, with a warning.
        let future = try temporaryFile("future.events", original.replacing("# EVEMU 1.3\n", with: "# EVEMU 7.0\n"))
        let read = try dragtoact("replay", future, "--scene", "Demo/recordings/kiosk.json")
        #expect(read.status == 0)
        #expect(read.stderr == "dragtoact: warning: \(future):1:9: the evemu format version 7.0 is newer than 1.3, the newest known: read as 1.3, "
                + "as evemu reads a file newer than its own (with a warning); a line that version added is an error at it\n")
    }

    @Test("check runs native traces: a W3C payload or a recording given to it is bad input at 1:1, and a play line naming a native trace, or text of no format, is an error at the line's path saying which")
    func checkTakesNativeTraces() throws {
        #expect(try dragtoact("check", "Demo/traces/w3c-mouse-drag.json") == Outcome(status: 2,
            stdout: "ERROR Demo/traces/w3c-mouse-drag.json:1:1: expected a native trace (check runs its expect lines; a native trace's play line plays W3C WebDriver Actions), found W3C WebDriver Actions\n", stderr: ""))
        let recording = "Demo/recordings/evemu-devices/N-Trig-MultiTouch.1-finger-drag-NW-SE.events"
        #expect(try dragtoact("check", recording).stdout
                == "ERROR \(recording):1:1: expected a native trace (check runs its expect lines; a native trace's play line plays an evemu recording), found an evemu recording\n")
        let trace = try temporaryFile("p.trace", "scene todo\n0 play \(repositoryURL.path)/Demo/traces/complete.trace\nexpect no action\n")
        #expect(try dragtoact("check", trace) == Outcome(status: 2,
            stdout: "ERROR \(trace):2:8: expected a recording to play (W3C WebDriver Actions, evemu or libinput record), found \"\(repositoryURL.path)/Demo/traces/complete.trace\", a native trace (\(repositoryURL.path)/Demo/traces/complete.trace)\n", stderr: ""))
        // A file with nothing to play, or of no format read here (it was called a native trace), is called what it is.
        for (name, text, what) in [("empty.json", "", "an empty file"), ("blank.json", " \n\t\r\n", "an empty file"),
                                   ("notes.txt", "# to record\n\n  # later\n", "a file of comments alone"),
                                   ("tasks.json", "# exported\nid,title\nt1,Buy milk\n", "text of none of the formats read here (line 2 starts \"id,title\")"),
                                   ("typo.trace", "0 down 1 x 2\n", "a native trace")] {
            let recording = try temporaryFile(name, text)
            let playing = try temporaryFile("q.trace", "scene todo\nplay \(recording)\n")
            #expect(try dragtoact("check", playing).stdout
                    == "ERROR \(playing):2:6: expected a recording to play (W3C WebDriver Actions, evemu or libinput record), found \"\(recording)\", \(what) (\(recording))\n")
        }
    }

    @Test("replay's pointer column fits the widest pointer a played W3C file acts with: p100 (its 99th touch source) and the trace's p1 line up, and so does an applied line's empty column")
    func pointerColumnFitsAPlayedFilesPointers() throws {
        // 98 touch sources that only pause (ids 2 to 99), then one that drags t1 to Complete by element origins: id 100.
        let idle = (2..<100).map { #"{"type": "pointer", "id": "f\#($0)", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pause"}]}"# }
        let element = #""origin": {"element-6066-11e4-a52e-4f735466cecf": "#
        let drag = #"{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pause"}, "#
            + #"{"type": "pointerMove", "duration": 0, \#(element)"t1"}, "x": 0, "y": 0}, {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 350}, "#
            + #"{"type": "pointerMove", "duration": 0, \#(element)"complete"}, "x": 0, "y": 0}, {"type": "pointerUp", "button": 0}]}"#
        let many = try temporaryFile("many.json", #"{"actions": ["# + (idle + [drag]).joined(separator: ", ") + "]}")
        let trace = try temporaryFile("many.trace", "scene todo\nplay \(many)\n+10 down 1 250 142\n+10 up 1\nexpect action complete t1\n")
        let replayed = try dragtoact("replay", trace)
        #expect(replayed.status == 0 && replayed.stderr == "")
        // The column was as wide as the trace's own pointers made it (p1: three), so p100 pushed its lines one to the right.
        #expect(replayed.stdout.split(separator: "\n").prefix(9) == [
            "      0 ms  p100  press on t1 (long-press until 300 ms)",
            "    300 ms  p100  drag started: t1 — haptic: medium, lift, opacity 0.7, shadow",
            "    300 ms  p100  over list: accepts, slot 0",
            "    350 ms  p100  left list",
            "    350 ms  p100  over complete: accepts",
            "    350 ms  p100  dropped task(t1) on complete — haptic: light, settle (spring, 200 ms)",
            "    350 ms        applied: complete t1",
            "    360 ms    p1  press on t3 (long-press until 660 ms)",
            "    370 ms    p1  press on t3 ended: released",
        ])
    }
}
