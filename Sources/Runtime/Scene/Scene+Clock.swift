import TaskModel

extension Scene {
    /// `"clock": {"start": "2026-11-21T22:59:50Z", "utcOffset": "+01:00"}`: the UTC moment of
    /// the trace's 0 ms (milliseconds allowed: `…:50.250Z`), and the offset whose days the
    /// scheduled dates follow (`"+00:00"` when left out).
    static func decodeClock(_ node: JSONNode) throws(InputError) -> Clock {
        try node.onlyKeys(["start", "utcOffset"])
        let startNode = try node.required("start")
        guard let start = ISOText.instant(try startNode.string()) else {
            throw startNode.fail(expected: "a UTC time like \"2026-11-21T22:59:50Z\" or \"2026-11-21T22:59:50.250Z\"")
        }
        var secondsEast = 0
        if let offsetNode = try node.optional("utcOffset") {
            guard let offset = ISOText.offset(try offsetNode.string()) else {
                throw offsetNode.fail(expected: "an offset from UTC like \"+01:00\" or \"-05:30\", within ±18:00")
            }
            secondsEast = offset
        }
        return Clock(start: start, calendar: FixedOffsetCalendar(secondsEast: secondsEast))
    }
}
