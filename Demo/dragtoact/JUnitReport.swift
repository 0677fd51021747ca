import Foundation

/// `check --junit FILE`: what `check` prints, as the JUnit XML that CI systems (GitHub Actions,
/// GitLab, Jenkins) read into their test views — one test case per trace, a failed expectation a
/// `failure`, a trace or scene that does not read an `error` (a trace stopped by one after expectations
/// failed holds both, and counts as an error), each with what went wrong as its text
/// (GitLab shows that, not the `message`), and what `check` warned of on standard error as the test
/// case's `system-err`. No times: the same traces give the same report, byte for byte. A trace given
/// twice is run and reported twice (as `check` prints it twice), its second test case named `TRACE (2)`
/// (the next number free, when a trace is named that): CI systems merge or drop test cases of one name.
struct JUnitReport {
    enum Result {
        case passed
        /// The failure lines `check` printed, `FAIL` left off.
        case failed([String])
        /// The error `check` printed, `ERROR` left off, and the failure lines it printed before it
        /// (expectations that failed before the line that stopped the replay).
        case error(String, failures: [String])
    }

    private var cases: [(trace: String, result: Result, warnings: [String])] = []

    /// A trace's test case; `warnings`, what `check` wrote of it on standard error.
    mutating func add(_ trace: String, _ result: Result, warnings: [String] = []) {
        cases.append((trace, result, warnings))
    }

    var xml: String {
        // Each test case is counted once, by its outcome: one holding an error and failures before
        // it is an error (tests = passed + failures + errors).
        let failures = cases.count { if case .failed = $0.result { true } else { false } }
        let errors = cases.count { if case .error = $0.result { true } else { false } }
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites \(counts)>\n"
        text += "  <testsuite name=\"dragtoact check\" \(counts)>\n"
        // `a.trace`, then `a.trace (2)`, `a.trace (3)`: each name once. A trace's own path is its name
        // (a trace named `a.trace (2)` keeps it, and a second `a.trace` takes the next number free).
        let paths = Set(cases.map(\.trace))
        var names: Set<String> = []
        for (trace, result, warnings) in cases {
            var unique = trace
            var occurrence = 1
            while names.contains(unique) || (unique != trace && paths.contains(unique)) {
                occurrence += 1
                unique = "\(trace) (\(occurrence))"
            }
            names.insert(unique)
            let name = Self.escaped(unique, attribute: true)
            text += "    <testcase name=\"\(name)\" classname=\"dragtoact.check\" file=\"\(Self.escaped(trace, attribute: true))\""
            if case .passed = result, warnings.isEmpty {
                text += "/>\n"
                continue
            }
            text += ">\n"
            switch result {
            case .passed:
                break
            case .failed(let lines):
                text += Self.failure(lines)
            case .error(let message, let failures):
                if !failures.isEmpty { text += Self.failure(failures) }
                // In the text too: GitLab shows an error's text, not its message.
                text += "      <error message=\"\(Self.escaped(message, attribute: true))\" type=\"input\">"
                text += Self.escaped(message, attribute: false) + "</error>\n"
            }
            if !warnings.isEmpty {
                text += "      <system-err>" + Self.escaped(warnings.joined(separator: "\n"), attribute: false) + "</system-err>\n"
            }
            text += "    </testcase>\n"
        }
        return text + "  </testsuite>\n</testsuites>\n"
    }

    /// A `failure` element holding `lines`, the FAIL lines `check` printed (`FAIL` left off).
    private static func failure(_ lines: [String]) -> String {
        let message = lines.count == 1 ? lines[0] : "\(lines.count) expectations failed"
        return "      <failure message=\"\(escaped(message, attribute: true))\" type=\"expectation\">"
            + escaped(lines.joined(separator: "\n"), attribute: false) + "</failure>\n"
    }

