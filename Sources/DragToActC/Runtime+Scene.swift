// The scene as C reads it: its receivers and sources, a receiver enabled or not, a pointer's drag and why it has its target, and the keyboard focus.

import CDragToAct
import DropEngine
import DropGeometry
import Runtime
import TaskModel
import TaskStore

@c @implementation
public func dta_runtime_receiver_count(_ runtime: dta_runtime, _ count: UnsafeMutablePointer<Int>?) -> dta_status {
    count?.pointee = 0 // until the call writes its count: a call failing first (no scene, a stale handle) leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let count = try required(count, "count")
        count.pointee = try state.reading { $0.scene.receivers.count }
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_receiver(_ runtime: dta_runtime, _ index: Int, _ out: UnsafeMutablePointer<dta_receiver_info>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let out = try required(out, "out")
        return try state.reading { runtime throws(Failure) in
            let receivers = runtime.scene.receivers
            guard index >= 0, index < receivers.count else {
                throw Failure(Status.invalid, "index: expected a receiver of the scene (\(range(of: receivers.count))), found \(UInt(bitPattern: index))")
            }
            let receiver = receivers[index]
            var c = dta_receiver_info()
            c.id = state.interned(receiver.id.rawValue)
            c.role = state.interned(receiver.role.description)
            (c.x, c.y, c.width, c.height) = (receiver.frame.minX, receiver.frame.minY, receiver.frame.width, receiver.frame.height)
            c.highlight = Int32(highlight: runtime.engine.highlight(of: receiver.id))
            c.enabled = runtime.isEnabled(receiver: receiver.id) ?? receiver.isEnabled ? 1 : 0
            out.pointee = c
            return Status.ok
        }
    }
}

@c @implementation
public func dta_runtime_source_count(_ runtime: dta_runtime, _ count: UnsafeMutablePointer<Int>?) -> dta_status {
    count?.pointee = 0 // until the call writes its count: a call failing first (no scene, a stale handle) leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let count = try required(count, "count")
        count.pointee = try state.reading { $0.scene.sources.count }
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_source(_ runtime: dta_runtime, _ index: Int, _ out: UnsafeMutablePointer<dta_source_info>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let out = try required(out, "out")
        let sources = try state.reading { $0.scene.sources }
        guard index >= 0, index < sources.count else {
            throw Failure(Status.invalid, "index: expected a source of the scene (\(range(of: sources.count))), found \(UInt(bitPattern: index))")
        }
        let source = sources[index]
        var c = dta_source_info()
        c.id = state.interned(source.id.rawValue)
        c.payload_kind = state.interned(source.payload.name)
        (c.x, c.y, c.width, c.height) = (source.frame.minX, source.frame.minY, source.frame.width, source.frame.height)
        out.pointee = c
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_drag(_ runtime: dta_runtime, _ pointer: Int64, _ dragging: UnsafeMutablePointer<Int32>?,
                             _ sourceID: UnsafeMutablePointer<UnsafePointer<CChar>?>?, _ x: UnsafeMutablePointer<Double>?,
                             _ y: UnsafeMutablePointer<Double>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let dragging = try required(dragging, "dragging")
        let drag = try state.reading { $0.engine.drag(of: PointerID(Int(pointer))) }
        dragging.pointee = drag == nil ? 0 : 1
        sourceID?.pointee = drag.map { state.interned($0.source.rawValue) }
        x?.pointee = drag?.position.x ?? 0
        y?.pointee = drag?.position.y ?? 0
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_explain(_ runtime: dta_runtime, _ pointer: Int64, _ targetID: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
                                _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?) -> dta_status {
    CText.clear(buffer, capacity: capacity, length: length)
    targetID?.pointee = nil // until the call writes it: a call failing first leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        guard let explanation = try state.reading({ $0.engine.explain(pointer: PointerID(Int(pointer))) }) else {
            throw Failure(Status.state, "pointer \(pointer): not dragging, so there is no hit to explain")
        }
        targetID?.pointee = explanation.target.map { state.interned($0.rawValue) }
        return try CText.copy(explanation.lines.map { $0 + "\n" }.joined(), into: buffer, capacity: capacity, length: length)
    }
}

@c @implementation
public func dta_runtime_focus(_ runtime: dta_runtime, _ sourceID: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
                              _ present: UnsafeMutablePointer<Int32>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        return try state.reading { runtime throws(Failure) in
            sourceID?.pointee = runtime.keyboardFocus.map { state.interned($0.rawValue) }
            present?.pointee = runtime.keyboardFocusIsPresent ? 1 : 0
            return Status.ok
        }
    }
}

@c @implementation
public func dta_runtime_set_enabled(_ runtime: dta_runtime, _ receiverID: UnsafePointer<CChar>?, _ enabled: Int32, _ timeNs: Int64,
                                   _ out: UnsafeMutablePointer<dta_event>?, _ capacity: Int, _ total: UnsafeMutablePointer<Int>?) -> dta_status {
    total?.pointee = 0 // until the call writes its count: a call failing first leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let total = try checkBuffer(out, capacity: capacity, total: total)
        let id = ReceiverID(try CText.readID(receiverID, "receiver_id"))
        let on = try flag(enabled, "enabled")
        let time = Instant(microseconds: Nanoseconds.microseconds(timeNs))
        // Asked, then changed: the change reaches the runtime in place, so it may not run inside the read.
        guard try state.reading({ $0.isEnabled(receiver: id) != nil }) else {
            let ids = try state.reading { $0.scene.receivers.map { "\"\($0.id)\"" }.joined(separator: ", ") }
            throw Failure(Status.invalid, "receiver_id: expected the id of a receiver of the scene (\(ids)), found \"\(id)\", which none has")
        }
        return try state.setEnabled(on, receiver: id, at: time, into: out, capacity: capacity, total: total)
    }
}

@c @implementation
public func dta_runtime_is_enabled(_ runtime: dta_runtime, _ receiverID: UnsafePointer<CChar>?, _ enabled: UnsafeMutablePointer<Int32>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let enabled = try required(enabled, "enabled")
        let id = ReceiverID(try CText.readID(receiverID, "receiver_id"))
        return try state.reading { runtime throws(Failure) in
            guard let on = runtime.isEnabled(receiver: id) else {
                let ids = runtime.scene.receivers.map { "\"\($0.id)\"" }.joined(separator: ", ")
                throw Failure(Status.invalid, "receiver_id: expected the id of a receiver of the scene (\(ids)), found \"\(id)\", which none has")
            }
            enabled.pointee = on ? 1 : 0
            return Status.ok
        }
    }
}

extension RuntimeState {
    /// Enables or disables the scene's receiver `id` at `time` and writes the events that caused
    /// (a drag over it exiting it, or entering it); a time before the last input's or refresh's is
    /// rejected, as an input's is, and nothing changes.
    func setEnabled(_ enabled: Bool, receiver id: ReceiverID, at time: Instant, into out: UnsafeMutablePointer<dta_event>?,
                    capacity: Int, total: UnsafeMutablePointer<Int>) throws(Failure) -> dta_status {
        try change(at: time, into: out, capacity: capacity, total: total) { runtime, events throws(RuntimeError) in
            try runtime.setEnabled(enabled, receiver: id, at: time, into: &events)
        }
    }
}
