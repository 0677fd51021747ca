import DropEngine
@testable import Replay
import Runtime
import TaskModel
import Testing

/// A combining mark (U+0301) right after a space, a quote, a bracket or a `#` joins it into one
/// `Character`; native trace lines are split per Unicode scalar, so the space still separates,
/// the quote still quotes, and the mark is the first scalar of the next word, kept byte for byte.
@Suite("Combining marks beside a trace's separators")
struct CombiningMarkWordTests {
    func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "bad.trace") } }

    @Test("a word starting with a combining mark after a space is an id of its own, the mark kept, at the column of the space it joined")
    func markAfterSpaceStartsAWord() throws {
        let trace = try NativeTrace.parse("select t1 \u{301}t2\nexpect order t1 \u{301}t2 t3\nexpect selected t1\t\u{301}t2\n", file: "m.trace")
        #expect(trace.steps.map(\.kind) == [
            .select(["t1", "\u{301}t2"], columns: [8, 10]),
            .expect(.order(nil, ["t1", "\u{301}t2", "t3"])),
            .expect(.selected(["t1", "\u{301}t2"])),
        ])
        // Before, the space and the mark were one whitespace `Character` and both were dropped: the line read `t1 t2` and passed.
        let replayed = try replay("expect order t1 \u{301}t2 t3 t4 t5\n", file: "g7.trace")
        // The failure spells the mark, which would draw on the space before it, as an error does.
        #expect(replayed.failures.map(\.description) == [#"g7.trace:1: expected order inbox: t1 \u{301}t2 t3 t4 t5, found t1 t2 t3 t4 t5 "#
                                                    + #"(\u{301}t2: no task of that id was on the board in this replay; did you mean t2?)"#])
    }

    @Test("a quote followed by a combining mark still opens or closes a quoted word: the mark is text inside, or after the closing quote an error at the quote's column")
    func markAfterQuote() throws {
        let trace = try NativeTrace.parse("select \"\u{301}a b\" t1\nexpect title t1 \"Buy milk\u{301}\"\n+1 rename t1 \"\"\"\u{301}\"\n", file: "m.trace")
        #expect(trace.steps.map(\.kind) == [
            .select(["\u{301}a b", "t1"], columns: [8, 14]),
            .expect(.title("t1", "Buy milk\u{301}")),
            .rename("t1", title: "\"\u{301}", at: .milliseconds(1)),
        ])
        // Before: `found no closing " on the line`, the closing quote and the mark being one `Character`.
        #expect(error("expect title t1 \"Buy milk\"\u{301}\n")
            == #"bad.trace:1:26: expected a space after the closing " (a " inside quotes is written ""), found "\u{301}""#)
    }

    @Test("an error at a word starting with a combining mark is at the column of the space the mark joined, the mark spelled; later columns count characters as before")
    func columnsAfterAMark() {
        #expect(error("expect completed \u{301}3\n") == #"bad.trace:1:17: expected a count (an integer from 0 to 999999999), found "\u{301}3""#)
        #expect(error("select \u{301}t2 \"x\n") == #"bad.trace:1:11: expected a task id ending with a closing ", found no closing " on the line"#)
        #expect(throws: (any Error).self) { try replay("select t1 \u{301}t2\n", file: "g8.trace") }
        do { _ = try replay("select t1 \u{301}t2\n", file: "g8.trace") } catch {
            #expect("\(error)" == #"g8.trace:1:10: expected a task or folder on the board as the line runs, found "\u{301}t2""#)
        }
        #expect(error("expect tree fa[\u{301}a1 ]]\n") == #"bad.trace:1:20: expected a node or the end of the line, found "]" with no [ open"#)
    }

    @Test("a # or a bracket followed by a combining mark still starts a comment or splits a tree")
    func markAfterCommentOrBracket() throws {
        let trace = try NativeTrace.parse("select t1 #\u{301} a comment\nexpect tree fa[\u{301}a1 b]\u{301}c\n", file: "m.trace")
        #expect(trace.steps.map(\.kind) == [
            .select(["t1"], columns: [8]),
            .expect(.tree(nil, [TreeNode(id: "fa", children: [TreeNode(id: "\u{301}a1"), TreeNode(id: "b")]), TreeNode(id: "\u{301}c")])),
        ])
        #expect(error("select t1 #\u{301} x\nselect\n") == "bad.trace:2:7: expected task ids, or none, found the end of the line")
    }

    @Test("a header or list named with a prepended mark before its colon is still a header or list")
    func prependedMarkBeforeColon() throws {
        let trace = try NativeTrace.parse("expect under h\u{600}: d1\nexpect order l\u{600}: t1\n", file: "m.trace")
        #expect(trace.steps.map(\.kind) == [
            .expect(.under("h\u{600}", ["d1"])),
            .expect(.order("l\u{600}", ["t1"])),
        ])
    }

    @Test("expectation lines quote an id holding a space or # followed by a combining mark, and double a quote followed by one")
    func writersQuotePerScalar() {
        #expect(NativeTrace.word("a \u{301}b") == "\"a \u{301}b\"")
        #expect(NativeTrace.word("#\u{301}") == "\"#\u{301}\"")
        #expect(NativeTrace.word("\"\u{301}") == "\"\"\"\u{301}\"")
        #expect(NativeTrace.word("\u{301}t2") == "\u{301}t2")
        #expect(TraceExpectation.announced("a  \u{301}b").description == "expect announced \"a  \u{301}b\"")
        #expect(TraceExpectation.announced("a \u{301}b").description == "expect announced a \u{301}b")
    }

    @Test("a failure's look-alike words are split at a space followed by a combining mark too: only the words that differ are spelled")
    func lookAlikesSplitPerByte() {
        let shown = LookAlikes.distinguished(expected: "order inbox: t\u{E9} \u{301}x", found: "te\u{301} \u{301}x")
        // Before, `t\u{E9} \u{301}x` was one word (the space and the mark one `Character`), all of it spelled.
        #expect(shown.expected == "order inbox: t\\u{E9} \u{301}x")
        #expect(shown.found == "te\\u{301} \u{301}x")
    }
}
