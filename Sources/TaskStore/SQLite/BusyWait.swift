import Glibc

/// How long a connection has been waiting for a lock, and whether to wait more.
final class BusyWait {
    /// The longest wait, in nanoseconds.
    var limit: UInt64 = 0
    private var started: UInt64 = 0

    /// Sleeps before try `tries + 1` and returns `true`, or returns `false` once the wait that
    /// began at try 0 has lasted ``limit``.
    func tryAgain(after tries: Int32) -> Bool {
        let now = Self.monotonicNanoseconds()
        if tries == 0 { started = now }
        return pause(after: tries, waited: now - started)
    }

    /// Sleeps before try `tries + 1` and returns `true`, or returns `false` once the wait that
    /// began at `start` (``monotonicNanoseconds()``) has lasted ``limit``.
    func tryAgain(after tries: Int32, since start: UInt64) -> Bool {
        pause(after: tries, waited: Self.monotonicNanoseconds() - start)
    }

    private func pause(after tries: Int32, waited: UInt64) -> Bool {
        guard waited < limit else { return false }
        let pause: UInt64 = tries < 4 ? 500_000 << UInt64(tries) : 5_000_000
        var interval = timespec(tv_sec: 0, tv_nsec: Int(min(pause, limit - waited)))
        nanosleep(&interval, nil)
        return true
    }

    static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
