import TaskModel

/// The few ISO 8601 forms scenes and traces use, parsed strictly: a wrong digit count, a
/// month 13 or a 30 February is refused, never rolled over.
package enum ISOText {
    /// `YYYY-MM-DD` (as UTF-8), a real day, or `nil`.
    package static func date(_ bytes: some Collection<UInt8>) -> CivilDate? {
        let c = Array(bytes)
        guard c.count == 10, c[4] == UInt8(ascii: "-"), c[7] == UInt8(ascii: "-"),
              let year = digits(c[0..<4]), let month = digits(c[5..<7]), let day = digits(c[8..<10]),
              (1...12).contains(month), (1...CivilDate.daysInMonth(month, of: year)).contains(day)
        else { return nil }
        return CivilDate(year: year, month: month, day: day)
    }

    /// `YYYY-MM-DDTHH:MM:SS[.fff]Z`, each field in range, or `nil`.
    package static func instant(_ text: String) -> UnixTime? {
        let c = Array(text.utf8)
        guard c.count == 20 || c.count == 24, c[10] == UInt8(ascii: "T"),
              c[13] == UInt8(ascii: ":"), c[16] == UInt8(ascii: ":"), c.last == UInt8(ascii: "Z"),
              c.count == 20 || c[19] == UInt8(ascii: "."),
              let date = date(c[0..<10]),
              let hour = digits(c[11..<13]), let minute = digits(c[14..<16]), let second = digits(c[17..<19]),
              hour < 24, minute < 60, second < 60
        else { return nil }
        var milliseconds = 0
        if c.count == 24 {
            guard let fraction = digits(c[20..<23]) else { return nil }
            milliseconds = fraction
        }
        let days = date.daysSince1970
        return UnixTime(milliseconds: days * 86_400_000 + Int64(((hour * 60 + minute) * 60 + second) * 1000 + milliseconds))
    }

    /// `±HH:MM` within ±18:00, as seconds east of UTC, or `nil`.
    package static func offset(_ text: String) -> Int? {
        let c = Array(text.utf8)
        guard c.count == 6, c[0] == UInt8(ascii: "+") || c[0] == UInt8(ascii: "-"), c[3] == UInt8(ascii: ":"),
              let hours = digits(c[1..<3]), let minutes = digits(c[4..<6]), minutes < 60, hours * 60 + minutes <= 18 * 60
        else { return nil }
        return (c[0] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    private static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
