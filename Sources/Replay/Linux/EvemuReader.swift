import Runtime

/// evemu's line format: `# ` comments, description lines, `E: SEC.USEC TYPE CODE VALUE` (type and
/// code in hex, the value in decimal, zero-padded or signed), a comment after a tab or `#`.
enum EvemuReader {
    /// The newest format version known, 1.3, by its minor number: a newer one is read as it.
    static let newestMinor = 3

    /// Reads `text` into `device` and `events`; returns the warnings reading gives (a format
    /// version newer than 1.3, a clock's step back taken out when `lenient`: ``EventClock``).
    @discardableResult
    static func read(_ text: String, file: String, device: inout DeviceDescription, events: inout [RawEvent],
                     lenient: Bool = false) throws(InputError) -> [String] {
        device.bitmaskBytes = [:]
        var number = 0
        var sawContent = false
        var minor = 0
        var slotCode = false
        var warnings: [String] = []
        var clock = EventClock(lenient: lenient)
        for rawLine in TextLines(Substring(text)) {
            number += 1
            // The first line (blank ones before it aside) may say the format's version; none is 1.0.
            if !sawContent, !rawLine.allSatisfy(\.isWhitespace) {
                sawContent = true
                let version = try version(rawLine, number: number, file: file)
                minor = version.minor
                if let warning = version.warning { warnings.append(warning) }
            }
            // Most lines are plain event lines: read from their bytes (what ``readLine`` finds,
            // without splitting the line into words of `Character`s: ~50× fewer instructions).
            var bytes = rawLine
            if var event = bytes.withUTF8({ plainEvent($0, line: number) }) {
                // An event that went back, or whose shift would overflow, is read again below.
                let (moved, overflow) = event.time.addingReportingOverflow(clock.shift)
                if !overflow, (events.last?.time ?? .min) <= moved {
                    event.time = moved
                    events.append(event)
                    continue
                }
            }
            if rawLine.first == "#" { readSlotComment(rawLine, number: number, after: &slotCode, device: &device) }
            try readLine(rawLine, number: number, file: file, minor: minor, device: &device, events: &events, clock: &clock)
        }
        if let last = events.last, !last.isSynReport {
            // At the end itself, the line after the last line ending: the last event's line was
            // said to be "the end of the file", one line short of it.
            let end = TextLines.end(of: Substring(text))
            throw InputError(file: file, location: .text(line: end.line, column: end.column),
                             expected: "a frame ending with SYN_REPORT (E: SECONDS.MICROSECONDS 0000 0000 0)",
                             found: "the end of the file after the event on line \(last.line)" + cutOffRemedy(events))
        }
        return warnings + clock.warnings
    }

    /// Reads the slot the device was on from evemu's header comments: the `Value` line after
    /// `Event code 47 (ABS_MT_SLOT)` (`afterSlotCode` says that line came last).
    static func readSlotComment(_ line: Substring, number: Int, after afterSlotCode: inout Bool, device: inout DeviceDescription) {
        let words = line.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" })
        if words.count >= 4, words[0] == "Event", words[1] == "code" {
            afterSlotCode = words[2] == "47" && words[3] == "(ABS_MT_SLOT)"
        } else if afterSlotCode, words.count == 2, words[0] == "Value", let value = Int(words[1]) {
            device.currentSlot = (value, number)
            afterSlotCode = false
        }
    }

    /// What a recording cut off inside a frame (its recorder killed, the power lost) can do: keep
    /// its whole frames, up to the last `SYN_REPORT`, to replay them; " (no frame ends before it)"
    /// when it has none. The replay does not drop the part frame itself: that would be a guess
    /// at what the recording meant.
    /// - Complexity: O(k) for k events after the last `SYN_REPORT`.
    static func cutOffRemedy(_ events: [RawEvent]) -> String {
        guard let report = events.last(where: \.isSynReport) else { return " (no frame ends before it)" }
        return ": cut off inside a frame; its whole frames end at line \(report.line), the last SYN_REPORT (keep the lines up to it to replay them)"
    }

