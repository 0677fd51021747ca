// A runtime behind a C handle: its state, and the calls that create, load and destroy it.

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
        /// The runtime once a scene is loaded, boxed: whether there is one is a reference's check.
        var loaded: Unchecked<BoardRuntime>?
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

    /// The loaded runtime, a copy, or `nil`; set to load one, `nil` to close it. Calls reach it
    /// through ``update(_:)`` and ``reading(_:)``, in place: a copy costs ~3,000 instructions,
    /// retaining each of its parts.
    var runtime: BoardRuntime? {
        get { fields.value.loaded?.value }
        set { fields.value.loaded = newValue.map { Unchecked($0) } }
    }

    /// Whether a scene is loaded.
    var isLoaded: Bool { fields.value.loaded != nil }

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
    /// `dragtoact live` does: the call holds its runtime's lock meanwhile, so every other call on
    /// that runtime waits with it (a replay's 5 s froze a kiosk's screen for 5 s); calls on other
    /// runtimes and engines go on.
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

    /// Throws unless a scene is loaded.
    func requireLoaded() throws(Failure) {
        guard isLoaded else { throw Self.notLoaded }
    }

    /// Runs `body` with the loaded runtime, in place (no copy of its state).
    func reading<T>(_ body: (BoardRuntime) throws(Failure) -> T) throws(Failure) -> T {
        guard let box = fields.value.loaded else { throw Self.notLoaded }
        return try body(box.value)
    }

    /// Runs `body` on the loaded runtime, in place (no copy of its state: `runtime != nil` on an
    /// optional runtime copied it, ~2,950 of a move's 8,800 instructions through the C ABI).
    func update<T>(_ body: (inout BoardRuntime) throws(Failure) -> T) throws(Failure) -> T {
        guard let box = fields.value.loaded else { throw Self.notLoaded }
        return try body(&box.value)
    }

    private static var notLoaded: Failure { Failure(Status.state, "no scene loaded: call dta_runtime_load first") }
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
    guard let id = create({ $0.add(Guarded(RuntimeState())) }) else { return Status.state }
    out.pointee = dta_runtime(id: id)
    return Status.ok
}

@c @implementation
public func dta_runtime_destroy(_ runtime: dta_runtime) -> dta_status {
    destroy({ $0.removeRuntime(runtime.id) }) { state in
        state.runtime = nil // closes the store, under this runtime's lock alone
        state.release()
    }
}

@c @implementation
public func dta_runtime_last_error(_ runtime: dta_runtime) -> UnsafePointer<CChar>? {
    lastError(registry.withLock { $0.runtime(runtime.id) }, notLive: notLiveRuntime)
}

@c @implementation
public func dta_runtime_load(_ runtime: dta_runtime, _ json: UnsafePointer<CChar>?, _ name: UnsafePointer<CChar>?,
                             _ storePath: UnsafePointer<CChar>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        guard !state.isLoaded else { throw Failure(Status.state, "a scene is already loaded: create another runtime for another scene") }
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
