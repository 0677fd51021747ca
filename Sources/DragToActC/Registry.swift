import CDragToAct
import Synchronization

/// Every live engine and runtime: a C handle is an index into `slots` plus the slot's generation,
/// so a destroyed instance's handle is refused — never mistaken for a newer one, never a dangling
/// pointer. The table sits behind its own lock (``registry``), held only to add, find or remove an
/// instance: each instance has a lock of its own (``Guarded``), which a call holds from its start
/// to its end. Calls on two instances run at once, on two threads; calls on one are serialised.
struct Registry: ~Copyable {
    /// A slot holds its instance in a field of the instance's own type, not as an enum of the two:
    /// an enum of two classes keeps its case in the pointer's spare bits, and valgrind, finding no
    /// plain pointer to a runtime still alive at exit, called it "definitely lost".
    private struct Slot {
        var generation: UInt32
        var engine: Guarded<EngineState>?
        var runtime: Guarded<RuntimeState>?
    }

    private var slots: [Slot] = []
    private var free: [Int] = []

    /// Adds `engine`; its handle's id (never 0).
    mutating func add(_ engine: Guarded<EngineState>) -> UInt64 {
        add(Slot(generation: nextHandleGeneration(), engine: engine, runtime: nil))
    }

    /// Adds `runtime`; its handle's id (never 0).
    mutating func add(_ runtime: Guarded<RuntimeState>) -> UInt64 {
        add(Slot(generation: nextHandleGeneration(), engine: nil, runtime: runtime))
    }

    private mutating func add(_ slot: Slot) -> UInt64 {
        let index: Int
        if let reused = free.popLast() {
            index = reused
            slots[index] = slot
        } else {
            index = slots.count
            slots.append(slot)
        }
        return Handle.id(index: index, generation: slot.generation)
    }

    /// The live engine a handle names, or `nil`.
    func engine(_ id: UInt64) -> Guarded<EngineState>? {
        slot(id)?.engine
    }

    /// The live runtime a handle names, or `nil`.
    func runtime(_ id: UInt64) -> Guarded<RuntimeState>? {
        slot(id)?.runtime
    }

    private func slot(_ id: UInt64) -> Slot? {
        guard let (index, generation) = Handle.parts(id), index < slots.count, slots[index].generation == generation else { return nil }
        return slots[index]
    }

    /// Every live engine and runtime.
    var instances: (engines: [Guarded<EngineState>], runtimes: [Guarded<RuntimeState>]) {
        (slots.compactMap(\.engine), slots.compactMap(\.runtime))
    }

    /// Takes the engine a handle names out of the table, or `nil`; the next instance in its slot
    /// gets a new generation.
    mutating func removeEngine(_ id: UInt64) -> Guarded<EngineState>? {
        guard let engine = engine(id) else { return nil }
        empty(id)
        return engine
    }

    /// Takes the runtime a handle names out of the table, as ``removeEngine(_:)``.
    mutating func removeRuntime(_ id: UInt64) -> Guarded<RuntimeState>? {
        guard let runtime = runtime(id) else { return nil }
        empty(id)
        return runtime
    }

    private mutating func empty(_ id: UInt64) {
        guard let (index, _) = Handle.parts(id) else { return }
        slots[index].engine = nil
        slots[index].runtime = nil
        free.append(index)
    }
}

/// The table of live instances, behind the library's one global lock: held only while an instance
/// is added, found or taken out — never across a call's work, store I/O or a callback.
let registry = Mutex(Registry())

/// What `dta_engine_last_error` and `dta_runtime_last_error` answer for a handle that is not a live instance.
let notLiveEngine: StaticString = "not a live engine: destroyed, or never created by dta_engine_create"
let notLiveRuntime: StaticString = "not a live runtime: destroyed, or never created by dta_runtime_create"

/// What `dta_engine_last_error` and `dta_runtime_last_error` say when called from inside a
/// callback, where every other call is refused with `DTA_ERR_STATE` (see ``CallingThread``).
let calledFromCallback: StaticString = """
    called from inside a callback (a dta_utc_offset_fn), while the dta_ call that made it holds its runtime's lock on \
    this thread: a callback must not call dta_ functions (each returns DTA_ERR_STATE); call them after that call returns
    """

/// ``calledFromCallback`` as C reads it.
var calledFromCallbackText: UnsafePointer<CChar> { cString(calledFromCallback) }

/// The generations of every handle — engines, runtimes, receivers, sources — counted across the
/// process: a handle of one kind, or one another engine gave out (live or destroyed), carries a
/// generation no other handle has, so it is refused rather than taken for another's in the same
/// slot (an engine's handle passed as a receiver's, by a host keeping every handle as a uint64).
private let handleGenerations = Atomic<UInt32>(0)

/// The next generation, never 0.
func nextHandleGeneration() -> UInt32 {
    var generation = handleGenerations.wrappingAdd(1, ordering: .relaxed).newValue
    if generation == 0 { generation = handleGenerations.wrappingAdd(1, ordering: .relaxed).newValue }
    return generation
}

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

/// What engines and runtimes share: strings handed out for their lifetime (interned: each
/// distinct string allocated once) and the `detail` texts of the last call that made actions or
/// events. (Each thread's last error is kept beside the instance, not in it: ``LastErrors``.)
class Instance {
    private struct Texts {
        var interned: [ExactText: UnsafeMutablePointer<CChar>] = [:]
        /// Texts of the last call's actions, each allocated once however often the actions are read.
        var details: [ExactText: UnsafeMutablePointer<CChar>] = [:]
    }

    private let texts = Unchecked(Texts())

    /// Releases the `detail` texts of the last actions or events, which are being replaced: called
    /// where they are, so a call refused for its arguments leaves them (and their texts) be.
    func forgetDetails() {
        if !texts.value.details.isEmpty {
            for text in texts.value.details.values { text.deallocate() }
            texts.value.details.removeAll(keepingCapacity: true)
        }
    }

    /// `string` as a C string valid until the instance is destroyed; allocates only the first time.
    func interned(_ string: String) -> UnsafePointer<CChar> {
        if let text = texts.value.interned[ExactText(string)] { return UnsafePointer(text) }
        let text = CText.permanent(string)
        texts.value.interned[ExactText(string)] = text
        return UnsafePointer(text)
    }

    /// `string` as a C string valid until the next call that makes actions or events.
    func transient(_ string: String) -> UnsafePointer<CChar> {
        if let text = texts.value.details[ExactText(string)] { return UnsafePointer(text) }
        let text = CText.permanent(string)
        texts.value.details[ExactText(string)] = text
        return UnsafePointer(text)
    }

    /// Frees every string handed out.
    func release() {
        forgetDetails()
        for text in texts.value.interned.values { text.deallocate() }
        texts.value = Texts()
    }
}

/// A string compared and hashed by its UTF-8 bytes, as C compares them: `"\u{E9}"` and
/// `"e\u{301}"` are two texts, which `String`'s equality (canonical equivalence) would merge.
struct ExactText: Hashable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (a: ExactText, b: ExactText) -> Bool {
        var (x, y) = (a.string, b.string)
        return x.withUTF8 { x in y.withUTF8 { y in x.count == y.count && x.elementsEqual(y) } }
    }

    func hash(into hasher: inout Hasher) {
        var bytes = string
        bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
