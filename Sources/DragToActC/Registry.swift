import CDragToAct
import Glibc
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

    /// A slot holds its instance in a field of the instance's own class, not as an `Entry`: an
    /// enum of two classes keeps its case in the pointer's spare bits, and valgrind, finding no
    /// plain pointer to a runtime still alive at exit, called it "definitely lost".
    private struct Slot {
        var generation: UInt32
        var engine: EngineState?
        var runtime: RuntimeState?

        init(generation: UInt32, _ entry: Entry) {
            self.generation = generation
            switch entry {
            case .engine(let state): engine = state
            case .runtime(let state): runtime = state
            }
        }

        var entry: Entry? { engine.map(Entry.engine) ?? runtime.map(Entry.runtime) }
        var instance: Instance? { engine ?? runtime }
    }

    private var slots: [Slot] = []
    private var free: [Int] = []
    /// What `last_error` answers for a handle that is not a live instance: allocated once, never freed.
    let notLiveEngine = CText.permanent("not a live engine: destroyed, or never created by dta_engine_create")
    let notLiveRuntime = CText.permanent("not a live runtime: destroyed, or never created by dta_runtime_create")

    /// Adds `entry`; its handle's id (never 0).
    mutating func add(_ entry: Entry) -> UInt64 {
        let index: Int
        if let reused = free.popLast() {
            index = reused
            slots[index] = Slot(generation: nextHandleGeneration(), entry)
        } else {
            index = slots.count
            slots.append(Slot(generation: nextHandleGeneration(), entry))
        }
        return Handle.id(index: index, generation: slots[index].generation)
    }

    /// The live entry a handle names, or `nil`.
    func entry(_ id: UInt64) -> Entry? {
        guard let (index, generation) = Handle.parts(id), index < slots.count, slots[index].generation == generation else { return nil }
        return slots[index].entry
    }

    /// Every live engine and runtime.
    var instances: some Sequence<Instance> {
        slots.lazy.compactMap(\.instance)
    }

    /// Forgets the entry a handle names; the next instance in its slot gets a new generation.
    mutating func remove(_ id: UInt64) {
        guard let (index, generation) = Handle.parts(id), index < slots.count, slots[index].generation == generation,
              slots[index].instance != nil else { return }
        slots[index].engine = nil
        slots[index].runtime = nil
        free.append(index)
    }
}

/// The library's one lock around the registry: every exported call runs whole inside it.
///
/// A host's callback (`dta_utc_offset_fn`) runs inside a call, on that call's thread, with the lock
/// held. A `dta_` call the callback made locked again, and `Mutex`, which is not recursive, ended
/// the process ("Fatal error: Recursive call to lock Mutex", SIGILL). The lock now knows the thread
/// holding it: a call from that thread gets `nil` at once (its function answers `DTA_ERR_STATE`,
/// ``calledFromCallback``), while other threads wait as before. Its cost on every call:
/// `pthread_self()` (a read of the thread pointer), one relaxed load and two relaxed stores.
struct RegistryLock: ~Copyable {
    private let mutex = Mutex(Registry())
    /// The thread holding the lock (`pthread_self()`), 0 when none does. Only the holder writes it,
    /// its own id as it takes the lock and 0 before it lets go: a thread finds its own id here
    /// exactly while it holds the lock, and another thread's id (or 0) otherwise.
    private let holder = Atomic<UInt>(0)

    /// `body` on the registry, under the lock; `nil`, without waiting, when the calling thread
    /// holds the lock already (a call from inside a callback).
    func withLock<Result>(_ body: (inout sending Registry) -> sending Result) -> sending Result? {
        let thread = UInt(pthread_self())
        guard holder.load(ordering: .relaxed) != thread else { return nil }
        return mutex.withLock { registry -> sending Result in
            holder.store(thread, ordering: .relaxed)
            defer { holder.store(0, ordering: .relaxed) }
            return body(&registry)
        }
    }
}

let registry = RegistryLock()

