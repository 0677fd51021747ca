// Why a command stopped (`Failure`): the exit status it ends with and its message on standard error.

import Runtime
import TaskStore

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
        // A refused undo or redo is no failure to read or write: a script tells the two apart.
        case .store(let error) where error.kind == .conflict: .refused
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
