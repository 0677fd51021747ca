import Testing
import TaskModel

/// The board's tree: folders with contents, headers, and the actions on them.
@Suite("Task board: folders and headers")
struct TreeBoardTests {
    /// Inbox: h1 (header), r1, fa[a1 fb[b1]] (fa expanded, fb collapsed).
    static func board() throws -> TaskBoard {
        var board = TaskBoard(lists: ["inbox", "today"])
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

extension TaskOutcome {
    var changedIDs: [TaskID] {
        if case .applied(let changes) = self { changes.map(\.after.id) } else { [] }
    }
}