    /// The format version a file's first line says, by its minor number, as evemu's reader takes it
    /// (`parse_file_format_version` in evemu's src/evemu.c: `sscanf(line, "# EVEMU %hd.%hd")`): `#`,
    /// any blanks, `EVEMU`, any blanks, a number, a dot, any blanks, a number, then anything — so
    /// `#EVEMU 1.3` is 1.3. A first line that is not that is a comment, and the file 1.0, as in evemu,
    /// except a tag `EVEMU` followed by a blank or the line's end whose version is not two numbers
    /// (`# EVEMU 1`, `# EVEMU one`): evemu reads 1.0 there, and the `A:` lines of the version meant
    /// then fail, so it is refused at the version, as is a major version 0 (evemu never wrote one).
    /// A version newer than 1.3 (1.4, 2.0) is read as 1.3, the newest known, with a warning: evemu
    /// warns and reads a newer file as its own newest, and a line it cannot read is then an error.
    static func version(_ line: Substring, number: Int, file: String) throws(InputError) -> (minor: Int, warning: String?) {
        func isBlank(_ c: Character) -> Bool { c == " " || c == "\t" }
        guard line.first == "#" else { return (0, nil) }
        let tagged = line.dropFirst().drop(while: isBlank)
        guard tagged.hasPrefix("EVEMU") else { return (0, nil) }
        let afterTag = tagged.dropFirst("EVEMU".count)
        let version = afterTag.drop(while: isBlank)
        /// A number of up to 5 digits within a `short` (what `%hd` holds) at the start of `text`, taken off it.
        func readNumber(_ text: inout Substring) -> Int? {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard (1...5).contains(digits.count), let value = Int(digits), value <= Int(Int16.max) else { return nil }
            text = text.dropFirst(digits.count)
            return value
        }
        var rest = version
        if let major = readNumber(&rest), rest.first == "." {
            rest = rest.dropFirst().drop(while: isBlank)
            if major > 0, let minor = readNumber(&rest) {
                guard major > 1 || minor > newestMinor else { return (minor, nil) }
                let column = line.distance(from: line.startIndex, to: version.startIndex) + 1
                return (newestMinor, "\(file):\(number):\(column): the evemu format version \(major).\(minor) is newer than 1.\(newestMinor), the newest known: "
                        + "read as 1.\(newestMinor), as evemu reads a file newer than its own (with a warning); a line that version added is an error at it")
            }
        }
        // "# EVEMUX …" is a comment, as in evemu; the tag with a blank, a digit or the end after it is a version line.
        guard let next = afterTag.first, !isBlank(next), !(next.isASCII && next.isNumber) else {
            throw refuseVersion(line, version, number: number, file: file)
        }
        return (0, nil)
    }

    /// The error for a version line whose version, `version` (a part of `line`), is not one.
    private static func refuseVersion(_ line: Substring, _ version: Substring, number: Int, file: String) -> InputError {
        var shown = version
        while let last = shown.last, last == " " || last == "\t" { shown = shown.dropLast() }
        let column = line.distance(from: line.startIndex, to: version.startIndex) + 1
        return InputError(file: file, location: .text(line: number, column: column),
                          expected: "an evemu format version, MAJOR.MINOR (\"# EVEMU 1.3\"; 1.0 to 1.3 are known, a newer one is read as 1.3)",
                          found: shown.isEmpty ? "the end of the line" : InputError.excerpt(shown) { "\"\($0)\"" })
    }

