// The `dragtoact` command: the demo, replay, check and show. See `dragtoact --help`.
import Foundation

// A store write past the file-size limit (`ulimit -f`) fails as a write, reported with the path
// (exit 3), rather than the signal killing the command mid-replay without a word.
signal(SIGXFSZ, SIG_IGN)
// Ctrl-C and SIGTERM exit 130 whenever they come, in every command: during `check`, `show`, a trace
// still read from standard input, a store waiting for a lock. A demo, replay or live session on a
// terminal sets its own handler, which restores the terminal first.
Terminal.exitOnInterrupt()
let raw = (1..<Int(CommandLine.argc)).map { i in CommandLine.unsafeArgv[i].map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? [] }
let status = DragToActCommand.run(rawArguments: raw, console: .standard)
exit(status.rawValue)
