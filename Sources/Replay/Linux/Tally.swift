/// How many times something a warning names happened in a recording, and the line of the first.
struct Tally {
    private(set) var count = 0
    private(set) var firstLine = 0

    mutating func note(at line: Int) {
        if count == 0 { firstLine = line }
        count += 1
    }

    /// `noun` for one, `plural` for more: "1 frame", "2 frames".
    func counted(_ noun: String, _ plural: String) -> String { "\(count) \(count == 1 ? noun : plural)" }
}
