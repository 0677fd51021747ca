import DropEngine
import DropGeometry
import TaskModel

extension BoardRuntime {
    /// A list's rows changed by a few tasks: rows `replaced` (as last laid out) give way to
    /// `rows`, and the rows after them, the same rows in the same order, follow.
    struct RowEdit {
        /// The rows replaced, as last laid out.
        let replaced: Range<Int>
        /// The rows in their place, made from the board, at their frames.
        let rows: [ListRow]
        /// For each of `rows`, the row replaced that was its task's, if one was: its source moves
        /// with it, unless it is `placed`.
        let kept: [Int?]
        /// The node rows among `rows` whose sources are placed as a whole layout places them
        /// (``place(_:kind:of:at:in:at:)``: registered, or moved, from this list or another), by
        /// their index in `rows`, with their task's list; in order.
        let placed: [(row: Int, list: ListID)]
        /// The section titles among `rows`, by their index in `rows`, in order.
        let titles: [(section: ListID, row: Int)]
        /// How many more folder rows the list has than before (fewer when negative).
        let folders: Int
        /// The sources of the rows replaced whose tasks left the list, top to bottom.
        let gone: [SourceID]
        /// How many rows the list has after the change.
        let count: Int
    }

    /// The edit that lays out again the rows of the list or sections receiver at `i` after `lists`
    /// changed, or `nil` when they are to be laid out whole: a flat list's
    /// (``flatEdit(ofReceiverAt:_:)``), else a tree's or sections' (``treeEdit(ofReceiverAt:_:)``).
    func rowEdit(ofReceiverAt i: Int, _ lists: ChangedLists) -> RowEdit? {
        flatEdit(ofReceiverAt: i, lists) ?? treeEdit(ofReceiverAt: i, lists)
    }

    /// The edit that lays out again the rows of the flat list receiver at `i` after `lists`
    /// changed, or `nil` when the list is not to be edited so: it shows sections, or folders
    /// (before or after), or changed otherwise than task by task.
    ///
    /// The tasks that did not change keep their order, and none of them comes or goes: the rows
    /// before the first row a changed task had or has are the same, and so are as many rows at
    /// the end as follow the last such row both before and after. Between them, the unchanged
    /// tasks' rows pair up in order, so each row made knows the row it was without a lookup.
    /// - Complexity: O(k log n) for the k changes among the list's n rows, and O(m) for the m
    ///   rows between the first and last rows they reach (a lookup of each one's task).
    private func flatEdit(ofReceiverAt i: Int, _ lists: ChangedLists) -> RowEdit? {
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
        return RowEdit(replaced: replaced, rows: made, kept: kept, placed: kept.indices.compactMap { kept[$0] == nil ? ($0, list) : nil },
                       titles: [], folders: 0, gone: gone.sorted { $0.row < $1.row }.map(\.source), count: count)
    }

