import DropEngine
import Replay
import Runtime
import Testing

/// Ids a scene allows but a bare word cannot name — a space, `#`, a trailing `:`, the word
/// `none` — written between quotes in trace lines, and written so by the board's expectations.
@Suite("Quoted ids in traces")
struct QuotedIDTests {
    static let scene = #"""
    {"name": "quoted", "viewport": {"width": 800, "height": 600},
     "lists": [{"id": "In Progress", "title": "In Progress", "tasks": [
                 {"id": "Buy milk", "title": "Buy milk"}, {"id": "none", "title": "None"},
                 {"id": "#1", "title": "One"}, {"id": "x:", "title": "X"}]},
               {"id": "done", "title": "Done"}],
     "receivers": [
       {"id": "the list", "frame": {"x": 20, "y": 60, "width": 460, "height": 520}, "role": {"list": "In Progress"}, "accepts": ["task"],
        "rows": {"x": 30, "y": 70, "width": 440, "height": 44, "pitch": 50, "z": 1, "activation": "longPress"}},
       {"id": "trash can", "frame": {"x": 540, "y": 260, "width": 220, "height": 140}, "role": "trash", "accepts": ["task"]}]}
    """#

    @Test("quoted ids parse to the text between the quotes wherever a line names an id; a quoted none is an id, a quoted LIST: a list")
    func quotedIDsParse() throws {
        let trace = try NativeTrace.parse("""
        select "Buy milk" "none"
        0 key focus "#1"
        expect drag "#1"
        expect press refused "#1"
        expect refused "trash can"
        expect action move "Buy milk" to "In Progress"
        expect order "In Progress": "none" "#1" "x:"
        expect order "x:"
        expect tree "In Progress": "folder a"["a b" c] "d e"
        expect under "head er": "x y"
        expect selected "none"
        expect expanded "folder a"
        expect target 1 "none" at 2
        """, file: "q.trace")
        #expect(trace.steps.map(\.kind) == [
            .select(["Buy milk", "none"], columns: [8, 19]),
            .input(.key(.focus("#1"), at: .milliseconds(0))),
            .expect(.drag("#1")), .expect(.pressRefused("#1")), .expect(.refused("trash can", reason: nil)),
            .expect(.action(.move("Buy milk", to: "In Progress"))),
            .expect(.order("In Progress", ["none", "#1", "x:"])), .expect(.order(nil, ["x:"])),
            .expect(.tree("In Progress", [TreeNode(id: "folder a", children: [TreeNode(id: "a b"), TreeNode(id: "c")]), TreeNode(id: "d e")])),
            .expect(.under("head er", ["x y"])), .expect(.selected(["none"])), .expect(.expanded(["folder a"])),
            .expect(.steady(.target(PointerID(1), "none", slot: 2, sticky: false))),
        ])
        #expect(trace.steps[1].column == 13)
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "bad.trace") } }
        #expect(error(#"expect order "In Progress: t1"#) == #"bad.trace:1:14: expected a task id ending with a closing ", found no closing " on the line"#)
        #expect(error(#"expect drag "t1"x"#) == #"bad.trace:1:17: expected a space after the closing ", found "x""#)
        #expect(error(#"select t1 """#) == #"bad.trace:1:11: expected a task id between the quotes, found """#)
        #expect(error(#"expect tree fa["a b]"#) == #"bad.trace:1:16: expected a task or folder id ending with a closing ", found no closing " on the line"#)
        // A `"` after `[` opens a quote only when another `"` follows on the line: else a comment still ends the line.
        let bracket = try NativeTrace.parse(#"expect order x["y # a comment"#, file: "q.trace")
        #expect(bracket.steps.map(\.kind) == [.expect(.order(nil, [#"x["y"#]))])
    }

    @Test("an id is quoted when a bare word would read otherwise: a space, #, a bracket, a trailing colon, a leading quote, none")
    func wordsQuoteOnlyWhatTheyMust() {
        #expect(["t1", "In Progress", "#1", "a#b", "fa[", "x:", ":x", "none", "None", "\"x", "a\"b", "a \"b", "t\u{A0}1"].map(NativeTrace.word) == [
            "t1", "\"In Progress\"", "\"#1\"", "\"a#b\"", "\"fa[\"", "\"x:\"", ":x", "\"none\"", "None", "\"x", "a\"b", "a \"b", "\"t\u{A0}1\""])
    }

    @Test("a trace naming quoted ids replays; the board's expectation lines quote them and pass; a failure prints them quoted")
    func quotedIDsReplay() throws {
        let scene = try Scene.decode(Self.scene, file: "quoted.json")
        let replayed = try replay("""
        select "Buy milk" "none"
        expect selected "Buy milk" "none"
        select none
        expect selected none
        0 key focus "#1"
        +10 key pickup
        expect drag "#1"
        +10 key cancel
        +10 down 1 touch 250 92
        +350 move 1 650 330
        +100 up 1
        expect action trash "Buy milk"
        expect order "In Progress": "none" "#1" "x:"
        expect order "In Progress": "x:" "none" "#1"
        expect trashed 1
        """, scene: scene, file: "q.trace")
        #expect(replayed.failures.map(\.description) == [
            ##"q.trace:14: expected order "In Progress": "x:" "none" "#1", found "none" "#1" "x:""##])
        let lines = replayed.runtime.board.expectationLines
        #expect(lines == """
        expect order "In Progress": "none" "#1" "x:"
        expect order done: 
        expect completed 0
        expect trashed 1

        """)
        let again = try replay("0 down 1 touch 250 92\n+350 move 1 650 330\n+100 up 1\n" + lines, scene: scene, file: "end.trace")
        #expect(again.failures == [])
    }
}
