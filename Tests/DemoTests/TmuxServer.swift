import Foundation

/// Where tmux is installed, if it is; the suites that need it are skipped (and say why) without it.
let tmuxPath = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

/// A tmux server on a socket of this test process's own, running one detached session of
/// 100 × 30 cells. Commands go through the shell (`system`, not `Process`: a tmux server started
/// from Foundation's `Process` does not survive here).
struct TmuxServer {
    let socket: String
    let session: String

    init(socket: String, session: String) {
        self.socket = "\(socket)-\(getpid())"
        self.session = session
    }

    /// Runs tmux on the server's socket and returns its standard output.
    @discardableResult
    func callAsFunction(_ arguments: String...) -> String {
        run(arguments, errors: false).output
    }

    /// Standard output (and standard error, with `errors`) and the exit status.
    private func run(_ arguments: [String], errors: Bool) -> (output: String, status: Int32) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("dragtoact-tmux-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let status = system("\(tmuxPath!) -L \(socket) \(quoted) > '\(output.path)' \(errors ? "2>&1" : "2>/dev/null")")
        return ((try? String(contentsOf: output, encoding: .utf8)) ?? "", status)
    }

    /// Kills the server and returns once it is gone. A session started while the old server is
    /// still exiting is killed with it (tmux says "server exited unexpectedly"): the live suite's
    /// second session was lost that way on a loaded CI machine.
    func kill() {
        _ = run(["kill-server"], errors: false)
        for _ in 0..<200 {
            let probe = run(["has-session"], errors: true)
            if probe.status != 0 && (probe.output.contains("no server running") || probe.output.contains("error connecting")) { return }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    /// Starts `command` in the session of a fresh server, after any earlier server is gone.
    func start(_ command: String) {
        kill()
        self("new-session", "-d", "-s", session, "-x", "100", "-y", "30", "\(command); echo EXIT=$?; sleep 30")
    }

    /// The pane's text; `joined`: wrapped lines joined as they were written.
    func pane(joined: Bool = false) -> String {
        joined ? self("capture-pane", "-p", "-J", "-t", session) : self("capture-pane", "-p", "-t", session)
    }

    /// Polls the pane until `condition` holds, for up to `seconds`, and returns the last pane seen.
    func waitFor(_ seconds: Double, _ condition: (String) -> Bool) -> String {
        var pane = ""
        for _ in 0..<Int(seconds * 20) {
            pane = self.pane()
            if condition(pane) { return pane }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return pane
    }

    /// A format variable of the session's pane, such as `cursor_flag`, with its newline.
    func flag(_ name: String) -> String { self("display-message", "-p", "-t", session, "#{\(name)}") }

    /// Sends keys to the session (`literal`: as text, not key names).
    func send(_ keys: String, literal: Bool = false) {
        if literal { self("send-keys", "-t", session, "-l", keys) } else { self("send-keys", "-t", session, keys) }
    }

    /// Sends each key in turn, 50 ms apart, as a person typing them would.
    func press(_ keys: [String]) {
        for key in keys {
            send(key)
            Thread.sleep(forTimeInterval: 0.05)
        }
    }
}
