import CDragToAct
import DropEngine
import DropGeometry
import Runtime
import Synchronization

/// The library's version, as `DTA_VERSION` counts it.
let libraryVersion = Int32(DTA_VERSION_MAJOR * 1_000_000 + DTA_VERSION_MINOR * 1_000 + DTA_VERSION_PATCH)

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

/// Ids handed out as handles: an index plus a generation, so a removed one's handle is refused.
struct HandleTable<ID: Hashable> {
    private var slots: [(generation: UInt32, id: ID?)] = []
    private var free: [Int] = []
    private var byID: [ID: Int] = [:]

    mutating func add(_ id: ID) -> UInt64 {
        let generation = nextHandleGeneration()
        let index: Int
        if let reused = free.popLast() {
            index = reused
            slots[index] = (generation, id)
        } else {
            index = slots.count
            slots.append((generation, id))
        }
        byID[id] = index
        return Handle.id(index: index, generation: generation)
    }

    func id(of handle: UInt64) -> ID? {
        guard let (index, generation) = Handle.parts(handle), index < slots.count, slots[index].generation == generation else { return nil }
        return slots[index].id
    }

    /// The handle of `id`, or 0. No allocation.
    func handle(of id: ID) -> UInt64 {
        guard let index = byID[id] else { return 0 }
        return Handle.id(index: index, generation: slots[index].generation)
    }

    mutating func remove(_ id: ID) {
        guard let index = byID.removeValue(forKey: id) else { return }
        slots[index].id = nil
        free.append(index)
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

func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

func flag(_ value: Int32, _ what: String) throws(Failure) -> Bool {
    guard value == 0 || value == 1 else { throw Failure(Status.invalid, "\(what): expected 0 or 1, found \(value)") }
    return value == 1
}

// MARK: - Exported

@c @implementation
public func dta_version() -> Int32 { libraryVersion }

@c @implementation
public func dta_status_name(_ status: dta_status) -> UnsafePointer<CChar>? {
    let name: StaticString = switch status {
    case Status.ok: "DTA_OK"
    case Status.null: "DTA_ERR_NULL"
    case Status.utf8: "DTA_ERR_UTF8"
    case Status.invalid: "DTA_ERR_INVALID"
    case Status.handle: "DTA_ERR_HANDLE"
    case Status.duplicate: "DTA_ERR_DUPLICATE"
    case Status.size: "DTA_ERR_SIZE"
    case Status.scene: "DTA_ERR_SCENE"
    case Status.store: "DTA_ERR_STORE"
    case Status.rejected: "DTA_ERR_REJECTED"
    case Status.tooSmall: "DTA_ERR_TOO_SMALL"
    case Status.state: "DTA_ERR_STATE"
    default: "unknown status"
    }
    // String literals are stored with a terminating NUL.
    return UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
}

@c @implementation
public func dta_engine_create(_ out: UnsafeMutablePointer<dta_engine>?) -> dta_status {
    guard let out else { return Status.null }
    let id = registry.withLock { $0.add(.engine(EngineState())) }
    out.pointee = dta_engine(id: id)
    return Status.ok
}

@c @implementation
public func dta_engine_destroy(_ engine: dta_engine) -> dta_status {
    registry.withLock { registry in
        guard case .engine(let state)? = registry.entry(engine.id) else { return Status.handle }
        registry.remove(engine.id)
        state.release()
        return Status.ok
    }
}

@c @implementation
public func dta_engine_last_error(_ engine: dta_engine) -> UnsafePointer<CChar>? {
    registry.withLock { registry in
        guard case .engine(let state)? = registry.entry(engine.id) else { return UnsafePointer(registry.notLiveEngine) }
        return state.lastError.map { UnsafePointer($0) } ?? state.interned("")
    }
}

@c @implementation
public func dta_engine_add_receiver(_ engine: dta_engine, _ desc: UnsafePointer<dta_receiver_desc>?,
                                    _ out: UnsafeMutablePointer<dta_receiver>?) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let out = try required(out, "out")
        let d = try checked(desc, "desc")
        let id = ReceiverID(try CText.readID(d.id, "desc.id"))
        let tag = try CText.readOptional(d.tag, "desc.tag") ?? ""
        try checkCount(d.accepts_count, "desc.accepts_count")
        guard d.accepts_count == 0 || d.accepts != nil else {
            throw Failure(Status.null, "desc.accepts: expected \(d.accepts_count) kinds, found NULL")
        }
        var kinds: [PayloadKind] = []
        for i in 0 ..< d.accepts_count {
            kinds.append(PayloadKind(try CText.readKind(d.accepts![i], "desc.accepts[\(i)]")))
        }
        let placement: DropReceiver.Placement
        switch d.placement {
        case Int32(DTA_PLACEMENT_ONTO): placement = .onto
        case Int32(DTA_PLACEMENT_AMONG_ROWS): placement = .amongRows
        default: throw Failure(Status.invalid, "desc.placement: expected DTA_PLACEMENT_ONTO or DTA_PLACEMENT_AMONG_ROWS, found \(d.placement)")
        }
        let receiver = DropReceiver(id: id, frame: frame(d.x, d.y, d.width, d.height), tag: tag, z: Int(d.z),
                                    isEnabled: try flag(d.enabled, "desc.enabled"), accepts: .accepts(kinds), placement: placement)
        let status = try state.change { engine, actions throws(EngineError) in try engine.register(receiver, into: &actions) }
        out.pointee = dta_receiver(id: state.receivers.add(id))
        return status
    }
}

