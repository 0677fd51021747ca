import Foundation
import Replay
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
            case "", "--speed", "--instant", "--reduce-motion":
                return try demo(arguments: arguments, console: console)
            case "--help", "-h":
                console.write(Help.main)
                return .success
            case "help":
                // `help` alone or with a known command succeeds; an unknown one shows the main help,
                // says which word it did not know, and exits 2.
                console.write(helpText(for: rest.first))
                if let unknown = rest.first, !["replay", "check", "show"].contains(unknown) {
                    console.writeError("dragtoact: no help for \"\(unknown)\": the commands are replay, check and show\n")
                    return .badInput
                }
                return .success
            case "replay":
                return try replay(arguments: rest, console: console)
            case "check":
                return try check(arguments: rest, console: console)
            case "show":
                return try show(arguments: rest, console: console)
            default:
                throw Failure.usage(command.hasPrefix("-") ? "unknown option \(command)" : "unknown command \(command)", help: "dragtoact --help")
            }
        } catch {
            console.writeError(error.message)
            return .badInput
        }
    }

    static func helpText(for command: String?) -> String {
        switch command {
        case "replay": Help.replay
        case "check": Help.check
        case "show": Help.show
        default: Help.main
        }
    }

    // MARK: The demo

    static func demo(arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        let options = try parse(arguments, allowed: ["--speed", "--instant", "--reduce-motion"], command: nil)
        if options.help {
            console.write(Help.main)
            return .success
        }
        let trace = try Loader.parseTrace(text: DemoTrace.text, file: "built-in demo trace", scene: .todo)
        return play(trace: trace, scene: .todo, options: options, console: console, plainFrames: true)
    }

    // MARK: replay

    static func replay(arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        let options = try parse(arguments, allowed: ["--scene", "--speed", "--instant", "--explain", "--json", "--reduce-motion", "--store"],
                                command: "replay")
        if options.help {
            console.write(Help.replay)
            return .success
        }
        guard options.positional.count == 1 else {
            throw .usage(options.positional.isEmpty ? "replay needs a TRACE" : "replay takes one TRACE, found \(options.positional.count)",
                         help: "dragtoact replay --help")
        }
        let (trace, scene) = try Loader.load(trace: options.positional[0], sceneOverride: options.scene)
        guard let storePath = options.store else {
            return play(trace: trace, scene: scene, options: options, console: console)
        }
        let store = try StoreAccess.open(storePath, for: scene)
        return play(trace: trace, scene: scene, options: options, console: console, store: store)
    }

    /// Animates on a terminal; otherwise prints lines (events, or JSON Lines) and the final board.
    /// - Parameter plainFrames: without a terminal, print frames (the demo) rather than event lines.
    static func play(trace: Trace, scene: Scene, options: Arguments, console: Console, store: TaskStore? = nil,
                     plainFrames: Bool = false) -> ExitStatus {
        var replayer: Replayer
        do {
            replayer = try Replayer(trace: trace, scene: scene, board: store?.board, reduceMotion: options.reduceMotion, explain: options.explain)
        } catch {
            console.writeError("dragtoact: \(error)\n")
            return .badInput
        }
        if options.json {
            replayer.runToEnd()
            var out = ""
            for event in replayer.events { out += event.json.text + "\n" }
            out += replayer.runner.board.finalJSON(defaultList: scene.defaultList).text + "\n"
            console.write(out)
        } else if console.isTerminal && !options.explain {
            var player = Player(replayer: replayer, console: console, speed: options.instant ? nil : options.speed,
                                reduceMotion: options.reduceMotion)
            player.play()
            replayer = player.replayer
        } else if plainFrames && !options.explain {
            replayer = PlainFrames.print(replayer, console: console)
        } else {
            replayer.runToEnd()
            var out = ""
            for event in replayer.events {
                out += event.textLine + "\n"
                for line in event.explanationLines { out += "              " + line + "\n" }
            }
            out += "\n" + BoardText.describe(replayer.runner.board, scene: scene)
            console.write(out)
        }
        if let store {
            do { try StoreAccess.persist(replayer.events, to: store) } catch {
                console.writeError("dragtoact: \(error)\n")
                return .badInput
            }
        }
        for failure in replayer.failures { console.writeError("dragtoact: \(failure)\n") }
        return replayer.failures.isEmpty ? .success : .expectationFailed
    }

    // MARK: check

    static func check(arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        let options = try parse(arguments, allowed: [], command: "check")
        if options.help {
            console.write(Help.check)
            return .success
        }
        guard !options.positional.isEmpty else { throw .usage("check needs at least one TRACE", help: "dragtoact check --help") }
        var status = ExitStatus.success
        for path in options.positional {
            do throws(Failure) {
                let (trace, scene) = try Loader.load(trace: path, sceneOverride: nil)
                var replayer: Replayer
                do { replayer = try Replayer(trace: trace, scene: scene) } catch { throw .input(error) }
                replayer.runToEnd()
                let count = trace.steps.filter { if case .expect = $0.kind { true } else { false } }.count
                if let failure = replayer.failures.first {
                    console.write("FAIL \(failure)\n")
                    if status == .success { status = .expectationFailed }
                } else if count == 0 {
                    console.write("FAIL \(path): no expectations (a rules test that cannot fail)\n")
                    if status == .success { status = .expectationFailed }
                } else {
                    console.write("pass \(path) (\(count) expectation\(count == 1 ? "" : "s"))\n")
                }
            } catch {
                console.write("ERROR \(error.message)")
                status = .badInput
            }
        }
        return status
    }

    // MARK: show

    static func show(arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        let options = try parse(arguments, allowed: ["--store", "--json"], command: "show")
        if options.help {
            console.write(Help.show)
            return .success
        }
        guard let path = options.store else { throw .usage("show needs --store FILE", help: "dragtoact show --help") }
        guard options.positional.isEmpty else { throw .usage("show takes no TRACE", help: "dragtoact show --help") }
        let board = try StoreAccess.openExisting(path).board
        if options.json {
            console.write(board.finalJSON(defaultList: board.lists[0]).text + "\n")
        } else {
            console.write(BoardText.describe(board, scene: nil))
        }
        return .success
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
    case store(StoreError)

    var message: String {
        switch self {
        case .usage(let problem, let help): "dragtoact: \(problem)\nTry '\(help)'.\n"
        case .input(let error): "dragtoact: \(error)\n"
        case .unreadable(let path, let what, let reason): "dragtoact: cannot read \(what) \(path): \(reason)\n"
        case .store(let error): "dragtoact: \(error)\n"
        }
    }
}
