/// Positions as people count them, for announcements: where a drop puts an item, where a row stands.
extension DragDispatcher {
    /// Where a drop of `source`'s item at `location` puts it: its 1-based position among the
    /// container's children after the drop, and how many there are then (the dragged row counted
    /// once when it is already among them; a collapsed folder's hidden children counted). For a
    /// selected source, where the first of the selection lands: every carried row above the place
    /// among the same children leaves it, and every carried item from elsewhere joins them (one
    /// inside another carried, which travels in it, neither).
    ///
    /// `nil` for a location no drag could have: a receiver not registered; a place among rows
    /// (``DropLocation/among(_:parent:index:depth:)``) of a receiver that takes drops onto itself,
    /// or inside a row that is not a folder or section of its rows, or at an index outside
    /// 0…the children there; or a source that is neither registered, selected nor dragged.
    ///
    /// ```swift
    /// engine.place(of: .among("list", index: 3), carrying: "t1")  // .among("list", container: .topLevel, position: 3, count: 5)
    /// engine.place(of: .among("list", index: 9), carrying: "t1")  // nil: the list has 5 rows
    /// ```
    /// - Complexity: O(1) (a section's title is found by its list); for a source among the k
    ///   selected, O(k · d) for rows d deep.
    public func place(of location: DropLocation, carrying source: SourceID) -> DropPlace? {
        guard sourceHandles[source] != nil || selected.members.contains(source) || sessions.holder(of: source) != nil,
              let handle = receivers.handles[location.receiver], let record = receivers.records[Int(handle.rawValue)] else { return nil }
        switch location {
        case .onto:
            return .onto(location.receiver)
        case .among(_, let parent, let index, _):
            guard record.receiver.placement == .amongRows, index >= 0 else { return nil }
            guard let layout = record.layout else {
                // Rows never set: an empty list, whose one place is the first.
                return parent == nil && index == 0 ? countedPlace(of: location, carrying: source) : nil
            }
            let row = parent.map { layout.containerRow(named: $0) } ?? -1
            guard let row else { return nil }
            if row >= 0 {
                switch layout.rows[row].node {
                case .container, .section: break
                case .item, .dropZone: return nil
                }
            }
            return index <= layout.childTotal(row) ? countedPlace(of: location, carrying: source) : nil
        }
    }

    /// ``place(of:carrying:)`` for a location the engine gave (an action's, a drag's hover), which
    /// it trusts: a location whose rows went meanwhile is counted by its index alone.
    package func countedPlace(of location: DropLocation, carrying source: SourceID) -> DropPlace {
        switch location {
        case .onto(let receiver):
            return .onto(receiver)
        case .among(let receiver, let parent, let index, _):
            guard let handle = receivers.handles[receiver], let layout = receivers.records[Int(handle.rawValue)]?.layout,
                  let row = parent.map({ layout.containerRow(named: $0) }) ?? -1 else {
                // No rows to count (or a container not among them): the position is all there is.
                return .among(receiver, container: parent.map { .folder($0) } ?? .topLevel, position: index + 1, count: index + 1)
            }
            let counted = selected.members.contains(source)
                ? layout.place(parent: row, index: index, carrying: carriedRows(in: layout, with: source))
                : layout.place(parent: row, index: index, dragged: layout.row(of: source))
            return .among(receiver, container: Self.container(row, in: layout), position: counted.position, count: counted.count)
        }
    }

    /// The rows in `layout` of the selected items a drag of `source` carries as items of their
    /// own (`nil` for one not among them), in the selection's order: a source inside another the
    /// drag carries, which travels in it, and one another pointer swipes are left out, row or not.
    /// - Complexity: O(k · d) for the k sources selected, d deep inside one another.
    private func carriedRows(in layout: ListLayout, with source: SourceID) -> [Int?] {
        var rows: [Int?] = []
        rows.reserveCapacity(selected.count)
        for item in selected.sources where isCountedItem(item.source, with: source) { rows.append(layout.row(of: item.source)) }
        return rows
    }

