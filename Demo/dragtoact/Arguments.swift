import Runtime
import TaskStore

/// Parsed command-line options. Unknown options and missing values are usage errors.
struct Arguments {
    var positional: [String] = []
    var scene: String?
    var store: String?
    /// `--writer NAME`: the writer name the store is opened under (``TaskStore/writerName``).
    var writer: String?
    var speed: Double = 1
    var instant = false
    var explain = false
    var json = false
    /// `replay`: print the announcements too.
    var announce = false
    var reduceMotion = false
    var help = false
    /// W3C: bend the rules real clients bend; Linux recordings: take a clock's step back out; naming each (`--lenient`).
    var lenient = false
    /// Linux recordings: the device description, when not in the recording or beside it.
    var device: String?
    /// Linux recordings: libinput's calibration matrix, six numbers.
    var calibration: [Double]?
    /// Linux recordings: the screen's rotation, 0, 90, 180 or 270 degrees clockwise.
    var rotation: Int?
    /// Linux recordings of mice: where the pointer starts, in scene points.
    var start: (x: Double, y: Double)?
    /// Linux recordings: how far a notch of the wheel scrolls, in points.
    var wheel: Double?
    /// `live`: where to write the session as a native trace.
    var record: String?
    /// `check`: where to write the results as JUnit XML.
    var junit: String?

    struct UsageError: Error {
        var message: String
    }

    /// No options: the defaults.
    init() {}