@c @implementation
public func dta_engine_update_receiver(_ engine: dta_engine, _ receiver: dta_receiver, _ x: Double, _ y: Double,
                                       _ width: Double, _ height: Double) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.receiver(receiver)
        return try state.change { engine, actions throws(EngineError) in try engine.setFrame(frame(x, y, width, height), ofReceiver: id, into: &actions) }
    }
}

@c @implementation
public func dta_engine_enable_receiver(_ engine: dta_engine, _ receiver: dta_receiver, _ enabled: Int32) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.receiver(receiver)
        let on = try flag(enabled, "enabled")
        return try state.change { engine, actions throws(EngineError) in try engine.setEnabled(on, receiver: id, into: &actions) }
    }
}

@c @implementation
public func dta_engine_remove_receiver(_ engine: dta_engine, _ receiver: dta_receiver) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.receiver(receiver)
        let status = try state.change { engine, actions throws(EngineError) in try engine.unregisterReceiver(id, into: &actions) }
        state.receivers.remove(id)
        return status
    }
}

@c @implementation
public func dta_engine_find_receiver(_ engine: dta_engine, _ id: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<dta_receiver>?) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let out = try required(out, "out")
        let name = try CText.readID(id, "id")
        let handle = state.receivers.handle(of: ReceiverID(name))
        out.pointee = dta_receiver(id: handle)
        guard handle != 0 else { throw Failure(Status.handle, "receiver \"\(name)\": no receiver with this id is registered") }
        return Status.ok
    }
}

@c @implementation
public func dta_engine_set_rows(_ engine: dta_engine, _ receiver: dta_receiver, _ rows: UnsafePointer<dta_row>?, _ count: Int) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.receiver(receiver)
        try checkCount(count, "count")
        guard count == 0 || rows != nil else { throw Failure(Status.null, "rows: expected \(count) rows, found NULL") }
        var list: [ListRow] = []
        for i in 0 ..< count {
            let row = try checked(rows! + i, "rows[\(i)]")
            guard row.reserved == 0 else { throw Failure(Status.invalid, "rows[\(i)].reserved: expected 0, found \(row.reserved)") }
            let source = row.source.id == 0 ? nil : try state.source(row.source, at: "rows[\(i)].source")
            list.append(ListRow(source: source, frame: frame(row.x, row.y, row.width, row.height)))
        }
        return try state.change { engine, actions throws(EngineError) in try engine.setRows(list, ofList: id, into: &actions) }
    }
}

@c @implementation
public func dta_engine_scroll_rows(_ engine: dta_engine, _ receiver: dta_receiver, _ offset: Double) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.receiver(receiver)
        return try state.change { engine, actions throws(EngineError) in try engine.scrollRows(ofList: id, to: offset, into: &actions) }
    }
}

