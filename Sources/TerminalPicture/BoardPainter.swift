import DropEngine
import DropGeometry
import Runtime
import TaskModel

/// Paints a scene in play into a ``Frame``: receivers coloured by highlight, the list's rows
/// (shifted to make space at the insertion slot; a selected one marked ◆), sources, pressed pointers, dragged items
/// following their pointer dimmed, a completed counter and a status line.
///
/// The board is scaled to the frame: the top line is the title, the bottom line the status,
/// and the scene's viewport fills the lines between.
public struct BoardPainter: Sendable {
    public var width: Int
    public var height: Int
    /// Lines the terminal keeps below the frame (the shell's line): counted in the smallest
    /// terminal the "terminal too small" message asks for.
    public var linesBelow: Int

    /// The smallest frame a board is painted in; a smaller one says "terminal too small".
    public static let minimumSize = (width: 10, height: 4)

    public init(width: Int, height: Int, linesBelow: Int = 0) {
        self.width = width
        self.height = height
        self.linesBelow = linesBelow
    }

    /// Whether the frame is too small for a board (``minimumSize``).
    public var isTooSmall: Bool { width < Self.minimumSize.width || height < Self.minimumSize.height }

    /// The "terminal too small" message, its words wrapped to the width, in as many words as the
    /// frame shows whole — `terminal too small: at least 10 × 5`, then `too small: at least 10 × 5`,
    /// `too small: 10 × 5`, `10 × 5`, and `10×5` alone — so that the size needed always shows
    /// (its words are not parted), cut only where even `10×5` does not fit.
    func tooSmallLines() -> [String] {
        let size = "\(Self.minimumSize.width) × \(Self.minimumSize.height + linesBelow)"
        let messages = [["terminal", "too", "small:", "at", "least", size], ["too", "small:", "at", "least", size],
                        ["too", "small:", size], [size]]
        for words in messages {
            var lines: [String] = []
            for word in words {
                if let last = lines.last, DisplayWidth.of(last) + 1 + DisplayWidth.of(word) <= width {
                    lines[lines.count - 1] += " " + word
                } else {
                    lines.append(word)
                }
            }
            if lines.count <= height, lines.allSatisfy({ DisplayWidth.of($0) <= width }) { return lines }
        }
        return [size.filter { $0 != " " }]
    }

    /// What to draw besides the scene itself.
    public struct Overlay: Sendable {
        /// Pointers that are down, and where.
        public var pointers: [PointerID: Point] = [:]
        /// Vertical offsets of rows making space, by task; from ``RowMotion`` when animating.
        public var rowOffsets: [TaskID: Double] = [:]
        /// Horizontal offsets of rows being swiped, by task, in points (negative: to the left),
        /// as the last `swiping` event said; a row swiped shows what the swipe does where it left room.
        public var swipes: [TaskID: Double] = [:]
        /// Items flying back to where they were picked up after a cancel.
        public var returning: [(label: String, at: Point)] = []
        /// The bottom line's text.
        public var status: String = ""

        public init() {}
    }

