import Replay
import Runtime
import TaskModel
import Testing

/// A title's controls print one way wherever a line for people shows it — `\u{9}`, as the board
/// and errors spell them — not as Swift's `debugDescription` spells them (`\t`, `\n`, `\u{01}`).
@Suite("Controls in titles, spelled one way")
struct ControlSpellingTests {
    @Test("a rename's applied event and a failed title expectation spell a title's tab, other controls and line separators \\u{9}, \\u{1}, \\u{85}, \\u{2028}, its quotes doubled")
    func titlesSpellControlsOneWay() throws {
        let replayed = try replay([
            #"+0 rename t1 "a\#tb ""c""""#,
            "expect title t1 \"Buy\tmilk\"",
            "expect title t2 \"x\u{1}\"",
            "+1 rename t3 \"line\u{85}next\u{2028}\"",
            "expect title t3 \"Write report\"",
        ].joined(separator: "\n"), file: "c.trace")
        #expect(replayed.events.map(\.textLine).filter { $0.contains("applied:") }.map { $0.drop { $0 == " " } } == [
            #"0 ms       applied: rename t1 to "a\u{9}b ""c""""#,
            #"1 ms       applied: rename t3 to "line\u{85}next\u{2028}""#,
        ])
        #expect(replayed.failures.map(\.description) == [
            #"c.trace:2: expected t1 titled "Buy\u{9}milk", found "a\u{9}b ""c""""#,
            #"c.trace:3: expected t2 titled "x\u{1}", found "Walk the dog""#,
            #"c.trace:5: expected t3 titled "Write report", found "line\u{85}next\u{2028}""#,
        ])
    }

    @Test("a format character in a title is left as it is in these lines (a failure spells one only where two ids differ by it)")
    func formatCharactersStay() {
        #expect(TaskAction.rename("t1", title: "a\u{200B}b").description == "rename t1 to \"a\u{200B}b\"")
        #expect("a\u{1B}[31m\nb".oneLine == #"a\u{1B}[31m\u{A}b"#)
    }
}