    /// Applies `edit` to the list or sections receiver at `i`: the rows it replaces give way to its
    /// rows, whose sources are registered or moved (placed, for the rows of changed nodes); the rows after them move if their count changed,
    /// and their sources with them where their part of the list changed; and the engine is given
    /// the same edit (``DragDispatcher/replaceRows(_:with:movingRowsAfterTo:ofList:scrolledBy:into:)``).
    /// Rows that stay where they are move only where the list's offset changed (fewer rows,
    /// scrolled to the end), and then only those in view before or after.
    mutating func apply(_ edit: RowEdit, toReceiverAt i: Int, into caused: inout [DragAction]) throws(EngineError) {
        let receiver = scene.receivers[i]
        let layout = receiver.rows!
        let offset = scrollOffset(of: receiver.id)
        let after = edit.replaced.lowerBound + edit.rows.count
        // As many rows as before: the rows after the edit stay where they are. Otherwise each moves
        // to its new row, indented as it was (a tree's rows keep their depths).
        let framesAfter = edit.rows.count == edit.replaced.count ? nil : laidOut[i]!.frames[edit.replaced.upperBound...].enumerated().map { k, frame in
            var moved = frame
            moved.origin.y = layout.frame(ofRow: after + k).minY
            return moved
        }
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
            var placed = edit.placed[...]
            for (k, (row, kept)) in zip(edit.rows, edit.kept).enumerated() {
                guard let source = row.source else {
                    sources.append(nil) // a drop zone's or a section title's row
                    continue
                }
                if let next = placed.first, next.row == k {
                    placed.removeFirst()
                    try place(source, kind: BoardRow.payloadKind(of: row.node), of: next.list, at: LaidOutRows.frame(row.frame, at: offset),
                              in: receiver, at: i)
                } else if let kept {
                    try move(row: kept, from: before.frames[kept], to: row.frame)
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
        laidOut[i]!.folderRows += edit.folders
        if case .list = receiver.role { laidOut[i]!.isFlat = laidOut[i]!.folderRows == 0 }
        if !laidOut[i]!.titles.isEmpty || !edit.titles.isEmpty {
            // A few sections' titles: those replaced go, those after move by the change of count.
            let shift = edit.rows.count - edit.replaced.count
            var titles = laidOut[i]!.titles.filter { !edit.replaced.contains($0.row) }.map { ($0.section, $0.row < edit.replaced.lowerBound ? $0.row : $0.row + shift) }
            titles += edit.titles.map { ($0.section, edit.replaced.lowerBound + $0.row) }
            titles.sort { $0.1 < $1.1 }
            laidOut[i]!.titles = titles.map { (section: $0.0, row: $0.1) }
        }
        try engine.replaceRows(edit.replaced, with: edit.rows, movingRowsAfterTo: framesAfter, ofList: receiver.id,
                               scrolledBy: offset, into: &caused)
    }
}

extension BoardRuntime {
    /// The edit that lays out again the rows of the tree list or sections receiver at `i` after
    /// `lists` changed task by task, or `nil` when they are to be laid out whole: a list that
    /// changed otherwise (a section opened or closed, another process's commits), a change of
    /// more than about an eighth of the rows (an undo of a big step), or changes that did not say
    /// all that changed.
    ///
    /// A changed node's row is made again with all of its subtree's (a moved folder moves its
    /// contents), and so is the row of a collapsed folder or section a changed task left or
    /// entered (its hidden count). The rows before the first row a changed node had, or the row
    /// before where one now goes, are the same; the rows from there on are made from the board,
    /// depth first as ``rows(of:)`` makes them, until every changed row has been passed on both
    /// sides and a row of an unchanged node comes next: from there on the rows are the same as
    /// before. Between, the unchanged rows pair up in order (each checked against the row it was).
    /// - Complexity: O(k (d + log n)) for the k changed nodes, d deep, among n rows, and O(m) for
    ///   the m rows between the first and last rows they reach (a lookup of each one's node).
    private func treeEdit(ofReceiverAt i: Int, _ lists: ChangedLists) -> RowEdit? {
        let receiver = scene.receivers[i]
        guard let layout = receiver.rows, let before = laidOut[i], receiver.role.placement == .amongRows else { return nil }
        let shown: [ListID]
        let isSections: Bool
        switch receiver.role {
        case .list(let list): (shown, isSections) = ([list], false)
        case .sections(let lists, _): (shown, isSections) = (lists, true)
        case .complete, .trash, .moveTo, .custom: return nil
        }
        guard let changes = lists.taskChanges(in: shown), let oldRows = engine.rows(ofList: receiver.id),
              oldRows.count == before.frames.count else { return nil }
        let board = self.board
        let countBefore = oldRows.count
        // The nodes whose rows (and their subtrees') are made again: the changed ones, and the
        // collapsed folders they left or entered; and the collapsed sections they left or entered.
        var changed = Set<TaskID>()
        var changedTitles = Set<ListID>()
        for change in changes {
            changed.insert(change.after.id)
            for parent in [change.before?.parent, change.after.parent, board.task(change.after.id)?.parent] {
                if let parent, let folder = board.task(parent), folder.status == .open, folder.kind == .folder(expanded: false) { changed.insert(parent) }
            }
            if isSections {
                for list in [change.before?.list, change.after.list] {
                    if let list, collapsedSections.contains(list), shown.contains(list) { changedTitles.insert(list) }
                }
            }
        }
        // A big step (an undo of a drop of many): laid out whole, as cheap then.
        guard changed.count * 8 <= countBefore + 64 else { return nil }
        let sourceRow = { (id: TaskID) in self.engine.row(ofSource: SourceID(id.rawValue), inList: receiver.id) }
        // The last row of the node at row `r`: its drop zone's for a folder.
        func end(ofRow r: Int) -> Int? {
            guard case .container = oldRows[r].node else { return r }
            return engine.zoneRow(ofRow: r, inList: receiver.id)
        }
        // The rows changed before (each changed node's with its subtree's, each changed title's).
        var first = Int.max
        var lastOld = -1
        var spans: [ClosedRange<Int>] = []
        for id in changed {
            guard let r = sourceRow(id) else { continue }
            guard let last = end(ofRow: r) else { return nil }
            spans.append(r...last)
        }
        for title in changedTitles {
            guard let r = before.titles.first(where: { $0.section == title })?.row else { return nil }
            spans.append(r...r)
        }
        for span in spans { (first, lastOld) = (Swift.min(first, span.lowerBound), Swift.max(lastOld, span.upperBound)) }
        // Where each changed node shown now goes: after the row before it, as it was.
        var pending = changedTitles.count
        for id in changed {
            guard let item = board.task(id), let under = shownUnder(item, board: board, shown: shown, isSections: isSections, changed: changed) else { continue }
            guard !under else { continue } // a changed folder's contents follow it
            pending += 1
            let k = board.siblingIndex(of: item)
            if k > 0 {
                let previous = (item.parent.map(board.openChildIDs(of:)) ?? board.openTaskIDs(in: item.list))[k - 1]
                guard !changed.contains(previous) else { continue } // made again before it
                guard let r = sourceRow(previous), let last = end(ofRow: r) else { return nil }
                first = Swift.min(first, last + 1)
            } else if let parent = item.parent {
                guard let r = sourceRow(parent) else { return nil }
                first = Swift.min(first, r + 1)
            } else if isSections {
                guard let r = before.titles.first(where: { $0.section == item.list })?.row else { return nil }
                first = Swift.min(first, r + 1)
            } else {
                first = 0
            }
        }
        if first == Int.max { first = countBefore }
        guard first <= countBefore else { return nil }
        var changedBefore = [Bool](repeating: false, count: Swift.max(0, lastOld - first + 1))
        for span in spans { for r in span { changedBefore[r - first] = true } }
        var reused = changedBefore.map { _ in false }
        func wasChanged(_ r: Int) -> Bool { r <= lastOld && changedBefore[r - first] }
        guard var cursor = RowCursor(after: first - 1, of: oldRows, board: board, shown: shown, isSections: isSections,
                                     collapsed: isSections ? collapsedSections : [], changed: changed) else { return nil }
        var made: [ListRow] = []
        var kept: [Int?] = []
        var placed: [(row: Int, list: ListID)] = []
        var titles: [(section: ListID, row: Int)] = []
        var folders = 0
        var next = first
        while true {
            while wasChanged(next) { next += 1 } // rows made again, or gone: none pairs with them
            guard pending > 0 || cursor.isUnderChanged || next <= lastOld else { break }
            guard let element = cursor.next() else {
                // The rows end: every row left was a changed one.
                while next < countBefore && wasChanged(next) { next += 1 }
                guard next == countBefore else { return nil }
                break
            }
            let index = first + made.count
            let row: BoardRow
            var isChanged = element.isChanged
            switch element.kind {
            case .node(let item, let depth, let hidden):
                row = BoardRow(task: item, frame: layout.frame(ofRow: index, depth: depth), depth: depth, isDropZone: false, hidden: hidden)
                if item.isFolder { folders += 1 }
                if isChanged {
                    if !element.isUnder && changed.contains(item.id) { pending -= 1 }
                    placed.append((made.count, item.list))
                    if let r = sourceRow(item.id) {
                        // Its row before was among the changed ones, or the changes did not say all.
                        guard wasChanged(r) else { return nil }
                        reused[r - first] = true
                    }
                }
            case .zone(let folder, let depth):
                row = BoardRow(task: folder, frame: layout.frame(ofRow: index, depth: depth), depth: depth, isDropZone: true)
            case .title(let list, let hidden, let folded):
                let title = TaskItem(id: TaskID(list.rawValue), title: ids.listTitles[list] ?? list.rawValue, list: list, order: 0, kind: .header)
                row = BoardRow(task: title, frame: layout.frame(ofRow: index), depth: 0, isDropZone: false, hidden: hidden, section: list, collapsed: folded)
                titles.append((list, made.count))
                if changedTitles.contains(list) {
                    pending -= 1
                    isChanged = true
                }
            }
            let listRow = row.listRow
            if isChanged {
                kept.append(nil)
            } else {
                // An unchanged row: the next row before that was not a changed one, the same.
                guard next < countBefore, oldRows[next].node == listRow.node, oldRows[next].depth == listRow.depth else { return nil }
                kept.append(next)
                next += 1
            }
            made.append(listRow)
        }
        let replaced = first..<next
        for r in replaced { if case .container = oldRows[r].node { folders -= 1 } }
        var gone: [SourceID] = []
        for r in replaced where wasChanged(r) && !reused[r - first] {
            if let source = oldRows[r].source { gone.append(source) }
        }
        return RowEdit(replaced: replaced, rows: made, kept: kept, placed: placed, titles: titles, folders: folders, gone: gone,
                       count: countBefore - replaced.count + made.count)
    }

    /// Whether `item` has a row among the rows of a receiver showing `shown` (open, in a shown
    /// list, in no collapsed section, every folder it is in open and expanded): `nil` when it has
    /// none, else whether one of the folders it is in is `changed`.
    private func shownUnder(_ item: TaskItem, board: TaskBoard, shown: [ListID], isSections: Bool, changed: Set<TaskID>) -> Bool? {
        guard item.status == .open, shown.contains(item.list), !(isSections && collapsedSections.contains(item.list)) else { return nil }
        var under = false
        var parent = item.parent
        var depth = 0
        while let id = parent {
            guard let folder = board.task(id), folder.status == .open, folder.kind == .folder(expanded: true), depth <= TaskBoard.maximumDepth else { return nil }
            if changed.contains(id) { under = true }
            parent = folder.parent
            depth += 1
        }
        return under
    }
}

/// The rows of a tree list or of sections, made from the board one at a time, depth first as
/// ``BoardRuntime/rows(of:)`` makes them, from a row on: what an edit makes where rows changed.
private struct RowCursor {
    /// One level of the walk: the ids of a folder's open children (or of a list's top level), the next one's index.
    struct Level {
        let ids: [TaskID]
        var index: Int
        /// The folder whose children these are (its drop zone comes after them); `nil` at the top level.
        let folder: TaskItem?
        let depth: Int
        /// Whether the folder or one it is in is a changed node.
        let isUnder: Bool
    }

    /// A row made: a node's, a folder's drop zone, or a section's title.
    struct Element {
        enum Kind {
            case node(TaskItem, depth: Int, hidden: Int)
            case zone(TaskItem, depth: Int)
            case title(ListID, hidden: Int, collapsed: Bool)
        }
        let kind: Kind
        /// Whether it is a changed node's row or one of its subtree's.
        let isChanged: Bool
        /// Whether it is inside a changed folder.
        let isUnder: Bool
    }

    let board: TaskBoard
    let shown: [ListID]
    let isSections: Bool
    let collapsed: Set<ListID>
    let changed: Set<TaskID>
    var levels: [Level] = []
    /// The section whose rows are being made (sections), or the next one's title to make when `levels` is empty.
    var section = 0
    var titleNext: Bool

    /// A cursor after row `row` of `rows` (the rows as last laid out, the same up to it now), or
    /// before the first row when `row` is -1; `nil` when a row's node is not shown as it was.
    init?(after row: Int, of rows: [ListRow], board: TaskBoard, shown: [ListID], isSections: Bool, collapsed: Set<ListID>, changed: Set<TaskID>) {
        self.board = board
        self.shown = shown
        self.isSections = isSections
        self.collapsed = collapsed
        self.changed = changed
        titleNext = isSections
        guard row >= 0 else {
            if !isSections { levels = [Level(ids: board.openTaskIDs(in: shown[0]), index: 0, folder: nil, depth: 0, isUnder: false)] }
            return
        }
        switch rows[row].node {
        case .section(let list, _, _):
            guard let s = shown.firstIndex(of: ListID(list)) else { return nil }
            section = s
            enterSection(s)
        case .item(let id, _), .container(let id, _, _):
            guard let item = board.task(TaskID(id)), descend(to: item) else { return nil }
            pushContents(of: item)
        case .dropZone(of: let id):
            guard let folder = board.task(TaskID(id)), descend(to: folder) else { return nil }
            levels[levels.count - 1].index += 1
        }
    }

    /// Whether the next row is inside a changed folder.
    var isUnderChanged: Bool { levels.last?.isUnder ?? false }

    /// Makes the levels down to `item`'s, its index at it.
    private mutating func descend(to item: TaskItem) -> Bool {
        var chain = [item]
        while let parent = chain.last!.parent {
            guard let folder = board.task(parent), chain.count <= TaskBoard.maximumDepth + 1 else { return false }
            chain.append(folder)
        }
        guard let s = shown.firstIndex(of: item.list) else { return false }
        section = s
        titleNext = false
        var depth = isSections ? 1 : 0
        var isUnder = false
        var folder: TaskItem?
        for node in chain.reversed() {
            let ids = folder.map { board.openChildIDs(of: $0.id) } ?? board.openTaskIDs(in: node.list)
            let k = board.siblingIndex(of: node)
            guard k < ids.count, ids[k] == node.id else { return false }
            levels.append(Level(ids: ids, index: k, folder: folder, depth: depth, isUnder: isUnder))
            if changed.contains(node.id) { isUnder = true }
            folder = node
            depth += 1
        }
        return true
    }

    /// After `item`'s own row (the last level's index at it): its contents next, if it is a folder
    /// (none when collapsed, then its drop zone), else the node after it.
    private mutating func pushContents(of item: TaskItem) {
        let top = levels[levels.count - 1]
        guard case .folder(let expanded) = item.kind else {
            levels[levels.count - 1].index += 1
            return
        }
        levels.append(Level(ids: expanded ? board.openChildIDs(of: item.id) : [], index: 0, folder: item, depth: top.depth + 1,
                            isUnder: top.isUnder || changed.contains(item.id)))
    }

    /// After section `s`'s title: its items next, unless it is collapsed (then the next title).
    private mutating func enterSection(_ s: Int) {
        section = s
        if collapsed.contains(shown[s]) {
            section = s + 1
            titleNext = true
        } else {
            levels = [Level(ids: board.openTaskIDs(in: shown[s]), index: 0, folder: nil, depth: 1, isUnder: false)]
            titleNext = false
        }
    }

    /// The next row, or `nil` after the last.
    mutating func next() -> Element? {
        while true {
            if titleNext {
                guard section < shown.count else { return nil }
                let list = shown[section]
                let folded = collapsed.contains(list)
                let hidden = folded ? board.openTaskIDs(in: list).count : 0
                enterSection(section)
                return Element(kind: .title(list, hidden: hidden, collapsed: folded), isChanged: false, isUnder: false)
            }
            guard let top = levels.last else {
                guard isSections else { return nil }
                section += 1
                titleNext = true
                continue
            }
            if top.index == top.ids.count {
                levels.removeLast()
                guard let folder = top.folder else { continue }
                levels[levels.count - 1].index += 1
                return Element(kind: .zone(folder, depth: top.depth), isChanged: top.isUnder, isUnder: top.isUnder)
            }
            guard let item = board.task(top.ids[top.index]) else { return nil }
            let isChanged = top.isUnder || changed.contains(item.id)
            let hidden = item.kind == .folder(expanded: false) ? board.openChildIDs(of: item.id).count : 0
            pushContents(of: item)
            return Element(kind: .node(item, depth: top.depth, hidden: hidden), isChanged: isChanged, isUnder: top.isUnder)
        }
    }
}
