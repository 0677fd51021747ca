import Replay
import TerminalPicture

/// The demo when standard output is not a terminal: a plain-text frame after each drop's
/// outcome (applied, refused, cancelled), then the final board. 80 × 24, whatever the
/// environment, so the output is the same everywhere.
enum PlainFrames {
    static let width = 80
    static let height = 24

    static func print(_ replayer: Replayer, console: Console) -> Replayer {
        var replayer = replayer
        let painter = BoardPainter(width: width, height: height)
        var overlay = BoardPainter.Overlay()
        var out = ""
        while !replayer.isFinished {
            for event in replayer.step() {
                overlay.status = "\(event.time.millisecondsText) ms  \(event.summary)"
                guard event.isOutcome else { continue }
                out += "--- \(overlay.status)\n"
                out += painter.paint(replayer.runner, overlay: overlay).plainText
            }
        }
        out += "\n" + BoardText.describe(replayer.runner.board, scene: replayer.runner.scene)
        console.write(out)
        return replayer
    }
}

extension ReplayEvent {
    /// How a drag ended: the board's answer, or a cancel.
    var isOutcome: Bool {
        switch kind {
        case .applied, .refused, .engine(.cancelled): true
        case .engine: false
        }
    }
}
