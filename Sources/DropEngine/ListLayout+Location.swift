import DropGeometry

/// Where among a list's rows a drop at a point goes: the parent and index of the place, the
/// collapsed container or section a rest there opens, and the places a dragged row may not go.
extension ListLayout {
    /// Where among the rows a drop at `point` goes: the parent container's row (-1 for the top
    /// level) and the index among its children, with `move(fromOffsets:toOffset:)` meaning; and
    /// the collapsed container whose middle half the pointer is in, or the collapsed section
    /// whose title it is on, which a rest there opens (`spring`).
    /// `dragged` is the dragged item's own row, when it is one of these.
    ///
    /// 1. In a drop zone: inside its container at the end — or, for one of the container's own
    ///    children, out of it, right after it.
    /// 2. In the middle half of a container's row: inside it, at the end. On the dragged
    ///    container's own row (all of it): its own place. On a collapsed section's title (all of
    ///    it): inside the section, at its end.
    /// 3. Otherwise by the slot `d`: the innermost expanded container whose rows from just after
    ///    its own to its drop zone include row `d`, at the number of its children before row `d`;
    ///    failing that the section whose range (just after its title to the next title) holds
    ///    row `d`, a collapsed one always at its end (its hidden count), the one place in it a
    ///    keyboard offers; failing that the top level, at the number of top-level rows before row `d`.
    /// - Complexity: O(log n), no allocation.
    ///
    /// `kept` is the slot the receiver's hysteresis holds (see ``slot(at:holding:hysteresis:)``),
    /// used instead of the pointer's own; the slot used comes back as `slot`. `held` is the
    /// drag's location until now among these rows, with the receiver's hysteresis: a drag inside
    /// a container at its end stays there until the pointer is that far outside its row's middle
    /// half, so a finger jittering on the half's edge neither flips the location nor restarts the
    /// spring-loading wait; likewise a drag at a collapsed section's end stays there, springing,
    /// until the pointer is that far outside the section's title row. A drag held at the end of a
    /// section that opened under it (`held.opened`: a spring-load, a tap) stays there while the
    /// pointer is on the title's row or that far outside it, where an open title would otherwise
    /// be the previous section's end (upper half) or the section's start (lower half); `opened`
    /// comes back true while it does.
    func location(at point: Point, dragged: Int?, slot kept: Int? = nil,
                  held: Held? = nil) -> (parent: Int, index: Int, spring: Int?, slot: Int, opened: Bool) {
        let plain = slot(at: point.y)
        let d = kept ?? plain
        guard isTree else { return (-1, d, nil, d, false) }
        if let held, held.opened, holdsOpenedSection(held, at: point) { return (Int(held.parent), Int(held.index), nil, d, true) }
        let (parent, index, spring) = treeLocation(at: point, plain: plain, slot: d, dragged: dragged, held: held)
        return (parent, index, spring, d, false)
    }

    /// A drag's location until now among these rows (`parent` row, `index`), the receiver's
    /// hysteresis, and whether it is the end of a section that opened under the pointer.
    typealias Held = (parent: Int32, index: Int32, hysteresis: Double, opened: Bool)

    /// Whether `held`, a section's end, is that of an open section whose title row the pointer at
    /// `point` is on or less than the hysteresis outside.
    private func holdsOpenedSection(_ held: Held, at point: Point) -> Bool {
        let title = Int(held.parent)
        guard title >= 0, title < rows.count, case .section(_, expanded: true, _) = rows[title].node,
              Int(held.index) == childTotal(title) else { return false }
        let frame = self.frame(ofRow: title)
        return frame.minY - held.hysteresis <= point.y && point.y < frame.maxY + held.hysteresis
    }

    /// The section whose end a drag at `spot` is held at while on its title (see
    /// ``location(at:dragged:slot:held:)``): a collapsed section's end, or, when `opened`, an open
    /// section's; by its id, to be found again among new rows. `nil` otherwise.
    func heldSection(_ spot: DragSession.Spot, opened: Bool) -> String? {
        guard case .among(let parent, let index) = spot, parent >= 0, Int(parent) < rows.count,
              case .section(let id, let expanded, _) = rows[Int(parent)].node,
              !expanded || opened, Int(index) == childTotal(Int(parent)) else { return nil }
        return id
    }

    /// The row of the title of section `id`, if it is one of these rows.
    /// - Complexity: O(n).
    func sectionRow(_ id: String) -> Int? {
        rows.firstIndex { if case .section(id, _, _) = $0.node { true } else { false } }
    }

