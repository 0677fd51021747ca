import Foundation
import Runtime

/// Where the command writes, and what it knows about the terminal. Tests and the demo use
/// the same code; only `standard` touches the real process.
struct Console {
    /// Writes text to standard output. Titles and ids in it are the scene's, so control
    /// characters are escaped on the way out (``Console/visible(_:)``): a title cannot retitle or
    /// recolour the user's terminal.
    var write: (String) -> Void
    /// Writes text to standard error, escaped as ``write`` is.
    var writeError: (String) -> Void
    /// Writes a terminal frame as it is: its escape sequences are the painter's, and the painter
    /// draws control characters in titles as visible marks (``DisplayWidth``).
    var writeFrame: (String) -> Void
    /// Whether standard output is a terminal that can be animated (frames drawn with cursor
    /// moves) or not (plain text): a file, a pipe, or a terminal whose `TERM` is `dumb`.
    var isTerminal: Bool
    /// Standard output is a terminal, but `TERM=dumb` says it cannot move the cursor (Emacs'
    /// shell, a serial console): it gets plain text, and `live` is refused.
    var isDumbTerminal = false
    /// `false` when `NO_COLOR` is set to anything non-empty (https://no-color.org).
    var color: Bool
    /// The terminal's size now (asked again for every frame, so a resized window is redrawn whole).
    var size: () -> (width: Int, height: Int)

    static var standard: Console {
        let environment = ProcessInfo.processInfo.environment
        let terminal = isatty(STDOUT_FILENO) == 1
        let dumb = terminal && environment["TERM"] == "dumb"
        return Console(
            write: { writeAll(visible($0), to: STDOUT_FILENO) },
            writeError: { writeAll(visible($0), to: STDERR_FILENO) },
            writeFrame: { writeAll($0, to: STDOUT_FILENO) },
            isTerminal: terminal && !dumb,
            isDumbTerminal: dumb,
            color: (environment["NO_COLOR"] ?? "").isEmpty,
            size: { Terminal.size(environment: environment) }
        )
    }
}

/// Writes all of `text` to `descriptor`. Standard output that cannot be written (a full disk, a
/// file size limit) ends the command as a file it cannot write does, exit 2 with the reason on
/// standard error, where FileHandle's `write` trapped; a store has committed every drop printed
/// before. Standard error that cannot be written is given up on: there is nowhere to say so.
private func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    guard let code = text.withUTF8({ writeFully($0, to: descriptor) }), descriptor == STDOUT_FILENO else { return }
    let message = Array("dragtoact: cannot write standard output: \(FileChunks.reason(code))\n".utf8)
    _ = Glibc.write(STDERR_FILENO, message, message.count)
    exit(ExitStatus.badInput.rawValue)
}

/// Writes all of `bytes` to `descriptor`, again after a signal interrupts it; the `errno` of a
/// write that failed, else `nil`.
func writeFully(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written >= 0 { offset += written } else if errno != EINTR { return errno }
    }
    return nil
}

extension Console {
    /// `text` with the characters a terminal acts on instead of showing
    /// (``Unicode/Scalar/isActedOnByTerminals``) spelled as Swift spells them: `\u{1B}`.
    ///
    /// ```swift
    /// Console.visible("evil\u{1B}]0;pwned\u{07}")   // "evil\u{1B}]0;pwned\u{7}"
    /// ```
    static func visible(_ text: String) -> String {
        // Plain ASCII without controls, almost every line, is returned as it is.
        guard text.utf8.withContiguousStorageIfAvailable(mayBeActedOn) ?? mayBeActedOn(text.utf8) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isActedOnByTerminals {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Whether `bytes` hold a byte that may begin a character a terminal acts on: a control other
/// than line feed and tab, DEL, or any byte beyond ASCII. Every byte is looked at, without
/// stopping at the first found, so that the loop runs many bytes at a time (the JSON Lines of
/// a long replay pass through here, megabytes of them).
private func mayBeActedOn(_ bytes: some Sequence<UInt8>) -> Bool {
    var found: UInt8 = 0
    for byte in bytes {
        // 0x20 ... 0x7E are 0 ... 0x5E once 0x20 is taken away; the rest wraps above.
        found |= (byte &- 0x20) < 0x5F || byte == 0x0A || byte == 0x09 ? 0 : 1
    }
    return found != 0
}

/// The exit statuses: 0 success, 1 an expectation failed, 2 bad input or usage (or output that
/// cannot be written), 3 a store that
/// could not be opened, read or written (its message names the cause and the path). Ctrl-C
/// and SIGTERM exit 130, whenever they come, from the signal handlers in ``Terminal`` (unless the
/// command was started with them ignored).
enum ExitStatus: Int32 {
    case success = 0
    case expectationFailed = 1
    case badInput = 2
    case storeFailed = 3
    /// An undo or redo the store refused: another writer changed what its step changed since.
    case refused = 4
}
