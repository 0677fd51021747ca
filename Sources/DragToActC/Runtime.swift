import CDragToAct
import DropEngine
import DropGeometry
import Runtime
import TaskModel
import TaskStore

/// A runtime behind a C handle: the scene, the board (a store file, or a store in memory so
/// undo works the same), the events of the last call, and the board as last listed.
final class RuntimeState: Instance {
    private struct Fields {
        var runtime: BoardRuntime?
        var events: [RuntimeEvent] = []
        var time = Instant(microseconds: 0)
        var listed: [(item: TaskItem, position: Int, row: BoardRow?)]?
        var placement = EventPlacement()
        var sharesFile = false
        var refreshed: Instant?
        var leftOut: [TaskID] = []
        var rowsListed: [Int: [BoardRow]] = [:]
        var writerName: String?
    }

    private let fields = Unchecked(Fields())

    var runtime: BoardRuntime? {
        _read { yield fields.value.runtime }
        _modify { yield &fields.value.runtime }
    }

    var events: [RuntimeEvent] {
        _read { yield fields.value.events }
        _modify { yield &fields.value.events }
    }

    /// The time of the last input: undo and redo lay the rows out then.
    var time: Instant {
        _read { yield fields.value.time }
        _modify { yield &fields.value.time }
    }

    /// The board as `board_count` listed it, for `board_item`; `nil` until it is listed, and
    /// again once an input, undo or redo may have changed it.
    var listed: [(item: TaskItem, position: Int, row: BoardRow?)]? {
        _read { yield fields.value.listed }
        _modify { yield &fields.value.listed }
    }

    /// Where the last events are placed: at the pointer input that caused them, another pointer's
    /// at that pointer; nowhere after a key, undo or redo.
    var placement: EventPlacement {
        _read { yield fields.value.placement }
        _modify { yield &fields.value.placement }
    }

    /// Whether the board is a store file, which other runtimes and processes may write: then each
    /// input but a pointer move reads what they committed first (an in-memory board has no other writer).
    var sharesFile: Bool {
        _read { yield fields.value.sharesFile }
        _modify { yield &fields.value.sharesFile }
    }

    /// The time of the last dta_runtime_refresh, which the engine's clock never saw: an input
    /// before it is rejected as one before the engine's last input is.
    var refreshed: Instant? {
        _read { yield fields.value.refreshed }
        _modify { yield &fields.value.refreshed }
    }

    /// The ids the last `dta_runtime_select` left out of the selection: of tasks not open, and of
    /// tasks drags other than the one given it hold.
    var leftOut: [TaskID] {
        _read { yield fields.value.leftOut }
        _modify { yield &fields.value.leftOut }
    }

    /// Each receiver's rows as `dta_runtime_row_count` listed them, by the receiver's index, for
    /// `dta_runtime_row`; emptied, as ``listed`` is, by every call that may change them.
    var rowsListed: [Int: [BoardRow]] {
        _read { yield fields.value.rowsListed }
        _modify { yield &fields.value.rowsListed }
    }

    /// The writer name `dta_runtime_set_writer_name` gave, for `dta_runtime_load` to open the
    /// store under (``TaskStore/writerName``); `nil`, a new writer.
    var writerName: String? {
        _read { yield fields.value.writerName }
        _modify { yield &fields.value.writerName }
    }

    override init() {
        super.init()
        events.reserveCapacity(16)
    }

    /// How long a call waits for another process's lock on the store file, in milliseconds, as
    /// `dragtoact live` does: the call holds the library's one lock meanwhile, so every call on
    /// every thread waits with it (a replay's 5 s froze a kiosk's screen for 5 s).
    static let busyTimeout = 1_000

    /// Empties the last call's events, keeping their storage (most pointer moves cause none), and
    /// releases their texts; forgets the board as listed: the call may change it.
    func forgetEvents() {
        forgetDetails()
        if !events.isEmpty { events.removeAll(keepingCapacity: true) }
        if listed != nil { listed = nil }
        if !rowsListed.isEmpty { rowsListed.removeAll() }
        placement.forgetInput()
    }

    func loaded() throws(Failure) -> BoardRuntime {
        guard let runtime else { throw Failure(Status.state, "no scene loaded: call dta_runtime_load first") }
        return runtime
    }

    /// Runs `body` on the loaded runtime, in place (no copy of its state).
    func update<T>(_ body: (inout BoardRuntime) throws(Failure) -> T) throws(Failure) -> T {
        guard runtime != nil else { throw Failure(Status.state, "no scene loaded: call dta_runtime_load first") }
        return try body(&runtime!)
    }
}

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