@c @implementation
public func dta_engine_add_source(_ engine: dta_engine, _ desc: UnsafePointer<dta_source_desc>?, _ out: UnsafeMutablePointer<dta_source>?) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let out = try required(out, "out")
        let d = try checked(desc, "desc")
        let id = SourceID(try CText.readID(d.id, "desc.id"))
        let payload = Payload(kind: PayloadKind(try CText.readKind(d.payload_kind, "desc.payload_kind")),
                              objectID: try CText.readOptionalID(d.object_id, "desc.object_id"))
        let activation: Activation
        switch d.activation {
        case Int32(DTA_ACTIVATION_IMMEDIATE): activation = .immediate
        case Int32(DTA_ACTIVATION_DISTANCE): activation = .distance(d.distance)
        case Int32(DTA_ACTIVATION_LONG_PRESS):
            guard d.long_press_ns >= 0 else { throw Failure(Status.invalid, "desc.long_press_ns: expected a duration of 0 ns or more, found \(d.long_press_ns)") }
            guard d.distance.isFinite, d.distance >= 0 else {
                throw Failure(Status.invalid, "desc.distance: expected the distance a long-press tolerates, finite and 0 or more, found \(d.distance)")
            }
            activation = .longPress(minimumDuration: Interval(microseconds: Nanoseconds.microseconds(d.long_press_ns)), tolerance: d.distance)
        default: throw Failure(Status.invalid, "desc.activation: expected DTA_ACTIVATION_IMMEDIATE, _DISTANCE or _LONG_PRESS (0 to 2), found \(d.activation)")
        }
        let source = DragSource(id: id, frame: frame(d.x, d.y, d.width, d.height), z: Int(d.z), payload: payload,
                                activation: activation, isEnabled: try flag(d.enabled, "desc.enabled"))
        let status = try state.change { engine, _ throws(EngineError) in try engine.register(source) }
        out.pointee = dta_source(id: state.sources.add(id))
        return status
    }
}

@c @implementation
public func dta_engine_update_source(_ engine: dta_engine, _ source: dta_source, _ x: Double, _ y: Double,
                                     _ width: Double, _ height: Double) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.source(source)
        return try state.change { engine, _ throws(EngineError) in try engine.setFrame(frame(x, y, width, height), ofSource: id) }
    }
}

@c @implementation
public func dta_engine_enable_source(_ engine: dta_engine, _ source: dta_source, _ enabled: Int32) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.source(source)
        let on = try flag(enabled, "enabled")
        return try state.change { engine, actions throws(EngineError) in try engine.setEnabled(on, source: id, into: &actions) }
    }
}

@c @implementation
public func dta_engine_remove_source(_ engine: dta_engine, _ source: dta_source) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.source(source)
        let status = try state.change { engine, actions throws(EngineError) in try engine.unregisterSource(id, into: &actions) }
        state.sources.remove(id)
        return status
    }
}

@c @implementation
public func dta_engine_set_already_in(_ engine: dta_engine, _ source: dta_source, _ receivers: UnsafePointer<dta_receiver>?,
                                      _ count: Int) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let id = try state.source(source)
        try checkCount(count, "count")
        guard count == 0 || receivers != nil else { throw Failure(Status.null, "receivers: expected \(count) receivers, found NULL") }
        var names: [ReceiverID] = []
        for i in 0 ..< count { names.append(try state.receiver(receivers![i], at: "receivers[\(i)]")) }
        return try state.change { engine, _ throws(EngineError) in try engine.setAlreadyIn(names, ofSource: id) }
    }
}

@c @implementation
public func dta_engine_select(_ engine: dta_engine, _ sources: UnsafePointer<dta_source>?, _ count: Int) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        try checkCount(count, "count")
        guard count == 0 || sources != nil else { throw Failure(Status.null, "sources: expected \(count) sources, found NULL") }
        var ids: [SourceID] = []
        for i in 0 ..< count { ids.append(try state.source(sources![i], at: "sources[\(i)]")) }
        var leftOut: [SourceID] = []
        let status = try state.change { engine, actions throws(EngineError) in leftOut = try engine.select(registered: ids, into: &actions) }
        state.leftOut = leftOut
        return status
    }
}

