import Replay
import Runtime
import TerminalPicture

/// The demo when standard output is not a terminal: a plain-text frame after each drop's
/// outcome (applied, refused, cancelled), then the final board. 80 × 24, whatever the
/// environment, so the output is the same everywhere.
enum PlainFrames {
    static let width = 80
    static let height = 24

    static func print(_ replayer: inout Replayer, console: Console) throws(RuntimeError) {
        let painter = BoardPainter(width: width, height: height)
        var overlay = BoardPainter.Overlay()
        var out = ""
        while !replayer.isFinished {
            for event in try replayer.step() {
                overlay.status = "\(event.time.millisecondsText) ms  \(event.summary)"
                guard event.isOutcome else { continue }
                out += "--- \(overlay.status)\n"
                out += painter.paint(replayer.runtime, overlay: overlay).plainText
                console.write(out)
                out = ""
            }
        }
        console.write("\n" + BoardText.describe(replayer.runtime.board, scene: replayer.runtime.scene))
    }
}

extension RuntimeEvent {
    /// How a drag or swipe ended: the board's answer, a cancel, a rename asked for or a drop handed to the app; or a
    /// section opened or closed (as a folder's is applied).
    var isOutcome: Bool {
        switch kind {
        case .applied, .refused, .rejected, .renameRequested, .engine(.cancelled), .sectionToggled, .customDrop: true
        case .engine, .announced, .undone, .redone, .undoRefused, .pressedNothing: false
        }
    }
}
