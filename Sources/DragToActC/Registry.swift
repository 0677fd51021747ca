import CDragToAct
import Synchronization

/// Every live engine and runtime, behind one lock: a C handle is an index into `slots` plus the
/// slot's generation, so a destroyed instance's handle is refused — never mistaken for a newer
/// one, never a dangling pointer. Each exported function runs whole inside the lock, so the C
/// API may be called from any thread.
struct Registry: ~Copyable {
    enum Entry {
        case engine(EngineState)
        case runtime(RuntimeState)
    }

    private var slots: [(generation: UInt32, entry: Entry?)] = []
    private var free: [Int] = []
    /// What `last_error` answers for a handle that is not a live instance: allocated once, never freed.
    let notLiveEngine = CText.permanent("not a live engine: destroyed, or never created by dta_engine_create")
    let notLiveRuntime = CText.permanent("not a live runtime: destroyed, or never created by dta_runtime_create")

    /// Adds `entry`; its handle's id (never 0).
    mutating func add(_ entry: Entry) -> UInt64 {
        let index: Int
        if let reused = free.popLast() {
            index = reused
            slots[index].generation &+= 1
            if slots[index].generation == 0 { slots[index].generation = 1 }
            slots[index].entry = entry
        } else {
            index = slots.count
            slots.append((1, entry))
        }
        return Handle.id(index: index, generation: slots[index].generation)
    }

    /// The live entry a handle names, or `nil`.
    func entry(_ id: UInt64) -> Entry? {
        guard let (index, generation) = Handle.parts(id), index < slots.count, slots[index].generation == generation else { return nil }
        return slots[index].entry
    }

    /// Forgets the entry a handle names; the next instance in its slot gets a new generation.
    mutating func remove(_ id: UInt64) {
        guard let (index, generation) = Handle.parts(id), index < slots.count, slots[index].generation == generation,
              slots[index].entry != nil else { return }
        slots[index].entry = nil
        free.append(index)
    }
}

let registry = Mutex(Registry())

/// Handles as C sees them: the low 32 bits are the slot's index plus one, the high 32 its generation.
enum Handle {
    static func id(index: Int, generation: UInt32) -> UInt64 {
        UInt64(generation) << 32 | UInt64(UInt32(truncatingIfNeeded: index + 1))
    }

    static func parts(_ id: UInt64) -> (index: Int, generation: UInt32)? {
        let low = UInt32(truncatingIfNeeded: id)
        guard low != 0 else { return nil }
        return (Int(low) - 1, UInt32(truncatingIfNeeded: id >> 32))
    }
}

/// The statuses of the header, typed as the functions return them.
enum Status {
    static let ok = dta_status(DTA_OK)
    static let null = dta_status(DTA_ERR_NULL)
    static let utf8 = dta_status(DTA_ERR_UTF8)
    static let invalid = dta_status(DTA_ERR_INVALID)
    static let handle = dta_status(DTA_ERR_HANDLE)
    static let duplicate = dta_status(DTA_ERR_DUPLICATE)
    static let size = dta_status(DTA_ERR_SIZE)
    static let scene = dta_status(DTA_ERR_SCENE)
    static let store = dta_status(DTA_ERR_STORE)
    static let rejected = dta_status(DTA_ERR_REJECTED)
    static let tooSmall = dta_status(DTA_ERR_TOO_SMALL)
    static let state = dta_status(DTA_ERR_STATE)
}

/// A call that cannot go on: its status, and the last-error text saying what and where.
struct Failure: Error {
    var status: dta_status
    var message: String

    init(_ status: dta_status, _ message: String) {
        self.status = status
        self.message = message
    }
}

/// What engines and runtimes share: the last error, strings handed out for their lifetime
/// (interned: each distinct string allocated once) and texts handed out until the next call.
class Instance {
    private struct Texts {
        var lastError: UnsafeMutablePointer<CChar>?
        var interned: [String: UnsafeMutablePointer<CChar>] = [:]
        var scratch: [UnsafeMutablePointer<CChar>] = []
    }

    private let texts = Unchecked(Texts())

    private(set) var lastError: UnsafeMutablePointer<CChar>? {
        get { texts.value.lastError }
        set { texts.value.lastError = newValue }
    }

    private var interned: [String: UnsafeMutablePointer<CChar>] {
        _read { yield texts.value.interned }
        _modify { yield &texts.value.interned }
    }

    private var scratch: [UnsafeMutablePointer<CChar>] {
        _read { yield texts.value.scratch }
        _modify { yield &texts.value.scratch }
    }

    /// Starts a call: the previous call's error and texts are released (no allocation).
    func beginCall() {
        if let error = lastError {
            error.deallocate()
            lastError = nil
        }
        if !scratch.isEmpty {
            for text in scratch { text.deallocate() }
            scratch.removeAll(keepingCapacity: true)
        }
    }

    /// Records `failure` as the last error and returns its status.
    func fail(_ failure: Failure) -> dta_status {
        lastError?.deallocate()
        lastError = CText.permanent(failure.message)
        return failure.status
    }

    /// `string` as a C string valid until the instance is destroyed; allocates only the first time.
    func interned(_ string: String) -> UnsafePointer<CChar> {
        if let text = interned[string] { return UnsafePointer(text) }
        let text = CText.permanent(string)
        interned[string] = text
        return UnsafePointer(text)
    }

    /// `string` as a C string valid until the next call on this instance.
    func transient(_ string: String) -> UnsafePointer<CChar> {
        let text = CText.permanent(string)
        scratch.append(text)
        return UnsafePointer(text)
    }

    /// Frees every string handed out.
    func release() {
        beginCall()
        for text in interned.values { text.deallocate() }
        interned = [:]
    }
}

/// Runs `body` on the live engine `handle` names, inside the registry's lock.
func withEngine(_ handle: dta_engine, _ body: (EngineState) throws(Failure) -> dta_status) -> dta_status {
    registry.withLock { registry in
        guard case .engine(let state)? = registry.entry(handle.id) else { return Status.handle }
        state.beginCall()
        do throws(Failure) { return try body(state) } catch { return state.fail(error) }
    }
}

/// Runs `body` on the live runtime `handle` names, inside the registry's lock.
func withRuntime(_ handle: dta_runtime, _ body: (RuntimeState) throws(Failure) -> dta_status) -> dta_status {
    registry.withLock { registry in
        guard case .runtime(let state)? = registry.entry(handle.id) else { return Status.handle }
        state.beginCall()
        do throws(Failure) { return try body(state) } catch { return state.fail(error) }
    }
}
