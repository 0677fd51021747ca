import DropEngine
import DropGeometry
import Runtime

// The todo scene of seed 004: Inbox with five tasks, Complete, Trash, and an Add New button.
var runtime = try BoardRuntime(scene: .todo)
var events: [RuntimeEvent] = []

@MainActor func feed(_ input: DragInput) throws {
    events.removeAll(keepingCapacity: true)           // reuse one buffer: moves allocate nothing
    try runtime.handle(input, into: &events)          // each drop is applied as it happens
    for event in events {
        switch event.kind {
        case .applied(let action, _): print("applied:", action)
        case .refused(let refusal, _): print("refused:", refusal)
        case .engine(.cancelled(_, _, let reason, _)): print("cancelled:", reason)
        case .customDrop(let drop): print("for the app:", drop)   // a {"custom": NAME} role's: your own action
        case .engine, .announced, .undone, .redone, .undoRefused, .renameRequested, .rejected, .sectionToggled, .pressedNothing: break   // see undo(at:into:), rename(_:to:at:into:)
        }
    }
}

try feed(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))))
try feed(.tick(at: runtime.nextDeadline!))            // 300 ms on: the long-press lifts "Buy milk"
try feed(.pointerUp(PointerEvent(pointer: 1, position: Point(x: 650, y: 150), time: .milliseconds(800))))
print(runtime.board.completed.map(\.title))          // ["Buy milk"]
