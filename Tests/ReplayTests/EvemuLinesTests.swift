@testable import Replay
import Runtime
import TestSupport
import Testing

/// Plain evemu event lines are read from their bytes (`EvemuReader.plainEvent`); every other
/// line, and any the byte reading is unsure of, by the general reading (`readLine`). The byte
/// reading must never take a line the general one would read differently or refuse.
@Suite("evemu lines: the byte reading against the general reading")
struct EvemuLinesTests {
    /// Pieces of event lines, each a few right and a few wrong: the general reading decides
    /// which lines are good. A piece is one of the right ones four times in five.
    static let tags = (right: ["E:"], wrong: [" E:", "e:", "E", "A:", "N:", "E:#"])
    static let gaps = (right: [" ", "\t", "  ", " \t "], wrong: ["", "\u{0B}", " \u{301}"])
    static let times = (right: ["0.000000", "1.500000", "12.000001", "1357751027.090934", "123456789012.100000", "9.999999"],
                        wrong: ["1234567890123.1", "1.1234567", ".5", "1.", "1", "-1.0", "+1.0", "1.0x", "１.0", "1.٥", "0.00001", "1.5"])
    static let hex = (right: ["0000", "0003", "3", "2f", "2F", "0039", "ffffffff"],
                      wrong: ["fffffffff", "+3", "-3", "g", "", "0x3", "٣"])
    static let values = (right: ["0", "1", "-1", "0001", "-0001", "2147483647", "-2147483647"],
                         wrong: ["2147483648", "-2147483648", "99999999999", "+5", "--1", "1e3", "", "12a", "٥"])
    static let ends = (right: ["", " ", "\t", " # a comment", "#x", "\t# é"], wrong: [" é", " extra", "\u{301}", "\u{0B}"])

    static func piece(_ pieces: (right: [String], wrong: [String]), _ random: inout SeededGenerator) -> String {
        (Int.random(in: 0..<5, using: &random) < 4 ? pieces.right : pieces.wrong).randomElement(using: &random)!
    }

    @Test("a line the byte reading takes gives the event the general reading gives, over 20,000 seeded lines")
    func theByteReadingAgreesWithTheGeneralReading() throws {
        var random = SeededGenerator(seed: 7)
        var taken = 0
        for index in 0..<20_000 {
            let line = [Self.piece(Self.tags, &random), Self.piece(Self.gaps, &random), Self.piece(Self.times, &random),
                        Self.piece(Self.gaps, &random), Self.piece(Self.hex, &random), Self.piece(Self.gaps, &random),
                        Self.piece(Self.hex, &random), Self.piece(Self.gaps, &random), Self.piece(Self.values, &random),
                        Self.piece(Self.ends, &random)].joined()
            var bytes = Substring(line)
            guard let event = bytes.withUTF8({ EvemuReader.plainEvent($0, line: 3) }) else { continue }
            taken += 1
            var device = DeviceDescription()
            var events: [RawEvent] = []
            var clock = EventClock()
            do {
                try EvemuReader.readLine(Substring(line), number: 3, file: "t.events", minor: 3, device: &device, events: &events, clock: &clock)
            } catch {
                Issue.record("line \(index) \(String(reflecting: line)): the byte reading took it, the general reading refused it: \(error)")
                continue
            }
            #expect(events == [event], "line \(index) \(String(reflecting: line))")
        }
        // About a tenth of the lines are right throughout: enough for the comparison to mean something.
        #expect(taken > 1_000, "only \(taken) lines were taken by the byte reading")
    }

    @Test("a recording reads to the same events, errors and (lenient) steps back taken out as reading each of its lines generally, over 300 seeded recordings")
    func aRecordingReadsAsItsLinesDo() throws {
        for seed in 0..<300 as Range<UInt64> {
            let lenient = seed % 2 == 1
            var random = SeededGenerator(seed: seed)
            var lines = ["# EVEMU 1.3", "N: Generated", "A: 35 0 799 0 0 0"]
            var time = 0
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                time += Int.random(in: -2...30, using: &random)  // now and then earlier than the last: an error, or (lenient) a step back taken out
                let seconds = "\(max(time, 0) / 10).\(max(time, 0) % 10)00000"
                let gap = Self.gaps.right.randomElement(using: &random)!
                lines.append(Bool.random(using: &random) && Int.random(in: 0..<20, using: &random) == 0
                             ? "E:\(gap)\(seconds) 0003 00zz 5"
                             : "E:\(gap)\(seconds) 0003 0035 \(Int.random(in: -5...900, using: &random))")
                lines.append("E: \(seconds) 0000 0000 0")
            }
            let text = lines.joined(separator: Bool.random(using: &random) ? "\n" : "\r\n") + "\n"
            let read = outcome { (device: inout DeviceDescription, events: inout [RawEvent]) throws(InputError) -> [String] in
                try EvemuReader.read(text, file: "r.events", device: &device, events: &events, lenient: lenient)
            }
            let general = outcome { (device: inout DeviceDescription, events: inout [RawEvent]) throws(InputError) -> [String] in
                var clock = EventClock(lenient: lenient)
                for (index, line) in lines.enumerated() {
                    try EvemuReader.readLine(Substring(line), number: index + 1, file: "r.events", minor: 3, device: &device, events: &events, clock: &clock)
                }
                if let last = events.last, !last.isSynReport {
                    throw InputError(file: "r.events", location: .text(line: lines.count + 1, column: 1),
                                     expected: "a frame ending with SYN_REPORT (E: SECONDS.MICROSECONDS 0000 0000 0)",
                                     found: "the end of the file after the event on line \(last.line)"
                                        + (events.last(where: \.isSynReport).map { ": cut off inside a frame; its whole frames end at line \($0.line), the last SYN_REPORT (keep the lines up to it to replay them)" }
                                            ?? " (no frame ends before it)"))
                }
                return clock.warnings
            }
            #expect(read == general, "seed \(seed)")
        }
    }

    /// The events read and the warnings given, or the error's text.
    private func outcome(_ body: (inout DeviceDescription, inout [RawEvent]) throws(InputError) -> [String]) -> Outcome {
        var device = DeviceDescription()
        var events: [RawEvent] = []
        do throws(InputError) {
            let warnings = try body(&device, &events)
            return .events(events, name: device.name, warnings: warnings)
        } catch {
            return .error(error.description)
        }
    }

    private enum Outcome: Equatable {
        case events([RawEvent], name: String?, warnings: [String])
        case error(String)
    }
}

