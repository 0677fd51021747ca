import TaskModel
import Testing
import TestSupport

@Suite("Renaming a task or header")
struct RenameTests {
    private func board() throws -> TaskBoard {
        var board = try TaskBoard(lists: ["docs"])
        try board.append(id: "h1", title: "Today", to: "docs", kind: .header)
        try board.append(id: "d1", title: "Taxes", to: "docs")
        try board.append(id: "d2", title: "Rent", to: "docs")
        return board
    }

    @Test("a rename changes the title alone, reported as renamed, and keeps the task's place")
    func aRenameChangesTheTitleAlone() throws {
        var board = try board()
        let outcome = board.apply(.rename("h1", title: "This week"))
        #expect(outcome.description == "applied: h1 renamed")
        #expect(board.openTasks(in: "docs").map(\.title) == ["This week", "Taxes", "Rent"])
        #expect(board.task("h1")?.kind == .header)
        #expect(TaskAction.rename("h1", title: "This week").description == #"rename h1 to "This week""#)
        // Controls spelled as the board and errors spell them, a quote doubled as a trace writes it.
        #expect(TaskAction.rename("h1", title: "Say \"hi\"\n").description == #"rename h1 to "Say ""hi""\u{A}""#)
        #expect(board.invariantViolations() == [])
    }

    @Test("the same title again changes nothing; a title equal only canonically is a rename")
    func theSameTitleChangesNothing() throws {
        var board = try board()
        #expect(board.apply(.rename("d1", title: "Taxes")) == .applied([]))
        board = try self.board()
        _ = board.apply(.rename("d1", title: "Caf\u{E9}"))
        #expect(board.apply(.rename("d1", title: "Cafe\u{301}")).description == "applied: d1 renamed")
        #expect(Array(board.task("d1")!.title.unicodeScalars) == ["C", "a", "f", "e", "\u{301}"])
    }

    @Test("a task that is not open, or not on the board, is not renamed")
    func aClosedOrUnknownTaskIsNotRenamed() throws {
        var board = try board()
        _ = board.apply(.complete("d1"))
        #expect(board.apply(.rename("d1", title: "Later")) == .rejected(.taskNotOpen("d1")))
        #expect(board.apply(.rename("zz", title: "Later")) == .rejected(.unknownTask("zz")))
        #expect(board.task("d1")?.title == "Taxes")
    }

    @Test("a rename from the title the node has is applied; from another title it is rejected naming the title the node has, and nothing changes")
    func aRenameFromAStaleTitleIsRejected() throws {
        var board = try board()
        #expect(board.apply(.rename("d1", title: "Q3 taxes", from: "Taxes")).description == "applied: d1 renamed")
        let stale = TaskAction.rename("d1", title: "Taxes final", from: "Taxes")
        #expect(stale.description == #"rename d1 to "Taxes final""#, "said as an unconditional rename: an undo step is written the same")
        let before = board
        let outcome = board.apply(stale)
        #expect(outcome == .rejected(.titleChanged("d1", to: "Q3 taxes")))
        #expect(outcome.description == #"rejected: task "d1" was renamed to "Q3 taxes" since"#)
        if case .rejected(let rejection) = outcome { #expect(rejection.caseName == "titleChanged") }
        #expect(board == before)
        #expect(TaskRejection.caseNames.last == "titleChanged")
    }

    @Test("a rename from a stale title to the title the node has already is unchanged; from a title equal only canonically it is rejected; the title in the rejection is spelled as every line for people spells a control")
    func aRenameFromComparesBytes() throws {
        var board = try board()
        _ = board.apply(.rename("d1", title: "Caf\u{E9}\t"))
        #expect(board.apply(.rename("d1", title: "Caf\u{E9}\t", from: "Taxes")) == .applied([]))
        let outcome = board.apply(.rename("d1", title: "Bar", from: "Cafe\u{301}\t"))
        #expect(outcome.description == #"rejected: task "d1" was renamed to "Caf\#u{E9}\u{9}" since"#)
        #expect(board.apply(.rename("d1", title: "Bar", from: "Caf\u{E9}\t")).description == "applied: d1 renamed")
    }

    @Test("a rename from its title of a node that is not open, or not on the board, is rejected as any rename is, whatever its title")
    func aRenameFromOfAClosedNodeIsNotOpen() throws {
        var board = try board()
        _ = board.apply(.trash("d1"))
        #expect(board.apply(.rename("d1", title: "Later", from: "Taxes")) == .rejected(.taskNotOpen("d1")))
        #expect(board.apply(.rename("d1", title: "Later", from: "Rent")) == .rejected(.taskNotOpen("d1")))
        #expect(board.apply(.rename("zz", title: "Later", from: "Taxes")) == .rejected(.unknownTask("zz")))
    }

    @Test("a task whose key equals its neighbours' (keys written elsewhere) keeps its place when renamed, with a key of its own")
    func aTiedTaskKeepsItsPlace() throws {
        var board = try TaskBoard(lists: ["inbox"])
        for item in tiedTasks { board.restore(item) }
        // Equal keys are listed by title: "Zzz" would list e after d.
        let outcome = board.apply(.rename("e", title: "Zzz"))
        #expect(board.openTasks(in: "inbox").map(\.id) == ["g", "a", "b", "e", "f", "d", "c", "h"])
        #expect(board.task("e")?.title == "Zzz")
        #expect(board.invariantViolations(allowingTies: true) == [])
        guard case .applied(let changes) = outcome else { Issue.record("rejected: \(outcome)"); return }
        #expect(changes.last?.description == "e renamed")
        var reloaded = try TaskBoard(lists: ["inbox"])
        for item in board.allTasks { reloaded.restore(item) }
        #expect(reloaded.openTasks(in: "inbox").map(\.id) == ["g", "a", "b", "e", "f", "d", "c", "h"])
    }
}
