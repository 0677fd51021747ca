// `live --record TRACE`: trace lines written as they happen, and the ending (expectations, final board, replayability).

import Foundation
import Replay
import Runtime
import TaskModel
import TaskStore

extension LiveSession {
    func record(_ text: String) {
        recorder?.write(Data(text.utf8))
    }

    /// The board as expectations, and as the final JSON in a comment. With a store, the trace
    /// recorded so far is replayed first, without the store, as `check` replays it: when another
    /// process changed the store during the session (or the store did not take a change) the
    /// replay ends elsewhere, and a comment before the expectations — which stay the board the
    /// session ended with, what was seen — says that `check` fails on them, and so does
    /// ``recordingWarning``.
    mutating func recordEnding() {
        let board = runtime.board
        var text = ""
        if runtime.store != nil, let recordPath, let replayed = Self.replayedBoard(of: recordPath),
           replayed.finalJSON(titles: runtime.scene.titles) != board.finalJSON(titles: runtime.scene.titles) {
            let cause = unsaved ? "the store did not take a change (see the # not saved lines), or another process changed it during the session"
                : "another process changed the store during the session"
            text += "# Not replayable: \(cause), so replaying this trace does not end with the board below, and check fails on its expectations.\n"
            recordingWarning = "\(recordPath): \(cause): replaying the trace does not end with the board the session ended with, and check fails on its expectations"
        }
        text += "# The board the session ended with:\n" + board.expectationLines
        text += "# final: " + board.finalJSON(titles: runtime.scene.titles).text + "\n"
        record(text)
    }

    /// The board the native trace at `path` replays to, as `check` replays it; `nil` when it cannot be replayed.
    private static func replayedBoard(of path: String) -> TaskBoard? {
        guard let (steps, scene) = try? Loader.load(trace: path, options: Arguments(), nativeOnly: true),
              var replayer = try? Replayer(steps: steps, runtime: BoardRuntime(scene: scene)) else { return nil }
        do { try replayer.runToEnd() } catch { return nil }
        return replayer.runtime.board
    }
}
