import DropEngine
import Foundation
import Replay
import Runtime
import TaskModel
import Testing

@Suite("Scene clock and list schedules")
struct SceneClockTests {
    static func layered(replacing old: String, with new: String) throws -> String {
        let text = try demoFile("scenes/layered.json")
        precondition(text.contains(old), "fixture text not found: \(old)")
        return text.replacingOccurrences(of: old, with: new)
    }

    @Test("a tab drop at 23:59:59.999 local is dated that day, with the date in the applied event")
    func tabDropTranscript() throws {
        let scene = try Scene.decode(try demoFile("scenes/layered.json"), file: "layered.json")
        #expect(scene.clock?.start == UnixTime(milliseconds: 1_795_301_999_000))
        #expect(scene.clock?.calendar == FixedOffsetCalendar(secondsEast: 3_600))
        let replayer = try replay("0 down 1 touch 250 92\n+350 move 1 100 30 over 300\n999 up 1\nexpect scheduled t1 2026-11-22\n",
                                  scene: scene, file: "late.trace")
        #expect(replayer.events.last?.json.text == #"{"t":999,"line":3,"event":"applied","action":"move t1 to today","changed":["t1"],"scheduled":"2026-11-20T23:00:00Z"}"#)
        #expect(replayer.events.last?.summary == "applied: move t1 to today, scheduled 2026-11-20T23:00:00Z")
        #expect(replayer.failures.map(\.description) == ["late.trace:4: expected t1 scheduled 2026-11-22, found 2026-11-21"])
    }

    @Test("a drop's time is floored to whole milliseconds at both ends of the clock, without a trap at Instant.min")
    func dropTimeIsFlooredAtBothEnds() {
        let clock = Scene.Clock(start: UnixTime(milliseconds: 1_000))
        #expect(clock.dropTime(at: Instant(microseconds: 1_999)).now == UnixTime(milliseconds: 1_001))
        #expect(clock.dropTime(at: Instant(microseconds: -1)).now == UnixTime(milliseconds: 999))
        #expect(clock.dropTime(at: Instant(microseconds: -1_000)).now == UnixTime(milliseconds: 999))
        #expect(clock.dropTime(at: Instant(microseconds: -1_001)).now == UnixTime(milliseconds: 998))
        #expect(clock.dropTime(at: .min).now == UnixTime(milliseconds: 1_000 + Int64.min / 1_000 - 1))
        #expect(clock.dropTime(at: .max).now == UnixTime(milliseconds: 1_000 + Int64.max / 1_000))
    }

    @Test("bad clocks and schedules are reported with their JSON path")
    func badClocksAndSchedules() throws {
        let start = #""start": "2026-11-21T22:59:59.000Z""#
        #expect(inputError { try Scene.decode(try Self.layered(replacing: start, with: #""start": "2026-02-30T10:00:00Z""#), file: "l.json") }
                == #"l.json: clock.start: expected a UTC time like "2026-11-21T22:59:50Z" or "2026-11-21T22:59:50.250Z", found "2026-02-30T10:00:00Z""#)
        #expect(inputError { try Scene.decode(try Self.layered(replacing: #""+01:00""#, with: #""+1""#), file: "l.json") }
                == #"l.json: clock.utcOffset: expected an offset from UTC like "+01:00" or "-05:30", within ±18:00, found "+1""#)
        #expect(inputError { try Scene.decode(try Self.layered(replacing: #""schedule": "tomorrow""#, with: #""schedule": "later""#), file: "l.json") }
                == #"l.json: lists[2].schedule: expected "unscheduled", "today" or "tomorrow", found "later""#)
        let noClock = try Self.layered(replacing: #"  "clock": {"start": "2026-11-21T22:59:59.000Z", "utcOffset": "+01:00"},"# + "\n", with: "")
        #expect(inputError { try Scene.decode(noClock, file: "l.json") }
                == #"l.json: lists[1].schedule: expected a scene "clock" to date tasks put in a list scheduled for today, found no clock"#)
        let fraction = try Self.layered(replacing: start, with: #""start": "1969-12-31T23:59:59.250Z""#)
        #expect(try Scene.decode(fraction, file: "l.json").clock?.start == UnixTime(milliseconds: -750))
    }

    @Test("a scheduled expectation is parsed strictly")
    func scheduledExpectationSyntax() {
        #expect(inputError { try NativeTrace.parse("expect scheduled t1 2026-13-01\n", file: "s.trace") }
                == #"s.trace:1:21: expected a day (YYYY-MM-DD) or none, found "2026-13-01""#)
        #expect(inputError { try NativeTrace.parse("expect scheduled t1\n", file: "s.trace") } == "s.trace:1:20: expected a day (YYYY-MM-DD) or none, found the end of the line")
    }
}
