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

    @Test("show prints the sections' states the store holds, after the count in text and as \"collapsed\" in a list's JSON; a list whose state was never written has none: show printed no section's state at all")
    func showPrintsStoredSectionStates() throws {
        let store = try temporaryPath("board.db")
        let close = try temporaryFile("close.trace", """
            scene projects
            0     down 1 touch 250 88
            +100  up 1
            expect collapsed work

            """)
        #expect(try dragtoact("replay", close, "--store", store).status == 0)
        let items = #"{"id":"work","title":"work","collapsed":true,"items":[{"id":"w1","title":"Write spec"},{"id":"w2","title":"Review PR"},{"id":"w3","title":"Ship release"}]},"#
            + #"{"id":"home","title":"home","items":[{"id":"m1","title":"Laundry"},{"id":"m2","title":"Call plumber"}]},{"id":"errands","title":"errands","items":[{"id":"e1","title":"Post office"}]}"#
        #expect(try dragtoact("show", "--store", store, "--json") == Outcome(status: 0,
            stdout: #"{"final":{"lists":["# + items + #"],"completed":[],"trashed":[]}}"# + "\n", stderr: ""))
        #expect(try dragtoact("show", "--store", store) == Outcome(status: 0, stdout: """
            work (3, collapsed): Write spec, Review PR, Ship release
            home (2): Laundry, Call plumber
            errands (1): Post office
            Completed (0)
            Trashed (0)

            """, stderr: ""))
        let reopen = try temporaryFile("reopen.trace", """
            scene projects
            0     down 1 touch 250 88
            +100  up 1
            expect expanded work

            """)
        #expect(try dragtoact("replay", reopen, "--store", store).status == 0)
        #expect(try dragtoact("show", "--store", store).stdout.hasPrefix("work (3, expanded): Write spec, Review PR, Ship release\nhome (2): Laundry, Call plumber\n"))
        #expect(try dragtoact("show", "--store", store, "--json").stdout.hasPrefix(#"{"final":{"lists":[{"id":"work","title":"work","collapsed":false,"items":["#))
    }
}
