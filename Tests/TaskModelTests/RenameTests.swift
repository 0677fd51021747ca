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
