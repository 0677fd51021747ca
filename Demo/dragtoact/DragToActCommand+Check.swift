// `dragtoact check`: traces checked without printing events, a JUnit report on request.

import Foundation
import CDragToAct
import DropEngine
import Replay
import Runtime
import TaskModel
import TaskStore

extension DragToActCommand {
    static func check(arguments: [String], console: Console) throws(Failure) -> ExitStatus {
        let options = try parse(arguments, allowed: ["--junit"], command: "check")
        if options.help {
            console.write(Help.check)
            return .success
        }
        guard !options.positional.isEmpty else { throw .usage("check needs at least one TRACE", help: "dragtoact check --help") }
        guard options.positional.count(where: { $0 == FileChunks.standardInput }) <= 1 else {
            throw .usage("standard input (-) can be read once", help: "dragtoact check --help")
        }
        if let junit = options.junit, !JUnitReport.mayOverwrite(junit) {
            throw .usage("--junit \(junit) holds something other than a JUnit report (it does not start with <?xml): the report would overwrite it",
                         help: "dragtoact check --help")
        }
        if let junit = options.junit, let code = JUnitReport.unwritable(junit) {
            throw .unwritable(path: junit, what: "the JUnit report", reason: FileChunks.reason(code))
        }
        var status = ExitStatus.success
        var report = JUnitReport()
        for path in options.positional {
            // As every line says it (FAIL, ERROR, a warning): a line feed or an escape in a file
            // name is spelled (`\u{A}`), so that it cannot split a line or colour the terminal.
            let shownPath = InputError.visible(path)
            // What is written to standard error of this trace, for its test case too.
            var warnings: [String] = []
            // The expectations that failed before an error stopped the replay: listed with it.
            var failedBeforeError: [ExpectationFailure] = []
            func warn(_ text: String) {
                console.writeError("dragtoact: \(text)\n")
                warnings.append(text)
            }
            do throws(Failure) {
                let (steps, scene) = try Loader.load(trace: path, options: Arguments(), nativeOnly: true)
                for warning in steps.outline.warnings { warn("warning: \(warning)") }
                var replayer: Replayer
                do { replayer = try Replayer(steps: steps, runtime: BoardRuntime(scene: scene)) } catch { throw .input(error) }
                for warning in ReachWarnings.of(replayer.runtime) { warn("warning: \(warning)") }
                replayer.playsUnnamedTodoScene = steps.outline.scene == nil
                do { try replayer.runToEnd() } catch {
                    failedBeforeError = replayer.failures
                    throw .runtime(error)
                }
                // As replay says it: a forgotten input is not silent in the command CI runs either.
                if !replayer.outline.holdsInputs { warn("\(shownPath) holds no inputs") }
                for warning in replayer.endWarnings { warn("warning: \(warning)") }
                for (pointer, source, dragging) in replayer.unfinished {
                    warn("\(shownPath) ended with a \(dragging ? "drag of" : "press on") \(source) under way (\(Self.naming(pointer)))")
                }
                let count = steps.outline.expectationCount
                if !replayer.failures.isEmpty {
                    for failure in replayer.failures { console.write("FAIL \(failure)\n") }
                    report.add(path, .failed(replayer.failures.map(\.description)), warnings: warnings)
                    if status == .success { status = .expectationFailed }
                } else if count == 0 {
                    let failure = "\(shownPath): no expectations (a rules test that cannot fail)"
                    console.write("FAIL \(failure)\n")
                    report.add(path, .failed([failure]), warnings: warnings)
                    if status == .success { status = .expectationFailed }
                } else {
                    console.write("pass \(shownPath) (\(count) expectation\(count == 1 ? "" : "s"))\n")
                    report.add(path, .passed, warnings: warnings)
                }
            } catch {
                // Without the `dragtoact: ` a message on standard error starts with, as FAIL lines and the JUnit report have.
                let message = error.message.trimmingPrefix("dragtoact: ")
                // Every failing expectation is listed, those before the line that stopped the replay too.
                for failure in failedBeforeError { console.write("FAIL \(failure)\n") }
                console.write("ERROR \(message)")
                // The message's first line: a usage error's second, "Try 'dragtoact … --help'.", is for a shell.
                report.add(path, .error(String(message.prefix { $0 != "\n" }), failures: failedBeforeError.map(\.description)), warnings: warnings)
                status = .badInput
            }
        }
        if let junit = options.junit { try report.write(to: junit) }
        return status
    }
}
