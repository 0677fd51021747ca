/// A grid of character cells: what one picture of the board looks like in a terminal.
///
/// Every cell holds one single-column character and a ``CellStyle``; painting never writes
/// outside the grid, so any terminal size is safe.
public struct Frame: Hashable, Sendable {
    public let width: Int
    public let height: Int
    private(set) var cells: [Cell]

    public struct Cell: Hashable, Sendable {
        public var character: Character
        public var style: CellStyle

        public static let blank = Cell(character: " ", style: .plain)
    }

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    mutating func put(_ character: Character, x: Int, y: Int, style: CellStyle) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        cells[y * width + x] = Cell(character: character, style: style)
    }

    /// Writes `text` from column `x`, cut at `limit` (exclusive) and at the frame's edge.
    /// Characters left of the frame are skipped, not visited one column at a time.
    mutating func text(_ text: String, x: Int, y: Int, style: CellStyle, limit: Int? = nil) {
        guard y >= 0, y < height else { return }
        var column = max(x, 0)
        let end = min(limit ?? width, width)
        for character in text.dropFirst(column - x) where column < end {
            put(character, x: column, y: y, style: style)
            column += 1
        }
    }

    /// Fills the part of `rect` inside the frame; a rect reaching far beyond it costs no more.
    mutating func fill(_ rect: CellRect, style: CellStyle) {
        let visible = clipped(rect)
        for y in visible.top..<visible.bottom {
            for x in visible.left..<visible.right { put(" ", x: x, y: y, style: style) }
        }
    }

    /// The part of `rect` inside the frame (empty ranges when none is).
    func clipped(_ rect: CellRect) -> CellRect {
        let left = min(max(rect.left, 0), width), right = max(min(rect.right, width), left)
        let top = min(max(rect.top, 0), height), bottom = max(min(rect.bottom, height), top)
        return CellRect(left: left, top: top, right: right, bottom: bottom)
    }

    /// A box around `rect` with `title` in its top edge; `line` picks the border characters.
    mutating func box(_ rect: CellRect, title: String, line: BoxLine, style: CellStyle) {
        guard rect.right - rect.left >= 2, rect.bottom - rect.top >= 2 else {
            text(title, x: rect.left, y: rect.top, style: style, limit: max(rect.right, rect.left + title.count))
            return
        }
        let (h, v, corners) = line.characters
        let right = rect.right - 1, bottom = rect.bottom - 1
        // The edges between the corners, visited only where they cross the frame.
        let inner = clipped(CellRect(left: rect.left + 1, top: rect.top + 1, right: right, bottom: bottom))
        for x in inner.left..<inner.right {
            put(h, x: x, y: rect.top, style: style)
            put(h, x: x, y: bottom, style: style)
        }
        for y in inner.top..<inner.bottom {
            put(v, x: rect.left, y: y, style: style)
            put(v, x: right, y: y, style: style)
        }
        put(corners[0], x: rect.left, y: rect.top, style: style)
        put(corners[1], x: right, y: rect.top, style: style)
        put(corners[2], x: rect.left, y: bottom, style: style)
        put(corners[3], x: right, y: bottom, style: style)
        if !title.isEmpty { text(" \(title) ", x: rect.left + 1, y: rect.top, style: style, limit: right) }
    }

    /// The frame as plain lines, trailing spaces removed: what a non-terminal gets.
    public var plainText: String {
        var lines: [String] = []
        for y in 0..<height {
            var line = String(cells[y * width..<(y + 1) * width].map(\.character))
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A rectangle of cells, half-open like ``DropGeometry/Rect``.
public struct CellRect: Hashable, Sendable {
    public var left, top, right, bottom: Int
}

/// What a cell means; the terminal writer picks how it looks (colour or not).
public enum CellStyle: Hashable, Sendable {
    case plain
    case title
    case status
    case receiver(HighlightStyle)
    case row
    /// The place a dragged row left, and the row following the pointer (dimmed: 0.7 opacity).
    case dragged
    case pointer
    case source

    public enum HighlightStyle: Hashable, Sendable {
        case idle, canAccept, targeted, rejecting
    }
}

/// Border characters. Each highlight has its own, so the picture says it without colour too.
public enum BoxLine: Sendable {
    case light, dashed, heavy, double

    var characters: (Character, Character, [Character]) {
        switch self {
        case .light: ("─", "│", ["┌", "┐", "└", "┘"])
        case .dashed: ("┄", "┆", ["┌", "┐", "└", "┘"])
        case .heavy: ("━", "┃", ["┏", "┓", "┗", "┛"])
        case .double: ("═", "║", ["╔", "╗", "╚", "╝"])
        }
    }
}
