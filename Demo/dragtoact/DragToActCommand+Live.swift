// `dragtoact live`: drag with the mouse in the terminal, the board kept in a store if asked.

import Foundation
import CDragToAct
import DropEngine
import Replay
import Runtime
import TaskModel
import TaskStore

extension DragToActCommand {
    /// `live [--scene FILE] [--store FILE] [--record TRACE] [--reduce-motion]`: drag with the mouse.
    static func live(arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        let options = try parse(arguments, allowed: ["--scene", "--store", "--writer", "--record", "--reduce-motion"], command: "live")
        if options.help {
            console.write(Help.live)
            return .success
        }
        guard options.positional.isEmpty else { throw .usage("live takes no TRACE", help: "dragtoact live --help") }
        // Before the terminal is asked for: a file the trace would overwrite is refused on any output.
        if let record = options.record, let refusal = LiveRecording.refusal(of: record, scene: options.scene, store: options.store) {
            throw .usage(refusal, help: "dragtoact live --help")
        }
        if console.isDumbTerminal {
            throw .usage("live needs a terminal that can move the cursor and report the mouse; TERM is dumb", help: "dragtoact live --help")
        }
        guard console.isTerminal, isatty(STDIN_FILENO) == 1 else {
            throw .usage("live needs a terminal on standard input and output (the mouse is read from it)", help: "dragtoact live --help")
        }
        let scene = try options.scene.map(Loader.loadScene) ?? .todo
        // The trace names the scene so that it replays from anywhere: a built-in name, or a path
        // from the trace's folder (absolute when they share no folder but `/`).
        var sceneLine = options.scene.map { scene in
            options.record.map { LiveRecording.sceneName(scene, trace: $0) } ?? scene
        } ?? "todo"
        // A path with spaces, a `#` or a `"` is written in quotes (its quotes doubled), as a scene
        // line reads it; one holding a line break (which would end the line) cannot be written,
        // and the trace would not replay.
        // Trace lines end at LF or CR (``TextLines``): only those would end the scene line.
        if options.record != nil, sceneLine.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) {
            throw .usage("--record cannot name the scene \(sceneLine.quotedOneLine) in the trace's scene line: it holds a line break, which would end the line",
                         help: "dragtoact live --help")
        }
        sceneLine = NativeTrace.word(sceneLine)
        // A session on the screen waits at most a second for another process's lock: the board does
        // not freeze for the 5 s a replay waits, and a drop not saved says so and can be made again.
        let store = try options.store.map { path throws(Failure) in try StoreAccess.open(path, for: scene, busyTimeout: LiveSession.busyTimeout, writer: options.writer) }
        var recorder: FileHandle?
        if let path = options.record {
            // The trace replays from the scene's board: a store that has moved on from it would
            // give a recording that does not replay to the board the session ended with.
            if let store, let storePath = options.store {
                let fresh: BoardRuntime
                do { fresh = try BoardRuntime(scene: scene) } catch { throw .input(error) }
                let start = fresh.board
                guard store.board.finalJSON(titles: scene.titles) == start.finalJSON(titles: scene.titles) else {
                    throw .usage("--record needs a store whose board is still the scene's, or none: \(storePath) holds changes, and the trace would replay from the scene's board",
                                 help: "dragtoact live --help")
                }
                // Sections opened or closed on the store are shown so: the trace would replay from the scene's.
                let moved = store.collapsedLists.filter { fresh.isSection($0.key) && $0.value != fresh.collapsedSections.contains($0.key) }
                if !moved.isEmpty {
                    let states = moved.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key) \($0.value ? "collapsed" : "expanded")" }
                    throw .usage("--record needs a store whose sections are still as the scene shows them, or none: \(storePath) holds \(states.joined(separator: ", ")), and the trace would replay from the scene's sections",
                                 help: "dragtoact live --help")
                }
            }
            guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
                throw .unwritable(path: path, what: "record file", reason: FileChunks.reason(errno))
            }
            recorder = handle
        }
        var session: LiveSession
        do {
            session = LiveSession(runtime: try BoardRuntime(scene: scene, store: store, reduceMotion: options.reduceMotion), console: console,
                                  reduceMotion: options.reduceMotion, record: recorder, recordPath: options.record)
        } catch {
            throw .input(error)
        }
        session.run(sceneLine: sceneLine)
        try? recorder?.close()
        console.write("\n" + BoardText.describe(session.runtime.board, scene: scene))
        // After the board, where they stay on the screen (the frames drawn over anything said before).
        for warning in ReachWarnings.of(session.runtime) { console.writeError("dragtoact: warning: \(warning)\n") }
        if let warning = session.recordingWarning { console.writeError("dragtoact: warning: \(warning)\n") }
        return .success
    }
}