    /// `text` as XML 1.0 character data or an attribute's value: markup characters as entities,
    /// line ends kept in an attribute as `&#10;`, and the characters XML 1.0 cannot hold at all
    /// (other controls, U+FFFE, U+FFFF) spelled `\u{…}` as failed expectations spell invisible ones.
    static func escaped(_ text: String, attribute: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\n" where attribute: out += "&#10;"
            case "\t" where attribute: out += "&#9;"
            case "\r": out += "&#13;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a report may be written at `path`: the command's standard output or error, nothing
    /// there, no regular file (a FIFO is never read), nothing readable, an empty file or a report
    /// (text starting `<?xml`). Anything else is kept: `check --junit traces/*.trace`, the
    /// report's name forgotten, takes the first trace for the report's file.
    static func mayOverwrite(_ path: String) -> Bool {
        guard standardStream(path) == nil else { return true }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, let file = fopen(path, "r") else { return true }
        defer { fclose(file) }
        var head = [UInt8](repeating: 0, count: 5)
        let count = fread(&head, 1, head.count, file)
        return count == 0 || head.elementsEqual("<?xml".utf8)
    }

    /// Why a report could not be written at `path`, seen before any trace runs so that a long
    /// run is not wasted: a directory (`EISDIR`), a folder that is not there or may not be written
    /// and searched (the report is written beside the path, then renamed over it), or a device or
    /// FIFO that may not be written, asked as the command's effective user. `nil` when it may be,
    /// and for a link (written through, to wherever it points: found when written); writing can
    /// still fail (a full disk).
    static func unwritable(_ path: String) -> Int32? {
        guard standardStream(path) == nil else { return nil }
        var link = stat(), status = stat()
        if lstat(path, &link) == 0, link.st_mode & S_IFMT != S_IFREG {
            guard link.st_mode & S_IFMT != S_IFLNK else { return nil }
            if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return EISDIR }
            return faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0 ? nil : errno
        }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        return faccessat(AT_FDCWD, folder.isEmpty ? "/" : folder, W_OK | X_OK, AT_EACCESS) == 0 ? nil : errno
    }

    /// The descriptor `path` names when it is the command's own standard output or error
    /// (`/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`; 2 for error): the report goes there after
    /// what the command printed, whatever the stream is — a terminal, a pipe, a file (which opening
    /// the path again would have emptied).
    static func standardStream(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1": STDOUT_FILENO
        case "/dev/stderr", "/dev/fd/2", "/proc/self/fd/2": STDERR_FILENO
        default: nil
        }
    }

    /// Writes the report to `path` whole (a file beside it renamed over it), so that a CI step
    /// never reads half a report. Ctrl-C or SIGTERM while it is written removes the file beside
    /// it on the way out (``Terminal/removeOnInterrupt(_:)``): nothing is left of it. The
    /// command's standard output or error (``standardStream(_:)``) is written to as it is open,
    /// and a path that is not a regular file — a link, `/dev/null`, a FIFO — through the path:
    /// renamed over, the link or the device's node would have become a file (as root,
    /// `--junit /dev/null` replaced the device, `--junit /dev/stdout` the link).
    func write(to path: String) throws(Failure) {
        func failed(_ code: Int32) -> Failure { .unwritable(path: path, what: "the JUnit report", reason: FileChunks.reason(code)) }
        var bytes = Array(xml.utf8)
        if let descriptor = Self.standardStream(path) {
            if let code = bytes.withUnsafeBufferPointer({ writeFully($0, to: descriptor) }) { throw failed(code) }
            return
        }
        var link = stat(), status = stat()
        let inPlace = lstat(path, &link) == 0 && link.st_mode & S_IFMT != S_IFREG
        if inPlace, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw failed(EISDIR) }
        let target = inPlace ? path : path + ".part"
        if !inPlace {
            // Set before the file is made, cleared once it is renamed or removed: no moment between
            // leaves it behind (a signal after the rename unlinks a name no longer there).
            Terminal.removeOnInterrupt(target)
        }
        defer { if !inPlace { Terminal.removeOnInterrupt(nil) } }
        guard let file = fopen(target, "w") else { throw failed(errno) }
        let written = fwrite(&bytes, 1, bytes.count, file)
        let code = errno
        guard fclose(file) == 0, written == bytes.count, inPlace || rename(target, path) == 0 else {
            let reason = written == bytes.count ? errno : code
            if !inPlace { unlink(target) }
            throw failed(reason)
        }
    }
}
