/// The fuzz targets by name: each takes libFuzzer's bytes and must return without trapping,
/// leaking or hanging whatever they hold. A check that finds a wrong answer traps on purpose
/// (`fatalError` with the details), so libFuzzer keeps the input.
public enum FuzzTargets {
    public static let all: [String: @Sendable (UnsafeBufferPointer<UInt8>) -> Void] = [
        "native-trace": nativeTrace,
        "w3c": webDriverActions,
        "evemu": evdevRecording,
        "scene": scene,
        "replay": replay,
        "engine": engine,
        "index": index,
        "store": store,
    ]
}
