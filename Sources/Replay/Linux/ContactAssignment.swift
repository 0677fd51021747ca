import DropGeometry

// Protocol A contacts without tracking ids are told apart from frame to frame only by where they
// are. Taking the contacts down in turn, each the nearest one left, depends on the turn: a palm
// reported before the finger beside it takes the finger's new place when the finger moves toward
// it (and the finger, handed the palm, is cancelled), and of two fingers moving the same way the
// first takes the second's place when the second comes nearer it. mtdev, which gives protocol A
// devices tracking ids for libinput, instead pairs the two frames so that the squared distances
// moved add up to the least, by the Hungarian method on at most 32 contacts. We pair them the same
// way, with a dynamic program: exact, and with ties broken by a rule that can be stated.
//
// Squared, not plain, distance: when every contact moves by the same vector, the sum of squares
// over any pairing is that of the pairing's own displacements plus a term that vanishes, so the
// pairing that keeps every contact is the least however far the hand moves; summed plain distances
// tie there (two fingers 10 apart moving 15 along their line: 15 + 15 kept, 25 + 5 swapped). And
// squares need no square root: positions of whole points give exact sums.
//
// The program: `best(i, taken)` is the least total for the contacts down from the i-th on, when
// the new contacts in the bit set `taken` are spoken for; the i-th takes a new contact not in it,
// or lifts while enough contacts remain to take every new one. Each state is a set of new contacts,
// so it is exact for at most `exactLimit` on either side: ten, a person's fingers (mtdev pairs 32
// at most and drops the rest). Each contact more doubles the work and then some — a frame of 10
// costs ~60 µs, of 12 ~430 µs, so a minute of 12 at 60 Hz would take 1.5 s to read — and a hostile
// recording must not cost 2^k: above it the contacts are paired in the order reported.

/// How the contacts down before a protocol A frame become the contacts it reports, when neither
/// has a tracking id: the pairing that moves them least, as the sum of squared distances.
///
/// ```swift
/// let down = [Point(x: 40, y: 0), Point(x: 60, y: 0)]
/// let reported = [Point(x: 30, y: 0), Point(x: 45, y: 0)]
/// ContactAssignment.pairs(from: down, to: reported) // [0, 1]: 10² + 15², where nearest-first gave [1, 0]
/// ```
///
/// With fewer contacts reported than were down, those left over lift; with more, the new ones go
/// down (the caller's part). Among pairings of the same total, each contact down, in order, takes
/// the first reported contact it can (in report order), and lifts only if no pairing of that total
/// has it take one. It does not refuse a pair for being far apart: a finger lifted and another
/// put down elsewhere in one frame is taken for one finger moving, as mtdev takes it.
enum ContactAssignment {
    /// The most contacts on either side paired exactly; above it they are paired in report order.
    static let exactLimit = 10

    /// For each of `down`, in order, the index in `reported` of the contact it becomes, or `nil`
    /// when it lifts: `min(down.count, reported.count)` pairs.
    /// - Complexity: O(d · 2^r · r) time and O(d · 2^r) memory for d down and r reported, both at
    ///   most ``exactLimit`` (at most 100,000 steps and 10 kB: ~60 µs); O(d) above it.
    static func pairs(from down: [Point], to reported: [Point]) -> [Int?] {
        let (d, r) = (down.count, reported.count)
        guard d <= exactLimit, r <= exactLimit else { return down.indices.map { $0 < r ? $0 : nil } }
        guard d > 0, r > 0 else { return Array(repeating: nil, count: d) }
        let sets = 1 << r
        let lifts = max(0, d - r)
        var cost = [Double](repeating: 0, count: d * r)
        for i in 0..<d {
            for j in 0..<r {
                let (dx, dy) = (reported[j].x - down[i].x, reported[j].y - down[i].y)
                cost[i * r + j] = dx * dx + dy * dy
            }
        }
        // `later` is best(i + 1, ·) while `here` becomes best(i, ·); `choice` keeps, for each
        // state, the new contact taken (r to lift): the first option of the least total, columns in
        // order and lifting last, which is the tie rule. Past the last contact, every new one is
        // taken or every lift used, so each state that can be reached ends there at 0.
        var later = [Double](repeating: 0, count: sets)
        var here = later
        var choice = [UInt8](repeating: UInt8(r), count: d * sets)
        for i in stride(from: d - 1, through: 0, by: -1) {
            for taken in 0..<sets {
                let count = taken.nonzeroBitCount
                // Reached only with `count` taken and `i - count` lifted by the contacts before.
                guard count <= i, i - count <= lifts else { continue }
                var least = Double.infinity, pick = -1
                for j in 0..<r where taken & (1 << j) == 0 {
                    let total = cost[i * r + j] + later[taken | 1 << j]
                    // `pick < 0`: a total that is not a number (an infinite viewport) still pairs.
                    if pick < 0 || total < least { (least, pick) = (total, j) }
                }
                if i - count < lifts, pick < 0 || later[taken] < least { (least, pick) = (later[taken], r) }
                here[taken] = least
                choice[i * sets + taken] = UInt8(pick)
            }
            swap(&here, &later)
        }
        var taken = 0
        return (0..<d).map { i in
            let pick = Int(choice[i * sets + taken])
            guard pick < r else { return nil }
            taken |= 1 << pick
            return pick
        }
    }
}
