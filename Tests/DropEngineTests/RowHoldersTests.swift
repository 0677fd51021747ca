import DropGeometry
import TestSupport
import Testing
@testable import DropEngine

/// The list that holds a source's row, found through ``RowHolders``, against a scan of every
/// receiver's rows in handle order (what `place(ofSource:)` did).
@Suite("Row holders")
struct RowHoldersTests {
    static func rows(_ sources: [String]) -> [ListRow] {
        sources.enumerated().map { i, id in ListRow(source: SourceID(id), frame: Rect(x: 0, y: Double(i) * 10, width: 50, height: 8)) }
    }

    @Test("a row's place is found in the list that shows it, the first registered when two do, and forgotten with the list")
    func transcript() throws {
        var engine = DragDispatcher()
        var ignored: [DragAction] = []
        for id in ["a", "b"] {
            try engine.register(DropReceiver(id: ReceiverID(id), frame: Rect(x: 0, y: 0, width: 50, height: 100),
                                             accepts: .accepts([PayloadKind("task")]), placement: .amongRows), into: &ignored)
        }
        try engine.setRows(Self.rows(["t1", "t2"]), ofList: "b", into: &ignored)
        #expect(engine.place(ofSource: "t2") == .among("b", container: .topLevel, position: 2, count: 2))
        try engine.setRows(Self.rows(["t2"]), ofList: "a", into: &ignored)
        #expect(engine.place(ofSource: "t2") == .among("a", container: .topLevel, position: 1, count: 1))
        try engine.unregisterReceiver("a", into: &ignored)
        #expect(engine.place(ofSource: "t2") == .among("b", container: .topLevel, position: 2, count: 2))
        try engine.setRows(Self.rows(["t2", "t1"]), ofList: "b", into: &ignored)
        #expect(engine.place(ofSource: "t2") == .among("b", container: .topLevel, position: 1, count: 2))
        try engine.setRows([], ofList: "b", into: &ignored)
        #expect(engine.place(ofSource: "t2") == nil)
    }

    @Test("the holder of every source equals a scan of the receivers' rows, through rows set, moved and lists come and gone, over 200 seeded cases")
    func equalsAScan() throws {
        let pool = (0..<12).map { "s\($0)" }
        for seed in 0..<200 as Range<UInt64> {
            var random = SeededGenerator(seed: seed)
            var engine = DragDispatcher()
            var ignored: [DragAction] = []
            var lists: [ReceiverID] = []
            var nextID = 0
            for step in 0..<60 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<2:
                    let id = ReceiverID("l\(nextID)")
                    nextID += 1
                    // Now and then a receiver that takes no rows, so handles of both kinds interleave.
                    let placement: DropReceiver.Placement = Int.random(in: 0..<4, using: &random) == 0 ? .onto : .amongRows
                    try engine.register(DropReceiver(id: id, frame: Rect(x: 0, y: 0, width: 50, height: 200),
                                                     accepts: .accepts([PayloadKind("task")]), placement: placement), into: &ignored)
                    if placement == .amongRows { lists.append(id) }
                case 2..<6:
                    guard let id = lists.randomElement(using: &random) else { continue }
                    let sources = Array(pool.shuffled(using: &random).prefix(Int.random(in: 0...8, using: &random)))
                    try engine.setRows(Self.rows(sources), ofList: id, into: &ignored)
                case 6, 7:
                    // The same rows again or moved (the holders must not change), or a row moved, gone or come.
                    guard let id = lists.randomElement(using: &random), let layout = engine.receivers.records[Int(engine.receivers.handles[id]!.rawValue)]?.layout else { continue }
                    var sources = layout.rows.map { $0.source!.rawValue }
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0:
                        try engine.moveRows(to: layout.rows.map { $0.frame.offsetBy(y: 3) }, ofList: id, into: &ignored)
                        continue
                    case 1:
                        break
                    case 2 where !sources.isEmpty:
                        // One row moved (a reorder): the ends alike, a window between.
                        let moved = sources.remove(at: Int.random(in: sources.indices, using: &random))
                        sources.insert(moved, at: Int.random(in: 0...sources.count, using: &random))
                    default:
                        // One row gone, or one come.
                        if !sources.isEmpty && Bool.random(using: &random) {
                            sources.remove(at: Int.random(in: sources.indices, using: &random))
                        } else if let new = pool.filter({ !sources.contains($0) }).randomElement(using: &random) {
                            sources.insert(new, at: Int.random(in: 0...sources.count, using: &random))
                        }
                    }
                    try engine.setRows(Self.rows(sources), ofList: id, into: &ignored)
                default:
                    guard let id = lists.randomElement(using: &random) else { continue }
                    try engine.unregisterReceiver(id, into: &ignored)
                    lists.removeAll { $0 == id }
                }
                for source in pool.map({ SourceID($0) }) {
                    let scan = engine.receivers.records.slots.firstIndex { $0?.layout?.row(of: source) != nil }.map { Int32($0) }
                    let found = engine.receivers.rowHolders.first(holding: source)
                    #expect(found == scan, "seed \(seed), step \(step): \(source)")
                    if found != scan { return }
                }
            }
        }
    }
}

private extension Rect {
    func offsetBy(y: Double) -> Rect { Rect(x: minX, y: minY + y, width: width, height: height) }
}
