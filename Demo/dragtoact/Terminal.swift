import Foundation
import Synchronization

/// The terminal's size, and restoring it however the program ends.
enum Terminal {
    static func size(environment: [String: String]) -> (width: Int, height: Int) {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        let columns = environment["COLUMNS"].flatMap(Int.init) ?? 80
        let lines = environment["LINES"].flatMap(Int.init) ?? 24
        return (max(20, columns), max(8, lines))
    }

    /// On Ctrl-C or SIGTERM, restore the terminal and exit 130: the termios settings saved by
    /// ``enterRawMode()`` if any, then what ``prepareRestore(_:)`` last set (the writer's `finish()`:
    /// reset style, cursor below the board, shown). Only async-signal-safe calls (`tcsetattr`,
    /// `write`, `_exit`) run in the handler, on bytes prepared beforehand.
    static func restoreOnInterrupt() {
        prepareRestore("\u{1B}[0m\u{1B}[?25h\n")
        let handler: @convention(c) (Int32) -> Void = { _ in
            if savedTermiosValid != 0 { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedTermios) }
            _ = write(STDOUT_FILENO, restoreBytes, restoreCount)
            removePartialFile()
            _exit(130)
        }
        handle(with: handler)
    }

    /// Ctrl-Z (SIGTSTP) stops the program as full-screen programs stop: the terminal is restored
    /// first, as on Ctrl-C (the termios settings saved by ``enterRawMode()`` if any, then what
    /// ``prepareRestore(_:)`` last set: the cursor shown below the board, mouse reporting off),
    /// then the process stops; on SIGCONT (`fg`) the raw mode is set again, `resume` is written
    /// (the cursor hidden, the screen cleared, mouse reporting on again) and ``takeResumption()``
    /// tells the drawing loop to draw the whole frame afresh. Only async-signal-safe calls run in
    /// the handler. Left as it is when the program was started with SIGTSTP ignored; until
    /// ``stopHandlingSuspend()``.
    static func handleSuspend(resume: String) {
        let bytes = Array(resume.utf8.prefix(restoreCapacity))
        for (i, byte) in bytes.enumerated() { resumeBytes[i] = byte }
        resumeCount = bytes.count
        guard !ignoredAtStart.contains(SIGTSTP) else { return }
        Glibc.signal(SIGTSTP, suspendHandler)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Ctrl-Z stops the program as it would without ``handleSuspend(resume:)`` (the session is over).
    static func stopHandlingSuspend() {
        guard !ignoredAtStart.contains(SIGTSTP) else { return }
        Glibc.signal(SIGTSTP, SIG_DFL)
    }

    /// How long the program was stopped, when it was continued (``handleSuspend(resume:)``) since
    /// the last call; else `nil`. The caller draws its next frame whole and may leave the time
    /// stopped out of its clock.
    static func takeResumption() -> Duration? {
        guard resumed.exchange(0, ordering: .acquiringAndReleasing) != 0 else { return nil }
        return .nanoseconds(stoppedNanoseconds.exchange(0, ordering: .relaxed))
    }

    /// Sets what the interrupt handler writes (at most 255 bytes; longer is cut).
    static func prepareRestore(_ text: String) {
        let bytes = Array(text.utf8.prefix(restoreCapacity))
        restoreCount = 0 // The handler writes nothing half-updated: the count comes last.
        for (i, byte) in bytes.enumerated() { restoreBytes[i] = byte }
        restoreCount = bytes.count
    }

    /// Turns off echo and line buffering on standard input (signals stay on: Ctrl-C still
    /// interrupts), saving the settings for ``leaveRawMode()`` and the interrupt handler.
    /// `false` when standard input is not a terminal.
    static func enterRawMode() -> Bool {
        guard tcgetattr(STDIN_FILENO, savedTermios) == 0 else { return false }
        savedTermiosValid = 1
        var raw = savedTermios.pointee
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        return tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0
    }

    static func leaveRawMode() {
        guard savedTermiosValid != 0 else { return }
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedTermios)
        savedTermiosValid = 0
    }

    /// Without a terminal to restore: on Ctrl-C or SIGTERM, exit 130 at once. Set first thing in every
    /// command (main.swift), so that no moment is left where the signal kills it instead. A store keeps
    /// every commit made before it (an unfinished transaction rolls back), and the calling shell sees an
    /// ordinary exit status rather than a death by signal.
    static func exitOnInterrupt() {
        let handler: @convention(c) (Int32) -> Void = { _ in
            removePartialFile()
            _exit(130)
        }
        handle(with: handler)
    }

    /// Ctrl-C and SIGTERM go to `handler`, even when the program was started with them blocked
    /// (a child of Foundation's `Process` is; a blocked SIGTERM would be held, and the command
    /// ran to its end instead of stopping) — unless the program was started with one ignored:
    /// a shell runs `dragtoact … &` with Ctrl-C ignored, and the command then runs on through
    /// it, as POSIX tools keep an ignored signal ignored (``ignoredAtStart``).
    private static func handle(with handler: @convention(c) (Int32) -> Void) {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM] where !ignoredAtStart.contains(signal) {
            Glibc.signal(signal, handler)
            sigaddset(&signals, signal)
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Ctrl-C, SIGTERM and Ctrl-Z, of those the program was started with ignored (`SIG_IGN`), read once,
    /// before the first handler is set (``exitOnInterrupt()``, first thing in main.swift).
    private static let ignoredAtStart: [Int32] = [SIGINT, SIGTERM, SIGTSTP].filter { signal in
        var action = sigaction()
        guard sigaction(signal, nil, &action) == 0 else { return false }
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Has the interrupt handlers remove the file at `path` (the report `check --junit` is writing
    /// beside its destination) before they exit, until it is set to `nil`: Ctrl-C or SIGTERM during
    /// the write leaves no `FILE.part` behind. The path is copied, NUL-terminated, to memory set
    /// aside for it, as a handler may not allocate; a path longer than `PATH_MAX` is not kept (no
    /// file can be made at it).
    static func removeOnInterrupt(_ path: String?) {
        // The handler reads no half-copied path: the flag is cleared first and set last, an atomic
        // store the copy cannot be moved past (releasing; the handler's load is acquiring).
        partialPathValid.store(0, ordering: .sequentiallyConsistent)
        guard let path, path.utf8.count < partialCapacity, !path.utf8.contains(0) else { return }
        for (i, byte) in path.utf8.enumerated() { partialPath[i] = CChar(bitPattern: byte) }
        partialPath[path.utf8.count] = 0
        partialPathValid.store(1, ordering: .releasing)
    }
}

/// Ctrl-Z's handler (``Terminal/handleSuspend(resume:)``): restores the terminal, stops the
/// process with SIGTSTP's default action, and once continued sets the raw mode again, writes the
/// resume bytes and says so. Async-signal-safe calls alone; `errno` is kept for the code it interrupted.
private func suspendHandler(_: Int32) {
    let saved = errno
    let raw = savedTermiosValid != 0 && tcgetattr(STDIN_FILENO, rawTermios) == 0
    if raw { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, savedTermios) }
    _ = write(STDOUT_FILENO, restoreBytes, restoreCount)
    var stopped = timespec()
    clock_gettime(CLOCK_MONOTONIC, &stopped)
    // Stopped here, by the default action, with SIGTSTP unblocked (a handler runs with it blocked).
    signal(SIGTSTP, SIG_DFL)
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    raise(SIGTSTP)
    // Continued.
    signal(SIGTSTP, suspendHandler)
    var continued = timespec()
    clock_gettime(CLOCK_MONOTONIC, &continued)
    let nanoseconds = Int64(continued.tv_sec - stopped.tv_sec) * 1_000_000_000 + Int64(continued.tv_nsec - stopped.tv_nsec)
    stoppedNanoseconds.wrappingAdd(max(0, nanoseconds), ordering: .relaxed)
    if raw { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, rawTermios) }
    _ = write(STDOUT_FILENO, resumeBytes, resumeCount)
    resumed.store(1, ordering: .releasing)
    errno = saved
}

