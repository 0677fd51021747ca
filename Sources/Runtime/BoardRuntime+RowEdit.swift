import DropEngine
import DropGeometry
import TaskModel

extension BoardRuntime {
    /// A flat list's rows changed by a few tasks: rows `replaced` (as last laid out) give way to
    /// `rows`, and the rows after them, the same tasks in the same order, follow.
    struct RowEdit {
        /// The rows replaced, as last laid out.
        let replaced: Range<Int>
        /// The rows in their place, made from the board, at their frames.
        let rows: [ListRow]
        /// For each of `rows`, the row replaced that was its task's, if one was.
        let kept: [Int?]
        /// The sources of the rows replaced whose tasks left the list, top to bottom.
        let gone: [SourceID]
        /// How many rows the list has after the change.
        let count: Int
    }

    /// The edit that lays out again the rows of the flat list receiver at `i` after `lists`
    /// changed, or `nil` when the list is to be laid out whole: it shows sections, or folders
    /// (before or after), or changed otherwise than task by task.
    ///
    /// The tasks that did not change keep their order, and none of them comes or goes: the rows
    /// before the first row a changed task had or has are the same, and so are as many rows at
    /// the end as follow the last such row both before and after. Between them, the unchanged
    /// tasks' rows pair up in order, so each row made knows the row it was without a lookup.
    /// - Complexity: O(k log n) for the k changes among the list's n rows, and O(m) for the m
    ///   rows between the first and last rows they reach (a lookup of each one's task).
    func rowEdit(ofReceiverAt i: Int, _ lists: ChangedLists) -> RowEdit? {
        let receiver = scene.receivers[i]
        guard case .list(let list) = receiver.role, let layout = receiver.rows, let before = laidOut[i], before.isFlat,
              let changes = lists.taskChanges(in: list) else { return nil }
        let board = self.board
        // Each changed task's row before and after (a task changed twice is looked up once).
        var moves: [TaskID: (before: Int?, after: Int?)] = [:]
        for change in changes where moves[change.after.id] == nil {
            let id = change.after.id
            if change.after.isFolder || change.before?.isFolder == true { return nil }
            var after: Int?
            if let task = board.task(id), task.list == list, let row = board.openIndex(of: id) {
                // Folders are rows of more than one; a task inside one is not a flat list's.
                if task.isFolder { return nil }
                after = row
            }
            moves[id] = (engine.row(ofSource: SourceID(id.rawValue), inList: receiver.id), after)
        }
        let ids = board.openTaskIDs(in: list)
        let (countBefore, count) = (before.frames.count, ids.count)
        let first = moves.values.lazy.flatMap { [$0.before, $0.after] }.compactMap { $0 }.min() ?? countBefore
        let endBefore = Swift.max(first, moves.values.lazy.compactMap(\.before).max().map { $0 + 1 } ?? 0)
        let endAfter = Swift.max(first, moves.values.lazy.compactMap(\.after).max().map { $0 + 1 } ?? 0)
        let same = Swift.min(countBefore - endBefore, count - endAfter)
        // Rows beyond either end: the changes did not say all that changed.
        guard first <= countBefore, first <= count, same >= 0 else { return nil }
        let replaced = first..<countBefore - same
        // The rows the changed tasks had and have; every other row of the window was an unchanged
        // task's, and they pair up in order.
        var changedBefore = [Bool](repeating: false, count: replaced.count)
        var changedAfter = [Int??](repeating: nil, count: count - same - first)
        var gone: [(row: Int, source: SourceID)] = []
        for (id, move) in moves {
            if let row = move.before { changedBefore[row - first] = true }
            if let row = move.after { changedAfter[row - first] = .some(move.before) } else if let row = move.before { gone.append((row, SourceID(id.rawValue))) }
        }
        var kept: [Int?] = []
        kept.reserveCapacity(changedAfter.count)
        var next = first
        for changed in changedAfter {
            if let changed {
                kept.append(changed)
                continue
            }
            while next < replaced.upperBound && changedBefore[next - first] { next += 1 }
            // Fewer unchanged rows before than after: the changes did not say all that changed.
            guard next < replaced.upperBound else { return nil }
            kept.append(next)
            next += 1
        }
        while next < replaced.upperBound && changedBefore[next - first] { next += 1 }
        guard next == replaced.upperBound else { return nil }
        let made = ids[first..<count - same].enumerated().map { k, id in
            ListRow(source: SourceID(id.rawValue), frame: layout.frame(ofRow: first + k), node: BoardRow.node(of: board.task(id)!, hidden: 0), depth: 0)
        }
        return RowEdit(replaced: replaced, rows: made, kept: kept, gone: gone.sorted { $0.row < $1.row }.map(\.source), count: count)
    }

