import Testing
import TaskModel
import TestSupport

/// The board's tree: folders with contents, headers, and the actions on them.
@Suite("Task board: folders and headers")
struct TreeBoardTests {
    /// Inbox: h1 (header), r1, fa[a1 fb[b1]] (fa expanded, fb collapsed).
    static func board() throws -> TaskBoard {
        var board = try TaskBoard(lists: ["inbox", "today"])
        try board.append(id: "h1", title: "Work", to: "inbox", kind: .header)
        try board.append(id: "r1", title: "Row", to: "inbox")
        try board.append(id: "fa", title: "Folder A", to: "inbox", kind: .folder(expanded: true))
        try board.append(id: "a1", title: "A1", to: "inbox", parent: "fa")
        try board.append(id: "fb", title: "Folder B", to: "inbox", parent: "fa", kind: .folder(expanded: false))
        try board.append(id: "b1", title: "B1", to: "inbox", parent: "fb")
        return board
    }

    @Test("place moves a node into a folder, out of it, and within it with move(fromOffsets:toOffset:) meaning; a folder's contents go with it")
    func placeMovesNodes() throws {
        var board = try Self.board()
        #expect(board.apply(.place("r1", list: "inbox", parent: "fb", index: 1)).changedIDs == ["r1"])
        #expect(board.children(of: "fb").map(\.id) == ["b1", "r1"])
        #expect(board.apply(.place("a1", list: "inbox", parent: "fa", index: 1)) == .applied([]))   // its own place
        #expect(board.apply(.place("fb", list: "inbox", parent: nil, index: 0)).changedIDs == ["fb"])  // b1 and r1 ride along
        #expect(board.openTasks(in: "inbox").map(\.id) == ["fb", "h1", "fa"])
        #expect(board.children(of: "fb").map(\.id) == ["b1", "r1"])
        #expect(board.apply(.place("fa", list: "today", parent: nil, index: 0)).changedIDs == ["fa", "a1"])  // another list: contents follow
        #expect(board.task("a1")?.list == "today")
        #expect(board.invariantViolations() == [])
    }