    /// Where `source`'s row stands among the rows of the list that lays it out, or `nil` when it
    /// is no list's row (a button). When several lists' rows name it, the one registered first
    /// (of those still registered, by handle) answers.
    /// - Complexity: O(1): the list is found by the source, not searched for.
    public func place(ofSource source: SourceID) -> DropPlace? {
        guard let raw = receivers.rowHolders.first(holding: source), let record = receivers.records[Int(raw)],
              let layout = record.layout, let row = layout.row(of: source) else { return nil }
        let parent = Int(layout.parentRow[row])
        return .among(record.receiver.id, container: Self.container(parent, in: layout), position: Int(layout.ordinal[row]) + 1,
                      count: layout.childTotal(parent))
    }

    /// The row of list `id` whose source is `source`, as its rows were last set (top to bottom,
    /// from 0), or `nil` when the list has no such row, its rows were never set, or no receiver is `id`.
    /// - Complexity: O(1): two hash lookups.
    public func row(ofSource source: SourceID, inList id: ReceiverID) -> Int? {
        guard let handle = receivers.handles[id] else { return nil }
        return receivers.records[Int(handle.rawValue)]?.layout?.row(of: source)
    }

    /// The rows of list `id` as last set, or `nil` when they never were: the runtime reads the
    /// few it edits. Let go of them before the rows change (``replaceRows(_:with:movingRowsAfterTo:ofList:scrolledBy:into:)``
    /// changes them in place only when nothing else holds them).
    /// - Complexity: O(1): the layout's own array, shared.
    package func rows(ofList id: ReceiverID) -> [ListRow]? {
        guard let handle = receivers.handles[id] else { return nil }
        return receivers.records[Int(handle.rawValue)]?.layout?.rows
    }

    /// The drop zone row of the container at row `row` of list `id`, as its rows were last set;
    /// `nil` when that row is no container's, or the list has no such row.
    /// - Complexity: O(1).
    package func zoneRow(ofRow row: Int, inList id: ReceiverID) -> Int? {
        guard let handle = receivers.handles[id], let layout = receivers.records[Int(handle.rawValue)]?.layout,
              layout.rows.indices.contains(row), layout.zoneRow[row] >= 0 else { return nil }
        return Int(layout.zoneRow[row])
    }

    private static func container(_ row: Int, in layout: ListLayout) -> DropPlace.Container {
        guard row >= 0 else { return .topLevel }
        switch layout.rows[row].node {
        case .section(let list, _, _): return .section(list)
        case .container(let id, _, _), .item(let id, _), .dropZone(of: let id): return .folder(id)
        }
    }

    /// Why the rows themselves block `pointer`'s drag where it is (a folder over its own
    /// contents, a header inside a folder), or `nil` when they do not (a location rule may). For
    /// a drag of a selection, the first carried row that is blocked there says why.
    func layoutObstacle(of pointer: PointerID) -> Obstacle? {
        guard let i = sessions.slot(of: pointer), let hover = sessions[i].hover, let parent = hover.spot.parent,
              let layout = receivers.records[Int(hover.handle.rawValue)]?.layout,
              let blocked = sessions[i].grip.blockingRow(in: layout, parent: Int(parent)) else { return nil }
        switch layout.rows[blocked].node {
        case .container: return .insideItself
        case .item(_, topLevelOnly: true): return .topLevelOnly
        case .item, .dropZone, .section: return nil
        }
    }

    /// The source a refusal or block of `pointer`'s drag where it is speaks of: the dragged
    /// source, or for a drag of a selection the first source it carries that is refused or
    /// blocked there (a header selected with tasks, over a receiver that takes no header);
    /// `nil` when the drag is not over a receiver.
    func obstacleSource(of pointer: PointerID) -> SourceID? {
        guard let i = sessions.slot(of: pointer), let hover = sessions[i].hover else { return nil }
        return receivers.records.judged(hover, for: sessions[i].grip).source
    }
}
