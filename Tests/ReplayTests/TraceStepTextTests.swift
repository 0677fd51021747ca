import Replay
import Testing

@Suite("Trace steps as text")
struct TraceStepTextTests {
    @Test("a trace's steps print as their line number and what they do, in the words of the inputs and expect lines (they printed as Step(line: 3, column: 0, kind: …))")
    func stepsPrintInWords() throws {
        let trace = try NativeTrace.parse("""
            scene todo
            0 down 1 250 92
            +300 up 1 250 92
            expect action complete t1
            +10 undo
            +10 redo
            +10 rename t1 "Buy oat milk"
            +10 wheel 100 200 75
            select t1 t2
            select none
            """, file: "t.trace")
        #expect(trace.steps.map(\.description) == [
            "line 2: down p1 touch at (250, 92), 0 ms",
            "line 3: up p1 touch at (250, 92), 300 ms",
            "line 4: expect action complete t1",
            "line 5: undo at 310 ms",
            "line 6: redo at 320 ms",
            #"line 7, column 12: rename t1 "Buy oat milk" at 330 ms"#,
            "line 8: wheel at 100,200 by 75 points, 340 ms",
            "line 9: select t1 t2",
            "line 10: select none",
        ])
    }
}
