import DropGeometry
import Foundation
import Replay
import Runtime

/// Reads trace and scene files, tells the trace formats apart, and finds the scene.
enum Loader {
    /// What a trace file holds, told apart by its first lines; `scene` is none, but is told
    /// apart so that a scene given as a trace is called one.
    enum Format {
        case native, webDriver, evemu, libinput, scene

        /// What a message calls it.
        var name: String {
            switch self {
            case .native: "a native trace"
            case .webDriver: "W3C WebDriver Actions"
            case .evemu: "an evemu recording"
            case .libinput: "a libinput recording"
            case .scene: "a scene"
            }
        }
    }

    /// What a text the format guess took for a native trace holds: nothing (blank or comment
    /// lines alone: every format's guess falls back to native for those), a native trace (its
    /// first line starts with a statement, after any time), or text of no format read here (a CSV, a
    /// recording of another tool), named by the first word of its first line.
    static func nativeOrNothing(_ text: String) -> String {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { $0.drop { $0 == " " || $0 == "\t" } }
        if lines.allSatisfy(\.isEmpty) { return "an empty file" }
        guard let first = lines.firstIndex(where: { !$0.isEmpty && $0.first != "#" }) else { return "a file of comments alone" }
        // A first line that reads as one, or is wrong past its statement word, is a native trace's.
        do {
            _ = try NativeTrace.parse(String(lines[first]), file: "", play: { _ throws(InputError) in Trace(file: "", steps: []) })
            return "a native trace"
        } catch {
            if !error.expected.hasPrefix("a statement (") { return "a native trace" }
        }
        let word = lines[first].prefix { !$0.isWhitespace }
        let shown = word.count > 40 ? word.prefix(40) + "…" : word
        return "text of none of the formats read here (line \(first + 1) starts \"\(String(shown).oneLine)\")"
    }

