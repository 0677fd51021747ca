import Runtime
import DropEngine
import DropGeometry

/// Reading a line given as bytes. The lines that make up almost all of a long trace —
/// `[TIME] down|move|up POINTER …` in plain ASCII — are read straight from the bytes, without
/// making a string of them; any other line is read by ``NativeTraceParser/parseLine(_:number:)``.
extension NativeTraceParser {
    /// Parses line `number` of a trace, given as its bytes (without its line ending). A plain
    /// pointer-event line's one step is returned, not appended to ``steps`` (most lines of a long
    /// trace: no array to fill and empty); any other line appends its steps and returns `nil`.
    mutating func parseLine(bytes: UnsafeBufferPointer<UInt8>, number: Int) throws(InputError) -> Trace.Step? {
        // The byte-order mark some editors put first is skipped: it is invisible, and columns count from after it.
        let bytes = number == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: bytes.dropFirst(3)) : bytes
        if let step = eventStep(bytes, number: number) { return step }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw notUTF8(bytes, line: number) }
        try parseLine(Substring(text), number: number)
        return nil
    }

    /// The step of `bytes` when they are a pointer event of plain words: a time of whole milliseconds
    /// or none, `down POINTER [KIND] X Y`, `move POINTER X Y` or `up POINTER [X Y]`, numbers
    /// as ``plainDecimal(_:)`` reads them, words apart by spaces, no comment. The parser's state
    /// (time, pointers, inputs) moves on; the step is the caller's to keep. Returns `nil`,
    /// having changed nothing, for any other line, and for one that is wrong or beyond the
    /// trace's limits: the general reader says what is wrong with it, where.
    mutating func eventStep(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) -> Trace.Step? {
        guard PlainWords.arePlain(bytes) else { return nil }
        var words = PlainWords(bytes)
        guard var word = words.next() else { return nil }
        var at = now
        if let first = word.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "@") || Self.isDigit(first) {
            let digits = Self.isDigit(first) ? word : word.dropFirst()
            guard let milliseconds = Self.digits(digits, atMost: 12) else { return nil }
            let amount = Interval(microseconds: Int64(milliseconds) * 1_000)
            if first == UInt8(ascii: "+") {
                at = now + amount
                guard at <= Trace.latestTime else { return nil }
            } else {
                at = Instant(microseconds: amount.microseconds)
                guard at >= now else { return nil }
            }
            guard let verb = words.next() else { return nil }
            word = verb
        }
        guard inputs < Trace.inputLimit, let verb = Verb(word),
              let pointerWord = words.next(), let pointer = Self.digits(pointerWord, atMost: 9) else { return nil }
        var state: PointerState
        var position: Point
        switch verb {
        case .down:
            guard var xWord = words.next() else { return nil }
            var kind = PointerKind.touch
            if let named = Self.pointerKind(xWord) {
                kind = named
                guard let next = words.next() else { return nil }
                xWord = next
            }
            guard let point = Self.point(xWord, words.next()), pointers[pointer]?.isDown != true, pointersOfTicks.isEmpty,
                  playedPresses.isEmpty || playedPresses[pointer] == nil else { return nil }
            state = PointerState(kind: kind, position: point, isDown: true)
            position = point
        case .move:
            guard let point = Self.point(words.next(), words.next()) else { return nil }
            state = pointers[pointer] ?? PointerState(kind: .mouse, position: nil, isDown: false)
            state.position = point
            position = point
        case .up:
            // One a played recording acted on: the general reader forgets what it knows of the recording.
            guard let known = pointers[pointer], known.isDown, pointersOfTicks.isEmpty || !pointersOfTicks.contains(pointer),
                  playedPresses.isEmpty || playedPresses[pointer] == nil else { return nil }
            state = known
            if let xWord = words.next() {
                guard let point = Self.point(xWord, words.next()) else { return nil }
                position = point
            } else {
                guard let known = state.position else { return nil }
                position = known
            }
        }
        guard words.next() == nil else { return nil }

        line = number
        sawEvent = true
        let event = PointerEvent(pointer: PointerID(pointer), kind: state.kind, position: position, time: at)
        let input: DragInput
        switch verb {
        case .down:
            pointers[pointer] = state
            input = .pointerDown(event)
        case .move:
            pointers[pointer] = state
            input = .pointerMove(event)
        case .up:
            pointers[pointer] = nil
            input = .pointerUp(event)
        }
        inputs += 1
        now = at
        lineStart = at
        return Trace.Step(line: line, .input(input))
    }

    private enum Verb {
        case down, move, up

        init?(_ word: UnsafeBufferPointer<UInt8>.SubSequence) {
            if NativeTraceParser.word(word, is: "move") { self = .move }
            else if NativeTraceParser.word(word, is: "down") { self = .down }
            else if NativeTraceParser.word(word, is: "up") { self = .up }
            else { return nil }
        }
    }

    /// Whether `word` is spelled `literal` (ASCII).
    @inline(__always)
    fileprivate static func word(_ word: UnsafeBufferPointer<UInt8>.SubSequence, is literal: StaticString) -> Bool {
        guard word.count == literal.utf8CodeUnitCount else { return false }
        let spelling = literal.utf8Start
        var offset = 0
        for byte in word {
            guard byte == spelling[offset] else { return false }
            offset += 1
        }
        return true
    }

    private static func pointerKind(_ word: UnsafeBufferPointer<UInt8>.SubSequence) -> PointerKind? {
        guard let first = word.first, first >= UInt8(ascii: "a") else { return nil }
        if Self.word(word, is: "touch") { return .touch }
        if Self.word(word, is: "mouse") { return .mouse }
        if Self.word(word, is: "pen") { return .pen }
        return nil
    }

    private static func point(_ x: UnsafeBufferPointer<UInt8>.SubSequence?, _ y: UnsafeBufferPointer<UInt8>.SubSequence?) -> Point? {
        guard let x, let y, let xValue = plainDecimal(x), let yValue = plainDecimal(y),
              abs(xValue) <= Scene.coordinateLimit, abs(yValue) <= Scene.coordinateLimit else { return nil }
        return Point(x: xValue, y: yValue)
    }

    /// The error for a line that is not UTF-8: at the column of its first byte that is not.
    private func notUTF8(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) -> InputError {
        InputError.notUTF8(Array(bytes), file: file, firstLine: line)
            ?? InputError(file: file, location: .text(line: line, column: 1), expected: "UTF-8 text", found: "bytes that are not UTF-8")
    }
}

/// The words of a line of bytes, apart by spaces.
private struct PlainWords {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Whether `bytes` hold only spaces and the bytes a plain word holds: printable ASCII but `#`
    /// (no tab, control, comment or byte beyond ASCII).
    static func arePlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte &- 0x20 > 0x5E || byte == UInt8(ascii: "#") { return false }
        return true
    }

    mutating func next() -> UnsafeBufferPointer<UInt8>.SubSequence? {
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        guard index < bytes.count else { return nil }
        let start = index
        repeat { index += 1 } while index < bytes.count && bytes[index] != 0x20
        return bytes[start..<index]
    }
}
