import DropEngine
import Replay
import Runtime
import TaskModel
import TestSupport
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
            .expect(.action(.move("Buy milk", to: "In Progress", slot: nil))),
            .expect(.order("In Progress", ["none", "#1", "x:"])), .expect(.order(nil, ["x:"])),
            .expect(.tree("In Progress", [TreeNode(id: "folder a", children: [TreeNode(id: "a b"), TreeNode(id: "c")]), TreeNode(id: "d e")])),
            .expect(.under("head er", ["x y"])), .expect(.selected(["none"])), .expect(.expanded(["folder a"])),
            .expect(.steady(.target(PointerID(1), "none", slot: 2, sticky: false))),
        ])
        #expect(trace.steps[1].column == 13)
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "bad.trace") } }
        #expect(error(#"expect order "In Progress: t1"#) == #"bad.trace:1:14: expected a task id ending with a closing ", found no closing " on the line"#)
        #expect(error(#"expect drag "t1"x"#) == #"bad.trace:1:17: expected a space after the closing " (a " inside quotes is written ""), found "x""#)
        #expect(error(#"select t1 """#) == #"bad.trace:1:11: expected a task id between the quotes, found """#)
        #expect(error(#"expect tree fa["a b]"#) == #"bad.trace:1:16: expected a task or folder id ending with a closing ", found no closing " on the line"#)
        // A `"` after `[` opens a quote only when another `"` follows on the line: else a comment still ends the line.
        let bracket = try NativeTrace.parse(#"expect order x["y # a comment"#, file: "q.trace")
        #expect(bracket.steps.map(\.kind) == [.expect(.order(nil, [#"x["y"#]))])
    }

    @Test("an id is quoted when a bare word would read otherwise: a space, #, a bracket, a trailing colon, a quote anywhere (doubled inside the quotes), none")
    func wordsQuoteOnlyWhatTheyMust() {
        #expect(["t1", "In Progress", "#1", "a#b", "fa[", "x:", ":x", "none", "None", "\"x", "a\"b", "a \"b", "t\u{A0}1", "\"", #"C:\a b"#].map(NativeTrace.word) == [
            "t1", "\"In Progress\"", "\"#1\"", "\"a#b\"", "\"fa[\"", "\"x:\"", ":x", "\"none\"", "None", #""""x""#, #""a""b""#, #""a ""b""#,
            "\"t\u{A0}1\"", #""""""#, #""C:\a b""#])
    }

    @Test("expectation lines quote a title or an announced text holding a quote, each quote doubled; one without stays as it was")
    func expectationLinesDoubleQuotes() {
        #expect(TraceExpectation.title(#"a "b"#, #"Fix "login" bug"#).description == #"expect title "a ""b" "Fix ""login"" bug""#)
        #expect(TraceExpectation.announced(#"Renamed "a" to b."#).description == #"expect announced "Renamed ""a"" to b.""#)
        #expect(TraceExpectation.announced("Picked up Fix #12.").description == #"expect announced "Picked up Fix #12.""#)
        #expect(TraceExpectation.announced("Picked up Buy milk.").description == "expect announced Picked up Buy milk.")
        #expect(TraceExpectation.order("In \"Progress\"", ["t1"]).description == #"expect order "In ""Progress""": t1"#)
    }

    @Test("a rename to a title holding quotes replays; a failed announced expectation prints the texts as a trace writes them, quotes doubled")
    func quotedTitleReplays() throws {
        let replayed = try replay(#"""
        +10 rename t1 "Buy ""oat"" milk"
        expect title t1 "Buy ""oat"" milk"
        expect announced "Renamed ""Buy milk""."
        """#)
        #expect(replayed.failures.map(\.description) == [
            #"test.trace:3: expected announced "Renamed ""Buy milk"".", found announced "Renamed Buy milk to Buy ""oat"" milk.""#])
    }

    @Test("inside quotes two quotes stand for one, wherever a quoted word is read: ids, lists, headers, tree nodes, titles, announced text, paths; a backslash is itself")
    func doubledQuotesParse() throws {
        var played: [String] = []
        let trace = try NativeTrace.parse(#"""
        scene "my ""todo"".json"
        select "a ""b" """" "x"""
        0 key focus "say ""hi"""
        +10 rename "a ""b" "Fix ""login"" bug"
        +10 play "C:\rec ""1"".json" device "dev""ice"
        expect title "a ""b" "Fix ""login"" bug"
        expect order "In ""Progress""": "a""b" q"r
        expect tree "f ""a"""["a ""b" c] fa[""""]
        expect under "h ""1""": "x ""y"""
        expect action move "a ""b" to "l""1"
        expect target 1 "the ""list""" at 2
        expect announced "Renamed ""a"" to ""b #1""."
        """#, file: "q.trace", play: { options throws(InputError) in
            played.append(options.path + " / " + (options.device ?? "-"))
            return Trace(file: options.path, scene: nil, steps: [], warnings: [])
        })
        #expect(trace.scene == #"my "todo".json"#)
        #expect(played == [#"C:\rec "1".json / dev"ice"#])
        #expect(trace.steps.map(\.kind) == [
            .select([#"a "b"#, "\"", "x\""], columns: [8, 16, 21]),
            .input(.key(.focus(#"say "hi""#), at: .milliseconds(0))),
            .rename(#"a "b"#, title: #"Fix "login" bug"#, at: .milliseconds(10)),
            .expect(.title(#"a "b"#, #"Fix "login" bug"#)),
            .expect(.order(#"In "Progress""#, [#"a"b"#, #"q"r"#])),
            .expect(.tree(nil, [TreeNode(id: #"f "a""#, children: [TreeNode(id: #"a "b"#), TreeNode(id: "c")]), TreeNode(id: "fa", children: [TreeNode(id: "\"")])])),
            .expect(.under(#"h "1""#, [#"x "y""#])),
            .expect(.action(.move(#"a "b"#, to: #"l"1"#, slot: nil))),
            .expect(.steady(.target(PointerID(1), #"the "list""#, slot: 2, sticky: false))),
            .expect(.announced(#"Renamed "a" to "b #1"."#)),
        ])
    }

    @Test("a pair of quotes was an error before it meant one quote, and still is where a quote closes the word early; an open quote is an error at its column")
    func quotesThatDoNotClose() {
        func error(_ text: String) -> String? { inputError { try NativeTrace.parse(text, file: "bad.trace") } }
        // Before: a quoted word ended at its second quote, so `"a""b"` read "a" and then `"b"` where a space belonged.
        #expect(error(#"select "a""b""#) == nil)
        #expect(error(#"select "a"b""#) == #"bad.trace:1:11: expected a space after the closing " (a " inside quotes is written ""), found "b"""#)
        #expect(error(#"select t1 "a""b"#) == #"bad.trace:1:11: expected a task id ending with a closing ", found no closing " on the line"#)
        #expect(error(#"+5 rename t1 "Fix ""login"""#) == #"bad.trace:1:14: expected a title ending with a closing ", found no closing " on the line"#)
        #expect(error(#"expect tree fa["a""]"#) == #"bad.trace:1:16: expected a task or folder id ending with a closing ", found no closing " on the line"#)
        #expect(error(#"expect announced """#) == #"bad.trace:1:18: expected the text announced between the quotes, found """#)
        // A pair of quotes keeps a `#` inside the word: not a comment.
        #expect(error(#"select "a"" #b""#) == nil)
    }

    @Test("an empty title, which a scene allows and the runtime renames to, is written \"\" and read back: expect title ID \"\" passes on it and fails quoting it, rename ID \"\" renames (both were refused: expected a title between the quotes)")
    func emptyTitles() throws {
        let scene = try Scene.decode(#"""
        {"name": "empty", "viewport": {"width": 800, "height": 600},
         "lists": [{"id": "inbox", "title": "Inbox", "tasks": [{"id": "t1", "title": ""}, {"id": "t2", "title": "B"}]}],
         "receivers": [{"id": "list", "frame": {"x": 20, "y": 60, "width": 460, "height": 520}, "role": {"list": "inbox"}, "accepts": ["task"],
                        "rows": {"x": 30, "y": 70, "width": 440, "height": 44, "pitch": 50}}]}
        """#, file: "empty.json")
        let replayed = try replay("""
        expect title t1 ""
        expect title t1 x
        expect title t2 ""
        +10 rename t2 ""
        expect title t2 ""
        expect action rename t2
        """, scene: scene, file: "e.trace")
        #expect(replayed.failures.map(\.description) == [#"e.trace:2: expected t1 titled "x", found """#, #"e.trace:3: expected t2 titled "", found "B""#])
        #expect(replayed.events.map(\.textLine).first { $0.contains("applied") } == #"     10 ms       applied: rename t2 to """#)
        #expect(NativeTrace.word("") == #""""#)
        #expect(TraceExpectation.title("t1", "").description == #"expect title t1 """#)
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

    @Test("every id, title and announced text reads back as written: seeded random strings of quotes, spaces, tabs, #, brackets, colons, none, backslashes, other scripts and combining and prepended marks (first, last, beside a quote or a space), written by word(_:) and the expectations' lines and read by the parser")
    func randomWordsRoundTrip() throws {
        // U+0301 joins the scalar before it into one `Character` (a quote, a space, a `#`), U+0600
        // (a prepended mark) the scalar after it: lines are read per scalar, so both read back.
        let pieces = ["a", "Z", "7", "-", " ", "  ", "\t", "\"", "\"\"", "#", "[", "]", ":", "none", "\\", "é", "e\u{301}", "日本", "🙂", "\u{A0}", "\u{200B}",
                      "\u{301}", "\u{301}\u{301}", "\u{600}", "\u{20DD}"]
        /// The column of `word`, last on `line`: that of the `Character` its first scalar is in.
        func column(ofLast word: String, in line: String) -> Int {
            let start = line.utf8.count - word.utf8.count
            return 1 + line.indices.dropFirst().filter { line.utf8.distance(from: line.startIndex, to: $0) <= start }.count
        }
        for seed in try seeds(400) {
            var random = SeededGenerator(seed: seed)
            func text() -> String {
                if Int.random(in: 0..<8, using: &random) == 0 {
                    return ["none", "\"", "\"\"", "x:", "\"x\"", "[", "]", "#", ":", "a b"].randomElement(using: &random)!
                }
                return (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            }
            let (a, b, c, title) = (text(), text(), text(), text())
            let expectations: [TraceExpectation] = [
                .title(TaskID(a), title), .order(ListID(b), [TaskID(a), TaskID(c)]), .order(nil, [TaskID(c), TaskID(b)]),
                .tree(ListID(c), [TreeNode(id: TaskID(a), children: [TreeNode(id: TaskID(b)), TreeNode(id: TaskID(c), children: [])]), TreeNode(id: TaskID(title))]),
                .under(TaskID(b), [TaskID(a)]), .selected([TaskID(a), TaskID(b)]), .drag(SourceID(c)), .refused(ReceiverID(b), reason: nil),
                .action(.move(TaskID(a), to: ListID(b), slot: 2)), .action(.place([TaskID(c)], in: .folder(TaskID(a)), at: 1)),
                .steady(.target(PointerID(1), ReceiverID(a), slot: nil, sticky: false)), .steady(.scroll(ReceiverID(c), 2)),
                .announced(title), .announced(a + " " + b),
            ]
            let lines = [
                "select \(NativeTrace.word(a)) \(NativeTrace.word(b))",
                "0 key focus \(NativeTrace.word(c))",
                "+1 rename \(NativeTrace.word(a)) \(NativeTrace.word(title))",
            ] + expectations.map(\.description)
            let written = lines.joined(separator: "\n")
            let expected: [Trace.Step.Kind] = [
                .select([TaskID(a), TaskID(b)], columns: [column(ofLast: NativeTrace.word(a), in: "select \(NativeTrace.word(a))"), column(ofLast: NativeTrace.word(b), in: lines[0])]),
                .input(.key(.focus(SourceID(c)), at: .milliseconds(0))),
                .rename(TaskID(a), title: title, at: .milliseconds(1)),
            ] + expectations.map { .expect($0) }
            do {
                let read = try NativeTrace.parse(written, file: "random.trace").steps.map(\.kind)
                #expect(read == expected, "seed \(seed): read back otherwise:\n\(written)")
            } catch {
                Issue.record("seed \(seed): \(error)\n\(written)")
            }
        }
    }
}
