// The `dragtoact` command: the demo, replay, check and show. See `dragtoact --help`.
import Foundation

let raw = (1..<Int(CommandLine.argc)).map { i in CommandLine.unsafeArgv[i].map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? [] }
let status = DragToActCommand.run(rawArguments: raw, console: .standard)
exit(status.rawValue)
