import Foundation
import Replay
import Runtime

/// The repository's `Demo/` folder, found from this file's path.
let demoFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Demo")

func demoFile(_ path: String) throws -> String {
    try String(contentsOf: demoFolder.appendingPathComponent(path), encoding: .utf8)
}

/// The error a throwing call threw, or `nil`.
func inputError<T>(_ body: () throws -> T) -> String? {
    do {
        _ = try body()
        return nil
    } catch let error as InputError {
        return error.description
    } catch {
        return "not an InputError: \(error)"
    }
}

/// A replay played to the end, with every event it caused (the command streams them; tests keep them).
struct Replayed {
    var replayer: Replayer
    var events: [RuntimeEvent]
    var failures: [ExpectationFailure] { replayer.failures }
    var runtime: BoardRuntime { replayer.runtime }
}

extension Replayer {
    /// Plays every remaining step and returns every event.
    mutating func runCollecting() throws -> [RuntimeEvent] {
        var events: [RuntimeEvent] = []
        try runToEnd { events.append($0) }
        return events
    }
}

/// Replays `text` (native) against `scene` to the end.
func replay(_ text: String, scene: Scene = .todo, file: String = "test.trace") throws -> Replayed {
    var replayer = try Replayer(trace: try NativeTrace.parse(text, file: file), scene: scene)
    let events = try replayer.runCollecting()
    return Replayed(replayer: replayer, events: events)
}
