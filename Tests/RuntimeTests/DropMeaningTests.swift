import DropEngine
import Runtime
import Testing
import TaskModel

/// Seed 004's list: five open tasks in Inbox with keys 1000 … 5000.
func seedBoard() throws -> TaskBoard {
    var board = try TaskBoard(lists: ["inbox", "today", "upcoming"])
    for (i, title) in ["Buy milk", "Walk the dog", "Write report", "Call mom", "Pay bills"].enumerated() {
        try board.append(id: TaskID("t\(i + 1)"), title: title, to: "inbox")
    }
    return board
}

func titles(_ board: TaskBoard, _ list: ListID = "inbox") -> [String] { board.openTasks(in: list).map(\.title) }

/// A drop of `payload` on receiver "r" with `role`, at `slot` among its rows when given.
struct TestDrop {
    var intent: DropIntent
    var role: TaskRole
}

func intent(_ payload: Payload, on role: TaskRole, slot: Int? = nil) -> TestDrop {
    TestDrop(intent: DropIntent(payload: payload, source: SourceID(payload.objectID ?? payload.kind.name),
                                location: slot.map { .among("r", index: $0) } ?? .onto("r"), tag: role.description),
             role: role)
}

/// The runtime's answer to a drop: the board's changes, or why nothing changed.
enum DropOutcome: Equatable {
    case applied([TaskChange])
    case rejected(DropRefusal)

    static func rejected(_ rejection: TaskRejection) -> DropOutcome { .rejected(.board(rejection)) }
}

extension TaskAction {
    /// What `drop` means on `board` now, as the runtime decides it.
    init(intent drop: TestDrop, on board: TaskBoard, at time: DropTime? = nil) throws {
        self = try DropMeaning(intent: drop.intent, role: drop.role).action(on: board, at: time)
    }
}

extension TaskBoard {
    /// Applies what `drop` means, as the runtime does for an in-memory board.
    mutating func apply(_ drop: TestDrop) -> DropOutcome {
        do {
            let action = try DropMeaning(intent: drop.intent, role: drop.role).action(on: self, at: nil)
            switch apply(action) {
            case .applied(let changes): return .applied(changes)
            case .rejected(let rejection): return .rejected(rejection)
            }
        } catch let refusal as DropRefusal {
            return .rejected(refusal)
        } catch {
            return .rejected(error as! TaskRejection)
        }
    }
}

func task(_ id: String) -> Payload { Payload(kind: .task, objectID: id) }

@Suite("Drops on the board")
struct TaskBoardTests {
    @Test("a drop's meaning prints in the words of the action it becomes, a slot left open as at the end (it printed as place(Identifier<…>(rawValue: \"t1\"), in: …))")
    func meaningsPrintInWords() {
        #expect("\(DropMeaning.complete("t1"))" == "complete t1")
        #expect("\(DropMeaning.trash("t1"))" == "trash t1")
        #expect("\(DropMeaning.place("t1", in: "inbox", parent: nil, slot: 2))" == "place t1 in inbox at 2")
        #expect("\(DropMeaning.place("a1", in: "files", parent: "fa", slot: nil))" == "place a1 into fa in files at the end")
        #expect("\(DropMeaning.placeInFolder("a1", folder: "fa", slot: 0))" == "place a1 into fa at 0")
        #expect("\(DropMeaning.add(in: "inbox", slot: nil))" == "add in inbox at the end")
        #expect("\(DropMeaning.moveTo("t1", "today"))" == "move t1 to today")
    }

