// An engine behind a C handle: its state, and the calls that create it, feed it input and page out its last actions.

import CDragToAct
import DropEngine
import DropGeometry
import Runtime
import Synchronization

/// An engine behind a C handle: the dispatcher, the handles of its receivers and sources, and
/// the actions of the last call (a buffer reused, so a move allocates nothing).
final class EngineState: Instance {
    private struct Fields {
        var engine = DragDispatcher()
        var actions: [DragAction] = []
        var receivers = HandleTable<ReceiverID>()
        var sources = HandleTable<SourceID>()
        var time = Instant(microseconds: 0)
        var placement = EventPlacement()
        var leftOut: [SourceID] = []
    }

    private let fields = Unchecked(Fields())

    var engine: DragDispatcher {
        _read { yield fields.value.engine }
        _modify { yield &fields.value.engine }
    }

    var actions: [DragAction] {
        _read { yield fields.value.actions }
        _modify { yield &fields.value.actions }
    }

    var receivers: HandleTable<ReceiverID> {
        _read { yield fields.value.receivers }
        _modify { yield &fields.value.receivers }
    }

    var sources: HandleTable<SourceID> {
        _read { yield fields.value.sources }
        _modify { yield &fields.value.sources }
    }

    /// The time of the last input, for actions a registry change causes.
    var time: Instant {
        _read { yield fields.value.time }
        _modify { yield &fields.value.time }
    }

    /// Where the last actions are placed: at the pointer input that caused them, another pointer's
    /// at that pointer; nowhere after a key, a tick or a registry change.
    var placement: EventPlacement {
        _read { yield fields.value.placement }
        _modify { yield &fields.value.placement }
    }

    /// The sources the last `dta_engine_select` left out of the selection because other drags hold them.
    var leftOut: [SourceID] {
        _read { yield fields.value.leftOut }
        _modify { yield &fields.value.leftOut }
    }

    override init() {
        super.init()
        actions.reserveCapacity(16)
    }

    /// The receiver `handle` names, or why none does: a live source's handle of this engine is
    /// named as one (the handle's bits do not tell its kind, but this engine's tables do); any
    /// other handle is one of the three causes the header lists. `path` names the argument when
    /// it is an array's element ("receivers[1]").
    func receiver(_ handle: dta_receiver, at path: String? = nil) throws(Failure) -> ReceiverID {
        guard let id = receivers.id(of: handle.id) else {
            let at = path.map { "\($0): " } ?? ""
            if let source = sources.id(of: handle.id) {
                throw Failure(Status.handle, "\(at)receiver handle \(handle.id) is a source's handle (source \"\(source)\"), passed as a receiver's")
            }
            throw Failure(Status.handle, "\(at)receiver handle \(handle.id): no receiver has it (removed, from another engine, or a handle of another kind)")
        }
        return id
    }

    /// The source `handle` names, or why none does, as ``receiver(_:at:)``.
    func source(_ handle: dta_source, at path: String? = nil) throws(Failure) -> SourceID {
        guard let id = sources.id(of: handle.id) else {
            let at = path.map { "\($0): " } ?? ""
            if let receiver = receivers.id(of: handle.id) {
                throw Failure(Status.handle, "\(at)source handle \(handle.id) is a receiver's handle (receiver \"\(receiver)\"), passed as a source's")
            }
            throw Failure(Status.handle, "\(at)source handle \(handle.id): no source has it (removed, from another engine, or a handle of another kind)")
        }
        return id
    }

    /// Empties the last call's actions, keeping their storage, and releases their texts.
    func forgetActions() {
        forgetDetails()
        actions.removeAll(keepingCapacity: true)
    }

    /// Runs a registry change, keeping the actions it causes as the last call's. A change the
    /// engine refuses has changed nothing, so the last call's actions and their texts stay.
    func change(_ body: (inout DragDispatcher, inout [DragAction]) throws(EngineError) -> Void) throws(Failure) -> dta_status {
        var caused: [DragAction] = []
        do throws(EngineError) { try body(&engine, &caused) } catch { throw Failure(error) }
        forgetActions()
        placement.forgetInput()
        actions.append(contentsOf: caused)
        return Status.ok
    }
}

