import DropEngine
import Runtime
import Testing

@Suite("The keyboard hint of a focused draggable")
struct InstructionsTests {
    @Test("the hint names a task's row or a scene source as people call it, and there is none for an id the board has no draggable of")
    func hintNamesWhatItPicksUp() throws {
        let runtime = try BoardRuntime(scene: .todo)
        #expect(runtime.instructions(for: "t1")
                == "Press Space or Enter to pick up Buy milk; then Tab or the arrow keys choose where it goes, Space or Enter drops it, and Escape cancels.")
        #expect(runtime.instructions(for: "add")?.hasPrefix("Press Space or Enter to pick up Add New;") == true)
        #expect(runtime.instructions(for: "nope") == nil)
        #expect(runtime.instructions(for: "complete") == nil, "a receiver is not a draggable")
    }

    @Test("a gamepad's app names its buttons: the hint and a keyboard pick-up's announcement say them, a selection's too; the keyboard's words otherwise")
    func aGamepadsButtonsAreNamed() throws {
        var runtime = try BoardRuntime(scene: .todo)
        runtime.keyWords = KeyWords(pickUpAndDrop: "A", choose: "Up and down on the D-pad", cancel: "B")
        runtime.enableAnnouncements()
        #expect(runtime.instructions(for: "t1")
                == "Press A to pick up Buy milk; then Up and down on the D-pad choose where it goes, A drops it, and B cancels.")
        var events: [RuntimeEvent] = []
        try runtime.handle(.key(.focus("t1"), at: .milliseconds(0)), into: &events)
        try runtime.handle(.key(.pickUp, at: .milliseconds(10)), into: &events)
        #expect(events.map(\.summary).filter { $0.hasPrefix("announced") }
                == ["announced: Picked up Buy milk. Up and down on the D-pad choose where it goes, A drops it, B cancels."])
        try runtime.handle(.key(.cancel, at: .milliseconds(20)), into: &events)
        runtime.select(["t1", "t2"], at: .milliseconds(30), into: &events)
        events.removeAll()
        try runtime.handle(.key(.pickUp, at: .milliseconds(40)), into: &events)
        #expect(events.map(\.summary).filter { $0.hasPrefix("announced") }
                == ["announced: Picked up 2 tasks. Up and down on the D-pad choose where they go, A drops them, B cancels."])
        runtime.keyWords = .keyboard
        #expect(runtime.instructions(for: "t1")?.hasPrefix("Press Space or Enter to pick up Buy milk; then Tab or the arrow keys") == true)
    }
}