    /// The trace at `path` and the scene it plays against: `--scene` if given, else a native
    /// trace's `scene` line (a built-in name — `todo`, `files`, `documents`, `projects` — or a path
    /// relative to the trace's folder), else the built-in todo scene. A native trace's `play`
    /// lines read their recordings (relative to the trace) against that scene. A native trace is
    /// checked whole, then read again as the replay goes (``NativeTraceStream``); a recording is
    /// read whole.
    /// `nativeOnly` refuses any other format (`check` runs a native trace's `expect` lines).
    static func load(trace path: String, options: Arguments, nativeOnly: Bool = false) throws(Failure) -> (steps: any TraceSteps, scene: Scene) {
        // A pipe, standard input or a device gives its bytes once: kept whole, read from memory twice.
        let once = FileChunks.canBeReadAgain(trace: path) ? nil : try FileChunks.bytes(of: path, what: "trace", trace: true)
        // Names in a trace that came through a pipe are relative to the current folder: the pipe's has none.
        let base = once == nil ? path : ""

        func chunks() throws(InputError) -> any ByteChunks {
            if let once { return BytesInMemory(once, chunkSize: FileChunks.chunkSize) }
            do throws(Failure) { return try FileChunks(path: path, what: "trace") } catch {
                throw InputError(file: path, location: .path(""), expected: "the trace to read again", found: error.message)
            }
        }
        var start: any ByteChunks = if let once { BytesInMemory(once) } else { try FileChunks(path: path, what: "trace") }
        let head: (bytes: [UInt8], text: String)
        do { head = try start.head(1 << 18) } catch { throw .input(error) }
        if let error = InputError.utf16(head.bytes, file: path) { throw .input(error) }
        var scene = Scene.todo
        if let sceneOverride = options.scene { scene = try loadScene(sceneOverride) }
        let format = self.format(of: withoutByteOrderMark(head.text))
        var play = PlayOptions(path: path)
        play.lenient = options.lenient
        play.device = options.device
        play.calibration = options.calibration
        play.rotation = options.rotation
        play.start = options.start.map { Point(x: $0.x, y: $0.y) }
        play.wheel = options.wheel
        if format == .scene {
            throw .input(InputError(file: path, location: .text(line: 1, column: 1),
                                    expected: nativeOnly ? "a native trace (check runs its expect lines)"
                                        : "a trace (native, W3C WebDriver Actions, evemu or libinput record)",
                                    found: nativeOnly ? "a scene (a trace names it in its scene line)" : "a scene (use it with --scene or a trace's scene line)"))
        }
        if nativeOnly, format != .native {
            throw .input(InputError(file: path, location: .text(line: 1, column: 1),
                                    expected: "a native trace (check runs its expect lines; a native trace's play line plays \(format.name))",
                                    found: format.name))
        }
        if let option = inapplicable(play, to: format) {
            throw .usage("--\(option) applies to \(inputs(taking: option)), not to \(format.name) (\(path))"
                         + (format == .native ? ": a play line takes its own options" : ""), help: "dragtoact replay --help")
        }
        guard format == .native else {
            let text = if let once { try self.text(of: once, path: path, what: "trace") } else { try read(path, what: "trace") }
            return (TraceInMemory(try recording(text: text, format: format, options: play, scene: scene, playedBy: nil)), scene)
        }
        // The scene line comes before any event: a first reading, as far as the first event, finds it.
        var named = options.scene != nil
        do {
            if options.scene == nil, let (name, location) = try NativeTraceStream.scene(file: path, chunks: try chunks()) {
                named = true
                if let builtIn = Scene.builtIn(name) {
                    scene = builtIn
                } else {
                    do throws(Failure) { scene = try loadScene(relative(name, to: base)) } catch {
                        // A scene file that cannot be read is an error of the trace, at its scene line.
                        guard case .unreadable(let scenePath, _, let reason) = error else { throw error }
                        throw Failure.input(InputError(file: path, location: location,
                                                expected: "a built-in scene (\(Scene.builtInNames.joined(separator: ", "))) or a scene file",
                                                found: "\"\(name)\", which cannot be read: \(reason) (\(scenePath))"))
                    }
                }
            }
        } catch let error as InputError {
            throw .input(error)
        } catch let error as Failure {
            throw error
        } catch {
            throw .input(InputError(file: path, location: .path(""), expected: "a trace", found: "\(error)"))
        }
        let chosen = scene
        let memo = PlayMemo()
        do {
            return (try NativeTraceStream(file: path, play: { play throws(InputError) in
                if let kept = memo.recall(play) { return kept }
                let original = play
                var play = play
                play.path = relative(play.path, to: base)
                play.device = play.device.map { relative($0, to: base) }
                let text: String
                do throws(Failure) { text = try read(play.path, what: "recording") } catch {
                    // Bytes that are not UTF-8 are the recording's error, at their line and column.
                    if case .input(let inputError) = error { throw inputError }
                    // An error of the trace (its file): the parser places it at the play line's path.
                    let reason = if case .unreadable(_, _, let reason) = error { reason } else { error.message }
                    throw InputError(file: path, location: .path(""), expected: "a recording to play",
                                     found: "\"\(original.path)\", which cannot be read: \(reason) (\(play.path))")
                }
                let format = Loader.format(of: text)
                if format == .native || format == .scene {
                    // An error of the trace (its file): the parser places it at the play line's path.
                    throw InputError(file: path, location: .path(""), expected: "a recording to play (W3C WebDriver Actions, evemu or libinput record)",
                                     found: "\"\(original.path)\", \(format == .scene ? format.name : nativeOrNothing(text)) (\(play.path))")
                }
                if let option = inapplicable(play, to: format) {
                    // An error of the trace (its file): the parser places it at the option.
                    throw PlayOptions.optionError(option, file: path, expected: "play options that apply to \(format.name)",
                                                  found: "\(option), which applies to \(inputs(taking: option))")
                }
                do throws(Failure) {
                    let recording = try recording(text: text, format: format, options: play, scene: chosen, playedBy: path)
                    memo.keep(recording, for: original, read: text.utf8.count)
                    return recording
                } catch {
                    switch error {
                    case .input(let inputError): throw inputError
                    default: throw InputError(file: play.path, location: .path(""), expected: "a recording to play", found: error.message)
                    }
                }
            }, names: SceneNames(chosen, named: named), open: { () throws(InputError) in
                memo.opened()
                return try chunks()
            }), scene)
        } catch {
            throw .input(error)
        }
    }

    /// The recordings a native trace's `play` lines read in its first reading, kept for the
    /// second in the same order, so a recording is read and checked once — as long as those kept
    /// came from at most ``byteBudget`` bytes of recordings and hold at most ``stepBudget`` steps
    /// in all; later ones are read again.
    private final class PlayMemo {
        static let byteBudget = 16 << 20
        static let stepBudget = 2_000_000
        private var kept: [(play: PlayOptions, trace: Trace)?] = []
        private var next = 0
        private var steps = 0
        private var bytes = 0
        private var readings = 0
        private var secondReading: Bool { readings >= 2 }

