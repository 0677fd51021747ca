// How a loaded runtime speaks and keeps time: announcements, reduced motion, key words, the UTC offset function, the clock start.

import CDragToAct
import DropEngine
import DropGeometry
import Runtime
import TaskModel

@c @implementation
public func dta_runtime_set_announcements(_ runtime: dta_runtime, _ on: Int32) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        guard on == 0 || on == 1 else { throw Failure(Status.invalid, "on: expected 0 or 1, found \(on)") }
        try state.update { runtime throws(Failure) in
            if on == 0 {
                runtime.disableAnnouncements()
            } else if runtime.announcer == nil {
                runtime.enableAnnouncements()
            }
        }
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_set_reduce_motion(_ runtime: dta_runtime, _ on: Int32) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let reduce = try flag(on, "on")
        try state.update { runtime throws(Failure) in runtime.reduceMotion = reduce }
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_set_key_words(_ runtime: dta_runtime, _ pickUpAndDrop: UnsafePointer<CChar>?, _ choose: UnsafePointer<CChar>?,
                                      _ cancel: UnsafePointer<CChar>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        func words(_ text: UnsafePointer<CChar>?, _ name: String, _ example: String) throws(Failure) -> String {
            let words = try CText.read(text, name)
            guard !words.isEmpty else { throw Failure(Status.invalid, "\(name): expected words such as \"\(example)\", found an empty text") }
            // Said within a sentence: a line feed or a tab would break the announcement's line.
            guard !words.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw Failure(Status.invalid, "\(name): expected words on one line, found \(words.quotedOneLine), which holds a control character")
            }
            return words
        }
        let keys = KeyWords(pickUpAndDrop: try words(pickUpAndDrop, "pick_up_and_drop", "A"),
                            choose: try words(choose, "choose", "Up and down on the D-pad"), cancel: try words(cancel, "cancel", "B"))
        try state.update { runtime throws(Failure) in runtime.keyWords = keys }
        return Status.ok
    }
}

/// A host's `dta_utc_offset_fn` and its context. Sendable unchecked: the library calls it only
/// inside an exported call on the runtime given it, under that runtime's lock, so never from two
/// threads at once for one runtime; a function and context given to two runtimes may be called
/// from two threads at once, and the header says so: what the context points to is the host's to guard.
private struct HostOffsetFunction: @unchecked Sendable {
    let function: @convention(c) (Int64, UnsafeMutableRawPointer?) -> Int32
    let context: UnsafeMutableRawPointer?

    /// The calendar whose offset at each instant the host's function gives.
    var calendar: OffsetFunctionCalendar {
        OffsetFunctionCalendar { time in Int(CallingThread.runCallback { function(time.milliseconds, context) }) }
    }
}

@c @implementation
public func dta_runtime_set_utc_offset_function(_ runtime: dta_runtime, _ function: dta_utc_offset_fn?,
                                                _ context: UnsafeMutableRawPointer?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let host = function.map { HostOffsetFunction(function: $0, context: context) }
        try state.update { runtime throws(Failure) in runtime.dayCalendar = host?.calendar }
        return Status.ok
    }
}

/// The Unix times a clock start may be: those of the years 0000 to 9999 (``UnixTime/datable``),
/// as a scene's `clock` names them; an input's time added to one stays far within Int64.
let clockStarts = UnixTime.datable

@c @implementation
public func dta_runtime_set_clock_start(_ runtime: dta_runtime, _ has: Int32, _ unixMs: Int64) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let set = try flag(has, "has")
        guard !set || clockStarts.contains(unixMs) else {
            throw Failure(Status.invalid, "unix_ms: expected a Unix time in milliseconds within the years 0000 to 9999 "
                + "(\(clockStarts.lowerBound) to \(clockStarts.upperBound)), found \(unixMs)")
        }
        try state.update { runtime throws(Failure) in
            runtime.clockStart = set ? UnixTime(milliseconds: unixMs) : runtime.scene.clock?.start
        }
        return Status.ok
    }
}
