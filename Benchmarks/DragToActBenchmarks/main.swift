// dragtoact-bench: the receiver index against a naive linear scan, in one run.
//
//   swift run -c release dragtoact-bench                 hit-test table at 100 … 100,000 receivers
//   swift run -c release dragtoact-bench hit             the hit-test table alone
//   swift run -c release dragtoact-bench store           rows written per move; durable actions/s vs raw SQLite
//   swift run -c release dragtoact-bench tree            rows written per tree move; pointer moves over 100 / 10,000 tree rows
//   swift run -c release dragtoact-bench points          100,000 receivers queried at point sets of 1,024 … 65,536
//   swift run -c release dragtoact-bench sweep           index query time by cell size and spread
//   swift run -c release dragtoact-bench memory          heap bytes per receiver: the index, the dispatcher
//   swift run -c release dragtoact-bench replay          end to end: one trace streamed at 100 / 10,000 / 100,000 receivers
//   (N pointer moves during one drag, for valgrind: swift run -c release alloc-probe N)
//   swift run -c release dragtoact-bench selection-probe K N   N moves of a drag of K selected rows over a tree (for valgrind)
//   swift run -c release dragtoact-bench replace-probe R N     N edits of a list of R rows with a drag over it (for valgrind)
#if canImport(Glibc)
import Glibc
#endif
import DropEngine
import DropGeometry
import MoveProbe

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil:
    runHitTestTable()
    print()
    runEndToEndTable()
    print()
    runOrderKeyTable()
    print()
    runDurabilityTable()
case "hit":
    runHitTestTable()
case "store":
    runOrderKeyTable()
    print()
    runDurabilityTable()
case "tree":
    runTreeTable()
case "points":
    runWorkingSetTable()
case "sweep":
    runIndexSweep()
case "memory":
    runMemoryTable()
case "replay":
    runEndToEndTable()
case "replay-row":
    guard arguments.count == 3, let receivers = Int(arguments[1]), let inputs = Int(arguments[2]) else {
        print("usage: dragtoact-bench replay-row RECEIVERS INPUTS")
        exit(2)
    }
    runEndToEndRow(receivers: receivers, inputs: inputs)
case "selection-probe", "replace-probe":
    guard arguments.count == 3, let size = Int(arguments[1]), let steps = Int(arguments[2]), size > 0, steps >= 0 else {
        print("usage: dragtoact-bench \(arguments[0]) \(arguments[0] == "selection-probe" ? "SELECTED MOVES" : "ROWS EDITS")")
        exit(2)
    }
    if arguments[0] == "selection-probe" { runSelectionProbe(selected: size, moves: steps) } else { runReplaceProbe(rows: size, edits: steps) }
default:
    print("usage: dragtoact-bench [hit | store | tree | points | sweep | memory | replay | selection-probe K MOVES | replace-probe ROWS EDITS]")
    exit(2)
}
