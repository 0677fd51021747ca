import TaskModel
import Testing

@Suite("Tasks as text")
struct TaskItemTextTests {
    @Test("a priority prints as its word inside a collection too, and a drop time as its moment and the day it falls on in its calendar (they printed as TaskModel.Priority.high and DropTime(now: …, calendar: …))")
    func prioritiesAndDropTimesPrintInWords() {
        #expect("\([Priority.high, .medium, .low, .none])" == "[high, medium, low, none]")
        let evening = DropTime(now: UnixTime(milliseconds: 1_795_303_800_000), calendar: FixedOffsetCalendar(secondsEast: 3_600))
        #expect("\(evening)" == "2026-11-21T23:30:00Z, day 2026-11-22")
        #expect("\(DropTime(now: UnixTime(milliseconds: 1_795_303_800_000), calendar: FixedOffsetCalendar.utc))" == "2026-11-21T23:30:00Z, day 2026-11-21")
    }

    @Test("a task prints as one readable line: id, quoted title, list, order and status, then only the fields it has")
    func taskPrintsAsOneLine() {
        #expect("\(TaskItem(id: "t1", title: "Buy milk", list: "inbox", order: 1_000))" == #"t1 "Buy milk" in inbox, order 1000, open"#)
        let filed = TaskItem(id: "a1", title: "Notes\nA1", list: "files", order: 2_000, status: .completed(sequence: 3),
                             due: UnixTime(milliseconds: 1_795_305_600_000), priority: .high, parent: "fa")
        #expect("\(filed)" == #"a1 "Notes\u{A}A1" in files inside fa, order 2000, completed #3, due 2026-11-22T00:00:00Z, priority high"#)
        #expect("\(TaskItem(id: "fa", title: "Folder A", list: "files", order: 1, status: .trashed(sequence: 4), kind: .folder(expanded: false)))"
                == #"fa "Folder A" in files, order 1, trashed #4, folder (collapsed)"#)
        #expect("\([TaskKind.task, .header, .folder(expanded: true)])" == "[task, header, folder (expanded)]")
    }

    @Test("what a drop does to a task's date prints as words: unchanged, set to a date, set to none")
    func schedulingPrintsAsWords() {
        #expect("\(Scheduling.unchanged)" == "unchanged")
        #expect("\(Scheduling.set(UnixTime(milliseconds: 1_795_305_600_000)))" == "set 2026-11-22T00:00:00Z")
        #expect("\(Scheduling.set(nil))" == "set none")
    }

    @Test("a board prints as show lists it, with ids: each list in order with its open items, a folder's in brackets, a header with a colon, then completed and trashed; the same text every time")
    func boardPrintsAsItsListsInOrder() throws {
        var board = try TaskBoard(lists: ["work", "inbox", "today", "home"])
        for (id, title) in [("t1", "Buy milk"), ("t2", "Pay bills"), ("t3", "Walk the dog"), ("t4", "Call \"Mom\"")] {
            try board.append(id: TaskID(id), title: title, to: "inbox")
        }
        try board.append(id: "fa", title: "Files", to: "work", kind: .folder(expanded: false))
        try board.append(id: "n1", title: "Notes", to: "work", parent: "fa")
        try board.append(id: "h1", title: "Home", to: "home", kind: .header)
        try board.append(id: "x1", title: "Taxes", to: "home")
        try board.append(id: "x2", title: "Line\nfeed", to: "home")
        _ = board.apply(.complete("t2"))
        _ = board.apply(.trash("t3"))
        let expected = """
            work (2): fa "Files" [n1 "Notes"]
            inbox (2): t1 "Buy milk", t4 "Call ""Mom""\"
            today (0)
            home (3): h1 "Home": x1 "Taxes", x2 "Line\\u{A}feed"
            completed (1): t2 "Pay bills"
            trashed (1): t3 "Walk the dog"
            """
        #expect("\(board)" == expected)
    }
}
