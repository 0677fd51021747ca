extension Unicode.Scalar {
    /// Whether a terminal acts on this character instead of showing it: the C0 and C1 controls
    /// other than line feed and tab, DEL, and the bidirectional overrides and isolates (which
    /// reorder what follows them on screen). Titles and ids come from scenes and stores; text
    /// written for people spells these out, and JSON escapes them.
    package var isActedOnByTerminals: Bool {
        switch value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
