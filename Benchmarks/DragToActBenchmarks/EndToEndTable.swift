#if canImport(Glibc)
import Glibc
#endif
import DropEngine
import DropGeometry
import Replay
import Runtime

/// The whole pipeline — trace text read and checked, then streamed through the replayer, the
/// runtime, the engine and the index — on the same trace at 100, 10,000 and 100,000 receivers.
/// Each row runs in a child process of its own, so its peak memory (the kernel's high-water
/// mark, `VmHWM`) is that row's alone.
func runEndToEndTable(inputs: Int = 100_000) {
    print("The same trace (\(inputs) inputs: a row long-pressed, moved up and down the list, dropped back) checked and replayed")
    print("through NativeTraceStream, Replayer, BoardRuntime and DragDispatcher, on the todo board beside N seeded receivers")
    print("(a third refusing tasks). One child process per row; peak = its resident high-water mark.\n")
    print("| receivers | board set up | replay | inputs/s | ns per input | peak memory |")
    print("|----------:|-------------:|-------:|---------:|-------------:|------------:|")
    for receivers in [100, 10_000, 100_000] {
        let output = runChild(["replay-row", String(receivers), String(inputs)])
        let fields = output.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
        guard fields.count == 3 else {
            print("| \(pad(String(receivers), 9)) | the row failed: \(output)")
            continue
        }
        let (load, replay, peakKB) = (fields[0], fields[1], fields[2])
        print("| \(pad(String(receivers), 9)) | \(pad(format(load * 1_000, 1) + " ms", 12)) | \(pad(format(replay * 1_000, 0) + " ms", 6))"
              + " | \(pad(format(Double(inputs) / replay / 1e6, 2) + " M", 8)) | \(pad(format(replay * 1e9 / Double(inputs), 0), 12))"
              + " | \(pad(format(peakKB / 1_024, 1) + " MB", 11)) |")
    }
}

/// One row, in the child: prints the time to set the scene up (`BoardRuntime(scene:)`: the receivers registered), the replay's time (seconds) and the peak resident kB.
func runEndToEndRow(receivers: Int, inputs: Int) {
    let text = benchTrace(inputs: inputs)
    var load = 0.0, loaded = 0.0
    let scene = benchScene(receivers: receivers)
    do {
        let loadStart = monotonicSeconds()
        let runtime = try BoardRuntime(scene: scene)
        loaded = monotonicSeconds()
        load = loaded - loadStart
        let stream = try NativeTraceStream(file: "bench.trace") { BytesInMemory(text) }
        var replayer = try Replayer(steps: stream, runtime: runtime)
        try replayer.runToEnd()
        guard replayer.failures.isEmpty else {
            print("expectations failed: \(replayer.failures)")
            exit(1)
        }
    } catch {
        print("\(error)")
        exit(1)
    }
    let replayed = monotonicSeconds()
    print(load, replayed - loaded, peakResidentKB())
}

/// The todo board beside `receivers` seeded receivers right of it (as `Benchmarks/replay-stream.sh` makes them).
private func benchScene(receivers: Int) -> Scene {
    var scene = Scene.todo
    let template = scene.receivers.first { $0.role == .complete }!
    var rng = SplitMix(seed: 1)
    let side = Double(Int(Double(receivers).squareRoot() * 60) + 800)
    scene.viewport = Size(width: side + 800, height: side)
    for i in 0..<receivers {
        var receiver = template
        receiver.id = ReceiverID("x\(i)")
        // A third refuse tasks: Trash taking only headers (Complete may not name a kind it cannot take).
        if i % 3 == 0 { receiver.role = .trash }
        receiver.accepts = [i % 3 == 0 ? .header : .task]
        receiver.frame = Rect(x: 800 + rng.next(side), y: rng.next(side), width: 8 + rng.next(112), height: 8 + rng.next(112))
        scene.receivers.append(receiver)
    }
    return scene
}

/// Drags of 100 inputs each: t1's row long-pressed, moved over the rows 96 times, dropped back.
private func benchTrace(inputs: Int) -> String {
    var drag = ["+10 down 1 touch 250 92", "+400 move 1 252 94"]
    drag += (0..<96).map { "+1 move 1 250 \(92 + ($0 % 48) * 5)" }
    drag += ["+10 up 1"]
    let body = Array(repeating: drag.joined(separator: "\n"), count: inputs / drag.count).joined(separator: "\n")
    return "scene todo\n" + body + "\nexpect completed 0\n"
}

private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    /// A whole number from 0 to `bound`, as a `Double`.
    mutating func next(_ bound: Double) -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) % UInt64(bound + 1))
    }
}

private func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The process's resident high-water mark in kB (`VmHWM` in /proc/self/status).
private func peakResidentKB() -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return -1 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("VmHWM:") { return Int(text.dropFirst(6).filter(\.isNumber)) ?? -1 }
    }
    return -1
}

/// Runs this program again with `arguments` and returns what it printed.
private func runChild(_ arguments: [String]) -> String {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return "no pipe" }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    let argv: [UnsafeMutablePointer<CChar>?] = (["dragtoact-bench"] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/proc/self/exe", &actions, nil, argv, environ) == 0 else { return "no child" }
    close(ends[1])
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
        let count = read(ends[0], &buffer, buffer.count)
        if count <= 0 { break }
        output += buffer[0..<count]
    }
    close(ends[0])
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return String(decoding: output, as: UTF8.self)
}

private func format(_ value: Double, _ decimals: Int) -> String {
    var factor = 1.0
    for _ in 0..<decimals { factor *= 10 }
    let rounded = (value * factor).rounded() / factor
    return decimals == 0 ? String(Int(rounded)) : String(rounded)
}
