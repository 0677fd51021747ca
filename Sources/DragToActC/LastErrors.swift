// Each thread's last error on one engine or runtime, behind a lock of its own: read, replaced and freed without waiting for a call under way.

import CDragToAct
import Glibc
import Synchronization

/// Each thread's last error on one engine or runtime: a failure on one thread is not lost, nor
/// its text freed, by another thread's call on the same instance.
///
/// Kept beside the instance (in its ``Guarded``), behind a lock of its own, not under the
/// instance's: a thread exiting frees its last errors on every instance, and would otherwise wait
/// for each call under way — a runtime's store wait, a host's callback waiting for that very
/// thread to be joined. This lock is held only to read, add or remove an entry.
struct LastErrors: ~Copyable, Sendable {
    /// Internal, not private: a private type here stopped Swift 6.3's compiler ("Global is
    /// external, but doesn't have external or weak linkage!").
    struct Table {
        var texts: [UInt: UnsafeMutablePointer<CChar>] = [:]
        /// False once the instance is destroyed: every text was freed.
        var live = true
    }

    private let table = Mutex(Table())
    /// How many entries `table.texts` holds, written under the lock. A call reads it without the
    /// lock, to skip the lock when no thread has a last error: only the calling thread adds or
    /// removes its own entry (its exit and the instance's destruction aside), so a thread that has
    /// one always reads 1 or more here.
    private let count = Atomic<Int>(0)

    /// Starts a call of the calling thread: its last error is freed (no allocation).
    func beginCall() {
        guard count.load(ordering: .relaxed) > 0, let thread = givenThreadNumber else { return }
        forget(thread: thread)
    }

    /// Records `failure` as the calling thread's last error and returns its status.
    func fail(_ failure: Failure) -> dta_status {
        let (thread, message) = (threadNumber, failure.message)
        table.withLock { table in
            guard table.live else { return }
            let text = CText.permanent(message)
            if let old = table.texts.updateValue(text, forKey: thread) {
                old.deallocate()
            } else {
                count.add(1, ordering: .relaxed)
            }
        }
        return failure.status
    }

    /// The calling thread's last error: "" after a call that succeeded, `notLive` once destroyed.
    func text(notLive: StaticString) -> UnsafePointer<CChar> {
        let thread = givenThreadNumber
        return table.withLock { table -> UnsafePointer<CChar> in
            guard table.live else { return cString(notLive) }
            return thread.flatMap { table.texts[$0] }.map { UnsafePointer($0) } ?? cString("")
        }
    }

    /// Frees the last error of `thread` (the calling thread's, or one that has exited).
    func forget(thread: UInt) {
        table.withLock { table in
            guard let text = table.texts.removeValue(forKey: thread) else { return }
            text.deallocate()
            count.subtract(1, ordering: .relaxed)
        }
    }

    /// Frees every text: the instance is destroyed.
    func release() {
        table.withLock { table in
            for text in table.texts.values { text.deallocate() }
            table = Table(live: false)
            count.store(0, ordering: .relaxed)
        }
    }
}

/// The calling thread's number, never another's: glibc hands an exited thread's `pthread_self()`
/// to the next thread made, which would read the dead thread's last error. Given at its first
/// failure.
private var threadNumber: UInt {
    if let number = givenThreadNumber { return number }
    let number = threadNumbers.wrappingAdd(1, ordering: .relaxed).newValue
    pthread_setspecific(threadNumberKey, UnsafeRawPointer(bitPattern: number))
    return number
}

/// The calling thread's number, `nil` until its first failure (it has no last error then).
private var givenThreadNumber: UInt? {
    pthread_getspecific(threadNumberKey).map { UInt(bitPattern: $0) }
}

/// The thread numbers handed out, from 1.
private let threadNumbers = Atomic<UInt>(0)

/// Where each thread keeps its number. Its destructor, run as the thread exits, frees the thread's
/// last errors: no call can read them any more, and a program making a thread per task kept ~100
/// bytes for every thread that ever failed a call, until the instance was destroyed. It takes the
/// table's lock, then each instance's ``LastErrors`` lock in turn: never an instance's own lock,
/// so it waits for no call under way.
private let threadNumberKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { number in
        let thread = UInt(bitPattern: number)
        let (engines, runtimes) = registry.withLock { $0.instances }
        for engine in engines { engine.lastErrors.forget(thread: thread) }
        for runtime in runtimes { runtime.lastErrors.forget(thread: thread) }
    }
    return key
}()
