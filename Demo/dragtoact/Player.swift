import DropEngine
import DropGeometry
import Foundation
import Replay
import Runtime
import TaskModel
import TerminalPicture

/// Plays a replay in the terminal at real speed (or `speed` times it): frames every ~33 ms
/// of trace time while anything moves, only changed cells written, cursor hidden while
/// playing and restored on every way out (Ctrl-C included) and while stopped by Ctrl-Z.
struct Player {
    private(set) var replayer: Replayer
    let console: Console
    /// `nil`: no waiting (`--instant`).
    let speed: Double?
    private var writer: TerminalWriter
    private var motion: RowMotion
    private var overlay = BoardPainter.Overlay()
    private let clock = ContinuousClock()
    private var start: ContinuousClock.Instant
    private var now = Instant(microseconds: 0)
    /// The terminal size the last frame was painted for.
    private var drawnSize = (width: 0, height: 0)
    static let frameInterval = Interval.milliseconds(33)
    /// How long the last frame stays before the program exits.
    static let linger = Interval.milliseconds(800)

    init(replayer: Replayer, console: Console, speed: Double?, reduceMotion: Bool) {
        self.replayer = replayer
        self.console = console
        self.speed = speed
        writer = TerminalWriter(color: console.color)
        motion = RowMotion(reduceMotion: reduceMotion)
        start = clock.now
        overlay.status = "\(replayer.outline.file) · \(replayer.runtime.scene.name)"
    }

    mutating func play() throws(RuntimeError) {
        Terminal.restoreOnInterrupt()
        Terminal.handleSuspend(resume: writer.start())
        defer { Terminal.stopHandlingSuspend() }
        console.writeFrame(writer.start())
        start = clock.now
        draw()
        while !replayer.isFinished {
            let next = replayer.nextTime ?? now
            advance(to: next)
            let dragsBefore = dragPositions()
            for event in try replayer.step() { note(event, dragsBefore: dragsBefore) }
            if let input = replayer.lastInput { track(input) }
            motion.retarget(replayer.runtime.rowTargets, at: now)
            draw()
        }
        advance(to: now + Self.linger)
        console.writeFrame(writer.finish())
    }

    /// Lets trace time pass until `target`, drawing frames while something animates.
    private mutating func advance(to target: Instant) {
        while now < target {
            let step = motion.isAnimating(at: now) ? Self.frameInterval : target - now
            now = min(target, now + step)
            wait(until: now)
            draw()
        }
    }

    /// The slowest speed played: a trace's latest time (``Trace/latestTime``, about 10^15 µs) over it
    /// is about 10^18 µs, still inside `Int64`, so ``wait(until:)`` cannot overflow.
    static let slowestSpeed = 0.001

    /// How often, in real time, a wait looks at the terminal's size.
    static let resizeCheck = Duration.milliseconds(33)

    /// Sleeps until trace time `time` is due, ``resizeCheck`` at a time, redrawing whenever the
    /// terminal has changed size meanwhile (the writer then draws the whole frame afresh).
    private mutating func wait(until time: Instant) {
        guard let speed else { return }
        let due = start + .microseconds(Int64(Double(time.microseconds) / speed))
        while case let remaining = due - clock.now, remaining > .zero {
            let slice = min(remaining, Self.resizeCheck)
            Thread.sleep(forTimeInterval: Double(slice.components.seconds) + Double(slice.components.attoseconds) / 1e18)
            if let stopped = Terminal.takeResumption() {
                // Continued after Ctrl-Z: the play goes on where it stood, over the whole screen.
                start += stopped
                writer.forget()
                draw()
                return wait(until: time)
            }
            if console.size() != drawnSize { draw() }
        }
    }

    private mutating func draw() {
        drawnSize = console.size()
        let painter = BoardPainter(width: drawnSize.width, height: drawnSize.height - 1, linesBelow: 1) // The last line stays for the shell.
        overlay.rowOffsets = motion.offsets(at: now)
        overlay.returning = motion.returning(at: now)
        console.writeFrame(writer.draw(painter.paint(replayer.runtime, overlay: overlay)))
        Terminal.prepareRestore(writer.finish()) // Ctrl-C leaves the cursor below the board too.
    }

    private func dragPositions() -> [PointerID: (Point, Payload)] {
        let engine = replayer.runtime.engine
        var positions: [PointerID: (Point, Payload)] = [:]
        for pointer in engine.activePointers {
            if let drag = engine.drag(of: pointer) { positions[pointer] = (drag.position, drag.payload) }
        }
        return positions
    }

    /// The status line follows the events; a swiped row follows its swipe; a cancel starts the
    /// item's flight home.
    private mutating func note(_ event: RuntimeEvent, dragsBefore: [PointerID: (Point, Payload)]) {
        overlay.status = "\(event.time.millisecondsText) ms  \(event.summary)"
        if case .engine(.swiping(_, let source, let offset, _)) = event.kind { overlay.swipes[TaskID(source.rawValue)] = offset }
        if case .engine(.swipeEnded(_, let source, _)) = event.kind { overlay.swipes[TaskID(source.rawValue)] = nil }
        guard case .engine(.cancelled(let pointer, let source, _, _)) = event.kind,
              let (from, payload) = dragsBefore[pointer], let home = origin(of: source) else { return }
        motion.returnToOrigin(label: BoardPainter.title(of: payload, board: replayer.runtime.board), from: from, to: home, at: now)
    }

    private func origin(of source: SourceID) -> Point? {
        let runner = replayer.runtime
        if let frame = runner.scene.source(source)?.frame { return Point(x: frame.minX, y: frame.center.y) }
        for receiver in runner.scene.receivers {
            if let row = runner.rows(of: receiver).first(where: { $0.task.id.rawValue == source.rawValue }) {
                return Point(x: row.frame.minX, y: row.frame.center.y)
            }
        }
        return nil
    }

    private mutating func track(_ input: DragInput) {
        switch input {
        case .pointerDown(let e): overlay.pointers[e.pointer] = e.position
        case .pointerMove(let e): if overlay.pointers[e.pointer] != nil { overlay.pointers[e.pointer] = e.position }
        case .pointerUp(let e), .pointerCancel(let e): overlay.pointers[e.pointer] = nil
        case .escape, .tick, .key: break
        }
    }
}
