import DropEngine
import DropGeometry
import Foundation
import Replay
import Runtime
import Testing
import TestSupport

/// A trace read a chunk at a time (``NativeTraceStream``) must make the same steps, at the same
/// lines, as the same text parsed whole — whatever the chunks' sizes and wherever a line ending
/// (LF, CRLF, a lone CR) falls — and refuse the same bad line with the same error, before the
/// replay takes its first step.
@Suite("Native traces read as they are replayed")
struct NativeTraceStreamTests {
    @Test("every shipped native trace streams to the steps, outline and expectations parsing it whole gives, in chunks of 1 to 300 bytes")
    func shippedTracesStreamAsTheyParse() throws {
        var rng = SeededGenerator(seed: 23)
        let folder = demoFolder.appendingPathComponent("traces")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".trace") }.sorted()
        #expect(names.count > 50)
        for name in names {
            let text = try demoFile("traces/" + name)
            // Recordings are read by the command (see the command's tests).
            guard !text.split(separator: "\n").contains(where: { $0.split(separator: " ").prefix(2).contains("play") }) else { continue }
            let whole = try NativeTrace.parse(text, file: name)
            let size = Int.random(in: 1...300, using: &rng)
            let streamed = try stream(text, file: name, chunkSize: size)
            #expect(streamed.steps == whole.steps, "\(name) in chunks of \(size)")
            #expect(streamed.outline == whole.outline, "\(name) in chunks of \(size)")
        }
    }

    @Test("300 seeded traces with LF, CRLF and lone CR endings, blank lines and a final ending or none stream line for line as they parse")
    func lineEndingsAcrossChunkBoundaries() throws {
        for seed in 0..<300 as Range<UInt64> {
            var rng = SeededGenerator(seed: seed)
            let endings = ["\n", "\r\n", "\r"]
            let statements = ["0 down 1 touch 250 92", "+300 move 1 300 150", "+16 move 1 650 150 over 100", "+100 up 1",
                              "# a comment", "", "   ", "expect completed 0", "@2000 key next", "pause 40"]
            var text = "scene todo" + endings.randomElement(using: &rng)!
            for _ in 0..<Int.random(in: 0...40, using: &rng) {
                text += statements.randomElement(using: &rng)! + endings.randomElement(using: &rng)!
            }
            if Bool.random(using: &rng) { text += "expect completed 0" }
            let size = Int.random(in: 1...9, using: &rng)
            let whole = result { () throws(InputError) in try NativeTrace.parse(text, file: "t.trace") }
            let streamed = result { () throws(InputError) in try stream(text, file: "t.trace", chunkSize: size) }
            switch (whole, streamed) {
            case (.success(let trace), .success(let read)):
                #expect(read.steps == trace.steps, "seed \(seed), chunks of \(size): \(text.debugDescription)")
                #expect(read.outline == trace.outline, "seed \(seed), chunks of \(size): \(text.debugDescription)")
            case (.failure(let a), .failure(let b)):
                #expect(a == b, "seed \(seed), chunks of \(size)")
            default:
                Issue.record("seed \(seed), chunks of \(size): parsed \(whole), streamed \(streamed)")
            }
        }
    }

    @Test("300 seeded traces read again in other chunks replay without a word; with one byte rewritten between the readings, each says it changed")
    func aByteRewrittenBetweenReadingsIsFound() throws {
        for seed in 0..<300 as Range<UInt64> {
            var rng = SeededGenerator(seed: seed)
            let endings = ["\n", "\r\n", "\r"]
            var text = "scene todo" + endings.randomElement(using: &rng)!
            var down = false
            for _ in 0..<Int.random(in: 1...30, using: &rng) {
                let statement = switch Int.random(in: 0...4, using: &rng) {
                case 0: "# a comment"
                case 1: ""
                case 2: down ? "+300 move 1 300 150" : "expect completed 0"
                default: down ? "+100 up 1" : "+10 down 1 touch 250 92"
                }
                if statement.hasSuffix("up 1") || statement.hasSuffix("250 92") { down.toggle() }
                text += statement + endings.randomElement(using: &rng)!
            }
            try #require((try? NativeTrace.parse(text, file: "t.trace")) != nil, "seed \(seed): \(text.debugDescription)")
            var again = Array(text.utf8)
            let rewritten = Bool.random(using: &rng)
            if rewritten {
                // Any printable byte for any other: never a line ending, which could end the same lines another way.
                let at = Int.random(in: 0..<again.count, using: &rng)
                again[at] = (again[at] == UInt8(ascii: "x")) ? UInt8(ascii: "y") : UInt8(ascii: "x")
            }
            let sizes = (Int.random(in: 1...9, using: &rng), Int.random(in: 1...9, using: &rng))
            var readings = 0
            let read = result { () throws(InputError) in
                var stream = try NativeTraceStream(file: "t.trace") {
                    readings += 1
                    return readings == 1 ? BytesInMemory(text, chunkSize: sizes.0) : BytesInMemory(again, chunkSize: sizes.1)
                }
                while try stream.next() != nil {}
            }
            switch read {
            case .success: #expect(!rewritten, "seed \(seed): a rewritten byte went unnoticed in \(text.debugDescription)")
            case .failure(let error):
                #expect(rewritten, "seed \(seed): \(error)")
                #expect("\(error)".contains("changed while replayed"), "seed \(seed): \(error)")
            }
        }
    }

    @Test("a move over 1,000 s streams its 100,000 samples as parsing it whole makes them; the outline counts them")
    func longMoveStreamsItsSamples() throws {
        let text = "0 down 1 mouse 0 0\n+0 move 1 100000 50 over 1000000\nexpect no action\n+10 up 1\nexpect no action\n"
        let whole = try NativeTrace.parse(text, file: "t.trace")
        let streamed = try stream(text, file: "t.trace", chunkSize: 16)
        #expect(whole.steps.count == 100_004)
        #expect(streamed.steps == whole.steps)
        #expect(streamed.outline == whole.outline)
        #expect(streamed.outline.end == .milliseconds(1_000_010))
        let move = PointerEvent(pointer: 1, kind: .mouse, position: Point(x: 1, y: 0.0005), time: .milliseconds(10))
        #expect(whole.steps[1] == Trace.Step(line: 2, .input(.pointerMove(move))))
        let last = PointerEvent(pointer: 1, kind: .mouse, position: Point(x: 100_000, y: 50), time: .milliseconds(1_000_000))
        #expect(whole.steps[100_000] == Trace.Step(line: 2, .input(.pointerMove(last))))
    }

    @Test("a bad last line is refused when the stream is made, before any step is handed out, with parse's error")
    func badLastLineRefusedBeforeTheFirstStep() {
        let text = "scene todo\n0 down 1 touch 250 92\n+300 move 1 650 150 over 400\n+100 up 1\nexpect action complete t1\n+5 up\n"
        let parsed = inputError { try NativeTrace.parse(text, file: "t.trace") }
        let streamed = inputError { try NativeTraceStream(file: "t.trace") { BytesInMemory(text, chunkSize: 7) } }
        #expect(parsed == "t.trace:6:6: expected a pointer id (an integer from 0 to 999999999), found the end of the line")
        #expect(streamed == parsed)
    }

    @Test("a line that is not UTF-8 is refused at its line and the column of its first bad byte")
    func notUTF8IsRefusedWhereItIs() {
        let bytes = Array("scene todo\n0 down 1 touch 250 92\n+1 move 1 2é".utf8) + [0xFF, 0x20] + Array("3\n".utf8)
        let error = inputError { try NativeTraceStream(file: "t.trace") { BytesInMemory(bytes, chunkSize: 5) } }
        #expect(error == "t.trace:3:13: expected UTF-8 text, found bytes that are not UTF-8")
    }

    @Test("the scene line is found reading only as far as the first event")
    func sceneFoundBeforeTheFirstEvent() throws {
        #expect(try NativeTraceStream.scene(file: "t.trace", chunks: BytesInMemory("# a drag\n\nscene files\n0 down 1 touch 1 1\nbad line\n"))?.name == "files")
        #expect(try NativeTraceStream.scene(file: "t.trace", chunks: BytesInMemory("0 down 1 touch 1 1\nscene files\n")) == nil)
    }

    @Test("a replay of a stream gives the events and failures the replay of the parsed trace gives")
    func replayOfAStreamIsTheReplayOfTheTrace() throws {
        let text = try demoFile("traces/reorder-down.trace") + "expect completed 3\n"
        var whole = try Replayer(trace: try NativeTrace.parse(text, file: "r.trace"), scene: .todo)
        let stream = try NativeTraceStream(file: "r.trace") { BytesInMemory(text, chunkSize: 64) }
        var streamed = try Replayer(steps: stream, runtime: BoardRuntime(scene: .todo))
        #expect(try streamed.runCollecting() == whole.runCollecting())
        #expect(streamed.failures.map(\.description) == ["r.trace:\(text.split(separator: "\n").count): expected 3 completed, found 0"])
        #expect(streamed.failures == whole.failures)
    }

    private struct Streamed {
        var steps: [Trace.Step]
        var outline: TraceOutline
    }

    private func stream(_ text: String, file: String, chunkSize: Int) throws(InputError) -> Streamed {
        var stream = try NativeTraceStream(file: file) { BytesInMemory(text, chunkSize: chunkSize) }
        var steps: [Trace.Step] = []
        while let step = try stream.next() { steps.append(step) }
        return Streamed(steps: steps, outline: stream.outline)
    }

    private func result<T>(_ body: () throws(InputError) -> T) -> Result<T, InputError> {
        do { return .success(try body()) } catch { return .failure(error) }
    }
}
