import DropEngine
import Runtime
import Testing

/// A keyboard drag straight to a receiver (`KeyInput.target`) at a runtime: the events and
/// announcements `next` gives landing there, and rejections in event lines and JSON.
@Suite("Keyboard drags straight to a receiver, at a runtime")
struct KeyTargetTests {
    /// Feeds `input` to `runtime`; the events as `replay` prints them.
    static func feed(_ runtime: inout BoardRuntime, _ input: DragInput) throws -> [String] {
        var events: [RuntimeEvent] = []
        try runtime.handle(input, into: &events)
        return events.map(\.textLine)
    }

    @Test("target trash from Complete gives the events and the announcement next gives there")
    func sameEventsAndAnnouncementsAsNext() throws {
        var runtime = try BoardRuntime(scene: .todo)
        runtime.enableAnnouncements()
        _ = try Self.feed(&runtime, .key(.focus("t5"), at: .milliseconds(0)))
        _ = try Self.feed(&runtime, .key(.pickUp, at: .milliseconds(10)))
        _ = try Self.feed(&runtime, .key(.next, at: .milliseconds(20)))  // Complete
        var stepped = runtime
        let jumped = try Self.feed(&runtime, .key(.target("trash"), at: .milliseconds(30)))
        #expect(jumped == ["     30 ms  key  left complete", "     30 ms  key  over trash: accepts"])
        #expect(try Self.feed(&stepped, .key(.next, at: .milliseconds(30))) == jumped)
        let said = try Self.feed(&runtime, .tick(at: .milliseconds(600)))
        #expect(said == ["    600 ms       announced: Over Trash."])
        #expect(try Self.feed(&stepped, .tick(at: .milliseconds(600))) == said)
    }

    @Test("Add New's target trash is rejected saying Trash refuses it, in event lines and JSON; a receiver the scene lacks too")
    func rejectionsInLinesAndJSON() throws {
        var runtime = try BoardRuntime(scene: .todo)
        var events: [RuntimeEvent] = []
        try runtime.handle(.key(.focus("add"), at: .milliseconds(0)), into: &events)
        try runtime.handle(.key(.pickUp, at: .milliseconds(10)), into: &events)
        events.removeAll()
        try runtime.handle(.key(.target("trash"), at: .milliseconds(20)), into: &events)
        try runtime.handle(.key(.target("bin"), at: .milliseconds(30)), into: &events)
        #expect(events.map(\.textLine) == [
            #"     20 ms  key  input rejected: no target in "trash": it refuses the drag (does not accept addNew)"#,
            #"     30 ms  key  input rejected: no receiver "bin" to target"#,
        ])
        #expect(events.map(\.json.text) == [
            #"{"t":20,"event":"inputRejected","pointer":"keyboard","reason":"receiverRefuses","receiver":"trash","rejection":"kindNotAccepted","detail":"does not accept addNew"}"#,
            #"{"t":30,"event":"inputRejected","pointer":"keyboard","reason":"unknownReceiver","receiver":"bin"}"#,
        ])
        #expect(runtime.engine.hover(of: .keyboard)?.location == .among("list", parent: nil, index: 5, depth: 0))
    }
}
