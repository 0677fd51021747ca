import DropEngine
import Runtime
import Testing

/// Event lines keep their columns: the standard ones for runs of whole milliseconds, and for a
/// replay columns that fit every time and pointer of its trace.
@Suite("Event lines' columns")
struct TextColumnsTests {
    static func press(_ pointer: PointerID, at microseconds: Int64) -> RuntimeEvent {
        RuntimeEvent(time: Instant(microseconds: microseconds), line: 0, kind: .engine(.pressBegan(pointer, source: "t1", deadline: nil)))
    }

    @Test("the standard columns write each time as it is, to 9,999,999 ms, and pointers to p99; a time or pointer wider pushes its line right")
    func standardColumns() {
        #expect(Self.press(1, at: 300_000).textLine == "    300 ms   p1  press on t1")
        #expect(Self.press(1, at: 300_500).textLine == "  300.5 ms   p1  press on t1")
        #expect(Self.press(99, at: 9_999_999_000).textLine == "9999999 ms  p99  press on t1")
        #expect(Self.press(100, at: 1_240_002).textLine == "1240.002 ms  p100  press on t1")
        #expect(Self.press(.keyboard, at: 0).textLine == "      0 ms  key  press on t1")
    }

    @Test("columns made for a trace fit its last time and largest pointer; a trace with a time between whole milliseconds writes each with three decimals, so the points line up; a trace of neither takes the standard ones")
    func columnsForATrace() {
        let recording = TextColumns(end: Instant(microseconds: 12_345_678), fractionalTimes: true, widestPointer: 104)
        #expect([Self.press(2, at: 0), Self.press(104, at: 54_564), Self.press(3, at: 12_345_678)].map { $0.textLine(columns: recording) } == [
            "    0.000 ms    p2  press on t1",
            "   54.564 ms  p104  press on t1",
            "12345.678 ms    p3  press on t1",
        ])
        let whole = TextColumns(end: .milliseconds(123_456_789), fractionalTimes: false, widestPointer: 2)
        #expect(Self.press(2, at: 300_000).textLine(columns: whole) == "      300 ms   p2  press on t1")
        #expect(TextColumns(end: .milliseconds(1_250), fractionalTimes: false, widestPointer: 99) == .standard)
        #expect(TextColumns(end: .milliseconds(1_250), fractionalTimes: false, widestPointer: nil) == .standard)
    }
}
