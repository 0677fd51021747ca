import Foundation
import CDragToAct
import DropEngine
import Replay
import Runtime
import TaskModel
import TaskStore

/// Runs one invocation of `dragtoact`: picks the command, reads the files, reports errors
/// (bad input exits 2 with the file and place), and returns the exit status.
enum DragToActCommand {
    static func run(arguments: [String], console: Console) -> ExitStatus {
        let command = arguments.first ?? ""
        let rest = Array(arguments.dropFirst())
        do throws(Failure) {
            switch command {
            case "--help", "-h":
                console.write(Help.main)
                return .success
            case "--version":
                guard rest.isEmpty else { throw .usage("--version takes nothing after it, found \"\(rest[0])\"", help: "dragtoact --help") }
                console.write("dragtoact \(version)\n")
                return .success
            case _ where command.hasPrefix("--version="):
                throw .usage("--version takes no value, found \"\(command)\"", help: "dragtoact --help")
            // The demo's options, `--speed=2` too (its parser reads what follows the `=`, and
            // refuses `--help=x` as a flag given a value).
            case _ where command.isEmpty || ["--speed", "--instant", "--reduce-motion", "--help"].contains(command.prefix { $0 != "=" }):
                return try demo(arguments: arguments, console: console, named: false)
            case "help":
                // `help` alone or with a known command succeeds (`help help` and `help --help` (`-h`) are the
                // main text, which describes it); an unknown one is a usage error.
                if rest == ["--help"] || rest == ["-h"] {
                    console.write(Help.main)
                    return .success
                }
                if let unknown = rest.first, !["demo", "replay", "check", "show", "undo", "redo", "compact", "live", "help"].contains(unknown) {
                    throw .usage("no help for \"\(unknown)\"" + (nearestName(to: unknown, among: Self.commands).map { " (did you mean \($0)?)" } ?? "")
                                 + ": the commands are demo, replay, check, show, undo, redo, compact and live",
                                 help: "dragtoact --help")
                }
                if rest.count > 1 {
                    throw .usage("help takes one command, found \"\(rest[1])\" after \"\(rest[0])\"", help: "dragtoact help \(rest[0])")
                }
                console.write(helpText(for: rest.first))
                return .success
            case "demo":
                return try demo(arguments: rest, console: console, named: true)
            case "replay":
                return try replay(arguments: rest, console: console)
            case "check":
                return try check(arguments: rest, console: console)
            case "show":
                return try show(arguments: rest, console: console)
            case "live":
                return try live(arguments: rest, console: console)
            case "undo", "redo":
                return try travel(command, arguments: rest, console: console)
            case "compact":
                return try compact(arguments: rest, console: console)
            default:
                throw Failure.usage(command.hasPrefix("-") ? "unknown option \(command.hasPrefix("--") ? String(command.prefix { $0 != "=" }) : command)"
                                                          : "unknown command \(command)" + (nearestName(to: command, among: Self.commands).map { " (did you mean \($0)?)" } ?? ""),
                                    help: "dragtoact --help")
            }
        } catch {
            console.writeError(error.message)
            return error.status
        }
    }