    /// The frame of `runner`'s scene and board as they stand, with `overlay` drawn in; a frame
    /// smaller than ``minimumSize`` says "terminal too small" instead, and the size it needs
    /// (``linesBelow`` added to the height), its words wrapped to the width, fewer words where they
    /// do not fit, and the size alone at the least.
    public func paint(_ runner: BoardRuntime, overlay: Overlay) -> Frame {
        var frame = Frame(width: width, height: height)
        guard !isTooSmall else {
            for (y, line) in tooSmallLines().enumerated() { frame.text(line, x: 0, y: y, style: .plain) }
            return frame
        }
        let scene = runner.scene
        let scale = Scale(x: Double(width) / scene.viewport.width, y: Double(height - 2) / scene.viewport.height)
        let engine = runner.engine
        let board = runner.board
        let title = DisplayWidth.fitted("DragToAct · \(scene.name)", columns: width)
        frame.text(title, x: 0, y: 0, style: .title)
        // The counts go at the right end when they fit beside the title (Complete and Trash show them too).
        let counter = "completed \(board.completed.count) · trashed \(board.trashed.count)"
        if DisplayWidth.of(title) + 1 + DisplayWidth.of(counter) <= width {
            frame.text(counter, x: width - DisplayWidth.of(counter), y: 0, style: .plain)
        }

        let dragged = Set(engine.activePointers.compactMap { engine.drag(of: $0)?.payload.objectID })
        // Where each row's text was drawn: a squeezed row flows down from its scaled place.
        var rowCells: [TaskID: (x: Int, y: Int)] = [:]
        for receiver in scene.receivers.enumerated().sorted(by: { ($0.1.z, $0.0) < ($1.1.z, $1.0) }).map(\.1) {
            let cells = scale.cells(receiver.frame)
            let highlight = receiver.isEnabled ? engine.highlight(of: receiver.id) : .idle
            let style = CellStyle.receiver(highlight.style)
            frame.fill(cells, style: .plain)
            frame.box(cells, title: boxTitle(label(of: receiver, scene: scene), mark: highlight.mark, in: cells), line: highlight.line, style: style)
            if receiver.role == .complete {
                centred("✓ \(board.completed.count) done", in: cells, frame: &frame, style: style)
            } else if receiver.role == .trash {
                centred("\(board.trashed.count) in trash", in: cells, frame: &frame, style: style)
            }
            paintRows(of: receiver, in: cells, runner: runner, overlay: overlay, dragged: dragged, scale: scale, frame: &frame, placed: &rowCells)
        }
        // Trees show where a drop would go with a line above the preview's row, flat lists too where
        // the drop is refused (rejecting style): a blocked place's preview is refused, its rows stay.
        for pointer in engine.activePointers {
            guard let (location, verdict) = engine.hover(of: pointer), case .among = location,
                  let receiver = scene.receiver(location.receiver), let preview = engine.preview(for: pointer) else { continue }
            let rows = runner.rows(of: receiver)
            // A flat list's rows make space instead where the drop is accepted (the preview moving them); a tree's stay.
            if !preview.refused, !rows.contains(where: { $0.isDropZone || $0.section != nil }) { continue }
            guard !rows.isEmpty else { continue }
            let at = preview.slot
            let cells = scale.cells(receiver.frame)
            // Midway between the centres of the rows either side, where no row's text is.
            let below = at < rows.count ? rows[at].frame : rows[rows.count - 1].frame.offsetBy(y: rows.count > 1 ? rows[1].frame.minY - rows[0].frame.minY : rows[0].frame.height)
            let aboveCentre = at > 0 ? rows[at - 1].frame.center.y : below.minY - below.height / 2
            let y = 1 + Scale.index((aboveCentre + below.center.y) / 2 * scale.y)
            let x = Scale.index(below.minX * scale.x) + 1
            guard y > cells.top, y < cells.bottom - 1 else { continue }
            let line = verdict == .accepts ? "▶" + String(repeating: "─", count: 6) : "✗ " + verdict.shortReason
            frame.text(line, x: x, y: y, style: verdict == .accepts ? .dragged : .receiver(.rejecting), limit: cells.right - 1)
        }
        for source in scene.sources {
            let cells = scale.cells(source.frame)
            frame.fill(cells, style: .plain)
            frame.box(cells, title: "", line: .light, style: .source)
            centred(source.title ?? (source.payload == .addNew ? "+ Add New" : source.id.rawValue), in: cells, frame: &frame, style: .source)
        }
        for item in overlay.returning {
            let (x, y) = scale.cell(item.at)
            frame.text("[\(item.label)]", x: x + 1, y: y, style: .dragged)
        }
        for pointer in engine.activePointers {
            guard let drag = engine.drag(of: pointer) else { continue }
            let (x, y) = scale.cell(drag.position)
            // A selection's drag carries the others too: counted on the item, as its badge says.
            let others = drag.payload.objectID.map { runner.selection.contains(TaskID($0)) } == true ? runner.selection.count - 1 : 0
            frame.text("[\(Self.title(of: drag.payload, board: board))\(others > 0 ? " +\(others)" : "")]", x: x + 1, y: y, style: .dragged)
        }
        paintKeyboardFocus(runner, rowCells: rowCells, scale: scale, frame: &frame)
        for (_, point) in overlay.pointers.sorted(by: { $0.key < $1.key }) {
            let (x, y) = scale.cell(point)
            frame.put("●", x: x, y: y, style: .pointer)
        }
        let status = DisplayWidth.fitted(overlay.status, columns: width)
        frame.text(status + String(repeating: " ", count: width - DisplayWidth.of(status)), x: 0, y: height - 1, style: .status)
        return frame
    }

