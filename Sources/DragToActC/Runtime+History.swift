// Undo and redo from C: the steps taken back and made again, whose steps (the undo scope), and the writer's name.

import CDragToAct
import DropEngine
import DropGeometry
import Runtime
import TaskStore

@c @implementation
public func dta_runtime_undo(_ runtime: dta_runtime, _ done: UnsafeMutablePointer<Int32>?) -> dta_status {
    travel(runtime, done, redo: false)
}

@c @implementation
public func dta_runtime_redo(_ runtime: dta_runtime, _ done: UnsafeMutablePointer<Int32>?) -> dta_status {
    travel(runtime, done, redo: true)
}

@c @implementation
public func dta_runtime_set_undo_scope(_ runtime: dta_runtime, _ scope: Int32) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let chosen: HistoryScope
        switch scope {
        case Int32(DTA_UNDO_OWN): chosen = .own
        case Int32(DTA_UNDO_ANYONE): chosen = .anyone
        default: throw Failure(Status.invalid, "scope: expected DTA_UNDO_OWN or DTA_UNDO_ANYONE (0 or 1), found \(scope)")
        }
        try state.update { runtime throws(Failure) in runtime.undoScope = chosen }
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_set_writer_name(_ runtime: dta_runtime, _ name: UnsafePointer<CChar>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        guard !state.isLoaded else {
            throw Failure(Status.state, "a scene is already loaded: its store is open as the writer it was loaded as; set the writer name before dta_runtime_load")
        }
        let given = try CText.readOptional(name, "name")
        if let given, let problem = TaskStore.writerNameProblem(given) { throw Failure(Status.invalid, "name: \(problem)") }
        state.writerName = given
        return Status.ok
    }
}

/// An undo (or, `redo`, a redo) at the runtime's time: `*done` 1 when a step was taken back
/// (made again), 0 when there was none; its events as the last call's.
private func travel(_ runtime: dta_runtime, _ done: UnsafeMutablePointer<Int32>?, redo: Bool) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let done = try required(done, "done")
        state.forgetEvents()
        let time = state.time
        done.pointee = try state.update { runtime throws(Failure) in
            do throws(RuntimeError) {
                return try (redo ? runtime.redo(at: time, into: &state.events) : runtime.undo(at: time, into: &state.events)) ? 1 : 0
            } catch { throw Failure(error) }
        }
        return Status.ok
    }
}
