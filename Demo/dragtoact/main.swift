// The `dragtoact` command: the demo, replay, check and show. See `dragtoact --help`.
import Foundation

// A store write past the file-size limit (`ulimit -f`) fails as a write, reported with the path
// (exit 3), rather than the signal killing the command mid-replay without a word.
signal(SIGXFSZ, SIG_IGN)
let raw = (1..<Int(CommandLine.argc)).map { i in CommandLine.unsafeArgv[i].map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? [] }
let status = DragToActCommand.run(rawArguments: raw, console: .standard)
exit(status.rawValue)
