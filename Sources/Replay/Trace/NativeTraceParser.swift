import Runtime
import DropEngine
import DropGeometry
import TaskModel

/// Reads a native trace line by line into its steps: statements (`+Events`, `+Keys`), words and
/// numbers (`+Words`, `+Bytes`), expectations (`+Expectations`); ``NativeTrace/parse(_:file:step:play:names:)`` runs it.
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
    /// When the last line of an event starts: `now` is later when that line lasts (`move … over`, `pause`, `play`).
    var lineStart = Instant(microseconds: 0)
    var pointers = PointerStates()
    /// Pointers a played W3C file's source acted on (a `pointerDown`, `pointerUp`,
    /// `pointerCancel` or `pointerMove`) and no native line pressed or ended since: the replay's
    /// input state holds them. Whether they are down is known here (``tickButtons``); where, not
    /// always — a move to an element's origin goes where the element is when the replay runs it
    /// (their ``pointers`` entry has no position then), so a line that needs the position takes
    /// the one the replay has (``NativePointerLine``).
    var pointersOfTicks: Set<Int> = []
    /// The buttons the played W3C files' sources hold pressed, as the replay's dispatcher keeps them.
    var tickButtons = PressedButtons()
    /// What the recording a `play` line played last did to each pointer's press, for an error
    /// about a later line's `down`, `up` or `cancel` of it; forgotten when a native line presses or ends it.
    var playedPresses: [Int: PlayedPress] = [:]
    /// The pointer and kind of each W3C pointer source a played file acted with, by source id: a
    /// later `play` line's W3C file naming the same source goes on with that pointer (its
    /// position and pressed buttons), as the WebDriver session's input state carries one
    /// request's sources into the next.
    var sourcesOfTicks: [String: (pointer: PointerID, kind: PointerKind)] = [:]
    var sawEvent = false
    /// How many `play` lines have read their recording so far.
    var recordingsPlayed = 0
    // The line being parsed.
    var line = 0
    var tokens: [Token] = []
    var cursor = 0
    var endColumn = 1

    /// What a line may start with after its time, for the error when it starts otherwise.
    static let statementWords = ["down", "move", "up", "cancel", "escape", "key", "pause", "wheel", "select", "undo", "redo", "rename", "expect", "scene", "play"]
    static let statements = "a statement (" + statementWords.joined(separator: ", ") + ")"

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
        let verb = try next(expected: Self.statements)
        switch verb.text {
        case "scene":
            try refuseTime(time, before: verb)
            guard !sawEvent, scene == nil else { throw error(at: verb, expected: "the scene line before any event, and only one") }
            let name = try next(expected: "a scene name or path")
            scene = try path(name)
            // `scene my board.json`: the path is one word, in double quotes when it holds a space.
            if let extra = peek, name.text.utf8.first != Self.quote {
                throw error(at: extra, expected: "the end of the line (a path holding spaces is written in double quotes)")
            }
            sceneLocation = .text(line: line, column: name.column)
        case "down":
            let at = try beginEvent(time)
            let pointerToken = peek
            let pointer = try parsePointer()
            var kind = PointerKind.touch
            if let word = peek, let named = PointerKind(rawValue: String(word.text)) {
                kind = named
                cursor += 1
            } else if let word = peek, tokens.count - cursor == 3, word.text.first?.isLetter == true {
                // Three words left, the first a word: kind x y.
                throw error(at: word, expected: "a pointer kind (mouse, touch or pen)")
            }
            // After an Escape the engine has forgotten the press: a `down` again starts a new one, as after an `up`.
            if let state = pointers[pointer], state.isDown, !state.escaped {
                throw error(at: pointerToken!, expected: "a pointer that is not down (`up`, `cancel` or `escape` ends a press)",
                            found: "pointer \(pointer), already down" + playedNote(pointer, if: .pressed))
            }
            let position = try parsePoint()
            pointers[pointer] = PointerState(kind: kind, position: position, isDown: true)
            forgetTickPointer(pointer)
            try emit(.pointerDown(PointerEvent(pointer: PointerID(pointer), kind: kind, position: position, time: at)))
        case "move":
            let at = try beginEvent(time)
            // `move 1 X Y`, or several pointers at once: `move 1 X Y and 2 X Y`.
            var parts: [(token: Token, pointer: Int, target: Point)] = []
            repeat {
                let pointerToken = peek
                let pointer = try parsePointer()
                if parts.contains(where: { $0.pointer == pointer }) {
                    throw error(at: pointerToken!, expected: "a pointer this line does not move already", found: "pointer \(pointer) again")
                }
                parts.append((pointerToken!, pointer, try parsePoint()))
            } while skip("and")
            if let over = peek, over.text == "over" {
                cursor += 1
                let durationToken = try next(expected: "a duration in milliseconds")
                let duration = try parseMilliseconds(durationToken)
                var moves: [PendingMove.Part] = []
                var resolved: [NativePointerLine.Part] = []
                for part in parts {
                    // A pointer a W3C source moved to an element starts where the replay has it.
                    guard let state = pointers[part.pointer], state.position != nil || pointersOfTicks.contains(part.pointer) else {
                        throw error(at: part.token, expected: "a pointer with a known position before `move … over`", found: "pointer \(part.pointer) with none")
                    }
                    resolved.append(NativePointerLine.Part(pointer: PointerID(part.pointer), kind: state.kind, from: state.position, to: part.target))
                    guard let start = state.position else { continue }
                    let samples = MoveSamples(from: start, to: part.target, start: at, duration: duration, step: step)
                    moves.append(PendingMove.Part(samples: samples, pointer: PointerID(part.pointer), kind: state.kind))
                }
                let count = Trace.sampleCount(duration: duration, step: step) * parts.count
                try requireWithinLimits(at + duration, samples: count, at: durationToken)
                if moves.count == parts.count {
                    // Handed out one at a time by whoever reads the steps (``nextSample()``).
                    pendingMove = PendingMove(moves, line: line)
                } else {
                    steps.append(Trace.Step(line: line, .actions(ActionTick(start: at, duration: duration, actions: [], file: file, step: step,
                                                                            nativeLine: .move(resolved)))))
                }
                inputs += count
                now = at + duration
            } else {
                if let extra = peek { throw error(at: extra, expected: "over MS, and POINTER X Y, or the end of the line") }
                for part in parts {
                    let kind = pointers[part.pointer]?.kind ?? .mouse
                    try emit(.pointerMove(PointerEvent(pointer: PointerID(part.pointer), kind: kind, position: part.target, time: at)))
                }
            }
            for part in parts {
                var state = pointers[part.pointer] ?? PointerState(kind: .mouse, position: nil, isDown: false)
                state.position = part.target
                pointers[part.pointer] = state
            }
        case "up", "cancel":
            let at = try beginEvent(time)
            let pointerToken = peek
            let pointer = try parsePointer()
            let state = pointers[pointer] ?? PointerState(kind: .touch, position: nil, isDown: false)
            guard state.isDown else {
                throw error(at: pointerToken!, expected: "a pointer that is down (pressed by an earlier `down`)",
                            found: "pointer \(pointer), which is not" + playedNote(pointer, if: .released, .cancelled))
            }
            let up = verb.text == "up"
            if let position = peek != nil ? try parsePoint() : state.position {
                let event = PointerEvent(pointer: PointerID(pointer), kind: state.kind, position: position, time: at)
                try emit(up ? .pointerUp(event) : .pointerCancel(event))
            } else {
                // Down and left by a W3C source at an element: released where the replay has it.
                try requireWithinLimits(at, samples: 1, at: tokens[0])
                let id = PointerID(pointer)
                steps.append(Trace.Step(line: line, .actions(ActionTick(start: at, duration: .milliseconds(0), actions: [], file: file, step: step,
                                                                        nativeLine: up ? .up(id, state.kind) : .cancel(id, state.kind)))))
                inputs += 1
                now = at
            }
            pointers[pointer] = nil
            forgetTickPointer(pointer)
        case "escape":
            try emit(.escape(at: try beginEvent(time)))
            pointers.escapeAll()
        case "key":
            let at = try beginEvent(time)
            let key = try parseKey()
            // A focus's source is checked as the line runs (rows come and go): its column is kept for that.
            try emit(.key(key.input, at: at), column: key.column)
        case "pause":
            let start = try beginEvent(time)
            let durationToken = try next(expected: "a duration in milliseconds")
            let end = start + (try parseMilliseconds(durationToken))
            try requireWithinLimits(end, samples: 1, at: durationToken)
            now = end
            try emit(.tick(at: now))
        case "undo", "redo":
            // `[TIME] undo`, `[TIME] redo`: the app's undo and redo, at that time.
            let at = try beginEvent(time)
            try requireWithinLimits(at, samples: 1, at: verb)
            steps.append(Trace.Step(line: line, verb.text == "undo" ? .undo(at: at) : .redo(at: at)))
            inputs += 1
            now = at
        case "rename":
            // `[TIME] rename ID "TITLE" [from "OLD"]`: the app renames a node (its editor's answer to
            // a swipe), at that time; with `from`, only while the node is titled OLD (the title its editor opened with).
            let at = try beginEvent(time)
            try requireWithinLimits(at, samples: 1, at: verb)
            let id = try next(expected: "a task, header or folder id")
            let titleToken = try next(expected: "the new title (in quotes when it holds spaces)")
            let node = TaskID(String(try unquoted(id, "a task id")))
            let title = String(try unquoted(titleToken, "a title", emptyAllowed: true))
            var from: String?
            if let word = peek {
                guard skip("from") else { throw error(at: word, expected: "from and the title the editor opened with, or the end of the line") }
                from = String(try unquoted(try next(expected: "the title the editor opened with (in quotes when it holds spaces)"), "a title", emptyAllowed: true))
            }
            steps.append(Trace.Step(line: line, column: id.column, .rename(node, title: title, from: from, at: at)))
            inputs += 1
            now = at
        case "wheel":
            // `[TIME] wheel X Y DY`: a mouse wheel over X,Y scrolls the list there by DY points.
            let at = try beginEvent(time)
            try requireWithinLimits(at, samples: 1, at: verb)
            let point = try parsePoint()
            let delta = try parseNumber("a scroll in points (positive shows the rows below)")
            guard abs(delta) <= Scene.coordinateLimit else {
                throw error(at: tokens[cursor - 1], expected: "a scroll from -1000000000 to 1000000000 points (the scene's limit)")
            }
            steps.append(Trace.Step(line: line, .wheel(point, delta: delta, at: at)))
            inputs += 1
            now = at
        case "select":
            // `select ID...` or `select none`: the app's selection, set between inputs.
            try refuseTime(time, before: verb)
            let first = try next(expected: "task ids, or none")
            var ids: [TaskID] = []
            var columns: [Int] = []
            if first.text != "none" {
                cursor -= 1
                while let token = peek {
                    ids.append(TaskID(String(try unquoted(token, "a task id"))))
                    columns.append(token.column)
                    cursor += 1
                }
            }
            steps.append(Trace.Step(line: line, .select(ids, columns: columns)))
        case "play":
            // A recording played from here: its times start now; the next line's follow its end.
            let at = try beginEvent(time)
            let pathToken = try next(expected: "the path of a recording (W3C actions, evemu or libinput record)")
            var options = PlayOptions(path: try path(pathToken))
            // Each option once, as on the command line: which of two values to take would be a guess.
            // (A word seen before was an option: any other is refused below.)
            // Each option's word, by name: an error of the reader about one is placed there.
            var given: [Substring: Token] = [:]
            while let word = peek {
                cursor += 1
                guard given.updateValue(word, forKey: word.text) == nil else {
                    throw error(at: word, expected: "each play option once", found: "\(word.text), given twice")
                }
                switch word.text {
                case "lenient": options.lenient = true
                case "device": options.device = try path(try next(expected: "the path of a device description"))
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
                case "wheel":
                    let points = try parseNumber("points a notch of the wheel scrolls")
                    guard points > 0, points <= Scene.coordinateLimit else {
                        throw error(at: tokens[cursor - 1], expected: "points a notch of the wheel scrolls, more than 0 and at most 1000000000")
                    }
                    options.wheel = points
                default:
                    throw error(at: word, expected: "a play option (lenient, device PATH, calibration A,B,C,D,E,F, rotation DEGREES, start X Y, wheel POINTS)")
                }
            }
            guard let play else { throw error(at: verb, expected: "a statement this reader can play (play needs files: use dragtoact)") }
            let recording: Trace
            do { recording = try play(options) } catch {
                // An error of this trace (a recording that cannot be read) is at the path, or at the
                // option it is about (``PlayOptions/optionError(_:file:expected:found:)``); one in the
                // recording is the recording's, naming this line (a trace may play a file twice).
                guard error.file == file else { throw error.played(by: file, line: line) }
                let option = if case .path(let name) = error.location { given[Substring(name)] } else { nil as Token? }
                throw self.error(at: option ?? pathToken, expected: error.expected, found: error.found)
            }
            recordingsPlayed += 1
            let played: Trace
            switch sparingPointersDown(recording.shifted(by: at - Instant(microseconds: 0))) {
            case .spared(let trace): played = trace
            case .kindChanged(let source, let was, let now):
                throw error(at: pathToken, expected: "W3C pointer source \"\(source)\" with pointerType \(was), as an earlier play line's file named it",
                            found: "pointerType \(now)")
            }
            // Inputs and wheel turns count toward the trace's limit, as a native line's do.
            let written = played.steps.count { step in
                switch step.kind {
                case .input, .wheel: true
                case .actions, .expect, .undo, .redo, .rename, .select: false
                }
            }
            try requireWithinLimits(played.end, samples: written, at: pathToken)
            steps += played.steps.map { Trace.Step(line: line, $0.kind) }
            inputs += written
            warnings += played.warnings
            now = max(now, played.end)
            followPointers(through: played.steps, played: PlayedPress(line: line, path: options.path))
        case "expect":
            try refuseTime(time, before: verb)
            steps.append(Trace.Step(line: line, .expect(try parseExpectation())))
        default:
            // `.5 down …`: a time written without the digit before its point reads as a word.
            let time = verb.text.first == "." && verb.text.count > 1 && verb.text.dropFirst().allSatisfy(\.isASCIIDigit)
            guard !time else {
                throw error(at: verb, expected: Self.statements, found: "\"\(verb.text)\" (a time is written with a digit before its point: 0\(verb.text))")
            }
            // A misspelt statement (`dwn`): the nearest named.
            throw error(at: verb, expected: Self.statements, nearestOf: Self.statementWords)
        }
        if let extra = peek { throw error(at: extra, expected: "the end of the line") }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
