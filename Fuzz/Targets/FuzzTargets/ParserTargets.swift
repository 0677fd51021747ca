import Replay
import Runtime

extension FuzzTargets {
    /// The native trace parser: a trace or an `InputError`, never a trap. And the same text read
    /// as a stream in chunks of 1 to 64 bytes (the first byte's choice) must make the same steps
    /// and outline, or fail with the same error; the raw bytes, UTF-8 or not, streamed too.
    static func nativeTrace(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        let size = Int(bytes.first ?? 0) % 64 + 1
        let parsed: Result<Trace, InputError>
        do { parsed = .success(try NativeTrace.parse(text, file: "fuzz.trace")) } catch { parsed = .failure(error) }
        let streamed: Result<(steps: [Trace.Step], outline: TraceOutline), InputError>
        do {
            var stream = try NativeTraceStream(file: "fuzz.trace") { BytesInMemory(text, chunkSize: size) }
            var steps: [Trace.Step] = []
            while let step = try stream.next() { steps.append(step) }
            streamed = .success((steps, stream.outline))
        } catch {
            streamed = .failure(error)
        }
        switch (parsed, streamed) {
        case (.success(let trace), .success(let read)):
            precondition(read.steps == trace.steps && read.outline == trace.outline, "streamed in chunks of \(size), the trace differs")
        case (.failure(let a), .failure(let b)):
            precondition(a == b, "streamed in chunks of \(size): \(b), parsed: \(a)")
        case (.success, .failure(let error)), (.failure(let error), .success):
            preconditionFailure("parsed and streamed in chunks of \(size) disagree: \(error)")
        }
        if var raw = try? NativeTraceStream(file: "fuzz.trace", open: { BytesInMemory(Array(bytes), chunkSize: size) }) {
            while (try? raw.next()) != nil {}
        }
    }

    /// The W3C WebDriver Actions reader (strict, then lenient and checking the targets it can
    /// against the todo scene's viewport), each body that reads replayed against the todo scene:
    /// ticks are dispatched, element origins looked up, as they are reached.
    static func webDriverActions(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        for lenient in [false, true] {
            guard let trace = try? WebDriverActions.parse(text, file: "fuzz.json", lenient: lenient,
                                                          viewport: lenient ? todo.viewport : nil, startsAtOrigin: lenient),
                  var replayer = try? Replayer(trace: trace, scene: todo) else { continue }
            try? replayer.runToEnd()
        }
    }

    /// Linux input recordings (evemu or libinput record), against the todo scene's viewport with a
    /// calibration, rotation and wheel notch size taken from the first bytes, each that reads replayed.
    static func evdevRecording(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        var mapping = EvdevRecording.Mapping(viewport: todo.viewport)
        if let first = bytes.first {
            mapping.rotation = [0, 90, 180, 270][Int(first % 4)]
            if first & 4 != 0 { mapping.calibration = [0.5, 0.5, -0.25, -1, 2, 0.5] }
            if first & 8 != 0 { mapping.wheel = 40 }
        }
        guard let trace = try? EvdevRecording.parse(text, file: "fuzz.events", mapping: mapping),
              var replayer = try? Replayer(trace: trace, scene: todo) else { return }
        try? replayer.runToEnd()
    }

    /// The scene decoder; a scene that decodes is also brought to life (its rows laid out), and
    /// its parts, given to the checking init, build the same scene: decoding and checking agree
    /// (the runtime no longer checks a decoded scene again, so nothing else would notice). The
    /// JSON it writes reads back as the same scene.
    static func scene(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let scene = try? Scene.decode(String(decoding: bytes, as: UTF8.self), file: "fuzz.json") else { return }
        do {
            let built = try Scene(name: scene.name, viewport: scene.viewport, lists: scene.lists, receivers: scene.receivers,
                                  sources: scene.sources, clock: scene.clock)
            guard built == scene else { fatalError("a decoded scene's parts build another scene") }
            guard try Scene.decode(scene.json(), file: "fuzz written.json") == scene else {
                fatalError("a decoded scene reads back as another scene from the JSON it writes")
            }
        } catch {
            fatalError("a decoded scene's parts are refused by the checking init, or its JSON by decoding: \(error)")
        }
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
