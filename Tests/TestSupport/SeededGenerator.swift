/// A repeatable random number generator (SplitMix64) for seeded property tests.
///
/// Every random test prints the seed that broke it, so a failure can be replayed with
/// `SeededGenerator(seed: printedSeed)`.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed &+ 0x9E37_79B9_7F4A_7C15
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value from `range`, or one of its bounds about one time in `edgeOdds`,
    /// so that tests land on edges often instead of almost never.
    public mutating func double(in range: ClosedRange<Double>, edgeOdds: Int = 8) -> Double {
        switch Int.random(in: 0..<edgeOdds, using: &self) {
        case 0: range.lowerBound
        case 1: range.upperBound
        default: Double.random(in: range, using: &self)
        }
    }
}
