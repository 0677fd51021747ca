// What moves a runtime on and the events it writes: feed, refresh, key, the app's changes, and paging the last call's events.

import CDragToAct
import DropEngine
import Runtime
import TaskModel
import TaskStore

extension DragInput {
    /// Whether other writers' commits are read before this input: not before a pointer move (moves
    /// come by the hundred a second), nor before a drop — the release of a dragging pointer, the
    /// keyboard's drop while it carries — which reads them in its own transaction and keeps its
    /// place beside the rows the host drew; read first, the rows would move under the finger and
    /// the drop would land among rows never shown.
    func readsOthersCommitsFirst(on engine: DragDispatcher) -> Bool {
        switch self {
        case .pointerMove: false
        case .pointerUp(let event): engine.drag(of: event.pointer) == nil
        case .key(.drop, _): engine.drag(of: .keyboard) == nil
        case .pointerDown, .pointerCancel, .escape, .tick, .key: true
        }
    }
}

@c @implementation
public func dta_runtime_feed(_ runtime: dta_runtime, _ input: UnsafePointer<dta_input>?, _ out: UnsafeMutablePointer<dta_event>?,
                             _ capacity: Int, _ total: UnsafeMutablePointer<Int>?) -> dta_status {
    total?.pointee = 0 // until the call writes its count: a call failing first leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let total = try checkBuffer(out, capacity: capacity, total: total)
        return try state.handle(try DragInput(input), into: out, capacity: capacity, total: total)
    }
}

@c @implementation
public func dta_runtime_refresh(_ runtime: dta_runtime, _ timeNs: Int64, _ out: UnsafeMutablePointer<dta_event>?,
                                _ capacity: Int, _ total: UnsafeMutablePointer<Int>?) -> dta_status {
    total?.pointee = 0 // until the call writes its count: a call failing first leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let total = try checkBuffer(out, capacity: capacity, total: total)
        try state.requireLoaded()
        return try state.refresh(at: Instant(microseconds: Nanoseconds.microseconds(timeNs)), into: out, capacity: capacity, total: total)
    }
}

@c @implementation
public func dta_runtime_key(_ runtime: dta_runtime, _ key: Int32, _ sourceID: UnsafePointer<CChar>?, _ timeNs: Int64,
                            _ out: UnsafeMutablePointer<dta_event>?, _ capacity: Int, _ total: UnsafeMutablePointer<Int>?) -> dta_status {
    total?.pointee = 0 // until the call writes its count: a call failing first leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let total = try checkBuffer(out, capacity: capacity, total: total)
        return try state.handle(try DragInput.key(key, source: sourceID, timeNs: timeNs), into: out, capacity: capacity, total: total)
    }
}

extension RuntimeState {
    /// Makes a change of the app's at `time` (`body`, on the runtime, into the events) and writes
    /// the events it caused; a time before the last input's or refresh's is rejected, as an
    /// input's is (`DTA_ERR_REJECTED` after the `inputRejected` event), and nothing changes.
    func change(at time: Instant, into out: UnsafeMutablePointer<dta_event>?, capacity: Int, total: UnsafeMutablePointer<Int>,
                _ body: (inout BoardRuntime, inout [RuntimeEvent]) throws(RuntimeError) -> Void) throws(Failure) -> dta_status {
        forgetEvents()
        if let refreshed, time < refreshed {
            // The engine's clock never saw the refresh: a time before it is rejected here, as the runtime would.
            events.append(RuntimeEvent(time: time, line: 0, kind: .engine(.inputRejected(nil, reason: .timeWentBackwards(previous: refreshed, found: time)))))
        } else {
            try update { runtime throws(Failure) in
                do throws(RuntimeError) { try body(&runtime, &events) } catch { throw Failure(error) }
            }
        }
        let status = copy(events, into: out, capacity: capacity, total: total) { event in dta_action(event, instance: self) }
        for event in events {
            if case .engine(.inputRejected(_, let reason)) = event.kind { throw Failure(Status.rejected, "input rejected: \(reason)") }
        }
        if self.time < time { self.time = time }
        return status
    }
}

