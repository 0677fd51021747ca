// alloc-probe MOVES: one drag with MOVES pointer moves over 10,000 receivers, a third refusing
// the payload; valgrind compares two runs' totals (Benchmarks/allocations.sh, instructions.sh).
// An executable of its own, needing only the engine: CI builds no more than that in release for it.
#if canImport(Glibc)
import Glibc
#endif
import DropEngine
import DropGeometry
import MoveProbe

/// The drag: in a function, not top-level code, whose variables would be globals (slower to reach).
func runAllocationProbe(moves: Int) {
    let layout = Layout(count: 10_000)
    var engine = makeEngine(layout)
    var actions: [DragAction] = []
    actions.reserveCapacity(64)
    engine.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: -95, y: -95), time: .milliseconds(0))), into: &actions)
    var checksum = 0
    for i in 0..<moves {
        actions.removeAll(keepingCapacity: true)
        engine.handle(.pointerMove(PointerEvent(pointer: 1, position: layout.points[i & 4_095], time: .milliseconds(Int64(i + 1)))), into: &actions)
        checksum &+= actions.count
    }
    print("moves: \(moves), actions: \(checksum)")
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 1, let moves = Int(arguments[0]), moves >= 0 else {
    print("usage: alloc-probe MOVES")
    exit(2)
}
runAllocationProbe(moves: moves)
