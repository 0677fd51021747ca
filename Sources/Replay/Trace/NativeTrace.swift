import Runtime
import DropEngine
import DropGeometry
import TaskModel

/// The native trace format: one statement per line, human-writable. The README has the grammar.
///
/// ```text
/// scene todo
/// # Long-press "Buy milk" and drop it on Complete.
/// 0     down 1 touch 250 92
/// +300  move 1 650 150 over 400
/// +100  up 1
/// expect action complete t1
/// expect completed 1
/// ```
public enum NativeTrace {
    /// Parses a native trace. Errors give `file:line:column`, what was expected and what was found.
    ///
    /// Lines end with LF, CRLF or a lone CR, so a trace saved on Windows or an old Mac reads the
    /// same as one saved here.
    /// - Parameter step: the sampling step for `move … over D` (tests resample with other steps).
    /// - Parameter play: reads the recording a `play PATH …` line names (a W3C actions file or a
    ///   Linux input recording), as written, starting at 0 ms; without it, `play` is an error.
    /// - Parameter names: the scene's receivers and lists, when known: an `expect` line naming
    ///   another is an error at its column (see ``SceneNames``).
    public static func parse(_ text: String, file: String, step: Interval = Trace.interpolationStep,
                             play: ((PlayOptions) throws(InputError) -> Trace)? = nil,
                             names: SceneNames? = nil) throws(InputError) -> Trace {
        var parser = NativeTraceParser(file: file, step: step, play: play, names: names)
        var lineNumber = 0
        for line in TextLines(Substring(text)) {
            lineNumber += 1
            if let step = line.utf8.withContiguousStorageIfAvailable({ parser.eventStep($0, number: lineNumber) }) ?? nil {
                parser.steps.append(step)
                continue
            }
            try parser.parseLine(line, number: lineNumber)
            while let sample = parser.nextSample() { parser.steps.append(sample) }
        }
        return Trace(file: file, scene: parser.scene, steps: parser.steps, warnings: parser.warnings)
    }
}

/// What a native trace's `play PATH [lenient] [device PATH] [calibration A,B,C,D,E,F]
/// [rotation DEGREES] [start X Y]` line asks for: the recording, relative to the trace, and how to read it.
public struct PlayOptions: Hashable, Sendable {
    public var path: String
    /// W3C: bend the rules real clients bend (see ``WebDriverActions``).
    public var lenient = false
    /// Linux recordings: the device description's path, when not in the recording or beside it.
    public var device: String?
    /// Linux recordings: libinput's calibration matrix.
    public var calibration: [Double]?
    /// Linux recordings: the screen's rotation in degrees clockwise.
    public var rotation: Int?
    /// Linux recordings of mice: where the pointer starts.
    public var start: Point?

    public init(path: String) { self.path = path }
}

/// One word of a line and the column it starts at (1-based, in characters).
struct Token {
    var text: Substring
    var column: Int
}

/// The samples of a `move … over D` line still to hand out, with what each carries.
struct PendingMove {
    var samples: MoveSamples
    let pointer: PointerID
    let kind: PointerKind
    let line: Int

    /// The next sample as a step; `nil` once they are all handed out.
    mutating func next() -> Trace.Step? {
        samples.next().map { time, position in step(PointerEvent(pointer: pointer, kind: kind, position: position, time: time)) }
    }

    /// The last sample's step, without making the others (what a trace's outline needs of them).
    var last: Trace.Step {
        step(PointerEvent(pointer: pointer, kind: kind, position: samples.to, time: samples.start + samples.duration))
    }

    private func step(_ event: PointerEvent) -> Trace.Step { Trace.Step(line: line, .input(.pointerMove(event))) }
}

/// The samples of a move over a duration, made on demand: at `start + k·step` for every k with
/// `k·step < duration`, then exactly at `start + duration`, at `to`; a zero duration is one jump.
struct MoveSamples: Sequence, IteratorProtocol {
    let from: Point
    let to: Point
    let start: Instant
    let duration: Interval
    let step: Interval
    private var elapsed: Int64
    private var finished = false

