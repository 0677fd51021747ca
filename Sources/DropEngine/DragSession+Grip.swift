import DropGeometry
import Synchronization

/// What a pointer holds: the pressed source (`Grip`) and, for a drag of a selection, the rest it
/// carries (`Company`) — classes made once per press, which hit tests read without copying.
extension DragSession {
    /// What the pointer holds: the source, its payload, where the press began, its cues. A class,
    /// made once per press: a hit test holds it with one reference count instead of copying its strings.
    final class Grip: Sendable {
        let source: SourceID
        let payload: Payload
        /// The payload kind's bit in ``ReceiverTable/verdictBits``; 0 when the rules must be asked.
        let kindBit: UInt64
        let origin: Point
        let cues: DragCues
        /// The source's row in the list layout last asked, with that layout: moves over one list
        /// hash the source's id once, not on every move. Rows laid out again make a new layout,
        /// looked up afresh, so it is never stale. Behind a lock: copies of a dispatcher share
        /// their grips and may move on different threads.
        private let lastRow = Mutex<(layout: ListLayout, row: Int?)?>(nil)
        /// The source's frame at the press: the dragged item's rectangle, moved with the pointer
        /// (``DropReceiver/Collision/rectIntersection``); `nil` when there is none.
        let frame: Rect?
        /// The other selected sources the drag carries along, when its source is selected with
        /// others (``DragDispatcher/select(_:into:)``); `nil` for a drag of one source (most).
        let company: Company?
        /// The receivers the source is already in (``DragSource/alreadyIn``), as it named them.
        let alreadyIn: [ReceiverID]
        /// The receivers that refuse the drag for that (``RejectReason/alreadyThere(_:)``): those of
        /// `alreadyIn` that every member of the company names too. Usually empty.
        let refusedBy: [ReceiverID]
        /// Neither a company nor a receiver refusing it: a hit test judges the payload alone, by its kind's bit.
        let isAlone: Bool
        /// How the source can be swiped instead (``DragSource/swipe``); `nil` for most.
        let swipe: Swipe?

        init(source: SourceID, payload: Payload, kindBit: UInt64, origin: Point, cues: DragCues, frame: Rect? = nil,
             company: Company? = nil, alreadyIn: [ReceiverID] = [], swipe: Swipe? = nil) {
            self.source = source
            self.payload = payload
            self.kindBit = kindBit
            self.origin = origin
            self.cues = cues
            self.frame = frame
            self.company = company
            self.alreadyIn = alreadyIn
            refusedBy = company.map { company in alreadyIn.filter { id in company.members.allSatisfy { $0.alreadyIn.contains(id) } } } ?? alreadyIn
            isAlone = company == nil && refusedBy.isEmpty
            self.swipe = swipe
        }

        /// The same grip carrying `company` instead: the selection changed under the drag.
        func carrying(_ company: Company?) -> Grip {
            Grip(source: source, payload: payload, kindBit: kindBit, origin: origin, cues: cues, frame: frame, company: company,
                 alreadyIn: alreadyIn, swipe: swipe)
        }

        /// Lets go of the layout last asked: for a session that is over, whose slot keeps it
        /// until the slot is given again, so that laying out that list's rows again can change
        /// them in place (``ListLayout/applying(_:to:)``) rather than copy them.
        func forgetRow() {
            lastRow.withLock { $0 = nil }
            company?.forgetRows()
        }

        /// Lets go of `layout` if it is the one last asked: its rows are about to change, and an
        /// edit changes them in place only when nothing else holds them. The next hit test asks
        /// the new rows (one lookup).
        func forgetRow(in layout: ListLayout) {
            lastRow.withLock { if $0?.layout === layout { $0 = nil } }
            company?.forgetRows(in: layout)
        }

        /// The first source the drag carries whose payload `test` holds for, with that payload:
        /// its own, then its company's members', in order.
        func firstCarried(where test: (Payload) -> Bool) -> (source: SourceID, payload: Payload)? {
            if test(payload) { return (source, payload) }
            return company?.members.first { test($0.payload) }.map { ($0.source, $0.payload) }
        }

        /// The carried row that may not go inside the container at row `parent` of `layout`
        /// (``ListLayout/blocks(dragged:parent:)``): the dragged row, else the first of its
        /// company's; `nil` when none is blocked there.
        func blockingRow(in layout: ListLayout, parent: Int) -> Int? {
            let own = row(in: layout)
            if layout.blocks(dragged: own, parent: parent) { return own }
            return company?.blockingRow(in: layout, parent: parent)
        }

