/// Parsed command-line options. Unknown options and missing values are usage errors.
struct Arguments {
    var positional: [String] = []
    var scene: String?
    var store: String?
    var speed: Double = 1
    var instant = false
    var explain = false
    var json = false
    var reduceMotion = false
    var help = false

    struct UsageError: Error {
        var message: String
    }

    /// Options a command takes; any other is a usage error.
    init(_ arguments: [String], allowed: Set<String>) throws(UsageError) {
        var iterator = arguments.makeIterator()
        var speedGiven = false
        while let argument = iterator.next() {
            guard argument.hasPrefix("-"), argument != "-" else {
                positional.append(argument)
                continue
            }
            guard allowed.contains(argument) || argument == "--help" || argument == "-h" else {
                throw UsageError(message: "unknown option \(argument)")
            }
            func value() throws(UsageError) -> String {
                guard let next = iterator.next() else { throw UsageError(message: "\(argument) needs a value") }
                return next
            }
            switch argument {
            case "--help", "-h": help = true
            case "--scene": scene = try value()
            case "--store": store = try value()
            case "--speed":
                let text = try value()
                // Slower than a thousandth of real time, a long trace's waits would overflow (see `Player.slowestSpeed`).
                guard let x = Double(text), x.isFinite, x >= Player.slowestSpeed else {
                    throw UsageError(message: "--speed expects a number ≥ 0.001, found \"\(text)\"")
                }
                speed = x
                speedGiven = true
            case "--instant": instant = true
            case "--explain": explain = true
            case "--json": json = true
            case "--reduce-motion": reduceMotion = true
            default: throw UsageError(message: "unknown option \(argument)")
            }
        }
        if speedGiven && instant { throw UsageError(message: "--speed and --instant cannot be used together") }
    }
}