extension Failure {
    init(_ error: EngineError) {
        let status = switch error.code {
        case .duplicateReceiver, .duplicateSource: Status.duplicate
        case .unknownReceiver, .unknownSource: Status.handle
        case .invalidGeometry, .notAList, .rowsOutOfOrder, .malformedTree, .emptyID: Status.invalid
        }
        self.init(status, error.message)
    }
}

// MARK: - Exported

@c @implementation
public func dta_engine_create(_ out: UnsafeMutablePointer<dta_engine>?) -> dta_status {
    guard let out else { return Status.null }
    guard let id = create({ $0.add(Guarded(EngineState())) }) else { return Status.state }
    out.pointee = dta_engine(id: id)
    return Status.ok
}

@c @implementation
public func dta_engine_destroy(_ engine: dta_engine) -> dta_status {
    destroy({ $0.removeEngine(engine.id) }) { state in state.release() }
}

@c @implementation
public func dta_engine_last_error(_ engine: dta_engine) -> UnsafePointer<CChar>? {
    lastError(registry.withLock { $0.engine(engine.id) }, notLive: notLiveEngine)
}

@c @implementation
public func dta_engine_feed(_ engine: dta_engine, _ input: UnsafePointer<dta_input>?, _ out: UnsafeMutablePointer<dta_action>?,
                            _ capacity: Int, _ total: UnsafeMutablePointer<Int>?) -> dta_status {
    total?.pointee = 0 // until the call writes its count: a call failing first leaves none from before
    return withEngine(engine) { state throws(Failure) in
        let total = try checkBuffer(out, capacity: capacity, total: total)
        return try state.handle(try DragInput(input), into: out, capacity: capacity, total: total)
    }
}

@c @implementation
public func dta_engine_key(_ engine: dta_engine, _ key: Int32, _ sourceID: UnsafePointer<CChar>?, _ timeNs: Int64,
                           _ out: UnsafeMutablePointer<dta_action>?, _ capacity: Int, _ total: UnsafeMutablePointer<Int>?) -> dta_status {
    total?.pointee = 0 // until the call writes its count: a call failing first leaves none from before
    return withEngine(engine) { state throws(Failure) in
        let total = try checkBuffer(out, capacity: capacity, total: total)
        return try state.handle(try DragInput.key(key, source: sourceID, timeNs: timeNs), into: out, capacity: capacity, total: total)
    }
}

extension EngineState {
    /// Feeds `input` and writes the actions it caused; a rejected input is an error, after them.
    func handle(_ input: DragInput, into out: UnsafeMutablePointer<dta_action>?, capacity: Int,
                total: UnsafeMutablePointer<Int>) throws(Failure) -> dta_status {
        forgetActions()
        // Where the pointers are: the input's actions, and those of other pointers it causes, name them.
        placement.take(input)
        engine.handle(input, into: &actions)
        let time = input.time
        if self.time < time { self.time = time }
        // The feed checked the buffer before the input was used.
        let status = copy(actions, into: out, capacity: capacity, total: total) { action in
            dta_action(action, time: time, instance: self, handles: self).placed(at: placement.position(of: action.pointer))
        }
        if let rejected = rejection(in: actions, of: input) { throw rejected }
        return status
    }
}

@c @implementation
public func dta_engine_actions(_ engine: dta_engine, _ first: Int, _ out: UnsafeMutablePointer<dta_action>?, _ capacity: Int,
                               _ total: UnsafeMutablePointer<Int>?) -> dta_status {
    total?.pointee = 0 // until the call writes its count: a call failing first leaves none from before
    return withEngine(engine) { state throws(Failure) in
        let (time, placement) = (state.time, state.placement)
        return try write(state.actions, from: first, into: out, capacity: capacity, total: total) { action in
            dta_action(action, time: time, instance: state, handles: state).placed(at: placement.position(of: action.pointer))
        }
    }
}
