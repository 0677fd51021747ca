/// How many terminal columns text takes, scalar by scalar, as glibc's `wcwidth` counts them:
/// combining marks, enclosing marks, format characters (zero-width space, joiners, the BOM),
/// variation selectors and Hangul medial and final jamo take 0; East Asian Wide and Fullwidth
/// characters and emoji presented as emoji take 2, except the regional indicators a flag is
/// made of (🇯🇵 is two, one column each, as glibc and tmux count them); everything else 1.
///
/// A fixed table rather than the C library's `wcwidth`, whose answer depends on the process's
/// locale (in the "C" locale every non-ASCII character is -1): the same title measures the
/// same on every machine. Control characters are not drawn as themselves — a title holding
/// ESC or a newline would move the cursor — but as U+FFFD, one column (``drawable(_:)``).
///
/// ```swift
/// DisplayWidth.of("日本")      // 4
/// DisplayWidth.of("e\u{301}")  // 1
/// ```
public enum DisplayWidth {
    /// The columns one scalar takes: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x300 { return 1 }  // ASCII and Latin-1 (controls are replaced before drawing; soft hyphen is 1 as in glibc)
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return 0 } // Hangul medial and final jamo
        if (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v) { return 0 } // variation selectors
        if (0x200B...0x200F).contains(v) || (0x2060...0x2064).contains(v) { return 0 }
        if (0x1F1E6...0x1F1FF).contains(v) { return 1 } // regional indicators: East Asian Width neutral
        return isWide(v) || scalar.properties.isEmojiPresentation ? 2 : 1
    }

    /// The columns a character (a grapheme cluster) takes: the sum over its scalars, as a
    /// terminal that measures with `wcwidth` advances.
    public static func of(_ character: Character) -> Int {
        var width = 0
        for scalar in character.unicodeScalars { width += isControl(scalar) ? 1 : of(scalar) }
        return width
    }

    /// The columns a string takes.
    public static func of(_ text: String) -> Int {
        var width = 0
        for character in text { width += of(character) }
        return width
    }

    /// `text` when it fits in `columns`; else as much as fits before a closing "…".
    /// - Complexity: O(*columns*) characters looked at, plus any of width 0 among them, however
    ///   long `text` is: the live board fits each title 30 times a second, and a title of a
    ///   million characters measured whole made every frame take seconds.
    public static func fitted(_ text: String, columns: Int) -> String {
        guard columns > 0 else { return "" }
        var width = 0, cut = text.startIndex // cut: the end of the longest prefix in columns - 1
        for index in text.indices {
            width += of(text[index])
            if width > columns { return String(text[..<cut]) + "…" }
            if width <= columns - 1 { cut = text.index(after: index) }
        }
        return text
    }

    /// `text` without its first `columns` columns: whole characters, so a wide one straddling the
    /// cut goes too.
    public static func dropping(_ columns: Int, from text: String) -> String {
        var width = 0, start = text.startIndex
        while start < text.endIndex, width < columns {
            width += of(text[start])
            start = text.index(after: start)
        }
        return String(text[start...])
    }

    /// The longest prefix of `text` that fits in `columns`, whole characters only.
    public static func prefix(_ text: String, columns: Int) -> String {
        var width = 0, end = text.startIndex
        for index in text.indices {
            let w = of(text[index])
            guard width + w <= columns else { break }
            width += w
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// `text` without its zero-width joiners, as ``Frame`` draws a character holding one. Terminals disagree on how
    /// wide a joined emoji sequence is: wcwidth counts 👨‍👩‍👧‍👦 as its four emoji, eight columns,
    /// while tmux and newer terminals draw it in two, so whatever followed it on the line — a
    /// box's right edge — landed six columns early there. Unjoined, its emoji stand side by
    /// side, eight columns on every terminal.
    static func unjoined(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{200D}") else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where scalar != "\u{200D}" { scalars.append(scalar) }
        return String(scalars)
    }

    /// The character as a terminal may be sent it: control scalars (C0, DEL, C1) become U+FFFD.
    static func drawable(_ character: Character) -> Character {
        guard character.unicodeScalars.contains(where: isControl) else { return character }
        var scalars = String.UnicodeScalarView()
        for scalar in character.unicodeScalars { scalars.append(isControl(scalar) ? "\u{FFFD}" : scalar) }
        return Character(String(scalars))
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges, as glibc's tables mark them.
    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        // Emoji with Emoji_Presentation (U+231A, U+1F600, …) are wide too, through `isEmojiPresentation`.
        case 0x1100...0x115F, 0x2329...0x232A,
             0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
             0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}
