import Replay
import Runtime
import Testing

/// `expect under LIST: none:` — the rows above the first header of a list that is not the
/// scene's first (a QA trial could not check Doing's: `under none:` reads Backlog).
@Suite struct UnderListTests {
    /// The trial's u01: Login page dropped above Frontend, Doing's first header.
    static let dropAboveFirstHeader = """
    0 down 1 touch 160 92
    +300 move 1 490 72 over 200
    +50 up 1
    expect order doing: c1 h1 c10 c11 h2 c12 c13

    """

    @Test("under LIST: none: reads the rows above that list's first header, and fails naming what it found there")
    func namedListIsRead() throws {
        let replayed = try replay(Self.dropAboveFirstHeader + """
        expect under doing: none: c1
        expect under review: none: r1 r2
        expect under doing: none: c10
        expect under backlog: none:

        """, scene: try Kanban.scene(), file: "u.trace")
        #expect(replayed.failures.map(\.description) == [
            "u.trace:7: expected under doing: none: c10, found c1",
            "u.trace:8: expected under backlog: none: nothing, found f1 c4",
        ])
    }

    @Test("under none: still reads the scene's first list, and its failure names that list when the scene has others")
    func unqualifiedFormReadsTheFirstList() throws {
        let replayed = try replay(Self.dropAboveFirstHeader + "expect under none: c1\nexpect under none: f1 c4\n",
                                  scene: try Kanban.scene(), file: "u.trace")
        #expect(replayed.failures.map(\.description) == [
            "u.trace:5: expected under none: c1, found f1 c4 (in backlog, the scene's first list; for another list write under LIST: none:)",
        ])
    }

    @Test("a failed under none: after a pointer that only hovered says so and that nothing was dropped, before which list it read (it named only the list)")
    func onlyHoveredIsSaid() throws {
        // The trial's u01 without its `down`: a move of a pointer not down is a mouse hovering.
        let replayed = try replay("""
        0 move 1 160 92
        +300 move 1 490 72 over 200
        expect under doing: none: c1
        expect under none: c1
        expect action move c1 to doing at 0
        expect drag c1
        +10 down 2 touch 160 92
        +300 move 2 490 72 over 200
        +50 up 2
        expect under doing: none: c10
        expect under h1: c1
        +10 move 1 300 300
        +10 down 2 touch 160 92
        +10 move 2 170 92
        +10 up 2
        expect under doing: none: c10

        """, scene: try Kanban.scene(), file: "u.trace")
        #expect(replayed.failures.map(\.description) == [
            "u.trace:3: expected under doing: none: c1, found nothing (p1 only hovered; nothing was dropped)",
            "u.trace:4: expected under none: c1, found c1 f1 c4 (p1 only hovered; nothing was dropped; in backlog, the scene's first list; for another list write under LIST: none:)",
            "u.trace:5: expected action move c1 to doing at 0, found no action (p1 only hovered)",
            "u.trace:6: expected a drag of c1, found no drag (p1 only hovered)",
            // A drop was made: the board says the rest, as before.
            "u.trace:10: expected under doing: none: c10, found c1",
            "u.trace:11: expected under h1: c1, found c10 c11",
            // p2's press on Epic Billing (c1 has left Backlog) ended before its long-press: said first; p1 hovered meanwhile.
            "u.trace:16: expected under doing: none: c10, found c1 (p2 press on f1 ended: released; p1 only hovered; nothing was dropped)",
        ])
    }

    @Test("a list the scene lacks is an error at its column; a bare none: after none: is still an id, and a list named none is quoted")
    func listIsTheScenes() throws {
        let names = SceneNames(try Kanban.scene())
        #expect(inputError { try NativeTrace.parse("expect under doin: none: c1\n", file: "u.trace", names: names) }
                == #"u.trace:1:14: expected a list of the scene (backlog, doing, review), found "doin""#)
        #expect(try NativeTrace.parse("expect under none: none:\n", file: "u.trace").steps.map(\.kind) == [.expect(.under(nil, ["none:"]))])
        #expect(try NativeTrace.parse(#"expect under "none": none: c1"# + "\n", file: "u.trace").steps.map(\.kind)
                == [.expect(.underNone("none", ["c1"]))])
        #expect(TraceExpectation.underNone("In Progress", ["c1"]).description == #"expect under "In Progress": none: c1"#)
    }
}