/// The indices of `count` things, for an error: `0 to 4`, or `there are none`.
func range(of count: Int) -> String {
    count == 0 ? "there are none" : "0 to \(count - 1)"
}

extension Failure {
    init(_ error: RuntimeError) {
        switch error {
        case .store(let store): self.init(Status.store, store.description)
        case .layout(let layout): self.init(Status.scene, layout.description)
        }
    }
}

@c @implementation
public func dta_runtime_create(_ out: UnsafeMutablePointer<dta_runtime>?) -> dta_status {
    guard let out else { return Status.null }
    let id = registry.withLock { $0.add(.runtime(RuntimeState())) }
    out.pointee = dta_runtime(id: id)
    return Status.ok
}

@c @implementation
public func dta_runtime_destroy(_ runtime: dta_runtime) -> dta_status {
    registry.withLock { registry in
        guard case .runtime(let state)? = registry.entry(runtime.id) else { return Status.handle }
        registry.remove(runtime.id)
        state.runtime = nil // closes the store
        state.release()
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_last_error(_ runtime: dta_runtime) -> UnsafePointer<CChar>? {
    registry.withLock { registry in
        guard case .runtime(let state)? = registry.entry(runtime.id) else { return UnsafePointer(registry.notLiveRuntime) }
        return state.lastError.map { UnsafePointer($0) } ?? state.interned("")
    }
}

@c @implementation
public func dta_runtime_load(_ runtime: dta_runtime, _ json: UnsafePointer<CChar>?, _ name: UnsafePointer<CChar>?,
                             _ storePath: UnsafePointer<CChar>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        guard state.runtime == nil else { throw Failure(Status.state, "a scene is already loaded: create another runtime for another scene") }
        guard json != nil else { throw Failure(Status.null, "scene_json: expected a string, found NULL") }
        // Unnamed, NULL or "" alike: an empty name left errors starting with a bare ": ".
        let given = try CText.readOptional(name, "name")
        let name = given.flatMap { $0.isEmpty ? nil : $0 } ?? "scene"
        let text = try CText.readDocument(json, "scene_json", file: name)
        let path = try CText.readOptional(storePath, "store_path")
        if path == "" {
            // SQLite would open a temporary database: nothing kept, and no error said.
            throw Failure(Status.invalid, "store_path: expected a file's path (NULL or \":memory:\" for a board in memory), found \"\"")
        }
        if let path, path.hasSuffix("/") {
            // SQLite drops a trailing slash and opens the file of that name.
            throw Failure(Status.invalid, "store_path: expected a file's path, found \"\(path)\", which ends in / (a folder's path)")
        }
        let scene: Scene
        do throws(InputError) { scene = try Scene.decode(text, file: name) } catch { throw Failure(Status.scene, error.description) }
        let store: TaskStore
        do throws(RuntimeError) {
            store = try TaskStore(path: path ?? ":memory:", scene: scene, busyTimeout: RuntimeState.busyTimeout, writerName: state.writerName)
        } catch {
            // A scene that does not fit an older store's board is refused before the file is migrated.
            switch error {
            case .store(let error): throw Failure(Status.store, error.description)
            case .layout(let error): throw Failure(Status.scene, error.description)
            }
        }
        do throws(InputError) { state.runtime = try BoardRuntime(scene: scene, store: store) } catch { throw Failure(Status.scene, error.description) }
        state.sharesFile = path != nil && path != ":memory:"
        return Status.ok
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
        _ = try state.loaded()
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

@c @implementation
public func dta_runtime_set_announcements(_ runtime: dta_runtime, _ on: Int32) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        guard on == 0 || on == 1 else { throw Failure(Status.invalid, "on: expected 0 or 1, found \(on)") }
        try state.update { runtime throws(Failure) in
            if on == 0 {
                runtime.disableAnnouncements()
            } else if runtime.announcer == nil {
                runtime.enableAnnouncements()
            }
        }
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_set_reduce_motion(_ runtime: dta_runtime, _ on: Int32) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let reduce = try flag(on, "on")
        try state.update { runtime throws(Failure) in runtime.reduceMotion = reduce }
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_set_key_words(_ runtime: dta_runtime, _ pickUpAndDrop: UnsafePointer<CChar>?, _ choose: UnsafePointer<CChar>?,
                                      _ cancel: UnsafePointer<CChar>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        func words(_ text: UnsafePointer<CChar>?, _ name: String, _ example: String) throws(Failure) -> String {
            let words = try CText.read(text, name)
            guard !words.isEmpty else { throw Failure(Status.invalid, "\(name): expected words such as \"\(example)\", found an empty text") }
            // Said within a sentence: a line feed or a tab would break the announcement's line.
            guard !words.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw Failure(Status.invalid, "\(name): expected words on one line, found \(words.quotedOneLine), which holds a control character")
            }
            return words
        }
        let keys = KeyWords(pickUpAndDrop: try words(pickUpAndDrop, "pick_up_and_drop", "A"),
                            choose: try words(choose, "choose", "Up and down on the D-pad"), cancel: try words(cancel, "cancel", "B"))
        try state.update { runtime throws(Failure) in runtime.keyWords = keys }
        return Status.ok
    }
}

/// A host's `dta_utc_offset_fn` and its context. Sendable unchecked: the library calls it only
/// inside an exported call, under its one lock, so never from two threads at once; what the
/// context points to is the host's to guard from its other threads.
private struct HostOffsetFunction: @unchecked Sendable {
    let function: @convention(c) (Int64, UnsafeMutableRawPointer?) -> Int32
    let context: UnsafeMutableRawPointer?

    /// The calendar whose offset at each instant the host's function gives.
    var calendar: OffsetFunctionCalendar {
        OffsetFunctionCalendar { time in Int(function(time.milliseconds, context)) }
    }
}

@c @implementation
public func dta_runtime_set_utc_offset_function(_ runtime: dta_runtime, _ function: dta_utc_offset_fn?,
                                                _ context: UnsafeMutableRawPointer?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let host = function.map { HostOffsetFunction(function: $0, context: context) }
        try state.update { runtime throws(Failure) in runtime.dayCalendar = host?.calendar }
        return Status.ok
    }
}

