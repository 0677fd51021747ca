import DropEngine
import DropGeometry
import Runtime
import TaskModel
import Testing

/// A kiosk enables and disables a scene's receivers mid-session through the runtime.
@Suite("Receivers enabled and disabled through the runtime")
struct ReceiverEnablingTests {
    /// The todo scene with Buy milk lifted (long-press at 0 ms, lifted at 300 ms) and carried over Trash at 400 ms.
    static func buyMilkOverTrash() throws -> (BoardRuntime, [RuntimeEvent]) {
        var runtime = try BoardRuntime(scene: .todo)
        var events: [RuntimeEvent] = []
        try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
        try runtime.handle(.tick(at: .milliseconds(300)), into: &events)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 650, y: 330), time: .milliseconds(400))), into: &events)
        return (runtime, events)
    }

    @Test("Trash disabled under a drag of Buy milk: the drag exits it at once, and let go there it is cancelled as receiverDisabled (not receiverRemoved), Buy milk still open")
    func disablingUnderADragExitsAndTheReleaseCancels() throws {
        var (runtime, events) = try Self.buyMilkOverTrash()
        events = []
        try runtime.setEnabled(false, receiver: "trash", at: .milliseconds(500), into: &events)
        #expect(runtime.isEnabled(receiver: "trash") == false)
        #expect(events.map(\.kind) == [.engine(.exited(1, receiver: "trash"))])
        #expect(events.map(\.time) == [.milliseconds(500)])
        events = []
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 650, y: 330), time: .milliseconds(600))), into: &events)
        #expect(events.map { if case .engine(let action) = $0.kind { action.description } else { "\($0.kind)" } }
                == ["p1 cancelled t1: receiverDisabled (trash) — returnToOrigin (easeInOut, 250 ms)"])
        #expect(runtime.board.trashed.map(\.id) == [])
        #expect(runtime.board.openTasks(in: "inbox").map(\.id) == ["t1", "t2", "t3", "t4", "t5"])
    }

    @Test("Trash enabled again under a resting drag: the drag enters it without a move, and let go there Buy milk is trashed")
    func enablingUnderADragEntersAndTheReleaseDrops() throws {
        var (runtime, events) = try Self.buyMilkOverTrash()
        try runtime.setEnabled(false, receiver: "trash", at: .milliseconds(500), into: &events)
        events = []
        try runtime.setEnabled(true, receiver: "trash", at: .milliseconds(550), into: &events)
        #expect(runtime.isEnabled(receiver: "trash") == true)
        #expect(events.map(\.kind) == [.engine(.entered(1, location: .onto("trash"), verdict: .accepts))])
        #expect(events.map(\.time) == [.milliseconds(550)])
        try runtime.handle(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 650, y: 330), time: .milliseconds(600))), into: &events)
        #expect(runtime.board.trashed.map(\.id) == ["t1"])
    }

    @Test("a time before the last input's is rejected and the receiver stays enabled; an id no receiver has is an error naming it")
    func anEarlierTimeIsRejectedAndAnUnknownIDThrows() throws {
        var (runtime, events) = try Self.buyMilkOverTrash()
        events = []
        try runtime.setEnabled(false, receiver: "trash", at: .milliseconds(399), into: &events)
        #expect(events.map(\.kind) == [.engine(.inputRejected(nil, reason: .timeWentBackwards(previous: .milliseconds(400), found: .milliseconds(399))))])
        #expect(runtime.isEnabled(receiver: "trash") == true)
        #expect(runtime.isEnabled(receiver: "bin") == nil)
        #expect(throws: RuntimeError.layout(InputError(file: "built-in todo scene", location: .path("receivers"),
                                                       expected: "the id of a receiver of the scene to disable",
                                                       found: "\"bin\", which no receiver of the scene has"))) {
            try runtime.setEnabled(false, receiver: "bin", at: .milliseconds(500), into: &events)
        }
    }
}