/// What `dta_engine_last_error` and `dta_runtime_last_error` say when called from inside a
/// callback, where every other call is refused with `DTA_ERR_STATE`: the library's lock is held by
/// the call that made the callback, on the same thread, so no engine or runtime can be read.
let calledFromCallback: StaticString = """
    called from inside a callback (a dta_utc_offset_fn), while the dta_ call that made it holds the library's lock on \
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

/// Where each thread keeps its number (``Instance``'s key for its last errors). Its destructor,
/// run as the thread exits, frees the thread's last errors: no call can read them any more, and
/// a program making a thread per task kept ~100 bytes for every thread that ever failed a call,
/// until the instance was destroyed.
private let threadNumberKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { number in
        let thread = UInt(bitPattern: number)
        // A thread exits outside any call: the lock is never its own here.
        _ = registry.withLock { registry in
            for instance in registry.instances { instance.forgetLastError(ofThread: thread) }
        }
    }
    return key
}()

/// The thread numbers handed out, from 1.
private let threadNumbers = Atomic<UInt>(0)

/// What engines and runtimes share: the last error of each thread, strings handed out for
/// their lifetime (interned: each distinct string allocated once) and the `detail` texts of
/// the last call that made actions or events.
class Instance {
    private struct Texts {
        /// Each thread's last error: a failure on one thread is not lost, nor its text freed, by
        /// another thread's call on the same instance.
        var lastErrors: [UInt: UnsafeMutablePointer<CChar>] = [:]
        var interned: [ExactText: UnsafeMutablePointer<CChar>] = [:]
        /// Texts of the last call's actions, each allocated once however often the actions are read.
        var details: [ExactText: UnsafeMutablePointer<CChar>] = [:]
    }

    private let texts = Unchecked(Texts())

    /// The calling thread's last error, if its last call on this instance failed.
    var lastError: UnsafeMutablePointer<CChar>? { texts.value.lastErrors[Self.thread] }

    /// The calling thread's number, never another's: glibc hands an exited thread's
    /// `pthread_self()` to the next thread made, which would read the dead thread's last error.
    private static var thread: UInt {
        if let number = pthread_getspecific(threadNumberKey) { return UInt(bitPattern: number) }
        let number = threadNumbers.wrappingAdd(1, ordering: .relaxed).newValue
        pthread_setspecific(threadNumberKey, UnsafeRawPointer(bitPattern: number))
        return number
    }

    /// Starts a call: the calling thread's previous error is released (no allocation).
    func beginCall() {
        if !texts.value.lastErrors.isEmpty, let error = texts.value.lastErrors.removeValue(forKey: Self.thread) {
            error.deallocate()
        }
    }

    /// Frees the last error of `thread`, which has exited.
    func forgetLastError(ofThread thread: UInt) {
        if !texts.value.lastErrors.isEmpty, let error = texts.value.lastErrors.removeValue(forKey: thread) {
            error.deallocate()
        }
    }

    /// Releases the `detail` texts of the last actions or events, which are being replaced: called
    /// where they are, so a call refused for its arguments leaves them (and their texts) be.
    func forgetDetails() {
        if !texts.value.details.isEmpty {
            for text in texts.value.details.values { text.deallocate() }
            texts.value.details.removeAll(keepingCapacity: true)
        }
    }

    /// Records `failure` as the calling thread's last error and returns its status.
    func fail(_ failure: Failure) -> dta_status {
        let text = CText.permanent(failure.message)
        if let old = texts.value.lastErrors.updateValue(text, forKey: Self.thread) { old.deallocate() }
        return failure.status
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
        for text in texts.value.lastErrors.values { text.deallocate() }
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

/// Runs `body` on the live engine `handle` names, inside the registry's lock.
/// `DTA_ERR_STATE` from inside a callback (see ``RegistryLock``).
func withEngine(_ handle: dta_engine, _ body: (EngineState) throws(Failure) -> dta_status) -> dta_status {
    registry.withLock { registry in
        guard case .engine(let state)? = registry.entry(handle.id) else { return Status.handle }
        state.beginCall()
        do throws(Failure) { return try body(state) } catch { return state.fail(error) }
    } ?? Status.state
}

/// Runs `body` on the live runtime `handle` names, inside the registry's lock.
/// `DTA_ERR_STATE` from inside a callback (see ``RegistryLock``).
func withRuntime(_ handle: dta_runtime, _ body: (RuntimeState) throws(Failure) -> dta_status) -> dta_status {
    registry.withLock { registry in
        guard case .runtime(let state)? = registry.entry(handle.id) else { return Status.handle }
        state.beginCall()
        do throws(Failure) { return try body(state) } catch { return state.fail(error) }
    } ?? Status.state
}