/// The Unix times a clock start may be: those of the years 0000 to 9999 (``UnixTime/datable``),
/// as a scene's `clock` names them; an input's time added to one stays far within Int64.
let clockStarts = UnixTime.datable

@c @implementation
public func dta_runtime_set_clock_start(_ runtime: dta_runtime, _ has: Int32, _ unixMs: Int64) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let set = try flag(has, "has")
        guard !set || clockStarts.contains(unixMs) else {
            throw Failure(Status.invalid, "unix_ms: expected a Unix time in milliseconds within the years 0000 to 9999 "
                + "(\(clockStarts.lowerBound) to \(clockStarts.upperBound)), found \(unixMs)")
        }
        try state.update { runtime throws(Failure) in
            runtime.clockStart = set ? UnixTime(milliseconds: unixMs) : runtime.scene.clock?.start
        }
        return Status.ok
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
        let runtime = try state.loaded()
        guard runtime.isEnabled(receiver: id) != nil else {
            let ids = runtime.scene.receivers.map { "\"\($0.id)\"" }.joined(separator: ", ")
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
        let runtime = try state.loaded()
        guard let on = runtime.isEnabled(receiver: id) else {
            let ids = runtime.scene.receivers.map { "\"\($0.id)\"" }.joined(separator: ", ")
            throw Failure(Status.invalid, "receiver_id: expected the id of a receiver of the scene (\(ids)), found \"\(id)\", which none has")
        }
        enabled.pointee = on ? 1 : 0
        return Status.ok
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
        forgetEvents()
        if let refreshed, input.time < refreshed {
            // The engine's clock never saw the refresh: an input before it is rejected here, as the engine would.
            let reason = InputRejection.timeWentBackwards(previous: refreshed, found: input.time)
            events.append(RuntimeEvent(time: input.time, line: 0, kind: .engine(.inputRejected(input.event?.pointer, reason: reason))))
            placement.take(input)
            _ = copy(events, into: out, capacity: capacity, total: total) { event in dta_action(event, instance: self).placed(at: placement.position(of: event)) }
            throw Failure(rejected: reason, of: input)
        }
        // Where the pointers are: the input's events, and those of other pointers it causes, name them.
        placement.take(input)
        // A drop the store could not commit ends the call with its events so far written out as
        // for a success (the drop's, with no `applied` after it), then the store's error.
        var failed: Failure?
        do throws(Failure) {
            try update { runtime throws(Failure) in
                // What other writers committed, read before the input so that it acts on the board
                // they left (at the last input's time: the refresh comes before this one).
                if sharesFile, input.readsOthersCommitsFirst(on: runtime.engine) { try Self.readOthersCommits(into: &runtime, at: time, events: &events) }
                do throws(RuntimeError) { try runtime.handle(input, into: &events) } catch { throw Failure(error) }
            }
        } catch {
            failed = error
        }
        if time < input.time { time = input.time }
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
            try update { runtime throws(Failure) in try Self.readOthersCommits(into: &runtime, at: time, events: &events) }
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
        try writeDeadline(try state.loaded().nextDeadline, has: has, deadline: deadline)
    }
}
