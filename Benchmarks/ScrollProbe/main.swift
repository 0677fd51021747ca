// scroll-probe STEPS: one drag resting at the bottom edge of a scrollable list of 2,000 rows,
// the list auto-scrolling for STEPS steps (each a pointer move within the edge zone, at the
// runtime's next deadline, 16 ms apart): rows move, sources come into view, the drag's slot
// follows. Benchmarks/allocations.sh compares two runs' totals under valgrind.
// An executable of its own: the runtime, without the replayer or the terminal.
#if canImport(Glibc)
import Glibc
#endif
import DropEngine
import DropGeometry
import Runtime

/// The scene: Demo/scenes/long-list.json's list, with 2,000 rows (about 100 s of scrolling at full speed).
func longList(rows: Int) -> String {
    let tasks = (1...rows).map { "{\"id\": \"t\($0)\", \"title\": \"Task \($0)\"}" }.joined(separator: ",\n")
    return """
    {"name": "scroll-probe", "viewport": {"width": 800, "height": 600},
     "lists": [{"id": "inbox", "title": "Inbox", "tasks": [\(tasks)]}],
     "receivers": [{"id": "list", "frame": {"x": 20, "y": 60, "width": 460, "height": 520},
       "role": {"list": "inbox"}, "accepts": ["task"], "scrollable": true,
       "rows": {"x": 30, "y": 70, "width": 440, "height": 44, "pitch": 50, "z": 1, "activation": "longPress"}}]}
    """
}

/// The drag: in a function, not top-level code, whose variables would be globals.
func runScrollProbe(steps: Int) throws {
    var runtime = try BoardRuntime(scene: Scene.decode(longList(rows: 2_000), file: "scroll-probe.json"))
    var events: [RuntimeEvent] = []
    events.reserveCapacity(64)
    // A long press on the first row lifts it; then the pointer goes to the bottom edge zone.
    try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: .milliseconds(0))), into: &events)
    try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: 570), time: .milliseconds(300))), into: &events)
    var moved = 0
    for i in 0..<steps {
        guard let due = runtime.nextDeadline else { break }
        events.removeAll(keepingCapacity: true)
        // Within the zone, at full speed: the rows move the same, the pointer sample differs.
        let y = 565 + Double(i & 7)
        try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: y), time: due)), into: &events)
        moved += 1
    }
    print("steps: \(moved), offset: \(Int(runtime.scrollOffset(of: "list")))")
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 1, let steps = Int(arguments[0]), steps >= 0 else {
    print("usage: scroll-probe STEPS")
    exit(2)
}
do {
    try runScrollProbe(steps: steps)
} catch {
    print("scroll-probe: \(error)")
    exit(1)
}
