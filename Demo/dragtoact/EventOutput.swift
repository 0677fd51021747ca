// Event lines on their way to standard output, and which events flush them.

import Runtime

/// Event lines on their way to standard output: gathered, and written whenever an `applied`
/// line has been added (so every committed drop is on the screen before the next is handled)
/// or enough has gathered.
struct EventOutput {
    let console: Console
    /// UTF-8, kept from one flush to the next.
    private var pending: [UInt8] = []

    init(console: Console) { self.console = console }

    mutating func write(_ text: String, flush now: Bool) {
        pending.append(contentsOf: text.utf8)
        if now || pending.count >= 1 << 16 { flush() }
    }

    /// The event's JSON line, written straight into the buffer (``RuntimeEvent/json``'s text, without building it).
    mutating func writeJSON(_ event: RuntimeEvent, flush now: Bool) {
        event.writeJSON(to: &pending)
        pending.append(UInt8(ascii: "\n"))
        if now || pending.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !pending.isEmpty else { return }
        console.write(String(decoding: pending, as: UTF8.self))
        pending.removeAll(keepingCapacity: true)
    }
}

extension RuntimeEvent {
    var isApplied: Bool {
        if case .applied = kind { true } else { false }
    }

    var isAnnouncement: Bool {
        if case .announced = kind { true } else { false }
    }
}
