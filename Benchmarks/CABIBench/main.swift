// The same drag as Benchmarks/cabi/move.c, in Swift: BoardRuntime.handle with one reused event
// buffer, the baseline for the C ABI's cost per move.  cabi-bench [N] [rounds]
import DropEngine
import DropGeometry
import Runtime

/// The moves, in a function so that the runtime and the event buffer are locals: top-level
/// variables are globals, and each access to a global pays a dynamic exclusivity check the C
/// caller's locals do not.
func bestNanosecondsPerMove(moves n: Int, rounds: Int) throws -> Double {
    var runtime = try BoardRuntime(scene: Scene.decode(Scene.todoJSON, file: "todo.json"), store: nil)
    var events: [RuntimeEvent] = []
    events.reserveCapacity(16)
    var t: Int64 = 300_000
    try runtime.handle(.pointerDown(PointerEvent(pointer: 1, position: Point(x: 250, y: 92), time: Instant(microseconds: 0))), into: &events)
    try runtime.handle(.tick(at: Instant(microseconds: t)), into: &events)
    var best = Double.infinity
    let clock = ContinuousClock()
    for _ in 0 ..< rounds {
        let start = clock.now
        for i in 0 ..< n {
            let step = i % 480
            t += 1_000
            events.removeAll(keepingCapacity: true)
            try runtime.handle(.pointerMove(PointerEvent(pointer: 1, position: Point(x: 250, y: Double(80 + (step < 240 ? step : 480 - step))),
                                                         time: Instant(microseconds: t))), into: &events)
        }
        let elapsed = clock.now - start
        let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        best = min(best, ns / Double(n))
    }
    return best
}

let arguments = CommandLine.arguments
let n = arguments.count > 1 ? Int(arguments[1])! : 100_000
let rounds = arguments.count > 2 ? Int(arguments[2])! : 5
let best = try bestNanosecondsPerMove(moves: n, rounds: rounds)
print("Swift: \(Int(best.rounded())) ns per move (best of \(rounds) rounds of \(n) moves)")
