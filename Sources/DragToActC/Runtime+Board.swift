// The board as C reads it: its JSON, its items one by one, and its revision.

import CDragToAct
import DropEngine
import DropGeometry
import Runtime
import TaskModel
import TaskStore

@c @implementation
public func dta_runtime_board_json(_ runtime: dta_runtime, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
                                   _ length: UnsafeMutablePointer<Int>?) -> dta_status {
    CText.clear(buffer, capacity: capacity, length: length)
    return withRuntime(runtime) { state throws(Failure) in
        return try state.reading { runtime throws(Failure) in
            return try CText.copy(runtime.board.finalJSON(titles: runtime.scene.titles).text, into: buffer, capacity: capacity, length: length)
        }
    }
}

@c @implementation
public func dta_runtime_board_count(_ runtime: dta_runtime, _ count: UnsafeMutablePointer<Int>?) -> dta_status {
    count?.pointee = 0 // until the call writes its count: a call failing first (no scene, a stale handle) leaves none from before
    return withRuntime(runtime) { state throws(Failure) in
        let count = try required(count, "count")
        return try state.reading { runtime throws(Failure) in
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
}

@c @implementation
public func dta_runtime_board_item(_ runtime: dta_runtime, _ index: Int, _ out: UnsafeMutablePointer<dta_item>?) -> dta_status {
    withRuntime(runtime) { state throws(Failure) in
        let out = try required(out, "out")
        try state.requireLoaded()
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
        revision.pointee = UInt64(truncatingIfNeeded: try state.reading { $0.revision })
        return Status.ok
    }
}
