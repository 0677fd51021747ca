import Foundation
import TaskModel
import Testing
@testable import TaskStore

/// Version 6: each step records its writer, so that each `TaskStore` value (a kiosk's screen) can
/// undo its own steps though another's came after them — refused when one of those changed a
/// node the step changed, and then nothing is written.
@Suite("Task store: undoing one's own steps", .serialized)
struct OwnUndoTests {
    @Test("what an undo did prints in words: travelled and its action, the refusal's sentence, nothing (it printed as travelled(complete t1) and refused(TaskStore.HistoryRefusal(…)))")
    func travelsPrintInWords() {
        #expect("\(HistoryTravel.travelled(HistoryStep(action: "complete t1", task: "t1", changes: [])))" == "travelled complete t1")
        #expect("\(HistoryTravel.refused(HistoryRefusal(action: "reorder t1 to 2", redo: false, task: "t1", reason: #""Buy milk" was moved since"#)))"
                == #"cannot undo reorder t1 to 2: "Buy milk" was moved since"#)
        #expect("\(HistoryTravel.nothing)" == "nothing")
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/version5.db").path

    @Test("A completes Buy milk, B completes Walk the dog, A undoes its own: Buy milk is open again, Walk the dog stays completed, and B's undo takes back B's")
    func ownUndoLeavesTheOthersStep() throws {
        let (folder, a, b) = try Self.twoWriters()
        let path = folder.path("board.db")
        try a.apply(.complete("new-1"))
        try b.apply(.complete("new-2"))
        guard case .travelled(let step) = try a.undo(.own) else { Issue.record("A's undo did not travel"); return }
        #expect(step.action == "complete new-1")
        #expect(step.changes.map(\.description) == ["new-1 restored"])
        #expect(a.board.completed.map(\.id) == ["new-2"])
        #expect(titles(a.board) == ["Buy milk", "Write report", "Call mom", "Pay bills"])
        #expect(try TaskStore(path: path).board.completed.map(\.id) == ["new-2"], "durable before reported")
        #expect(try a.undo(.own) == .nothing, "A made no other step (the seeding was another store value's)")
        guard case .travelled(let other) = try b.undo(.own) else { Issue.record("B's undo did not travel"); return }
        #expect(other.action == "complete new-2")
        #expect(b.board.completed.isEmpty)
    }

    @Test("A moves Buy milk down, B moves it further: A's undo is refused naming what changed, no task changes and A's step is set aside; B's own undo is taken, and A's step stays set aside")
    func ownUndoOfANodeChangedSinceIsRefused() throws {
        let (folder, a, b) = try Self.twoWriters()
        let path = folder.path("board.db")
        try a.apply(.reorder("new-1", slot: 2))
        try b.apply(.reorder("new-1", slot: 4))
        let before = Snapshot(b.board)
        let travel = try a.undo(.own)
        #expect(travel == .refused(HistoryRefusal(action: "reorder new-1 to 2", redo: false, task: "new-1",
                                                  reason: #""Buy milk" was moved since by another writer"#)))
        if case .refused(let refusal) = travel {
            #expect(refusal.description == #"cannot undo reorder new-1 to 2: "Buy milk" was moved since by another writer"#)
        }
        #expect(Snapshot(a.board) == before)
        #expect(Snapshot(try TaskStore(path: path).board) == before)
        #expect(try marks(a) == ["reorder new-1 to 2: 2", "reorder new-1 to 4: 0"]) // 2: applied, set aside
        #expect(try b.undo().description == "travelled reorder new-1 to 4")
        // A's step was set aside when its undo was refused: no later undo takes it back.
        #expect(try a.undo(.own) == .nothing)
        #expect(titles(a.board) == ["Walk the dog", "Buy milk", "Write report", "Call mom", "Pay bills"])
    }

    @Test("A moves Buy milk, then Walk the dog; B moves Walk the dog further: A's first undo is refused, its next one takes back Buy milk's move (the refused step blocked every older one)")
    func aRefusedStepIsPassedOverByTheNextUndo() throws {
        let (folder, a, b) = try Self.twoWriters()
        defer { withExtendedLifetime(folder) {} }
        try a.apply(.reorder("new-1", slot: 4))
        try a.apply(.reorder("new-2", slot: 2))
        try b.apply(.reorder("new-2", slot: 0))
        #expect(titles(b.board) == ["Walk the dog", "Write report", "Call mom", "Buy milk", "Pay bills"])
        #expect(try a.undo(.own).description == #"cannot undo reorder new-2 to 2: "Walk the dog" was moved since by another writer"#)
        #expect(try a.undo(.own).description == "travelled reorder new-1 to 4")
        #expect(titles(a.board) == ["Buy milk", "Walk the dog", "Write report", "Call mom", "Pay bills"])
        #expect(try a.undo(.own) == .nothing)
        // Redo brings back the step undone, not the one set aside.
        #expect(try a.redo(.own).description == "travelled reorder new-1 to 4")
        #expect(try a.redo(.own) == .nothing)
        #expect(titles(a.board) == ["Walk the dog", "Write report", "Call mom", "Buy milk", "Pay bills"])
    }

    @Test("A renames Buy milk, B completes it: A's undo takes back the rename alone, and Buy milk stays completed; B's undo takes back the completion alone, and the title stays A's undo's")
    func undoWritesBackOnlyWhatItsStepChanged() throws {
        let (folder, a, b) = try Self.twoWriters()
        let path = folder.path("board.db")
        try a.apply(.rename("new-1", title: "Buy oat milk"))
        try b.apply(.complete("new-1"))
        #expect(try a.undo(.own).description == "travelled rename new-1 to \"Buy oat milk\"")
        #expect(a.board.task("new-1")?.description == #"new-1 "Buy milk" in inbox, order 1000, completed #1"#)
        #expect(try b.undo(.own).description == "travelled complete new-1")
        #expect(b.board.task("new-1")?.description == #"new-1 "Buy milk" in inbox, order 1000, open"#)
        #expect(Snapshot(try TaskStore(path: path).board) == Snapshot(b.board))
        // And forward again: each redo applies its own part.
        #expect(try a.redo(.own).description == "travelled rename new-1 to \"Buy oat milk\"")
        #expect(try b.redo(.own).description == "travelled complete new-1")
        #expect(b.board.task("new-1")?.description == #"new-1 "Buy oat milk" in inbox, order 1000, completed #1"#)
    }

    @Test("A moves Call mom into another list, B trashes it (or completes it): A's undo is refused naming what B did, and the task stays trashed where B trashed it, not quietly moved back (it said \"undid\" and changed its list)")
    func undoOfAMoveIsRefusedWhenTheTaskWasClosedSince() throws {
        for (closing, words) in [(TaskAction.trash("new-4"), "trashed"), (.complete("new-4"), "completed")] {
            let (folder, a, b) = try Self.twoWriters()
            let path = folder.path("board.db")
            try a.apply(.move("new-4", to: "today", slot: 0))
            try b.apply(closing)
            let before = Snapshot(b.board)
            let travel = try a.undo(.own)
            #expect(travel.description == #"cannot undo move new-4 to today at 0: "Call mom" was \#(words) since by another writer"#)
            #expect(Snapshot(a.board) == before)
            #expect(Snapshot(try TaskStore(path: path).board) == before)
            #expect(a.board.task("new-4")?.list == "today")
            // B's own undo reopens it where it was closed, and A's step stays set aside.
            #expect(try b.undo(.own).description == "travelled \(closing)")
            #expect(b.board.task("new-4").map { "\($0.list) \($0.status)" } == "today open")
            #expect(try a.undo(.own) == .nothing)
        }
    }

    @Test("a redo refused is set aside too: the next redo applies the undone step after it, and the next action forgets it with the undone ones")
    func aRefusedRedoIsSetAside() throws {
        let (folder, a, b) = try Self.twoWriters()
        defer { withExtendedLifetime(folder) {} }
        try a.apply(.complete("new-1"))
        try a.apply(.complete("new-2"))
        #expect(try a.undo(.own) != .nothing)
        #expect(try a.undo(.own) != .nothing)
        // Another program trashes Buy milk behind the history's back (an action would forget the undone steps).
        try b.db.execute("UPDATE tasks SET status = 'trashed', status_sequence = 7 WHERE id = 'new-1'")
        #expect(try a.redo(.own).description == #"cannot redo complete new-1: "Buy milk" was trashed since by another writer"#)
        #expect(try a.redo(.own).description == "travelled complete new-2")
        #expect(try a.redo(.own) == .nothing)
        #expect(try marks(a) == ["complete new-1: 3", "complete new-2: 0"]) // 3: undone, set aside
        try b.apply(.complete("new-3"))
        #expect(try marks(a) == ["complete new-2: 0", "complete new-3: 0"])
    }

    /// Each step of `store`'s file but the seeded store's adds, oldest first, as its action and its `undone` mark.
    private func marks(_ store: TaskStore) throws -> [String] {
        let rows = try store.db.prepare("SELECT action, undone FROM history WHERE action NOT LIKE 'add %' ORDER BY step")
        var found: [String] = []
        while try rows.step() { found.append("\(rows.text(0)): \(rows.text(1))") }
        return found
    }

    @Test("the newest step's undo by anyone (dragtoact undo) is refused the same way, as a value saying why, and no task is written")
    func anyoneUndoOfAChangedNodeIsRefused() throws {
        let (folder, a, b) = try Self.twoWriters()
        let path = folder.path("board.db")
        try a.apply(.complete("new-3"))
        try b.apply(.trash("new-4"))
        #expect(try a.undo(.own) != .nothing) // a gap: B's step stays applied after A's undone one
        #expect(try b.undo().description == "travelled trash new-4")
        try b.apply(.complete("new-5")) // forgets every undone step, A's too
        #expect(try a.redo(.own) == .nothing)
        #expect(try b.redo(.anyone) == .nothing)
        // Another program's write the history does not know of (rows edited by hand):
        try b.db.execute("UPDATE tasks SET status = 'trashed', status_sequence = 9 WHERE id = 'new-5'")
        #expect(try TaskStore(path: path).undo() == .refused(HistoryRefusal(action: "complete new-5", redo: false, task: "new-5",
                                                                             reason: #""Pay bills" was trashed since"#)))
        #expect(try TaskStore(path: path).board.trashed.map(\.id) == ["new-5"])
    }

    @Test("A undoes its step though B's came after: A's redo applies it again; A's redo of a node changed since its undo is refused")
    func ownRedo() throws {
        let (folder, a, b) = try Self.twoWriters()
        defer { withExtendedLifetime(folder) {} } // the store file lives to the end
        try a.apply(.complete("new-1"))
        try b.apply(.complete("new-2"))
        #expect(try a.undo(.own) != .nothing)
        guard case .travelled(let step) = try a.redo(.own) else { Issue.record("A's redo did not travel"); return }
        #expect(step.action == "complete new-1")
        #expect(a.board.completed.map(\.id) == ["new-1", "new-2"]) // by completion, as first made
        #expect(try a.undo(.own) != .nothing)
        // Buy milk completed by another program's write, which forgets no undone step:
        try b.db.execute("UPDATE tasks SET status = 'completed', status_sequence = 9 WHERE id = 'new-1'")
        #expect(try a.redo(.own) == .refused(HistoryRefusal(action: "complete new-1", redo: true, task: "new-1",
                                                                reason: #""Buy milk" was completed since by another writer"#)))
        #expect(a.board.completed.map(\.id) == ["new-2", "new-1"])
    }

    @Test("writer ids: none until a store value's first step, then one no other value has — in one process or after reopening; a rolled-back step hands out none")
    func writerIDs() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        let a = try seededStore(path)
        let b = try TaskStore(path: path)
        #expect(a.writer == 1)
        #expect(b.writer == nil)
        #expect(try b.apply(.complete("unknown")) == .rejected(.unknownTask("unknown")))
        #expect(b.writer == nil, "a rejected action records no step")
        try b.apply(.complete("new-1"))
        #expect(b.writer == 2)
        try b.compact() // forgets the history, not the ids handed out
        let c = try TaskStore(path: path)
        try c.apply(.complete("new-2"))
        #expect(c.writer == 3)
        #expect(try c.db.integer("SELECT author FROM history") == 3)
    }

