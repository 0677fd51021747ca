import Runtime

/// How a recording's times are read: they never go back (a frame's events usually share one),
/// and a time earlier than the previous event's is an error at it — or, `lenient`, the recording's
/// clock stepped back, which is taken out.
///
/// evemu-record reads the device through an evdev client of its own and writes the kernel's
/// timestamps, which are wall-clock times (CLOCK_REALTIME, evdev's default: evemu never asks for
/// another): evemu 1.0 wrote them as they came, later versions less the first event's, and in
/// either an NTP step during the recording sets the clock back. Such a step is not a time
/// travelled: the motion after it is as real as before. So the lenient reading takes it out — the
/// event that steps back is read at the previous event's time, and every later one as much later
/// than written, keeping their spacing — with a warning at each step, rather than clamp each event
/// to the last time (which would fold the second after a one-second step into one instant).
/// (libinput record reads the monotonic clock, so there a step back is an edit; read the same way.)
struct EventClock {
    let lenient: Bool
    /// What each time read is moved by: the steps back taken out so far, in microseconds (≥ 0).
    private(set) var shift: Int64 = 0
    /// Each step back taken out, one line each, at its line and column.
    private(set) var warnings: [String] = []

    init(lenient: Bool = false) { self.lenient = lenient }

    /// Appends `event` to `events`, its time moved by ``shift``, unless that is earlier than the
    /// last event's: then an error at the event's line and `timeColumn`, naming `found` — or,
    /// ``lenient``, a step back taken out (the event at the last event's time, ``shift`` grown by
    /// the step) and a warning saying so.
    /// - Complexity: O(1) amortised.
    mutating func append(_ event: RawEvent, to events: inout [RawEvent], file: String, timeColumn: Int, found: String) throws(InputError) {
        var event = event
        let (moved, overflow) = event.time.addingReportingOverflow(shift)
        // Steps back taken out add up: a crafted file's could pass the clock's end, an error here.
        guard !overflow else { throw Self.tooFarBack(event, file: file, timeColumn: timeColumn, found: found) }
        event.time = moved
        if let previous = events.last, event.time < previous.time {
            guard lenient else {
                throw InputError(file: file, location: .text(line: event.line, column: timeColumn),
                                 expected: "a time ≥ \(previous.secondsText) s (the previous event's; --lenient takes a clock's step back out)",
                                 found: found)
            }
            let step = previous.time - event.time
            guard step <= Self.longestStep, shift <= Self.longestStep - step else {
                throw Self.tooFarBack(event, file: file, timeColumn: timeColumn, found: found)
            }
            shift += step
            event.time = previous.time
            warnings.append("\(file):\(event.line):\(timeColumn): lenient: the time \(found) is \(RawEvent.secondsText(step)) s before the previous event's: "
                            + "taken for the recording's clock stepped back, and taken out: this event and those after it are read "
                            + "\(RawEvent.secondsText(shift)) s later than written")
        }
        events.append(event)
    }

    /// The most the steps back of one recording may add up to: the latest time a trace may reach.
    /// A clock stepped back further is no clock's step but a damaged file.
    static let longestStep = Trace.latestTime.microseconds

    /// The error for an event whose steps back, taken out, would add up past ``longestStep``.
    private static func tooFarBack(_ event: RawEvent, file: String, timeColumn: Int, found: String) -> InputError {
        InputError(file: file, location: .text(line: event.line, column: timeColumn),
                   expected: "a time whose steps back, taken out (--lenient), add up to at most \(RawEvent.secondsText(longestStep)) s",
                   found: found)
    }
}
