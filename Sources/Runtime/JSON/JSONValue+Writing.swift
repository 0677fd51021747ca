extension JSONValue: CustomStringConvertible {
    /// Compact JSON text: members in their stored order, integral numbers without a
    /// fraction, so the same value always gives the same bytes.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// ``text``, the JSON a replay writes: `print(event.json)` prints
    /// `{"t":300,"event":"dragStarted",…}` (Swift's default printed the enum's cases, nested).
    public var description: String { text }

    func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONValue.format(n)
        case .string(let s): out += JSONValue.quote(s)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                out += JSONValue.quote(member.key)
                out += ":"
                member.value.write(to: &out)
            }
            out += "}"
        }
    }

    /// `250` for integral values, Swift's shortest round-trip form otherwise (`0.7`).
    /// Non-finite numbers cannot be JSON; they are written as `null`.
    package static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }

    /// Appends `format(n)`'s text; an integral number's digits are written in place, without a string.
    static func appendNumber(_ n: Double, to out: inout [UInt8]) {
        guard n.isFinite, n == n.rounded(), abs(n) < 1e15 else {
            out.append(contentsOf: format(n).utf8)
            return
        }
        var value = Int64(n)
        if value < 0 {
            out.append(UInt8(ascii: "-"))
            value = -value
        }
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var i = out.count - 1
        repeat {
            out[i] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
            i -= 1
        } while value > 0
    }

    /// Appends `quote(s)`'s text. A string of printable ASCII without `"` or `\` (ids, reasons,
    /// cues: almost every string of an event) needs no escape and is copied whole.
    static func appendQuoted(_ s: String, to out: inout [UInt8]) {
        var s = s
        let copied = s.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte > 0x7E || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: bytes)
            out.append(UInt8(ascii: "\""))
            return true
        }
        if !copied { out.append(contentsOf: quote(s).utf8) }
    }

    /// `s` as a JSON string: `\u00XX` for the characters terminals act on (``Unicode/Scalar/isActedOnByTerminals``).
    package static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // Controls must be escaped; DEL, C1 and bidirectional controls are too, so that
                // JSON printed on a terminal cannot act on it.
                if scalar.isActedOnByTerminals {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// Builds JSON objects in a fixed member order.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue.Member: CustomStringConvertible {
    /// `"event":"dragStarted"`: the member as its object's text holds it.
    public var description: String { JSONValue.quote(key) + ":" + value.text }
}
