import DropEngine
import DropGeometry
import Runtime

/// The native trace parser's events and time: each event's instant, its input, and the limits
/// every trace keeps.
extension NativeTraceParser {
    mutating func beginEvent(_ time: Instant?) throws(InputError) -> Instant {
        sawEvent = true
        if let time { now = time }
        lineStart = now
        return now
    }

    mutating func emit(_ input: DragInput, column: Int = 0) throws(InputError) {
        try requireWithinLimits(input.time, samples: 1, at: tokens[0])
        steps.append(Trace.Step(line: line, column: column, .input(input)))
        inputs += 1
        now = input.time
    }

    /// Keeps each pointer's kind, position and press up to date through a played recording's
    /// inputs and W3C ticks: a finger pressed before `play` and not touched by it is still down
    /// after it, where it was. A tick's pointers are followed as the replay's dispatcher will
    /// dispatch them (``PressedButtons``), so whether each is down is known here; a move to an
    /// element's origin leaves its position unknown until a line or a `viewport` move says it.
    mutating func followPointers(through steps: [Trace.Step], played: PlayedPress) {
        func note(_ id: Int, _ change: PlayedPress.Change) {
            var press = played
            press.change = change
            playedPresses[id] = press
        }
        for step in steps {
            switch step.kind {
            case .input(.pointerDown(let event)):
                pointers[event.pointer.rawValue] = PointerState(kind: event.kind, position: event.position, isDown: true)
                note(event.pointer.rawValue, .pressed)
            case .input(.pointerMove(let event)):
                let isDown = pointers[event.pointer.rawValue]?.isDown ?? false
                pointers[event.pointer.rawValue] = PointerState(kind: event.kind, position: event.position, isDown: isDown)
            case .input(.pointerUp(let event)):
                pointers[event.pointer.rawValue] = nil
                note(event.pointer.rawValue, .released)
            case .input(.pointerCancel(let event)):
                pointers[event.pointer.rawValue] = nil
                note(event.pointer.rawValue, .cancelled)
            case .actions(let tick):
                for action in tick.actions {
                    let id = Int(action.pointer.rawValue)
                    switch action.type {
                    case .down, .up, .move, .cancel:
                        // A pointer the input state does not hold yet starts at 0,0, up, as the dispatcher has it.
                        if pointersOfTicks.insert(id).inserted {
                            pointers[id] = PointerState(kind: action.kind, position: Point(x: 0, y: 0), isDown: false)
                        }
                        sourcesOfTicks[action.source] = (action.pointer, action.kind)
                    case .releaseAll, .pause, .escape, .key, .scroll: break
                    }
                    switch action.type {
                    case .down(let button):
                        if tickButtons.press(action.pointer, button: button, kind: action.kind) {
                            pointers[id]?.isDown = true
                            note(id, .pressed)
                        }
                    case .up(let button):
                        if tickButtons.release(action.pointer, button: button) {
                            pointers[id]?.isDown = false
                            note(id, .released)
                        }
                    case .cancel:
                        if tickButtons.cancel(action.pointer) {
                            pointers[id]?.isDown = false
                            note(id, .cancelled)
                        }
                    case .move(let x, let y, let origin, _):
                        let position: Point? = switch origin {
                        case .viewport: Point(x: x, y: y)
                        case .pointer: pointers[id]?.position.map { Point(x: $0.x + x, y: $0.y + y) }
                        case .element: nil
                        }
                        pointers[id]?.position = position
                    case .releaseAll:
                        // Every button released, every source forgotten: the input state holds no pointer.
                        for press in tickButtons.releaseAll() { note(Int(press.pointer.rawValue), .released) }
                        for pointer in pointersOfTicks { pointers[pointer] = nil }
                        pointersOfTicks = []
                        sourcesOfTicks = [:]
                    case .escape:
                        // The presses end, the buttons stay pressed (the dispatcher keeps them).
                        pointers.escapeAll()
                    case .pause, .key, .scroll: break
                    }
                }
            case .input(.escape):
                pointers.escapeAll()
            case .input(.tick), .input(.key), .expect, .select, .undo, .redo, .rename, .wheel:
                break
            }
        }
    }

    /// A pointer a native line pressed or ended is the trace's again: a W3C source that acted
    /// with it no longer holds it, and what a recording did to it is no longer news.
    mutating func forgetTickPointer(_ pointer: Int) {
        if !playedPresses.isEmpty { playedPresses[pointer] = nil }
        guard pointersOfTicks.remove(pointer) != nil else { return }
        tickButtons.forget(PointerID(pointer))
        sourcesOfTicks = sourcesOfTicks.filter { $0.value.pointer.rawValue != pointer }
    }

    /// `" (pressed by PATH, played at line N)"` when the last recording to act on `pointer` did
    /// one of `changes` to it, for an error saying it is down or not; else nothing.
    func playedNote(_ pointer: Int, if changes: PlayedPress.Change...) -> String {
        guard let press = playedPresses[pointer], changes.contains(press.change) else { return "" }
        return " (\(press.change.rawValue) by \(NativeTrace.word(press.path)), played at line \(press.line))"
    }

    /// A played recording with its pointers spared, or the W3C source it names again with
    /// another pointer type.
    enum Spared {
        case spared(Trace)
        case kindChanged(source: String, was: PointerKind, now: PointerKind)
    }

