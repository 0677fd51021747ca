import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `check --junit FILE`: the results as JUnit XML for a CI system's test view.
@Suite("check --junit")
struct CheckReportTests {
    @Test("check --junit writes a test case per trace: passed, a failure with every failed expectation, an error with what is wrong (in its text too, which GitLab shows, not its message); the same text on standard output")
    func reportOfEachOutcome() throws {
        let failing = try temporaryFile("wrong.trace", "0 down 1 touch 250 92\n+350 move 1 650 330\n+100 up 1\nexpect action complete t1\nexpect order <t2> & \"t3\"\n")
        let broken = try temporaryFile("broken.trace", "expect completed many\n")
        let empty = try temporaryFile("empty.trace", "0 down 1 touch 250 92\n+10 up 1\n")
        let report = try temporaryPath("report.xml")
        let outcome = try dragtoact("check", "Demo/traces/complete.trace", failing, broken, empty, "--junit", report)
        #expect(outcome == Outcome(status: 2, stdout: """
            pass Demo/traces/complete.trace (4 expectations)
            FAIL \(failing):4: expected action complete t1, found trash t1
            FAIL \(failing):5: expected order inbox: <t2> & t3, found t2 t3 t4 t5 (<t2>: no task of that id was on the board in this replay)
            ERROR \(broken):1:18: expected a count (an integer from 0 to 999999999), found "many"
            FAIL \(empty): no expectations (a rules test that cannot fail)

            """, stderr: ""))
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites tests="4" failures="2" errors="1">
              <testsuite name="dragtoact check" tests="4" failures="2" errors="1">
                <testcase name="Demo/traces/complete.trace" classname="dragtoact.check" file="Demo/traces/complete.trace"/>
                <testcase name="\(failing)" classname="dragtoact.check" file="\(failing)">
                  <failure message="2 expectations failed" type="expectation">\(failing):4: expected action complete t1, found trash t1
            \(failing):5: expected order inbox: &lt;t2&gt; &amp; t3, found t2 t3 t4 t5 (&lt;t2&gt;: no task of that id was on the board in this replay)</failure>
                </testcase>
                <testcase name="\(broken)" classname="dragtoact.check" file="\(broken)">
                  <error message="\(broken):1:18: expected a count (an integer from 0 to 999999999), found &quot;many&quot;" type="input">\(broken):1:18: expected a count (an integer from 0 to 999999999), found "many"</error>
                </testcase>
                <testcase name="\(empty)" classname="dragtoact.check" file="\(empty)">
                  <failure message="\(empty): no expectations (a rules test that cannot fail)" type="expectation">\(empty): no expectations (a rules test that cannot fail)</failure>
                </testcase>
              </testsuite>
            </testsuites>

            """)
        #expect(XMLParser(data: Data(xml.utf8)).parse())
    }

    @Test("expectations that failed before a line that stops the replay are listed too: their FAIL lines before the ERROR line, a failure beside the error in the test case (counted once, as an error), and replay says them before the error; exit 2")
    func failuresBeforeAnErrorAreListed() throws {
        // `select zz` names a task the board lacks: it stops the replay, after line 1 failed.
        let trace = try temporaryFile("fail-then-error.trace", "expect completed 1\n0 down 1 250 92\n+10 up 1\nselect zz\nexpect completed 2\n")
        let stopped = "\(trace):4:8: expected a task or folder on the board as the line runs (the built-in todo scene's, as the trace has no scene line), found \"zz\""
        let report = try temporaryPath("report.xml")
        #expect(try dragtoact("check", trace, "Demo/traces/complete.trace", "--junit", report) == Outcome(status: 2, stdout: """
            FAIL \(trace):1: expected 1 completed, found 0
            ERROR \(stopped)
            pass Demo/traces/complete.trace (4 expectations)

            """, stderr: ""))
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites tests="2" failures="0" errors="1">
              <testsuite name="dragtoact check" tests="2" failures="0" errors="1">
                <testcase name="\(trace)" classname="dragtoact.check" file="\(trace)">
                  <failure message="\(trace):1: expected 1 completed, found 0" type="expectation">\(trace):1: expected 1 completed, found 0</failure>
                  <error message="\(stopped.replacingOccurrences(of: "\"", with: "&quot;"))" type="input">\(stopped)</error>
                </testcase>
                <testcase name="Demo/traces/complete.trace" classname="dragtoact.check" file="Demo/traces/complete.trace"/>
              </testsuite>
            </testsuites>

            """)
        #expect(XMLParser(data: Data(xml.utf8)).parse())
        #expect(try dragtoact("replay", trace) == Outcome(status: 2, stdout: """
                  0 ms   p1  press on t1 (long-press until 300 ms)
                 10 ms   p1  press on t1 ended: released

            """, stderr: "dragtoact: \(trace):1: expected 1 completed, found 0\ndragtoact: \(stopped)\n"))
    }

    @Test("what check warns of on standard error (a drag under way at the end) is the test case's system-err too, where a CI system's test view shows it")
    func warningsAreTheTestCasesSystemErr() throws {
        let unfinished = try temporaryFile("unfinished.trace", "0 down 1 touch 250 92\n+350 move 1 650 150\nexpect target 1 complete\n")
        let report = try temporaryPath("report.xml")
        let outcome = try dragtoact("check", unfinished, "Demo/traces/complete.trace", "--junit", report)
        #expect(outcome == Outcome(status: 0, stdout: "pass \(unfinished) (1 expectation)\npass Demo/traces/complete.trace (4 expectations)\n",
                                   stderr: "dragtoact: \(unfinished) ended with a drag of t1 under way (pointer 1)\n"))
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites tests="2" failures="0" errors="0">
              <testsuite name="dragtoact check" tests="2" failures="0" errors="0">
                <testcase name="\(unfinished)" classname="dragtoact.check" file="\(unfinished)">
                  <system-err>\(unfinished) ended with a drag of t1 under way (pointer 1)</system-err>
                </testcase>
                <testcase name="Demo/traces/complete.trace" classname="dragtoact.check" file="Demo/traces/complete.trace"/>
              </testsuite>
            </testsuites>

            """)
        #expect(XMLParser(data: Data(xml.utf8)).parse())
    }

    @Test("a scene whose Trash lies under the list listed after it loads, and check and replay each warn of it, the JUnit test case too")
    func aHiddenReceiverIsWarnedOf() throws {
        let scene = try temporaryFile("hidden.json", """
            {"name": "hidden", "viewport": {"width": 800, "height": 600},
             "lists": [{"id": "inbox", "title": "Inbox", "tasks": [{"id": "t1", "title": "Buy milk"}]}],
             "receivers": [{"id": "trash", "frame": {"x": 300, "y": 400, "width": 100, "height": 100}, "role": "trash", "accepts": ["task"]},
                           {"id": "inbox", "frame": {"x": 20, "y": 60, "width": 460, "height": 520}, "role": {"list": "inbox"}, "accepts": ["task"],
                            "rows": {"x": 30, "y": 70, "width": 440, "height": 44, "pitch": 50}}]}
            """)
        let trace = URL(fileURLWithPath: scene).deletingLastPathComponent().appendingPathComponent("drop.trace").path
        try "scene hidden.json\n0 down 1 touch 250 92\n+350 move 1 350 450\n+10 up 1\nexpect order inbox: t1\n".write(toFile: trace, atomically: true, encoding: .utf8)
        let warning = #"warning: \#(scene): receivers[0]: receiver "trash" lies wholly under receiver "inbox" (receivers[1]), which is above it and takes every kind it takes (task, header): no pointer drag reaches it (give it a higher z, or list it after)"#
        let report = try temporaryPath("report.xml")
        #expect(try dragtoact("check", trace, "--junit", report) == Outcome(status: 0, stdout: "pass \(trace) (1 expectation)\n", stderr: "dragtoact: \(warning)\n"))
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains("<system-err>\(warning)</system-err>"))
        let replayed = try dragtoact("replay", trace)
        #expect(replayed.status == 0 && replayed.stderr == "dragtoact: \(warning)\n", "\(replayed)")
        #expect(replayed.stdout.contains("dropped task(t1) on inbox"), "\(replayed.stdout)")
    }

    @Test("a trace given twice makes two test cases of distinct names, the second named TRACE (2) and the file the same (the next number free, beside a trace named TRACE (2))")
    func traceGivenTwice() throws {
        let trace = try temporaryPath("same.trace")
        try FileManager.default.copyItem(atPath: repositoryURL.appendingPathComponent("Demo/traces/complete.trace").path, toPath: trace)
        try FileManager.default.copyItem(atPath: trace, toPath: trace + " (2)")
        let report = trace + ".xml"
        let outcome = try dragtoact("check", trace, trace, trace + " (2)", trace, "--junit", report)
        #expect(outcome == Outcome(status: 0, stdout: """
            pass \(trace) (4 expectations)
            pass \(trace) (4 expectations)
            pass \(trace) (2) (4 expectations)
            pass \(trace) (4 expectations)

            """, stderr: ""))
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites tests="4" failures="0" errors="0">
              <testsuite name="dragtoact check" tests="4" failures="0" errors="0">
                <testcase name="\(trace)" classname="dragtoact.check" file="\(trace)"/>
                <testcase name="\(trace) (3)" classname="dragtoact.check" file="\(trace)"/>
                <testcase name="\(trace) (2)" classname="dragtoact.check" file="\(trace) (2)"/>
                <testcase name="\(trace) (4)" classname="dragtoact.check" file="\(trace)"/>
              </testsuite>
            </testsuites>

            """)
    }

    @Test("a failure naming characters XML 1.0 cannot hold (an id with a control, from a store or a C embedder) still makes a well-formed report")
    func unrepresentableCharacters() throws {
        // The scene refuses control characters in ids, but a failure quotes what the trace wrote
        // (a vertical tab separates words, as any space does).
        let trace = try temporaryFile("odd.trace", "expect order t1\u{1}\u{B} \"a\u{FFFF}b\"\n")
        let report = try temporaryPath("report.xml")
        #expect(try dragtoact("check", trace, "--junit", report).status == 1)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains(#"expected order inbox: t1\u{1} a\u{FFFF}b, found"#))
        #expect(XMLParser(data: Data(xml.utf8)).parse())
    }

    @Test("--junit naming a file that is not a report (`check --junit traces/*.trace`, the report's name forgotten, takes the first trace) is a usage error before any trace runs, and the file is left as it was; a report is written over")
    func reportOverATrace() throws {
        let first = try temporaryFile("first.trace", "expect completed 0\n")
        let second = try temporaryFile("second.trace", "expect completed 0\n")
        #expect(try dragtoact("check", "--junit", first, second) == Outcome(status: 2, stdout: "", stderr: """
            dragtoact: --junit \(first) holds something other than a JUnit report (it does not start with <?xml): the report would overwrite it
            Try 'dragtoact check --help'.

            """))
        #expect(try String(contentsOfFile: first, encoding: .utf8) == "expect completed 0\n")
        // A report from an earlier run, or an empty file, is written over.
        let report = try temporaryFile("report.xml", "")
        #expect(try dragtoact("check", second, "--junit", report).status == 0)
        #expect(try dragtoact("check", second, "--junit", report).status == 0)
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains(#"<testcase name="\#(second)""#))
    }

    @Test("a report that cannot be written (its folder missing, or a directory) is an error before any trace runs, exit 2, so a long run is not wasted; nothing is left beside it")
    func unwritableReport() throws {
        let folder = try temporaryPath("reports")
        #expect(try dragtoact("check", "Demo/traces/complete.trace", "--junit", folder + "/r.xml") == Outcome(status: 2,
            stdout: "",
            stderr: "dragtoact: cannot write the JUnit report \(folder)/r.xml: no such file or directory\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: URL(fileURLWithPath: folder).deletingLastPathComponent().path) == [])
        #expect(try dragtoact("check", "--junit") == Outcome(status: 2, stdout: "", stderr: "dragtoact: --junit needs a value\nTry 'dragtoact check --help'.\n"))
    }

    @Test("--junit naming a FIFO (or /dev/null, another device) writes the report into it, leaving it what it was: renamed over, it became a regular file, and as root --junit /dev/null replaced the device")
    func aReportIntoAFIFO() throws {
        let fifo = try temporaryPath("report.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opened for reading first, without waiting for a writer: the command's open for writing then succeeds at once.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let outcome = try dragtoact("check", "Demo/traces/complete.trace", "--junit", fifo)
        #expect(outcome == Outcome(status: 0, stdout: "pass Demo/traces/complete.trace (4 expectations)\n", stderr: ""))
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(reader, &buffer, buffer.count)
        let report = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
        #expect(report.hasPrefix("<?xml") && report.contains(#"<testcase name="Demo/traces/complete.trace""#), "\(report)")
        var status = stat()
        #expect(stat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
        let folder = try temporaryPath("a-folder")
        #expect(mkdir(folder, 0o700) == 0)
        #expect(try dragtoact("check", "Demo/traces/complete.trace", "--junit", folder)
                == Outcome(status: 2, stdout: "", stderr: "dragtoact: cannot write the JUnit report \(folder): is a directory\n"))
    }

    @Test("--junit naming a link to a report writes the report through it, and the link stays a link (renamed over, it became a file)")
    func aReportThroughALink() throws {
        let target = try temporaryPath("latest-run.xml")
        let link = try temporaryPath("latest.xml")
        try "<?xml version=\"1.0\"?><testsuites/>".write(toFile: target, atomically: false, encoding: .utf8)
        #expect(symlink(target, link) == 0)
        #expect(try dragtoact("check", "Demo/traces/complete.trace", "--junit", link).status == 0)
        var status = stat()
        #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains(#"<testcase name="Demo/traces/complete.trace""#))
    }

    @Test("--junit /dev/stdout with standard output a file writes the report after the lines printed (opened again, the file was emptied; renamed over, the link became a file)")
    func aReportOnStandardOutputToAFile() throws {
        let out = try temporaryPath("out.txt")
        #expect(FileManager.default.createFile(atPath: out, contents: nil))
        let process = Process()
        process.executableURL = dragtoactURL
        process.arguments = ["check", "Demo/traces/complete.trace", "--junit", "/dev/stdout"]
        process.currentDirectoryURL = repositoryURL
        process.standardOutput = FileHandle(forWritingAtPath: out)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written.hasPrefix("pass Demo/traces/complete.trace (4 expectations)\n<?xml"), "\(written)")
        var status = stat()
        #expect(lstat("/dev/stdout", &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
    }
}
