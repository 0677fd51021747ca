import Foundation
import Testing

@Suite("README")
struct ReadmeTests {
    @Test("the README's embedding example is Examples/Embedding's main.swift, line for line (CI builds and runs that package)")
    func embeddingExampleIsTheExamplePackage() throws {
        let readme = try String(contentsOf: repositoryURL.appendingPathComponent("README.md"), encoding: .utf8)
        let main = try String(contentsOf: repositoryURL.appendingPathComponent("Examples/Embedding/Sources/embedding/main.swift"), encoding: .utf8)
        #expect(main.contains("try runtime.handle(input, into: &events)"))
        #expect(readme.contains("```swift\n" + main + "```\n"))
    }
}
