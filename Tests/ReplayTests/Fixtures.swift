import Foundation
import Replay

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

/// Replays `text` (native) against `scene` to the end.
func replay(_ text: String, scene: Scene = .todo, file: String = "test.trace") throws -> Replayer {
    var replayer = try Replayer(trace: try NativeTrace.parse(text, file: file), scene: scene)
    replayer.runToEnd()
    return replayer
}