        /// The recording kept for this `play` line of the second reading, if any.
        func recall(_ play: PlayOptions) -> Trace? {
            guard secondReading, next < kept.count else { return nil }
            defer { kept[next] = nil; next += 1 }
            return kept[next].flatMap { $0.play == play ? $0.trace : nil }
        }

        /// Keeps a recording read in the first reading (or marks it as not kept), in order.
        func keep(_ trace: Trace, for play: PlayOptions, read bytes: Int) {
            guard !secondReading else { return }
            if steps + trace.steps.count <= Self.stepBudget, self.bytes + bytes <= Self.byteBudget {
                steps += trace.steps.count
                self.bytes += bytes
                kept.append((play, trace))
            } else {
                kept.append(nil)
            }
        }

        /// Called as each reading opens the trace.
        func opened() { readings += 1 }
    }

    /// Whether the scene file `given` (`--scene`) is the scene a `scene` line of the trace at
    /// `trace` names, `named`: the same file, however each path is written (a built-in name is
    /// never a file given).
    static func sameScene(_ given: String, _ named: String, namedBy trace: String) -> Bool {
        guard Scene.builtIn(named) == nil else { return false }
        // A trace read whole (a pipe) names files from the current folder, as ``load(trace:options:nativeOnly:)`` finds them.
        let base = FileChunks.canBeReadAgain(trace: trace) ? trace : ""
        func real(_ path: String) -> String? {
            guard let resolved = realpath(path, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        }
        guard let a = real(given), let b = real(relative(named, to: base)) else { return given == named }
        return a == b
    }

    /// `name` as written in the trace at `trace`: absolute, or relative to the trace's folder.
    static func relative(_ name: String, to trace: String) -> String {
        guard !name.hasPrefix("/"), let slash = trace.lastIndex(of: "/") else { return name }
        return trace[...slash] + name
    }

    /// A W3C actions file or a Linux input recording (never `.native`), read against `scene`;
    /// played by the `play` line of the native trace `trace`, or replayed on its own (`nil`).
    /// A Linux recording's option it has no use for, or a start off the viewport, is a usage
    /// error of `replay`, or an error of the trace (the parser places it at the play line's path).
    static func recording(text: String, format: Format, options: PlayOptions, scene: Scene, playedBy trace: String?) throws(Failure) -> Trace {
        do {
            switch format {
            case .webDriver:
                return try WebDriverActions.parse(text, file: options.path, lenient: options.lenient, viewport: scene.viewport,
                                                  startsAtOrigin: trace == nil)
            case .evemu, .libinput:
                // A recording that holds its description is read by it: another given with
                // --device would be merged into it (the codes of two devices), or ignored.
                if format == .evemu, options.device != nil, EvdevRecording.holdsDescription(Substring(text)) {
                    let owner = "an evemu recording without a description of its own"
                    guard let trace else {
                        throw Failure.usage("--device applies to \(owner), not to \(options.path), which holds one (its N: and A: lines)",
                                            help: "dragtoact replay --help")
                    }
                    throw Failure.input(PlayOptions.optionError("device", file: trace, expected: "play options that apply to an evemu recording holding its description",
                                                                found: "device, which applies to \(owner)"))
                }
                var description: (text: String, file: String)?
                if let device = options.device {
                    description = (try read(device, what: "device description"), device)
                } else if format == .evemu, !EvdevRecording.holdsDescription(Substring(text)),
                          let beside = describedBeside(options.path) {
                    description = (try read(beside, what: "device description"), beside)
                }
                let recording = try EvdevRecording.read(text, file: options.path, description: description, lenient: options.lenient)
                if let refusal = refusal(options, motion: recording.motion, recorded: recording.pointerAxes, viewport: scene.viewport) {
                    guard let trace else { throw Failure.usage(refusal.usage, help: "dragtoact replay --help") }
                    throw Failure.input(PlayOptions.optionError(refusal.option, file: trace, expected: refusal.expected, found: refusal.found))
                }
                var mapping = EvdevRecording.Mapping(viewport: scene.viewport)
                if let calibration = options.calibration { mapping.calibration = calibration }
                if let rotation = options.rotation { mapping.rotation = rotation }
                mapping.start = options.start
                mapping.wheel = options.wheel
                return try recording.trace(mapping: mapping)
            case .native, .scene:
                preconditionFailure("\(format.name) is not a recording: the callers tell it apart first")
            }
        } catch let error as InputError {
            throw .input(error)
        } catch let error as Failure {
            throw error
        } catch {
            throw .input(InputError(file: options.path, location: .path(""), expected: "a recording", found: "\(error)"))
        }
    }

    /// evemu-devices' naming: `DEVICE.GESTURE.events` is described by `DEVICE.desc` beside it
    /// (the longest such name that exists: device names may hold dots).
    static func describedBeside(_ path: String) -> String? {
        var stem = (path as NSString).deletingPathExtension
        while true {
            if FileManager.default.fileExists(atPath: stem + ".desc") { return stem + ".desc" }
            let shorter = (stem as NSString).deletingPathExtension
            guard shorter != stem, !shorter.isEmpty else { return nil }
            stem = shorter
        }
    }

    static func format(of text: String) -> Format {
        if isWebDriver(text) { return isScene(text) ? .scene : .webDriver }
        if EvdevRecording.isLibinputRecord(Substring(text)) { return .libinput }
        if EvdevRecording.isEvemu(Substring(text)) { return .evemu }
        return .native
    }

    /// The first of `options` that `format` has no use for: `lenient` but for W3C actions and
    /// Linux recordings (a clock's step back taken out), `device` but for evemu recordings (a libinput record holds its device), `calibration`,
    /// `rotation`, `start` and `wheel` but for Linux recordings (a W3C wheel source and a native
    /// trace's `wheel` line say how far they scroll).
    static func inapplicable(_ options: PlayOptions, to format: Format) -> String? {
        let linux = format == .evemu || format == .libinput
        if options.lenient && format != .webDriver && !linux { return "lenient" }
        if options.device != nil && format != .evemu { return "device" }
        if !linux {
            if options.calibration != nil { return "calibration" }
            if options.rotation != nil { return "rotation" }
            if options.start != nil { return "start" }
            if options.wheel != nil { return "wheel" }
        }
        return nil
    }

    /// A Linux recording's option that its `motion` has no use for — `calibration` and `rotation`
    /// for a mouse's relative motion, `start` for absolute axes (a touchscreen's, a tablet pen's or
    /// an absolute mouse's, as `recorded` names them) — or a `start` off the viewport (the pointer
    /// would begin clamped to its edge), as `replay` says it (`usage`) and as a `play` line's error
    /// says it (`expected`, `found`), with the option's name; `nil` when every option applies.
    static func refusal(_ options: PlayOptions, motion: EvdevRecording.Motion, recorded: String, viewport: Size)
        -> (option: String, usage: String, expected: String, found: String)? {
        let absolute = "a touchscreen's absolute axes", relative = "a mouse's relative motion (REL_X/REL_Y)"
        let (other, unused) = switch motion {
        case .absolute: (relative, options.start != nil ? "start" : nil)
        case .relative: (absolute, options.calibration != nil ? "calibration" : options.rotation != nil ? "rotation" : nil)
        }
        if let unused {
            return (unused, "--\(unused) applies to \(other), not to \(recorded), which \(options.path) records",
                    "play options that apply to \(recorded)", "\(unused), which applies to \(other)")
        }
        if let start = options.start, !(0...viewport.width).contains(start.x) || !(0...viewport.height).contains(start.y) {
            let n = JSONValue.format
            let onTheViewport = "on the scene's viewport, 0…\(n(viewport.width)) × 0…\(n(viewport.height))"
            return ("start", "--start expects X,Y \(onTheViewport), found \(n(start.x)),\(n(start.y))", "a start \(onTheViewport)",
                    "start \(n(start.x)) \(n(start.y))")
        }
        return nil
    }

    /// What an option ``inapplicable(_:to:)`` names applies to, as messages say it.
    static func inputs(taking option: String) -> String {
        switch option {
        case "lenient": "W3C WebDriver Actions and evemu and libinput recordings"
        case "device": "evemu recordings"
        default: "evemu and libinput recordings"
        }
    }

    static func loadScene(_ path: String) throws(Failure) -> Scene {
        let text = try read(path, what: "scene")
        do { return try Scene.decode(text, file: path) } catch {
            if let found = notJSON(text) ?? (isWebDriverActions(text) ? Format.webDriver.name : nil) {
                throw .input(InputError(file: path, location: .text(line: 1, column: 1),
                                        expected: #"a scene (a JSON object with "viewport", "lists" and "receivers")"#, found: found))
            }
            throw .input(error)
        }
    }

    /// What a file that is not JSON holds, as a message calls it, when that is told: an evemu or
    /// libinput recording (by its first lines), a native trace (when it reads as one whole), or
    /// comments alone. `nil` for JSON, empty text, or other text: the JSON parser's error says
    /// where that stops being JSON.
    static func notJSON(_ text: String) -> String? {
        guard let first = text.first(where: { !$0.isWhitespace }), first != "{", first != "[" else { return nil }
        let format = format(of: text)
        switch format {
        case .evemu, .libinput:
            return format.name
        case .native:
            let reads = (try? NativeTrace.parse(text, file: "", play: { _ throws(InputError) in Trace(file: "", steps: []) })) != nil
            return reads ? nativeOrNothing(text) : nil
        case .webDriver, .scene:
            return nil
        }
    }

    /// Whether `text` is JSON that holds W3C WebDriver Actions, not a scene: an array of objects
    /// each with `"actions"` (the input sources alone, or Perform Actions bodies), or an object
    /// with `"actions"` and neither `"viewport"` nor `"receivers"`.
    /// Given as a scene, it was "actions: expected one of the keys clock, lists, …, found an unknown key".
    /// Asked only after a scene failed to decode; the text is parsed again only when it holds
    /// `"actions"` at all, so a large scene with a typo is not parsed twice.
    static func isWebDriverActions(_ text: String) -> Bool {
        guard text.utf8.firstRange(of: #""actions""#.utf8) != nil, let value = try? JSONParser.parse(text, file: "") else { return false }
        switch value {
        // Sources, or Perform Actions bodies: objects each holding "actions" (`[]` or `[1, 2]` are not).
        case .array(let items): return !items.isEmpty && items.allSatisfy { $0["actions"] != nil }
        case .object: return value["actions"] != nil && value["viewport"] == nil && value["receivers"] == nil
        case .null, .bool, .number, .string: return false
        }
    }

    /// W3C WebDriver Actions when the first character is `{` or `[`; the native format otherwise.
    static func isWebDriver(_ text: String) -> Bool {
        guard let first = text.first(where: { !$0.isWhitespace }) else { return false }
        return first == "{" || first == "["
    }

    /// Whether `text` starts with a JSON object whose first key that tells the two apart is
    /// `"viewport"` or `"receivers"` (a scene's), not `"actions"` (a W3C body's): a scene. Only the
    /// keys of that object are read, nested values and strings skipped, and the reading stops at
    /// that key, so a first part of a file will do.
    /// - Complexity: O(n) in the length of `text` up to that key.
    static func isScene(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isScene)
    }

    private static func isScene(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "{") else { return false }
        var depth = 0
        // At depth 1, after `{` or `,`: the next string is a key of the object.
        var key = false
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\""):
                var end = i + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                if depth == 1, key {
                    switch String(decoding: bytes[(i + 1)..<min(end, bytes.count)], as: UTF8.self) {
                    case "actions": return false
                    case "viewport", "receivers": return true
                    default: break
                    }
                }
                key = false
                i = end
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                key = depth == 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { i = bytes.count }
            case UInt8(ascii: ","):
                key = depth == 1
            default:
                break
            }
            i += 1
        }
        return false
    }

    /// The built-in demos' native traces.
    static func parseTrace(text: String, file: String, scene: Scene) throws(Failure) -> Trace {
        do {
            return try NativeTrace.parse(text, file: file, play: { _ throws(InputError) in
                throw InputError(file: file, location: .path(""), expected: "no play lines in a built-in trace", found: "one")
            }, names: SceneNames(scene))
        } catch {
            throw .input(error)
        }
    }

    /// The text of `path` — a file, a pipe or a device — without a byte-order mark.
    static func read(_ path: String, what: String) throws(Failure) -> String {
        try text(of: FileChunks.bytes(of: path, what: what), path: path, what: what)
    }

    /// `bytes` read from `path` as UTF-8 text, without a byte-order mark; bytes that are not
    /// UTF-8 are an error at their line and column.
    static func text(of bytes: [UInt8], path: String, what: String) throws(Failure) -> String {
        if let error = InputError.utf16(bytes, file: path) { throw .input(error) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            if let error = InputError.notUTF8(bytes, file: path) { throw .input(error) }
            throw .unreadable(path: path, what: what, reason: "it is not UTF-8 text")
        }
        return withoutByteOrderMark(text)
    }

    /// `text` without the byte-order mark some editors put first (U+FEFF, invisible): any
    /// file may start with one.
    static func withoutByteOrderMark(_ text: String) -> String {
        text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    }
}
