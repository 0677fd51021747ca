import Runtime
import DropEngine

/// A native trace read from its bytes a chunk at a time as the replay reaches each line, so that
/// a replay of a long trace holds neither its text nor its steps.
///
/// ```swift
/// let stream = try NativeTraceStream(file: "long.trace") { BytesInMemory(text) }
/// var replay = try Replayer(steps: stream, runtime: BoardRuntime(scene: .todo))
/// try replay.runToEnd()
/// ```
/// It reads the bytes twice: first it checks every line — so a bad line stops the run before
/// anything is applied or committed, with the same error ``NativeTrace/parse(_:file:step:play:names:)``
/// gives — and learns the ``TraceOutline``; then it hands out each line's steps as they are asked
/// for. The steps are those `parse` makes of the same text.
///
/// The second reading stops at the byte length the first checked: lines added to the file after
/// the check are not played (``endWarnings`` says how many bytes), and a file that got shorter,
/// a line that no longer reads, or lines that read but differ from those checked (found at the
/// end, by a digest of the lines) are an error saying the file changed while replayed. So is a
/// `play` line whose recording, read again, makes other steps than it made when checked: found
/// at that line, before any of its steps are replayed.
public struct NativeTraceStream: TraceSteps {
    public let outline: TraceOutline
    private var lines: ChunkedLines
    /// How many bytes the first reading checked, and a digest of its lines.
    private let checkedBytes: Int
    private let checkedLines: LinesDigest
    /// A digest of the steps each `play` line made when checked, by line number: its recording is
    /// read again in the second reading.
    private let checkedPlays: [Int: Int]
    public private(set) var endWarnings: [String] = []
    private var finished = false
    private var parser: NativeTraceParser
    private var lineNumber = 0
    /// The next of the parser's steps to hand out.
    private var nextStep = 0
    /// How many `play` lines the second reading has checked against ``checkedPlays``.
    private var playsChecked = 0

    /// Checks the whole trace and makes ready to replay it.
    /// - Parameters:
    ///   - open: the trace's bytes from the start; called once for each reading.
    ///   - step: the sampling step for `move … over D`.
    ///   - play: reads the recording a `play` line names (see ``NativeTrace/parse(_:file:step:play:names:)``);
    ///     called in both readings.
    ///   - names: the scene's receivers and lists, when known: an `expect` line naming another is
    ///     an error (see ``SceneNames``).
    /// - Throws: the first line that is wrong, at `file:line:column`.
    public init(file: String, step: Interval = Trace.interpolationStep, play: ((PlayOptions) throws(InputError) -> Trace)? = nil,
                names: SceneNames? = nil, open: () throws(InputError) -> any ByteChunks) throws(InputError) {
        var checker = NativeTraceParser(file: file, step: step, play: play, names: names)
        var lines = ChunkedLines(try open())
        var outline = TraceOutline(file: file)
        var plays: [Int: Int] = [:]
        var index = 0, number = 0
        while let range = try lines.next() {
            number += 1
            let event = try lines.buffer.withUnsafeBufferPointer { buffer throws(InputError) in
                try checker.parseLine(bytes: UnsafeBufferPointer(rebasing: buffer[range]), number: number)
            }
            if let event {
                outline.include(event, at: index)
                index += 1
                continue
            }
            for step in checker.steps {
                outline.include(step, at: index)
                index += 1
            }
            if checker.recordingsPlayed > plays.count { plays[number] = Self.digest(checker.steps) }
            checker.steps.removeAll(keepingCapacity: true)
            // A move's samples are made in the second reading: the outline needs only their number and end.
            if let move = checker.pendingMove {
                index += move.count
                outline.include(move.last, at: index - 1)
                checker.pendingMove = nil
            }
        }
        outline.scene = checker.scene
        outline.warnings = checker.warnings
        self.outline = outline
        checkedBytes = lines.byteCount
        checkedLines = lines.digest
        checkedPlays = plays
        self.lines = ChunkedLines(try open(), limit: checkedBytes)
        parser = NativeTraceParser(file: file, step: step, play: play, names: names)
    }

