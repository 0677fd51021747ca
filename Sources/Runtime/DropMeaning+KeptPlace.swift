import TaskModel

extension DropMeaning {
    /// The same drop on `board`, where it was aimed at the rows of `seen`: a slot among a list's
    /// or a folder's open nodes is kept beside the nodes it lay between, so that rows another
    /// process added, removed or moved since `seen` do not shift where the drop lands.
    ///
    /// A drop at the top stays at the top, and one at the end (below the last row, or into a
    /// folder at its end) stays at the end. Between rows, it goes just after the nearest node
    /// above its slot in `seen` that is still among the same nodes of `board`; with none, just
    /// before the nearest such node below; with neither, at the same slot, or the end if there
    /// are fewer nodes now. A drop without a slot (onto Complete, Trash or a tab) is unchanged.
    /// - Complexity: O(n + m) for the n nodes of the container in `seen` and m in `board`.
    func keepingPlace(aimedAt seen: TaskBoard, on board: TaskBoard) -> DropMeaning {
        switch self {
        case .place(let id, let list, let parent, let slot?):
            let kept = Self.slot(slot, among: Self.nodes(in: list, parent: parent, of: seen), now: Self.nodes(in: list, parent: parent, of: board))
            return .place(id, in: list, parent: parent, slot: kept)
        case .placeInFolder(let id, let folder, let slot):
            return .placeInFolder(id, folder: folder, slot: Self.slot(slot, among: seen.children(of: folder).map(\.id), now: board.children(of: folder).map(\.id)))
        case .add(let list, let slot?):
            return .add(in: list, slot: Self.slot(slot, among: Self.nodes(in: list, parent: nil, of: seen), now: Self.nodes(in: list, parent: nil, of: board)))
        case .place(_, _, _, nil), .add(_, nil), .complete, .trash, .moveTo:
            return self
        }
    }

    /// The open nodes a slot counts: `parent`'s children, or `list`'s top level.
    private static func nodes(in list: ListID, parent: TaskID?, of board: TaskBoard) -> [TaskID] {
        (parent.map { board.children(of: $0) } ?? board.openTasks(in: list)).map(\.id)
    }

    /// `slot` among `seen`, as a slot among `now`: the top and the end stay so; between, after
    /// the nearest node above it that `now` holds, else before the nearest below, else the same
    /// number at most `now.count`. A slot outside `seen` is returned as it is.
    static func slot(_ slot: Int, among seen: [TaskID], now: [TaskID]) -> Int {
        // A slot out of range stays as it is, for the board to refuse.
        guard seen != now, (0...seen.count).contains(slot) else { return slot }
        if slot == 0 { return 0 }
        if slot == seen.count { return now.count }
        var position: [TaskID: Int] = [:]
        position.reserveCapacity(now.count)
        for (i, id) in now.enumerated() { position[id] = i }
        if let above = seen[..<slot].reversed().lazy.compactMap({ position[$0] }).first { return above + 1 }
        if let below = seen[slot...].lazy.compactMap({ position[$0] }).first { return below }
        return min(slot, now.count)
    }
}
