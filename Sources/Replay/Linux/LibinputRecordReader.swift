import Runtime

/// The parts of `libinput record` YAML a replay needs, read line by line rather than as general
/// YAML (the format is line-oriented; its man page asks parsers to ignore keys they do not know):
/// each device's (each `- node:` of `devices:`) `name`, `codes` (`TYPE: [CODE, ...]`), `properties`
/// and `absinfo` (`CODE: [min, max, fuzz, flat, resolution]`), its udev properties
/// `LIBINPUT_CALIBRATION_MATRIX` (the calibration libinput applied to it) and `ID_INPUT_*` (what
/// libinput handles it as, see ``DeviceDescription/kind``), and its `evdev` event entries `- [SEC,
/// USEC, TYPE, CODE, VALUE]` (decimal). Comments, `hid`, other `udev` properties, `quirks` and
/// `libinput` entries are skipped.
///
/// A recording of several devices (`libinput record /dev/input/event3 /dev/input/event4 out.yml`,
/// a kiosk's touchscreen with its keyboard) replays the one device that can move a pointer
/// (``pointing(_:count:file:)``); `ndevices:` must count the devices listed.
///
/// The format's version, `version: 1` at the top level, comes before the events: libinput bumps it
/// only for changes older readers cannot follow, so another version, or none, is an error (the
/// `version:` under `libinput:` is libinput's own, not the format's).
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
        /// `written`: the entry as written, from its `[` up to (not including) its `]`.
        var last: (written: Substring, line: Int, column: Int, isReport: Bool)?

        /// Refuses the list unless its last entry is a SYN_REPORT: at the list's line, or at the
        /// end of the file, `end`, when the file ends inside it (naming the line of its last entry).
        func requireReport(file: String, end: (line: Int, column: Int)? = nil) throws(InputError) {
            if let last, last.isReport { return }
            let expected = "an evdev frame ending with SYN_REPORT ([SECONDS, MICROSECONDS, 0, 0, 0])"
            if let end {
                throw InputError(file: file, location: .text(line: end.line, column: end.column),
                                 expected: expected, found: "the end of the file after the \(last.map { "entry on line \($0.line)" } ?? "list on line \(line)"): "
                                    + "cut off inside a frame (delete its list, from line \(line), to replay the frames before it)")
            }
            throw InputError(file: file, location: .text(line: line, column: column), expected: expected,
                             found: last.map { "\"\($0.written)]\" as its last entry (line \($0.line))" } ?? "no entries")
        }
    }

    /// One device of a recording: its `- node:` line (the path, the line, the path's column; `nil`
    /// in a file that lists its one device without one), its description and its events.
    struct Device {
        var node: (path: String, line: Int, column: Int)?
        var description: DeviceDescription
        var events: [RawEvent]

        /// `"Name" (/dev/input/event4)`, as messages name the device.
        var label: String {
            let node = node.map { "(\($0.path))" } ?? "(no node)"
            return description.name.map { "\"\($0)\" \(node)" } ?? node
        }

        /// What the device is, as messages say it: `a touchscreen`, or, for a device whose
        /// description lists no codes and no udev kind, that its kind is not known.
        var kindNamed: String {
            description.kind?.named ?? "a device of unknown kind (\(description.noCodes.lacking))"
        }
    }

    /// Reads `text`'s devices and, of several, picks the one to replay (``pointing(_:count:file:)``):
    /// its description into `device`, its events into `events`. Returns the warnings that reading
    /// gives (what `lenient` bent, a device passed over). `plainEntries: false` reads every line the
    /// general way (the tests' reference for the byte reading of plain entries).
    @discardableResult
    static func read(_ text: String, file: String, device: inout DeviceDescription, events: inout [RawEvent],
                     lenient: Bool = false, plainEntries: Bool = true) throws(InputError) -> [String] {
        let (devices, count, bent) = try readDevices(text, file: file, template: device, lenient: lenient, plainEntries: plainEntries)
        let (chosen, warnings) = try pointing(devices, count: count, file: file)
        device = chosen.description
        events = chosen.events
        return bent + warnings
    }

    /// Reads every device of `text`, in the order listed, each from a copy of `template`, and the
    /// `ndevices:` count (its value, line and the value's column), after checking that it counts
    /// the devices listed. A file listing no `- node:` is read as one device (as hand-written ones are).
    ///
    /// In libinput-record.c each device's events go to a file of its own (the first device's to the
    /// output, the others' appended after it when the recording stops), so the devices' lists follow
    /// one another rather than interleave, each in time order (`lenient`: a step back taken out, see
    /// ``EventClock``, each device's on its own). Their times share one clock: every
    /// event's kernel time (CLOCK_MONOTONIC, set with `libevdev_set_clock_id`) less one offset for
    /// the whole recording — with one device its first event's time, with several the recording's
    /// start (`clock_gettime` before the first event; "If we have more than one device, the time
    /// starts at recording start time"). So a device listed after another may start before that
    /// one's last event: each device's times are checked in order on their own, and the device
    /// replayed, as a one-device recording, from its own first event.
    ///
    /// YAML forbids tabs in indentation (libinput's own replay tool, reading it with PyYAML, refuses
    /// such a file): a line indented with one is an error at the tab, and `lenient` reads it with a
    /// tab stop every 8 columns, as a recording pasted into a document brings them, in one warning.
    /// A key may be quoted, `"version": 1` as `version: 1` (YAML's quoted keys), a number excepted:
    /// a quoted `"53"` is a string, which libinput's tools do not take for an event code.
    static func readDevices(_ text: String, file: String, template: DeviceDescription, lenient: Bool = false,
                            plainEntries: Bool = true) throws(InputError) -> ([Device], count: (value: Int, line: Int, column: Int)?, warnings: [String]) {
        var device = template
        device.rangesFrom = "the device's absinfo (\"CODE: [min, max, fuzz, flat, resolution]\" under \"absinfo:\" in its evdev:)"
        device.noCodes = (lacking: "no codes: in its evdev:", remedy: "record it with libinput record, which lists them, to have it told")
        let fresh = device
        var events: [RawEvent] = []
        var clock = EventClock(lenient: lenient)
        var warnings: [String] = []
        /// Lines indented with tabs, read (`lenient`) with a tab stop every 8 columns.
        var tabbed = Tally()
        /// The devices read before the one being read, and its `- node:` line.
        var finished: [Device] = []
        var node: (path: String, line: Int, column: Int)?
        var count: (value: Int, line: Int, column: Int)?
        var number = 0
        var sawEvents = false
        /// The block of `CODE: [...]` lines being read: the device's `absinfo:` or its `codes:`.
        enum Block { case absinfo, codes }
        var block: Block?
        var blockIndent = 0
        var frame: Frame?
        /// The top level's indent (the first key's), and whether its `version: 1` has been read.
        var topIndent: Int?
        var sawVersion = false
        /// An entry `- [SECONDS, MICROSECONDS, TYPE, CODE, VALUE]` of the list being read: `written`
        /// from its `[` to before its `]`, a part of `lineText`, whose columns the errors count.
        func entry(_ numbers: [Int], written: Substring, in lineText: Substring, indent: Int, timeColumn: Int, valueColumn: Int,
                   rawLine: Substring) throws(InputError) {
            func fail(_ expected: String) -> InputError {
                InputError(file: file, location: .text(line: number, column: indent + 1), expected: expected, found: "\"\(rawLine.prefix(60))\"")
            }
            /// An error at number `field` (0 for the seconds) saying `expected`.
            func refuse(_ field: Int, _ expected: String) -> InputError {
                var start = written.dropFirst()
                for _ in 0..<field { start = start.drop { $0 != "," }.dropFirst() }
                start = start.drop { $0 == " " }
                return InputError(file: file, location: .text(line: number, column: lineText.distance(from: lineText.startIndex, to: start.startIndex) + 1),
                                  expected: expected, found: "\(numbers[field])")
            }
            guard var open = frame else { throw fail("an event inside an evdev list (after \"- evdev:\")") }
            guard numbers.count == 5 else { throw fail("an event \"- [SECONDS, MICROSECONDS, TYPE, CODE, VALUE]\"") }
            guard (0..<1_000_000_000_000).contains(numbers[0]) else { throw refuse(0, "the event's seconds, 0…999999999999") }
            guard (0..<1_000_000).contains(numbers[1]) else { throw refuse(1, "the event's microseconds, 0…999999") }
            guard Int32(exactly: numbers[4]) != nil else { throw refuse(4, "a value in the 32-bit range, \(Int32.min)…\(Int32.max)") }
            let event = RawEvent(time: Int64(numbers[0]) * 1_000_000 + Int64(numbers[1]), type: numbers[2], code: numbers[3],
                                 value: numbers[4], line: number, column: valueColumn)
            if let last = open.last, last.isReport {
                throw fail("the list to end at its SYN_REPORT (line \(last.line)): one frame per \"- evdev:\" list, the next frame in a list of its own")
            }
            if event.isSynReport, event.value != 0, event.value != 1 {
                throw refuse(4, "a SYN_REPORT of value 0 or 1 ([SECONDS, MICROSECONDS, 0, 0, 0])")
            }
            try clock.append(event, to: &events, file: file, timeColumn: timeColumn, found: "\(event.secondsText) s")
            open.last = (written, number, indent + 1, event.isSynReport)
            frame = open
        }
        /// A line `- evdev:`, which starts a list (one frame): it ends the list being read.
        func listStart(indent: Int, rawLine: Substring) throws(InputError) {
            try frame?.requireReport(file: file)
            guard sawVersion else {
                throw InputError(file: file, location: .text(line: number, column: indent + 1),
                                 expected: "a \"version: 1\" line (the libinput record format version) before the events", found: "none")
            }
            // Under a key of another name (a misspelt `events:`) the lists would be a guess.
            guard sawEvents else {
                throw InputError(file: file, location: .text(line: number, column: indent + 1),
                                 expected: "an evdev list under the device's \"events:\"", found: "\"\(rawLine.prefix(60))\"")
            }
            frame = Frame(line: number, column: indent + 1)
        }
        var numbers: [Int] = []
        for rawLine in TextLines(Substring(text)) {
            number += 1
            // Most lines are plain entries: read from their bytes (what the reading below finds,
            // without expanding tabs and splitting the line into `Character`s).
            var bytes = rawLine
            if plainEntries, let plain = bytes.withUTF8({ plainEntry($0, into: &numbers) }) {
                let utf8 = rawLine.utf8
                let written = rawLine[utf8.index(rawLine.startIndex, offsetBy: plain.open)..<utf8.index(rawLine.startIndex, offsetBy: plain.close)]
                try entry(numbers, written: written, in: rawLine, indent: plain.indent, timeColumn: plain.timeColumn, valueColumn: plain.valueColumn, rawLine: rawLine)
                continue
            }
            if plainEntries, let indent = bytes.withUTF8({ plainListStart($0) }) {
                try listStart(indent: indent, rawLine: rawLine)
                continue
            }
            // YAML's indentation is spaces: a tab in it is an error at the tab (a blank or
            // comment-only line may hold one), unless lenient.
            let lead = rawLine.prefix { $0 == " " || $0 == "\t" }
            if let tab = lead.firstIndex(of: "\t"), lead.endIndex < rawLine.endIndex, rawLine[lead.endIndex] != "#" {
                guard lenient else {
                    throw InputError(file: file, location: .text(line: number, column: rawLine.distance(from: rawLine.startIndex, to: tab) + 1),
                                     expected: "an indentation of spaces (YAML forbids tabs there; --lenient reads them as tab stops every 8 columns, as a recording pasted into a document has them)",
                                     found: "a tab")
                }
                tabbed.note(at: number)
            }
            var line = Substring(rawLine.replacing("\t", with: "        "))
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            line = unquotingKey(line)
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent).drop { $0 == " " }
            guard !trimmed.isEmpty else { continue }
            if topIndent == nil { topIndent = indent }
            func fail(_ expected: String) -> InputError {
                InputError(file: file, location: .text(line: number, column: indent + 1), expected: expected, found: "\"\(rawLine.prefix(60))\"")
            }
            /// A word of a list `[ … ]` that is no integer, at its column.
            func badNumber(_ word: Substring) -> InputError {
                let found = word.prefix { $0 != "," && $0 != "]" }
                return InputError(file: file, location: .text(line: number, column: line.distance(from: line.startIndex, to: word.startIndex) + 1),
                                  expected: "an integer (decimal, or 0x and hexadecimal digits)",
                                  found: !found.isEmpty ? "\"\(found.prefix(60))\""
                                      : word.endIndex < line.endIndex && line[word.endIndex] == "," ? "nothing before the next comma" : "nothing before the closing ]")
            }
            // An entry: a dash, one space or more (YAML takes any number; libinput writes one), a list.
            let afterDash = trimmed.first == "-" ? trimmed.dropFirst().drop { $0 == " " } : trimmed[trimmed.endIndex...]
            if afterDash.first == "[", afterDash.startIndex > trimmed.index(after: trimmed.startIndex) {
                if frame == nil { throw fail("an event inside an evdev list (after \"- evdev:\")") }
                let seconds = afterDash.dropFirst().drop { $0 == " " }
                // The value: after the fourth comma and the spaces after it (only read when there are five numbers).
                var value = afterDash.dropFirst()
                for _ in 0..<4 { value = value.drop { $0 != "," }.dropFirst() }
                value = value.drop { $0 == " " }
                try entry(try list(afterDash, fail: fail, badNumber: badNumber), written: afterDash.prefix { $0 != "]" }, in: line, indent: indent,
                          timeColumn: line.distance(from: line.startIndex, to: seconds.startIndex) + 1,
                          valueColumn: line.distance(from: line.startIndex, to: value.startIndex) + 1, rawLine: rawLine)
                continue
            }
            // Any other line ends the list being read.
            try frame?.requireReport(file: file)
            frame = nil
            if afterDash.hasPrefix("evdev:"), afterDash.startIndex > trimmed.index(after: trimmed.startIndex) {
                try listStart(indent: indent, rawLine: rawLine)
                continue
            }
            if trimmed.hasPrefix("events:") {
                sawEvents = true
                continue
            }
            // `- node: /dev/input/eventN` starts a device of `devices:`: the device read so far, if
            // it has its node, is finished, and the next one begins.
            if trimmed.hasPrefix("- node:") {
                var path = trimmed.dropFirst("- node:".count).drop { $0 == " " }
                while path.last == " " { path = path.dropLast() }
                if let previous = node {
                    finished.append(Device(node: previous, description: device, events: events))
                    device = fresh
                    events = []
                    warnings += clock.warnings
                    clock = EventClock(lenient: lenient)
                    sawEvents = false
                }
                node = (String(path), number, line.distance(from: line.startIndex, to: path.startIndex) + 1)
                block = nil
                continue
            }
            // The udev property libinput takes the device's calibration from (its evdev.c reads it
            // as six numbers separated by spaces); the man page's other udev properties are skipped.
            let calibrationKey = "- LIBINPUT_CALIBRATION_MATRIX="
            if trimmed.hasPrefix(calibrationKey) {
                var value = trimmed.dropFirst(calibrationKey.count)
                while value.last == " " { value = value.dropLast() }
                let words = value.split(separator: " ")
                let numbers = words.compactMap { Double($0) }.filter(\.isFinite)
                guard words.count == 6, numbers.count == 6 else {
                    throw InputError(file: file, location: .text(line: number, column: line.distance(from: line.startIndex, to: value.startIndex) + 1),
                                     expected: "LIBINPUT_CALIBRATION_MATRIX=A B C D E F (libinput's calibration matrix, six numbers)",
                                     found: value.isEmpty ? "nothing" : InputError.excerpt(value) { "\"\($0)\"" })
                }
                device.calibration = numbers
                continue
            }
            // udev's ID_INPUT_* properties: what libinput handles the device as (it picks its
            // handling by them, hwdb overrides included, not by the codes).
            if trimmed.hasPrefix("- ID_INPUT_") {
                let property = trimmed.dropFirst("- ID_INPUT_".count)
                if let equals = property.firstIndex(of: "="), property[property.index(after: equals)...].split(separator: " ") == ["1"],
                   DeviceDescription.udevKindTags.contains(String(property[..<equals])) {
                    device.udevTags.insert(String(property[..<equals]))
                }
                continue
            }
            if trimmed.hasPrefix("version:"), indent == topIndent {
                var version = trimmed.dropFirst("version:".count).drop { $0 == " " }
                while version.last == " " { version = version.dropLast() }
                guard version == "1" else {
                    let column = line.distance(from: line.startIndex, to: version.isEmpty ? line.endIndex : version.startIndex) + 1
                    throw InputError(file: file, location: .text(line: number, column: column),
                                     expected: "the libinput record format version 1 (\"version: 1\")",
                                     found: version.isEmpty ? "the end of the line" : InputError.excerpt(version) { "\"\($0)\"" })
                }
                sawVersion = true
                continue
            }
            if trimmed.hasPrefix("ndevices:") {
                let value = trimmed.dropFirst("ndevices:".count).drop { $0 == " " }
                guard let n = Int(value.filter { $0 != " " }), n >= 1 else { throw fail("a count of devices (ndevices: N, N ≥ 1)") }
                count = (n, number, line.distance(from: line.startIndex, to: value.startIndex) + 1)
                continue
            }
            if trimmed.hasPrefix("absinfo:") || trimmed.hasPrefix("codes:") {
                block = trimmed.hasPrefix("absinfo:") ? .absinfo : .codes
                blockIndent = indent
                continue
            }
            if let open = block {
                if indent > blockIndent, let colon = trimmed.firstIndex(of: ":"), let key = Int(trimmed[..<colon].filter { $0 != " " }) {
                    let numbers = try list(trimmed[trimmed.index(after: colon)...], fail: fail, badNumber: badNumber)
                    switch open {
                    case .absinfo:
                        guard numbers.count >= 2, numbers[0] <= numbers[1] else { throw fail("an axis \"CODE: [min, max, fuzz, flat, resolution]\"") }
                        device.axes[key] = (numbers[0], numbers[1])
                    case .codes:
                        device.codes[key, default: []].formUnion(numbers)
                    }
                    continue
                }
                block = nil
            }
            // The device's `properties: [...]` (udev's `properties:` holds a list below it instead).
            if trimmed.hasPrefix("properties:"), trimmed.dropFirst("properties:".count).drop(while: { $0 == " " }).first == "[" {
                device.properties.formUnion(try list(trimmed.dropFirst("properties:".count), fail: fail, badNumber: badNumber))
                continue
            }
            if trimmed.hasPrefix("name:"), device.named == nil {
                var name = trimmed.dropFirst("name:".count).drop { $0 == " " }
                while name.last == " " { name = name.dropLast() }
                if name.count >= 2, name.first == "\"", name.last == "\"" { name = name.dropFirst().dropLast() }
                device.name = String(name)
                device.named = (file, number)
                continue
            }
        }
        // "The end of the file" is placed where the file ends, the line after its last line ending.
        if let frame { try frame.requireReport(file: file, end: TextLines.end(of: Substring(text))) }
        if !sawVersion {
            let end = TextLines.end(of: Substring(text))
            throw InputError(file: file, location: .text(line: end.line, column: end.column),
                             expected: "a \"version: 1\" line (the libinput record format version)", found: "the end of the file")
        }
        let listed = finished.count + (node == nil ? 0 : 1)
        finished.append(Device(node: node, description: device, events: events))
        // A count that is not the devices listed is a file cut short (libinput record writes the
        // other devices' lists after the first's when it stops) or one edited by hand.
        if let count, count.value != listed, listed > 0 || count.value > 1 {
            let lines = finished.compactMap { $0.node.map { "\($0.line)" } }
            throw InputError(file: file, location: .text(line: count.line, column: count.column),
                             expected: "\(count.value) device\(count.value == 1 ? "" : "s") under \"devices:\" (a \"- node:\" each), as ndevices says",
                             found: listed == 0 ? "none" : "\(listed) (line\(listed == 1 ? "" : "s") \(lines.joined(separator: ", ")))")
        }
        if tabbed.count > 0 {
            warnings.append("\(file): lenient: \(tabbed.counted("line", "lines")) indented with tabs read with a tab stop every 8 columns, first at line \(tabbed.firstLine) (YAML forbids tabs in indentation)")
        }
        return (finished, count, warnings + clock.warnings)
    }

    /// `line` with its key unquoted when it is quoted — `"version": 1` or `'version': 1`, a `- `
    /// before it or not — as `version:   1`, the colon's two quotes' width made up with spaces after
    /// it, so that the columns after the key stay those of the line; any other line as it is. A key
    /// holding an escape, a quote or no letter (a quoted number is a string in YAML) is left quoted.
    static func unquotingKey(_ line: Substring) -> Substring {
        let indent = line.prefix { $0 == " " }
        var key = line[indent.endIndex...]
        if key.hasPrefix("- ") { key = key.dropFirst(2).drop { $0 == " " } }
        guard let quote = key.first, quote == "\"" || quote == "'" else { return line }
        let inside = key.dropFirst().prefix { $0 != quote }
        let close = inside.endIndex
        guard close < line.endIndex, !inside.isEmpty, !inside.contains("\\"), inside.contains(where: \.isLetter) else { return line }
        let afterQuote = line.index(after: close)
        let spaces = line[afterQuote...].prefix { $0 == " " }
        guard spaces.endIndex < line.endIndex, line[spaces.endIndex] == ":" else { return line }
        let rest = line[line.index(after: spaces.endIndex)...]
        return Substring(line[..<key.startIndex] + inside + spaces + ":  " + rest)
    }

    /// Of a recording's `devices`, the one to replay: the only one, else the one that can move a
    /// pointer — a touchscreen, a tablet, a mouse, an absolute mouse, a touchpad (refused later, as
    /// alone) or a device whose kind is not known — the others (keyboards, power buttons, lid
    /// switches, a tablet's pad) passed over with one warning naming them. Several that can point
    /// are an error at the second one's `- node:` (which to follow would be a guess), none an error
    /// at `ndevices:` (else at the first `- node:`), each naming the devices.
    static func pointing(_ devices: [Device], count: (value: Int, line: Int, column: Int)?,
                         file: String) throws(InputError) -> (Device, warnings: [String]) {
        guard devices.count > 1 else { return (devices[0], []) }
        let pointers = devices.indices.filter { devices[$0].description.kind.map { $0 != .noPointer && $0 != .tabletPad } ?? true }
        func each(_ indices: some Sequence<Int>) -> String { indices.map { "\(devices[$0].label), \(devices[$0].kindNamed)" }.joined(separator: "; ") }
        guard let chosen = pointers.first else {
            let place = count.map { ($0.line, $0.column) } ?? devices[0].node.map { ($0.line, $0.column) } ?? (1, 1)
            throw InputError(file: file, location: .text(line: place.0, column: place.1),
                             expected: "a touchscreen, a tablet's pen or a mouse among the recording's \(devices.count) devices",
                             found: "none: \(each(devices.indices))")
        }
        if pointers.count > 1 {
            let place = devices[pointers[1]].node.map { ($0.line, $0.column) } ?? (1, 1)
            throw InputError(file: file, location: .text(line: place.0, column: place.1),
                             expected: "one device that moves a pointer among the recording's \(devices.count) devices (record it alone: libinput record /dev/input/eventN)",
                             found: "\(pointers.count): \(each(pointers))")
        }
        let passed = devices.indices.filter { $0 != chosen }
        return (devices[chosen], ["\(file): \(passed.count) of its \(devices.count) devices passed over, moving no pointer: \(each(passed)); "
                                  + "replayed \(devices[chosen].label), \(devices[chosen].kindNamed)"])
    }

    /// An entry in its plainest form — spaces, `- [`, five decimal integers (a `-` allowed) with
    /// spaces around them, `]`, then anything; ASCII only — its numbers into `numbers`,
    /// or `nil` for anything else, which the general reading then reads (or refuses).
    /// `open` and `close` are the offsets of the `[` and the `]`; `timeColumn` the first number's
    /// column, `valueColumn` the last's (its sign included).
    static func plainEntry(_ line: UnsafeBufferPointer<UInt8>, into numbers: inout [Int])
        -> (indent: Int, open: Int, close: Int, timeColumn: Int, valueColumn: Int)? {
        let n = line.count
        var i = 0
        while i < n, line[i] == 0x20 { i += 1 }
        let indent = i
        guard i + 3 <= n, line[i] == 0x2D, line[i + 1] == 0x20, line[i + 2] == 0x5B,  // "- ["
              !line.contains(where: { $0 >= 0x80 }) else { return nil }
        let open = i + 2
        i += 3
        while i < n, line[i] == 0x20 { i += 1 }
        let timeColumn = i + 1
        numbers.removeAll(keepingCapacity: true)
        var valueColumn = 0
        while true {
            while i < n, line[i] == 0x20 { i += 1 }
            if numbers.count == 4 { valueColumn = i + 1 }
            let negative = i < n && line[i] == 0x2D
            if negative { i += 1 }
            var value = 0, count = 0
            while i < n, line[i] >= 0x30, line[i] <= 0x39 {
                guard count < 17 else { return nil }  // no overflow: the general reading has the longer ones
                value = value * 10 + Int(line[i] - 0x30)
                count += 1
                i += 1
            }
            guard count > 0 else { return nil }
            numbers.append(negative ? -value : value)
            while i < n, line[i] == 0x20 { i += 1 }
            guard i < n, numbers.count <= 5 else { return nil }
            if line[i] == 0x5D { break }  // "]"
            guard line[i] == 0x2C else { return nil }  // ","
            i += 1
        }
        guard numbers.count == 5 else { return nil }
        return (indent, open, i, timeColumn, valueColumn)
    }

    private static let listStartBytes = Array("- evdev:".utf8)

    /// The indent of a line `- evdev:` (spaces, then that, then anything; ASCII only), or `nil`.
    static func plainListStart(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        while i < line.count, line[i] == 0x20 { i += 1 }
        let start = listStartBytes
        guard line.count - i >= start.count, line[i..<i + start.count].elementsEqual(start),
              !line.contains(where: { $0 >= 0x80 }) else { return nil }
        return i
    }

    /// `[1, -2, 3]` → the integers (decimal; `0x` hex as libinput writes HID bytes); `[]` none.
    /// A list that does not open and close is `fail`'s error; a word in it that is no integer
    /// (`x`, or nothing between two commas) is `badNumber`'s, given the word as the line writes it.
    static func list(_ text: Substring, fail: (String) -> InputError, badNumber: (Substring) -> InputError) throws(InputError) -> [Int] {
        let body = text.drop { $0 == " " }
        guard body.first == "[", let close = body.firstIndex(of: "]") else { throw fail("a list [ … ]") }
        let inside = body[body.index(after: body.startIndex)..<close]
        guard inside.contains(where: { $0 != " " }) else { return [] }
        var numbers: [Int] = []
        for word in inside.split(separator: ",", omittingEmptySubsequences: false) {
            let spaced = word.drop { $0 == " " }
            let token = spaced.prefix { $0 != " " }
            guard spaced.dropFirst(token.count).allSatisfy({ $0 == " " }),
                  let n = token.hasPrefix("0x") ? Int(token.dropFirst(2), radix: 16) : Int(token) else {
                throw badNumber(spaced)
            }
            numbers.append(n)
        }
        return numbers
    }
}