    @Test("no node ends up inside more than 100 folders: a task goes into the 99th of a chain, not the 100th, nor a folder whose contents would go past it, alone or selected")
    func nestingIsBounded() throws {
        var board = try TaskBoard(lists: ["inbox"])
        for i in 0...99 { try board.append(id: TaskID("f\(i)"), title: "F\(i)", to: "inbox", kind: .folder(expanded: true)) }
        try board.append(id: "t", title: "T", to: "inbox")
        try board.append(id: "g", title: "G", to: "inbox", kind: .folder(expanded: false))
        try board.append(id: "g1", title: "G1", to: "inbox", parent: "g")
        for i in 1...99 { #expect(board.apply(.place(TaskID("f\(i)"), list: "inbox", parent: TaskID("f\(i - 1)"), index: 0)).changedIDs == [TaskID("f\(i)")]) }
        #expect(board.depth(of: "f99") == 99)
        #expect(board.apply(.place("g", list: "inbox", parent: "f99", index: 0)) == .rejected(.tooDeep("g", "f99")))
        #expect(board.apply(.placeAll(["g", "t"], list: "inbox", parent: "f99", index: 0)) == .rejected(.tooDeep("g", "f99")))
        #expect(board.apply(.place("t", list: "inbox", parent: "f99", index: 0)).changedIDs == ["t"])
        #expect(board.depth(of: "t") == 100)
        #expect(board.apply(.place("g", list: "inbox", parent: "f98", index: 0)).changedIDs == ["g"])
        #expect(board.invariantViolations() == [])
        // A completed node is not walked: its folder may go to the deepest place, and the board
        // stays whole (a store holding it opens again).
        #expect(board.apply(.complete("g1")).changedIDs == ["g1"])
        #expect(board.apply(.place("g", list: "inbox", parent: "f99", index: 0)).changedIDs == ["g"])
        #expect(board.depth(of: "g1") == 101)
        #expect(board.invariantViolations() == [])
        #expect(TaskRejection.tooDeep("g", "f99").description == #""g" inside "f99" would nest more than 100 folders deep"#)
    }

    @Test("a folder never goes inside itself, a header never inside a folder, and only folders take children")
    func placeRefusals() throws {
        var board = try Self.board()
        #expect(board.apply(.place("fa", list: "inbox", parent: "fb", index: 0)) == .rejected(.insideItself("fa", "fb")))
        #expect(board.apply(.place("fa", list: "inbox", parent: "fa", index: 0)) == .rejected(.insideItself("fa", "fa")))
        #expect(board.apply(.place("h1", list: "inbox", parent: "fa", index: 0)) == .rejected(.headerInsideFolder("h1", "fa")))
        #expect(board.apply(.place("r1", list: "inbox", parent: "a1", index: 0)) == .rejected(.notAFolder("a1")))
        #expect(board.apply(.place("r1", list: "today", parent: "fa", index: 0)) == .rejected(.notAFolder("fa")))
        #expect(board == (try Self.board()))
    }

    @Test("complete and trash take a folder with everything in it; Complete refuses a header, Trash takes it alone")
    func closingNodes() throws {
        var board = try Self.board()
        #expect(board.apply(.complete("fa")).changedIDs == ["fa", "a1", "fb", "b1"])
        #expect(board.completed.map(\.id) == ["fa", "a1", "fb", "b1"])
        #expect(board.openTasks(in: "inbox").map(\.id) == ["h1", "r1"])
        #expect(board.apply(.complete("h1")) == .rejected(.headerCannotComplete("h1")))
        #expect(board.apply(.trash("h1")).changedIDs == ["h1"])
        #expect(board.members(of: nil, in: "inbox").map(\.id) == ["r1"])
        #expect(board.invariantViolations() == [])
    }

    @Test("a header owns the top-level nodes below it up to the next header; none owns those above the first")
    func headerMembership() throws {
        var board = try Self.board()
        try board.append(id: "h2", title: "Home", to: "inbox", kind: .header)
        try board.append(id: "r2", title: "Row 2", to: "inbox")
        #expect(board.members(of: "h1", in: "inbox").map(\.id) == ["r1", "fa"])
        #expect(board.members(of: "h2", in: "inbox").map(\.id) == ["r2"])
        #expect(board.members(of: nil, in: "inbox").map(\.id) == [])
        _ = board.apply(.reorder("h2", slot: 0))
        #expect(board.members(of: "h2", in: "inbox").map(\.id) == [])
        #expect(board.members(of: "h1", in: "inbox").map(\.id) == ["r1", "fa", "r2"])
    }

    @Test("expanding changes only the folder; expanding an open one again changes nothing")
    func expanding() throws {
        var board = try Self.board()
        #expect(board.apply(.setExpanded("fb", true)).changedIDs == ["fb"])
        #expect(board.task("fb")?.kind == .folder(expanded: true))
        #expect(board.apply(.setExpanded("fb", true)) == .applied([]))
        #expect(board.apply(.setExpanded("r1", true)) == .rejected(.notAFolder("r1")))
    }
}

@Suite("Task board: several nodes at once")
struct MultiSelectBoardTests {
    @Test("placeAll agrees with move(fromOffsets:toOffset:) on 2,000 seeded random lists, selections and offsets")
    func placeAllMatchesMoveSemantics() throws {
        for seed in UInt64(0)..<2_000 {
            var rng = SeededGenerator(seed: seed)
            var board = try TaskBoard(lists: ["inbox"])
            let count = Int.random(in: 1...10, using: &rng)
            for i in 0..<count { try board.append(id: TaskID("t\(i)"), title: "t\(i)", to: "inbox") }
            var reference = (0..<count).map { "t\($0)" }
            for _ in 0..<5 {
                let offsets = Set((0..<count).filter { _ in Bool.random(using: &rng) })
                guard !offsets.isEmpty else { continue }
                let to = Int.random(in: 0...count, using: &rng)
                // Selected in a shuffled order: display order decides, not the order named.
                let ids = offsets.map { TaskID(reference[$0]) }.shuffled(using: &rng)
                _ = board.apply(.placeAll(ids, list: "inbox", parent: nil, index: to))
                let moving = offsets.sorted().map { reference[$0] }
                var rest = reference.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
                rest.insert(contentsOf: moving, at: (0..<to).filter { !offsets.contains($0) }.count)
                reference = rest
                #expect(board.openTasks(in: "inbox").map(\.id.rawValue) == reference, "seed \(seed): \(ids) to \(to)")
                #expect(board.invariantViolations() == [], "seed \(seed)")
            }
        }
    }

    @Test("completeAll takes folders with their contents and refuses headers, changing nothing")
    func completeAll() throws {
        var board = try TreeBoardTests.board()
        #expect(board.apply(.completeAll(["b1", "fa", "r1"])).changedIDs == ["r1", "fa", "a1", "fb", "b1"])
        var other = try TreeBoardTests.board()
        #expect(other.apply(.completeAll(["r1", "h1"])) == .rejected(.headerCannotComplete("h1")))
        #expect(other == (try TreeBoardTests.board()))
        #expect(other.apply(.placeAll([], list: "inbox", parent: nil, index: 0)) == .rejected(.nothingSelected))
    }
}

extension TaskOutcome {
    var changedIDs: [TaskID] {
        if case .applied(let changes) = self { changes.map(\.after.id) } else { [] }
    }
}
