/// A grid of character cells: what one picture of the board looks like in a terminal.
///
/// Every cell holds a character and a ``CellStyle``. A character wider than one column (East
/// Asian wide, emoji — see ``DisplayWidth``) sits in its first cell, and the cells it covers to
/// the right are its continuation; writing over either half of it blanks the other, so a
/// picture never holds half a character. Painting never writes outside the grid, so any
/// terminal size is safe.
public struct Frame: Hashable, Sendable {
    public let width: Int
    public let height: Int
    private(set) var cells: [Cell]

    /// One character cell: what it shows and how.
    public struct Cell: Hashable, Sendable {
        public var character: Character
        public var style: CellStyle
        /// The columns the character takes from this cell; 0 for a cell covered by the wide
        /// character to its left.
        public var columns: Int = 1

        public static let blank = Cell(character: " ", style: .plain)
        static func continuation(_ style: CellStyle) -> Cell { Cell(character: " ", style: style, columns: 0) }
    }

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at column `x`, line `y` (from 0), which must lie inside the frame.
    public subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// Puts a single-column character at `x`, `y` (nothing outside the frame).
    mutating func put(_ character: Character, x: Int, y: Int, style: CellStyle) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        clear(x: x, y: y)
        cells[y * width + x] = Cell(character: character, style: style)
    }

    /// Puts a character `columns` wide (1 or more) at `x`, `y`, when all of it is inside the frame.
    mutating func put(_ character: Character, columns: Int, x: Int, y: Int, style: CellStyle) {
        guard x >= 0, y >= 0, x + columns <= width, y < height, columns >= 1 else { return }
        for column in x..<x + columns { clear(x: column, y: y) }
        cells[y * width + x] = Cell(character: character, style: style, columns: columns)
        for column in x + 1..<x + columns { cells[y * width + column] = .continuation(style) }
    }

    /// Blanks the wide character, if any, that the cell at `x`, `y` is part of, so that no half of one stays.
    private mutating func clear(x: Int, y: Int) {
        let row = y * width
        var lead = x
        while lead > 0, cells[row + lead].columns == 0 { lead -= 1 }
        let columns = cells[row + lead].columns
        guard columns != 1 else { return }
        let style = cells[row + lead].style
        for column in lead..<min(width, lead + columns) { cells[row + column] = Cell(character: " ", style: style) }
    }

    /// Writes `text` from column `x`, cut by display width at `limit` (exclusive) and at the
    /// frame's edge: a character that would cross either is left out, with the rest of the text.
    /// Zero-width characters (a combining mark alone) take no cell; control characters are drawn
    /// as U+FFFD; zero-width joiners are left out (``DisplayWidth/unjoined(_:)``): the columns
    /// are the same, and every terminal agrees on them. Characters left of the frame are
    /// skipped, not drawn one column at a time.
    mutating func text(_ text: String, x: Int, y: Int, style: CellStyle, limit: Int? = nil) {
        guard y >= 0, y < height else { return }
        var column = x
        let end = min(limit ?? width, width)
        // Whether `character` fit, and was drawn if on the frame; nothing after one that does not fit is.
        func draw(_ character: Character) -> Bool {
            let columns = DisplayWidth.of(character)
            guard column + columns <= end else { return false }
            if columns > 0, column >= 0 {
                put(DisplayWidth.drawable(character), columns: columns, x: column, y: y, style: style)
            }
            column += columns
            return true
        }
        // Read only as far as the line reaches: a title of a million characters costs what fits.
        for character in text {
            if character.unicodeScalars.contains("\u{200D}") {
                for part in DisplayWidth.unjoined(String(character)) {
                    guard draw(part) else { return }
                }
            } else {
                guard draw(character) else { return }
            }
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
            text(title, x: rect.left, y: rect.top, style: style, limit: max(rect.right, rect.left + DisplayWidth.of(title)))
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
            var line = String(cells[y * width..<(y + 1) * width].filter { $0.columns > 0 }.map(\.character))
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A rectangle of cells, half-open like ``DropGeometry/Rect``.
public struct CellRect: Hashable, Sendable {
    /// Columns `left..<right`, lines `top..<bottom`.
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

    /// A receiver's border, by its highlight.
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
