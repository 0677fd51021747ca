// `dragtoact demo` (and plain `dragtoact`): a built-in demo trace played with its frames.

import Foundation
import CDragToAct
import Replay
import Runtime

extension DragToActCommand {
    /// - Parameter named: `dragtoact demo …`, whose help is the demo's; else `dragtoact` with the
    ///   demo's options, whose help is the main text.
    static func demo(arguments: [String], console: Console, named: Bool) throws(Failure) -> ExitStatus {
        let options = try parse(arguments, allowed: ["--speed", "--instant", "--reduce-motion"], command: named ? "demo" : nil)
        if options.help {
            console.write(named ? Help.demo : Help.main)
            return .success
        }
        // `dragtoact demo files` plays the built-in files demo; plain `dragtoact`, the todo one.
        let name = options.positional.first ?? "todo"
        guard let text = DemoTrace.texts[name], let scene = Scene.builtIn(name) else {
            throw .usage("unknown demo \(name): the demos are todo, files, documents and projects", help: "dragtoact demo --help")
        }
        if options.positional.count > 1 {
            throw .usage("demo takes one demo, found \"\(options.positional[1])\" after \"\(name)\"", help: "dragtoact demo --help")
        }
        let trace = try Loader.parseTrace(text: text, file: "built-in \(name) demo trace", scene: scene)
        return play(steps: TraceInMemory(trace), scene: scene, options: options, console: console, plainFrames: true)
    }
}
