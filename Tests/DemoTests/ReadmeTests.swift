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
        #expect(Help.live.hasPrefix("Usage: dragtoact live [--scene FILE] [--store FILE [--writer NAME]] [--record TRACE] [--reduce-motion]\n"))
        #expect(readme.contains("\ndragtoact live [--scene FILE] [--store FILE [--writer NAME]] [--record TRACE] [--reduce-motion]   "))
        #expect(Help.main.contains("play a native or W3C WebDriver Actions trace,\n                                    or an evemu or libinput recording\n"))
    }

    @Test("replay --json's \"line\" member is documented in the README's --json section and the help (it was in neither): the line that made the event, absent on one a deadline fired, even inside a play line's span")
    func jsonLineMemberIsDocumented() throws {
        let readme = try String(contentsOf: repositoryURL.appendingPathComponent("README.md"), encoding: .utf8)
        let trace = try temporaryFile("long-press.trace", "0 down 2 250 242\n+0 play \(repositoryURL.path)/Demo/traces/w3c-two-touch.json\n")
        // Within the play line's span (its pause of 350 ms), the long-presses' drags start at 300 ms: a deadline fired them.
        let lines = try dragtoact("replay", trace, "--json").stdout.split(separator: "\n").prefix(4)
        #expect(lines == [
            #"{"t":0,"line":1,"event":"pressBegan","pointer":2,"source":"t4","deadline":300}"#,
            #"{"t":0,"line":2,"event":"pressBegan","pointer":4,"source":"t1","deadline":300}"#,
            #"{"t":0,"line":2,"event":"pressBegan","pointer":3,"source":"t3","deadline":300}"#,
            #"{"t":300,"event":"dragStarted","pointer":2,"source":"t4","payload":{"kind":"task","id":"t4"},"at":{"x":250,"y":242},"cues":"haptic: medium, lift, opacity 0.7, shadow"}"#,
        ])
        #expect(readme.contains("\nAn event carries `\"line\"`, after `\"t\"`, when a line of the trace made it"))
        #expect(readme.contains("`\"line\"` is absent when no line made\nthe event: one a deadline fired before the next input"))
        #expect(Help.replay.contains("an\n                     event carries \"line\", the trace line that made it"))
    }
}