    /// Runs the command line as given, bytes: each argument must be UTF-8. Swift would put U+FFFD
    /// in place of the bytes of one that is not, and a file name so changed names another file
    /// (`replay --store` made a store there and exited 0; `show` said there was no such file).
    static func run(rawArguments: [[UInt8]], console: Console) -> ExitStatus {
        var arguments: [String] = []
        for (i, bytes) in rawArguments.enumerated() {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                let shown = bytes.map { $0 >= 0x20 && $0 < 0x7F ? String(UnicodeScalar($0)) : "\\x" + ($0 < 0x10 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
                console.writeError(Failure.usage("argument \(i + 1) is not UTF-8 text, found \"\(shown)\": file names must be UTF-8", help: "dragtoact --help").message)
                return .badInput
            }
            arguments.append(text)
        }
        return run(arguments: arguments, console: console)
    }

    /// The release, as `dragtoact.h` numbers it (`DTA_VERSION_MAJOR.MINOR.PATCH`): the command and
    /// libDragToAct are built from one source and released together.
    static let version = "\(DTA_VERSION_MAJOR).\(DTA_VERSION_MINOR).\(DTA_VERSION_PATCH)"

    /// The commands, for a mistyped one's "did you mean".
    static let commands = ["help", "demo", "replay", "check", "show", "live", "undo", "redo", "compact"]

    static func helpText(for command: String?) -> String {
        switch command {
        case "replay": Help.replay
        case "check": Help.check
        case "show": Help.show
        case "undo", "redo": Help.undo
        case "compact": Help.compact
        case "live": Help.live
        case "demo": Help.demo
        default: Help.main // `help` is described there
        }
    }

    // MARK: The demo

    /// - Parameter named: `dragtoact demo …`, whose help is the demo's; else `dragtoact` with the
    ///   demo's options, whose help is the main text.
    static func demo(arguments: [String], console: Console, named: Bool) throws(Failure) -> ExitStatus {
        let options = try parse(arguments, allowed: ["--speed", "--instant", "--reduce-motion"], command: named ? "demo" : nil)
        if options.help {
            console.write(named ? Help.demo : Help.main)
            return .success
        }
        // `dragtoact demo files` plays the built-in files demo; plain `dragtoact`, the todo one.
        let name = options.positional.first ?? "todo"
        guard let text = DemoTrace.texts[name], let scene = Scene.builtIn(name) else {
            throw .usage("unknown demo \(name): the demos are todo, files, documents and projects", help: "dragtoact demo --help")
        }
        if options.positional.count > 1 {
            throw .usage("demo takes one demo, found \"\(options.positional[1])\" after \"\(name)\"", help: "dragtoact demo --help")
        }
        let trace = try Loader.parseTrace(text: text, file: "built-in \(name) demo trace", scene: scene)
        return play(steps: TraceInMemory(trace), scene: scene, options: options, console: console, plainFrames: true)
    }

    // MARK: replay

    static func replay(arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        let options = try parse(arguments, allowed: ["--scene", "--speed", "--instant", "--explain", "--json", "--announce", "--reduce-motion", "--store",
                                                     "--writer", "--lenient", "--device", "--calibration", "--rotation", "--start", "--wheel"],
                                command: "replay")
        if options.help {
            console.write(Help.replay)
            return .success
        }
        guard options.positional.count == 1 else {
            throw .usage(options.positional.isEmpty ? "replay needs a TRACE" : "replay takes one TRACE, found \(options.positional.count)",
                         help: "dragtoact replay --help")
        }
        let (steps, scene) = try Loader.load(trace: options.positional[0], options: options)
        for warning in steps.outline.warnings { console.writeError("dragtoact: warning: \(warning)\n") }
        // --scene wins over the trace's own scene line, which is then not read: never in silence,
        // as a trace written for another scene fails naming lists the person did not give.
        if let given = options.scene, let named = steps.outline.scene, !Loader.sameScene(given, named, namedBy: options.positional[0]) {
            console.writeError("dragtoact: warning: --scene \(given.oneLine) is played in place of the scene the trace names (scene \(named.oneLine))\n")
        }
        guard let storePath = options.store else {
            return play(steps: steps, scene: scene, options: options, console: console)
        }
        let store = try StoreAccess.open(storePath, for: scene, writer: options.writer)
        return play(steps: steps, scene: scene, options: options, console: console, store: store)
    }

    /// Animates on a terminal; otherwise prints lines (events, or JSON Lines) and the final board.
    /// Each event is written as it happens; an `applied` event is written, and flushed, only after
    /// the store (when there is one) has committed it, and before the next drop is handled.
    /// - Parameter plainFrames: without a terminal, print frames (the demo) rather than event lines.
    static func play(steps: some TraceSteps, scene: Scene, options: Arguments, console: Console, store: TaskStore? = nil,
                     plainFrames: Bool = false) -> ExitStatus {
        var replayer: Replayer
        do {
            replayer = try Replayer(steps: steps, runtime: try BoardRuntime(scene: scene, store: store, reduceMotion: options.reduceMotion),
                                    explain: options.explain, announce: options.announce)
            replayer.playsUnnamedTodoScene = options.scene == nil && replayer.outline.scene == nil
        } catch {
            console.writeError("dragtoact: \(error)\n")
            return .badInput
        }
        var out = EventOutput(console: console)
        // Columns that fit every time and pointer of the trace, so that its lines stay aligned.
        let outline = replayer.outline
        let columns = TextColumns(end: outline.end, fractionalTimes: outline.fractionalTimes, widestPointer: outline.widestPointer)
        func write(_ event: RuntimeEvent, flush: Bool) {
            // A trace that expects an announcement turns them on; they are printed with --announce.
            if event.isAnnouncement && !options.announce { return }
            if options.json { return out.writeJSON(event, flush: flush) }
            var text = event.textLine(columns: columns) + "\n"
            for line in event.explanationLines { text += "              " + line + "\n" }
            out.write(text, flush: flush)
        }
        // A trace that stops mid-drag says so, as an event before the final board (and on standard error below).
        func writeUnfinished() {
            let end = max(replayer.outline.end, replayer.lastInput?.time ?? replayer.outline.end)
            for (pointer, source, dragging) in replayer.unfinished {
                if options.json {
                    out.write(JSONValue.object([.init("t", .number(Double(end.microseconds) / 1_000)), .init("event", "traceEnded"),
                                                .init("pointer", pointer.isKeyboard ? "keyboard" : .number(Double(pointer.rawValue))), .init("source", .string(source.rawValue)),
                                                .init("holding", dragging ? "drag" : "press")]).text + "\n", flush: true)
                } else {
                    let what = dragging ? "a drag of \(source)" : "a press on \(source)"
                    let who = pointer.isKeyboard ? "key" : "p\(pointer)"
                    out.write("\(columns.time(end))  \(columns.pointer(who))  trace ended with \(what) under way\n", flush: true)
                }
            }
        }
        do throws(RuntimeError) {
            if options.json {
                try replayer.runToEnd { event in write(event, flush: event.isApplied) }
                writeUnfinished()
                out.write(replayer.runtime.board.finalJSON(titles: scene.titles).text + "\n", flush: true)
            } else if console.isTerminal && !options.explain {
                var player = Player(replayer: replayer, console: console, speed: options.instant ? nil : options.speed,
                                    reduceMotion: options.reduceMotion)
                defer { replayer = player.replayer }
                try player.play()
            } else if plainFrames && !options.explain {
                try PlainFrames.print(&replayer, console: console)
            } else {
                try replayer.runToEnd { event in write(event, flush: event.isApplied) }
                writeUnfinished()
                out.write("\n" + BoardText.describe(replayer.runtime.board, scene: scene), flush: true)
            }
        } catch {
            // What the failing step did before it stopped: an `applied` here was committed.
            if options.json || !console.isTerminal {
                for event in replayer.pendingEvents { write(event, flush: false) }
            }
            out.flush()
            // The expectations that failed before the step that stopped the replay, then why it stopped.
            for failure in replayer.failures { console.writeError("dragtoact: \(failure)\n") }
            console.writeError("dragtoact: \(error)\n")
            switch error {
            case .store: return .storeFailed
            case .layout: return .badInput
            }
        }
        // Not an error (the board is the scene's, and any expectations run), but never silent; said
        // once the trace has played, so that a trace refused as it runs (a `select` of a task the
        // board lacks) is not also told it holds no inputs.
        if !replayer.outline.holdsInputs { console.writeError("dragtoact: \(replayer.outline.file) holds no inputs\n") }
        for warning in replayer.endWarnings { console.writeError("dragtoact: warning: \(warning)\n") }
        for (pointer, source, dragging) in replayer.unfinished {
            let what = dragging ? "a drag of \(source)" : "a press on \(source)"
            console.writeError("dragtoact: \(replayer.outline.file) ended with \(what) under way (\(Self.naming(pointer))): nothing was dropped\n")
        }
        for failure in replayer.failures { console.writeError("dragtoact: \(failure)\n") }
        return replayer.failures.isEmpty ? .success : .expectationFailed
    }

    /// `pointer 2`, or `the keyboard`: who holds what a trace left under way.
    private static func naming(_ pointer: PointerID) -> String {
        pointer.isKeyboard ? "the keyboard" : "pointer \(pointer)"
    }

    // MARK: check

    static func check(arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        let options = try parse(arguments, allowed: ["--junit"], command: "check")
        if options.help {
            console.write(Help.check)
            return .success
        }
        guard !options.positional.isEmpty else { throw .usage("check needs at least one TRACE", help: "dragtoact check --help") }
        guard options.positional.count(where: { $0 == FileChunks.standardInput }) <= 1 else {
            throw .usage("standard input (-) can be read once", help: "dragtoact check --help")
        }
        if let junit = options.junit, !JUnitReport.mayOverwrite(junit) {
            throw .usage("--junit \(junit) holds something other than a JUnit report (it does not start with <?xml): the report would overwrite it",
                         help: "dragtoact check --help")
        }
        if let junit = options.junit, let code = JUnitReport.unwritable(junit) {
            throw .unwritable(path: junit, what: "the JUnit report", reason: FileChunks.reason(code))
        }
        var status = ExitStatus.success
        var report = JUnitReport()
        for path in options.positional {
            // What is written to standard error of this trace, for its test case too.
            var warnings: [String] = []
            // The expectations that failed before an error stopped the replay: listed with it.
            var failedBeforeError: [ExpectationFailure] = []
            func warn(_ text: String) {
                console.writeError("dragtoact: \(text)\n")
                warnings.append(text)
            }
            do throws(Failure) {
                let (steps, scene) = try Loader.load(trace: path, options: Arguments(), nativeOnly: true)
                for warning in steps.outline.warnings { warn("warning: \(warning)") }
                var replayer: Replayer
                do { replayer = try Replayer(steps: steps, runtime: BoardRuntime(scene: scene)) } catch { throw .input(error) }
                replayer.playsUnnamedTodoScene = steps.outline.scene == nil
                do { try replayer.runToEnd() } catch {
                    failedBeforeError = replayer.failures
                    throw .runtime(error)
                }
                // As replay says it: a forgotten input is not silent in the command CI runs either.
                if !replayer.outline.holdsInputs { warn("\(path) holds no inputs") }
                for warning in replayer.endWarnings { warn("warning: \(warning)") }
                for (pointer, source, dragging) in replayer.unfinished {
                    warn("\(path) ended with a \(dragging ? "drag of" : "press on") \(source) under way (\(Self.naming(pointer)))")
                }
                let count = steps.outline.expectationCount
                if !replayer.failures.isEmpty {
                    for failure in replayer.failures { console.write("FAIL \(failure)\n") }
                    report.add(path, .failed(replayer.failures.map(\.description)), warnings: warnings)
                    if status == .success { status = .expectationFailed }
                } else if count == 0 {
                    let failure = "\(path): no expectations (a rules test that cannot fail)"
                    console.write("FAIL \(failure)\n")
                    report.add(path, .failed([failure]), warnings: warnings)
                    if status == .success { status = .expectationFailed }
                } else {
                    console.write("pass \(path) (\(count) expectation\(count == 1 ? "" : "s"))\n")
                    report.add(path, .passed, warnings: warnings)
                }
            } catch {
                // Without the `dragtoact: ` a message on standard error starts with, as FAIL lines and the JUnit report have.
                let message = error.message.trimmingPrefix("dragtoact: ")
                // Every failing expectation is listed, those before the line that stopped the replay too.
                for failure in failedBeforeError { console.write("FAIL \(failure)\n") }
                console.write("ERROR \(message)")
                // The message's first line: a usage error's second, "Try 'dragtoact … --help'.", is for a shell.
                report.add(path, .error(String(message.prefix { $0 != "\n" }), failures: failedBeforeError.map(\.description)), warnings: warnings)
                status = .badInput
            }
        }
        if let junit = options.junit { try report.write(to: junit) }
        return status
    }

    // MARK: live

    /// `live [--scene FILE] [--store FILE] [--record TRACE] [--reduce-motion]`: drag with the mouse.
    static func live(arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        let options = try parse(arguments, allowed: ["--scene", "--store", "--writer", "--record", "--reduce-motion"], command: "live")
        if options.help {
            console.write(Help.live)
            return .success
        }
        guard options.positional.isEmpty else { throw .usage("live takes no TRACE", help: "dragtoact live --help") }
        // Before the terminal is asked for: a file the trace would overwrite is refused on any output.
        if let record = options.record, let refusal = LiveRecording.refusal(of: record, scene: options.scene, store: options.store) {
            throw .usage(refusal, help: "dragtoact live --help")
        }
        if console.isDumbTerminal {
            throw .usage("live needs a terminal that can move the cursor and report the mouse; TERM is dumb", help: "dragtoact live --help")
        }
        guard console.isTerminal, isatty(STDIN_FILENO) == 1 else {
            throw .usage("live needs a terminal on standard input and output (the mouse is read from it)", help: "dragtoact live --help")
        }
        let scene = try options.scene.map(Loader.loadScene) ?? .todo
        // The trace names the scene so that it replays from anywhere: a built-in name, or a path
        // from the trace's folder (absolute when they share no folder but `/`).
        var sceneLine = options.scene.map { scene in
            options.record.map { LiveRecording.sceneName(scene, trace: $0) } ?? scene
        } ?? "todo"
        // A path with spaces, a `#` or a `"` is written in quotes (its quotes doubled), as a scene
        // line reads it; one holding a line break (which would end the line) cannot be written,
        // and the trace would not replay.
        // Trace lines end at LF or CR (``TextLines``): only those would end the scene line.
        if options.record != nil, sceneLine.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) {
            throw .usage("--record cannot name the scene \(sceneLine.quotedOneLine) in the trace's scene line: it holds a line break, which would end the line",
                         help: "dragtoact live --help")
        }
        sceneLine = NativeTrace.word(sceneLine)
        // A session on the screen waits at most a second for another process's lock: the board does
        // not freeze for the 5 s a replay waits, and a drop not saved says so and can be made again.
        let store = try options.store.map { path throws(Failure) in try StoreAccess.open(path, for: scene, busyTimeout: LiveSession.busyTimeout, writer: options.writer) }
        var recorder: FileHandle?
        if let path = options.record {
            // The trace replays from the scene's board: a store that has moved on from it would
            // give a recording that does not replay to the board the session ended with.
            if let store, let storePath = options.store {
                let fresh: BoardRuntime
                do { fresh = try BoardRuntime(scene: scene) } catch { throw .input(error) }
                let start = fresh.board
                guard store.board.finalJSON(titles: scene.titles) == start.finalJSON(titles: scene.titles) else {
                    throw .usage("--record needs a store whose board is still the scene's, or none: \(storePath) holds changes, and the trace would replay from the scene's board",
                                 help: "dragtoact live --help")
                }
                // Sections opened or closed on the store are shown so: the trace would replay from the scene's.
                let moved = store.collapsedLists.filter { fresh.isSection($0.key) && $0.value != fresh.collapsedSections.contains($0.key) }
                if !moved.isEmpty {
                    let states = moved.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key) \($0.value ? "collapsed" : "expanded")" }
                    throw .usage("--record needs a store whose sections are still as the scene shows them, or none: \(storePath) holds \(states.joined(separator: ", ")), and the trace would replay from the scene's sections",
                                 help: "dragtoact live --help")
                }
            }
            guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
                throw .unwritable(path: path, what: "record file", reason: FileChunks.reason(errno))
            }
            recorder = handle
        }
        var session: LiveSession
        do {
            session = LiveSession(runtime: try BoardRuntime(scene: scene, store: store, reduceMotion: options.reduceMotion), console: console,
                                  reduceMotion: options.reduceMotion, record: recorder, recordPath: options.record)
        } catch {
            throw .input(error)
        }
        session.run(sceneLine: sceneLine)
        try? recorder?.close()
        console.write("\n" + BoardText.describe(session.runtime.board, scene: scene))
        if let warning = session.recordingWarning { console.writeError("dragtoact: warning: \(warning)\n") }
        return .success
    }

    // MARK: show

    static func show(arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        guard let (path, options) = try storeOptions("show", arguments, allowed: ["--json", "--scene"], help: Help.show, console: console) else { return .success }
        let scene = try sceneOption(options)
        let contents = try StoreAccess.contents(path)
        try check(scene, fits: contents.board, at: path)
        if options.json {
            console.write(contents.board.finalJSON(titles: scene?.titles ?? [:], collapsed: contents.collapsedLists).text + "\n")
        } else {
            console.write(BoardText.describe(contents.board, scene: scene, collapsed: contents.collapsedLists))
        }
        return .success
    }

    // MARK: undo, redo

    /// `undo --store FILE` / `redo --store FILE`: one step of the store's history, in one transaction:
    /// the newest whoever made it, or with `--writer NAME` that writer's own (a name the store
    /// never knew is refused, exit 2, naming the ones it knows).
    static func travel(_ command: String, arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        guard let (path, options) = try storeOptions(command, arguments, allowed: ["--writer", "--scene"], help: Help.undo, console: console) else { return .success }
        let scene = try sceneOption(options, ofStore: path)
        let store = try StoreAccess.openExisting(path, writer: options.writer)
        let undo = command == "undo"
        if let name = options.writer {
            let known: [String]
            do { known = try store.writerNames() } catch { throw .store(error) }
            guard known.contains(name) else {
                let names = known.isEmpty ? "it has none" : "it has " + known.map(\.quotedOneLine).joined(separator: ", ")
                throw .usage("\(command) --writer: the store \(path) has no writer named \(name.quotedOneLine) (\(names))", help: "dragtoact \(command) --help")
            }
        }
        // With a writer, its own newest step; else the newest whoever made it.
        let scope: HistoryScope = options.writer == nil ? .anyone : .own
        let travel: HistoryTravel
        do { travel = undo ? try store.undo(scope) : try store.redo(scope) } catch { throw .store(error) }
        let action: String?
        switch travel {
        case .travelled(let step): action = step.action
        case .nothing: action = nil
        case .refused(let refusal):
            throw .store(StoreError(kind: .conflict, path: path, operation: undo ? "undoing" : "redoing", message: "\(refusal.description); nothing was written"))
        }
        let whose = options.writer.map { " for writer \($0.quotedOneLine)" } ?? ""
        console.write(action.map { "\(undo ? "undone" : "redone")\(whose): \($0)\n\n" + BoardText.describe(store.board, scene: scene, collapsed: store.collapsedLists) }
                      ?? "nothing to \(command)\(whose)\n")
        return .success
    }

    // MARK: compact

    /// `compact --store FILE`: the trash emptied for good and the history forgotten, in one transaction.
    static func compact(arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        guard let (path, options) = try storeOptions("compact", arguments, allowed: ["--scene"], help: Help.compact, console: console) else { return .success }
        let scene = try sceneOption(options, ofStore: path)
        let store = try StoreAccess.openExisting(path)
        let compaction: Compaction
        do { compaction = try store.compact() } catch { throw .store(error) }
        console.write("compacted: \(compaction)\n\n" + BoardText.describe(store.board, scene: scene, collapsed: store.collapsedLists))
        return .success
    }

    /// `--scene SCENE` of a command on a store: the scene the store was made from, whose list
    /// titles and clock days the board is printed with (a store keeps neither). Read before the
    /// store is opened: a scene that cannot be read is refused with the store untouched.
    static func sceneOption(_ options: Arguments) throws(Failure) -> Scene? {
        guard let file = options.scene else { return nil }
        return try Loader.loadScene(file)
    }

    /// ``sceneOption(_:)`` of a command that writes the store at `path` (`undo`, `redo`,
    /// `compact`): checked against the store as `show` reads it (an older store migrated in
    /// memory) before the command opens it to write, which would migrate the file itself —
    /// a scene the store was not made from is refused with the file as it was, byte for byte.
    static func sceneOption(_ options: Arguments, ofStore path: String) throws(Failure) -> Scene? {
        guard let scene = try sceneOption(options) else { return nil }
        try check(scene, fits: StoreAccess.contents(path).board, at: path)
        return scene
    }

    /// Refuses, before anything is written, a `--scene` the store's board does not fit, as
    /// `replay --store` refuses it (exit 2): its titles would name another board's lists.
    static func check(_ scene: Scene?, fits board: TaskBoard, at path: String) throws(Failure) {
        guard let scene else { return }
        do { try BoardRuntime.check(scene, fitsStoreBoard: board, at: path) } catch { throw .input(error) }
    }

    /// The options of a command on a store (`show`, `undo`, `redo`, `compact`): `nil` when it
    /// printed `help`, else the store's path — `--store FILE` is required, and no TRACE is taken.
    static func storeOptions(_ command: String, _ arguments: [String], allowed: Set<String> = [], help: String,
                             console: Console) throws(Failure) -> (path: String, options: Arguments)? {
        let options = try parse(arguments, allowed: allowed.union(["--store"]), command: command)
        if options.help {
            console.write(help)
            return nil
        }
        guard let path = options.store else {
            // `show board.db`: the file given where the option was meant.
            let meant = options.positional.count == 1 ? " (found \(options.positional[0]): dragtoact \(command) --store \(options.positional[0])?)" : ""
            throw .usage("\(command) needs --store FILE" + meant, help: "dragtoact \(command) --help")
        }
        guard options.positional.isEmpty else { throw .usage("\(command) takes no TRACE", help: "dragtoact \(command) --help") }
        return (path, options)
    }

    static func parse(_ arguments: [String], allowed: Set<String>, command: String?) throws(Failure) -> Arguments {
        do {
            return try Arguments(arguments, allowed: allowed)
        } catch {
            throw .usage(error.message, help: command.map { "dragtoact \($0) --help" } ?? "dragtoact --help")
        }
    }
}

