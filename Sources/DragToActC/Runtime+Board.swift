import CDragToAct
import DropEngine
import DropGeometry
import Runtime
import TaskModel
import TaskStore

// The board and the scene as C reads them: the board's JSON and items, undo, redo, rename,
// selection and what was left out; the scene's receivers and sources, drags and the keyboard focus.

@c @implementation
public func dta_runtime_board_json(_ runtime: dta_runtime, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
                                   _ length: UnsafeMutablePointer<Int>?) -> dta_status {
    CText.clear(buffer, capacity: capacity, length: length)
    return withRuntime(runtime) { state throws(Failure) in
        let runtime = try state.loaded()
        let titles = runtime.scene.lists.reduce(into: [ListID: String]()) { $0[$1.id] = $1.title }
        return try CText.copy(runtime.board.finalJSON(titles: titles).text, into: buffer, capacity: capacity, length: length)
    }
}

@c @implementation
public func dta_runtime_board_count(_ runtime: dta_runtime, _ count: UnsafeMutablePointer<Int>?) -> dta_status {
    count?.pointee = 0 // until the call writes its count: a call failing first (no scene, a stale handle) leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let count = try required(count, "count")
        let runtime = try state.loaded()
        let board = runtime.board
        var rows: [TaskID: BoardRow] = [:]
        for receiver in runtime.scene.receivers {
            for row in runtime.rows(of: receiver) where row.isNode { rows[row.task.id] = row }
        }
        var listed: [(item: TaskItem, position: Int, row: BoardRow?)] = []
        for list in board.lists {
            var position = 0
            func add(_ nodes: [TaskItem]) {
                for node in nodes {
                    listed.append((node, position, rows[node.id]))
                    position += 1
                    if node.isFolder { add(board.children(of: node.id)) }
                }
            }
            add(board.openTasks(in: list))
        }
        for (i, item) in board.completed.enumerated() { listed.append((item, i, nil)) }
        for (i, item) in board.trashed.enumerated() { listed.append((item, i, nil)) }
        state.listed = listed
        count.pointee = listed.count
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_board_item(_ runtime: dta_runtime, _ index: Int, _ out: UnsafeMutablePointer<dta_item>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let out = try required(out, "out")
        _ = try state.loaded()
        guard let listed = state.listed else {
            throw Failure(Status.state, "the board is not listed: call dta_runtime_board_count (again: a feed, key, refresh, undo or redo may have changed it)")
        }
        guard index >= 0, index < listed.count else {
            throw Failure(Status.invalid, "index: expected a node of the board as dta_runtime_board_count listed it (\(range(of: listed.count))), found \(UInt(bitPattern: index))")
        }
        let (item, position, row) = listed[index]
        var c = dta_item()
        c.id = state.interned(item.id.rawValue)
        c.title = state.interned(item.title)
        c.list_id = state.interned(item.list.rawValue)
        c.parent_id = item.parent.map { state.interned($0.rawValue) }
        c.status = switch item.status {
        case .open: Int32(DTA_STATUS_OPEN)
        case .completed: Int32(DTA_STATUS_COMPLETED)
        case .trashed: Int32(DTA_STATUS_TRASHED)
        }
        c.kind = switch item.kind {
        case .task: Int32(DTA_KIND_TASK)
        case .header: Int32(DTA_KIND_HEADER)
        case .folder: Int32(DTA_KIND_FOLDER)
        }
        c.position = Int64(position)
        if let row {
            c.visible = 1
            c.depth = Int32(row.depth)
            (c.x, c.y, c.width, c.height) = (row.frame.minX, row.frame.minY, row.frame.width, row.frame.height)
        }
        out.pointee = c
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_board_revision(_ runtime: dta_runtime, _ revision: UnsafeMutablePointer<UInt64>?) -> dta_status {
    revision?.pointee = 0 // until the call writes it: a call failing first (no scene, a stale handle) leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let revision = try required(revision, "revision")
        revision.pointee = UInt64(truncatingIfNeeded: try state.loaded().revision)
        return Status.ok
    }
}

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
        guard state.runtime == nil else {
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

@c @implementation
public func dta_runtime_rename(_ runtime: dta_runtime, _ taskID: UnsafePointer<CChar>?, _ title: UnsafePointer<CChar>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let id = TaskID(try CText.readID(taskID, "task_id"))
        let title = try CText.read(title, "title")
        state.forgetEvents()
        let time = state.time
        try state.update { runtime throws(Failure) in
            do throws(RuntimeError) { try runtime.rename(id, to: title, at: time, into: &state.events) } catch { throw Failure(error) }
        }
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_select(_ runtime: dta_runtime, _ taskIDs: UnsafePointer<UnsafePointer<CChar>?>?, _ count: Int) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        try checkCount(count, "count")
        guard count == 0 || taskIDs != nil else { throw Failure(Status.null, "task_ids: expected \(count) ids, found NULL") }
        _ = try state.loaded()
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
        let board = try state.loaded().board
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

@c @implementation
public func dta_runtime_receiver_count(_ runtime: dta_runtime, _ count: UnsafeMutablePointer<Int>?) -> dta_status {
    count?.pointee = 0 // until the call writes its count: a call failing first (no scene, a stale handle) leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let count = try required(count, "count")
        count.pointee = try state.loaded().scene.receivers.count
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_receiver(_ runtime: dta_runtime, _ index: Int, _ out: UnsafeMutablePointer<dta_receiver_info>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let out = try required(out, "out")
        let runtime = try state.loaded()
        let receivers = runtime.scene.receivers
        guard index >= 0, index < receivers.count else {
            throw Failure(Status.invalid, "index: expected a receiver of the scene (\(range(of: receivers.count))), found \(UInt(bitPattern: index))")
        }
        let receiver = receivers[index]
        var c = dta_receiver_info()
        c.id = state.interned(receiver.id.rawValue)
        c.role = state.interned(receiver.role.description)
        (c.x, c.y, c.width, c.height) = (receiver.frame.minX, receiver.frame.minY, receiver.frame.width, receiver.frame.height)
        c.highlight = Int32(highlight: runtime.engine.highlight(of: receiver.id))
        c.enabled = runtime.isEnabled(receiver: receiver.id) ?? receiver.isEnabled ? 1 : 0
        out.pointee = c
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_source_count(_ runtime: dta_runtime, _ count: UnsafeMutablePointer<Int>?) -> dta_status {
    count?.pointee = 0 // until the call writes its count: a call failing first (no scene, a stale handle) leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let count = try required(count, "count")
        count.pointee = try state.loaded().scene.sources.count
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_source(_ runtime: dta_runtime, _ index: Int, _ out: UnsafeMutablePointer<dta_source_info>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let out = try required(out, "out")
        let sources = try state.loaded().scene.sources
        guard index >= 0, index < sources.count else {
            throw Failure(Status.invalid, "index: expected a source of the scene (\(range(of: sources.count))), found \(UInt(bitPattern: index))")
        }
        let source = sources[index]
        var c = dta_source_info()
        c.id = state.interned(source.id.rawValue)
        c.payload_kind = state.interned(source.payload.name)
        (c.x, c.y, c.width, c.height) = (source.frame.minX, source.frame.minY, source.frame.width, source.frame.height)
        out.pointee = c
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_drag(_ runtime: dta_runtime, _ pointer: Int64, _ dragging: UnsafeMutablePointer<Int32>?,
                             _ sourceID: UnsafeMutablePointer<UnsafePointer<CChar>?>?, _ x: UnsafeMutablePointer<Double>?,
                             _ y: UnsafeMutablePointer<Double>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let dragging = try required(dragging, "dragging")
        let drag = try state.loaded().engine.drag(of: PointerID(Int(pointer)))
        dragging.pointee = drag == nil ? 0 : 1
        sourceID?.pointee = drag.map { state.interned($0.source.rawValue) }
        x?.pointee = drag?.position.x ?? 0
        y?.pointee = drag?.position.y ?? 0
        return Status.ok
    }
}

@c @implementation
public func dta_runtime_focus(_ runtime: dta_runtime, _ sourceID: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
                              _ present: UnsafeMutablePointer<Int32>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let runtime = try state.loaded()
        sourceID?.pointee = runtime.keyboardFocus.map { state.interned($0.rawValue) }
        present?.pointee = runtime.keyboardFocusIsPresent ? 1 : 0
        return Status.ok
    }
}
