// The `dragtoact` command: the demo, replay, check and show. See `dragtoact --help`.
import Foundation

let status = DragToActCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), console: .standard)
exit(status.rawValue)