/// `libinput record` entries `- [SEC, USEC, TYPE, CODE, VALUE]` are read from their bytes when
/// plain (`LibinputRecordReader.plainEntry`), every other line the general way.
@Suite("libinput record lines: the byte reading against the general reading")
struct LibinputLinesTests {
    static let header = "# libinput record\nversion: 1\nndevices: 1\ndevices:\n- node: /dev/input/event4\n  evdev:\n    absinfo:\n      53: [0, 799, 0, 0, 0]\n  events:\n"
    /// Lines starting a frame's list, and a few that look like it.
    static let listStarts = ["- evdev:", "    - evdev:", "  - evdev: # frame", "  - evdev:junk", "\t- evdev:", "  -  evdev:",
                             "  - evdev:\u{301}", "  - evdev", "  - hid:"]
    static let spaces = ["", " ", "  ", "   "]
    static let numbers = ["0", "3", "47", "-1", "500000", "999999", "1000000", "-0", "00012", "2147483647"]
    static let wrong = ["0x3", "+3", "- 3", "3 4", "", "a", "#", "\t3", "é", "３", "2147483648", "123456789012345678", "99999999999999999999", "-"]
    static let tails = ["", " # EV_ABS / ABS_MT_SLOT 0", "#", " junk", "\t# tab", " # é"]

    @Test("a recording reads to the same events and errors with and without the byte reading, over 500 seeded recordings")
    func theByteReadingAgreesWithTheGeneralReading() throws {
        var (passed, failed) = (0, 0)
        for seed in 0..<500 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var lines: [String] = []
            var seconds = 0, micro = 0
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                lines.append(Int.random(in: 0..<4, using: &random) > 0 ? "  - evdev:" : Self.listStarts.randomElement(using: &random)!)
                for _ in 0..<Int.random(in: 0...4, using: &random) {
                    micro += Int.random(in: -50...40_000, using: &random)  // now and then earlier: an error
                    if micro >= 1_000_000 { seconds += 1; micro -= 1_000_000 }
                    var fields = ["\(seconds)", "\(max(micro, 0))", "3", ["47", "53", "54", "57"].randomElement(using: &random)!,
                                  Self.numbers.randomElement(using: &random)!]
                    if Int.random(in: 0..<60, using: &random) == 0 {
                        fields[Int.random(in: 0..<5, using: &random)] = Self.wrong.randomElement(using: &random)!
                    }
                    if Int.random(in: 0..<150, using: &random) == 0 { fields.removeLast() }
                    let spaced = fields.map { Self.spaces.randomElement(using: &random)! + $0 + Self.spaces.randomElement(using: &random)! }
                    lines.append("    - [" + spaced.joined(separator: ",") + "]" + (Int.random(in: 0..<150, using: &random) == 0 ? "\u{301}" : Self.tails.randomElement(using: &random)!))
                }
                // The frame's SYN_REPORT, most of the time.
                if Int.random(in: 0..<60, using: &random) > 0 {
                    lines.append("    - [\(seconds), \(max(micro, 0)), 0, 0, \(Int.random(in: 0..<60, using: &random) == 0 ? 2 : 0)]")
                }
            }
            let header = Int.random(in: 0..<100, using: &random) == 0 ? String(Self.header.dropLast("  events:\n".count)) : Self.header
            let text = header + lines.joined(separator: "\n") + "\n"
            let read = outcome(text, plainEntries: true)
            #expect(read == outcome(text, plainEntries: false), "seed \(seed)")
            read.hasPrefix("r.yml:") ? (failed += 1) : (passed += 1)
        }
        // Both kinds, in numbers: recordings read whole, and recordings refused at some line.
        #expect(passed > 100 && failed > 100, "\(passed) read, \(failed) refused")
    }

    /// The events read, or the error's text.
    private func outcome(_ text: String, plainEntries: Bool) -> String {
        var device = DeviceDescription()
        var events: [RawEvent] = []
        do throws(InputError) {
            try LibinputRecordReader.read(text, file: "r.yml", device: &device, events: &events, plainEntries: plainEntries)
            return "\(events)"
        } catch {
            return error.description
        }
    }
}
