/// Turns frames into terminal output, writing only the cells that changed since the last frame.
///
/// ```swift
/// var writer = TerminalWriter(color: true)
/// output(writer.start())          // hide the cursor, clear
/// output(writer.draw(frame))      // the changed cells only
/// output(writer.finish())         // reset style, show the cursor
/// ```
public struct TerminalWriter: Sendable {
    /// `false` under `NO_COLOR`: attributes (bold, dim) stay, colours go.
    public let color: Bool
    private var previous: Frame?

    public init(color: Bool) {
        self.color = color
    }

    /// Hides the cursor and clears the screen.
    public func start() -> String { "\u{1B}[?25l\u{1B}[2J\u{1B}[H" }

    /// Resets the style, moves below the picture and shows the cursor again.
    public func finish() -> String {
        let row = (previous?.height ?? 0) + 1
        return "\u{1B}[0m\u{1B}[\(row);1H\u{1B}[?25h"
    }

    /// Forgets the last frame drawn: the next is drawn whole (the screen was changed by others,
    /// say while the program stood stopped by Ctrl-Z).
    public mutating func forget() {
        previous = nil
    }

    /// The escape sequences that turn the last frame drawn into `frame`. The first frame, or
    /// one of another size, is drawn whole.
    public mutating func draw(_ frame: Frame) -> String {
        var out = ""
        let whole = previous == nil || previous!.width != frame.width || previous!.height != frame.height
        if whole { out += "\u{1B}[0m\u{1B}[2J" }
        var style: CellStyle?
        var cursor: (x: Int, y: Int)?
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let cell = frame[x, y]
                // A wide character's continuation cells are drawn by writing the character itself.
                if cell.columns == 0 || (!whole && previous![x, y] == cell) { continue }
                if cursor == nil || cursor!.x != x || cursor!.y != y { out += "\u{1B}[\(y + 1);\(x + 1)H" }
                if style != cell.style {
                    out += sgr(cell.style)
                    style = cell.style
                }
                out.append(cell.character)
                cursor = (x + cell.columns, y)
            }
        }
        if style != nil { out += "\u{1B}[0m" }
        previous = frame
        return out
    }

    /// Select Graphic Rendition for a style: reset, then attributes, then colour if allowed.
    func sgr(_ style: CellStyle) -> String {
        var codes = ["0"]
        switch style {
        case .plain, .row: break
        case .title: codes.append("1")
        case .status: codes.append("7")
        case .dragged: codes.append("2")
        case .pointer: codes.append("1"); if color { codes.append("33") }
        case .source: if color { codes.append("36") }
        case .receiver(let highlight):
            switch highlight {
            case .idle: break
            case .canAccept: if color { codes.append("35") }
            case .targeted: codes.append("1"); if color { codes.append("32") }
            case .rejecting: codes.append("1"); if color { codes.append("31") }
            }
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