    /// Options a command takes; any other is a usage error. An option that takes a value takes
    /// it as the next argument or after `=` (`--scene=todo.json`); `--` ends the options, so
    /// that a TRACE may begin with `-`.
    init(_ arguments: [String], allowed: Set<String>) throws(UsageError) {
        var iterator = arguments.makeIterator()
        var speedGiven = false
        var given: Set<String> = []
        var optionsEnded = false
        while let word = iterator.next() {
            guard !optionsEnded, word.hasPrefix("-"), word != "-" else {
                positional.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            // `--name=value`: the name is what is looked up; the value is the option's, when it takes one.
            var argument = word
            var attached: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                argument = String(word[..<equals])
                attached = String(word[word.index(after: equals)...])
            }
            guard allowed.contains(argument) || argument == "--help" || argument == "-h" else {
                throw UsageError(message: "unknown option \(argument)" + (Self.hint(for: argument, allowed: allowed).map { " (\($0))" } ?? ""))
            }
            // Which of two values to use would be a guess (asking for help twice is still asking).
            guard given.insert(argument).inserted || argument == "--help" || argument == "-h" else { throw UsageError(message: "\(argument) is given twice") }
            // Whether the option read a value: one given after `=` to an option that reads none is an error.
            var tookValue = false
            func value() throws(UsageError) -> String {
                tookValue = true
                if let attached {
                    guard !attached.isEmpty else { throw UsageError(message: "\(argument) needs a value, found nothing after \"=\"") }
                    return attached
                }
                guard let next = iterator.next() else { throw UsageError(message: "\(argument) needs a value") }
                return next
            }
            switch argument {
            case "--help", "-h": help = true
            case "--scene": scene = try value()
            case "--store":
                let path = try value()
                // SQLite would open a temporary database, deleted on close: every drop lost, unsaid.
                guard !path.isEmpty else { throw UsageError(message: "--store expects a file's path, found \"\" (nothing would be kept)") }
                // SQLite's in-memory database, gone when the command ends: nothing kept, exit 0.
                guard path != ":memory:" else { throw UsageError(message: "--store expects a file's path, found \":memory:\" (SQLite's database in memory: nothing would be kept)") }
                // SQLite drops a trailing slash and opens the file of that name.
                guard !path.hasSuffix("/") else { throw UsageError(message: "--store expects a file's path, found \"\(path)\", which ends in / (a folder's path)") }
                // `-` is standard input to a TRACE; a store is a file SQLite opens, and one named `-` was made silently.
                guard path != "-" else { throw UsageError(message: "--store expects a file's path, found \"-\" (a store is a file, not standard input; ./- names a file called -)") }
                store = path
            case "--writer":
                let name = try value()
                if let problem = TaskStore.writerNameProblem(name) { throw UsageError(message: "--writer \(problem)") }
                writer = name
            case "--speed":
                let text = try value()
                // Slower than a thousandth of real time, a long trace's waits would overflow (see `Player.slowestSpeed`).
                guard let x = Self.decimal(text), x >= Player.slowestSpeed else {
                    throw UsageError(message: "--speed expects a number ≥ 0.001, found \"\(text)\"")
                }
                speed = x
                speedGiven = true
            case "--instant": instant = true
            case "--explain": explain = true
            case "--json": json = true
            case "--announce": announce = true
            case "--reduce-motion": reduceMotion = true
            case "--lenient": lenient = true
            case "--device": device = try value()
            case "--record": record = try value()
            case "--junit": junit = try value()
            case "--calibration":
                let text = try value()
                let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Self.decimal(String($0.filter { $0 != " " })) }
                guard numbers.count == 6, let values = numbers as? [Double], values.allSatisfy(\.isFinite) else {
                    throw UsageError(message: "--calibration expects six numbers a,b,c,d,e,f (libinput's matrix), found \"\(text)\"")
                }
                calibration = values
            case "--rotation":
                let text = try value()
                guard let degrees = Int(text), [0, 90, 180, 270].contains(degrees) else {
                    throw UsageError(message: "--rotation expects 0, 90, 180 or 270, found \"\(text)\"")
                }
                rotation = degrees
            case "--start":
                let text = try value()
                let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Self.decimal(String($0.filter { $0 != " " })) }
                guard numbers.count == 2, let numbers = numbers as? [Double], numbers.allSatisfy(\.isFinite) else {
                    throw UsageError(message: "--start expects X,Y in scene points, found \"\(text)\"")
                }
                start = (numbers[0], numbers[1])
            case "--wheel":
                let text = try value()
                guard let points = Self.decimal(text), points.isFinite, points > 0, points <= 1_000_000_000 else {
                    throw UsageError(message: "--wheel expects the points a notch of the wheel scrolls, more than 0 and at most 1000000000, found \"\(text)\"")
                }
                wheel = points
            default: throw UsageError(message: "unknown option \(argument)")
            }
            if attached != nil && !tookValue { throw UsageError(message: "\(argument) takes no value, found \"\(word)\"") }
        }
        if speedGiven && instant { throw UsageError(message: "--speed and --instant cannot be used together") }
        // A name without a store would name nothing: the session's undo is its own in memory.
        if writer != nil && store == nil { throw UsageError(message: "--writer names the writer of a --store: give --store FILE too") }
    }

    /// Every option some command takes (each command allows some of them).
    static let options = ["--scene", "--store", "--writer", "--speed", "--instant", "--explain", "--json", "--announce", "--reduce-motion",
                          "--lenient", "--device", "--record", "--junit", "--calibration", "--rotation", "--start", "--wheel"]

    /// What follows "unknown option --scnee": the nearest options the command takes (`did you
    /// mean --scene?`), or else the nearest another command takes, said to be not this one's
    /// (`check --scnee`: `did you mean --scene? this command does not take it`); `nil` when none
    /// is near, or the option is another command's as written (`demo --json`).
    static func hint(for argument: String, allowed: Set<String>) -> String? {
        let own = allowed.union(["--help"]).sorted()
        if let near = didYouMean(nearestNames(to: argument, among: own), spelled: { $0 }) { return near }
        let others = options.filter { !allowed.contains($0) }
        guard !others.contains(argument) else { return nil }
        let near = nearestNames(to: argument, among: others)
        return didYouMean(near, spelled: { $0 }).map { $0 + " this command does not take \(near.count == 1 ? "it" : "them")" }
    }

    /// `text` as a finite decimal number, as a trace's numbers are read: digits, a sign, a point
    /// and an exponent (`1e-3`); `nil` for anything else — `Double` alone also took hexadecimal
    /// (`--speed 0x10` was 16), `nan`, `inf` and `infinity`.
    static func decimal(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ "0123456789+-.eE".contains($0) }), let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