    private func treeLocation(at point: Point, plain: Int, slot d: Int, dragged: Int?,
                              held: Held?) -> (parent: Int, index: Int, spring: Int?) {
        // At a collapsed section's end already: its title stays under the pointer (springing)
        // until the pointer is the hysteresis outside the title's row, as a folder's middle half does.
        if let held, held.parent >= 0, Int(held.parent) < rows.count,
           case .section(_, expanded: false, let hidden) = rows[Int(held.parent)].node, Int(held.index) == hidden {
            let title = Int(held.parent), frame = self.frame(ofRow: title)
            if frame.minY - held.hysteresis <= point.y && point.y < frame.maxY + held.hysteresis { return (title, hidden, title) }
        }
        // The row under the pointer, if any, is the last whose centre is above it or the first below.
        func holds(_ i: Int) -> Bool { i >= 0 && i < rows.count && frame(ofRow: i).minY <= point.y && point.y < frame(ofRow: i).maxY }
        if let r = holds(plain) ? plain : holds(plain - 1) ? plain - 1 : nil {
            switch rows[r].node {
            case .dropZone:
                let container = Int(parentRow[r])
                if let dragged, Int(parentRow[dragged]) == container {
                    return (Int(parentRow[container]), Int(ordinal[container]) + 1, nil)
                }
                return (container, Int(ordinal[r]), nil)
            case .container where r == dragged:
                // The dragged folder's own row is its own place, as an item's is: lifted and put
                // back, it stays (`move(fromOffsets:toOffset:)` meaning), never "inside itself".
                return (Int(parentRow[r]), Int(ordinal[r]), nil)
            case .container(_, let expanded, _):
                let frame = self.frame(ofRow: r)
                let count = zoneRow[r] >= 0 ? Int(ordinal[Int(zoneRow[r])]) : 0
                // Inside at the end already: the middle half is wider by the hysteresis.
                let margin = held.map { $0.parent == r && $0.index == count ? $0.hysteresis : 0 } ?? 0
                if frame.minY + frame.height / 4 - margin <= point.y && point.y < frame.maxY - frame.height / 4 + margin {
                    return (r, count, expanded ? nil : r)
                }
            case .section(_, expanded: false, let hidden):
                // All of a collapsed title is its section's end, so a rest anywhere on it opens it.
                return (r, Int(hidden), r)
            case .item, .section:
                break
            }
        }
        // A section's range runs from just after its title to the next section's title. A collapsed
        // section shows none of its items, so its one place is its end (its hidden count), as the
        // keyboard's places have it: the gap under its title, and above the first title when it is the first.
        guard d < rows.count else { return lastSection >= 0 ? (lastSection, childTotal(lastSection), nil) : (-1, topLevelCount, nil) }
        if case .section(_, let expanded, _) = rows[d].node {
            let previous = Int(previousSection[d])
            return previous >= 0 ? (previous, childTotal(previous), nil) : (d, expanded ? 0 : childTotal(d), nil)
        }
        // Row d's parent is the innermost expanded container whose range holds d, and its ordinal
        // the number of that container's children before it. A collapsed container's range is
        // not open: at its drop zone the slot is just after it, among its own siblings.
        if case .dropZone = rows[d].node, case .container(_, expanded: false, _) = rows[Int(parentRow[d])].node {
            let container = Int(parentRow[d])
            return (Int(parentRow[container]), Int(ordinal[container]) + 1, nil)
        }
        return (Int(parentRow[d]), Int(ordinal[d]), nil)
    }

    /// Whether the dragged row may not go inside the container at row `parent`: a container never
    /// goes inside itself or anything in it, and a top-level-only item never inside anything.
    func blocks(dragged: Int?, parent: Int) -> Bool {
        guard let dragged, parent >= 0 else { return false }
        switch rows[dragged].node {
        case .container:
            return parent >= dragged && parent <= Int(zoneRow[dragged])
        case .item(_, topLevelOnly: true):
            if case .section = rows[parent].node { return false } // a section's items are its top level
            return true
        case .item, .dropZone, .section:
            return false
        }
    }

    /// Why ``blocks(dragged:parent:)`` holds, or `nil` when it does not.
    func blockReason(dragged: Int?, parent: Int) -> String? {
        guard let dragged, blocks(dragged: dragged, parent: parent) else { return nil }
        return columns.sources.insideReason(ofRow: dragged)
    }

    /// The depth of a place among the children of row `parent` (-1: the top level): the parent's depth + 1, 0 at the top level.
    func depth(inside parent: Int) -> Int {
        parent >= 0 ? rows[parent].depth + 1 : 0
    }
}