extension RuntimeState {
    /// Feeds `input`, applying any drop, and writes the events it caused; a rejected input is an error, after them.
    func handle(_ input: DragInput, into out: UnsafeMutablePointer<dta_event>?, capacity: Int,
                total: UnsafeMutablePointer<Int>) throws(Failure) -> dta_status {
        if let refreshed, input.time < refreshed, input.endsWhatIsUnderWay {
            // A release, a cancel or Escape before the refresh's time is taken at it, as the runtime takes one.
            return try handle(input.stamped(refreshed), into: out, capacity: capacity, total: total)
        }
        forgetEvents()
        if let refreshed, input.time < refreshed {
            // The engine's clock never saw the refresh: an input before it is rejected here, as the engine would.
            let reason = InputRejection.timeWentBackwards(previous: refreshed, found: input.time)
            events.append(RuntimeEvent(time: input.time, line: 0, kind: .engine(.inputRejected(input.event?.pointer, reason: reason))))
            placement.take(input)
            _ = copy(events, into: out, capacity: capacity, total: total) { event in dta_action(event, instance: self).placed(at: placement.position(of: event)) }
            throw Failure(rejected: reason, of: input)
        }
        // A drop the store could not commit ends the call with its events so far written out as
        // for a success (the drop's, with no `applied` after it), then the store's error.
        var failed: Failure?
        var used = false
        do throws(Failure) {
            try update { runtime throws(Failure) in
                // What other writers committed, read before the input so that it acts on the board
                // they left (at the last input's time: the refresh comes before this one).
                if sharesFile, input.readsOthersCommitsFirst(on: runtime.engine) { try Self.readOthersCommits(into: &runtime, at: time, events: &events) }
                used = true
                do throws(RuntimeError) { try runtime.handle(input, into: &events) } catch { throw Failure(error) }
            }
        } catch {
            failed = error
        }
        // An input the runtime never had (no scene, or the store could not be read first) leaves
        // the pointers and the time as they were, as the runtime's own clock stays: taken, its time
        // made every later input read others' commits at it, ahead of that clock.
        if used {
            // Where the pointers are: the input's events, and those of other pointers it causes, name them.
            placement.take(input)
            if time < input.time { time = input.time }
        }
        // The feed checked the buffer before the input was used.
        let status = copy(events, into: out, capacity: capacity, total: total) { event in
            dta_action(event, instance: self).placed(at: placement.position(of: event))
        }
        if let failed { throw failed }
        for event in events {
            if case .engine(.inputRejected(_, let reason)) = event.kind { throw Failure(rejected: reason, of: input) }
        }
        return status
    }
}

extension RuntimeState {
    /// What other writers committed to the store file, read into `runtime` at `time`, and the events that caused.
    static func readOthersCommits(into runtime: inout BoardRuntime, at time: Instant, events: inout [RuntimeEvent]) throws(Failure) {
        do throws(RuntimeError) { try runtime.refresh(at: time, into: &events) } catch { throw Failure(error) }
    }

    /// Reads what other writers committed to the store file and writes the events that caused
    /// (the rows laid out again); nothing on a board in memory. A time before the last input's or
    /// refresh's is rejected, as an input's is, and the store is not read.
    func refresh(at time: Instant, into out: UnsafeMutablePointer<dta_event>?, capacity: Int,
                 total: UnsafeMutablePointer<Int>) throws(Failure) -> dta_status {
        forgetEvents()
        let previous = self.time
        let rejection = InputRejection.timeWentBackwards(previous: previous, found: time)
        if time < previous {
            events.append(RuntimeEvent(time: time, line: 0, kind: .engine(.inputRejected(nil, reason: rejection))))
        } else if sharesFile {
            do throws(Failure) {
                try update { runtime throws(Failure) in try Self.readOthersCommits(into: &runtime, at: time, events: &events) }
            } catch {
                // The runtime took the time before the file failed to be read, and so does this:
                // left behind, the next input read others' commits at the old time, which the
                // runtime rejected as going backwards, and the input, used, was reported rejected.
                self.time = time
                refreshed = time
                throw error
            }
        }
        let status = copy(events, into: out, capacity: capacity, total: total) { event in dta_action(event, instance: self) }
        guard time >= previous else { throw Failure(Status.rejected, "input rejected: \(rejection)") }
        self.time = time
        refreshed = time
        return status
    }
}

@c @implementation
public func dta_runtime_events(_ runtime: dta_runtime, _ first: Int, _ out: UnsafeMutablePointer<dta_event>?, _ capacity: Int,
                               _ total: UnsafeMutablePointer<Int>?) -> dta_status {
    total?.pointee = 0 // until the call writes its count: a call failing first leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let placement = state.placement
        return try write(state.events, from: first, into: out, capacity: capacity, total: total) { event in
            dta_action(event, instance: state).placed(at: placement.position(of: event))
        }
    }
}

@c @implementation
public func dta_runtime_event_text(_ runtime: dta_runtime, _ index: Int, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
                                   _ length: UnsafeMutablePointer<Int>?) -> dta_status {
    CText.clear(buffer, capacity: capacity, length: length)
    return withRuntime(runtime) { state throws(Failure) in
        guard index >= 0, index < state.events.count else {
            throw Failure(Status.invalid, "index: expected an event of the last call (\(range(of: state.events.count))), found \(UInt(bitPattern: index))")
        }
        return try CText.copy(state.events[index].textLine, into: buffer, capacity: capacity, length: length)
    }
}

@c @implementation
public func dta_runtime_next_deadline(_ runtime: dta_runtime, _ has: UnsafeMutablePointer<Int32>?, _ deadline: UnsafeMutablePointer<Int64>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        try writeDeadline(try state.reading { $0.nextDeadline }, has: has, deadline: deadline)
    }
}
