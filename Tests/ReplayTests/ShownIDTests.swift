@testable import Replay
import Runtime
import TaskModel
import Testing

/// Ids in failure messages are named as a trace line names them — quoted when they hold a space —
/// with what would not show spelled out, so that `t 1` is not read as two ids, nor an id that is
/// a zero-width space as nothing.
@Suite("Ids as failures name them")
struct ShownIDTests {
    /// The todo scene with t1's id changed to `id` (a JSON string's text).
    static func todo(t1 id: String) throws -> Scene {
        try Scene.decode(Scene.todoJSON.replacingOccurrences(of: #""id": "t1""#, with: #""id": "\#(id)""#), file: "t.json")
    }

    /// Buy milk long-pressed and dropped on Complete.
    static let completeFirst = "0 down 1 touch 250 92\n+350 move 1 650 150 over 300\n+50 up 1\n"

    @Test("a message names an id as a trace line does, with what would not show spelled: a space quoted, an invisible scalar or a control escaped")
    func shownIDs() {
        #expect(["t1", "t 1", "\u{200B}", "t\u{200B}1", "t\u{9}1", "t\u{A0}1", "\u{301}t", "none", "tâche☕", "a\"b"].map(NativeTrace.shown) == [
            "t1", #""t 1""#, #"\u{200B}"#, #"t\u{200B}1"#, #""t\u{9}1""#, #""t\u{A0}1""#, #"\u{301}t"#, #""none""#, "tâche☕", #""a""b""#,
        ])
        // A variation selector is spelled but for an emoji's look (VS16 after ☕, a keycap's 1); a joiner inside an emoji is kept.
        #expect(["t\u{E0100}", "葛\u{E0100}", "☕\u{FE0F}", "1\u{FE0F}\u{20E3}", "👩\u{200D}💻"].map(NativeTrace.shown) == [
            #"t\u{E0100}"#, #"葛\u{E0100}"#, "☕\u{FE0F}", "1\u{FE0F}\u{20E3}", "👩\u{200D}💻",
        ])
    }

    @Test("a failure quotes an id holding a space wherever it names it, and one written without the space is named as the nearest")
    func idWithASpaceIsQuotedAndNamedAsNearest() throws {
        let replayed = try replay(Self.completeFirst + "expect action complete t1\nexpect drag t1\nexpect order t2 t3\nexpect action trash \"t 1\"\n",
                                  scene: try Self.todo(t1: "t 1"), file: "q.trace")
        #expect(replayed.failures.map(\.description) == [
            #"q.trace:4: expected action complete t1, found complete "t 1" (t1: no task of that id was on the board in this replay; did you mean "t 1"?)"#,
            #"q.trace:5: expected a drag of t1, found a drag of "t 1" (t1: no task of that id was on the board in this replay; did you mean "t 1"?)"#,
            "q.trace:6: expected order inbox: t2 t3, found t2 t3 t4 t5",
            #"q.trace:7: expected action trash "t 1", found complete "t 1""#,
        ])
    }

    @Test("an id that is a zero-width space, or holds a no-break space, is spelled on both sides of a failure and in the note that no task has it")
    func invisibleIDsAreSpelled() throws {
        let zwsp = try replay("expect order t1 t2 t3 t4 t5 \u{200B}\n", file: "z.trace")
        let nbsp = try replay(Self.completeFirst + "expect action complete t1\nexpect order t3\n", scene: try Self.todo(t1: #"t\u00A01"#), file: "nb.trace")
        #expect(zwsp.failures.map(\.description) + nbsp.failures.map(\.description) == [
            #"z.trace:1: expected order inbox: t1 t2 t3 t4 t5 \u{200B}, found t1 t2 t3 t4 t5 (\u{200B}: no task of that id was on the board in this replay)"#,
            #"nb.trace:4: expected action complete t1, found complete "t\u{A0}1" (t1: no task of that id was on the board in this replay; did you mean "t\u{A0}1"?)"#,
            "nb.trace:5: expected order inbox: t3, found t2 t3 t4 t5",
        ])
    }

    @Test("what happened instead names its source quoted too: a press on \"t 1\" that ended")
    func outcomesQuoteTheirSource() throws {
        let replayed = try replay("0 down 1 touch 250 92\n+100 move 1 250 200\n+10 up 1\nexpect drag \"t 1\"\n", scene: try Self.todo(t1: "t 1"), file: "o.trace")
        #expect(replayed.failures.map(\.description) == [
            #"o.trace:4: expected a drag of "t 1", found no drag (p1 press on "t 1" ended: movedBeforeLongPress)"#,
        ])
    }
}
