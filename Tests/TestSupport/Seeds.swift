import Foundation

/// The seeds a property test runs: `0..<count`, or `count` times `DRAGTOACT_SEED_SCALE` when
/// that is set — a longer run than CI's, `DRAGTOACT_SEED_SCALE=10 swift test`. A failure prints
/// its seed, which is the same at every scale. A scale that is not a whole number from 1 to
/// ``SeedScaleError/largest`` is thrown as a ``SeedScaleError`` (the test fails saying so), not trapped on.
public func seeds(_ count: Int, environment: [String: String] = ProcessInfo.processInfo.environment) throws(SeedScaleError) -> Range<UInt64> {
    guard let text = environment[SeedScaleError.variable] else { return 0..<UInt64(count) }
    guard let scale = Int(text), (1...SeedScaleError.largest).contains(scale) else { throw SeedScaleError(found: text) }
    return 0..<UInt64(count * scale)
}

/// `DRAGTOACT_SEED_SCALE` holds something other than a whole number from 1 to ``largest``.
public struct SeedScaleError: Error, Equatable, CustomStringConvertible {
    /// The environment variable that scales the seeds.
    public static let variable = "DRAGTOACT_SEED_SCALE"
    /// The largest scale: a million times CI's seeds is days of testing, and the count times it fits in an `Int`.
    public static let largest = 1_000_000
    /// What the variable held.
    public var found: String

    /// The error of a variable that held `found`.
    public init(found: String) { self.found = found }

    public var description: String {
        "\(Self.variable): expected a whole number from 1 to \(Self.largest) (how many times CI's seeds each property test runs), found \(found.debugDescription)"
    }
}
