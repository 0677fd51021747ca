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
        guard let place = rowPlaces[source] else { return nil }
        return laidOut[place.receiver]?.frame(ofRow: place.row)
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
    /// - Throws: when a task's id is the id of one of the scene's other sources (`add`).
    mutating func layOutRows(of lists: ChangedLists = .all, time: Instant, line: Int, into events: inout [RuntimeEvent]) throws(InputError) {
        var caused: [DragAction] = []
        var made: [(index: Int, rows: [BoardRow], offset: Double)] = []
        for i in rowReceivers where lists.shows(scene.receivers[i].role) {
            let receiver = scene.receivers[i]
            let rows = unscrolledRows(of: receiver)
            if receiver.isScrollable { holdScrollOffset(of: receiver, rowCount: rows.count) }
            guard receiver.role.placement == .amongRows else { continue }
            let wanted = Set(rows.lazy.filter(\.isNode).map { SourceID($0.task.id.rawValue) })
            do {
                for case let source? in laidOut[i]?.sources ?? [] where !wanted.contains(source) {
                    try engine.unregisterSource(source, into: &caused)
                    rowPlaces[source] = nil
                }
            } catch {
                throw rowError(i, error)
            }
            made.append((i, rows, scrollOffset(of: receiver.id)))
        }
        for (i, rows, offset) in made {
            let receiver = scene.receivers[i]
            let layout = receiver.rows!
            var sources: [SourceID?] = []
            sources.reserveCapacity(rows.count)
            do {
                for (r, row) in rows.enumerated() {
                    guard row.isNode else {
                        sources.append(nil)
                        continue
                    }
                    let source = SourceID(row.task.id.rawValue)
                    let frame = Self.sourceFrame(LaidOutRows.frame(row.frame, at: offset), in: receiver)
                    if let place = rowPlaces[source], let before = laidOut[place.receiver] {
                        // Only rows that moved touch the engine's index: a drop that shifts a few
                        // rows of a long list moves those sources alone.
                        if Self.sourceFrame(before.frame(ofRow: place.row), in: receiver) != frame { try engine.setFrame(frame, ofSource: source) }
                    } else {
                        try engine.register(DragSource(id: source, frame: frame, z: layout.z, payload: row.task.payload,
                                                       activation: layout.activation, cues: .seed001))
                    }
                    rowPlaces[source] = (i, r)
                    sources.append(source)
                }
                let titles = rows.indices.compactMap { r in rows[r].section.map { (section: $0, row: r) } }
                laidOut[i] = LaidOutRows(frames: rows.map(\.frame), offset: offset, sources: sources, titles: titles)
                try engine.setRows(rows.map(\.listRow), ofList: receiver.id, scrolledBy: offset, into: &caused)
            } catch {
                throw rowError(i, error)
            }
        }
        report(caused, at: time, line: line, into: &events)
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
struct ChangedLists {
    /// A set: a selection dropped from many lists names each once, however many it took.
    private var lists: Set<ListID> = []
    /// Every list (another process wrote to the store, or nothing is known).
    private var everything = false

    static let all: ChangedLists = {
        var lists = ChangedLists()
        lists.insertAll()
        return lists
    }()

    var isEmpty: Bool { !everything && lists.isEmpty }

    mutating func insert(_ list: ListID) { lists.insert(list) }

    /// The lists `changes` took tasks from and put them in.
    mutating func insert(_ changes: [TaskChange]) {
        for change in changes {
            if let before = change.before { insert(before.list) }
            insert(change.after.list)
        }
    }

    mutating func insertAll() { everything = true }

    /// Whether a receiver with `role` shows one of the lists.
    func shows(_ role: TaskRole) -> Bool {
        if everything { return true }
        switch role {
        case .list(let list): return lists.contains(list)
        case .sections(let shown, _): return shown.contains(where: lists.contains)
        case .complete, .trash, .moveTo, .custom: return false
        }
    }
}