    /// Applies `edit` to the flat list receiver at `i`: the rows it replaces give way to its rows,
    /// whose sources are registered or moved; the rows after them move if their count changed,
    /// and their sources with them where their part of the list changed; and the engine is given
    /// the same edit (``DragDispatcher/replaceRows(_:with:movingRowsAfterTo:ofList:scrolledBy:into:)``).
    /// Rows that stay where they are move only where the list's offset changed (fewer rows,
    /// scrolled to the end), and then only those in view before or after.
    mutating func apply(_ edit: RowEdit, toReceiverAt i: Int, into caused: inout [DragAction]) throws(EngineError) {
        let receiver = scene.receivers[i]
        let layout = receiver.rows!
        // Edits are made for flat lists alone: a `list` role's.
        guard let list = receiver.role.list else { preconditionFailure("BoardRuntime.apply(_:toReceiverAt:): receiver \(receiver.id) is not a list: \(receiver.role)") }
        let offset = scrollOffset(of: receiver.id)
        let after = edit.replaced.lowerBound + edit.rows.count
        // As many rows as before: the rows after the edit stay where they are.
        let framesAfter = edit.rows.count == edit.replaced.count ? nil : (after..<edit.count).map { layout.frame(ofRow: $0) }
        var sources: [SourceID?] = []
        sources.reserveCapacity(edit.rows.count)
        do {
            // Ends before the rows change: the rows as last laid out are then held once, and change in place.
            let before = laidOut[i]!
            // Moves the source of row `r` (as last laid out), whose frame was `old`, to `new`, if
            // its frame as a source (its part inside a scrollable list) changed.
            func move(row r: Int, from old: Rect, to new: Rect) throws(EngineError) {
                guard let source = before.sources[r] else { return }
                let frame = Self.sourceFrame(LaidOutRows.frame(new, at: offset), in: receiver)
                if Self.sourceFrame(LaidOutRows.frame(old, at: before.offset), in: receiver) != frame { try engine.setFrame(frame, ofSource: source) }
            }
            // The rows that stay where they are and reach the list before or after the offset
            // changed: only these can have moved in view (see scrollRows).
            var staying: [Int] = []
            if offset != before.offset {
                let reaching = [before.rows(reaching: receiver.frame, at: before.offset), before.rows(reaching: receiver.frame, at: offset)]
                staying = Set(reaching.joined()).sorted().filter { $0 < edit.replaced.lowerBound || framesAfter == nil && $0 >= edit.replaced.upperBound }
            }
            for r in staying where r < edit.replaced.lowerBound { try move(row: r, from: before.frames[r], to: before.frames[r]) }
            for (row, kept) in zip(edit.rows, edit.kept) {
                let source = row.source!
                if let kept {
                    try move(row: kept, from: before.frames[kept], to: row.frame)
                } else {
                    try place(source, kind: BoardRow.payloadKind(of: row.node), of: list, at: LaidOutRows.frame(row.frame, at: offset),
                              in: receiver, at: i)
                }
                sources.append(source)
            }
            for r in staying where r >= edit.replaced.upperBound { try move(row: r, from: before.frames[r], to: before.frames[r]) }
            if let framesAfter {
                // The rows after, moved. In a scrollable list only those reaching it before or after
                // can have moved in view: every other row's part inside it is empty both times.
                var moving = Array(framesAfter.indices)
                if receiver.isScrollable {
                    let reaching = before.rows(reaching: receiver.frame, at: before.offset)
                    let reached = LaidOutRows.rows(reaching: receiver.frame, at: offset, among: framesAfter)
                    moving = Set(reaching.lazy.map { $0 - edit.replaced.upperBound }.filter { $0 >= 0 } + reached).sorted()
                }
                for k in moving { try move(row: edit.replaced.upperBound + k, from: before.frames[edit.replaced.upperBound + k], to: framesAfter[k]) }
            }
        }
        laidOut[i]!.frames.replaceSubrange(edit.replaced, with: edit.rows.lazy.map(\.frame))
        if let framesAfter { laidOut[i]!.frames.replaceSubrange(after..<edit.count, with: framesAfter) }
        laidOut[i]!.sources.replaceSubrange(edit.replaced, with: sources)
        laidOut[i]!.offset = offset
        try engine.replaceRows(edit.replaced, with: edit.rows, movingRowsAfterTo: framesAfter, ofList: receiver.id,
                               scrolledBy: offset, into: &caused)
    }
}
