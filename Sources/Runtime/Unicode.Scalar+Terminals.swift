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

extension String {
    /// `s` with its control characters (general category Cc: U+0000–U+001F, U+007F–U+009F)
    /// spelled `\u{A}`, or `nil` when it has none: what an error shows of an id refused for them.
    /// - Complexity: O(*n*) in UTF-8 bytes; an id without controls is read as bytes alone (a
    ///   scene of 100,000 ids costs nothing).
    package static func controlsSpelledOut(_ s: String) -> String? {
        // In UTF-8: a byte below 0x20, 0x7F, or 0xC2 before 0x80–0x9F.
        var previous: UInt8 = 0
        let hasControl = s.utf8.contains { byte in
            defer { previous = byte }
            return byte < 0x20 || byte == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(byte))
        }
        guard hasControl else { return nil }
        return s.unicodeScalars.map { $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0) }
            .joined()
    }
}
