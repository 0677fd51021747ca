import Testing
import TestSupport

/// `DRAGTOACT_SEED_SCALE=N swift test` runs N times the seeds; a value that is not a scale fails the
/// property test with the variable, the value and what it takes (it trapped, ending the whole run).
@Suite("DRAGTOACT_SEED_SCALE")
struct SeedScaleTests {
    @Test("unset, a property test runs its seeds; set to 3, three times as many")
    func scales() throws {
        #expect(try seeds(500, environment: [:]) == 0..<500)
        #expect(try seeds(500, environment: ["DRAGTOACT_SEED_SCALE": "3"]) == 0..<1_500)
        #expect(try seeds(500, environment: ["DRAGTOACT_SEED_SCALE": "1000000"]) == 0..<500_000_000)
    }

    @Test("a scale that is not a whole number from 1 to 1000000 is an error naming the variable, what it takes and what it held, not a trap",
          arguments: ["ten", "0", "-2", "", "2.5", "1000001", "99999999999999999999", "9223372036854775807"])
    func badScale(_ value: String) {
        #expect(throws: SeedScaleError(found: value)) { try seeds(500, environment: ["DRAGTOACT_SEED_SCALE": value]) }
        #expect(SeedScaleError(found: value).description
                == "DRAGTOACT_SEED_SCALE: expected a whole number from 1 to 1000000 (how many times CI's seeds each property test runs), found \"\(value)\"")
    }
}
