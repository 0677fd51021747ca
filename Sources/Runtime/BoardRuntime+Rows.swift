import DropEngine
import DropGeometry
import TaskModel
import TaskStore

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

    /// Takes the state the store holds for each list shown as a section (``TaskStore/collapsedLists``);
    /// a list it holds none for keeps the state it has (the scene's).
    /// - Complexity: O(*l*) in the lists whose state the store holds.
    private mutating func adoptStoredSections(of store: TaskStore) {
        for (list, collapsed) in store.collapsedLists where isSection(list) {
            if collapsed { collapsedSections.insert(list) } else { collapsedSections.remove(list) }
        }
    }

    /// Registers, moves and removes row sources so each open task's row is where its list
    /// draws it, and tells each list receiver its rows. Every list's gone rows are removed
    /// before any new row is registered: a task moved from one list to another keeps its id.
    /// Only the receivers that show one of `lists` are laid out: the rows of the others are
    /// made from lists that did not change, and are where they were. A list receiver laid out is
    /// given its `springLoad` as its dwell while its rows hold a folder, and none otherwise (a
    /// folder moved in or out by a drop, an undo or another process). Then the selection is kept
    /// current: nodes no longer open leave it (``select(_:at:line:into:)``).
    ///
    /// A list or sections changed task by task (a drop, not a section opened or another process's
    /// writes) is changed where the changed tasks were and are (``RowEdit``): the rows above
    /// stay as they are, the rows below move if their count changed, and no other row is made
    /// or hashed. In a tree a changed folder's row is made with its subtree's, and a collapsed
    /// folder's or section's row with the hidden count a change moved (``rowEdit(ofReceiverAt:_:)``).
    /// Other lists are laid out whole from the board.
    /// - Throws: when a task's id is the id of one of the scene's other sources (`add`).
    /// - Complexity: for a list changed by k tasks, O(k log n) to find where they were and
    ///   are among its n rows (O(k (d + log n)) in a tree d deep), and O(m + t) for the m rows
    ///   between them and the t rows below, which move (for a scrollable list, only those in view
    ///   move in the engine's index of sources), plus for a tree or sections the engine's O(n)
    ///   plain pass over the rows' nesting; O(n) for a list laid out whole.
    mutating func layOutRows(of lists: ChangedLists = .all, time: Instant, line: Int, into events: inout [RuntimeEvent]) throws(InputError) {
        // Every change of the board is laid out here: counted here, none passes ``revision`` by
        // (a change of a list no receiver shows too: the board calls report it).
        revision &+= 1
        // A store read anew (made, or another process's commits read) may hold sections' states: they are shown.
        if let store, store.revision != rowsRevision { adoptStoredSections(of: store) }
        var caused: [DragAction] = []
        let placesBefore = isAnnouncing ? dragPlaces() : []
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
                // A list springs folders open while it holds one: its dwell goes before rows without
                // folders and comes after rows with them, so that the engine never holds a flat
                // list's rows with a dwell (it would dwell at any rest among them).
                let springs = springs(rows, ofReceiverAt: i)
                if springs == false { try engine.setDwell(nil, ofReceiver: scene.receivers[i].id) }
                switch rows {
                case .whole(let rows): try setRows(rows, ofReceiverAt: i, into: &caused)
                case .edit(let edit): try apply(edit, toReceiverAt: i, into: &caused)
                }
                if springs == true { try engine.setDwell(scene.receivers[i].springLoad, ofReceiver: scene.receivers[i].id) }
            } catch {
                throw rowError(i, error)
            }
        }
        rowsRevision = store?.revision
        report(caused, at: time, line: line, into: &events)
        // The selection first: a selected task the change closed leaves it, and a drag of the
        // selection counts its places without it ("of 4", not "of 5").
        keepSelectionCurrent(at: time, line: line, into: &events)
        if isAnnouncing { announceMovedPlaces(since: placesBefore, caused: caused, at: time, line: line) }
    }

    /// Each drag's location and the place it stands for (``DragDispatcher/place(of:carrying:)``) on the rows as they are.
    private func dragPlaces() -> [(pointer: PointerID, source: SourceID, location: DropLocation, place: DropPlace)] {
        engine.activePointers.compactMap { pointer in
            guard let source = engine.drag(of: pointer)?.source, let location = engine.hover(of: pointer)?.location else { return nil }
            return (pointer, source, location, engine.countedPlace(of: location, carrying: source))
        }
    }

    /// A drag whose location kept its name while the rows changed under it (an undo, another
    /// process's write, a drop elsewhere) may stand for another place: "position 3 of 4" became
    /// "of 5". The engine reports no move then, so the update is observed here, as a move's is.
    /// A drag the change did move (`caused` enters or moves it) had its update observed while the
    /// selection still held what the change closed: it is counted again, on the selection as it
    /// is now (called after ``keepSelectionCurrent(at:line:into:)``).
    private mutating func announceMovedPlaces(since before: [(pointer: PointerID, source: SourceID, location: DropLocation, place: DropPlace)],
                                              caused: [DragAction], at time: Instant, line: Int) {
        for drag in before {
            guard engine.drag(of: drag.pointer)?.source == drag.source, let hover = engine.hover(of: drag.pointer) else { continue }
            if let last = caused.last(where: { $0.pointer == drag.pointer }) {
                switch last {
                case .entered, .movedWithin: break
                case .pressBegan, .pressEnded, .pressRefused, .dragStarted, .exited, .dropped, .cancelled, .dwelled, .swiping, .swipeEnded,
                     .inputRejected:
                    continue
                }
            } else {
                guard hover.location == drag.location, engine.countedPlace(of: hover.location, carrying: drag.source) != drag.place else { continue }
            }
            var none: [RuntimeEvent] = [] // An update waits for quiet: observing it says nothing now.
            announce(.movedWithin(drag.pointer, location: hover.location, verdict: hover.verdict), at: time, line: line, into: &none)
        }
    }

    /// Whether the list receiver at `i`, given `rows`, is to spring folders open (`true`) or not
    /// (`false`) where it did otherwise until now; `nil` when that stays as it is, or the receiver
    /// is no list or has no `springLoad`. A list holds folders when its rows as laid out are not
    /// flat (``LaidOutRows/isFlat``), and after an edit when it leaves folder rows (``LaidOutRows/folderRows``).
    /// - Complexity: O(n) for a list's n rows laid out whole (a folder looked for), O(1) for an edit.
    private func springs(_ rows: RowsMade, ofReceiverAt i: Int) -> Bool? {
        let receiver = scene.receivers[i]
        guard case .list = receiver.role, receiver.springLoad != nil else { return nil }
        let before = laidOut[i].map { !$0.isFlat } ?? false // registered without a dwell
        let after = switch rows {
        case .whole(let rows): rows.contains { $0.task.isFolder }
        case .edit(let edit): (laidOut[i]?.folderRows ?? 0) + edit.folders > 0
        }
        return before == after ? nil : after
    }

    /// The rows a list receiver is given after a change: all of them, made from the board, or an edit of those that changed.
    /// `indirect`: held inline, a `.whole`'s bytes beyond its one array were never written, and
    /// copying the enum read them to find its case (valgrind memcheck under the C tests:
    /// "Conditional jump or move depends on uninitialised value(s)" in `layOutRows`).
    private indirect enum RowsMade {
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
            try place(source, kind: row.task.kind.payloadKind, of: row.task.list, at: LaidOutRows.frame(row.frame, at: offset), in: receiver, at: i)
            sources.append(source)
        }
        let titles = rows.indices.compactMap { r in rows[r].section.map { (section: $0, row: r) } }
        let isFlat: Bool = if case .list = receiver.role { rows.allSatisfy { $0.isNode && !$0.task.isFolder } } else { false }
        laidOut[i] = LaidOutRows(frames: rows.map(\.frame), offset: offset, sources: sources, titles: titles, isFlat: isFlat,
                                 folderRows: rows.count { $0.isNode && $0.task.isFolder })
        try engine.setRows(rows.map(\.listRow), ofList: receiver.id, scrolledBy: offset, into: &caused)
    }

    /// Registers `source`, the row of the task with its id, carrying `kind` (its ``TaskItem/payload``'s),
    /// at `frame` (as drawn) in list `receiver` (the scene's receiver at `i`), or moves it there if
    /// its frame as a source changed: a row that stayed where it was touches nothing in the engine.
    /// The task is in `list`, whose tabs refuse its drag (``DragSource/alreadyIn``): the board
    /// refuses to move a task to the list it is in.
    mutating func place(_ source: SourceID, kind: PayloadKind, of list: ListID, at frame: Rect, in receiver: Scene.Receiver,
                        at i: Int) throws(EngineError) {
        let frame = Self.sourceFrame(frame, in: receiver)
        let tabs = ids.tabs[list] ?? []
        if let (j, r) = rowPlace(of: source), let before = laidOut[j] {
            // Only rows that moved touch the engine's index: a drop that shifts a few
            // rows of a long list moves those sources alone.
            if Self.sourceFrame(before.frame(ofRow: r), in: receiver) != frame { try engine.setFrame(frame, ofSource: source) }
            // A list receiver shows one list; in sections a row stays registered as its task moves to another.
            if case .sections = receiver.role, !ids.tabs.isEmpty { try engine.setAlreadyIn(tabs, ofSource: source) }
        } else {
            let layout = receiver.rows!
            // A task's payload: what `row.task.payload` is, made from its id.
            // A task's or folder's row swipes as `"swipe"` says, a header's as `"headerSwipe"`.
            try engine.register(DragSource(id: source, frame: frame, z: layout.z, payload: Payload(kind: kind, objectID: source.rawValue),
                                           activation: layout.activation, cues: .seed001, alreadyIn: tabs,
                                           swipe: (kind == .header ? layout.headerSwipe : layout.swipe)?.engineSwipe))
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
        // Every scroll moves the rows here (its callers call it only when the offset changed).
        revision &+= 1
        guard var rows = laidOut[i] else { return }
        let before = rows.offset
        rows.offset = scrollOffset(of: receiver.id)
        // Reused, taken out while the engine fills it: a step allocates nothing for it.
        var caused = scrolling.caused
        scrolling.caused = []
        do {
            // Only scrollable lists scroll, and their rows outside the list have empty parts.
            var reaching = (rows.rows(reaching: receiver.frame, at: before), rows.rows(reaching: receiver.frame, at: rows.offset))
            if reaching.1.lowerBound < reaching.0.lowerBound { reaching = (reaching.1, reaching.0) }
            var done = 0
            for k in 0..<2 {
                let range = k == 0 ? reaching.0 : reaching.1
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
        caused.removeAll(keepingCapacity: true)
        scrolling.caused = caused
    }

    /// The actions a layout caused, as events.
    private mutating func report(_ caused: [DragAction], at time: Instant, line: Int, into events: inout [RuntimeEvent]) {
        for action in caused {
            events.append(RuntimeEvent(time: time, line: line, kind: .engine(action)))
            // A place that changed under a drag (rows scrolled, a drop elsewhere) is said as a move is.
            if isAnnouncing { announce(action, at: time, line: line, into: &events) }
        }
    }

    /// What the engine's refusal of receiver `i`'s rows says is wrong: a row's id another source
    /// has, or (in a scene built or changed in code) rows the layout puts out of order or out of
    /// finite numbers.
    private func rowError(_ i: Int, _ error: EngineError) -> InputError {
        let expected = switch error.code {
        case .duplicateSource: "task rows whose ids no other source of the scene uses"
        case .invalidGeometry, .rowsOutOfOrder: "a row layout whose rows run top to bottom with finite frames (a pitch ≥ 0, a finite indent)"
        case .duplicateReceiver, .unknownReceiver, .unknownSource, .notAList, .malformedTree, .emptyID: "rows the engine takes"
        }
        return InputError(file: scene.errorFile, location: .path("receivers[\(i)].rows"), expected: expected, found: error.description)
    }
}