    init(from: Point, to: Point, start: Instant, duration: Interval, step: Interval) {
        (self.from, self.to, self.start, self.duration, self.step) = (from, to, start, duration, step)
        elapsed = step.microseconds
    }

    /// How many samples there are in all.
    var count: Int { Trace.sampleCount(duration: duration, step: step) }

    mutating func next() -> (Instant, Point)? {
        guard !finished else { return nil }
        if duration.microseconds > 0, elapsed < duration.microseconds {
            let ratio = Double(elapsed) / Double(duration.microseconds)
            defer { elapsed += step.microseconds }
            return (Instant(microseconds: start.microseconds + elapsed), Point(x: from.x + (to.x - from.x) * ratio, y: from.y + (to.y - from.y) * ratio))
        }
        finished = true
        return (start + duration, to)
    }
}

struct PointerState {
    var kind: PointerKind
    var position: Point?
}

/// Each pointer's kind and last position by id: the pointer of the last line kept aside, so a
/// trace of one finger's moves hashes nothing; the others in a dictionary (any number of fingers
/// in O(1) each).
struct PointerStates {
    private var recentID = -1
    private var recent: PointerState?
    private var others: [Int: PointerState] = [:]

    subscript(id: Int) -> PointerState? {
        mutating get {
            bringForward(id)
            return recent
        }
        set {
            bringForward(id)
            recent = newValue
        }
    }

    /// Makes `id` the pointer kept aside, putting the one there back among the others.
    private mutating func bringForward(_ id: Int) {
        guard id != recentID else { return }
        if recentID >= 0, let state = recent { others[recentID] = state }
        recentID = id
        recent = others.removeValue(forKey: id)
    }
}

struct NativeTraceParser {
    let file: String
    let step: Interval
    var scene: String?
    /// Where the `scene` line's value is written, for an error about the scene it names.
    var sceneLocation: InputError.Location?
    var steps: [Trace.Step] = []
    /// The samples of the last line's `move … over`, which come after its `steps` (none: such a
    /// line has no other step): made one at a time, so a line of a million samples is not held at once.
    var pendingMove: PendingMove?
    /// How many inputs the lines so far make (`steps`, and every sample of `move … over`).
    var inputs = 0
    var now = Instant(microseconds: 0)
    var pointers = PointerStates()
    var sawEvent = false
    // The line being parsed.
    var line = 0
    var tokens: [Token] = []
    var cursor = 0
    var endColumn = 1

    let play: ((PlayOptions) throws(InputError) -> Trace)?
    /// The scene's receivers and lists, when known: `expect` lines naming others are errors.
    let names: SceneNames?
    var warnings: [String] = []

    init(file: String, step: Interval, play: ((PlayOptions) throws(InputError) -> Trace)? = nil, names: SceneNames? = nil) {
        self.file = file
        self.step = step
        self.play = play
        self.names = names
    }