    /// Scene points to cells: the viewport fills the lines between title and status.
    struct Scale {
        let x: Double
        let y: Double

        /// The cell index of a scaled coordinate, rounded down. Scenes and traces may hold any
        /// finite coordinate; beyond a billion cells every value is off any terminal, so it is
        /// clamped there (no trap converting to `Int`, no overflow adding to it).
        static func index(_ scaled: Double) -> Int {
            scaled.isNaN ? 0 : Int(Swift.min(Swift.max(scaled.rounded(.down), -1e9), 1e9))
        }

        func cell(_ point: Point) -> (Int, Int) {
            (Self.index(point.x * x), 1 + Self.index(point.y * y))
        }

        func cells(_ rect: Rect) -> CellRect {
            let left = Self.index(rect.minX * x), top = 1 + Self.index(rect.minY * y)
            let right = max(left + 1, Self.index(rect.maxX * x))
            let bottom = max(top + 1, 1 + Self.index(rect.maxY * y))
            return CellRect(left: left, top: top, right: right, bottom: bottom)
        }
    }

    /// A row's line in the picture, its text and style, and whether it counts as an item in "+N more".
    struct RowLine {
        var y: Int
        var x: Int
        var text: String
        var style: CellStyle
        var isItem: Bool
        /// What a swiped row's swipe does, in the room the row left: its text, column and style.
        var revealed: (text: String, x: Int, style: CellStyle)?
        /// The row's task (or section's list) and its column before any swipe; `nil` for a drop
        /// zone's line and "+N more".
        var task: (id: TaskID, x: Int)?
    }

