import Replay
import Runtime
import Testing

/// A failed event expectation says what happened instead, after the found it always gave (which
/// tools match): a QA trial's `found no action` after a header was refused by Done, `found no
/// cancel` after a drop that applied, `found no drag` after a press that moved too early.
@Suite struct FailureExplanationTests {
    func failures(_ trace: String) throws -> [String] {
        try replay(trace, scene: try Kanban.scene(), file: "e.trace").failures.map(\.description)
    }

    @Test("expect action after a header released on Done names the cancel and its reason (the trial's e01)")
    func actionNamesTheCancel() throws {
        #expect(try failures("0 down 1 touch 490 92\n+300 move 1 1100 200 over 100\n+20 up 1\nexpect action complete h1\n") == [
            "e.trace:4: expected action complete h1, found no action (p1 cancelled h1: releasedOnRefusingReceiver on done (does not accept header))",
        ])
    }

    @Test("expect cancelled after a drop that applied names the action (the trial's e03)")
    func cancelNamesTheAction() throws {
        #expect(try failures("0 down 1 touch 490 142\n+300 move 1 800 120 over 300\n+50 up 1\nexpect cancelled releasedOutside\n") == [
            "e.trace:4: expected a drag cancelled (releasedOutside), found no cancel (applied: move c10 to review at 1)",
        ])
    }

    @Test("expect drag after a press that moved before its long-press names the press's ending (the trial's e06)")
    func dragNamesThePressEnding() throws {
        #expect(try failures("0 down 1 touch 490 142\n+100 move 1 490 190\n+200 up 1\nexpect drag c10\n") == [
            "e.trace:4: expected a drag of c10, found no drag (p1 press on c10 ended: movedBeforeLongPress)",
        ])
    }

    @Test("a line before the up says the drag or press is still under way; a press ended expected of a drag names the drag")
    func underWayAndStartedDrags() throws {
        #expect(try failures("""
        0 down 1 touch 490 92
        +300 move 1 1100 200 over 100
        expect action complete h1
        expect cancelled releasedOnRefusingReceiver
        +20 up 1
        +10 down 1 touch 490 142
        +100 up 1
        expect drag c10
        +10 down 1 touch 490 142
        +10 move 1 490 146
        expect drag c10
        +300 move 1 800 120 over 300
        +50 up 1
        expect press ended released
        expect refused done

        """) == [
            "e.trace:3: expected action complete h1, found no action (p1's drag of h1 is under way)",
            "e.trace:4: expected a drag cancelled (releasedOnRefusingReceiver), found no cancel (p1's drag of h1 is under way)",
            "e.trace:8: expected a drag of c10, found no drag (p1 press on c10 ended: released)",
            "e.trace:11: expected a drag of c10, found no drag (p1's press on c10 is under way)",
            "e.trace:14: expected a press ended (released), found no press ended (drag started: c10)",
            "e.trace:15: expected a refusal by done, found no refusal (applied: move c10 to review at 1)",
        ])
    }

    @Test("a press refused because another finger holds the row is named; with nothing to say the found is as before")
    func refusedPressAndNothingAtAll() throws {
        #expect(try failures("""
        expect action complete c10
        0 down 1 touch 490 142
        +100 down 2 touch 490 142
        +10 up 2
        +10 up 1
        expect action complete c10
        expect cancelled escape

        """) == [
            "e.trace:1: expected action complete c10, found no action",
            "e.trace:6: expected action complete c10, found no action (p2 press on c10 refused: held by p1; p1 press on c10 ended: released)",
            "e.trace:7: expected a drag cancelled (escape), found no cancel (p2 press on c10 refused: held by p1; p1 press on c10 ended: released)",
        ])
    }
}