    /// One line of any kind, read as words of `Character`s: a description line into `device` (an
    /// `A:` line with the fields the file's format version `1.minor` gives it), an event into
    /// `events` (in time order), a comment or blank line skipped.
    static func readLine(_ rawLine: Substring, number: Int, file: String, minor: Int, device: inout DeviceDescription,
                         events: inout [RawEvent], clock: inout EventClock) throws(InputError) {
        var line = rawLine
        if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let tag = words.first else { return }
        func column(_ index: String.Index) -> Int { rawLine.distance(from: rawLine.startIndex, to: index) + 1 }
        /// An error at word `index` saying `expected`, or after the last word when the line ends before it.
        func refuse(_ index: Int, _ expected: String) -> InputError {
            guard index < words.count else {
                return InputError(file: file, location: .text(line: number, column: column(words[words.count - 1].endIndex)),
                                  expected: expected, found: "the end of the line")
            }
            return InputError(file: file, location: .text(line: number, column: column(words[index].startIndex)), expected: expected,
                              found: InputError.excerpt(words[index]) { "\"\($0)\"" })
        }
        /// Word `index` as `read` reads it, or an error at it saying `expected`.
        func field<T>(_ index: Int, _ expected: String, _ read: (Substring) -> T?) throws(InputError) -> T {
            if index < words.count, let value = read(words[index]) { return value }
            throw refuse(index, expected)
        }
        switch tag {
        case "N:":
            device.name = String(line.dropFirst(2).drop { $0 == " " })
            device.named = (file, number)
        case "I:", "L:", "S:":
            return
        case "P:", "B:":
            // P: B0 … B7 (input properties) and B: TYPE B0 … B7 (the codes of an event type): the
            // bytes of a bitmask, least significant bit first, 8 a line, the lines in order.
            let grammar = tag == "P:" ? "(P: B0 B1 B2 B3 B4 B5 B6 B7)" : "(B: TYPE B0 B1 B2 B3 B4 B5 B6 B7)"
            let first = tag == "P:" ? 1 : 2
            let type = tag == "P:" ? -1 : try field(1, "an event type in hex \(grammar)") { Int($0, radix: 16) }
            var bytes: [Int] = []
            for index in first..<first + 8 {
                bytes.append(try field(index, "a byte in hex \(grammar)") { $0.count <= 2 ? Int($0, radix: 16) : nil })
            }
            if words.count > first + 8 { throw refuse(first + 8, "the end of the line (or a # comment) after the eighth byte \(grammar)") }
            let offset = device.bitmaskBytes[type, default: 0]
            device.bitmaskBytes[type] = offset + 8
            for (i, byte) in bytes.enumerated() {
                for bit in 0..<8 where byte >> bit & 1 == 1 {
                    if type == -1 { device.properties.insert(8 * (offset + i) + bit) } else { device.codes[type, default: []].insert(8 * (offset + i) + bit) }
                }
            }
        case "A:":
            // A: CODE MIN MAX FUZZ FLAT, and RESOLUTION from EVEMU 1.2 on: evemu's reader takes
            // exactly the fields the file's version has, so a line with more or fewer is not its.
            let resolution = minor >= 2
            let grammar = resolution ? "(A: CODE MIN MAX FUZZ FLAT RESOLUTION, as EVEMU 1.\(minor) writes it)"
                : "(A: CODE MIN MAX FUZZ FLAT, as EVEMU 1.\(minor) writes it: a resolution came in 1.2)"
            let code = try field(1, "an axis code in hex \(grammar)") { Int($0, radix: 16) }
            let min = try field(2, "a minimum in decimal \(grammar)") { Int($0) }
            let max = try field(3, "a maximum in decimal \(grammar)") { Int($0) }
            guard min <= max else { throw refuse(3, "a maximum ≥ the minimum, \(min) \(grammar)") }
            _ = try field(4, "a fuzz value in decimal \(grammar)") { Int($0) }
            _ = try field(5, "a flat value in decimal \(grammar)") { Int($0) }
            if resolution { _ = try field(6, "a resolution in decimal \(grammar)") { Int($0) } }
            let count = resolution ? 7 : 6
            if words.count > count {
                throw refuse(count, "the end of the line (or a # comment) after the \(resolution ? "resolution" : "flat value") \(grammar)")
            }
            device.axes[code] = (min, max)
        case "E:":
            let grammar = "(E: SECONDS.MICROSECONDS TYPE CODE VALUE)"
            let time = try field(1, "a time SECONDS.MICROSECONDS (up to 12 digits, a dot, 6 digits, as evemu writes it: its reader takes 1.5 as 1 s and 5 µs)") { microseconds($0) }
            let type = try field(2, "an event type in hex \(grammar)") { Int($0, radix: 16) }
            let code = try field(3, "an event code in hex \(grammar)") { Int($0, radix: 16) }
            // An evdev value is 32 bits, signed: decimal digits past that are out of range, not "not decimal".
            _ = try field(4, "a value in decimal \(grammar)") { word in
                let digits = word.first == "-" || word.first == "+" ? word.dropFirst() : word
                return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit) ? word : nil
            }
            let value = try field(4, "a value in the 32-bit range, \(Int32.min)…\(Int32.max)") { Int32($0).map(Int.init) }
            if words.count > 5 { throw refuse(5, "the end of the line (or a # comment) after the value") }
            try clock.append(RawEvent(time: time, type: type, code: code, value: value, line: number, column: column(words[4].startIndex)),
                             to: &events, file: file, timeColumn: column(words[1].startIndex), found: "\"\(words[1])\"")
        default:
            throw InputError(file: file, location: .text(line: number, column: column(tag.startIndex)),
                             expected: "an evemu line (N:, I:, P:, B:, A:, L:, S:, E: or a # comment)", found: "\"\(rawLine.prefix(60))\"")
        }
    }

    /// An event line in its plainest form — `E: `, then the time, type, code and value as below,
    /// separated by spaces or tabs, ASCII only, maybe a `#` comment at the end — or `nil` for
    /// anything else, which the general reading then reads (or refuses) as before.
    static func plainEvent(_ line: UnsafeBufferPointer<UInt8>, line number: Int) -> RawEvent? {
        var i = 0
        let n = line.count
        func blanks() -> Bool {
            let start = i
            while i < n, line[i] == 0x20 || line[i] == 0x09 { i += 1 }
            return i > start
        }
        /// Up to `limit` digits in `radix` (10 or 16); `nil` when there are none or more.
        func digits(_ radix: Int, limit: Int) -> Int? {
            var value = 0, count = 0
            while i < n {
                let byte = line[i]
                let digit: Int
                switch byte {
                case 0x30...0x39: digit = Int(byte - 0x30)
                case 0x41...0x46 where radix == 16: digit = Int(byte - 0x41 + 10)
                case 0x61...0x66 where radix == 16: digit = Int(byte - 0x61 + 10)
                case _: return count == 0 || count > limit ? nil : value
                }
                value = value * radix + digit
                count += 1
                i += 1
                if count > limit { return nil }
            }
            return count == 0 ? nil : value
        }
        guard n > 2, line[0] == 0x45, line[1] == 0x3A, !line.contains(where: { $0 >= 0x80 }) else { return nil }  // "E:"
        i = 2
        guard blanks(), let seconds = digits(10, limit: 12), i < n, line[i] == 0x2E else { return nil }  // "."
        i += 1
        let fractionStart = i
        guard let micro = digits(10, limit: 6), i - fractionStart == 6 else { return nil }
        guard blanks(), let type = digits(16, limit: 8), blanks(), let code = digits(16, limit: 8), blanks() else { return nil }
        let valueColumn = i + 1  // ASCII: a byte is a column
        let negative = i < n && line[i] == 0x2D  // "-"
        if negative { i += 1 }
        guard let magnitude = digits(10, limit: 10), magnitude < 1 << 31 || (negative && magnitude == 1 << 31) else { return nil }
        _ = blanks()
        guard i == n || line[i] == 0x23 else { return nil }  // the end, or "#"
        return RawEvent(time: Int64(seconds) * 1_000_000 + Int64(micro), type: type, code: code,
                        value: negative ? -magnitude : magnitude, line: number, column: valueColumn)
    }

    /// `1357751027.090934` → microseconds; at most 12 digits of seconds, exactly 6 of microseconds,
    /// as evemu writes them (`%lu.%06u`). Fewer are refused: evemu's reader takes them as a count of
    /// microseconds (`1.5` is 1 s and 5 µs, `1.5000` 5 ms), where a person means a decimal fraction.
    static func microseconds(_ text: Substring) -> Int64? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...12).contains(parts[0].count), parts[1].count == 6,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let seconds = Int64(parts[0]), let micro = Int64(parts[1]) else { return nil }
        return seconds * 1_000_000 + micro
    }
}
