import Foundation

/// The seeds a property test runs: `0..<count`, or `count` times `DRAGTOACT_SEED_SCALE` when
/// that is set — a longer run than CI's, `DRAGTOACT_SEED_SCALE=10 swift test`. A failure prints
/// its seed, which is the same at every scale.
public func seeds(_ count: Int) -> Range<UInt64> {
    guard let text = ProcessInfo.processInfo.environment["DRAGTOACT_SEED_SCALE"] else { return 0..<UInt64(count) }
    guard let scale = Int(text), scale >= 1 else {
        preconditionFailure("DRAGTOACT_SEED_SCALE: expected a whole number from 1, found \"\(text)\"")
    }
    return 0..<UInt64(count * scale)
}