        /// The dragged item's rectangle with the pointer at `point`.
        func draggedFrame(at point: Point) -> Rect? {
            frame.map { Rect(x: $0.minX + point.x - origin.x, y: $0.minY + point.y - origin.y, width: $0.width, height: $0.height) }
        }

        /// The row of ``source`` among `layout`'s rows, if it is one of them.
        func row(in layout: ListLayout) -> Int? {
            lastRow.withLock { last in
                if let last, last.layout === layout { return last.row }
                let row = layout.row(of: source)
                last = (layout, row)
                return row
            }
        }
    }

    /// The sources a drag of a selected source carries besides it (see
    /// ``DragDispatcher/select(_:into:)``): the rest of the selection, in its order. A class,
    /// made once per press of a selected source: a hit test asks it only whether the receiver
    /// takes their kinds (one AND when each has a bit) and whether their rows block the place.
    final class Company: Sendable {
        /// One of the other selected sources, with its payload and the payload kind's bit (0 when
        /// the rules must be asked).
        struct Member: Sendable {
            let source: SourceID
            let payload: Payload
            let kindBit: UInt64
            /// The receivers it already is in (``SelectedSource/alreadyIn``).
            let alreadyIn: [ReceiverID]
        }

        /// The other selected sources, in order: the payloads a receiver must take, and the rows
        /// that block places (a source whose row comes into view later, as its folder opens,
        /// blocks as soon as it is among the rows).
        let members: [Member]
        /// How many items the drag carries, its own source included: the badge's number. Fewer
        /// than `members.count + 1` when some lie inside another carried source, which they travel in.
        let count: Int
        /// The members' kind bits together: a receiver whose verdict bits hold them all takes every member.
        let kindBits: UInt64
        /// Whether some member's kind has no bit, so the rules must be asked.
        let asks: Bool
        /// The rows of the members among the rows of the layout last asked, with that layout and
        /// where those rows keep a drag out (``ListLayout/CarriedBlock``): found again, into the
        /// same storage, only when the rows were laid out again.
        private let lastRows = Mutex<(layout: ListLayout, rows: [Int], block: ListLayout.CarriedBlock)?>(nil)

        init(members: [Member], count: Int) {
            self.members = members
            self.count = count
            kindBits = members.reduce(0) { $0 | $1.kindBit }
            asks = members.contains { $0.kindBit == 0 }
        }

        /// The first of their rows among `layout`'s that may not go inside the container at row
        /// `parent`, or `nil`: what names a blocked verdict.
        /// - Complexity: O(k) for the k sources, plus a lookup of each when the rows were laid
        ///   out again since the last call; no allocation but then.
        func blockingRow(in layout: ListLayout, parent: Int) -> Int? {
            lastRows.withLock { last in
                Self.find(in: layout, &last, members)
                return last!.rows.first { layout.blocks(dragged: $0, parent: parent) }
            }
        }

        /// Whether any of their rows among `layout`'s may not go inside the container at row
        /// `parent`: what a hit test asks at every move.
        /// - Complexity: O(log k), plus O(k log k) when the rows were laid out again since the
        ///   last call (a selection of thousands dragged over a tree costs a move what one row does).
        func blocks(in layout: ListLayout, parent: Int) -> Bool {
            lastRows.withLock { last in
                Self.find(in: layout, &last, members)
                return last!.block.blocks(parent: parent, in: layout)
            }
        }

        /// The members' rows among `layout`'s, into `last`, unless `last` holds them already.
        private static func find(in layout: ListLayout, _ last: inout (layout: ListLayout, rows: [Int], block: ListLayout.CarriedBlock)?,
                                 _ members: [Member]) {
            guard last?.layout !== layout else { return }
            var rows = last.take()?.rows ?? []
            rows.removeAll(keepingCapacity: true)
            for member in members { if let row = layout.row(of: member.source) { rows.append(row) } }
            last = (layout, rows, ListLayout.CarriedBlock(rows, in: layout))
        }

        /// Their rows among `layout`'s, top to bottom.
        func rows(in layout: ListLayout) -> [Int] {
            members.compactMap { layout.row(of: $0.source) }.sorted()
        }

        /// Lets go of the layout last asked (see ``Grip/forgetRow()``).
        func forgetRows() {
            lastRows.withLock { $0 = nil }
        }

        /// Lets go of `layout` if it is the one last asked (see ``Grip/forgetRow(in:)``).
        func forgetRows(in layout: ListLayout) {
            lastRows.withLock { if $0?.layout === layout { $0 = nil } }
        }
    }
}
