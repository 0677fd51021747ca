import Foundation

/// The terminal's size, and restoring it however the program ends.
enum Terminal {
    static func size(environment: [String: String]) -> (width: Int, height: Int) {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        let columns = environment["COLUMNS"].flatMap(Int.init) ?? 80
        let lines = environment["LINES"].flatMap(Int.init) ?? 24
        return (max(20, columns), max(8, lines))
    }

    /// On Ctrl-C or SIGTERM, restore the terminal and exit 130. Only async-signal-safe calls
    /// (`write`, `_exit`) run in the handler.
    static func restoreOnInterrupt() {
        let handler: @convention(c) (Int32) -> Void = { _ in
            let restore: StaticString = "\u{1B}[0m\u{1B}[?25h\n" // In read-only memory: no allocation here.
            _ = write(STDOUT_FILENO, restore.utf8Start, restore.utf8CodeUnitCount)
            _exit(130)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
    }

    /// Without a terminal to restore: on Ctrl-C or SIGTERM, exit 130 at once. A store keeps every
    /// commit made before it (an unfinished transaction rolls back), and the calling shell sees an
    /// ordinary exit status rather than a death by signal.
    static func exitOnInterrupt() {
        let handler: @convention(c) (Int32) -> Void = { _ in _exit(130) }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
    }
}
