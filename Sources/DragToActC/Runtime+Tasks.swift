// Calls naming tasks by id: rename, select, and the tasks a selection left out.

import CDragToAct
import DropEngine
import DropGeometry
import Runtime
import TaskModel
import TaskStore

@c @implementation
public func dta_runtime_rename(_ runtime: dta_runtime, _ taskID: UnsafePointer<CChar>?, _ title: UnsafePointer<CChar>?) -> dta_status {
    rename(runtime, taskID, title, from: nil)
}

@c @implementation
public func dta_runtime_rename_from(_ runtime: dta_runtime, _ taskID: UnsafePointer<CChar>?, _ title: UnsafePointer<CChar>?,
                                    _ fromTitle: UnsafePointer<CChar>?) -> dta_status {
    rename(runtime, taskID, title, from: .some(fromTitle))
}

/// The two rename calls' one body: `fromTitle` `nil` for `dta_runtime_rename`, the C argument
/// (which may be NULL, an error) for `dta_runtime_rename_from`.
private func rename(_ runtime: dta_runtime, _ taskID: UnsafePointer<CChar>?, _ title: UnsafePointer<CChar>?,
                    from fromTitle: UnsafePointer<CChar>??) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let id = TaskID(try CText.readID(taskID, "task_id"))
        let title = try CText.read(title, "title")
        let expected: String? = if let fromTitle { try CText.read(fromTitle, "from_title") } else { nil }
        state.forgetEvents()
        let time = state.time
        try state.update { runtime throws(Failure) in
            do throws(RuntimeError) {
                if let expected {
                    try runtime.rename(id, to: title, from: expected, at: time, into: &state.events)
                } else {
                    try runtime.rename(id, to: title, at: time, into: &state.events)
                }
            } catch { throw Failure(error) }
        }
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_select(_ runtime: dta_runtime, _ taskIDs: UnsafePointer<UnsafePointer<CChar>?>?, _ count: Int) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        try checkCount(count, "count")
        guard count == 0 || taskIDs != nil else { throw Failure(Status.null, "task_ids: expected \(count) ids, found NULL") }
        try state.requireLoaded()
        // Every id is read before anything changes: a refused argument leaves the last call's events.
        var ids: [TaskID] = []
        for i in 0 ..< count { ids.append(TaskID(try CText.readID(taskIDs![i], "task_ids[\(i)]"))) }
        let time = state.time
        // The ids are those of the board other writers left (a task another process added can be
        // selected): their commits are read first, as before an input. Their events stay readable
        // with dta_runtime_events even when an id is then refused.
        if state.sharesFile {
            state.forgetEvents()
            try state.update { runtime throws(Failure) in try RuntimeState.readOthersCommits(into: &runtime, at: time, events: &state.events) }
        }
        let board = try state.reading { $0.board }
        if let i = ids.indices.first(where: { board.task(ids[$0]) == nil }) {
            throw Failure(Status.invalid, "task_ids[\(i)]: expected the id of a task, found \"\(ids[i])\", which no task has")
        }
        if !state.sharesFile { state.forgetEvents() }
        state.leftOut = try state.update { runtime throws(Failure) in runtime.select(ids, at: time, into: &state.events) }
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_left_out(_ runtime: dta_runtime, _ out: UnsafeMutablePointer<UnsafePointer<CChar>?>?, _ capacity: Int,
                                 _ total: UnsafeMutablePointer<Int>?) -> dta_status {
    total?.pointee = 0 // until the call writes its count: a call failing first leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let total = try checkBuffer(out, capacity: capacity, total: total, holding: "ids")
        return copy(state.leftOut, into: out, capacity: capacity, total: total) { state.interned($0.rawValue) }
    }
}