    /// The list's rows, each on its own line inside the receiver's box, top to bottom: at its
    /// scaled place, or the line after the row above when that is taken (a small window squeezes
    /// several rows into one line). A row that then falls outside the box is left out whole (and
    /// so are all after it); when any item is left out, the last line the rows may use says
    /// "+N more" instead of a row.
    private func paintRows(of receiver: Scene.Receiver, in cells: CellRect, runner: BoardRuntime, overlay: Overlay,
                           dragged: Set<String>, scale: Scale, frame: inout Frame, placed rowCells: inout [TaskID: (x: Int, y: Int)]) {
        var placed: [RowLine] = []
        var hidden = 0
        let selected = Set(runner.selection)
        for row in runner.rows(of: receiver) where !row.isNode || !dragged.contains(row.task.id.rawValue) {
            // A scrollable list's rows scrolled above its frame are not drawn.
            if row.frame.center.y < receiver.frame.minY && receiver.isScrollable { continue }
            let task = row.task
            let y = 1 + Scale.index((row.frame.center.y + (row.isNode ? overlay.rowOffsets[task.id] ?? 0 : 0)) * scale.y)
            let (text, rowStyle): (String, CellStyle) = switch (row.isDropZone, task.kind) {
            case (false, _) where row.section != nil: ((row.collapsed ? "▸ " : "▾ ") + task.title.uppercased(), .title)
            case (true, _): ("┄ drop into \(task.title) ┄", .plain)
            case (false, .header): ((selected.contains(task.id) ? "◆ " : "") + task.title.uppercased(), .title)
            case (false, .folder(let expanded)): ((selected.contains(task.id) ? "◆ " : "") + (expanded ? "▾ " : "▸ ") + task.title, .row)
            case (false, .task): ((selected.contains(task.id) ? "◆ " : "≡ ") + task.title, .row)
            }
            // Below the row above and inside the border: rows squeezed together flow down a line.
            let line = max(y, (placed.last?.y ?? cells.top) + 1)
            guard line < cells.bottom - 1 else {
                if !row.isDropZone { hidden += 1 }
                continue
            }
            var rowLine = RowLine(y: line, x: scale.cells(row.frame).left + 1, text: text, style: rowStyle, isItem: !row.isDropZone)
            if !row.isDropZone { rowLine.task = (task.id, rowLine.x) }
            if row.isNode, let offset = overlay.swipes[task.id],
               let swipe = task.kind == .header ? receiver.rows?.headerSwipe : receiver.rows?.swipe {
                swiped(&rowLine, by: offset, swipe, scale: scale, in: cells)
            }
            placed.append(rowLine)
        }
        if hidden > 0 {
            // The marker takes the line after the last row shown, or that row's line when the box has no more.
            if let last = placed.last, last.y + 1 >= cells.bottom - 1 {
                placed.removeLast()
                if last.isItem { hidden += 1 }
            }
            let y = (placed.last?.y ?? cells.top) + 1
            if y < cells.bottom - 1 {
                placed.append(RowLine(y: y, x: cells.left + 2, text: "+\(hidden) more", style: .plain, isItem: false))
            }
        }
        for line in placed {
            if let task = line.task { rowCells[task.id] = (task.x, line.y) }
            // A title too wide for the box is cut by display width and ends in "…".
            var room = cells.right - 1 - line.x
            if let revealed = line.revealed {
                frame.text(revealed.text, x: revealed.x, y: line.y, style: revealed.style, limit: cells.right - 1)
                // A row swiped right starts after its label; one swiped left stops before it.
                if revealed.x > line.x { room = revealed.x - 1 - line.x }
            }
            let text = DisplayWidth.fitted(line.text, columns: room)
            frame.text(text, x: line.x, y: line.y, style: line.style, limit: cells.right - 1)
        }
    }

    /// A row swiped `offset` points across: swiped left, its text loses as many columns at its
    /// start and the swipe's action shows at the box's right (`◀ trash`); swiped right, the text
    /// moves right after the action (`complete ▶`). Red once a release would commit.
    private func swiped(_ line: inout RowLine, by offset: Double, _ swipe: Scene.RowSwipe, scale: Scale, in cells: CellRect) {
        let columns = Int((abs(offset) * scale.x).rounded())
        guard columns > 0, let meaning = swipe.meaning(offset < 0 ? .left : .right) else { return }
        let style: CellStyle = abs(offset) >= swipe.distance ? .receiver(.rejecting) : .plain
        if offset < 0 {
            line.text = DisplayWidth.dropping(columns, from: line.text)
            let label = "◀ " + meaning.rawValue
            line.revealed = (label, max(line.x, cells.right - 2 - DisplayWidth.of(label)), style)
        } else {
            line.revealed = (meaning.rawValue + " ▶", line.x, style)
            line.x = min(line.x + columns, cells.right - 1)
        }
    }

    /// Text centred on the box's middle line, when the box has a line inside its border and the
    /// text fits there whole; otherwise left out (a cut "✓ 1 do" would mislead).
    private func centred(_ text: String, in cells: CellRect, frame: inout Frame, style: CellStyle) {
        let y = (cells.top + cells.bottom - 1) / 2
        let width = DisplayWidth.of(text)
        guard y > cells.top, y < cells.bottom - 1, width <= cells.right - cells.left - 2 else { return }
        let x = max(cells.left + 1, (cells.left + cells.right - width) / 2)
        frame.text(text, x: x, y: y, style: style, limit: cells.right - 1)
    }

