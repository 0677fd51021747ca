import Foundation
import Testing
@testable import dragtoact

@Suite("dragtoact replay --store: sections' states")
struct StoredSectionsTraceTests {
    @Test("a replay closing Work leaves it closed in the store: the next replay on it expects collapsed work from its first line, and its tap opens Work")
    func sectionStateCarriesToTheNextReplay() throws {
        let store = try temporaryPath("board.db")
        let close = try temporaryFile("close.trace", """
            scene projects
            expect expanded work
            0     down 1 touch 250 88
            +100  up 1
            expect collapsed work

            """)
        let first = try dragtoact("replay", close, "--store", store, "--json")
        #expect(first.status == 0)
        #expect(first.stdout.hasPrefix(#"{"t":100,"line":4,"event":"sectionToggled","section":"work","collapsed":true}"# + "\n"))
        let reopen = try temporaryFile("reopen.trace", """
            scene projects
            expect collapsed work errands
            0     down 1 touch 250 88
            +100  up 1
            expect expanded work
            expect collapsed errands

            """)
        let second = try dragtoact("replay", reopen, "--store", store)
        #expect(second.stderr == "")
        #expect(second.status == 0)
        #expect(second.stdout.hasPrefix("    100 ms       section expanded: work\n"))
    }
}