@c @implementation
public func dta_engine_left_out(_ engine: dta_engine, _ out: UnsafeMutablePointer<dta_source>?, _ capacity: Int,
                                _ total: UnsafeMutablePointer<Int>?) -> dta_status {
    total?.pointee = 0 // until the call writes its count: a call failing first leaves none from before
    return withEngine(engine) { state throws(Failure) in
        let total = try checkBuffer(out, capacity: capacity, total: total, holding: "sources")
        return copy(state.leftOut, into: out, capacity: capacity, total: total) { dta_source(id: state.sources.handle(of: $0)) }
    }
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

@c @implementation
public func dta_engine_highlight(_ engine: dta_engine, _ receiver: dta_receiver, _ out: UnsafeMutablePointer<Int32>?) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        let out = try required(out, "out")
        out.pointee = Int32(highlight: state.engine.highlight(of: try state.receiver(receiver)))
        return Status.ok
    }
}

@c @implementation
public func dta_engine_next_deadline(_ engine: dta_engine, _ has: UnsafeMutablePointer<Int32>?, _ deadline: UnsafeMutablePointer<Int64>?) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        try writeDeadline(state.engine.nextDeadline, has: has, deadline: deadline)
    }
}

@c @implementation
public func dta_engine_explain(_ engine: dta_engine, _ pointer: Int64, _ target: UnsafeMutablePointer<dta_receiver>?,
                               _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, _ length: UnsafeMutablePointer<Int>?) -> dta_status {
    CText.clear(buffer, capacity: capacity, length: length)
    return withEngine(engine) { state throws(Failure) in
        guard let explanation = state.engine.explain(pointer: PointerID(Int(pointer))) else {
            target?.pointee = dta_receiver(id: 0)
            throw Failure(Status.state, "pointer \(pointer): not dragging, so there is no hit to explain")
        }
        target?.pointee = dta_receiver(id: explanation.target.map { state.receivers.handle(of: $0) } ?? 0)
        let text = explanation.lines.map { $0 + "\n" }.joined()
        return try CText.copy(text, into: buffer, capacity: capacity, length: length)
    }
}

@c @implementation
public func dta_engine_preview(_ engine: dta_engine, _ pointer: Int64, _ out: UnsafeMutablePointer<dta_preview>?) -> dta_status {
    out?.pointee = .none // until the call writes it: a call failing first (a stale handle) leaves none from before
    return withEngine(engine) { state throws(Failure) in
        let out = try required(out, "out")
        if let preview = state.engine.preview(for: PointerID(Int(pointer))) {
            out.pointee = dta_preview(preview, receiverID: state.interned(preview.receiver.rawValue), handle: state.receivers.handle(of: preview.receiver))
        }
        return Status.ok
    }
}

@c @implementation
public func dta_engine_focus(_ engine: dta_engine, _ source: UnsafeMutablePointer<dta_source>?, _ present: UnsafeMutablePointer<Int32>?) -> dta_status {
    withEngine(engine) { state throws(Failure) in
        source?.pointee = dta_source(id: state.engine.keyboardFocus.map { state.sources.handle(of: $0) } ?? 0)
        present?.pointee = state.engine.keyboardFocusIsPresent ? 1 : 0
        return Status.ok
    }
}

func writeDeadline(_ next: Instant?, has: UnsafeMutablePointer<Int32>?, deadline: UnsafeMutablePointer<Int64>?) throws(Failure) -> dta_status {
    let has = try required(has, "has")
    let deadline = try required(deadline, "deadline_ns")
    has.pointee = next == nil ? 0 : 1
    deadline.pointee = next.map(Nanoseconds.of) ?? 0
    return Status.ok
}

extension Int32 {
    init(highlight: Highlight) {
        self = switch highlight {
        case .idle: Int32(DTA_HIGHLIGHT_IDLE)
        case .canAccept: Int32(DTA_HIGHLIGHT_CAN_ACCEPT)
        case .targeted: Int32(DTA_HIGHLIGHT_TARGETED)
        case .rejecting: Int32(DTA_HIGHLIGHT_REJECTING)
        }
    }
}