/// Why a command stopped: a usage error (with the help to read) or bad input.
enum Failure: Error {
    case usage(String, help: String)
    case input(InputError)
    case unreadable(path: String, what: String, reason: String)
    case unwritable(path: String, what: String, reason: String)
    case store(StoreError)
    case runtime(RuntimeError)

    /// The exit status the failure ends the command with.
    var status: ExitStatus {
        switch self {
        case .usage, .input: .badInput
        case .unreadable, .unwritable: .badInput
        case .store, .runtime(.store): .storeFailed
        case .runtime(.layout): .badInput
        }
    }

    /// The message for standard error. A usage problem quotes the arguments and a path is the
    /// user's: what would not show in them is spelled (``InputError/visible(_:)``), so that
    /// `--json` with a zero-width space after it is not "unknown option --json".
    var message: String {
        switch self {
        case .usage(let problem, let help): "dragtoact: \(InputError.visible(problem))\nTry '\(help)'.\n"
        case .input(let error): "dragtoact: \(error)\n"
        case .unreadable(let path, let what, let reason): "dragtoact: cannot read \(what) \(InputError.visible(path)): \(reason)\n"
        case .unwritable(let path, let what, let reason): "dragtoact: cannot write \(what) \(InputError.visible(path)): \(reason)\n"
        case .store(let error): "dragtoact: \(error)\n"
        case .runtime(let error): "dragtoact: \(error)\n"
        }
    }
}

