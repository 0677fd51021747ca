import Foundation
import Testing

@Suite("dragtoact check: expectation failures")
struct ExpectationFailureCommandTests {
    @Test("check lists a drop that changed nothing under expect no action as unchanged, with the expect action line that holds; a misspelt task id as on no board, with the nearest id; exit 1")
    func unchangedDropAndMisspeltTaskID() throws {
        // t1 picked up and dropped where it was; then a drag of t1 expected as one of tt1, and a schedule of zz.
        let trace = try temporaryFile("own.trace", """
            0 down 1 touch 250 92
            +350 move 1 250 88
            +10 up 1
            expect no action
            expect action reorder t1 to 0
            +10 down 1 touch 250 92
            +350 move 1 250 200
            expect drag tt1
            expect scheduled zz none
            +10 up 1

            """)
        #expect(try dragtoact("check", trace) == Outcome(status: 1, stdout: """
            FAIL \(trace):4: expected no action, found unchanged: reorder t1 to 0 (a drop that changed nothing is still an action: expect action reorder t1 to 0)
            FAIL \(trace):8: expected a drag of tt1, found a drag of t1 (tt1: no task of that id was on the board in this replay; did you mean t1?)
            FAIL \(trace):9: expected zz scheduled none, found no task zz (zz: no task of that id was on the board in this replay)

            """, stderr: ""))
    }
}
