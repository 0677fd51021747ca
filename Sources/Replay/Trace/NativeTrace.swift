import Runtime
import DropEngine
import DropGeometry
import TaskModel

/// The native trace format: one statement per line, human-writable. The README has the grammar.
///
/// ```text
/// scene todo
/// # Long-press "Buy milk" and drop it on Complete.
/// 0     down 1 touch 250 92
/// +300  move 1 650 150 over 400
/// +100  up 1
/// expect action complete t1
/// expect completed 1
/// ```
public enum NativeTrace {
    /// Parses a native trace. Errors give `file:line:column`, what was expected and what was found.
    ///
    /// Lines end with LF, CRLF or a lone CR, so a trace saved on Windows or an old Mac reads the
    /// same as one saved here.
    /// - Parameter step: the sampling step for `move … over D` (tests resample with other steps).
    /// - Parameter play: reads the recording a `play PATH …` line names (a W3C actions file or a
    ///   Linux input recording), as written, starting at 0 ms; without it, `play` is an error. An
    ///   error it throws of `file` itself is placed at the line's path, or at the option it is
    ///   about (``PlayOptions/optionError(_:file:expected:found:)``).
    /// - Parameter names: the scene's receivers and lists, when known: an `expect` line naming
    ///   another is an error at its column (see ``SceneNames``).
    public static func parse(_ text: String, file: String, step: Interval = Trace.interpolationStep,
                             play: ((PlayOptions) throws(InputError) -> Trace)? = nil,
                             names: SceneNames? = nil) throws(InputError) -> Trace {
        var parser = NativeTraceParser(file: file, step: step, play: play, names: names)
        var lineNumber = 0
        for line in TextLines(Substring(text)) {
            lineNumber += 1
            if let step = line.utf8.withContiguousStorageIfAvailable({ parser.eventStep($0, number: lineNumber) }) ?? nil {
                parser.steps.append(step)
                continue
            }
            try parser.parseLine(line, number: lineNumber)
            while let sample = parser.nextSample() { parser.steps.append(sample) }
        }
        return Trace(file: file, scene: parser.scene, steps: parser.steps, warnings: parser.warnings)
    }
}

/// What a native trace's `play PATH [lenient] [device PATH] [calibration A,B,C,D,E,F]
/// [rotation DEGREES] [start X Y] [wheel POINTS]` line asks for: the recording, relative to the trace, and how to read it.
public struct PlayOptions: Hashable, Sendable {
    public var path: String
    /// W3C: bend the rules real clients bend (see ``WebDriverActions``); Linux recordings: take a
    /// clock's step back out (``EvdevRecording/parse(_:file:description:lenient:mapping:)``).
    public var lenient = false
    /// Linux recordings: the device description's path, when not in the recording or beside it.
    public var device: String?
    /// Linux recordings: libinput's calibration matrix.
    public var calibration: [Double]?
    /// Linux recordings: the screen's rotation in degrees clockwise.
    public var rotation: Int?
    /// Linux recordings of mice: where the pointer starts.
    public var start: Point?
    /// Linux recordings: how far a notch of the wheel scrolls, in points (``EvdevRecording/Mapping/wheel``).
    public var wheel: Double?

    public init(path: String) { self.path = path }

    /// The error a `play` reader throws for an option of the line it has no use for (`start` given
    /// for a touchscreen's recording): an error of the trace `file`, which the parser places at the
    /// option's word (`p1.trace:2:18`). Any other error of the trace is placed at the path.
    public static func optionError(_ option: String, file: String, expected: String, found: String) -> InputError {
        InputError(file: file, location: .path(option), expected: expected, found: found)
    }
}