    public mutating func next() throws(InputError) -> Trace.Step? {
        while nextStep == parser.steps.count {
            if let sample = parser.nextSample() { return sample }
            if !parser.steps.isEmpty { parser.steps.removeAll(keepingCapacity: true) }
            nextStep = 0
            guard let range = try lines.next() else {
                try finish()
                return nil
            }
            lineNumber += 1
            let number = lineNumber
            let event: Trace.Step?
            do {
                event = try lines.buffer.withUnsafeBufferPointer { buffer throws(InputError) in
                    try parser.parseLine(bytes: UnsafeBufferPointer(rebasing: buffer[range]), number: number)
                }
            } catch {
                // The line read when checked: the file, or a recording it plays, changed since.
                let what = error.file == outline.file ? "trace" : "recording"
                throw InputError(file: error.file, location: error.location, expected: "the \(what) as it was checked before the replay",
                                 found: "a line that changed while replayed (now expected \(error.expected), found \(error.found))",
                                 playedBy: error.playedBy)
            }
            if let event { return event }
            if parser.recordingsPlayed > playsChecked { try checkPlayed(line: number) }
        }
        defer { nextStep += 1 }
        return parser.steps[nextStep]
    }

    /// A `play` line's steps in the second reading against those it made when checked: its
    /// recording is read again, and other steps mean it changed.
    private mutating func checkPlayed(line number: Int) throws(InputError) {
        playsChecked += 1
        guard Self.digest(parser.steps) != checkedPlays[number] else { return }
        throw InputError(file: outline.file, location: .text(line: number, column: 1),
                         expected: "the recording this line plays as it was checked before the replay",
                         found: "other steps: the recording changed while replayed")
    }

    /// A digest of steps, to compare two readings in one process.
    private static func digest(_ steps: [Trace.Step]) -> Int {
        var hasher = Hasher()
        for step in steps { hasher.combine(step) }
        return hasher.finalize()
    }

    /// At the end of the second reading: a file shorter than checked, or whose lines differ from
    /// those checked, is an error; bytes after the checked end, a warning.
    private mutating func finish() throws(InputError) {
        guard !finished else { return }
        finished = true
        if lines.byteCount < checkedBytes {
            throw InputError(file: outline.file, location: .text(line: max(lineNumber, 1), column: 1),
                             expected: "the trace as it was checked before the replay (\(checkedBytes) bytes)",
                             found: "\(lines.byteCount) bytes: the file got shorter while replayed")
        }
        if lines.digest != checkedLines {
            throw InputError(file: outline.file, location: .text(line: max(lineNumber, 1), column: 1),
                             expected: "the trace as it was checked before the replay",
                             found: "other lines of the same length, replayed as they read now (found at the end of the replay, "
                                + "which cannot tell which line changed): the file changed while replayed")
        }
        let added = try lines.countPastLimit()
        if added > 0 {
            endWarnings.append("\(outline.file) grew while replayed: \(added) byte\(added == 1 ? "" : "s") after the checked end not played")
        }
    }

    /// The `scene` line's value and where it is written, or `nil` for none, reading only as far as
    /// the first event (the scene line comes before any): what a caller needs before `play` lines
    /// can be read.
    /// - Throws: a line before the first event that is wrong.
    public static func scene(file: String, chunks: some ByteChunks) throws(InputError) -> (name: String, location: InputError.Location)? {
        var parser = NativeTraceParser(file: file, step: Trace.interpolationStep) { _ throws(InputError) in Trace(file: file, steps: []) }
        var lines = ChunkedLines(chunks)
        var number = 0
        while !parser.sawEvent, let range = try lines.next() {
            number += 1
            _ = try lines.buffer.withUnsafeBufferPointer { buffer throws(InputError) in
                try parser.parseLine(bytes: UnsafeBufferPointer(rebasing: buffer[range]), number: number)
            }
            parser.steps.removeAll(keepingCapacity: true)
        }
        guard let name = parser.scene, let location = parser.sceneLocation else { return nil }
        return (name, location)
    }
}