    @Test("a version-5 store written by the previous build (projects: three moves, the last undone) gains history.author, NULL in each step, and an empty writers table; its steps are nobody's own but anyone's to undo")
    func migratesVersion5() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: path)
        let store = try TaskStore(path: path)
        #expect(try store.db.integer("PRAGMA user_version") == 7)
        #expect(try store.db.integer("SELECT count(*) FROM history WHERE author IS NULL") == 3)
        #expect(try store.db.integer("SELECT count(*) FROM writers") == 0)
        #expect(store.board.openTasks(in: "work").map(\.id) == ["w2", "w3", "m1"])
        #expect(store.board.openTasks(in: "home").map(\.id) == ["w1", "m2"])
        #expect(try store.undo(.own) == .nothing)
        #expect(try store.redo(.own) == .nothing)
        #expect(try store.redo().description == "travelled move m2 to errands at 1")
        #expect(try store.undo().description == "travelled move m2 to errands at 1")
        #expect(try store.undo().description == "travelled move m1 to work at 2")
        try store.apply(.complete("w2"))
        #expect(try store.db.integer("SELECT author FROM history WHERE action = 'complete w2'") == 1)
        #expect(try store.undo(.own) != .nothing)
    }

    @Test("three writers on one file, 5 seeded sessions of 120 random actions, own undos and own redos: each undo or redo travels, is refused (and set aside) or finds nothing as a model of the rule says (what the step changed of each node as the step — or its undo — left it), and every board is the model's")
    func randomSessionsAgreeWithAModel() throws {
        struct Step { var author: Int; var changes: [TaskChange]; var undone = false; var setAside = false }
        var travelled = 0, refused = 0
        for seed in UInt64(1)...5 {
            var state = seed &* 0x9E37_79B9_7F4A_7C15
            func random(_ n: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(n))
            }
            let folder = try TemporaryFolder()
            let path = folder.path("board.db")
            _ = try seededStore(path)
            let writers = try (0..<3).map { _ in try TaskStore(path: path) }
            var model: [TaskID: TaskItem] = [:]
            for item in writers[0].board.allTasks { model[item.id] = item }
            var steps: [Step] = []
            for turn in 0..<120 {
                let w = random(3)
                let store = writers[w]
                let context = "seed \(seed), turn \(turn), writer \(w)"
                let roll = random(4)
                switch roll {
                case 0, 1:
                    let open = try { try store.refresh(); return store.board.lists.flatMap { store.board.openTasks(in: $0) } }()
                    guard !open.isEmpty else { continue }
                    let task = open[random(open.count)].id
                    let action: TaskAction = switch random(5) {
                    case 0: .complete(task)
                    case 1: .trash(task)
                    case 2: .rename(task, title: "T\(turn)")
                    case 3: .add(title: "A\(turn)", list: "inbox", slot: 0)
                    default: .reorder(task, slot: random(max(1, store.board.openTasks(in: "inbox").count)))
                    }
                    guard case .applied(let changes) = try store.apply(action), !changes.isEmpty else { continue }
                    steps.removeAll { $0.undone }
                    steps.append(Step(author: w, changes: changes))
                    for change in changes { model[change.after.id] = change.after }
                default: // 2: an undo, 3: a redo
                    let redo = roll == 3
                    let index = redo ? steps.firstIndex { $0.author == w && $0.undone && !$0.setAside }
                                     : steps.lastIndex { $0.author == w && !$0.undone && !$0.setAside }
                    let travel = try redo ? store.redo(.own) : store.undo(.own)
                    guard let index else { #expect(travel == .nothing, "\(context)"); continue }
                    if let next = Self.travel(steps[index].changes, redo: redo, on: model) {
                        guard case .travelled = travel else { Issue.record("\(context): expected the \(redo ? "redo" : "undo") to travel, got \(travel)"); continue }
                        travelled += 1
                        model = next
                        steps[index].undone = !redo
                    } else {
                        guard case .refused = travel else { Issue.record("\(context): expected a refusal, got \(travel)"); continue }
                        refused += 1
                        steps[index].setAside = true
                    }
                }
                let board = Dictionary(uniqueKeysWithValues: store.board.allTasks.map { ($0.id, $0) })
                #expect(board == model.compactMapValues { $0 }, "\(context)")
                if board != model.compactMapValues({ $0 }) { break }
            }
        }
        // Both ways were taken, many times: the sessions test the rule, not only "nothing to undo".
        #expect(travelled > 20 && refused > 5, "travelled \(travelled), refused \(refused)")
    }

    /// The model's board after an undo (or `redo`) of a step that made `changes`, by the rule
    /// written out field by field: each node's fields the step changed must be as the step (its
    /// undo) left them, and only they travel (a place, with the status as the step left it too); a node the step added must be as the step left it
    /// to be removed, and absent to be added again. `nil`: refused.
    static func travel(_ changes: [TaskChange], redo: Bool, on model: [TaskID: TaskItem]) -> [TaskID: TaskItem]? {
        let (firstBefore, lastAfter) = ends(of: changes)
        var next = model
        for (id, after) in lastAfter {
            let now = model[id]
            guard let before = firstBefore[id] ?? nil else {
                if redo { guard now == nil else { return nil }; next[id] = after } else { guard now == after else { return nil }; next[id] = nil }
                continue
            }
            guard var item = now else { return nil }
            let (from, to) = redo ? (before, after) : (after, before)
            if before.title != after.title { guard item.title == from.title else { return nil }; item.title = to.title }
            if before.list != after.list || before.parent != after.parent || before.order != after.order || before.scheduled != after.scheduled {
                guard item.list == from.list, item.parent == from.parent, item.order == from.order, item.scheduled == from.scheduled,
                      item.status == from.status else { return nil }
                (item.list, item.parent, item.order, item.scheduled) = (to.list, to.parent, to.order, to.scheduled)
            }
            if before.status != after.status { guard item.status == from.status else { return nil }; item.status = to.status }
            if before.due != after.due { guard item.due == from.due else { return nil }; item.due = to.due }
            if before.priority != after.priority { guard item.priority == from.priority else { return nil }; item.priority = to.priority }
            if before.kind != after.kind { guard item.kind == from.kind else { return nil }; item.kind = to.kind }
            next[id] = item
        }
        return next
    }

    /// Each node a step changed as it was before the step first changed it (`nil`: the step
    /// added it) and as the step last left it: what an undo restores, and what a redo does.
    static func ends(of changes: [TaskChange]) -> (firstBefore: [TaskID: TaskItem?], lastAfter: [TaskID: TaskItem]) {
        var firstBefore: [TaskID: TaskItem?] = [:], lastAfter: [TaskID: TaskItem] = [:]
        for change in changes {
            if firstBefore[change.after.id] == nil { firstBefore[change.after.id] = .some(change.before) }
            lastAfter[change.after.id] = change.after
        }
        return (firstBefore, lastAfter)
    }

    /// A seeded store (five tasks in Inbox, added by a store value of its own) in a new folder, as
    /// `board.db`, and two more store values on it: writers A and B, neither with a step yet.
    static func twoWriters() throws -> (folder: TemporaryFolder, a: TaskStore, b: TaskStore) {
        let folder = try TemporaryFolder()
        let path = folder.path("board.db")
        _ = try seededStore(path)
        return (folder, try TaskStore(path: path), try TaskStore(path: path))
    }
}
