import Testing

/// The command line shows a title's controls one way, `\u{9}`, in every line for people.
@Suite("Controls in titles on the command line")
struct ControlSpellingCommandTests {
    @Test("replay's applied rename, the board and check's FAIL spell a tab and U+0001 in a title \\u{9} and \\u{1}, as errors and the README do")
    func titlesSpellControlsOneWay() throws {
        let trace = try temporaryFile("controls.trace", "scene todo\n+0 rename t1 \"a\tb\"\nexpect title t1 \"Buy\tmilk\"\nexpect title t2 \"x\u{1}\"\n")
        let replayed = try dragtoact("replay", trace)
        #expect(replayed.stdout.hasPrefix(#"      0 ms       applied: rename t1 to "a\u{9}b""# + "\n\nInbox (5): a\\u{9}b, Walk the dog,"), "\(replayed.stdout)")
        let checked = try dragtoact("check", trace)
        #expect(checked.status == 1)
        #expect(checked.stdout == #"""
        FAIL \#(trace):3: expected t1 titled "Buy\u{9}milk", found "a\u{9}b"
        FAIL \#(trace):4: expected t2 titled "x\u{1}", found "Walk the dog"

        """#, "\(checked.stdout)")
    }

    @Test("check spells a path's line feed the same on its pass, FAIL and warning lines, as on ERROR lines, so none is split in two")
    func pathsAreSpelledOnEveryLine() throws {
        let passing = try temporaryFile("new\nline.trace", "expect completed 0\n")
        let failing = try temporaryFile("fail\nline.trace", "0 down 1 touch 250 92\n+10 up 1\nexpect completed 1\n")
        func shown(_ path: String) -> String { path.replacingOccurrences(of: "\n", with: #"\u{A}"#) }
        #expect(try dragtoact("check", passing, failing) == Outcome(status: 1, stdout: """
            pass \(shown(passing)) (1 expectation)
            FAIL \(shown(failing)):3: expected 1 completed, found 0

            """, stderr: "dragtoact: \(shown(passing)) holds no inputs\n"))
    }
}