    /// The title in a box's top edge: a label too wide for it is cut and ends in "…", before the
    /// highlight's mark (which says without colour what the box does) when that leaves the label
    /// six columns or all of it; else the mark is what the edge cuts. A box without a border
    /// shows the text alone, as long as it is.
    private func boxTitle(_ label: String, mark: String, in cells: CellRect) -> String {
        let room = cells.right - cells.left - 3 // inside the corners, after a space
        guard cells.bottom - cells.top >= 2, room > 0 else { return label + mark }
        let labelRoom = room - DisplayWidth.of(mark)
        if labelRoom >= DisplayWidth.of(DisplayWidth.prefix(label, columns: 6)) {
            return DisplayWidth.fitted(label, columns: labelRoom) + mark
        }
        return DisplayWidth.fitted(label, columns: room) + mark
    }

    private func label(of receiver: Scene.Receiver, scene: Scene) -> String {
        if let title = receiver.title { return title }
        return switch receiver.role {
        case .complete: "Complete"
        case .trash: "Trash"
        case .list(let list): scene.list(list)?.title ?? list.rawValue
        case .sections: "Projects"
        case .moveTo(let list): "→ " + (scene.list(list)?.title ?? list.rawValue)
        case .custom(let name): name
        }
    }

    /// The keyboard's focus, while it carries nothing: `»` just left of the focused row or section
    /// title, on the line its text was drawn on (`rowCells`: a squeezed row's is below its scaled
    /// place, which in a small window is the box's top edge), or of the focused button. A row
    /// left out of its box ("+N more") shows no mark.
    private func paintKeyboardFocus(_ runner: BoardRuntime, rowCells: [TaskID: (x: Int, y: Int)], scale: Scale, frame: inout Frame) {
        guard let focus = runner.keyboardFocus, runner.engine.drag(of: .keyboard) == nil else { return }
        if let rect = runner.scene.source(focus)?.frame {
            let (x, y) = scale.cell(Point(x: rect.minX, y: rect.center.y))
            frame.put("»", x: x, y: y, style: .pointer)
        } else if let cell = rowCells[TaskID(focus.rawValue)] {
            frame.put("»", x: cell.x - 1, y: cell.y, style: .pointer)
        }
    }

    /// How a dragged payload is labelled: the task's title, or "+ New task".
    public static func title(of payload: Payload, board: TaskBoard) -> String {
        if payload.kind == .addNew { return "+ New task" }
        if let id = payload.objectID, let task = board.task(TaskID(id)) { return task.title }
        return payload.description
    }
}

extension Highlight {
    var style: CellStyle.HighlightStyle {
        switch self {
        case .idle: .idle
        case .canAccept: .canAccept
        case .targeted: .targeted
        case .rejecting: .rejecting
        }
    }

    var line: BoxLine {
        switch self {
        case .idle: .light
        case .canAccept: .dashed
        case .targeted: .heavy
        case .rejecting: .double
        }
    }

    /// Said in words too, for pictures without colour.
    var mark: String {
        switch self {
        case .idle: ""
        case .canAccept: " · drop here"
        case .targeted: " ✓"
        case .rejecting: " ✗ refuses"
        }
    }
}

extension Rect {
    func offsetBy(y dy: Double) -> Rect { Rect(x: minX, y: minY + dy, width: width, height: height) }
}

extension Verdict {
    /// A few words for a refusal drawn where the drop would go.
    var shortReason: String {
        switch self {
        case .accepts: ""
        case .rejects(let reason): "\(reason)"
        case .blocked(_, let reason): reason
        }
    }
}
