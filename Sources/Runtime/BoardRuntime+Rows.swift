import DropEngine
import DropGeometry
import TaskModel

/// A list receiver's rows as last laid out: what a press, a key, a W3C element origin and a
/// scroll read instead of laying the list out again.
struct LaidOutRows {
    /// Each row's frame before the list's scroll offset, top to bottom.
    var frames: [Rect]
    /// The offset the rows were last given to the engine at.
    var offset: Double
    /// Each node row's source; `nil` for drop zones and section titles.
    var sources: [SourceID?]
    /// The section title rows, top to bottom.
    var titles: [(section: ListID, row: Int)]
    /// Whether the rows are a flat list's: each an open task or header of the list, no folder
    /// among them. Such rows are changed where a drop changed them (see ``BoardRuntime/layOutRows(of:time:line:into:)``).
    var isFlat: Bool

    /// Row `row`'s frame as the engine has it: moved up by the offset.
    func frame(ofRow row: Int) -> Rect { Self.frame(frames[row], at: offset) }

    static func frame(_ frame: Rect, at offset: Double) -> Rect {
        var frame = frame
        frame.origin.y -= offset
        return frame
    }

    /// The rows whose frame at `offset` reaches the band of heights `frame` spans, its edges
    /// included: the only rows that can show inside it. Rows are top to bottom, one pitch apart.
    /// - Complexity: O(log n).
    func rows(reaching frame: Rect, at offset: Double) -> Range<Int> {
        Self.rows(reaching: frame, at: offset, among: frames)
    }