    @Test("a task dropped on Complete leaves the open list and the completed count goes up")
    func complete() throws {
        var board = try seedBoard()
        #expect(board.apply(intent(task("t2"), on: .complete)) == .applied([
            TaskChange(before: TaskItem(id: "t2", title: "Walk the dog", list: "inbox", order: 2_000),
                       after: TaskItem(id: "t2", title: "Walk the dog", list: "inbox", order: 2_000, status: .completed(sequence: 1))),
        ]))
        #expect(titles(board) == ["Buy milk", "Write report", "Call mom", "Pay bills"])
        #expect(board.completed.map(\.title) == ["Walk the dog"])
        #expect(board.invariantViolations() == [])
    }

    @Test("completing a task that no longer exists is rejected and changes nothing")
    func completeMissingTask() throws {
        var board = try seedBoard()
        let before = board
        #expect(board.apply(intent(task("t9"), on: .complete)) == .rejected(.unknownTask("t9")))
        #expect(board == before)
    }

    @Test("completing a completed task, or trashing it, is rejected and changes nothing")
    func completeTwice() throws {
        var board = try seedBoard()
        _ = board.apply(.complete("t1"))
        let before = board
        #expect(board.apply(.complete("t1")) == .rejected(.taskNotOpen("t1")))
        #expect(board.apply(.trash("t1")) == .rejected(.taskNotOpen("t1")))
        #expect(board == before)
    }

    @Test("a task dropped on Trash leaves the open list for the trash, in trashing order")
    func trash() throws {
        var board = try seedBoard()
        _ = board.apply(intent(task("t5"), on: .trash))
        _ = board.apply(intent(task("t1"), on: .trash))
        #expect(titles(board) == ["Walk the dog", "Write report", "Call mom"])
        #expect(board.trashed.map(\.title) == ["Pay bills", "Buy milk"])
        #expect(board.invariantViolations() == [])
    }

    @Test("Add New dropped at slot 2 inserts \"New task\" between rows 2 and 3 with the midpoint key")
    func addNewAtSlot() throws {
        var board = try seedBoard()
        #expect(board.apply(intent(Payload(kind: .addNew), on: .list("inbox"), slot: 2)) == .applied([
            TaskChange(before: nil, after: TaskItem(id: "new-1", title: "New task", list: "inbox", order: 2_500)),
        ]))
        #expect(titles(board) == ["Buy milk", "Walk the dog", "New task", "Write report", "Call mom", "Pay bills"])
    }

    @Test("Add New inserts at the top and at the end")
    func addNewAtEnds() throws {
        var board = try seedBoard()
        _ = board.apply(intent(Payload(kind: .addNew), on: .list("inbox"), slot: 0))
        _ = board.apply(intent(Payload(kind: .addNew), on: .list("inbox"), slot: 6))
        #expect(board.openTasks(in: "inbox").map(\.order) == [0, 1_000, 2_000, 3_000, 4_000, 5_000, 6_000])
        #expect(board.openTasks(in: "inbox").map(\.id) == ["new-1", "t1", "t2", "t3", "t4", "t5", "new-2"])
    }

    @Test("Add New dropped on Trash or Complete is rejected and changes nothing")
    func addNewOnTrash() throws {
        var board = try seedBoard()
        let before = board
        #expect(board.apply(intent(Payload(kind: .addNew), on: .trash)) == .rejected(.unsupportedDrop(role: .trash, kind: .addNew)))
        #expect(board.apply(intent(Payload(kind: .addNew), on: .complete)) == .rejected(.unsupportedDrop(role: .complete, kind: .addNew)))
        #expect(board == before)
    }

    @Test("a scene's accepts become the kinds each role's drop can take: task takes headers too, but not on Complete; addNew only among rows; another kind only on a custom role")
    func acceptedKindsByRole() {
        let named: [PayloadKind] = [.task, .addNew, PayloadKind("photo")]
        #expect(TaskRole.complete.acceptedKinds(named) == [.task])
        #expect(TaskRole.trash.acceptedKinds(named) == [.task, .header])
        #expect(TaskRole.moveTo("today").acceptedKinds(named) == [.task, .header])
        #expect(TaskRole.list("inbox").acceptedKinds(named) == [.task, .header, .addNew])
        #expect(TaskRole.sections(["work"], collapsed: []).acceptedKinds(named) == [.task, .header, .addNew])
        #expect(TaskRole.custom("share").acceptedKinds(named) == [.task, .header, .addNew, PayloadKind("photo")])
        #expect(TaskRole.complete.acceptedKinds([.header]) == [])
        #expect(TaskRole.trash.acceptedKinds([.header, .task]) == [.header, .task])
    }

    @Test("a header's row carries the kind header and means the same drops as a task's; a folder's carries task")
    func headerPayload() throws {
        let header = TaskItem(id: "h1", title: "Work", list: "inbox", order: 0, kind: .header)
        let folder = TaskItem(id: "fa", title: "Folder A", list: "inbox", order: 0, kind: .folder(expanded: true))
        #expect(header.payload == Payload(kind: .header, objectID: "h1"))
        #expect(folder.payload == Payload(kind: .task, objectID: "fa"))
        let drop = DropIntent(payload: header.payload, source: "h1", location: .onto("trash"), origin: nil, tag: "trash")
        #expect(try DropMeaning(intent: drop, role: .trash) == .trash("h1"))
    }

    @Test("a row dropped in its own place, or just below itself, is a no-op that writes nothing")
    func reorderInPlace() throws {
        var board = try seedBoard()
        let before = board
        #expect(board.apply(intent(task("t2"), on: .list("inbox"), slot: 1)) == .applied([]))
        #expect(board.apply(intent(task("t2"), on: .list("inbox"), slot: 2)) == .applied([]))
        #expect(board == before)
    }

    @Test("reordering the first row to slot 3 puts it after the third, writing one row")
    func reorderDown() throws {
        var board = try seedBoard()
        #expect(board.apply(intent(task("t1"), on: .list("inbox"), slot: 3)) == .applied([
            TaskChange(before: TaskItem(id: "t1", title: "Buy milk", list: "inbox", order: 1_000),
                       after: TaskItem(id: "t1", title: "Buy milk", list: "inbox", order: 3_500)),
        ]))
        #expect(titles(board) == ["Walk the dog", "Write report", "Buy milk", "Call mom", "Pay bills"])
    }

    @Test("reordering the last row to slot 0 puts it on top")
    func reorderToTop() throws {
        var board = try seedBoard()
        _ = board.apply(intent(task("t5"), on: .list("inbox"), slot: 0))
        #expect(titles(board) == ["Pay bills", "Buy milk", "Walk the dog", "Write report", "Call mom"])
        #expect(board.apply(.reorder("t5", slot: 6)) == .rejected(.slotOutOfRange(slot: 6, count: 5)))
    }

    @Test("a task dropped on a tab moves to that list, appended at its end")
    func moveToTab() throws {
        var board = try seedBoard()
        _ = board.apply(intent(task("t3"), on: .moveTo("today")))
        _ = board.apply(intent(task("t1"), on: .moveTo("today")))
        #expect(titles(board, "today") == ["Write report", "Buy milk"])
        #expect(titles(board) == ["Walk the dog", "Call mom", "Pay bills"])
        #expect(board.apply(intent(task("t1"), on: .moveTo("today"))) == .rejected(.alreadyInList("t1", "today")))
        #expect(board.apply(intent(task("t2"), on: .moveTo("someday"))) == .rejected(.unknownList("someday")))
        #expect(board.invariantViolations() == [])
    }

    @Test("a task from another list dropped on a list receiver moves there at the slot")
    func moveIntoListAtSlot() throws {
        var board = try seedBoard()
        _ = board.apply(.move("t1", to: "today", slot: nil))
        _ = board.apply(.move("t2", to: "today", slot: nil))
        _ = board.apply(intent(task("t4"), on: .list("today"), slot: 1))
        #expect(titles(board, "today") == ["Buy milk", "Call mom", "Walk the dog"])
    }

    @Test("a custom role is left to the app")
    func customRole() throws {
        var board = try seedBoard()
        #expect(board.apply(intent(task("t1"), on: .custom("archive"))) == .rejected(.customRole("archive")))
    }

    @Test("invariantViolations reports equal order keys, unless ties are allowed")
    func invariantsCanFail() throws {
        var board = try seedBoard()
        board.restore(TaskItem(id: "t1", title: "Buy milk", list: "inbox", order: 2_000))
        #expect(board.invariantViolations() == ["inbox[1]: key 2000 equals the key before it"])
        #expect(board.invariantViolations(allowingTies: true) == [])
    }
}
