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
}
