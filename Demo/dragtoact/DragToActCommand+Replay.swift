// `dragtoact replay`: traces played against their scene, events printed, expectations checked.

import Foundation
import CDragToAct
import DropEngine
import Replay
import Runtime
import TaskModel
import TaskStore

extension DragToActCommand {
    static func replay(arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        let options = try parse(arguments, allowed: ["--scene", "--speed", "--instant", "--explain", "--json", "--announce", "--reduce-motion", "--store",
                                                     "--writer", "--lenient", "--device", "--calibration", "--rotation", "--start", "--wheel"],
                                command: "replay")
        if options.help {
            console.write(Help.replay)
            return .success
        }
        guard options.positional.count == 1 else {
            throw .usage(options.positional.isEmpty ? "replay needs a TRACE" : "replay takes one TRACE, found \(options.positional.count)",
                         help: "dragtoact replay --help")
        }
        let (steps, scene) = try Loader.load(trace: options.positional[0], options: options)
        for warning in steps.outline.warnings { console.writeError("dragtoact: warning: \(warning)\n") }
        // --scene wins over the trace's own scene line, which is then not read: never in silence,
        // as a trace written for another scene fails naming lists the person did not give.
        if let given = options.scene, let named = steps.outline.scene, !Loader.sameScene(given, named, namedBy: options.positional[0]) {
            console.writeError("dragtoact: warning: --scene \(given.oneLine) is played in place of the scene the trace names (scene \(named.oneLine))\n")
        }
        guard let storePath = options.store else {
            return play(steps: steps, scene: scene, options: options, console: console)
        }
        let store = try StoreAccess.open(storePath, for: scene, writer: options.writer)
        return play(steps: steps, scene: scene, options: options, console: console, store: store)
    }

    /// Animates on a terminal; otherwise prints lines (events, or JSON Lines) and the final board.
    /// Each event is written as it happens; an `applied` event is written, and flushed, only after
    /// the store (when there is one) has committed it, and before the next drop is handled.
    /// - Parameter plainFrames: without a terminal, print frames (the demo) rather than event lines.
    static func play(steps: some TraceSteps, scene: Scene, options: Arguments, console: Console, store: TaskStore? = nil,
                     plainFrames: Bool = false) -> ExitStatus {
        var replayer: Replayer
        do {
            replayer = try Replayer(steps: steps, runtime: try BoardRuntime(scene: scene, store: store, reduceMotion: options.reduceMotion),
                                    explain: options.explain, announce: options.announce)
            replayer.playsUnnamedTodoScene = options.scene == nil && replayer.outline.scene == nil
        } catch {
            console.writeError("dragtoact: \(error)\n")
            return .badInput
        }
        for warning in ReachWarnings.of(replayer.runtime) { console.writeError("dragtoact: warning: \(warning)\n") }
        var out = EventOutput(console: console)
        // Columns that fit every time and pointer of the trace, so that its lines stay aligned.
        let outline = replayer.outline
        let columns = TextColumns(end: outline.end, fractionalTimes: outline.fractionalTimes, widestPointer: outline.widestPointer)
        func write(_ event: RuntimeEvent, flush: Bool) {
            // A trace that expects an announcement turns them on; they are printed with --announce.
            if event.isAnnouncement && !options.announce { return }
            if options.json { return out.writeJSON(event, flush: flush) }
            var text = event.textLine(columns: columns) + "\n"
            for line in event.explanationLines { text += "              " + line + "\n" }
            out.write(text, flush: flush)
        }
        // A trace that stops mid-drag says so, as an event before the final board (and on standard error below).
        func writeUnfinished() {
            let end = max(replayer.outline.end, replayer.lastInput?.time ?? replayer.outline.end)
            for (pointer, source, dragging) in replayer.unfinished {
                if options.json {
                    out.write(JSONValue.object([.init("t", .number(Double(end.microseconds) / 1_000)), .init("event", "traceEnded"),
                                                .init("pointer", pointer.isKeyboard ? "keyboard" : .number(Double(pointer.rawValue))), .init("source", .string(source.rawValue)),
                                                .init("holding", dragging ? "drag" : "press")]).text + "\n", flush: true)
                } else {
                    let what = dragging ? "a drag of \(source)" : "a press on \(source)"
                    let who = pointer.isKeyboard ? "key" : "p\(pointer)"
                    out.write("\(columns.time(end))  \(columns.pointer(who))  trace ended with \(what) under way\n", flush: true)
                }
            }
        }
        do throws(RuntimeError) {
            if options.json {
                try replayer.runToEnd { event in write(event, flush: event.isApplied) }
                writeUnfinished()
                out.write(replayer.runtime.board.finalJSON(titles: scene.titles).text + "\n", flush: true)
            } else if console.isTerminal && !options.explain {
                var player = Player(replayer: replayer, console: console, speed: options.instant ? nil : options.speed,
                                    reduceMotion: options.reduceMotion)
                defer { replayer = player.replayer }
                try player.play()
            } else if plainFrames && !options.explain {
                try PlainFrames.print(&replayer, console: console)
            } else {
                try replayer.runToEnd { event in write(event, flush: event.isApplied) }
                writeUnfinished()
                out.write("\n" + BoardText.describe(replayer.runtime.board, scene: scene), flush: true)
            }
        } catch {
            // What the failing step did before it stopped: an `applied` here was committed.
            if options.json || !console.isTerminal {
                for event in replayer.pendingEvents { write(event, flush: false) }
            }
            out.flush()
            // The expectations that failed before the step that stopped the replay, then why it stopped.
            for failure in replayer.failures { console.writeError("dragtoact: \(failure)\n") }
            console.writeError("dragtoact: \(error)\n")
            switch error {
            case .store: return .storeFailed
            case .layout: return .badInput
            }
        }
        // Not an error (the board is the scene's, and any expectations run), but never silent; said
        // once the trace has played, so that a trace refused as it runs (a `select` of a task the
        // board lacks) is not also told it holds no inputs.
        if !replayer.outline.holdsInputs { console.writeError("dragtoact: \(replayer.outline.file) holds no inputs\n") }
        for warning in replayer.endWarnings { console.writeError("dragtoact: warning: \(warning)\n") }
        for (pointer, source, dragging) in replayer.unfinished {
            let what = dragging ? "a drag of \(source)" : "a press on \(source)"
            console.writeError("dragtoact: \(replayer.outline.file) ended with \(what) under way (\(Self.naming(pointer))): nothing was dropped\n")
        }
        for failure in replayer.failures { console.writeError("dragtoact: \(failure)\n") }
        return replayer.failures.isEmpty ? .success : .expectationFailed
    }

    /// `pointer 2`, or `the keyboard`: who holds what a trace left under way.
    static func naming(_ pointer: PointerID) -> String {
        pointer.isKeyboard ? "the keyboard" : "pointer \(pointer)"
    }
}