/// Event lines on their way to standard output: gathered, and written whenever an `applied`
/// line has been added (so every committed drop is on the screen before the next is handled)
/// or enough has gathered.
struct EventOutput {
    let console: Console
    /// UTF-8, kept from one flush to the next.
    private var pending: [UInt8] = []

    init(console: Console) { self.console = console }

    mutating func write(_ text: String, flush now: Bool) {
        pending.append(contentsOf: text.utf8)
        if now || pending.count >= 1 << 16 { flush() }
    }

    /// The event's JSON line, written straight into the buffer (``RuntimeEvent/json``'s text, without building it).
    mutating func writeJSON(_ event: RuntimeEvent, flush now: Bool) {
        event.writeJSON(to: &pending)
        pending.append(UInt8(ascii: "\n"))
        if now || pending.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !pending.isEmpty else { return }
        console.write(String(decoding: pending, as: UTF8.self))
        pending.removeAll(keepingCapacity: true)
    }
}

extension RuntimeEvent {
    var isApplied: Bool {
        if case .applied = kind { true } else { false }
    }

    var isAnnouncement: Bool {
        if case .announced = kind { true } else { false }
    }
}

extension Scene {
    /// Each list's title, for the final board.
    var titles: [ListID: String] {
        lists.reduce(into: [:]) { titles, list in titles[list.id] = list.title }
    }
}
