// `dragtoact`: the command's entry, which picks the subcommand and turns a `Failure` into its exit status.

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
                    throw .usage("no help for \"\(unknown)\"" + (didYouMean(nearestNames(to: unknown, among: Self.commands), spelled: { $0 }).map { " (\($0))" } ?? "")
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
                                                          : "unknown command \(command)" + (didYouMean(nearestNames(to: command, among: Self.commands), spelled: { $0 }).map { " (\($0))" } ?? ""),
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

    static func parse(_ arguments: [String], allowed: Set<String>, command: String?) throws(Failure) -> Arguments {
        do {
            return try Arguments(arguments, allowed: allowed)
        } catch {
            throw .usage(error.message, help: command.map { "dragtoact \($0) --help" } ?? "dragtoact --help")
        }
    }
}
