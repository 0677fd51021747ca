import Replay
import Runtime

extension FuzzTargets {
    /// The native trace parser: a trace or an `InputError`, never a trap.
    static func nativeTrace(_ bytes: UnsafeBufferPointer<UInt8>) {
        _ = try? NativeTrace.parse(String(decoding: bytes, as: UTF8.self), file: "fuzz.trace")
    }

    /// The W3C WebDriver Actions reader (strict, then lenient), each body that reads replayed
    /// against the todo scene: ticks are dispatched, element origins looked up, as they are reached.
    static func webDriverActions(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        for lenient in [false, true] {
            guard let trace = try? WebDriverActions.parse(text, file: "fuzz.json", lenient: lenient),
                  var replayer = try? Replayer(trace: trace, scene: todo) else { continue }
            try? replayer.runToEnd()
        }
    }

    /// The scene decoder; a scene that decodes is also brought to life (its rows laid out).
    static func scene(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let scene = try? Scene.decode(String(decoding: bytes, as: UTF8.self), file: "fuzz.json") else { return }
        _ = try? BoardRuntime(scene: scene)
    }

    /// A native trace parsed and replayed whole against the todo scene (or a built-in one it names).
    static func replay(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let trace = try? NativeTrace.parse(String(decoding: bytes, as: UTF8.self), file: "fuzz.trace") else { return }
        let scene = trace.scene.flatMap(Scene.builtIn) ?? todo
        guard var replayer = try? Replayer(trace: trace, scene: scene) else { return }
        try? replayer.runToEnd()
    }

    static let todo = Scene.todo
}