    /// The indices of `frames` (rows top to bottom, one pitch apart, before `offset`) whose frame
    /// at `offset` reaches the band of heights `frame` spans, its edges included.
    /// - Complexity: O(log n).
    static func rows(reaching frame: Rect, at offset: Double, among frames: [Rect]) -> Range<Int> {
        func first(where isPast: (Rect) -> Bool) -> Int {
            var (low, high) = (0, frames.count)
            while low < high {
                let middle = (low + high) / 2
                if isPast(Self.frame(frames[middle], at: offset)) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let start = first { $0.maxY >= frame.minY }
        let end = first { $0.minY > frame.maxY }
        return start..<Swift.max(start, end)
    }
}

extension BoardRuntime {
    /// The visible rows of a list receiver, top to bottom, where they are drawn (moved up by
    /// its scroll offset): each open node's row; after an expanded folder's row its contents,
    /// one level deeper; after every folder (expanded or not) its drop zone, one level deeper.
    /// - Complexity: O(n) for the n rows: they are made from the board.
    public func rows(of receiver: Scene.Receiver) -> [BoardRow] {
        let rows = unscrolledRows(of: receiver)
        let offset = scrollOffset(of: receiver.id)
        guard offset != 0 else { return rows }
        return rows.map { row in
            var row = row
            row.frame = LaidOutRows.frame(row.frame, at: offset)
            return row
        }
    }

    /// The frame of a row source's row as last laid out, in O(1).
    func rowFrame(of source: SourceID) -> Rect? {
        guard let (i, row) = rowPlace(of: source) else { return nil }
        return laidOut[i]?.frame(ofRow: row)
    }

    /// Where a row source's row is: its list receiver's position in the scene, and the row, as
    /// last laid out (the engine has the same rows).
    /// - Complexity: O(1): three hash lookups.
    func rowPlace(of source: SourceID) -> (receiver: Int, row: Int)? {
        guard let i = rowLists[source], let row = engine.row(ofSource: source, inList: scene.receivers[i].id) else { return nil }
        return (i, row)
    }

    private func unscrolledRows(of receiver: Scene.Receiver) -> [BoardRow] {
        guard let layout = receiver.rows else { return [] }
        var rows: [BoardRow] = []
        func add(_ nodes: [TaskItem], depth: Int) {
            for node in nodes {
                guard case .folder(let expanded) = node.kind else {
                    rows.append(BoardRow(task: node, frame: layout.frame(ofRow: rows.count, depth: depth), depth: depth, isDropZone: false))
                    continue
                }
                rows.append(BoardRow(task: node, frame: layout.frame(ofRow: rows.count, depth: depth), depth: depth, isDropZone: false,
                                     hidden: expanded ? 0 : board.children(of: node.id).count))
                if expanded { add(board.children(of: node.id), depth: depth + 1) }
                rows.append(BoardRow(task: node, frame: layout.frame(ofRow: rows.count, depth: depth + 1), depth: depth + 1, isDropZone: true))
            }
        }
        switch receiver.role {
        case .list(let list):
            add(board.openTasks(in: list), depth: 0)
        case .sections(let lists, _):
            // Each section: its list's title row, then (unless collapsed) its tasks one level deeper.
            for list in lists {
                let title = TaskItem(id: TaskID(list.rawValue), title: ids.listTitles[list] ?? list.rawValue, list: list, order: 0, kind: .header)
                let folded = collapsedSections.contains(list)
                rows.append(BoardRow(task: title, frame: layout.frame(ofRow: rows.count), depth: 0, isDropZone: false,
                                     hidden: folded ? board.openTasks(in: list).count : 0, section: list, collapsed: folded))
                if !folded { add(board.openTasks(in: list), depth: 1) }
            }
        case .complete, .trash, .moveTo, .custom:
            break
        }
        return rows
    }

    /// Registers, moves and removes row sources so each open task's row is where its list
    /// draws it, and tells each list receiver its rows. Every list's gone rows are removed
    /// before any new row is registered: a task moved from one list to another keeps its id.
    /// Only the receivers that show one of `lists` are laid out: the rows of the others are
    /// made from lists that did not change, and are where they were.
    ///
    /// A flat list changed task by task (a drop, not a section opened or another process's
    /// writes) is changed where the changed tasks were and are (``RowEdit``): the rows above
    /// stay as they are, the rows below move if their count changed, and no other row is made,
    /// hashed or looked at. Other lists are laid out whole from the board.
    /// - Throws: when a task's id is the id of one of the scene's other sources (`add`).
    /// - Complexity: for a flat list changed by k tasks, O(k log n) to find where they were and
    ///   are among its n rows, and O(m + t) for the m rows between them and the t rows below, which
    ///   move (for a scrollable list, only those in view move in the engine's index of sources);
    ///   O(n) for a list laid out whole.
    mutating func layOutRows(of lists: ChangedLists = .all, time: Instant, line: Int, into events: inout [RuntimeEvent]) throws(InputError) {
        var caused: [DragAction] = []
        var made: [(index: Int, rows: RowsMade)] = []
        for i in rowReceivers where lists.shows(scene.receivers[i].role) {
            let receiver = scene.receivers[i]
            let rows: RowsMade
            if let edit = rowEdit(ofReceiverAt: i, lists) {
                rows = .edit(edit)
            } else {
                rows = .whole(unscrolledRows(of: receiver))
            }
            if receiver.isScrollable { holdScrollOffset(of: receiver, rowCount: rows.count) }
            guard receiver.role.placement == .amongRows else { continue }
            do {
                switch rows {
                case .whole(let rows):
                    let wanted = Set(rows.lazy.filter(\.isNode).map { SourceID($0.task.id.rawValue) })
                    for case let source? in laidOut[i]?.sources ?? [] where !wanted.contains(source) {
                        try engine.unregisterSource(source, into: &caused)
                        rowLists[source] = nil
                    }
                case .edit(let edit):
                    for source in edit.gone {
                        try engine.unregisterSource(source, into: &caused)
                        rowLists[source] = nil
                    }
                }
            } catch {
                throw rowError(i, error)
            }
            made.append((i, rows))
        }
        for (i, rows) in made {
            do {
                switch rows {
                case .whole(let rows): try setRows(rows, ofReceiverAt: i, into: &caused)
                case .edit(let edit): try apply(edit, toReceiverAt: i, into: &caused)
                }
            } catch {
                throw rowError(i, error)
            }
        }
        report(caused, at: time, line: line, into: &events)
    }

    /// The rows a list receiver is given after a change: all of them, made from the board, or an edit of a flat list's.
    private enum RowsMade {
        case whole([BoardRow])
        case edit(RowEdit)

        /// How many rows the list has after the change.
        var count: Int {
            switch self {
            case .whole(let rows): rows.count
            case .edit(let edit): edit.count
            }
        }
    }

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
    private func rowEdit(ofReceiverAt i: Int, _ lists: ChangedLists) -> RowEdit? {
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

    /// Gives the list receiver at `i` all its rows: each node's source registered, or moved
    /// where its frame changed, and the engine the rows.
    private mutating func setRows(_ rows: [BoardRow], ofReceiverAt i: Int, into caused: inout [DragAction]) throws(EngineError) {
        let receiver = scene.receivers[i]
        let offset = scrollOffset(of: receiver.id)
        var sources: [SourceID?] = []
        sources.reserveCapacity(rows.count)
        for row in rows {
            guard row.isNode else {
                sources.append(nil)
                continue
            }
            let source = SourceID(row.task.id.rawValue)
            try place(source, at: LaidOutRows.frame(row.frame, at: offset), in: receiver, at: i)
            sources.append(source)
        }
        let titles = rows.indices.compactMap { r in rows[r].section.map { (section: $0, row: r) } }
        let isFlat: Bool = if case .list = receiver.role { rows.allSatisfy { $0.isNode && !$0.task.isFolder } } else { false }
        laidOut[i] = LaidOutRows(frames: rows.map(\.frame), offset: offset, sources: sources, titles: titles, isFlat: isFlat)
        try engine.setRows(rows.map(\.listRow), ofList: receiver.id, scrolledBy: offset, into: &caused)
    }

    /// Applies `edit` to the flat list receiver at `i`: the rows it replaces give way to its rows,
    /// whose sources are registered or moved; the rows after them move if their count changed,
    /// and their sources with them where their part of the list changed; and the engine is given
    /// the same edit (``DragDispatcher/replaceRows(_:with:movingRowsAfterTo:ofList:scrolledBy:into:)``).
    /// Rows that stay where they are move only where the list's offset changed (fewer rows,
    /// scrolled to the end), and then only those in view before or after.
    private mutating func apply(_ edit: RowEdit, toReceiverAt i: Int, into caused: inout [DragAction]) throws(EngineError) {
        let receiver = scene.receivers[i]
        let layout = receiver.rows!
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
                    try place(source, at: LaidOutRows.frame(row.frame, at: offset), in: receiver, at: i)
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

    /// Registers `source`, the row of the task with its id, at `frame` (as drawn) in list
    /// `receiver` (the scene's receiver at `i`), or moves it there if its frame as a source
    /// changed: a row that stayed where it was touches nothing in the engine.
    private mutating func place(_ source: SourceID, at frame: Rect, in receiver: Scene.Receiver, at i: Int) throws(EngineError) {
        let frame = Self.sourceFrame(frame, in: receiver)
        if let (j, r) = rowPlace(of: source), let before = laidOut[j] {
            // Only rows that moved touch the engine's index: a drop that shifts a few
            // rows of a long list moves those sources alone.
            if Self.sourceFrame(before.frame(ofRow: r), in: receiver) != frame { try engine.setFrame(frame, ofSource: source) }
        } else {
            let layout = receiver.rows!
            // A task's payload: what `row.task.payload` is, made from its id.
            try engine.register(DragSource(id: source, frame: frame, z: layout.z, payload: Payload(kind: TaskItem.payloadKind, objectID: source.rawValue),
                                           activation: layout.activation, cues: .seed001))
        }
        rowLists[source] = i
    }

    /// Moves the rows of the list at `i` to its scroll offset now: the board has not changed,
    /// so the rows are the same. Each source whose part inside the list changed moves — only rows
    /// reaching the list before or after can, every other row's part is empty both times — and
    /// the engine is given the offset alone (``DragDispatcher/scrollRows(ofList:to:into:)``).
    /// - Complexity: O(v + log n) for the list's n rows, v of them in view before or after;
    ///   nothing hashed but the sources that move.
    mutating func scrollRows(ofReceiverAt i: Int, time: Instant, line: Int, into events: inout [RuntimeEvent]) throws(InputError) {
        let receiver = scene.receivers[i]
        guard var rows = laidOut[i] else { return }
        let before = rows.offset
        rows.offset = scrollOffset(of: receiver.id)
        var caused: [DragAction] = []
        do {
            // Only scrollable lists scroll, and their rows outside the list have empty parts.
            let reaching = [rows.rows(reaching: receiver.frame, at: before), rows.rows(reaching: receiver.frame, at: rows.offset)]
                .sorted { $0.lowerBound < $1.lowerBound }
            var done = 0
            for range in reaching {
                for r in Swift.max(range.lowerBound, done)..<Swift.max(range.upperBound, done) {
                    guard let source = rows.sources[r] else { continue }
                    let frame = Self.sourceFrame(rows.frame(ofRow: r), in: receiver)
                    if frame != Self.sourceFrame(LaidOutRows.frame(rows.frames[r], at: before), in: receiver) {
                        try engine.setFrame(frame, ofSource: source)
                    }
                }
                done = Swift.max(done, range.upperBound)
            }
            laidOut[i] = rows
            try engine.scrollRows(ofList: receiver.id, to: rows.offset, into: &caused)
        } catch {
            throw rowError(i, error)
        }
        report(caused, at: time, line: line, into: &events)
    }

    /// The actions a layout caused, as events.
    private mutating func report(_ caused: [DragAction], at time: Instant, line: Int, into events: inout [RuntimeEvent]) {
        for action in caused {
            events.append(RuntimeEvent(time: time, line: line, kind: .engine(action)))
            // A place that changed under a drag (rows scrolled, a drop elsewhere) is said as a move is.
            if isAnnouncing { announce(action, at: time, line: line, into: &events) }
        }
    }

    private func rowError(_ i: Int, _ error: EngineError) -> InputError {
        InputError(file: scene.errorFile, location: .path("receivers[\(i)].rows"),
                   expected: "task rows whose ids no other source of the scene uses", found: error.description)
    }
}

/// The lists an input changed: the rows of the receivers that show them are laid out again
/// after it, and no others. A drop that reorders one list leaves every other list's rows alone.
/// A list changed by drops alone is known by the changes of its tasks, which say where its rows changed.
struct ChangedLists {
    /// Each list changed, and how. A selection dropped from many lists names each list once,
    /// however many tasks it took.
    private var lists: [ListID: Change] = [:]
    /// Every list (another process wrote to the store, or nothing is known).
    private var everything = false

    private enum Change {
        /// The changes of the list's tasks: those that left it, came to it, or moved or changed in it.
        case tasks([TaskChange])
        /// Changed otherwise (a section opened or closed): laid out whole.
        case whole

        mutating func append(_ change: TaskChange) {
            guard case .tasks(var changes) = self else { return }
            self = .whole // The array is then held once, and grows in place.
            changes.append(change)
            self = .tasks(changes)
        }
    }

    static let all: ChangedLists = {
        var lists = ChangedLists()
        lists.insertAll()
        return lists
    }()

    var isEmpty: Bool { !everything && lists.isEmpty }

    /// `list` changed as a whole.
    mutating func insert(_ list: ListID) { lists[list] = .whole }

    /// The lists `changes` took tasks from and put them in, with the changes.
    mutating func insert(_ changes: [TaskChange]) {
        for change in changes {
            if let before = change.before { lists[before.list, default: .tasks([])].append(change) }
            if change.before?.list != change.after.list { lists[change.after.list, default: .tasks([])].append(change) }
        }
    }

    mutating func insertAll() { everything = true }

    /// Whether a receiver with `role` shows one of the lists.
    func shows(_ role: TaskRole) -> Bool {
        if everything { return true }
        switch role {
        case .list(let list): return lists[list] != nil
        case .sections(let shown, _): return shown.contains { lists[$0] != nil }
        case .complete, .trash, .moveTo, .custom: return false
        }
    }

    /// The changes of `list`'s tasks, when it changed by them alone; `nil` when it changed as a
    /// whole, or everything did, or it did not change.
    func taskChanges(in list: ListID) -> [TaskChange]? {
        guard !everything, case .tasks(let changes)? = lists[list] else { return nil }
        return changes
    }
}