/// Removes the file ``Terminal/removeOnInterrupt(_:)`` named, if any: async-signal-safe (`unlink`
/// on a C string copied beforehand).
private func removePartialFile() {
    if partialPathValid.load(ordering: .acquiring) != 0 { _ = unlink(partialPath) }
}

// The interrupt handler's state, prepared outside it (a handler may not allocate or take locks).
private let restoreCapacity = 255
nonisolated(unsafe) private let restoreBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: restoreCapacity)
nonisolated(unsafe) private var restoreCount = 0
// Memory of its own rather than a global passed as `&`: the C calls get a plain, stable address
// (AddressSanitizer saw tcgetattr write past the global it was given that way).
nonisolated(unsafe) private let savedTermios: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
}()
nonisolated(unsafe) private var savedTermiosValid: Int32 = 0
// Ctrl-Z's: the raw mode read before restoring the terminal, set again on SIGCONT; what is then
// written; whether the program was continued since the drawing loop last asked, and how long it stood stopped.
nonisolated(unsafe) private let rawTermios: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
}()
nonisolated(unsafe) private let resumeBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: restoreCapacity)
nonisolated(unsafe) private var resumeCount = 0
private let resumed = Atomic<Int32>(0)
private let stoppedNanoseconds = Atomic<Int64>(0)
// The file the handlers remove before they exit (see ``Terminal/removeOnInterrupt(_:)``).
private let partialCapacity = Int(PATH_MAX)
nonisolated(unsafe) private let partialPath = UnsafeMutablePointer<CChar>.allocate(capacity: partialCapacity)
private let partialPathValid = Atomic<Int32>(0) // lock-free: a handler may read it
