import Runtime

/// The parts of `libinput record` YAML a replay needs, read line by line rather than as general
/// YAML (the format is line-oriented; its man page asks parsers to ignore keys they do not know):
/// the first device's `absinfo` (`CODE: [min, max, fuzz, flat, resolution]`) and its `evdev`
/// event entries `- [SEC, USEC, TYPE, CODE, VALUE]` (decimal). Comments, `hid`, `udev`, `quirks`
/// and `libinput` entries are skipped. Recordings of several devices are refused: which one's
/// pointer to follow would be a guess.
///
/// Each `- evdev:` list is one frame, and libinput ends it with its SYN_REPORT (value 0, or 1
/// after a key's repeat): a list that ends otherwise, an entry after the SYN_REPORT in the same
/// list, a SYN_REPORT of another value, or an entry outside a list, is an error rather than a
/// frame merged into the next or split in two (as libinput's own `verify-yaml` checks).
enum LibinputRecordReader {
    /// An `- evdev:` list being read: where it starts, and its last entry so far.
    struct Frame {
        var line: Int
        var column: Int
        var last: (written: String, line: Int, column: Int, isReport: Bool)?

        /// Refuses the list unless its last entry is a SYN_REPORT: at the list's line, or at its
        /// last line when the file ends inside it (`atEnd`).
        func requireReport(file: String, atEnd: Bool = false) throws(InputError) {
            if let last, last.isReport { return }
            let expected = "an evdev frame ending with SYN_REPORT ([SECONDS, MICROSECONDS, 0, 0, 0])"
            if atEnd {
                throw InputError(file: file, location: .text(line: last?.line ?? line, column: last?.column ?? column),
                                 expected: expected, found: "the end of the file")
            }
            throw InputError(file: file, location: .text(line: line, column: column), expected: expected,
                             found: last.map { "\"\($0.written)\" as its last entry (line \($0.line))" } ?? "no entries")
        }
    }

    static func read(_ text: String, file: String, device: inout DeviceDescription, events: inout [RawEvent]) throws(InputError) {
        device.rangesFrom = "the device's absinfo (\"CODE: [min, max, fuzz, flat, resolution]\" under \"absinfo:\" in its evdev:)"
        var number = 0
        var sawEvents = false
        var inAbsinfo = false
        var absinfoIndent = 0
        var frame: Frame?
        for rawLine in TextLines(Substring(text)) {
            number += 1
            var line = Substring(rawLine.replacing("\t", with: "        "))
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent).drop { $0 == " " }
            guard !trimmed.isEmpty else { continue }
            func fail(_ expected: String) -> InputError {
                InputError(file: file, location: .text(line: number, column: indent + 1), expected: expected, found: "\"\(rawLine.prefix(60))\"")
            }
            if trimmed.hasPrefix("- [") {
                guard var open = frame else { throw fail("an event inside an evdev list (after \"- evdev:\")") }
                let numbers = try list(trimmed.dropFirst(2), fail: fail)
                guard numbers.count == 5, numbers[0] >= 0, numbers[1] >= 0, numbers[1] < 1_000_000, numbers[0] < 1_000_000_000_000,
                      abs(numbers[4]) < 1 << 31 else {
                    throw fail("an event \"- [SECONDS, MICROSECONDS, TYPE, CODE, VALUE]\"")
                }
                let event = RawEvent(time: Int64(numbers[0]) * 1_000_000 + Int64(numbers[1]), type: numbers[2], code: numbers[3],
                                     value: numbers[4], line: number)
                if let last = open.last, last.isReport {
                    throw fail("the list to end at its SYN_REPORT (line \(last.line)): one frame per \"- evdev:\" list, the next frame in a list of its own")
                }
                if event.isSynReport, event.value != 0, event.value != 1 {
                    throw fail("a SYN_REPORT of value 0 or 1 ([SECONDS, MICROSECONDS, 0, 0, 0])")
                }
                let seconds = trimmed.dropFirst(3).drop { $0 == " " }
                try events.appendInTimeOrder(event, file: file, timeColumn: line.distance(from: line.startIndex, to: seconds.startIndex) + 1,
                                             found: "\(event.secondsText) s")
                open.last = (trimmed.dropFirst(2).prefix { $0 != "]" } + "]", number, indent + 1, event.isSynReport)
                frame = open
                continue
            }
            // Any other line ends the list being read.
            try frame?.requireReport(file: file)
            frame = nil
            if trimmed.hasPrefix("- evdev:") {
                // Under a key of another name (a misspelt `events:`) the lists would be a guess.
                guard sawEvents else { throw fail("an evdev list under the device's \"events:\"") }
                frame = Frame(line: number, column: indent + 1)
                continue
            }
            if trimmed.hasPrefix("events:") {
                sawEvents = true
                continue
            }
            if trimmed.hasPrefix("ndevices:") {
                let count = trimmed.dropFirst("ndevices:".count).filter { $0 != " " }
                guard count == "1" else { throw fail("a recording of one device (ndevices: 1)") }
                continue
            }
            if trimmed.hasPrefix("absinfo:") {
                inAbsinfo = true
                absinfoIndent = indent
                continue
            }
            if inAbsinfo {
                if indent > absinfoIndent, let colon = trimmed.firstIndex(of: ":"), let code = Int(trimmed[..<colon].filter { $0 != " " }) {
                    let numbers = try list(trimmed[trimmed.index(after: colon)...], fail: fail)
                    guard numbers.count >= 2, numbers[0] <= numbers[1] else { throw fail("an axis \"CODE: [min, max, fuzz, flat, resolution]\"") }
                    device.axes[code] = (numbers[0], numbers[1])
                    continue
                }
                inAbsinfo = false
            }
        }
        try frame?.requireReport(file: file, atEnd: true)
    }

    /// `[1, -2, 3]` → the integers (decimal; `0x` hex as libinput writes HID bytes).
    static func list(_ text: Substring, fail: (String) -> InputError) throws(InputError) -> [Int] {
        let body = text.drop { $0 == " " }
        guard body.first == "[", let close = body.firstIndex(of: "]") else { throw fail("a list [ … ]") }
        var numbers: [Int] = []
        for word in body[body.index(after: body.startIndex)..<close].split(separator: ",") {
            let token = word.filter { $0 != " " }
            guard let n = token.hasPrefix("0x") ? Int(token.dropFirst(2), radix: 16) : Int(token) else {
                throw fail("a list of integers")
            }
            numbers.append(n)
        }
        return numbers
    }
}
