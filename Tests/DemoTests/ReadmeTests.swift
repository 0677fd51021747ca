import Foundation
import Testing
@testable import dragtoact

@Suite("README")
struct ReadmeTests {
    @Test("the README's embedding example is Examples/Embedding's main.swift, line for line (CI builds and runs that package)")
    func embeddingExampleIsTheExamplePackage() throws {
        let readme = try String(contentsOf: repositoryURL.appendingPathComponent("README.md"), encoding: .utf8)
        let main = try String(contentsOf: repositoryURL.appendingPathComponent("Examples/Embedding/Sources/embedding/main.swift"), encoding: .utf8)
        #expect(main.contains("try runtime.handle(input, into: &events)"))
        #expect(readme.contains("```swift\n" + main + "```\n"))
    }

    @Test("the README's and help's examples are the real bytes: a bad statement's error lists every statement (it lacked wheel and rename), the --json final is compact (it was shown spaced), live's row gives every option, and replay's help names the recordings it plays")
    func examplesAreRealOutput() throws {
        let readme = try String(contentsOf: repositoryURL.appendingPathComponent("README.md"), encoding: .utf8)
        let bad = try temporaryFile("bad.trace", "scene todo\n+10 hop 1\n")
        let said = try dragtoact("replay", bad).stderr
        #expect(readme.contains("\n" + said.replacingOccurrences(of: bad, with: "bad.trace")), "\(said)")
        let final = try #require(try dragtoact("replay", "Demo/traces/complete.trace", "--json").stdout.split(separator: "\n").last)
        let shown = #"{"final":{"lists":[{"id":"inbox","title":"Inbox","items":["#
        #expect(final.hasPrefix(shown) && readme.contains("\n" + shown))
        #expect(Help.replay.contains(#"then {"final":{...}}"#) && Help.show.contains(#"{"final":{"lists":"#))
        #expect(Help.live.hasPrefix("Usage: dragtoact live [--scene FILE] [--store FILE] [--record TRACE] [--reduce-motion]\n"))
        #expect(readme.contains("\ndragtoact live [--scene FILE] [--store FILE] [--record TRACE] [--reduce-motion]   "))
        #expect(Help.main.contains("play a native or W3C WebDriver Actions trace,\n                                    or an evemu or libinput recording\n"))
    }
}
