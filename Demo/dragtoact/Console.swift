import Foundation

/// Where the command writes, and what it knows about the terminal. Tests and the demo use
/// the same code; only `standard` touches the real process.
struct Console {
    var write: (String) -> Void
    var writeError: (String) -> Void
    /// Whether standard output is a terminal (animated frames) or not (plain text).
    var isTerminal: Bool
    /// `false` when `NO_COLOR` is set to anything non-empty (https://no-color.org).
    var color: Bool
    /// The terminal's size now (asked again for every frame, so a resized window is redrawn whole).
    var size: () -> (width: Int, height: Int)

    static var standard: Console {
        let environment = ProcessInfo.processInfo.environment
        return Console(
            write: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            isTerminal: isatty(STDOUT_FILENO) == 1,
            color: (environment["NO_COLOR"] ?? "").isEmpty,
            size: { Terminal.size(environment: environment) }
        )
    }
}

/// The exit statuses: 0 success, 1 an expectation failed, 2 bad input or usage, 3 a store that
/// could not be opened, read or written (its message names the cause and the path). Ctrl-C
/// exits 130 from the signal handler in ``Terminal``.
enum ExitStatus: Int32 {
    case success = 0
    case expectationFailed = 1
    case badInput = 2
    case storeFailed = 3
}
