import Foundation
import Replay
import Runtime
import Testing
@testable import dragtoact

/// A trace file changed between the check and the replay's reading: a real file, rewritten when
/// the replay opens it the second time (as `Loader` reads it), so the change is never a race.
@Suite("a trace changed while replayed")
struct ChangedTraceTests {
    static let trace = "scene todo\n0 down 1 touch 250 92\n+350 move 1 650 150\n+100 up 1\n"

    /// Replays `text` from a file that holds `changed` from the second reading on: the actions
    /// applied, the warnings said at the end, and the error that stopped it.
    static func replay(_ text: String, changedTo changed: String) throws -> (path: String, applied: [String], endWarnings: [String], error: String?) {
        let path = try temporaryFile("app.trace", text)
        var readings = 0
        let stream = try NativeTraceStream(file: path) { () throws(InputError) -> any ByteChunks in
            readings += 1
            if readings == 2 { try? changed.write(toFile: path, atomically: false, encoding: .utf8) }
            do throws(Failure) { return try FileChunks(path: path, what: "trace") } catch {
                throw InputError(file: path, location: .path(""), expected: "the trace to read again", found: error.message)
            }
        }
        var replayer = try Replayer(steps: stream, runtime: BoardRuntime(scene: .todo))
        var applied: [String] = []
        do {
            try replayer.runToEnd { event in
                if case .applied(let action, _) = event.kind { applied.append("\(action)") }
            }
        } catch {
            return (path, applied, replayer.endWarnings, "\(error)")
        }
        return (path, applied, replayer.endWarnings, nil)
    }

    @Test("lines added after the check are not played, and a warning says how many bytes: all 400 drops of a growing trace were committed, then an error at the added line")
    func grownFileStopsAtTheCheckedEnd() throws {
        let grown = try Self.replay(Self.trace, changedTo: Self.trace + "+10 hop\n")
        #expect(grown.applied == ["complete t1"])
        #expect(grown.endWarnings == ["\(grown.path) grew while replayed: 8 bytes after the checked end not played"])
        #expect(grown.error == nil)
        let same = try Self.replay(Self.trace, changedTo: Self.trace)
        #expect(same.applied == ["complete t1"] && same.endWarnings.isEmpty && same.error == nil)
    }

    @Test("a file that got shorter, or whose line no longer reads, while replayed says it changed, rather than a plain parse error")
    func shorterOrChangedFileSaysItChanged() throws {
        let shorter = try Self.replay(Self.trace, changedTo: "scene todo\n0 down 1 touch 250 92\n")
        #expect(shorter.applied.isEmpty)
        #expect(shorter.error == "\(shorter.path):3:1: expected the trace as it was checked before the replay (63 bytes), found 33 bytes: the file got shorter while replayed")
        let changed = try Self.replay(Self.trace, changedTo: "scene todo\n0 down 1 touch 250 92\n+350 move 1 650 150\n+100 hop 1\n")
        #expect(changed.applied.isEmpty)
        #expect(changed.error == "\(changed.path):4:6: expected the trace as it was checked before the replay, found a line that changed while replayed "
            + "(now expected a statement (down, move, up, cancel, escape, key, pause, wheel, select, undo, redo, rename, expect, scene, play), found \"hop\")")
    }

    @Test("a line rewritten to the same length that still reads is found at the end: the replay says the file changed instead of passing on what was never checked")
    func sameLengthEditSaysItChanged() throws {
        let edited = try Self.replay(Self.trace, changedTo: "scene todo\n0 down 1 touch 250 92\n+350 move 1 650 350\n+100 up 1\n")
        #expect(edited.applied == ["trash t1"])
        #expect(edited.error == "\(edited.path):5:1: expected the trace as it was checked before the replay, "
            + "found other lines of the same length, replayed as they read now (found at the end of the replay, which cannot tell which line changed): "
            + "the file changed while replayed")
        let crlf = try Self.replay(Self.trace, changedTo: "scene todo\r0 down 1 touch 250 92\r+350 move 1 650 150\r+100 up 1\r")
        #expect(crlf.applied == ["complete t1"] && crlf.error == nil)
    }

    /// Replays a trace playing a recording that reads as `first` when checked and as `second`
    /// when the replay reads it again: the actions applied and the error that stopped it.
    static func replayPlaying(_ first: String, then second: String) throws -> (applied: [String], error: String?) {
        let text = "scene todo\nplay app.json\nexpect completed 1\n"
        var reads = 0
        let stream = try NativeTraceStream(file: "app.trace", play: { _ throws(InputError) -> Trace in
            reads += 1
            return try NativeTrace.parse(reads == 1 ? first : second, file: "app.json")
        }, open: { () throws(InputError) -> any ByteChunks in BytesInMemory(text) })
        var applied: [String] = []
        do {
            // The replayer reads the first line's steps as it is made.
            var replayer = try Replayer(steps: stream, runtime: BoardRuntime(scene: .todo))
            try replayer.runToEnd { event in
                if case .applied(let action, _) = event.kind { applied.append("\(action)") }
            }
        } catch {
            return (applied, "\(error)")
        }
        return (applied, nil)
    }

    @Test("a recording a play line reads again that makes other steps than when checked stops the replay at that line, before any of them is played; one that no longer reads names its line and the play line")
    func recordingChangedWhileReplayedSaysSo() throws {
        let drag = "0 down 1 touch 250 92\n+350 move 1 650 150\n+100 up 1\n"
        let same = try Self.replayPlaying(drag, then: drag)
        #expect(same.applied == ["complete t1"] && same.error == nil)
        let moved = try Self.replayPlaying(drag, then: "0 down 1 touch 250 92\n+350 move 1 650 350\n+100 up 1\n")
        #expect(moved.applied.isEmpty)
        #expect(moved.error == "app.trace:2:1: expected the recording this line plays as it was checked before the replay, "
            + "found other steps: the recording changed while replayed")
        let emptied = try Self.replayPlaying(drag, then: "")
        #expect(emptied.applied.isEmpty)
        #expect(emptied.error == moved.error)
        let unreadable = try Self.replayPlaying(drag, then: "0 hop\n")
        #expect(unreadable.error == "app.json:1:3: expected the recording as it was checked before the replay, found a line that changed while replayed "
            + "(now expected a statement (down, move, up, cancel, escape, key, pause, wheel, select, undo, redo, rename, expect, scene, play), found \"hop\") "
            + "(played by app.trace:2)")
    }
}
