// Which locks a call takes: the table's, only to find its engine or runtime; then that one's own, from start to end. None from inside a callback: refused.

import CDragToAct
import Glibc
import Synchronization

/// An engine's or runtime's state behind a lock of its own: each call on it holds the lock from
/// its start to its end, so calls on one instance are serialised, while calls on others — another
/// window's runtime, on another thread — run at once. A runtime waiting up to 1 s for another
/// process's lock on its store file held up every call to the library while there was one lock
/// for all (a C++ kiosk embedder's trial); now it holds up only calls on that runtime.
///
/// `nil` once destroyed: a call that found the instance in the table just before another thread
/// took it out and destroyed it finds `nil` under the lock, and returns `DTA_ERR_HANDLE`.
///
/// No deadlock between instances: a call holds one instance's lock, and never takes another
/// instance's while it does — the table's lock (``registry``) is taken and let go before, and a
/// `dta_` call from inside a callback, the one way a call could reach a second instance, is
/// refused (``CallingThread``).
final class Guarded<State: Instance>: Sendable {
    private let state: Mutex<State?>
    /// Each thread's last error on the instance, behind a lock of its own (read without waiting
    /// for a call under way on another thread).
    let lastErrors = LastErrors()

    init(_ state: consuming sending State) {
        self.state = Mutex(state)
    }

    /// `body` on the state, under its lock: waits for a call on another thread to return.
    func withLock<Result>(_ body: (inout sending State?) -> sending Result) -> sending Result {
        state.withLock(body)
    }
}

/// Whether the calling thread runs a host's callback (`dta_utc_offset_fn`), which the library
/// calls from inside a `dta_` call on a runtime, holding that runtime's lock. A `dta_` call made
/// there is refused with `DTA_ERR_STATE`, on any instance: on the same one, its lock, which
/// `Mutex` does not take twice ("Fatal error: Recursive call to lock Mutex", SIGILL), would be
/// waited for by the thread holding it; on another, two threads whose callbacks called each
/// other's runtimes would each wait for the other's lock for ever. Calls on other threads are not
/// refused: they wait for the instance's lock.
///
/// Its cost on every call: one thread-specific value read (an index into the thread's own array,
/// for the first keys a process makes); the callback pays for setting it, twice a call.
enum CallingThread {
    /// The calling thread's mark, not `nil` while it runs a callback.
    private static let inCallback: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// `body`, a host's callback, the calling thread marked meanwhile.
    static func runCallback<Result>(_ body: () -> Result) -> Result {
        let key = inCallback
        let outer = pthread_getspecific(key)
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
        defer { pthread_setspecific(key, outer) }
        return body()
    }

    /// `body`, a `dta_` call; `nil`, without running it, from inside a callback.
    static func call<Result>(_ body: () -> Result) -> Result? {
        pthread_getspecific(inCallback) == nil ? body() : nil
    }
}

/// Runs `body` on the live engine `handle` names, under that engine's lock; `DTA_ERR_HANDLE` for
/// one that is not live, `DTA_ERR_STATE` from inside a callback (``CallingThread``).
func withEngine(_ handle: dta_engine, _ body: (EngineState) throws(Failure) -> dta_status) -> dta_status {
    withLive(registry.withLock { $0.engine(handle.id) }, body)
}

/// Runs `body` on the live runtime `handle` names, as ``withEngine(_:_:)``.
func withRuntime(_ handle: dta_runtime, _ body: (RuntimeState) throws(Failure) -> dta_status) -> dta_status {
    withLive(registry.withLock { $0.runtime(handle.id) }, body)
}

/// `body` on the instance `found` (looked up under the table's lock, which is let go before this
/// waits for the instance's), starting the calling thread's call on it and keeping its failure
/// as the thread's last error.
private func withLive<State>(_ found: @autoclosure () -> Guarded<State>?, _ body: (State) throws(Failure) -> dta_status) -> dta_status {
    CallingThread.call {
        guard let guarded = found() else { return Status.handle }
        guarded.lastErrors.beginCall()
        return guarded.withLock { state in
            guard let state else { return Status.handle } // destroyed since it was found
            do throws(Failure) { return try body(state) } catch { return guarded.lastErrors.fail(error) }
        }
    } ?? Status.state
}

/// Adds a new instance to the table, `nil` from inside a callback.
func create(_ add: (inout Registry) -> UInt64) -> UInt64? {
    CallingThread.call { registry.withLock { add(&$0) } }
}

/// Takes the instance `remove` finds out of the table — no call finds it from then on — and then,
/// under its own lock, once a call on it that another thread began has returned, lets `close`
/// free it. `DTA_ERR_HANDLE` for a handle that is not live, `DTA_ERR_STATE` from inside a callback.
/// The table's lock is let go first: closing a runtime's store file holds up no other instance.
func destroy<State>(_ remove: (inout Registry) -> Guarded<State>?, _ close: (State) -> Void) -> dta_status {
    CallingThread.call {
        guard let guarded = registry.withLock({ remove(&$0) }) else { return Status.handle }
        return guarded.withLock { state in
            // Only here does a state become nil, and only one thread took it out of the table.
            guard let live = state else { return Status.handle }
            state = nil
            close(live)
            guarded.lastErrors.release()
            return Status.ok
        }
    } ?? Status.state
}

/// The calling thread's last error on the instance `found` finds: `notLive` for a handle that is
/// not live, ``calledFromCallback`` from inside a callback. It waits for no call under way.
func lastError<State>(_ found: @autoclosure () -> Guarded<State>?, notLive: StaticString) -> UnsafePointer<CChar> {
    CallingThread.call { found()?.lastErrors.text(notLive: notLive) ?? cString(notLive) } ?? calledFromCallbackText
}
