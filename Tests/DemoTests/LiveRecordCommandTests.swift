import Foundation
import Testing
@testable import dragtoact

/// `live --record FILE` before the session: which files it refuses to write over, and how the
/// trace names the scene. Refusals come before the terminal is asked for, so they show here.
@Suite("live --record")
struct LiveRecordCommandTests {
    static let needsTerminal = "dragtoact: live needs a terminal on standard input and output (the mouse is read from it)\nTry 'dragtoact live --help'.\n"

    @Test("--record naming the scene being played, or the store, is refused with exit 2 and the file is left as it was (the scene was turned into a trace)")
    func sceneAndStoreAreRefused() throws {
        let scene = try temporaryPath("team.json")
        try FileManager.default.copyItem(atPath: repositoryURL.appendingPathComponent("Demo/scenes/todo.json").path, toPath: scene)
        let before = try String(contentsOfFile: scene, encoding: .utf8)
        let refused = try dragtoact("live", "--scene", scene, "--record", scene)
        #expect(refused == Outcome(status: 2, stdout: "", stderr: "dragtoact: --record \(scene) is the file of --scene \(scene): the trace would overwrite it\nTry 'dragtoact live --help'.\n"))
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == before)
        let store = try temporaryPath("board.db")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        let onStore = try dragtoact("live", "--store", store, "--record", store)
        #expect(onStore == Outcome(status: 2, stdout: "", stderr: "dragtoact: --record \(store) is the file of --store \(store): the trace would overwrite it\nTry 'dragtoact live --help'.\n"))
        #expect(try dragtoact("show", "--store", store).stdout.contains("Completed (1): Buy milk"))
    }

    @Test("--record over a file that is not an earlier recording is refused, naming what it holds: a trace written by hand, a scene, a store, other text")
    func otherFilesAreRefused() throws {
        let store = try temporaryPath("other.db")
        #expect(try dragtoact("replay", "Demo/traces/complete.trace", "--store", store).status == 0)
        let cases = [
            (try temporaryFile("hand.trace", "# my test\n0 down 1 touch 250 100\n+100 up 1\nexpect completed 0\n"), "a native trace"),
            (repositoryURL.appendingPathComponent("Demo/scenes/todo.json").path, "a scene"),
            (store, "an SQLite database (a store?)"),
            (try temporaryFile("notes.txt", "Remember: milk.\n"), "text of none of the formats read here (line 1 starts \"Remember:\")"),
        ]
        for (path, holds) in cases {
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let refused = try dragtoact("live", "--record", path)
            #expect(refused == Outcome(status: 2, stdout: "", stderr: "dragtoact: --record \(path) holds \(holds), not a recording of live (it does not start with \"# Recorded by dragtoact live\"): the trace would overwrite it\nTry 'dragtoact live --help'.\n"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    @Test("--record over an earlier recording, an empty file or no file goes on to the session (here: no terminal)")
    func recordingsMayBeOverwritten() throws {
        let earlier = try temporaryFile("earlier.trace", LiveRecording.header + "\nscene todo\n@1.5 key focus t1\n")
        let empty = try temporaryFile("empty.trace", "")
        for path in [earlier, empty, try temporaryPath("new.trace")] {
            #expect(try dragtoact("live", "--record", path) == Outcome(status: 2, stdout: "", stderr: Self.needsTerminal))
        }
    }

    @Test("the scene line names the scene from the trace's folder: beside it, below it, or up and across (..) from a folder they share; absolute when they share only /")
    func sceneNameIsRelativeToTheTrace() throws {
        let root = try temporaryPath("work")
        for folder in ["traces", "scenes/team", "traces/old"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        #expect(LiveRecording.sceneName(root + "/traces/a.json", trace: root + "/traces/a.trace") == "a.json")
        #expect(LiveRecording.sceneName(root + "/traces/old/a.json", trace: root + "/traces/a.trace") == "old/a.json")
        #expect(LiveRecording.sceneName(root + "/scenes/team/b.json", trace: root + "/traces/old/b.trace") == "../../scenes/team/b.json")
        #expect(LiveRecording.sceneName(root + "/scenes/team/b.json", trace: "/b.trace") == root + "/scenes/team/b.json")
        // A scene given relative to the current folder, the trace's folder that one.
        #expect(LiveRecording.sceneName("x.json", trace: FileManager.default.currentDirectoryPath + "/t.trace") == "x.json")
    }
}
