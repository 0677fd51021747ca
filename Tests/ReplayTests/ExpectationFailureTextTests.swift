import Replay
import Runtime
import Testing

@Suite("Expectation failure text")
struct ExpectationFailureTextTests {
    /// Buy milk (t1) picked up and dropped where it was: `unchanged: reorder t1 to 0`.
    static let dropInPlace = "0 down 1 touch 250 92\n+350 move 1 250 88\n+10 up 1\n"

    @Test("expect no action after a drop that changed nothing fails as before, and says the drop changed nothing and how to expect it")
    func noActionAfterAnUnchangedDrop() throws {
        let replayer = try replay(Self.dropInPlace + "expect no action\n", file: "same.trace")
        #expect(replayer.failures.map(\.description) == [
            "same.trace:4: expected no action, found unchanged: reorder t1 to 0 (a drop that changed nothing is still an action: expect action reorder t1 to 0)",
        ])
    }

    @Test("expect action reorder t1 to 0 holds for a drop that changed nothing; a failing action expectation says the drop found was unchanged")
    func actionExpectationsOfAnUnchangedDrop() throws {
        let replayer = try replay(Self.dropInPlace + "expect action reorder t1 to 0\nexpect action reorder t1\n+10 down 1 touch 250 92\n+350 move 1 250 88\n+10 up 1\nexpect action complete t1\n",
                                  file: "same.trace")
        #expect(replayer.failures.map(\.description) == [
            "same.trace:9: expected action complete t1, found unchanged: reorder t1 to 0",
        ])
    }

    @Test("an expectation naming a task id no board of the replay held says so and names the nearest id; one Add New made is not said so")
    func misspeltTaskIDIsSaidSo() throws {
        let replayer = try replay("""
        0 down 1 touch 250 92
        +350 move 1 250 200
        expect drag tt1
        expect title t9 "Buy milk"
        expect order t2 t3 t1 t4 zzzz
        +10 up 1
        expect scheduled zz none
        expect scheduled t1 2026-01-01
        """, file: "typo.trace")
        #expect(replayer.failures.map(\.description) == [
            "typo.trace:3: expected a drag of tt1, found a drag of t1 (tt1: no task of that id was on the board in this replay; did you mean t1?)",
            "typo.trace:4: expected t9 titled \"Buy milk\", found no task t9 (t9: no task of that id was on the board in this replay)",
            "typo.trace:5: expected order inbox: t2 t3 t1 t4 zzzz, found t1 t2 t3 t4 t5 (zzzz: no task of that id was on the board in this replay)",
            "typo.trace:7: expected zz scheduled none, found no task zz (zz: no task of that id was on the board in this replay)",
            "typo.trace:8: expected t1 scheduled 2026-01-01, found none",
        ])
        // new-1 is Add New's: on the board since, not a typo.
        let added = try replay("0 down 1 mouse 650 510\n+100 move 1 250 75 over 400\n+100 up 1\nexpect order t1 new-1\nexpect selected nwe-1\n", file: "add.trace")
        #expect(added.failures.map(\.description) == [
            "add.trace:4: expected order inbox: t1 new-1, found new-1 t1 t2 t3 t4 t5",
            "add.trace:5: expected selected nwe-1, found none (nwe-1: no task of that id was on the board in this replay; did you mean new-1?)",
        ])
    }

    @Test("a misspelt id as near to several ids names them all, up to three and then how many (a tie said nothing)")
    func misspeltIDNearSeveralNamesThemAll() throws {
        let todo = try replay("expect title t12 \"Buy milk\"\n", file: "tie.trace")
        #expect(todo.failures.map(\.description) == [
            #"tie.trace:1: expected t12 titled "Buy milk", found no task t12 (t12: no task of that id was on the board in this replay; did you mean t1 or t2?)"#,
        ])
        let kanban = try replay("expect order doing: h1 c1x c11 h2 c12 c13\n", scene: try Kanban.scene(), file: "tie.trace")
        #expect(kanban.failures.map(\.description) == [
            "tie.trace:1: expected order doing: h1 c1x c11 h2 c12 c13, found h1 c10 c11 h2 c12 c13 (c1x: no task of that id was on the board in this replay; did you mean c1, c10, c11, … (5 as near)?)",
        ])
    }

    @Test("a failed expect order with more than 8 ids on either side says where the orders first part, or where one ends (8 or fewer on both: as before, see above)")
    func longOrderFailureSaysTheFirstDifference() throws {
        let scene = try Scene.decode(try demoFile("scenes/long-list.json"), file: "long-list.json")
        let ids = (1...200).map { "t\($0)" }
        var typo = ids
        typo[30] = "t3l"
        let replayer = try replay("""
            expect order \(typo.joined(separator: " "))
            expect order \(ids.dropLast().joined(separator: " "))
            expect order \((ids + ["t201"]).joined(separator: " "))
            expect order t1 t2 t3 t4 t5 t6 t7 t9
            """, scene: scene, file: "long.trace")
        let all = ids.joined(separator: " ")
        #expect(replayer.failures.map(\.description) == [
            "long.trace:1: expected order inbox: \(typo.joined(separator: " ")), found \(all) (first difference at position 31: t3l expected, t31 found)"
                + " (t3l: no task of that id was on the board in this replay; did you mean t3, t30, t31, … (11 as near)?)",
            "long.trace:2: expected order inbox: \(ids.dropLast().joined(separator: " ")), found \(all) (found goes on after position 199, with t200)",
            "long.trace:3: expected order inbox: \(all) t201, found \(all) (found ends after position 200, where t201 was expected next)"
                + " (t201: no task of that id was on the board in this replay; did you mean t101, t20, t200, … (4 as near)?)",
            "long.trace:4: expected order inbox: t1 t2 t3 t4 t5 t6 t7 t9, found \(all) (first difference at position 8: t9 expected, t8 found)",
        ])
    }

    @Test("expect under naming a task that is no open header fails saying what the line asked: the header and the ids under it")
    func underANonHeaderSaysTheLine() throws {
        let replayer = try replay("expect under t1: t2 t3\n", file: "under.trace")
        #expect(replayer.failures.map(\.description) == ["under.trace:1: expected under t1: t2 t3, found t1 is not an open header"])
    }
}
