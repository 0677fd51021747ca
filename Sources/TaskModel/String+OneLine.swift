extension String {
    /// The text on one line, as text for people shows a title: each control (a line feed, a tab,
    /// an escape, C1's U+0085) and line or paragraph separator (U+2028, U+2029) spelled as Swift
    /// spells it, `\u{A}`, `\u{9}`, `\u{1B}` — the one spelling every line for people uses (the
    /// board in words, an event, a failed expectation, an error). Format characters are left to
    /// the reader of the line: a failure spells them in ids, and where two texts differ by one, an error always,
    /// and the console the ones a terminal acts on (bidirectional overrides). JSON escapes
    /// controls its own way.
    ///
    /// ```swift
    /// "line\nbreak".oneLine   // "line\\u{A}break"
    /// ```
    /// - Complexity: O(*n*); printable ASCII alone is returned as it is.
    package var oneLine: String {
        guard !utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else { return self }
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            guard Self.isSpelled(scalar) else {
                out.append(scalar)
                continue
            }
            out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
        }
        return String(out)
    }

    /// The text between double quotes for people: ``oneLine``, each `"` doubled as a trace line
    /// writes it. `rename t1 to "Say ""hi""\u{9}now"`.
    package var quotedOneLine: String {
        var out = String.UnicodeScalarView()
        out.append("\"")
        for scalar in oneLine.unicodeScalars {
            out.append(scalar)
            if scalar == "\"" { out.append("\"") }
        }
        out.append("\"")
        return String(out)
    }

    private static func isSpelled(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