    mutating func parseLine(_ text: Substring, number: Int) throws(InputError) {
        // The byte-order mark some editors put first is skipped: it is invisible, and columns count from after it.
        let text = number == 1 && text.unicodeScalars.first == "\u{FEFF}" ? Substring(text.unicodeScalars.dropFirst()) : text
        line = number
        endColumn = Self.tokenize(text, into: &tokens) + 1
        cursor = 0
        guard let first = tokens.first, let byte = first.text.utf8.first else { return }

        var time: Instant?
        // A word starting with a digit or a sign is a time (a negative one, `-50`, refused as one).
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "-") || Self.isDigit(byte)
            || (byte >= 0x80 && first.text.first!.isNumber) {
            time = try parseTime(next())
        }
        let verb = try next(expected: "a statement (down, move, up, cancel, escape, key, pause, select, expect, scene, play)")
        switch verb.text {
        case "scene":
            try refuseTime(time, before: verb)
            guard !sawEvent, scene == nil else { throw error(at: verb, expected: "the scene line before any event, and only one") }
            let name = try next(expected: "a scene name or path")
            scene = String(name.text)
            sceneLocation = .text(line: line, column: name.column)
        case "down":
            let at = try beginEvent(time)
            let pointer = try parsePointer()
            var kind = PointerKind.touch
            if let word = peek, let named = PointerKind(rawValue: String(word.text)) {
                kind = named
                cursor += 1
            } else if let word = peek, tokens.count - cursor == 3, word.text.first?.isLetter == true {
                // Three words left, the first a word: kind x y.
                throw error(at: word, expected: "a pointer kind (mouse, touch or pen)")
            }
            let position = try parsePoint()
            pointers[pointer] = PointerState(kind: kind, position: position)
            try emit(.pointerDown(PointerEvent(pointer: PointerID(pointer), kind: kind, position: position, time: at)))
        case "move":
            let at = try beginEvent(time)
            let pointerToken = peek
            let pointer = try parsePointer()
            let target = try parsePoint()
            var state = pointers[pointer] ?? PointerState(kind: .mouse, position: nil)
            if let over = peek, over.text == "over" {
                cursor += 1
                let durationToken = try next(expected: "a duration in milliseconds")
                let duration = try parseMilliseconds(durationToken)
                guard let start = state.position else {
                    throw error(at: pointerToken!, expected: "a pointer with a known position before `move … over`", found: "pointer \(pointer) with none")
                }
                let samples = MoveSamples(from: start, to: target, start: at, duration: duration, step: step)
                try requireWithinLimits(at + duration, samples: samples.count, at: durationToken)
                // Handed out one at a time by whoever reads the steps (``nextSample()``).
                pendingMove = PendingMove(samples: samples, pointer: PointerID(pointer), kind: state.kind, line: line)
                inputs += samples.count
                now = at + duration
            } else {
                try emit(.pointerMove(PointerEvent(pointer: PointerID(pointer), kind: state.kind, position: target, time: at)))
            }
            state.position = target
            pointers[pointer] = state
        case "up", "cancel":
            let at = try beginEvent(time)
            let pointerToken = peek
            let pointer = try parsePointer()
            let state = pointers[pointer] ?? PointerState(kind: .touch, position: nil)
            let position: Point
            if peek != nil {
                position = try parsePoint()
            } else if let known = state.position {
                position = known
            } else {
                throw error(at: pointerToken!, expected: "x y, or a pointer with a known position", found: "pointer \(pointer) with none")
            }
            let event = PointerEvent(pointer: PointerID(pointer), kind: state.kind, position: position, time: at)
            try emit(verb.text == "up" ? .pointerUp(event) : .pointerCancel(event))
            pointers[pointer] = nil
        case "escape":
            try emit(.escape(at: try beginEvent(time)))
        case "key":
            let at = try beginEvent(time)
            try emit(.key(try parseKey(), at: at))
        case "pause":
            let start = try beginEvent(time)
            let durationToken = try next(expected: "a duration in milliseconds")
            let end = start + (try parseMilliseconds(durationToken))
            try requireWithinLimits(end, samples: 1, at: durationToken)
            now = end
            try emit(.tick(at: now))
        case "select":
            // `select ID...` or `select none`: the app's selection, set between inputs.
            try refuseTime(time, before: verb)
            let first = try next(expected: "task ids, or none")
            var ids = first.text == "none" ? [] : [TaskID(String(first.text))]
            var columns = first.text == "none" ? [] : [first.column]
            if first.text != "none" {
                while let token = peek {
                    ids.append(TaskID(String(token.text)))
                    columns.append(token.column)
                    cursor += 1
                }
            }
            steps.append(Trace.Step(line: line, .select(ids, columns: columns)))
        case "play":
            // A recording played from here: its times start now; the next line's follow its end.
            let at = try beginEvent(time)
            let pathToken = try next(expected: "the path of a recording (W3C actions, evemu or libinput record)")
            var options = PlayOptions(path: String(pathToken.text))
            while let word = peek {
                cursor += 1
                switch word.text {
                case "lenient": options.lenient = true
                case "device": options.device = String(try next(expected: "the path of a device description").text)
                case "calibration":
                    let token = try next(expected: "six numbers a,b,c,d,e,f")
                    let numbers = token.text.split(separator: ",", omittingEmptySubsequences: false).compactMap { Double(String($0)) }
                    guard numbers.count == 6, numbers.allSatisfy(\.isFinite) else { throw error(at: token, expected: "six numbers a,b,c,d,e,f (libinput's calibration matrix)") }
                    options.calibration = numbers
                case "rotation":
                    let token = try next(expected: "0, 90, 180 or 270")
                    guard let degrees = Int(token.text), [0, 90, 180, 270].contains(degrees) else { throw error(at: token, expected: "0, 90, 180 or 270") }
                    options.rotation = degrees
                case "start":
                    options.start = try parsePoint()
                default:
                    throw error(at: word, expected: "a play option (lenient, device PATH, calibration A,B,C,D,E,F, rotation DEGREES, start X Y)")
                }
            }
            guard let play else { throw error(at: verb, expected: "a statement this reader can play (play needs files: use dragtoact)") }
            let recording: Trace
            do { recording = try play(options) } catch {
                // An error of this trace (a recording that cannot be read) is at the path; one in the recording is the recording's.
                guard error.file == file else { throw error }
                throw self.error(at: pathToken, expected: error.expected, found: error.found)
            }
            let played = recording.shifted(by: at - Instant(microseconds: 0))
            let written = played.steps.filter { if case .input = $0.kind { true } else { false } }.count
            try requireWithinLimits(played.end, samples: written, at: pathToken)
            steps += played.steps.map { Trace.Step(line: line, $0.kind) }
            inputs += written
            warnings += played.warnings
            now = max(now, played.end)
            followPointers(through: played.steps)
        case "expect":
            try refuseTime(time, before: verb)
            steps.append(Trace.Step(line: line, .expect(try parseExpectation())))
        default:
            throw error(at: verb, expected: "a statement (down, move, up, cancel, escape, key, pause, select, expect, scene, play)")
        }
        if let extra = peek { throw error(at: extra, expected: "the end of the line") }
    }

    // MARK: Events and time

    mutating func beginEvent(_ time: Instant?) throws(InputError) -> Instant {
        sawEvent = true
        if let time { now = time }
        return now
    }

    mutating func emit(_ input: DragInput) throws(InputError) {
        try requireWithinLimits(input.time, samples: 1, at: tokens[0])
        steps.append(Trace.Step(line: line, .input(input)))
        inputs += 1
        now = input.time
    }

    /// Keeps each pointer's kind and position up to date through a played recording's inputs: a
    /// finger pressed before `play` and not touched by it is still down after it, where it was.
    /// A pointer a W3C tick acts on is forgotten: where its element origins lead is known only
    /// when the replay dispatches it, so a later line about it must say where it is.
    mutating func followPointers(through played: [Trace.Step]) {
        for step in played {
            switch step.kind {
            case .input(.pointerDown(let event)), .input(.pointerMove(let event)):
                pointers[event.pointer.rawValue] = PointerState(kind: event.kind, position: event.position)
            case .input(.pointerUp(let event)), .input(.pointerCancel(let event)):
                pointers[event.pointer.rawValue] = nil
            case .actions(let tick):
                for action in tick.actions {
                    switch action.type {
                    case .down, .up, .move, .cancel: pointers[action.pointer.rawValue] = nil
                    case .pause, .escape, .key: break
                    }
                }
            case .input(.escape), .input(.tick), .input(.key), .expect, .select:
                break
            }
        }
    }

    /// Refuses, at `token`, a time past ``Trace/latestTime`` or `samples` more inputs than ``Trace/inputLimit`` allows.
    func requireWithinLimits(_ time: Instant, samples: Int, at token: Token) throws(InputError) {
        guard time <= Trace.latestTime else {
            throw error(at: token, expected: "times up to \(Trace.latestTime.millisecondsText) ms, the latest a trace may reach",
                        found: "\"\(token.text)\", reaching \(time.millisecondsText) ms")
        }
        guard inputs + samples <= Trace.inputLimit else {
            throw error(at: token, expected: "at most \(Trace.inputLimit) inputs in a trace (a move over D ms adds one every \(step.microseconds / 1_000) ms)",
                        found: "\"\(token.text)\", which would make \(inputs + samples)")
        }
    }

    func refuseTime(_ time: Instant?, before verb: Token) throws(InputError) {
        if time != nil { throw error(at: tokens[0], expected: "no time before `\(verb.text)`") }
    }

    /// `1200` (absolute), `@1200` (absolute), `+50` (after the previous line). Milliseconds,
    /// up to three decimals; an absolute time may not be earlier than the previous line.
    func parseTime(_ token: Token) throws(InputError) -> Instant {
        var text = token.text
        let relative = text.first == "+"
        if relative || text.first == "@" { text = text.dropFirst() }
        let amount = try parseMilliseconds(Token(text: text, column: token.column + (text.startIndex == token.text.startIndex ? 0 : 1)))
        if relative {
            try requireWithinLimits(now + amount, samples: 0, at: token)
            return now + amount
        }
        let absolute = Instant(microseconds: amount.microseconds)
        guard absolute >= now else {
            throw error(at: token, expected: "a time ≥ \(now.millisecondsText) ms (the previous line's)")
        }
        return absolute
    }

    func parseMilliseconds(_ token: Token) throws(InputError) -> Interval {
        if let micros = Self.wholeMilliseconds(token.text) { return Interval(microseconds: micros) }
        let text = token.text
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit), whole.count <= 12,
              parts.count == 1 || (1...3).contains(parts[1].count) && parts[1].allSatisfy(\.isASCIIDigit) else {
            throw error(at: token, expected: "milliseconds (a number from 0 to 999999999999 with at most 3 decimals)")
        }
        var micros = Int64(whole)! * 1_000
        if parts.count == 2 {
            let fraction = parts[1] + String(repeating: "0", count: 3 - parts[1].count)
            micros += Int64(fraction)!
        }
        return Interval(microseconds: micros)
    }

    /// The next sample of the last `move … over` line, as a step; `nil` once they are all handed out.
    mutating func nextSample() -> Trace.Step? {
        if let step = pendingMove?.next() { return step }
        pendingMove = nil
        return nil
    }

    // MARK: Words

    var peek: Token? { cursor < tokens.count ? tokens[cursor] : nil }

    mutating func next(expected: String = "more") throws(InputError) -> Token {
        guard let token = peek else {
            throw InputError(file: file, location: .text(line: line, column: endColumn), expected: expected, found: "the end of the line")
        }
        cursor += 1
        return token
    }

    mutating func parsePointer() throws(InputError) -> Int {
        let token = try next(expected: "a pointer id (an integer from 0 to 999999999)")
        guard let id = Self.digits(token.text, atMost: 9) else {
            throw error(at: token, expected: "a pointer id (an integer from 0 to 999999999)")
        }
        return id
    }

    mutating func parseNumber(_ what: String) throws(InputError) -> Double {
        let token = try next(expected: what)
        if let value = Self.plainDecimal(token.text) { return value }
        // Decimal only, exponent allowed (a recorder printing floats writes 1e-05): `Double` alone
        // would also take "nan", "inf" and hexadecimal "0x1p4".
        guard token.text.allSatisfy({ "0123456789+-.eE".contains($0) }), let value = Double(token.text), value.isFinite else {
            throw error(at: token, expected: "\(what) (a finite number)")
        }
        return value
    }

    mutating func parsePoint() throws(InputError) -> Point {
        Point(x: try parseNumber("an x coordinate"), y: try parseNumber("a y coordinate"))
    }

    func error(at token: Token, expected: String, found: String? = nil) -> InputError {
        InputError(file: file, location: .text(line: line, column: token.column), expected: expected,
                   found: found ?? InputError.excerpt(token.text) { "\"\($0)\"" })
    }

    /// Splits `line` into `tokens` (emptied first, its storage kept), leaving out a `#` comment,
    /// and returns how many columns come before the comment. Columns count `Character`s; a line
    /// of ASCII alone, the usual case, is split byte by byte, one column per byte.
    static func tokenize(_ line: Substring, into tokens: inout [Token]) -> Int {
        tokens.removeAll(keepingCapacity: true)
        let bytes = line.utf8
        var i = bytes.startIndex
        var column = 1
        var start: String.Index?
        var startColumn = 1
        while i < bytes.endIndex {
            let byte = bytes[i]
            if byte >= 0x80 { return tokenizeCharacters(line, into: &tokens) }
            if byte == UInt8(ascii: "#") { break }
            // ASCII's white space as `Character.isWhitespace` has it: tab to carriage return, and space.
            let isSpace = byte == 0x20 || (0x09...0x0D).contains(byte)
            if isSpace, let s = start {
                tokens.append(Token(text: line[s..<i], column: startColumn))
                start = nil
            } else if !isSpace, start == nil {
                start = i
                startColumn = column
            }
            column += 1
            i = bytes.index(after: i)
        }
        if let s = start { tokens.append(Token(text: line[s..<i], column: startColumn)) }
        return column - 1
    }

    /// ``tokenize(_:into:)`` for a line with other characters than ASCII.
    private static func tokenizeCharacters(_ line: Substring, into tokens: inout [Token]) -> Int {
        tokens.removeAll(keepingCapacity: true)
        var text = line
        if let hash = text.firstIndex(of: "#") { text = text[..<hash] }
        var column = 1
        var start: Substring.Index?
        var startColumn = 1
        for index in text.indices {
            // Any space separates words: tabs, and the no-break spaces text copied from a web page or a document brings.
            let isSpace = text[index].isWhitespace
            if isSpace, let s = start {
                tokens.append(Token(text: text[s..<index], column: startColumn))
                start = nil
            } else if !isSpace, start == nil {
                start = index
                startColumn = column
            }
            column += 1
        }
        if let s = start { tokens.append(Token(text: text[s...], column: startColumn)) }
        return column - 1
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// `text` as a whole number when it is 1 to `atMost` ASCII digits (at most 18), else `nil`.
    static func digits(_ text: Substring, atMost: Int) -> Int? { digits(text.utf8, atMost: atMost) }

    static func digits(_ bytes: some Collection<UInt8>, atMost: Int) -> Int? {
        var value = 0, count = 0
        for byte in bytes {
            guard isDigit(byte), count < atMost else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            count += 1
        }
        return count > 0 ? value : nil
    }

    /// Milliseconds written as 1 to 12 digits, no decimals, in microseconds; `nil` for anything
    /// else, which ``parseMilliseconds(_:)`` reads or refuses the long way.
    static func wholeMilliseconds(_ text: Substring) -> Int64? {
        digits(text, atMost: 12).map { Int64($0) * 1_000 }
    }

    /// A number written `[+-]digits[.digits]` with at most 15 digits, as `Double(text)` reads it,
    /// without its string handling; `nil` for any other spelling, which takes the long way. The
    /// digits make an integer below 2^53 and the divisor a power of ten below 10^22, both exact
    /// `Double`s, so the one division rounds correctly: the same value `Double(text)` gives.
    static func plainDecimal(_ text: Substring) -> Double? {
        var text = text
        return text.withUTF8 { plainDecimal($0[...]) }
    }

    static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> Double? {
        var i = bytes.startIndex
        let end = bytes.endIndex
        guard i < end else { return nil }
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative || bytes[i] == UInt8(ascii: "+") { i += 1 }
        var mantissa: Int64 = 0, digitCount = 0
        /// Reads the digits from `i` on into the mantissa: how many, or `nil` past 15 in all.
        func readDigits() -> Int? {
            let start = i
            while i < end, isDigit(bytes[i]) {
                guard digitCount < 15 else { return nil }
                mantissa = mantissa &* 10 &+ Int64(bytes[i] &- UInt8(ascii: "0"))
                digitCount += 1
                i += 1
            }
            return i - start
        }
        // The whole part, at least one digit; then maybe `.` and at least one digit; then nothing.
        guard let whole = readDigits(), whole > 0 else { return nil }
        var fractionDigits = 0
        if i < end {
            guard bytes[i] == UInt8(ascii: ".") else { return nil }
            i += 1
            guard let fraction = readDigits(), fraction > 0, i == end else { return nil }
            fractionDigits = fraction
        }
        let magnitude = fractionDigits == 0 ? Double(mantissa) : Double(mantissa) / Self.powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    private static let powersOfTen: [Double] = (0...15).map { k in (0..<k).reduce(1.0) { value, _ in value * 10 } }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