    /// `recording` with its pointers kept clear of this trace's: a W3C pointer source an earlier
    /// `play` line's file acted with goes on with the pointer it had (``sourcesOfTicks``); any
    /// other pointer that would take the id of a pointer down here (or one a W3C tick left in
    /// doubt) gets, in the order they first appear, the smallest id neither down here nor used by
    /// the recording — from 2 for touch and pen, from 0 for a mouse. A finger pressed before
    /// `play` stays the trace's.
    /// - Complexity: O(s + p) for s steps and p pointers known.
    mutating func sparingPointersDown(_ recording: Trace) -> Spared {
        var held = Set(pointers.idsDown)
        held.formUnion(pointersOfTicks)
        guard !held.isEmpty else { return .spared(recording) }
        var used: Set<Int> = []
        var clashing: [(id: Int, kind: PointerKind)] = []
        var renamed: [PointerID: PointerID] = [:]
        var carriedSources = sourcesOfTicks
        func note(_ pointer: PointerID, _ kind: PointerKind) {
            let id = Int(pointer.rawValue)
            if used.insert(id).inserted, held.contains(id) { clashing.append((id, kind)) }
        }
        for step in recording.steps {
            switch step.kind {
            case .input(let input):
                if let event = input.event { note(event.pointer, event.kind) }
            case .actions(let tick):
                for action in tick.actions {
                    switch action.type {
                    case .down, .up, .move, .cancel:
                        if let carried = carriedSources[action.source] {
                            guard carried.kind == action.kind else { return .kindChanged(source: action.source, was: carried.kind, now: action.kind) }
                            // The file's own id for the source, the first time it acts: the same pointer as before.
                            if used.insert(Int(action.pointer.rawValue)).inserted { renamed[action.pointer] = carried.pointer }
                        } else {
                            note(action.pointer, action.kind)
                        }
                    case .releaseAll: carriedSources = [:] // the sources after it are new ones
                    case .pause, .escape, .key, .scroll: break // a key, none or wheel source has no pointer to clash
                    }
                }
            case .expect, .select, .undo, .redo, .rename, .wheel:
                break
            }
        }
        guard !clashing.isEmpty || renamed.contains(where: { $0.key != $0.value }) else { return .spared(recording) }
        var taken = held.union(used)
        for (id, kind) in clashing {
            var free = kind == .mouse ? 0 : 2
            while taken.contains(free) { free += 1 }
            taken.insert(free)
            renamed[PointerID(id)] = PointerID(free)
        }
        var spared = recording
        spared.steps = recording.steps.map { step in
            switch step.kind {
            case .input(let input): Trace.Step(line: step.line, .input(input.renamingPointer(renamed)))
            case .actions(let tick): Trace.Step(line: step.line, .actions(tick.renamingPointers(renamed)))
            case .expect, .select, .undo, .redo, .rename, .wheel: step
            }
        }
        return .spared(spared)
    }

    /// Refuses, at `token`, a time past ``Trace/latestTime`` or `samples` more inputs than ``Trace/inputLimit`` allows.
    func requireWithinLimits(_ time: Instant, samples: Int, at token: Token) throws(InputError) {
        guard time <= Trace.latestTime else {
            throw error(at: token, expected: "times up to \(Trace.latestTime.millisecondsText) ms, the latest a trace may reach",
                        found: "\"\(token.text)\", reaching \(time.millisecondsText) ms")
        }
        guard inputs + samples <= Trace.inputLimit else {
            throw error(at: token, expected: "at most \(Trace.inputLimit) inputs in a trace (a move over D ms adds one every \(step.microseconds / 1_000) ms)",
                        found: "\"\(token.text)\", which would make \(inputs + samples)")
        }
    }

    func refuseTime(_ time: Instant?, before verb: Token) throws(InputError) {
        if time != nil { throw error(at: tokens[0], expected: "no time before `\(verb.text)`") }
    }

    /// `1200` (absolute), `@1200` (absolute), `+50` (after the previous line). Milliseconds,
    /// up to three decimals; an absolute time may not be earlier than the previous line.
    func parseTime(_ token: Token) throws(InputError) -> Instant {
        var text = token.text
        let relative = text.first == "+"
        if relative || text.first == "@" {
            text = text.dropFirst()
            // `+ 10`: the milliseconds are the next word, not the sign's.
            if text.isEmpty { throw error(at: token, expected: "milliseconds right after \"\(token.text)\" (\(token.text)10)", found: "\"\(token.text)\" alone") }
        }
        let amount = try parseMilliseconds(Token(text: text, column: token.column + (text.startIndex == token.text.startIndex ? 0 : 1)))
        if relative {
            try requireWithinLimits(now + amount, samples: 0, at: token)
            return now + amount
        }
        let absolute = Instant(microseconds: amount.microseconds)
        guard absolute >= now else {
            // A `move … over`, `pause` or `play` line ends later than its own time says.
            let lasted = Instant(microseconds: (now - lineStart).microseconds).millisecondsText
            let which = now > lineStart ? "the end of the previous line, which starts at \(lineStart.millisecondsText) ms and lasts \(lasted) ms"
                : "the previous line's"
            throw error(at: token, expected: "a time ≥ \(now.millisecondsText) ms (\(which))")
        }
        return absolute
    }

    func parseMilliseconds(_ token: Token) throws(InputError) -> Interval {
        if let micros = Self.wholeMilliseconds(token.text) { return Interval(microseconds: micros) }
        let text = token.text
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit), whole.count <= 12,
              parts.count == 1 || (1...3).contains(parts[1].count) && parts[1].allSatisfy(\.isASCIIDigit) else {
            throw error(at: token, expected: "milliseconds (a number from 0 to 999999999999 with at most 3 decimals)")
        }
        var micros = Int64(whole)! * 1_000
        if parts.count == 2 {
            let fraction = parts[1] + String(repeating: "0", count: 3 - parts[1].count)
            micros += Int64(fraction)!
        }
        return Interval(microseconds: micros)
    }

    /// The next sample of the last `move … over` line, as a step; `nil` once they are all handed out.
    mutating func nextSample() -> Trace.Step? {
        if let step = pendingMove?.next() { return step }
        pendingMove = nil
        return nil
    }
}
